"""The Mayor (IT "Caposquadra", ES "Capataz", RO "Primarul"): colonists, placement, refilling
the colonist ship, and the end trigger."""

from __future__ import annotations

import pytest

from tests.puerto_rico.support import (
    assert_rejected,
    js,
    me,
    phase,
    play,
    player_board,
    table,
    to_act,
)


def colonists(board: dict) -> int:
    return board["unplaced"] + sum(board["occupied"].values()) + sum(board["buildings"].values())


def busy_board(**kw) -> dict:
    """A board with many free circles, so that placements are real decisions."""
    return player_board(
        tiles=kw.pop("tiles", {"corn": 2, "indigo": 2, "quarry": 1}),
        buildings=kw.pop("buildings", {"small_market": 0, "small_indigo_plant": 0}),
        **kw,
    )


def test_mayor_privilege_takes_one_colonist_from_the_supply_not_the_ship():
    state = table(4, {"players.0": busy_board()})
    play(state, "role:mayor")
    data = js(state)
    assert colonists(me(state, 0)) == 2  # 1 privilege + 1 of the 4 on the ship
    assert data["colonists"]["supply"] == 75 - 1  # the privilege came from the supply
    assert sum(colonists(p) for p in data["players"]) == 5


def test_ship_colonists_are_taken_one_at_a_time_in_turn_order_from_the_mayor():
    """RO example (4 players, 6 on the ship): the Mayor gets 3, the second player 2, the third
    and fourth 1 each."""
    boards = {f"players.{p}": busy_board() for p in range(4)}
    state = table(4, {**boards, "colonists": {"supply": 75, "ship": 6}})
    play(state, "role:mayor")
    assert [colonists(p) for p in js(state)["players"]] == [3, 2, 1, 1]


def test_the_mayor_deals_from_the_ship_starting_with_the_mayor_not_the_governor():
    boards = {f"players.{p}": busy_board() for p in range(4)}
    state = table(
        4, {**boards, "colonists": {"supply": 75, "ship": 5}, "governor": 2, "current_player": 2}
    )
    play(state, "role:mayor")
    # player 2 is the Mayor: 1 + 2, then players 3, 0, 1 get 1 each
    assert [colonists(p) for p in js(state)["players"]] == [1, 1, 3, 1]


def test_the_mayor_privilege_is_lost_when_the_supply_is_empty():
    """RO: when the supply is empty the Mayor cannot use the privilege."""
    state = table(4, {"players.0": busy_board(), "colonists": {"supply": 0, "ship": 4}})
    play(state, "role:mayor")
    assert colonists(me(state, 0)) == 1


def test_colonists_may_be_placed_on_plantations_quarries_and_buildings():
    state = table(4, {"players.0": busy_board(san_juan=1)})
    play(state, "role:mayor")  # now 3 colonists
    assert to_act(state) == 0
    play(state, "place:corn=1,quarry=1,small_market=1")
    board = me(state, 0)
    assert board["occupied"]["corn"] == 1 and board["occupied"]["quarry"] == 1
    assert board["buildings"]["small_market"] == 1 and board["unplaced"] == 0


def test_colonists_placed_in_earlier_phases_may_be_moved():
    board = busy_board(occupied={"corn": 2})
    state = table(4, {"players.0": board})
    play(state, "role:mayor")  # 2 on corn + 2 new
    play(state, "place:indigo=2,small_indigo_plant=1,small_market=1")
    board = me(state, 0)
    assert board["occupied"]["corn"] == 0 and board["occupied"]["indigo"] == 2
    assert board["buildings"] == {"small_market": 1, "small_indigo_plant": 1}


def test_empty_circles_must_be_filled_before_keeping_colonists_in_san_juan():
    state = table(4, {"players.0": busy_board(san_juan=1)})
    play(state, "role:mayor")  # 3 colonists, 7 circles
    assert_rejected(state, "place:corn=1", "San Juan")
    assert_rejected(state, "place:-")


def test_colonists_wait_in_san_juan_when_every_circle_is_full():
    board = player_board(tiles={"corn": 1}, buildings={"small_market": 0}, san_juan=3)
    state = table(4, {"players.0": board, "players.1": busy_board()})
    play(state, "role:mayor")  # 5 colonists, 2 circles: the placement is forced
    board = me(state, 0)
    assert board["occupied"]["corn"] == 1 and board["buildings"]["small_market"] == 1
    assert board["unplaced"] == 3


def test_a_placement_cannot_use_circles_the_player_does_not_have():
    state = table(4, {"players.0": busy_board(san_juan=3)})
    play(state, "role:mayor")  # 5 colonists
    assert_rejected(state, "place:corn=3,indigo=2")  # only 2 corn plantations
    assert_rejected(state, "place:corn=2,small_market=2,indigo=1")  # 1 circle
    assert_rejected(state, "place:corn=2,indigo=2,office=1")  # no Office
    assert_rejected(state, "place:corn=2,indigo=2,quarry=1,small_market=1")  # 6 > 5 colonists


def test_one_colonist_in_a_circle_makes_a_tile_occupied():
    """IT: a tile is occupied when at least one of its circles holds a colonist."""
    board = player_board(
        tiles={"indigo": 1}, occupied={"indigo": 1}, buildings={"large_indigo_plant": 1}
    )
    state = table(4, {"players.0": board, "players.1": player_board(tiles={"corn": 1})})
    play(state, "role:craftsman")
    assert me(state, 0)["goods"]["indigo"] == 1


def test_colonists_are_placed_only_in_the_mayor_phase():
    """IT: only during the Mayor phase may players place colonists; a new building stays
    empty even when the owner has colonists waiting in San Juan."""
    board = player_board(tiles={"corn": 1}, occupied={"corn": 1}, san_juan=2, doubloons=5)
    state = table(4, {"players.0": board})
    play(state, "role:builder", "build:small_market")
    assert me(state, 0)["buildings"]["small_market"] == 0
    assert me(state, 0)["unplaced"] == 2


def test_placement_goes_round_from_the_mayor():
    boards = {f"players.{p}": busy_board() for p in range(4)}
    state = table(4, {**boards, "governor": 1, "current_player": 1})
    play(state, "role:mayor")
    order = []
    while phase(state) == "mayor":
        order.append(to_act(state))
        play(state, f"place:corn={colonists(me(state, to_act(state)))}")
    assert order == [1, 2, 3, 0]


# -- refilling the colonist ship -----------------------------------------------------------------


def test_the_ship_is_refilled_with_one_colonist_per_empty_building_circle():
    """Only circles on buildings count, not those on plantations or quarries."""
    boards = {
        "players.0": player_board(
            tiles={"corn": 3}, buildings={"large_indigo_plant": 0, "office": 0}
        ),
        "players.1": player_board(
            tiles={"corn": 3}, buildings={"coffee_roaster": 1, "harbor": 0, "tobacco_storage": 0}
        ),
        "players.2": player_board(tiles={"corn": 3}),
        "players.3": player_board(tiles={"corn": 3}, buildings={"city_hall": 1}),
    }
    state = table(4, {**boards, "colonists": {"supply": 75, "ship": 0}})
    play(state, "role:mayor")  # the Mayor only gets the privilege colonist
    play(state, "place:corn=1", "place:coffee_roaster=1", "place:city_hall=1")
    assert phase(state) == "role"
    # empty building circles: 3 + 1 (player 0), 1 + 1 + 3 (player 1) = 9; plantations ignored
    assert js(state)["colonists"] == {"supply": 75 - 1 - 9, "ship": 9}


def test_the_ship_refill_is_at_least_the_number_of_players():
    state = table(4, {"colonists": {"supply": 75, "ship": 4}})
    play(state, "role:mayor")
    assert phase(state) == "role"
    assert js(state)["colonists"] == {"supply": 75 - 1 - 4, "ship": 4}


@pytest.mark.parametrize("players", [2, 3, 5])
def test_the_minimum_refill_follows_the_number_of_players(players):
    state = table(players, {"colonists": {"supply": 30, "ship": 0}})
    play(state, "role:mayor")
    assert js(state)["colonists"]["ship"] == players


def test_the_game_ends_when_the_supply_cannot_refill_the_ship():
    """IT Fine del gioco: not enough colonists to refill the ship at the end of the Mayor
    phase; the game still ends only at the end of the round."""
    state = table(4, {"colonists": {"supply": 3, "ship": 4}})
    play(state, "role:mayor")  # privilege leaves 2 in the supply; 4 are needed
    data = js(state)
    assert data["end_triggered"] is True
    assert data["phase"] == "role" and data["current_player"] == 1, "the round goes on"
    for role in ("role:prospector", "role:trader", "role:craftsman"):
        play(state, role)
        while phase(state) not in ("role", "over"):
            play(state, "pass")
    assert state.is_over()


def test_an_exact_refill_does_not_end_the_game():
    state = table(4, {"colonists": {"supply": 5, "ship": 4}})
    play(state, "role:mayor")  # privilege leaves 4: exactly enough
    data = js(state)
    assert data["colonists"] == {"supply": 0, "ship": 4}
    assert data["end_triggered"] is False


def test_mayor_with_empty_ship_still_gives_the_privilege_colonist():
    state = table(4, {"players.0": busy_board(), "colonists": {"supply": 75, "ship": 0}})
    play(state, "role:mayor")
    assert colonists(me(state, 0)) == 1
    assert [colonists(p) for p in js(state)["players"][1:]] == [0, 0, 0]


def test_the_colonist_count_is_conserved_through_a_mayor_phase():
    boards = {f"players.{p}": busy_board() for p in range(4)}
    state = table(4, boards)
    play(state, "role:mayor")
    while phase(state) == "mayor":
        play(state, f"place:corn={colonists(me(state, to_act(state)))}")
    data = js(state)
    total = sum(colonists(p) for p in data["players"])
    assert total + data["colonists"]["supply"] + data["colonists"]["ship"] == 79


def test_a_player_who_gets_no_new_colonist_may_still_move_colonists():
    """IT: during the Mayor phase players may move colonists placed earlier, new or not."""
    boards = {f"players.{p}": busy_board() for p in range(4)}
    boards["players.3"] = busy_board(occupied={"corn": 2})
    state = table(4, {**boards, "colonists": {"supply": 75, "ship": 0}})
    play(state, "role:mayor", "place:corn=1")  # only the Mayor got a colonist
    assert to_act(state) == 3
    play(state, "place:indigo=1,small_indigo_plant=1")
    assert me(state, 3)["occupied"]["corn"] == 0
    assert me(state, 3)["buildings"]["small_indigo_plant"] == 1
