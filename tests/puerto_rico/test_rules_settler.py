"""The Settler (IT "Colono", ES "Colono", RO "Colonistul") and its buildings: Construction Hut,
Hacienda, Hospice."""

from __future__ import annotations

from collections import Counter

from tests.puerto_rico.support import (
    assert_rejected,
    is_legal,
    island,
    js,
    legal,
    me,
    phase,
    play,
    table,
    to_act,
)

FACE_UP = {"corn": 1, "indigo": 1, "sugar": 1, "tobacco": 0, "coffee": 1}
DECK = ["indigo", "corn", "sugar", "tobacco", "coffee", "indigo", "sugar", "coffee"]


def settler_table(extra: dict | None = None, players: int = 3) -> object:
    return table(players, {"face_up": FACE_UP, "deck": DECK, "discard": [], **(extra or {})})


def test_the_settler_takes_a_face_up_plantation_onto_an_island_space():
    state = settler_table()
    play(state, "role:settler", "take:coffee")
    assert me(state, 0)["island"]["coffee"] == 1
    assert me(state, 0)["occupied"]["coffee"] == 0, "a new plantation arrives unoccupied"


def test_settler_privilege_may_take_a_quarry():
    state = settler_table()
    play(state, "role:settler")
    assert is_legal(state, "take:quarry")
    play(state, "take:quarry")
    assert me(state, 0)["island"]["quarry"] == 1
    assert js(state)["quarries"] == 7


def test_the_other_players_may_not_take_a_quarry():
    state = settler_table()
    play(state, "role:settler", "take:coffee")
    assert to_act(state) == 1
    assert "take:quarry" not in legal(state)
    assert_rejected(state, "take:quarry")


def test_players_take_one_plantation_each_in_turn_order_from_the_settler():
    state = settler_table({"governor": 1, "current_player": 1})
    play(state, "role:settler")  # player 1 is the Settler
    order = []
    for kind in ("corn", "indigo", "sugar"):
        order.append(to_act(state))
        play(state, f"take:{kind}")
    assert order == [1, 2, 0]
    assert [me(state, p)["island"][k] for p, k in ((1, "corn"), (2, "indigo"), (0, "sugar"))] == [
        1,
        1,
        1,
    ]
    assert phase(state) == "role"


def test_taking_a_plantation_is_optional():
    state = settler_table()
    before = me(state, 0)["island"]
    play(state, "role:settler", "pass")
    assert me(state, 0)["island"] == before
    assert to_act(state) == 1


def test_the_taken_plantation_leaves_the_face_up_row():
    state = settler_table()
    play(state, "role:settler", "take:coffee")
    assert js(state)["face_up"]["coffee"] == 0
    assert "take:coffee" not in legal(state)


def test_no_quarry_once_the_quarry_tiles_run_out():
    """IT: when the quarries run out the Settler cannot use the privilege."""
    state = settler_table({"quarries": 0, "players.1.buildings": {"construction_hut": 1}})
    play(state, "role:settler")
    assert "take:quarry" not in legal(state)
    play(state, "take:corn")
    assert "take:quarry" not in legal(state), "nor can the Construction Hut"


def test_unchosen_face_up_plantations_are_discarded_and_new_ones_turned_up():
    """IT: at the end the Settler discards the face-up plantations left and turns up one new
    plantation per stack (players + 1)."""
    state = settler_table()
    play(state, "role:settler", "take:coffee", "take:corn", "take:sugar")
    data = js(state)
    assert data["discard"] == ["indigo"]
    # four new tiles from the top of the hidden stack (the top is the end of the list)
    assert data["face_up"] == {"corn": 0, "indigo": 1, "sugar": 1, "tobacco": 0, "coffee": 2}
    assert data["deck"] == DECK[:-4]


def test_the_discard_pile_is_reshuffled_into_new_stacks_when_the_stacks_run_out():
    state = settler_table({"deck": ["coffee"], "discard": ["corn", "corn", "tobacco"]})
    play(state, "role:settler", "pass", "pass", "pass")
    data = js(state)
    # 4 leftovers discarded + 3 in the discard pile + 1 in the stack = 8 tiles for 4 places
    assert sum(data["face_up"].values()) == 4
    assert len(data["deck"]) + len(data["discard"]) == 4
    everything = Counter(data["deck"]) + Counter(data["discard"]) + Counter(data["face_up"])
    assert everything == Counter({"corn": 3, "indigo": 1, "sugar": 1, "coffee": 2, "tobacco": 1})


def test_when_stacks_and_discard_pile_are_empty_the_row_is_not_refilled():
    """IT: if the discard pile runs out too, the players can no longer take plantations."""
    state = settler_table({"deck": [], "discard": []})
    play(state, "role:settler", "take:coffee", "take:corn", "take:sugar")
    # only the indigo was left: it is discarded, reshuffled and comes back alone
    assert js(state)["face_up"] == {"corn": 0, "indigo": 1, "sugar": 0, "tobacco": 0, "coffee": 0}
    state = settler_table({"deck": [], "discard": [], "face_up": dict.fromkeys(FACE_UP, 0)})
    play(state, "role:settler")
    assert legal(state) == ["pass", "take:quarry"], "only the privilege quarry is left"
    play(state, "take:quarry")
    assert phase(state) == "role", "nobody else can settle"


def test_a_player_whose_island_is_full_cannot_settle():
    """ES: once all 12 island spaces are filled the player can no longer do the Settler
    action."""
    state = settler_table({"players.1.island": island(corn=6, indigo=6)})
    play(state, "role:settler", "take:coffee")
    assert to_act(state) == 2, "player 1 (full island) is skipped"


def test_a_full_island_settler_gets_no_tile_but_keeps_the_card_doubloons():
    state = settler_table({"players.0.island": island(corn=6, quarry=6), "roles.0.doubloons": 2})
    play(state, "role:settler")
    assert me(state, 0)["island"] == island(corn=6, quarry=6)
    assert me(state, 0)["doubloons"] == 2 + 2
    assert to_act(state) == 1


# -- Construction Hut ----------------------------------------------------------------------------


def test_construction_hut_lets_its_owner_take_a_quarry_instead_of_a_plantation():
    state = settler_table({"players.1.buildings": {"construction_hut": 1}})
    play(state, "role:settler", "take:coffee")
    assert is_legal(state, "take:quarry")
    play(state, "take:quarry")
    assert me(state, 1)["island"]["quarry"] == 1


def test_an_unoccupied_construction_hut_gives_no_quarry():
    state = settler_table({"players.1.buildings": {"construction_hut": 0}})
    play(state, "role:settler", "take:coffee")
    assert "take:quarry" not in legal(state)


def test_construction_hut_gives_the_settler_no_second_quarry():
    state = settler_table({"players.0.buildings": {"construction_hut": 1}})
    play(state, "role:settler", "take:quarry")
    assert me(state, 0)["island"]["quarry"] == 1
    assert to_act(state) == 1


# -- Hacienda ------------------------------------------------------------------------------------


def test_hacienda_draws_the_top_hidden_plantation_before_the_normal_choice():
    state = settler_table({"players.1.buildings": {"hacienda": 1}})
    play(state, "role:settler", "take:coffee")
    assert is_legal(state, "hacienda")
    play(state, "hacienda")
    assert me(state, 1)["island"][DECK[-1]] == 1 + (1 if DECK[-1] == "indigo" else 0)
    assert js(state)["deck"] == DECK[:-1]
    # then the same player still takes a face-up plantation
    assert to_act(state) == 1
    assert "hacienda" not in legal(state), "only one draw"
    play(state, "take:corn")
    assert me(state, 1)["island"]["corn"] == 1
    assert to_act(state) == 2


def test_hacienda_is_optional():
    state = settler_table({"players.1.buildings": {"hacienda": 1}})
    play(state, "role:settler", "take:coffee", "take:corn")
    assert me(state, 1)["island"]["corn"] == 1
    assert js(state)["deck"][: len(DECK) - 4] == DECK[: len(DECK) - 4]


def test_an_unoccupied_hacienda_draws_nothing():
    state = settler_table({"players.1.buildings": {"hacienda": 0}})
    play(state, "role:settler", "take:coffee")
    assert "hacienda" not in legal(state)


def test_the_hacienda_tile_stays_a_plantation_even_with_a_construction_hut():
    """IT/ES Construction Hut: no second quarry when using the Hacienda; RO: the hidden tile
    cannot be exchanged for a quarry (the normal choice may still be a quarry)."""
    state = settler_table({"players.1.buildings": {"hacienda": 1, "construction_hut": 1}})
    play(state, "role:settler", "take:coffee", "hacienda")
    assert me(state, 1)["island"]["quarry"] == 0
    assert js(state)["quarries"] == 8
    play(state, "take:quarry")
    assert me(state, 1)["island"]["quarry"] == 1


# -- Hospice -------------------------------------------------------------------------------------


def test_hospice_puts_a_colonist_from_the_supply_on_the_new_plantation():
    state = settler_table({"players.1.buildings": {"hospice": 1}})
    supply = js(state)["colonists"]["supply"]
    play(state, "role:settler", "take:coffee", "take:corn+colonist")
    assert me(state, 1)["occupied"]["corn"] == 1
    assert js(state)["colonists"]["supply"] == supply - 1


def test_hospice_also_works_with_a_quarry():
    state = settler_table({"players.0.buildings": {"hospice": 1}})
    play(state, "role:settler", "take:quarry+colonist")
    assert me(state, 0)["occupied"]["quarry"] == 1


def test_hospice_colonist_is_optional():
    state = settler_table({"players.1.buildings": {"hospice": 1}})
    play(state, "role:settler", "take:coffee", "take:corn")
    assert me(state, 1)["occupied"]["corn"] == 0


def test_an_unoccupied_hospice_gives_no_colonist():
    state = settler_table({"players.1.buildings": {"hospice": 0}})
    play(state, "role:settler", "take:coffee")
    assert "take:corn+colonist" not in legal(state)


def test_hospice_gives_no_second_colonist_for_the_hacienda_tile():
    state = settler_table({"players.1.buildings": {"hospice": 1, "hacienda": 1}})
    play(state, "role:settler", "take:coffee", "hacienda", "take:corn+colonist")
    board = me(state, 1)
    assert board["occupied"]["corn"] == 1
    assert sum(board["occupied"].values()) == 1


def test_hospice_takes_the_colonist_from_the_ship_when_the_supply_is_empty():
    """RO (fills the 2020 gap): no colonists in the supply -> one from the colonist ship."""
    state = settler_table(
        {"players.1.buildings": {"hospice": 1}, "colonists": {"supply": 0, "ship": 3}}
    )
    play(state, "role:settler", "take:coffee", "take:corn+colonist")
    assert me(state, 1)["occupied"]["corn"] == 1
    assert js(state)["colonists"] == {"supply": 0, "ship": 2}


def test_hospice_gives_nothing_when_no_colonist_is_left_anywhere():
    state = settler_table(
        {"players.1.buildings": {"hospice": 1}, "colonists": {"supply": 0, "ship": 0}}
    )
    play(state, "role:settler", "take:coffee")
    assert "take:corn+colonist" not in legal(state)
    assert is_legal(state, "take:corn")


def test_hospice_and_construction_hut_together_give_an_occupied_quarry():
    state = settler_table({"players.1.buildings": {"hospice": 1, "construction_hut": 1}})
    play(state, "role:settler", "take:coffee", "take:quarry+colonist")
    assert me(state, 1)["island"]["quarry"] == 1 and me(state, 1)["occupied"]["quarry"] == 1
