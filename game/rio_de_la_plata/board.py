"""The city map of Río de la Plata, as designed in ``docs/rio-de-la-plata-board.md`` (the printed
board did not survive in the rulebook's text): 16 × 10 squares named like a chess board (columns
A–P west to east, rows 1–10 north to south, the river south), eight districts, the Plaza Mayor,
the Starting Line, the grid's corners (where district centres and roads meet) and its edges (road
segments inside the city, walls on its perimeter).

Everything here is a constant table computed once at import: the engine, the bots and the table
read it, nothing changes it.
"""

from __future__ import annotations

COLS = 16
ROWS = 10
SQUARES = COLS * ROWS
COL_NAMES = "ABCDEFGHIJKLMNOP"


def square(col: int, row: int) -> int:
    """The square at column ``col`` (0 = A) and row ``row`` (0 = row 1)."""
    return row * COLS + col


def col_of(sq: int) -> int:
    return sq % COLS


def row_of(sq: int) -> int:
    return sq // COLS


def square_name(sq: int) -> str:
    """``F8`` for the sixth column, eighth row."""
    return f"{COL_NAMES[sq % COLS]}{sq // COLS + 1}"


SQUARE_NAMES: tuple[str, ...] = tuple(square_name(sq) for sq in range(SQUARES))
SQUARE_BY_NAME: dict[str, int] = {name: sq for sq, name in enumerate(SQUARE_NAMES)}


# -- districts ------------------------------------------------------------------------------------

DISTRICT_IDS: tuple[str, ...] = ("nw", "nwc", "nec", "ne", "w", "e", "rw", "re")
DISTRICT_NAMES: tuple[str, ...] = (
    "North-west", "North-west centre", "North-east centre", "North-east",
    "West", "East", "River west", "River east",
)
NUM_DISTRICTS = len(DISTRICT_IDS)
# The six districts on the open perimeter (the Defender scores them): the first six.
PERIMETER_DISTRICTS: tuple[int, ...] = (0, 1, 2, 3, 4, 5)
PLAZA = -1  # the district of the Plaza Mayor's squares: none

PLAZA_SQUARES: frozenset[int] = frozenset({square(7, 8), square(8, 8), square(7, 9),
                                           square(8, 9)})


def _district(col: int, row: int) -> int:
    if square(col, row) in PLAZA_SQUARES:
        return PLAZA
    if row <= 4:
        return col // 4  # nw, nwc, nec, ne
    if col <= 3:
        return 4  # w
    if col >= 12:
        return 5  # e
    return 6 if col <= 7 else 7  # rw (E–H, E–G by the Plaza), re (I–L, J–L by the Plaza)


DISTRICT_OF: tuple[int, ...] = tuple(_district(col_of(sq), row_of(sq)) for sq in range(SQUARES))
DISTRICT_SQUARES: tuple[tuple[int, ...], ...] = tuple(
    tuple(sq for sq in range(SQUARES) if DISTRICT_OF[sq] == d) for d in range(NUM_DISTRICTS))

# The Starting Line: D5–M5, D6–D10 and M6–M10, around the river districts and the Plaza.
STARTING_LINE: frozenset[int] = frozenset(
    [square(c, 4) for c in range(3, 13)]
    + [square(3, r) for r in range(5, 10)] + [square(12, r) for r in range(5, 10)])

# Where the Palace and the Cathedral go: the squares next to the Plaza (orthogonally).
PALACE_SITES: tuple[int, ...] = tuple(sorted({
    square(6, 8), square(6, 9), square(9, 8), square(9, 9), square(7, 7), square(8, 7)}))


# -- neighbours -----------------------------------------------------------------------------------

def _neighbours(sq: int, diagonal: bool) -> tuple[int, ...]:
    c, r = col_of(sq), row_of(sq)
    steps = [(0, -1), (-1, 0), (1, 0), (0, 1)]
    if diagonal:
        steps += [(-1, -1), (1, -1), (-1, 1), (1, 1)]
    return tuple(sorted(square(c + dc, r + dr) for dc, dr in steps
                        if 0 <= c + dc < COLS and 0 <= r + dr < ROWS))


# The eight neighbours: the city's one notion of "adjacent" (rules notes: placing, activating,
# the Piazza's surroundings); war moves are orthogonal (the four).
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(_neighbours(sq, True) for sq in range(SQUARES))
ORTHOGONAL: tuple[tuple[int, ...], ...] = tuple(_neighbours(sq, False) for sq in range(SQUARES))


# -- corners and edges ----------------------------------------------------------------------------
# A corner (x, y), 0 <= x <= 16, 0 <= y <= 10, is the north-west corner of square (x, y): its
# name is that square's ("corner F8"); the corners on the south and east borders have no such
# square and are named by their coordinates only internally.

def corner(x: int, y: int) -> int:
    return y * (COLS + 1) + x


CORNERS = (COLS + 1) * (ROWS + 1)

# District centres (the "tondo nero"), one corner inside each district.
CENTRES: tuple[int, ...] = (
    corner(2, 3), corner(6, 3), corner(10, 3), corner(14, 3),  # nw, nwc, nec, ne
    corner(2, 7), corner(14, 7), corner(5, 7), corner(11, 7),  # w, e, rw, re
)
# The Plaza Mayor's corners: a road reaching any of them reaches the Plaza.
PLAZA_CORNERS: frozenset[int] = frozenset(corner(x, y) for x in range(7, 10) for y in range(8, 11))

NORTH, WEST, EAST, SOUTH = "N", "W", "E", "S"


class Edge:
    """One edge of the grid: between two squares inside the city (a road's place), or on the
    city's border (a wall's place, and an attackers' entry when open)."""

    __slots__ = ("corners", "id", "name", "side", "squares")

    def __init__(self, id_: int, name: str, squares: tuple[int, ...], corners: tuple[int, int],
                 side: str | None) -> None:
        self.id = id_
        self.name = name
        self.squares = squares  # the two squares it separates, or the one it borders
        self.corners = corners
        self.side = side  # None for an inner edge; N, W, E or S for the border


def _edges() -> tuple[Edge, ...]:
    found: list[Edge] = []

    def add(name: str, squares: tuple[int, ...], corners: tuple[int, int],
            side: str | None) -> None:
        found.append(Edge(len(found), name, squares, corners, side))

    for r in range(ROWS):
        for c in range(COLS):
            a = square(c, r)
            if c + 1 < COLS:  # the vertical edge east of a
                b = square(c + 1, r)
                add(f"{SQUARE_NAMES[a]}/{SQUARE_NAMES[b]}", (a, b),
                    (corner(c + 1, r), corner(c + 1, r + 1)), None)
            if r + 1 < ROWS:  # the horizontal edge south of a
                b = square(c, r + 1)
                add(f"{SQUARE_NAMES[a]}/{SQUARE_NAMES[b]}", (a, b),
                    (corner(c, r + 1), corner(c + 1, r + 1)), None)
    for c in range(COLS):
        add(f"N:{SQUARE_NAMES[square(c, 0)]}", (square(c, 0),), (corner(c, 0), corner(c + 1, 0)),
            NORTH)
    for r in range(ROWS):
        add(f"W:{SQUARE_NAMES[square(0, r)]}", (square(0, r),), (corner(0, r), corner(0, r + 1)),
            WEST)
    for r in range(ROWS):
        sq = square(COLS - 1, r)
        add(f"E:{SQUARE_NAMES[sq]}", (sq,), (corner(COLS, r), corner(COLS, r + 1)), EAST)
    for c in range(COLS):
        sq = square(c, ROWS - 1)
        add(f"S:{SQUARE_NAMES[sq]}", (sq,), (corner(c, ROWS), corner(c + 1, ROWS)), SOUTH)
    return tuple(found)


EDGES: tuple[Edge, ...] = _edges()
EDGE_BY_NAME: dict[str, int] = {e.name: e.id for e in EDGES}
# Where a road may go: an inner edge, unless both its squares are the Plaza's.
ROAD_EDGES: tuple[int, ...] = tuple(
    e.id for e in EDGES if e.side is None
    and not all(sq in PLAZA_SQUARES for sq in e.squares))
# Where a wall may go: the open border (north, west, east); the south side is walled from the start.
WALL_EDGES: tuple[int, ...] = tuple(e.id for e in EDGES if e.side in (NORTH, WEST, EAST))
RIVER_WALLS: frozenset[int] = frozenset(e.id for e in EDGES if e.side == SOUTH)
PIECES = 60  # "60 pezzi strade/mura": roads and walls placed never exceed it

# The border edges of each square (for walls around a Piazza, entries in a war).
BORDER_OF: tuple[tuple[int, ...], ...] = tuple(
    tuple(e.id for e in EDGES if e.side is not None and e.squares[0] == sq)
    for sq in range(SQUARES))
# The open-border edges each perimeter district owns (closed when every one has a wall).
DISTRICT_BORDER: tuple[tuple[int, ...], ...] = tuple(
    tuple(e for e in WALL_EDGES if DISTRICT_OF[EDGES[e].squares[0]] == d)
    for d in range(NUM_DISTRICTS))

# The corners each road edge joins, by corner: the road graph's adjacency.
_ROAD_AT: dict[int, list[tuple[int, int]]] = {}
for _e in ROAD_EDGES:
    _a, _b = EDGES[_e].corners
    _ROAD_AT.setdefault(_a, []).append((_e, _b))
    _ROAD_AT.setdefault(_b, []).append((_e, _a))
ROAD_AT: dict[int, tuple[tuple[int, int], ...]] = {k: tuple(v) for k, v in _ROAD_AT.items()}


def linked_districts(roads: frozenset[int] | set[int]) -> tuple[bool, ...]:
    """Per district: whether a road connects its centre with the Plaza Mayor (``roads``: the
    road edges placed)."""
    reached = set(PLAZA_CORNERS)
    todo = list(PLAZA_CORNERS)
    while todo:
        at = todo.pop()
        for edge, other in ROAD_AT.get(at, ()):
            if edge in roads and other not in reached:
                reached.add(other)
                todo.append(other)
    return tuple(c in reached for c in CENTRES)


def road_path(roads: frozenset[int] | set[int], district: int) -> tuple[int, list[int]]:
    """The fewest road segments still to place to link ``district``'s centre with the Plaza
    (0: linked; 1 << 30: no way), along any inner edges (placed roads cost nothing), and the
    edges still to place along one such way."""
    import heapq

    start = CENTRES[district]
    best = {start: 0}
    prev: dict[int, tuple[int, int]] = {}
    heap = [(0, start)]
    while heap:
        cost, at = heapq.heappop(heap)
        if at in PLAZA_CORNERS:
            path = []
            while at != start:
                edge, at = prev[at]
                if edge not in roads:
                    path.append(edge)
            return cost, path
        if cost > best.get(at, 1 << 30):
            continue
        for edge, other in ROAD_AT.get(at, ()):
            step = 0 if edge in roads else 1
            if cost + step < best.get(other, 1 << 30):
                best[other] = cost + step
                prev[other] = (edge, at)
                heapq.heappush(heap, (cost + step, other))
    return 1 << 30, []


def road_distance(roads: frozenset[int] | set[int], district: int) -> int:
    """The fewest road segments still to place to link ``district``'s centre with the Plaza
    (0: linked), along any inner edges (placed roads cost nothing)."""
    return road_path(roads, district)[0]
