"""Río de la Plata, the major buildings, the work places, the ship, the offices, the turn order
and the end (book: "Sugli edifici esterni alla città", "Sugli altri elementi di gioco", "Le
Cariche Pubbliche", "Controlli di fine turno", "Punti vittoria"; FAQ): one test per rule."""

from __future__ import annotations

from game.rio_de_la_plata.board import ROAD_EDGES
from game.rio_de_la_plata.data import CATHEDRAL, FORT, MAJOR_IDS, PORT, ROADS, WALLS
from game.rio_de_la_plata.majors import SHADOW
from game.rio_de_la_plata.year import PH_BUILD, PH_EFFECTS, relink
from tests.rio_de_la_plata.support import (
    build_at,
    finish_effects,
    finish_placement,
    new,
    play,
    sq,
    texts,
    to_next_year,
    workers_accounted,
)


def fill(s, major: int, owners: list[int], paid: bool = True) -> None:
    """Put workers of ``owners`` in a grid's boxes by hand, in box order, as if placed and paid
    one after the other."""
    for i, o in enumerate(owners):
        s.g_owner[major][i] = o
        s.g_paid[major][i] = int(paid)
        s.seq += 1
        s.g_time[major][i] = s.seq
        if 0 <= o < SHADOW:
            s.hand[o] -= 1


def test_the_fort_example_gives_green_14_yellow_4_red_7_and_the_completers_4():
    # 3 players: Green (0) the top-left box and others, Red (2) "il riquadro successivo da 4
    # punti" and, last, "quello da 3 punti"; Yellow (1) a 4
    s = new(3)
    assert s.boxes[FORT] == (5, 4, 4, 4, 3, 2, 2, 1, 0)
    fill(s, FORT, [0, 2, 1, 0, -1, 0, 0, 0, 0])
    play(s, "done", "done", "grid:fort:5", "done")  # Red (2) takes the last box: the 3
    finish_placement(s)  # at the start of the effects phase the Fort is complete
    assert s.vp == [5 + 4 + 2 + 2 + 1 + 0, 4, 4 + 3 + 4]  # Green 14, Yellow 4, Red 7 + 4
    assert s.major_done[FORT] == 0 and all(o == -1 for o in s.g_owner[FORT])
    assert all(workers_accounted(s, p) == 9 for p in range(3))


def test_one_player_completing_the_roads_grid_alone_scores_4_vp_and_places_3_segments():
    s = new(3)
    fill(s, ROADS, [0, 0, 0])
    play(s, "grid:roads:4", "done")
    finish_placement(s)
    assert s.vp[0] == 4 and s.phase == PH_BUILD and s.cur == 0
    play(s, "road:F7/F8", "road:F8/G8", "road:G8/H8")
    assert len(s.roads) == 3 and s.phase != PH_BUILD
    assert all(o == -1 for o in s.g_owner[ROADS])  # the grid is used again


def test_the_roads_link_a_district_centre_to_the_plaza():
    s = new(3)
    fill(s, ROADS, [0, 0, 0])
    play(s, "grid:roads:4", "done")
    finish_placement(s)
    # River west's centre is corner F8 (E7 F7 E8 F8 meet); the Plaza's corner is H9's
    play(s, "road:F7/F8", "road:G7/G8", "road:G8/H8")
    assert s.linked[6]
    assert not s.linked[7]


def test_a_completer_places_road_and_wall_pieces_only_while_the_60_are_not_all_placed():
    # "60 pezzi strade/mura": with 59 on the board the Walls' completer places one wall, and
    # the Roads' completer (the next owed decision) none; the effects phase goes on
    s = new(3)
    s.roads = frozenset(ROAD_EDGES[:59])
    relink(s)
    fill(s, WALLS, [1, 1, 1])
    fill(s, ROADS, [2, 2, 2])
    play(s, "grid:walls:4", "grid:roads:4", "done")
    finish_placement(s)
    assert s.phase == PH_BUILD and s.cur == 0
    play(s, "wall:N:A1")
    assert len(s.roads) + len(s.walls) == 60
    assert s.phase == PH_EFFECTS and s.legal
    assert s.vp == [0 + 0, 2 + 2 + 1, 2 + 1 + 1]


def test_a_worker_paid_later_is_paid_in_the_effects_phase_or_goes_home_at_3_vp():
    s = new(3)
    play(s, "grid:cathedral:1:later", "done")
    stone, wood = s.stone[0], s.wood[0]
    finish_placement(s)
    assert s.g_paid[CATHEDRAL][0] == 0
    assert "pay:cathedral:1" in texts(s)
    play(s, "end")
    assert s.vp[0] == -3 and s.g_owner[CATHEDRAL][0] == -1 and s.hand[0] == 9
    assert (s.stone[0], s.wood[0]) == (stone, wood)


def test_a_grid_completed_by_a_later_payment_scores_when_paid():
    s = new(3)
    fill(s, PORT, [1, 1, 1, 1, 1, 1])
    play(s, "grid:port:7:later", "done")
    finish_placement(s)
    assert s.major_done[PORT] == -1
    play(s, "pay:port:7")
    assert s.major_done[PORT] == 0 and s.vp[0] == 0 + 2  # the 0 box and the completer's 2


def test_the_walls_cost_a_stone_or_a_wood_per_box():
    s = new(3)
    s.stone[0] = 0
    play(s, "grid:walls:1")
    assert s.wood[0] == 4 - 1


def test_the_palace_goes_next_to_the_plaza_and_removes_a_building_if_every_site_is_taken():
    s = new(3)
    for name in ("G9", "G10", "J9", "J10", "H8", "I8"):
        build_at(s, name, "hut", owner=1)
    fill(s, 0, [2] * 8)
    play(s, "grid:palace:9", "done")
    finish_placement(s)
    assert s.phase == PH_BUILD and s.cur == 0
    sites = {t for t in texts(s)}
    assert sites == {"site:G9", "site:G10", "site:J9", "site:J10", "site:H8", "site:I8"}
    play(s, "site:G9")
    assert s.bld[sq("G9")] == "palace" and s.owner[sq("G9")] == -1


def test_quarry_and_forest_boxes_take_1_1_2_2_3_3_workers_for_one_resource():
    s = new(3)
    play(s, "quarry:1", "quarry:3")
    assert s.placed[0] == 3 and s.quarry[:3] == [0, -1, 0]
    play(s, "done")
    assert "quarry:4" in texts(s) and "quarry:3" not in texts(s)
    finish_placement(s)
    stone = s.stone[0]
    play(s, "collect:quarry:1", "collect:quarry:3")
    assert s.stone[0] == stone + 2 and s.hand[0] == 9


def test_two_workers_in_the_fields_bring_one_silver():
    s = new(3)
    play(s, "field", "field", "field", "done")
    finish_placement(s)
    silver = s.silver[0]
    play(s, "fieldwork")
    assert s.silver[0] == silver + 1 and "fieldwork" not in texts(s)  # one worker is left


def test_craft_work_turns_stone_or_wood_into_a_precious_resource():
    s = new(3)
    play(s, "craft", "done")
    finish_placement(s)
    play(s, "craftwork:wood")
    assert (s.wood[0], s.precious[0]) == (3, 1)


def test_missing_stone_and_wood_are_paid_with_silver_1_2_3_in_a_year():
    s = new(3)
    s.stone[0], s.wood[0], s.silver[0] = 0, 0, 6
    play(s, "grid:fort:1")  # 1 stone + 1 wood, both bought: 1 + 2 silver
    assert s.silver[0] == 3 and s.virtual[0] == 2
    play(s, "grid:walls:1")  # the third: 3 silver
    assert s.silver[0] == 0


def test_a_player_buys_one_office_a_year_for_its_silver_if_they_have_its_vp():
    s = new(3)
    s.vp[0], s.silver[0] = 7, 5
    play(s, "office:gunner")
    assert not any(t.startswith("office:") for t in texts(s))  # one a year
    play(s, "done", "office:general")  # another player may not claim the gunner too
    assert "office:gunner" not in texts(s)
    finish_placement(s)
    play(s, "buy")
    assert s.office_owner[0] == 0 and s.silver[0] == 0


def test_an_office_bought_without_its_vp_costs_5_vp():
    s = new(3)
    s.silver[0] = 10
    play(s, "office:stonemason", "done")
    finish_placement(s)
    play(s, "end")  # the claim is settled at the end of the turn
    assert s.office_owner[4] == -1 and s.vp[0] == -5 and s.silver[0] == 10


def test_an_offices_power_starts_the_year_after_its_purchase():
    s = new(3)
    s.vp[0], s.silver[0] = 10, 5
    play(s, "office:stonemason", "done")
    finish_placement(s)
    play(s, "buy")
    stone = s.stone[0]
    finish_effects(s)  # (no one moves the turn order: the next year begins)
    assert s.stone[0] == stone and s.year == 1
    finish_placement(s)
    assert s.stone[0] == stone + 1


def test_the_ship_loads_three_per_dock_worker_and_pays_sets_and_singles_two_years_later():
    s = new(3)
    s.major_done[PORT] = 0
    s.refresh_legal()
    s.precious[0] = 2
    play(s, "dock", "dock", "send", "done")
    finish_placement(s)
    play(s, "load:1:1:1", "load:1:0:1")
    assert s.cargo[0] == [2, 1, 2]
    year = s.year
    finish_effects(s)
    assert s.ship_back == year + 2
    to_next_year(s)
    silver, vp = s.silver[0], s.vp[0]
    finish_placement(s)  # it comes back at the start of the effects phase
    # one set (4 silver, 3 VP), one stone (1 silver), one precious (2 silver, 1 VP)
    assert (s.silver[0] - silver, s.vp[0] - vp) == (4 + 1 + 2, 3 + 1)
    assert not any(t.startswith("load:") for t in texts(s))  # not in the year it returns


def test_a_full_ship_leaves_free_and_an_empty_one_stays():
    s = new(3)
    s.major_done[PORT] = 0
    s.refresh_legal()
    play(s, "send", "done")
    finish_placement(s)
    finish_effects(s)
    assert s.ship_back == -1 and s.silver[0] == 4  # the fee came back


def test_turn_order_the_fewest_added_move_first_ties_to_the_one_further_back():
    # the book's example: White, Black, Red, Green; Red and Green add one each; Green (further
    # back) moves first, to the front; Red keeps its worker there for next year
    s = new(4)
    play(s, "done", "done", "order", "done", "order", "done")
    finish_placement(s)
    finish_effects(s)
    assert s.movers == (3, 2) and s.cur == 3
    play(s, "move:1")
    play(s, "stay")
    assert s.order == [3, 0, 1, 2] and s.added[2] == 1 and s.hand[3] == 9


def test_the_last_player_of_the_first_year_starts_with_a_stone_and_a_wood_more():
    from game.rio_de_la_plata import GAME

    s = GAME.new_game(GAME.normalize_options({"players": 4}), 7)
    last = s.order[-1]
    assert (s.stone[last], s.wood[last]) == (5, 5)
    assert all((s.stone[p], s.wood[p], s.silver[p]) == (4, 4, 4) for p in s.order[:-1])


def test_experience_sets_the_starting_resources_and_the_short_game_adds_one():
    from game.rio_de_la_plata import GAME

    for experience, start in (("beginner", 4), ("intermediate", 3), ("expert", 2)):
        s = GAME.new_game(GAME.normalize_options({"players": 3, "experience": experience,
                                                  "short": True}), 1)
        assert s.silver == [start + 1] * 3 and s.years == 15


def test_the_short_game_removes_the_grids_last_boxes():
    s = new(3, short=True)
    assert s.boxes[FORT] == (5, 4, 4, 4, 3, 2, 2)
    assert s.boxes[PORT] == (5, 4, 3, 3, 2, 1) and s.boxes[WALLS] == (2, 2, 1)


def test_grids_have_more_boxes_with_4_and_5_players():
    assert [len(new(p).boxes[FORT]) for p in (2, 3, 4, 5)] == [9, 9, 10, 11]


def test_two_players_may_place_a_shadow_disc_which_scores_nothing():
    s = new(2)
    play(s, "grid:fort:1:shadow")
    assert s.g_owner[FORT][0] == SHADOW + 0 and s.placed[0] == 1 and s.hand[0] == 9
    fill(s, FORT, [-2] + [1] * 8)
    s.g_owner[FORT][0] = SHADOW + 0
    for i in range(1, 9):
        s.g_owner[FORT][i] = 1
        s.g_paid[FORT][i] = 1
    s.g_paid[FORT][0] = 1
    play(s, "done")
    finish_placement(s)
    assert s.major_done[FORT] == 0 and s.vp[1] == 4 + 4 + 4 + 3 + 2 + 2 + 1 + 0 + 4
    assert s.vp[0] == 0


def test_district_scoring_example_each_house_two_plus_the_district_value():
    # the book: two productive buildings (-1), barracks (+1), monument (+1): +1, 3 VP a house;
    # Green 1 house, Red 3, Black 1; huts score nothing
    from game.rio_de_la_plata.scoring import final_scores

    s = new(3)
    for name, b in (("A1", "market"), ("B1", "carpenter"), ("C1", "barracks"),
                    ("D1", "monument")):
        build_at(s, name, b)
    for name, owner in (("A2", 0), ("B2", 1), ("C2", 1), ("D2", 1), ("A3", 2)):
        build_at(s, name, "house", owner=owner)
    build_at(s, "B3", "hut", owner=0)
    scores = final_scores(s)
    assert [sc.breakdown["houses"] for sc in scores] == [3, 9, 3]


def test_money_scores_one_vp_per_three_silver_and_the_rest_breaks_ties():
    from game.rio_de_la_plata.scoring import final_scores

    s = new(3)
    s.silver = [7, 8, 6]
    scores = final_scores(s)
    assert [sc.breakdown["silver"] for sc in scores] == [2, 2, 2]
    assert scores[1].tiebreak > scores[0].tiebreak > scores[2].tiebreak


def test_offices_score_at_the_end():
    from game.rio_de_la_plata.scoring import final_scores

    s = new(3)
    s.office_owner[11] = 0  # the Governor: 12 + 6 per district with 4 noble buildings
    for name, b in (("A1", "piazza"), ("B1", "monument"), ("C1", "barracks"),
                    ("D1", "church")):
        build_at(s, name, b)
    s.office_owner[9] = 1  # the Bishop: 4 per church or cathedral
    assert [sc.breakdown["offices"] for sc in final_scores(s)][:2] == [12 + 6, 4]


def test_a_trade_offer_is_answered_at_the_others_next_decision():
    s = new(3)
    finish_placement(s)
    play(s, "offer:2:silver=2:stone=1")  # (its turn then ends: nothing else to do)
    assert s.cur == 1 and texts(s) == ["accept", "refuse"]
    play(s, "accept")
    assert (s.silver[0], s.stone[0], s.silver[1], s.stone[1]) == (2, 5, 6, 3)
    assert "accept" not in texts(s)


def test_every_major_id_is_named_in_the_notation():
    assert MAJOR_IDS == ("palace", "cathedral", "fort", "port", "walls", "roads")
