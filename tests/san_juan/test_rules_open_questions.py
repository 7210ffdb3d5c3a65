"""Rules the book leaves open, as the engine settles them (docs/rules-notes.md, San Juan)."""

from __future__ import annotations

from game.core.hidden import ViewSampler
from game.core.rng import Rng
from game.san_juan import GAME
from game.san_juan.data import CARD_INDEX
from game.san_juan.state import SJState

from .positions import ids, play, table, texts


def test_drawing_cards_is_never_declined_councillor_and_prospector():
    state = play(table(3), "role:councillor")
    assert all(t.startswith("keep:") for t in texts(state))
    state = play(table(3), "role:prospector")
    assert len(state.hands[0]) == 1


def test_producing_and_selling_may_be_declined_or_partial():
    state = table(3, cities={0: ["indigo_plant", "sugar_mill"]})
    play(state, "role:producer")
    assert "produce:none" in texts(state) and state.is_legal(state.parse_move("produce:1"))
    state = table(3, cities={0: [("indigo_plant", "*"), ("sugar_mill", "*")]})
    play(state, "role:trader")
    assert "sell:none" in texts(state) and state.is_legal(state.parse_move("sell:1"))


def test_the_trading_tile_goes_to_the_bottom_even_when_nobody_sells():
    state = table(3)
    play(state, "role:trader")
    assert state.tile_reveals == 1 and state.view(None)["tile_stack"][-1] is not None


def test_gold_mine_with_fewer_than_four_cards_left_draws_what_there_is():
    state = table(3, cities={1: ["indigo_plant", "gold_mine"]})
    state.discard = state.deck[:-3]
    state.dseen = [0] * len(state.discard)
    state.deck = state.deck[-3:]
    state.chapel[2] = state.discard  # take them out of the game for this test
    state.discard, state.dseen = [], []
    play(state, "role:prospector")
    assert state.card_census() == 110
    assert len(state.hands[0]) + len(state.hands[1]) + len(state.discard) == 3


def test_with_deck_and_discard_empty_nothing_is_drawn_and_nothing_produced():
    state = table(3, hands={0: ["well", "tower"]}, cities={0: ["indigo_plant", "sugar_mill"]})
    state.chapel[2] = state.deck
    state.deck = []
    play(state, "role:producer")  # nobody can produce: the phase passes
    assert state.view(None)["phase"] == "role" and state.goods[0] == [-1, -1]
    play(state, "role:prospector")
    assert state.hands[1] == []


def test_the_good_on_a_covered_building_is_lost_not_used_by_the_black_market():
    state = table(3, hands={1: ["hero", "well", "tower"]},
                  cities={1: [("coffee_roaster", "*"), ("sugar_mill", "*"), "crane",
                              "black_market"]})
    play(state, "role:builder")
    assert "no good at position 0" in state.illegal_reason(
        state.parse_move("build:hero/over:0/goods:0"))
    play(state, "build:hero/over:0/goods:1")  # 5 - 4 (covered) - 1 good = 0
    assert ids(state.hands[1]) == ["tower", "well"] and state.goods[1] == [-1, -1, -1, -1]


def test_a_covered_black_market_pays_no_goods_for_the_build_covering_it():
    state = table(3, hands={1: ["hero", "well", "tower", "smithy"]},
                  cities={1: [("sugar_mill", "*"), "crane", "black_market"]})
    play(state, "role:builder")
    assert "Black Market" in state.illegal_reason(
        state.parse_move("build:hero/over:2/goods:0/pay:smithy,well"))


def test_councillor_decisions_follow_the_seats_from_the_councillor():
    state = table(4, governor=2)
    play(state, "role:councillor")
    seen = []
    while state.view(None)["phase"] == "councillor":
        seen.append(state.cur)
        state.apply(state.legal_moves()[0])
    assert seen == [2, 3, 0, 1]


def test_seat_zero_is_the_first_governor():
    for players in (2, 3, 4):
        state = SJState.new(players, 17)
        assert state.governor == 0 and state.current_players() == (0,)


def test_start_variant_discards_are_face_down_known_only_to_their_owner():
    state = SJState.new(3, 4, start_variant=True)
    state.apply(state.legal_moves()[0])
    assert sum(state.view(0)["known_discards"].values()) == 1
    assert state.view(1)["known_discards"] == {} and state.view(None)["known_discards"] == {}


def test_the_chapel_count_is_public_its_cards_are_not():
    state = table(3, cities={1: ["indigo_plant", "chapel"]}, chapels={1: ["palace", "well"]})
    assert state.view(None)["players"][1]["chapel_size"] == 2
    assert state.view(0)["players"][1]["chapel"] is None
    assert state.view(1)["players"][1]["chapel"] == ["well", "palace"]  # data order
    assert state.view(None)["players"][1]["score"] == 1 + 2 + 2


def _gold_mine_keeps_a_quarry(hand: list[str], city: list[str]):
    """Player 1 (a Gold Mine) keeps the Quarry of the four cards the Prospector's draw showed
    everyone (Quarry 4, Smithy 1, Tobacco Storage 3, Library 5); player 1 chooses a role next."""
    state = table(3, hands={1: hand}, cities={1: ["indigo_plant", "gold_mine", *city]},
                  deck_top=["palace", "quarry", "smithy", "tobacco_storage", "library"])
    return play(state, "role:prospector", "keep:quarry")


def test_a_card_everyone_saw_kept_is_shown_in_that_hand_to_everyone():
    state = _gold_mine_keeps_a_quarry(["well", "tower"], [])
    for viewer in (None, 0, 1, 2):
        assert state.view(viewer)["players"][1]["shown"] == ["quarry"]
        assert state.view(viewer)["players"][0]["shown"] == []


def test_a_card_everyone_saw_kept_stays_in_its_hand_when_the_hidden_cards_are_dealt_again():
    state = _gold_mine_keeps_a_quarry(["well", "tower", "aqueduct"], [])
    quarry = CARD_INDEX["quarry"]
    for viewer in (0, 2):
        sampler = ViewSampler(GAME.hidden, state.view(viewer))
        hands = set()
        for seed in range(8):
            for other in (GAME.hidden.redraw(state, viewer, Rng(seed)),
                          sampler.sample(Rng(seed))):
                assert quarry in other.hands[1] and len(other.hands[1]) == 4
                assert other.view(viewer) == state.view(viewer)
                hands.add(tuple(sorted(other.hands[1])))
        assert len(hands) > 1  # the three cards nobody saw are dealt anew


def test_a_card_everyone_saw_kept_is_no_longer_known_once_built():
    # the Quarry goes over the Market Hall for nothing: the Builder's card, and the Market
    # Hall's 4 under the Crane
    state = _gold_mine_keeps_a_quarry(["well"], ["crane", "market_hall"])
    play(state, "role:builder", "build:quarry/over:3")
    assert state.view(None)["players"][1]["shown"] == [] and ids(state.hands[1]) == ["well"]


def test_a_hand_that_gives_up_cards_face_down_keeps_no_card_everyone_knows():
    state = _gold_mine_keeps_a_quarry(["well", "indigo_plant"], [])
    play(state, "role:builder", "build:well/pay:indigo_plant")
    assert ids(state.hands[1]) == ["quarry"]  # still there, but the others cannot tell
    assert state.view(None)["players"][1]["shown"] == []
