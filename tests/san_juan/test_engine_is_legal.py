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
    # listed: the cheapest and the dearest cards
    assert "build:tobacco_storage/pay:indigo_plant,well" in texts(state)
    assert "build:tobacco_storage/pay:hero,palace" in texts(state)
    move = state.parse_move("build:tobacco_storage/pay:well,palace")
    assert move not in state.legal_moves() and state.is_legal(move)
    play(state, "build:tobacco_storage/pay:palace,well")
    assert ids(state.hands[0]) == ["hero", "indigo_plant"]


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
    assert sorted(texts(state)) == ["produce:0", "produce:0,1", "produce:0,2", "produce:2",
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


def test_random_choices_outside_the_list_are_judged_like_the_rules_say():
    """At every build, production, sale and discard of random games: a random choice of the
    right shape is legal exactly when the rules allow it, and applies keeping the 110 cards."""
    import random

    from game.san_juan.notation import (
        M_BUILD,
        M_DISCARD,
        M_PRODUCE,
        M_SELL,
        PH_BUILDER,
        PH_LIMIT,
        PH_PRODUCER,
        PH_TRADER,
    )
    from game.san_juan.state import SJState

    rng = random.Random(5)
    checked = 0
    for seed in range(15):
        state = SJState.new(3, seed)
        while not state.is_over():
            p = state.cur
            hand = state.hands[p]
            city = state.city[p]
            move = None
            if state.phase == PH_BUILDER and hand:
                card = rng.choice(hand)
                rest = hand[:]
                rest.remove(card)
                k = rng.randint(0, len(rest))
                move = (M_BUILD, card, -1, (), tuple(sorted(rng.sample(rest, k))))
            elif state.phase in (PH_PRODUCER, PH_TRADER):
                k = rng.randint(1, min(4, len(city)))
                kind = M_PRODUCE if state.phase == PH_PRODUCER else M_SELL
                move = (kind, tuple(sorted(rng.sample(range(len(city)), k))))
            elif state.phase == PH_LIMIT:
                move = (M_DISCARD, tuple(sorted(rng.sample(hand, rng.randint(1, len(hand))))))
            if move is not None:
                legal = state.is_legal(move)
                assert legal == (state.illegal_reason(move) is None)
                assert legal == _oracle(state, move), state.move_to_text(move)
                if legal:
                    copy = state.clone()
                    copy.apply(move)
                    assert copy.card_census() == 110
                    checked += 1
                else:
                    with pytest.raises(IllegalMove):
                        state.clone().apply(move)
            state.apply(rng.choice(state.legal_moves()))
    assert checked > 50


def _oracle(state, move) -> bool:
    """The book's rule for a build without Crane or goods, a production, a sale, a hand-limit
    discard, written independently of the engine's own checks."""
    from game.san_juan.data import (
        AQUEDUCT,
        CARDS,
        QUARRY,
        SMITHY,
        TOWER,
        TRADING_POST,
    )

    p = state.cur
    city, goods, hand = state.city[p], state.goods[p], state.hands[p]
    privilege = (2 if state.library else 1) if p == state.role_player else 0
    if move[0] == 1:  # build
        card = CARDS[move[1]]
        if card.violet and (card.index in city or card.index in state.covered[p]):
            return False
        discount = privilege + (SMITHY in city if card.production else QUARRY in city)
        return len(move[4]) == max(0, card.cost - discount)
    if move[0] == 2:  # produce
        limit = 1 + privilege + (AQUEDUCT in city)
        return (len(move[1]) <= limit and bool(state.deck or state.discard)
                and all(i < len(city) and CARDS[city[i]].production and goods[i] < 0
                        for i in move[1]))
    if move[0] == 3:  # sell
        limit = 1 + privilege + (TRADING_POST in city)
        return len(move[1]) <= limit and all(i < len(city) and goods[i] >= 0 for i in move[1])
    return len(move[1]) == len(hand) - (12 if TOWER in city else 7)


def test_the_refusals_count_in_words_never_card_s():
    state = play(table(3, hands={0: ["sugar_mill", "well", "indigo_plant"]},
                       cities={0: ["indigo_plant", "sugar_mill", "tobacco_storage"]}),
                 "role:builder")
    said = [state.illegal_reason(state.parse_move("build:sugar_mill/pay:well,indigo_plant"))]
    state = play(table(3, cities={0: ["indigo_plant", "sugar_mill", "tobacco_storage"]}),
                 "role:producer")
    said.append(state.illegal_reason(state.parse_move("produce:0,1,2")))
    state = play(table(3, cities={0: [("indigo_plant", "*"), ("sugar_mill", "*"),
                                      ("tobacco_storage", "*")]}), "role:trader")
    said.append(state.illegal_reason(state.parse_move("sell:0,1,2")))
    assert "costs you 1 card here" in said[0]
    assert "at most 2 goods" in said[1] and "at most 2 goods" in said[2]
    assert not any("(s)" in s for s in said), said
