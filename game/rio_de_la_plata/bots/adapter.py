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
from game.rio_de_la_plata.state import GAME_ID, PH_OVER, PH_PLACEMENT, RioState
from game.rio_de_la_plata.year import PH_WAR

from . import rules, values


class RioAdapter(GameAdapter):
    """Río de la Plata for the generic bots."""

    game_id = GAME_ID

    #: playout length: playouts stop at the start of a year once they have played this many
    #: decisions (4 players make about 120 a year), and at the start of the last year. 220
    #: (about two years) gave a 1 s search only its minimum of 8 playouts, over 1 s; 100 gives
    #: it about 20, one or more for every candidate
    rollout_plies: int = 100
    #: a playout that begins in a war stops at its end, or at the start of the next round (the
    #: round's answers to the move played out), or after this many decisions (the search's
    #: ``horizon`` if smaller): a war round budget. Measured: a whole war played out by the rules
    #: takes about 65-90 decisions; two rounds a playout made a war of four Hard bots last 5 s
    war_rounds: int = 1
    war_plies: int = 40

    def think_share(self, state: GameState, player: int) -> float:
        """In a war a decision gets :data:`~.rules.WAR_THINK` of the search's budget: a war
        round is many small moves (a whole war some 60 to 90 decisions), so a round's moves
        share about one move's time, and a war between bots stays short on the page."""
        assert isinstance(state, RioState)
        return rules.WAR_THINK if state.phase == PH_WAR else 1.0

    def search_moves(self, state: GameState, player: int) -> list[Move]:
        assert isinstance(state, RioState)
        return rules.search_moves(state, player)

    def priors(self, state: GameState, player: int, moves: Sequence[Move]) -> list[float] | None:
        assert isinstance(state, RioState)
        return rules.priors(state, player, moves)

    def root_priors(
        self, state: GameState, player: int, moves: Sequence[Move]
    ) -> list[float] | None:
        assert isinstance(state, RioState)
        return rules.priors(state, player, moves, rules.ROOT_PRIOR_TEMP)

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
        """Playouts stop at the start of a year once they have played ``horizon`` decisions
        (default :attr:`rollout_plies`), and at the start of the last year, where the estimate
        is nearly the final score. A war within a year is played through (at most
        :attr:`war_plies` more decisions); a playout that begins in a war stops within its war
        round budget (:attr:`war_rounds`, :attr:`war_plies`). Nothing is hidden but the dice
        (the war checks, the cannons), so a playout foresees how Medium players go on; one of
        several years sees a placement's consequences (a hut's house, a grid's completion) that
        the estimate can only guess."""
        assert isinstance(state, RioState) and isinstance(start, RioState)
        if state.phase == PH_OVER:
            return True
        limit = self.rollout_plies if horizon is None else horizon
        if start.phase == PH_WAR:
            if state.phase != PH_WAR or plies >= min(limit, self.war_plies):
                return True
            return state.war_round >= start.war_round + self.war_rounds
        if state.phase == PH_WAR:
            return plies >= limit + self.war_plies
        if state.phase != PH_PLACEMENT or any(state.placed) or plies == 0:
            return False
        return plies >= limit or state.year >= state.years - 1

    def evaluate(self, state: GameState) -> list[float]:
        assert isinstance(state, RioState)
        return values.win_shares(state)


ADAPTER = RioAdapter()
