"""The bot API the UI uses: levels, get_bot, choose(view, legal) -> a playable move text."""

from __future__ import annotations

import json

import pytest

from game.bots import LEVEL_IDS, get_bot, has_bots, levels, play_move
from game.core.rng import Rng
from game.puerto_rico import GAME
from game.puerto_rico.state import PH_MAYOR

SEARCH = {"iterations": 30, "time_limit": None}


def test_levels_are_listed_with_display_names_in_order():
    listed = levels("puerto_rico")
    assert [lv["id"] for lv in listed] == ["random", "easy", "medium", "hard", "expert"]
    assert [lv["name"] for lv in listed] == ["Random", "Easy", "Medium", "Hard", "Expert"]
    assert all(lv["description"] for lv in listed)
    assert [lv["search"] for lv in listed] == [False, False, False, True, True]
    assert listed[3]["time_limit"] == 1.0 and listed[2]["time_limit"] is None
    assert levels("no_such_game") == []  # a game without bots lists no levels
    assert has_bots("puerto_rico") and has_bots("san_juan") and has_bots("rio_de_la_plata")
    assert not has_bots("no_such_game")


def test_get_bot_rejects_unknown_games_and_levels():
    with pytest.raises(KeyError):
        get_bot("puerto_rico", "grandmaster", 1)
    with pytest.raises(KeyError):
        get_bot("no_such_game", "medium", 1)


@pytest.mark.parametrize("level", LEVEL_IDS)
def test_every_level_answers_with_a_move_the_engine_accepts_from_a_json_view(level):
    state = GAME.new_game({"players": 3}, 3)
    options = SEARCH if level in ("hard", "expert") else {}
    bots = [get_bot("puerto_rico", level, seat, **options) for seat in range(3)]
    for _ in range(60):
        p = state.current_players()[0]
        legal = [state.move_to_text(m) for m in state.legal_moves(p)]
        view = json.loads(json.dumps(state.view(p)))  # as it crosses postMessage
        text = bots[p].choose(view, legal)
        assert isinstance(text, str)
        if state.phase != PH_MAYOR:
            assert text in legal
        state.apply(state.parse_move(text), p)  # validated; raises if not acceptable


def test_a_forced_move_is_returned_at_once():
    bot = get_bot("puerto_rico", "hard", 1)
    state = GAME.new_game({"players": 4}, 1)
    assert bot.choose(state.view(0), ["role:settler"]) == "role:settler"
    with pytest.raises(ValueError):
        bot.choose(state.view(0), [])


def test_an_explicit_rng_is_used_instead_of_the_seed():
    state = GAME.new_game({"players": 4}, 2)
    legal = [state.move_to_text(m) for m in state.legal_moves(0)]
    bot = get_bot("puerto_rico", "random", 1)
    picks = {bot.choose(state.view(0), legal, Rng(i)) for i in range(40)}
    assert len(picks) > 1
    assert bot.choose(state.view(0), legal, Rng(5)) == bot.choose(state.view(0), legal, Rng(5))


def test_search_reports_iterations_and_time():
    state = GAME.new_game({"players": 4}, 4)
    bot = get_bot("puerto_rico", "hard", 1, iterations=25, time_limit=None)
    legal = [state.move_to_text(m) for m in state.legal_moves(0)]
    bot.choose(state.view(0), legal)
    done = bot.last_info["iterations"]
    assert 8 <= done <= 25  # may stop early once the best move cannot be overtaken
    assert bot.last_info["seconds"] >= 0
    assert sum(v for v, _ in bot.last_info["visits"].values()) == done


def test_time_limit_bounds_a_hard_decision():
    state = GAME.new_game({"players": 4}, 4)
    bot = get_bot("puerto_rico", "hard", 1, iterations=10**9, time_limit=0.2)
    legal = [state.move_to_text(m) for m in state.legal_moves(0)]
    bot.choose(state.view(0), legal)
    assert bot.last_info["seconds"] < 0.6


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_medium_bots_finish_games_for_every_player_count(players):
    state = GAME.new_game({"players": players}, 10 + players)
    bots = [get_bot("puerto_rico", "medium", s) for s in range(players)]
    steps = 0
    while not state.is_over():
        p = state.current_players()[0]
        state.apply(play_move(bots[p], state, p), p)
        steps += 1
        assert steps < 2000
    assert len(state.final_scores()) == players
