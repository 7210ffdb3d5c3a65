import base64
import json
import zlib

import pytest

from game.core import (
    GameRecord,
    RecordError,
    canonical_json,
    decode_link,
    dumps_record,
    encode_link,
    loads_record,
    replay,
)
from game.core.record import FORMAT_VERSION, MAX_LINK_CHARS
from tests.core.toy_game import GAME


def played_record(moves: int = 4) -> GameRecord:
    state = GAME.new_game({"players": 2}, 11)
    record = GameRecord("toy", {"players": 2}, 11, meta={"names": ["Ana", "Bo"]})
    for _ in range(moves):
        move = state.legal_moves()[0]
        record.moves.append(state.move_to_text(move))
        state.apply(move)
    return record


def test_replay_reproduces_the_state_exactly():
    record = played_record()
    a, b = replay(record), replay(record)
    assert canonical_json(a.to_json()) == canonical_json(b.to_json())
    assert a.pile == GAME.new_game({"players": 2}, 11).pile - 4


def test_undo_is_replay_to_an_earlier_move():
    record = played_record(4)
    assert replay(record, upto=3).pile == replay(record).pile + 1


def test_an_illegal_move_inside_a_record_names_the_move():
    record = played_record(2)
    record.moves.append("take:9")
    with pytest.raises(RecordError, match=r"Move 3 \('take:9'\)"):
        replay(record)


def test_an_unreadable_move_inside_a_record_is_a_record_error():
    record = played_record(1)
    record.moves.append("dance")
    with pytest.raises(RecordError, match="Move 2"):
        replay(record)


def test_save_text_round_trips():
    record = played_record()
    again = loads_record(dumps_record(record))
    assert again == record


def test_link_round_trips():
    record = played_record()
    payload = encode_link(record)
    assert payload.startswith("1.") and "=" not in payload
    assert decode_link(payload) == record


@pytest.mark.parametrize(
    "payload, message",
    [
        ("", "does not contain a game"),
        ("garbage", "damaged"),
        ("1.!!!!", "damaged"),
        ("1.eNoLSS0u", "damaged"),
        ("9.abc", "newer version"),
        ("1." + "A" * (MAX_LINK_CHARS + 1), "too long"),
    ],
)
def test_hostile_links_are_rejected_with_a_message(payload, message):
    with pytest.raises(RecordError, match=message):
        decode_link(payload)


def test_a_truncated_link_is_rejected():
    payload = encode_link(played_record(6))
    with pytest.raises(RecordError):
        decode_link(payload[: len(payload) // 2])


def test_a_zip_bomb_link_is_rejected():
    bomb = zlib.compress(b"[" + b"0," * 2_000_000 + b"0]", 9)
    payload = "1." + base64.urlsafe_b64encode(bomb).decode().rstrip("=")
    assert len(payload) < MAX_LINK_CHARS
    with pytest.raises(RecordError, match="too large"):
        decode_link(payload)


def _link_of(data) -> str:
    raw = json.dumps(data).encode()
    return "1." + base64.urlsafe_b64encode(zlib.compress(raw)).decode().rstrip("=")


def test_a_record_from_a_newer_format_is_refused():
    data = played_record().to_json()
    data["v"] = FORMAT_VERSION + 1
    with pytest.raises(RecordError, match="newer version"):
        decode_link(_link_of(data))


@pytest.mark.parametrize(
    "patch",
    [
        {"game": "chess"},
        {"seed": -1},
        {"seed": "x"},
        {"moves": "take:1"},
        {"moves": [1, 2]},
        {"options": []},
        {"meta": {"names": "<b>x</b>"}},
        {"meta": {"names": [1]}},
    ],
)
def test_malformed_records_are_refused(patch):
    data = played_record().to_json()
    data.update(patch)
    with pytest.raises(RecordError):
        GameRecord.from_json(data)


def test_player_names_are_kept_as_plain_text_and_capped():
    data = played_record().to_json()
    data["meta"] = {"names": ["<script>alert(1)</script>", "x" * 500], "junk": {"a": 1}}
    record = GameRecord.from_json(data)
    assert record.meta == {"names": ["<script>alert(1)</script>"[:40], "x" * 40]}


def test_invalid_options_in_a_record_are_a_record_error():
    record = played_record(0)
    record.options = {"players": 99}
    with pytest.raises(RecordError, match="invalid options"):
        replay(record)


def test_loads_record_rejects_non_json():
    with pytest.raises(RecordError, match="not valid JSON"):
        loads_record("{nope")


def test_an_older_records_options_are_migrated_before_its_moves(monkeypatch):
    import dataclasses

    from game.core import registry, upgrade_record
    from tests.core.toy_game import ToyState

    class ToyV2(ToyState):
        engine_version = 2

    seen = []

    def migrate_moves(moves, options, seed, from_version):
        seen.append((dict(options), from_version))
        return moves

    definition = dataclasses.replace(
        GAME, id="toy_v2", state_class=ToyV2, migrate_moves=migrate_moves,
        migrate_options=lambda options, version: {**options, "long_pile": version < 2})
    monkeypatch.setitem(registry._registered, "toy_v2", definition)
    old = GameRecord("toy_v2", {"players": 2}, 11, ["take:1"], engine=1)
    new = upgrade_record(old)
    assert new.options == {"players": 2, "long_pile": True} and new.engine == 2
    assert seen == [({"players": 2, "long_pile": True}, 1)]
    assert old.options == {"players": 2}  # the old record is left as it was
    assert upgrade_record(new) is new
