"""Río de la Plata's numbers: the minor buildings and their tiles, the major buildings' grids, the
production grids, the offices, the timeline and the enemies' track, the starting resources. Each
number's reason is in ``docs/rio-de-la-plata-board.md`` (the rulebook's tables lost their symbols
and its board; the design page reconstructs them sentence by sentence).
"""

from __future__ import annotations

from dataclasses import dataclass

# -- resources and the like ------------------------------------------------------------------------

STONE, WOOD, PRECIOUS = 0, 1, 2
RESOURCES = ("stone", "wood", "precious")
RESOURCE_BY_NAME = {name: i for i, name in enumerate(RESOURCES)}

MIN_PLAYERS, MAX_PLAYERS = 2, 5
WORKERS = 10  # discs per player; one marks the turn order, so 9 work
PLACEMENTS = 5  # "fino a 5 delle proprie pedine lavoratore" a year
MAX_ON_SQUARE = 3  # "più di 3 pedine lavoratore in un singolo spazio" is not allowed
YEARS, SHORT_YEARS = 20, 15  # 1580–1599; the short game 1580–1594
FIRST_YEAR = 1580

EXPERIENCE = ("beginner", "intermediate", "expert")
# Starting stone, wood and silver by experience ("PRINCIPIANTI: 4 pietra e 4 legno, 4 monete").
START = {"beginner": 4, "intermediate": 3, "expert": 2}
# The attackers' bonus modifier by experience ("Principianti ... -2. ... Intermedi ... -1").
EXPERIENCE_BONUS = {"beginner": -2, "intermediate": -1, "expert": 0}
# The optional player-count modifier ("in 5 giocatori ... -2, in 4 giocatori di -1").
COUNT_BONUS = {2: 0, 3: 0, 4: -1, 5: -2}


# -- minor buildings ------------------------------------------------------------------------------

@dataclass(frozen=True)
class Minor:
    """A minor building: what building it costs (workers on its square, resources), what it
    needs there first, what it is worth when built, and whether a worker activates it."""

    id: str
    name: str
    workers: int
    cost: tuple[int, int, int]  # stone, wood, precious
    vp: int = 0
    requires: str | None = None  # the building it replaces on its square (its tile turned over)
    activated: bool = False
    one_per_district: bool = False
    productive: bool = False  # counts against a district's value (the 2nd and later: -1 each)


MINORS: tuple[Minor, ...] = (
    Minor("hut", "Hut", 2, (0, 0, 0)),
    Minor("house", "House", 1, (1, 1, 0), requires="hut"),
    Minor("stonecutter", "Stonecutter", 1, (0, 2, 0), activated=True, productive=True),
    Minor("carpenter", "Carpenter", 1, (2, 0, 0), activated=True, productive=True),
    Minor("market", "Market", 2, (2, 2, 0), activated=True, productive=True),
    Minor("guild", "Guild", 2, (2, 2, 1), requires="market", activated=True, productive=True),
    Minor("piazza", "Piazza", 1, (1, 1, 0), vp=6),
    Minor("monument", "Monument", 2, (1, 0, 1), vp=3, requires="piazza", one_per_district=True),
    Minor("garden", "Garden", 2, (0, 1, 1), vp=3, requires="piazza", one_per_district=True),
    Minor("barracks", "Barracks", 2, (3, 2, 1), vp=6, one_per_district=True),
    Minor("church", "Church", 2, (1, 2, 1), vp=3, activated=True, one_per_district=True),
)
MINOR_BY_ID = {m.id: m for m in MINORS}
HUT, HOUSE = "hut", "house"
PIAZZA_BUILDINGS = 5  # a Piazza needs 5 minor buildings (or walls) around it

# The tiles ("COMPONENTI"): each double-sided, the two buildings it shows and how many there are.
# A hut/house tile belongs to its colour (13 each). A Piazza is built on a piazza/monument or a
# piazza/garden tile, which decides what it can become.
TILES: tuple[tuple[str, tuple[str, str], int], ...] = (
    ("stonecutter_carpenter", ("stonecutter", "carpenter"), 6),
    ("market_guild", ("market", "guild"), 4),
    ("piazza_monument", ("piazza", "monument"), 3),
    ("piazza_garden", ("piazza", "garden"), 3),
    ("church_barracks", ("church", "barracks"), 5),
)
TILE_IDS = tuple(t[0] for t in TILES)
HOUSE_TILES = 13  # per colour
# The tiles a building can stand on.
TILES_OF: dict[str, tuple[int, ...]] = {
    b: tuple(i for i, (_, sides, _) in enumerate(TILES) if b in sides)
    for m in MINORS for b in [m.id] if m.id not in (HUT, HOUSE)}


# -- the major buildings' grids ----------------------------------------------------------------

@dataclass(frozen=True)
class Major:
    """A major building's grid: its boxes' VP (2–3 players), the boxes added with 4+ and 5
    players, the cost of a worker in a box, and what completing it does."""

    id: str
    name: str
    boxes: tuple[int, ...]
    four: tuple[int, ...] = ()  # boxes in play with 4 or 5 players (orange)
    five: tuple[int, ...] = ()  # boxes in play with 5 players (green)
    cost: tuple[int, int, int] = (1, 1, 0)  # stone, wood, precious per box
    either: bool = False  # the cost is 1 stone *or* 1 wood (the Walls)
    bonus: int = 0  # VP to the completer
    reusable: bool = False  # the grid is emptied and used again (Walls, Roads)
    pieces: int = 0  # walls or road segments the completer places


MAJORS: tuple[Major, ...] = (
    Major("palace", "Palace", (6, 5, 4, 4, 3, 3, 2, 1, 0), four=(4,), five=(3,)),
    Major("cathedral", "Cathedral", (6, 5, 4, 3, 3, 2, 2, 1, 0), four=(3,), five=(2,)),
    Major("fort", "Fort", (5, 4, 4, 4, 3, 2, 2, 1, 0), four=(3,), five=(2,), bonus=4),
    Major("port", "Port", (5, 4, 3, 3, 2, 1, 0), four=(3,), five=(2,), bonus=2),
    Major("walls", "Walls", (2, 2, 1, 0), cost=(1, 0, 0), either=True, reusable=True, pieces=3),
    Major("roads", "Roads", (2, 1, 1, 0), cost=(0, 0, 0), reusable=True, pieces=3),
)
MAJOR_BY_ID = {m.id: m for m in MAJORS}
MAJOR_IDS = tuple(m.id for m in MAJORS)
PALACE, CATHEDRAL, FORT, PORT, WALLS, ROADS = range(6)
UNPAID_PENALTY = 3  # VP per worker left unpaid at the end of the effects phase


def grid_boxes(major: Major, players: int, short: bool) -> tuple[int, ...]:
    """The VP of the boxes in play: the 2–3 player boxes, those for 4+ and 5 players slotted in
    by value, the short game's last one (Port, Walls, Roads) or two (the others) removed."""
    boxes = list(major.boxes)
    if players >= 4:
        boxes += major.four
    if players >= 5:
        boxes += major.five
    boxes.sort(reverse=True)
    if short:
        drop = 1 if major.reusable or major.id == "port" else 2
        boxes = boxes[:-drop]
    return tuple(boxes)


# -- production and work ---------------------------------------------------------------------

QUARRY_BOXES = (1, 1, 2, 2, 3, 3)  # workers each box needs for 1 stone (the Forest: 1 wood)
FIELD_WORKERS = 2  # workers per silver in the fields
LOAD_PER_WORKER = 3  # resources a dock worker loads
HOLD_PER_PLAYER = 7  # the ship takes 7 resources per player (3 per player with 2: 21)
SHIP_FEE = 2  # silver to send the ship
VOYAGE_YEARS = 2  # it returns two years later
# Payment when it returns: per stone or wood; per precious (silver, VP); per set.
PAY_PLAIN = (1, 0)
PAY_PRECIOUS = (2, 1)
PAY_SET = (4, 3)


# -- offices ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Office:
    """A public office: its price in silver, the VP its buyer must have, its end-game VP (a
    fixed part, and a part per thing counted at the end: see :mod:`.scoring`)."""

    id: str
    name: str
    silver: int
    min_vp: int
    end_vp: int = 0


OFFICES: tuple[Office, ...] = (
    Office("gunner", "Gunner", 5, 7, 5),
    Office("general", "General", 5, 7, 0),
    Office("road_builder", "Road Builder", 5, 10),
    Office("defender", "Defender", 5, 10),
    Office("stonemason", "Master Stonemason", 5, 10, 5),
    Office("carpenter_master", "Master Carpenter", 5, 10, 5),
    Office("craftsman", "Master Craftsman", 10, 20, 8),
    Office("merchant", "Master Merchant", 15, 25, 12),
    Office("shipowner", "Shipowner", 8, 15),
    Office("bishop", "Bishop", 15, 30),
    Office("architect", "Architect", 20, 40),
    Office("governor", "Governor", 25, 50, 12),
)
OFFICE_IDS = tuple(o.id for o in OFFICES)
OFFICE_BY_ID = {o.id: o for o in OFFICES}
(GUNNER, GENERAL, ROAD_BUILDER, DEFENDER, STONEMASON, CARPENTER_MASTER, CRAFTSMAN, MERCHANT,
 SHIPOWNER, BISHOP, ARCHITECT, GOVERNOR) = range(12)
OFFICE_PENALTY = 5  # VP lost when the buyer lacks the silver or the VP
SHORT_OFFICE_BONUS = 3  # the short game: every office is worth 3 VP more at the end
ROAD_BUILDER_VP = 2  # per linked district
DEFENDER_VP = 3  # per perimeter district closed by walls
SHIPOWNER_VP = 3  # per completed voyage
BISHOP_VP = 4  # per church or cathedral
ARCHITECT_VP = 7  # per major building in the city
GOVERNOR_VP = 6  # per district with 4 of the 5 noble buildings
NOBLE_BUILDINGS = ("piazza", "monument", "garden", "barracks", "church")


# -- the timeline and the enemies' track --------------------------------------------------------

NATIVES, CORSAIRS = 0, 1
ENEMIES = ("natives", "corsairs")
# The symbols passed from year i to year i + 1 (i = 0 for 1580 -> 1581): natives, corsairs.
TIMELINE: tuple[tuple[bool, bool], ...] = (
    (True, False), (False, True), (True, False), (True, True), (False, True),
    (True, False), (True, True), (False, True), (True, False), (True, True),
    (False, True), (True, False), (True, True), (False, True), (True, False),
    (True, True), (False, True), (True, False), (True, True),
)
OFF_TRACK = 1  # below the track's first value (2): no war can come from it
TRACK_MAX = 12
# The attackers' bonus by the token's value (blank spaces repeat the last printed bonus).
ATTACK_BONUS = {1: 0, 2: 0, 3: 1, 4: 2, 5: 3, 6: 3, 7: 4, 8: 4, 9: 5, 10: 5, 11: 6, 12: 6}
# How far the tokens fall back after a war, by player count.
WAR_RETREAT = {2: 4, 3: 4, 4: 3, 5: 2}


# -- the war ------------------------------------------------------------------------------------
# (docs/rio-de-la-plata-board.md, section 11; the rules in war.py)

ATTACKS_PER_PLAYER = 1  # "una volta a partita (o due volte nelle partite a 2 giocatori)"
ATTACKS_TWO_PLAYERS = 2
FREE_DEFENDERS = 2  # "più 2 pedine aggiuntive per ogni giocatore"
CANNON_TARGET = 6  # the cannons' roll must reach 6 + the bet
GUNNER_ROLL_BONUS = 1
GUNNER_VP = 2  # per enemy destroyed by the cannons
GENERAL_VP = 1  # per enemy destroyed in a battle the General's pieces fought
KILL_VP = 2  # a defender, per enemy eliminated
LOSS_VP = 2  # a defender, per own piece lost in battle
# The attacker's VP per building destroyed ("2 PV ... Capanna, 4 PV per le Case, 6 PV per le altre
# Costruzioni minori, 12 PV per la Cattedrale e il Palazzo").
DESTROY_VP = {"hut": 2, "house": 4, "palace": 12, "cathedral": 12}
DESTROY_VP_OTHER = 6
GROUP_MOVES = (0, 3, 2, 1)  # squares a group of 1, 2, 3 moves in a war turn
MAX_GROUP = 3
QUIET_ROUNDS = 3  # "almeno una volta ogni 3 round di Guerra"
# A war piece in a square's stack: a player's colour (0-4), the 2-player shadow colour, an attacker.
SHADOW_PIECE = 10
ENEMY_PIECE = 20
# A group waiting outside the city, named in a move: OUTSIDE + entry square * 8 + size * 2 + extra
# (1 once it has its extra square).
OUTSIDE = 1000
