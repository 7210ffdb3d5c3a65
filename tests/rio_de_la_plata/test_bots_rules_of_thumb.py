"""Río de la Plata's rules of thumb (Easy and Medium, the search's candidates and playouts), each
in a typical position built by hand: what the Medium player does, and why."""

from __future__ import annotations

import pytest

from game.bots import get_bot
from game.rio_de_la_plata.board import DISTRICT_BORDER
from game.rio_de_la_plata.bots import rules
from game.rio_de_la_plata.data import FORT, GUNNER, OFFICE_IDS, TILES_OF
from game.rio_de_la_plata.year import PH_BUILD, PH_EFFECTS, PH_ORDER, PH_PLACEMENT
from tests.rio_de_la_plata.support import (
    build_at,
    finish_placement,
    new,
    play,
    sq,
    texts,
)


def medium(s) -> str:
    """The Medium player's move, asked as the page asks it: from the player's view."""
    p = s.cur
    bot = get_bot("rio_de_la_plata", "medium", seed=1)
    return bot.choose(s.view(p), texts(s))


def medium_placements(s) -> list[str]:
    """The Medium player's placements this year, up to ``done``."""
    p = s.cur
    placed = []
    while s.cur == p and s.phase == PH_PLACEMENT:
        move = medium(s)
        placed.append(move)
        play(s, move)
    return placed


def fill(s, major: int, owners: list[int]) -> None:
    """Workers of ``owners`` in a grid's first boxes, paid."""
    for i, o in enumerate(owners):
        s.g_owner[major][i] = o
        s.g_paid[major][i] = 1
        s.seq += 1
        s.g_time[major][i] = s.seq
        s.hand[o] -= 1


# -- the effects phase -----------------------------------------------------------------------------

def test_medium_pays_a_grid_box_rather_than_lose_3_vp():
    s = new(3)
    play(s, "grid:fort:1:later", "done")
    finish_placement(s)
    assert s.cur == 0 and "pay:fort:1" in texts(s)
    assert medium(s) == "pay:fort:1"


def test_medium_collects_its_resources_before_it_builds():
    s = new(3)
    play(s, "place:D5", "place:D5", "quarry:1", "done")
    finish_placement(s)
    assert medium(s) == "collect:quarry:1"
    play(s, "collect:quarry:1")
    assert medium(s) == "build:D5:hut"


def test_medium_activates_its_factory_before_building_with_what_it_makes():
    s = new(3)
    build_at(s, "E6", "stonecutter")
    build_at(s, "E7", "house", owner=0)
    build_at(s, "F7", "hut", owner=0)
    s.stone[0], s.wood[0], s.silver[0] = 1, 1, 0
    s.refresh_legal()
    play(s, "place:E6", "place:F7", "done")
    finish_placement(s)
    assert medium(s) == "activate:E6"


def test_medium_buys_the_office_it_claimed_once_it_can_pay():
    s = new(3)
    s.vp[0], s.silver[0] = 8, 5
    s.refresh_legal()
    play(s, "office:gunner", "done")
    finish_placement(s)
    assert medium(s) == "buy"
    play(s, "buy")
    assert s.office_owner[GUNNER] == 0 and s.silver[0] == 0


def test_medium_builds_the_best_building_its_workers_can_make():
    # two workers on an empty square, the resources for a church, and no stonecutter or
    # carpenter tile left: a church (3 VP and its district's +1) beats a hut
    s = new(3)
    build_at(s, "E7", "house", owner=0)
    for tile in TILES_OF["stonecutter"]:
        s.tiles_left[tile] = 0
    s.stone[0], s.wood[0], s.precious[0] = 2, 3, 1
    s.refresh_legal()
    play(s, "place:E6", "place:E6", "done")
    finish_placement(s)
    assert "build:E6:hut" in texts(s) and "build:E6:church" in texts(s)
    assert medium(s) == "build:E6:church"


def test_medium_prefers_a_factory_next_to_its_house_to_a_hut():
    # a stonecutter next to the player's house turns 1 wood into 3 stone every year
    s = new(3)
    build_at(s, "E7", "house", owner=0)
    s.stone[0], s.wood[0], s.precious[0] = 2, 3, 1
    s.refresh_legal()
    play(s, "place:E6", "place:E6", "done")
    finish_placement(s)
    assert medium(s) in ("build:E6:stonecutter", "build:E6:carpenter")


# -- placement -----------------------------------------------------------------------------------

def test_medium_sends_a_worker_to_build_the_house_on_its_hut():
    s = new(3)
    build_at(s, "D5", "hut", owner=0)
    s.built[sq("D5")] = -1
    s.refresh_legal()
    assert "place:D5" in medium_placements(s)


def test_medium_never_places_a_worker_for_a_house_it_cannot_pay_for():
    s = new(3)
    build_at(s, "D5", "hut", owner=0)
    s.stone[0] = s.wood[0] = s.silver[0] = 0
    s.refresh_legal()
    ctx = rules.Context(s, 0)
    assert rules.place_score(ctx, sq("D5")) < 0


def test_medium_values_the_second_worker_of_a_hut_at_the_whole_hut():
    # a project once begun is finished: the first worker of a hut scores half the hut, the
    # second (which completes it) the whole of it
    s = new(3)
    first = rules.place_score(rules.Context(s, 0), sq("J5"))
    play(s, "place:J5")
    second = rules.place_score(rules.Context(s, 0), sq("J5"))
    assert first > 0 and second == pytest.approx(2 * first)


def test_medium_claims_an_office_it_can_afford_and_not_one_it_cannot():
    s = new(3)
    s.vp[0], s.silver[0] = 12, 6
    s.refresh_legal()
    ctx = rules.Context(s, 0)
    worth = {OFFICE_IDS[mv[1]]: rules.office_score(ctx, mv[1])
             for mv in s.legal if mv[0] == "office"}
    assert worth["stonemason"] > 0 and worth["craftsman"] < 0  # 5 silver, not 10
    assert worth["general"] < worth["gunner"]  # the General gives no VP
    assert max(worth, key=worth.get) in ("stonemason", "carpenter_master")


def test_medium_saves_towards_an_office_by_working_the_fields():
    # 4 silver, 12 VP: one more silver buys the Master Stonemason (5 VP and a stone a year)
    s = new(3)
    s.vp[0], s.silver[0] = 12, 4
    s.refresh_legal()
    ctx = rules.Context(s, 0)
    assert rules.field_score(ctx) > rules.production_score(ctx, 1, 0)


def test_medium_takes_the_last_box_of_a_grid_for_the_completers_bonus():
    # the Fort has one box left, worth 0: whoever fills it completes it and takes 4 VP
    s = new(3)
    fill(s, FORT, [1, 2, 1, 2, 1, 2, 1, 2])
    s.refresh_legal()
    assert [mv for mv in s.legal if mv[0] == "grid" and mv[1] == FORT] == [
        ("grid", FORT, 8, 0, 0), ("grid", FORT, 8, 1, 0)]
    scores = rules.scores(s, 0, s.legal)
    best_grid = max((sc, mv) for sc, mv in zip(scores, s.legal, strict=True) if mv[0] == "grid")
    assert best_grid[1] == ("grid", FORT, 8, 0, 0) and best_grid[0] > 1.0


def test_medium_stops_placing_when_nothing_pays():
    s = new(3)
    s.stone[0] = s.wood[0] = s.silver[0] = 0
    s.placed[0] = 4
    s.hand[0] = 1
    s.quarry = [1, 1, 1, 1, 1, 1]
    s.forest = [1, 1, 1, 1, 1, 1]
    s.refresh_legal()
    ctx = rules.Context(s, 0)
    best = max(rules.placement_scores(ctx, s.legal))
    assert best == rules.DONE_MIN or medium(s) != "done"


# -- completers, turn order, trade ---------------------------------------------------------------

def test_the_completer_puts_the_palace_next_to_its_houses():
    s = new(3)
    build_at(s, "K8", "house", owner=0)  # river east
    build_at(s, "F7", "house", owner=1)  # river west
    s.major_done[0] = -2
    s.pending = ((0, "site", 0),)
    s.phase = PH_BUILD
    s.refresh_legal()
    site = medium(s)
    assert site in ("site:I8", "site:J9", "site:J10")


def test_the_completer_lays_roads_on_the_way_from_its_districts_centre_to_the_plaza():
    s = new(3)
    build_at(s, "E7", "house", owner=0)  # river west: centre at corner F8
    build_at(s, "E8", "house", owner=0)
    s.pending = ((0, "road", 3),)
    s.phase = PH_BUILD
    s.refresh_legal()
    _, path = rules.shortest_road(s, 6)
    assert len(path) == 3
    chosen = s.parse_move(medium(s))[1]
    assert chosen in path


def test_the_completer_closes_the_perimeter_district_nearest_to_closed_where_it_lives():
    s = new(3)
    build_at(s, "F2", "house", owner=0)  # north-west centre: 4 open edges on the north side
    nwc = DISTRICT_BORDER[1]
    s.walls = frozenset(nwc[:3])
    s.pending = ((0, "wall", 3),)
    s.phase = PH_BUILD
    s.refresh_legal()
    assert s.parse_move(medium(s))[1] == nwc[3]


def test_medium_refuses_a_trade_that_loses_and_accepts_one_that_gains():
    s = new(3)
    finish_placement(s)
    s.stone[0] = 5
    s.precious[1] = 0
    play(s, "offer:2:stone=1:silver=1")  # one stone offered for a silver: a bargain
    assert s.cur == 1 and texts(s) == ["accept", "refuse"]
    assert medium(s) == "accept"
    s2 = new(3)
    finish_placement(s2)
    s2.silver[0] = 5
    s2.stone[1] = 3
    play(s2, "offer:2:silver=1:stone=3")  # three stones for a silver: no
    assert medium(s2) == "refuse"


def test_medium_offers_silver_for_the_precious_resource_its_church_lacks():
    # two workers wait on a square for a church; only the precious resource is missing, and
    # the third player holds two
    s = new(3)
    build_at(s, "E7", "house", owner=0)
    for tile in TILES_OF["stonecutter"]:
        s.tiles_left[tile] = 0
    s.stone[0], s.wood[0], s.precious[0], s.silver[0] = 2, 3, 0, 6
    s.houses_left[0] = 0  # no hut to build instead
    s.precious[1], s.precious[2] = 0, 2
    s.refresh_legal()
    play(s, "place:E6", "place:E6", "done")
    finish_placement(s)
    offer = s.parse_move(medium(s))
    assert offer[0] == "offer" and offer[1] == 2 and offer[3] == (0, 0, 0, 1)
    assert 0 < offer[2][0] <= 6 and offer[2][1:] == (0, 0, 0)


def test_medium_makes_no_offer_when_nothing_waits_for_a_resource():
    s = new(3)
    play(s, "place:D5", "place:D5", "done")
    finish_placement(s)
    while s.cur == 0 and s.phase == PH_EFFECTS:
        move = medium(s)
        assert not move.startswith("offer")
        play(s, move)


def test_medium_moves_its_marker_to_the_front_and_takes_its_workers_back():
    s = new(3)
    play(s, "done", "done", "order", "done")
    while s.phase != PH_ORDER:
        play(s, "end") if s.phase == PH_EFFECTS else play(s, "done")
    assert s.cur == 2
    assert medium(s) == "move:1"


# -- the search's candidates ---------------------------------------------------------------------

def test_the_search_leaves_the_effects_phase_to_the_rules():
    s = new(3)
    play(s, "place:D5", "place:D5", "quarry:1", "done")
    finish_placement(s)
    assert rules.search_moves(s, 0) == [("collect", 0, 0)]
    play(s, "collect:quarry:1")
    assert len(s.legal) > 1
    assert rules.search_moves(s, 0) == [rules.medium_move(s, 0)]


def test_the_search_considers_the_rules_best_placements_and_done():
    s = new(4)
    candidates = rules.search_moves(s, 0)
    assert ("done",) in candidates
    assert len(candidates) <= rules.SEARCH_WIDTH + 1
    assert rules.medium_move(s, 0) in candidates
    weights = rules.priors(s, 0, candidates)
    assert len(weights) == len(candidates) and all(w > 0 for w in weights)


def test_easy_sometimes_plays_another_of_the_best_moves():
    s = new(4)
    moves = {s.move_to_text(rules.easy_move(s, 0, _rng(seed))) for seed in range(40)}
    assert s.move_to_text(rules.medium_move(s, 0)) in moves and len(moves) > 1


def _rng(seed: int):
    from game.core.rng import Rng

    return Rng(seed)
