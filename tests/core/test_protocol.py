import pytest

from game.core import IllegalMove, PlayerScore, canonical_json, ranking
from tests.core.toy_game import GAME


def test_apply_rejects_an_illegal_move_and_leaves_the_state_untouched():
    state = GAME.new_game({"players": 2}, 1)
    before = canonical_json(state.to_json())
    with pytest.raises(IllegalMove, match="Illegal move: take:4"):
        state.apply(4)
    assert canonical_json(state.to_json()) == before


def test_apply_rejects_a_player_who_is_not_to_act():
    state = GAME.new_game({"players": 3}, 1)
    with pytest.raises(IllegalMove, match="not player 2's turn"):
        state.apply(1, player=1)


def test_no_move_is_accepted_after_the_end():
    state = GAME.new_game({"players": 2}, 1)
    while not state.is_over():
        state.apply(state.legal_moves()[-1])
    assert state.current_players() == ()
    with pytest.raises(IllegalMove, match="game is over"):
        state.apply(1)


def test_view_hides_other_players_secrets():
    state = GAME.new_game({"players": 3}, 5)
    view = state.view(1)
    assert view["secrets"][1] == state.secrets[1]
    assert view["secrets"][0] is None and view["secrets"][2] is None
    assert state.view(None)["secrets"] == [None, None, None]


def test_clone_is_independent():
    state = GAME.new_game({"players": 2}, 5)
    copy = state.clone()
    copy.apply(1)
    assert copy.pile == state.pile - 1


def test_ranking_shares_ties_and_uses_the_tiebreak():
    scores = [
        PlayerScore(0, 10, tiebreak=(3,)),
        PlayerScore(1, 10, tiebreak=(5,)),
        PlayerScore(2, 7),
        PlayerScore(3, 10, tiebreak=(5,)),
    ]
    assert ranking(scores) == [3, 1, 4, 1]


def test_returns_share_the_win_among_tied_winners():
    state = GAME.new_game({"players": 2}, 1)
    while not state.is_over():
        state.apply(state.legal_moves()[0])
    assert sorted(state.returns()) == [0.0, 1.0]


def test_new_game_rejects_bad_options_with_a_readable_message():
    with pytest.raises(ValueError, match="2 to 4 players"):
        GAME.new_game({"players": 9}, 1)


def test_canonical_json_is_stable():
    assert canonical_json({"b": 1, "a": [1, "é"]}) == '{"a":[1,"é"],"b":1}'
