"""Río de la Plata's war rules of thumb (Easy and Medium, the search's candidates and playouts),
each in a position built by hand: what the Medium player does in a war, and why. The positions
are wars begun by hand (``start_war``, ``to_fight``); squares are named like a chess board (A-P
west to east, 1-10 north to south, the attackers enter by row 1 and columns A and P); in a stack
the pieces are listed bottom to top: a player, 20 an attacker."""

from __future__ import annotations

import pytest

from game.bots import get_bot
from game.rio_de_la_plata import war
from game.rio_de_la_plata.bots import rules
from game.rio_de_la_plata.data import FORT, GROUP_MOVES, GUNNER
from tests.rio_de_la_plata.support import (
    build_at,
    dice_state,
    new,
    play,
    sq,
    start_war,
    texts,
    to_fight,
)

A = 20  # an attacker in a stack


def medium(s) -> str:
    """The Medium player's move, asked as the page asks it: from the player's view."""
    bot = get_bot("rio_de_la_plata", "medium", seed=1)
    return bot.choose(s.view(s.cur), texts(s))


def war_of(*buildings: tuple[str, str, int], token: int = 2, enemy: str = "natives"):
    """A 3-player experts' war with the natives (player 3 attacks, 2 x 2 + the bonus of the
    token attackers), the buildings ``(square, building, owner)`` on the map."""
    s = new(3, experience="expert")
    s.enemy = [token, token]
    for name, building, owner in buildings:
        build_at(s, name, building, owner=owner)
    start_war(s, enemy, attacker=2)
    return s


# -- the attacker ----------------------------------------------------------------------------------

def test_the_attacker_deploys_a_single_where_it_reaches_the_valuable_building():
    # a church (6 VP) near the north-west entries, a hut (2 VP) near the north-east ones: a
    # single moves 3 squares (the entry square first) and burns with its last piece
    s = war_of(("B2", "church", -1), ("O2", "hut", 0))
    move = s.parse_move(medium(s))
    entry, size, _ = war.out_parts(move[1])
    assert size == 1
    assert sq("B2") in war.reach(s, -1, entry, GROUP_MOVES[size], True)


def test_the_attacker_spreads_its_groups_over_the_buildings_in_reach():
    # two houses, far apart, each in the first turn's reach of its own entries: the second
    # group goes where the first does not already burn
    s = war_of(("B2", "house", 0), ("O2", "house", 1))
    first = s.parse_move(medium(s))
    play(s, s.move_to_text(first))
    second = s.parse_move(medium(s))
    reached = {x for ref in (first[1], second[1])
               for x in war.reach(s, -1, war.out_parts(ref)[0], 3, True)}
    assert {sq("B2"), sq("O2")} <= reached


def test_the_attacker_burns_the_building_in_reach_rather_than_walk_in():
    s = war_of(("B2", "church", -1), ("H6", "house", 0))
    to_fight(s, {}, outside=[("A2", 1), ("P10", 1)])
    assert medium(s) == "go:1@A2:B2"


def test_the_attacker_takes_the_palace_before_a_house():
    # the Palace burns for 12 VP, a house for 4: both are two squares away
    s = war_of(("H8", "palace", -1), ("F6", "house", 0))
    to_fight(s, {"H6": (A,)}, outside=[("P10", 1)])
    assert medium(s) == "go:H6:H8"


def test_the_attacker_merges_two_singles_that_alone_would_lose_to_the_guard():
    # a church held by one defender: a single attacking it dies with the defender (and gives
    # the defender 4 VP); a pair beats the defender and burns the church next turn
    s = war_of(("D5", "church", -1))
    to_fight(s, {"C3": (A,), "D4": (A,), "D5": (0,)})
    assert medium(s) in ("go:C3:D4", "go:D4:C3")


@pytest.mark.parametrize(("enemy", "attacks"), [("natives", False), ("corsairs", True)])
def test_the_corsairs_attack_an_equal_guard_the_natives_do_not(enemy, attacks):
    # "i Corsari hanno sempre la prevalenza": a corsair survives a battle of equal groups and
    # burns the house; a native would die with the defender
    s = war_of(("D4", "house", 0), enemy=enemy)
    to_fight(s, {"D3": (A,), "D4": (0,)})
    assert (medium(s) == "go:D3:D4") is attacks


@pytest.mark.parametrize(("quiet", "battles"), [(0, False), (2, True)])
def test_the_attacker_battles_before_a_third_quiet_turn_would_end_the_war(quiet, battles):
    # a church 5 squares away, out of a pair's reach this turn, and a lone defender next to
    # the pair: after two turns without a battle, a third ends the war ("almeno una volta ogni
    # 3 round"), so the pair fights the defender to keep the church within its reach
    s = war_of(("H3", "church", -1))
    to_fight(s, {"D3": (A, A), "D4": (1,)})
    s.war_quiet = quiet
    assert (medium(s) == "go:D3:D4") is battles


# -- the defenders ---------------------------------------------------------------------------------

def test_a_defender_places_its_free_pieces_in_the_house_the_attackers_can_reach():
    s = war_of(("B2", "house", 0), ("H6", "house", 0))
    play(s, "deploy:1@A2", "deploy:1@A2", "deploy:1@P10", "deploy:1@P10")
    assert s.war_step == war.DEFEND and s.cur == 0
    assert medium(s) == "defend:B2"


def test_a_defender_buys_a_piece_for_a_threatened_house_but_no_more_than_needed():
    # three houses in reach of three single attackers, two free pieces: the third piece (1
    # silver) guards the third house; a fourth (2 silver) would guard nothing more
    s = war_of(("B2", "house", 0), ("E2", "house", 0), ("H2", "house", 0), token=5)
    s.silver[0] = 3
    play(s, "deploy:1@A2", "deploy:1@E1", "deploy:1@H1", *["deploy:1@P10"] * 4)
    play(s, "defend:B2", "defend:E2")
    assert medium(s) == "defend:H2"
    play(s, "defend:H2")
    assert s.silver[0] == 2 and "defend:B2" in texts(s)
    assert medium(s) == "done"


def test_a_defender_attacks_a_lone_attacker_it_can_reach():
    # an equal battle kills both: 2 VP for the attacker killed and 2 for the piece lost
    s = war_of()
    to_fight(s, {"E3": (A,), "E5": (0,)}, turn=1)
    assert medium(s) == "go:E5:E3"


def test_a_defender_blocks_the_entry_of_a_group_that_threatens_two_houses():
    # guarding one house leaves the other to the single waiting at A5; on A5 the defender
    # keeps it out of both (and an equal battle there gives 4 VP)
    s = war_of(("B5", "house", 0), ("A6", "house", 0))
    to_fight(s, {"C5": (0,)}, outside=[("A5", 1)], turn=1)
    assert medium(s) == "go:C5:A5"


@pytest.mark.parametrize(("gunner", "bet"), [(True, "bet:3"), (False, "bet:2")])
def test_the_cannons_bet_the_most_kills_the_odds_promise(gunner, bet):
    # 2d6 (+1 for the Gunner) must reach 6 + the bet: the Gunner expects 15/36 x 3 kills at
    # 3, more than 21/36 x 2 at 2; without the +1, 2 and 3 promise as much (10/36 x 3 =
    # 15/36 x 2) and the smaller bet is kept
    s = war_of(("B2", "house", 0), token=7)
    s.major_done[FORT] = 0
    if gunner:
        s.office_owner[GUNNER] = 0
        s.office_year[GUNNER] = -1
    while s.war_step == war.DEPLOY:
        play(s, "deploy:1@A2")
    assert s.war_step == war.BET and s.cur == 0
    assert medium(s) == bet


def test_the_cannons_hit_the_group_that_threatens_most():
    s = war_of(("B2", "house", 0), token=7)
    s.major_done[FORT] = 0
    s.office_owner[GUNNER] = 0
    s.office_year[GUNNER] = -1
    play(s, "deploy:3@P10", "deploy:3@P9", "deploy:1@A2", "deploy:1@P8")
    s.rng_state = dice_state(6, 6)
    play(s, "bet:1")
    assert s.war_step == war.HIT
    assert medium(s) == "hit:1@A2"


def test_a_defender_allows_a_stack_onto_its_guard():
    s = war_of(("B5", "house", 0))
    to_fight(s, {"C5": (1,), "B5": (0,)}, outside=[("A5", 2)], turn=2)
    play(s, "go:C5:B5:leader=2")
    assert s.war_step == war.ASK and s.cur == 0
    assert medium(s) == "allow"


def test_a_defender_denies_taking_its_piece_off_its_threatened_house():
    s = war_of(("B5", "house", 0))
    to_fight(s, {"C5": (1,), "B5": (0, 1)}, outside=[("A5", 1)], turn=2)
    play(s, "go:B5:C5:leader=2")
    assert s.war_step == war.ASK and s.cur == 0
    assert medium(s) == "deny"


@pytest.mark.parametrize(("can_build", "answer"), [(True, "done"), (False, "pickup:C3")])
def test_after_the_war_a_player_keeps_workers_that_can_build_where_they_stand(
        can_build, answer):
    # a pair wins the war's last battle on an empty square and stays there as workers: next
    # year they can build a hut there (two workers), unless nothing is left to build
    s = war_of()
    to_fight(s, {"C3": (A,), "C5": (0, 0)}, turn=1)
    if not can_build:
        s.houses_left[0] = 0
        s.tiles_left = [0] * len(s.tiles_left)
    play(s, "go:C5:C3")
    assert s.war_step == war.PICKUP and s.cur == 0
    assert texts(s) == ["pickup:C3", "done"]
    assert medium(s) == answer


# -- Easy, the search ------------------------------------------------------------------------------

def test_the_search_considers_the_rules_best_war_moves_and_done():
    s = war_of(("B2", "church", -1), ("H6", "house", 0))
    to_fight(s, {}, outside=[("A2", 1), ("P10", 1)])
    candidates = rules.search_moves(s, s.cur)
    assert ("done",) in candidates and len(candidates) <= rules.WAR_WIDTH + 1
    assert rules.medium_move(s, s.cur) in candidates
    assert all(s.is_legal(m, s.cur) for m in candidates)


def test_easy_fights_by_the_same_rules_with_some_noise():
    from game.core.rng import Rng

    s = war_of(("B2", "church", -1), ("H6", "house", 0))
    to_fight(s, {}, outside=[("A2", 1), ("P10", 1)])
    moves = {s.move_to_text(rules.easy_move(s, s.cur, Rng(seed))) for seed in range(40)}
    assert "go:1@A2:B2" in moves and len(moves) > 1
