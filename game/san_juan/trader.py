"""The Trader (book: "Mercante"): each player may sell goods at the prices of the trading-house
tile.

When the Trader is chosen, the top trading-house tile is revealed; each player, from the Trader
clockwise, may sell one good (two with the privilege, three with a Library; the Trading Post
one more), drawing as many cards per good as the tile says. Selling fewer, or none, is allowed.
The Market Stand gives a card for selling at least two goods, the Market Hall a card for
selling at least one. At the end of the phase the tile goes to the bottom of the stack, even if
nobody sold (rules notes 6).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.protocol import Move

from .cards import GOOD_OF, positions_problem, type_multisets
from .data import CARDS, MARKET_HALL, MARKET_STAND, TILES, TRADING_POST
from .notation import M_SELL, PH_TRADER, SELL_NONE

if TYPE_CHECKING:
    from .state import SJState

MARKET_STAND_GOODS = 2  # the Market Stand pays a card for "almeno 2 merci"


def current_tile(state: SJState) -> tuple[int, ...]:
    """Prices of the top trading-house tile (revealed during the Trader phase)."""
    return TILES[state.tiles[state.tile_reveals % len(TILES)]]


def tile_known(state: SJState, i: int) -> bool:
    """Whether the tile ``i`` places from the top of the stack has been seen by all (every
    tile is seen once revealed; the order never changes)."""
    idx = (state.tile_reveals + i) % len(TILES)
    if state.tile_reveals >= len(TILES) or idx < state.tile_reveals:
        return True
    return i == 0 and state.phase == PH_TRADER


def sell_limit(state: SJState, p: int) -> int:
    """Goods ``p`` may sell in this Trader phase: 1, +1 privilege (+2 with the Library),
    +1 Trading Post."""
    return 1 + state.privileges(p) + (TRADING_POST in state.city[p])


def options(state: SJState, p: int) -> list[Move]:
    """One sale per distinct multiset of building types holding a good (lowest positions
    first) of every allowed size, plus ``sell:none``; nothing without a good."""
    goods = state.goods[p]
    if max(goods) < 0:
        return []  # no good to sell
    city = state.city[p]
    groups: dict[int, list[int]] = {}
    for i, t in enumerate(city):
        if goods[i] >= 0:
            groups.setdefault(t, []).append(i)
    k = sell_limit(state, p)
    if k == 1:
        moves: list[Move] = [(M_SELL, (groups[t][0],)) for t in sorted(groups)]
    else:
        moves = [(M_SELL, pos) for pos in
                 type_multisets([groups[t] for t in sorted(groups)], k)]
    moves.append(SELL_NONE)
    return moves


def sale_cards(state: SJState, p: int, positions: tuple[int, ...]) -> int:
    """Cards ``p`` receives for selling the goods on ``positions`` at the current tile
    (Market Stand: +1 for 2 or more; Market Hall: +1 for 1 or more)."""
    if not positions:
        return 0
    tile = current_tile(state)
    city = state.city[p]
    total = sum(tile[GOOD_OF[city[i]]] for i in positions)
    if len(positions) >= MARKET_STAND_GOODS and MARKET_STAND in city:
        total += 1
    if MARKET_HALL in city:
        total += 1
    return total


def sell(state: SJState, move: Move, p: int) -> None:
    """The goods on the named buildings to the discard pile (unseen), the cards they fetch
    from the deck."""
    positions = move[1]
    if not positions:
        return
    gain = sale_cards(state, p, positions)
    goods = state.goods[p]
    for i in positions:
        state.discard_cards((goods[i],), 0)
        goods[i] = -1
    state.draw(gain, state.hands[p])


def tile_to_bottom(state: SJState) -> None:
    """The end of the Trader phase: the revealed tile goes to the bottom of the stack."""
    state.tile_reveals += 1


def problem(state: SJState, move: Move, p: int) -> str | None:
    """Why ``p`` may not sell the goods on the positions ``move`` names, or None."""
    city = state.city[p]
    wrong = positions_problem(city, move[1])
    if wrong:
        return wrong
    goods = state.goods[p]
    for i in move[1]:
        if goods[i] < 0:
            return f"Your {CARDS[city[i]].name} at position {i} has no good to sell."
    k = sell_limit(state, p)
    if len(move[1]) > k:
        return f"You may sell at most {k} {'good' if k == 1 else 'goods'} in this phase."
    return None
