"""Helpers that build San Juan positions for the rule tests.

``table`` deals a position by hand: hands, cities (with goods), Chapels and the top of the deck
are given as card ids; every other card goes, in a fixed shuffled order, below the named top of
the deck, so the 110 cards stay accounted for. The position starts at a role choice of the
Governor. ``play`` plays move texts (each by the player to act) through the checked ``apply``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from game.core.rng import Rng
from game.san_juan.data import CARD_INDEX, CARDS, TILES
from game.san_juan.notation import PH_ROLE
from game.san_juan.state import SJState

Card = str
Building = str | tuple[str, str]  # a building id, or (building id, good): the good's card id
# or "*" (any card: goods are hidden from everyone, their type rarely matters)


def table(
    players: int = 4,
    *,
    hands: Mapping[int, Iterable[Card]] | None = None,
    cities: Mapping[int, Iterable[Building]] | None = None,
    chapels: Mapping[int, Iterable[Card]] | None = None,
    deck_top: Iterable[Card] = (),
    governor: int = 0,
    tile: tuple[int, ...] | None = None,
    seed: int = 1,
) -> SJState:
    """A position at the start of a round (the Governor chooses a role). Players not named in
    ``cities`` have an Indigo Plant; not named in ``hands``, an empty hand. ``deck_top`` lists
    the next cards drawn, first drawn first. ``tile``: the prices of the top trading tile."""
    state = SJState.new(players, seed)
    pool = [c.copies for c in CARDS]

    def take(card: Card) -> int:
        index = CARD_INDEX[card] if card != "*" else max(range(len(pool)), key=pool.__getitem__)
        assert pool[index] > 0, f"no {card} left in the box"
        pool[index] -= 1
        return index

    hands = hands or {}
    cities = cities or {}
    chapels = chapels or {}
    state.hands = [[take(c) for c in hands.get(p, ())] for p in range(players)]
    state.city, state.goods = [], []
    for p in range(players):
        row, goods = [], []
        for b in cities.get(p, ("indigo_plant",)):
            name, good = (b, None) if isinstance(b, str) else b
            row.append(take(name))
            goods.append(-1 if good is None else take(good))
        state.city.append(row)
        state.goods.append(goods)
    state.chapel = [[take(c) for c in chapels.get(p, ())] for p in range(players)]
    state.covered = [[] for _ in range(players)]
    top = [take(c) for c in deck_top]
    rest = [i for i, count in enumerate(pool) for _ in range(count)]
    Rng(seed).shuffle(rest)
    state.deck = rest + top[::-1]  # the next card drawn is the last
    state.discard, state.dseen, state.drawn = [], [], []
    if tile is not None:
        state.tiles = [TILES.index(tile)] + [i for i in range(len(TILES)) if TILES[i] != tile]
    state.governor = governor
    state.phase = PH_ROLE
    state.cur = governor
    state.step = 0
    state.refresh_legal()
    assert state.card_census() == 110
    return state


def play(state: SJState, *texts: str) -> SJState:
    """Play each move text for the player to act (checked: an illegal one raises)."""
    for text in texts:
        state.apply(state.parse_move(text))
    return state


def ids(cards: Iterable[int]) -> list[str]:
    """Card ids of card indices, sorted (hands are multisets)."""
    return sorted(CARDS[t].id for t in cards)


def texts(state: SJState) -> list[str]:
    """The legal move texts of the player to act."""
    return [state.move_to_text(m) for m in state.legal_moves()]


def city_ids(state: SJState, player: int) -> list[str]:
    return [CARDS[t].id for t in state.city[player]]
