"""Puerto Rico plug-in for the generic bots: the adapter.

Everything the bots use reads a :class:`~game.puerto_rico.state.PRState` that was *rebuilt from
a view*: the determinizer is a :class:`~game.core.hidden.ViewSampler` over the game's hidden
information (:mod:`game.puerto_rico.hidden`: the plantations the viewer has not seen dealt anew,
the others' hidden VP chips split with their public total), so no bot ever sees the real hidden
plantation order or the other players' real VP chips. The state is rebuilt once per decision;
further samples clone it and deal only the hidden parts (microseconds, for the search). The
heuristics (evaluation, rules of thumb, Medium's policy) are in :mod:`game.puerto_rico.bots.rules`.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.bots.base import GameAdapter
from game.core.protocol import GameState, Move
from game.core.rng import Rng
from game.puerto_rico.layout import PH_DRAFT, PH_OVER, PH_ROLE
from game.puerto_rico.state import PRState

from . import rules as pr_rules
from .choices import mayor_placement
from .evaluation import win_shares

GAME_ID = "puerto_rico"

# =================================================================================================
# The adapter
# =================================================================================================


class PRAdapter(GameAdapter):
    """Puerto Rico for the generic bots."""

    game_id = GAME_ID

    #: default playout horizon (see :meth:`rollout_done`): 0 = when the round they began in ends
    rollout_rounds: int = 0
    #: root priors of a role choice from Medium's look-ahead (softmax temperature, VP)
    root_lookahead: bool = False
    root_temp: float = 1.0

    def search_moves(self, state: GameState, player: int) -> list[Move]:
        assert isinstance(state, PRState)
        if state.phase == PH_DRAFT:
            # the draft's worth shows only rounds later, past the playouts' horizon: the rules
            # decide it (the search would pick at random among equal-looking moves)
            return [pr_rules.fast_move(state)]
        moves = state.legal_moves(player)
        if state.expansions and len(moves) > 12:
            moves = pr_rules.prune_combinations(state, player, moves)
        if state.placing():
            mine = mayor_placement(state, player)
            if mine not in moves:
                moves.append(mine)
        return moves

    def priors(self, state: GameState, player: int, moves: Sequence[Move]) -> list[float] | None:
        assert isinstance(state, PRState)
        if state.phase == PH_ROLE:
            return pr_rules.role_priors(state, player, moves)
        if state.placing():
            pick = mayor_placement(state, player)
        else:
            pick = pr_rules.fast_move(state)
        return [1.0 if m == pick else 0.25 for m in moves]

    def root_priors(
        self, state: GameState, player: int, moves: Sequence[Move]
    ) -> list[float] | None:
        assert isinstance(state, PRState)
        if state.phase == PH_ROLE and self.root_lookahead:
            return pr_rules.role_priors(state, player, moves, self.root_temp, lookahead=True)
        return self.priors(state, player, moves)

    def heuristic_move(self, state: GameState, player: int, rng: Rng, skill: str) -> Move:
        assert isinstance(state, PRState)
        if skill == "easy":
            # careless now and then, but never on a question that can end the game
            if not (state.mayor_ask or state.bonus_left) and rng.below(100) < 20:
                return state.legal[rng.below(len(state.legal))]
            return pr_rules.fast_move(state, rng, noise=2.0)
        if skill == "rules":
            return pr_rules.fast_move(state)
        return pr_rules.medium_move(state, player)

    def rollout_move(self, state: GameState, player: int, rng: Rng) -> Move:
        assert isinstance(state, PRState)
        return pr_rules.rollout_move(state, rng)

    def rollout_done(
        self, state: GameState, start: GameState, plies: int, horizon: int | None = None
    ) -> bool:
        """Playouts stop at the end of the game, or at a role choice: ``horizon`` -1 at the next
        one, ``horizon`` k >= 0 at the first one of the round k + 1 rounds after the round the
        playout began in (0: when that round is over)."""
        assert isinstance(state, PRState) and isinstance(start, PRState)
        if state.phase == PH_OVER:
            return True
        rounds = self.rollout_rounds if horizon is None else horizon
        if state.phase != PH_ROLE:
            return False
        return rounds < 0 or state.round > start.round + rounds

    def evaluate(self, state: GameState) -> list[float]:
        assert isinstance(state, PRState)
        return win_shares(state)


ADAPTER = PRAdapter()

