"""Records outlive a change of the rules: a version-1 record (which took the Prefecture's and the
Gold Mine's keeps for the player) replays to the same game with this engine, which asks them."""

from __future__ import annotations

import json
from pathlib import Path

from game.core import GameRecord, replay, upgrade_record
from game.san_juan.data import GOLD_MINE, PREFECTURE
from game.san_juan.migrate import v1_answer
from game.san_juan.notation import M_KEEP, PH_COUNCILLOR

from .positions import play, table

RECORDS = Path(__file__).resolve().parent / "records"


def load(name: str) -> GameRecord:
    data = json.loads((RECORDS / name).read_text(encoding="utf-8"))
    data.pop("expected")
    return GameRecord.from_json(data)


def test_a_version_1_record_gets_the_prefecture_keeps_version_1_took_by_itself():
    record = load("v1-random-3p-variant.json")
    upgraded = upgrade_record(record)
    assert upgraded.engine == 2 and len(upgraded.moves) > len(record.moves)
    state = replay(GameRecord(record.game, record.options, record.seed, [], engine=2))
    old = iter(record.moves)
    expected = next(old)
    inserted = 0
    for text in upgraded.moves:
        if text == expected:
            expected = next(old, None)
        else:  # a move version 1 did not record: the Prefecture owner keeps every drawn card
            inserted += 1
            assert state.phase == PH_COUNCILLOR and PREFECTURE in state.city[state.cur]
            assert text == state.move_to_text((M_KEEP, tuple(sorted(state.drawn))))
        state.apply(state.parse_move(text))
    assert expected is None and inserted == len(upgraded.moves) - len(record.moves)


def test_version_1_kept_the_single_card_a_short_gold_mine_draw_showed():
    state = table(3, cities={1: ["indigo_plant", "gold_mine"]})
    state.chapel[2] = state.deck[:-2]  # two cards left: the Prospector's and the Gold Mine's
    state.deck = state.deck[-2:]
    play(state, "role:prospector")
    assert state.cur == 1 and len(state.drawn) == 1 and GOLD_MINE in state.city[1]
    card = state.drawn[0]
    assert [state.move_to_text(m) for m in state.legal_moves()][-1] == "keep:none"
    assert v1_answer(state) == (M_KEEP, (card,))


def test_an_upgraded_record_is_not_upgraded_again():
    record = upgrade_record(load("v1-random-2p.json"))
    assert upgrade_record(record) is record
