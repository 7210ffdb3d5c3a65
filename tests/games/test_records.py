"""Saves and links outlive a deploy: every game keeps, in ``tests/<id>/records/``, a recorded game
of each of its engine versions, and each still loads and ends exactly as it did (a record of an
older engine version is migrated on replay).

A record file is a game record (``GameRecord.to_json``) plus ``expected``: the scores it ended
with. Record a new one when the engine version goes up.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.core import GameRecord, replay
from game.core.protocol import GameDef
from tests.games.support import game_ids, records_of, registered_games

GAMES = registered_games()
RECORDS = [(d, path) for d in GAMES for path in records_of(d)]


def load(path: Path) -> tuple[GameRecord, dict]:
    data = json.loads(path.read_text(encoding="utf-8"))
    expected = data.pop("expected")
    return GameRecord.from_json(data), expected


@pytest.mark.parametrize("definition", GAMES, ids=game_ids(GAMES))
def test_every_game_keeps_a_recorded_game_of_each_of_its_engine_versions(definition: GameDef):
    assert definition.state_class is not None
    kept = {load(path)[0].engine or 1 for path in records_of(definition)}
    assert kept == set(range(1, definition.state_class.engine_version + 1)), (
        f"tests/{definition.id}/records/ must hold a game of every engine version")


@pytest.mark.parametrize(("definition", "path"), RECORDS,
                         ids=[f"{d.id}-{p.stem}" for d, p in RECORDS])
def test_a_recorded_game_replays_to_the_scores_it_ended_with(definition: GameDef, path: Path):
    record, expected = load(path)
    assert record.game == definition.id
    state = replay(record)
    assert state.is_over()
    assert [s.to_json() for s in state.final_scores()] == expected["scores"]
