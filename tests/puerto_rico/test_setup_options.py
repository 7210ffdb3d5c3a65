"""Puerto Rico's setup options: one toggle per expansion the engine plays (and the random
draft), folded into the stored form ``expansions: [...]`` (+ ``random_draft``) so that records
keep one form, and kept out of the generic conformance suite's combinations (the game's own
suite plays every subset)."""

from __future__ import annotations

import pytest

from game.puerto_rico import EXPANSION_TOGGLES, GAME, normalize_options
from game.puerto_rico.data import EXPANSION_OPTIONS


def test_every_expansion_has_a_toggle_and_no_other_does():
    ids = [o.id for o in GAME.options]
    assert [i for i in ids if i in EXPANSION_TOGGLES] == list(EXPANSION_TOGGLES)
    assert set(EXPANSION_TOGGLES) == set(EXPANSION_OPTIONS)
    for option in GAME.options:
        if option.id in EXPANSION_TOGGLES:
            assert option.kind == "bool" and option.default is False and option.help


def test_the_random_draft_toggle_requires_the_new_buildings():
    draft = next(o for o in GAME.options if o.id == "random_draft")
    assert draft.requires == "buildings"
    assert normalize_options({"players": 3, "random_draft": True}) == {
        "players": 3, "hidden_vp": True}


def test_toggles_fold_into_the_stored_expansions_list():
    options = normalize_options({"players": 4, "buildings": True, "random_draft": True,
                                 "hidden_vp": False})
    assert options == {"players": 4, "hidden_vp": False, "expansions": ["buildings"],
                       "random_draft": True}


def test_a_base_game_from_the_setup_screen_stores_exactly_the_old_options():
    toggles = dict.fromkeys(EXPANSION_TOGGLES, False)
    assert normalize_options({"players": 4, **toggles, "random_draft": False}) == {
        "players": 4, "hidden_vp": True}


@pytest.mark.parametrize("options", [
    {"players": 2}, {"players": 3, "buildings": True},
    {"players": 5, "buildings": True, "random_draft": True},
    {"players": 4, "expansions": "buildings"}, {"players": 4, "expansions": ["buildings"]},
])
def test_normalizing_is_idempotent(options):
    once = normalize_options(options)
    assert normalize_options(once) == once


def test_a_toggle_must_be_true_or_false():
    with pytest.raises(ValueError, match="buildings"):
        normalize_options({"players": 4, "buildings": "yes"})


def test_the_generic_conformance_plays_the_expansions_only_all_off_and_all_on():
    combos = GAME.conformance_combinations()
    sampled = [o.id for o in GAME.options if not o.exhaustive]
    # hidden VP on/off x (no expansion, every expansion with and without the random draft)
    assert len(combos) == 6
    for combo in combos:
        assert len({combo[i] for i in sampled}) == 1
