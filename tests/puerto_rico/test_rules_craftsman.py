"""The Craftsman (IT "Artigiano", RO "Meşteşugarul"): production, supply shortages, the
privilege, and the Factory."""

from __future__ import annotations

import pytest

from tests.puerto_rico.support import (
    goods,
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


def craft_table(boards: dict[int, dict], players: int = 4, extra: dict | None = None):
    changes = {f"players.{p}": board for p, board in boards.items()}
    return table(players, {**changes, **(extra or {})})


def test_corn_needs_only_occupied_corn_plantations():
    """IT: three corn plantations, two of them occupied: two barrels of corn."""
    board = player_board(tiles={"corn": 3}, occupied={"corn": 2})
    state = craft_table({0: player_board(), 1: board})
    play(state, "role:craftsman")
    assert me(state, 1)["goods"] == goods(corn=2)


def test_other_goods_need_an_occupied_plantation_and_an_occupied_production_circle():
    board = player_board(tiles={"indigo": 2}, occupied={"indigo": 2})
    state = craft_table({0: player_board(), 1: board})
    play(state, "role:craftsman")
    assert me(state, 1)["goods"] == goods(), "no Indigo Plant: no indigo"


def test_production_is_the_smaller_of_occupied_plantations_and_occupied_circles():
    """IT: two occupied tobacco plantations but one occupied circle in the Tobacco Storage
    make one barrel; two and two make two."""
    one = player_board(
        tiles={"tobacco": 2}, occupied={"tobacco": 2}, buildings={"tobacco_storage": 1}
    )
    two = player_board(
        tiles={"tobacco": 2}, occupied={"tobacco": 2}, buildings={"tobacco_storage": 2}
    )
    plenty = player_board(
        tiles={"tobacco": 1}, occupied={"tobacco": 1}, buildings={"tobacco_storage": 3}
    )
    state = craft_table({0: player_board(), 1: one, 2: two, 3: plenty})
    play(state, "role:craftsman")
    assert [me(state, p)["goods"]["tobacco"] for p in (1, 2, 3)] == [1, 2, 1]


def test_unoccupied_plantations_and_buildings_produce_nothing():
    board = player_board(
        tiles={"sugar": 2, "corn": 1},
        occupied={"sugar": 0, "corn": 0},
        buildings={"large_sugar_mill": 3},
    )
    board2 = player_board(
        tiles={"sugar": 2}, occupied={"sugar": 2}, buildings={"large_sugar_mill": 0}
    )
    state = craft_table({0: player_board(), 1: board, 2: board2})
    play(state, "role:craftsman")
    assert me(state, 1)["goods"] == goods() and me(state, 2)["goods"] == goods()


def test_the_romanian_production_example():
    """RO: 2 corn (the third corn plantation is unoccupied), 1 tobacco (the second circle of
    the Tobacco Storage is empty), 3 sugar (the fourth sugar plantation is unoccupied)."""
    board = player_board(
        tiles={"corn": 3, "tobacco": 2, "sugar": 4},
        occupied={"corn": 2, "tobacco": 2, "sugar": 3},
        buildings={"tobacco_storage": 1, "small_sugar_mill": 1, "large_sugar_mill": 3},
    )
    state = craft_table({0: player_board(), 1: board})
    play(state, "role:craftsman")
    assert me(state, 1)["goods"] == goods(corn=2, tobacco=1, sugar=3)


def test_small_and_large_production_buildings_of_one_good_add_up():
    board = player_board(
        tiles={"indigo": 4},
        occupied={"indigo": 4},
        buildings={"small_indigo_plant": 1, "large_indigo_plant": 3},
    )
    state = craft_table({0: player_board(), 1: board})
    play(state, "role:craftsman")
    assert me(state, 1)["goods"]["indigo"] == 4


def test_a_player_may_produce_several_kinds():
    board = player_board(
        tiles={"corn": 1, "coffee": 1},
        occupied={"corn": 1, "coffee": 1},
        buildings={"coffee_roaster": 1},
    )
    state = craft_table({0: player_board(), 1: board})
    play(state, "role:craftsman")
    assert me(state, 1)["goods"] == goods(corn=1, coffee=1)


def test_everyone_produces_and_barrels_come_from_the_supply():
    boards = {p: player_board(tiles={"corn": 2}, occupied={"corn": 2}) for p in range(4)}
    state = craft_table(boards)
    play(state, "role:craftsman")
    assert [me(state, p)["goods"]["corn"] for p in range(4)] == [2, 2, 2, 2]
    assert js(state)["goods"]["corn"] == 10 - 8
    play(state, "extra:corn")
    assert js(state)["goods"]["corn"] == 1 and me(state, 0)["goods"]["corn"] == 3


def test_a_shortage_leaves_later_players_without_barrels():
    """IT: if the supply of a good runs out, the player gets no barrels of it this phase. The
    Craftsman produces first, then the others clockwise."""
    boards = {p: player_board(tiles={"corn": 2}, occupied={"corn": 2}) for p in range(4)}
    state = craft_table(boards, extra={"goods.corn": 5, "governor": 1, "current_player": 1})
    play(state, "role:craftsman")  # player 1 is the Craftsman
    assert [me(state, p)["goods"]["corn"] for p in (1, 2, 3, 0)] == [2, 2, 1, 0]


def test_craftsman_privilege_is_one_extra_barrel_of_a_kind_they_produced():
    board = player_board(
        tiles={"corn": 1, "indigo": 1},
        occupied={"corn": 1, "indigo": 1},
        buildings={"small_indigo_plant": 1},
    )
    state = craft_table({0: board})
    play(state, "role:craftsman")
    assert to_act(state) == 0
    assert set(legal(state)) == {"extra:corn", "extra:indigo", "pass"}
    play(state, "extra:indigo")
    assert me(state, 0)["goods"] == goods(corn=1, indigo=2)
    assert phase(state) == "role"


def test_craftsman_privilege_cannot_be_a_kind_not_produced_this_phase():
    board = player_board(tiles={"corn": 1}, occupied={"corn": 1}, goods_={"coffee": 2})
    state = craft_table({0: board})
    play(state, "role:craftsman")
    assert "extra:coffee" not in legal(state)


def test_craftsman_privilege_comes_after_everyone_has_produced():
    """IT: the privilege barrel is taken when all players have produced; if the last barrel of
    the kind went to another player, there is none for the privilege."""
    mine = player_board(
        tiles={"corn": 1, "indigo": 1},
        occupied={"corn": 1, "indigo": 1},
        buildings={"small_indigo_plant": 1},
    )
    other = player_board(
        tiles={"indigo": 1}, occupied={"indigo": 1}, buildings={"small_indigo_plant": 1}
    )
    state = craft_table({0: mine, 1: other}, extra={"goods.indigo": 2})
    play(state, "role:craftsman")
    assert me(state, 1)["goods"]["indigo"] == 1
    assert "extra:indigo" not in legal(state)
    assert is_legal(state, "extra:corn")


def test_the_craftsman_who_produces_nothing_gets_no_privilege_barrel():
    other = player_board(tiles={"corn": 1}, occupied={"corn": 1})
    state = craft_table({0: player_board(tiles={"corn": 1}), 1: other})
    play(state, "role:craftsman")
    assert me(state, 0)["goods"] == goods()
    assert phase(state) == "role", "nothing to decide: the phase is over"


def test_there_is_no_storage_limit_during_the_craftsman_phase():
    board = player_board(tiles={"corn": 3}, occupied={"corn": 3}, goods_={"corn": 4, "sugar": 3})
    state = craft_table({0: player_board(), 1: board})
    play(state, "role:craftsman")
    assert me(state, 1)["goods"] == goods(corn=7, sugar=3)


# -- Factory -------------------------------------------------------------------------------------


def factory_board(kinds: int, occupied_factory: bool = True) -> dict:
    all_kinds = ["corn", "indigo", "sugar", "tobacco", "coffee"][:kinds]
    buildings = {
        "small_indigo_plant": 1,
        "small_sugar_mill": 1,
        "tobacco_storage": 1,
        "coffee_roaster": 1,
        "factory": 1 if occupied_factory else 0,
    }
    return player_board(
        tiles=dict.fromkeys(all_kinds, 1), occupied=dict.fromkeys(all_kinds, 1), buildings=buildings
    )


@pytest.mark.parametrize(("kinds", "bonus"), [(0, 0), (1, 0), (2, 1), (3, 2), (4, 3), (5, 5)])
def test_factory_pays_by_number_of_kinds_produced(kinds, bonus):
    state = craft_table({0: player_board(), 1: factory_board(kinds)})
    play(state, "role:craftsman")
    assert me(state, 1)["doubloons"] == bonus


def test_factory_example_three_kinds_pay_two_doubloons():
    """IT: Leo has an occupied Factory and produces 3 corn, 1 coffee and 2 indigo: he gets
    two doubloons (three kinds), whatever the number of barrels."""
    board = player_board(
        tiles={"corn": 3, "coffee": 1, "indigo": 2},
        occupied={"corn": 3, "coffee": 1, "indigo": 2},
        buildings={"factory": 1, "coffee_roaster": 1, "large_indigo_plant": 2},
    )
    state = craft_table({0: player_board(), 1: board})
    play(state, "role:craftsman")
    assert me(state, 1)["goods"] == goods(corn=3, coffee=1, indigo=2)
    assert me(state, 1)["doubloons"] == 2


def test_factory_counts_only_kinds_actually_received():
    """RO: David could make corn, sugar and tobacco but the supply has no corn and only 2
    sugar: he gets 2 sugar and 1 tobacco, and 1 doubloon for 2 kinds."""
    board = player_board(
        tiles={"corn": 3, "sugar": 3, "tobacco": 1},
        occupied={"corn": 3, "sugar": 3, "tobacco": 1},
        buildings={"factory": 1, "large_sugar_mill": 3, "tobacco_storage": 1},
    )
    state = craft_table({0: player_board(), 1: board}, extra={"goods.corn": 0, "goods.sugar": 2})
    play(state, "role:craftsman")
    assert me(state, 1)["goods"] == goods(sugar=2, tobacco=1)
    assert me(state, 1)["doubloons"] == 1


def test_an_unoccupied_factory_pays_nothing():
    state = craft_table({0: player_board(), 1: factory_board(5, occupied_factory=False)})
    play(state, "role:craftsman")
    assert me(state, 1)["doubloons"] == 0


def test_factory_works_for_the_craftsman_too():
    state = craft_table({0: factory_board(3)})
    play(state, "role:craftsman")
    assert me(state, 0)["doubloons"] == 2
