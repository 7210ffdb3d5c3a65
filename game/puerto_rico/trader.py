"""The Trader (rulebook, MERCANTE): from the Trader clockwise each player may sell one barrel to
the trading house (four spaces; a kind not there yet unless they have an occupied Office) at
the good's price, the Trader one doubloon more (the privilege), the occupied markets more. A
full trading house is emptied at the end of the phase.

Expansion 1: the Trading Post (a barrel sold to oneself), the Library's doubled privilege.
Expansion 2: the Land Office (buy a hidden plantation, or sell one of the island).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.phases import EACH_ONCE, Phase

from .data import ISLAND_SPACES, LAND_OFFICE, NOBLE_BIT, NUM_GOODS, TRADING_POST
from .guest_house import GUEST_POS, guest_moves
from .layout import (
    BLD,
    DOUB,
    GOODS,
    ISL,
    LAND_BUY,
    LAND_SELL_BASE,
    NMASK,
    PASS,
    SELL_BASE,
    TILES,
    TRADING_POST_BASE,
)
from .notation import (
    M_HACIENDA_FOREST,
    M_LAND_BUY,
    M_LAND_SELL,
    M_SELL,
    M_SELL_POST,
    MOVES,
    Decoded,
)
from .round import end_phase
from .rows import TRADING_HOUSE_SIZE, sellable_goods
from .supply import discard_tile, lay_drawn_tile, take_drawn_tile

if TYPE_CHECKING:
    from .state import PRState

_GOODS_RANGE = range(NUM_GOODS)


def trader_options(s: PRState, p: int) -> list[int]:
    """Player ``p``'s choices: a barrel to sell (one the trading house takes; Expansion 1's
    Trading Post takes any), Expansion 2's Land Office, or ``pass``."""
    house = s.house
    row = s.pl[p]
    moves = [SELL_BASE + g for g in sellable_goods(row, house)]
    if row[BLD + TRADING_POST] > 0:  # Expansion 1: any good, to the player's own post
        moves += [TRADING_POST_BASE + g for g in _GOODS_RANGE if row[GOODS + g]]
    if row[BLD + LAND_OFFICE] > 0 and not s.land_used:  # Expansion 2
        add_land_office(s, row, moves)
    if moves:
        moves.append(PASS)
    return moves


def end_trader(s: PRState) -> bool:
    """A full trading house is emptied into the supply."""
    if len(s.house) >= TRADING_HOUSE_SIZE:  # a full trading house is emptied
        for g in s.house:
            s.goods[g] += 1
        s.house = []
    return end_phase(s)


def trader_move(s: PRState, move: int, p: int) -> bool:
    """Sell the barrel (or use the Land Office, then decide again; or pass)."""
    m = MOVES[move]
    kind = m.kind
    if s.nobles:
        if kind == M_LAND_BUY or kind == M_LAND_SELL or kind == M_HACIENDA_FOREST:
            return land_office(s, m, p)
        s.land_used = False
    if kind == M_SELL_POST:
        sell(s, p, m.good, True)
    elif kind == M_SELL:
        sell(s, p, m.good)
    return False


def sell(s: PRState, p: int, g: int, trading_post: bool = False) -> None:
    """Player ``p`` sells a barrel of ``g`` to the trading house (or, Expansion 1, to their
    own Trading Post: the barrel goes back to the supply) at :meth:`PRState.sale_price`."""
    row = s.pl[p]
    price = s.sale_price(p, g, trading_post)
    row[DOUB] += price
    s.bank -= price
    row[GOODS + g] -= 1
    if trading_post:
        s.goods[g] += 1
    else:
        s.house.append(g)


def add_land_office(s: PRState, row: list[int], moves: list[int]) -> None:
    """Expansion 2, in the owner's Trader turn (rules-notes): an occupied Land Office buys
    the top hidden plantation for a doubloon (a worker; with an occupied Forest House it may
    be laid as a forest) or sells a plantation of the island for a doubloon (a noble)."""
    if row[NMASK] & NOBLE_BIT[LAND_OFFICE]:
        moves += [LAND_SELL_BASE + k for k in _GOODS_RANGE if row[TILES + k]]
    elif row[DOUB] > 0 and row[ISL] < ISLAND_SPACES and (s.deck or s.discard):
        moves.append(LAND_BUY)


def land_office(s: PRState, m: Decoded, p: int) -> bool:
    """Expansion 2: the Land Office's purchase or sale; the player's Trader turn goes on
    (a sale of a barrel, or pass)."""
    row = s.pl[p]
    if m.kind == M_HACIENDA_FOREST:  # the bought tile, seen: kept, or laid as a forest
        lay_drawn_tile(s, p, m.forest)
    elif m.kind == M_LAND_BUY:
        row[DOUB] -= 1
        s.bank += 1
        if take_drawn_tile(s, p):  # an occupied Forest House's owner sees it first (41)
            return True
    else:
        k = m.tile
        row[DOUB] += 1
        s.bank -= 1
        discard_tile(row, k)
        s.discard.append(k)
    s.land_used = True
    moves = trader_options(s, p)
    if not moves:
        s.land_used = False
        return False
    if row[GUEST_POS] > 0:
        moves += guest_moves(s, p)
    s.legal = moves
    return True


TRADER = Phase("trader", EACH_ONCE, trader_move, trader_options, end=end_trader)
