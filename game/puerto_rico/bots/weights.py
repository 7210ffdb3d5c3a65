"""Puerto Rico bots' weights: plain module constants (upper case, immutable), what a tuning
experiment edits. The heuristics read them from here (:mod:`.evaluation`, :mod:`.choices`,
:mod:`.roles`, :mod:`.rules`).
"""

from __future__ import annotations

from game.puerto_rico.data import (
    AQUEDUCT,
    BLACK_MARKET,
    CHAPEL,
    CHURCH,
    CITY_HALL,
    CLOISTER,
    CONSTRUCTION_HUT,
    CUSTOMS_HOUSE,
    FACTORY,
    FOREST_HOUSE,
    FORTRESS,
    GUEST_HOUSE,
    GUILD_HALL,
    HACIENDA,
    HARBOR,
    HOSPICE,
    HUNTING_LODGE,
    JEWELER,
    LAND_OFFICE,
    LARGE_MARKET,
    LARGE_WAREHOUSE,
    LIBRARY,
    LIGHTHOUSE,
    NUM_BUILDINGS,
    OFFICE,
    RESIDENCE,
    ROYAL_GARDEN,
    ROYAL_SUPPLIER,
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
    WHARF,
    ZONING_OFFICE,
)

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
def per_building(values: dict[int, float], default: float) -> tuple[float, ...]:
    """A weight per building type: ``values``' own, ``default`` for the others."""
    return tuple(values.get(b, default) for b in range(NUM_BUILDINGS))


VIOLET_ROUND = per_building(
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
    },
    0.0,
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


#: the setup draft: how much a player wants each violet building on the board (about what it
#: brings a player who buys it; the spaces are filled by printed cost, so these compare
#: buildings of one cost: Small Market / Aqueduct, ..., the large ones)
DRAFT_VALUE = per_building(
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
    },
    1.0,
)

