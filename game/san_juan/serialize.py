"""The complete state as JSON (saved positions, scenarios, the bots' rebuilt states).

``to_json()`` has the keys ``game``, ``version``, ``options``, ``phase``, ``round``,
``governor``, ``current_player``, ``role``, ``role_player``, ``library_active``, ``roles``,
``picks``, ``library_used`` as in the view (:mod:`.view`), plus ``rng`` (the RNG state),
``step`` (turns taken in the current phase: the player acting is the phase's first player +
``step``), ``deck`` (card ids, next drawn = last), ``discard`` (``[card id, seen_by]`` pairs,
``seen_by`` a bitmask of the players who know that card), ``tiles`` (the 5 indices into
``data.TILES`` in stack order at the start), ``tile_reveals`` (Trader phases played: the top
tile is ``tiles[tile_reveals % 5]``), ``drawn`` (the current player's pending Councillor or Gold
Mine cards) and ``players``: per player ``hand``, ``city`` (``{"card": id, "good": card id |
null}`` in build order), ``chapel``, ``covered`` and ``shown`` (card ids; ``shown``: the hand
cards everyone saw go there, as in the view; missing in states saved before it was kept: none).
``from_json`` refuses a state whose cards do not add up to 110, and recomputes the decision in
hand without repeating a draw on arrival.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from .cards import CARD_IDS, IS_PROD, multiset_within
from .data import (
    CARD_INDEX,
    END_BUILDINGS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    NUM_ROLES,
    ROLE_IDS,
    TILES,
    TOTAL_CARDS,
)
from .end import game_over
from .notation import PH_GOLD, PH_OVER, PH_ROLE, PHASE_IDS
from .round import ENGINE, ROLE_PHASES, TABLE, picks_per_round

if TYPE_CHECKING:
    from .state import SJState

    S = TypeVar("S", bound=SJState)

GAME_ID = "san_juan"
STATE_VERSION = 2  # the engine version (records and to_json layout); 1: see .migrate
MOST_DRAWN = 16  # cards a decision can hold drawn (8 for a doubled Councillor privilege)


def version_problem(version: Any) -> str | None:
    """Why a state of engine ``version`` cannot be read here, or None."""
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        return f"This San Juan position has an unreadable engine version ({version!r})."
    if version > STATE_VERSION:
        return (f"This San Juan position was saved by a newer version of the game (engine "
                f"version {version}; this site reads up to {STATE_VERSION}). Reload the page to "
                "update.")
    return None


def public_facts(s: SJState) -> dict[str, Any]:
    """The game's public facts as both the view and the JSON write them: the options, the
    phase, the round, the Governor, who decides, the role being carried out and the roles
    taken."""
    return {
        "game": GAME_ID,
        "version": STATE_VERSION,
        "options": {"players": s.num_players, "start_variant": s.start_variant},
        "phase": PHASE_IDS[s.phase],
        "round": s.round,
        "governor": s.governor,
        "current_player": None if s.phase == PH_OVER else s.cur,
        "role": None if s.role < 0 else ROLE_IDS[s.role],
        "role_player": None if s.role_player < 0 else s.role_player,
        "library_active": s.library,
        "roles": {ROLE_IDS[r]: (None if s.role_taken[r] < 0 else s.role_taken[r])
                  for r in range(NUM_ROLES)},
        "picks": s.picks,
        "library_used": list(s.lib_used),
    }


def to_json(s: SJState) -> dict[str, Any]:
    """The complete state, hidden parts and RNG included (see the module docstring)."""
    n = s.num_players
    players = []
    for p in range(n):
        players.append({
            "hand": [CARD_IDS[t] for t in s.hands[p]],
            "city": [{"card": CARD_IDS[t], "good": None if g < 0 else CARD_IDS[g]}
                     for t, g in zip(s.city[p], s.goods[p], strict=True)],
            "chapel": [CARD_IDS[t] for t in s.chapel[p]],
            "covered": [CARD_IDS[t] for t in s.covered[p]],
            "shown": [CARD_IDS[t] for t in s.shown[p]],
        })
    return {
        **public_facts(s),
        "rng": s.rng_state,
        "step": s.step,
        "deck": [CARD_IDS[t] for t in s.deck],
        "discard": [[CARD_IDS[t], m] for t, m in zip(s.discard, s.dseen, strict=True)],
        "tiles": list(s.tiles),
        "tile_reveals": s.tile_reveals,
        "drawn": [CARD_IDS[t] for t in s.drawn],
        "players": players,
    }


def _card(name: Any) -> int:
    if not isinstance(name, str) or name not in CARD_INDEX:
        raise ValueError(f"unknown card {name!r}")
    return CARD_INDEX[name]


def _int(value: Any, what: str, lo: int = 0, hi: int = 1 << 62) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value < hi:
        raise ValueError(f"{what} must be an integer in {lo}..{hi - 1}")
    return value


def _cards(values: Any, cap: int = TOTAL_CARDS) -> list[int]:
    if not isinstance(values, list) or len(values) > cap:
        raise ValueError("a card list is expected")
    return [_card(v) for v in values]


def from_json(cls: type[S], data: Mapping[str, Any]) -> S:
    """A state of class ``cls`` from :func:`to_json` output (or a patched copy of it). Raises
    ValueError (or KeyError, TypeError...: the caller turns them into one message)."""
    if data.get("game", GAME_ID) != GAME_ID:
        raise ValueError("not a San Juan state")
    options = data["options"]
    n = _int(options["players"], "players", MIN_PLAYERS, MAX_PLAYERS + 1)
    s = cls.__new__(cls)
    s.num_players = n
    s.start_variant = bool(options.get("start_variant", False))
    s.rng_state = _int(data["rng"], "rng", 0, 1 << 64)
    phase = data["phase"]
    if phase not in PHASE_IDS:
        raise ValueError(f"unknown phase {phase!r}")
    s.phase = PHASE_IDS.index(phase)
    s.round = _int(data.get("round", 1), "round", 1)
    s.governor = _int(data.get("governor", 0), "governor", 0, n)
    cur = data.get("current_player")
    s.cur = -1 if cur is None else _int(cur, "current_player", 0, n)
    role = data.get("role")
    if role is not None and role not in ROLE_IDS:
        raise ValueError(f"unknown role {role!r}")
    s.role = -1 if role is None else ROLE_IDS.index(role)
    rp = data.get("role_player")
    s.role_player = -1 if rp is None else _int(rp, "role_player", 0, n)
    s.library = bool(data.get("library_active", False))
    roles = data.get("roles", {})
    for key in roles:
        if key not in ROLE_IDS:
            raise ValueError(f"unknown role {key!r}")
    s.role_taken = [-1 if roles.get(r) is None else _int(roles[r], "roles", 0, n)
                    for r in ROLE_IDS]
    s.picks = _int(data.get("picks", 0), "picks", 0, NUM_ROLES)
    used = data.get("library_used", [False] * n)
    s.lib_used = [bool(u) for u in used][:n] + [False] * (n - len(used))
    s.step = _int(data.get("step", 0), "step", 0, n + 1)
    s.idle = 0
    s.deck = _cards(data.get("deck", []))
    discard = data.get("discard", [])
    if not isinstance(discard, list):
        raise ValueError("discard must be a list")
    s.discard = [_card(e[0]) for e in discard]
    s.dseen = [_int(e[1], "discard seen-by mask", 0, 1 << n) for e in discard]
    tiles = data.get("tiles", list(range(len(TILES))))
    if sorted(tiles) != list(range(len(TILES))):
        raise ValueError("tiles must be the 5 tile indices")
    s.tiles = [_int(t, "tile", 0, len(TILES)) for t in tiles]
    s.tile_reveals = _int(data.get("tile_reveals", 0), "tile_reveals")
    s.drawn = _cards(data.get("drawn", []), MOST_DRAWN)
    players = data["players"]
    if not isinstance(players, list) or len(players) != n:
        raise ValueError("wrong number of players")
    s.hands, s.city, s.goods, s.chapel, s.covered = [], [], [], [], []
    shown = []
    for pdata in players:
        s.hands.append(_cards(pdata.get("hand", [])))
        shown.append(tuple(_cards(pdata.get("shown", []))))
        if not multiset_within(shown[-1], s.hands[-1]):
            raise ValueError("a hand shows cards it does not hold")
        city = pdata.get("city", [])
        if not isinstance(city, list) or len(city) > 2 * END_BUILDINGS:
            raise ValueError("a city is a list of buildings")
        s.city.append([_card(b["card"]) for b in city])
        goods = []
        for b in city:
            g = b.get("good")
            if g is not None and not IS_PROD[_card(b["card"])]:
                raise ValueError("only production buildings hold goods")
            goods.append(-1 if g is None else _card(g))
        s.goods.append(goods)
        s.chapel.append(_cards(pdata.get("chapel", [])))
        s.covered.append(_cards(pdata.get("covered", [])))
    s.shown = tuple(shown)
    if s.card_census() != TOTAL_CARDS:
        raise ValueError(f"the state holds {s.card_census()} cards, not {TOTAL_CARDS}")
    resume(s)
    s.forced = ()
    return s


def resume(s: SJState) -> None:
    """Hand out the decision of a loaded state (``cur``, ``legal``) without repeating the
    draws on arrival: the saved decision stays with its player, whatever their cards (a
    redealt copy may leave them only the phase's "none" move). Raises ValueError for a state
    whose turn bookkeeping does not add up."""
    s.forced = ()
    if s.phase == PH_OVER:
        game_over(s)
        return
    ph = s.phase
    n = s.num_players
    in_role = ph <= PH_GOLD
    taken = sum(1 for r in s.role_taken if r >= 0)
    if taken != s.picks + in_role or s.picks >= picks_per_round(n):
        raise ValueError("the roles taken do not match the picks of the round")
    if ph == PH_ROLE:
        ENGINE.advance(s, s.step)
        return
    if in_role:
        if not 0 <= s.role_player < n:
            raise ValueError("role_player out of range")
        if not 0 <= s.role < NUM_ROLES or ROLE_PHASES[s.role] != ph:
            raise ValueError("the role does not match the phase")
        if s.role_taken[s.role] != s.role_player:
            raise ValueError("the role was not chosen by the role player")
    row = TABLE[ph]
    if s.step < n:
        p = (row.phase.leader(s) + s.step) % n
        s.cur = p
        moves = row.phase.options(s, p)
        if moves or row.none is not None:
            s.legal = moves or [row.none]
            return
        s.step += 1
    elif s.drawn:
        raise ValueError("drawn cards outside a decision")
    ENGINE.advance(s, s.step)
