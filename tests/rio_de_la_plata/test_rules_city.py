"""Río de la Plata, the city map (book: "Nella mappa della Città", "Caratteristiche delle
costruzioni minori", "Attivazione delle costruzioni minori"; FAQ): one test per rule."""

from __future__ import annotations

from game.core.errors import IllegalMove
from game.rio_de_la_plata.board import STARTING_LINE
from tests.rio_de_la_plata.support import (
    build_at,
    finish_effects,
    finish_placement,
    new,
    play,
    sq,
    texts,
    to_next_year,
)


def test_in_the_first_year_workers_go_only_on_the_starting_line():
    s = new()
    places = {t[6:] for t in texts(s) if t.startswith("place:")}
    assert {sq(n) for n in places} == set(STARTING_LINE)
    assert "place:F8" not in texts(s)  # inside the line: "Solo la linea"


def test_workers_go_next_to_ones_own_hut_or_house():
    s = new()
    build_at(s, "F2", "hut", owner=0)
    build_at(s, "K2", "hut", owner=1)
    s.refresh_legal()
    places = {t[6:] for t in texts(s) if t.startswith("place:")}
    assert {"E1", "G3", "F1", "G1", "E3"} <= places  # the eight around F2 (diagonals too)
    assert "J1" not in places  # next to someone else's hut only


def test_no_worker_on_the_plaza_mayor():
    s = new()
    build_at(s, "G9", "hut", owner=0)
    s.refresh_legal()
    assert "place:H9" not in texts(s)
    try:
        play(s, "place:H9")
    except IllegalMove as exc:
        assert "Plaza" in str(exc)
    else:
        raise AssertionError("a worker went on the Plaza")


def test_at_most_three_workers_on_a_square():
    s = new()
    play(s, "place:D5", "place:D5", "place:D5")
    assert "place:D5" not in texts(s)


def test_no_workers_of_two_colours_on_one_square():
    s = new()
    play(s, "place:D5", "done")
    assert "place:D5" not in texts(s)  # player 1 may not join player 0's worker


def test_two_workers_make_a_hut_without_resources():
    s = new()
    play(s, "place:D5", "place:D5", "done")
    finish_placement(s)
    before = (s.stone[0], s.wood[0], s.silver[0])
    play(s, "build:D5:hut")
    assert s.bld[sq("D5")] == "hut" and s.owner[sq("D5")] == 0
    assert (s.stone[0], s.wood[0], s.silver[0]) == before
    assert s.hand[0] == 9 and s.houses_left[0] == 12


def test_a_house_is_built_on_ones_hut_the_next_year_for_a_stone_and_a_wood():
    s = new()
    play(s, "place:D5", "place:D5", "place:D5", "done")
    finish_placement(s)
    play(s, "build:D5:hut")
    assert "build:D5:house" not in texts(s)  # "1 costruzione per turno di gioco" per square
    finish_effects(s)
    to_next_year(s)
    assert s.w_count[sq("D5")] == 1  # the unused worker stayed
    play(s, "done")
    finish_placement(s)
    stone, wood = s.stone[0], s.wood[0]
    play(s, "build:D5:house")
    assert s.bld[sq("D5")] == "house" and (s.stone[0], s.wood[0]) == (stone - 1, wood - 1)


def test_the_stonecutter_costs_one_worker_and_two_wood_the_carpenter_two_stone():
    # the book's example: "il lavoratore singolo in un Tagliapietre ... deve pagare 2 risorse
    # legno"; the Carpenter is its mirror (rules note)
    s = new()
    play(s, "place:D5", "place:E5", "done")
    finish_placement(s)
    stone, wood = s.stone[0], s.wood[0]
    play(s, "build:D5:stonecutter")
    assert (s.stone[0], s.wood[0]) == (stone, wood - 2)
    play(s, "build:E5:carpenter")
    assert (s.stone[0], s.wood[0]) == (stone - 2, wood - 2)


def test_expropriating_two_green_workers_takes_four_black_and_leaves_three():
    # "il giocatore Nero ... piazza 4 pedine: le 2 pedine verdi vengono rimosse insieme ad 1
    # pedina nera e rimangono sul posto 3 pedine nere"
    s = new()
    play(s, "place:D5", "place:D5", "done")
    green_hand = s.hand[0]
    play(s, "expropriate:D5")
    assert (s.w_owner[sq("D5")], s.w_count[sq("D5")]) == (1, 3)
    assert s.hand[0] == green_hand + 2 and s.placed[1] == 4 and s.hand[1] == 9 - 3


def test_a_building_needs_ones_house_next_to_it_for_a_worker():
    s = new()
    build_at(s, "E6", "market")
    build_at(s, "E7", "hut", owner=0)
    s.refresh_legal()
    assert "place:E6" not in texts(s)  # a hut next to it is not enough (FAQ)
    s.bld[sq("E7")] = "house"
    s.refresh_legal()
    assert "place:E6" in texts(s)


def test_a_building_is_activated_once_a_year():
    s = new()
    build_at(s, "E6", "market")
    build_at(s, "E7", "house", owner=0)
    build_at(s, "F7", "house", owner=1)
    s.refresh_legal()
    play(s, "place:E6", "done")
    assert "place:E6" not in texts(s)  # its one activation is taken: nobody else's worker
    finish_placement(s)
    play(s, "activate:E6:stone")
    assert s.acts[sq("E6")] == 1


def test_a_road_linked_district_doubles_its_buildings_activations_even_for_two_players():
    s = new()
    build_at(s, "E6", "market")
    build_at(s, "E7", "house", owner=0)
    build_at(s, "F7", "house", owner=1)
    s.linked = tuple(True for _ in s.linked)  # River west linked to the Plaza
    s.refresh_legal()
    play(s, "place:E6", "done")
    assert "place:E6" in texts(s)  # "anche da due giocatori"
    play(s, "place:E6")
    assert s.w2_owner[sq("E6")] == 1


def test_a_carpenter_built_and_activated_the_same_year_by_two_workers():
    # FAQ: a worker makes the Carpenter, another activates it in the same turn
    s = new()
    build_at(s, "E7", "house", owner=0)
    s.refresh_legal()
    play(s, "place:E6", "place:E6", "done")
    finish_placement(s)
    play(s, "build:E6:carpenter")
    wood = s.wood[0]
    play(s, "activate:E6")
    assert s.wood[0] == wood - 1 + 3


def test_the_market_pays_one_silver_for_stone_or_wood_two_for_precious_the_guild_two_more():
    s = new()
    build_at(s, "E6", "market")
    build_at(s, "G6", "guild")
    build_at(s, "F7", "house", owner=0)
    s.precious[0] = 1
    s.refresh_legal()
    play(s, "place:E6", "place:G6", "done")
    finish_placement(s)
    silver = s.silver[0]
    play(s, "activate:E6:precious")
    assert s.silver[0] == silver + 2
    play(s, "activate:G6:stone")
    assert s.silver[0] == silver + 2 + 3


def test_the_church_turns_a_silver_into_two_vp():
    s = new()
    build_at(s, "E6", "church")
    build_at(s, "F7", "house", owner=0)
    s.refresh_legal()
    play(s, "place:E6", "done")
    finish_placement(s)
    play(s, "activate:E6")
    assert s.vp[0] == 2


def test_a_piazza_needs_five_minor_buildings_or_walls_around_it():
    s = new()
    for name in ("E6", "F6", "G6", "E8"):
        build_at(s, name, "hut", owner=1)
    s.refresh_legal()
    play(s, "place:D5")  # keep the turn going: D5 is on the line, F7 is not
    s.w_owner[sq("F7")], s.w_count[sq("F7")] = 0, 1
    play(s, "done")
    finish_placement(s)
    assert not any(t.startswith("build:F7:piazza") for t in texts(s))
    s.bld[sq("G8")] = "hut"
    s.owner[sq("G8")] = 1
    s.refresh_legal()
    assert {"build:F7:piazza:monument", "build:F7:piazza:garden"} <= set(texts(s))


def test_one_church_garden_monument_and_barracks_per_district():
    s = new()
    build_at(s, "E6", "church")
    s.precious[0] = 1
    s.w_owner[sq("G6")], s.w_count[sq("G6")] = 0, 2
    s.phase = 1
    s.step = 0
    s.refresh_legal()
    assert "build:G6:church" not in texts(s) and "build:G6:barracks" in texts(s)


def test_a_kind_of_tile_run_out_is_built_by_turning_over_its_other_side():
    s = new()
    for name in ("A6", "B6", "C6", "A7", "B7", "C7"):
        build_at(s, name, "stonecutter")
    assert s.tiles_left[0] == 0
    s.w_owner[sq("B7")], s.w_count[sq("B7")] = 0, 1
    build_at(s, "B8", "house", owner=0)
    s.phase = 1
    s.step = 0
    s.refresh_legal()
    assert "build:A8:carpenter" not in texts(s)
    assert "build:B7:carpenter" in texts(s)
    play(s, "build:B7:carpenter")
    assert s.bld[sq("B7")] == "carpenter" and s.tiles_left[0] == 0
