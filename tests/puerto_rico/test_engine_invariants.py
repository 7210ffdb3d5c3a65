"""Engine-level properties of Puerto Rico: conservation, legality, serialization, replay, view.

The fuzz plays 300 random games across 2-5 players by default; ``--games N`` runs N more.
"""

from __future__ import annotations

import json
import random

import pytest

from game.core.errors import IllegalMove
from game.core.protocol import canonical_json
from game.core.record import GameRecord, replay
from game.puerto_rico import GAME, PRState, notation
from game.puerto_rico import data as prd
from game.puerto_rico import state as prs
from tests.puerto_rico.invariants import check_invariants, random_game
from web.puerto_rico.text import sentence

# -- fuzz ------------------------------------------------------------------------------------------


@pytest.mark.fuzz
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_engine_fuzz_invariants(players: int) -> None:
    """75 random games per player count (300 in all): invariants after every move."""
    for seed in range(75):
        for st in random_game(players, 1000 * players + seed):
            check_invariants(st)
        assert st.is_over()
        scores = st.final_scores()
        assert len(scores) == players
        for sc in scores:
            assert sc.total == sum(sc.breakdown.values())


def test_engine_long_fuzz(request: pytest.FixtureRequest) -> None:
    """Opt-in: ``pytest --games N`` plays N more random games (player counts rotate)."""
    games = request.config.getoption("--games")
    if not games:
        pytest.skip("long fuzz is opt-in: --games N")
    for i in range(games):
        players = 2 + i % 4
        for st in random_game(players, 10_000_000 + i):
            check_invariants(st)


# -- legality --------------------------------------------------------------------------------------


def snapshot(st: PRState) -> str:
    """Every slot of the state, cheaply (to check that a rejected move changed nothing)."""
    return repr([getattr(st, name) for name in PRState.__slots__])


def _candidate_moves(st: PRState) -> list:
    """Many moves, legal or not, to probe ``apply``."""
    cands: list = list(notation._TEXTS)
    cands += [prs.ROLE_BASE + c for c in range(len(st.role_kind) + 2)]
    cands += [
        prs.keep_code([1, 0, 0, 0, 0]),
        prs.keep_code([0, 0, 2, 0, 0]),
        prs.keep_code([0] * 5),
    ]
    cands += [-1, 5000, True, "pass", None, 1.0]
    zero_t = (0,) * prd.NUM_TILE_KINDS
    zero_b = (0,) * prd.NUM_BUILDINGS
    cands += [
        (prs.PLACE_TAG, zero_t, zero_b),
        (prs.PLACE_TAG, (1,) * prd.NUM_TILE_KINDS, zero_b),
        (prs.PLACE_TAG, zero_t, (1,) * prd.NUM_BUILDINGS),
        (prs.PLACE_TAG, (99, 0, 0, 0, 0, 0), zero_b),
        ("nonsense", zero_t, zero_b),
        (prs.PLACE_TAG, zero_t),
    ]
    return cands


@pytest.mark.fuzz
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_engine_every_legal_move_applies_and_illegal_is_rejected(players: int) -> None:
    # two games per player count: the conformance suites check every legal move of every
    # position too; this adds the engine's invariants after each and the log's sentence
    for seed in range(2):
        for i, st in enumerate(random_game(players, 500 + seed, checked=True)):
            if st.is_over() or i % 3:
                continue
            legal = st.legal_moves()
            before = canonical_json(st.to_json())
            fast_before = snapshot(st)
            for move in legal:
                c = st.clone()
                c.apply(move)
                check_invariants(c)
                # the text notation round-trips
                text = st.move_to_text(move)
                assert st.parse_move(text) == move
                public = st.view(None)
                assert sentence(public, text, st.cur, f"Player {st.cur + 1}").startswith("Player ")
            for move in _candidate_moves(st):
                if (
                    not isinstance(move, bool)
                    and isinstance(move, int | tuple)
                    and (
                        move in legal
                        or (
                            isinstance(move, tuple)
                            and st.phase == prs.PH_MAYOR
                            and st.placement_problem(move, st.cur) is None
                        )
                    )
                ):
                    continue
                with pytest.raises(IllegalMove):
                    st.apply(move)
                assert snapshot(st) == fast_before
            # a player not to act cannot move
            other = (st.cur + 1) % players
            with pytest.raises(IllegalMove):
                st.apply(legal[0], other)
            assert st.legal_moves(other) == []
            assert canonical_json(st.to_json()) == before


def test_engine_game_over_rejects_moves() -> None:
    *_, st = random_game(3, 1)
    assert st.is_over()
    with pytest.raises(IllegalMove):
        st.apply(prs.PASS)


def test_engine_mayor_accepts_any_valid_placement() -> None:
    """apply() checks the Mayor's placement for validity, not membership in legal_moves()."""
    found = 0
    for seed in range(40):
        for st in random_game(4, seed):
            if st.phase != prs.PH_MAYOR or st.mayor_ask:  # a placement, not the privilege
                continue
            row = st.pl[st.cur]
            total = prs.colonists_of(row)
            # enumerate every valid placement of small boards
            slots = [(0, k, row[prs.TILES + k]) for k in range(prd.NUM_TILE_KINDS)]
            slots += [
                (1, b, prd.B_CIRCLES[b]) for b in range(prd.NUM_BUILDINGS) if row[prs.BLD + b] >= 0
            ]
            cap = sum(s[2] for s in slots)
            target = min(total, cap)
            valid = _placements(slots, target)
            if len(valid) > 200:
                continue
            legal = st.legal_moves()
            assert all(m in valid for m in legal)
            for m in valid:
                c = st.clone()
                c.apply(m)
                check_invariants(c)
            found += 1
            if found > 30:
                return
    assert found > 5


def _placements(slots: list[tuple[int, int, int]], target: int) -> list[tuple]:
    out: list[tuple] = []

    def rec(i: int, left: int, tiles: list[int], blds: list[int]) -> None:
        if i == len(slots):
            if left == 0:
                out.append((prs.PLACE_TAG, tuple(tiles), tuple(blds)))
            return
        kind, idx, room = slots[i]
        for c in range(min(room, left) + 1):
            (tiles if kind == 0 else blds)[idx] = c
            rec(i + 1, left - c, tiles, blds)
        (tiles if kind == 0 else blds)[idx] = 0

    rec(0, target, [0] * prd.NUM_TILE_KINDS, [0] * prd.NUM_BUILDINGS)
    return out


# -- serialization, clone, replay ------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_engine_json_round_trip(players: int) -> None:
    for seed in range(4):
        for i, st in enumerate(random_game(players, 77 + seed)):
            if i % 5:
                continue
            data = json.loads(canonical_json(st.to_json()))
            back = PRState.from_json(data)
            assert canonical_json(back.to_json()) == canonical_json(data)
            assert back.legal_moves() == st.legal_moves()
            assert back.current_players() == st.current_players()
            c = st.clone()
            assert canonical_json(c.to_json()) == canonical_json(data)
            assert c.legal_moves() == st.legal_moves()


def test_engine_clone_is_independent_and_play_continues_identically() -> None:
    rnd = random.Random(5)
    st = GAME.new_game({"players": 4}, 99)
    for _ in range(120):
        st.apply(rnd.choice(st.legal_moves()))
    a = st.clone()
    b = PRState.from_json(json.loads(canonical_json(st.to_json())))
    snapshot = canonical_json(st.to_json())
    r1, r2 = random.Random(1), random.Random(1)
    while not a.is_over():
        a.apply(r1.choice(a.legal_moves()))
    while not b.is_over():
        b.apply(r2.choice(b.legal_moves()))
    assert canonical_json(a.to_json()) == canonical_json(b.to_json())
    assert canonical_json(st.to_json()) == snapshot


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_engine_replay_is_deterministic(players: int) -> None:
    seed = 4242 + players
    st = GAME.new_game({"players": players}, seed)
    rnd = random.Random(seed)
    texts = []
    while not st.is_over():
        move = rnd.choice(st.legal_moves())
        texts.append(st.move_to_text(move))
        st.apply(move)
    record = GameRecord("puerto_rico", {"players": players}, seed, texts)
    again = replay(record)
    assert canonical_json(again.to_json()) == canonical_json(st.to_json())
    assert [s.to_json() for s in again.final_scores()] == [s.to_json() for s in st.final_scores()]
    mid = replay(record, upto=len(texts) // 2)
    assert not mid.is_over()


def test_engine_same_seed_same_setup_different_seed_differs() -> None:
    a = GAME.new_game({"players": 4}, 1).to_json()
    b = GAME.new_game({"players": 4}, 1).to_json()
    c = GAME.new_game({"players": 4}, 2).to_json()
    assert a == b
    assert a["deck"] != c["deck"]


# -- view ------------------------------------------------------------------------------------------


def test_engine_view_hides_hidden_information() -> None:
    st = GAME.new_game({"players": 3}, 8)
    rnd = random.Random(2)
    while max(r[prs.VP] for r in st.pl) == 0:
        st.apply(rnd.choice(st.legal_moves()))
    for viewer in (0, 1, 2, None):
        v = st.view(viewer)
        json.dumps(v)  # JSON-able
        assert "rng" not in v and "deck" not in v
        assert v["deck_size"] == len(st.deck)
        for p, pdata in enumerate(v["players"]):
            if p == viewer:
                assert pdata["vp"] == st.pl[p][prs.VP]
            else:
                assert pdata["vp"] is None
    open_game = GAME.new_game({"players": 3, "hidden_vp": False}, 8)
    assert all(p["vp"] == 0 for p in open_game.view(1)["players"])


def test_engine_view_does_not_leak_deck_order() -> None:
    a = GAME.new_game({"players": 4}, 3)
    b = a.clone()
    b.deck.reverse()
    assert a.view(0) == b.view(0)


# -- options ---------------------------------------------------------------------------------------


def test_engine_options_are_validated() -> None:
    assert GAME.normalize_options({"players": 2}) == {"players": 2, "hidden_vp": True}
    for bad in (
        {"players": 1},
        {"players": 6},
        {"players": "4"},
        {"players": True},
        {"hidden_vp": 1},
        {"bogus": 1},
    ):
        with pytest.raises(ValueError):
            GAME.normalize_options(bad)


def test_engine_registry_exposes_the_game() -> None:
    from game.core.registry import get_game

    assert get_game("puerto_rico") is GAME
