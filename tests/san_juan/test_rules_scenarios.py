"""Runs the San Juan scenario files (tests/scenarios/san_juan/*.scenario) as tests.

Each scenario is one test, named after the file and the scenario, so a failure shows the
runner's readable report (expected vs actual, the legal moves, ...).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from game.scenario import Scenario, load_file, run_scenario

SCENARIO_DIR = Path(__file__).resolve().parents[1] / "scenarios" / "san_juan"
FILES = sorted(SCENARIO_DIR.glob("*.scenario"))
SCENARIOS: list[Scenario] = [s for f in FILES for s in load_file(f)]


def test_there_are_san_juan_scenario_files():
    assert FILES and len(SCENARIOS) >= 6


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda s: f"{Path(s.source).stem}:{s.name}")
def test_scenario(scenario: Scenario):
    result = run_scenario(scenario)
    assert not result.failed, "\n" + result.report()
