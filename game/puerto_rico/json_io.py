"""Puerto Rico positions as JSON: :func:`to_json` and :func:`from_json` (saved games carry
records, not states; tests build positions by patching ``to_json()``).

JSON layout of ``to_json()`` (stable; patch it to build test positions)
=====================================================================
::

    {
      "game": "puerto_rico", "version": 2,  # STATE_VERSION; a newer one is refused on load
      "options": {"players": 4, "hidden_vp": true},
      "rng": <int>,                       # RNG state (reshuffles of the plantation discard)
      "phase": "role" | "settler" | "mayor" | "builder" | "craftsman" | "trader" |
               "captain" | "storage" | "over",   # (expansions: "draft" | "guests" | "lodge")
      "round": 1,                         # 1-based round number
      "governor": 0,
      "current_player": 0 | null,         # null when the game is over
      "role_player": 0 | null,            # who chose the role being played (null in "role")
      "picks": 0,                         # roles chosen so far this round
      "end_triggered": false,             # the game ends at the end of this round
      "end_reasons": [],                  # why: "colonists" | "city" | "vp" (| "other")
      "roles": [{"role": "settler", "doubloons": 0, "taken_by": null}, ...],  # one per card
      "colonists": {"supply": 75, "ship": 4},
      "vp_supply": 101,                   # VP chips left; negative = VP owed on paper
      "bank": 71,                         # doubloons in the bank (unlimited; may go negative)
      "goods": {"corn": 10, "indigo": 11, "sugar": 11, "tobacco": 9, "coffee": 9},  # supply
      "quarries": 8,
      "face_up": {"corn": 1, "indigo": 0, ...},   # face-up plantations by kind
      "deck": ["sugar", "corn", ...],     # hidden plantation stack, next drawn = last
      "discard": [...],                   # discarded plantations
      "ships": [{"capacity": 5, "good": null, "count": 0}, ...],  # smallest first
      "trading_house": ["sugar", ...],
      "building_supply": {"small_indigo_plant": 4, ...},
      "players": [{
          "doubloons": 3, "vp": 0, "unplaced": 0,       # colonists waiting in San Juan
          "goods": {"corn": 0, ...},
          "island": {"corn": 0, "indigo": 1, ..., "quarry": 0},     # tiles owned
          "occupied": {"corn": 0, "indigo": 0, ..., "quarry": 0},   # of those, occupied
          "buildings": {"small_market": 1, ...}          # owned buildings -> colonists on it
      }, ...],
      "settler": {"hacienda_used": false},   # current player already drew with the Hacienda
      "craftsman": {"produced": ["corn"]},    # kinds the Craftsman produced this phase
      "mayor": {"privilege_pending": false},  # the Mayor is asked about the privilege colonist
      "captain": {"idle": 0, "wharf_used": [false, ...], "bonus_given": false,
                  "bonus_pending": 0},        # bonus VP the current player is asked about
      # only with Expansion 2: each player "nobles": n (nobles owned, also counted as colonists
      # where they stand) and "noble_on": [building ids of the four that hold a noble]; and
      # "nobles": {"supply", "ship" (of the ship's colonists), "ship_take" (Mayor: the next
      # take from the ship, or null), "supplier_used", "land_used", "forests_out", "lodge_vp"}
      # only with expansions: "options" gets "expansions": [...] (and "random_draft": true),
      # each player "forests": n, and (Expansion 1) "new_buildings": {"library_tile",
      # "hacienda_tile", "drawn_forests", "extras_left", "small_wharf_used", "guests_before"};
      # phases "draft" and "guests"; "building_supply" lists the buildings on the board
      # (drafted) only. "drawn_forests": [{"owner": 1, "kind": "coffee"}, ...] are the tiles
      # drawn from the stack (Hacienda, Land Office) and laid face down, in the order laid
      # (kept when a Hunting Lodge discards a forest: which one is not said; absent = none)
      # Expansion 3 (Buccaneer): a last role card "buccaneer", phase "buccaneer", and
      "buccaneer": {"token": null | 0, "kidnapped": null | "<role card id>",
                    "step": "option" | "loot" | "raid", "good": null | "<good>",
                    "held": 0, "keep_left": 0, "plunder_vp": [0, ...]},
      # Expansion 4 (Festival): the goals (null until drawn, after the draft) and who met them
      "festival": {"plantation": "coffee", "production": ["corn", "corn", "sugar"],
                   "construction": "harbor",
                   "met_by": {"plantation": null | 0, "production": ..., "construction": ...}}
    }

City spaces used and island spaces used are derived from the buildings and tiles. The current
player must be the one the phase expects (single-pass phases go round from ``role_player``; in
the Captain phase ``idle`` counts consecutive turns without loading).

A player's view (:meth:`PRState.view`, what tables render and bots decide from) is this JSON
without ``"rng"`` and ``"deck"``, with ``"viewer"``, ``"deck_size"`` (the stack's size) and
``"deck_counts"`` (per kind, the plantations the viewer has not seen: the stack, plus another
player's pending ``"hacienda_tile"``, shown as ``"hidden"``, plus the other players'
``"drawn_forests"``, whose ``"kind"`` is shown as ``"hidden"``), the other players' ``"vp"``
null while hidden, each player's ``"prices"``, at the end ``"scores"``, and in a live game (the
one a log is written for) ``"vp_taken"``: the VP chips each player took during the last move.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.core.phases import LEADER_ONLY

from .board import DRAFT_BOARD, nbld_of
from .buccaneer import BUCCANEER_STEPS
from .data import (
    B_CIRCLES,
    B_EXPANSION,
    B_SPACES,
    BUCCANEER,
    BUILDING_INDEX,
    BUILDINGS,
    EXPANSION_OPTIONS,
    GOOD_IDS,
    NOBLE_BIT,
    NOBLE_BUILDINGS,
    NUM_BUILDINGS,
    NUM_GOODS,
    NUM_TILE_KINDS,
    ROLE_IDS,
    SETUPS,
    TILE_IDS,
)
from .draft import draft_options
from .festival import FESTIVAL_GOALS
from .layout import (
    BLD,
    BONUS_BASE,
    BUC_STEP_LOOT,
    CITY,
    DOUB,
    END_IDS,
    END_OTHER,
    FOREST,
    GOODS,
    HACIENDA_FOREST,
    HACIENDA_KEEP,
    ISL,
    LIBRARY_TILE_NOW,
    MAX_BONUS,
    NMASK,
    NOB,
    OCC,
    PH_BUCCANEER,
    PH_CAPTAIN,
    PH_DRAFT,
    PH_GUESTS,
    PH_LODGE,
    PH_MAYOR,
    PH_OVER,
    PH_ROLE,
    PH_SETTLER,
    PH_TRADER,
    PHASE_IDS,
    ROW_LEN,
    SHIP_NOBLE,
    SHIP_WORKER,
    SJ,
    TILES,
    VP,
)
from .mayor import privilege_question
from .nobles import NOBLE_ROWS
from .placements import VIOLET_MASK
from .rows import colonists_of
from .settler import settler_options
from .setup import expansions_problem

if TYPE_CHECKING:
    from .state import PRState

GAME_ID = "puerto_rico"
# 1: the first engine; 2: the Mayor's placement, the privilege colonist and the Captain's bonus
# VP are decisions whenever they can change something (older records: see .migrate).
STATE_VERSION = 2


def version_problem(version: Any) -> str | None:
    """Why a state or record written by engine version ``version`` cannot be loaded (None: it
    can). Versions 1..STATE_VERSION are read; a newer one comes from a newer site."""
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        return f"This Puerto Rico position has an unreadable engine version ({version!r})."
    if version > STATE_VERSION:
        return (
            f"This Puerto Rico position was saved by a newer version of the game (engine "
            f"version {version}; this site reads up to {STATE_VERSION}). Reload the page to "
            "update."
        )
    return None


def to_json(s: PRState) -> dict[str, Any]:
    """The state as JSON (the layout in the module docstring)."""
    over = s.phase == PH_OVER
    players = []
    for row in s.pl:
        players.append(
            {
                "doubloons": row[DOUB],
                "vp": row[VP],
                "unplaced": row[SJ],
                "goods": {GOOD_IDS[g]: row[GOODS + g] for g in range(NUM_GOODS)},
                "island": {TILE_IDS[k]: row[TILES + k] for k in range(NUM_TILE_KINDS)},
                "occupied": {TILE_IDS[k]: row[OCC + k] for k in range(NUM_TILE_KINDS)},
                "buildings": {
                    BUILDINGS[b].id: row[BLD + b] for b in range(NUM_BUILDINGS) if row[BLD + b] >= 0
                },
            }
        )
        if "buildings" in s.expansions:
            players[-1]["forests"] = row[FOREST]
        if s.nobles:
            players[-1]["nobles"] = row[NOB]
            players[-1]["noble_on"] = [  # which of the four buildings hold a noble
                BUILDINGS[b].id for b in NOBLE_BUILDINGS if row[NMASK] & NOBLE_BIT[b]
            ]
    return {
        "game": GAME_ID,
        "version": STATE_VERSION,
        "options": options_json(s),
        "rng": s.rng_state,
        "phase": PHASE_IDS[s.phase],
        "round": s.round,
        "governor": s.governor,
        "current_player": None if over else s.cur,
        "role_player": None if s.role_player < 0 else s.role_player,
        "picks": s.picks,
        "end_triggered": bool(s.end_triggered),
        "end_reasons": [END_IDS[i] for i in range(len(END_IDS)) if s.end_triggered >> i & 1],
        "roles": [
            {
                "role": ROLE_IDS[s.role_kind[c]],
                "doubloons": s.role_coins[c],
                "taken_by": None if s.role_taken[c] < 0 else s.role_taken[c],
            }
            for c in range(len(s.role_kind))
        ],
        "colonists": {"supply": s.col_supply, "ship": s.col_ship},
        "vp_supply": s.vp_supply,
        "bank": s.bank,
        "goods": {GOOD_IDS[g]: s.goods[g] for g in range(NUM_GOODS)},
        "quarries": s.quarries,
        "face_up": {GOOD_IDS[g]: s.face_up[g] for g in range(NUM_GOODS)},
        "deck": [GOOD_IDS[k] for k in s.deck],
        "discard": [GOOD_IDS[k] for k in s.discard],
        "ships": [
            {
                "capacity": s.ship_cap[ship],
                "good": None if s.ship_good[ship] < 0 else GOOD_IDS[s.ship_good[ship]],
                "count": s.ship_n[ship],
            }
            for ship in range(len(s.ship_cap))
        ],
        "trading_house": [GOOD_IDS[g] for g in s.house],
        "building_supply": {
            BUILDINGS[b].id: s.bsupply[b] for b in range(NUM_BUILDINGS) if s.board[b]
        },
        "players": players,
        "settler": {"hacienda_used": s.hacienda_used},
        "craftsman": {"produced": [GOOD_IDS[g] for g in s.craft_kinds]},
        "mayor": {"privilege_pending": s.mayor_ask},
        "captain": {
            "idle": s.idle,
            "wharf_used": list(s.wharf_used),
            "bonus_given": s.cap_bonus,
            "bonus_pending": s.bonus_left,
        },
        **expansion_json(s),
    }


def expansion_json(s: PRState) -> dict[str, Any]:
    """The state of the expansions' rules (no key at all in a base game)."""
    out: dict[str, Any] = {}
    if s.nobles:
        out["nobles"] = {
            "supply": s.nob_supply,  # nobles left
            "ship": s.nob_ship,  # of the ship's colonists ("colonists"."ship"), nobles
            "ship_take": None if s.ship_take < 0 else s.ship_take,  # Mayor: next take
            "supplier_used": list(s.supplier_used),  # Captain: first turn taken
            "land_used": s.land_used,  # Trader: the current player used the Land Office
            "forests_out": s.forests_out,  # discarded forests (their kind is unknown)
            "lodge_vp": None if s.lodge_vp < 0 else s.lodge_vp,  # asked: 2 VP?
        }
    if "buccaneer" in s.expansions:
        out["buccaneer"] = buccaneer_json(s)
    if "festival" in s.expansions:
        out["festival"] = festival_json(s)
    if "buildings" not in s.expansions:
        return out
    return out | {
        "new_buildings": {
            "library_tile": s.lib_turn,  # Settler: Library's 2nd tile: 0 / 1 now / 2 taken
            "hacienda_tile": (  # the Hacienda's tile, plantation or forest? (its owner sees it)
                None if s.hacienda_tile < 0 else GOOD_IDS[s.hacienda_tile]
            ),
            "drawn_forests": [  # tiles drawn from the stack laid face down, in order
                {"owner": owner, "kind": GOOD_IDS[k]} for owner, k in s.drawn_forests
            ],
            "extras_left": s.extras_left,  # Craftsman: Library barrel after the next
            "small_wharf_used": list(s.swharf_used),
            "guests_before": None if s.window_for < 0 else PHASE_IDS[s.window_for],
        }
    }


def buccaneer_json(s: PRState) -> dict[str, Any]:
    """Expansion 3 (all public)."""
    return {
        "token": None if s.buc_token < 0 else s.buc_token,  # null: on its card
        "kidnapped": None if s.buc_kidnap < 0 else s.role_card_id(s.buc_kidnap),
        "step": BUCCANEER_STEPS[s.buc_step],  # "option" | "loot" | "raid"
        "good": None if s.buc_good < 0 else GOOD_IDS[s.buc_good],  # Piracy's barrels
        "held": s.buc_hold,  # barrels / colonists removed, not yet kept or returned
        "keep_left": s.buc_left,  # Raid: colonists that may still be placed
        "plunder_vp": list(s.plunder_vp),
    }


def festival_json(s: PRState) -> dict[str, Any]:
    """Expansion 4 (all public): the goals (null before they are drawn) and who met each."""
    won = s.fest_won
    drawn = s.fest_building >= 0
    return {
        "plantation": GOOD_IDS[s.fest_tile] if drawn else None,
        "production": [GOOD_IDS[g] for g in s.fest_goods],
        "construction": BUILDINGS[s.fest_building].id if drawn else None,
        "met_by": {
            goal: None if won[i] < 0 else won[i] for i, goal in enumerate(FESTIVAL_GOALS)
        },
    }


def options_json(s: PRState) -> dict[str, Any]:
    """The game's options as JSON: the expansion keys only when an expansion is in play (so
    a base game reads and writes exactly as before the expansions existed)."""
    options: dict[str, Any] = {"players": s.num_players, "hidden_vp": s.hidden_vp}
    if s.expansions:
        options["expansions"] = sorted(s.expansions)
        if s.random_draft:
            options["random_draft"] = True
    return options


def from_json(cls: type[PRState], data: Mapping[str, Any]) -> PRState:
    """Rebuild a state from :func:`to_json` output (or a patched copy of it).

    Raises ValueError with a readable message for anything else, including a state written
    by a newer engine (``version`` above :data:`STATE_VERSION`): its layout may mean
    something this engine does not know, so it is refused rather than misread.
    """
    problem = version_problem(data.get("version", 1) if isinstance(data, Mapping) else 1)
    if problem:
        raise ValueError(problem)
    try:
        return _from_json(cls, data)
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise ValueError(f"Not a valid Puerto Rico state: {exc!r}") from exc


def _index(ids: tuple[str, ...], name: Any, what: str) -> int:
    try:
        return ids.index(name)
    except ValueError:
        raise ValueError(f"unknown {what} {name!r}") from None


def _int(value: Any, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"{what} must be an integer")
    return value


def _from_json(cls: type[PRState], data: Mapping[str, Any]) -> PRState:
    """The state ``data`` describes (KeyError, TypeError, ValueError, IndexError: it does
    not)."""
    if data.get("game", GAME_ID) != GAME_ID:
        raise ValueError("not a Puerto Rico state")
    options = data["options"]
    n = _int(options["players"], "players")
    if n not in SETUPS:
        raise ValueError("players must be 2..5")
    s = cls.__new__(cls)
    s.num_players = n
    s.hidden_vp = bool(options.get("hidden_vp", True))
    expansions = options.get("expansions", [])
    if not isinstance(expansions, list) or not all(isinstance(x, str) for x in expansions):
        raise ValueError("expansions must be a list of names")
    s.expansions = frozenset(expansions)
    problem = expansions_problem(s.expansions)
    if problem:
        raise ValueError(problem)
    s.random_draft = bool(options.get("random_draft", False)) and "buildings" in s.expansions
    s.nbld = nbld_of(s.expansions)
    s.picks_per_round = SETUPS[n].picks_per_round
    s.rng_state = _int(data["rng"], "rng")
    s.phase = _index(PHASE_IDS, data["phase"], "phase")
    s.round = _int(data.get("round", 1), "round")
    s.governor = _int(data["governor"], "governor")
    cur = data.get("current_player")
    s.cur = -1 if cur is None else _int(cur, "current_player")
    rp = data.get("role_player")
    s.role_player = -1 if rp is None else _int(rp, "role_player")
    s.picks = _int(data.get("picks", 0), "picks")
    mask = 0
    for reason in data.get("end_reasons", []):
        mask |= 1 << _index(END_IDS, reason, "end reason")
    if data.get("end_triggered", False) and not mask:
        mask = END_OTHER
    s.end_triggered = mask
    roles = data["roles"]
    s.role_kind = [_index(ROLE_IDS, r["role"], "role") for r in roles]
    s.role_coins = [_int(r.get("doubloons", 0), "role doubloons") for r in roles]
    s.role_taken = [
        -1 if r.get("taken_by") is None else _int(r["taken_by"], "taken_by") for r in roles
    ]
    s.col_supply = _int(data["colonists"]["supply"], "colonist supply")
    s.col_ship = _int(data["colonists"]["ship"], "colonist ship")
    s.vp_supply = _int(data["vp_supply"], "vp_supply")
    s.bank = _int(data.get("bank", 0), "bank")
    s.quarries = _int(data["quarries"], "quarries")
    s.goods = [_int(data["goods"].get(GOOD_IDS[g], 0), "goods") for g in range(NUM_GOODS)]
    s.face_up = [_int(data["face_up"].get(GOOD_IDS[g], 0), "face_up") for g in range(NUM_GOODS)]
    s.deck = [_index(GOOD_IDS, k, "plantation") for k in data.get("deck", [])]
    s.discard = [_index(GOOD_IDS, k, "plantation") for k in data.get("discard", [])]
    ships = data["ships"]
    s.ship_cap = [_int(sh["capacity"], "ship capacity") for sh in ships]
    s.ship_good = [
        -1 if sh.get("good") is None else _index(GOOD_IDS, sh["good"], "good") for sh in ships
    ]
    s.ship_n = [_int(sh.get("count", 0), "ship count") for sh in ships]
    s.ship_of = [-1] * NUM_GOODS
    for i in range(len(ships)):
        if s.ship_n[i] == 0:
            s.ship_good[i] = -1
        if s.ship_good[i] >= 0:
            if s.ship_of[s.ship_good[i]] >= 0:
                raise ValueError("two ships carry the same good")
            s.ship_of[s.ship_good[i]] = i
    s.house = [_index(GOOD_IDS, g, "good") for g in data.get("trading_house", [])]
    supply = data["building_supply"]
    for key in supply:
        _index(tuple(BUILDING_INDEX), key, "building")
    s.bsupply = [
        _int(supply.get(BUILDINGS[b].id, 0), "building supply") for b in range(NUM_BUILDINGS)
    ]
    # the buildings on the board are the supply's keys (an old state lists the base game's)
    tags = {EXPANSION_OPTIONS[x] for x in s.expansions} | {"base"}
    s.board = tuple(BUILDINGS[b].id in supply for b in range(NUM_BUILDINGS))
    # during the draft the tables stay those of its start (they serve once play begins)
    start = DRAFT_BOARD
    if "nobles" in s.expansions:  # Expansion 2: the Jeweler is placed, not drafted
        start = tuple(
            on or (b in NOBLE_ROWS and not VIOLET_MASK[b]) for b, on in enumerate(start)
        )
    s.use_board(start if s.phase == PH_DRAFT else s.board)
    if any(s.board[b] and B_EXPANSION[b] not in tags for b in range(NUM_BUILDINGS)):
        raise ValueError("a building of an expansion not in play is on the board")
    players = data["players"]
    if len(players) != n:
        raise ValueError("wrong number of players")
    s.pl = [_player_from_json(s, pdata) for pdata in players]
    s.hacienda_used = bool(data.get("settler", {}).get("hacienda_used", False))
    s.craft_kinds = [
        _index(GOOD_IDS, g, "good") for g in data.get("craftsman", {}).get("produced", [])
    ]
    cap = data.get("captain", {})
    s.idle = _int(cap.get("idle", 0), "idle")
    wharf = cap.get("wharf_used", [False] * n)
    s.wharf_used = [bool(w) for w in wharf] + [False] * (n - len(wharf))
    s.cap_bonus = bool(cap.get("bonus_given", False))
    s.bonus_left = _int(cap.get("bonus_pending", 0), "bonus_pending")
    s.mayor_ask = bool(data.get("mayor", {}).get("privilege_pending", False))
    nb = data.get("new_buildings", {})
    if nb and "buildings" not in s.expansions:
        raise ValueError("new_buildings state without the New Buildings expansion")
    s.lib_turn = _int(nb.get("library_tile", 0), "library_tile")
    tile = nb.get("hacienda_tile")
    s.hacienda_tile = -1 if tile is None else _index(GOOD_IDS, tile, "plantation")
    s.drawn_forests = []  # absent from states saved before it existed: none known
    for entry in nb.get("drawn_forests", []):
        owner = _int(entry["owner"], "drawn forest owner")
        if not 0 <= owner < n:
            raise ValueError(f"no player {owner} to own a drawn forest")
        s.drawn_forests.append((owner, _index(GOOD_IDS, entry["kind"], "plantation")))
    s.extras_left = _int(nb.get("extras_left", 0), "extras_left")
    used = nb.get("small_wharf_used", [False] * n)
    s.swharf_used = [bool(w) for w in used] + [False] * (n - len(used))
    before = nb.get("guests_before")
    s.window_for = -1 if before is None else _index(PHASE_IDS, before, "phase")
    if (s.window_for >= 0) != (s.phase == PH_GUESTS):
        raise ValueError("the guests' window needs the phase that follows it")
    _nobles_from_json(s, data)
    _buccaneer_from_json(s, data)
    _festival_from_json(s, data)
    resume(s)
    s.forced = ()  # decisions taken while loading are no move's
    return s


def _player_from_json(s: PRState, pdata: Mapping[str, Any]) -> list[int]:
    """A player's row from their JSON (``s``: the state loaded so far, for its expansions and
    board)."""
    row = [0] * ROW_LEN
    row[DOUB] = _int(pdata.get("doubloons", 0), "doubloons")
    row[VP] = _int(pdata.get("vp", 0), "vp")
    row[SJ] = _int(pdata.get("unplaced", 0), "unplaced")
    goods = pdata.get("goods", {})
    for key in goods:
        _index(GOOD_IDS, key, "good")
    for g in range(NUM_GOODS):
        row[GOODS + g] = _int(goods.get(GOOD_IDS[g], 0), "goods")
    island = pdata.get("island", {})
    occupied = pdata.get("occupied", {})
    for key in list(island) + list(occupied):
        _index(TILE_IDS, key, "tile")
    for k in range(NUM_TILE_KINDS):
        row[TILES + k] = _int(island.get(TILE_IDS[k], 0), "island")
        row[OCC + k] = _int(occupied.get(TILE_IDS[k], 0), "occupied")
        if not 0 <= row[OCC + k] <= row[TILES + k]:
            raise ValueError(f"occupied {TILE_IDS[k]} tiles exceed the tiles owned")
    forests = pdata.get("forests", 0)
    if forests and "buildings" not in s.expansions:
        raise ValueError("forests need the New Buildings expansion")
    row[FOREST] = _int(forests, "forests")
    row[ISL] = sum(row[TILES : TILES + NUM_TILE_KINDS]) + row[FOREST]
    if row[FOREST] < 0:
        raise ValueError("forests must be 0 or more")
    for b in range(NUM_BUILDINGS):
        row[BLD + b] = -1
    city = 0
    for key, workers in pdata.get("buildings", {}).items():
        b = _index(tuple(BUILDING_INDEX), key, "building")
        w = _int(workers, "building colonists")
        if not 0 <= w <= B_CIRCLES[b]:
            raise ValueError(f"{key} holds 0..{B_CIRCLES[b]} colonists")
        if not s.board[b] and s.phase != PH_DRAFT:
            raise ValueError(f"{key} is not on the board")
        row[BLD + b] = w
        city += B_SPACES[b]
    row[CITY] = city
    return row


def _nobles_from_json(s: PRState, data: Mapping[str, Any]) -> None:
    """Expansion 2's part of a loaded state (its keys exist only when it is in play)."""
    s.nobles = "nobles" in s.expansions
    nob = data.get("nobles", {})
    if nob and not s.nobles:
        raise ValueError("nobles state without the Nobles expansion")
    n = s.num_players
    s.nob_supply = _int(nob.get("supply", 0), "nobles supply")
    s.nob_ship = _int(nob.get("ship", 0), "nobles on the ship")
    if not 0 <= s.nob_ship <= s.col_ship:
        raise ValueError("the ship holds more nobles than colonists")
    take = nob.get("ship_take")
    s.ship_take = -1 if take is None else _int(take, "ship_take")
    used = nob.get("supplier_used", [False] * n)
    s.supplier_used = [bool(w) for w in used] + [False] * (n - len(used))
    s.land_used = bool(nob.get("land_used", False))
    s.forests_out = _int(nob.get("forests_out", 0), "forests_out")
    asked = nob.get("lodge_vp")
    s.lodge_vp = -1 if asked is None else _int(asked, "lodge_vp")
    if s.lodge_vp >= 0 and s.phase != PH_LODGE:
        raise ValueError("the Hunting Lodge's VP are asked outside the lodge phase")
    for row, pdata in zip(s.pl, data["players"], strict=True):
        nobles = pdata.get("nobles", 0)
        on = pdata.get("noble_on", [])
        if (nobles or on) and not s.nobles:
            raise ValueError("nobles need the Nobles expansion")
        row[NOB] = _int(nobles, "nobles")
        mask = 0
        for key in on:
            b = _index(tuple(BUILDING_INDEX), key, "building")
            if b not in NOBLE_BIT or row[BLD + b] <= 0:
                raise ValueError(f"no noble can stand on {key}")
            mask |= NOBLE_BIT[b]
        row[NMASK] = mask
        if not 0 <= bin(mask).count("1") <= row[NOB] <= colonists_of(row):
            raise ValueError("a player's nobles do not match their colonists")


def _buccaneer_from_json(s: PRState, data: Mapping[str, Any]) -> None:
    n = s.num_players
    on = "buccaneer" in s.expansions
    buc = data.get("buccaneer", {})
    if (buc and not on) or (BUCCANEER in s.role_kind) != on:
        raise ValueError("the Buccaneer's card and state need the Buccaneer expansion")
    if on and s.role_kind[-1] != BUCCANEER:
        raise ValueError("the Buccaneer must be the last role card")
    token = buc.get("token")
    s.buc_token = -1 if token is None else _int(token, "buccaneer token")
    kidnapped = buc.get("kidnapped")
    s.buc_kidnap = -1
    if kidnapped is not None:
        ids = [s.role_card_id(c) for c in range(len(s.role_kind))]
        s.buc_kidnap = _index(tuple(ids), kidnapped, "role card")
        if not 0 <= s.buc_token < n or s.role_taken[s.buc_kidnap] >= 0:
            raise ValueError("a kidnapped card needs the token's holder and must be unchosen")
    s.buc_step = _index(BUCCANEER_STEPS, buc.get("step", "option"), "buccaneer step")
    good = buc.get("good")
    s.buc_good = -1 if good is None else _index(GOOD_IDS, good, "good")
    s.buc_hold = _int(buc.get("held", 0), "buccaneer held")
    s.buc_left = _int(buc.get("keep_left", 0), "buccaneer keep_left")
    if s.buc_step and (s.phase != PH_BUCCANEER or s.buc_hold <= 0):
        raise ValueError("the Buccaneer's loot or raid is pending outside its phase")
    if s.buc_step == BUC_STEP_LOOT and s.buc_good < 0:
        raise ValueError("the Piracy's barrels need their good")
    vp = buc.get("plunder_vp", [0] * n if on else [])
    s.plunder_vp = tuple(_int(v, "plunder_vp") for v in vp)
    if on and len(s.plunder_vp) != n:
        raise ValueError("plunder_vp needs one entry per player")


def _festival_from_json(s: PRState, data: Mapping[str, Any]) -> None:
    fest = data.get("festival", {})
    if fest and "festival" not in s.expansions:
        raise ValueError("festival state without the Festival expansion")
    tile = fest.get("plantation")
    building = fest.get("construction")
    s.fest_tile = -1 if tile is None else _index(GOOD_IDS, tile, "plantation")
    s.fest_building = (
        -1 if building is None else _index(tuple(BUILDING_INDEX), building, "building")
    )
    s.fest_goods = tuple(sorted(_index(GOOD_IDS, g, "good") for g in fest.get("production", [])))
    met = fest.get("met_by", {})
    s.fest_won = tuple(
        -1 if met.get(goal) is None else _int(met[goal], "met_by") for goal in FESTIVAL_GOALS
    )


def resume(s: PRState) -> None:
    """Recompute the legal moves of a loaded state (skipping a current player with none)."""
    n = s.num_players
    ph = s.phase
    s.step = 0
    if ph == PH_OVER:
        s.cur = -1
        s.legal = []
        return
    if not 0 <= s.cur < n:
        raise ValueError("current_player out of range")
    if ph == PH_DRAFT:
        s.role_player = -1
        s.legal = draft_options(s, s.cur)
        if not s.legal:
            raise ValueError("the draft is over but the phase is still the draft")
        return
    if ph == PH_ROLE:
        s.role_player = -1
        s.engine.advance(s, 0)
        if not s.legal:
            raise ValueError("no role card left to choose")
        return
    if not 0 <= s.role_player < n:
        raise ValueError("role_player out of range")
    # the turn goes on from the current player (in a privilege's phase: the role player's)
    if s.engine.phases[ph].order != LEADER_ONLY:
        s.step = (s.cur - s.role_player) % n
    if s.ship_take >= 0:
        if ph != PH_MAYOR or not s.nob_ship or s.col_ship <= s.nob_ship:
            raise ValueError("a take from the ship is pending outside the Mayor's turn")
        s.legal = [SHIP_NOBLE, SHIP_WORKER]
        return
    if s.mayor_ask:
        if ph != PH_MAYOR or s.cur != s.role_player or s.col_supply <= 0:
            raise ValueError("a privilege colonist is pending outside the Mayor's turn")
        s.legal = privilege_question(s)
        return
    if s.hacienda_tile >= 0:
        if ph != PH_SETTLER and ph != PH_TRADER:  # the Hacienda's, or the Land Office's
            raise ValueError("a Hacienda tile is pending outside the Settler phase")
        s.legal = [HACIENDA_KEEP, HACIENDA_FOREST]
        return
    if s.lib_turn == LIBRARY_TILE_NOW:
        if ph != PH_SETTLER or s.cur != s.role_player:
            raise ValueError("the Library's second tile is pending outside the Settler's turn")
        s.legal = settler_options(s, s.cur)
        if not s.legal:
            raise ValueError("the Library's second tile has nothing to take")
        return
    if s.bonus_left:
        if ph != PH_CAPTAIN or not 0 < s.bonus_left <= MAX_BONUS:
            raise ValueError("bonus VP are pending outside the Captain phase")
        s.legal = [BONUS_BASE + k for k in range(s.bonus_left, -1, -1)]
        return
    s.engine.advance(s, s.step)
