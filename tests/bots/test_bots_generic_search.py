"""The search is generic: a toy game plugs in its own adapter; early stopping and budgets."""

from __future__ import annotations

import pytest

from game.bots import get_bot
from game.bots.mcts import MCTSBot
from game.puerto_rico import GAME as PR
from tests.core import toy_bots  # registers the toy game's bots
from tests.core.toy_game import GAME as TOY


@pytest.mark.parametrize("pile", [5, 6, 7, 9, 10, 11])
def test_the_generic_search_finds_the_winning_nim_move_of_a_plugged_in_game(pile):
    state = TOY.new_game({"players": 2}, 1)
    state.pile = pile
    bot = get_bot("toy", "hard", 3, iterations=3000, time_limit=None)
    text = bot.choose(state.view(0), [state.move_to_text(m) for m in state.legal_moves(0)])
    assert text == f"take:{pile % 4}"


class OneCandidate(toy_bots.ToyAdapter):
    """The toy game with a search that considers one move only."""

    def search_moves(self, state, player):
        return [1]


def test_a_search_left_with_one_candidate_plays_it_without_searching():
    state = TOY.new_game({"players": 2}, 1)
    state.pile = 7
    bot = MCTSBot(OneCandidate(), 3, iterations=500, time_limit=None)
    legal = [state.move_to_text(m) for m in state.legal_moves(0)]
    assert bot.choose(state.view(0), legal) == state.move_to_text(1)
    assert bot.last_info["iterations"] == 0


class CountingPlayouts(toy_bots.ToyAdapter):
    """The toy game, counting the moves played out."""

    def __init__(self) -> None:
        self.played = 0

    def rollout_move(self, state, player, rng):
        self.played += 1
        return super().rollout_move(state, player, rng)


@pytest.mark.parametrize("cap", [None, 3])
def test_a_playout_cap_ends_every_playout_after_that_many_moves(cap):
    state = TOY.new_game({"players": 2}, 1)
    state.pile = 40  # a playout to the end takes 14 moves at least
    adapter = CountingPlayouts()
    bot = MCTSBot(adapter, 3, iterations=20, time_limit=None, playout_moves=cap,
                  early_stop=False)
    bot.choose(state.view(0), [state.move_to_text(m) for m in state.legal_moves(0)])
    if cap is None:
        assert adapter.played > 3 * 20
    else:
        assert 0 < adapter.played <= cap * 20


class SharedBudget(toy_bots.ToyAdapter):
    """The toy game, whose decisions get a quarter of the search's budget."""

    def think_share(self, state, player):
        return 0.25


@pytest.mark.parametrize(("adapter", "iterations"), [(toy_bots.ToyAdapter(), 200),
                                                     (SharedBudget(), 50)])
def test_a_decision_searches_the_share_of_the_budget_its_game_gives_it(adapter, iterations):
    state = TOY.new_game({"players": 2}, 1)
    state.pile = 40
    bot = MCTSBot(adapter, 3, iterations=200, time_limit=None, early_stop=False)
    bot.choose(state.view(0), [state.move_to_text(m) for m in state.legal_moves(0)])
    assert bot.last_info["iterations"] == iterations


def test_heuristic_levels_use_the_plugged_in_policy():
    state = TOY.new_game({"players": 2}, 1)
    state.pile = 7
    legal = [state.move_to_text(m) for m in state.legal_moves(0)]
    assert get_bot("toy", "medium", 1).choose(state.view(0), legal) == "take:3"


def _mid_game(seed: int, decisions: int):
    state = PR.new_game({"players": 4}, seed)
    bot = get_bot("puerto_rico", "medium", seed)
    for _ in range(decisions):
        p = state.current_players()[0]
        legal = [state.move_to_text(m) for m in state.legal_moves(p)]
        state.apply(state.parse_move(bot.choose(state.view(p), legal)), p)
    return state


@pytest.mark.parametrize(("seed", "decisions"), [(1, 12), (2, 47), (3, 95)])
def test_early_stopping_never_changes_the_move(seed, decisions):
    state = _mid_game(seed, decisions)
    p = state.current_players()[0]
    legal = [state.move_to_text(m) for m in state.legal_moves(p)]
    budget = {"iterations": 120, "time_limit": None}
    fast = get_bot("puerto_rico", "hard", 9, **budget)
    full = get_bot("puerto_rico", "hard", 9, early_stop=False, **budget)
    assert fast.choose(state.view(p), legal) == full.choose(state.view(p), legal)
    assert full.last_info["iterations"] == 120
    assert fast.last_info["iterations"] <= 120


def test_a_search_needs_some_budget():
    with pytest.raises(ValueError):
        get_bot("puerto_rico", "hard", 1, iterations=None, time_limit=None)


def test_puerto_rico_evaluation_is_the_true_outcome_at_the_end():
    from game.bots.registry import get_adapter

    state = _mid_game(4, 0)
    bot = get_bot("puerto_rico", "medium", 4)
    while not state.is_over():
        p = state.current_players()[0]
        legal = [state.move_to_text(m) for m in state.legal_moves(p)]
        state.apply(state.parse_move(bot.choose(state.view(p), legal)), p)
    assert get_adapter("puerto_rico").evaluate(state) == state.returns()
    shares = get_adapter("puerto_rico").evaluate(_mid_game(5, 60))
    assert abs(sum(shares) - 1.0) < 1e-9 and all(0 <= x <= 1 for x in shares)
