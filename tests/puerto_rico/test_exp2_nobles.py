"""Expansion 2, the Nobles (IT ESPANSIONE 2 "I NOBILI", ES "LOS NOBLES"): setup, the nobles on
the colonist ship, the end condition, the nobles' VP and the Mayor placement that says which
buildings hold a noble."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalMove
from game.puerto_rico import PRState
from game.puerto_rico import data as prd
from tests.puerto_rico.support import (
    js,
    legal,
    me,
    phase,
    play,
    score,
    to_act,
)
from tests.puerto_rico.support_exp2 import e2_board, e2_game, e2_table

NO_SHIP = {"colonists.ship": 0, "nobles.ship": 0}

# -- setup --


def test_setup_uses_every_colonist_and_puts_one_noble_on_the_ship():
    # IT "Usa tutti i lavoratori"; "all'inizio della partita ... rimpiazza uno dei lavoratori con
    # un Nobile": 4 players, 3 workers + 1 noble on the ship, the other 97 workers in the supply
    data = js(e2_game(4))
    assert data["colonists"] == {"supply": 97, "ship": 4}
    assert data["nobles"]["ship"] == 1
    assert data["nobles"]["supply"] == prd.NOBLES - 1


def test_two_players_apply_the_two_player_colonists_after_the_expansion():
    # IT PARTITE IN DUE GIOCATORI: "Se usi le espansioni 1, 2 e 4, inizia con quelle regole,
    # dopo applica le regole lette qui sopra": 40 in the supply, 2 on the ship (one a noble)
    data = js(e2_game(2))
    assert data["colonists"] == {"supply": 40, "ship": 2}
    assert data["nobles"]["ship"] == 1


def test_without_expansion_1_the_eight_nobles_buildings_are_on_the_board():
    supply = js(e2_game(4))["building_supply"]
    for b in prd.BUILDINGS:
        if b.expansion == "nobles":
            assert supply[b.id] == b.copies
    assert "cloister" not in supply


def test_with_expansion_1_the_draft_fills_the_red_spaces_too():
    # IT ESPANSIONE 1: "Se giocano anche con l'Espansione 2, i giocatori devono riempire tutto il
    # tavoliere, compresi gli spazi con le scritte in rosso"; the Jeweler is a production
    # building, placed as in the base game
    state = PRState.new(4, 1, expansions={"buildings", "nobles"})
    assert phase(state) == "draft"
    assert sum(state.draft_spaces_left().values()) == 17 + 7
    assert "jeweler" in js(state)["building_supply"]
    assert "draft:jeweler" not in legal(state)
    assert "draft:villa" in legal(state)
    placed = 0
    while phase(state) == "draft":
        state.apply(state.legal_moves()[0])
        placed += 1
    assert placed == 24


def test_a_base_game_has_no_nobles_keys():
    data = PRState.new(4, 1).to_json()
    assert "nobles" not in data
    assert "nobles" not in data["players"][0]


# -- the colonist ship --


def test_the_mayor_takes_the_noble_from_the_ship_if_he_wants():
    state = e2_table(4)
    play(state, "role:mayor")
    assert legal(state) == ["ship:noble", "ship:worker"]
    play(state, "ship:noble")
    assert me(state, 0)["nobles"] == 1
    assert [me(state, p).get("nobles") for p in (1, 2, 3)] == [0, 0, 0]


def test_no_placement_is_accepted_while_a_take_from_the_ship_is_asked():
    state = e2_table(4)
    play(state, "role:mayor")
    before = js(state)
    move = state.parse_move("place:-")
    assert not state.is_legal(move)
    assert "colonist ship" in state.illegal_reason(move)
    with pytest.raises(IllegalMove):
        state.apply(move, 0)
    assert js(state) == before


def test_a_noble_left_on_the_ship_goes_to_whoever_takes_it_next():
    state = e2_table(4)
    play(state, "role:mayor", "ship:worker")
    assert to_act(state) == 1
    play(state, "ship:worker", "ship:worker")
    # only the noble is left for player 3: no choice
    assert me(state, 3)["nobles"] == 1
    assert sum(me(state, p)["nobles"] for p in range(4)) == 1


def test_the_mayors_privilege_colonist_is_a_worker_from_the_supply():
    state = e2_table(4, {**NO_SHIP})
    play(state, "role:mayor")
    assert me(state, 0)["nobles"] == 0
    assert me(state, 0)["occupied"]["indigo"] == 1
    assert js(state)["colonists"]["supply"] == 97 - 1 - 3  # the privilege, then the refill


def test_the_ship_refill_replaces_one_colonist_with_a_noble():
    state = e2_table(4)
    play(state, "role:mayor", "ship:noble")
    # no building: the ship needs the minimum, 4 colonists: 3 workers and a noble
    data = js(state)
    assert data["phase"] == "role"
    assert data["colonists"] == {"supply": 96 - 3, "ship": 4}
    assert data["nobles"] == {**data["nobles"], "ship": 1, "supply": prd.NOBLES - 2}


def test_when_the_nobles_run_out_the_ship_gets_workers_only():
    state = e2_table(4, {**NO_SHIP, "nobles.supply": 0})
    play(state, "role:mayor")
    data = js(state)
    assert data["colonists"]["ship"] == 4
    assert data["nobles"]["ship"] == 0


def test_too_few_colonists_to_refill_the_ship_do_not_end_the_game():
    # IT: "NON usare la seguente condizione di Fine del Gioco: Non ci sono abbastanza
    # lavoratori per riempire la Sala di Reclutamento"
    state = e2_table(4, {**NO_SHIP, "colonists.supply": 2})
    play(state, "role:mayor")
    data = js(state)
    assert data["end_triggered"] is False
    assert data["colonists"] == {"supply": 0, "ship": 2}  # the last worker and a noble
    assert data["nobles"]["ship"] == 1


def test_the_hospice_never_takes_the_noble_from_the_ship():
    # rules-notes: the Hospice and the University take a worker ("un lavoratore")
    hospice = e2_board(buildings={"hospice": 1}, tiles={"corn": 1}, occupied={"corn": 1})
    state = e2_table(
        4,
        {"players.0": hospice, "colonists.supply": 0, "colonists.ship": 1, "nobles.ship": 1},
    )
    play(state, "role:settler")
    assert not any(m.endswith("+colonist") for m in legal(state))


# -- scoring --


def test_each_noble_is_worth_one_vp_at_the_end():
    board = e2_board(nobles=2, san_juan=3)
    state = e2_table(4, {"players.1": board})
    assert score(state, 1)["nobles"] == 2
    assert score(state, 1)["total"] == 2


def test_royal_garden_occupied_doubles_the_nobles_vp():
    # IT: "ottiene 1 PV aggiuntivo per ogni Nobile sulla sua plancia isola ... a prescindere se
    # si trovino su un Edificio, un Possedimento o sul porto"
    garden = e2_board(nobles=3, san_juan=2, buildings={"royal_garden": 1})
    empty_garden = e2_board(nobles=3, san_juan=3, buildings={"royal_garden": 0})
    state = e2_table(4, {"players.1": garden, "players.2": empty_garden})
    assert score(state, 1)["royal_garden"] == 3
    assert score(state, 1)["total"] == 4 + 3 + 3
    assert score(state, 2)["royal_garden"] == 0


# -- the Mayor placement names the nobles on the four buildings where it matters --


def test_the_placement_says_which_buildings_hold_a_noble_when_it_can_matter():
    board = e2_board(nobles=1, san_juan=2, tiles={"corn": 1}, buildings={"chapel": 0})
    state = e2_table(4, {"players.0": board, **NO_SHIP, "colonists.supply": 0})
    play(state, "role:mayor")
    assert legal(state) == ["place:corn=1,chapel=1", "place:corn=1,chapel=1;nobles=chapel"]
    play(state, "place:corn=1,chapel=1;nobles=chapel")
    assert me(state, 0)["noble_on"] == ["chapel"]


def test_a_noble_on_a_building_needs_a_noble_and_a_worker_needs_a_worker():
    only_workers = e2_board(san_juan=2, tiles={"corn": 1}, buildings={"chapel": 0})
    only_nobles = e2_board(nobles=2, san_juan=2, tiles={"corn": 1}, buildings={"chapel": 0})
    state = e2_table(4, {"players.0": only_workers, "players.1": only_nobles})
    noble_on_chapel = state.parse_move("place:corn=1,chapel=1;nobles=chapel")
    worker_on_chapel = state.parse_move("place:corn=1,chapel=1")
    assert "only 0 noble" in state.placement_problem(noble_on_chapel, 0)
    assert state.placement_problem(worker_on_chapel, 0) is None
    assert "too few workers" in state.placement_problem(worker_on_chapel, 1)
    assert state.placement_problem(noble_on_chapel, 1) is None
    # and in play: the only arrangement of player 1 is made for them
    state = e2_table(4, {"players.1": only_nobles, **NO_SHIP, "colonists.supply": 0})
    play(state, "role:mayor")
    assert me(state, 1)["noble_on"] == ["chapel"]


def test_the_placement_notation_round_trips_with_nobles():
    state = e2_table(4)
    text = "place:corn=1,chapel=1,zoning_office=1;nobles=chapel,zoning_office"
    move = state.parse_move(text)
    assert state.move_to_text(move) == text
    assert state.parse_move("place:corn=1 ; nobles = chapel") == state.parse_move(
        "place:corn=1;nobles=chapel"
    )


def test_nobles_count_as_colonists_for_the_fortress():
    # IT: "I giocatori possono usare i Nobili come se fossero lavoratori"
    board = e2_board(nobles=2, san_juan=5, buildings={"fortress": 1})
    state = e2_table(4, {"players.1": board})
    assert score(state, 1)["fortress"] == 2  # 6 colonists, 2 of them nobles


def test_two_players_one_copy_of_each_nobles_commercial_building_two_jewelers():
    # IT PARTITE IN DUE GIOCATORI: "un Edificio Commerciale per tipo e due Edifici di Produzione"
    supply = js(e2_game(2))["building_supply"]
    assert supply["chapel"] == 1 and supply["royal_garden"] == 1
    assert supply["jeweler"] == 2
