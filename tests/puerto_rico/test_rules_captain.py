"""The Captain (IT "Capitano", RO "Căpitanul"): compulsory loading, the ships, VP, storage at
the end of the phase, and the Harbor, Wharf and warehouses."""

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
    player_board,
    table,
    to_act,
)

EMPTY_SHIPS = [
    {"capacity": 5, "good": None, "count": 0},
    {"capacity": 6, "good": None, "count": 0},
    {"capacity": 7, "good": None, "count": 0},
]


def ships(*loads: tuple[str | None, int]) -> list[dict]:
    """The three 4-player ships (5, 6, 7) with their loads, smallest first."""
    return [
        {"capacity": cap, "good": good, "count": count}
        for cap, (good, count) in zip((5, 6, 7), loads, strict=True)
    ]


def captain_table(boards: dict[int, dict], ship_loads=None, extra: dict | None = None):
    changes = {f"players.{p}": board for p, board in boards.items()}
    changes["ships"] = ship_loads or EMPTY_SHIPS
    for p in range(4):
        changes.setdefault(f"players.{p}", player_board())
    return table(4, {**changes, **(extra or {})})


def test_loading_is_compulsory_while_a_player_can_load():
    state = captain_table({0: player_board(goods_={"corn": 2})})
    play(state, "role:captain")
    assert "pass" not in legal(state)
    assert_rejected(state, "pass")


def test_the_captain_loads_first_then_clockwise():
    boards = {p: player_board(goods_={"corn": 1}) for p in range(4)}
    state = captain_table(boards, extra={"governor": 2, "current_player": 2})
    play(state, "role:captain")
    order = []
    while phase(state) == "captain":
        order.append(to_act(state))
        play(state, legal(state)[0])
    assert order == [2, 3, 0, 1]


def test_a_ship_carries_only_one_kind_of_good():
    state = captain_table(
        {0: player_board(goods_={"indigo": 2})}, ships(("corn", 2), (None, 0), (None, 0))
    )
    play(state, "role:captain")
    assert "load:indigo@1" not in legal(state)
    assert_rejected(state, "load:indigo@1")


def test_no_kind_of_good_may_be_on_two_ships():
    state = captain_table(
        {0: player_board(goods_={"corn": 2})}, ships(("corn", 2), (None, 0), (None, 0))
    )
    play(state, "role:captain")
    assert legal(state) == ["load:corn@1"]


def test_a_kind_whose_ship_is_full_cannot_be_loaded_elsewhere():
    state = captain_table(
        {0: player_board(goods_={"corn": 2, "indigo": 1})}, ships(("corn", 5), (None, 0), (None, 0))
    )
    play(state, "role:captain")
    assert set(legal(state)) == {"load:indigo@2", "load:indigo@3"}


def test_captain_must_use_the_ship_that_takes_the_most():
    """IT: six barrels of tobacco, the 5- and 7-space ships both free: the 7-space ship, where
    all six fit; the 5-space ship may not be chosen."""
    state = captain_table(
        {0: player_board(goods_={"tobacco": 6})}, ships((None, 0), ("corn", 3), (None, 0))
    )
    play(state, "role:captain")
    assert legal(state) == ["load:tobacco@3"]
    assert_rejected(state, "load:tobacco@1")


def test_any_empty_ship_that_takes_all_the_barrels_may_be_chosen():
    state = captain_table({0: player_board(goods_={"tobacco": 3})})
    play(state, "role:captain")
    assert set(legal(state)) == {"load:tobacco@1", "load:tobacco@2", "load:tobacco@3"}


def test_a_player_chooses_freely_which_kind_to_load():
    """IT/RO: with several loadable kinds the player may load any of them, not necessarily the
    one that loads the most."""
    state = captain_table({0: player_board(goods_={"corn": 1, "coffee": 5})})
    play(state, "role:captain")
    assert is_legal(state, "load:corn@1")
    play(state, "load:corn@1")
    assert me(state, 0)["goods"] == goods(coffee=5)


def test_a_player_loads_as_many_barrels_of_the_kind_as_fit():
    state = captain_table(
        {0: player_board(goods_={"sugar": 6}), 1: player_board(goods_={"indigo": 1})},
        ships(("sugar", 1), ("corn", 1), ("indigo", 1)),
    )
    play(state, "role:captain", "load:sugar@1")
    assert to_act(state) == 1
    assert js(state)["ships"][0] == {"capacity": 5, "good": "sugar", "count": 5}
    assert me(state, 0)["goods"]["sugar"] == 2


def test_each_barrel_loaded_is_one_vp():
    state = captain_table({0: player_board(), 1: player_board(goods_={"coffee": 4})})
    play(state, "role:captain", "load:coffee@1")
    assert me(state, 1)["vp"] == 4
    assert js(state)["vp_supply"] == 101 - 4


def test_captain_privilege_is_one_extra_vp():
    state = captain_table({0: player_board(goods_={"coffee": 4})})
    play(state, "role:captain", "load:coffee@1")
    assert me(state, 0)["vp"] == 5


def test_captain_privilege_is_given_only_once_per_phase():
    state = captain_table({0: player_board(goods_={"coffee": 4, "corn": 2})})
    play(state, "role:captain", "load:coffee@1", "load:corn@2")
    assert me(state, 0)["vp"] == 4 + 1 + 2


def test_a_captain_who_loads_nothing_gets_no_privilege():
    state = captain_table({0: player_board(), 1: player_board(goods_={"corn": 1})})
    play(state, "role:captain", "load:corn@1")
    assert me(state, 0)["vp"] == 0


def test_loading_goes_round_until_nobody_can_load():
    state = captain_table(
        {0: player_board(goods_={"corn": 1, "sugar": 1}), 1: player_board(goods_={"indigo": 1})}
    )
    play(state, "role:captain", "load:corn@1", "load:indigo@2")
    assert to_act(state) == 0, "a second turn for player 0"
    play(state, "load:sugar@3")
    assert phase(state) == "role"
    assert me(state, 0)["vp"] == 1 + 1 + 1 and me(state, 1)["vp"] == 1


def test_a_player_loads_only_one_kind_per_turn():
    state = captain_table(
        {0: player_board(goods_={"corn": 1, "sugar": 1}), 1: player_board(goods_={"indigo": 1})}
    )
    play(state, "role:captain", "load:corn@1")
    assert me(state, 0)["goods"]["sugar"] == 1
    assert to_act(state) == 1


def test_a_full_ship_takes_no_more_barrels():
    state = captain_table(
        {0: player_board(goods_={"corn": 3})}, ships(("corn", 5), ("indigo", 1), ("sugar", 1))
    )
    play(state, "role:captain")
    # nothing loadable: the phase goes straight to storage, where one corn is kept
    assert phase(state) == "role"
    assert me(state, 0)["goods"] == goods(corn=1)


def test_the_romanian_captain_example():
    """RO, 4 players. Anna (Captain) has 2 corn and 6 sugar; the 5- and 7-space ships are empty
    and the 6-space ship holds 3 corn. Bob has 2 sugar and 3 tobacco, Chris 2 corn and 1
    tobacco, David 1 corn and 5 indigo."""
    boards = {
        0: player_board(goods_={"corn": 2, "sugar": 6}),
        1: player_board(goods_={"sugar": 2, "tobacco": 3}),
        2: player_board(goods_={"corn": 2, "tobacco": 1}),
        3: player_board(goods_={"corn": 1, "indigo": 5}),
    }
    state = captain_table(boards, ships((None, 0), ("corn", 3), (None, 0)))
    play(state, "role:captain")
    # Anna may not use the 5-space ship for her sugar: all six fit on the 7-space ship.
    assert "load:sugar@1" not in legal(state)
    play(state, "load:sugar@3")
    assert me(state, 0)["vp"] == 7  # 6 + 1 privilege
    play(state, "load:sugar@3")  # Bob: 1 barrel fills the 7-space ship
    assert me(state, 1)["vp"] == 1 and me(state, 1)["goods"]["sugar"] == 1
    play(state, "load:tobacco@1")  # Chris: 1 tobacco on the empty 5-space ship
    assert legal(state) == ["load:corn@2"], "David must load corn: no room for indigo"
    play(state, "load:corn@2")
    assert legal(state) == ["load:corn@2"], "Anna must now load her 2 corn"
    play(state, "load:corn@2")
    assert me(state, 0)["vp"] == 9
    assert legal(state) == ["load:tobacco@1"], "Bob: only his tobacco can go"
    play(state, "load:tobacco@1")
    assert me(state, 1)["vp"] == 4
    # Chris and David still have goods but no room: loading is over; they keep one barrel each
    assert phase(state) == "role"
    assert me(state, 2)["goods"] == goods(corn=1)
    assert me(state, 3)["goods"] == goods(indigo=1)
    assert me(state, 1)["goods"] == goods(sugar=1)
    # the two full ships are emptied; the 4 tobacco stay on the 5-space ship
    assert js(state)["ships"] == ships(("tobacco", 4), (None, 0), (None, 0))
    assert [p["vp"] for p in js(state)["players"]] == [9, 4, 1, 1]


# -- storage at the end of the phase -------------------------------------------------------------


def test_each_player_keeps_one_barrel_and_the_rest_return_to_the_supply():
    state = captain_table(
        {0: player_board(), 1: player_board(goods_={"corn": 3, "indigo": 2})},
        ships(("corn", 5), ("indigo", 6), ("sugar", 7)),
    )
    supply = js(state)["goods"]
    play(state, "role:captain")
    assert phase(state) == "storage" and to_act(state) == 1
    assert set(legal(state)) == {"keep:corn=1", "keep:indigo=1"}
    play(state, "keep:indigo=1")
    assert me(state, 1)["goods"] == goods(indigo=1)
    assert js(state)["goods"]["corn"] == supply["corn"] + 3 + 5  # + the full corn ship
    assert phase(state) == "role"


def test_small_warehouse_keeps_all_barrels_of_one_more_kind():
    board = player_board(
        goods_={"corn": 3, "indigo": 2, "sugar": 4}, buildings={"small_warehouse": 1}
    )
    state = captain_table(
        {0: player_board(), 1: board}, ships(("corn", 5), ("indigo", 6), ("sugar", 7))
    )
    play(state, "role:captain")
    assert is_legal(state, "keep:corn=3,sugar=1")
    assert "keep:corn=3,sugar=2" not in legal(state)
    play(state, "keep:corn=1,sugar=4")
    assert me(state, 1)["goods"] == goods(corn=1, sugar=4)


def test_large_warehouse_keeps_all_barrels_of_two_more_kinds():
    board = player_board(
        goods_={"corn": 3, "indigo": 2, "sugar": 4}, buildings={"large_warehouse": 1}
    )
    state = captain_table(
        {0: player_board(), 1: board}, ships(("corn", 5), ("indigo", 6), ("sugar", 7))
    )
    play(state, "role:captain", "keep:corn=3,indigo=1,sugar=4")
    assert me(state, 1)["goods"] == goods(corn=3, indigo=1, sugar=4)


def test_both_warehouses_keep_all_barrels_of_three_more_kinds():
    board = player_board(
        goods_={"corn": 3, "indigo": 2, "sugar": 4, "coffee": 2},
        buildings={"large_warehouse": 1, "small_warehouse": 1},
    )
    state = captain_table(
        {0: player_board(), 1: board}, ships(("corn", 5), ("indigo", 6), ("sugar", 7))
    )
    play(state, "role:captain")
    # coffee could still be loaded? no: every ship is full or holds another kind
    play(state, "keep:corn=3,indigo=2,sugar=4,coffee=1")
    assert me(state, 1)["goods"] == goods(corn=3, indigo=2, sugar=4, coffee=1)


def test_an_unoccupied_warehouse_keeps_nothing_more():
    board = player_board(goods_={"corn": 3, "indigo": 2}, buildings={"large_warehouse": 0})
    state = captain_table(
        {0: player_board(), 1: board}, ships(("corn", 5), ("indigo", 6), ("sugar", 7))
    )
    play(state, "role:captain")
    assert set(legal(state)) == {"keep:corn=1", "keep:indigo=1"}


def test_a_warehouse_does_not_excuse_from_loading():
    """RO Small Warehouse: it protects from discarding, not from the duty to load."""
    board = player_board(goods_={"corn": 3}, buildings={"small_warehouse": 1})
    state = captain_table({0: board})
    play(state, "role:captain")
    assert "pass" not in legal(state)


def test_full_ships_are_emptied_and_partly_loaded_ships_stay_loaded():
    state = captain_table(
        {0: player_board(goods_={"corn": 2, "coffee": 1})},
        ships(("corn", 3), ("coffee", 1), (None, 0)),
    )
    supply = js(state)["goods"]
    play(state, "role:captain", "load:corn@1", "load:coffee@2")
    data = js(state)
    assert data["ships"] == ships((None, 0), ("coffee", 2), (None, 0))
    assert data["goods"]["corn"] == supply["corn"] + 5


# -- Harbor and Wharf ----------------------------------------------------------------------------


def test_harbor_gives_one_extra_vp_each_time_its_owner_loads():
    board = player_board(goods_={"corn": 2, "coffee": 1}, buildings={"harbor": 1})
    state = captain_table({0: player_board(), 1: board})
    play(state, "role:captain", "load:corn@1", "load:coffee@2")
    assert me(state, 1)["vp"] == (2 + 1) + (1 + 1)


def test_an_unoccupied_harbor_gives_nothing():
    board = player_board(goods_={"corn": 2}, buildings={"harbor": 0})
    state = captain_table({0: player_board(), 1: board})
    play(state, "role:captain", "load:corn@1")
    assert me(state, 1)["vp"] == 2


def test_wharf_ships_every_barrel_of_one_kind_on_a_private_ship():
    board = player_board(goods_={"coffee": 9}, buildings={"wharf": 1})
    state = captain_table({0: player_board(), 1: board})
    supply = js(state)["goods"]["coffee"]
    play(state, "role:captain", "wharf:coffee")
    assert me(state, 1)["vp"] == 9
    assert me(state, 1)["goods"]["coffee"] == 0
    assert js(state)["goods"]["coffee"] == supply + 9, "the barrels go back to the supply"
    assert js(state)["ships"] == EMPTY_SHIPS


def test_wharf_may_ship_a_kind_already_on_a_cargo_ship():
    board = player_board(goods_={"corn": 3}, buildings={"wharf": 1})
    state = captain_table({0: player_board(), 1: board}, ships(("corn", 5), (None, 0), (None, 0)))
    play(state, "role:captain")
    assert legal(state) == ["pass", "wharf:corn"]
    play(state, "wharf:corn")
    assert me(state, 1)["vp"] == 3


def test_wharf_is_used_at_most_once_per_captain_phase():
    board = player_board(goods_={"corn": 3, "coffee": 2}, buildings={"wharf": 1})
    state = captain_table(
        {0: player_board(), 1: board}, ships(("corn", 5), ("coffee", 6), ("sugar", 1))
    )
    play(state, "role:captain", "wharf:corn")
    # coffee cannot go anywhere and the Wharf is spent: storage
    assert phase(state) == "role"
    assert me(state, 1)["goods"] == goods(coffee=1)


def test_wharf_is_optional_instead_of_a_cargo_ship():
    board = player_board(goods_={"corn": 3}, buildings={"wharf": 1})
    state = captain_table({0: player_board(), 1: board})
    play(state, "role:captain")
    assert {"wharf:corn", "load:corn@1"} <= set(legal(state))
    assert "pass" not in legal(state), "loading is still compulsory"


def test_an_unoccupied_wharf_ships_nothing():
    board = player_board(goods_={"corn": 3}, buildings={"wharf": 0})
    state = captain_table({0: player_board(), 1: board})
    play(state, "role:captain")
    assert "wharf:corn" not in legal(state)


def test_the_captain_privilege_applies_to_a_wharf_load():
    board = player_board(goods_={"corn": 3}, buildings={"wharf": 1})
    state = captain_table({0: board})
    play(state, "role:captain", "wharf:corn")
    assert me(state, 0)["vp"] == 4


def test_harbor_and_wharf_example():
    """RO Harbor: its owner (also an occupied Wharf) can load only 3 of his 5 tobacco on the
    tobacco ship, which fills it: 3 + 1 VP. Next turn he loads his 2 sugar on the sugar ship:
    2 + 1 VP. Next turn he ships the last 2 tobacco with the Wharf: 2 + 1 VP. The Harbor gave
    3 VP in this phase."""
    board = player_board(goods_={"tobacco": 5, "sugar": 2}, buildings={"harbor": 1, "wharf": 1})
    state = captain_table(
        {0: player_board(), 1: board}, ships(("tobacco", 2), ("sugar", 1), (None, 0))
    )
    play(state, "role:captain", "load:tobacco@1")
    assert me(state, 1)["vp"] == 4
    play(state, "load:sugar@2")
    assert me(state, 1)["vp"] == 7
    play(state, "wharf:tobacco")
    assert me(state, 1)["vp"] == 10
    assert phase(state) == "role"
    # the full tobacco ship was emptied at the end of the phase
    assert js(state)["ships"] == ships((None, 0), ("sugar", 3), (None, 0))


def test_harbor_and_wharf_example_with_all_tobacco_on_the_wharf():
    """RO Wharf: had the player shipped all 5 tobacco with the Wharf, the tobacco ship would not
    be full and would not be emptied."""
    board = player_board(goods_={"tobacco": 5, "sugar": 2}, buildings={"harbor": 1, "wharf": 1})
    state = captain_table(
        {0: player_board(), 1: board}, ships(("tobacco", 2), ("sugar", 1), (None, 0))
    )
    play(state, "role:captain", "wharf:tobacco", "load:sugar@2")
    assert me(state, 1)["vp"] == (5 + 1) + (2 + 1)
    assert js(state)["ships"] == ships(("tobacco", 2), ("sugar", 3), (None, 0))


# -- VP chips running out ------------------------------------------------------------------------


def test_running_out_of_vp_chips_ends_the_game_and_later_vp_still_count():
    """IT: the game ends when the last VP chip is taken in the Captain phase; VP earned after
    that are written down and still count."""
    state = captain_table(
        {0: player_board(goods_={"corn": 4}), 1: player_board(goods_={"coffee": 3})},
        extra={"vp_supply": 3},
    )
    play(state, "role:captain", "load:corn@1")
    assert js(state)["end_triggered"] is True
    play(state, "load:coffee@2")
    assert me(state, 0)["vp"] == 5 and me(state, 1)["vp"] == 3
    assert not state.is_over(), "the round is finished first"
    assert state.final_scores()[1].breakdown["vp_chips"] == 3


def test_the_game_does_not_end_while_vp_chips_remain():
    state = captain_table({0: player_board(goods_={"corn": 4})}, extra={"vp_supply": 6})
    play(state, "role:captain", "load:corn@1")
    assert js(state)["vp_supply"] == 1
    assert js(state)["end_triggered"] is False


def test_two_players_load_on_the_4_and_6_space_ships():
    """2-player rules: only the ships with 4 and 6 spaces; five corn must go on the larger."""
    changes = {
        "players.0": player_board(goods_={"corn": 5}),
        "players.1": player_board(goods_={"corn": 2}),
    }
    state = table(2, changes)
    play(state, "role:captain")
    assert legal(state) == ["load:corn@2"]
    play(state, "load:corn@2", "load:corn@2")
    assert js(state)["ships"] == [
        {"capacity": 4, "good": None, "count": 0},
        {"capacity": 6, "good": None, "count": 0},
    ], "the 6-space ship was filled and emptied"
    assert me(state, 0)["vp"] == 6 and me(state, 1)["vp"] == 1
    assert me(state, 1)["goods"] == goods(corn=1)
