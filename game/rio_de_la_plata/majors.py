"""The major buildings (book: "Sugli edifici esterni alla città", "Come si fa una costruzione
maggiore", "Caratteristiche delle costruzioni maggiori"): a worker in a grid's box, paid when
placed or in its owner's effects turn; a grid complete when its last box holds an effective
(paid) worker; the points, the completer's bonus, the tile or the walls and roads it places.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .board import (
    EDGES,
    PALACE_SITES,
    PIECES,
    ROAD_EDGES,
    WALL_EDGES,
    linked_districts,
)
from .data import CATHEDRAL, FORT, MAJORS, PALACE, PORT, UNPAID_PENALTY, WALLS

if TYPE_CHECKING:
    from .state import RioState

SHADOW = 10  # a box's owner SHADOW + p: the shadow colour's disc, placed by p (2 players)
TILE_MAJORS = {PALACE: "palace", CATHEDRAL: "cathedral"}


def is_built(s: RioState, major: int) -> bool:
    """Whether the Palace, Cathedral, Fort or Port is built (the Walls and Roads never are:
    their grids are used again)."""
    return s.major_done[major] >= 0 if major < WALLS else False


def open_boxes(s: RioState, major: int) -> list[int]:
    """The empty boxes of a grid still in use."""
    if is_built(s, major):
        return []
    return [i for i, o in enumerate(s.g_owner[major]) if o == -1]


def box_cost(s: RioState, major: int) -> tuple[int, int, int]:
    """The resources a worker in this grid costs (the Walls: 1 stone or 1 wood, the cheaper
    for the player is decided when paying: :func:`wall_cost`)."""
    return MAJORS[major].cost


def wall_cost(s: RioState, p: int) -> tuple[int, int, int]:
    """A wall box: 1 stone or 1 wood; the player's stone if they have one, else wood, else a
    stone bought with silver (either way costs the same: rules note)."""
    if s.stone[p] > 0:
        return (1, 0, 0)
    if s.wood[p] > 0:
        return (0, 1, 0)
    return (1, 0, 0)


def cost_for(s: RioState, p: int, major: int) -> tuple[int, int, int]:
    return wall_cost(s, p) if MAJORS[major].either else MAJORS[major].cost


def unpaid(s: RioState, p: int) -> list[tuple[int, int]]:
    """(grid, box) of ``p``'s workers (and shadow discs) not paid yet."""
    return [(m, i) for m, owners in enumerate(s.g_owner) for i, o in enumerate(owners)
            if o != -1 and o % SHADOW == p and not s.g_paid[m][i]]


def payer(owner: int) -> int:
    """Who placed (and pays for) a box's disc."""
    return owner % SHADOW


def forfeit_unpaid(s: RioState, p: int) -> int:
    """``p``'s unpaid workers go home, 3 VP each ("il lavoratore verrà considerato inefficace e
    restituito al giocatore, che prenderà però una penalità di 3 PV"). How many."""
    lost = unpaid(s, p)
    for m, i in lost:
        owner = s.g_owner[m][i]
        s.g_owner[m][i] = -1
        s.g_paid[m][i] = 0
        s.g_time[m][i] = 0
        if owner >= SHADOW:
            s.shadow_hand += 1
        else:
            s.hand[owner] += 1
        s.vp[p] -= UNPAID_PENALTY
    return len(lost)


def check_completions(s: RioState) -> None:
    """Complete every grid whose boxes all hold effective workers (in grid order): points to
    each box's owner, workers home, the completer's bonus and what it places."""
    for m, owners in enumerate(s.g_owner):
        if is_built(s, m) or not owners or any(o == -1 for o in owners):
            continue
        if not all(s.g_paid[m]):
            continue
        complete(s, m)


def complete(s: RioState, m: int) -> None:
    major = MAJORS[m]
    owners = s.g_owner[m]
    times = s.g_time[m]
    last = max(range(len(owners)), key=times.__getitem__)
    completer = payer(owners[last])
    values = s.boxes[m]
    for i, o in enumerate(owners):
        if o >= SHADOW:
            s.shadow_hand += 1  # the shadow colour scores nothing
        else:
            s.vp[o] += values[i]
            s.hand[o] += 1
    n = len(owners)
    s.g_owner[m] = [-1] * n
    s.g_paid[m] = [0] * n
    s.g_time[m] = [0] * n
    s.vp[completer] += major.bonus
    s.completed[m] += 1
    if m in (FORT, PORT):
        s.major_done[m] = 0
    elif m in TILE_MAJORS:
        s.major_done[m] = -2  # built, its tile waiting for a site
        s.pending = (*s.pending, (completer, "site", m))
    else:
        kind = "wall" if m == WALLS else "road"
        s.pending = (*s.pending, (completer, kind, major.pieces))


def pieces_left(s: RioState) -> int:
    return PIECES - len(s.roads) - len(s.walls)


def free_road_edges(s: RioState) -> list[int]:
    if pieces_left(s) <= 0:
        return []
    roads = s.roads
    return [e for e in ROAD_EDGES if e not in roads]


def free_wall_edges(s: RioState) -> list[int]:
    if pieces_left(s) <= 0:
        return []
    walls = s.walls
    return [e for e in WALL_EDGES if e not in walls]


def place_road(s: RioState, edge: int) -> None:
    s.roads = s.roads | {edge}
    s.linked = linked_districts(s.roads)


def place_wall(s: RioState, edge: int) -> None:
    s.walls = s.walls | {edge}


def free_sites(s: RioState) -> list[int]:
    """Where a completed Palace or Cathedral may go: the squares next to the Plaza without a
    building; if there is none, any of them (its building is removed: "rimuove una costruzione di
    sua scelta che va scartata")."""
    empty = [sq for sq in PALACE_SITES if s.bld[sq] == ""]
    if empty:
        return empty
    return [sq for sq in PALACE_SITES if s.bld[sq] not in TILE_MAJORS.values()]


def place_tile(s: RioState, m: int, sq: int) -> None:
    """The Palace or Cathedral tile on ``sq``: what stood there is discarded, workers there go
    home."""
    if s.w_owner[sq] != -1:
        s.hand[s.w_owner[sq]] += s.w_count[sq]
        s.w_owner[sq] = -1
        s.w_count[sq] = 0
    if s.w2_owner[sq] != -1:
        s.hand[s.w2_owner[sq]] += 1
        s.w2_owner[sq] = -1
    s.bld[sq] = TILE_MAJORS[m]
    s.owner[sq] = -1
    s.tile[sq] = -1
    s.major_done[m] = sq


def edge_text(edge: int) -> str:
    return EDGES[edge].name
