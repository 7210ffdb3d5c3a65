"""Engine versions: a state or a record written by a newer engine is refused with a clear
message; states and records of this version (or without one: version 1) load as before."""

from __future__ import annotations

import pytest

from game.core import GameRecord, RecordError, replay
from game.puerto_rico import GAME, PRState
from game.puerto_rico import state as prs


def test_state_json_carries_the_engine_version_and_reloads() -> None:
    st = GAME.new_game({"players": 3}, 4)
    data = st.to_json()
    assert data["version"] == prs.STATE_VERSION == PRState.engine_version
    assert PRState.from_json(data).to_json() == data
    del data["version"]  # older states had none: version 1
    assert PRState.from_json(data).to_json()["version"] == prs.STATE_VERSION


def test_state_json_from_a_newer_engine_is_refused_clearly() -> None:
    data = GAME.new_game({"players": 3}, 4).to_json()
    data["version"] = prs.STATE_VERSION + 1
    with pytest.raises(ValueError, match="saved by a newer version of the game") as info:
        PRState.from_json(data)
    assert "Reload the page" in str(info.value)
    for bad in (0, "1", True, None):
        data["version"] = bad
        with pytest.raises(ValueError, match="unreadable engine version"):
            PRState.from_json(data)


def _record() -> GameRecord:
    # no Mayor or Captain: these moves mean the same game for every engine version, so the
    # record also replays as an old one (a record without "engine" is version 1)
    st = GAME.new_game({"players": 2}, 9)
    record = GameRecord("puerto_rico", {"players": 2}, 9)
    for _ in range(6):
        move = next(
            m for m in st.legal_moves()
            if st.move_to_text(m) not in ("role:mayor", "role:captain")
        )
        record.moves.append(st.move_to_text(move))
        st.apply(move)
    return record


def test_records_carry_the_engine_version_and_refuse_a_newer_one() -> None:
    record = _record()
    data = record.to_json()
    assert data["engine"] == PRState.engine_version
    again = GameRecord.from_json(data)
    assert replay(again).to_json() == replay(record).to_json()
    del data["engine"]  # records saved before engine versions existed still load
    assert GameRecord.from_json(data).engine == 1
    assert replay(GameRecord.from_json(data)).to_json() == replay(record).to_json()
    data["engine"] = PRState.engine_version + 1
    with pytest.raises(RecordError, match="newer version of its rules"):
        GameRecord.from_json(data)
    data["engine"] = "2"
    with pytest.raises(RecordError, match="unreadable engine version"):
        GameRecord.from_json(data)


def test_a_version_1_record_is_upgraded_with_the_decisions_it_took_by_itself() -> None:
    """Version 1 took the privilege colonist, the bonus VP and coinciding placements by itself;
    the upgraded record has them as moves and replays to the same game (rules-notes 38)."""
    import json
    from pathlib import Path

    from game.core import upgrade_record

    path = Path(__file__).parent / "records" / "v1-random-4p.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data.pop("expected")
    old = GameRecord.from_json(data)
    assert old.engine == 1
    new = upgrade_record(old)
    assert new.engine == PRState.engine_version == 2
    assert len(new.moves) > len(old.moves)
    assert "privilege" in new.moves or any(m.startswith("bonus:") for m in new.moves)
    assert replay(old).to_json() == replay(new).to_json()
    assert upgrade_record(new) is new  # a current record is kept as it is
    again = GameRecord.from_json(new.to_json())
    assert again.engine == 2 and replay(again).to_json() == replay(new).to_json()
