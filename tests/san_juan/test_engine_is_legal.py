"""``legal_moves`` lists representatives; ``is_legal`` accepts every valid choice; illegal
moves are refused with a readable reason and the state untouched."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalMove
from game.core.protocol import canonical_json

from .positions import ids, play, table, texts


def test_any_payment_of_the_right_size_from_the_hand_is_legal():
    state = table(3, hands={0: ["tobacco_storage", "palace", "hero", "well", "indigo_plant"]})
    play(state, "role:builder")
    assert "build:tobacco_storage/pay:indigo_plant,well" in texts(state)
    move = state.parse_move("build:tobacco_storage/pay:palace,hero")
    assert move not in state.legal_moves() and state.is_legal(move)
    play(state, "build:tobacco_storage/pay:hero,palace")
    assert ids(state.hands[0]) == ["indigo_plant", "well"]


def test_an_illegal_move_is_refused_with_a_reason_and_the_state_is_untouched():
    state = play(table(3, hands={0: ["tobacco_storage", "well", "indigo_plant"]}),
                 "role:builder")
    before = canonical_json(state.to_json())
    for text, reason in [
        ("build:tobacco_storage/pay:well", "costs you 2"),
        ("build:tobacco_storage/pay:well,well", "other cards from your hand"),
        ("build:palace/pay:well", "no Palace in your hand"),
        ("sell:0", "not a decision of the Builder phase"),
        ("build:tobacco_storage/over:0/pay:well", "Crane"),
    ]:
        move = state.parse_move(text)
        assert reason in state.illegal_reason(move)
        with pytest.raises(IllegalMove):
            state.apply(move)
        assert canonical_json(state.to_json()) == before
    with pytest.raises(IllegalMove):
        state.apply(state.legal_moves()[0], 2)  # not player 3's turn


def test_any_discard_choice_at_the_hand_limit_is_legal():
    hand = ["indigo_plant"] * 3 + ["palace", "hero", "library", "quarry", "tower", "well"]
    state = table(3, hands={1: hand})
    play(state, "role:prospector", "role:producer")
    while state.view(None)["phase"] != "role":
        state.apply(state.legal_moves()[-1])
    play(state, "role:trader")
    while state.view(None)["phase"] != "hand_limit":
        state.apply(state.legal_moves()[-1])
    assert state.cur == 1 and len(texts(state)) >= 2
    assert state.is_legal(state.parse_move("discard:hero,palace"))
    assert "exactly 2" in state.illegal_reason(state.parse_move("discard:hero"))
    assert "your hand" in state.illegal_reason(state.parse_move("discard:crane,hero"))


def test_any_production_or_sale_within_the_limit_is_legal_listed_by_building_type():
    state = table(3, cities={0: ["indigo_plant", "indigo_plant", "sugar_mill"]})
    play(state, "role:producer")
    assert texts(state) == ["produce:2", "produce:0", "produce:0,2", "produce:0,1",
                            "produce:none"]
    assert state.is_legal(state.parse_move("produce:1,2"))
    assert state.is_legal(state.parse_move("produce:1"))


def test_move_texts_round_trip_and_accept_any_order():
    state = table(3)
    for text in ["role:builder", "role:trader+library", "build:none", "produce:none",
                 "sell:1,3", "keep:well,crane", "discard:palace", "chapel:none",
                 "chapel:tower", "build:library/over:2/goods:0,4/pay:indigo_plant,well"]:
        assert state.move_to_text(state.parse_move(text)) == text
    assert state.parse_move("sell:3,1") == state.parse_move("sell:1,3")
    assert state.parse_move("build:well/pay:well,indigo_plant") == state.parse_move(
        "build:well/pay:indigo_plant,well")
    for junk in ["", "role:king", "build:well/pay:", "sell:a", "keep:money", "build:well/x:1",
                 "chapel:", "produce:1,,2"]:
        with pytest.raises(IllegalMove):
            state.parse_move(junk)
