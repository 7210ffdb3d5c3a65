"""The Builder (IT "Costruttore", RO "Constructorul"): costs, quarries, city spaces, and the
University."""

from __future__ import annotations

import pytest

from tests.puerto_rico.support import (
    assert_rejected,
    is_legal,
    js,
    legal,
    me,
    phase,
    play,
    player_board,
    table,
    to_act,
)

TWELVE_SPACES = {  # 11 small buildings + nothing: 1 space left
    "small_indigo_plant": 0,
    "small_sugar_mill": 0,
    "large_indigo_plant": 0,
    "large_sugar_mill": 0,
    "tobacco_storage": 0,
    "coffee_roaster": 0,
    "small_market": 0,
    "hacienda": 0,
    "construction_hut": 0,
    "small_warehouse": 0,
    "hospice": 0,
}


def builder_table(boards: dict[int, dict], players: int = 4, extra: dict | None = None):
    changes = {f"players.{p}": board for p, board in boards.items()}
    return table(players, {**changes, **(extra or {})})


def test_the_builder_buys_a_building_for_one_doubloon_less():
    state = builder_table({0: player_board(doubloons=5)})
    play(state, "role:builder", "build:office")  # cost 5
    assert me(state, 0)["doubloons"] == 1
    assert me(state, 0)["buildings"] == {"office": 0}


def test_the_other_players_pay_the_full_price():
    state = builder_table({0: player_board(doubloons=0), 1: player_board(doubloons=5)})
    play(state, "role:builder")
    assert to_act(state) == 0
    play(state, "pass")
    assert to_act(state) == 1
    play(state, "build:office")
    assert me(state, 1)["doubloons"] == 0


def test_each_occupied_quarry_lowers_the_cost_by_one():
    board = player_board(doubloons=10, tiles={"quarry": 2}, occupied={"quarry": 2})
    state = builder_table({0: player_board(), 1: board})
    play(state, "role:builder", "pass", "build:office")  # 5 - 2
    assert me(state, 1)["doubloons"] == 7


def test_unoccupied_quarries_give_no_discount():
    board = player_board(doubloons=10, tiles={"quarry": 2}, occupied={"quarry": 1})
    state = builder_table({0: player_board(), 1: board})
    play(state, "role:builder", "pass", "build:office")
    assert me(state, 1)["doubloons"] == 6


@pytest.mark.parametrize(
    ("building", "paid"),
    # RO: a player with 3 occupied quarries pays Construction Hut 1, Office 3, Harbor 5,
    # City Hall 7.
    [("construction_hut", 1), ("office", 3), ("harbor", 5), ("city_hall", 7)],
)
def test_the_quarry_discount_is_capped_by_the_building_column(building, paid):
    board = player_board(doubloons=10, tiles={"quarry": 3}, occupied={"quarry": 3})
    state = builder_table({0: player_board(), 1: board})
    play(state, "role:builder", "pass", f"build:{building}")
    assert me(state, 1)["doubloons"] == 10 - paid


@pytest.mark.parametrize(
    ("building", "paid"),
    [("small_market", 0), ("large_market", 3), ("factory", 4), ("fortress", 6)],
)
def test_four_quarries_discount_up_to_four_only_in_the_last_column(building, paid):
    board = player_board(doubloons=10, tiles={"quarry": 4}, occupied={"quarry": 4})
    state = builder_table({0: player_board(), 1: board})
    play(state, "role:builder", "pass", f"build:{building}")
    assert me(state, 1)["doubloons"] == 10 - paid


def test_the_builder_privilege_adds_to_the_quarry_discount():
    board = player_board(doubloons=10, tiles={"quarry": 2}, occupied={"quarry": 2})
    state = builder_table({0: board})
    play(state, "role:builder", "build:large_market")  # 5 - 2 quarries - 1 privilege
    assert me(state, 0)["doubloons"] == 8


def test_the_cost_never_goes_below_zero():
    board = player_board(doubloons=0, tiles={"quarry": 1}, occupied={"quarry": 1})
    state = builder_table({0: board})
    play(state, "role:builder")
    assert is_legal(state, "build:small_indigo_plant")  # 1 - 1 - 1 -> 0, not -1
    play(state, "build:small_indigo_plant")
    assert me(state, 0)["doubloons"] == 0


def test_a_player_cannot_build_what_they_cannot_afford():
    state = builder_table({0: player_board(doubloons=3)})
    play(state, "role:builder")
    assert is_legal(state, "build:hospice")  # 4 - 1 privilege
    assert not is_legal(state, "build:office")
    assert_rejected(state, "build:office")


def test_building_is_optional():
    state = builder_table({0: player_board(doubloons=5)})
    play(state, "role:builder", "pass")
    assert me(state, 0)["buildings"] == {} and me(state, 0)["doubloons"] == 5


def test_each_player_builds_at_most_one_building_per_phase():
    state = builder_table({0: player_board(doubloons=20)})
    play(state, "role:builder", "build:small_market")
    assert to_act(state) != 0
    assert me(state, 0)["buildings"] == {"small_market": 0}


def test_players_build_in_turn_order_from_the_builder():
    boards = {p: player_board(doubloons=5) for p in range(4)}
    state = builder_table(boards, extra={"governor": 2, "current_player": 2})
    play(state, "role:builder")
    order = []
    while phase(state) == "builder":
        order.append(to_act(state))
        play(state, "pass")
    assert order == [2, 3, 0, 1]


@pytest.mark.parametrize("building", ["small_market", "small_indigo_plant", "coffee_roaster"])
def test_a_player_may_own_only_one_building_of_each_kind(building):
    """IT: players may not build the same building more than once (violet or production)."""
    state = builder_table({0: player_board(doubloons=20, buildings={building: 0})})
    play(state, "role:builder")
    assert f"build:{building}" not in legal(state)


def test_a_bought_building_leaves_the_supply():
    state = builder_table(
        {0: player_board(doubloons=20), 1: player_board(doubloons=20)},
        extra={"building_supply.wharf": 1},
    )
    play(state, "role:builder", "build:wharf")
    assert js(state)["building_supply"]["wharf"] == 0
    assert "build:wharf" not in legal(state), "the last copy is gone"


def test_a_new_building_is_unoccupied():
    state = builder_table({0: player_board(doubloons=20)})
    play(state, "role:builder", "build:large_sugar_mill")
    assert me(state, 0)["buildings"]["large_sugar_mill"] == 0


def test_a_large_building_needs_two_city_spaces():
    board = player_board(doubloons=20, buildings={**TWELVE_SPACES})  # 11 spaces used
    state = builder_table({0: board})
    play(state, "role:builder")
    assert is_legal(state, "build:factory")
    assert not is_legal(state, "build:city_hall")


def test_a_full_city_cannot_build():
    board = player_board(doubloons=20, buildings={**TWELVE_SPACES, "office": 0})
    state = builder_table({0: board, 1: player_board(doubloons=20)})
    play(state, "role:builder")
    assert to_act(state) == 1, "player 0 (12 city spaces used) is skipped"


def test_large_buildings_count_two_spaces_towards_a_full_city():
    buildings = {
        "guild_hall": 0,
        "residence": 0,
        "fortress": 0,
        "customs_house": 0,
        "city_hall": 0,
        "small_market": 0,
    }  # 5 x 2 + 1 = 11 spaces
    state = builder_table({0: player_board(doubloons=20, buildings=buildings)})
    play(state, "role:builder", "build:hacienda")
    assert js(state)["end_triggered"] is True


def test_filling_the_twelfth_city_space_ends_the_game_at_the_end_of_the_round():
    board = player_board(doubloons=20, buildings={**TWELVE_SPACES})
    state = builder_table({0: board})
    play(state, "role:builder", "build:office")
    assert js(state)["end_triggered"] is True
    assert not state.is_over(), "the round is played to the end"
    while not state.is_over():
        moves = legal(state)
        play(
            state,
            next((m for m in moves if m.startswith("role:")), None)
            or ("pass" if "pass" in moves else moves[0]),
        )
    assert js(state)["round"] == 1


# -- University ----------------------------------------------------------------------------------


def test_university_puts_a_colonist_from_the_supply_on_the_new_building():
    board = player_board(doubloons=20, buildings={"university": 1})
    state = builder_table({0: board})
    supply = js(state)["colonists"]["supply"]
    play(state, "role:builder", "build:factory+colonist")
    assert me(state, 0)["buildings"]["factory"] == 1
    assert js(state)["colonists"]["supply"] == supply - 1


def test_university_gives_only_one_colonist_for_a_building_with_more_circles():
    board = player_board(doubloons=20, buildings={"university": 1})
    state = builder_table({0: board})
    play(state, "role:builder", "build:tobacco_storage+colonist")
    assert me(state, 0)["buildings"]["tobacco_storage"] == 1


def test_university_colonist_is_optional():
    board = player_board(doubloons=20, buildings={"university": 1})
    state = builder_table({0: board})
    play(state, "role:builder", "build:factory")
    assert me(state, 0)["buildings"]["factory"] == 0


def test_university_takes_the_colonist_from_the_ship_when_the_supply_is_empty():
    board = player_board(doubloons=20, buildings={"university": 1})
    state = builder_table({0: board}, extra={"colonists": {"supply": 0, "ship": 4}})
    play(state, "role:builder", "build:factory+colonist")
    assert me(state, 0)["buildings"]["factory"] == 1
    assert js(state)["colonists"] == {"supply": 0, "ship": 3}


def test_university_has_no_effect_when_no_colonist_is_left():
    board = player_board(doubloons=20, buildings={"university": 1})
    state = builder_table({0: board}, extra={"colonists": {"supply": 0, "ship": 0}})
    play(state, "role:builder")
    assert "build:factory+colonist" not in legal(state)
    assert is_legal(state, "build:factory")


def test_an_unoccupied_university_gives_no_colonist():
    board = player_board(doubloons=20, buildings={"university": 0})
    state = builder_table({0: board})
    play(state, "role:builder")
    assert "build:factory+colonist" not in legal(state)
