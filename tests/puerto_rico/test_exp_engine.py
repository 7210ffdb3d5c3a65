"""Engine properties with the expansions on: conservation (forests included), legality, notation,
JSON round trips, and random games at 2-5 players to the end (small counts; ``--games N`` more).
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator

import pytest

from game.core.errors import IllegalMove
from game.core.protocol import canonical_json
from game.puerto_rico import GAME, PRState
from game.puerto_rico import data as prd
from game.puerto_rico import state as prs
from tests.puerto_rico.test_engine_invariants import check_invariants

FINISHED = sorted(prd.PLAYABLE_EXPANSIONS)
# every non-empty subset of the finished expansions
SUBSETS = [
    frozenset(c) for r in range(1, len(FINISHED) + 1) for c in itertools.combinations(FINISHED, r)
]


def random_game(
    players: int, seed: int, expansions: frozenset[str], checked: bool = False, **options: bool
) -> Iterator[PRState]:
    """Yield the state before every move of a random game with ``expansions``, then the end."""
    st = GAME.new_game({"players": players, "expansions": sorted(expansions), **options}, seed)
    rnd = random.Random(seed * 7919 + players)
    while not st.is_over():
        yield st
        move = rnd.choice(st.legal_moves())
        if checked:
            st.apply(move)
        else:
            st.apply_unchecked(move, st.cur)
    yield st


@pytest.mark.parametrize("expansions", SUBSETS, ids=lambda s: "+".join(sorted(s)))
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_with_expansions_keep_every_invariant_to_the_end(players, expansions):
    for seed in range(6):
        for st in random_game(players, 300 + seed, expansions, random_draft=seed % 2 == 1):
            check_invariants(st)
        assert st.is_over()
        for sc in st.final_scores():
            assert sc.total == sum(sc.breakdown.values())


def test_long_fuzz_with_expansions(request: pytest.FixtureRequest) -> None:
    """Opt-in: ``pytest --games N`` plays N more random games with every subset."""
    games = request.config.getoption("--games")
    if not games:
        pytest.skip("long fuzz is opt-in: --games N")
    for i in range(games):
        for st in random_game(2 + i % 4, 20_000_000 + i, SUBSETS[i % len(SUBSETS)]):
            check_invariants(st)


@pytest.mark.parametrize("expansions", SUBSETS, ids=lambda s: "+".join(sorted(s)))
def test_every_legal_move_round_trips_and_applies_and_the_json_reloads(expansions):
    for players, seed in ((2, 1), (3, 2), (4, 3), (5, 4)):
        for i, st in enumerate(random_game(players, 900 + seed, expansions, checked=True)):
            if i % 4:
                continue
            data = st.to_json()
            again = PRState.from_json(data)
            assert canonical_json(again.to_json()) == canonical_json(data)
            assert again.legal_moves() == st.legal_moves()
            if st.is_over():
                continue
            before = canonical_json(data)
            for move in st.legal_moves():
                assert st.parse_move(st.move_to_text(move)) == move
                c = st.clone()
                c.apply(move)
                check_invariants(c)
            with pytest.raises(IllegalMove):
                st.apply(prs.GUEST_BASE + prs.GUEST_BUILDING + prd.STATUE)
            assert canonical_json(st.to_json()) == before


def test_clone_and_json_round_trip_carry_every_field_with_the_expansions():
    for expansions in SUBSETS:
        for i, st in enumerate(random_game(4, 77, expansions)):
            if i % 5:
                continue
            copy = st.clone()
            loaded = PRState.from_json(st.to_json())
            for name in prs.FIELDS:
                assert getattr(copy, name) == getattr(st, name), name
                assert getattr(loaded, name) == getattr(st, name), name
