"""The bench's variants: every game's ``bench_variants`` run with its own ``simulate`` command."""

from __future__ import annotations

import importlib

import pytest

from game.core import registry

VARIANTS = [
    (definition.id, label, extra)
    for definition in registry.playable_games()
    for label, extra in definition.bench_variants
]


@pytest.mark.parametrize(("game", "label", "extra"), VARIANTS, ids=[v[1] for v in VARIANTS])
def test_a_bench_variant_is_a_simulate_command_its_game_accepts(game, label, extra, capsys):
    main = importlib.import_module(f"game.{game}.__main__").main
    main(["simulate", "--games", "1", "--players", "3", "--seed", "2", *extra])
    assert capsys.readouterr().out.strip().splitlines()[-1].startswith("games/s:")


def test_the_bench_reads_a_simulate_commands_figures_from_its_json():
    from tools.bench import engine_run

    run = engine_run("puerto_rico", 3, 2, ("--expansions", "nobles"), seed=4)
    assert run is not None
    assert run.games == 2 and run.games_per_s > 0
    assert run.decisions_per_game > 50  # a whole game has many more


def test_a_variant_line_shows_its_decisions_and_time_per_decision_beside_the_plain_games():
    from tools.bench import EngineFigures, per_decision

    plain = EngineFigures(400, 1.0, 100_000)  # 250 decisions a game, 10 µs a decision
    variant = EngineFigures(200, 1.0, 70_000)
    assert per_decision(plain) == "; 250 decisions/game, 10.0 µs/decision"
    assert per_decision(variant, plain) == (
        "; 350 decisions/game, 14.3 µs/decision (1.40× the decisions, 1.43× the time per decision)"
    )
    assert per_decision(None, plain) == ""  # it failed


def test_the_bench_sums_a_commands_turns_into_games_per_second_and_mean_decisions():
    from tools.bench import EngineFigures, _together

    # 100 games at 200/s (0.5 s) and 100 at 100/s (1 s): 200 games in 1.5 s
    both = _together([EngineFigures(100, 0.5, 30_000), EngineFigures(100, 1.0, 32_000)])
    assert both.games_per_s == 200 / 1.5 and both.decisions_per_game == 310.0
