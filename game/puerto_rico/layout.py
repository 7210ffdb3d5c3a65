"""Puerto Rico's public board layout: player rows, phases and the move encoding.

This is the documented API that the engine (:mod:`.state`), its helpers (:mod:`.rows`), the bots
(:mod:`game.puerto_rico.bots`) and the UI read. Nothing outside the engine needs a name starting
with ``_``: what a heuristic wants to know is a row index, a phase, a decoded move or a rule
function of :mod:`.rows`.

Player rows
===========
Each player is one flat ``list[int]`` (``PRState.pl[p]``), for speed (cloning a state copies a
few short lists). Index with the constants below::

    row[DOUB]            doubloons
    row[VP]              VP chips (and VP owed on paper)
    row[SJ]              colonists in San Juan (not placed)
    row[CITY]            city spaces used (derived from the buildings)
    row[ISL]             island spaces used (derived from the tiles)
    row[GOODS + g]       barrels of good g (data.CORN .. data.COFFEE)
    row[TILES + k]       island tiles owned of kind k (the goods' plantations, then data.QUARRY)
    row[OCC + k]         of those, occupied
    row[BLD + b]         building b (data.BUILDINGS order): -1 not owned, else colonists on it
    row[FOREST]          forests (Expansion 1): island spaces without a circle, counted in ISL
    row[NOB]             nobles owned (Expansion 2): they are colonists too, counted in SJ, OCC
                         and BLD like any colonist wherever they stand
    row[NMASK]           (Expansion 2) which of data.NOBLE_BUILDINGS hold a noble: bit i set =
                         the colonist on NOBLE_BUILDINGS[i] is a noble (see data.NOBLE_BIT)

``ROW_LEN`` is the length of a row. Rows are engine state: read them freely, change them only to
build test positions or determinizations (the engine derives ``CITY`` and ``ISL``).

Expansion hooks (not used by the base game)
-------------------------------------------
* A new building (the rulebook's ESPANSIONE 1-2: New Buildings, Nobles) is a row appended to
  ``data.BUILDINGS`` with its ``expansion`` tag (``data.EXPANSIONS``); its ``BLD + b`` slot
  follows automatically (``NUM_BUILDINGS`` grows) and its colonists count like any other's.
* A forest (Expansion 1: "Foresta", from the Forest House) is the counter ``row[FOREST]`` of the
  expansion block: it takes an island space (``ISL`` counts it) but has no circle, so it is not
  a tile kind (the Mayor's placement and the island's JSON keep their base-game shape).
* Nobles (Expansion 2) occupy circles like colonists and are counted as colonists everywhere;
  ``row[NOB]`` says how many of a player's colonists are nobles and ``row[NMASK]`` which of the
  four buildings whose effect depends on it (Zoning Office, Chapel, Hunting Lodge, Land Office)
  hold one. Where else a noble stands never matters to the rules (a noble elsewhere is "one of
  the player's other colonists"). Code that walks the buildings slices ``row[BLD:EXTRA]``, never
  ``row[BLD:]``, so the block can grow. Slots added there need JSON keys too
  (``PRState.to_json``).
* The Buccaneer (Expansion 3) and the Festival (Expansion 4) add a role and a scoring board:
  a role kind appended to ``data.ROLE_IDS`` with a row in ``state.ROLE_PHASES`` and, if it has
  decisions, a phase row in ``state.PHASES``. The Buccaneer is ``data.BUCCANEER`` with the phase
  ``PH_BUCCANEER`` (moves ``BUC_*``, kinds ``M_PIRACY`` .. ``M_RAID_PLACE``); its token, the
  kidnapped card and the Festival's goals are state fields (``PRState.buc_*``, ``fest_*``), not
  row slots.

Move encoding
=============
Moves are ints, except a Mayor placement (a tuple). Prefer :func:`decode_move` to the arithmetic:
it returns ``(kind, argument)`` with ``kind`` one of the ``M_*`` constants below.
"""

from __future__ import annotations

from typing import Any

from .data import NUM_BUILDINGS, NUM_GOODS, NUM_TILE_KINDS

# -- per-player row layout (one flat list of ints per player) --------------------------------------
DOUB = 0  # doubloons
VP = 1  # VP chips (and VP owed on paper)
SJ = 2  # colonists in San Juan (unplaced)
CITY = 3  # city spaces used (derived)
ISL = 4  # island spaces used (derived)
GOODS = 5  # barrels per good
TILES = GOODS + NUM_GOODS  # tiles owned per tile kind
OCC = TILES + NUM_TILE_KINDS  # occupied tiles per tile kind
BLD = OCC + NUM_TILE_KINDS  # per building: -1 not owned, else colonists on it
EXTRA = BLD + NUM_BUILDINGS  # expansion counters (always 0 in a base game):
FOREST = EXTRA  # Expansion 1: forests on the island (face-down plantations; in ISL, no circle)
NOB = EXTRA + 1  # Expansion 2: nobles owned (also counted as colonists where they stand)
NMASK = EXTRA + 2  # Expansion 2: bit i = data.NOBLE_BUILDINGS[i] holds a noble
ROW_EXTRA = 3
ROW_LEN = EXTRA + ROW_EXTRA

# -- phases ----------------------------------------------------------------------------------------
PH_ROLE, PH_SETTLER, PH_MAYOR, PH_BUILDER, PH_CRAFT, PH_TRADER, PH_CAPTAIN, PH_STORE, PH_OVER = (
    range(9)
)
PH_DRAFT = 9  # Expansion 1: the setup draft of the violet buildings, before the first round
PH_GUESTS = 10  # Expansion 1: Guest House owners may move guests before a phase's first effect
PH_BUCCANEER = 11  # Expansion 3: the Buccaneer's chooser picks one option (only they act)
PH_LODGE = 12  # Expansion 2: end of the Settler phase, Hunting Lodges with a worker
PHASE_IDS: tuple[str, ...] = (
    "role",
    "settler",
    "mayor",
    "builder",
    "craftsman",
    "trader",
    "captain",
    "storage",
    "over",
    "draft",
    "guests",
    "buccaneer",
    "lodge",
)
PHASE_INDEX = {name: i for i, name in enumerate(PHASE_IDS)}

# Why the game ends at the end of this round (bit mask in ``PRState.end_triggered``).
END_IDS: tuple[str, ...] = ("colonists", "city", "vp", "other")
END_COLONISTS, END_CITY, END_VP, END_OTHER = 1, 2, 4, 8

# -- move encoding ---------------------------------------------------------------------------------
PASS = 0
ROLE_BASE = 1  # + role card index (< 16)
TAKE_BASE = 20  # + tile kind
TAKE_HOSPICE_BASE = 30  # + tile kind
HACIENDA_DRAW = 40
TAKE_PRIVILEGE = 41  # Mayor: take the privilege colonist (only asked when it can matter)
BONUS_BASE = 90  # + n: Captain, take n of the bonus VP chips (privilege, Harbor) just earned
EXTRA_BASE = 50  # + good
SELL_BASE = 60  # + good
WHARF_BASE = 70  # + good
LOAD_BASE = 100  # + 10 * ship + good
BUILD_BASE = 200  # + building
BUILD_UNI_BASE = 300  # + building
KEEP_BASE = 1000  # + sum(count << 4 * good)
# Expansion 1 (New Buildings)
HACIENDA_FOREST = 42  # Forest House + Hacienda: the drawn tile becomes a forest
HACIENDA_KEEP = 43  # ... or stays a plantation
TAKE_PRIVILEGE_ONE = 44  # Mayor with a Library: take one of the two privilege colonists
TRADING_POST_BASE = 600  # + good: Trader, sell one barrel to one's own Trading Post
TAKE_FOREST_BASE = 80  # + good: take a face-up plantation as a forest (Forest House)
TAKE_FOREST_HOSPICE_BASE = 85  # + good: the same, with the Hospice's colonist (to San Juan)
DRAFT_BASE = 400  # + building: setup draft, place the building on a free space of its cost
GUEST_BASE = 500  # + slot: Guest House, move a guest to a tile kind (slot < 10) or to a
GUEST_BUILDING = 10  # building (slot = GUEST_BUILDING + building)
# Expansion 2 (Nobles)
SHIP_NOBLE = 45  # Mayor: take the noble from the colonist ship
SHIP_WORKER = 46  # ... or a worker, leaving the noble for the next player
LAND_BUY = 47  # Trader: Land Office with a worker, buy the top hidden plantation for 1 doubloon
LAND_SELL_BASE = 700  # + plantation kind: Land Office with a noble, sell one for 1 doubloon
LODGE_BASE = 710  # + tile kind (or LODGE_FOREST): Hunting Lodge with a worker, discard it
LODGE_FOREST = 9  # slot of a forest for LODGE_BASE
LODGE_VP = LODGE_BASE + 8  # Hunting Lodge with a noble: take the 2 VP (asked when they can end)
GUEST_NOBLE_BASE = 720  # + building: a Guest House guest that is a noble moves there
SUPPLIER_BASE = 770  # + bit mask of goods (1..31): Royal Supplier, barrels for 1 VP each
SMALL_WHARF_BASE = 1 << 21  # + sum(count << 4 * good): ship these barrels with the Small Wharf
# Black Market purchase: BLACK_MARKET_BASE + ((((b * 2 + colonist_of_university) * 64
# + colonist source) * 8 + good) * 2 + vp) where the colonist source is 0 (none), 1 (San Juan),
# 2 + tile kind, 8 + building; good 0 (none) or 1 + good; vp 0/1.
BLACK_MARKET_BASE = 1 << 22
# Expansion 3 (Buccaneer), the 900s: options, then the follow-up decisions
BUC_PIRACY_BASE = 900  # + ship: Piracy, empty that cargo ship
BUC_PLUNDER = 910  # Plunder: empty the trading house, 1 VP per good
BUC_RAID = 911  # Raid: reduce the colonist ship to the number of players
BUC_LOOT_BASE = 912  # + n (0..3): Piracy, keep n of the barrels removed
BUC_KIDNAP_BASE = 920  # + role card: Kidnapping, play that unused card in front of oneself
BUC_RAID_PLACE_BASE = 936  # + slot: Raid, place one removed colonist on a tile kind (slot < 6)
BUC_RAID_BUILDING = 6  # or in a building (slot = BUC_RAID_BUILDING + building)
assert BUC_RAID_PLACE_BASE + BUC_RAID_BUILDING + NUM_BUILDINGS <= KEEP_BASE
BLACK_MARKET_NOBLE = 1 << 20  # added to a Black Market code: the colonist given back is a noble
MAX_BONUS = 3  # bonus VP per load: the Captain's privilege (once; 2 with a Library), the Harbor
PLACE_TAG = "place"  # Mayor placements: (PLACE_TAG, tiles tuple, buildings tuple)
# With Expansion 2 a placement may have a 4th item, the player's new NMASK (which of
# data.NOBLE_BUILDINGS get a noble); a 3-item placement means none (NMASK 0).

PlacementMove = tuple  # (PLACE_TAG, tuple[int, ...] per tile kind, tuple[int, ...] per building)

# Move kinds returned by decode_move, with the argument each carries.
M_PASS = 0  # None
M_ROLE = 1  # role card index (PRState.role_kind[card] is its role)
M_TAKE = 2  # tile kind
M_TAKE_HOSPICE = 3  # tile kind (plus the Hospice's colonist)
M_HACIENDA = 4  # None
M_EXTRA = 5  # good (Craftsman privilege)
M_SELL = 6  # good
M_WHARF = 7  # good
M_LOAD = 8  # (ship, good)
M_BUILD = 9  # building
M_BUILD_UNI = 10  # building (plus the University's colonist)
M_KEEP = 11  # list of barrels kept per good
M_PLACE = 12  # (tiles per kind, colonists per building)
M_PRIVILEGE = 13  # None (the Mayor's privilege colonist is taken)
M_BONUS = 14  # number of bonus VP chips taken (0 declines them all)
M_DRAFT = 15  # building placed on the board in the setup draft
M_TAKE_FOREST = 16  # plantation kind taken face down as a forest
M_TAKE_FOREST_HOSPICE = 17  # the same, with the Hospice's colonist
M_HACIENDA_FOREST = 18  # True: the Hacienda's tile becomes a forest; False: it stays
M_GUEST = 19  # (0, tile kind) or (1, building): a Guest House guest moves there
M_SMALL_WHARF = 20  # list of barrels shipped per good
M_BLACK_MARKET = 21  # (building, university colonist, colonist source, good or -1, vp 0/1)
M_SELL_POST = 22  # good sold to the player's own Trading Post
M_PRIVILEGE_ONE = 23  # None (Mayor with a Library: one of the two privilege colonists)
M_PIRACY = 24  # cargo ship emptied by the Buccaneer's Piracy
M_PLUNDER = 25  # None (the Buccaneer's Plunder)
M_RAID = 26  # None (the Buccaneer's Raid)
M_LOOT = 27  # barrels the Buccaneer keeps after Piracy
M_KIDNAP = 28  # role card kidnapped by the Buccaneer
M_RAID_PLACE = 29  # (0, tile kind) or (1, building): a raided colonist placed there
M_SHIP = 30  # True: the Mayor-phase taker takes the ship's noble; False: a worker
M_LAND_BUY = 31  # None (then, with a Forest House, hacienda:keep / hacienda:forest)
M_LAND_SELL = 32  # plantation kind sold with the Land Office
M_LODGE = 33  # tile kind discarded with the Hunting Lodge (LODGE_FOREST: a forest; 8: the
# noble's 2 VP, LODGE_VP)
M_GUEST_NOBLE = 34  # building a noble guest moves to
M_SUPPLIER = 35  # list of goods given to the Royal Supplier

_GOODS_RANGE = range(NUM_GOODS)


def keep_code(kept: list[int] | tuple[int, ...]) -> int:
    """The keep move for a vector of barrels kept per good."""
    code = KEEP_BASE
    for g in _GOODS_RANGE:
        code += kept[g] << (4 * g)
    return code


def keep_vector(move: int) -> list[int]:
    """Barrels kept per good by a keep move (inverse of :func:`keep_code`)."""
    enc = move - KEEP_BASE
    return [(enc >> (4 * g)) & 15 for g in _GOODS_RANGE]


def _decode_table() -> dict[int, tuple[int, Any]]:
    # Every int move but the keep moves (too many): a dict lookup is the fast path.
    table: dict[int, tuple[int, Any]] = {
        PASS: (M_PASS, None),
        HACIENDA_DRAW: (M_HACIENDA, None),
        TAKE_PRIVILEGE: (M_PRIVILEGE, None),
    }
    for n in range(MAX_BONUS + 1):
        table[BONUS_BASE + n] = (M_BONUS, n)
    for c in range(16):
        table[ROLE_BASE + c] = (M_ROLE, c)
    for k in range(NUM_TILE_KINDS):
        table[TAKE_BASE + k] = (M_TAKE, k)
        table[TAKE_HOSPICE_BASE + k] = (M_TAKE_HOSPICE, k)
    for g in _GOODS_RANGE:
        table[EXTRA_BASE + g] = (M_EXTRA, g)
        table[SELL_BASE + g] = (M_SELL, g)
        table[WHARF_BASE + g] = (M_WHARF, g)
        for s in range(10):
            table[LOAD_BASE + 10 * s + g] = (M_LOAD, (s, g))
    for b in range(NUM_BUILDINGS):
        table[BUILD_BASE + b] = (M_BUILD, b)
        table[BUILD_UNI_BASE + b] = (M_BUILD_UNI, b)
        table[DRAFT_BASE + b] = (M_DRAFT, b)
        table[GUEST_BASE + GUEST_BUILDING + b] = (M_GUEST, (1, b))
    for k in range(NUM_TILE_KINDS):
        table[GUEST_BASE + k] = (M_GUEST, (0, k))
    for g in _GOODS_RANGE:
        table[TAKE_FOREST_BASE + g] = (M_TAKE_FOREST, g)
        table[TAKE_FOREST_HOSPICE_BASE + g] = (M_TAKE_FOREST_HOSPICE, g)
    for g in _GOODS_RANGE:
        table[TRADING_POST_BASE + g] = (M_SELL_POST, g)
    table[TAKE_PRIVILEGE_ONE] = (M_PRIVILEGE_ONE, None)
    for s in range(10):
        table[BUC_PIRACY_BASE + s] = (M_PIRACY, s)
    table[BUC_PLUNDER] = (M_PLUNDER, None)
    table[BUC_RAID] = (M_RAID, None)
    for n in range(4):
        table[BUC_LOOT_BASE + n] = (M_LOOT, n)
    for c in range(16):
        table[BUC_KIDNAP_BASE + c] = (M_KIDNAP, c)
    for k in range(NUM_TILE_KINDS):
        table[BUC_RAID_PLACE_BASE + k] = (M_RAID_PLACE, (0, k))
    for b in range(NUM_BUILDINGS):
        table[BUC_RAID_PLACE_BASE + BUC_RAID_BUILDING + b] = (M_RAID_PLACE, (1, b))
    table[SHIP_NOBLE] = (M_SHIP, True)
    table[SHIP_WORKER] = (M_SHIP, False)
    table[LAND_BUY] = (M_LAND_BUY, None)
    for k in _GOODS_RANGE:
        table[LAND_SELL_BASE + k] = (M_LAND_SELL, k)
    for k in (*range(NUM_TILE_KINDS), 8, LODGE_FOREST):
        table[LODGE_BASE + k] = (M_LODGE, k)
    for b in range(NUM_BUILDINGS):
        table[GUEST_NOBLE_BASE + b] = (M_GUEST_NOBLE, b)
    for mask in range(1, 32):
        table[SUPPLIER_BASE + mask] = (M_SUPPLIER, [g for g in _GOODS_RANGE if mask >> g & 1])
    table[HACIENDA_FOREST] = (M_HACIENDA_FOREST, True)
    table[HACIENDA_KEEP] = (M_HACIENDA_FOREST, False)
    return table


def black_market_code(
    b: int, uni: bool, colonist: int, good: int, vp: bool, noble: bool = False
) -> int:
    """The Black Market purchase move (see BLACK_MARKET_BASE; ``good`` -1: no barrel;
    ``noble``: Expansion 2, the colonist given back is a noble)."""
    code = BLACK_MARKET_BASE + ((((b * 2 + uni) * 64 + colonist) * 8 + good + 1) * 2 + vp)
    return code + BLACK_MARKET_NOBLE if noble else code


def black_market_noble(move: int) -> bool:
    """Whether a Black Market move gives back a noble (Expansion 2)."""
    return bool((move - BLACK_MARKET_BASE) & BLACK_MARKET_NOBLE)


def black_market_parts(move: int) -> tuple[int, bool, int, int, bool]:
    """(building, university colonist, colonist source, good or -1, vp) of a Black Market move
    (whether the colonist is a noble: :func:`black_market_noble`)."""
    code = (move - BLACK_MARKET_BASE) & (BLACK_MARKET_NOBLE - 1)
    code, vp = divmod(code, 2)
    code, good = divmod(code, 8)
    code, colonist = divmod(code, 64)
    b, uni = divmod(code, 2)
    return b, bool(uni), colonist, good - 1, bool(vp)


_DECODE = _decode_table()
_KEEP_END = KEEP_BASE + (1 << (4 * NUM_GOODS))


def decode_move(move: Any) -> tuple[int, Any]:
    """``(kind, argument)`` of a move (see the ``M_*`` kinds). Raises ValueError if ``move`` is
    not a Puerto Rico move."""
    if type(move) is int:  # not a bool
        found = _DECODE.get(move)
        if found is not None:
            return found
        if KEEP_BASE <= move < _KEEP_END:
            return M_KEEP, keep_vector(move)
        if move >= BLACK_MARKET_BASE:
            return M_BLACK_MARKET, black_market_parts(move)
        if move >= SMALL_WHARF_BASE:
            return M_SMALL_WHARF, keep_vector(move - SMALL_WHARF_BASE + KEEP_BASE)
    elif isinstance(move, tuple) and 3 <= len(move) <= 4 and move[0] == PLACE_TAG:
        return M_PLACE, (move[1], move[2])
    raise ValueError(f"not a Puerto Rico move: {move!r}")
