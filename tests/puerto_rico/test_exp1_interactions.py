"""Expansion 1: the interactions and the points the book leaves open (docs/rules-notes.md 39-50),
each pinned by play."""

from __future__ import annotations

from game.core.rng import Rng
from game.puerto_rico import GAME
from game.puerto_rico.rows import colonists_of
from tests.puerto_rico.support import (
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
FULL_SHIPS = {"ships.0.good": "tobacco", "ships.0.count": 5, "ships.1.good": "coffee",
              "ships.1.count": 6, "ships.2.good": "indigo", "ships.2.count": 7}


def test_library_mayor_is_asked_one_or_two_colonists_when_they_can_decide_the_end():
    board = e1_board(tiles={"corn": 1}, buildings={"library": 1})
    state = e1_table(4, {"players.0": board, "colonists.supply": 5, "colonists.ship": 4})
    play(state, "role:mayor")
    assert sorted(legal(state)) == ["pass", "privilege", "privilege:1"]
    play(state, "privilege:1")
    # the Library's colonist, one from the ship (4 for 4 players), one privilege colonist
    assert colonists_of(state.pl[0]) == 1 + 1 + 1


def test_library_mayor_takes_both_colonists_without_a_question_when_the_end_is_not_at_stake():
    state = e1_table(4, {"players.0": e1_board(buildings={"library": 1})})
    play(state, "role:mayor")
    assert colonists_of(state.pl[0]) == 1 + 1 + 2


def test_library_lighthouse_captain_takes_one_doubloon_and_a_doubled_privilege():
    state = e1_table(4, {"players.0": e1_board(buildings={"library": 1, "lighthouse": 1})})
    play(state, "role:captain")
    assert me(state, 0)["doubloons"] == 3


def test_black_market_with_university_the_new_building_may_get_its_colonist():
    board = e1_board(doubloons=5, vp=2, buildings={"black_market": 1, "university": 1})
    state = e1_table(4, {"players.0": EMPTY, "players.1": board, **on_board("factory")})
    play(state, "role:builder")
    if to_act(state) == 0:
        play(state, "pass")
    play(state, "blackmarket:factory+colonist/colonist@university,vp")
    assert me(state, 1)["buildings"]["factory"] == 1
    assert me(state, 1)["buildings"]["university"] == 0


def test_trading_post_sells_even_when_the_trading_house_is_full():
    board = e1_board(goods_=goods(corn=1), buildings={"trading_post": 1})
    house = ["indigo", "sugar", "tobacco", "coffee"]
    state = e1_table(4, {"players.0": EMPTY, "players.1": board, "trading_house": house})
    play(state, "role:trader")
    assert legal(state) == ["pass", "post:corn"]


def test_small_wharf_shipment_earns_the_harbor_and_the_captains_first_shipment_vp():
    board = e1_board(goods_=goods(corn=4), buildings={"small_wharf": 1, "harbor": 1})
    state = e1_table(4, {"players.0": board, "vp_supply": 100, **FULL_SHIPS})
    play(state, "role:captain", "smallwharf:corn=4")
    assert me(state, 0)["vp"] == 2 + 1 + 1


def test_lighthouse_small_wharf_a_doubloon_per_kind_shipped():
    board = e1_board(goods_=goods(corn=2, sugar=2), buildings={"small_wharf": 1, "lighthouse": 1})
    state = e1_table(4, {"players.0": EMPTY, "players.1": board, **FULL_SHIPS})
    play(state, "role:captain", "smallwharf:corn=2,sugar=2")
    assert me(state, 1)["doubloons"] == 2


def test_forests_fill_island_spaces_for_the_residence():
    board = e1_board(tiles={"corn": 2}, forests=8, buildings={"residence": 1})
    state = e1_table(4, {"players.0": board})
    assert score(state, 0)["residence"] == 5  # 10 spaces filled


def test_church_vp_are_given_even_when_they_empty_the_vp_supply():
    board = e1_board(doubloons=10, buildings={"church": 1})
    state = e1_table(4, {"players.0": EMPTY, "players.1": board, "vp_supply": 1,
                         **on_board("factory")})
    play(state, "role:builder")
    if to_act(state) == 0:
        play(state, "pass")
    play(state, "build:factory")
    assert me(state, 1)["vp"] == 1 and js(state)["end_triggered"]


def test_guests_are_placed_with_every_other_colonist_in_the_mayor_phase():
    board = e1_board(tiles={"corn": 2}, buildings={"guest_house": 1})
    state = e1_table(4, {"players.0": board})
    play(state, "guest:corn", "role:mayor")
    while phase(state) == "mayor" and to_act(state) != 0:
        play(state, legal(state)[0])
    if phase(state) == "mayor":
        assert not any(m.startswith("guest:") for m in legal(state))


def test_the_hacienda_tile_is_hidden_from_the_others_views_and_redrawn_for_them():
    board = e1_board(buildings={"forest_house": 1, "hacienda": 1})
    state = e1_table(4, {"players.0": EMPTY, "players.1": board})
    play(state, "role:settler", "pass", "hacienda")
    views = {
        str(GAME.hidden.redraw(state, 0, Rng(seed)).view(0)["new_buildings"]) for seed in range(5)
    }
    assert views == {str(state.view(0)["new_buildings"])}
    tiles = {GAME.hidden.redraw(state, 0, Rng(seed)).hacienda_tile for seed in range(12)}
    assert len(tiles) > 1  # another viewer's determinization does not know the tile


def test_a_forest_from_the_library_second_turn_needs_an_occupied_forest_house():
    board = e1_board(buildings={"library": 1, "forest_house": 0})
    state = e1_table(4, {"players.0": board, "face_up.corn": 3})
    play(state, "role:settler", "take:corn", "pass", "pass", "pass")
    assert is_legal(state, "take:corn") and not is_legal(state, "forest:corn")


def test_the_university_colonist_is_not_offered_for_the_statue_which_has_no_circle():
    board = e1_board(doubloons=20, buildings={"university": 1})
    state = e1_table(4, {"players.0": EMPTY, "players.1": board, **on_board("statue")})
    play(state, "role:builder")
    if to_act(state) == 0:
        play(state, "pass")
    assert is_legal(state, "build:statue") and not is_legal(state, "build:statue+colonist")


def test_after_a_guest_moves_a_decision_left_with_one_outcome_is_taken_for_the_player():
    board = e1_board(goods_=goods(corn=1), buildings={"guest_house": 1, "storehouse": 0})
    state = e1_table(4, {"players.0": EMPTY, "players.1": board, **FULL_SHIPS})
    play(state, "role:captain", "pass")  # the guests' window: the guest stays for now
    assert phase(state) == "storage" and to_act(state) == 1
    play(state, "guest:storehouse")
    assert (1, state.parse_move("keep:corn=1")) in state.forced_moves()
    assert to_act(state) != 1 or phase(state) != "storage"
