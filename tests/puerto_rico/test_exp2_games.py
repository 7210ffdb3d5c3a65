"""Expansion 2 in whole games: random games with the Nobles (with and without the New Buildings)
at 2-5 players keep every colonist and noble and reach the end; the view shows the nobles."""

from __future__ import annotations

import pytest

from game.puerto_rico import data as prd
from game.puerto_rico import state as prs
from tests.puerto_rico.invariants import check_invariants, random_game


@pytest.mark.parametrize("buildings", [False, True], ids=["nobles", "buildings+nobles"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_with_nobles_keep_colonists_and_nobles_and_reach_the_end(players, buildings):
    expansions = frozenset({"nobles", "buildings"} if buildings else {"nobles"})
    for seed in range(3):
        for st in random_game(players, 700 + seed, expansions, random_draft=True):
            check_invariants(st)  # colonists + nobles, and the 20 nobles, are constant
            total = sum(r[prs.NOB] for r in st.pl) + st.nob_ship + st.nob_supply
            assert total == prd.NOBLES
        assert st.is_over()
        assert not st.end_triggered & prs.END_COLONISTS
        for sc in st.final_scores():
            assert sc.breakdown["nobles"] == st.pl[sc.player][prs.NOB]
            assert sc.total == sum(sc.breakdown.values())


def test_the_view_shows_every_players_nobles():
    for st in random_game(4, 5, frozenset({"nobles"})):
        if sum(r[prs.NOB] for r in st.pl) >= 2:
            break
    view = st.view(0)
    assert [p["nobles"] for p in view["players"]] == [r[prs.NOB] for r in st.pl]
    assert view["nobles"]["ship"] == st.nob_ship


def test_decode_move_and_the_row_rules_know_the_nobles_moves_and_scores():
    from game.puerto_rico import layout, rows

    kinds = set()
    for st in random_game(4, 9, frozenset({"nobles", "buildings"}), random_draft=True):
        for move in st.legal_moves():
            kind, _arg = layout.decode_move(move)
            kinds.add(kind)
        for p, row in enumerate(st.pl):
            assert rows.score_total(row) == st.score_of(p).total
    assert layout.M_SHIP in kinds
