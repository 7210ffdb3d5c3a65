"""Every bot level finishes 4-player games with the finished expansions on (their heuristics may
still be naive about the new rules; they must never err)."""

from __future__ import annotations

import pytest

from game.bots import LEVEL_IDS
from game.bots.tournament import play_game
from game.puerto_rico import data

# the search levels with a small fixed budget, so the test is quick and reproducible
SEATS = {
    level: f"{level}:iterations=8:time_limit=none" if level in ("hard", "expert") else level
    for level in LEVEL_IDS
}


@pytest.mark.parametrize("level", LEVEL_IDS)
def test_each_bot_level_finishes_a_four_player_game_with_every_finished_expansion(level):
    expansions = ",".join(sorted(data.PLAYABLE_EXPANSIONS))
    result = play_game("puerto_rico", 4, [SEATS[level]] * 4, 7, 0, {"expansions": expansions})
    assert result.rounds > 0
    assert len(result.seats) == 4
