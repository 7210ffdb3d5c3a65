"""Río de la Plata's option combinations that the generic conformance suite only samples.

The generic suite (``tests/conformance``) plays the experience levels and the optional
player-count rule together, at their defaults and at their last values (``exhaustive=False``:
the experience sets the starting stock and the attackers' bonus, and the player-count rule
changes nothing but that bonus), each with the short game on and off. The long run here
(``fuzz``) gives every other combination the generic checks at every position, with Río's
conservation laws (``invariants.py``) after every move and after every legal move at every
fourth position. One game per combination, the player counts taken in turn (each count plays
two of them); ``--games N`` plays N games of every combination at every count from 2 to 5.
"""

from __future__ import annotations

import random

import pytest

from game.core.record import GameRecord, replay
from game.core.rng import Rng
from game.rio_de_la_plata import GAME
from tests.conformance.checks import check_end, check_position
from tests.games.support import MAX_MOVES, actor, fingerprint, redraw_of
from tests.rio_de_la_plata.invariants import check_invariants

SAMPLED = [o.id for o in GAME.options if not o.exhaustive]
SKIPPED = [c for c in GAME.option_combinations() if c not in GAME.conformance_combinations()]
PLAYER_COUNTS = (2, 3, 4, 5)


def cases(every_count: bool) -> list[tuple[int, dict]]:
    """(players, combination): each combination at one player count, the counts in turn, or
    (``every_count``) at each of them."""
    return [(players, combo) for i, combo in enumerate(SKIPPED)
            for players in PLAYER_COUNTS
            if every_count or players == PLAYER_COUNTS[i % len(PLAYER_COUNTS)]]


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if {"players", "combo"} <= set(metafunc.fixturenames):
        chosen = cases(bool(metafunc.config.getoption("--games")))
        metafunc.parametrize(("players", "combo"), chosen, ids=[
            f"{p}p-" + "-".join(f"{k}={v}" for k, v in sorted(c.items())) for p, c in chosen])


def test_the_generic_suite_samples_the_experience_and_the_player_count_rule_together():
    assert sorted(SAMPLED) == ["count_bonus", "experience"]
    combos = GAME.conformance_combinations()
    assert len(combos) == 4  # the short game on and off, each at the defaults and at the last
    for combo in combos:
        assert (combo["experience"], combo["count_bonus"]) in (("beginner", False),
                                                               ("expert", True))
    assert len(SKIPPED) == len(GAME.option_combinations()) - len(combos) == 8


@pytest.mark.fuzz
def test_random_games_at_the_combinations_the_generic_suite_skips_obey_the_protocol(
        request, players, combo):
    games = request.config.getoption("--games") or 1
    redraw = redraw_of(GAME)
    for game in range(games):
        seed = 7000 + 100 * players + game
        options = GAME.normalize_options({"players": players, **combo})
        state = GAME.new_game(options, seed)
        record = GameRecord(GAME.id, options, seed)
        rng = random.Random(seed)
        redraw_rng = Rng(seed)
        seen: set[str] = set()
        for number in range(MAX_MOVES):
            check_invariants(state)
            if number % 11 == 0:  # the views hide what their viewer must not know
                viewer = number % players
                assert redraw(state, viewer, redraw_rng).view(viewer) == state.view(viewer)
            if state.is_over():
                break
            player = actor(state)
            texts = check_position(state, player, state.legal_moves(player), seen,
                                   invariants=None if number % 4 else check_invariants)
            seen.update(texts)
            text = rng.choice(texts)
            record.moves.append(text)
            state.apply(state.parse_move(text), player)
            if len(record.moves) % 100 == 0:
                assert fingerprint(replay(record)) == fingerprint(state)
        check_end(state, record)
