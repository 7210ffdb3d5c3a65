"""The generic conformance checks (tests/conformance) over Puerto Rico's 16 expansion subsets at
2-5 players: the expansions are not GameDef options yet, so the generic suite does not reach them.

At every position of a random game: every legal move applies on a copy and its text round-trips,
moves seen elsewhere and moves by a seat not to act are rejected with the state untouched, clone
and JSON round trips are equal, the engine's invariants hold (conservation included); at the end
the record replays to the same state. The views of every seat are checked against the game's
``GAME.hidden.redraw`` every few positions. One game per case by default; ``--games N`` for the long
run.
"""

from __future__ import annotations

import itertools
import random

import pytest

from game.core.record import GameRecord, replay
from game.core.rng import Rng
from game.puerto_rico import GAME
from game.puerto_rico import data as prd
from tests.conformance.test_conformance import (
    MAX_MOVES,
    actor,
    check_copies,
    check_end,
    check_illegal_moves,
    check_legal_moves,
    fingerprint,
)
from tests.puerto_rico.test_engine_invariants import check_invariants

NAMES = sorted(prd.EXPANSION_OPTIONS)  # buccaneer, buildings, festival, nobles
SUBSETS = [tuple(c) for r in range(len(NAMES) + 1) for c in itertools.combinations(NAMES, r)]
CASES = [(players, subset) for subset in SUBSETS for players in (2, 3, 4, 5)]
CASE_IDS = [f"{p}p-" + ("+".join(s) or "base") for p, s in CASES]


def test_there_are_sixteen_subsets_of_the_four_expansions_all_playable():
    assert len(SUBSETS) == 16
    assert set(NAMES) == set(prd.PLAYABLE_EXPANSIONS)


@pytest.mark.parametrize(("players", "subset"), CASES, ids=CASE_IDS)
def test_random_games_with_expansions_obey_the_protocol(request, players, subset):
    games = request.config.getoption("--games") or 1
    for game in range(games):
        seed = 7000 + 100 * players + game
        options = {"players": players, "expansions": list(subset)}
        if "buildings" in subset and game % 2:
            options["random_draft"] = True
        options = GAME.normalize_options(options)
        state = GAME.new_game(options, seed)
        record = GameRecord(GAME.id, options, seed)
        rng = random.Random(seed)
        redraw = Rng(seed)
        seen: set[str] = set()
        for number in range(MAX_MOVES):
            check_copies(state)
            check_invariants(state)
            if number % 11 == 0:  # the views hide what their viewer must not know
                viewer = number % players
                other = GAME.hidden.redraw(state, viewer, redraw)
                assert other.view(viewer) == state.view(viewer)
            if state.is_over():
                break
            player = actor(state)
            legal = state.legal_moves(player)
            assert legal, "a player to act must have a legal move"
            texts = check_legal_moves(state, player, legal)
            check_illegal_moves(state, player, seen - set(texts), legal)
            seen.update(texts)
            text = rng.choice(texts)
            record.moves.append(text)
            state.apply(state.parse_move(text), player)
            if len(record.moves) % 100 == 0:
                assert fingerprint(replay(record)) == fingerprint(state)
        check_end(state, record)
