"""What a Puerto Rico player cannot know, and dealing it again consistently with their view.

Hidden from every player: the order of the plantation stack, and the random state that decides
future reshuffles. Hidden from the others when the ``hidden_vp`` option is on and the game is not
over: each player's VP chips (their total is public through the VP supply). Hidden from all but
their owner (Expansion 1, Forest House): the plantation a player drew with the Hacienda or bought
with the Land Office (Expansion 2) and is looking at, and the kind of every such tile they laid
face down as a forest (``drawn_forests``). The view's ``deck_counts`` counts those unseen tiles
together with the stack, so none of them can be deduced by subtraction (rules-notes 41). The
nobles (Expansion 2) are public.

:class:`PRHidden` is the game's :class:`~game.core.hidden.HiddenInfo` (``GAME.hidden``): the
conformance suite and the tests redraw with it, and the bots' determinizer is a
:class:`~game.core.hidden.ViewSampler` over it. A deal:

* shuffles the whole unseen pool: the stack gets as many tiles as it had, the rest fill the
  pending tile and the others' face-down tiles (their kinds do not matter to play: the decision
  is their owner's and a forest is a forest; only the stack's composition does);
* splits the known total of the other players' VP chips among them evenly, the remainder to
  random players (the view has no shipping history that would allow a better split);
* draws a fresh RNG state for future reshuffles.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.core.hidden import HiddenInfo, Unseen
from game.core.protocol import GameState
from game.core.rng import Rng

from .data import GOOD_IDS, SETUPS
from .json_io import GAME_ID
from .layout import PH_OVER, VP
from .state import PRState


@dataclass(frozen=True)
class Places:
    """Where a seat's unseen plantations lie besides the stack (``pending``: the tile another
    player is looking at; ``theirs``: indexes in ``drawn_forests`` of the others' face-down
    tiles), and whose VP chips it cannot see (``hidden_vp``) with their ``total``."""

    pending: bool
    theirs: tuple[int, ...]
    hidden_vp: tuple[int, ...]
    total: int


def deal_tiles(state: PRState, pool: list[int], pending: bool, theirs: tuple[int, ...]) -> None:
    """Deal ``pool`` (as :meth:`PRState.unseen_tiles` lists them, in any order) back: the
    stack keeps its size, then the looked-at tile if ``pending``, then the kinds of the
    face-down tiles at ``theirs`` (each keeps its owner)."""
    size = len(state.deck)
    state.deck = pool[:size]
    if pending:
        state.hacienda_tile = pool[size]
        size += 1
    forests = state.drawn_forests
    for i in theirs:
        forests[i] = (forests[i][0], pool[size])
        size += 1


def split_vp(state: PRState, hidden: tuple[int, ...], total: int, order: list[int]) -> None:
    """The players ``hidden`` share ``total`` VP chips evenly; the first in ``order`` (a
    permutation of them) take the remainder."""
    each, extra = divmod(total, len(hidden))
    for i, p in enumerate(order):
        state.pl[p][VP] = each + (1 if i < extra else 0)


class PRHidden(HiddenInfo):
    """Puerto Rico's hidden information (see the module docstring)."""

    def unseen(self, state: GameState, viewer: int | None) -> Unseen:
        assert isinstance(state, PRState)
        pool, pending, theirs = state.unseen_tiles(viewer)
        hidden: tuple[int, ...] = ()
        if state.hidden_vp and state.phase != PH_OVER:
            hidden = tuple(p for p in range(state.num_players) if p != viewer)
        total = sum(state.pl[p][VP] for p in hidden)
        return Unseen(viewer, pool, Places(pending, tuple(theirs), hidden, total))

    def deal(self, state: GameState, unseen: Unseen, rng: Rng) -> None:
        assert isinstance(state, PRState)
        places: Places = unseen.places
        pool = unseen.pool[:]
        rng.quick_shuffle(pool)
        deal_tiles(state, pool, places.pending, places.theirs)
        state.rng_state = rng.next_u64()
        if places.hidden_vp:
            order = list(places.hidden_vp)
            rng.shuffle(order)
            split_vp(state, places.hidden_vp, places.total, order)

    def from_view(self, view: Mapping[str, Any]) -> GameState:
        if view.get("game", GAME_ID) != GAME_ID:
            raise ValueError("not a Puerto Rico view")
        data = {k: v for k, v in view.items() if k not in ("viewer", "deck_size", "deck_counts",
                                                      "vp_taken")}
        data.pop("scores", None)
        counts = view["deck_counts"]
        # every plantation the viewer has not seen (kinds as ints): the stack gets the first
        # ones, the tiles hidden elsewhere the others
        pool = [k for k, gid in enumerate(GOOD_IDS) for _ in range(int(counts.get(gid, 0)))]
        size = int(view["deck_size"])
        players = [dict(p) for p in view["players"]]
        n = len(players)
        hidden = tuple(p for p in range(n) if players[p].get("vp") is None)
        known = sum(int(players[p]["vp"]) for p in range(n) if p not in hidden)
        handed_out = SETUPS[n].vp_chips - int(view["vp_supply"])
        for p in hidden:
            players[p]["vp"] = 0
        data["players"] = players
        # Expansion 1: another player's pending tile is unseen; so are their face-down tiles
        dealt = size
        extra = data.get("new_buildings")
        if isinstance(extra, dict):
            extra = dict(extra)
            if extra.get("hacienda_tile") == "hidden":
                extra["hacienda_tile"] = GOOD_IDS[pool[dealt]] if dealt < len(pool) else None
                dealt += 1
            forests = [dict(f) for f in extra.get("drawn_forests", [])]
            for entry in forests:
                if entry.get("kind") == "hidden":
                    entry["kind"] = GOOD_IDS[pool[dealt]] if dealt < len(pool) else None
                    dealt += 1
            extra["drawn_forests"] = forests
            data["new_buildings"] = extra
        if len(pool) != dealt:
            raise ValueError("the view's deck_counts do not add up to its unseen tiles")
        data["deck"] = [GOOD_IDS[k] for k in pool[:size]]
        data["rng"] = 0
        state = PRState.from_json(data)
        if hidden:
            split_vp(state, hidden, max(0, handed_out - known), list(hidden))
        return state


HIDDEN = PRHidden()
