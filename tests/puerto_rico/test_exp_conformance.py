"""The generic conformance checks (``tests/conformance/checks.py``) over every non-empty subset
of Puerto Rico's four expansions at 2-5 players, with Puerto Rico's own invariants: the generic
suite plays the expansions only all off and all on (options it samples, ``exhaustive=False``).

At every position of a random game: every legal move applies on a copy and its text round-trips
(at every fourth position the engine's invariants, conservation included, hold after each);
moves seen elsewhere, a guest sent to the Statue (which has no circle) and moves by a seat not
to act are rejected with the state untouched; clone and JSON round trips are equal and offer the
same moves; the invariants hold. At the end the scores add up and the record replays to the same
state. The views of every seat are checked against the game's redraw every few positions. With
the New Buildings, every other case drafts the board at random. One game per case by default;
``--games N`` for the long run.
"""

from __future__ import annotations

import itertools
import random

import pytest

from game.core.errors import IllegalMove
from game.core.record import GameRecord, replay
from game.core.rng import Rng
from game.puerto_rico import GAME
from game.puerto_rico import data as prd
from game.puerto_rico import state as prs
from tests.conformance.checks import check_end, check_position
from tests.games.support import MAX_MOVES, actor, fingerprint, redraw_of
from tests.puerto_rico.invariants import check_invariants

NAMES = sorted(prd.EXPANSION_OPTIONS)  # buccaneer, buildings, festival, nobles
SUBSETS = [tuple(c) for r in range(len(NAMES) + 1) for c in itertools.combinations(NAMES, r)]
# the base game's protocol and invariants are the generic suite's and test_engine_invariants.py's
CASES = [(players, subset) for subset in SUBSETS if subset for players in (2, 3, 4, 5)]
CASE_IDS = [f"{p}p-" + ("+".join(s) or "base") for p, s in CASES]
GUEST_ON_THE_STATUE = prs.GUEST_BASE + prs.GUEST_BUILDING + prd.STATUE


def test_there_are_sixteen_subsets_of_the_four_expansions():
    assert len(SUBSETS) == 16


@pytest.mark.fuzz
@pytest.mark.parametrize(("players", "subset"), CASES, ids=CASE_IDS)
def test_random_games_with_expansions_obey_the_protocol(request, players, subset):
    games = request.config.getoption("--games") or 1
    redraw = redraw_of(GAME)
    for game in range(games):
        seed = 7000 + 100 * players + game
        options = {"players": players, "expansions": list(subset)}
        if "buildings" in subset and (game + players) % 2:
            options["random_draft"] = True
        options = GAME.normalize_options(options)
        state = GAME.new_game(options, seed)
        record = GameRecord(GAME.id, options, seed)
        rng = random.Random(seed)
        redraw_rng = Rng(seed)
        seen: set[str] = set()
        for number in range(MAX_MOVES):
            check_invariants(state)
            if number % 11 == 0:  # the views hide what their viewer must not know
                viewer = number % players
                other = redraw(state, viewer, redraw_rng)
                assert other.view(viewer) == state.view(viewer)
            if state.is_over():
                break
            player = actor(state)
            # the invariants after every legal move, at every fourth position
            texts = check_position(state, player, state.legal_moves(player), seen,
                                   invariants=None if number % 4 else check_invariants)
            before = fingerprint(state)
            with pytest.raises(IllegalMove):
                state.apply(GUEST_ON_THE_STATUE, player)
            assert fingerprint(state) == before
            seen.update(texts)
            text = rng.choice(texts)
            record.moves.append(text)
            state.apply(state.parse_move(text), player)
            if len(record.moves) % 100 == 0:
                assert fingerprint(replay(record)) == fingerprint(state)
        check_end(state, record)
