"""Expansion 1 setup (IT ESPANSIONE 1, PREPARAZIONE): the violet buildings of both boxes are
drafted onto the board's spaces by matching printed cost, players in turn from the first
Governor; production buildings are placed as in the base game."""

from __future__ import annotations

from game.puerto_rico import data
from tests.puerto_rico.support import (
    assert_rejected,
    js,
    legal,
    phase,
    play,
    to_act,
)
from tests.puerto_rico.support_exp1 import e1_game

VIOLET = [b for b in data.BUILDINGS if b.is_violet and b.expansion in ("base", "new_buildings")]


def test_the_draft_comes_before_the_first_role_with_production_buildings_already_placed():
    state = e1_game(random_draft=False)
    assert phase(state) == "draft"
    supply = js(state)["building_supply"]
    # the base game's (the Nobles' Jeweler comes only with Expansion 2)
    base = {b.id for b in data.BUILDINGS if b.is_production and b.expansion == "base"}
    assert set(supply) == base


def test_the_first_governor_drafts_first_then_the_players_clockwise():
    state = e1_game(4, random_draft=False)
    assert to_act(state) == 0
    play(state, "draft:library")
    assert to_act(state) == 1
    play(state, "draft:statue")
    assert to_act(state) == 2


def test_any_violet_building_of_both_boxes_may_be_drafted_first():
    state = e1_game(random_draft=False)
    assert legal(state) == sorted(f"draft:{b.id}" for b in VIOLET)


def test_a_building_goes_only_on_a_free_space_of_its_printed_cost():
    # one space costs 1: after the Small Market, the Aqueduct (cost 1) has no space left
    state = e1_game(random_draft=False)
    play(state, "draft:small_market")
    assert_rejected(state, "draft:aqueduct")
    # two spaces cost 2
    play(state, "draft:hacienda", "draft:black_market")
    assert_rejected(state, "draft:forest_house")
    assert_rejected(state, "draft:construction_hut")


def test_the_draft_fills_twelve_small_and_five_large_spaces_then_the_first_round_starts():
    state = e1_game(3, random_draft=False)
    picks = 0
    while phase(state) == "draft":
        play(state, legal(state)[0])
        picks += 1
    assert picks == 17
    assert phase(state) == "role" and to_act(state) == 0
    on_board = [b for b in VIOLET if b.id in js(state)["building_supply"]]
    assert sum(1 for b in on_board if b.spaces == 1) == 12
    assert sum(1 for b in on_board if b.spaces == 2) == 5
    for cost, spaces in data.DRAFT_SPACES.items():
        assert sum(1 for b in on_board if b.cost == cost) == spaces


def test_both_copies_of_a_small_building_go_on_its_space_but_one_with_two_players():
    four = e1_game(4, random_draft=False)
    play(four, "draft:church", "draft:statue")
    assert js(four)["building_supply"]["church"] == 2
    assert js(four)["building_supply"]["statue"] == 1
    two = e1_game(2, random_draft=False)
    play(two, "draft:church")
    assert js(two)["building_supply"]["church"] == 1


def test_buildings_left_out_of_the_draft_are_not_in_the_game():
    state = e1_game(random_draft=True)
    supply = js(state)["building_supply"]
    left_out = [b.id for b in VIOLET if b.id not in supply]
    assert len(left_out) == len(VIOLET) - 17
    assert all(f"build:{b}" not in legal(state) for b in left_out)


def test_the_random_draft_fills_the_board_at_setup_the_same_way_for_the_same_seed():
    a, b = e1_game(4, seed=5), e1_game(4, seed=5)
    assert phase(a) == "role"
    assert js(a)["building_supply"] == js(b)["building_supply"]
    assert js(a)["options"]["random_draft"] is True
    others = {tuple(sorted(js(e1_game(4, seed=s))["building_supply"])) for s in range(6)}
    assert len(others) > 1


def test_the_hacienda_and_the_forest_house_may_both_be_drafted():
    """Rules-notes 39: the book names no exclusion (it even describes the two together)."""
    state = e1_game(random_draft=False)
    play(state, "draft:hacienda", "draft:forest_house")
    supply = js(state)["building_supply"]
    assert "hacienda" in supply and "forest_house" in supply


def test_a_drafted_board_scans_exactly_its_own_buildings_as_if_built_for_it_from_scratch():
    """The engine's tables for a drafted board (placement orders, the Builder's list, the
    guests' targets, the buildings owned) are cut from the full tables; cut or built anew
    from the board's own buildings, they are the same."""
    import random

    from game.puerto_rico import state as engine
    from game.puerto_rico.board import FULL_TABLES, guest_targets
    from game.puerto_rico.placements import grouped, placement_orders

    for seed in range(12):
        exps = ("buildings", "nobles") if seed % 2 else ("buildings",)
        game = engine.PRState.new(3 + seed % 3, seed, expansions=frozenset(exps))
        chooser = random.Random(seed)
        while game.phase == engine.PH_DRAFT:
            game.apply_unchecked(chooser.choice(game.legal_moves()), game.cur)
        kept = [b for b in range(game.nbld) if game.board[b]]
        tables = game.tables
        assert tables.orders == tuple(grouped(o) for o in placement_orders(kept))
        assert tables.build == tuple(t for t in FULL_TABLES[game.nbld].build if t[0] in kept)
        # no Guest House on the board: nobody ever has a guest to move
        targets = guest_targets(tables.build) if game.board[data.GUEST_HOUSE] else ()
        assert tables.guest_targets == targets
        assert [b for b, _pos, _c in tables.on_board] == kept
