"""The printed numbers of every building (IT "Gli Edifici"; GAME_DATA A.2): cost, VP, colonist
circles and the column that caps the quarry discount, checked through play."""

from __future__ import annotations

import pytest

from tests.puerto_rico.support import (
    BUILDINGS,
    assert_rejected,
    goods,
    is_legal,
    me,
    play,
    player_board,
    score,
    table,
    to_act,
)

NAMES = list(BUILDINGS)


def second_player_builds(board: dict, building: str):
    """Player 1 (no privilege) gets a chance to build ``building``; returns the state."""
    state = table(4, {"players.0": player_board(), "players.1": board})
    play(state, "role:builder")
    if to_act(state) == 0:
        play(state, "pass")
    return state


@pytest.mark.parametrize("building", NAMES)
def test_each_building_costs_its_printed_price(building):
    cost = BUILDINGS[building][0]
    state = second_player_builds(player_board(doubloons=cost), building)
    assert to_act(state) == 1 and is_legal(state, f"build:{building}")
    play(state, f"build:{building}")
    assert me(state, 1)["doubloons"] == 0
    short = second_player_builds(player_board(doubloons=cost - 1), building)
    move = short.parse_move(f"build:{building}")
    assert move not in short.legal_moves(1), "one doubloon short"


@pytest.mark.parametrize("building", NAMES)
def test_each_building_is_worth_its_printed_vp(building):
    vp = BUILDINGS[building][1]
    state = table(4, {"players.0": player_board(buildings={building: 0})})
    assert score(state, 0)["buildings"] == vp


@pytest.mark.parametrize("building", NAMES)
def test_each_building_has_its_printed_number_of_circles(building):
    circles = BUILDINGS[building][2]
    board = player_board(buildings={building: 0}, tiles={"corn": 12}, san_juan=circles + 1)
    state = table(4, {"players.0": board, "colonists": {"supply": 75, "ship": 0}})
    play(state, "role:mayor")  # 1 privilege colonist: circles + 2 colonists in all
    assert_rejected(state, f"place:{building}={circles + 1},corn=1")
    play(state, f"place:{building}={circles},corn=2")
    assert me(state, 0)["buildings"][building] == circles


@pytest.mark.parametrize("building", NAMES)
def test_each_building_column_caps_the_quarry_discount(building):
    cost, _, _, column = BUILDINGS[building]
    board = player_board(doubloons=10, tiles={"quarry": 4}, occupied={"quarry": 4})
    state = second_player_builds(board, building)
    play(state, f"build:{building}")
    assert me(state, 1)["doubloons"] == 10 - (cost - column)


def test_coffee_roaster_makes_at_most_two_barrels():
    board = player_board(
        tiles={"coffee": 3}, occupied={"coffee": 3}, buildings={"coffee_roaster": 2}
    )
    state = table(4, {"players.0": player_board(), "players.1": board})
    play(state, "role:craftsman")
    assert me(state, 1)["goods"] == goods(coffee=2)


def test_there_are_49_buildings_of_23_kinds():
    assert len(BUILDINGS) == 23
