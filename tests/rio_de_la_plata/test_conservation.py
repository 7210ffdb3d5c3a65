"""Río de la Plata's conservation laws, which the generic conformance suite cannot know: at 2-5
players, random games keep the laws and bounds of ``invariants.py`` (each colour's 9 workers,
its 13 hut/house tiles, the public tiles, the shadow colour's 10 discs, no negative stock, the
war's groups) after every move, and after every legal move at every fifth position; through
every war of games with a war each year, every piece is kept and nothing of the war is left
once it is over; an accepted trade leaves the players' silver and resources together as they
were. (``test_option_conformance.py`` checks the
same laws in its long run over every option combination.)
"""

from __future__ import annotations

import random

import pytest

from game.rio_de_la_plata import GAME, RioState
from game.rio_de_la_plata.year import PH_PLACEMENT, PH_WAR
from tests.games.support import MAX_MOVES, actor
from tests.rio_de_la_plata.invariants import check_invariants

# one game at each player count, the options varied between them
LAW_GAMES = [(2, {"experience": "beginner"}), (3, {"experience": "intermediate", "short": True}),
             (4, {"experience": "expert", "count_bonus": True}), (5, {"experience": "beginner"})]


def stocks(s: RioState) -> tuple[int, int, int, int]:
    """The players' silver, stone, wood and precious resources together."""
    return (sum(s.silver), sum(s.stone), sum(s.wood), sum(s.precious))


@pytest.mark.parametrize(("players", "options"), LAW_GAMES,
                         ids=[f"{p}p-{o['experience']}" for p, o in LAW_GAMES])
def test_workers_tiles_and_stocks_are_conserved_through_a_random_game(players, options):
    state = GAME.new_game({"players": players, **options}, 300 + players)
    rng = random.Random(players)
    for number in range(MAX_MOVES):
        check_invariants(state)
        if state.is_over():
            break
        player = actor(state)
        legal = state.legal_moves(player)
        if number % 5 == 0:
            for move in legal:
                copy = state.clone()
                copy.apply(move, player)
                check_invariants(copy)
        state.apply(rng.choice(legal), player)
    assert state.is_over()


def test_an_accepted_trade_keeps_the_players_silver_and_resources_together():
    checked = 0
    for seed in range(100):
        state = GAME.new_game({"players": 2 + seed % 4}, seed)
        rng = random.Random(seed)
        while not state.is_over() and checked < 10:
            player = actor(state)
            move = rng.choice(state.legal_moves(player))
            before = stocks(state)
            state.apply(move, player)
            if move[0] == "accept" and state.cur == player:  # (nothing else played since)
                assert stocks(state) == before, "a trade created or destroyed silver or goods"
                checked += 1
    assert checked == 10


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_piece_is_kept_through_every_war(players):
    # the enemies' tokens at the top of the track: a war every year until everyone has attacked
    state = GAME.new_game({"players": players, "experience": "expert"}, 900 + players)
    rng = random.Random(900 + players)
    wars = moves = 0
    while not state.is_over():
        if state.phase == PH_PLACEMENT and not any(state.placed):
            state.enemy = [12, 12]
        player = actor(state)
        legal = state.legal_moves(player)
        at_war = state.phase == PH_WAR
        if at_war and moves % 3 == 0:
            for move in legal:
                copy = state.clone()
                copy.apply(move, player)
                check_invariants(copy)
        state.apply(rng.choice(legal), player)
        moves += 1
        check_invariants(state)
        if at_war and state.phase != PH_WAR:
            wars += 1
            assert not any(state.stack) and not state.outside
            assert state.war_enemy == -1 and state.war_step == ""
    assert wars == (4 if players == 2 else players) and sum(state.attacks) == wars
