"""Expansion 1, the fourteen New Buildings (IT ESPANSIONE 1, GLI EDIFICI): one test per effect,
with the book's examples where it gives one."""

from __future__ import annotations

from tests.puerto_rico.support import (
    assert_rejected,
    goods,
    is_legal,
    js,
    legal,
    me,
    phase,
    play,
    score,
    to_act,
)
from tests.puerto_rico.support_exp1 import e1_board, e1_table, on_board

EMPTY = e1_board()


def builder_for_player_1(state):
    """Player 0 takes the Builder and passes: player 1 builds (without the privilege)."""
    play(state, "role:builder")
    if to_act(state) == 0:
        play(state, "pass")
    return state


# -- Aqueduct --


def test_aqueduct_adds_a_barrel_when_the_large_indigo_plant_or_sugar_mill_produces():
    # IT example: 2 indigo from the Large Indigo Plant, 3 sugar from the Large Sugar Mill -> 3 + 4
    board = e1_board(
        tiles={"indigo": 2, "sugar": 3},
        occupied={"indigo": 2, "sugar": 3},
        buildings={"aqueduct": 1, "large_indigo_plant": 2, "large_sugar_mill": 3},
    )
    state = e1_table(4, {"players.0": EMPTY, "players.1": board})
    play(state, "role:craftsman")
    assert me(state, 1)["goods"] == goods(indigo=3, sugar=4)


def test_aqueduct_gives_nothing_for_the_small_indigo_plant():
    # IT example: 1 indigo from the Small Indigo Plant, no sugar from the Large Sugar Mill -> 1
    board = e1_board(
        tiles={"indigo": 1},
        occupied={"indigo": 1},
        buildings={"aqueduct": 1, "small_indigo_plant": 1, "large_sugar_mill": 1},
    )
    state = e1_table(4, {"players.0": EMPTY, "players.1": board})
    play(state, "role:craftsman")
    assert me(state, 1)["goods"] == goods(indigo=1)


# -- Black Market --


def market_board(**kw):
    return e1_board(
        buildings={"black_market": 1, "small_market": 1, **kw.pop("buildings", {})}, **kw
    )


def test_black_market_book_example_a_sugar_barrel_and_a_vp_chip_for_the_factory():
    # IT example: Leo has 5 doubloons for a Factory (7): a sugar barrel and a VP chip pay the rest
    board = market_board(doubloons=5, vp=3, goods_=goods(sugar=1))
    state = e1_table(4, {"players.0": EMPTY, "players.1": board, **on_board("factory")})
    builder_for_player_1(state)
    play(state, "blackmarket:factory/barrel@sugar,vp")
    leo = me(state, 1)
    assert "factory" in leo["buildings"]
    assert leo["doubloons"] == 0 and leo["vp"] == 2 and leo["goods"] == goods()
    assert js(state)["goods"]["sugar"] == 12 and js(state)["vp_supply"] == 102


def test_black_market_only_when_the_money_is_short():
    board = market_board(doubloons=7, vp=3, goods_=goods(sugar=1))
    state = e1_table(4, {"players.0": EMPTY, "players.1": board, **on_board("factory")})
    builder_for_player_1(state)
    assert is_legal(state, "build:factory")
    assert not any(m.startswith("blackmarket:factory") for m in legal(state))


def test_black_market_at_most_three_doubloons_one_of_each_sort():
    board = market_board(doubloons=4, vp=3, san_juan=1, goods_=goods(sugar=2, corn=1))
    state = e1_table(4, {"players.0": EMPTY, "players.1": board, **on_board("factory")})
    builder_for_player_1(state)
    # 3 missing: a colonist, a barrel and a VP chip
    assert is_legal(state, "blackmarket:factory/colonist@unplaced,barrel@sugar,vp")
    assert_rejected(state, "blackmarket:factory/barrel@sugar,barrel@corn,vp")
    # 4 missing: out of reach
    assert not any(m.startswith("blackmarket:university") for m in legal(state))


def test_black_market_cannot_give_back_its_own_colonist():
    board = market_board(doubloons=6)
    state = e1_table(4, {"players.0": EMPTY, "players.1": board, **on_board("factory")})
    builder_for_player_1(state)
    assert_rejected(state, "blackmarket:factory/colonist@black_market")
    # another building's colonist may go
    assert is_legal(state, "blackmarket:factory/colonist@small_market")


# -- Church --


def test_church_gives_vp_for_buildings_of_the_second_third_and_fourth_rows():
    for building, vp in (("small_market", 0), ("office", 1), ("factory", 1), ("fortress", 2)):
        board = e1_board(doubloons=20, buildings={"church": 1})
        state = e1_table(4, {"players.0": EMPTY, "players.1": board, **on_board(building)})
        play(builder_for_player_1(state), f"build:{building}")
        assert me(state, 1)["vp"] == vp, building


def test_church_gives_nothing_for_itself_nor_when_empty():
    board = e1_board(doubloons=20, buildings={"church": 0})
    state = e1_table(4, {"players.0": EMPTY, "players.1": board, **on_board("fortress")})
    play(builder_for_player_1(state), "build:fortress")
    assert me(state, 1)["vp"] == 0
    board = e1_board(doubloons=20, buildings={"university": 1})
    state = e1_table(4, {"players.0": EMPTY, "players.1": board, **on_board("church")})
    play(builder_for_player_1(state), "build:church+colonist")
    assert me(state, 1)["vp"] == 0


# -- Forest House --


def test_forest_house_lays_a_face_up_plantation_face_down_as_a_forest():
    board = e1_board(tiles={"corn": 1}, buildings={"forest_house": 1})
    state = e1_table(4, {"players.0": EMPTY, "players.1": board, "face_up.sugar": 1})
    play(state, "role:settler", "pass", "forest:sugar")
    p = me(state, 1)
    assert p["forests"] == 1 and p["island"]["sugar"] == 0
    assert js(state)["face_up"]["sugar"] == 0 or phase(state) != "settler"


def test_a_forest_takes_an_island_space_but_holds_no_colonist():
    from game.puerto_rico import rows

    board = e1_board(tiles={"corn": 1}, forests=2, buildings={"forest_house": 1})
    state = e1_table(4, {"players.0": EMPTY, "players.1": board})
    row = state.pl[1]
    assert row[4] == 3  # island spaces used (ISL)
    assert rows.capacity_of(row) == 2  # the corn plantation and the Forest House


def test_forests_lower_building_costs_by_one_per_two_with_quarries_and_the_privilege():
    # IT example: Evelyn, Builder, 5 forests and 4 occupied quarries, builds a Wharf (9) for 3
    board = e1_board(
        doubloons=3,
        tiles={"quarry": 4},
        occupied={"quarry": 4},
        forests=5,
        buildings={"forest_house": 1},
    )
    state = e1_table(4, {"players.0": board, **on_board("wharf")})
    play(state, "role:builder", "build:wharf")
    assert me(state, 0)["doubloons"] == 0 and "wharf" in me(state, 0)["buildings"]


def test_forests_work_without_a_colonist_on_the_forest_house():
    board = e1_board(doubloons=1, forests=2, buildings={"forest_house": 0})
    state = e1_table(4, {"players.0": EMPTY, "players.1": board, **on_board("hacienda")})
    play(builder_for_player_1(state), "build:hacienda")  # cost 2 - 1 for two forests
    assert me(state, 1)["doubloons"] == 0


def test_forest_house_with_hacienda_looks_at_the_tile_before_choosing():
    board = e1_board(buildings={"forest_house": 1, "hacienda": 1})
    state = e1_table(4, {"players.0": EMPTY, "players.1": board, "deck": ["coffee"]})
    play(state, "role:settler", "pass", "hacienda")
    assert sorted(legal(state)) == ["hacienda:forest", "hacienda:keep"]
    view = state.view(1)["new_buildings"]["hacienda_tile"]
    assert view == "coffee" and state.view(0)["new_buildings"]["hacienda_tile"] == "hidden"
    play(state, "hacienda:forest")
    assert me(state, 1)["forests"] == 1 and me(state, 1)["island"]["coffee"] == 0


def test_forest_house_with_library_either_tile_may_be_a_forest():
    board = e1_board(buildings={"forest_house": 1, "library": 1})
    state = e1_table(
        4, {"players.0": board, "players.1": EMPTY, "face_up.corn": 2, "face_up.sugar": 2}
    )
    play(state, "role:settler", "forest:corn", "pass", "pass", "pass")
    assert to_act(state) == 0  # the Library's second tile
    assert is_legal(state, "forest:sugar") and is_legal(state, "take:sugar")
    play(state, "forest:sugar")
    assert me(state, 0)["forests"] == 2


def test_forest_house_with_hospice_the_colonist_waits_in_san_juan():
    board = e1_board(buildings={"forest_house": 1, "hospice": 1})
    state = e1_table(4, {"players.0": EMPTY, "players.1": board, "face_up.sugar": 1})
    play(state, "role:settler", "pass", "forest:sugar+colonist")
    assert me(state, 1)["unplaced"] == 1 and me(state, 1)["forests"] == 1


# -- Lighthouse --


def test_lighthouse_a_doubloon_each_time_its_owner_loads():
    board = e1_board(goods_=goods(corn=2), buildings={"lighthouse": 1})
    state = e1_table(4, {"players.0": EMPTY, "players.1": board})
    play(state, "role:captain")
    play(state, legal(state)[0])
    assert me(state, 1)["doubloons"] == 1


def test_lighthouse_the_captain_takes_a_doubloon_loading_or_not_and_one_as_privilege():
    board = e1_board(buildings={"lighthouse": 1})
    state = e1_table(4, {"players.0": board, "players.1": EMPTY})
    play(state, "role:captain")
    assert me(state, 0)["doubloons"] == 2


# -- Small Wharf --


def test_small_wharf_ships_several_kinds_for_one_vp_per_two_barrels():
    board = e1_board(goods_=goods(corn=3, sugar=2), buildings={"small_wharf": 1})
    state = e1_table(4, {"players.0": EMPTY, "players.1": board, "vp_supply": 100})
    play(state, "role:captain", "smallwharf:corn=3,sugar=2")
    assert me(state, 1)["vp"] == 2 and me(state, 1)["goods"] == goods()


def test_small_wharf_may_ship_fewer_barrels_or_none():
    board = e1_board(goods_=goods(corn=3), buildings={"small_wharf": 1})
    state = e1_table(4, {"players.0": EMPTY, "players.1": board, "ships.0.good": "indigo",
                         "ships.0.count": 5, "ships.1.good": "sugar", "ships.1.count": 6,
                         "ships.2.good": "coffee", "ships.2.count": 7})
    play(state, "role:captain")
    assert is_legal(state, "smallwharf:corn=1") and is_legal(state, "pass")
    play(state, "smallwharf:corn=2")
    assert me(state, 1)["goods"]["corn"] == 1 and me(state, 1)["vp"] == 1


def test_small_wharf_and_wharf_both_in_one_captain_phase():
    board = e1_board(
        goods_=goods(corn=2, coffee=2), buildings={"small_wharf": 1, "wharf": 1}
    )
    full = {"ships.0.good": "indigo", "ships.0.count": 5, "ships.1.good": "sugar",
            "ships.1.count": 6, "ships.2.good": "tobacco", "ships.2.count": 7}
    state = e1_table(4, {"players.0": EMPTY, "players.1": board, **full})
    play(state, "role:captain", "wharf:corn", "smallwharf:coffee=2")
    assert me(state, 1)["vp"] == 2 + 1


# -- Storehouse --


def test_storehouse_keeps_three_more_barrels_of_any_kinds():
    board = e1_board(goods_=goods(corn=2, indigo=1, sugar=1, coffee=1),
                     buildings={"storehouse": 1})
    full = {"ships.0.good": "tobacco", "ships.0.count": 5, "ships.1.good": "sugar",
            "ships.1.count": 6, "ships.2.good": "indigo", "ships.2.count": 7}
    state = e1_table(4, {"players.0": EMPTY, "players.1": board, **full})
    play(state, "role:captain")
    # corn would load on no ship (all full or carrying others): straight to storage
    assert phase(state) == "storage"
    assert is_legal(state, "keep:corn=2,indigo=1,sugar=1")
    assert not is_legal(state, "keep:corn=2,indigo=1,sugar=1,coffee=1")


def test_storehouse_with_small_warehouse_one_kind_whole_and_four_more():
    # IT example: a whole kind and up to four more barrels of any kinds
    board = e1_board(goods_=goods(corn=5, indigo=3, sugar=2),
                     buildings={"storehouse": 1, "small_warehouse": 1})
    full = {"ships.0.good": "tobacco", "ships.0.count": 5, "ships.1.good": "coffee",
            "ships.1.count": 6, "ships.2.good": "indigo", "ships.2.count": 7}
    state = e1_table(4, {"players.0": EMPTY, "players.1": board, **full})
    play(state, "role:captain")
    # corn loads nowhere (ship 3 is full of indigo... every ship is full)
    assert phase(state) == "storage"
    assert is_legal(state, "keep:corn=5,indigo=3,sugar=1")
    assert is_legal(state, "keep:corn=5,indigo=2,sugar=2")
    assert not is_legal(state, "keep:corn=5,indigo=3,sugar=2")


# -- Union Hall --


def test_union_hall_book_examples_before_loading():
    evelyn = e1_board(goods_=goods(corn=3, coffee=1, indigo=2), buildings={"union_hall": 1})
    anthony = e1_board(goods_=goods(corn=4, coffee=2), buildings={"union_hall": 1})
    state = e1_table(4, {"players.0": evelyn, "players.1": anthony, "vp_supply": 100})
    play(state, "role:captain")
    assert me(state, 0)["vp"] == 2  # before the Captain's first load
    assert me(state, 1)["vp"] == 3


# -- Specialty Factory --


def test_specialty_factory_book_example_one_less_than_the_largest_output_but_corn():
    # IT example: Henry makes 5 corn, 4 indigo, 2 sugar: 3 doubloons
    henry = e1_board(
        tiles={"corn": 5, "indigo": 4, "sugar": 2},
        occupied={"corn": 5, "indigo": 4, "sugar": 2},
        buildings={"specialty_factory": 1, "large_indigo_plant": 3, "small_indigo_plant": 1,
                   "large_sugar_mill": 2},
    )
    state = e1_table(4, {"players.0": EMPTY, "players.1": henry})
    play(state, "role:craftsman")
    assert me(state, 1)["doubloons"] == 3


# -- Guest House --


def test_guest_house_a_guest_moves_to_the_storehouse_at_storage_and_it_works_at_once():
    board = e1_board(goods_=goods(corn=3, sugar=2),
                     buildings={"guest_house": 2, "storehouse": 0})
    full = {"ships.0.good": "tobacco", "ships.0.count": 5, "ships.1.good": "coffee",
            "ships.1.count": 6, "ships.2.good": "indigo", "ships.2.count": 7}
    state = e1_table(4, {"players.0": EMPTY, "players.1": board, **full})
    play(state, "role:captain")
    assert phase(state) == "guests"  # the window before the Captain's first effects
    play(state, "pass")
    assert phase(state) == "storage" and to_act(state) == 1
    play(state, "guest:storehouse")
    assert me(state, 1)["buildings"] == {"guest_house": 1, "storehouse": 1}
    assert is_legal(state, "keep:corn=3,sugar=1")


def test_guest_house_a_guest_moves_to_the_library_before_the_role_is_chosen():
    # IT example: the second guest goes to the Library and the Trader's privilege doubles
    board = e1_board(goods_=goods(corn=1), buildings={"guest_house": 1, "library": 0})
    state = e1_table(4, {"players.0": board})
    play(state, "guest:library", "role:trader", "sell:corn")
    assert me(state, 0)["doubloons"] == 2


def test_guest_house_owners_move_guests_before_the_craftsman_produces():
    board = e1_board(tiles={"corn": 2}, occupied={"corn": 1}, buildings={"guest_house": 1})
    state = e1_table(4, {"players.0": EMPTY, "players.1": board})
    play(state, "role:craftsman")
    assert phase(state) == "guests" and to_act(state) == 1
    play(state, "guest:corn")  # the last guest: the window closes, production follows
    assert me(state, 1)["goods"]["corn"] == 2


def test_guests_cannot_stay_a_guest_house_move_is_one_way_until_the_mayor():
    board = e1_board(tiles={"corn": 1}, buildings={"guest_house": 1})
    state = e1_table(4, {"players.0": board})
    play(state, "guest:corn")
    assert not any(m.startswith("guest:") for m in legal(state))


def test_guest_house_the_next_guest_is_offered_only_the_circles_the_last_one_left_free():
    board = e1_board(tiles={"corn": 1}, buildings={"guest_house": 2, "library": 0})
    state = e1_table(4, {"players.0": board})
    assert {"guest:corn", "guest:library"} <= set(legal(state))
    play(state, "guest:corn")  # the corn tile's only circle: the second guest cannot follow
    assert [m for m in legal(state) if m.startswith("guest:")] == ["guest:library"]
    play(state, "guest:library")
    assert not any(m.startswith("guest:") for m in legal(state))


def test_guest_house_two_games_and_their_clones_each_offer_their_own_guests_moves():
    # the same seat in two games and their clones, played in turns: what one lists for its
    # guests never comes from another (no game shares a memo with another)
    def guests(state):
        return [m for m in legal(state) if m.startswith("guest:")]

    first = e1_table(4, {"players.0": e1_board(
        tiles={"corn": 1}, buildings={"guest_house": 1, "library": 0})})
    second = e1_table(4, {"players.0": e1_board(
        tiles={"sugar": 1}, buildings={"guest_house": 1, "library": 1})})
    first_copy, second_copy = first.clone(), second.clone()
    for _ in range(2):
        assert guests(first) == guests(first_copy) == ["guest:corn", "guest:library"]
        assert guests(second) == guests(second_copy) == ["guest:sugar"]
    play(first_copy, "guest:corn")
    assert guests(first_copy) == []  # its only guest moved
    assert guests(first) == ["guest:corn", "guest:library"]
    play(second, "guest:sugar")
    assert guests(second) == [] and guests(second_copy) == ["guest:sugar"]


# -- Trading Post --


def test_trading_post_sells_a_kind_already_in_the_trading_house_without_market_bonus():
    board = e1_board(goods_=goods(sugar=1),
                     buildings={"trading_post": 1, "small_market": 1, "large_market": 1})
    state = e1_table(4, {"players.0": EMPTY, "players.1": board, "trading_house": ["sugar"]})
    play(state, "role:trader")
    assert is_legal(state, "post:sugar") and not is_legal(state, "sell:sugar")
    play(state, "post:sugar")
    assert me(state, 1)["doubloons"] == 2  # the price only: no market
    assert js(state)["trading_house"] == ["sugar"]
    assert js(state)["goods"]["sugar"] == 12  # the barrel went back to the supply


def test_trading_post_sale_keeps_the_traders_privilege():
    board = e1_board(goods_=goods(coffee=1), buildings={"trading_post": 1})
    state = e1_table(4, {"players.0": board})
    play(state, "role:trader", "post:coffee")
    assert me(state, 0)["doubloons"] == 5


# -- Library --


LIBRARY = {"library": 1}


def test_library_settler_takes_a_second_plantation_after_the_others_not_a_quarry():
    board = e1_board(buildings=LIBRARY)
    state = e1_table(4, {"players.0": board, "face_up.corn": 3, "face_up.indigo": 2})
    play(state, "role:settler", "take:quarry")
    play(state, "take:corn", "take:corn", "take:indigo")
    assert to_act(state) == 0
    assert not is_legal(state, "take:quarry")
    play(state, "take:corn")
    assert me(state, 0)["island"]["corn"] == 1 and me(state, 0)["island"]["quarry"] == 1


def test_library_with_construction_hut_the_second_tile_may_be_a_quarry():
    board = e1_board(buildings={"library": 1, "construction_hut": 1})
    state = e1_table(4, {"players.0": board})
    play(state, "role:settler", "take:quarry", "pass", "pass", "pass")
    play(state, "take:quarry")
    assert me(state, 0)["island"]["quarry"] == 2


def test_library_with_hospice_only_the_first_tile_brings_a_colonist():
    board = e1_board(buildings={"library": 1, "hospice": 1})
    state = e1_table(4, {"players.0": board, "face_up.corn": 3})
    play(state, "role:settler", "take:corn+colonist", "pass", "pass", "pass")
    assert not is_legal(state, "take:corn+colonist")


def test_library_mayor_takes_two_privilege_colonists():
    board = e1_board(buildings=LIBRARY)
    state = e1_table(4, {"players.0": board})
    play(state, "role:mayor")
    assert me(state, 0)["unplaced"] + sum(me(state, 0)["occupied"].values()) + sum(
        me(state, 0)["buildings"].values()) == 1 + 1 + 2  # ship share, the library's, two


def test_library_builder_pays_two_less():
    board = e1_board(doubloons=4, buildings=LIBRARY)
    state = e1_table(4, {"players.0": board, **on_board("large_warehouse")})
    play(state, "role:builder", "build:large_warehouse")
    assert me(state, 0)["doubloons"] == 0


def test_library_craftsman_takes_two_extra_barrels_same_or_different():
    board = e1_board(tiles={"corn": 1, "indigo": 1}, occupied={"corn": 1, "indigo": 1},
                     buildings={"library": 1, "small_indigo_plant": 1})
    state = e1_table(4, {"players.0": board})
    play(state, "role:craftsman", "extra:corn", "extra:corn")
    assert me(state, 0)["goods"] == goods(corn=3, indigo=1)


def test_library_trader_and_prospector_get_two_doubloons():
    board = e1_board(goods_=goods(corn=1), buildings=LIBRARY)
    state = e1_table(4, {"players.0": board})
    play(state, "role:trader", "sell:corn")
    assert me(state, 0)["doubloons"] == 2
    state = e1_table(4, {"players.0": e1_board(buildings=LIBRARY)})
    play(state, "role:prospector")
    assert me(state, 0)["doubloons"] == 2


def test_library_captain_scores_two_more_vp_on_the_first_load():
    board = e1_board(goods_=goods(corn=2), buildings=LIBRARY)
    state = e1_table(4, {"players.0": board, "vp_supply": 100})
    play(state, "role:captain")
    play(state, legal(state)[0])
    assert me(state, 0)["vp"] == 2 + 2


# -- Cloister, Statue --


def test_cloister_book_example_three_sets_of_three_score_six():
    # IT example: Leo, 6 corn, 1 sugar, 2 tobacco and 3 forests: 3 sets -> 6 VP
    leo = e1_board(tiles={"corn": 6, "sugar": 1, "tobacco": 2}, forests=3,
                   buildings={"cloister": 1})
    state = e1_table(4, {"players.0": leo})
    assert score(state, 0)["cloister"] == 6


def test_cloister_scale_and_quarries_count_as_a_kind():
    for tiles, vp in (({"corn": 3}, 1), ({"corn": 3, "quarry": 3}, 3),
                      ({"corn": 6, "quarry": 6}, 10)):
        state = e1_table(4, {"players.0": e1_board(tiles=tiles, buildings={"cloister": 1})})
        assert score(state, 0)["cloister"] == vp


def test_cloister_scores_only_when_occupied():
    state = e1_table(4, {"players.0": e1_board(tiles={"corn": 3}, buildings={"cloister": 0})})
    assert score(state, 0)["cloister"] == 0


def test_statue_is_worth_eight_vp_without_a_colonist():
    state = e1_table(4, {"players.0": e1_board(buildings={"statue": 0})})
    assert score(state, 0)["buildings"] == 8
    assert state.pl[0][state.pl[0].__len__() - 1] == 0


def test_storage_offers_exactly_the_best_ways_to_keep_goods_with_any_warehouses_and_storehouse():
    """Storage (rulebook: one barrel, warehouses keep whole kinds; Expansion 1's Storehouse 3
    barrels more of any kinds): the moves offered are exactly the ways the rule allows that
    no other allowed way beats (at least as much of every good), found by trying every way."""
    import itertools
    import random

    from game.puerto_rico import layout, rows

    chooser = random.Random(5)
    goods_range = range(layout.NUM_GOODS)
    for _ in range(120):
        row = [0] * layout.ROW_LEN
        row[layout.BLD : layout.EXTRA] = [-1] * (layout.EXTRA - layout.BLD)
        have = [chooser.choice((0, 0, 1, 2, 3, 5)) for _g in goods_range]
        row[layout.GOODS : layout.GOODS + layout.NUM_GOODS] = have
        for name in ("SMALL_WAREHOUSE", "LARGE_WAREHOUSE", "STOREHOUSE"):
            if chooser.random() < 0.5:
                row[layout.BLD + getattr(rows, name)] = 1
        whole = rows.warehouse_kinds(row)
        loose = 1 + (3 if row[layout.BLD + rows.STOREHOUSE] > 0 else 0)
        present = [g for g in goods_range if have[g]]

        def allowed(kept, whole=whole, loose=loose, present=present):
            return any(
                sum(kept[g] for g in present if g not in stored) <= loose
                for stored in itertools.combinations(present, min(whole, len(present)))
            )

        ways = [
            kept
            for kept in itertools.product(*(range(have[g] + 1) for g in goods_range))
            if allowed(kept)
        ]
        best = {
            layout.keep_code(kept)
            for kept in ways
            if not any(o != kept and all(map(int.__le__, kept, o)) for o in ways)
        }
        assert set(rows.keep_options(row)) == (best if present else set()), (have, whole, loose)
