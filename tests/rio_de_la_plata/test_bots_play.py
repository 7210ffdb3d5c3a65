"""Río de la Plata's bots over whole games: every level with 2 to 5 players answers only moves
the engine accepts, in peace and in the wars, the same seed and view give the same move, the
estimate is the true outcome at the end, and Medium beats Random (the real measurements use the
tournament tool)."""

from __future__ import annotations

import pytest

from game.bots import get_bot
from game.bots.registry import get_adapter
from game.core.protocol import ranking
from game.rio_de_la_plata import GAME
from game.rio_de_la_plata.bots import rules, values
from game.rio_de_la_plata.bots.adapter import ADAPTER
from game.rio_de_la_plata.year import PH_PLACEMENT, PH_WAR
from tests.games.support import BUDGETED_LEVELS
from tests.rio_de_la_plata.support import start_war

# every level that plays its own game under the tiny budget below (not Expert: Hard again)
LEVELS = BUDGETED_LEVELS
# tiny budgets and the shortest playouts (to the next year): the games stay quick
SEARCH = {"iterations": 2, "time_limit": None, "horizon": 1}
SHORT = {"short": True}  # 15 years


def new_game(players: int, seed: int, **options):
    return GAME.new_game(GAME.normalize_options({"players": players, **options}), seed)


def bots_for(levels: list[str], seed: int) -> list:
    return [get_bot("rio_de_la_plata", lv, seed + seat,
                    **(SEARCH if lv in ("hard", "expert") else {}))
            for seat, lv in enumerate(levels)]


def play_out(state, bots, decisions: int | None = None) -> None:
    """Let the bots play (every answer checked by the engine), to the end or for a number of
    decisions."""
    done = 0
    while not state.is_over() and (decisions is None or done < decisions):
        p = state.current_players()[0]
        legal = [state.move_to_text(m) for m in state.legal_moves(p)]
        text = bots[p].choose(state.view(p), legal)
        move = state.parse_move(text)
        assert state.is_legal(move, p), f"seat {p} chose an illegal move: {text}"
        state.apply(move, p)
        done += 1


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_finishes_a_game_and_its_wars_with_legal_moves(level, players):
    # the war check each year, and in the last year a war without a roll while a player is
    # still due to attack: every game has wars
    others = ["medium", "easy", "random", "medium"]
    state = new_game(players, 100 + players, **SHORT)
    play_out(state, bots_for([level, *others[:players - 1]], 7))
    assert state.is_over() and sum(state.attacks) >= 1


def war_position(players: int, seed: int, enemy: str):
    """Three years of Medium play, then a war begun by hand with the enemy's token at 9 (the
    attackers outnumber the defenders' pieces)."""
    state = new_game(players, seed)
    bots = bots_for(["medium"] * players, seed)
    while state.year < 3:
        play_out(state, bots, decisions=1)
    while state.phase != PH_PLACEMENT:
        play_out(state, bots, decisions=1)
    state.enemy = [9, 9]
    start_war(state, enemy)
    return state


@pytest.mark.parametrize(("players", "enemy"), [(2, "corsairs"), (4, "natives")])
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_fights_a_war_to_its_end_with_legal_moves(level, players, enemy):
    # every seat plays the level: it attacks and it defends
    state = war_position(players, 60 + players, enemy)
    attacker = state.war_attacker
    bots = bots_for([level] * players, 5)
    decisions = 0
    while state.phase == PH_WAR:
        play_out(state, bots, decisions=1)
        decisions += 1
    assert state.attacks[attacker] == 1 and decisions > 10


def test_the_bots_play_every_experience_and_the_optional_rules():
    state = new_game(4, 3, experience="expert", short=True, count_bonus=True)
    play_out(state, bots_for(["medium", "easy", "medium", "easy"], 3))
    assert state.is_over()


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_the_same_seed_and_view_give_the_same_move(level):
    state = new_game(4, 11)
    play_out(state, bots_for(["medium"] * 4, 1), decisions=40)
    p = state.current_players()[0]
    legal = [state.move_to_text(m) for m in state.legal_moves(p)]
    view = state.view(p)
    first = bots_for([level], 5)[0]
    again = bots_for([level], 5)[0]
    answer = first.choose(view, legal)
    state.apply(state.parse_move(answer), p)  # asked about another position in between
    q = state.current_players()[0]
    first.choose(state.view(q), [state.move_to_text(m) for m in state.legal_moves(q)])
    assert first.choose(view, legal) == answer == again.choose(view, legal)


def test_the_estimate_is_the_true_outcome_at_the_end():
    state = new_game(4, 21, **SHORT)
    play_out(state, bots_for(["medium", "easy", "medium", "easy"], 2))
    assert get_adapter("rio_de_la_plata").evaluate(state) == state.returns()


def test_mid_game_win_shares_add_up_and_favour_the_leader():
    state = new_game(4, 22)
    play_out(state, bots_for(["medium"] * 4, 2), decisions=300)
    shares = values.win_shares(state)
    assert abs(sum(shares) - 1.0) < 1e-9 and all(0.0 <= x <= 1.0 for x in shares)
    estimates = values.estimates(state)
    assert shares.index(max(shares)) == estimates.index(max(estimates))


def test_playouts_stop_at_the_start_of_a_year():
    state = new_game(4, 23)
    start = state.clone()
    assert not ADAPTER.rollout_done(state, start, 0)
    plies = 0
    while not ADAPTER.rollout_done(state, start, plies, horizon=30):
        p = state.current_players()[0]
        state.apply_unchecked(rules.rollout_move(state, p, None), p)
        plies += 1
    assert plies >= 30 and state.year == 1
    assert state.phase == PH_PLACEMENT and not any(state.placed)


def test_playouts_in_a_war_stop_at_the_next_round_or_the_war_s_end():
    # a war round budget: the move searched and the round's answers to it, then the estimate
    state = war_position(4, 64, "natives")
    while state.war_step != "fight":
        play_out(state, bots_for(["medium"] * 4, 1), decisions=1)
    start = state.clone()
    plies = 0
    while not ADAPTER.rollout_done(state, start, plies):
        p = state.current_players()[0]
        state.apply_unchecked(rules.rollout_move(state, p, None), p)
        plies += 1
    assert 0 < plies <= ADAPTER.war_plies
    assert state.phase != PH_WAR or state.war_round == start.war_round + ADAPTER.war_rounds \
        or plies == ADAPTER.war_plies


def test_a_war_decision_searches_on_a_share_of_the_budget():
    state = war_position(4, 65, "corsairs")
    assert ADAPTER.think_share(state, state.current_players()[0]) == rules.WAR_THINK < 1.0
    assert ADAPTER.think_share(new_game(4, 65), 0) == 1.0


def test_search_candidates_are_legal_and_never_empty():
    state = new_game(4, 24)
    bots = bots_for(["medium"] * 4, 4)
    for _ in range(200):
        p = state.current_players()[0]
        candidates = rules.search_moves(state, p)
        assert candidates and all(state.is_legal(m, p) for m in candidates)
        play_out(state, bots, decisions=1)


def test_medium_beats_three_random_players():
    wins = 0.0
    for g in range(4):
        levels = ["random"] * 4
        levels[g] = "medium"
        state = new_game(4, 40 + g, **SHORT)
        play_out(state, bots_for(levels, g))
        ranks = ranking(state.final_scores())
        if ranks[g] == 1:
            wins += 1.0 / ranks.count(1)
    assert wins >= 3
