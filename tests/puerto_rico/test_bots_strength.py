"""Quick strength checks (the real measurements use the tournament tool; see docs/bots.md)."""

from __future__ import annotations

from game.bots.tournament import run, summarize


def test_medium_beats_three_random_players():
    results = run("puerto_rico", 4, ["medium", "random", "random", "random"], 8, seed=3)
    summary = summarize(results, 4)
    assert summary["labels"]["medium"]["win_rate"] >= 0.75


def test_medium_outscores_easy():
    results = run("puerto_rico", 4, ["medium", "easy", "easy", "easy"], 8, seed=4)
    summary = summarize(results, 4)
    assert summary["labels"]["medium"]["avg_score"] > summary["labels"]["easy"]["avg_score"]
