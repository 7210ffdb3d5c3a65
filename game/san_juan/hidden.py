"""What a San Juan player cannot know, and a way to re-draw it (for conformance tests and bots).

Hidden from ``viewer``: the deck's order and contents, the cards in the discard pile the viewer
did not see go there, the other players' hands and Chapel cards, every good (face-down cards
nobody may look at), another player's Councillor draw, the order of the trading-house tiles not
yet revealed, and the RNG. Public: every count (hand, deck, discard, goods, Chapel), cities,
covered buildings, the Gold Mine's cards while shown, the tiles already revealed.
"""

from __future__ import annotations

from typing import Any

from game.core.rng import Rng

from .data import CARD_INDEX, CARDS, ROLE_IDS, TILES
from .notation import PH_CHAPEL, PH_COUNCILLOR, PH_GOLD, PH_LIMIT, PH_START, PHASE_IDS
from .serialize import resume
from .state import SJState


def redraw_hidden(state: SJState, viewer: int, rng: Rng) -> SJState:
    """A copy of ``state`` with everything ``viewer`` cannot know drawn anew with ``rng``: the
    unknown cards (same places, same counts) are pooled and dealt again, the unseen tiles
    reordered and the RNG state replaced."""
    s = state.clone()
    bit = 1 << viewer
    n = s.num_players
    pool: list[int] = list(s.deck)
    pool += [t for t, m in zip(s.discard, s.dseen, strict=True) if not m & bit]
    for p in range(n):
        if p != viewer:
            pool += s.hands[p] + s.chapel[p]
        pool += [g for g in s.goods[p] if g >= 0]
    other_draw = s.phase == PH_COUNCILLOR and s.cur != viewer
    if other_draw:
        pool += s.drawn
    rng.shuffle(pool)

    def deal(k: int) -> list[int]:
        cards = pool[len(pool) - k:]
        del pool[len(pool) - k:]
        return cards

    s.deck = deal(len(s.deck))
    s.discard = [t if m & bit else deal(1)[0] for t, m in zip(s.discard, s.dseen, strict=True)]
    for p in range(n):
        if p != viewer:
            s.hands[p] = deal(len(s.hands[p]))
            s.chapel[p] = deal(len(s.chapel[p]))
        s.goods[p] = [g if g < 0 else deal(1)[0] for g in s.goods[p]]
    if other_draw:
        s.drawn = deal(len(s.drawn))
    assert not pool
    unseen = [i for i in range(len(s.tiles)) if not _tile_seen(s, i)]
    order = [s.tiles[i] for i in unseen]
    rng.shuffle(order)
    tiles = list(s.tiles)
    for i, t in zip(unseen, order, strict=True):
        tiles[i] = t
    s.tiles = tiles
    s.rng_state = rng.next_u64()
    s.refresh_legal()  # another player's options depend on their (re-drawn) cards
    return s


def _tile_seen(s: SJState, index: int) -> bool:
    """Whether ``tiles[index]`` (stack order at the start) has been revealed."""
    top = s.tile_reveals % len(s.tiles)
    offset = (index - top) % len(s.tiles)
    return s.tile_known(offset)


def sample_state(view: dict[str, Any], rng: Rng) -> SJState:
    """A full state consistent with ``view`` (what its viewer knows): the cards the viewer
    cannot see are dealt at random from those not accounted for, the unseen tiles ordered at
    random. ``sample_state(state.view(p), rng).view(p) == state.view(p)``: a determinizer for
    bots, who must decide from a view alone. Raises ValueError for a view that does not add
    up to the 110 cards."""
    viewer = view["viewer"]
    n = view["options"]["players"]
    index = CARD_INDEX
    left = [c.copies for c in CARDS]

    def known(cards: Any) -> list[int]:
        out = [index[c] for c in cards]
        for t in out:
            left[t] -= 1
        return out

    seen_players = []
    for pdata in view["players"]:
        row = [index[b["card"]] for b in pdata["city"]]
        for t in row:
            left[t] -= 1
        seen_players.append((row, known(pdata["covered"]),
                             None if pdata["hand"] is None else known(pdata["hand"]),
                             None if pdata["chapel"] is None else known(pdata["chapel"]),
                             None if pdata["drawn"] is None else known(pdata["drawn"])))
    discard_known = known([c for c, k in view["known_discards"].items() for _ in range(k)])
    if min(left) < 0:
        raise ValueError("the view shows more copies of a card than the game has")
    pool = [t for t in range(len(left)) for _ in range(left[t])]
    rng.shuffle(pool)

    def deal(k: int) -> list[int]:
        if k > len(pool):
            raise ValueError("the view's counts exceed the cards left")
        cards = pool[len(pool) - k:]
        del pool[len(pool) - k:]
        return cards

    s = SJState.__new__(SJState)
    s.num_players = n
    s.start_variant = bool(view["options"].get("start_variant", False))
    s.hands, s.city, s.goods, s.chapel, s.covered = [], [], [], [], []
    s.drawn = []
    for pdata, (row, covered, hand, chapel, drawn) in zip(view["players"], seen_players,
                                                          strict=True):
        s.hands.append(hand if hand is not None else deal(pdata["hand_size"]))
        s.chapel.append(chapel if chapel is not None else deal(pdata["chapel_size"]))
        if pdata["drawn_size"]:
            s.drawn = drawn if drawn is not None else deal(pdata["drawn_size"])
        s.city.append(row)
        s.goods.append([deal(1)[0] if b["good"] else -1 for b in pdata["city"]])
        s.covered.append(covered)
    bit = 0 if viewer is None else 1 << viewer
    unknown = deal(view["discard_size"] - len(discard_known))
    s.discard = discard_known + unknown
    s.dseen = [bit] * len(discard_known) + [0] * len(unknown)
    s.deck = deal(view["deck_size"])
    if pool:
        raise ValueError("the view's counts leave cards unaccounted for")
    s.tiles, s.tile_reveals = _sample_tiles(view, rng)
    s.rng_state = rng.next_u64()
    s.phase = PHASE_IDS.index(view["phase"])
    s.round = view["round"]
    s.governor = view["governor"]
    s.picks = view["picks"]
    s.role = -1 if view["role"] is None else ROLE_IDS.index(view["role"])
    rp = view["role_player"]
    s.role_player = -1 if rp is None else rp
    s.library = view["library_active"]
    s.role_taken = [-1 if view["roles"][r] is None else view["roles"][r] for r in ROLE_IDS]
    s.lib_used = list(view["library_used"])
    cur = view["current_player"]
    s.cur = -1 if cur is None else cur
    if s.phase <= PH_GOLD:
        s.step = (s.cur - s.role_player) % n
    elif s.phase in (PH_START, PH_CHAPEL, PH_LIMIT):
        s.step = (s.cur - s.governor) % n
    else:
        s.step = 0
    s.legal = []
    s.idle = 0
    s.forced = ()
    resume(s)
    return s


def _sample_tiles(view: dict[str, Any], rng: Rng) -> tuple[list[int], int]:
    """Tile order and reveal count reproducing the view's ``tile_stack``; unseen tiles in a
    random order."""
    stack = [None if t is None else TILES.index(tuple(t)) for t in view["tile_stack"]]
    size = len(stack)
    if all(t is not None for t in stack):
        return stack, size  # every tile seen: the top one first
    trader = view["phase"] == "trader"
    known = sum(1 for t in stack[1 if trader else 0:] if t is not None)  # at the bottom
    unseen = [t for t in range(size) if t not in stack]
    rng.shuffle(unseen)
    filled = [t if t is not None else unseen.pop() for t in stack]
    # with ``known`` reveals, the stack from the top is tiles[known:] + tiles[:known]
    return filled[size - known:] + filled[:size - known], known
