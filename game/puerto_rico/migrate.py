"""Records of older Puerto Rico engine versions, upgraded to this one (``GameDef.migrate_moves``).

Engine version 1 took some decisions for the players by itself; version 2 asks them (rules-notes
34-36, 38). A version-1 record lacks those moves, so it is replayed with this engine and, wherever
this engine asks a question version 1 answered by itself, the answer version 1 gave is inserted:

* the Mayor's privilege colonist (``privilege``): version 1 always took it;
* the Captain's bonus VP (``bonus:<n>``): version 1 always took them all;
* a Mayor placement: version 1 applied the proposed placement by itself whenever its
  representative placements (the proposal, "buildings first", "island first") coincided.

Everything else means the same in both versions, so the recorded moves are kept as they are.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .board import BASE_ORDERS
from .layout import BONUS_BASE, PH_MAYOR, TAKE_PRIVILEGE
from .placements import fill
from .rows import colonists_of
from .state import PRState

# What the moves added by version 2 look like: a version-1 record never contains them.
_NEW_MOVES = ("privilege", "bonus:")


def _v1_answer(state: PRState, upcoming: str | None) -> Any:
    """The move version 1 made by itself at this decision of ``state`` (None: it did not)."""
    if upcoming is not None and upcoming.startswith(_NEW_MOVES):
        return None  # the record already answers (it was upgraded before)
    if state.mayor_ask:
        return TAKE_PRIVILEGE
    if state.bonus_left:
        return BONUS_BASE + state.bonus_left
    if state.phase == PH_MAYOR:
        row = state.pl[state.cur]
        total = colonists_of(row)
        default, buildings_first, island_first = BASE_ORDERS
        first = fill(row, default, total)
        if all(fill(row, order, total) == first for order in (buildings_first, island_first)):
            return first
    return None


def migrate_moves(
    moves: list[str], options: Mapping[str, Any], seed: int, from_version: int
) -> list[str]:
    """The moves of a record played with engine ``from_version``, for this engine. Raises
    GameError (IllegalMove) at the first move that cannot be played."""
    from . import GAME

    if from_version >= PRState.engine_version:
        return list(moves)
    state = GAME.new_game(options, seed)
    out: list[str] = []
    for i in range(len(moves) + 1):
        upcoming = moves[i] if i < len(moves) else None
        while not state.is_over():
            answer = _v1_answer(state, upcoming)
            if answer is None:
                break
            out.append(state.move_to_text(answer))
            state.apply(answer)
        if upcoming is None:
            break
        state.apply(state.parse_move(upcoming))
        out.append(upcoming)
    return out
