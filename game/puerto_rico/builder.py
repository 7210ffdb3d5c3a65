"""The Builder (rulebook, COSTRUTTORE): from the Builder clockwise each player may buy one
building they have room for, paying its cost less one doubloon per occupied quarry (at most the
building's column) and, for the Builder, one less (the privilege). An occupied University gives
the new building a colonist.

Expansion 1: the Library doubles the privilege, two forests take a doubloon off, the Black
Market pays what the doubloons do not with a colonist, a barrel or a VP chip, the Church gives
VP by column. Expansion 2: the Zoning Office's discount. Expansion 4: the construction goal.
"""

from __future__ import annotations

from itertools import compress
from operator import gt
from typing import TYPE_CHECKING

from game.core.phases import EACH_ONCE, Phase

from .data import (
    B_CIRCLES,
    B_COLUMN,
    B_SPACES,
    BLACK_MARKET,
    CHURCH,
    CHURCH_BONUS,
    CITY_SPACES,
    FESTIVAL_VP,
    NOBLE_BIT,
    NUM_BUILDINGS,
    NUM_GOODS,
    NUM_TILE_KINDS,
    QUARRY,
    UNIVERSITY,
    ZONING_OFFICE,
)
from .festival import festival_won
from .layout import (
    BLACK_MARKET_BASE,
    BLACK_MARKET_NOBLE,
    BLD,
    BUILD_BASE,
    BUILD_UNI_BASE,
    CITY,
    DOUB,
    END_CITY,
    FOREST,
    GOODS,
    NMASK,
    NOB,
    OCC,
    PASS,
    SJ,
    VP,
    black_market_code,
)
from .notation import M_BLACK_MARKET, M_PASS, MOVES, decode
from .placements import NOBLE_SLOTS
from .round import end_phase
from .rows import noble_counts, zoning_discount
from .supply import award_vp, colonist_available, take_colonist

if TYPE_CHECKING:
    from .state import PRState

# Black Market: how many colonists a building keeps (its own on the Black Market)
_BM_KEEPS = tuple(1 if b == BLACK_MARKET else 0 for b in range(NUM_BUILDINGS))
# Black Market move parts (see black_market_moves): a colonist source's part is its code * 16
# (San Juan 1, tile kind k 2 + k, building b 8 + b); a barrel's (good + 1) * 2, + 1 with a VP chip
_BM_TILE_PARTS = tuple((2 + k) * 16 for k in range(NUM_TILE_KINDS))
_BM_BLD_PARTS = tuple((8 + b) * 16 for b in range(NUM_BUILDINGS))
_BM_BARREL_PARTS = tuple((g + 1) * 2 for g in range(NUM_GOODS))
_BM_BARREL_VP_PARTS = tuple((g + 1) * 2 + 1 for g in range(NUM_GOODS))
_BM_NOBLE_BITS = {(8 + b) * 16: bit for b, bit in NOBLE_BIT.items()}  # part -> NMASK bit
_GOODS_END = GOODS + NUM_GOODS
_OCC_END = OCC + NUM_TILE_KINDS
# Black Market codes (layout.black_market_code): the step from one (building, University) pair
# to the next; the colonist, barrel and VP parts fit below it.
_BM_PER_BUILDING = 64 * 8 * 2
_BM_BASES = tuple(BLACK_MARKET_BASE + b * 2 * _BM_PER_BUILDING for b in range(NUM_BUILDINGS))
assert black_market_code(1, False, 0, -1, False) - black_market_code(0, True, 0, -1, False) == (
    _BM_PER_BUILDING
)


def builder_options(s: PRState, p: int) -> list[int]:
    """Player ``p``'s choices: every building they can pay for and have room for (with an
    occupied University also with its colonist), Expansion 1's Black Market purchases, or
    ``pass``; none with a full city."""
    row = s.pl[p]
    free = CITY_SPACES - row[CITY]
    if free <= 0:
        return []
    # the privilege (doubled by a Library) and the forests (Expansion 1) lower every cost
    money = row[DOUB] + (s.privileges(p) if p == s.role_player else 0) + (row[FOREST] >> 1)
    q = row[OCC + QUARRY]
    bs = s.bsupply
    uni = row[BLD + UNIVERSITY] > 0 and colonist_available(s)
    moves: list[int] = []
    market = row[BLD + BLACK_MARKET] > 0
    limit = money + (q if q < 4 else 4)  # no building is discounted by more than 4
    zoning = row[BLD + ZONING_OFFICE] > 0  # Expansion 2: its discount, up to 2
    if zoning:
        limit += 2
    if market:
        limit += 3
        short: list[tuple[int, int]] = []
    for b, pos, cost, col, spaces in s.tables.build:
        if cost > limit:
            break
        if bs[b] and row[pos] < 0 and spaces <= free:
            if zoning:
                cost -= zoning_discount(row, col)
            if cost - (q if q < col else col) <= money:
                moves.append(BUILD_BASE + b)
                if uni and B_CIRCLES[b]:  # the Statue has no circle for the colonist
                    moves.append(BUILD_UNI_BASE + b)
            elif market:
                short.append((b, cost - (q if q < col else col) - money))
    if market and short:
        moves += black_market_moves(s, p, short, uni)
    if moves:
        moves.append(PASS)
    return moves


def black_market_moves(s: PRState, p: int, short: list[tuple[int, int]], uni: bool) -> list[int]:
    """Expansion 1, Black Market: buildings the player cannot pay for, bought by paying all
    their doubloons and giving back 1 to 3 things, at most one of each sort (a colonist,
    not the Black Market's own; a barrel; a VP chip), one per missing doubloon."""
    row = s.pl[p]
    # black_market_code is linear: code(b, uni, ...) = BLACK_MARKET_BASE + (b * 2 + uni) *
    # _BM_PER_BUILDING + way, where a way is a colonist part (source * 16, 0: none) plus a
    # barrel-and-VP part ((good + 1) * 2 + vp). The colonist parts, from San Juan, the
    # occupied tiles and buildings (the Black Market keeps its own), in C-level passes:
    parts = [16] if row[SJ] > 0 else []
    parts += compress(_BM_TILE_PARTS, row[OCC:_OCC_END])
    parts += compress(_BM_BLD_PARTS, map(gt, row[BLD : BLD + s.nbld], _BM_KEEPS))
    if row[NOB]:  # Expansion 2: a worker or a noble, where either can stand
        parts = black_market_nobles(row, parts)
    goods = row[GOODS:_GOODS_END]
    # the barrel-and-VP parts giving back one thing (a VP chip or a barrel) and two (both)
    if row[VP] > 0:
        one = [1, *compress(_BM_BARREL_PARTS, goods)]
        two = list(compress(_BM_BARREL_VP_PARTS, goods))
    else:
        one = list(compress(_BM_BARREL_PARTS, goods))
        two = []
    # The ways to give back 1, 2 or 3 things, in the order black_market_code would give
    # coding each purchase in turn (nested loops colonist, barrel, VP; no colonist first),
    # each built once, when a building first misses that many doubloons.
    ways: list[list[int] | None] = [None, None, None, None]
    both_ways: list[list[int] | None] = [None, None, None, None]
    bought: list[tuple[int, list[int]]] = []  # (the building's code base, its ways)
    for b, missing in short:
        if missing > 3:
            continue
        way = ways[missing]
        if way is None:
            if missing == 1:
                way = one + parts
            elif missing == 2:
                way = two + [x + o for x in parts for o in one]
            else:
                way = [x + o for x in parts for o in two]
            ways[missing] = way
        if uni and B_CIRCLES[b]:  # without, then with the University's colonist
            both = both_ways[missing]
            if both is None:
                step = _BM_PER_BUILDING
                both = both_ways[missing] = [w for o in way for w in (o, o + step)]
            way = both
        bought.append((_BM_BASES[b], way))
    return [base + w for base, way in bought for w in way]


def black_market_nobles(row: list[int], parts: list[int]) -> list[int]:
    """Expansion 2: the colonist parts of :func:`black_market_moves` with the noble's flag
    (``BLACK_MARKET_NOBLE``) where the colonist given back may be a noble: on the Zoning
    Office, Chapel, Hunting Lodge or Land Office the row says which it is; anywhere else a
    worker if one stands outside those, a noble if one does (both when both do)."""
    free, workers = noble_counts(row)
    if max(NOBLE_SLOTS(row)) <= 0:  # none of the four occupied: the same for every part
        if free <= 0:
            return parts if workers > 0 else []
        if workers <= 0:
            return [x + BLACK_MARKET_NOBLE for x in parts]
        return [y for x in parts for y in (x, x + BLACK_MARKET_NOBLE)]
    kinds: list[int] = []
    for x in parts:
        bit = _BM_NOBLE_BITS.get(x)
        if bit is not None:
            kinds.append(x + BLACK_MARKET_NOBLE if row[NMASK] & bit else x)
            continue
        if workers > 0:
            kinds.append(x)
        if free > 0:
            kinds.append(x + BLACK_MARKET_NOBLE)
    return kinds


def builder_move(s: PRState, move: int, p: int) -> bool:
    """Buy the building (pay, take it from the supply, place it in the city), or pass."""
    m = MOVES.get(move) or decode(move)  # (decode: a Black Market purchase)
    if m.kind != M_PASS:
        row = s.pl[p]
        b = m.building
        uni = m.colonist  # the University's
        if m.kind == M_BLACK_MARKET:
            black_market_pay(s, row, m.source, m.good, m.vp, m.noble)
            cost = row[DOUB]  # every doubloon goes
        else:
            cost = s.build_cost(p, b)
        row[DOUB] -= cost
        s.bank += cost
        s.bsupply[b] -= 1
        row[BLD + b] = 0
        row[CITY] += B_SPACES[b]
        if uni:
            take_colonist(s)
            row[BLD + b] = 1
        if row[CITY] >= CITY_SPACES:
            s.end_triggered |= END_CITY
        if s.expansions and row[BLD + CHURCH] > 0 and b != CHURCH:  # Exp. 1: VP by column
            vp = CHURCH_BONUS[B_COLUMN[b]]
            if vp:
                award_vp(s, p, vp)
        if b == s.fest_building and s.fest_won[2] < 0:  # Expansion 4
            festival_won(s, 2, p)
            award_vp(s, p, FESTIVAL_VP)
    return False


def black_market_pay(
    s: PRState, row: list[int], source: int, good: int, vp: bool, noble: bool = False
) -> None:
    """Give back what a Black Market purchase names (to the supplies)."""
    if source:
        if source == 1:
            row[SJ] -= 1
        elif source < 8:
            row[OCC + source - 2] -= 1
        else:
            row[BLD + source - 8] -= 1
            if noble and source - 8 in NOBLE_BIT:
                row[NMASK] &= ~NOBLE_BIT[source - 8]
        if noble:  # Expansion 2: a noble goes back to the nobles' supply
            row[NOB] -= 1
            s.nob_supply += 1
        else:
            s.col_supply += 1
    if good >= 0:
        row[GOODS + good] -= 1
        s.goods[good] += 1
    if vp:
        row[VP] -= 1
        s.vp_supply += 1


BUILDER = Phase("builder", EACH_ONCE, builder_move, builder_options, end=end_phase)
