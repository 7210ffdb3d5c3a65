"""What a San Juan seat cannot know, and dealing it again consistently with its view.

Hidden from a seat (rules notes 14-16, 19): the deck's order and contents, the cards in the
discard pile it did not see go there, the other players' hands (but the cards everyone saw go
into them, the view's ``shown``) and Chapel cards, every good (face-down cards nobody may look
at, their owner included), another player's Councillor draw, the order of the trading-house tiles
not yet revealed, and the RNG (future reshuffles). Public: every count (hand, deck, discard,
goods, Chapel), cities, covered buildings, the Gold Mine's cards while shown and the card kept of
them, the tiles already revealed.

:data:`HIDDEN` (registered as ``GAME.hidden``) serves the conformance suite and the tests
(``HIDDEN.redraw``) and the bots' determinizer (``game.core.hidden.ViewSampler``): the unknown
cards are pooled and dealt again, count by count, to the places the seat cannot see.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.core.hidden import HiddenInfo, Unseen
from game.core.phases import CHOICE
from game.core.protocol import GameState
from game.core.rng import Rng

from .cards import remove
from .data import CARD_INDEX, CARDS, ROLE_IDS, TILES
from .notation import PH_COUNCILLOR, PH_OVER, PHASE_IDS
from .round import TABLE
from .serialize import GAME_ID, resume
from .state import SJState
from .trader import tile_known


@dataclass(frozen=True)
class Places:
    """Where the cards a seat cannot see lie, in the order the pool is dealt to them."""

    deck: int  # the whole deck (its size)
    discard: tuple[int, ...]  # the discard pile's entries the seat did not see (indices)
    hands: tuple[tuple[int, int], ...]  # (player, cards): the unknown part of another's hand
    chapels: tuple[tuple[int, int], ...]  # (player, cards under another's Chapel)
    goods: tuple[tuple[int, int], ...]  # (player, city position) of every good
    drawn: int  # another player's Councillor draw (its size; 0: none hidden)
    tiles: tuple[int, ...]  # indices into ``tiles`` of the tiles never revealed


def _unknown_part(hand: list[int], shown: tuple[int, ...]) -> list[int]:
    """The cards of ``hand`` beyond those everyone saw go there."""
    if not shown:
        return hand
    rest = hand[:]
    remove(rest, shown)
    return rest


class SJHidden(HiddenInfo):
    """San Juan's hidden information (see the module docstring)."""

    def unseen(self, state: GameState, viewer: int | None) -> Unseen:
        """The cards ``viewer`` (None: a spectator) cannot see, pooled in the order of their
        :class:`Places`."""
        assert isinstance(state, SJState)
        s = state
        n = s.num_players
        everyone = (1 << n) - 1
        bit = 0 if viewer is None else 1 << viewer
        pool = list(s.deck)
        discard = tuple(i for i, m in enumerate(s.dseen) if not (m & bit or m == everyone))
        pool += [s.discard[i] for i in discard]
        hands = []
        chapels = []
        for p in range(n):
            if p != viewer:
                unknown = _unknown_part(s.hands[p], s.shown[p])
                pool += unknown
                hands.append((p, len(unknown)))
                pool += s.chapel[p]
                chapels.append((p, len(s.chapel[p])))
        goods = []
        for p in range(n):
            for i, g in enumerate(s.goods[p]):
                if g >= 0:
                    pool.append(g)
                    goods.append((p, i))
        drawn = 0
        if s.phase == PH_COUNCILLOR and s.cur != viewer:
            pool += s.drawn
            drawn = len(s.drawn)
        tiles = tuple(i for i in range(len(TILES))
                      if not tile_known(s, (i - s.tile_reveals) % len(TILES)))
        places = Places(len(s.deck), discard, tuple(hands), tuple(chapels), tuple(goods), drawn,
                        tiles)
        return Unseen(viewer, pool, places)

    def deal(self, state: GameState, unseen: Unseen, rng: Rng) -> None:
        """The pool shuffled into its places, the unrevealed tiles reordered, a new RNG state;
        the decision in hand recomputed when another player's cards decide it."""
        assert isinstance(state, SJState)
        s = state
        places: Places = unseen.places
        pool = unseen.pool[:]
        rng.quick_shuffle(pool)
        k = places.deck
        s.deck = pool[:k]
        discard = s.discard
        for i in places.discard:
            discard[i] = pool[k]
            k += 1
        for p, size in places.hands:
            s.hands[p] = list(s.shown[p]) + pool[k:k + size]
            k += size
        for p, size in places.chapels:
            s.chapel[p] = pool[k:k + size]
            k += size
        for p, i in places.goods:
            s.goods[p][i] = pool[k]
            k += 1
        if places.drawn:
            s.drawn = pool[k:k + places.drawn]
        if len(places.tiles) > 1:
            order = [s.tiles[i] for i in places.tiles]
            rng.quick_shuffle(order)
            tiles = list(s.tiles)
            for i, t in zip(places.tiles, order, strict=True):
                tiles[i] = t
            s.tiles = tiles
        s.rng_state = rng.next_u64()
        if s.cur != unseen.viewer and s.phase != PH_OVER:
            s.refresh_legal()  # another player's options depend on their (dealt) cards

    def from_view(self, view: Mapping[str, Any]) -> SJState:
        """A state with every fact of a player's ``view``; the cards it cannot see dealt in
        card order (any deal consistent with the view)."""
        if view.get("game", GAME_ID) != GAME_ID:
            raise ValueError("not a San Juan view")
        viewer = view.get("viewer")
        if viewer is None:
            raise ValueError("a full state needs a player's view, not a spectator's")
        try:
            return _from_view(view, int(viewer))
        except (KeyError, TypeError, IndexError) as exc:
            raise ValueError(f"Not a valid San Juan view: {exc!r}") from exc


def _from_view(view: Mapping[str, Any], viewer: int) -> SJState:
    players = view["players"]
    n = len(players)
    left = [c.copies for c in CARDS]

    def seen(ids: Any) -> list[int]:
        cards = [CARD_INDEX[c] for c in ids]
        for t in cards:
            left[t] -= 1
        return cards

    s = SJState.__new__(SJState)
    s.num_players = n
    s.start_variant = bool(view["options"].get("start_variant", False))
    s.city = [seen(b["card"] for b in pv["city"]) for pv in players]
    s.covered = [seen(pv["covered"]) for pv in players]
    # the viewer's own shown cards are in their hand, counted with it
    s.shown = tuple(tuple(CARD_INDEX[c] for c in pv["shown"]) if p == viewer else
                    tuple(seen(pv["shown"])) for p, pv in enumerate(players))
    own_hand = seen(players[viewer]["hand"])
    own_chapel = seen(players[viewer]["chapel"])
    known_discards = seen(c for c, k in view["known_discards"].items() for _ in range(k))
    cur = view["current_player"]
    drawn_size = 0 if cur is None else players[cur]["drawn_size"]
    shown_drawn = None if cur is None else players[cur]["drawn"]
    drawn = seen(shown_drawn) if drawn_size and shown_drawn is not None else []
    if min(left) < 0:
        raise ValueError("the view shows more copies of a card than the game has")
    pool = [t for t, k in enumerate(left) for _ in range(k)]

    def deal(k: int) -> list[int]:
        if k > len(pool):
            raise ValueError("the view's counts exceed the cards left")
        cards = pool[len(pool) - k:]
        del pool[len(pool) - k:]
        return cards

    s.deck = deal(view["deck_size"])
    unknown_discards = view["discard_size"] - len(known_discards)
    s.discard = known_discards + deal(unknown_discards)
    s.dseen = [1 << viewer] * len(known_discards) + [0] * unknown_discards
    s.hands = [own_hand if p == viewer else
               list(s.shown[p]) + deal(pv["hand_size"] - len(s.shown[p]))
               for p, pv in enumerate(players)]
    s.chapel = [own_chapel if p == viewer else deal(pv["chapel_size"])
                for p, pv in enumerate(players)]
    s.goods = [[-1] * len(pv["city"]) for pv in players]
    for p, pv in enumerate(players):
        for i, b in enumerate(pv["city"]):
            if b["good"]:
                s.goods[p][i] = deal(1)[0]
    s.drawn = drawn or deal(drawn_size)
    if pool:
        raise ValueError("the view's counts leave cards unaccounted for")
    s.tiles, s.tile_reveals = _tiles(view["tile_stack"])
    s.rng_state = 0
    s.phase = PHASE_IDS.index(view["phase"])
    s.round = view["round"]
    s.governor = view["governor"]
    s.picks = view["picks"]
    s.role = -1 if view["role"] is None else ROLE_IDS.index(view["role"])
    s.role_player = -1 if view["role_player"] is None else view["role_player"]
    s.library = bool(view["library_active"])
    s.role_taken = [-1 if view["roles"][r] is None else view["roles"][r] for r in ROLE_IDS]
    s.lib_used = list(view["library_used"])
    s.cur = -1 if cur is None else cur
    s.step = 0  # turns taken: the player acting is the phase's leader + step
    if cur is not None and TABLE[s.phase].phase.order != CHOICE:
        s.step = (cur - TABLE[s.phase].phase.leader(s)) % n
    s.idle = 0
    s.legal = []
    resume(s)
    return s


def _tiles(stack: list[list[int] | None]) -> tuple[list[int], int]:
    """A tile order and a reveal count giving the view's ``tile_stack`` (prices from the top,
    None where never seen), the tiles never seen in data order."""
    top = [None if t is None else TILES.index(tuple(t)) for t in stack]
    size = len(TILES)
    if all(t is not None for t in top):
        return top, size  # every tile seen: the top one first
    # seen: the tiles at the bottom (below the top one, which is seen only in a Trader phase)
    reveals = sum(1 for t in top[1:] if t is not None)
    unseen = iter(t for t in range(size) if t not in top)
    tiles = [0] * size
    for i, t in enumerate(top):
        tiles[(reveals + i) % size] = next(unseen) if t is None else t
    return tiles, reveals


HIDDEN = SJHidden()
