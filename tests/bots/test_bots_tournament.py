"""The tournament tool: seat rotation, tie splitting, Wilson intervals, the game's own figures,
a tiny smoke run."""

from __future__ import annotations

import pytest

from game.bots import registry as bots_registry
from game.bots.tournament import (
    GameResult,
    SeatResult,
    main,
    parse_seat,
    play_game,
    report,
    seed_from,
    summarize,
    wilson,
)
from game.core import registry
from game.core.protocol import GameDef
from tests.core import toy_game
from tests.core.toy_bots import ToyAdapter


def test_wilson_interval_contains_the_rate_and_narrows_with_games():
    lo, hi = wilson(45, 100)
    assert lo < 0.45 < hi
    lo2, hi2 = wilson(450, 1000)
    assert hi2 - lo2 < hi - lo
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def test_seat_options_are_parsed():
    assert parse_seat("hard:iterations=300:time_limit=none") == (
        "hard",
        {"iterations": 300, "time_limit": None},
    )
    assert parse_seat("medium:skill=rules") == ("medium", {"skill": "rules"})
    assert parse_seat("hard:time_limit=0.5") == ("hard", {"time_limit": 0.5})


def test_ties_split_the_win_in_the_summary():
    game = GameResult(0, [SeatResult("a", 0, 50, 0.5), SeatResult("b", 1, 50, 0.5)],
                      {"rounds": 15})
    summary = summarize([game], 2)
    assert summary["labels"]["a"]["wins"] == 0.5
    assert summary["seat_win_rate"] == [0.5, 0.5]


def test_tournament_smoke_run_rotates_seats(capsys):
    main(["--game", "puerto_rico", "--players", "3",
          "--seats", "hard:iterations=10:time_limit=none,easy,random",
          "--games", "3", "--seed", "2"])
    out = capsys.readouterr().out
    assert "win rate" in out and "95% CI" in out
    for label in ("hard:iterations=10:time_limit=none", "easy", "random"):
        line = next(ln for ln in out.splitlines() if ln.startswith(label + " "))
        assert line.split()[1] == "3"  # each entry played 3 seat-games
        by_seat = next(ln for ln in out.splitlines() if ln.strip().startswith(label + " by seat"))
        assert by_seat.count(":") >= 3


class ReportingToy(toy_game.ToyState):
    """The toy game, reporting a number of its own at the end: the sum of the secrets dealt."""

    def summary(self) -> dict[str, float]:
        return {"secrets": float(sum(self.secrets))}


@pytest.fixture
def reporting_toy(monkeypatch) -> GameDef:
    definition = GameDef(
        "reporting_toy", "Reporting toy", 2, 4, state_class=ReportingToy,
        setup=lambda options, seed: ReportingToy.from_json(
            toy_game.GAME.new_game(options, seed).to_json()),
        options=toy_game.GAME.options)
    monkeypatch.setitem(registry._registered, definition.id, definition)
    adapter = ToyAdapter()
    adapter.game_id = definition.id
    monkeypatch.setitem(bots_registry._adapters, definition.id, adapter)
    return definition


def test_every_number_the_game_reports_is_averaged_in_its_own_words(reporting_toy):
    results = [play_game(reporting_toy.id, 2, ["random", "medium"], 4, index)
               for index in range(3)]
    dealt = [float(sum(reporting_toy.new_game({"players": 2}, seed_from(4, index)).secrets))
             for index in range(3)]
    assert [r.summary for r in results] == [{"secrets": d} for d in dealt]
    summary = summarize(results, 2)
    assert summary["means"] == {"secrets": sum(dealt) / 3}
    assert f"mean secrets: {sum(dealt) / 3:.1f}" in report(summary, 2).splitlines()[0]


def test_a_game_that_reports_nothing_gets_no_means_line():
    summary = summarize([GameResult(0, [SeatResult("a", 0, 1, 1.0), SeatResult("b", 1, 0, 0.0)])],
                        2)
    assert summary["means"] == {}
    assert "mean" not in report(summary, 2).splitlines()[0]


def test_game_options_are_given_as_key_value_pairs(reporting_toy, capsys):
    main(["--game", reporting_toy.id, "--players", "2", "--seats", "random,random",
          "--games", "2", "--option", "long_pile=true"])
    assert "games: 2  players: 2  mean secrets:" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["--game", reporting_toy.id, "--players", "2", "--seats", "random,random",
              "--expansions", "a,b"])
