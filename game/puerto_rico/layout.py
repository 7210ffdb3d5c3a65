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

``ROW_LEN`` is the length of a row. Rows are engine state: read them freely, change them only to
build test positions or determinizations (the engine derives ``CITY`` and ``ISL``).

Expansion hooks (not used by the base game)
-------------------------------------------
* A new building (the rulebook's ESPANSIONE 1-2: New Buildings, Nobles) is a row appended to
  ``data.BUILDINGS`` with its ``expansion`` tag (``data.EXPANSIONS``); its ``BLD + b`` slot
  follows automatically (``NUM_BUILDINGS`` grows) and its colonists count like any other's.
* A forest (Expansion 1: "Foresta", from the forest hut) is an island tile kind appended to
  ``data.TILE_IDS`` after the quarry: it gets ``TILES + k`` / ``OCC + k`` slots like the other
  kinds and takes an island space, but has no circle (``data.TILE_CIRCLES``).
* Nobles (Expansion 2) occupy circles like colonists but are counted apart: the place reserved
  for such counters is the block of ``ROW_EXTRA`` slots from ``EXTRA`` on (empty in the base
  game; e.g. nobles in San Juan, on the island, in the city). Code that walks the buildings
  slices ``row[BLD:EXTRA]``, never ``row[BLD:]``, so the block can grow. Slots added there need
  JSON keys too (``PRState.to_json``).
* The Buccaneer (Expansion 3) and the Festival (Expansion 4) add a role and a scoring board:
  a role kind appended to ``data.ROLE_IDS`` with a row in ``state.ROLE_PHASES`` and, if it has
  decisions, a phase row in ``state.PHASES``.

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
EXTRA = BLD + NUM_BUILDINGS  # expansion counters (nobles...): none in the base game
ROW_EXTRA = 0
ROW_LEN = EXTRA + ROW_EXTRA

# -- phases ----------------------------------------------------------------------------------------
PH_ROLE, PH_SETTLER, PH_MAYOR, PH_BUILDER, PH_CRAFT, PH_TRADER, PH_CAPTAIN, PH_STORE, PH_OVER = (
    range(9)
)
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
MAX_BONUS = 2  # bonus VP per load: the Captain's privilege (once) and the Harbor
PLACE_TAG = "place"  # Mayor placements: (PLACE_TAG, tiles tuple, buildings tuple)

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
    return table


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
    elif isinstance(move, tuple) and len(move) == 3 and move[0] == PLACE_TAG:
        return M_PLACE, (move[1], move[2])
    raise ValueError(f"not a Puerto Rico move: {move!r}")
