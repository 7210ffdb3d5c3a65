"""The state's fields are declared once (``state.FIELDS``): ``__slots__`` and ``clone`` come from
that table, and ``to_json`` / ``from_json`` must carry every field."""

from __future__ import annotations

import json
import random

from game.core import canonical_json
from game.puerto_rico import GAME, PRState
from game.puerto_rico import state as prs


def _states(seed: int):
    rnd = random.Random(seed)
    for i in range(4):
        st = GAME.new_game({"players": 2 + i}, seed + i)
        assert isinstance(st, PRState)
        while not st.is_over():
            yield st
            st.apply(rnd.choice(st.legal_moves()))
        yield st


def test_slots_are_the_declared_fields() -> None:
    assert tuple(PRState.__slots__) == tuple(prs.FIELDS)
    assert set(prs.FIELDS.values()) <= {prs.VALUE, prs.LIST, prs.ROWS, prs.SHARED}


def test_clone_and_json_round_trip_carry_every_field() -> None:
    for i, st in enumerate(_states(21)):
        if i % 7:
            continue
        copy = st.clone()
        loaded = PRState.from_json(json.loads(canonical_json(st.to_json())))
        for name, how in prs.FIELDS.items():
            assert getattr(copy, name) == getattr(st, name), name
            assert getattr(loaded, name) == getattr(st, name), name
            if how in (prs.LIST, prs.ROWS):
                assert getattr(copy, name) is not getattr(st, name), name
        for row, copied in zip(st.pl, copy.pl, strict=True):
            assert row is not copied
