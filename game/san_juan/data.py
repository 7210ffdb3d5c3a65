"""San Juan game data: the 29 card types (110 cards), the five trading-house tiles, the roles.

Every card is a building (face up in a city), money (in a hand) or a good (face down on a
production building). Card types are rows here, indexed by small ints (``CARDS[i]``) so the engine
can count with plain lists; texts (records, JSON, the UI's keys) always use the ``id``.

Numbers: ``/work/shared/GAME_DATA.md`` D.1-D.3, checked against the first-edition rulebook
(``/work/shared/rules/001_c356f9b3e629c226.txt``), which is the authority.
"""

from __future__ import annotations

from dataclasses import dataclass

# -- goods -----------------------------------------------------------------------------------------

INDIGO, SUGAR, TOBACCO, COFFEE, SILVER = range(5)
NUM_GOODS = 5
GOOD_IDS: tuple[str, ...] = ("indigo", "sugar", "tobacco", "coffee", "silver")

# -- card types ------------------------------------------------------------------------------------

PRODUCTION, VIOLET = "production", "violet"


@dataclass(frozen=True)
class Card:
    """One card type as printed: what it costs to build, its VP and how many copies exist."""

    index: int
    id: str  # stable text id (records, JSON, catalogs)
    name: str  # English name (the UI translates it; Italian from the first-edition book)
    kind: str  # PRODUCTION or VIOLET
    cost: int
    vp: int  # printed VP (0 for the 6-cost buildings: they score at the end)
    copies: int
    good: int | None = None  # the good a production building makes
    monument: bool = False  # Statue, Victory Column, Hero (the Triumphal Arch counts these)
    six: bool = False  # the four 6-cost buildings scored at the end

    @property
    def production(self) -> bool:
        return self.kind == PRODUCTION

    @property
    def violet(self) -> bool:
        return self.kind == VIOLET


_ROWS: tuple[tuple, ...] = (
    # id, English name, kind, cost, vp, copies, extras
    ("indigo_plant", "Indigo Plant", PRODUCTION, 1, 1, 10, {"good": INDIGO}),
    ("sugar_mill", "Sugar Mill", PRODUCTION, 2, 1, 8, {"good": SUGAR}),
    ("tobacco_storage", "Tobacco Storage", PRODUCTION, 3, 2, 8, {"good": TOBACCO}),
    ("coffee_roaster", "Coffee Roaster", PRODUCTION, 4, 2, 8, {"good": COFFEE}),
    ("silver_smelter", "Silver Smelter", PRODUCTION, 5, 3, 8, {"good": SILVER}),
    ("smithy", "Smithy", VIOLET, 1, 1, 3, {}),
    ("gold_mine", "Gold Mine", VIOLET, 1, 1, 3, {}),
    ("archive", "Archive", VIOLET, 1, 1, 3, {}),
    ("poor_house", "Poor House", VIOLET, 2, 1, 3, {}),
    ("black_market", "Black Market", VIOLET, 2, 1, 3, {}),
    ("trading_post", "Trading Post", VIOLET, 2, 1, 3, {}),
    ("well", "Well", VIOLET, 2, 1, 3, {}),
    ("market_stand", "Market Stand", VIOLET, 2, 1, 3, {}),
    ("crane", "Crane", VIOLET, 2, 1, 3, {}),
    ("chapel", "Chapel", VIOLET, 3, 2, 3, {}),
    ("tower", "Tower", VIOLET, 3, 2, 3, {}),
    ("aqueduct", "Aqueduct", VIOLET, 3, 2, 3, {}),
    ("carpenter", "Carpenter", VIOLET, 3, 2, 3, {}),
    ("prefecture", "Prefecture", VIOLET, 3, 2, 3, {}),
    ("market_hall", "Market Hall", VIOLET, 4, 2, 3, {}),
    ("quarry", "Quarry", VIOLET, 4, 2, 3, {}),
    ("library", "Library", VIOLET, 5, 3, 3, {}),
    ("statue", "Statue", VIOLET, 3, 3, 3, {"monument": True}),
    ("victory_column", "Victory Column", VIOLET, 4, 4, 3, {"monument": True}),
    ("hero", "Hero", VIOLET, 5, 5, 3, {"monument": True}),
    ("guild_hall", "Guild Hall", VIOLET, 6, 0, 2, {"six": True}),
    ("city_hall", "City Hall", VIOLET, 6, 0, 2, {"six": True}),
    ("triumphal_arch", "Triumphal Arch", VIOLET, 6, 0, 2, {"six": True}),
    ("palace", "Palace", VIOLET, 6, 0, 2, {"six": True}),
)

CARDS: tuple[Card, ...] = tuple(
    Card(i, cid, name, kind, cost, vp, copies, **extra)
    for i, (cid, name, kind, cost, vp, copies, extra) in enumerate(_ROWS)
)
NUM_CARD_TYPES = len(CARDS)
CARD_INDEX: dict[str, int] = {c.id: c.index for c in CARDS}
TOTAL_CARDS = sum(c.copies for c in CARDS)  # 110

# Handy indices (the engine's hooks name the buildings they implement).
(INDIGO_PLANT, SUGAR_MILL, TOBACCO_STORAGE, COFFEE_ROASTER, SILVER_SMELTER, SMITHY, GOLD_MINE,
 ARCHIVE, POOR_HOUSE, BLACK_MARKET, TRADING_POST, WELL, MARKET_STAND, CRANE, CHAPEL, TOWER,
 AQUEDUCT, CARPENTER, PREFECTURE, MARKET_HALL, QUARRY, LIBRARY, STATUE, VICTORY_COLUMN, HERO,
 GUILD_HALL, CITY_HALL, TRIUMPHAL_ARCH, PALACE) = range(NUM_CARD_TYPES)

# The production building of each good, by good.
PRODUCER_OF: tuple[int, ...] = (INDIGO_PLANT, SUGAR_MILL, TOBACCO_STORAGE, COFFEE_ROASTER,
                                SILVER_SMELTER)

# -- trading-house tiles ---------------------------------------------------------------------------

# Cards received per good sold, by good (indigo, sugar, tobacco, coffee, silver). Five tiles,
# shuffled face down at setup; each Trader phase reveals the top one, which then goes to the bottom.
TILES: tuple[tuple[int, ...], ...] = (
    (1, 1, 1, 2, 2),
    (1, 1, 2, 2, 2),
    (1, 1, 2, 2, 3),
    (1, 2, 2, 2, 3),
    (1, 2, 2, 3, 3),
)

# -- roles -----------------------------------------------------------------------------------------

BUILDER, PRODUCER, TRADER, COUNCILLOR, PROSPECTOR = range(5)
NUM_ROLES = 5
ROLE_IDS: tuple[str, ...] = ("builder", "producer", "trader", "councillor", "prospector")
ROLE_NAMES: tuple[str, ...] = ("Builder", "Producer", "Trader", "Councillor", "Prospector")

# -- setup and limits ------------------------------------------------------------------------------

MIN_PLAYERS, MAX_PLAYERS = 2, 4
START_HAND = 4  # cards dealt to each player besides their Indigo Plant
HAND_LIMIT = 7  # checked at the start of each round, after the Chapel
TOWER_HAND_LIMIT = 12
END_BUILDINGS = 12  # the Builder phase in which someone builds a 12th building ends the game
COUNCILLOR_DRAW = 2  # draw 2, keep 1
COUNCILLOR_PRIVILEGE_DRAW = 3  # the Councillor draws 3 more (5 in all)
GOLD_MINE_DRAW = 4
TRIUMPHAL_ARCH_VP = (0, 4, 6, 8)  # by number of different monuments
