"""Puerto Rico's determinizer: states sampled from a player's view keep every public total (the
plantation stack's kinds, the others' hidden VP chips) and split the chips evenly. That no bot's
choice depends on what it cannot see is checked for every game in
``tests/games/test_hidden_information.py``."""

from __future__ import annotations

import pytest

from game.core.hidden import ViewSampler
from game.core.rng import Rng
from game.puerto_rico import GAME
from game.puerto_rico.state import VP
from tests.games.support import bot_position


def test_determinized_states_show_the_same_view_and_keep_the_public_totals():
    for seed, decisions in ((41, 20), (42, 120), (43, 180)):
        state = bot_position(GAME, 4, seed, decisions)
        player = state.cur
        view = state.view(player)
        det = ViewSampler(GAME.hidden, view)
        hidden_total = sum(state.pl[p][VP] for p in range(4) if p != player)
        rng = Rng(seed)
        decks = set()
        for _ in range(5):
            sample = det.sample(rng)
            assert sample.view(player) == view
            assert sorted(sample.deck) == sorted(state.deck)
            assert sum(sample.pl[p][VP] for p in range(4) if p != player) == hidden_total
            assert sample.pl[player][VP] == state.pl[player][VP]
            decks.add(tuple(sample.deck))
            assert [state.move_to_text(m) for m in sample.legal_moves()] == [
                state.move_to_text(m) for m in state.legal_moves()
            ]
        assert len(decks) > 1


def test_determinizer_splits_hidden_chips_evenly_with_a_random_remainder():
    state = bot_position(GAME, 4, 51, 170)
    player = state.cur
    others = [p for p in range(4) if p != player]
    total = sum(state.pl[p][VP] for p in others)
    assert total >= 3
    for p, v in zip(others, (total, 0, 0), strict=True):  # the supply is unchanged
        state.pl[p][VP] = v
    each, extra = divmod(total, 3)
    expected = sorted([each + 1] * extra + [each] * (3 - extra))
    seen = set()
    for seed in range(8):
        sample = ViewSampler(GAME.hidden, state.view(player)).sample(Rng(seed))
        chips = [sample.pl[p][VP] for p in others]
        assert sorted(chips) == expected
        seen.add(tuple(chips))
    assert extra == 0 or len(seen) > 1


def test_a_spectator_view_is_refused():
    state = GAME.new_game({"players": 3}, 1)
    with pytest.raises(ValueError):
        ViewSampler(GAME.hidden, state.view(None))
