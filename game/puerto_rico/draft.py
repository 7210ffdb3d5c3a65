"""Expansion 1's setup draft (rulebook, ESPANSIONE 1, PREPARAZIONE; rules-notes 39): before
the first round, from the first Governor clockwise, each player places a violet building of
their choice on a free board space of the same printed cost (Expansion 2 adds red spaces),
until the spaces are full; with the ``random_draft`` option the engine draws them.
"""

from __future__ import annotations

from operator import attrgetter
from typing import TYPE_CHECKING

from game.core.phases import CHOICE, Phase
from game.core.rng import Rng

from .board import picker
from .data import (
    B_COST,
    B_EXPANSION,
    DRAFT_SPACES,
    EXPANSION_OPTIONS,
    NUM_BUILDINGS,
    RED_DRAFT_SPACES,
    SETUPS,
    building_copies,
)
from .layout import DRAFT_BASE, PH_DRAFT
from .notation import MOVES
from .placements import VIOLET_MASK
from .round import begin_play

if TYPE_CHECKING:
    from .state import PRState

# The setup draft (Expansion 1): (type, printed cost) of the violet buildings, in index order;
# the free spaces by cost with Expansion 2's red spaces added; the candidates per expansion set.
_VIOLET_COSTS = tuple((b, B_COST[b]) for b in range(NUM_BUILDINGS) if VIOLET_MASK[b])
_DRAFT_LEFT = [0] * (1 + max(DRAFT_SPACES))
for _cost, _k in DRAFT_SPACES.items():
    _DRAFT_LEFT[_cost] = _k
_DRAFT_LEFT_RED = _DRAFT_LEFT[:]
for _cost, _k in RED_DRAFT_SPACES.items():
    _DRAFT_LEFT_RED[_cost] += _k
assert 0 not in DRAFT_SPACES
_DRAFT_OF_COST = tuple(  # per printed cost, the violet types of that cost (a few)
    tuple(b for b in range(NUM_BUILDINGS) if VIOLET_MASK[b] and B_COST[b] == cost)
    for cost in range(len(_DRAFT_LEFT))
)
_DRAFT_OF_COST_MOVES = tuple(frozenset(DRAFT_BASE + b for b in types) for types in _DRAFT_OF_COST)
_DRAFT_CANDIDATES: dict[frozenset[str], tuple[tuple[int, int], ...]] = {}
_DRAFT_FIRST: dict[tuple[frozenset[str], tuple[bool, ...]], tuple[int, ...]] = {}  # (a few)
# the draft: per printed cost, a picker of its violet types' board flags (draft_free)
_DRAFT_PICKS = tuple(picker(list(types)) for types in _DRAFT_OF_COST)
_COPIES = {n: tuple(building_copies(b, n) for b in range(NUM_BUILDINGS)) for n in SETUPS}


def start_draft(s: PRState) -> None:
    """The draft of the violet buildings before the first round (rulebook, ESPANSIONE 1,
    PREPARAZIONE): from the first Governor clockwise, each player places one violet building
    of their choice on a free board space of the same printed cost, until the spaces are
    full; with ``random_draft`` the engine draws them (seeded RNG)."""
    s.phase = PH_DRAFT
    s.picks = 0
    s.role_player = -1
    s.cur = s.governor
    if s.random_draft:
        rng = Rng(0)
        rng.state = s.rng_state
        moves = draft_options(s, s.cur)
        while moves:
            place_drafted(s, MOVES[moves[rng.below(len(moves))]].building)
            moves = draft_options(s, s.cur)
        s.rng_state = rng.state
        s.use_board(s.board)
        begin_play(s)
        return
    # the first options depend on the expansions and the starting board only (no violet
    # building is placed yet): listed once per such pair
    first = _DRAFT_FIRST.get((s.expansions, s.board))
    if first is None:
        first = _DRAFT_FIRST[s.expansions, s.board] = tuple(draft_options(s, s.cur))
    s.legal = list(first)


def draft_spaces_left(s: PRState) -> dict[int, int]:
    """Free violet spaces on the board by printed cost (setup draft)."""
    left = draft_left(s)
    return {cost: left[cost] for cost in DRAFT_SPACES}


def draft_left(s: PRState) -> list[int]:
    """draft_spaces_left as a list indexed by printed cost (the draft's own)."""
    return [draft_free(s, cost) for cost in range(len(_DRAFT_LEFT))]


def draft_free(s: PRState, cost: int) -> int:
    """Free violet spaces of printed cost ``cost``: the board's (with Expansion 2 the red
    ones too), less the violet buildings of that cost placed on it."""
    placed = sum(_DRAFT_PICKS[cost](s.board))
    return (_DRAFT_LEFT_RED if s.nobles else _DRAFT_LEFT)[cost] - placed


def draft_options(s: PRState, p: int) -> list[int]:
    """The violet buildings of the expansions in play not on the board yet, with a free space
    of their printed cost (the same for every player ``p``)."""
    left = draft_left(s)
    cands = _DRAFT_CANDIDATES.get(s.expansions)
    if cands is None:  # the violet types of the expansions in play, once per set of them
        tags = {EXPANSION_OPTIONS[x] for x in s.expansions} | {"base"}
        cands = _DRAFT_CANDIDATES[s.expansions] = tuple(
            (b, cost) for b, cost in _VIOLET_COSTS if B_EXPANSION[b] in tags
        )
    board = s.board
    return [DRAFT_BASE + b for b, cost in cands if left[cost] > 0 and not board[b]]


def place_drafted(s: PRState, b: int) -> None:
    """Building ``b`` goes on the board: its copies join the building supply."""
    board = list(s.board)
    board[b] = True
    s.board = tuple(board)
    s.bsupply[b] = _COPIES[s.num_players][b]


def draft_move(s: PRState, move: int, p: int) -> bool:
    """Place the building; the next player drafts, or the first round begins."""
    b = MOVES[move].building
    place_drafted(s, b)
    # the options left, as _draft_options would list them: the previous ones (s.legal,
    # in the same order) less this building and, once its cost's spaces are full, its cost
    cost = B_COST[b]
    if draft_free(s, cost) <= 0:
        full = _DRAFT_OF_COST_MOVES[cost]  # the few types of that cost (this one too)
        moves = [m for m in s.legal if m not in full]
    else:
        moves = s.legal[:]
        moves.remove(move)
    if not moves:
        s.use_board(s.board)
        begin_play(s)
        return True
    s.cur = (p + 1) % s.num_players
    s.legal = moves
    return True


DRAFT = Phase("draft", CHOICE, draft_move, draft_options, leader=attrgetter("cur"),
              interruptible=False)
