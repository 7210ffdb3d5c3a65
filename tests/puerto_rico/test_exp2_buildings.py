"""Expansion 2, the eight Nobles buildings (IT ESPANSIONE 2, GLI EDIFICI): one test per building
and per occupant (a worker or a noble) where the book makes them differ."""

from __future__ import annotations

from game.puerto_rico import data as prd
from game.puerto_rico.rows import large_bonus
from tests.puerto_rico.support import (
    goods,
    js,
    legal,
    me,
    phase,
    play,
    score,
    to_act,
)
from tests.puerto_rico.support_exp2 import EMPTY, e2_board, e2_table

NO_SHIP = {"colonists.ship": 0, "nobles.ship": 0}
B = prd.BUILDING_INDEX

# -- Zoning Office --


def test_zoning_office_with_a_worker_one_doubloon_less_for_small_buildings():
    # IT: "paga un doblone in meno per qualsiasi Edificio piccolo (nelle righe 1, 2 e 3)"
    board = e2_board(doubloons=3, buildings={"zoning_office": 1})
    state = e2_table(4, {"players.1": board})
    assert state.build_cost(1, B["hospice"]) == 3
    assert state.build_cost(1, B["small_indigo_plant"]) == 0
    assert state.build_cost(1, B["guild_hall"]) == 10
    play(state, "role:builder", "pass")
    assert "build:hospice" in legal(state)


def test_zoning_office_with_a_noble_two_doubloons_less_for_large_buildings():
    # IT: "paga due dobloni in meno per ogni Edificio grande (riga 4)"
    board = e2_board(
        doubloons=8, nobles=1, noble_on=("zoning_office",), buildings={"zoning_office": 1}
    )
    state = e2_table(4, {"players.1": board})
    assert state.build_cost(1, B["guild_hall"]) == 8
    assert state.build_cost(1, B["hospice"]) == 4
    play(state, "role:builder", "pass")
    assert "build:guild_hall" in legal(state)


# -- Chapel --


def test_chapel_at_the_start_of_the_craftsman_phase_a_doubloon_or_a_vp():
    # IT: "All'inizio di ogni fase dell'Artigiano ... un lavoratore guadagna un doblone ... un
    # Nobile ottiene invece 1 segnalino PV"
    worker = e2_board(buildings={"chapel": 1})
    noble = e2_board(nobles=1, noble_on=("chapel",), buildings={"chapel": 1})
    state = e2_table(4, {"players.1": worker, "players.2": noble})
    play(state, "role:craftsman")
    assert me(state, 1)["doubloons"] == 1 and me(state, 1)["vp"] == 0
    assert me(state, 2)["doubloons"] == 0 and me(state, 2)["vp"] == 1


# -- Jeweler --


def test_jeweler_occupied_a_doubloon_per_noble_in_the_craftsman_phase():
    # IT: "prende un doblone per ogni Nobile nella sua isola" (the phase: rules-notes)
    board = e2_board(nobles=3, san_juan=2, buildings={"jeweler": 1})
    empty = e2_board(nobles=3, san_juan=3, buildings={"jeweler": 0})
    state = e2_table(4, {"players.1": board, "players.2": empty})
    play(state, "role:craftsman")
    assert me(state, 1)["doubloons"] == 3
    assert me(state, 2)["doubloons"] == 0


def test_jeweler_counts_as_a_large_production_building_for_the_guild_hall():
    # IT: "Il Gioielliere conta come un Edificio di Produzione grande per ... bonus di fine
    # partita": 2 VP with the Guild Hall; not violet, so not counted by the City Hall
    board = e2_board(buildings={"jeweler": 0, "guild_hall": 1, "city_hall": 1})
    state = e2_table(4, {"players.1": board})
    row = state.pl[1]
    assert large_bonus(row, prd.GUILD_HALL) == 2
    assert large_bonus(row, prd.CITY_HALL) == 2  # the Guild Hall and the City Hall
    assert score(state, 1)["guild_hall"] == 2


# -- Villa --


def test_villa_occupied_takes_a_noble_in_the_mayor_phase():
    board = e2_board(buildings={"villa": 1})
    state = e2_table(4, {"players.1": board, **NO_SHIP})
    play(state, "role:mayor")
    assert me(state, 1)["nobles"] == 1
    # the setup ship took one, the Villa one, the refill one
    assert js(state)["nobles"]["supply"] == prd.NOBLES - 3


def test_villa_takes_a_worker_when_no_noble_is_left_and_nothing_when_none_either():
    # IT: "Se non ci sono più nobili, può prendere un lavoratore ... (se non ci sono nemmeno
    # lavoratori, si perde l'effetto)"
    board = e2_board(buildings={"villa": 1})
    state = e2_table(4, {"players.1": board, **NO_SHIP, "nobles.supply": 0})
    play(state, "role:mayor")
    assert me(state, 1)["nobles"] == 0
    assert me(state, 1)["unplaced"] == 1
    state = e2_table(
        4, {"players.1": board, **NO_SHIP, "nobles.supply": 0, "colonists.supply": 0}
    )
    play(state, "role:mayor")
    assert me(state, 1)["unplaced"] == 0


# -- Royal Supplier --


def test_royal_supplier_barrels_of_different_kinds_one_per_noble_before_the_first_turn():
    # IT: "prima soltanto del suo primo turno ... un barile dal suo porto per ogni Nobile ...
    # ogni barile scambiato deve essere di un tipo diverso": 2 nobles, at most 2 barrels
    board = e2_board(
        nobles=2,
        san_juan=1,
        goods_={"corn": 2, "indigo": 1, "sugar": 1},
        buildings={"royal_supplier": 1},
    )
    state = e2_table(4, {"players.1": board})
    play(state, "role:captain")
    assert to_act(state) == 1
    options = legal(state)
    assert "supplier:corn,indigo" in options
    assert "supplier:corn,indigo,sugar" not in options
    assert state.parse_move("supplier: indigo, corn") == state.parse_move("supplier:corn,indigo")
    play(state, "supplier:corn,indigo")
    assert me(state, 1)["vp"] == 2
    assert me(state, 1)["goods"] == goods(corn=1, sugar=1)
    # the turn goes on (loading is compulsory) without the Royal Supplier
    assert to_act(state) == 1
    assert not any(m.startswith("supplier:") for m in legal(state))
    assert all(m.startswith("load:") for m in legal(state))


def test_royal_supplier_needs_a_noble_on_the_island():
    board = e2_board(san_juan=1, goods_={"corn": 2}, buildings={"royal_supplier": 1})
    state = e2_table(4, {"players.1": board})
    play(state, "role:captain")
    assert not any(m.startswith("supplier:") for m in legal(state))


# -- Hunting Lodge --


def test_hunting_lodge_with_a_worker_may_discard_a_plantation_at_the_end_of_the_settler_phase():
    # IT: "Alla fine di ogni fase del Colono ... può scartare una tessera Possedimento (o
    # Foresta)"; an empty tile of the kind goes first (rules-notes)
    board = e2_board(
        tiles={"corn": 2, "quarry": 1},
        occupied={"corn": 1},
        buildings={"hunting_lodge": 1},
        san_juan=0,
    )
    state = e2_table(4, {"players.1": board})
    play(state, "role:settler", "pass", "pass", "pass", "pass")
    assert phase(state) == "lodge" and to_act(state) == 1
    assert legal(state) == ["lodge:corn", "pass"]  # a quarry is no plantation
    play(state, "lodge:corn")
    assert me(state, 1)["island"]["corn"] == 1
    assert me(state, 1)["occupied"]["corn"] == 1
    assert js(state)["discard"][-1] == "corn"
    assert phase(state) == "role"


def test_hunting_lodge_an_occupied_plantation_discarded_sends_its_colonist_to_san_juan():
    board = e2_board(tiles={"corn": 1}, occupied={"corn": 1}, buildings={"hunting_lodge": 1})
    state = e2_table(4, {"players.1": board})
    play(state, "role:settler", "pass", "pass", "pass", "pass", "lodge:corn")
    assert me(state, 1)["island"]["corn"] == 0
    assert me(state, 1)["unplaced"] == 1


def test_hunting_lodge_with_a_noble_two_vp_only_for_the_most_empty_island_spaces():
    # IT: "può invece ricevere 2 PV, ma solamente se possiede il maggior numero di spazi vuoti
    # ... Se due giocatori sono in parità ... il bonus di 2 PV non viene conferito"
    lodge = e2_board(nobles=1, noble_on=("hunting_lodge",), buildings={"hunting_lodge": 1})
    state = e2_table(4, {"players.1": lodge})
    play(state, "role:settler", "pass", "pass", "pass", "pass")
    assert me(state, 1)["vp"] == 2
    tied = e2_table(4, {"players.1": lodge, "players.2": EMPTY})
    play(tied, "role:settler", "pass", "pass", "pass", "pass")
    assert me(tied, 1)["vp"] == 0


# -- Land Office --


def test_land_office_with_a_worker_buys_the_top_hidden_plantation_for_a_doubloon():
    # IT: "può pagare un doblone per comprare una tessera Possedimento dalla cima di una delle
    # pile coperte e piazzarla sulla propria isola" (in the Trader phase: rules-notes)
    board = e2_board(doubloons=2, buildings={"land_office": 1})
    state = e2_table(4, {"players.1": board})
    top = js(state)["deck"][-1]
    play(state, "role:trader")
    assert to_act(state) == 1
    assert "land:buy" in legal(state)
    play(state, "land:buy")
    assert me(state, 1)["doubloons"] == 1
    assert me(state, 1)["island"][top] == 1
    assert to_act(state) == 1 and "land:buy" not in legal(state)  # the turn goes on


def test_land_office_with_a_noble_sells_a_plantation_for_a_doubloon():
    # IT: "può invece vendere un qualsiasi Possedimento sulla propria isola (da mettere nella
    # pila degli scarti) e guadagnare un doblone"
    board = e2_board(
        nobles=1,
        noble_on=("land_office",),
        tiles={"coffee": 1},
        occupied={"coffee": 1},
        buildings={"land_office": 1},
    )
    state = e2_table(4, {"players.1": board})
    play(state, "role:trader", "land:sell@coffee")
    assert me(state, 1)["doubloons"] == 1
    assert me(state, 1)["island"]["coffee"] == 0
    assert me(state, 1)["unplaced"] == 1  # IT: "deve piazzare il lavoratore ... sul suo porto"
    assert js(state)["discard"] == ["coffee"]


def test_hunting_lodge_two_vp_are_a_question_when_they_could_end_the_game():
    # "può ricevere": optional; asked only when taking them would empty the VP supply (as 36)
    lodge = e2_board(nobles=1, noble_on=("hunting_lodge",), buildings={"hunting_lodge": 1})
    state = e2_table(4, {"players.1": lodge, "vp_supply": 2})
    play(state, "role:settler", "pass", "pass", "pass", "pass")
    assert phase(state) == "lodge" and to_act(state) == 1
    assert legal(state) == ["lodge:vp", "pass"]
    play(state, "pass")
    assert me(state, 1)["vp"] == 0 and not js(state)["end_triggered"]
    state = e2_table(4, {"players.1": lodge, "vp_supply": 2})
    play(state, "role:settler", "pass", "pass", "pass", "pass", "lodge:vp")
    assert me(state, 1)["vp"] == 2 and js(state)["end_triggered"]


def test_the_university_colonist_on_a_chapel_is_a_worker_from_the_supply():
    board = e2_board(doubloons=3, buildings={"university": 1})
    state = e2_table(4, {"players.1": board})
    play(state, "role:builder", "pass", "build:chapel+colonist")
    assert me(state, 1)["buildings"]["chapel"] == 1
    assert me(state, 1)["noble_on"] == [] and me(state, 1)["nobles"] == 0
