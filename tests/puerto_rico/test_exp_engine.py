"""Engine properties with the expansions on: clone and JSON carry every field, and (opt-in) the
long fuzz. Random games with every subset at 2-5 players (conservation, legality, notation, JSON
round trips) are ``test_exp_conformance.py``.
"""

from __future__ import annotations

import itertools

import pytest

from game.puerto_rico import PRState
from game.puerto_rico import data as prd
from game.puerto_rico import state as prs
from tests.puerto_rico.invariants import check_invariants, random_game

FINISHED = sorted(prd.EXPANSION_OPTIONS)
# every non-empty subset of the finished expansions
SUBSETS = [
    frozenset(c) for r in range(1, len(FINISHED) + 1) for c in itertools.combinations(FINISHED, r)
]


def test_long_fuzz_with_expansions(request: pytest.FixtureRequest) -> None:
    """Opt-in: ``pytest --games N`` plays N more random games with every subset."""
    games = request.config.getoption("--games")
    if not games:
        pytest.skip("long fuzz is opt-in: --games N")
    for i in range(games):
        for st in random_game(2 + i % 4, 20_000_000 + i, SUBSETS[i % len(SUBSETS)]):
            check_invariants(st)


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
