"""Runs the Puerto Rico scenario files (tests/scenarios/puerto_rico/*.scenario) as tests.

Each scenario is one test, named after the file and the scenario, so a failure shows the
runner's readable report (expected vs actual, the legal moves, ...).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from game.scenario import Scenario, load_file, run_scenario

SCENARIO_DIR = Path(__file__).resolve().parents[1] / "scenarios" / "puerto_rico"
FILES = sorted(SCENARIO_DIR.glob("*.scenario"))
SCENARIOS: list[Scenario] = [s for f in FILES for s in load_file(f)]


def test_there_are_puerto_rico_scenario_files():
    assert FILES and len(SCENARIOS) >= 10


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda s: f"{Path(s.source).stem}:{s.name}")
def test_scenario(scenario: Scenario):
    result = run_scenario(scenario)
    assert not result.failed, "\n" + result.report()
