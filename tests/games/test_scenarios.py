"""Every game's scenario files (``tests/scenarios/<id>/*.scenario``, ``docs/scenarios.md``) run as
tests: one test per scenario, named after the file and the scenario, so a failure shows the
runner's readable report (expected vs actual, the legal moves, ...)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.protocol import GameDef
from game.scenario import Scenario, load_file, run_scenario
from tests.games.support import game_ids, registered_games, scenario_files_of

GAMES = registered_games()
SCENARIOS: list[Scenario] = [s for d in GAMES for f in scenario_files_of(d) for s in load_file(f)]


@pytest.mark.parametrize("definition", GAMES, ids=game_ids(GAMES))
def test_every_game_has_scenario_files_written_for_it(definition: GameDef):
    files = scenario_files_of(definition)
    assert files, f"no tests/scenarios/{definition.id}/*.scenario"
    for path in files:
        scenarios = load_file(path)
        assert scenarios, f"{path.name} holds no scenario"
        assert {s.game for s in scenarios} == {definition.id}, path.name


def scenario_id(scenario: Scenario) -> str:
    source = Path(scenario.source)
    return f"{source.parent.name}/{source.stem}:{scenario.name}"


@pytest.mark.parametrize("scenario", SCENARIOS, ids=scenario_id)
def test_scenario(scenario: Scenario):
    result = run_scenario(scenario)
    assert not result.failed, "\n" + result.report()
