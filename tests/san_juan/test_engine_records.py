"""Saves and links outlive a deploy: games recorded by earlier engine versions still load and end
exactly as they did (fixtures in tests/san_juan/records/, one file per recorded game)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.core import GameRecord, replay

RECORDS = sorted((Path(__file__).parent / "records").glob("v*.json"))


def test_there_is_a_recorded_game_of_the_first_engine_version():
    assert any(path.name.startswith("v1-") for path in RECORDS)


@pytest.mark.parametrize("path", RECORDS, ids=[p.stem for p in RECORDS])
def test_a_recorded_game_replays_to_the_scores_it_ended_with(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    expected = data.pop("expected")
    state = replay(GameRecord.from_json(data))
    assert state.is_over()
    assert [s.to_json() for s in state.final_scores()] == expected["scores"]
