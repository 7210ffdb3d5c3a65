"""The engine never decides for a player who has a choice (IT p. 5: "Usare l'abilità di un
Edificio è opzionale"; line 164: the role's player "può scegliere di svolgere sia l'azione che il
vantaggio"). A decision is skipped only when exactly one outcome is possible; an optional
privilege or ability is asked whenever declining it could change something (rules-notes 34-37).
"""

from __future__ import annotations

from tests.puerto_rico.support import (
    assert_rejected,
    js,
    legal,
    me,
    phase,
    play,
    player_board,
    table,
    to_act,
)


def _forced_texts(state) -> list[tuple[int, str]]:
    return [(p, state.move_to_text(m)) for p, m in state.forced_moves()]


# -- Mayor placements (rules-notes 34) -----------------------------------------------------------


def test_one_new_colonist_and_two_empty_plantations_is_the_players_choice():
    state = table(4, {
        "players.0": player_board(tiles={"corn": 1, "indigo": 1}),
        "colonists": {"supply": 75, "ship": 0},
    })
    play(state, "role:mayor")  # the privilege colonist: one colonist, two plantations
    assert phase(state) == "mayor" and to_act(state) == 0
    assert {"place:corn=1", "place:indigo=1"} <= set(legal(state))
    play(state, "place:indigo=1")
    assert me(state, 0)["occupied"]["indigo"] == 1 and me(state, 0)["occupied"]["corn"] == 0


def test_a_colonist_may_move_from_a_plantation_to_a_building():
    state = table(4, {
        "players.1": player_board(tiles={"corn": 1}, occupied={"corn": 1},
                                  buildings={"small_market": 0}),
        "colonists": {"supply": 75, "ship": 0},
    })
    play(state, "role:mayor")  # player 0: one colonist, one plantation: taken for them
    assert _forced_texts(state)[0][0] == 0
    assert phase(state) == "mayor" and to_act(state) == 1  # no new colonist, still a choice
    play(state, "place:small_market=1")
    assert me(state, 1)["buildings"]["small_market"] == 1
    assert me(state, 1)["occupied"]["corn"] == 0


def test_a_placement_with_one_possible_outcome_is_taken_and_reported():
    state = table(4, {
        "players.0": player_board(tiles={"corn": 1, "indigo": 1}, san_juan=4),
        "colonists": {"supply": 75, "ship": 0},
    })
    play(state, "role:mayor")  # 5 colonists, 2 circles: every circle filled, 3 in San Juan
    assert phase(state) != "mayor"
    forced = _forced_texts(state)
    assert (0, "place:corn=1,indigo=1") in forced
    assert me(state, 0)["unplaced"] == 3


def test_all_free_circles_in_one_building_is_one_outcome():
    state = table(4, {
        "players.0": player_board(tiles={}, buildings={"hospice": 0}),
        "colonists": {"supply": 75, "ship": 0},
    })
    state = play(state, "role:mayor")
    assert (0, "place:hospice=1") in _forced_texts(state)


# -- the Mayor's privilege colonist (rules-notes 35) ------------------------------------------


def _short_supply(supply: int) -> dict:
    # no building anywhere: the ship needs max(empty circles, players) = 4 colonists
    return {"colonists": {"supply": supply, "ship": 0}}


def test_the_mayor_may_decline_the_privilege_colonist_when_it_decides_the_end():
    state = table(4, _short_supply(4))
    play(state, "role:mayor")
    assert to_act(state) == 0 and legal(state) == ["pass", "privilege"]
    assert_rejected(state, "place:-")
    play(state, "pass")
    while phase(state) == "mayor":
        play(state, legal(state)[0])
    data = js(state)
    assert data["colonists"] == {"supply": 0, "ship": 4}  # refilled exactly: the game goes on
    assert data["end_triggered"] is False


def test_taking_the_privilege_colonist_can_end_the_game():
    state = table(4, _short_supply(4))
    play(state, "role:mayor", "privilege")
    while phase(state) == "mayor":
        play(state, legal(state)[0])
    data = js(state)
    assert data["end_reasons"] == ["colonists"]
    assert data["colonists"] == {"supply": 0, "ship": 3}


def test_the_privilege_colonist_is_given_without_asking_when_declining_changes_nothing():
    for supply, ends in ((5, False), (75, False), (3, True)):
        # 5 or more: the ship (4) is refilled either way; 3, fewer than the players: the game
        # ends either way. The colonist is simply given (player 0 places it on their tile).
        state = play(table(4, _short_supply(supply)), "role:mayor")
        assert phase(state) == "role" and "privilege" not in legal(state)
        assert sum(me(state, 0)["occupied"].values()) == 1
        assert js(state)["end_triggered"] is ends


def test_the_privilege_question_counts_every_building_circle():
    # 4 players, 6 building circles owned: the ship may need up to 6, so a supply of 6 asks
    # (rules-notes 35: asked when players <= supply <= max(players, building circles))
    state = table(4, {
        "players.1": player_board(buildings={"coffee_roaster": 0, "small_indigo_plant": 0}),
        "players.2": player_board(buildings={"large_indigo_plant": 0}),
        "colonists": {"supply": 6, "ship": 0},
    })
    play(state, "role:mayor")
    assert legal(state) == ["pass", "privilege"]
    state = table(4, {"colonists": {"supply": 7, "ship": 0}})
    play(state, "role:mayor")
    assert "privilege" not in legal(state)


# -- the Captain's privilege and the Harbor (rules-notes 36) -----------------------------------


def test_the_captain_may_decline_a_bonus_vp_that_would_empty_the_supply():
    state = table(4, {"players.0": player_board(goods_={"corn": 2}), "vp_supply": 3})
    play(state, "role:captain", "load:corn@1")
    assert to_act(state) == 0 and legal(state) == ["bonus:0", "bonus:1"]
    assert js(state)["vp_supply"] == 1  # the shipment's 2 VP are not optional
    play(state, "bonus:0")
    data = js(state)
    assert data["vp_supply"] == 1 and data["end_triggered"] is False
    assert me(state, 0)["vp"] == 2


def test_taking_the_bonus_vp_empties_the_supply_and_ends_the_game():
    state = table(4, {"players.0": player_board(goods_={"corn": 2}), "vp_supply": 3})
    play(state, "role:captain", "load:corn@1", "bonus:1")
    data = js(state)
    assert data["vp_supply"] == 0 and data["end_reasons"] == ["vp"]
    assert me(state, 0)["vp"] == 3


def test_the_harbor_and_the_privilege_may_be_taken_in_part():
    board = player_board(goods_={"corn": 2}, buildings={"harbor": 1})
    state = table(4, {"players.0": board, "vp_supply": 4})
    play(state, "role:captain", "load:corn@1")
    assert legal(state) == ["bonus:0", "bonus:1", "bonus:2"]
    play(state, "bonus:1")  # one chip left in the supply
    assert js(state)["vp_supply"] == 1 and js(state)["end_triggered"] is False


def test_bonus_vp_are_given_without_asking_when_they_cannot_change_the_end():
    board = player_board(goods_={"corn": 2}, buildings={"harbor": 1})
    for supply in (5, 75, 2):  # plenty left / the shipment itself empties the supply
        state = table(4, {"players.0": board, "vp_supply": supply})
        play(state, "role:captain", "load:corn@1")
        assert not any(m.startswith("bonus:") for m in legal(state))
        assert me(state, 0)["vp"] == 4
    # the end is already triggered (a full city this round): the chips are simply given
    state = table(4, {"players.0": board, "vp_supply": 3, "end_reasons": ["city"],
                      "end_triggered": True})
    play(state, "role:captain", "load:corn@1")
    assert me(state, 0)["vp"] == 4


def test_a_pending_question_survives_saving_and_loading():
    from game.puerto_rico import PRState

    state = table(4, {"players.0": player_board(goods_={"corn": 2}), "vp_supply": 3})
    play(state, "role:captain", "load:corn@1")
    again = PRState.from_json(js(state))
    assert legal(again) == legal(state) and to_act(again) == 0
    state = play(table(4, _short_supply(4)), "role:mayor")
    again = PRState.from_json(js(state))
    assert legal(again) == ["pass", "privilege"]


# -- doubloon privileges are never asked (rules-notes 37) --------------------------------------


def test_doubloon_privileges_and_bonuses_are_not_questions():
    state = table(4, {"players.0": player_board(goods_={"corn": 1}, buildings={"small_market": 1})})
    play(state, "role:prospector")  # the doubloon is taken: the next player chooses a role
    assert phase(state) == "role" and to_act(state) == 1
    play(state, "role:trader")
    assert not any(m in ("privilege", "bonus:0") for m in legal(state))
