"""Every violet building, with the book's examples, and the end-of-game buildings."""

from __future__ import annotations

from game.san_juan.end import score_breakdown

from .positions import city_ids, ids, play, table, texts

# -- Builder-phase buildings -----------------------------------------------------------------------


def test_smithy_one_card_less_for_a_production_building_only():
    state = table(3, hands={1: ["tobacco_storage", "tower", "well", "smithy", "crane"]},
                  cities={1: ["indigo_plant", "smithy"]})
    play(state, "role:builder")
    assert "build:tobacco_storage/pay:smithy,well" in texts(state)
    assert "build:tower/pay:smithy,well,crane" in texts(state)
    assert "costs you 3" in state.illegal_reason(state.parse_move("build:tower/pay:smithy,well"))
    assert state.is_legal(state.parse_move("build:tower/pay:smithy,tobacco_storage,well"))


def test_smithy_and_library_sugar_mill_the_discount_above_the_cost_pays_nothing_out():
    """Book: the Builder owns Smithy and Library, builds a Sugar Mill: discount 3, cost 2, no
    extra card."""
    state = table(3, hands={0: ["sugar_mill", "well", "tower"]},
                  cities={0: ["indigo_plant", "smithy", "library"]})
    play(state, "role:builder", "build:sugar_mill")
    assert ids(state.hands[0]) == ["tower", "well"]
    assert "sugar_mill" in city_ids(state, 0)


def test_quarry_builder_builds_a_crane_for_nothing():
    """Book: the Builder owns a Quarry and builds a Crane at zero (2 - 1 - 1)."""
    state = table(3, hands={0: ["crane", "well"]}, cities={0: ["indigo_plant", "quarry"]})
    play(state, "role:builder")
    assert "build:crane" in texts(state)
    play(state, "build:crane")
    assert ids(state.hands[0]) == ["well"]


def test_quarry_not_for_production_buildings():
    state = table(3, hands={1: ["sugar_mill", "well", "tower"]},
                  cities={1: ["indigo_plant", "quarry"]})
    play(state, "role:builder")
    assert "build:sugar_mill/pay:well,tower" in texts(state)


def test_library_builder_with_quarry_violet_three_cards_less():
    state = table(3, hands={0: ["library", "well", "tower", "smithy"]},
                  cities={0: ["indigo_plant", "library", "quarry"]})
    assert [m for m in texts(state) if m.startswith("role:builder")] == ["role:builder"]
    play(state, "role:builder")
    assert state.library
    # not a second Library; a Tower costs 3 - 3 = 0
    assert "build:tower" in texts(state)


def test_black_market_library_example_two_goods_and_three_cards():
    """Book: a player builds a Library (5): one good from the Indigo Plant, one from the Tobacco
    Storage, and 3 cards from the hand."""
    state = table(3, hands={1: ["library", "well", "tower", "smithy", "crane"]},
                   cities={1: [("indigo_plant", "*"), ("tobacco_storage", "*"),
                               "black_market"]})
    play(state, "role:builder")
    assert "build:library/goods:0,1/pay:smithy,well,crane" in texts(state)
    play(state, "build:library/goods:0,1/pay:smithy,well,tower")
    assert ids(state.hands[1]) == ["crane"] and state.goods[1] == [-1, -1, -1, -1]
    assert state.dseen == [2, 2, 2, 0, 0]  # the payment seen by its payer, goods by nobody


def test_black_market_at_most_two_goods_and_not_beyond_the_cost():
    state = table(3, hands={1: ["smithy", "well"]},
                  cities={1: [("indigo_plant", "*"), ("sugar_mill", "*"),
                              ("coffee_roaster", "*"), "black_market"]})
    play(state, "role:builder")
    assert "discount larger than the cost" in state.illegal_reason(
        state.parse_move("build:smithy/goods:0,1"))
    assert state.illegal_reason(state.parse_move("build:smithy/goods:0")) is None
    state = table(3, hands={1: ["library", "well", "tower"]},
                  cities={1: [("indigo_plant", "*"), ("sugar_mill", "*"),
                              ("coffee_roaster", "*"), "black_market"]})
    play(state, "role:builder")
    assert "at most 2" in state.illegal_reason(
        state.parse_move("build:library/goods:0,1,2/pay:tower,well"))


def test_crane_covers_the_chapel_with_a_palace_paying_three_and_the_chapel_cards_stay():
    """Book: a player covers the Chapel (3) with a Palace (6) and pays 3 cards, not 6."""
    state = table(3, hands={1: ["palace", "well", "tower", "smithy", "crane"]},
                  cities={1: ["indigo_plant", "chapel", "crane"]}, chapels={1: ["library"] * 2})
    play(state, "role:builder")
    play(state, "build:palace/over:1/pay:smithy,tower,well")
    assert city_ids(state, 1) == ["indigo_plant", "palace", "crane"]
    assert ids(state.covered[1]) == ["chapel"] and len(state.chapel[1]) == 2
    assert ids(state.hands[1]) == ["crane"]
    parts = score_breakdown(state.city[1], state.chapel[1])
    assert parts["chapel"] == 2 and parts["buildings"] == 1 + 0 + 1


def test_crane_covers_a_coffee_roaster_with_a_statue_for_nothing_and_no_extra_card():
    """Book: covering a Coffee Roaster (4) with a Statue (3) costs nothing; no card is paid
    out. The good on the covered building is discarded."""
    state = table(3, hands={1: ["statue", "well"]},
                  cities={1: ["indigo_plant", ("coffee_roaster", "*"), "crane"]})
    play(state, "role:builder")
    assert "build:statue/over:1" in texts(state)
    discards = len(state.discard)
    play(state, "build:statue/over:1")
    assert ids(state.hands[1]) == ["well"]
    assert city_ids(state, 1) == ["indigo_plant", "statue", "crane"]
    assert state.goods[1] == [-1, -1, -1] and len(state.discard) == discards + 1
    assert state.card_census() == 110


def test_crane_cannot_cover_itself_nor_a_building_with_an_identical_one():
    state = table(3, hands={1: ["indigo_plant", "statue", "well", "tower"]},
                  cities={1: ["indigo_plant", "crane"]})
    play(state, "role:builder")
    assert "cannot be covered" in state.illegal_reason(
        state.parse_move("build:statue/over:1"))
    assert "identical" in state.illegal_reason(state.parse_move("build:indigo_plant/over:0"))
    assert not any("/over:1" in t for t in texts(state))


def test_a_covered_building_gives_nothing_to_the_build_covering_it():
    """Book: a covered building loses its function at once and cannot help the build that
    covers it (a Smithy covered by a production building gives no discount)."""
    state = table(3, hands={1: ["sugar_mill", "well", "tower"]},
                  cities={1: ["indigo_plant", "smithy", "crane"]})
    play(state, "role:builder")
    # over the Smithy (1): 2 - 1 (covered cost) = 1 card, no Smithy discount
    assert "build:sugar_mill/over:1/pay:well" in texts(state)
    # over the Indigo Plant: 2 - 1 (Smithy) - 1 (covered cost) = 0
    assert "build:sugar_mill/over:0" in texts(state)
    assert "build:sugar_mill/pay:well" in texts(state)  # Smithy: 2 - 1


def test_a_covered_violet_building_cannot_be_built_again():
    state = table(3, hands={1: ["tower", "well", "smithy", "crane"]},
                  cities={1: ["indigo_plant", "crane"]})
    state.covered[1] = [state.hands[1].pop(0)]  # the Tower was built and covered earlier
    state.city[1].append(state.hands[1].pop(0))
    state.goods[1].append(-1)
    state.hands[1] += [state.deck.pop()]
    play(state, "role:builder")
    assert not any(t.startswith("build:tower") for t in texts(state))


def test_poor_house_draws_a_card_when_a_build_leaves_at_most_one():
    state = table(3, hands={1: ["sugar_mill", "well", "tower"]},
                  cities={1: ["indigo_plant", "poor_house"]}, deck_top=["library"])
    play(state, "role:builder", "build:sugar_mill/pay:tower,well")
    assert ids(state.hands[1]) == ["library"]


def test_poor_house_gives_nothing_without_a_build():
    state = table(3, hands={1: ["well"]}, cities={1: ["indigo_plant", "poor_house"]})
    play(state, "role:builder")
    assert ids(state.hands[1]) == ["well"]


def test_poor_house_and_carpenter_the_carpenter_card_first_then_the_poor_house():
    """Book: with both, the Carpenter's card comes first; then, if the player still has at
    most one card, the Poor House gives another."""
    state = table(3, hands={1: ["tower", "well", "smithy", "crane"]},
                  cities={1: ["indigo_plant", "poor_house", "carpenter"]},
                  deck_top=["library", "palace"])
    play(state, "role:builder", "build:tower/pay:crane,smithy,well")
    assert ids(state.hands[1]) == ["library", "palace"]


def test_carpenter_a_card_after_a_violet_building_not_for_production_nor_for_itself():
    state = table(3, hands={1: ["tower", "well", "smithy", "crane", "sugar_mill", "well"]},
                  cities={1: ["indigo_plant", "carpenter"]}, deck_top=["library"])
    play(state, "role:builder", "build:tower/pay:crane,smithy,well")
    assert "library" in ids(state.hands[1])
    state = table(3, hands={1: ["sugar_mill", "well", "smithy", "tower"]},
                  cities={1: ["indigo_plant", "carpenter"]})
    play(state, "role:builder", "build:sugar_mill/pay:smithy,well")
    assert ids(state.hands[1]) == ["tower"]
    state = table(3, hands={0: ["carpenter", "well", "smithy", "tower"]})
    play(state, "role:builder", "build:carpenter/pay:smithy,well")
    assert ids(state.hands[0]) == ["tower"]


def test_a_building_works_only_after_the_builder_phase_in_which_it_was_built():
    """A Poor House built with the last cards gives nothing in its own Builder phase."""
    state = table(3, hands={0: ["poor_house", "well"]}, deck_top=["library"])
    play(state, "role:builder", "build:poor_house/pay:well")
    assert state.hands[0] == []


def test_a_library_built_works_later_in_the_same_round():
    state = table(2, hands={0: ["library", "well", "tower", "smithy", "crane"]},
                  cities={0: ["indigo_plant", "sugar_mill", "coffee_roaster", "silver_smelter"]})
    play(state, "role:builder", "build:library/pay:crane,smithy,tower,well")
    play(state, "role:prospector")
    assert state.cur == 0
    play(state, "role:producer")
    assert state.library
    assert "produce:1,2,3" in texts(state)


# -- Producer and Trader buildings -----------------------------------------------------------------


def test_aqueduct_one_more_good_two_three_or_four():
    state = table(3, cities={p: ["indigo_plant", "aqueduct", "library"] for p in range(3)})
    play(state, "role:producer")
    assert state.produce_limit(0) == 4 and state.produce_limit(1) == 2
    state = table(3, cities={p: ["indigo_plant", "aqueduct"] for p in range(3)})
    play(state, "role:producer")
    assert state.produce_limit(0) == 3 and state.produce_limit(1) == 2


def test_well_a_card_for_producing_at_least_two_goods():
    state = table(3, cities={0: ["indigo_plant", "sugar_mill", "well"],
                             1: ["indigo_plant", "sugar_mill", "well"]})
    play(state, "role:producer", "produce:0,1")
    assert len(state.hands[0]) == 1
    play(state, "produce:0")
    assert len(state.hands[1]) == 0


def test_trading_post_one_more_good_two_three_or_four():
    state = table(3, cities={p: [("indigo_plant", "*"), "trading_post", "library"]
                             for p in range(3)})
    play(state, "role:trader")
    assert state.sell_limit(0) == 4 and state.sell_limit(1) == 2
    state = table(3, cities={p: [("indigo_plant", "*"), "trading_post"] for p in range(3)})
    play(state, "role:trader")
    assert state.sell_limit(0) == 3 and state.sell_limit(1) == 2


def test_trader_example_market_stand_and_trading_post_sell_three_for_seven_cards():
    """Book: Andrea, Trader with Market Stand and Trading Post, highest tile: indigo, tobacco
    and silver give 1 + 2 + 3 cards, and 1 more for the Market Stand."""
    state = table(3, tile=(1, 2, 2, 3, 3),
                  cities={0: [("indigo_plant", "*"), ("tobacco_storage", "*"),
                              ("silver_smelter", "*"), "market_stand", "trading_post"]})
    play(state, "role:trader", "sell:0,1,2")
    assert len(state.hands[0]) == 7


def test_market_stand_a_card_for_selling_at_least_two_goods():
    state = table(3, tile=(1, 1, 1, 2, 2),
                  cities={1: [("indigo_plant", "*"), "market_stand"]})
    play(state, "role:trader", "sell:0")
    assert len(state.hands[1]) == 1


def test_market_hall_one_more_card_once_for_one_or_more_goods():
    """Book: a good at price 1 and a Coffee at price 3 give 5 cards (1 + 3 + 1). (No tile
    prices Sugar at 1 and Coffee at 3 together, so the price-1 good here is an Indigo.)"""
    state = table(3, tile=(1, 2, 2, 3, 3),
                  cities={0: [("indigo_plant", "*"), ("coffee_roaster", "*"), "market_hall"],
                          1: [("indigo_plant", "*"), "market_hall"]})
    play(state, "role:trader", "sell:0,1")
    assert len(state.hands[0]) == 5
    play(state, "sell:0")
    assert len(state.hands[1]) == 2


# -- Councillor and Prospector buildings -----------------------------------------------------------


def test_prefecture_keeps_up_to_two_drawn_cards_both_or_only_one():
    """Book: "Il proprietario di una Prefettura può conservare fino a 2 carte, anziché una":
    a player who is not the Councillor draws 2 and keeps both, or only one of them."""
    state = table(3, cities={1: ["indigo_plant", "prefecture"]},
                  deck_top=["well", "tower", "chapel", "quarry", "library", "smithy", "crane"])
    play(state, "role:councillor")
    assert state.view(0)["to_keep"] == 1 and state.view(0)["to_keep_least"] == 1
    play(state, "keep:library")
    assert state.cur == 1 and state.forced_moves() == ()
    assert state.view(1)["to_keep"] == 2 and state.view(1)["to_keep_least"] == 1
    assert texts(state) == ["keep:smithy,crane", "keep:smithy", "keep:crane"]
    assert "Keep 1 or 2" in state.illegal_reason(state.parse_move("keep:none"))
    play(state, "keep:crane")
    assert ids(state.hands[1]) == ["crane"]
    assert state.view(1)["known_discards"] == {"smithy": 1}


def test_prefecture_councillor_keeps_two_of_five_or_one_and_library_two_of_eight():
    top = ["well", "tower", "chapel", "quarry", "library", "smithy", "crane", "statue"]
    state = table(3, cities={0: ["indigo_plant", "prefecture"]}, deck_top=top)
    play(state, "role:councillor")
    assert len(state.drawn) == 5 and state.view(0)["to_keep"] == 2
    assert "keep:library" in texts(state) and "keep:quarry,library" in texts(state)
    play(state, "keep:library,quarry")
    assert ids(state.hands[0]) == ["library", "quarry"]
    state = table(3, cities={0: ["indigo_plant", "prefecture"]}, deck_top=top)
    play(state, "role:councillor", "keep:library")
    assert ids(state.hands[0]) == ["library"]
    state = table(3, cities={0: ["indigo_plant", "prefecture", "library"]}, deck_top=top)
    play(state, "role:councillor")
    assert len(state.drawn) == 8 and state.view(0)["to_keep"] == 2


def test_archive_and_prefecture_councillor_draws_five_discards_three_from_hand_and_drawn():
    """Book: Councillor with Prefecture and Archive draws 5 cards, adds them to the hand and
    discards 3."""
    state = table(3, hands={0: ["indigo_plant", "sugar_mill"]},
                  cities={0: ["indigo_plant", "prefecture", "archive"]},
                  deck_top=["well", "tower", "chapel", "quarry", "library"])
    play(state, "role:councillor")
    assert state.view(0)["to_discard"] == 3
    assert "keep:" not in " ".join(texts(state))
    play(state, "discard:indigo_plant,sugar_mill,well")
    assert ids(state.hands[0]) == ["chapel", "library", "quarry", "tower"]
    assert state.view(0)["known_discards"] == {"indigo_plant": 1, "sugar_mill": 1, "well": 1}


def test_archive_and_prefecture_the_second_card_kept_is_still_a_choice():
    """With the Archive the Prefecture owner discards as many as drawn minus 2, or minus 1
    (keeping one card fewer); drawing 2, keeping both is a keep."""
    state = table(3, hands={0: ["indigo_plant", "sugar_mill"]},
                  cities={0: ["indigo_plant", "prefecture", "archive"]},
                  deck_top=["well", "tower", "chapel", "quarry", "library"])
    play(state, "role:councillor")
    assert state.is_legal(state.parse_move("discard:indigo_plant,sugar_mill,well,tower"))
    assert "Discard 3 or 4" in state.illegal_reason(state.parse_move("discard:well,tower"))
    state = table(3, hands={1: ["palace"]}, cities={1: ["indigo_plant", "prefecture", "archive"]},
                  deck_top=["well", "tower", "chapel", "quarry", "library", "smithy", "crane"])
    play(state, "role:councillor", "keep:library")
    assert state.cur == 1 and texts(state)[0] == "keep:smithy,crane"
    assert {"discard:smithy", "discard:crane", "discard:palace"} <= set(texts(state))
    assert "keep the drawn cards" in state.illegal_reason(state.parse_move("discard:none"))
    play(state, "discard:palace")
    assert ids(state.hands[1]) == ["crane", "smithy"]


def test_library_archive_prefecture_councillor_draws_eight_discards_six():
    state = table(3, hands={0: ["indigo_plant"]},
                  cities={0: ["indigo_plant", "prefecture", "archive", "library"]})
    play(state, "role:councillor")
    assert len(state.drawn) == 8 and state.view(0)["to_discard"] == 6


def test_archive_alone_the_discarded_card_may_come_from_the_hand():
    state = table(3, hands={1: ["palace"]}, cities={1: ["indigo_plant", "archive"]},
                  deck_top=["well", "tower", "chapel", "quarry", "library", "smithy", "crane"])
    play(state, "role:councillor", "keep:library")
    assert state.cur == 1 and state.view(1)["to_discard"] == 1
    play(state, "discard:palace")
    assert ids(state.hands[1]) == ["crane", "smithy"]


def test_gold_mine_equal_costs_all_four_cards_are_discarded():
    """Book: Library (5), Prefecture (3), Smithy (1), Tobacco Storage (3): all four go."""
    state = table(3, cities={1: ["indigo_plant", "gold_mine"]},
                  deck_top=["palace", "library", "prefecture", "smithy", "tobacco_storage"])
    play(state, "role:prospector")
    assert ids(state.hands[0]) == ["palace"] and state.hands[1] == []
    assert state.forced_moves() == ((1, state.parse_move("keep:none")),)
    assert state.view(2)["known_discards"] == {"smithy": 1, "tobacco_storage": 1,
                                                "prefecture": 1, "library": 1}


def test_gold_mine_different_costs_keep_one_card_discard_three():
    """Book: Quarry (4), Smithy (1), Tobacco Storage (3), Library (5): "sceglie una delle 4
    carte e ripone negli scarti le restanti 3"."""
    state = table(3, cities={1: ["indigo_plant", "gold_mine"]},
                  deck_top=["palace", "quarry", "smithy", "tobacco_storage", "library"])
    play(state, "role:prospector")
    assert state.cur == 1
    assert sorted(state.view(2)["revealed"]) == ["library", "quarry", "smithy",
                                                 "tobacco_storage"]
    assert state.view(2)["players"][1]["drawn"] is not None  # shown to all
    assert texts(state) == ["keep:tobacco_storage", "keep:smithy", "keep:quarry",
                            "keep:library", "keep:none"]
    play(state, "keep:quarry")
    assert ids(state.hands[1]) == ["quarry"]
    assert sum(state.view(0)["known_discards"].values()) == 3


def test_gold_mine_the_owner_may_keep_none_of_the_four():
    """Book: "il giocatore può sceglierne uno" (may choose one): keeping none is legal, and all
    four go to the discard pile, known to all."""
    state = table(3, cities={1: ["indigo_plant", "gold_mine"]},
                  deck_top=["palace", "quarry", "smithy", "tobacco_storage", "library"])
    play(state, "role:prospector")
    assert state.view(1)["to_keep"] == 1 and state.view(1)["to_keep_least"] == 0
    assert "or none" in state.illegal_reason(state.parse_move("keep:quarry,smithy"))
    play(state, "keep:none")
    assert state.hands[1] == []
    assert state.view(2)["known_discards"] == {"smithy": 1, "tobacco_storage": 1,
                                                "quarry": 1, "library": 1}


def test_gold_mine_owners_draw_from_the_prospector_clockwise_the_prospector_included():
    state = table(3, cities={p: ["indigo_plant", "gold_mine"] for p in (0, 2)}, governor=1,
                  deck_top=["palace", "quarry", "smithy", "tobacco_storage", "library"])
    play(state, "role:prospector")
    assert state.cur == 2  # the Prospector (1) has no Gold Mine; player 2 is next
    play(state, "keep:library")
    assert state.view(None)["phase"] in ("gold_mine", "role")


# -- start of a round: Chapel and Tower ------------------------------------------------------------


def _round_end(state):
    """Finish the current round, everyone taking the first listed option."""
    start = state.round
    while state.round == start:
        state.apply(state.legal_moves()[0])
    return state


def test_chapel_tucks_a_card_at_the_start_of_a_round_before_the_hand_limit():
    state = table(3, hands={1: ["indigo_plant"] * 4 + ["sugar_mill"] * 4},
                  cities={1: ["indigo_plant", "chapel"]})
    play(state, "role:prospector", "role:councillor")
    while state.view(None)["phase"] != "role":
        state.apply(state.legal_moves()[0])
    play(state, "role:trader")
    assert state.view(None)["phase"] == "chapel" and state.cur == 1
    assert texts(state)[-1] == "chapel:none"
    play(state, "chapel:indigo_plant")
    assert len(state.chapel[1]) == 1
    # 8 + 1 (kept from the Councillor) - 1 (tucked) = 8 cards: the limit asks for 1 discard
    assert state.view(None)["phase"] == "hand_limit" and state.view(1)["to_discard"] == 1
    assert state.view(None)["players"][1]["chapel_size"] == 1
    assert state.view(2)["players"][1]["chapel"] is None
    assert state.view(1)["players"][1]["chapel"] == ["indigo_plant"]


def test_hand_limit_seven_checked_at_the_start_of_the_round():
    state = table(3, hands={1: ["indigo_plant"] * 6 + ["sugar_mill"] * 4})
    play(state, "role:prospector", "role:producer")
    while state.view(None)["phase"] != "role":
        state.apply(state.legal_moves()[-1])
    play(state, "role:trader")
    while state.view(None)["phase"] != "hand_limit":
        state.apply(state.legal_moves()[-1])
    assert state.cur == 1 and state.view(1)["to_discard"] == 3
    assert "discard:sugar_mill,sugar_mill,sugar_mill" in texts(state)
    play(state, "discard:indigo_plant,sugar_mill,sugar_mill")
    assert len(state.hands[1]) == 7 and state.view(None)["phase"] == "role"


def test_tower_keeps_twelve_cards_and_discards_above():
    hand = ["indigo_plant"] * 5 + ["sugar_mill"] * 8
    state = table(3, hands={1: hand}, cities={1: ["indigo_plant", "tower"]})
    play(state, "role:prospector", "role:producer")
    while state.view(None)["phase"] != "role":
        state.apply(state.legal_moves()[-1])
    play(state, "role:trader")
    while state.view(None)["phase"] not in ("hand_limit", "role") or state.round == 1:
        state.apply(state.legal_moves()[-1])
    assert state.view(None)["phase"] == "hand_limit" and state.view(1)["to_discard"] == 1


def test_during_a_round_a_hand_may_hold_more_than_seven():
    state = table(3, hands={0: ["indigo_plant"] * 7}, deck_top=["well"])
    play(state, "role:prospector")
    assert len(state.hands[0]) == 8 and state.view(None)["phase"] == "role"


# -- end of game scoring ---------------------------------------------------------------------------


def _score(city, chapel=()):
    return score_breakdown(list(city), list(chapel))


def _cards(*names):
    from game.san_juan.data import CARD_INDEX

    return [CARD_INDEX[n] for n in names]


def test_chapel_seven_cards_score_nine():
    parts = _score(_cards("chapel"), _cards(*["well"] * 3, *["tower"] * 3, "crane"))
    assert parts["buildings"] + parts["chapel"] == 9


def test_guild_hall_two_per_production_building_example_eight():
    city = _cards("indigo_plant", "indigo_plant", "sugar_mill", "tobacco_storage", "guild_hall")
    assert _score(city)["guild_hall"] == 8


def test_city_hall_one_per_violet_building_itself_included_example_nine():
    city = _cards("poor_house", "aqueduct", "carpenter", "chapel", "quarry", "library",
                  "statue", "guild_hall", "city_hall", "indigo_plant")
    assert _score(city)["city_hall"] == 9


def test_triumphal_arch_statue_and_hero_six():
    assert _score(_cards("statue", "hero", "triumphal_arch"))["triumphal_arch"] == 6
    assert _score(_cards("statue", "triumphal_arch"))["triumphal_arch"] == 4
    assert _score(_cards("statue", "hero", "victory_column",
                         "triumphal_arch"))["triumphal_arch"] == 8
    assert _score(_cards("triumphal_arch"))["triumphal_arch"] == 0


def test_city_hall_and_triumphal_arch_both_count_the_monuments():
    parts = _score(_cards("statue", "hero", "triumphal_arch", "city_hall"))
    assert parts["city_hall"] == 4 and parts["triumphal_arch"] == 6


def test_palace_a_quarter_rounded_down_computed_last_34_makes_42():
    city = _cards("palace", "chapel", "hero", "victory_column", "statue", "library",
                  "silver_smelter")
    parts = _score(city, _cards(*["indigo_plant"] * 10, *["sugar_mill"] * 4))
    assert sum(parts.values()) - parts["palace"] == 34
    assert parts["palace"] == 8 and sum(parts.values()) == 42
    parts = _score(_cards("palace", "hero", "library"))  # 8 VP: +2; 35 would give +8
    assert parts["palace"] == 2


def test_monuments_a_statue_and_a_victory_column_but_not_two_statues():
    state = table(3, hands={0: ["statue", "victory_column", "well", "tower", "crane"]},
                  cities={0: ["indigo_plant", "statue"]})
    play(state, "role:builder")
    assert not any(t.startswith("build:statue") for t in texts(state))
    assert "build:victory_column/pay:well,crane,tower" in texts(state)
    play(state, "build:victory_column/pay:well,crane,tower")
    assert score_breakdown(state.city[0], state.chapel[0])["buildings"] == 1 + 3 + 4


def test_chapel_owners_tuck_in_turn_from_the_new_governor():
    state = table(3, hands={p: ["indigo_plant", "well"] for p in range(3)},
                  cities={p: ["indigo_plant", "chapel"] for p in range(3)})
    play(state, "role:prospector", "role:trader")
    play(state, "role:producer")
    while state.view(None)["phase"] == "producer":
        state.apply(state.legal_moves()[-1])
    order = []
    while state.view(None)["phase"] == "chapel":
        order.append(state.cur)
        play(state, "chapel:well")
    assert state.governor == 1 and order == [1, 2, 0]
    assert [len(c) for c in state.chapel] == [1, 1, 1]
