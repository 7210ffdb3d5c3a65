"""Puerto Rico heuristics: position evaluation and rules of thumb (fast, on the engine's API).

Used by :mod:`game.puerto_rico.bots.adapter` for the Easy and Medium players, the search's playouts,
priors and evaluation. Every function reads a :class:`~game.puerto_rico.state.PRState` built by
the determinizer (so nothing here can see real hidden information).

The weights are plain module constants (upper case); a tuning experiment edits them here.

Evaluation
==========
:func:`estimate` gives each player's *estimated final score*: the VP already won (chips,
buildings, occupied large buildings) plus what the player's position should still bring in the
rounds left: production (barrels worth ``GOOD_WORTH`` VP each per round), violet buildings,
quarries, doubloons (``doubloon_worth``), barrels in hand. :func:`rounds_left` estimates the
rounds left from the colonist supply, the VP supply and the fullest city, each divided by the
rate observed so far in this game. :func:`win_shares` turns the estimates into win shares
(softmax, temperature ``TEMP_BASE + TEMP_ROUND * rounds left``; the temperature that predicted
the winners of Medium self-play games best among those tried).

Policies
========
* :func:`fast_move` (rules of thumb; also the playout policy with ``ROLLOUT_EPSILON`` random
  moves, and Easy with noise): role by :func:`role_scores` (my gain and privilege minus the
  others' gain, per-role weights), then one rule per decision kind (``best_tile``,
  ``best_build``, ``best_load``, ``best_keep``, ``best_sale``, ``best_extra``).
* :func:`medium_move`: the same rules, :func:`best_placement` for the Mayor, and for the role
  a blend of the rules' score and :func:`lookahead_values` (each role's phase played out with
  the rules, then scored with :func:`estimate`).

Engine API: this module reads only what the engine publishes: the board layout and move
decoding of :mod:`game.puerto_rico.layout` (player rows, phases, :func:`decode_move`), the rule
functions of :mod:`game.puerto_rico.rows` (production, sale price, build cost, scoring, storage:
the engine's own implementation, never a copy) and ``PRState``'s public attributes and methods
(``legal``, ``build_cost``, ``sale_price``, ``load_amount``, ``ship_room``...). No name starting
with ``_`` (``tests/puerto_rico/test_bots_api_boundary.py`` checks it).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from game.core.protocol import Move
from game.core.rng import Rng
from game.puerto_rico.data import (
    AQUEDUCT,
    B_CIRCLES,
    B_COLUMN,
    B_GOOD,
    B_KIND,
    B_VP,
    BLACK_MARKET,
    BUCCANEER,
    BUCCANEER_KEEP,
    CHAPEL,
    CHURCH,
    CHURCH_BONUS,
    CITY_HALL,
    CITY_SPACES,
    CLOISTER,
    CLOISTER_BONUS,
    CONSTRUCTION_HUT,
    CORN,
    CUSTOMS_HOUSE,
    FACTORY,
    FACTORY_BONUS,
    FESTIVAL_DOUBLOONS,
    FESTIVAL_VP,
    FOREST_HOUSE,
    FORTRESS,
    GOOD_BUILDINGS,
    GOOD_PRICE,
    GUEST_HOUSE,
    GUILD_HALL,
    HACIENDA,
    HARBOR,
    HOSPICE,
    HUNTING_LODGE,
    ISLAND_SPACES,
    JEWELER,
    LAND_OFFICE,
    LARGE_INDIGO_PLANT,
    LARGE_MARKET,
    LARGE_SUGAR_MILL,
    LARGE_WAREHOUSE,
    LIBRARY,
    LIGHTHOUSE,
    NUM_BUILDINGS,
    NUM_GOODS,
    NUM_TILE_KINDS,
    OFFICE,
    PLUNDER_VP_PER_GOOD,
    QUARRY,
    RESIDENCE,
    RESIDENCE_BONUS,
    ROYAL_GARDEN,
    ROYAL_SUPPLIER,
    SETUPS,
    SMALL_MARKET,
    SMALL_WAREHOUSE,
    SMALL_WHARF,
    SPECIALTY_FACTORY,
    STATUE,
    STOREHOUSE,
    TRADING_POST,
    UNION_HALL,
    UNIVERSITY,
    VILLA,
    VIOLET_LARGE,
    VIOLET_SMALL,
    WHARF,
    ZONING_OFFICE,
)
from game.puerto_rico.layout import (
    BLACK_MARKET_BASE,
    BLACK_MARKET_NOBLE,
    BLD,
    BONUS_BASE,
    BUC_KIDNAP_BASE,
    BUC_LOOT_BASE,
    BUC_PIRACY_BASE,
    BUC_PLUNDER,
    BUC_RAID,
    BUILD_BASE,
    BUILD_UNI_BASE,
    CITY,
    DOUB,
    FOREST,
    GOODS,
    GUEST_BASE,
    GUEST_BUILDING,
    HACIENDA_DRAW,
    HACIENDA_FOREST,
    HACIENDA_KEEP,
    ISL,
    KEEP_BASE,
    LAND_BUY,
    LODGE_BASE,
    M_DRAFT,
    M_GUEST,
    M_LOAD,
    M_LOOT,
    M_PASS,
    M_PRIVILEGE_ONE,
    M_RAID_PLACE,
    M_SELL,
    M_SELL_POST,
    M_SMALL_WHARF,
    M_WHARF,
    NOB,
    OCC,
    PASS,
    PH_BUCCANEER,
    PH_BUILDER,
    PH_CAPTAIN,
    PH_CRAFT,
    PH_DRAFT,
    PH_GUESTS,
    PH_LODGE,
    PH_MAYOR,
    PH_OVER,
    PH_ROLE,
    PH_SETTLER,
    PH_STORE,
    PH_TRADER,
    PLACE_TAG,
    ROLE_BASE,
    SHIP_NOBLE,
    SJ,
    SMALL_WHARF_BASE,
    SUPPLIER_BASE,
    TAKE_BASE,
    TAKE_FOREST_BASE,
    TAKE_FOREST_HOSPICE_BASE,
    TAKE_HOSPICE_BASE,
    TAKE_PRIVILEGE,
    TAKE_PRIVILEGE_ONE,
    TILES,
    VP,
    black_market_parts,
    decode_move,
    keep_code,
    keep_vector,
)
from game.puerto_rico.rows import (
    build_cost,
    cloister_sets,
    colonists_of,
    free_circles,
    keep_options,
    large_bonus,
    production,
    sale_price,
    score_total,
    sellable_goods,
    union_hall_vp,
)
from game.puerto_rico.state import PRState

_G = range(NUM_GOODS)
_B = range(NUM_BUILDINGS)
_LARGE_VIOLET = tuple(b for b in _B if B_KIND[b] == VIOLET_LARGE)
_SMALL_VIOLET = tuple(b for b in _B if B_KIND[b] == VIOLET_SMALL)

# Role kinds (data.ROLE_IDS order).
SETTLER, MAYOR, BUILDER, CRAFTSMAN, TRADER, CAPTAIN, PROSPECTOR = range(7)

# -- weights ---------------------------------------------------------------------------------------

#: VP value of one barrel of production capacity per round still to come (ship or sell).
GOOD_WORTH = (0.5, 0.58, 0.66, 0.78, 0.88)
#: VP value of a barrel in hand.
HELD_WORTH = (0.55, 0.62, 0.68, 0.75, 0.82)
#: share of production value credited to plantations/circles not yet staffed
POT_SHARE = 0.0
#: multiplier of the production income over the rounds left
PROD_FACTOR = 0.6
#: doubloon worth (VP): DW_BASE + DW_FULL once 4+ rounds remain
DW_BASE = 0.15
DW_FULL = 1.0
#: per-round VP value of an occupied small violet building (special cases computed)
VIOLET_ROUND = tuple(
    {
        SMALL_MARKET: 0.16,
        HACIENDA: 0.12,
        CONSTRUCTION_HUT: 0.1,
        SMALL_WAREHOUSE: 0.14,
        HOSPICE: 0.18,
        OFFICE: 0.14,
        LARGE_MARKET: 0.3,
        LARGE_WAREHOUSE: 0.2,
        UNIVERSITY: 0.2,
        # Expansion 1 (the special cases are computed in violet_round)
        BLACK_MARKET: 0.08,
        FOREST_HOUSE: 0.1,
        STOREHOUSE: 0.16,
        GUEST_HOUSE: 0.06,
        TRADING_POST: 0.2,
        CHURCH: 0.3,
        LIBRARY: 0.9,
        # Expansion 2 (the special cases are computed in violet_round)
        LAND_OFFICE: 0.12,
        HUNTING_LODGE: 0.1,
    }.get(b, 0.0)
    for b in range(NUM_BUILDINGS)
)
#: harbor / wharf: VP per round per barrel of production
HARBOR_PER_KIND = 0.3
WHARF_PER_BARREL = 0.14
#: Expansion 1: Small Wharf VP per round per barrel of production (half a Wharf's shipment)
SMALL_WHARF_PER_BARREL = 0.07
#: Expansion 1: Lighthouse doubloons per round per kind produced (two kinds at most), plus 0.3
#: (the Captain's two coins now and then)
LIGHTHOUSE_COINS = 0.5
#: Expansion 1: Union Hall VP per round per pair of barrels of one kind produced
UNION_HALL_PER_PAIR = 0.55
#: Expansion 1: builds a player still makes per round left (forests' discount, Church)
BUILDS_PER_ROUND = 0.4
#: Expansion 1: share of a forest pair's discount credited (a forest takes an island space)
FOREST_SHARE = 0.6
#: Expansion 3: the Buccaneer's role score per VP its best option brings
BUCCANEER_SCALE = 0.9
#: Expansion 4: what a tile of the plantation goal's kind adds with 0, 1, 2 owned (3 colonists)
FESTIVAL_TILE_STEP = (0.3, 0.9, 2.5)
#: Expansion 2: Craftsman and Mayor phases a round (one of each is chosen most rounds)
CRAFT_RATE = 0.8
MAYOR_RATE = 0.7
#: Expansion 1: share of a pair's worth credited to the first forest of a pair and to the second
FOREST_FIRST = 0.5
FOREST_SECOND = 0.6
#: Expansion 1: VP given up with a colonist returned to the Black Market (unplaced / placed)
BM_COLONIST = (0.4, 1.1)
#: quarry worth per round (occupied, up to 4)
QUARRY_ROUND = 0.12
#: Builder: a doubloon spent counts this many doubloon-worths
BUILD_COST_FACTOR = 1.0
#: Builder: multiplier of the value of large buildings
LARGE_FACTOR = 1.0
#: role choice: weight of the others' gain
OTHERS_WEIGHT = 0.75
#: role choice, per role kind (settler, mayor, builder, craftsman, trader, captain, prospector):
#: scale of the chooser's gain, of the privilege, and a bias (VP). First fitted so the rules
#: agree more often with Medium's look-ahead (54% -> 59% of role choices), then improved by
#: coordinate search on games of one variant against three copies (out of sample, 2000 games:
#: 34% wins for the final weights against three of the fitted ones; 32% for the fitted ones
#: against three of all-1 weights in 1000 games).
ROLE_SCALE = (0.54, 0.6, 0.665, 0.637, 1.0, 1.2, 1.0)
ROLE_PRIV = (2.7, 2.0, 0.75, 1.0, 0.8, 0.75, 1.0)
ROLE_BIAS = (0.1, 0.0, 0.2, -0.1, 0.0, 0.0, 0.0)
#: win-share temperature = TEMP_BASE + TEMP_ROUND * rounds left
TEMP_BASE = 2.0
TEMP_ROUND = 0.8
#: Medium's role choice: weight of the look-ahead value and of the rules' role score
MEDIUM_LOOKAHEAD = 0.5
MEDIUM_RULES = 1.0
#: playouts: choose roles like Medium (about 3x slower playouts, but a better model of the other
#: players: Hard won 50.5% against three Medium with it, 46.5% without, same 100 deals)
ROLLOUT_MEDIUM_ROLES = True
#: playouts: probability of a random move
ROLLOUT_EPSILON = 0.05


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
    for b in _SMALL_VIOLET:
        w = row[BLD + b]
        if w < 0:
            continue
        per = violet_round(row, b, r, kinds, barrels, dw)
        # (the Guest House's worth is where its guests go: the same with or without them)
        value += per * horizon * (1.0 if w > 0 or b == GUEST_HOUSE else 0.5)
    for b in _LARGE_VIOLET:
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


# =================================================================================================
# Rules of thumb
# =================================================================================================


def tile_value(row: list[int], circ: list[int], k: int, r: float) -> float:
    """How much a player wants an island tile of kind ``k`` (plantation or quarry)."""
    if row[ISL] >= ISLAND_SPACES:
        return 0.0
    if k == QUARRY:
        q = row[TILES + QUARRY]
        if q >= 4:
            return 0.2
        return (1.3 if r > 5 else 0.5) + (0.3 if q < 2 else 0.0)
    if k == CORN:
        return 1.2 if row[TILES + CORN] < 3 else 0.6
    spare = circ[k] - row[TILES + k]
    if spare > 0:
        return 1.5 + 0.25 * GOOD_PRICE[k]
    base = 0.55 + 0.12 * GOOD_PRICE[k]
    if row[TILES + k] == 0:
        base += 0.25  # a new kind: trading and the Factory
    return base


def building_value(
    s: PRState, p: int, b: int, r: float, cache: list[Any] | None = None
) -> float:
    """Estimated VP that owning building ``b`` would add for player ``p`` (before its cost).

    ``cache``: an empty list to share per-player work between calls for the same player and
    position (filled on first use).
    """
    row = s.pl[p]
    value = float(B_VP[b])
    if b == s.fest_building and s.fest_won[2] < 0:  # Expansion 4: the construction goal
        value += FESTIVAL_VP
    horizon = r + 0.6
    if horizon > 10.0:
        horizon = 10.0
    kind = B_KIND[b]
    if kind == VIOLET_LARGE:
        if b == GUILD_HALL:
            bonus = large_bonus(row, b) + (1.0 if r > 2 else 0.0)
        elif b == RESIDENCE:
            bonus = RESIDENCE_BONUS[min(row[ISL] + int(r * 0.6), ISLAND_SPACES)]
        elif b == FORTRESS:
            bonus = (colonists(row) + int(r * 1.5)) // 3
        elif b == CUSTOMS_HOUSE:
            bonus = (max(row[VP], 0) + 2.5 * r) / 4.0
        elif b == STATUE:  # Expansion 1: 8 VP, and no colonist needed (one works elsewhere)
            return (value + 0.5) * LARGE_FACTOR
        elif b == ROYAL_GARDEN:  # Expansion 2: a VP more per noble (more to come)
            bonus = row[NOB] + MAYOR_RATE * 0.4 * r
        elif b == CLOISTER:  # Expansion 1: sets of 3 tiles of one kind
            sets = cloister_sets(row)
            if r > 2 and row[ISL] < ISLAND_SPACES - 1 and sets < 4:
                sets += 1
            bonus = CLOISTER_BONUS[sets]
        else:  # city hall counts itself
            bonus = large_bonus(row, b) + 1 + (0.5 * r if r < 3 else 1.5)
        staffed = 1.0 if (row[SJ] > 0 or capacity_free(row) == 0) else (0.85 if r >= 1 else 0.4)
        return (value + bonus * staffed) * LARGE_FACTOR
    if cache:
        circ, kinds, barrels = cache
    else:
        circ = circles(row)
        pot = potential(row, circ)
        kinds = 0
        for g in _G:
            if pot[g]:
                kinds += 1
        barrels = sum(pot)
        if cache is not None:
            cache.extend((circ, kinds, barrels))
    g = B_GOOD[b]
    if kind == VIOLET_SMALL or g < 0:  # (a production building of no good works like these)
        per = violet_round(row, b, r, kinds, barrels, doubloon_worth(r))
        return value + per * horizon * 0.8
    tiles = row[TILES + g]
    have = circ[g]
    new = have + B_CIRCLES[b]
    gain = (tiles if tiles < new else new) - (tiles if tiles < have else have)
    value += gain * GOOD_WORTH[g] * horizon * PROD_FACTOR
    spare = new - tiles
    if spare > 0 and r > 3:
        value += (spare if spare < 2 else 2) * GOOD_WORTH[g] * (horizon - 3) * 0.2
    return value


def _best_build(s: PRState, p: int, moves: Sequence[int], r: float) -> tuple[float, int]:
    dw = doubloon_worth(r) * BUILD_COST_FACTOR
    best = 0.0
    best_move = PASS
    cache: list[Any] = []
    row = s.pl[p]
    privilege = s.privileges(p) if p == s.role_player else 0  # called in the Builder phase only
    church = row[BLD + CHURCH] > 0
    values: dict[int, float] = {}
    for m in moves:
        if m == PASS:
            continue
        if m >= BLACK_MARKET_BASE:  # Expansion 1: every doubloon, plus what is given back
            b, uni, source, good, vp = black_market_parts(m)
            v = values.get(b)
            if v is None:
                v = values[b] = building_value(s, p, b, r, cache)
            v -= row[DOUB] * dw + black_market_loss(row, source, good, vp)
            if m & BLACK_MARKET_NOBLE:  # Expansion 2: a noble given back takes its VP along
                v -= 1.0
        else:
            uni = m >= BUILD_UNI_BASE  # the move encoding of layout.py (a hot loop: no decode)
            b = m - (BUILD_UNI_BASE if uni else BUILD_BASE)
            v = values.get(b)
            if v is None:
                v = values[b] = building_value(s, p, b, r, cache)
            v -= build_cost(row, b, privilege) * dw
        if uni:
            v += 0.3
        if church and b != CHURCH:  # Expansion 1: the Church's VP for this column
            v += CHURCH_BONUS[B_COLUMN[b]]
        if v > best:
            best = v
            best_move = m
    return best, best_move


def black_market_loss(row: list[int], source: int, good: int, vp: bool) -> float:
    """Expansion 1: the VP a Black Market purchase gives up besides its doubloons (a colonist
    from San Juan or a tile / building, a barrel, a VP chip)."""
    loss = 1.0 if vp else 0.0
    if good >= 0:
        loss += HELD_WORTH[good]
    if source == 1:
        loss += BM_COLONIST[0]
    elif source >= 2:
        loss += BM_COLONIST[1]
        if source == 2 + CORN or source == 2 + QUARRY:
            loss -= 0.3
    return loss


def best_keep(moves: Sequence[int]) -> int:
    """The storage choice that keeps the most valuable barrels."""
    best = -1.0
    choice = moves[0]
    for m in moves:
        v = 0.0
        for g, k in enumerate(keep_vector(m)):
            if k:
                v += k * (1.0 + 0.25 * GOOD_PRICE[g])
        if v > best:
            best = v
            choice = m
    return choice


def best_load(s: PRState, p: int, moves: Sequence[int]) -> int:
    """Captain phase: ship the most barrels; keep the Wharf for when it is needed; Expansion 1:
    the Small Wharf only once nothing else can be loaded, for the barrels storage would lose."""
    best = -1e9
    choice = moves[0]
    row = s.pl[p]
    small_wharf = False
    for m in moves:
        kind, arg = decode_move(m)
        if kind == M_PASS:
            v = 0.0
        elif kind == M_LOAD:
            ship, g = arg
            amt = s.load_amount(p, ship, g)
            v = amt - 0.08 * GOOD_PRICE[g]
            if s.ship_n[ship] + amt >= s.ship_cap[ship]:
                v += 0.05
        elif kind == M_WHARF:
            g = arg
            v = row[GOODS + g] - 0.6 - 0.08 * GOOD_PRICE[g]
        else:  # the Small Wharf's many subsets: one considered below
            small_wharf = small_wharf or kind == M_SMALL_WHARF
            continue
        if v > best:
            best = v
            choice = m
    if small_wharf and best <= 0.0:
        m = small_wharf_choice(row)
        if m is not None:
            return m
    return choice


def small_wharf_choice(row: list[int]) -> int | None:
    """Expansion 1: the Small Wharf shipment of every barrel that the best storage would not
    keep (None when that is under 2 barrels: it would earn no VP)."""
    keep = best_keep(keep_options(row))
    kept = keep_vector(keep) if keep else [0] * NUM_GOODS
    ship = [row[GOODS + g] - kept[g] for g in _G]
    if sum(ship) < 2:
        return None
    if sum(ship) & 1:  # an odd barrel earns nothing: keep it if the supply rules allow
        for g in (CORN, 1, 2, 3, 4):
            if ship[g] and kept[g] == 0:
                break
        else:
            g = -1
        if g < 0:
            for g in _G:
                if ship[g]:
                    break
        ship[g] -= 1
        if sum(ship) < 2:
            return None
    return SMALL_WHARF_BASE + keep_code(ship) - KEEP_BASE


def best_sale(s: PRState, p: int, moves: Sequence[int]) -> int:
    """Trader phase: sell the barrel that pays most (keep corn unless it pays); Expansion 1:
    to the player's own Trading Post too (no market bonus there)."""
    best = 0.5
    choice = PASS
    row = s.pl[p]
    for m in moves:
        if m == PASS:
            continue
        kind, g = decode_move(m)
        if kind == M_SELL:
            v = s.sale_price(p, g) + 0.05 * row[GOODS + g]
        elif kind == M_SELL_POST:  # ties go to the post: the trading house stays open
            v = s.sale_price(p, g, True) + 0.05 * row[GOODS + g] + 0.01
        else:
            continue
        if v > best:
            best = v
            choice = m
    return choice


def best_extra(moves: Sequence[int]) -> int:
    """Craftsman privilege: the most valuable barrel."""
    best = -1
    choice = moves[0]
    for m in moves:
        if m != PASS:
            g = decode_move(m)[1]
            if g > best:
                best = g
                choice = m
    return choice


def best_tile(s: PRState, p: int, moves: Sequence[int], r: float) -> int:
    """Settler phase: Hacienda first when worth it, then the most wanted tile; Expansion 1: a
    forest (occupied Forest House) when it is worth more, and the Hacienda's tile kept or laid
    as a forest."""
    row = s.pl[p]
    circ = circles(row)
    if s.hacienda_tile >= 0 and HACIENDA_KEEP in moves:
        keep = tile_value(row, circ, s.hacienda_tile, r)
        return HACIENDA_FOREST if forest_value(row, r) > keep else HACIENDA_KEEP
    if HACIENDA_DRAW in moves and row[ISL] < ISLAND_SPACES - 1 and r > 1:
        return HACIENDA_DRAW
    best = -1.0
    choice = PASS
    forest = -1.0
    for m in moves:
        if m == PASS or m == HACIENDA_DRAW:
            continue
        if m >= TAKE_FOREST_BASE and m < TAKE_FOREST_BASE + 10:
            if forest < 0.0:
                forest = forest_value(row, r)
            hosp = m >= TAKE_FOREST_HOSPICE_BASE
            k = m - (TAKE_FOREST_HOSPICE_BASE if hosp else TAKE_FOREST_BASE)
            # the Hospice's colonist waits in San Juan; a dear kind taken is a small denial
            v = forest + (0.3 if hosp else 0.0) + 0.02 * GOOD_PRICE[k]
        elif m >= TAKE_BASE and m < TAKE_HOSPICE_BASE + 10:
            hosp = m >= TAKE_HOSPICE_BASE  # the move encoding of layout.py (hot loop)
            k = m - (TAKE_HOSPICE_BASE if hosp else TAKE_BASE)
            v = tile_value(row, circ, k, r) + (0.5 if hosp else 0.0)
            if k == s.fest_tile:  # Expansion 4: the plantation goal
                v += festival_tile_bonus(s, row, k)
        else:
            continue  # a guest's move (Expansion 1): see guest_choice
        if v > best:
            best = v
            choice = m
    return choice


# -- Mayor: a placement optimizer ------------------------------------------------------------------


def mayor_placement(s: PRState, p: int) -> Move:
    """The Mayor's placement: :func:`best_placement` when the engine accepts it, else the
    engine's proposal (a safety net for rules the optimizer does not know)."""
    move = best_placement(s, p, rounds_left(s))
    if not s.expansions or s.placement_problem(move, p) is None:  # (base game: always valid)
        return move
    return s.legal[0]


def best_placement(s: PRState, p: int, r: float) -> tuple[Any, ...]:
    """A strong placement of all of ``p``'s colonists.

    Greedy on value per colonist: production pairs (plantation + production circle), occupied
    large buildings (their bonus), useful violet buildings, corn, quarries; then every circle left
    is filled, as the rules demand before colonists may stay in San Juan.
    """
    row = s.pl[p]
    total = colonists(row)
    tiles = [0] * NUM_TILE_KINDS
    blds = [0] * NUM_BUILDINGS
    items: list[tuple[float, int, int, int]] = []  # (value per colonist, kind, index, count)
    horizon = min(r + 0.6, 10.0)
    circ = circles(row)
    pot = potential(row, circ)
    kinds = sum(1 for g in _G if pot[g])
    barrels = sum(pot)
    dw = doubloon_worth(r)
    for g in (1, 2, 3, 4):
        t = row[TILES + g]
        if t:
            owned = [b for b in GOOD_BUILDINGS[g] if row[BLD + b] >= 0]
            owned.sort(key=lambda b: -B_CIRCLES[b])
            left = t
            for b in owned:
                pairs = min(left, B_CIRCLES[b])
                if pairs > 0:
                    items.append((GOOD_WORTH[g] / 2.0 + 0.01, 2, g, pairs * 256 + b))
                    left -= pairs
    if row[TILES + CORN]:
        items.append((GOOD_WORTH[CORN] - 0.05, 0, CORN, row[TILES + CORN]))
    for b in _LARGE_VIOLET:
        if row[BLD + b] >= 0:
            items.append((1.5 + large_bonus(row, b), 1, b, 1))
    for b in _SMALL_VIOLET:
        if row[BLD + b] >= 0:
            per = violet_round(row, b, r, kinds, barrels, dw)
            items.append((per * (horizon if horizon < 3.0 else 3.0) + 0.02, 1, b, 1))
    if row[TILES + QUARRY]:
        items.append((0.3 if r > 1 else 0.03, 0, QUARRY, row[TILES + QUARRY]))
    items.sort(key=lambda it: -it[0])
    left = total
    for _v, kind, i, count in items:
        if left <= 0:
            break
        if kind == 0:
            put = min(count - tiles[i], left)
            if put > 0:
                tiles[i] += put
                left -= put
        elif kind == 1:
            put = min(B_CIRCLES[i] - blds[i], left)
            if put > 0:
                blds[i] += put
                left -= put
        else:
            pairs, b = divmod(count, 256)
            pairs = min(pairs, left // 2, B_CIRCLES[b] - blds[b], row[TILES + i] - tiles[i])
            if pairs > 0:
                tiles[i] += pairs
                blds[b] += pairs
                left -= 2 * pairs
    if left > 0:  # fill every remaining circle (the rules forbid idle colonists otherwise)
        for k in (4, 3, 2, 1, CORN, QUARRY):
            put = min(row[TILES + k] - tiles[k], left)
            if put > 0:
                tiles[k] += put
                left -= put
        for b in _B:
            if left <= 0:
                break
            if row[BLD + b] >= 0:
                put = min(B_CIRCLES[b] - blds[b], left)
                if put > 0:
                    blds[b] += put
                    left -= put
    return s.with_nobles((PLACE_TAG, tuple(tiles), tuple(blds)), p)


# -- role choice ---------------------------------------------------------------------------------


def _shippable(s: PRState, row: list[int]) -> int:
    """Barrels a player could roughly load (ignores competition for ships)."""
    total = 0
    wharf = row[BLD + WHARF] > 0
    for g in _G:
        c = row[GOODS + g]
        if not c:
            continue
        room = s.ship_room(g)
        if wharf and c > room:
            room = c
            wharf = False
        total += c if c < room else room
    return total


def _best_sale_price(s: PRState, row: list[int], privilege: bool) -> int:
    """The best price the player could get for one barrel in a Trader phase now (0: none)."""
    best = 0
    for g in sellable_goods(row, s.house):
        price = sale_price(row, g, privilege)
        if price > best:
            best = price
    if row[BLD + TRADING_POST] > 0:  # Expansion 1: any barrel, to the player's own post
        for g in _G:
            if row[GOODS + g]:
                price = sale_price(row, g, privilege, True)
                if price > best:
                    best = price
    return best


def role_values(s: PRState, p: int, kind: int, r: float, dw: float) -> tuple[float, float]:
    """(what player ``p`` gets from role ``kind`` as a follower, extra as the chooser), in VP."""
    row = s.pl[p]
    if kind == SETTLER:
        if row[ISL] >= ISLAND_SPACES:
            return 0.0, 0.0
        circ = circles(row)
        best = 0.0
        for k in _G:
            if s.face_up[k]:
                v = tile_value(row, circ, k, r)
                if k == s.fest_tile:
                    v += festival_tile_bonus(s, row, k)
                if v > best:
                    best = v
        if s.expansions and row[BLD + FOREST_HOUSE] > 0 and any(s.face_up):
            v = forest_value(row, r)  # Expansion 1: a forest instead
            if v > best:
                best = v
        priv = 0.0
        if s.quarries:
            q = tile_value(row, circ, QUARRY, r)
            if q > best:
                priv = q - best
        return best * 0.6, priv * 0.6 + 0.1
    if kind == MAYOR:
        per = 0.45 if capacity_free(row) > 0 else 0.03
        return per * (s.col_ship / s.num_players), (per if s.col_supply > 0 else 0.0)
    if kind == BUILDER:
        if row[CITY] >= CITY_SPACES - 1:
            return 0.0, 0.0
        money = row[DOUB] + (row[OCC + QUARRY] if row[OCC + QUARRY] < 3 else 3)
        money += row[FOREST] >> 1  # Expansion 1 (and the Black Market's up to 3 more)
        if row[BLD + BLACK_MARKET] > 0:
            money += 1.5
        gain = 0.32 * (money if money < 10 else 10) * (1.0 if r > 1 else 0.6)
        return gain, dw + 0.1
    if kind == CRAFTSMAN:
        prod = production(row)
        v = 0.0
        best = 0.0
        kinds = 0
        for g in _G:
            if prod[g]:
                v += prod[g] * HELD_WORTH[g]
                kinds += 1
                if HELD_WORTH[g] > best:
                    best = HELD_WORTH[g]
        v *= 0.55
        if row[BLD + FACTORY] > 0:
            v += FACTORY_BONUS[kinds] * dw
        if row[BLD + SPECIALTY_FACTORY] > 0:  # Expansion 1
            most = max(prod[1:])
            if most > 1:
                v += (most - 1) * dw
        if s.fest_goods and festival_production_met(s, row):  # Expansion 4
            v += FESTIVAL_DOUBLOONS * dw
        return v, best
    if kind == TRADER:
        price = _best_sale_price(s, row, False)
        return price * dw, (dw if price or _has_goods(row) else 0.0)
    if kind == CAPTAIN:
        n = _shippable(s, row)
        if n and row[BLD + HARBOR] > 0:
            n += 1
        v = n * 0.75
        priv = 1.0 if n else 0.0
        if s.expansions:  # Expansion 1: Union Hall VP, Lighthouse doubloons, Small Wharf
            if row[BLD + UNION_HALL] > 0:
                v += union_hall_vp(row)
            if row[BLD + LIGHTHOUSE] > 0:
                v += dw if n else 0.0
                priv += 2 * dw
            if row[BLD + SMALL_WHARF] > 0:
                loose = 0
                for g in _G:
                    loose += row[GOODS + g]
                v += 0.3 * (loose - n if loose > n else 0)
        return v, priv
    return 0.0, dw  # prospector


def _has_goods(row: list[int]) -> bool:
    for g in _G:
        if row[GOODS + g]:
            return True
    return False


def role_scores(s: PRState, p: int, r: float) -> list[tuple[float, int]]:
    """(score, move) for every role card ``p`` may choose now: my gain minus the others'."""
    n = s.num_players
    dw = doubloon_worth(r)
    out = []
    cache: dict[int, float] = {}
    weight = OTHERS_WEIGHT / (n - 1)
    roles = len(s.role_kind)
    lib = s.pl[p][BLD + LIBRARY] > 0
    for m in s.legal:
        card = m - ROLE_BASE  # a role move is ROLE_BASE + card (layout; hot: no decode call)
        if card >= roles:  # an expansion's move offered at the role choice (a guest's)
            continue
        kind = s.role_kind[card]
        base = cache.get(kind)
        if base is None and kind >= len(ROLE_SCALE):  # a later expansion's role
            base = cache[kind] = expansion_role_score(s, p, kind, r, dw)
        if base is None:
            mine, priv = role_values(s, p, kind, r, dw)
            others = 0.0
            if kind != PROSPECTOR:
                for q in range(n):
                    if q != p:
                        others += role_values(s, q, kind, r, dw)[0]
            if lib:  # Expansion 1: an occupied Library doubles every privilege
                priv *= 2.0
            base = ROLE_SCALE[kind] * mine + ROLE_PRIV[kind] * priv - others * weight
            base += ROLE_BIAS[kind]
            cache[kind] = base
        out.append((base + s.role_coins[card] * dw, m))
    return out


def expansion_role_score(s: PRState, p: int, kind: int, r: float, dw: float) -> float:
    """The role score (as :func:`role_scores`) of a role kind the base game does not have."""
    if kind == BUCCANEER:
        return buccaneer_role_score(s, p, r, dw)
    return 0.0


# -- Expansion 3: the Buccaneer ----------------------------------------------------------------


def buccaneer_options(s: PRState, p: int, r: float, dw: float) -> list[tuple[float, Move]]:
    """The Buccaneer's options for ``p`` with their worth in VP: Piracy (the barrels kept),
    Plunder (a VP per good in the trading house), Raid (colonists placed at once), Kidnapping
    (the card's doubloons, 3 more if someone takes it, else its role played by ``p``)."""
    row = s.pl[p]
    out: list[tuple[float, Move]] = []
    late = 1.0 if r >= 1.0 else 0.4
    for ship in range(len(s.ship_cap)):
        n = s.ship_n[ship]
        if n:
            g = s.ship_good[ship]
            keep = n if n < BUCCANEER_KEEP else BUCCANEER_KEEP
            out.append((keep * HELD_WORTH[g] * late, BUC_PIRACY_BASE + ship))
    if s.house:
        out.append((len(s.house) * PLUNDER_VP_PER_GOOD + 0.05, BUC_PLUNDER))
    if s.col_ship > s.num_players:
        keep = min(BUCCANEER_KEEP, s.col_ship - s.num_players, capacity_free(row))
        out.append((keep * 0.8 * (1.0 if r >= 2.0 else 0.3), BUC_RAID))
    for card, taken in enumerate(s.role_taken):
        if taken < 0 and s.role_kind[card] < len(ROLE_SCALE):
            mine, priv = role_values(s, p, s.role_kind[card], r, dw)
            v = s.role_coins[card] * dw + 0.5 * 3 * dw + 0.4 * (mine + priv)
            out.append((v, BUC_KIDNAP_BASE + card))
    return out


def buccaneer_choice(s: PRState, p: int, moves: Sequence[Move]) -> Move:
    """Expansion 3, the Buccaneer phase: the best option, then all the loot Piracy allows, then
    each raided colonist where it is worth most."""
    if s.buc_step == 1:  # Piracy's loot: keep as many barrels as allowed
        best = -1
        for m in moves:
            kind, n = decode_move(m)
            if kind == M_LOOT and n > best:
                best = n
        return BUC_LOOT_BASE + best if best >= 0 else moves[0]
    if s.buc_step == 2:  # Raid: a colonist to the circle worth most
        return colonist_slot_choice(s, p, moves)
    r = rounds_left(s)
    best_v = 0.0
    choice: Move = PASS
    for v, m in buccaneer_options(s, p, r, doubloon_worth(r)):
        if v > best_v and m in moves:
            best_v = v
            choice = m
    return choice


def colonist_slot_choice(s: PRState, p: int, moves: Sequence[Move]) -> Move:
    """Expansion 3, Raid: where one more colonist raises ``p``'s estimate most, looking one
    colonist ahead while another may follow (a plantation and its building pay only as a pair;
    ``pass`` only when no circle is offered)."""
    row = s.pl[p]
    r = rounds_left(s)
    slots: list[tuple[int, Move]] = []
    for m in moves:
        kind, arg = decode_move(m)
        if kind == M_RAID_PLACE:
            where, i = arg
            slots.append((BLD + i if where else OCC + i, m))
    if not slots:
        return PASS
    pair = s.buc_left > 1
    best = -1e9
    choice: Move = slots[0][1]
    for pos, m in slots:
        row[pos] += 1
        v = player_estimate(s, p, r)
        if pair:
            for pos2, _m2 in slots:
                if room_left(row, pos2):
                    row[pos2] += 1
                    v2 = player_estimate(s, p, r)
                    row[pos2] -= 1
                    if v2 > v:
                        v = v2
        row[pos] -= 1
        if v > best:
            best = v
            choice = m
    return choice


def room_left(row: list[int], pos: int) -> bool:
    """Whether the tile kind or building at row index ``pos`` has a free circle."""
    if pos >= BLD:
        return 0 <= row[pos] < B_CIRCLES[pos - BLD]
    k = pos - OCC
    return row[pos] < row[TILES + k]


def buccaneer_role_score(s: PRState, p: int, r: float, dw: float) -> float:
    """The Buccaneer card's role score: its best option for ``p`` (only the chooser acts)."""
    best = 0.0
    for v, _m in buccaneer_options(s, p, r, dw):
        if v > best:
            best = v
    return BUCCANEER_SCALE * best


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


# -- optional privileges that can end the game ------------------------------------------------


def _leading(s: PRState, p: int) -> bool:
    """Whether ``p`` would win (or tie) if the game ended now (VP chips, buildings, bonuses)."""
    mine = score_total(s.pl[p])
    return all(score_total(s.pl[q]) <= mine for q in range(s.num_players) if q != p)


def privilege_choice(s: PRState, p: int) -> Move:
    """The Mayor's privilege colonist and the Captain's bonus VP, asked only when they could
    end the game this round: take them, unless that would end the game while ``p`` is behind.

    The Mayor: the supply ends the game when it cannot refill the ship with ``max(players,
    empty building circles)``; the empty circles are estimated as they are now, less the
    colonists waiting in San Juan. The Captain: the VP supply ends it when it runs out."""
    if s.bonus_left:
        if _leading(s, p):
            return BONUS_BASE + s.bonus_left
        keep_open = s.vp_supply - 1  # take as many as leave a chip in the supply
        return BONUS_BASE + max(0, min(s.bonus_left, keep_open))
    empty = 0
    waiting = 0
    for row in s.pl:
        waiting += row[SJ]
        for b in _B:
            if row[BLD + b] >= 0:
                empty += B_CIRCLES[b] - row[BLD + b]
    needed = max(s.num_players, empty - waiting)
    supply = s.col_supply
    # leading, or the ship stays refillable, or it cannot be refilled anyway: take them all
    if supply < needed or supply - s.privileges(p) >= needed or _leading(s, p):
        return TAKE_PRIVILEGE
    if TAKE_PRIVILEGE_ONE in s.legal and supply - 1 >= needed:
        return TAKE_PRIVILEGE_ONE  # Expansion 1, Library: one of the two keeps the game going
    return PASS  # taking it would leave the ship short and end the game


# -- Expansion 1: the draft and the guests -----------------------------------------------------

#: the setup draft: how much a player wants each violet building on the board (about what it
#: brings a player who buys it; the spaces are filled by printed cost, so these compare
#: buildings of one cost: Small Market / Aqueduct, ..., the large ones)
DRAFT_VALUE = tuple(
    {
        SMALL_MARKET: 3.0,
        AQUEDUCT: 2.0,
        HACIENDA: 2.5,
        CONSTRUCTION_HUT: 3.0,
        BLACK_MARKET: 1.5,
        FOREST_HOUSE: 2.0,
        SMALL_WAREHOUSE: 2.5,
        STOREHOUSE: 3.0,
        HOSPICE: 3.0,
        GUEST_HOUSE: 2.0,
        OFFICE: 3.0,
        LARGE_MARKET: 4.0,
        TRADING_POST: 3.5,
        CHURCH: 2.5,
        LARGE_WAREHOUSE: 3.5,
        SMALL_WHARF: 3.0,
        FACTORY: 4.5,
        LIGHTHOUSE: 3.0,
        UNIVERSITY: 2.5,
        HARBOR: 5.0,
        SPECIALTY_FACTORY: 3.0,
        LIBRARY: 4.5,
        WHARF: 5.0,
        UNION_HALL: 3.5,
        GUILD_HALL: 6.0,
        RESIDENCE: 5.5,
        FORTRESS: 5.0,
        CUSTOMS_HOUSE: 5.0,
        CITY_HALL: 5.5,
        CLOISTER: 4.0,
        STATUE: 7.0,
        # Expansion 2 (the red spaces)
        LAND_OFFICE: 1.5,
        CHAPEL: 3.0,
        HUNTING_LODGE: 1.5,
        ZONING_OFFICE: 2.5,
        ROYAL_SUPPLIER: 2.0,
        VILLA: 3.5,
        JEWELER: 2.5,
        ROYAL_GARDEN: 4.5,
    }.get(b, 1.0)
    for b in range(NUM_BUILDINGS)
)


def best_draft(moves: Sequence[Move], rng: Rng | None = None, noise: float = 0.0) -> Move:
    """Expansion 1 setup draft: the most wanted violet building left (``noise``: Easy's blur)."""
    best = -1e9
    choice = moves[0]
    for m in moves:
        kind, b = decode_move(m)
        if kind != M_DRAFT:
            continue
        v = DRAFT_VALUE[b]
        if noise and rng is not None:
            v += noise * ((rng.next_u64() >> 11) * (1.0 / 9007199254740992.0) - 0.5)
        if v > best:
            best = v
            choice = m
    return choice


def guest_choice(s: PRState, p: int, moves: Sequence[Move]) -> Move | None:
    """Expansion 1, Guest House: the guest's move that raises ``p``'s estimate most (None: keep
    the guests at home for now). A guest moves to any free circle and may use its ability at
    once, so it goes where a colonist is worth most now."""
    row = s.pl[p]
    if row[BLD + GUEST_HOUSE] <= 0:
        return None
    r = rounds_left(s)
    base = player_estimate(s, p, r)
    best = 0.02
    choice: Move | None = None
    for m in moves:
        if type(m) is not int or not GUEST_BASE <= m < GUEST_BASE + GUEST_BUILDING + NUM_BUILDINGS:
            continue
        slot = m - GUEST_BASE
        pos = BLD + slot - GUEST_BUILDING if slot >= GUEST_BUILDING else OCC + slot
        row[BLD + GUEST_HOUSE] -= 1
        row[pos] += 1
        v = player_estimate(s, p, r) - base + guest_now(s, p, slot)
        row[pos] -= 1
        row[BLD + GUEST_HOUSE] += 1
        if v > best:
            best = v
            choice = m
    return choice


def guest_now(s: PRState, p: int, slot: int) -> float:
    """What a guest moved to ``slot`` (a tile kind, or GUEST_BUILDING + building) brings in the
    phase about to be played, beyond the estimate's average (the guests' window opens before
    the Craftsman's production and the Captain's loading)."""
    ph = s.window_for if s.phase == PH_GUESTS else s.phase
    if slot < GUEST_BUILDING:
        if ph == PH_CRAFT and slot < QUARRY:
            return 0.3
        return 0.0
    b = slot - GUEST_BUILDING
    if ph == PH_CRAFT and (B_GOOD[b] >= 0 or b == FACTORY or b == SPECIALTY_FACTORY):
        return 0.3
    if ph == PH_CAPTAIN and b in (HARBOR, WHARF, SMALL_WHARF, LIGHTHOUSE, UNION_HALL,
                                  SMALL_WAREHOUSE, LARGE_WAREHOUSE, STOREHOUSE):
        return 0.5
    if ph == PH_TRADER and b in (SMALL_MARKET, LARGE_MARKET, OFFICE, TRADING_POST):
        return 0.5
    if ph == PH_BUILDER and b in (BLACK_MARKET, CHURCH, UNIVERSITY):
        return 0.3
    return 0.0


# -- the fast policy -------------------------------------------------------------------------------


def fast_move(s: PRState, rng: Rng | None = None, noise: float = 0.0) -> Move:
    """The rules-of-thumb move of the player to act (``noise`` > 0 blurs the role choice)."""
    p = s.cur
    moves = s.legal
    ph = s.phase
    if s.mayor_ask or s.bonus_left:
        return privilege_choice(s, p)
    if s.expansions:
        if ph == PH_DRAFT:
            return best_draft(moves, rng, noise)
        if s.pl[p][BLD + GUEST_HOUSE] > 0:  # Expansion 1: a guest's move first, if worth it
            guest = guest_choice(s, p, moves)
            if guest is not None:
                return guest
            if ph == PH_GUESTS:
                return PASS
        if ph == PH_BUCCANEER:
            return buccaneer_choice(s, p, moves)
        if s.nobles:
            choice = nobles_choice(s, p, ph, moves)
            if choice is not None:
                return choice
        moves = understood(moves)
        if not moves:
            return s.legal[0]
    if ph == PH_ROLE:
        r = rounds_left(s)
        best = -1e9
        choice = moves[0]
        for v, m in role_scores(s, p, r):
            if noise and rng is not None:
                v += noise * ((rng.next_u64() >> 11) * (1.0 / 9007199254740992.0) - 0.5)
            if v > best:
                best = v
                choice = m
        return choice
    if ph == PH_CAPTAIN:
        return best_load(s, p, moves)
    if ph == PH_STORE:
        return best_keep(moves)
    if ph == PH_SETTLER:
        return best_tile(s, p, moves, rounds_left(s))
    if ph == PH_MAYOR:
        return moves[0]  # the engine's proposed placement
    if ph == PH_BUILDER:
        return _best_build(s, p, moves, rounds_left(s))[1]
    if ph == PH_CRAFT:
        return best_extra(moves)
    if ph == PH_TRADER:
        return best_sale(s, p, moves)
    return moves[0]


def rollout_move(s: PRState, rng: Rng) -> Move:
    """Playout policy: the rules of thumb with a few random moves (role choices like Medium's
    when ``ROLLOUT_MEDIUM_ROLES``)."""
    if ROLLOUT_EPSILON and rng.next_u64() < ROLLOUT_EPSILON * 18446744073709551616.0:
        moves = s.legal
        if s.expansions:  # not a random subset, discard or guest's move: a random kind's move
            known = [m for m in moves if not combination_move(m)]
            known = understood(known)
            if known:
                moves = known
        return moves[(rng.next_u64() * len(moves)) >> 64]
    if ROLLOUT_MEDIUM_ROLES and s.phase == PH_ROLE:
        return lookahead_role(s, s.cur)
    return fast_move(s)


def nobles_choice(s: PRState, p: int, ph: int, moves: Sequence[Move]) -> Move | None:
    """Expansion 2's decisions (None: none of them now, or the usual rules decide): the
    ship's noble, the Hunting Lodge, the Royal Supplier, the Land Office."""
    if ph == PH_MAYOR:
        # a noble is a colonist and a VP (and works as a worker wherever it differs not)
        return SHIP_NOBLE if SHIP_NOBLE in moves else None
    if ph == PH_LODGE:
        return lodge_choice(s, p, moves)
    if ph == PH_CAPTAIN:
        return supplier_choice(s, p, moves)
    if ph == PH_TRADER and LAND_BUY in moves:
        row = s.pl[p]
        r = rounds_left(s)
        # a random plantation for a doubloon: worth it while it can still be worked
        if r > 2 and row[ISL] < ISLAND_SPACES - 1 and row[DOUB] > 2:
            return LAND_BUY
    return None


def lodge_choice(s: PRState, p: int, moves: Sequence[Move]) -> Move:
    """Expansion 2, Hunting Lodge with a worker: discard a plantation only when the island is
    full and one of its plantations can never be worked (no circle for it and not corn)."""
    row = s.pl[p]
    if row[ISL] >= ISLAND_SPACES:
        circ = circles(row)
        for g in (1, 2, 3, 4):
            m = LODGE_BASE + g
            if m in moves and row[TILES + g] > circ[g]:
                return m
    return PASS


def supplier_choice(s: PRState, p: int, moves: Sequence[Move]) -> Move | None:
    """Expansion 2, Royal Supplier (before the first Captain turn): a VP each for the barrels
    no ship can take now (they would mostly be lost in storage); one of each kind, a barrel
    per noble. None: the usual rules play the turn."""
    offered = False
    for m in moves:
        if type(m) is int and SUPPLIER_BASE < m < SUPPLIER_BASE + 32:
            offered = True
            break
    if not offered:
        return None
    row = s.pl[p]
    gains: list[tuple[float, int]] = []
    for g in _G:
        have = row[GOODS + g]
        if not have:
            continue
        room = s.ship_room(g)
        if have > room:  # this kind overflows the ships: a barrel of it is a VP for free
            gains.append((1.0 + 0.1 * (have - room) - 0.05 * GOOD_PRICE[g], g))
        elif row[BLD + WHARF] > 0 or row[BLD + SMALL_WHARF] > 0:
            continue
        elif have == 1 and room == 0:
            gains.append((0.9, g))
    gains.sort(reverse=True)
    mask = 0
    for _gain, g in gains[: row[NOB]]:
        mask |= 1 << g
    if mask and SUPPLIER_BASE + mask in moves:
        return SUPPLIER_BASE + mask
    return None


#: the move kinds these heuristics choose among (the base game's and Expansion 1's; a guest's
#: move is chosen apart, by guest_choice)
KNOWN_KINDS = frozenset(range(M_PRIVILEGE_ONE + 1)) - {M_GUEST}


def understood(moves: Sequence[Move]) -> list[Move]:
    """The moves the per-phase rules know (a later expansion's kinds are left out: where only
    those remain, the engine's first legal move is played)."""
    return [m for m in moves if decode_move(m)[0] in KNOWN_KINDS]


def combination_move(m: Move) -> bool:
    """A Small Wharf shipment or a Royal Supplier trade (moves that come by subsets)."""
    return type(m) is int and (m >= SMALL_WHARF_BASE or SUPPLIER_BASE < m < SUPPLIER_BASE + 32)


def prune_combinations(s: PRState, p: int, moves: list[Move]) -> list[Move]:
    """The search's candidates where Expansion 1 multiplies the moves: of the Black Market's
    ways to pay, the cheapest per building; of the Small Wharf's subsets, the rules' one."""
    if s.phase == PH_BUILDER:
        row = s.pl[p]
        out: list[Move] = []
        cheapest: dict[tuple[int, bool], tuple[float, int]] = {}
        for m in moves:
            if type(m) is int and m >= BLACK_MARKET_BASE:
                b, uni, source, good, vp = black_market_parts(m)
                loss = black_market_loss(row, source, good, vp)
                if m & BLACK_MARKET_NOBLE:
                    loss += 1.0
                seen = cheapest.get((b, uni))
                if seen is None or loss < seen[0]:
                    cheapest[(b, uni)] = (loss, m)
            else:
                out.append(m)
        return out + [m for _loss, m in cheapest.values()]
    if s.phase == PH_CAPTAIN:
        out = [m for m in moves if not combination_move(m)]
        if len(out) < len(moves):
            pick = small_wharf_choice(s.pl[p])
            if pick is not None and pick in moves:
                out.append(pick)
            if s.nobles:
                pick = supplier_choice(s, p, moves)
                if pick is not None:
                    out.append(pick)
        return out
    return moves


def medium_move(s: PRState, p: int) -> Move:
    """The Medium player's move: look-ahead for roles, rules and a placement optimizer else."""
    ph = s.phase
    if ph == PH_ROLE:
        if s.expansions and s.pl[p][BLD + GUEST_HOUSE] > 0:
            guest = guest_choice(s, p, s.legal)
            if guest is not None:
                return guest
        return lookahead_role(s, p)
    if s.placing():
        return mayor_placement(s, p)
    return fast_move(s)


def lookahead_role(s: PRState, p: int) -> Move:
    """Medium's role: the best blend of :func:`lookahead_values` and :func:`role_scores`."""
    roles = len(s.role_kind)
    values: dict[Move, float] = {m: 0.0 for m in s.legal if 0 <= m - ROLE_BASE < roles}
    if MEDIUM_LOOKAHEAD:
        for m, v in lookahead_values(s, p).items():
            values[m] += MEDIUM_LOOKAHEAD * v
    if MEDIUM_RULES:
        for v, m in role_scores(s, p, rounds_left(s)):
            values[m] += MEDIUM_RULES * v
    best = -1e9
    choice = next(iter(values), s.legal[0])
    for m, v in values.items():
        if v > best:
            best = v
            choice = m
    return choice


def lookahead_values(s: PRState, p: int) -> dict[Move, float]:
    """Each role move's value for ``p``: the role's phase is played to its end with the rules
    (every player), then my estimate minus the average and the best of the others'."""
    n = s.num_players
    out: dict[Move, float] = {}
    seen: dict[tuple[int, int], float] = {}
    for m in s.legal:
        card = m - ROLE_BASE
        if not 0 <= card < len(s.role_kind):  # an expansion's move (a guest's): not a role
            continue
        key = (s.role_kind[card], s.role_coins[card])
        if key in seen:
            out[m] = seen[key]
            continue
        t = s.clone()
        t.apply_unchecked(m, p)
        guard = 0
        while t.phase != PH_ROLE and t.phase != PH_OVER and guard < 200:
            if t.placing():
                mv: Move = mayor_placement(t, t.cur)
            else:
                mv = fast_move(t)
            t.apply_unchecked(mv, t.cur)
            guard += 1
        est = estimate(t)
        others = [est[q] for q in range(n) if q != p]
        v = est[p] - 0.5 * (sum(others) / len(others)) - 0.5 * max(others)
        seen[key] = v
        out[m] = v
    return out


def role_priors(
    s: PRState, p: int, moves: Sequence[Move], temp: float = 0.7, lookahead: bool = False
) -> list[float]:
    """Search priors for the role choice: a softmax of :func:`role_scores` (or, with
    ``lookahead``, of the slower and better :func:`lookahead_values`)."""
    if lookahead:
        scores = lookahead_values(s, p)
    else:
        scores = {m: v for v, m in role_scores(s, p, rounds_left(s))}
    if len(scores) < len(moves):  # a guest's moves (Expansion 1): the rules' pick or little
        guest = guest_choice(s, p, moves) if s.expansions else None
        top = max(scores.values(), default=0.0)
        for m in moves:
            if m not in scores:
                scores[m] = top if m == guest else top - 3.0 * temp
    vals = [scores.get(m, 0.0) for m in moves]
    top = max(vals)
    return [math.exp((v - top) / temp) + 0.05 for v in vals]
