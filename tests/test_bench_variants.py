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
