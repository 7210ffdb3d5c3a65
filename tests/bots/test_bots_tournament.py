"""The tournament tool: seat rotation, tie splitting, Wilson intervals, a tiny smoke run."""

from __future__ import annotations

from game.bots.tournament import GameResult, SeatResult, main, parse_seat, summarize, wilson


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
    game = GameResult(0, [SeatResult("a", 0, 50, 0.5), SeatResult("b", 1, 50, 0.5)], 15)
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
