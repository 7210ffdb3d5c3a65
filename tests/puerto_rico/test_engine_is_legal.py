"""``is_legal`` / ``illegal_reason``: the protocol's legality test, and Puerto Rico's Mayor
placements that are legal without being listed by ``legal_moves``."""

from __future__ import annotations

import json

import pytest

from game.core import IllegalMove, canonical_json
from game.puerto_rico import GAME, PRState
from game.puerto_rico import state as prs


def _mayor_position() -> PRState:
    """Player 1 (seat 0) to place 3 colonists on 4 tiles and 2 one-circle buildings."""
    data = GAME.new_game({"players": 4}, 1).to_json()
    p = data["players"][0]
    p["island"] = {"corn": 1, "indigo": 1, "sugar": 1, "quarry": 1}
    p["buildings"] = {"small_indigo_plant": 0, "small_market": 0}
    p["unplaced"] = 1  # + privilege + one from the ship: 3 colonists, 6 circles
    st = PRState.from_json(data)
    st.apply(st.parse_move("role:mayor"))
    assert st.phase == prs.PH_MAYOR and st.cur == 0
    return st


def _unlisted_valid_placement(st: PRState) -> tuple:
    listed = {st.move_to_text(m) for m in st.legal_moves()}
    for text in (
        "place:corn=1,sugar=1,quarry=1",
        "place:sugar=1,quarry=1,small_market=1",
        "place:corn=1,quarry=1,small_market=1",
        "place:indigo=1,sugar=1,quarry=1",
    ):
        move = st.parse_move(text)
        if text not in listed and st.placement_problem(move, st.cur) is None:
            return move
    raise AssertionError("no unlisted valid placement in the test position")


def test_is_legal_accepts_a_valid_placement_that_legal_moves_does_not_list() -> None:
    st = _mayor_position()
    move = _unlisted_valid_placement(st)
    assert move not in st.legal_moves()
    assert st.is_legal(move) and st.is_legal(move, 0)
    assert st.illegal_reason(move) is None
    assert not st.is_legal(move, 1)  # not that player's turn
    st.apply(move)
    assert st.cur != 0 or st.phase != prs.PH_MAYOR


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("place:corn=2,indigo=1", "You do not have 2 corn plantation tiles to occupy."),
        ("place:corn=1", "Colonists may stay in San Juan only when every circle is filled."),
        ("place:corn=1,indigo=1,large_market=1", "You do not own a Large Market."),
    ],
)
def test_is_legal_rejects_an_invalid_placement_and_apply_leaves_the_state_untouched(
    text: str, reason: str
) -> None:
    st = _mayor_position()
    move = st.parse_move(text)
    assert not st.is_legal(move)
    assert st.illegal_reason(move) == reason
    before = canonical_json(st.to_json())
    with pytest.raises(IllegalMove, match=reason):
        st.apply(move)
    assert canonical_json(st.to_json()) == before


def test_is_legal_matches_legal_moves_outside_the_mayor_phase() -> None:
    st = GAME.new_game({"players": 3}, 5)
    assert isinstance(st, PRState)
    for move in st.legal_moves():
        assert st.is_legal(move)
    placement = st.parse_move("place:-")
    assert not st.is_legal(placement)
    assert st.illegal_reason(placement) == (
        "A colonist placement can only be played in the Mayor phase."
    )
    assert not st.is_legal(prs.PASS) and st.illegal_reason(prs.PASS) == "Illegal move: pass"
    assert not st.is_legal(True) and not st.is_legal("role:settler")
    data = json.loads(canonical_json(st.to_json()))
    with pytest.raises(IllegalMove, match="Illegal move: pass"):
        st.apply(prs.PASS)
    assert json.loads(canonical_json(st.to_json())) == data
