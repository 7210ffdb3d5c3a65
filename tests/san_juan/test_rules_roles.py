"""The rounds and the five roles, as the first-edition book describes them."""

from __future__ import annotations

from game.san_juan.data import TILES
from game.san_juan.state import SJState

from .positions import city_ids, ids, play, table, texts


def test_setup_gives_each_player_an_indigo_plant_and_four_hidden_cards():
    state = SJState.new(4, 5)
    assert all(city_ids(state, p) == ["indigo_plant"] for p in range(4))
    assert [len(h) for h in state.hands] == [4, 4, 4, 4]
    assert len(state.deck) == 110 - 4 - 16
    assert state.governor == 0 and state.current_players() == (0,)
    assert sorted(state.tiles) == [0, 1, 2, 3, 4]
    view = state.view(1)
    assert view["players"][0]["hand"] is None and len(view["players"][1]["hand"]) == 4


def test_start_variant_deals_four_plus_position_and_discards_to_four_from_the_governor():
    state = SJState.new(4, 3, start_variant=True)
    assert [len(h) for h in state.hands] == [5, 6, 7, 8]
    for player in range(4):
        assert state.current_players() == (player,)
        assert state.view(player)["to_discard"] == player + 1
        state.apply(state.legal_moves()[0])
        assert len(state.hands[player]) == 4
    assert state.view(None)["phase"] == "role" and state.current_players() == (0,)
    assert state.view(0)["known_discards"] and not state.view(None)["known_discards"]


def test_each_player_chooses_one_role_a_round_from_the_governor_clockwise():
    state = table(4, hands={p: ["indigo_plant"] for p in range(4)}, governor=2)
    order = []
    for role in ("prospector", "councillor", "producer", "trader"):
        order.append(state.cur)
        play(state, f"role:{role}")
        while state.view(None)["phase"] != "role" and state.round == 1:
            state.apply(state.legal_moves()[-1])
    assert order == [2, 3, 0, 1]
    assert state.round == 2 and state.governor == 3


def test_a_role_chosen_this_round_cannot_be_chosen_again():
    state = play(table(3), "role:prospector")
    assert "role:prospector" not in texts(state)
    assert state.illegal_reason(state.parse_move("role:prospector")) is not None


def test_two_players_choose_three_roles_governor_other_governor():
    state = table(2, hands={0: ["well"], 1: ["well"]})
    pickers = []
    for role in ("prospector", "councillor", "producer"):
        pickers.append(state.cur)
        play(state, f"role:{role}")
        while state.view(None)["phase"] not in ("role", "chapel", "hand_limit") \
                and state.round == 1:
            state.apply(state.legal_moves()[0])
    assert pickers == [0, 1, 0]
    assert state.round == 2 and state.governor == 1


def test_builder_privilege_pays_one_card_less_and_others_pay_full():
    state = table(3, hands={0: ["tobacco_storage", "well", "well", "sugar_mill"],
                            1: ["tobacco_storage", "indigo_plant", "indigo_plant", "smithy"]})
    play(state, "role:builder", "build:tobacco_storage/pay:sugar_mill,well")
    assert city_ids(state, 0) == ["indigo_plant", "tobacco_storage"]
    assert ids(state.hands[0]) == ["well"]
    refused = state.parse_move("build:tobacco_storage/pay:indigo_plant,indigo_plant")
    assert "3 card" in state.illegal_reason(refused)
    play(state, "build:tobacco_storage/pay:indigo_plant,indigo_plant,smithy")
    assert city_ids(state, 1) == ["indigo_plant", "tobacco_storage"]
    assert len(state.discard) == 5 and all(m in (1, 2) for m in state.dseen)


def test_builder_may_decline_to_build():
    state = play(table(3, hands={0: ["well", "smithy", "smithy"]}), "role:builder")
    assert "build:none" in texts(state)
    play(state, "build:none")
    assert city_ids(state, 0) == ["indigo_plant"] and len(state.hands[0]) == 3


def test_production_buildings_may_repeat_violet_buildings_only_once():
    state = table(3, hands={0: ["indigo_plant", "well", "smithy", "well"]},
                  cities={0: ["indigo_plant", "well"]})
    play(state, "role:builder")
    options = texts(state)
    assert any(t.startswith("build:indigo_plant") for t in options)
    assert not any(t.startswith("build:well") for t in options)
    assert "each violet building only once" in state.illegal_reason(
        state.parse_move("build:well/pay:smithy"))


def test_producer_privilege_produces_two_goods_others_one():
    state = table(3, cities={0: ["indigo_plant", "sugar_mill", "coffee_roaster"],
                             1: ["indigo_plant", "sugar_mill"]})
    play(state, "role:producer")
    assert "produce:1,2" in texts(state) and "produce:none" in texts(state)
    assert "at most 2" in state.illegal_reason(state.parse_move("produce:0,1,2"))
    play(state, "produce:0,2")
    assert [g >= 0 for g in state.goods[0]] == [True, False, True]
    assert "at most 1" in state.illegal_reason(state.parse_move("produce:0,1"))
    play(state, "produce:1")
    assert [g >= 0 for g in state.goods[1]] == [False, True]


def test_a_production_building_holds_at_most_one_good():
    state = table(3, cities={0: [("indigo_plant", "*"), "sugar_mill"]})
    play(state, "role:producer")
    assert "already has a good" in state.illegal_reason(state.parse_move("produce:0"))
    assert texts(state) == ["produce:1", "produce:none"]


def test_trader_reveals_the_top_tile_and_sells_two_others_one():
    tile = (1, 1, 2, 2, 3)
    state = table(3, tile=tile,
                  cities={0: [("indigo_plant", "*"), ("silver_smelter", "*")],
                          1: [("tobacco_storage", "*"), ("coffee_roaster", "*")]})
    assert state.view(None)["tile_stack"][0] is None
    play(state, "role:trader")
    assert state.view(None)["tile"] == list(tile)
    play(state, "sell:0,1")
    assert len(state.hands[0]) == 1 + 3 and not any(g >= 0 for g in state.goods[0])
    assert "at most 1" in state.illegal_reason(state.parse_move("sell:0,1"))
    assert "sell:none" in texts(state)
    play(state, "sell:0")
    assert len(state.hands[1]) == 2
    # the tile went to the bottom: it is known, and the next Trader phase shows the next one
    stack = state.view(None)["tile_stack"]
    assert stack[-1] == list(tile) and stack[0] is None
    assert state.tiles[1] == state.tiles[state.tile_reveals % 5]


def test_the_tile_order_never_changes_all_tiles_known_after_five_trader_phases():
    state = table(2, tile=TILES[2])
    for _ in range(5):
        state.tile_reveals += 1
    assert all(t is not None for t in state.view(None)["tile_stack"])
    assert state.view(None)["tile_stack"][0] == list(TILES[2])


def test_councillor_privilege_draws_five_keeps_one_others_draw_two_keep_one():
    top = ["well", "tower", "chapel", "quarry", "library", "smithy", "crane"]
    state = play(table(3, deck_top=top), "role:councillor")
    assert ids(state.drawn) == sorted(top[:5]) and state.view(0)["to_keep"] == 1
    play(state, "keep:library")
    assert ids(state.hands[0]) == ["library"] and len(state.discard) == 4
    assert state.view(0)["known_discards"] == {"well": 1, "chapel": 1, "tower": 1, "quarry": 1}
    assert state.view(1)["known_discards"] == {}
    assert ids(state.drawn) == ["crane", "smithy"]
    assert state.view(2)["players"][1]["drawn"] is None
    assert state.view(2)["players"][1]["drawn_size"] == 2
    play(state, "keep:crane")
    assert ids(state.hands[1]) == ["crane"]


def test_prospector_privilege_draws_one_card_and_nobody_else_acts():
    state = play(table(3, deck_top=["palace"]), "role:prospector")
    assert ids(state.hands[0]) == ["palace"] and state.hands[1] == [] and state.hands[2] == []
    assert state.view(None)["phase"] == "role" and state.cur == 1


def test_discards_are_reshuffled_into_a_new_deck_when_it_runs_out():
    state = table(3, deck_top=["well", "tower", "chapel", "quarry", "library"])
    state.discard = state.deck[:-5]
    state.dseen = [1] * len(state.discard)
    state.deck = state.deck[-5:]
    play(state, "role:councillor")
    assert state.deck == []
    play(state, "keep:library")
    # player 2 draws from the reshuffled pile: the deck is new, nobody knows the discards
    assert state.cur == 1 and len(state.drawn) == 2
    assert len(state.deck) == 110 - 3 - 1 - 2 and state.discard == []
    assert state.view(0)["known_discards"] == {}
    assert state.card_census() == 110


def test_the_round_ends_and_the_governor_passes_clockwise():
    state = table(3)
    play(state, "role:prospector", "role:councillor")
    while state.view(None)["phase"] != "role":
        state.apply(state.legal_moves()[0])
    play(state, "role:trader")
    assert state.round == 2 and state.governor == 1 and state.cur == 1
    assert set(state.view(None)["roles"].values()) == {None}
