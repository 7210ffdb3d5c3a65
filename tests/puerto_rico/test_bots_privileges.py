"""The bots answer the optional-privilege questions (rules-notes 35, 36) sensibly: they take the
privilege colonist or the bonus VP, unless that would end the game while they are behind."""

from __future__ import annotations

import pytest

from game.bots import get_bot, play_move
from tests.puerto_rico.support import play, player_board, table

LEVELS = ["easy", "medium", "hard"]
SEARCH = {"iterations": 30, "time_limit": None}


def _bot(level: str):
    return get_bot("puerto_rico", level, 1, **(SEARCH if level == "hard" else {}))


def _mayor_question(leader: int):
    state = table(4, {"options.hidden_vp": False, "colonists": {"supply": 4, "ship": 0},
                      f"players.{leader}": player_board(vp=10)})
    return play(state, "role:mayor")


def _captain_question(leader: int):
    boards = {"players.0": player_board(goods_={"corn": 2})}
    if leader:
        boards[f"players.{leader}"] = player_board(vp=10)
    state = table(4, {"options.hidden_vp": False, "vp_supply": 3, **boards})
    return play(state, "role:captain", "load:corn@1")


@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_behind_declines_the_privilege_colonist_that_would_end_the_game(level):
    state = _mayor_question(leader=1)
    assert state.move_to_text(play_move(_bot(level), state)) == "pass"


@pytest.mark.parametrize("level", LEVELS)
def test_a_leading_bot_takes_the_privilege_colonist(level):
    state = _mayor_question(leader=0)
    assert state.move_to_text(play_move(_bot(level), state)) == "privilege"


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_a_bot_takes_or_declines_the_bonus_vp_by_the_score(level):
    behind = _captain_question(leader=1)
    assert behind.move_to_text(play_move(_bot(level), behind)) == "bonus:0"
    ahead = _captain_question(leader=0)
    assert ahead.move_to_text(play_move(_bot(level), ahead)) == "bonus:1"
