"""Named rule tests for the tricky rules and for every decision in docs/rules-notes.md.

Positions are built by patching ``to_json()`` (layout documented in game/puerto_rico/state.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from game.core.errors import IllegalMove
from game.puerto_rico import GAME, PRState, propose_placement
from game.puerto_rico import state as prs
from tests.puerto_rico.test_engine_invariants import check_invariants, conserved

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


# -- roles and rounds ------------------------------------------------------------------------------


def test_engine_rule_doubloons_on_unchosen_roles_and_governor_passes() -> None:
    st = position(3)
    play(st, "role:prospector") if "role:prospector" in legal_texts(st) else None
    # 3 players: no prospector; choose roles that need no decisions
    assert "role:prospector" not in legal_texts(st)
    st = position(4)
    play(st, "role:prospector")  # p0 +1
    assert st.pl[0][prs.DOUB] == 4 and st.cur == 1
    # play out the round with passes
    while st.round == 1:
        moves = st.legal_moves()
        st.apply(prs.PASS if prs.PASS in moves else moves[0])
    assert st.governor == 1 and st.cur == 1
    assert sum(st.role_coins) == 3  # 7 cards, 4 chosen


def test_engine_rule_two_player_three_roles_each_alternating() -> None:
    st = position(2)
    pickers = []
    while st.round == 1:
        if st.phase == prs.PH_ROLE:
            pickers.append(st.cur)
        moves = st.legal_moves()
        st.apply(prs.PASS if prs.PASS in moves else moves[0])
    assert pickers == [0, 1, 0, 1, 0, 1]
    assert sum(st.role_coins) == 1  # one role left over gets a doubloon
    assert st.governor == 1


def test_engine_rule_two_player_setup() -> None:
    st = GAME.new_game({"players": 2}, 3)
    d = st.to_json()
    assert [p["doubloons"] for p in d["players"]] == [3, 3]
    assert d["players"][0]["island"]["indigo"] == 1 and d["players"][1]["island"]["corn"] == 1
    assert d["colonists"] == {"supply": 40, "ship": 2}
    assert d["vp_supply"] == 65
    assert [s["capacity"] for s in d["ships"]] == [4, 6]
    assert d["quarries"] == 5
    assert d["goods"] == {"corn": 8, "indigo": 9, "sugar": 9, "tobacco": 7, "coffee": 7}
    assert sum(d["face_up"].values()) == 3
    # 50 - 15 removed - 2 starting - 3 face up
    assert len(d["deck"]) == 30
    assert [r["role"] for r in d["roles"]].count("prospector") == 1 and len(d["roles"]) == 7
    assert d["building_supply"]["small_indigo_plant"] == 2
    assert d["building_supply"]["factory"] == 1 and d["building_supply"]["city_hall"] == 1


@pytest.mark.parametrize(
    "players,doubloons,vp,ships,colonists,roles",
    [
        (3, 2, 76, [4, 5, 6], (55, 3), 6),
        (4, 3, 101, [5, 6, 7], (75, 4), 7),
        (5, 4, 126, [6, 7, 8], (95, 5), 8),
    ],
)
def test_engine_rule_setup_by_player_count(
    players: int, doubloons: int, vp: int, ships: list[int], colonists: tuple, roles: int
) -> None:
    d = GAME.new_game({"players": players}, 3).to_json()
    assert all(p["doubloons"] == doubloons for p in d["players"])
    assert d["vp_supply"] == vp and [s["capacity"] for s in d["ships"]] == ships
    assert (d["colonists"]["supply"], d["colonists"]["ship"]) == colonists
    assert len(d["roles"]) == roles and sum(d["face_up"].values()) == players + 1
    starts = ["indigo" if p["island"]["indigo"] else "corn" for p in d["players"]]
    n_indigo = {3: 2, 4: 2, 5: 3}[players]
    assert starts == ["indigo"] * n_indigo + ["corn"] * (players - n_indigo)
    assert d["quarries"] == 8
    assert len(d["deck"]) == 50 - players - (players + 1)


def test_engine_rule_five_players_two_prospector_cards() -> None:
    st = position(5)
    assert "role:prospector" in legal_texts(st) and "role:prospector2" in legal_texts(st)
    play(st, "role:prospector2")
    assert st.role_taken[7] == 0 and st.pl[0][prs.DOUB] == 5


# -- Settler -------------------------------------------------------------------------------------


def test_engine_rule_full_island_may_choose_settler_but_not_take() -> None:
    def patch(d: dict) -> None:
        d["players"][0]["island"] = {"corn": 6, "indigo": 6}

    st = position(4, patch=patch)
    assert "role:settler" in legal_texts(st)
    play(st, "role:settler")
    assert st.phase == prs.PH_SETTLER and st.cur == 1  # player 1 (p0) was skipped


def test_engine_rule_settler_quarry_privilege_and_construction_hut() -> None:
    def patch(d: dict) -> None:
        d["players"][2]["buildings"] = {"construction_hut": 1}

    st = position(4, patch=patch)
    play(st, "role:settler")
    assert "take:quarry" in legal_texts(st)  # privilege
    play(st, "take:quarry")
    assert "take:quarry" not in legal_texts(st)  # player 2: no hut
    play(st, "pass")
    assert "take:quarry" in legal_texts(st)  # player 3: occupied hut
    play(st, "take:quarry")
    assert st.quarries == 6


def test_engine_rule_no_quarries_left_no_privilege() -> None:
    def patch(d: dict) -> None:
        d["quarries"] = 0

    st = play(position(4, patch=patch), "role:settler")
    assert not any(t.startswith("take:quarry") for t in legal_texts(st))


def test_engine_rule_hacienda_draw_first_then_regular_tile_and_hospice_only_on_regular() -> None:
    def patch(d: dict) -> None:
        d["players"][0]["buildings"] = {"hacienda": 1, "hospice": 1}

    st = position(4, patch=patch)
    play(st, "role:settler")
    assert "hacienda" in legal_texts(st)
    top = st.deck[-1]
    play(st, "hacienda")
    assert st.cur == 0 and "hacienda" not in legal_texts(st)
    assert st.pl[0][prs.TILES + top] == (2 if top == prs.INDIGO else 1)
    assert st.pl[0][prs.OCC + top] == 0  # no Hospice colonist on the Hacienda tile
    play(st, "take:quarry+colonist")  # Hacienda does not stop the quarry privilege
    assert st.pl[0][prs.OCC + 5] == 1 and st.cur == 1


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


def test_engine_rule_hospice_colonist_from_ship_when_supply_empty() -> None:
    def patch(d: dict) -> None:
        d["players"][0]["buildings"] = {"hospice": 1}
        d["colonists"]["supply"] = 0

    st = play(position(4, patch=patch), "role:settler")
    ship = st.col_ship
    fu = next(prs.TILE_IDS[k] for k in range(5) if st.face_up[k])
    play(st, f"take:{fu}+colonist")
    assert st.col_ship == ship - 1
    assert st.pl[0][prs.OCC + prs.TILE_IDS.index(fu)] == 1


def test_engine_rule_hospice_colonist_is_optional() -> None:
    def patch(d: dict) -> None:
        d["players"][0]["buildings"] = {"hospice": 1}

    st = play(position(4, patch=patch), "role:settler")
    texts = legal_texts(st)
    assert "take:quarry" in texts and "take:quarry+colonist" in texts
    supply = st.col_supply
    play(st, "take:quarry")
    assert st.col_supply == supply and st.pl[0][prs.OCC + 5] == 0


def test_engine_rule_plantation_refill_reshuffles_discard_then_goes_without() -> None:
    def patch(d: dict) -> None:
        d["deck"] = ["coffee", "coffee"]
        d["discard"] = ["sugar"]
        d["face_up"] = {"corn": 1, "indigo": 1, "sugar": 0, "tobacco": 0, "coffee": 0}

    st = play(position(4, patch=patch), "role:settler", "take:corn")
    while st.phase == prs.PH_SETTLER:
        st.apply(prs.PASS)
    # 2 from the stack, then the discard (sugar + the discarded indigo) is reshuffled
    assert st.face_up == [0, 1, 1, 0, 2] and st.deck == [] and st.discard == []


# -- Mayor -----------------------------------------------------------------------------------------


def test_engine_rule_mayor_privilege_and_round_robin_from_ship() -> None:
    st = position(4)  # ship 4
    play(st, "role:mayor")
    # each player had 1 tile: placement forced except nobody has a choice -> all automatic
    assert [prs.colonists_of(r) for r in st.pl] == [2, 1, 1, 1]
    assert st.phase == prs.PH_ROLE and st.cur == 1
    assert st.col_ship == 4 and st.col_supply == 75 - 1 - 4


def test_engine_rule_mayor_must_fill_circles_before_san_juan() -> None:
    def patch(d: dict) -> None:
        d["players"][0]["buildings"] = {"small_market": 0, "hacienda": 0}
        d["players"][0]["unplaced"] = 1

    # p0: 3 colonists (1 + privilege + 1 from the ship) for 3 circles: forced, no decision
    st = play(position(4, patch=patch), "role:mayor")
    assert st.phase == prs.PH_ROLE and st.pl[0][prs.SJ] == 0
    assert st.pl[0][prs.OCC + prs.INDIGO] == 1
    # 2 colonists for 4 circles: a decision
    st = position(
        4,
        patch=lambda d: d["players"][0].update(
            buildings={"small_market": 0, "hacienda": 0, "office": 0}
        ),
    )
    play(st, "role:mayor")
    assert st.cur == 0 and st.phase == prs.PH_MAYOR
    with pytest.raises(IllegalMove):
        play(st, "place:indigo=1")  # a colonist would sit in San Juan with circles empty
    with pytest.raises(IllegalMove):
        play(st, "place:indigo=1,office=1,hacienda=1")  # 3 placed, has only 2
    play(st, "place:office=1,hacienda=1")  # any valid placement is accepted
    assert st.pl[0][prs.OCC + prs.INDIGO] == 0 and st.pl[0][prs.SJ] == 0


def test_engine_rule_mayor_can_move_colonists() -> None:
    def patch(d: dict) -> None:
        p = d["players"][0]
        p["island"] = {"indigo": 1, "corn": 1}
        p["occupied"] = {"indigo": 1, "corn": 0}
        p["buildings"] = {"small_market": 0, "office": 0, "hacienda": 0, "hospice": 0}
        d["colonists"]["ship"] = 4

    st = play(position(4, patch=patch), "role:mayor")
    play(st, "place:corn=1,office=1,hospice=1")  # moved off the indigo plantation
    assert st.pl[0][prs.OCC + prs.INDIGO] == 0 and st.pl[0][prs.OCC + prs.CORN] == 1


def test_engine_rule_mayor_refill_is_empty_building_circles_min_players() -> None:
    def patch(d: dict) -> None:
        d["players"][1]["buildings"] = {"large_indigo_plant": 0, "coffee_roaster": 0}

    st = play(position(4, patch=patch), "role:mayor")
    while st.phase == prs.PH_MAYOR:
        st.apply(st.legal_moves()[0])
    empty = sum(
        prs.B_CIRCLES[b] - r[prs.BLD + b]
        for r in st.pl
        for b in range(len(prs.BUILDINGS))
        if r[prs.BLD + b] >= 0
    )
    assert st.col_ship == max(empty, 4)


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


def test_engine_rule_mayor_no_privilege_when_supply_empty() -> None:
    def patch(d: dict) -> None:
        d["colonists"]["supply"] = 0

    st = play(position(4, patch=patch), "role:mayor")
    assert [prs.colonists_of(r) for r in st.pl] == [1, 1, 1, 1]


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


def test_engine_rule_quarry_discount_capped_by_column_book_example() -> None:
    # 2002 book: 3 occupied quarries -> Construction Hut 1, Office 3, Harbor 5, City Hall 7.
    def patch(d: dict) -> None:
        d["players"][1]["island"] = {"quarry": 3}
        d["players"][1]["occupied"] = {"quarry": 3}
        d["players"][1]["doubloons"] = 20

    st = play(position(4, patch=patch), "role:builder")
    st.apply(prs.PASS)  # p0
    idx = prs.BUILDING_INDEX
    costs = {
        b: st.build_cost(1, idx[b]) for b in ("construction_hut", "office", "harbor", "city_hall")
    }
    assert costs == {"construction_hut": 1, "office": 3, "harbor": 5, "city_hall": 7}


def test_engine_rule_builder_privilege_and_cost_floor_zero() -> None:
    def patch(d: dict) -> None:
        d["players"][0]["island"] = {"quarry": 2}
        d["players"][0]["occupied"] = {"quarry": 2}
        d["players"][0]["doubloons"] = 0

    st = play(position(4, patch=patch), "role:builder")
    texts = legal_texts(st)
    # small indigo: 1 - 1 quarry - 1 privilege -> 0 (not -1); large indigo 3 - 2 - 1 = 0
    assert "build:small_indigo_plant" in texts and "build:large_indigo_plant" in texts
    assert "build:large_sugar_mill" not in texts  # 4 - 2 - 1 = 1
    bank = st.bank
    play(st, "build:large_indigo_plant")
    assert st.pl[0][prs.DOUB] == 0 and st.bank == bank


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


def test_engine_rule_university_colonist_from_ship_when_supply_empty_and_optional() -> None:
    def patch(d: dict) -> None:
        d["players"][0]["buildings"] = {"university": 1}
        d["players"][0]["doubloons"] = 5
        d["colonists"]["supply"] = 0

    st = play(position(4, patch=patch), "role:builder")
    texts = legal_texts(st)
    assert "build:small_market" in texts and "build:small_market+colonist" in texts
    ship = st.col_ship
    play(st, "build:tobacco_storage+colonist")
    assert st.col_ship == ship - 1
    assert st.pl[0][prs.BLD + prs.BUILDING_INDEX["tobacco_storage"]] == 1  # only one colonist


# -- Craftsman -------------------------------------------------------------------------------------


def _producer(d: dict, p: int, island: dict, occupied: dict, buildings: dict) -> None:
    d["players"][p]["island"] = island
    d["players"][p]["occupied"] = occupied
    d["players"][p]["buildings"] = buildings


def test_engine_rule_factory_book_example_leo() -> None:
    # Leo: 3 corn, 1 coffee, 2 indigo produced -> 2 extra doubloons.
    def patch(d: dict) -> None:
        _producer(
            d,
            0,
            {"corn": 3, "coffee": 1, "indigo": 2},
            {"corn": 3, "coffee": 1, "indigo": 2},
            {"factory": 1, "coffee_roaster": 1, "large_indigo_plant": 2},
        )

    st = play(position(4, patch=patch), "role:craftsman")
    assert st.pl[0][prs.GOODS : prs.GOODS + 5] == [3, 2, 0, 0, 1]
    assert st.pl[0][prs.DOUB] == 3 + 2
    assert sorted(legal_texts(st)) == ["extra:coffee", "extra:corn", "extra:indigo", "pass"]


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


def test_engine_rule_production_is_min_of_plantations_and_circles() -> None:
    def patch(d: dict) -> None:
        _producer(d, 1, {"tobacco": 2}, {"tobacco": 2}, {"tobacco_storage": 1})

    st = play(position(4, patch=patch), "role:craftsman")
    assert st.pl[1][prs.GOODS + 3] == 1


def test_engine_rule_craftsman_without_production_gets_no_privilege() -> None:
    st = play(position(4), "role:craftsman")  # nobody has occupied plantations
    assert st.phase == prs.PH_ROLE and st.cur == 1


# -- Trader ----------------------------------------------------------------------------------------


def test_engine_rule_trader_prices_privilege_markets_and_corn() -> None:
    def patch(d: dict) -> None:
        d["players"][0]["goods"] = dict(empty_goods(), corn=1)
        d["players"][1]["goods"] = dict(empty_goods(), coffee=1)
        d["players"][1]["buildings"] = {"small_market": 1, "large_market": 1}

    st = play(position(4, patch=patch), "role:trader", "sell:corn", "sell:coffee")
    assert st.pl[0][prs.DOUB] == 3 + 1  # corn 0 + privilege
    assert st.pl[1][prs.DOUB] == 3 + 4 + 3


def test_engine_rule_trading_house_distinct_kinds_unless_office() -> None:
    def patch(d: dict) -> None:
        d["trading_house"] = ["sugar"]
        for p in range(4):
            d["players"][p]["goods"] = dict(empty_goods(), sugar=1)
        d["players"][2]["buildings"] = {"office": 1}

    st = play(position(4, patch=patch), "role:trader")
    assert st.cur == 2 and "sell:sugar" in legal_texts(st)  # p0, p1 skipped


def test_engine_rule_trading_house_emptied_only_when_full() -> None:
    def patch(d: dict) -> None:
        d["trading_house"] = ["corn", "indigo"]
        d["players"][0]["goods"] = dict(empty_goods(), sugar=1)
        d["players"][1]["goods"] = dict(empty_goods(), coffee=1)
        d["players"][2]["goods"] = dict(empty_goods(), tobacco=1)

    st = play(position(4, patch=patch), "role:trader", "sell:sugar")
    goods_before = st.goods[:]
    play(st, "sell:coffee")  # full: phase ends at once, house emptied
    assert st.phase == prs.PH_ROLE and st.house == []
    assert st.goods[0] == goods_before[0] + 1 and st.pl[2][prs.GOODS + 3] == 1
    st2 = play(position(4, patch=patch), "role:trader", "sell:sugar", "pass", "pass")
    assert st2.house == [0, 1, 2]


# -- Captain ---------------------------------------------------------------------------------------


def test_engine_rule_captain_book_example_anna_bob_chris_david() -> None:
    """2002 book, 4 players: the whole example of the Captain phase."""

    def patch(d: dict) -> None:
        d["ships"][1].update(good="corn", count=3)
        d["players"][0]["goods"] = dict(empty_goods(), corn=2, sugar=6)
        d["players"][1]["goods"] = dict(empty_goods(), sugar=2, tobacco=3)
        d["players"][2]["goods"] = dict(empty_goods(), corn=2, tobacco=1)
        d["players"][3]["goods"] = dict(empty_goods(), corn=1, indigo=5)

    st = play(position(4, patch=patch), "role:captain")
    assert sorted(legal_texts(st)) == ["load:corn@2", "load:sugar@3"]  # not the 5-ship
    play(st, "load:sugar@3")
    assert st.pl[0][prs.VP] == 7
    assert sorted(legal_texts(st)) == ["load:sugar@3", "load:tobacco@1"]
    play(st, "load:sugar@3", "load:tobacco@1")
    assert legal_texts(st) == ["load:corn@2"]  # David must load corn, no room for indigo
    play(st, "load:corn@2")
    assert legal_texts(st) == ["load:corn@2"]
    play(st, "load:corn@2")
    play(st, "load:tobacco@1")
    assert [r[prs.VP] for r in st.pl] == [9, 4, 1, 1]
    # Chris and David keep one barrel each (one kind left each: no decision), the rest is lost
    assert st.phase == prs.PH_ROLE
    assert st.pl[2][prs.GOODS : prs.GOODS + 5] == [1, 0, 0, 0, 0]
    assert st.pl[3][prs.GOODS : prs.GOODS + 5] == [0, 1, 0, 0, 0]
    assert st.ship_n == [4, 0, 0]  # the full 6- and 7-ships were emptied


def test_engine_rule_captain_tie_between_empty_ships_is_a_choice() -> None:
    def patch(d: dict) -> None:
        d["players"][0]["goods"] = dict(empty_goods(), tobacco=3)

    st = play(position(4, patch=patch), "role:captain")
    assert sorted(legal_texts(st)) == ["load:tobacco@1", "load:tobacco@2", "load:tobacco@3"]


def test_engine_rule_captain_must_take_largest_ship() -> None:
    def patch(d: dict) -> None:
        d["players"][0]["goods"] = dict(empty_goods(), tobacco=6)

    st = play(position(4, patch=patch), "role:captain")
    assert legal_texts(st) == ["load:tobacco@2", "load:tobacco@3"]  # 6 and 7 take all 6


def test_engine_rule_captain_privilege_once_and_only_if_loading() -> None:
    def patch(d: dict) -> None:
        d["players"][0]["goods"] = dict(empty_goods(), corn=1, sugar=1)
        d["players"][1]["goods"] = dict(empty_goods(), indigo=1)

    st = play(
        position(4, patch=patch),
        "role:captain",
        "load:corn@1",
        "load:indigo@1" if False else "load:indigo@2",
    )
    assert st.cur == 0
    play(st, "load:sugar@3")
    assert st.pl[0][prs.VP] == 1 + 1 + 1  # two loads + one privilege
    # a captain with nothing to load gets nothing
    st2 = play(
        position(4, patch=lambda d: d["players"][1].update(goods=dict(empty_goods(), corn=2))),
        "role:captain",
    )
    play(st2, "load:corn@3" if "load:corn@3" in legal_texts(st2) else legal_texts(st2)[0])
    assert st2.pl[0][prs.VP] == 0 and st2.pl[1][prs.VP] == 2


def test_engine_rule_harbor_and_wharf_book_example() -> None:
    """2002 book: Harbor + Wharf owner: 3 of 5 tobacco (ship full), 2 sugar, then the Wharf."""

    def patch(d: dict) -> None:
        d["ships"][0].update(good="tobacco", count=2)  # 5-ship, room for 3
        d["ships"][1].update(good="sugar", count=1)  # 6-ship, room for 5
        d["players"][0]["goods"] = dict(empty_goods(), tobacco=5, sugar=2)
        d["players"][0]["buildings"] = {"harbor": 1, "wharf": 1}
        d["role_player"] = None

    st = position(4, patch=patch)
    play(st, "role:captain")
    play(st, "load:tobacco@1")
    assert st.pl[0][prs.VP] == 3 + 1 + 1  # + Harbor + captain privilege
    play(st, "load:sugar@2")
    assert st.pl[0][prs.VP] == 5 + 2 + 1
    play(st, "wharf:tobacco")
    assert st.pl[0][prs.VP] == 8 + 2 + 1
    assert "wharf:tobacco" not in legal_texts(st) if st.cur == 0 else True


def test_engine_rule_wharf_optional_when_no_cargo_ship_fits() -> None:
    def patch(d: dict) -> None:
        for s, g in enumerate(("corn", "indigo", "sugar")):
            d["ships"][s].update(good=g, count=d["ships"][s]["capacity"])
        d["players"][1]["goods"] = dict(empty_goods(), coffee=3)
        d["players"][1]["buildings"] = {"wharf": 1}

    st = play(position(4, patch=patch), "role:captain")
    assert st.cur == 1 and sorted(legal_texts(st)) == ["pass", "wharf:coffee"]
    play(st, "pass")
    # nobody else can load: the loading ends; p1 keeps one coffee
    assert st.phase == prs.PH_ROLE and st.pl[1][prs.GOODS + 4] == 1


def test_engine_rule_wharf_can_take_kind_already_on_a_ship() -> None:
    def patch(d: dict) -> None:
        d["ships"][0].update(good="corn", count=5)  # full
        d["players"][0]["goods"] = dict(empty_goods(), corn=4)
        d["players"][0]["buildings"] = {"wharf": 1}

    st = play(position(4, patch=patch), "role:captain")
    assert sorted(legal_texts(st)) == ["pass", "wharf:corn"]
    play(st, "wharf:corn")
    assert st.pl[0][prs.VP] == 5


def test_engine_rule_storage_one_barrel_and_warehouses() -> None:
    def patch(d: dict) -> None:
        for s, g in enumerate(("corn", "indigo", "sugar")):
            d["ships"][s].update(good=g, count=d["ships"][s]["capacity"])
        d["players"][0]["goods"] = dict(empty_goods(), tobacco=3, coffee=2)
        d["players"][1]["goods"] = dict(empty_goods(), tobacco=3, coffee=2, corn=1)
        d["players"][1]["buildings"] = {"small_warehouse": 1}
        d["players"][2]["goods"] = dict(empty_goods(), tobacco=3, coffee=2, corn=1)
        d["players"][2]["buildings"] = {"small_warehouse": 1, "large_warehouse": 1}

    st = play(position(4, patch=patch), "role:captain")
    assert st.phase == prs.PH_STORE and st.cur == 0
    assert sorted(legal_texts(st)) == ["keep:coffee=1", "keep:tobacco=1"]
    play(st, "keep:tobacco=1")
    assert st.cur == 1
    # Small Warehouse: all of one kind + one barrel; dominated choices are not offered
    assert sorted(legal_texts(st)) == [
        "keep:corn=1,coffee=2",
        "keep:corn=1,tobacco=3",
        "keep:tobacco=1,coffee=2",
        "keep:tobacco=3,coffee=1",
    ]
    for bad in ("keep:tobacco=3,coffee=2", "keep:tobacco=3,coffee=2,corn=1", "keep:corn=1"):
        with pytest.raises(IllegalMove):
            play(st, bad)
    play(st, "keep:tobacco=3,coffee=1")
    # player 3 keeps everything (3 kinds, 3 warehouse kinds): no decision
    assert st.phase == prs.PH_ROLE
    assert st.pl[2][prs.GOODS : prs.GOODS + 5] == [1, 0, 0, 3, 2]
    assert st.pl[0][prs.GOODS : prs.GOODS + 5] == [0, 0, 0, 1, 0]


def test_engine_rule_vp_exhaustion_ends_game_and_later_vp_count() -> None:
    def patch(d: dict) -> None:
        d["vp_supply"] = 2
        d["players"][0]["goods"] = dict(empty_goods(), corn=3)
        d["players"][1]["goods"] = dict(empty_goods(), indigo=2)

    st = play(position(4, patch=patch), "role:captain", "load:corn@1", "load:indigo@2")
    assert st.end_triggered and st.vp_supply == 2 - 4 - 2
    assert st.pl[0][prs.VP] == 4 and st.pl[1][prs.VP] == 2
    assert st.to_json()["end_reasons"] == ["vp"]


# -- scoring -------------------------------------------------------------------------------------


def _score(buildings: dict, **player: Any) -> dict[str, int]:
    def patch(d: dict) -> None:
        d["players"][0]["buildings"] = buildings
        d["players"][0].update(player)

    st = position(4, patch=patch)
    sc = st.score_of(0)
    assert sc.total == sum(sc.breakdown.values())
    return sc.breakdown


def test_engine_rule_city_hall_book_example_alex() -> None:
    b = _score(
        {
            "city_hall": 1,
            "construction_hut": 0,
            "hospice": 0,
            "large_market": 0,
            "factory": 0,
            "university": 0,
            "customs_house": 0,
        }
    )
    assert b["city_hall"] == 7


def test_engine_rule_customs_house_book_example_leo() -> None:
    assert _score({"customs_house": 1}, vp=30)["customs_house"] == 7


def test_engine_rule_fortress_book_example_greta() -> None:
    b = _score({"fortress": 1}, unplaced=21)
    assert b["fortress"] == 7  # 21 in San Juan + 1 on the Fortress = 22


def test_engine_rule_guild_hall_book_example_evelyn() -> None:
    b = _score(
        {
            "guild_hall": 1,
            "small_indigo_plant": 0,
            "large_indigo_plant": 0,
            "coffee_roaster": 0,
            "large_sugar_mill": 0,
        }
    )
    assert b["guild_hall"] == 7


def test_engine_rule_residence_book_example_anthony() -> None:
    assert _score({"residence": 1}, island={"corn": 10})["residence"] == 5
    assert _score({"residence": 1}, island={"corn": 3})["residence"] == 4
    assert _score({"residence": 1}, island={"corn": 12})["residence"] == 7


def test_engine_rule_large_buildings_score_bonus_only_when_occupied() -> None:
    b = _score({"residence": 0, "fortress": 0}, island={"corn": 12}, unplaced=9)
    assert b["residence"] == 0 and b["fortress"] == 0 and b["buildings"] == 8


def test_engine_rule_tiebreak_doubloons_plus_goods() -> None:
    st = position(
        4, patch=lambda d: d["players"][2].update(doubloons=5, goods=dict(empty_goods(), corn=2))
    )
    assert st.score_of(2).tiebreak == (7,)


def test_hidden_vp_chips_are_revealed_when_the_game_is_over():
    import random

    from game.core import get_game

    state = get_game("puerto_rico").new_game({"players": 3, "hidden_vp": True}, 4)
    rng = random.Random(4)
    while not state.is_over():
        assert state.view(0)["players"][1]["vp"] is None
        state.apply(rng.choice(state.legal_moves()))
    assert all(p["vp"] is not None for p in state.view(0)["players"])
