"""The city map's rules (book: "Nella mappa della Città", "Caratteristiche delle costruzioni
minori", "Attivazione delle costruzioni minori"): where a worker may stand, what a player's
workers on a square may build, what a worker on a building may activate, a district's value.

Decisions this module applies (``docs/rules-notes.md``, Río de la Plata): adjacency is the eight
neighbours; a worker on a building other than a hut or house needs the player's house next to it;
on a building that can be activated a player has at most its activations of the year (1, 2 in a
road-linked district), or the workers an upgrade of it needs (a Market's Guild, a Piazza's
Monument or Garden); a tile of a kind whose supply ran out is turned over in place (a Carpenter
over a Stonecutter, a Church over Barracks), never back to what it was built from.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .board import (
    BORDER_OF,
    DISTRICT_OF,
    DISTRICT_SQUARES,
    NEIGHBOURS,
    NUM_DISTRICTS,
    PLAZA_SQUARES,
    RIVER_WALLS,
    STARTING_LINE,
)
from .data import (
    HOUSE,
    HUT,
    MAX_ON_SQUARE,
    MINOR_BY_ID,
    MINORS,
    PIAZZA_BUILDINGS,
    TILES,
    TILES_OF,
    Minor,
)

if TYPE_CHECKING:
    from .state import RioState

MAJOR_TILES = ("palace", "cathedral")  # the major buildings that stand on a city square
# A building's upgrade on its square (its tile turned over): the Market's Guild, a Piazza's
# Monument or Garden (which one, by the tile the Piazza stands on).
UPGRADES = {"market": ("guild",), "piazza": ("monument", "garden")}
# Tiles whose two sides are two buildings of equal rank: one may be turned into the other when
# that one's kind has run out.
FLIPS = {"stonecutter": "carpenter", "carpenter": "stonecutter",
         "church": "barracks", "barracks": "church"}


def has_house_next_to(s: RioState, p: int, sq: int) -> bool:
    """Whether ``p`` has a house on a square next to ``sq``."""
    bld, owner = s.bld, s.owner
    return any(bld[n] == HOUSE and owner[n] == p for n in NEIGHBOURS[sq])


def may_stand_near(s: RioState, p: int, sq: int) -> bool:
    """A worker of ``p`` may go to ``sq``: on the Starting Line, or next to one of ``p``'s huts
    or houses ("adiacente ad una propria casa o capanna")."""
    if sq in STARTING_LINE:
        return True
    bld, owner = s.bld, s.owner
    return any(owner[n] == p and bld[n] in (HUT, HOUSE) for n in NEIGHBOURS[sq])


def reachable(s: RioState, p: int) -> list[int]:
    """Every square a worker of ``p`` may go to (see :func:`may_stand_near`), in order."""
    bld, owner = s.bld, s.owner
    near = set(STARTING_LINE)
    for sq in range(len(owner)):
        if owner[sq] == p and bld[sq] in (HUT, HOUSE):
            near.update(NEIGHBOURS[sq])
    return sorted(near - PLAZA_SQUARES)


def squares_of(s: RioState, p: int) -> list[int]:
    """The squares where ``p`` has workers."""
    return [sq for sq in range(len(s.w_owner)) if s.w_owner[sq] == p or s.w2_owner[sq] == p]


def activation_limit(s: RioState, sq: int) -> int:
    """How often the building on ``sq`` may be activated in a year: 1, or 2 when its district is
    linked to the Plaza by road."""
    return 2 if s.linked[DISTRICT_OF[sq]] else 1


def workers_of(s: RioState, p: int, sq: int) -> int:
    """``p``'s workers on ``sq``."""
    if s.w_owner[sq] == p:
        return s.w_count[sq]
    return 1 if s.w2_owner[sq] == p else 0


def district_has(s: RioState, district: int, building: str, besides: int = -1) -> bool:
    """Whether ``district`` holds ``building`` on a square other than ``besides``."""
    bld = s.bld
    return any(bld[sq] == building and sq != besides for sq in DISTRICT_SQUARES[district])


def piazza_surroundings(s: RioState, sq: int) -> int:
    """Minor buildings on the eight squares around ``sq``, plus a wall on each of its border
    sides ("circondato da almeno 5 costruzioni minori (o mura)"; the river side is walled)."""
    bld = s.bld
    count = sum(1 for n in NEIGHBOURS[sq] if bld[n] in MINOR_BY_ID)
    walls = s.walls
    return count + sum(1 for e in BORDER_OF[sq] if e in walls or e in RIVER_WALLS)


def targets(s: RioState, sq: int, anew: bool = False) -> list[Minor]:
    """The buildings a construction on ``sq`` could make now, as the square stands (not who
    builds or pays): a new building on an empty square, a house on a hut, an upgrade, a flip of
    a tile whose other side has run out. One construction per square per year (``anew``: as in
    a year when nothing was built there yet)."""
    if sq in PLAZA_SQUARES or (s.built[sq] == s.year and not anew):
        return []
    here = s.bld[sq]
    if here == "":
        found = [m for m in MINORS if m.requires is None and (m.id == HUT or _supply(s, m))]
        if piazza_surroundings(s, sq) < PIAZZA_BUILDINGS:
            found = [m for m in found if m.id != "piazza"]
    elif here == HUT:
        return [MINOR_BY_ID[HOUSE]]
    elif here in MAJOR_TILES or here == HOUSE:
        return []
    else:
        found = [MINOR_BY_ID[b] for b in UPGRADES.get(here, ())]
        if here == "piazza":
            side = TILES[s.tile[sq]][1][1]  # the piazza's tile decides what it can become
            found = [m for m in found if m.id == side]
        other = FLIPS.get(here)
        if other is not None and not _supply(s, MINOR_BY_ID[other]):
            found.append(MINOR_BY_ID[other])
    district = DISTRICT_OF[sq]
    return [m for m in found if not (m.one_per_district and district_has(s, district, m.id, sq))]


def _supply(s: RioState, m: Minor) -> bool:
    """Whether a tile for a new ``m`` is left."""
    return any(s.tiles_left[k] > 0 for k in TILES_OF[m.id])


def capacity(s: RioState, p: int, sq: int, anew: bool = False) -> int:
    """How many of ``p``'s workers may stand on ``sq`` (0: none may go there); ``anew``: as in
    a year when nothing was built there yet (what a square keeps after a war, for next year)."""
    if sq in PLAZA_SQUARES:
        return 0
    here = s.bld[sq]
    other = s.w_owner[sq]
    if here == "":
        return MAX_ON_SQUARE if other in (-1, p) else 0
    if here == HUT:
        return 1 if s.owner[sq] == p and (anew or s.built[sq] != s.year) else 0
    if here == HOUSE or here in MAJOR_TILES or not has_house_next_to(s, p, sq):
        return 0
    m = MINOR_BY_ID[here]
    limit = activation_limit(s, sq) if m.activated else 0
    if other not in (-1, p):  # another player activates it: a second activation, if any
        return 1 if limit == 2 and s.w2_owner[sq] in (-1, p) else 0
    cap = limit
    for target in targets(s, sq, anew):
        cap = max(cap, target.workers)
    if s.w2_owner[sq] not in (-1, p):
        cap = min(cap, 1)  # another player holds the second activation
    return min(cap, MAX_ON_SQUARE)


def district_value(s: RioState, district: int) -> int:
    """What a house in ``district`` adds to its 2 VP at the end (book: "Città"): -1 for each
    productive building after the first, +1 each for a Garden, Monument, Church, Barracks, +1
    road-linked, +2 the Cathedral, +3 the Palace."""
    bld = s.bld
    here = [bld[sq] for sq in DISTRICT_SQUARES[district]]
    productive = sum(1 for b in here if b in MINOR_BY_ID and MINOR_BY_ID[b].productive)
    value = -max(0, productive - 1)
    value += sum(1 for b in ("garden", "monument", "church", "barracks") if b in here)
    value += 1 if s.linked[district] else 0
    value += 2 if "cathedral" in here else 0
    value += 3 if "palace" in here else 0
    return value


def house_points(s: RioState, p: int) -> int:
    """``p``'s houses at the end: 2 VP each plus their district's value, never below 0."""
    values = [district_value(s, d) for d in range(NUM_DISTRICTS)]
    return sum(max(0, 2 + values[DISTRICT_OF[sq]])
               for sq, b in enumerate(s.bld) if b == HOUSE and s.owner[sq] == p)
