"""San Juan's determinizer: states sampled from a player's view show that view, hold all 110
cards, keep the discards the player saw and the revealed tiles in place, and deal only cards the
player cannot see. That no bot's choice depends on what it cannot see (the others' hands and
Chapels, the goods, the deck, the unseen tiles) is checked for every game in
``tests/games/test_hidden_information.py``."""

from __future__ import annotations

from collections import Counter

import pytest

from game.core.hidden import ViewSampler
from game.core.rng import Rng
from game.san_juan import GAME
from game.san_juan.data import CARDS, TOTAL_CARDS
from game.san_juan.notation import PH_ROLE
from tests.games.support import bot_position
from tests.san_juan.support import make_bot


@pytest.mark.parametrize(("seed", "decisions", "players"),
                         [(41, 5, 4), (42, 40, 4), (43, 80, 3), (44, 60, 2), (45, 120, 4)])
def test_determinized_states_show_the_same_view_and_hold_all_110_cards(seed, decisions, players):
    state = bot_position(GAME, players, seed, decisions)
    player = state.current_players()[0]
    view = state.view(player)
    det = ViewSampler(GAME.hidden, view)
    rng = Rng(seed)
    others_hands = set()
    for _ in range(6):
        sample = det.sample(rng)
        assert sample.view(player) == view
        assert sample.card_census() == TOTAL_CARDS
        # the player's own cards and every city are the real ones
        assert sorted(sample.hands[player]) == sorted(state.hands[player])
        assert sorted(sample.chapel[player]) == sorted(state.chapel[player])
        assert sample.city == state.city and sample.covered == state.covered
        # every count the view shows is kept
        assert len(sample.deck) == len(state.deck)
        assert len(sample.discard) == len(state.discard)
        assert [len(h) for h in sample.hands] == [len(h) for h in state.hands]
        assert [[g >= 0 for g in row] for row in sample.goods] == [
            [g >= 0 for g in row] for row in state.goods]
        assert [state.move_to_text(m) for m in sample.legal_moves(player)] == [
            state.move_to_text(m) for m in state.legal_moves(player)]
        others_hands.add(tuple(tuple(sorted(h)) for q, h in enumerate(sample.hands)
                               if q != player))
    assert len(others_hands) > 1  # the others' hands are really sampled


def test_cards_the_player_saw_discarded_stay_in_the_sampled_discard_pile():
    # find a position where the player to act knows some cards of the discard pile
    for decisions in range(20, 200, 7):
        state = bot_position(GAME, 4, 51, decisions)
        player = state.current_players()[0]
        view = state.view(player)
        if view["known_discards"]:
            break
    else:
        pytest.fail("no position with known discards")
    known = Counter({k: v for k, v in view["known_discards"].items()})
    det = ViewSampler(GAME.hidden, view)
    for seed in range(4):
        sample = det.sample(Rng(seed))
        pile = Counter(CARDS[t].id for t in sample.discard)
        assert all(pile[card] >= k for card, k in known.items())


def test_unknown_cards_exclude_every_card_the_player_sees():
    state = bot_position(GAME, 4, 61, 70)
    player = state.current_players()[0]
    unknown = GAME.hidden.unseen(state, player).pool
    seen = Counter(state.hands[player] + state.chapel[player])
    for q in range(state.num_players):
        if q != player:
            seen.update(state.shown[q])  # everyone saw these go into that hand
    for row in state.city:
        seen.update(row)
    for row in state.covered:
        seen.update(row)
    hidden = Counter(state.deck)
    hidden.update(t for t, m in zip(state.discard, state.dseen, strict=True)
                  if not m & (1 << player))
    for q in range(state.num_players):
        if q != player:
            hidden.update(Counter(state.hands[q]) - Counter(state.shown[q]))
            hidden.update(state.chapel[q])
        hidden.update(g for g in state.goods[q] if g >= 0)
    assert Counter(unknown) == hidden
    assert sum(seen.values()) + sum(hidden.values()) + sum(
        1 for m in state.dseen if m & (1 << player)) + len(state.drawn) == TOTAL_CARDS


def test_revealed_tiles_keep_their_places_and_the_others_are_shuffled():
    state = bot_position(GAME, 4, 71, 0)
    # play until at least two Trader phases are over
    bot = make_bot("medium", 1)
    while state.tile_reveals < 2 or state.phase != PH_ROLE:
        p = state.current_players()[0]
        legal = [state.move_to_text(m) for m in state.legal_moves(p)]
        state.apply(state.parse_move(bot.choose(state.view(p), legal)), p)
    player = state.current_players()[0]
    view = state.view(player)
    det = ViewSampler(GAME.hidden, view)
    orders = set()
    for seed in range(12):
        sample = det.sample(Rng(seed))
        assert sample.view(player)["tile_stack"] == view["tile_stack"]
        orders.add(tuple(sample.tiles))
    assert len(orders) > 1


def test_a_spectator_view_is_refused():
    state = GAME.new_game({"players": 3}, 1)
    with pytest.raises(ValueError):
        ViewSampler(GAME.hidden, state.view(None))
