"""Every San Juan bot level plays whole games with 2, 3 and 4 players, with the book's start
variant too, answering only moves the engine accepts; and Medium beats Random in most of a few
quick games (the real measurements use the tournament tool)."""

from __future__ import annotations

import pytest

from game.bots import get_bot, register_adapter
from game.bots.tournament import run, summarize
from game.san_juan import GAME
from game.san_juan.bots import ADAPTER

register_adapter(ADAPTER)  # until the registration names the bots

LEVELS = ("random", "easy", "medium", "hard", "expert")
SEARCH = {"iterations": 12, "time_limit": None}  # tiny budgets: the games stay quick
MAX_DECISIONS = 3000


def _play(players: int, levels: list[str], seed: int, variant: bool = False) -> None:
    state = GAME.new_game({"players": players, "start_variant": variant}, seed)
    bots = [
        get_bot("san_juan", lv, seed + seat, **(SEARCH if lv in ("hard", "expert") else {}))
        for seat, lv in enumerate(levels)
    ]
    for _ in range(MAX_DECISIONS):
        if state.is_over():
            break
        p = state.current_players()[0]
        legal = [state.move_to_text(m) for m in state.legal_moves(p)]
        text = bots[p].choose(state.view(p), legal)
        move = state.parse_move(text)
        assert state.is_legal(move, p), f"{levels[p]} chose an illegal move: {text}"
        state.apply(move, p)
    assert state.is_over()
    assert state.card_census() == 110
    assert any(len(city) >= 12 for city in state.city)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_finishes_a_game(level, players):
    others = ["medium", "easy", "random"]
    _play(players, [level, *others[:players - 1]], 100 + players)


@pytest.mark.parametrize("players", [2, 4])
def test_the_bots_play_the_start_variant(players):
    _play(players, ["hard", "medium", "easy", "random"][:players], 7, variant=True)


def test_medium_beats_three_random_players_in_most_games():
    results = run("san_juan", 4, ["medium", "random", "random", "random"], 8, seed=3)
    summary = summarize(results, 4)
    assert summary["labels"]["medium"]["win_rate"] >= 0.75


def test_medium_outscores_easy():
    results = run("san_juan", 4, ["medium", "easy", "easy", "easy"], 8, seed=4)
    summary = summarize(results, 4)
    assert summary["labels"]["medium"]["avg_score"] > summary["labels"]["easy"]["avg_score"]
