"""Expansion 1, the Guest House (rulebook, ESPANSIONE 1, Casa degli Ospiti; rules-notes 45).

An occupied Guest House holds up to two guests: colonists its owner may move, one at a time,
to a free circle of their tiles or other buildings whenever they decide anything (an
*interrupt*: the same decision goes on afterwards), except in the Mayor phase (which places
every colonist anyway) and the draft. Before the Craftsman's production and the Captain's first
effects, which need no decision, the owners get a *window* (phase ``guests``, from the role's
chooser clockwise) to move their guests first.
"""

from __future__ import annotations

from itertools import compress
from operator import lt
from typing import TYPE_CHECKING

from game.core.phases import EACH_ONCE, Phase

from .data import GUEST_HOUSE, NOBLE_BIT, NOBLE_BUILDINGS, NUM_TILE_KINDS
from .layout import (
    BLD,
    GUEST_BASE,
    GUEST_BUILDING,
    GUEST_NOBLE_BASE,
    NMASK,
    NOB,
    OCC,
    PASS,
    PH_CAPTAIN,
    PH_CRAFT,
    SJ,
    TILES,
)
from .notation import BLD_PLACE, MOVES
from .rows import noble_counts
from .supply import add_colonist

if TYPE_CHECKING:
    from .state import PRState

GUEST_POS = BLD + GUEST_HOUSE  # a row's Guest House slot: its guests are its colonists
WINDOWS = (PH_CRAFT, PH_CAPTAIN)  # phases whose first effects need no decision
_GUEST_TILE_MOVES = tuple(GUEST_BASE + k for k in range(NUM_TILE_KINDS))
_OCC_END = OCC + NUM_TILE_KINDS
_TILES_END = TILES + NUM_TILE_KINDS


def interrupts(s: PRState, p: int) -> list[int] | None:
    """The guests' moves player ``p`` may make besides their decision (None: no guest)."""
    if s.pl[p][GUEST_POS] > 0:
        return guest_moves(s, p)
    return None



def guest_moves(s: PRState, p: int) -> list[int]:
    """Player ``p``'s guests' moves: a colonist of the occupied Guest House to a free circle
    of one of their tiles or other buildings (not a forest)."""
    row = s.pl[p]
    if row[GUEST_POS] <= 0:
        return []
    # An owner decides often with the same island and city: this state remembers each seat's
    # last list with what it depends on (San Juan and the row from the tiles on; the board is
    # the game's); comparing that is cheaper than listing again. The memo is the state's own:
    # not a field, a clone starts without one.
    tail = row[TILES:]
    sj = row[SJ]
    memo = s.guest_memo
    if memo is None:
        memo = s.guest_memo = {}
    known = memo.get(p)
    if known is not None and known[0] == sj and known[1] == tail:
        return list(known[2])
    # the tiles with a free circle (C-level), then the buildings on the board with one
    # (owned: 0 <= colonists < circles), in the Builder's order
    moves = list(compress(_GUEST_TILE_MOVES, map(lt, row[OCC:_OCC_END], row[TILES:_TILES_END])))
    moves += [move for pos, move, circles in s.tables.guest_targets
              if 0 <= row[pos] < circles]
    if row[NOB] and moves:
        noble_guests(row, moves)
    memo[p] = (sj, tail, tuple(moves))
    return moves


def noble_guests(row: list[int], moves: list[int]) -> None:
    """Expansion 2: a guest moving to the Zoning Office, Chapel, Hunting Lodge or Land Office
    is a worker (``guest:<b>``) if a worker stands outside those four, or a noble
    (``guest:<b>+noble``) if a noble does (the guests are among those colonists)."""
    counts = None
    for b in NOBLE_BUILDINGS:
        move = GUEST_BASE + GUEST_BUILDING + b
        if move in moves:
            if counts is None:  # counted once, only when a guest can go to one of them
                free, workers = counts = noble_counts(row)
            if free > 0:
                moves.append(GUEST_NOBLE_BASE + b)
            if workers <= 0:
                moves.remove(move)


def move_guest(s: PRState, move: int, p: int) -> None:
    """A guest of player ``p``'s Guest House moves where ``move`` says."""
    m = MOVES[move]
    row = s.pl[p]
    row[GUEST_POS] -= 1
    add_colonist(row, m.place)
    if m.noble:  # Expansion 2: the guest is a noble, on one of the four buildings
        row[NMASK] |= NOBLE_BIT[m.place - BLD_PLACE]


def guests_waiting(s: PRState) -> bool:
    """Whether a Guest House owner has a guest waiting and somewhere for it to go."""
    for p, row in enumerate(s.pl):
        if row[GUEST_POS] > 0 and guest_moves(s, p):
            return True
    return False


def window_options(s: PRState, p: int) -> list[int]:
    """In the guests' window: the guests' moves, or ``pass``."""
    moves = guest_moves(s, p)
    if moves:
        moves.append(PASS)
    return moves


def window_move(s: PRState, move: int, p: int) -> bool:
    """A guest moves (the same player may move another one), or ``pass`` closes the
    player's turn of the window."""
    if move == PASS:
        return False
    move_guest(s, move, p)
    moves = window_options(s, p)
    if moves:
        s.legal = moves
        return True
    return False


def close_window(s: PRState) -> bool:
    """Every owner had their turn: the phase the window delayed begins."""
    return s.engine.close_window(s)


GUESTS = Phase("guests", EACH_ONCE, window_move, window_options, end=close_window,
               interruptible=False)
