"""game.core.hidden: a game's hidden information re-dealt, and full states rebuilt from a view."""

from __future__ import annotations

from game.core.hidden import ViewSampler
from game.core.rng import Rng
from tests.core import toy_game


def test_a_redraw_keeps_the_viewers_view_and_changes_what_they_cannot_know():
    state = toy_game.GAME.new_game({"players": 3}, 4)
    hidden = toy_game.GAME.hidden
    copies = [hidden.redraw(state, 0, Rng(seed)) for seed in range(10)]
    assert all(c.view(0) == state.view(0) for c in copies)
    assert len({tuple(c.secrets) for c in copies}) > 1
    assert all(c.secrets[0] == state.secrets[0] for c in copies)


def test_samples_from_a_view_agree_with_it_and_differ_where_it_is_silent():
    state = toy_game.GAME.new_game({"players": 2}, 9)
    view = state.view(1)
    sampler = ViewSampler(toy_game.GAME.hidden, view)
    samples = [sampler.sample(Rng(seed)) for seed in range(10)]
    assert all(s.view(1) == view for s in samples)
    assert len({s.secrets[0] for s in samples}) > 1
