"""game.core.simulate: random games of any registered game, as a structured result."""

from __future__ import annotations

import json

from game.core.simulate import command, parse_value, simulate
from tests.core import toy_game


def test_simulate_plays_every_game_to_the_end_and_counts_its_decisions():
    result = simulate(toy_game.GAME, {"players": 3}, games=20, seed=5)
    assert result.games == 20 and len(result.scores) == 60
    assert sum(result.wins_by_seat) == 20  # one winner a game (the toy has no ties)
    assert result.decisions >= 20 * 4  # at least 10 stones a game, at most 3 a move
    assert result.decisions_per_game == result.decisions / 20
    assert result.us_per_decision > 0 and result.games_per_s > 0


def test_simulate_is_repeatable_from_its_seed():
    first = simulate(toy_game.GAME, {"players": 2, "long_pile": True}, 10, seed=3)
    again = simulate(toy_game.GAME, {"players": 2, "long_pile": True}, 10, seed=3)
    assert (first.scores, first.decisions) == (again.scores, again.decisions)


def test_the_command_takes_the_game_options_as_flags_and_prints_json(capsys):
    command(toy_game.GAME, ["simulate", "--players", "4", "--games", "3", "--long-pile",
                            "--json"])
    figures = json.loads(capsys.readouterr().out)
    assert figures["games"] == 3 and figures["options"] == {"players": 4, "long_pile": True}
    assert {"games_per_s", "games_per_cpu_s", "us_per_decision", "decisions_per_game",
            "end_reasons", "summary"} <= set(figures)


def test_the_command_prints_the_rate_last(capsys):
    command(toy_game.GAME, ["simulate", "--games", "2", "--option", "long_pile=false"])
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[-1].startswith("games/s: ")
    assert any(line.startswith("us/decision: ") for line in lines)


def test_option_values_on_the_command_line():
    assert [parse_value(t) for t in ("true", "Off", "12", "a,b")] == [True, False, 12, "a,b"]
