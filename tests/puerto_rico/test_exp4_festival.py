"""Expansion 4, the Festival (IT ESPANSIONE 4; ES EXPANSIÓN 4): the three goals drawn at setup,
each goal's reward, and "solo il primo giocatore". Positions are patched JSON of a game with the
expansion; the goals are patched in ``festival``."""

from __future__ import annotations

import random
from typing import Any

from game.puerto_rico import PRState
from game.puerto_rico import data as prd
from tests.puerto_rico.invariants import check_invariants
from tests.puerto_rico.support import (
    goods,
    js,
    me,
    new_game,
    phase,
    play,
    player_board,
    score,
    to_act,
)
from tests.puerto_rico.support_exp4 import OPEN, fest_game, fest_table

EMPTY = player_board()


def festival(state: PRState) -> dict[str, Any]:
    return js(state)["festival"]


# -- setup --


def test_the_goals_are_drawn_at_setup_from_the_seeded_rng():
    # IT: "Gli obiettivi devono essere determinati prima dell'inizio della partita."
    a, b = festival(fest_game(4, 7)), festival(fest_game(4, 7))
    assert a == b and a["met_by"] == OPEN
    assert a["plantation"] in prd.GOOD_IDS and len(a["production"]) == 3
    assert prd.BUILDINGS[prd.BUILDING_INDEX[a["construction"]]].vp == 3
    assert {festival(fest_game(4, seed))["plantation"] for seed in range(30)} == set(prd.GOOD_IDS)


def test_the_goal_plantation_leaves_the_stack_and_the_goal_barrels_leave_the_supply():
    # IT: "pescane una, piazzandola sullo spazio designato"; "pesca tre barili e mettili sugli
    # spazi designati"
    for seed in range(10):
        state = fest_game(3, seed)
        data, fest = js(state), festival(state)
        kind = prd.GOOD_IDS.index(fest["plantation"])
        plantations = len(data["deck"]) + sum(data["face_up"].values()) + 3  # 3 start tiles
        assert plantations == sum(prd.PLANTATION_TILES) - 1
        in_deck = data["deck"].count(fest["plantation"]) + data["face_up"][fest["plantation"]]
        start = sum(1 for row in state.pl if row[5 + prd.NUM_GOODS + kind])
        assert in_deck + start == prd.PLANTATION_TILES[kind] - 1
        for g, gid in enumerate(prd.GOOD_IDS):
            assert data["goods"][gid] == prd.GOOD_BARRELS[g] - fest["production"].count(gid)
        check_invariants(state)


def test_the_production_goal_may_repeat_a_kind():
    # ES: "Puede haber varias mercancías del mismo tipo."
    drawn = [festival(fest_game(4, seed))["production"] for seed in range(40)]
    assert any(len(set(d)) < 3 for d in drawn) and any(len(set(d)) == 3 for d in drawn)
    assert all(max(d.count(g) for g in d) <= 3 for d in drawn)


def test_the_construction_goal_skips_production_buildings_of_the_production_goal_goods():
    # IT: "Non prendere gli Edifici di Produzione che producono una merce già presente"
    seen = set()
    for seed in range(80):
        fest = festival(fest_game(4, seed))
        b = prd.BUILDINGS[prd.BUILDING_INDEX[fest["construction"]]]
        seen.add(b.id)
        if b.is_production:
            assert prd.GOOD_IDS[b.good] not in fest["production"]
    assert {"tobacco_storage", "coffee_roaster", "factory", "university", "harbor", "wharf"} <= seen


def test_with_new_buildings_the_construction_goal_is_drawn_after_the_draft_from_the_board():
    # IT: "Se giochi usando l'Espansione 1, non scegliere l'obiettivo della Costruzione finché
    # non hai completato la preparazione dell'Espansione 1."
    state = fest_game(4, 3, "buildings")
    assert phase(state) == "draft" and festival(state)["construction"] is None
    while phase(state) == "draft":
        state.apply(state.legal_moves()[-1])
    fest = festival(state)
    assert fest["construction"] in js(state)["building_supply"]
    for seed in range(20):
        drafted = fest_game(4, seed, "buildings", random_draft=True)
        assert festival(drafted)["construction"] in js(drafted)["building_supply"]


# -- the plantation goal --


def test_plantation_goal_three_tiles_of_the_kind_bring_three_colonists():
    # IT: "il primo giocatore che ha tre tessere Possedimento dello stesso tipo ... 3 lavoratori"
    board = player_board(tiles={"coffee": 2})
    state = fest_table(changes={"players.0": board, "face_up": {**goods(), "coffee": 1},
                                "colonists.supply": 40})
    deck = js(state)["deck"]
    play(state, "role:settler", "take:coffee")
    assert me(state, 0)["unplaced"] == 3 and js(state)["colonists"]["supply"] == 37
    assert festival(state)["met_by"]["plantation"] == 0
    # the goal's tile back under the stack (then 5 new face-up tiles came off its top)
    assert js(state)["deck"] == ["coffee", *deck[:-5]]


def test_plantation_goal_goes_to_the_first_player_only():
    # IT: "Ogni obiettivo può essere raggiunto solo dal primo giocatore che riesce a completarlo."
    boards = {"players.0": player_board(tiles={"coffee": 2}),
              "players.1": player_board(tiles={"coffee": 2})}
    state = fest_table(changes={**boards, "face_up": {**goods(), "coffee": 2}})
    play(state, "role:settler", "take:coffee", "take:coffee")
    assert me(state, 0)["unplaced"] == 3 and me(state, 1)["unplaced"] == 0


def test_plantation_goal_counts_plantations_of_the_shown_kind_only():
    board = player_board(tiles={"corn": 2, "coffee": 1})
    state = fest_table(changes={"players.0": board, "face_up": {**goods(), "corn": 1}})
    play(state, "role:settler", "take:corn")
    assert me(state, 0)["unplaced"] == 0 and festival(state)["met_by"]["plantation"] is None


def test_plantation_goal_with_few_colonists_left_gives_those_left():
    board = player_board(tiles={"coffee": 2})
    state = fest_table(changes={"players.0": board, "face_up": {**goods(), "coffee": 1},
                                "colonists.supply": 2})
    play(state, "role:settler", "take:coffee")
    assert me(state, 0)["unplaced"] == 2 and js(state)["colonists"]["supply"] == 0


def test_plantation_goal_is_met_by_a_hacienda_tile_too():
    board = player_board(tiles={"coffee": 2}, buildings={"hacienda": 1})
    state = fest_table(changes={"players.0": board, "deck": ["corn", "coffee"]})
    play(state, "role:settler", "hacienda")
    assert me(state, 0)["unplaced"] == 3


# -- the production goal --


def producer(**extra: Any) -> dict[str, Any]:
    """A board producing 1 corn and 2 indigo: the default production goal."""
    return player_board(
        tiles={"corn": 1, "indigo": 2},
        occupied={"corn": 1, "indigo": 2},
        buildings={"large_indigo_plant": 2},
        **extra,
    )


def test_production_goal_every_shown_barrel_in_one_craftsman_phase_brings_three_doubloons():
    # IT: "il primo giocatore che riesce a produrre tutte le merci presenti ... durante lo stesso
    # turno. Ricompensa: 3 dobloni"
    state = fest_table(changes={"players.1": producer()})
    supply = js(state)["goods"]
    play(state, "role:craftsman")
    assert me(state, 1)["doubloons"] == 3 and festival(state)["met_by"]["production"] == 1
    assert festival(state)["production"] == ["corn", "indigo", "indigo"]  # shown as drawn
    # the goal's barrels go back to the supply: 1 corn and 2 indigo, less those produced
    assert js(state)["goods"]["indigo"] == supply["indigo"] + 2 - 2
    assert js(state)["goods"]["corn"] == supply["corn"] + 1 - 1


def test_production_goal_needs_as_many_barrels_of_a_kind_as_shown():
    board = player_board(tiles={"corn": 1, "indigo": 1}, occupied={"corn": 1, "indigo": 1},
                         buildings={"small_indigo_plant": 1})
    state = fest_table(changes={"players.1": board})
    play(state, "role:craftsman")
    assert me(state, 1)["doubloons"] == 0 and festival(state)["met_by"]["production"] is None


def test_production_goal_tie_goes_to_the_first_player_from_the_craftsman():
    # rules-notes: production runs from the Craftsman clockwise, so the first in that order wins
    state = fest_table(changes={"players.1": producer(), "players.3": producer()})
    play(state, "role:trader")  # player 0, nothing to sell
    play(state, "role:craftsman")  # player 1 chooses: 1, 2, 3, 0 produce in this order
    assert me(state, 1)["doubloons"] == 3 and me(state, 3)["doubloons"] == 0
    state = fest_table(changes={"players.1": producer(), "players.3": producer()})
    play(state, "role:trader", "role:prospector", "role:craftsman")  # player 2 chooses
    assert me(state, 3)["doubloons"] == 3 and me(state, 1)["doubloons"] == 1  # the Prospector's


def test_production_goal_does_not_count_the_craftsman_privilege_barrel():
    board = player_board(tiles={"corn": 1, "indigo": 1}, occupied={"corn": 1, "indigo": 1},
                         buildings={"small_indigo_plant": 1})
    state = fest_table(changes={"players.0": board})
    play(state, "role:craftsman", "extra:indigo")
    assert me(state, 0)["goods"] == goods(corn=1, indigo=2)
    assert festival(state)["met_by"]["production"] is None and me(state, 0)["doubloons"] == 0


def test_production_goal_is_met_once():
    state2 = fest_table(changes={"players.1": producer(), "festival.met_by.production": 2})
    play(state2, "role:craftsman")
    assert me(state2, 1)["doubloons"] == 0


# -- the construction goal --


def test_construction_goal_the_first_builder_of_the_building_earns_three_vp():
    # IT: "il primo giocatore che costruisce l'Edificio presente sulla plancia del Festival.
    # Ricompensa: 3 PV"
    state = fest_table(changes={"players.0": player_board(doubloons=8)})
    vp = js(state)["vp_supply"]
    play(state, "role:builder", "build:harbor")
    assert me(state, 0)["vp"] == 3 and js(state)["vp_supply"] == vp - 3
    assert festival(state)["met_by"]["construction"] == 0
    assert score(state, 0)["festival"] == 3 and score(state, 0)["vp_chips"] == 0


def test_construction_goal_goes_to_the_first_builder_only():
    boards = {"players.0": player_board(doubloons=8), "players.1": player_board(doubloons=8)}
    state = fest_table(changes=boards)
    play(state, "role:builder", "build:harbor", "build:harbor")
    assert me(state, 0)["vp"] == 3 and me(state, 1)["vp"] == 0
    assert score(state, 1)["festival"] == 0


def test_construction_goal_copies_stay_buildable_in_a_two_player_game():
    # rules-notes 69: the goal's tile is a marker; the one violet copy of a 2-player game is
    # still bought from the board
    state = fest_table(2, changes={"players.0": player_board(doubloons=8)})
    assert js(state)["building_supply"]["harbor"] == 1
    play(state, "role:builder", "build:harbor")
    assert festival(state)["met_by"]["construction"] == 0


# -- JSON --


def test_a_base_game_has_no_festival_keys():
    data = js(new_game())
    assert "festival" not in data
    assert "festival" not in new_game().final_scores()[0].breakdown


def test_festival_state_without_the_expansion_is_refused():
    data = js(new_game())
    data["festival"] = festival(fest_game())
    try:
        PRState.from_json(data)
    except ValueError as exc:
        assert "Festival" in str(exc)
    else:
        raise AssertionError("accepted")


def test_festival_games_end_with_every_invariant_kept():
    for seed in range(8):
        state = fest_game(2 + seed % 4, seed)
        rnd = random.Random(seed)
        while not state.is_over():
            check_invariants(state)
            state.apply(rnd.choice(state.legal_moves()))
        check_invariants(state)
        assert to_act(state) is None
