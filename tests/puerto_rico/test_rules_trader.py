"""The Trader (IT "Mercante", RO "Comerciantul"): the trading house, prices, privilege,
markets and the Office."""

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

PRICES = {"corn": 0, "indigo": 1, "sugar": 2, "tobacco": 3, "coffee": 4}
ALL_GOODS = dict.fromkeys(PRICES, 1)


def trader_table(boards: dict[int, dict], players: int = 4, extra: dict | None = None):
    changes = {f"players.{p}": board for p, board in boards.items()}
    return table(players, {**changes, **(extra or {})})


@pytest.mark.parametrize(("good", "price"), list(PRICES.items()))
def test_a_barrel_sells_for_the_price_of_its_kind(good, price):
    state = trader_table({0: player_board(), 1: player_board(goods_={good: 1})})
    play(state, "role:trader", f"sell:{good}")
    assert me(state, 1)["doubloons"] == price
    assert me(state, 1)["goods"][good] == 0
    assert js(state)["trading_house"] == [good]


@pytest.mark.parametrize(("good", "price"), list(PRICES.items()))
def test_trader_privilege_adds_one_doubloon_to_the_sale(good, price):
    state = trader_table({0: player_board(goods_={good: 1})})
    play(state, "role:trader", f"sell:{good}")
    assert me(state, 0)["doubloons"] == price + 1


def test_a_trader_selling_corn_gets_only_the_privilege_doubloon():
    state = trader_table({0: player_board(goods_={"corn": 1})})
    play(state, "role:trader", "sell:corn")
    assert me(state, 0)["doubloons"] == 1


def test_a_trader_who_does_not_sell_gets_no_privilege_doubloon():
    state = trader_table({0: player_board(goods_={"coffee": 1})})
    play(state, "role:trader", "pass")
    assert me(state, 0)["doubloons"] == 0


def test_selling_is_optional():
    state = trader_table({0: player_board(), 1: player_board(goods_={"coffee": 1})})
    play(state, "role:trader", "pass")
    assert me(state, 1)["goods"]["coffee"] == 1


def test_each_player_sells_at_most_one_barrel():
    state = trader_table({0: player_board(goods_={"coffee": 1, "sugar": 1}), 1: player_board()})
    play(state, "role:trader", "sell:coffee")
    assert to_act(state) != 0
    assert me(state, 0)["goods"]["sugar"] == 1


def test_players_sell_in_turn_order_from_the_trader():
    boards = {p: player_board(goods_=ALL_GOODS) for p in range(4)}
    state = trader_table(boards, extra={"governor": 3, "current_player": 3})
    play(state, "role:trader")
    order = []
    for good in ("coffee", "tobacco", "sugar", "indigo"):
        order.append(to_act(state))
        play(state, f"sell:{good}")
    assert order == [3, 0, 1, 2]


def test_the_trading_house_buys_only_kinds_it_does_not_hold():
    state = trader_table(
        {0: player_board(goods_={"sugar": 1}), 1: player_board(goods_={"sugar": 1, "corn": 1})},
        extra={"trading_house": ["coffee"]},
    )
    play(state, "role:trader", "sell:sugar")
    assert to_act(state) == 1
    assert "sell:sugar" not in legal(state)
    assert_rejected(state, "sell:sugar")
    assert is_legal(state, "sell:corn")


def test_a_player_with_only_kinds_already_sold_cannot_sell():
    state = trader_table(
        {0: player_board(), 1: player_board(goods_={"coffee": 2})},
        extra={"trading_house": ["coffee"]},
    )
    play(state, "role:trader")
    assert phase(state) == "role", "nobody could sell: the phase is over"
    assert me(state, 1)["goods"]["coffee"] == 2


def test_the_trading_house_has_four_spaces_and_the_phase_ends_when_it_is_full():
    boards = {p: player_board(goods_=ALL_GOODS) for p in range(4)}
    state = trader_table(boards, extra={"trading_house": ["corn", "indigo"]})
    play(state, "role:trader", "sell:coffee", "sell:tobacco")
    # full: the other players cannot sell, the phase is over
    assert phase(state) == "role"
    assert me(state, 2)["goods"] == ALL_GOODS and me(state, 3)["goods"] == ALL_GOODS


def test_a_full_trading_house_is_emptied_at_the_end_of_the_phase():
    boards = {p: player_board(goods_=ALL_GOODS) for p in range(4)}
    state = trader_table(boards, extra={"trading_house": ["corn", "indigo"]})
    supply = js(state)["goods"]
    play(state, "role:trader", "sell:coffee", "sell:tobacco")
    data = js(state)
    assert data["trading_house"] == []
    # the four barrels go back to the supply
    assert data["goods"] == {**supply, **{g: supply[g] + 1 for g in PRICES if g != "sugar"}}


def test_a_trading_house_with_fewer_than_four_barrels_keeps_them():
    state = trader_table({0: player_board(goods_={"coffee": 1})}, extra={"trading_house": []})
    play(state, "role:trader", "sell:coffee")
    while phase(state) == "trader":
        play(state, "pass")
    assert js(state)["trading_house"] == ["coffee"]


# -- markets -------------------------------------------------------------------------------------


def test_small_market_adds_one_doubloon_to_a_sale():
    """RO: Anna (occupied Small Market) sells a barrel of corn and gets 1 doubloon."""
    board = player_board(goods_={"corn": 1}, buildings={"small_market": 1})
    state = trader_table({0: player_board(), 1: board})
    play(state, "role:trader", "sell:corn")
    assert me(state, 1)["doubloons"] == 1


def test_large_market_adds_two_doubloons_to_a_sale():
    board = player_board(goods_={"indigo": 1}, buildings={"large_market": 1})
    state = trader_table({0: player_board(), 1: board})
    play(state, "role:trader", "sell:indigo")
    assert me(state, 1)["doubloons"] == 3


def test_both_markets_add_three_doubloons():
    board = player_board(goods_={"indigo": 1}, buildings={"large_market": 1, "small_market": 1})
    state = trader_table({0: player_board(), 1: board})
    play(state, "role:trader", "sell:indigo")
    assert me(state, 1)["doubloons"] == 4


def test_markets_add_to_the_trader_privilege():
    board = player_board(goods_={"coffee": 1}, buildings={"large_market": 1, "small_market": 1})
    state = trader_table({0: board})
    play(state, "role:trader", "sell:coffee")
    assert me(state, 0)["doubloons"] == 4 + 1 + 3


def test_unoccupied_markets_add_nothing():
    board = player_board(goods_={"indigo": 1}, buildings={"large_market": 0, "small_market": 0})
    state = trader_table({0: player_board(), 1: board})
    play(state, "role:trader", "sell:indigo")
    assert me(state, 1)["doubloons"] == 1


# -- Office --------------------------------------------------------------------------------------


def test_office_may_sell_a_kind_already_in_the_trading_house():
    """IT: a barrel of sugar is in the house; Sarah (occupied Office) sells a second sugar, and
    Evelyn, who owns the other occupied Office, may sell a third while there is room."""
    sarah = player_board(goods_={"sugar": 1}, buildings={"office": 1})
    evelyn = player_board(goods_={"sugar": 1}, buildings={"office": 1})
    state = trader_table(
        {0: player_board(), 1: sarah, 2: evelyn}, extra={"trading_house": ["sugar"]}
    )
    play(state, "role:trader", "sell:sugar", "sell:sugar")
    assert js(state)["trading_house"] == ["sugar", "sugar", "sugar"]


def test_an_unoccupied_office_does_not_allow_a_duplicate_kind():
    board = player_board(goods_={"sugar": 1}, buildings={"office": 0})
    state = trader_table({0: player_board(), 1: board}, extra={"trading_house": ["sugar"]})
    play(state, "role:trader")
    assert phase(state) == "role"
    assert me(state, 1)["goods"]["sugar"] == 1


def test_office_cannot_sell_into_a_full_trading_house():
    """RO: if the trading house is full the Office owner cannot sell there."""
    board = player_board(goods_={"sugar": 1}, buildings={"office": 1})
    state = trader_table({0: board}, extra={"trading_house": ["sugar", "corn", "indigo", "coffee"]})
    play(state, "role:trader")
    assert me(state, 0)["goods"]["sugar"] == 1
    assert phase(state) == "role"
