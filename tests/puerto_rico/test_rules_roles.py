"""Choosing roles, rounds and the governor (IT "Svolgimento del gioco", "I Cittadini",
"Partite in due giocatori"), and the Prospector (IT "Cercatore")."""

from __future__ import annotations

import pytest

from game.core import IllegalMove
from tests.puerto_rico.support import (
    assert_rejected,
    is_legal,
    js,
    legal,
    me,
    new_game,
    phase,
    play,
    table,
    to_act,
)


def roles_in_play(state) -> list[str]:
    return [m for m in legal(state) if m.startswith("role:")]


def play_roles_passing(state, roles: list[str]) -> None:
    """Choose the given roles in turn; every action is passed (or the first move if forced)."""
    for role in roles:
        play(state, role)
        while phase(state) not in ("role", "over"):
            moves = legal(state)
            play(state, "pass" if "pass" in moves else moves[0])


def test_the_governor_chooses_a_role_first():
    state = new_game(4)
    assert to_act(state) == 0
    assert set(roles_in_play(state)) == {
        "role:settler",
        "role:mayor",
        "role:builder",
        "role:craftsman",
        "role:trader",
        "role:captain",
        "role:prospector",
    }


def test_every_player_must_choose_a_role_and_cannot_pass():
    state = new_game(4)
    assert "pass" not in legal(state)
    assert_rejected(state, "pass")


def test_the_player_who_chooses_a_role_acts_first():
    # Builder: the chooser may build before anyone else.
    state = table(3, {f"players.{p}.doubloons": 5 for p in range(3)})
    play(state, "role:builder")
    assert phase(state) == "builder" and to_act(state) == 0


def test_the_other_players_follow_clockwise_in_the_phase():
    state = table(3, {f"players.{p}.doubloons": 5 for p in range(3)})
    play(state, "role:builder")
    order = []
    while phase(state) == "builder":
        order.append(to_act(state))
        play(state, "pass")
    assert order == [0, 1, 2]


def test_the_next_role_is_chosen_by_the_player_left_of_the_previous_chooser():
    state = new_game(4)
    play(state, "role:prospector")
    assert phase(state) == "role" and to_act(state) == 1
    play_roles_passing(state, ["role:builder"])
    assert to_act(state) == 2


def test_a_chosen_role_cannot_be_chosen_again_in_the_same_round():
    state = new_game(4)
    play(state, "role:prospector")
    assert "role:prospector" not in roles_in_play(state)
    assert_rejected(state, "role:prospector")


def test_doubloons_on_a_role_card_go_to_the_player_who_chooses_it():
    state = table(4, {"roles.6.doubloons": 2})  # the Prospector card
    assert js(state)["roles"][6]["role"] == "prospector"
    play(state, "role:prospector")
    # RO: "a player who chooses a Prospector with 2 doubloons on it gets 3 doubloons in all"
    assert me(state, 0)["doubloons"] == 3 + 3
    assert js(state)["roles"][6]["doubloons"] == 0


def test_the_prospector_gives_one_doubloon_and_no_action_to_the_others():
    state = new_game(4)
    play(state, "role:prospector")
    assert [p["doubloons"] for p in js(state)["players"]] == [4, 3, 3, 3]
    assert phase(state) == "role" and to_act(state) == 1


def test_five_players_have_two_prospector_cards():
    state = new_game(5)
    play(state, "role:prospector", "role:prospector2")
    assert [p["doubloons"] for p in js(state)["players"]] == [5, 5, 4, 4, 4]


def test_the_round_ends_when_every_player_has_chosen_a_role():
    state = new_game(3)
    play_roles_passing(state, ["role:builder", "role:trader", "role:settler"])
    data = js(state)
    assert data["round"] == 2 and data["phase"] == "role"


def test_one_doubloon_is_put_on_each_role_not_chosen_at_the_end_of_the_round():
    state = new_game(3)
    play_roles_passing(state, ["role:builder", "role:trader", "role:settler"])
    coins = {r["role"]: r["doubloons"] for r in js(state)["roles"]}
    assert coins == {
        "settler": 0,
        "mayor": 1,
        "builder": 0,
        "craftsman": 1,
        "trader": 0,
        "captain": 1,
    }


def test_doubloons_accumulate_on_roles_left_for_several_rounds():
    state = new_game(3)
    play_roles_passing(state, ["role:builder", "role:trader", "role:settler"])
    play_roles_passing(state, ["role:builder", "role:trader", "role:settler"])
    coins = {r["role"]: r["doubloons"] for r in js(state)["roles"]}
    assert coins["mayor"] == coins["craftsman"] == coins["captain"] == 2


def test_the_governor_passes_to_the_left_at_the_end_of_the_round():
    state = new_game(3)
    play_roles_passing(state, ["role:builder", "role:trader", "role:settler"])
    assert js(state)["governor"] == 1 and to_act(state) == 1
    play_roles_passing(state, ["role:builder", "role:trader", "role:settler"])
    assert js(state)["governor"] == 2 and to_act(state) == 2
    play_roles_passing(state, ["role:builder", "role:trader", "role:settler"])
    assert js(state)["governor"] == 0


def test_chosen_roles_return_to_the_table_for_the_next_round():
    state = new_game(3)
    play_roles_passing(state, ["role:builder", "role:trader", "role:settler"])
    assert len(roles_in_play(state)) == 6
    assert all(r["taken_by"] is None for r in js(state)["roles"])


def test_two_players_choose_three_roles_each_alternating_from_the_governor():
    state = new_game(2)
    choosers = []
    for role in [
        "role:builder",
        "role:trader",
        "role:settler",
        "role:prospector",
        "role:craftsman",
        "role:mayor",
    ]:
        choosers.append(to_act(state))
        play_roles_passing(state, [role])
    assert choosers == [0, 1, 0, 1, 0, 1]
    data = js(state)
    assert data["round"] == 2 and data["governor"] == 1
    # the one role left (of seven) gets a doubloon
    assert {r["role"]: r["doubloons"] for r in data["roles"]}["captain"] == 1
    assert sum(r["doubloons"] for r in data["roles"]) == 1


def test_the_privilege_belongs_only_to_the_player_who_chose_the_role():
    # Builder privilege: the chooser pays 1 less, the next player pays the full price.
    state = table(3, {"players.0.doubloons": 0, "players.1.doubloons": 0})
    play(state, "role:builder")
    # player 0 can afford the Small Indigo Plant (cost 1) thanks to the privilege...
    assert to_act(state) == 0 and is_legal(state, "build:small_indigo_plant")
    play(state, "pass")
    # ... player 1, with no doubloons, cannot build at all and is skipped.
    assert to_act(state) != 1


@pytest.mark.parametrize("players", [3, 4, 5])
def test_each_player_chooses_exactly_one_role_per_round(players):
    state = new_game(players)
    choosers = []
    while js(state)["round"] == 1:
        if phase(state) == "role":
            choosers.append(to_act(state))
            play(state, sorted(roles_in_play(state))[0])
        else:
            moves = legal(state)
            play(state, "pass" if "pass" in moves else moves[0])
    assert choosers == list(range(players))


def test_only_the_player_to_act_may_move():
    state = new_game(4)
    before = js(state)
    with pytest.raises(IllegalMove, match="not player 2's turn"):
        state.apply(state.parse_move("role:builder"), player=1)
    assert js(state) == before
