"""Puerto Rico rules computed on one player's row: the one implementation the engine and the bots
share (production, sale price, build cost, scoring, storage, colonist counts).

Every function takes a player row (see :mod:`.layout`) and plain arguments, never a state, so a
heuristic can ask "what would this player produce / pay / score" on any position it builds. The
engine (:mod:`.state`) calls the same functions when it plays the rules.
"""

from __future__ import annotations

import itertools

from .data import (
    AQUEDUCT,
    B_CIRCLES,
    B_COLUMN,
    B_COST,
    B_KIND,
    B_VP,
    CITY_HALL,
    CLOISTER,
    CLOISTER_BONUS,
    CORN,
    CUSTOMS_HOUSE,
    FORTRESS,
    GOOD_BUILDINGS,
    GOOD_PRICE,
    GUILD_HALL,
    INDIGO,
    ISLAND_SPACES,
    JEWELER,
    LARGE_INDIGO_PLANT,
    LARGE_MARKET,
    LARGE_SUGAR_MILL,
    LARGE_WAREHOUSE,
    NOBLE_BUILDINGS,
    NUM_GOODS,
    NUM_TILE_KINDS,
    OFFICE,
    PROD_LARGE,
    PROD_SMALL,
    QUARRY,
    RESIDENCE,
    RESIDENCE_BONUS,
    ROYAL_GARDEN,
    SMALL_MARKET,
    SMALL_WAREHOUSE,
    STOREHOUSE,
    STOREHOUSE_BARRELS,
    SUGAR,
    ZONING_OFFICE,
)
from .layout import (
    BLD,
    DOUB,
    EXTRA,
    FOREST,
    GOODS,
    ISL,
    KEEP_BASE,
    NMASK,
    NOB,
    OCC,
    SJ,
    TILES,
    VP,
    keep_code,
)

_GOODS_RANGE = range(NUM_GOODS)
# The large buildings that score a bonus when occupied, in score-breakdown order.
LARGE_BONUS_BUILDINGS: tuple[int, ...] = (GUILD_HALL, RESIDENCE, FORTRESS, CUSTOMS_HOUSE, CITY_HALL)
TRADING_HOUSE_SIZE = 4
# Scoring tables: (row index, Guild Hall points) of each production building (small 1, large 2),
# and the row index of each violet building (the City Hall's count).
# The Jeweler (Expansion 2) is a small production building that "conta come un Edificio di
# Produzione grande" for the end bonuses.
_GUILD_HALL_POINTS: tuple[tuple[int, int], ...] = tuple(
    (BLD + b, 1 if kind == PROD_SMALL and b != JEWELER else 2)
    for b, kind in enumerate(B_KIND)
    if kind in (PROD_SMALL, PROD_LARGE)
)
_VIOLET_POSITIONS: tuple[int, ...] = tuple(
    BLD + b for b, kind in enumerate(B_KIND) if kind not in (PROD_SMALL, PROD_LARGE)
)


# -- colonists -------------------------------------------------------------------------------------


def colonists_of(row: list[int]) -> int:
    """All colonists a player has: San Juan + tiles + buildings."""
    buildings = row[BLD:EXTRA]
    # a building slot is -1 (not owned) or its colonists: adding back one per -1 sums the rest
    return (
        row[SJ]
        + sum(row[OCC : OCC + NUM_TILE_KINDS])
        + sum(buildings)
        + buildings.count(-1)
    )


def noble_counts(row: list[int]) -> tuple[int, int]:
    """Expansion 2: (nobles, workers) among the player's colonists that stand elsewhere than on
    data.NOBLE_BUILDINGS (where the row says which is which): what a colonist taken from any
    other place may be. A noble elsewhere is any of those colonists (layout: NMASK)."""
    mask = row[NMASK]
    on = 0
    for b in NOBLE_BUILDINGS:
        if row[BLD + b] > 0:
            on += 1
    free = row[NOB] - bin(mask).count("1")
    return free, colonists_of(row) - on - free


def capacity_of(row: list[int]) -> int:
    """Colonist circles on a player's tiles and buildings (a forest has none)."""
    cap = row[ISL] - row[FOREST]
    for w, c in zip(row[BLD:EXTRA], B_CIRCLES, strict=True):
        if w >= 0:
            cap += c
    return cap


def free_circles(row: list[int]) -> int:
    """Circles (island and city) without a colonist (capacity_of less the placed colonists)."""
    free = row[ISL] - row[FOREST] - sum(row[OCC : OCC + NUM_TILE_KINDS])
    for w, c in zip(row[BLD:EXTRA], B_CIRCLES, strict=True):
        if w >= 0:
            free += c - w
    return free


# -- Craftsman -------------------------------------------------------------------------------------


def production(row: list[int]) -> list[int]:
    """Barrels of each good the player makes in a Craftsman phase, before the supply limit:
    occupied plantations, and for every good but corn no more than the colonists in its
    production buildings."""
    out = [row[OCC + CORN], 0, 0, 0, 0]
    for g in (1, 2, 3, 4):
        occ = row[OCC + g]
        if occ:
            workers = 0
            for b in GOOD_BUILDINGS[g]:
                w = row[BLD + b]
                if w > 0:
                    workers += w
            out[g] = occ if occ < workers else workers
    if row[BLD + AQUEDUCT] > 0:  # Expansion 1: +1 indigo / sugar when the large one produces
        if out[INDIGO] and row[BLD + LARGE_INDIGO_PLANT] > 0:
            out[INDIGO] += 1
        if out[SUGAR] and row[BLD + LARGE_SUGAR_MILL] > 0:
            out[SUGAR] += 1
    return out


def specialty_bonus(made: list[int]) -> int:
    """Specialty Factory (Expansion 1): doubloons for the barrels just made, one less than the
    most barrels of one good other than corn (``made``: barrels received per good)."""
    best = max(made[1:])
    return best - 1 if best > 1 else 0


def union_hall_vp(row: list[int]) -> int:
    """Union Hall (Expansion 1): 1 VP per 2 barrels of one kind in the player's hands."""
    return sum(row[GOODS + g] // 2 for g in _GOODS_RANGE)


# -- Trader ----------------------------------------------------------------------------------------


def sellable_goods(row: list[int], house: list[int]) -> list[int]:
    """The goods the player may sell one barrel of to a trading house holding ``house``: room
    left, a barrel in hand, and a kind not there yet unless the player has an occupied Office."""
    if len(house) >= TRADING_HOUSE_SIZE:
        return []
    if row[BLD + OFFICE] > 0:
        return [g for g in _GOODS_RANGE if row[GOODS + g]]
    return [g for g in _GOODS_RANGE if row[GOODS + g] and g not in house]


def sale_price(row: list[int], g: int, privilege: int, trading_post: bool = False) -> int:
    """Doubloons for one barrel of ``g``: the price, + the privilege (1; 2 with an occupied
    Library), +1 / +2 occupied markets; sold to the player's own Trading Post (Expansion 1) the
    markets give nothing."""
    price = GOOD_PRICE[g] + privilege
    if trading_post:
        return price
    if row[BLD + SMALL_MARKET] > 0:
        price += 1
    if row[BLD + LARGE_MARKET] > 0:
        price += 2
    return price


# -- Builder ---------------------------------------------------------------------------------------


def build_cost(row: list[int], b: int, privilege: int) -> int:
    """What the player pays for building ``b``: the cost, less the occupied quarries (at most the
    building's column), less the Builder's privilege (1; 2 with an occupied Library), less 1 per
    2 forests (Expansion 1, no column limit), less an occupied Zoning Office's discount
    (Expansion 2: a worker -1 on rows 1-3, a noble -2 on row 4), never below 0."""
    q = row[OCC + QUARRY]
    col = B_COLUMN[b]
    cost = B_COST[b] - (q if q < col else col) - privilege - (row[FOREST] >> 1)
    if row[BLD + ZONING_OFFICE] > 0:
        cost -= zoning_discount(row, col)
    return cost if cost > 0 else 0


def zoning_discount(row: list[int], col: int) -> int:
    """Expansion 2, an occupied Zoning Office's discount on a building of board row ``col``:
    with a worker 1 on the small buildings (rows 1-3), with a noble 2 on the large (row 4)."""
    if row[NMASK] & 1:  # data.NOBLE_BUILDINGS[0] is the Zoning Office
        return 2 if col == 4 else 0
    return 1 if col < 4 else 0


# -- scoring ---------------------------------------------------------------------------------------


def large_bonus(row: list[int], b: int) -> int:
    """The bonus VP large building ``b`` scores for this player (whether occupied is not checked;
    0 for other buildings)."""
    if b == GUILD_HALL:
        v = 0
        for pos, points in _GUILD_HALL_POINTS:
            if row[pos] >= 0:
                v += points
        return v
    if b == RESIDENCE:
        return RESIDENCE_BONUS[min(row[ISL], ISLAND_SPACES)]
    if b == FORTRESS:
        return colonists_of(row) // 3
    if b == CUSTOMS_HOUSE:
        return max(row[VP], 0) // 4
    if b == CITY_HALL:
        v = 0
        for pos in _VIOLET_POSITIONS:
            if row[pos] >= 0:
                v += 1
        return v
    return 0


def building_vp(row: list[int]) -> int:
    """VP printed on the player's buildings."""
    total = 0
    for w, v in zip(row[BLD:EXTRA], B_VP, strict=True):
        if w >= 0:
            total += v
    return total


def cloister_sets(row: list[int]) -> int:
    """Cloister (Expansion 1): sets of 3 island tiles of one kind (plantations of each good,
    quarries, forests), at most 4 (12 spaces)."""
    sets = row[FOREST] // 3
    for k in range(NUM_TILE_KINDS):
        sets += row[TILES + k] // 3
    return sets if sets < 4 else 4


def score_breakdown(
    row: list[int], new_buildings: bool = False, nobles: bool = False
) -> dict[str, int]:
    """The player's score if the game ended now, by source (see ``PRState.score_of``); with
    ``new_buildings`` (Expansion 1 in play) also the Cloister's bonus; with ``nobles``
    (Expansion 2) the nobles' VP (1 each) and the occupied Royal Garden's (1 more each)."""
    breakdown = {"vp_chips": row[VP], "buildings": building_vp(row)}
    for b in LARGE_BONUS_BUILDINGS:
        breakdown[_BONUS_KEYS[b]] = large_bonus(row, b) if row[BLD + b] > 0 else 0
    if new_buildings:
        breakdown["cloister"] = (
            CLOISTER_BONUS[cloister_sets(row)] if row[BLD + CLOISTER] > 0 else 0
        )
    if nobles:
        breakdown["nobles"] = row[NOB]
        breakdown["royal_garden"] = row[NOB] if row[BLD + ROYAL_GARDEN] > 0 else 0
    return breakdown


def score_total(row: list[int]) -> int:
    """The player's score if the game ended now (the sum of :func:`score_breakdown`, faster:
    heuristics call it for every player of every position they evaluate)."""
    total = row[VP]
    for w, v in zip(row[BLD:EXTRA], B_VP, strict=True):  # building_vp, inlined
        if w >= 0:
            total += v
    for b in LARGE_BONUS_BUILDINGS:
        if row[BLD + b] > 0:
            total += large_bonus(row, b)
    if row[BLD + CLOISTER] > 0:
        total += CLOISTER_BONUS[cloister_sets(row)]
    nobles = row[NOB]  # Expansion 2 (0 without it)
    if nobles:
        total += nobles + nobles if row[BLD + ROYAL_GARDEN] > 0 else nobles
    return total


def tiebreak(row: list[int]) -> int:
    """The tie-break: doubloons plus barrels."""
    return row[DOUB] + sum(row[GOODS : GOODS + NUM_GOODS])


_BONUS_KEYS = {
    GUILD_HALL: "guild_hall",
    RESIDENCE: "residence",
    FORTRESS: "fortress",
    CUSTOMS_HOUSE: "customs_house",
    CITY_HALL: "city_hall",
}


# -- storage at the end of the Captain phase -------------------------------------------------------


def warehouse_kinds(row: list[int]) -> int:
    """Kinds of goods the player stores whole: 1 per occupied Small, 2 per Large Warehouse."""
    return (1 if row[BLD + SMALL_WAREHOUSE] > 0 else 0) + (
        2 if row[BLD + LARGE_WAREHOUSE] > 0 else 0
    )


def keep_options(row: list[int]) -> list[int]:
    """The distinct outcomes of storing goods at the end of the Captain phase (as keep moves).

    One barrel of any kind is kept; an occupied Small / Large Warehouse keeps every barrel of
    1 / 2 more kinds. Only maximal choices are offered: an outcome that keeps no more of any
    good than another outcome is left out (see rules notes). Empty when the player has no goods.
    """
    present = [g for g in _GOODS_RANGE if row[GOODS + g]]
    if not present:
        return []
    wh = warehouse_kinds(row)
    if row[BLD + STOREHOUSE] > 0:
        return _keep_with_storehouse(row, present, wh)
    if len(present) <= wh:
        return [keep_code([row[GOODS + g] for g in _GOODS_RANGE])]
    if wh == 0:
        if len(present) == 1:
            g = present[0]
            return [KEEP_BASE + (1 << (4 * g))]
        return [KEEP_BASE + (1 << (4 * g)) for g in present]
    outcomes: set[tuple[int, ...]] = set()
    for stored in itertools.combinations(present, wh):
        base = [row[GOODS + g] if g in stored else 0 for g in _GOODS_RANGE]
        for g in present:
            if g not in stored:
                kept = base[:]
                kept[g] = 1
                outcomes.add(tuple(kept))
    # drop outcomes that keep less of everything than another one (never a better choice)
    return _maximal(outcomes)


def _spread(
    rest: list[int], i: int, left: int, kept: list[int], have: list[int], out: set[tuple[int, ...]]
) -> None:
    """Every way to keep ``left`` loose barrels (or fewer) of the kinds ``rest[i:]``, less the
    ways that leave a barrel aside while room is left (one more barrel would beat them)."""
    if left == 0:
        out.add(tuple(kept))
        return
    if i == len(rest):
        if all(kept[g] == have[g] for g in rest):
            out.add(tuple(kept))
        return
    g = rest[i]
    for n in range(min(left, have[g]), -1, -1):
        kept[g] = n
        _spread(rest, i + 1, left - n, kept, have, out)
    kept[g] = 0


def _keep_with_storehouse(row: list[int], present: list[int], wh: int) -> list[int]:
    """keep_options with an occupied Storehouse (Expansion 1): the warehouses' kinds whole, then
    1 + 3 barrels of any kinds (maximal outcomes only)."""
    have = [row[GOODS + g] for g in _GOODS_RANGE]
    loose = 1 + STOREHOUSE_BARRELS
    outcomes: set[tuple[int, ...]] = set()
    for stored in itertools.combinations(present, min(wh, len(present))):
        rest = [g for g in present if g not in stored]
        base = [have[g] if g in stored else 0 for g in _GOODS_RANGE]

        _spread(rest, 0, loose, base, have, outcomes)
    return _maximal(outcomes)


# Each good's barrels in a 5-bit field whose top bit is a guard: for packed vectors p and q,
# ((q | _GUARDS) - p) keeps every guard bit exactly when q holds at least p of every good.
_GUARDS = sum(16 << (5 * g) for g in _GOODS_RANGE)


def _maximal(outcomes: set[tuple[int, ...]]) -> list[int]:
    """The keep moves (sorted) of the outcomes that keep less of every good than no other one
    (a player never prefers those); counts fit in 4 bits (a good has fewer than 16 barrels)."""
    packed = []
    for v in outcomes:
        p = 0
        for g in _GOODS_RANGE:
            p |= v[g] << (5 * g)
        packed.append(p)
    best = []
    for v, p in zip(outcomes, packed, strict=True):
        for q in packed:
            if q != p and ((q | _GUARDS) - p) & _GUARDS == _GUARDS:
                break  # q keeps as much of every good, and more of one
        else:
            best.append(keep_code(v))
    best.sort()
    return best
