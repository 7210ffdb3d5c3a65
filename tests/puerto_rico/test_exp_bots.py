"""The bots with the expansions: every level finishes games in every combination of the
expansions the engine plays (never an error), and named tests for the heuristics of each new
rule (what Medium, and so the search's playouts, does in a typical position)."""

from __future__ import annotations

import itertools

import pytest

from game.bots import LEVEL_IDS, get_bot
from game.bots.tournament import main, play_game
from game.puerto_rico import data
from game.puerto_rico.state import PRState
from tests.puerto_rico.support import goods, legal, me, phase, play, to_act
from tests.puerto_rico.support_exp1 import e1_board, e1_game, e1_table, on_board

# the search levels with a small fixed budget, so the tests are quick and reproducible
SEATS = {
    level: f"{level}:iterations=8:time_limit=none" if level in ("hard", "expert") else level
    for level in LEVEL_IDS
}
NAMES = sorted(data.EXPANSION_OPTIONS)
COMBINATIONS = [
    combo for k in range(len(NAMES) + 1) for combo in itertools.combinations(NAMES, k)
]
EMPTY = e1_board()


def medium(state: PRState, seed: int = 1) -> str:
    """Medium's move (text) for the player to act, chosen from that player's view."""
    p = to_act(state)
    bot = get_bot("puerto_rico", "medium", seed)
    return bot.choose(state.view(p), legal(state))


# == no level ever errs ===========================================================================


def test_the_combinations_are_the_sixteen_subsets_of_the_four_expansions():
    assert len(COMBINATIONS) == 16 and len(set(COMBINATIONS)) == 16


@pytest.mark.fuzz
@pytest.mark.parametrize("combo", [(name,) for name in NAMES] + [tuple(NAMES)], ids="+".join)
def test_every_level_finishes_a_game_with_each_expansion_and_with_all_four(combo):
    # Every expansion's rules meet every level alone and together with the others; the base
    # game's bots are the conformance suite's, and the engine in every combination is
    # test_exp_conformance.py's (random games): a bot only chooses among the engine's moves.
    seats = [SEATS["hard"], SEATS["expert"], "medium", "easy"]
    result = play_game("puerto_rico", 4, seats, 13, len(combo), {"expansions": ",".join(combo)})
    assert result.summary["rounds"] > 0 and len(result.seats) == 4


@pytest.mark.parametrize("players", (2, 3, 5))
def test_hard_finishes_games_with_every_expansion_at_two_three_and_five(players):
    expansions = ",".join(NAMES)
    seats = [SEATS["hard"]] + ["medium"] * (players - 1)
    result = play_game("puerto_rico", players, seats, 5, 1, {"expansions": expansions})
    assert result.summary["rounds"] > 0


@pytest.mark.parametrize("combo", COMBINATIONS[1:], ids="+".join)
def test_the_determinizer_rebuilds_every_players_view_with_the_expansions(combo):
    from game.core.hidden import ViewSampler
    from game.core.rng import Rng
    from game.puerto_rico import GAME

    state = GAME.new_game({"players": 3, "expansions": list(combo)}, 21)
    bot = get_bot("puerto_rico", "random", 4)
    rng = Rng(5)
    steps = 0
    while not state.is_over() and steps < 400:
        for p in range(3):
            sample = ViewSampler(GAME.hidden, state.view(p)).sample(rng)
            if p == state.cur:  # (another player's options may hang on their hidden VP chips)
                assert sample.phase == state.phase and sample.legal == state.legal
        mover = state.current_players()[0]
        texts = [state.move_to_text(m) for m in state.legal_moves(mover)]
        state.apply(state.parse_move(bot.choose(state.view(mover), texts)), mover)
        steps += 1


def test_the_tournament_plays_the_expansions_through_the_generic_option(capsys):
    main(["--game", "puerto_rico", "--players", "4", "--seats", "medium,random,random,random",
          "--games", "1", "--option", "expansions=buildings"])
    assert "games: 1" in capsys.readouterr().out


# == Expansion 1: the draft =======================================================================


def test_medium_drafts_the_statue_first():
    state = e1_game(4, seed=3, random_draft=False)
    assert phase(state) == "draft"
    assert medium(state) == "draft:statue"


def test_medium_drafts_the_library_before_the_specialty_factory():
    state = e1_game(4, seed=3, random_draft=False)
    texts = legal(state)
    assert "draft:library" in texts and "draft:specialty_factory" in texts
    # fill the cost-8 spaces' rivals first: Harbor, then the Library over the others
    play(state, "draft:harbor")
    assert medium(state) != "draft:specialty_factory"


# == Expansion 1: the Builder =====================================================================


def builder_for_player_1(state: PRState) -> PRState:
    """Player 0 takes the Builder and passes: player 1 builds (without the privilege)."""
    play(state, "role:builder")
    if to_act(state) == 0:
        play(state, "pass")
    return state


def test_medium_builds_the_library_when_it_can():
    board = e1_board(doubloons=8, tiles={"corn": 2}, occupied={"corn": 2})
    state = e1_table(4, {"players.0": EMPTY, "players.1": board, "round": 6,
                         **on_board("library", "specialty_factory", "university"),
                         "building_supply.lighthouse": 0, "building_supply.factory": 0})
    builder_for_player_1(state)
    assert {"build:library", "build:specialty_factory", "build:university"} <= set(legal(state))
    assert medium(state) == "build:library"


def test_medium_builds_the_statue_late_without_a_colonist_for_it():
    board = e1_board(doubloons=10, buildings={"small_market": 1})
    state = e1_table(4, {"players.0": EMPTY, "players.1": board, "colonists.supply": 10,
                         **on_board("statue")})
    builder_for_player_1(state)
    assert medium(state) == "build:statue"


def test_medium_with_a_church_prefers_a_fourth_row_building():
    # the Church's 2 VP for a large building tip the balance against the Harbor
    board = e1_board(doubloons=10, buildings={"church": 1}, tiles={"corn": 1},
                     occupied={"corn": 1})
    state = e1_table(4, {"players.0": EMPTY, "players.1": board, "colonists.supply": 20,
                         **on_board("church", "statue")})
    builder_for_player_1(state)
    assert medium(state) == "build:statue"


def test_medium_buys_with_the_black_market_giving_back_the_cheapest_items():
    # 6 doubloons for the Factory (7): one thing to give back; a corn barrel is the cheapest
    board = e1_board(doubloons=6, vp=4, san_juan=0, goods_=goods(corn=1, coffee=1),
                     tiles={"indigo": 2, "sugar": 1}, occupied={"indigo": 2, "sugar": 1},
                     buildings={"black_market": 1, "large_indigo_plant": 2,
                                "small_sugar_mill": 1})
    state = e1_table(4, {"players.0": EMPTY, "players.1": board, "round": 6,
                         **on_board("black_market", "factory")})
    builder_for_player_1(state)
    assert medium(state) == "blackmarket:factory/barrel@corn"


# == Expansion 1: the Settler =====================================================================


def test_medium_takes_a_forest_to_complete_a_pair_with_the_forest_house():
    board = e1_board(forests=1, doubloons=2, buildings={"forest_house": 1},
                     tiles={"corn": 1}, occupied={"corn": 1})
    state = e1_table(4, {"players.0": EMPTY, "players.1": board, "round": 6,
                         "face_up": {"corn": 1, "indigo": 1, "sugar": 0, "tobacco": 0,
                                     "coffee": 0}})
    play(state, "role:settler", "take:indigo")
    assert me(state, 0)["island"]["indigo"] == 1 and to_act(state) == 1
    assert {"take:corn", "forest:corn"} <= set(legal(state))
    assert medium(state) == "forest:corn"


def test_medium_keeps_a_coffee_hacienda_tile_it_can_work_and_lays_a_corn_as_forest_else():
    base = e1_board(forests=1, doubloons=2, buildings={"forest_house": 1, "hacienda": 1,
                                                      "coffee_roaster": 0})
    for tile, expected in (("coffee", "hacienda:keep"), ("corn", "hacienda:forest")):
        state = e1_table(4, {"players.0": EMPTY, "players.1": base, "round": 6})
        play(state, "role:settler")
        if to_act(state) == 0:
            play(state, "pass")
        state.deck.append(data.GOOD_IDS.index(tile))  # the top of the hidden stack
        play(state, "hacienda")
        assert medium(state) == expected, tile


# == Expansion 1: the Mayor's privilege with a Library ===========================================


def test_mayor_with_a_library_takes_one_privilege_colonist_to_keep_the_game_going():
    from game.puerto_rico.bots import rules

    behind = e1_board(buildings={"library": 1, "small_market": 0})
    ahead = e1_board(vp=20)
    state = e1_table(4, {"players.0": behind, "players.1": ahead, "players.2": ahead,
                         "players.3": ahead, "colonists.supply": 5, "colonists.ship": 4,
                         "vp_supply": 41})
    play(state, "role:mayor")
    assert state.mayor_ask and {"privilege", "privilege:1", "pass"} <= set(legal(state))
    # the ship needs 4 (players) colonists: 5 - 2 would end the game, 5 - 1 does not
    assert state.move_to_text(rules.fast_move(state)) == "privilege:1"
    assert medium(state) == "privilege:1"


# == Expansion 1: the Trader and the Captain ======================================================


def test_medium_sells_to_its_trading_post_when_the_house_holds_its_good():
    board = e1_board(goods_=goods(coffee=1), buildings={"trading_post": 1})
    state = e1_table(4, {"players.0": EMPTY, "players.1": board,
                         "trading_house": ["coffee"]})
    play(state, "role:trader")
    if to_act(state) == 0:
        play(state, "pass")
    assert medium(state) == "post:coffee"


def test_medium_ships_with_the_small_wharf_what_storage_would_lose():
    board = e1_board(goods_=goods(corn=3, sugar=2), buildings={"small_wharf": 1})
    full = {"ships.0.good": "indigo", "ships.0.count": 5, "ships.1.good": "tobacco",
            "ships.1.count": 6, "ships.2.good": "coffee", "ships.2.count": 7}
    state = e1_table(4, {"players.0": EMPTY, "players.1": board, **full})
    play(state, "role:captain")
    # storage keeps one barrel (sugar, the dearer): the other four go for 2 VP
    assert medium(state) == "smallwharf:corn=3,sugar=1"


def test_medium_loads_a_cargo_ship_before_using_the_small_wharf():
    board = e1_board(goods_=goods(corn=3, sugar=2), buildings={"small_wharf": 1})
    state = e1_table(4, {"players.0": EMPTY, "players.1": board})
    play(state, "role:captain")
    assert medium(state).startswith("load:")


# == Expansion 1: the Guest House =================================================================


def test_medium_moves_a_guest_to_an_idle_production_pair_before_the_craftsman():
    board = e1_board(tiles={"coffee": 1}, buildings={"guest_house": 1, "coffee_roaster": 1})
    state = e1_table(4, {"players.0": EMPTY, "players.1": board})
    play(state, "role:craftsman")
    assert phase(state) == "guests" and to_act(state) == 1
    assert medium(state) == "guest:coffee"


def test_medium_keeps_its_guests_home_when_no_circle_is_worth_it():
    board = e1_board(buildings={"guest_house": 1})
    state = e1_table(4, {"players.0": board, "players.1": EMPTY})
    assert not any(m.startswith("guest:") for m in legal(state))
    assert medium(state).startswith("role:")


# == Expansion 2: Nobles ==========================================================================


def test_medium_takes_the_ships_noble():
    from tests.puerto_rico.support_exp2 import e2_table

    state = e2_table(4)
    play(state, "role:mayor")
    assert legal(state) == ["ship:noble", "ship:worker"]
    assert medium(state) == "ship:noble"


def test_medium_gives_the_royal_supplier_the_barrels_no_ship_can_take():
    from tests.puerto_rico.support_exp2 import e2_board, e2_table

    # corn overflows its ship (room for 1 of 3 barrels); sugar fits on the empty ship
    board = e2_board(nobles=2, san_juan=2, goods_={"corn": 3, "sugar": 1},
                     buildings={"royal_supplier": 1})
    state = e2_table(4, {"players.1": board, "ships.0.good": "corn", "ships.0.count": 4,
                         "ships.1.good": "indigo", "ships.1.count": 1})
    play(state, "role:captain")
    assert to_act(state) == 1 and "supplier:corn" in legal(state)
    assert medium(state) == "supplier:corn"


def test_medium_keeps_its_plantations_from_the_hunting_lodge_while_the_island_has_room():
    from tests.puerto_rico.support_exp2 import e2_board, e2_table

    board = e2_board(tiles={"corn": 2, "sugar": 1}, occupied={"corn": 1},
                     buildings={"hunting_lodge": 1})
    state = e2_table(4, {"players.0": board})
    play(state, "role:settler", "take:quarry")
    while phase(state) == "settler":
        play(state, "pass")
    assert phase(state) == "lodge" and to_act(state) == 0
    assert medium(state) == "pass"


def test_medium_buys_a_plantation_with_the_land_office_early():
    from tests.puerto_rico.support_exp2 import e2_board, e2_table

    board = e2_board(doubloons=4, goods_={"corn": 1}, tiles={"corn": 1}, occupied={"corn": 1},
                     buildings={"land_office": 1})
    state = e2_table(4, {"players.0": board, "round": 3})
    play(state, "role:trader")
    assert "land:buy" in legal(state)
    assert medium(state) == "land:buy"


def test_hard_drafts_like_medium_the_search_cannot_see_that_far():
    state = e1_game(4, seed=3, random_draft=False)
    hard = get_bot("puerto_rico", "hard", 1, iterations=50, time_limit=None)
    assert hard.choose(state.view(0), legal(state)) == medium(state)


# == Expansion 3: the Buccaneer ===================================================================


def test_medium_plunders_a_full_trading_house():
    from tests.puerto_rico.support_exp3 import buc_table

    state = buc_table(changes={"trading_house": ["corn", "indigo", "sugar", "coffee"]})
    play(state, "role:buccaneer")
    assert "plunder" in legal(state)
    assert medium(state) == "plunder"


def test_medium_chooses_the_buccaneer_to_plunder_a_full_trading_house():
    from tests.puerto_rico.support_exp3 import buc_table

    state = buc_table(changes={"trading_house": ["corn", "indigo", "sugar", "coffee"]})
    assert medium(state) == "role:buccaneer"


def test_medium_keeps_all_the_loot_piracy_allows():
    from tests.puerto_rico.support_exp3 import buc_table

    ship = {"capacity": 6, "good": "coffee", "count": 5}
    state = buc_table(changes={"ships.1": ship, "goods.coffee": 4})
    play(state, "role:buccaneer", "piracy:2")
    assert medium(state) == "loot:3"


def test_medium_puts_raided_colonists_where_they_produce():
    from tests.puerto_rico.support import player_board
    from tests.puerto_rico.support_exp3 import buc_table

    board = player_board(tiles={"coffee": 1, "corn": 1},
                         buildings={"coffee_roaster": 0, "small_warehouse": 0})
    state = buc_table(changes={"colonists.ship": 9, "colonists.supply": 50, "players.0": board})
    play(state, "role:buccaneer", "raid")
    # one at a time, but a plantation and its building pay only together: both get one
    assert medium(state) in ("raid:coffee", "raid:coffee_roaster")
    while phase(state) == "buccaneer":
        play(state, medium(state))
    assert me(state, 0)["occupied"]["coffee"] == 1
    assert me(state, 0)["buildings"]["coffee_roaster"] == 1


# == Expansion 4: the Festival ====================================================================


def test_medium_builds_the_festival_goal_building_near_the_end():
    from tests.puerto_rico.support import player_board
    from tests.puerto_rico.support_exp4 import fest_table

    # few VP chips left: the goal's 3 VP decide among the buildings of row 3
    board = player_board(doubloons=7, tiles={"corn": 1}, occupied={"corn": 1},
                         buildings={"small_market": 1})
    for goal in ("harbor", "university"):
        state = fest_table(changes={"players.0": board, "round": 12, "vp_supply": 8},
                           goals=("coffee", ["corn", "indigo", "indigo"], goal))
        play(state, "role:builder")
        assert medium(state) == f"build:{goal}"


def test_medium_takes_the_third_plantation_of_the_festival_kind():
    from tests.puerto_rico.support import player_board
    from tests.puerto_rico.support_exp4 import fest_table

    board = player_board(tiles={"coffee": 2}, buildings={"small_market": 1})
    face_up = {"corn": 1, "indigo": 1, "sugar": 0, "tobacco": 0, "coffee": 1}
    state = fest_table(changes={"players.0": board, "face_up": face_up,
                                "colonists.supply": 40})
    play(state, "role:settler")
    assert medium(state) == "take:coffee"
