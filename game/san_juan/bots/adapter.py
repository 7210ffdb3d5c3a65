"""San Juan plug-in for the generic bots: the adapter.

Everything the bots use reads a :class:`~game.san_juan.state.SJState` that was *rebuilt from a
view*, so no bot ever sees another player's real hand, the real deck order or the real goods.
The determinizer is the house's :class:`~game.core.hidden.ViewSampler` on the game's one
hidden-information interface (:data:`game.san_juan.hidden.HIDDEN`): the state is rebuilt from the
view once per decision, and each sample clones it and deals the cards the seat cannot see again
(the cards everyone saw go into a hand stay there). The rules of thumb are in :mod:`.rules`.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.bots.base import GameAdapter
from game.core.protocol import GameState, Move
from game.core.rng import Rng
from game.san_juan.notation import PH_OVER, PH_ROLE
from game.san_juan.serialize import GAME_ID
from game.san_juan.state import SJState

from . import rules as sj_rules


class SJAdapter(GameAdapter):
    """San Juan for the generic bots."""

    game_id = GAME_ID

    #: default playout horizon (see :meth:`rollout_done`): role choices played before stopping
    rollout_picks: int = 4

    def search_moves(self, state: GameState, player: int) -> list[Move]:
        assert isinstance(state, SJState)
        return sj_rules.search_moves(state, player)

    def priors(self, state: GameState, player: int, moves: Sequence[Move]) -> list[float] | None:
        assert isinstance(state, SJState)
        return sj_rules.priors(state, player, moves)

    def heuristic_move(self, state: GameState, player: int, rng: Rng, skill: str) -> Move:
        assert isinstance(state, SJState)
        if skill == "easy":
            return sj_rules.easy_move(state, player, rng)
        return sj_rules.medium_move(state, player)

    def rollout_move(self, state: GameState, player: int, rng: Rng) -> Move:
        assert isinstance(state, SJState)
        return sj_rules.rollout_move(state, player, rng)

    def rollout_done(
        self, state: GameState, start: GameState, plies: int, horizon: int | None = None
    ) -> bool:
        """Playouts stop at the end of the game, or at a role choice once ``horizon`` (default
        :attr:`rollout_picks`) role choices have been played since the playout began."""
        assert isinstance(state, SJState) and isinstance(start, SJState)
        if state.phase == PH_OVER:
            return True
        if state.phase != PH_ROLE:
            return False
        picks = self.rollout_picks if horizon is None else horizon
        return sj_rules.picks_between(start, state) >= picks

    def evaluate(self, state: GameState) -> list[float]:
        assert isinstance(state, SJState)
        return sj_rules.win_shares(state)


ADAPTER = SJAdapter()
