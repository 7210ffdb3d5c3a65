"""Expansion 2 with Expansion 1 (IT ESPANSIONE 2 with ESPANSIONE 1): the New Buildings that move
or give back a colonist say whether it is a noble where that can matter; the Forest House with
the Land Office and the Hunting Lodge; the Library does not double a Villa (not a privilege)."""

from __future__ import annotations

from tests.puerto_rico.support import js, legal, me, phase, play, to_act
from tests.puerto_rico.support_exp2 import e2_board, e2_table


def test_black_market_gives_back_a_noble_or_a_worker_as_the_player_says():
    board = e2_board(
        doubloons=1,
        nobles=1,
        san_juan=1,
        buildings={"black_market": 1},
    )
    state = e2_table(4, {"players.1": board}, buildings=True)
    play(state, "role:builder", "pass")
    assert to_act(state) == 1
    options = legal(state)
    # the Small Sugar Mill (2) costs a doubloon more than the player has: the colonist given
    # back may be the noble or a worker (the Black Market's own colonist is a worker)
    noble = "blackmarket:small_sugar_mill/noble@unplaced"
    assert "blackmarket:small_sugar_mill/colonist@unplaced" in options
    assert noble in options
    nobles_before = js(state)["nobles"]["supply"]
    play(state, noble)
    assert me(state, 1)["nobles"] == 0
    assert js(state)["nobles"]["supply"] == nobles_before + 1


def test_black_market_a_noble_on_the_chapel_can_only_go_back_as_a_noble():
    board = e2_board(
        doubloons=1,
        nobles=1,
        noble_on=("chapel",),
        buildings={"black_market": 1, "chapel": 1},
    )
    state = e2_table(4, {"players.1": board}, buildings=True)
    play(state, "role:builder", "pass")
    options = legal(state)
    assert "blackmarket:small_sugar_mill/noble@chapel" in options
    assert "blackmarket:small_sugar_mill/colonist@chapel" not in options
    play(state, "blackmarket:small_sugar_mill/noble@chapel")
    assert me(state, 1)["noble_on"] == []
    assert me(state, 1)["nobles"] == 0


def test_guest_house_a_guest_moving_to_the_chapel_may_be_a_noble():
    board = e2_board(nobles=1, buildings={"guest_house": 2, "chapel": 0})
    state = e2_table(4, {"players.0": board}, buildings=True)
    assert "guest:chapel" in legal(state)
    assert "guest:chapel+noble" in legal(state)
    play(state, "guest:chapel+noble")
    assert me(state, 0)["noble_on"] == ["chapel"]
    assert phase(state) == "role" and to_act(state) == 0


def test_guest_house_only_noble_guests_cannot_go_to_the_chapel_as_workers():
    board = e2_board(nobles=2, buildings={"guest_house": 2, "chapel": 0})
    state = e2_table(4, {"players.0": board}, buildings=True)
    assert "guest:chapel" not in legal(state)
    assert "guest:chapel+noble" in legal(state)


def test_land_office_with_a_forest_house_may_lay_the_plantation_as_a_forest():
    # IT: "Se il proprietario di un Ufficio Territoriale occupato da un lavoratore possiede anche
    # una Capanna nel Bosco, può scegliere di giocare la tessera pescata come una Foresta"
    board = e2_board(
        doubloons=1, forests=0, buildings={"land_office": 1, "forest_house": 1}
    )
    state = e2_table(4, {"players.1": board}, buildings=True)
    top = js(state)["deck"][-1]
    play(state, "role:trader", "land:buy")
    # the owner looks at the drawn tile (hidden from the others), then decides
    assert legal(state) == ["hacienda:forest", "hacienda:keep"]
    assert state.view(1)["new_buildings"]["hacienda_tile"] == top
    assert state.view(2)["new_buildings"]["hacienda_tile"] == "hidden"
    play(state, "hacienda:forest")
    assert me(state, 1)["forests"] == 1
    assert me(state, 1)["doubloons"] == 0


def test_hunting_lodge_may_discard_a_forest_which_leaves_the_game():
    board = e2_board(forests=2, buildings={"hunting_lodge": 1})
    state = e2_table(4, {"players.1": board}, buildings=True)
    play(state, "role:settler", "pass", "pass", "pass", "pass")
    assert legal(state) == ["lodge:forest", "pass"]
    play(state, "lodge:forest")
    assert me(state, 1)["forests"] == 1
    assert js(state)["nobles"]["forests_out"] == 1


def test_library_does_not_double_the_villa():
    # the Villa is a building's effect, not a role's privilege ("raddoppia il vantaggio")
    board = e2_board(buildings={"villa": 1, "library": 1}, san_juan=0)
    state = e2_table(
        4,
        {"players.1": board, "colonists.ship": 0, "nobles.ship": 0},
        buildings=True,
    )
    play(state, "role:mayor")
    assert me(state, 1)["nobles"] == 1


def test_buccaneer_raid_takes_workers_and_the_noble_stays_on_the_ship():
    # Expansion 3's Raid cuts the ship to one colonist per player; the noble is not raided
    from game.puerto_rico import GAME
    from tests.puerto_rico.support import patch

    state = GAME.new_game({"players": 4, "expansions": ["buccaneer", "nobles"]}, 1)
    state = patch(state, {"colonists.ship": 7, "colonists.supply": 94})
    play(state, "role:buccaneer", "raid")
    while phase(state) == "buccaneer" and to_act(state) == 0 and "pass" in legal(state):
        play(state, "pass")
    assert js(state)["colonists"]["ship"] == 4
    assert js(state)["nobles"]["ship"] == 1
