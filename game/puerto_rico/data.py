"""Puerto Rico game data: goods, island tile kinds, buildings, roles and setup tables.

Everything the rules count is a row of data here, indexed by small ints, so the engine can use
plain lists of ints. Expansions add rows (new buildings, a forest tile kind, new roles) and hooks;
the indices of the base rows below are part of the saved-state format only through their text ids
(JSON uses the ids, never the indices), so rows may be appended later.

Numbers: ``/work/shared/GAME_DATA.md`` A.1-A.6, checked against the 2020 rulebook (authority).
"""

from __future__ import annotations

from dataclasses import dataclass

# -- goods and island tiles ------------------------------------------------------------------------

CORN, INDIGO, SUGAR, TOBACCO, COFFEE = range(5)
NUM_GOODS = 5
GOOD_IDS: tuple[str, ...] = ("corn", "indigo", "sugar", "tobacco", "coffee")
GOOD_NAMES: tuple[str, ...] = ("corn", "indigo", "sugar", "tobacco", "coffee")
GOOD_PRICE: tuple[int, ...] = (0, 1, 2, 3, 4)
GOOD_BARRELS: tuple[int, ...] = (10, 11, 11, 9, 9)

# Island tile kinds: the five plantations (same index as their good), then the quarry. (A
# forest, Expansion 1, is no tile kind: a counter of the player's row, layout.FOREST.)
QUARRY = 5
NUM_TILE_KINDS = 6
TILE_IDS: tuple[str, ...] = ("corn", "indigo", "sugar", "tobacco", "coffee", "quarry")
TILE_NAMES: tuple[str, ...] = (
    "corn plantation",
    "indigo plantation",
    "sugar plantation",
    "tobacco plantation",
    "coffee plantation",
    "quarry",
)
# Colonist circles on one island tile of each kind.
TILE_CIRCLES: tuple[int, ...] = (1, 1, 1, 1, 1, 1)
PLANTATION_TILES: tuple[int, ...] = (10, 12, 11, 9, 8)
QUARRY_TILES = 8
ISLAND_SPACES = 12
CITY_SPACES = 12

# -- buildings -------------------------------------------------------------------------------------

# Building kinds
PROD_SMALL, PROD_LARGE, VIOLET_SMALL, VIOLET_LARGE = range(4)

# Which box a building comes from (``Building.expansion``): the base game, then the rulebook's
# ESPANSIONE 1-4. An expansion appends its rows with its tag; the game option ``expansions``
# (names in EXPANSION_OPTIONS) decides which tags are in play.
EXPANSIONS: tuple[str, ...] = ("base", "new_buildings", "nobles", "buccaneer", "festival")
# The option names of the four expansions (``PRState.new(..., expansions=...)``, the CLI's
# ``--expansions``) and the tag each puts in play.
EXPANSION_OPTIONS: dict[str, str] = {
    "buildings": "new_buildings",
    "nobles": "nobles",
    "buccaneer": "buccaneer",
    "festival": "festival",
}


_E1 = "new_buildings"
_E2 = "nobles"
NO_GOOD = -1


@dataclass(frozen=True)
class Building:
    """One building type as printed on its tile."""

    id: str
    name: str
    kind: int  # PROD_SMALL / PROD_LARGE / VIOLET_SMALL / VIOLET_LARGE
    cost: int
    vp: int
    circles: int  # colonist circles
    column: int  # board column = the most occupied quarries that can discount it
    copies: int  # copies for 3-5 players
    good: int = -1  # the good produced (production buildings only)
    expansion: str = "base"  # the box it comes from (see EXPANSIONS)

    @property
    def spaces(self) -> int:
        """City spaces taken (large violet buildings take two)."""
        return 2 if self.kind == VIOLET_LARGE else 1

    @property
    def is_production(self) -> bool:
        return self.kind in (PROD_SMALL, PROD_LARGE)

    @property
    def is_violet(self) -> bool:
        return self.kind in (VIOLET_SMALL, VIOLET_LARGE)


BUILDINGS: tuple[Building, ...] = (
    Building("small_indigo_plant", "Small Indigo Plant", PROD_SMALL, 1, 1, 1, 1, 4, INDIGO),
    Building("small_sugar_mill", "Small Sugar Mill", PROD_SMALL, 2, 1, 1, 1, 4, SUGAR),
    Building("large_indigo_plant", "Large Indigo Plant", PROD_LARGE, 3, 2, 3, 2, 3, INDIGO),
    Building("large_sugar_mill", "Large Sugar Mill", PROD_LARGE, 4, 2, 3, 2, 3, SUGAR),
    Building("tobacco_storage", "Tobacco Storage", PROD_LARGE, 5, 3, 3, 3, 3, TOBACCO),
    Building("coffee_roaster", "Coffee Roaster", PROD_LARGE, 6, 3, 2, 3, 3, COFFEE),
    Building("small_market", "Small Market", VIOLET_SMALL, 1, 1, 1, 1, 2),
    Building("hacienda", "Hacienda", VIOLET_SMALL, 2, 1, 1, 1, 2),
    Building("construction_hut", "Construction Hut", VIOLET_SMALL, 2, 1, 1, 1, 2),
    Building("small_warehouse", "Small Warehouse", VIOLET_SMALL, 3, 1, 1, 1, 2),
    Building("hospice", "Hospice", VIOLET_SMALL, 4, 2, 1, 2, 2),
    Building("office", "Office", VIOLET_SMALL, 5, 2, 1, 2, 2),
    Building("large_market", "Large Market", VIOLET_SMALL, 5, 2, 1, 2, 2),
    Building("large_warehouse", "Large Warehouse", VIOLET_SMALL, 6, 2, 1, 2, 2),
    Building("factory", "Factory", VIOLET_SMALL, 7, 3, 1, 3, 2),
    Building("university", "University", VIOLET_SMALL, 8, 3, 1, 3, 2),
    Building("harbor", "Harbor", VIOLET_SMALL, 8, 3, 1, 3, 2),
    Building("wharf", "Wharf", VIOLET_SMALL, 9, 3, 1, 3, 2),
    Building("guild_hall", "Guild Hall", VIOLET_LARGE, 10, 4, 1, 4, 1),
    Building("residence", "Residence", VIOLET_LARGE, 10, 4, 1, 4, 1),
    Building("fortress", "Fortress", VIOLET_LARGE, 10, 4, 1, 4, 1),
    Building("customs_house", "Customs House", VIOLET_LARGE, 10, 4, 1, 4, 1),
    Building("city_hall", "City Hall", VIOLET_LARGE, 10, 4, 1, 4, 1),
    # Expansion 1, New Buildings (GAME_DATA B; the rulebook's ESPANSIONE 1). Violet buildings: in
    # play only when drafted onto the board at setup.
    Building("aqueduct", "Aqueduct", VIOLET_SMALL, 1, 1, 1, 1, 2, NO_GOOD, _E1),
    Building("black_market", "Black Market", VIOLET_SMALL, 2, 1, 1, 1, 2, NO_GOOD, _E1),
    Building("forest_house", "Forest House", VIOLET_SMALL, 2, 1, 1, 1, 2, NO_GOOD, _E1),
    Building("storehouse", "Storehouse", VIOLET_SMALL, 3, 1, 1, 1, 2, NO_GOOD, _E1),
    Building("guest_house", "Guest House", VIOLET_SMALL, 4, 2, 2, 2, 2, NO_GOOD, _E1),
    Building("trading_post", "Trading Post", VIOLET_SMALL, 5, 2, 1, 2, 2, NO_GOOD, _E1),
    Building("church", "Church", VIOLET_SMALL, 5, 2, 1, 2, 2, NO_GOOD, _E1),
    Building("small_wharf", "Small Wharf", VIOLET_SMALL, 6, 2, 1, 2, 2, NO_GOOD, _E1),
    Building("lighthouse", "Lighthouse", VIOLET_SMALL, 7, 3, 1, 3, 2, NO_GOOD, _E1),
    Building("specialty_factory", "Specialty Factory", VIOLET_SMALL, 8, 3, 1, 3, 2, NO_GOOD, _E1),
    Building("library", "Library", VIOLET_SMALL, 8, 3, 1, 3, 2, NO_GOOD, _E1),
    Building("union_hall", "Union Hall", VIOLET_SMALL, 9, 3, 1, 3, 2, NO_GOOD, _E1),
    Building("cloister", "Cloister", VIOLET_LARGE, 10, 4, 1, 4, 1, NO_GOOD, _E1),
    Building("statue", "Statue", VIOLET_LARGE, 10, 8, 0, 4, 1, NO_GOOD, _E1),
    # Expansion 2, Nobles (GAME_DATA C; the rulebook's ESPANSIONE 2): seven commercial buildings
    # and the Jeweler, a small production building of no good ("2 Edifici di Produzione
    # piccoli") that counts as a large one for the end bonuses (rows.large_bonus).
    Building("land_office", "Land Office", VIOLET_SMALL, 2, 1, 1, 1, 2, NO_GOOD, _E2),
    Building("chapel", "Chapel", VIOLET_SMALL, 3, 1, 1, 1, 2, NO_GOOD, _E2),
    Building("hunting_lodge", "Hunting Lodge", VIOLET_SMALL, 4, 2, 1, 2, 2, NO_GOOD, _E2),
    Building("zoning_office", "Zoning Office", VIOLET_SMALL, 5, 2, 1, 2, 2, NO_GOOD, _E2),
    Building("royal_supplier", "Royal Supplier", VIOLET_SMALL, 6, 2, 1, 2, 2, NO_GOOD, _E2),
    Building("villa", "Villa", VIOLET_SMALL, 7, 3, 1, 3, 2, NO_GOOD, _E2),
    Building("jeweler", "Jeweler", PROD_SMALL, 8, 3, 1, 3, 2, NO_GOOD, _E2),
    Building("royal_garden", "Royal Garden", VIOLET_LARGE, 10, 4, 1, 4, 1, NO_GOOD, _E2),
)
NUM_BUILDINGS = len(BUILDINGS)
assert all(b.expansion in EXPANSIONS for b in BUILDINGS)
BUILDING_INDEX: dict[str, int] = {b.id: i for i, b in enumerate(BUILDINGS)}

(
    SMALL_INDIGO_PLANT,
    SMALL_SUGAR_MILL,
    LARGE_INDIGO_PLANT,
    LARGE_SUGAR_MILL,
    TOBACCO_STORAGE,
    COFFEE_ROASTER,
    SMALL_MARKET,
    HACIENDA,
    CONSTRUCTION_HUT,
    SMALL_WAREHOUSE,
    HOSPICE,
    OFFICE,
    LARGE_MARKET,
    LARGE_WAREHOUSE,
    FACTORY,
    UNIVERSITY,
    HARBOR,
    WHARF,
    GUILD_HALL,
    RESIDENCE,
    FORTRESS,
    CUSTOMS_HOUSE,
    CITY_HALL,
    AQUEDUCT,
    BLACK_MARKET,
    FOREST_HOUSE,
    STOREHOUSE,
    GUEST_HOUSE,
    TRADING_POST,
    CHURCH,
    SMALL_WHARF,
    LIGHTHOUSE,
    SPECIALTY_FACTORY,
    LIBRARY,
    UNION_HALL,
    CLOISTER,
    STATUE,
    LAND_OFFICE,
    CHAPEL,
    HUNTING_LODGE,
    ZONING_OFFICE,
    ROYAL_SUPPLIER,
    VILLA,
    JEWELER,
    ROYAL_GARDEN,
) = range(45)
B_EXPANSION: tuple[str, ...] = tuple(b.expansion for b in BUILDINGS)

# Expansion 1 setup draft: the violet spaces of the board by printed cost (small: 1 at cost 1,
# 2 at 2, ...; large: 5 at 10), which drafted buildings fill by matching cost (GAME_DATA A.3).
DRAFT_SPACES: dict[int, int] = {1: 1, 2: 2, 3: 1, 4: 1, 5: 2, 6: 1, 7: 1, 8: 2, 9: 1, 10: 5}
# Church: VP for building from board column 1/2/3/4.
CHURCH_BONUS: tuple[int, ...] = (0, 0, 1, 1, 2)
# Cloister: VP by sets of 3 same-kind island tiles (0..4 sets).
CLOISTER_BONUS: tuple[int, ...] = (0, 1, 3, 6, 10)
STOREHOUSE_BARRELS = 3  # extra barrels of any kinds kept

# Expansion 2 (Nobles). The buildings whose effect depends on a worker or a noble in their circle
# (bit i of a player's ``layout.NMASK``: NOBLE_BUILDINGS[i] holds a noble).
NOBLE_BUILDINGS: tuple[int, ...] = (ZONING_OFFICE, CHAPEL, HUNTING_LODGE, LAND_OFFICE)
NOBLE_BIT: dict[int, int] = {b: 1 << i for i, b in enumerate(NOBLE_BUILDINGS)}
NOBLES = 20  # red discs in the box
COLONISTS = 100  # colonists in the box ("Usa tutti i lavoratori", 3-5 players)
# With Expansion 1 the draft also fills the red spaces (ESPANSIONE 1: "compresi gli spazi con le
# scritte in rosso"): one per Nobles commercial building, by its printed cost (rules-notes).
RED_DRAFT_SPACES: dict[int, int] = {2: 1, 3: 1, 4: 1, 5: 1, 6: 1, 7: 1, 10: 1}
HUNTING_LODGE_VP = 2


# Flat tables for the hot path.
B_COST: tuple[int, ...] = tuple(b.cost for b in BUILDINGS)
B_VP: tuple[int, ...] = tuple(b.vp for b in BUILDINGS)
B_CIRCLES: tuple[int, ...] = tuple(b.circles for b in BUILDINGS)
B_COLUMN: tuple[int, ...] = tuple(b.column for b in BUILDINGS)
B_SPACES: tuple[int, ...] = tuple(b.spaces for b in BUILDINGS)
B_GOOD: tuple[int, ...] = tuple(b.good for b in BUILDINGS)
B_KIND: tuple[int, ...] = tuple(b.kind for b in BUILDINGS)
PRODUCTION_BUILDINGS: tuple[int, ...] = tuple(i for i, b in enumerate(BUILDINGS) if b.is_production)
# Production buildings for each good (corn has none).
GOOD_BUILDINGS: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i, b in enumerate(BUILDINGS) if b.good == g) for g in range(NUM_GOODS)
)

# Factory: doubloons by number of kinds produced (0..5).
FACTORY_BONUS: tuple[int, ...] = (0, 0, 1, 2, 3, 5)
# Residence: VP by filled island spaces (index 0..12).
RESIDENCE_BONUS: tuple[int, ...] = (4,) * 10 + (5, 6, 7)

# -- roles -----------------------------------------------------------------------------------------

SETTLER, MAYOR, BUILDER, CRAFTSMAN, TRADER, CAPTAIN, PROSPECTOR = range(7)
BUCCANEER = 7  # Expansion 3: one extra card added to the player count's roles
ROLE_IDS: tuple[str, ...] = (
    "settler",
    "mayor",
    "builder",
    "craftsman",
    "trader",
    "captain",
    "prospector",
    "buccaneer",
)
ROLE_NAMES: tuple[str, ...] = (
    "Settler",
    "Mayor",
    "Builder",
    "Craftsman",
    "Trader",
    "Captain",
    "Prospector",
    "Buccaneer",
)

# -- setup by player count -------------------------------------------------------------------------


@dataclass(frozen=True)
class Setup:
    """Everything that depends on the number of players."""

    doubloons: int
    start_tiles: tuple[int, ...]  # starting plantation of each seat, governor first
    vp_chips: int
    ships: tuple[int, ...]
    ship_colonists: int
    supply_colonists: int
    roles: tuple[int, ...]  # the role cards in play (kinds; Prospector may appear twice)
    picks_per_round: int
    plantations_removed: int  # removed per kind (2 players)
    quarries_removed: int
    goods_removed: int  # removed per kind
    two_player_buildings: bool  # 1 of each violet, 2 of each production building


_ROLES_6 = (SETTLER, MAYOR, BUILDER, CRAFTSMAN, TRADER, CAPTAIN)

SETUPS: dict[int, Setup] = {
    2: Setup(3, (INDIGO, CORN), 65, (4, 6), 2, 40, (*_ROLES_6, PROSPECTOR), 6, 3, 3, 2, True),
    3: Setup(2, (INDIGO, INDIGO, CORN), 76, (4, 5, 6), 3, 55, _ROLES_6, 3, 0, 0, 0, False),
    4: Setup(
        3,
        (INDIGO, INDIGO, CORN, CORN),
        101,
        (5, 6, 7),
        4,
        75,
        (*_ROLES_6, PROSPECTOR),
        4,
        0,
        0,
        0,
        False,
    ),
    5: Setup(
        4,
        (INDIGO, INDIGO, INDIGO, CORN, CORN),
        126,
        (6, 7, 8),
        5,
        95,
        (*_ROLES_6, PROSPECTOR, PROSPECTOR),
        5,
        0,
        0,
        0,
        False,
    ),
}

# -- Expansion 3 (Buccaneer) and Expansion 4 (Festival) -------------------------------------------

BUCCANEER_KEEP = 3  # Piracy: barrels kept at most; Raid: colonists kept at most
PLUNDER_VP_PER_GOOD = 1  # Plunder: VP per good removed from the trading house
FESTIVAL_PRODUCTION_POOL = 3  # Festival production goal: barrels drawn from 3 of each kind
FESTIVAL_PRODUCTION_DRAWN = 3
FESTIVAL_PLANTATIONS = 3  # plantation goal: 3 tiles of the shown kind
FESTIVAL_COLONISTS = 3  # its reward
FESTIVAL_DOUBLOONS = 3  # the production goal's reward
FESTIVAL_VP = 3  # the construction goal's reward
FESTIVAL_BUILDING_VP = 3  # the construction goal is drawn among the buildings worth 3 VP


# Doubloons in the box (43 x 1 + 8 x 5). The bank is treated as unlimited (see rules notes); the
# engine still tracks what it holds so conservation can be checked (it may go negative).
BANK_TOTAL = 83


def building_copies(index: int, players: int) -> int:
    """Copies of a building in play for ``players`` players."""
    b = BUILDINGS[index]
    if SETUPS[players].two_player_buildings:
        return 2 if b.is_production else 1
    return b.copies
