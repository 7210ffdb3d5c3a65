"""Invariants over many random games: the 110 cards, copies, JSON, views, hidden information."""

from __future__ import annotations

import json
import random

import pytest

from game.core.hidden import ViewSampler
from game.core.protocol import canonical_json
from game.core.rng import Rng
from game.san_juan import GAME
from game.san_juan.data import TOTAL_CARDS
from game.san_juan.notation import PH_OVER
from game.san_juan.state import SJState


def random_positions(players: int, seed: int, variant: bool = False):
    """Every position of a random game (uniform choice among the legal moves)."""
    state = SJState.new(players, seed, start_variant=variant)
    rng = random.Random(seed)
    for _ in range(5000):
        yield state
        if state.is_over():
            return
        state.apply(rng.choice(state.legal_moves()))
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_card_conservation_all_110_cards_after_every_move(players):
    for seed in range(12):
        for state in random_positions(players, seed, variant=seed % 3 == 0):
            assert state.card_census() == TOTAL_CARDS
            assert len(state.discard) == len(state.dseen)
            assert all(len(c) == len(g) for c, g in zip(state.city, state.goods, strict=True))
        assert state.phase == PH_OVER


@pytest.mark.parametrize("players", [2, 4])
def test_clone_and_json_round_trip_give_equal_independent_states(players):
    for number, state in enumerate(random_positions(players, 7)):
        if number % 5:
            continue
        text = canonical_json(state.to_json())
        copy = state.clone()
        assert canonical_json(copy.to_json()) == text
        loaded = SJState.from_json(json.loads(text))
        assert canonical_json(loaded.to_json()) == text
        assert loaded.legal_moves() == state.legal_moves()
        if not state.is_over():
            copy.apply(copy.legal_moves()[0])
            assert canonical_json(state.to_json()) == text


def test_a_player_to_act_always_has_a_legal_move():
    for seed in range(20):
        for state in random_positions(3, 100 + seed):
            if not state.is_over():
                assert state.legal_moves() and state.current_players() == (state.cur,)


def test_views_hide_hands_goods_chapel_deck_and_others_draws():
    for number, state in enumerate(random_positions(4, 3)):
        if number % 9:
            continue
        for viewer in (None, 0, 1, 2, 3):
            view = state.view(viewer)
            assert "deck" not in view and "rng" not in view and "tiles" not in view
            for p, pdata in enumerate(view["players"]):
                assert (pdata["hand"] is not None) == (p == viewer)
                assert (pdata["chapel"] is not None) == (p == viewer)
                assert all(isinstance(b["good"], bool) for b in pdata["city"])
                assert pdata["hand_size"] == len(state.hands[p])
            json.dumps(view)


def test_a_redraw_changes_what_the_viewer_cannot_know_and_no_view():
    rng = Rng(5)
    changed = False
    for number, state in enumerate(random_positions(3, 11)):
        if number % 11:
            continue
        for viewer in range(3):
            other = GAME.hidden.redraw(state, viewer, rng)
            assert other.card_census() == TOTAL_CARDS
            assert other.view(viewer) == state.view(viewer)
            assert other.view(None) == state.view(None)
            assert other.hands[viewer] == state.hands[viewer]
            changed |= other.deck != state.deck
            if other.cur != viewer and not other.is_over():
                assert other.legal_moves()
    assert changed


def test_the_registration_plays_two_to_four_with_the_variant_option():
    assert GAME.playable and GAME.min_players == 2 and GAME.max_players == 4
    assert [o.id for o in GAME.options] == ["start_variant"]
    state = GAME.new_game({"players": 3, "start_variant": True}, 9)
    assert [len(h) for h in state.hands] == [5, 6, 7]


def test_a_state_with_a_card_too_many_or_a_newer_version_is_refused():
    data = SJState.new(3, 1).to_json()
    data["players"][0]["hand"].append("well")
    with pytest.raises(ValueError, match="111 cards"):
        SJState.from_json(data)
    data = SJState.new(3, 1).to_json()
    data["version"] = 99
    with pytest.raises(ValueError, match="newer version"):
        SJState.from_json(data)


VIEW_KEYS = {"game", "version", "viewer", "options", "phase", "round", "governor",
             "current_player", "role", "role_player", "library_active", "roles", "picks",
             "picks_per_round", "library_used", "deck_size", "discard_size", "known_discards",
             "tile", "tile_stack", "revealed", "to_keep", "to_discard", "to_keep_least",
             "end_triggered", "players"}
PLAYER_KEYS = {"hand_size", "hand", "drawn_size", "drawn", "city", "goods", "chapel_size",
               "chapel", "covered", "shown", "score"}


def test_the_view_has_exactly_the_documented_keys():
    """The view layout in game/san_juan/view.py's docstring is the UI's and bots' contract."""
    import game.san_juan.view as module

    for number, state in enumerate(random_positions(3, 21)):
        if number % 13 and not state.is_over():
            continue
        view = state.view(0)
        assert set(view) == VIEW_KEYS | ({"scores", "end_reasons"} if state.is_over() else set())
        assert all(set(p) == PLAYER_KEYS for p in view["players"])
    for key in VIEW_KEYS | PLAYER_KEYS | {"scores", "end_reasons"}:
        assert f'"{key}"' in module.__doc__, key


def test_a_state_sampled_from_a_view_shows_the_same_view_and_the_same_choices():
    """The bots' determinizer (the game's hidden information in a ``ViewSampler``) deals the
    unseen cards anew; the viewer's view, the player to act and the viewer's own legal moves
    stay the same."""
    rng = Rng(3)
    for players in (2, 3, 4):
        for number, state in enumerate(random_positions(players, 40 + players, players == 3)):
            if number % 3:
                continue
            for viewer in range(players):
                sample = ViewSampler(GAME.hidden, state.view(viewer)).sample(rng)
                assert sample.view(viewer) == state.view(viewer)
                assert sample.current_players() == state.current_players()
                assert sample.card_census() == TOTAL_CARDS
                if state.current_players() == (viewer,):
                    assert sample.legal_moves() == state.legal_moves()


def test_the_cards_known_in_a_hand_survive_json_and_states_saved_before_them_know_none():
    state = next(s for s in random_positions(4, 5) if any(s.shown))
    data = state.to_json()
    assert SJState.from_json(data).shown == state.shown
    for pdata in data["players"]:
        del pdata["shown"]  # a state saved before the known cards were kept
    older = SJState.from_json(data)
    assert older.shown == ((),) * 4 and older.legal_moves() == state.legal_moves()


def test_a_state_whose_roles_do_not_match_its_picks_is_refused():
    data = SJState.new(3, 1).to_json()
    data["roles"] = {"builder": 0, "producer": 1, "trader": 2, "councillor": 0,
                     "prospector": 1}
    with pytest.raises(ValueError, match="roles taken"):
        SJState.from_json(data)
