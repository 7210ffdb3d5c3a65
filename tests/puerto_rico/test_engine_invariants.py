"""Engine-level properties of Puerto Rico: conservation, legality, serialization, replay, view.

The fuzz plays 300 random games across 2-5 players by default; ``--games N`` runs N more.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator

import pytest

from game.core.errors import IllegalMove
from game.core.protocol import canonical_json
from game.core.record import GameRecord, replay
from game.puerto_rico import GAME, PRState, notation
from game.puerto_rico import data as prd
from game.puerto_rico import state as prs
from web.puerto_rico.text import sentence

# -- the invariant checker -------------------------------------------------------------------------


def conserved(st: PRState) -> dict[str, object]:
    """The totals no move may change: each component counted wherever it is."""
    pl = st.pl
    # Expansion 3: barrels (Piracy) or colonists (Raid) the Buccaneer holds before deciding;
    # Expansion 4: the Festival's goal tile and barrels, until their goal is met
    loot = st.buc_hold if st.buc_step == 1 else 0
    raided = st.buc_hold if st.buc_step == 2 else 0
    festival_goods = st.fest_goods if st.fest_won[1] < 0 else ()
    festival_tile = st.fest_tile >= 0 and st.fest_won[0] < 0
    return {
        "doubloons": sum(r[prs.DOUB] for r in pl) + sum(st.role_coins) + st.bank,
        # nobles (Expansion 2) are colonists where they stand, and in their own supply
        "colonists": sum(prs.colonists_of(r) for r in pl)
        + st.col_supply
        + st.col_ship
        + st.nob_supply
        + raided,
        "nobles": sum(r[prs.NOB] for r in pl) + st.nob_ship + st.nob_supply,
        "goods": [
            st.goods[g]
            + sum(r[prs.GOODS + g] for r in pl)
            + sum(st.ship_n[s] for s in range(len(st.ship_cap)) if st.ship_good[s] == g)
            + st.house.count(g)
            + (loot if st.buc_good == g else 0)
            + festival_goods.count(g)
            for g in range(prd.NUM_GOODS)
        ],
        "vp": st.vp_supply + sum(r[prs.VP] for r in pl),
        # a forest is a plantation face down (Expansion 1): its kind is forgotten, so the
        # plantations are counted by kind plus the forests (check_invariants checks the kinds)
        "plantations": sum(
            st.deck.count(k)
            + st.discard.count(k)
            + st.face_up[k]
            + sum(r[prs.TILES + k] for r in pl)
            for k in range(prd.NUM_GOODS)
        )
        + sum(r[prs.FOREST] for r in pl)
        + st.forests_out  # forests a Hunting Lodge discarded (Expansion 2)
        + (st.hacienda_tile >= 0)  # a Hacienda's tile the Forest House owner is looking at
        + festival_tile,
        "quarries": st.quarries + sum(r[prs.TILES + prd.QUARRY] for r in pl),
        "buildings": [
            st.bsupply[b] + sum(1 for r in pl if r[prs.BLD + b] >= 0)
            for b in range(prd.NUM_BUILDINGS)
        ],
        "roles": len(st.role_kind),
    }


def plantations_by_kind(st: PRState) -> list[int]:
    """Plantation tiles of each kind, wherever they are (forests not counted)."""
    return [
        st.deck.count(k) + st.discard.count(k) + st.face_up[k]
        + sum(r[prs.TILES + k] for r in st.pl) + (st.hacienda_tile == k)
        for k in range(prd.NUM_GOODS)
    ]


def box_totals(
    players: int, board: tuple[bool, ...] | None = None, expansions: frozenset[str] = frozenset()
) -> dict[str, object]:
    """What ``conserved`` must equal in a game set up by the engine (``board``: the building
    types on the board, by default the base game's; ``expansions``: the Buccaneer's card; the
    Nobles' colonists, every one of the box and 20 nobles, with 2 players the 2-player supply,
    one worker and one noble on the ship)."""
    setup = prd.SETUPS[players]
    if board is None:
        board = tuple(b.expansion == "base" for b in prd.BUILDINGS)
    colonists = setup.ship_colonists + setup.supply_colonists
    nobles = "nobles" in expansions
    if nobles:
        workers = setup.supply_colonists + 1 if players == 2 else prd.COLONISTS
        colonists = workers + prd.NOBLES
    return {
        "doubloons": prd.BANK_TOTAL,
        "colonists": colonists,
        "nobles": prd.NOBLES if nobles else 0,
        "goods": [prd.GOOD_BARRELS[g] - setup.goods_removed for g in range(prd.NUM_GOODS)],
        "vp": setup.vp_chips,
        "plantations": sum(
            prd.PLANTATION_TILES[k] - setup.plantations_removed for k in range(prd.NUM_GOODS)
        ),
        "quarries": prd.QUARRY_TILES - setup.quarries_removed,
        "buildings": [
            prd.building_copies(b, players) if board[b] else 0 for b in range(prd.NUM_BUILDINGS)
        ],
        "roles": len(setup.roles) + ("buccaneer" in expansions),
    }


def check_invariants(st: PRState, expected: dict[str, object] | None = None) -> None:
    """Everything that must hold between any two moves.

    ``expected``: the conserved totals (default: those of the box for this player count; tests
    on patched positions pass ``conserved(start)``).
    """
    pl = st.pl
    expected_totals = (
        box_totals(st.num_players, st.board, st.expansions) if expected is None else expected
    )
    assert conserved(st) == expected_totals
    if expected is None:  # no kind gains tiles; the forests are what the kinds lost
        setup = prd.SETUPS[st.num_players]
        kinds = plantations_by_kind(st)
        assert all(
            kinds[k] <= prd.PLANTATION_TILES[k] - setup.plantations_removed
            for k in range(prd.NUM_GOODS)
        )
    assert all(r[prs.FOREST] >= 0 for r in pl)
    assert all(r[prs.DOUB] >= 0 for r in pl)
    assert st.col_supply >= 0 and st.col_ship >= 0
    for g in range(prd.NUM_GOODS):
        assert st.goods[g] >= 0
        assert all(r[prs.GOODS + g] >= 0 for r in pl)
    assert all(r[prs.VP] >= 0 for r in pl)
    if st.vp_supply <= 0:
        assert st.end_triggered
    assert all(c >= 0 for c in st.bsupply)
    # per-player boards
    for r in pl:
        tiles = sum(r[prs.TILES : prs.TILES + prd.NUM_TILE_KINDS]) + r[prs.FOREST]
        assert r[prs.ISL] == tiles <= prd.ISLAND_SPACES
        city = sum(prd.B_SPACES[b] for b in range(prd.NUM_BUILDINGS) if r[prs.BLD + b] >= 0)
        assert r[prs.CITY] == city <= prd.CITY_SPACES
        for k in range(prd.NUM_TILE_KINDS):
            assert 0 <= r[prs.OCC + k] <= r[prs.TILES + k]
        for b in range(prd.NUM_BUILDINGS):
            assert r[prs.BLD + b] <= prd.B_CIRCLES[b]
        assert r[prs.SJ] >= 0
        # Expansion 2: nobles are some of the colonists; the four buildings' flags match
        assert 0 <= r[prs.NOB] <= prs.colonists_of(r)
        mask = r[prs.NMASK]
        assert bin(mask).count("1") <= r[prs.NOB]
        for i, b in enumerate(prd.NOBLE_BUILDINGS):
            if mask >> i & 1:
                assert r[prs.BLD + b] == 1
    # ships and trading house
    goods_on_ships = [g for g in st.ship_good if g >= 0]
    assert len(goods_on_ships) == len(set(goods_on_ships))
    for s in range(len(st.ship_cap)):
        assert 0 <= st.ship_n[s] <= st.ship_cap[s]
        assert (st.ship_n[s] == 0) == (st.ship_good[s] < 0)
        if st.ship_good[s] >= 0:
            assert st.ship_of[st.ship_good[s]] == s
    assert len(st.house) <= 4
    # roles
    taken = [t for t in st.role_taken if t >= 0]
    if st.phase == prs.PH_ROLE:
        assert len(taken) == st.picks
    elif st.phase == prs.PH_DRAFT:  # Expansion 1: the setup draft, before the first role
        assert taken == [] and st.round == 1
    elif st.phase != prs.PH_OVER:
        assert len(taken) == st.picks + 1
    assert all(c >= 0 for c in st.role_coins)
    # who acts
    if st.phase == prs.PH_OVER:
        assert st.legal_moves() == [] and st.current_players() == ()
    else:
        moves = st.legal_moves()
        assert moves, "a decision point without legal moves"
        assert len(set(moves)) == len(moves)
        assert st.current_players() == (st.cur,)


def random_game(players: int, seed: int, checked: bool = False) -> Iterator[PRState]:
    """Yield the state before every move of a random game, then the final state."""
    st = GAME.new_game({"players": players}, seed)
    rnd = random.Random(seed * 7919 + players)
    while not st.is_over():
        yield st
        move = rnd.choice(st.legal_moves())
        if checked:
            st.apply(move)
        else:
            st.apply_unchecked(move, st.cur)
    yield st


# -- fuzz ------------------------------------------------------------------------------------------


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


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_engine_every_legal_move_applies_and_illegal_is_rejected(players: int) -> None:
    for seed in range(6):
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
