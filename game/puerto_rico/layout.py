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
  (``json_io.to_json``).
* The Buccaneer (Expansion 3) and the Festival (Expansion 4) add a role and a scoring board:
  a role kind appended to ``data.ROLE_IDS`` with a row in ``round.ROLE_PHASES`` and, if it has
  decisions, a phase row in ``phases.PHASES``. The Buccaneer is ``data.BUCCANEER`` with the phase
  ``PH_BUCCANEER`` (moves ``BUC_*``, kinds ``M_PIRACY`` .. ``M_RAID_PLACE``); its token, the
  kidnapped card and the Festival's goals are state fields (``PRState.buc_*``, ``fest_*``), not
  row slots.

Move encoding
=============
Moves are ints, except a Mayor placement (a tuple); :mod:`.notation` encodes and decodes them,
and this module re-exports its names for the heuristics and tables that read them here. Prefer
:func:`decode_move` to the arithmetic: it returns ``(kind, argument)`` with ``kind`` one of the
``M_*`` constants (the engine's rules read :func:`.notation.decode`'s fields).
"""

from __future__ import annotations

from .data import NUM_BUILDINGS, NUM_GOODS, NUM_TILE_KINDS

# the move encoding, for the heuristics and tables that read it here (see .notation)
from .notation import (  # noqa: F401
    BLACK_MARKET_BASE,
    BLACK_MARKET_NOBLE,
    BONUS_BASE,
    BUC_KIDNAP_BASE,
    BUC_LOOT_BASE,
    BUC_PIRACY_BASE,
    BUC_PLUNDER,
    BUC_RAID,
    BUC_RAID_BUILDING,
    BUC_RAID_PLACE_BASE,
    BUILD_BASE,
    BUILD_UNI_BASE,
    DRAFT_BASE,
    EXTRA_BASE,
    GUEST_BASE,
    GUEST_BUILDING,
    GUEST_NOBLE_BASE,
    HACIENDA_DRAW,
    HACIENDA_FOREST,
    HACIENDA_KEEP,
    KEEP_BASE,
    LAND_BUY,
    LAND_SELL_BASE,
    LOAD_BASE,
    LODGE_BASE,
    LODGE_FOREST,
    LODGE_VP,
    M_BLACK_MARKET,
    M_BONUS,
    M_BUILD,
    M_BUILD_UNI,
    M_DRAFT,
    M_EXTRA,
    M_GUEST,
    M_GUEST_NOBLE,
    M_HACIENDA,
    M_HACIENDA_FOREST,
    M_KEEP,
    M_KIDNAP,
    M_LAND_BUY,
    M_LAND_SELL,
    M_LOAD,
    M_LODGE,
    M_LOOT,
    M_PASS,
    M_PIRACY,
    M_PLACE,
    M_PLUNDER,
    M_PRIVILEGE,
    M_PRIVILEGE_ONE,
    M_RAID,
    M_RAID_PLACE,
    M_ROLE,
    M_SELL,
    M_SELL_POST,
    M_SHIP,
    M_SMALL_WHARF,
    M_SUPPLIER,
    M_TAKE,
    M_TAKE_FOREST,
    M_TAKE_FOREST_HOSPICE,
    M_TAKE_HOSPICE,
    M_WHARF,
    MAX_BONUS,
    PASS,
    PLACE_TAG,
    ROLE_BASE,
    SELL_BASE,
    SHIP_NOBLE,
    SHIP_WORKER,
    SMALL_WHARF_BASE,
    SUPPLIER_BASE,
    TAKE_BASE,
    TAKE_FOREST_BASE,
    TAKE_FOREST_HOSPICE_BASE,
    TAKE_HOSPICE_BASE,
    TAKE_PRIVILEGE,
    TAKE_PRIVILEGE_ONE,
    TRADING_POST_BASE,
    WHARF_BASE,
    PlacementMove,
    black_market_code,
    black_market_noble,
    black_market_parts,
    decode_move,
    keep_code,
    keep_vector,
)

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

# The Library's second Settler tile (Expansion 1, ``PRState.lib_turn``): not yet, being taken,
# taken (or none to take).
LIBRARY_TILE_LATER, LIBRARY_TILE_NOW, LIBRARY_TILE_DONE = 0, 1, 2

# The Buccaneer phase's steps (Expansion 3, ``PRState.buc_step``): its chooser picks an option,
# then keeps Piracy's barrels or places Raid's colonists.
BUC_STEP_OPTION, BUC_STEP_LOOT, BUC_STEP_RAID = 0, 1, 2

# Why the game ends at the end of this round (bit mask in ``PRState.end_triggered``).
END_IDS: tuple[str, ...] = ("colonists", "city", "vp", "other")
END_COLONISTS, END_CITY, END_VP, END_OTHER = 1, 2, 4, 8
