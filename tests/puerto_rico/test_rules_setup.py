"""Setup by player count (IT "Preparazione del gioco" + "Partite in due giocatori"; GAME_DATA A.4),
and what each player may see (VP chips face down, plantation stacks face down)."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.puerto_rico.support import GOODS, js, legal, new_game, patch

ALL_PLAYERS = (2, 3, 4, 5)

PLANTATIONS_IN_BOX = {"corn": 10, "indigo": 12, "sugar": 11, "tobacco": 9, "coffee": 8}
BARRELS_IN_BOX = {"corn": 10, "indigo": 11, "sugar": 11, "tobacco": 9, "coffee": 9}
BUILDINGS_3_TO_5 = {
    "small_indigo_plant": 4,
    "small_sugar_mill": 4,
    "large_indigo_plant": 3,
    "large_sugar_mill": 3,
    "tobacco_storage": 3,
    "coffee_roaster": 3,
    "small_market": 2,
    "hacienda": 2,
    "construction_hut": 2,
    "small_warehouse": 2,
    "hospice": 2,
    "office": 2,
    "large_market": 2,
    "large_warehouse": 2,
    "factory": 2,
    "university": 2,
    "harbor": 2,
    "wharf": 2,
    "guild_hall": 1,
    "residence": 1,
    "fortress": 1,
    "customs_house": 1,
    "city_hall": 1,
}
PRODUCTION = (
    "small_indigo_plant",
    "small_sugar_mill",
    "large_indigo_plant",
    "large_sugar_mill",
    "tobacco_storage",
    "coffee_roaster",
)


@pytest.mark.parametrize(("players", "doubloons"), [(2, 3), (3, 2), (4, 3), (5, 4)])
def test_each_player_starts_with_doubloons_by_player_count(players, doubloons):
    assert [p["doubloons"] for p in js(new_game(players))["players"]] == [doubloons] * players


@pytest.mark.parametrize(
    ("players", "start"),
    [
        (2, ["indigo", "corn"]),
        (3, ["indigo", "indigo", "corn"]),
        (4, ["indigo", "indigo", "corn", "corn"]),
        (5, ["indigo", "indigo", "indigo", "corn", "corn"]),
    ],
)
def test_starting_plantation_depends_on_the_seat(players, start):
    data = js(new_game(players))
    for seat, kind in enumerate(start):
        board = data["players"][seat]
        assert board["island"] == {**dict.fromkeys((*GOODS, "quarry"), 0), kind: 1}
        assert sum(board["occupied"].values()) == 0, "the starting plantation is unoccupied"
        assert board["buildings"] == {} and board["vp"] == 0 and board["unplaced"] == 0
        assert sum(board["goods"].values()) == 0


@pytest.mark.parametrize("players", ALL_PLAYERS)
def test_face_up_plantations_are_one_more_than_the_players(players):
    assert sum(js(new_game(players))["face_up"].values()) == players + 1


@pytest.mark.parametrize(("players", "removed"), [(2, 3), (3, 0), (4, 0), (5, 0)])
def test_plantation_tiles_in_play(players, removed):
    """All 50 plantations (12 indigo, 11 sugar, 10 corn, 9 tobacco, 8 coffee); 2 players: remove
    three of each kind."""
    data = js(new_game(players))
    total = Counter(data["deck"])
    total.update(data["face_up"])
    for board in data["players"]:
        total.update({k: v for k, v in board["island"].items() if k != "quarry"})
    assert dict(total) == {k: n - removed for k, n in PLANTATIONS_IN_BOX.items()}


@pytest.mark.parametrize(("players", "quarries"), [(2, 5), (3, 8), (4, 8), (5, 8)])
def test_quarries_in_play(players, quarries):
    assert js(new_game(players))["quarries"] == quarries


@pytest.mark.parametrize(
    ("players", "ship", "supply"), [(2, 2, 40), (3, 3, 55), (4, 4, 75), (5, 5, 95)]
)
def test_colonists_on_the_colonist_ship_and_in_the_supply(players, ship, supply):
    assert js(new_game(players))["colonists"] == {"ship": ship, "supply": supply}


@pytest.mark.parametrize(("players", "vp"), [(2, 65), (3, 76), (4, 101), (5, 126)])
def test_vp_chips_in_the_supply(players, vp):
    assert js(new_game(players))["vp_supply"] == vp


@pytest.mark.parametrize(
    ("players", "ships"), [(2, [4, 6]), (3, [4, 5, 6]), (4, [5, 6, 7]), (5, [6, 7, 8])]
)
def test_cargo_ships_by_player_count(players, ships):
    data = js(new_game(players))
    assert [s["capacity"] for s in data["ships"]] == ships
    assert all(s["count"] == 0 and s["good"] is None for s in data["ships"])


@pytest.mark.parametrize(("players", "prospectors"), [(2, 1), (3, 0), (4, 1), (5, 2)])
def test_role_cards_by_player_count(players, prospectors):
    roles = [r["role"] for r in js(new_game(players))["roles"]]
    assert Counter(roles) == Counter(
        ["settler", "mayor", "builder", "craftsman", "trader", "captain"]
        + ["prospector"] * prospectors
    )
    assert all(r["doubloons"] == 0 for r in js(new_game(players))["roles"])


@pytest.mark.parametrize(("players", "removed"), [(2, 2), (3, 0), (4, 0), (5, 0)])
def test_goods_barrels_in_play(players, removed):
    assert js(new_game(players))["goods"] == {k: n - removed for k, n in BARRELS_IN_BOX.items()}


@pytest.mark.parametrize("players", (3, 4, 5))
def test_all_49_buildings_are_in_play_with_three_to_five_players(players):
    supply = js(new_game(players))["building_supply"]
    assert supply == BUILDINGS_3_TO_5
    assert sum(supply.values()) == 49


def test_two_players_use_two_of_each_production_and_one_of_each_violet_building():
    supply = js(new_game(2))["building_supply"]
    assert supply == {b: (2 if b in PRODUCTION else 1) for b in BUILDINGS_3_TO_5}


@pytest.mark.parametrize("players", ALL_PLAYERS)
def test_the_first_player_is_governor_and_chooses_the_first_role(players):
    state = new_game(players)
    data = js(state)
    assert data["governor"] == 0 and data["current_player"] == 0
    assert data["phase"] == "role" and data["round"] == 1
    assert state.current_players() == (0,)
    assert all(m.startswith("role:") for m in legal(state))


def test_the_trading_house_and_ships_start_empty():
    data = js(new_game(4))
    assert data["trading_house"] == []


def test_the_setup_depends_on_the_seed_only_through_the_plantation_stacks():
    a, b = js(new_game(4, seed=1)), js(new_game(4, seed=2))
    for data in (a, b):
        del data["deck"], data["face_up"], data["rng"]
    assert a == b


# -- hidden information --------------------------------------------------------------------------


def test_vp_chips_are_hidden_from_the_other_players():
    """IT Capitano: the VP chips go face down on the player's harbour."""
    state = new_game(3)
    state = patch(state, {"players.0.vp": 7, "players.1.vp": 3})
    view = state.view(0)
    assert view["players"][0]["vp"] == 7
    assert view["players"][1]["vp"] is None and view["players"][2]["vp"] is None
    assert [p["vp"] for p in state.view(None)["players"]] == [None, None, None]


def test_doubloons_and_goods_stay_public():
    """RO: VP are kept secret "unlike money and goods"."""
    state = patch(new_game(3), {"players.1.doubloons": 9, "players.1.goods.coffee": 2})
    view = state.view(0)
    assert view["players"][1]["doubloons"] == 9
    assert view["players"][1]["goods"]["coffee"] == 2


@pytest.mark.parametrize("viewer", [0, 1, 2, None])
def test_the_order_of_the_plantation_stacks_is_hidden_from_everyone(viewer):
    state = new_game(3)
    deck = js(state)["deck"]
    text = repr(state.view(viewer))
    assert "deck" not in state.view(viewer) or state.view(viewer)["deck"] != deck
    # the hidden order must not leak in any other field either
    assert repr(deck) not in text
