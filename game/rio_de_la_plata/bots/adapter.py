"""Río de la Plata plug-in for the generic bots: the adapter.

Everything on the table is public in Río de la Plata; a seat cannot know only the dice to come
(the RNG). The determinizer is the house's :class:`~game.core.hidden.ViewSampler` on the game's
hidden information (:data:`game.rio_de_la_plata.hidden.HIDDEN`, the default of
:meth:`GameAdapter.determinizer`): the state is rebuilt from the view once per decision, and
each sample draws a new RNG state. The rules of thumb are in :mod:`.rules`, the worths and the
estimate in :mod:`.values`.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.bots.base import GameAdapter
from game.core.protocol import GameState, Move
from game.core.rng import Rng
from game.rio_de_la_plata.state import GAME_ID, PH_ORDER, PH_OVER, RioState

from . import rules, values


def stage(s: RioState) -> int:
    """Half-years: the placement and effects of year ``y`` are ``2y``, its end ``2y + 1``."""
    return 2 * s.year + (1 if s.phase == PH_ORDER else 0)


class RioAdapter(GameAdapter):
    """Río de la Plata for the generic bots."""

    game_id = GAME_ID

    #: default playout horizon (see :meth:`rollout_done`): stages (half-years) played
    rollout_stages: int = 1

    def search_moves(self, state: GameState, player: int) -> list[Move]:
        assert isinstance(state, RioState)
        return rules.search_moves(state, player)

    def priors(self, state: GameState, player: int, moves: Sequence[Move]) -> list[float] | None:
        assert isinstance(state, RioState)
        return rules.priors(state, player, moves)

    def heuristic_move(self, state: GameState, player: int, rng: Rng, skill: str) -> Move:
        assert isinstance(state, RioState)
        if skill == "easy":
            return rules.easy_move(state, player, rng)
        return rules.medium_move(state, player)

    def rollout_move(self, state: GameState, player: int, rng: Rng) -> Move:
        assert isinstance(state, RioState)
        return rules.rollout_move(state, player, rng)

    def rollout_done(
        self, state: GameState, start: GameState, plies: int, horizon: int | None = None
    ) -> bool:
        """Playouts stop at the end of the game, or once the effects phase of the year they
        began in is over (``horizon``: half-years to play, default :attr:`rollout_stages`)."""
        assert isinstance(state, RioState) and isinstance(start, RioState)
        if state.phase == PH_OVER:
            return True
        stages = self.rollout_stages if horizon is None else horizon
        return stage(state) - stage(start) >= stages

    def evaluate(self, state: GameState) -> list[float]:
        assert isinstance(state, RioState)
        return values.win_shares(state)


ADAPTER = RioAdapter()
