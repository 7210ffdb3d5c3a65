"""The toy game's bot plug-in, registered at import (the toy game names no ``bots`` module, so
the shell offers its seats to humans only, while the tests can still play it with every level).

Its determinizer is the generic :class:`~game.core.hidden.ViewSampler` over the toy's
:class:`~game.core.hidden.HiddenInfo`: a game's bots need nothing more to sample what they cannot
see. The heuristic plays Nim's winning move (leave a multiple of 4) when it has one.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.bots import Determinizer, GameAdapter, register_adapter
from game.core.hidden import ViewSampler
from game.core.protocol import GameState, Move
from game.core.rng import Rng
from tests.core.toy_game import GAME, ToyState


class ToyAdapter(GameAdapter):
    """Hidden Nim for the generic bots."""

    game_id = GAME.id

    def determinizer(self, view: Mapping[str, Any]) -> Determinizer:
        return ViewSampler(GAME.hidden, view)

    def heuristic_move(self, state: GameState, player: int, rng: Rng, skill: str) -> Move:
        assert isinstance(state, ToyState)
        return state.pile % 4 or 1

    def rollout_move(self, state: GameState, player: int, rng: Rng) -> Move:
        moves = state.legal_moves(player)
        return moves[rng.below(len(moves))]

    def evaluate(self, state: GameState) -> list[float]:
        if state.is_over():
            return state.returns()
        return [1 / state.num_players] * state.num_players


ADAPTER = ToyAdapter()
register_adapter(ADAPTER)
