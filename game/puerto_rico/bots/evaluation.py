"""Puerto Rico bots' evaluation: each player's *estimated final score* and the win shares.

:func:`estimate` gives each player's estimated final score: the VP already won (chips,
buildings, occupied large buildings) plus what the player's position should still bring in the
rounds left: production (barrels worth ``GOOD_WORTH`` VP each per round), violet buildings,
quarries, doubloons (``doubloon_worth``), barrels in hand. :func:`rounds_left` estimates the
rounds left from the colonist supply, the VP supply and the fullest city, each divided by the
rate observed so far in this game. :func:`win_shares` turns the estimates into win shares
(softmax, temperature ``TEMP_BASE + TEMP_ROUND * rounds left``; the temperature that predicted
the winners of Medium self-play games best among those tried).
"""

from __future__ import annotations

import math

from game.puerto_rico.data import (
    AQUEDUCT,
    B_CIRCLES,
    B_KIND,
    CHAPEL,
    CHURCH,
    CITY_SPACES,
    CLOISTER,
    CLOISTER_BONUS,
    CONSTRUCTION_HUT,
    CORN,
    FACTORY,
    FACTORY_BONUS,
    FOREST_HOUSE,
    GOOD_BUILDINGS,
    GUEST_HOUSE,
    HACIENDA,
    HARBOR,
    HOSPICE,
    ISLAND_SPACES,
    JEWELER,
    LAND_OFFICE,
    LARGE_INDIGO_PLANT,
    LARGE_MARKET,
    LARGE_SUGAR_MILL,
    LIGHTHOUSE,
    NUM_BUILDINGS,
    NUM_GOODS,
    OFFICE,
    QUARRY,
    ROYAL_GARDEN,
    ROYAL_SUPPLIER,
    SETUPS,
    SMALL_MARKET,
    SMALL_WHARF,
    SPECIALTY_FACTORY,
    TRADING_POST,
    UNION_HALL,
    VILLA,
    VIOLET_LARGE,
    VIOLET_SMALL,
    WHARF,
    ZONING_OFFICE,
)
from game.puerto_rico.layout import (
    BLD,
    CITY,
    DOUB,
    FOREST,
    GOODS,
    ISL,
    NOB,
    OCC,
    PH_OVER,
    SJ,
    TILES,
)
from game.puerto_rico.rows import (
    cloister_sets,
    colonists_of,
    free_circles,
    large_bonus,
    production,
    score_total,
)
from game.puerto_rico.state import PRState

from .weights import (
    BUILDS_PER_ROUND,
    CRAFT_RATE,
    DW_BASE,
    DW_FULL,
    FESTIVAL_TILE_STEP,
    FOREST_FIRST,
    FOREST_SECOND,
    FOREST_SHARE,
    GOOD_WORTH,
    HARBOR_PER_KIND,
    HELD_WORTH,
    LIGHTHOUSE_COINS,
    MAYOR_RATE,
    POT_SHARE,
    PROD_FACTOR,
    QUARRY_ROUND,
    SMALL_WHARF_PER_BARREL,
    TEMP_BASE,
    TEMP_ROUND,
    UNION_HALL_PER_PAIR,
    VIOLET_ROUND,
    WHARF_PER_BARREL,
)

_G = range(NUM_GOODS)
_B = range(NUM_BUILDINGS)
LARGE_VIOLET = tuple(b for b in _B if B_KIND[b] == VIOLET_LARGE)
SMALL_VIOLET = tuple(b for b in _B if B_KIND[b] == VIOLET_SMALL)


# =================================================================================================
# Player features
# =================================================================================================


def circles(row: list[int]) -> list[int]:
    """Production circles owned per good (corn: 99, it needs none)."""
    out = [99, 0, 0, 0, 0]
    for g in (1, 2, 3, 4):
        c = 0
        for b in GOOD_BUILDINGS[g]:
            if row[BLD + b] >= 0:
                c += B_CIRCLES[b]
        out[g] = c
    return out


def potential(row: list[int], circ: list[int] | None = None) -> list[int]:
    """Barrels per good once every owned plantation and circle is staffed."""
    if circ is None:
        circ = circles(row)
    out = [row[TILES + CORN], 0, 0, 0, 0]
    for g in (1, 2, 3, 4):
        t = row[TILES + g]
        c = circ[g]
        out[g] = t if t < c else c
    return out


# The engine's rules, under the names this module has always used.
capacity_free = free_circles
colonists = colonists_of
current_score = score_total


# =================================================================================================
# Game clock and evaluation
# =================================================================================================


def rounds_left(s: PRState, prod_total: int | None = None) -> float:
    """Estimated rounds still to play after the current one (0 once the end is triggered)."""
    if s.end_triggered:
        return 0.0
    n = s.num_players
    setup = SETUPS[n]
    played = s.round - 1 + s.picks / s.picks_per_round
    max_city = 0
    for row in s.pl:
        if row[CITY] > max_city:
            max_city = row[CITY]
    # colonists: the supply over the consumption per round so far (prior: n + 1 a round)
    if s.nobles:  # Expansion 2: the colonists never end the game
        r = 99.0
    else:
        used = setup.supply_colonists - s.col_supply
        col_rate = (used + 2.0 * (n + 1)) / (played + 2.0)
        r = s.col_supply / col_rate
    # VP chips: the supply over the shipping rate (prior from the production on the island)
    if prod_total is None:
        prod_total = 0
        for row in s.pl:
            for g in _G:
                prod_total += row[OCC + g]
    handed = setup.vp_chips - s.vp_supply
    vp_rate = (handed + 2.0 * 0.6 * prod_total) / (played + 2.0)
    if vp_rate < 0.6 * prod_total:
        vp_rate = 0.6 * prod_total
    if vp_rate < 1.0:
        vp_rate = 1.0
    r_vp = s.vp_supply / vp_rate
    if r_vp < r:
        r = r_vp
    city_rate = (max_city + 1.0) / (played + 1.0)
    if city_rate < 0.6:
        city_rate = 0.6
    r_city = (CITY_SPACES - max_city) / city_rate
    if r_city < r:
        r = r_city
    r -= 1.0 - s.picks / s.picks_per_round  # the rest of the current round
    return r if r > 0.0 else 0.0


def doubloon_worth(r: float) -> float:
    """VP value of one doubloon with ``r`` rounds left."""
    return DW_BASE + DW_FULL * (r / 4.0 if r < 4.0 else 1.0)


def player_estimate(s: PRState, p: int, r: float) -> float:
    """Estimated final score of player ``p`` with ``r`` rounds left after this one."""
    row = s.pl[p]
    value = float(current_score(row))
    horizon = r + 0.6
    if horizon > 10.0:
        horizon = 10.0
    dw = doubloon_worth(r)
    value += row[DOUB] * dw
    held = 0.0
    for g in _G:
        c = row[GOODS + g]
        if c:
            held += c * HELD_WORTH[g]
    value += held * (1.0 if r >= 1.0 else 0.6)
    prod = production(row)
    circ = circles(row)
    pot = potential(row, circ)
    income = 0.0
    kinds = 0
    barrels = 0
    for g in _G:
        pg = prod[g]
        eff = pg + POT_SHARE * (pot[g] - pg)
        if eff:
            income += eff * GOOD_WORTH[g]
            barrels += pot[g]
            if pot[g]:
                kinds += 1
    value += income * horizon * PROD_FACTOR
    for b in SMALL_VIOLET:
        w = row[BLD + b]
        if w < 0:
            continue
        per = violet_round(row, b, r, kinds, barrels, dw)
        # (the Guest House's worth is where its guests go: the same with or without them)
        value += per * horizon * (1.0 if w > 0 or b == GUEST_HOUSE else 0.5)
    for b in LARGE_VIOLET:
        if row[BLD + b] == 0:
            if b == CLOISTER:
                bonus = CLOISTER_BONUS[cloister_sets(row)]
            elif b == ROYAL_GARDEN:
                bonus = row[NOB]
            else:
                bonus = large_bonus(row, b)
            value += bonus * (0.8 if r >= 1.0 else 0.3)
    q = row[OCC + QUARRY]
    if q:
        value += (q if q < 4 else 4) * QUARRY_ROUND * (horizon if horizon < 6.0 else 6.0)
    if row[SJ]:
        value += row[SJ] * 0.15
    if row[FOREST] > 1:  # Expansion 1: a doubloon off every building per 2 forests
        value += (row[FOREST] >> 1) * builds_left(row, r) * dw * FOREST_SHARE
    return value


def builds_left(row: list[int], r: float) -> float:
    """Buildings a player should still buy (Expansion 1's forests and Church use it)."""
    left = r * BUILDS_PER_ROUND
    room = (CITY_SPACES - row[CITY]) * 0.8
    return left if left < room else room


def forest_value(row: list[int], r: float) -> float:
    """Expansion 1: what one more forest is worth (the second of a pair completes a doubloon
    off every later building; a Cloister counts sets of 3)."""
    if row[ISL] >= ISLAND_SPACES:
        return 0.0
    per_pair = builds_left(row, r) * doubloon_worth(r) * FOREST_SHARE
    v = per_pair * (FOREST_SECOND if row[FOREST] & 1 else FOREST_FIRST)
    if row[BLD + CLOISTER] >= 0 and row[FOREST] % 3 == 2:
        v += 1.0
    return v


def violet_round(row: list[int], b: int, r: float, kinds: int, barrels: int, dw: float) -> float:
    """Per-round VP value of small violet building ``b`` for a player."""
    if b == FACTORY:
        return FACTORY_BONUS[kinds] * dw * 0.75
    if b == HARBOR:
        return HARBOR_PER_KIND * kinds
    if b == WHARF:
        return WHARF_PER_BARREL * (barrels if barrels < 7 else 7)
    if b == HACIENDA or b == HOSPICE or b == CONSTRUCTION_HUT:
        return VIOLET_ROUND[b] if row[ISL] < ISLAND_SPACES - 1 else 0.0
    if b == SMALL_MARKET or b == LARGE_MARKET or b == OFFICE or b == TRADING_POST:
        return VIOLET_ROUND[b] if kinds > 1 else VIOLET_ROUND[b] * 0.5
    if b < AQUEDUCT:
        return VIOLET_ROUND[b]
    # Expansion 1
    if b == AQUEDUCT:  # a barrel more from each producing large indigo / sugar plant
        v = 0.0
        if row[OCC + 1] and row[BLD + LARGE_INDIGO_PLANT] > 0:
            v += GOOD_WORTH[1]
        if row[OCC + 2] and row[BLD + LARGE_SUGAR_MILL] > 0:
            v += GOOD_WORTH[2]
        return v * PROD_FACTOR + 0.03
    if b == SMALL_WHARF:
        return SMALL_WHARF_PER_BARREL * (barrels if barrels < 7 else 7)
    if b == LIGHTHOUSE:  # a doubloon a load: about one load a round per kind (two at most)
        return (LIGHTHOUSE_COINS * (kinds if kinds < 2 else 2) + 0.3) * dw
    if b == SPECIALTY_FACTORY:
        most = 0
        for g in (1, 2, 3, 4):
            k = row[OCC + g]
            if k > most:
                most = k
        return (most - 1) * dw * 0.75 if most > 1 else 0.05
    if b == UNION_HALL:
        pairs = 0
        for g in _G:
            pairs += row[OCC + g] >> 1
        return UNION_HALL_PER_PAIR * pairs + (0.1 if barrels else 0.0)
    if b == CHURCH:
        return VIOLET_ROUND[b] if row[CITY] < CITY_SPACES - 2 else 0.0
    if b == FOREST_HOUSE:
        return VIOLET_ROUND[b] if row[ISL] < ISLAND_SPACES - 1 else 0.0
    if b < LAND_OFFICE:
        return VIOLET_ROUND[b]
    # Expansion 2: what a worker or a noble there brings a round (a Craftsman phase, a Captain
    # phase, a Mayor phase, a build about every other round)
    noble = row[NOB] > 0
    if b == CHAPEL:  # a doubloon (worker) or a VP (noble) each Craftsman phase
        return CRAFT_RATE * (1.0 if noble else dw)
    if b == VILLA:  # a noble each Mayor phase: a colonist and its VP
        return MAYOR_RATE * (1.0 + 0.4)
    if b == JEWELER:  # a doubloon per noble each Craftsman phase
        return CRAFT_RATE * dw * (row[NOB] + 0.5)
    if b == ZONING_OFFICE:  # 1 off a small building (worker), 2 off a large one (noble)
        return BUILDS_PER_ROUND * dw * (1.2 if noble else 0.9)
    if b == ROYAL_SUPPLIER:  # a barrel per noble for a VP each Captain phase (about even)
        return 0.25 * (row[NOB] if row[NOB] < 3 else 3)
    return VIOLET_ROUND[b]


def estimate(s: PRState) -> list[float]:
    """Estimated final score of every player (exact scores once the game is over)."""
    if s.phase == PH_OVER:
        return [float(current_score(row)) for row in s.pl]
    r = rounds_left(s)
    return [player_estimate(s, p, r) for p in range(s.num_players)]


def win_shares(s: PRState) -> list[float]:
    """Estimated share of the win of each player (exact returns once the game is over)."""
    if s.phase == PH_OVER:
        return s.returns()
    r = rounds_left(s)
    est = [player_estimate(s, p, r) for p in range(s.num_players)]
    temp = TEMP_BASE + TEMP_ROUND * r
    top = max(est)
    ws = [math.exp((e - top) / temp) for e in est]
    total = sum(ws)
    return [w / total for w in ws]



# -- Expansion 4: the Festival ----------------------------------------------------------------


def festival_tile_bonus(s: PRState, row: list[int], k: int) -> float:
    """What taking a tile of kind ``k`` adds towards the open plantation goal (3 of its kind:
    3 colonists)."""
    if k != s.fest_tile or s.fest_won[0] >= 0:
        return 0.0
    have = row[TILES + k]
    return FESTIVAL_TILE_STEP[have] if have < len(FESTIVAL_TILE_STEP) else 0.0


def festival_production_met(s: PRState, row: list[int]) -> bool:
    """Whether ``row``'s next production meets the open production goal (3 doubloons)."""
    if not s.fest_goods or s.fest_won[1] >= 0:
        return False
    prod = production(row)
    need = [0] * NUM_GOODS
    for g in s.fest_goods:
        need[g] += 1
    for g in _G:
        if need[g] > prod[g]:
            return False
    return True

