"""Puerto Rico's invariants: what must hold between any two moves (every component conserved,
no negative count, boards and ships consistent, someone to act), and random games to check them
on. Holds no tests itself; the engine fuzz (``test_engine_invariants.py``), the expansion suites
and the rule tests on patched positions use it.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from game.puerto_rico import GAME, PRState
from game.puerto_rico import data as prd
from game.puerto_rico import state as prs


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


def random_game(
    players: int, seed: int, expansions: frozenset[str] = frozenset(), checked: bool = False,
    **options: Any,
) -> Iterator[PRState]:
    """Yield the state before every move of a random game (with ``expansions`` and ``options``),
    then the final state; ``checked``: the moves go through ``apply`` (else ``apply_unchecked``).
    """
    st = GAME.new_game({"players": players, "expansions": sorted(expansions), **options}, seed)
    assert isinstance(st, PRState)
    rnd = random.Random(seed * 7919 + players)
    while not st.is_over():
        yield st
        move = rnd.choice(st.legal_moves())
        if checked:
            st.apply(move)
        else:
            st.apply_unchecked(move, st.cur)
    yield st
