"""The board's buildings (rulebook, PREPARAZIONE; Expansion 1's draft fills it): which building
types a game holds, and the tables its hot paths scan, built once per board.

A base game holds the base buildings; with New Buildings the violet ones are drafted onto the
board (:mod:`.draft`), so no two games need scan the same types. :func:`board_tables` cuts the
tables of a board from the full ones of its index space (:func:`nbld_of`); they are immutable
and shared by every state of that board.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import compress
from operator import itemgetter
from typing import Any

from .data import (
    B_CIRCLES,
    B_COLUMN,
    B_COST,
    B_EXPANSION,
    B_SPACES,
    EXPANSION_OPTIONS,
    GUEST_HOUSE,
    NUM_BUILDINGS,
)
from .layout import BLD, GUEST_BASE, GUEST_BUILDING
from .placements import VIOLET_MASK, grouped, placement_orders

_BLD_RANGE = range(NUM_BUILDINGS)
# The board of a base game, and at the start of the Expansion 1 draft (production buildings).
BASE_BOARD = tuple(B_EXPANSION[b] == "base" for b in _BLD_RANGE)
DRAFT_BOARD = tuple(B_EXPANSION[b] == "base" and not VIOLET_MASK[b] for b in _BLD_RANGE)
# Builder: (building, row index, cost, column, spaces), cheapest first.
_BUILD_BY_COST = tuple(
    (b, BLD + b, B_COST[b], B_COLUMN[b], B_SPACES[b])
    for b in sorted(_BLD_RANGE, key=lambda b: (B_COST[b], b))
)


def nbld_of(expansions: frozenset[str]) -> int:
    """How many building types (from index 0) a game with ``expansions`` can hold: the row
    slots its rules scan (the expansions' buildings are appended after the base game's)."""
    nb = _NBLD.get(expansions)
    if nb is None:
        tags = {EXPANSION_OPTIONS[x] for x in expansions} | {"base"}
        nb = _NBLD[expansions] = 1 + max(
            b for b in range(NUM_BUILDINGS) if B_EXPANSION[b] in tags
        )
    return nb


_NBLD: dict[frozenset[str], int] = {}



def guest_targets(build: tuple[tuple[int, ...], ...]) -> tuple[tuple[int, int, int], ...]:
    """(row index, guest move, circles) of the buildings in the Builder's list ``build`` a guest
    may move to (not the Guest House itself, nor one without a circle), in that order."""
    return tuple(
        (pos, GUEST_BASE + GUEST_BUILDING + b, B_CIRCLES[b])
        for b, pos, *_ in build
        if b != GUEST_HOUSE and B_CIRCLES[b]
    )


class BoardTables:
    """What the hot paths scan in one game, restricted to the building types on its board (a
    base game's, or one drafted with Expansion 1), so that no game scans a type it lacks. Built
    once per board (``board_tables``) and shared by the states of its game and their clones."""

    __slots__ = (
        "build",
        "circles",
        "expand",
        "guest_targets",
        "on_board",
        "orders",
        "pick_slots",
        "zeros",
    )

    def __init__(self, orders: tuple[Any, ...], build: tuple[tuple[int, ...], ...],
                 guest_targets: tuple[tuple[int, int, int], ...],
                 on_board: tuple[tuple[int, int, int], ...]) -> None:
        #: the three placement orders (``placements.fill``): default, buildings first, island
        #: first
        self.orders = orders
        #: the Builder's list: (type, row index, cost, column, city spaces), cheapest first
        self.build = build
        #: where a guest may move: (row index, guest move, circles), in the Builder's order
        self.guest_targets = guest_targets
        #: (type, row index, circles) of the types on the board, in index order (a player owns
        #: buildings of the board only)
        self.on_board = on_board
        # for mayor_options: a picker of those types' row slots, their circles, as many zeros,
        # and ``expand`` turning (0, *per-type values) into a placement's tuple over every type
        types, positions, circles = zip(*on_board, strict=True) if on_board else ((), (), ())
        index = [0] * NUM_BUILDINGS  # a type's place in (0, *values): 0 if off the board
        for i, b in enumerate(types, 1):
            index[b] = i
        self.pick_slots = picker(list(positions))
        self.circles = circles
        self.zeros = (0,) * len(on_board)
        self.expand = itemgetter(*index)


def picker(indices: list[int]) -> Callable[[Any], tuple[Any, ...]]:
    """A function giving ``tuple(seq[i] for i in indices)``, at C speed when it can (an
    itemgetter of one index would give the item itself, of none a TypeError)."""
    if len(indices) >= 2:
        return itemgetter(*indices)
    at = tuple(indices)
    return lambda seq: tuple(seq[i] for i in at)


def _full_tables(nb: int) -> BoardTables:
    """The tables over every type of a game's building index space (``PRState.nbld``), the
    placement orders' runs of buildings grouped (see :func:`.placements.grouped`)."""
    build = tuple(t for t in _BUILD_BY_COST if t[0] < nb)
    return BoardTables(tuple(grouped(order) for order in placement_orders(range(nb))), build,
                       guest_targets(build), tuple((b, BLD + b, B_CIRCLES[b]) for b in range(nb)))


# The full tables by index space: a set of expansions scans as far as its member reaching
# furthest, so the singles suffice. A base game's board holds them all.
FULL_TABLES: dict[int, BoardTables] = {
    nb: _full_tables(nb)
    for nb in {nbld_of(frozenset(x)) for x in ((), *((n,) for n in EXPANSION_OPTIONS))}
}
# The base game's placement orders (default, buildings first, island first): engine version 1's.
BASE_ORDERS = FULL_TABLES[nbld_of(frozenset())].orders
_BOARD_TABLES: dict[tuple[tuple[bool, ...], int], BoardTables] = {}


def _board_filters(full: BoardTables) -> tuple[Any, ...]:
    """For ``board_tables``: per full placement order, its runs of buildings as (step index,
    picker of the run's board flags), last first; the Builder list's picker; the Guest House
    targets' picker."""
    runs = tuple(
        tuple((i, picker([t[1] for t in step[3]]))
              for i, step in reversed(list(enumerate(order))) if step[0] == 3)
        for order in full.orders
    )
    return (runs, picker([t[0] for t in full.build]),
            picker([t[1] - GUEST_BASE - GUEST_BUILDING for t in full.guest_targets]))


_BOARD_FILTERS = {nb: _board_filters(full) for nb, full in FULL_TABLES.items()}


def _on_board(order: tuple[tuple[Any, ...], ...], runs: tuple[Any, ...],
              board: tuple[bool, ...]) -> tuple[Any, ...]:
    """A grouped placement order less the buildings not on ``board``: each run of buildings
    (kind 3; ``runs``: where they are, last first, and a picker of their board flags) keeps
    those on it, an emptied run goes (as filtering, then grouping, would do)."""
    steps = list(order)
    for i, pick in runs:  # last first: removing a step leaves the earlier ones in place
        run = tuple(compress(order[i][3], pick(board)))
        if run:
            steps[i] = (3, 0, 0, run)
        else:
            del steps[i]
    return tuple(steps)


def board_tables(board: tuple[bool, ...], nb: int) -> BoardTables:
    """The tables of a game whose board holds the building types ``board``: a drafted board
    (Expansion 1) places, builds and counts over its own buildings only."""
    if board == BASE_BOARD:
        return FULL_TABLES[nb]
    tables = _BOARD_TABLES.get((board, nb))
    if tables is None:
        if len(_BOARD_TABLES) > 512:  # many games in one process (simulations): start afresh
            _BOARD_TABLES.clear()
        full = FULL_TABLES[nb]
        runs, pick_build, pick_targets = _BOARD_FILTERS[nb]
        orders = tuple(
            _on_board(order, r, board) for order, r in zip(full.orders, runs, strict=True)
        )
        # no Guest House on the board: nobody ever has a guest to move
        guests = (tuple(compress(full.guest_targets, pick_targets(board)))
                  if board[GUEST_HOUSE] else ())
        tables = _BOARD_TABLES[board, nb] = BoardTables(
            orders, tuple(compress(full.build, pick_build(board))), guests,
            tuple(compress(full.on_board, board)),  # (in index order, as the board)
        )
    return tables
