"""Named engine tests for decisions of docs/rules-notes.md that the rulebook tests
(``test_rules_*.py``, written from the books) do not pin: the Hacienda with an empty stack, the
colonists left on the ship by a shortage, which privilege barrels the Craftsman may still take,
the reasons the end screen gives, the Mayor's proposed placement and the VP chips revealed at the
end. Every move is checked to create or lose nothing.

Positions are built by patching ``to_json()`` (layout documented in game/puerto_rico/state.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.puerto_rico import GAME, PRState, propose_placement
from game.puerto_rico import state as prs
from tests.puerto_rico.invariants import check_invariants, conserved

Patch = Callable[[dict[str, Any]], None]


def position(players: int = 4, seed: int = 1, patch: Patch | None = None) -> PRState:
    data = GAME.new_game({"players": players}, seed).to_json()
    if patch:
        patch(data)
    return PRState.from_json(data)


def play(st: PRState, *texts: str) -> PRState:
    """Play moves in notation; check that nothing is created or lost."""
    for text in texts:
        before = conserved(st)
        st.apply(st.parse_move(text))
        check_invariants(st, before)
    return st


def legal_texts(st: PRState) -> list[str]:
    return [st.move_to_text(m) for m in st.legal_moves()]


def empty_goods() -> dict[str, int]:
    return {g: 0 for g in ("corn", "indigo", "sugar", "tobacco", "coffee")}


# -- Settler -------------------------------------------------------------------------------------


def test_engine_rule_hacienda_reshuffles_discard_when_stack_empty() -> None:
    def patch(d: dict) -> None:
        d["players"][0]["buildings"] = {"hacienda": 1}
        d["discard"] = d["deck"]
        d["deck"] = []

    st = position(4, patch=patch)
    n_discard = len(st.discard)
    play(st, "role:settler", "hacienda")
    assert len(st.deck) == n_discard - 1 and st.discard == []


def test_engine_rule_hacienda_unavailable_when_no_tiles_left() -> None:
    def patch(d: dict) -> None:
        d["players"][0]["buildings"] = {"hacienda": 1}
        d["deck"] = []
        d["discard"] = []

    st = play(position(4, patch=patch), "role:settler")
    assert "hacienda" not in legal_texts(st)


# -- Mayor -----------------------------------------------------------------------------------------


def test_engine_rule_mayor_shortage_puts_rest_on_ship_and_ends_game() -> None:
    def patch(d: dict) -> None:
        d["colonists"]["supply"] = 3  # 1 privilege, 2 left, 4 needed

    st = play(position(4, patch=patch), "role:mayor")
    assert st.end_triggered and st.col_supply == 0 and st.col_ship == 2
    assert st.to_json()["end_reasons"] == ["colonists"]
    while not st.is_over():
        moves = st.legal_moves()
        st.apply(prs.PASS if prs.PASS in moves else moves[0])
    assert st.round == 1


def test_engine_rule_propose_placement_is_valid_and_pairs_production() -> None:
    def patch(d: dict) -> None:
        p = d["players"][0]
        p["island"] = {"indigo": 1, "corn": 1, "coffee": 2}
        p["buildings"] = {"coffee_roaster": 0, "factory": 0}
        p["unplaced"] = 2

    st = position(4, patch=patch)
    move = propose_placement(st, 0)
    assert st.placement_problem(move, 0) is None
    assert move[1][prs.COFFEE] == 1 and move[2][prs.BUILDING_INDEX["coffee_roaster"]] == 1


# -- Builder ---------------------------------------------------------------------------------------


def test_engine_rule_one_of_each_building_and_large_needs_two_spaces() -> None:
    def patch(d: dict) -> None:
        p = d["players"][0]
        p["doubloons"] = 30
        p["buildings"] = {
            b: 0
            for b in (
                "small_market",
                "hacienda",
                "construction_hut",
                "small_warehouse",
                "hospice",
                "office",
                "large_market",
                "large_warehouse",
                "factory",
                "university",
                "small_indigo_plant",
            )
        }

    st = play(position(4, patch=patch), "role:builder")
    texts = legal_texts(st)
    assert "build:small_market" not in texts  # already owned
    assert "build:harbor" in texts
    assert "build:city_hall" not in texts  # 11 spaces used: a large building needs 2
    play(st, "build:harbor")
    assert st.end_triggered and st.to_json()["end_reasons"] == ["city"]


# -- Craftsman -------------------------------------------------------------------------------------


def _producer(d: dict, p: int, island: dict, occupied: dict, buildings: dict) -> None:
    d["players"][p]["island"] = island
    d["players"][p]["occupied"] = occupied
    d["players"][p]["buildings"] = buildings


def test_engine_rule_factory_counts_kinds_received_book_example_david() -> None:
    # 2002 book: no corn in supply, only 2 sugar -> 2 sugar + 1 tobacco -> 1 doubloon.
    def patch(d: dict) -> None:
        _producer(
            d,
            0,
            {"corn": 3, "sugar": 3, "tobacco": 1},
            {"corn": 3, "sugar": 3, "tobacco": 1},
            {"factory": 1, "large_sugar_mill": 3, "tobacco_storage": 1},
        )
        d["goods"]["corn"] = 0
        d["goods"]["sugar"] = 2

    st = play(position(4, patch=patch), "role:craftsman")
    assert st.pl[0][prs.GOODS : prs.GOODS + 5] == [0, 0, 2, 1, 0]
    assert st.pl[0][prs.DOUB] == 3 + 1
    assert sorted(legal_texts(st)) == ["extra:tobacco", "pass"]  # sugar ran out


# -- the end ---------------------------------------------------------------------------------------


def test_hidden_vp_chips_are_revealed_when_the_game_is_over():
    import random

    from game.core import get_game

    state = get_game("puerto_rico").new_game({"players": 3, "hidden_vp": True}, 4)
    rng = random.Random(4)
    while not state.is_over():
        assert state.view(0)["players"][1]["vp"] is None
        state.apply(rng.choice(state.legal_moves()))
    assert all(p["vp"] is not None for p in state.view(0)["players"])
