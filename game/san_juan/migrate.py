"""Records of older San Juan engine versions, upgraded to this one (``GameDef.migrate_moves``).

Engine version 1 took two decisions the book leaves to the player (rules notes 4, 5):

* a Prefecture owner who drew at most 2 Councillor cards kept them all: version 2 asks, since
  the Prefecture keeps "fino a 2 carte" (1 or 2);
* a Gold Mine owner shown a single card (the deck ran short) with no equal costs kept it:
  version 2 asks, since the owner "può sceglierne uno" (one card or none).

A version-1 record lacks those moves, so it is replayed with this engine and, wherever this
engine asks one of these questions, the answer version 1 gave (keep every card) is inserted.
Version 2 also ends a game in which no card in play could ever be built by anyone (rules notes
20), which version 1 played on for ever: the moves of a version-1 record beyond that end are
dropped. Everything else means the same in both versions, so the recorded moves are kept.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.protocol import Move

from .data import GOLD_MINE, PREFECTURE
from .notation import M_KEEP, PH_COUNCILLOR, PH_GOLD
from .state import SJState


def v1_answer(state: SJState) -> Move | None:
    """The move version 1 made by itself at this decision of ``state`` (None: it did not)."""
    p = state.cur
    drawn = state.drawn
    if state.phase == PH_COUNCILLOR:
        if PREFECTURE in state.city[p] and 0 < len(drawn) <= state.keep_count(p):
            return (M_KEEP, tuple(sorted(drawn)))
    elif state.phase == PH_GOLD and GOLD_MINE in state.city[p] and len(drawn) == 1:
        return (M_KEEP, tuple(drawn))
    return None


def migrate_moves(
    moves: list[str], options: Mapping[str, Any], seed: int, from_version: int
) -> list[str]:
    """The moves of a record played with engine ``from_version``, for this engine. Raises
    GameError (IllegalMove) at the first move that cannot be played."""
    from . import GAME

    if from_version >= SJState.engine_version:
        return list(moves)
    state = GAME.new_game(options, seed)
    out: list[str] = []
    for text in [*moves, None]:
        while not state.is_over():
            answer = v1_answer(state)
            if answer is None:
                break
            out.append(state.move_to_text(answer))
            state.apply(answer)
        if text is None or state.is_over():
            break  # (version 1 played on where version 2 ends the game)
        state.apply(state.parse_move(text))
        out.append(text)
    return out
