"""What a San Juan player cannot know, and a way to re-draw it (for conformance tests and bots).

Hidden from ``viewer``: the deck's order and contents, the cards in the discard pile the viewer
did not see go there, the other players' hands and Chapel cards, every good (face-down cards
nobody may look at), another player's Councillor draw, the order of the trading-house tiles not
yet revealed, and the RNG. Public: every count (hand, deck, discard, goods, Chapel), cities,
covered buildings, the Gold Mine's cards while shown, the tiles already revealed.
"""

from __future__ import annotations

from game.core.rng import Rng

from .state import PH_COUNCILLOR, SJState


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
