"""The engine's public API for heuristics and UIs: the board layout, ``decode_move`` and the rule
functions of ``rows`` (one implementation, used by the engine itself)."""

from __future__ import annotations

import random

from game.puerto_rico import GAME, PRState, layout, rows
from game.puerto_rico import state as prs
from game.puerto_rico.data import NUM_BUILDINGS, NUM_GOODS, NUM_TILE_KINDS


def test_layout_rows_are_the_documented_length() -> None:
    st = GAME.new_game({"players": 4}, 2)
    assert isinstance(st, PRState)
    assert layout.ROW_LEN == layout.EXTRA + layout.ROW_EXTRA
    assert layout.EXTRA == layout.BLD + NUM_BUILDINGS
    assert layout.TILES == layout.GOODS + NUM_GOODS
    assert layout.OCC == layout.TILES + NUM_TILE_KINDS
    assert all(len(row) == layout.ROW_LEN for row in st.pl)
    # the state module keeps exporting the layout it always exported
    assert (prs.DOUB, prs.VP, prs.GOODS, prs.BLD) == (
        layout.DOUB, layout.VP, layout.GOODS, layout.BLD
    )


def _random_states(seed: int, games: int = 6):
    chooser = random.Random(seed)
    for i in range(games):
        st = GAME.new_game({"players": 2 + i % 4}, seed + i)
        assert isinstance(st, PRState)
        while not st.is_over():
            yield st
            st.apply_unchecked(chooser.choice(st.legal_moves()), st.cur)
        yield st


def test_decode_move_covers_every_legal_move_and_matches_the_notation() -> None:
    prefixes = {
        layout.M_PASS: "pass", layout.M_ROLE: "role:", layout.M_TAKE: "take:",
        layout.M_TAKE_HOSPICE: "take:", layout.M_HACIENDA: "hacienda",
        layout.M_EXTRA: "extra:", layout.M_SELL: "sell:", layout.M_WHARF: "wharf:",
        layout.M_LOAD: "load:", layout.M_BUILD: "build:", layout.M_BUILD_UNI: "build:",
        layout.M_KEEP: "keep:", layout.M_PLACE: "place:",
        layout.M_PRIVILEGE: "privilege", layout.M_BONUS: "bonus:",
    }
    seen = set()
    for st in _random_states(11):
        for move in st.legal_moves():
            kind, arg = layout.decode_move(move)
            seen.add(kind)
            text = st.move_to_text(move)
            assert text.startswith(prefixes[kind]), (kind, text)
            if kind in (layout.M_TAKE_HOSPICE, layout.M_BUILD_UNI):
                assert text.endswith("+colonist")
            if kind == layout.M_KEEP:
                assert layout.keep_code(arg) == move
    assert {layout.M_ROLE, layout.M_LOAD, layout.M_KEEP, layout.M_PLACE} <= seen


def test_row_rules_agree_with_the_engine() -> None:
    for st in _random_states(5):
        for p, row in enumerate(st.pl):
            score = st.score_of(p)
            assert rows.score_total(row) == score.total
            assert rows.score_breakdown(row) == score.breakdown
            assert rows.free_circles(row) == rows.capacity_of(row) - (
                rows.colonists_of(row) - row[layout.SJ]
            )
            for g in range(NUM_GOODS):
                assert st.sale_price(p, g) == rows.sale_price(row, g, p == st.role_player)
        if st.phase == layout.PH_TRADER:
            for move in st.legal_moves():
                kind, g = layout.decode_move(move)
                if kind == layout.M_SELL:
                    assert g in rows.sellable_goods(st.pl[st.cur], st.house)


def test_expansion_hooks_are_data_only() -> None:
    from game.puerto_rico import data

    assert data.EXPANSIONS[0] == "base"
    assert all(b.expansion in data.EXPANSIONS for b in data.BUILDINGS)
    assert sum(b.expansion == "base" for b in data.BUILDINGS) == 23
    assert len(data.TILE_CIRCLES) == data.NUM_TILE_KINDS
    # the expansion counters (forests...) follow the buildings and stay 0 in a base game
    st = PRState.new(4, 1)
    assert all(row[layout.EXTRA :] == [0] * layout.ROW_EXTRA for row in st.pl)


def test_a_view_carries_every_players_building_and_sale_prices_as_the_engine_computes_them(
) -> None:
    from game.puerto_rico.data import BUILDINGS, GOOD_IDS

    for st in _random_states(5):
        supply = st.to_json()["building_supply"]  # the buildings on the board
        for viewer in [None, *range(st.num_players)]:
            view = st.view(viewer)
            for p, pdata in enumerate(view["players"]):
                assert pdata["prices"]["build"] == {
                    b.id: st.build_cost(p, i) for i, b in enumerate(BUILDINGS)
                    if b.id in supply}
                assert pdata["prices"]["sell"] == {
                    g: st.sale_price(p, i) for i, g in enumerate(GOOD_IDS)}
        assert "prices" not in st.to_json()["players"][0]  # views only: records are unchanged
