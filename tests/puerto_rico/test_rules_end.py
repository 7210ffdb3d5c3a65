"""The end of the game and the final score (IT "Fine del gioco", "Edifici Commerciali grandi";
RO "Sfârşitul jocului", large buildings), with the book's worked examples."""

from __future__ import annotations

import pytest

from game.core import ranking
from tests.puerto_rico.support import (
    js,
    legal,
    me,
    phase,
    play,
    player_board,
    score,
    table,
)


def scored(board: dict, players: int = 4) -> dict[str, int]:
    """Player 0's score breakdown when their board is ``board``."""
    return score(table(players, {"players.0": board}), 0)


# -- the final score -----------------------------------------------------------------------------


def test_final_score_is_vp_chips_plus_building_vp_plus_large_building_bonuses():
    board = player_board(
        vp=17,
        buildings={"small_market": 0, "office": 1, "harbor": 1, "city_hall": 1},
    )
    result = scored(board)
    assert result["vp_chips"] == 17
    assert result["buildings"] == 1 + 2 + 3 + 4
    assert result["city_hall"] == 4  # four violet buildings, City Hall included
    assert result["total"] == 17 + 10 + 4


def test_buildings_score_their_vp_even_when_unoccupied():
    """RO: the points of a building count even when it is not occupied; each large building is
    worth 4 VP unoccupied."""
    board = player_board(
        buildings={
            "guild_hall": 0,
            "residence": 0,
            "fortress": 0,
            "customs_house": 0,
            "city_hall": 0,
            "coffee_roaster": 0,
        }
    )
    result = scored(board)
    assert result["buildings"] == 5 * 4 + 3
    assert result["total"] == 23


def test_large_building_bonuses_need_an_occupied_building():
    board = player_board(
        vp=20,
        tiles={"corn": 12},
        san_juan=9,
        buildings={
            "guild_hall": 0,
            "residence": 0,
            "fortress": 0,
            "customs_house": 0,
            "city_hall": 0,
            "large_indigo_plant": 0,
        },
    )
    result = scored(board)
    for bonus in ("guild_hall", "residence", "fortress", "customs_house", "city_hall"):
        assert result[bonus] == 0, bonus


@pytest.mark.parametrize(("players", "doubloons"), [(3, 2), (4, 3)])
def test_vp_chips_and_buildings_but_not_doubloons_make_the_score(players, doubloons):
    result = scored(player_board(doubloons=doubloons * 10, vp=5), players)
    assert result["total"] == 5


# -- the five large buildings --------------------------------------------------------------------


def test_guild_hall_example():
    """IT: Evelyn has the occupied Guild Hall, a Small Indigo Plant, a Large Indigo Plant, a
    Coffee Roaster and a Large Sugar Mill: 7 extra VP (1 per small, 2 per large production
    building, occupied or not)."""
    board = player_board(
        buildings={
            "guild_hall": 1,
            "small_indigo_plant": 0,
            "large_indigo_plant": 1,
            "coffee_roaster": 0,
            "large_sugar_mill": 2,
        }
    )
    assert scored(board)["guild_hall"] == 7


def test_guild_hall_example_from_the_2002_book():
    """RO: a small and a large sugar mill, a small indigo plant and a coffee roaster: 6 VP."""
    board = player_board(
        buildings={
            "guild_hall": 1,
            "small_sugar_mill": 0,
            "large_sugar_mill": 0,
            "small_indigo_plant": 0,
            "coffee_roaster": 0,
        }
    )
    assert scored(board)["guild_hall"] == 6


@pytest.mark.parametrize(
    ("filled", "bonus"),
    [(1, 4), (5, 4), (9, 4), (10, 5), (11, 6), (12, 7)],
)
def test_residence_pays_by_filled_island_spaces(filled, bonus):
    """IT: 1-9 filled island spaces: 4 VP; 10: 5; 11: 6; all 12: 7. Occupied or not."""
    tiles = {"corn": min(filled, 6), "quarry": max(filled - 6, 0)}
    board = player_board(tiles=tiles, buildings={"residence": 1})
    assert scored(board)["residence"] == bonus


def test_residence_example():
    """IT: Anthony has the occupied Residence and 10 of his 12 island spaces filled: 5 VP."""
    board = player_board(
        tiles={"corn": 3, "indigo": 3, "sugar": 2, "quarry": 2},
        occupied={"corn": 1},
        buildings={"residence": 1},
    )
    assert scored(board)["residence"] == 5


def test_fortress_example():
    """IT: Greta has the occupied Fortress and 22 colonists on her plantations, quarries,
    buildings and in San Juan: 7 extra VP."""
    board = player_board(
        tiles={"corn": 6, "quarry": 4},
        occupied={"corn": 6, "quarry": 4},
        buildings={"fortress": 1, "large_sugar_mill": 3, "tobacco_storage": 3},
        san_juan=5,
    )
    assert scored(board)["fortress"] == 7


def test_fortress_example_from_the_2002_book_counts_san_juan():
    """RO: 20 colonists on plantations, quarries, buildings and in San Juan: 6 VP."""
    board = player_board(
        tiles={"corn": 5}, occupied={"corn": 5}, buildings={"fortress": 1}, san_juan=14
    )
    assert scored(board)["fortress"] == 6


def test_customs_house_example():
    """IT: Leo has the occupied Customs House and 30 VP in chips: 7 extra VP."""
    board = player_board(vp=30, buildings={"customs_house": 1})
    assert scored(board)["customs_house"] == 7


def test_customs_house_counts_only_vp_chips_not_building_vp():
    """RO: 23 VP in chips gives 5 VP; the VP of the buildings are not counted."""
    board = player_board(vp=23, buildings={"customs_house": 1, "harbor": 0, "wharf": 0})
    assert scored(board)["customs_house"] == 5


def test_city_hall_example():
    """IT: Alex has the occupied City Hall, a Construction Hut, a Hospice, a Large Market, a
    Factory, a University and a Customs House: 7 extra VP (City Hall included)."""
    board = player_board(
        buildings={
            "city_hall": 1,
            "construction_hut": 0,
            "hospice": 0,
            "large_market": 0,
            "factory": 0,
            "university": 0,
            "customs_house": 0,
        }
    )
    assert scored(board)["city_hall"] == 7


def test_city_hall_example_from_the_2002_book_ignores_production_buildings():
    """RO: City Hall plus Hacienda, Harbor, Office, Construction Hut, Large Warehouse and
    Residence: 7 VP. Production buildings do not count."""
    board = player_board(
        buildings={
            "city_hall": 1,
            "hacienda": 0,
            "harbor": 0,
            "office": 0,
            "construction_hut": 0,
            "large_warehouse": 0,
            "residence": 0,
            "small_indigo_plant": 1,
            "coffee_roaster": 2,
        }
    )
    assert scored(board)["city_hall"] == 7


# -- the tie-break -------------------------------------------------------------------------------


def test_a_tie_is_broken_by_doubloons_plus_goods():
    """IT: with equal VP the winner has the most doubloons and goods (each counts one)."""
    state = table(
        3,
        {
            "players.0": player_board(vp=10, doubloons=5, goods_={"corn": 1}),
            "players.1": player_board(vp=10, doubloons=2, goods_={"coffee": 3, "corn": 2}),
            "players.2": player_board(vp=9, doubloons=30),
        },
    )
    assert ranking(state.final_scores()) == [2, 1, 3]


def test_a_tie_on_vp_doubloons_and_goods_is_shared():
    state = table(
        3,
        {
            "players.0": player_board(vp=10, doubloons=5),
            "players.1": player_board(vp=10, doubloons=4, goods_={"sugar": 1}),
            "players.2": player_board(vp=2),
        },
    )
    assert ranking(state.final_scores()) == [1, 1, 3]


# -- when the game ends --------------------------------------------------------------------------


def finish_round(state) -> None:
    while not state.is_over() and (phase(state) != "role" or js(state)["picks"] > 0):
        moves = legal(state)
        roles = [m for m in moves if m.startswith("role:")]
        play(state, roles[0] if roles else ("pass" if "pass" in moves else moves[0]))


def test_the_game_ends_at_the_end_of_the_round_in_which_an_end_condition_is_met():
    state = table(4, {"players.2.vp": 0, "vp_supply": 1, "players.0.goods.corn": 2})
    play(state, "role:captain", "load:corn@1")
    assert js(state)["end_triggered"] is True
    assert phase(state) == "role" and not state.is_over()
    finish_round(state)
    assert state.is_over()
    assert js(state)["round"] == 1
    assert state.current_players() == () and state.legal_moves() == []


def test_once_over_the_final_scores_are_shown_to_everyone():
    state = table(4, {"vp_supply": 1, "players.0.goods.corn": 2})
    play(state, "role:captain", "load:corn@1")
    finish_round(state)
    view = state.view(1)
    assert [s["total"] for s in view["scores"]] == [s.total for s in state.final_scores()]
    assert me(state, 0)["vp"] == 3
