"""Río de la Plata's table on CPython: everything it highlights plays a legal move and every legal
move can be reached, the trade dialog builds the offer the engine reads, and the log marks every
new year and says what the year's war check rolled."""

from __future__ import annotations

import random

from game.rio_de_la_plata import GAME
from tests.dom_support import attrs, classes, find, nodes
from web.gameui import TableContext, load_ui

NAMES = ["Ana", "Bo", "Cy", "Di"]
COLORS = ["#a33", "#33a", "#3a3", "#aa3"]


def context(state, legal=None) -> TableContext:
    p = state.cur
    texts = [state.move_to_text(m) for m in state.legal_moves()] if legal is None else legal
    return TableContext(state.view(p), texts, p, True, NAMES[:state.num_players],
                        COLORS[:state.num_players], check=lambda move: None)


def random_positions(players: int, seed: int, count: int):
    state = GAME.new_game(GAME.normalize_options({"players": players}), seed)
    rng = random.Random(seed)
    for _ in range(count):
        if state.is_over():
            return
        yield state
        state.apply(rng.choice(state.legal_moves()))


def reachable(ui, state) -> set[str]:
    """Every move text the table lets the player play: buttons and map edges at once, and what a
    tapped square or an opened group shows."""
    ctx = context(state)
    found: set[str] = set()

    def plays(tree) -> list[tuple]:
        acts = [n for n in nodes(tree) if attrs(n).get("data-action")]
        found.update(attrs(n)["data-move"] for n in acts if attrs(n)["data-action"] == "move")
        return acts

    opened: set[tuple] = set()

    def open_all(tree, depth: int) -> None:
        for node in plays(tree):
            action = attrs(node)["data-action"]
            data = {k[5:]: str(v) for k, v in attrs(node).items() if k.startswith("data-")}
            key = (action, data.get("square"), data.get("group"))
            if depth and action in ("ui:square", "ui:group") and key not in opened:
                opened.add(key)
                ui.action(action[3:], data, ctx)
                open_all(ui.render_table(ctx), depth - 1)
                ui.action("back", {}, ctx)

    open_all(ui.render_table(ctx), 2)
    return found


def test_every_highlight_plays_a_legal_move_and_every_legal_move_but_offers_is_reachable():
    ui = load_ui(GAME.id)
    for i, state in enumerate(random_positions(3, 5, 600)):
        if i % 4:
            continue
        legal = {state.move_to_text(m) for m in state.legal_moves()}
        tree = ui.render_table(context(state))
        for node in nodes(tree):
            if "legal" in classes(node) and attrs(node).get("data-action") == "move":
                assert attrs(node)["data-move"] in legal
            if attrs(node).get("data-action") == "ui:square":
                square = attrs(node)["data-square"]
                assert any(m.split(":")[1] == square for m in legal if ":" in m)
        offered = reachable(ui, state)
        assert offered <= legal
        assert {m for m in legal if not m.startswith("offer:")} <= offered


def test_the_trade_dialog_builds_the_offer_the_engine_reads():
    ui = load_ui(GAME.id)
    state = next(s for s in random_positions(2, 3, 400)
                 if any(m[0] == "offer" for m in s.legal_moves()))
    ctx = context(state)
    ui.render_table(ctx)  # the table on screen, then the clicks
    ui.action("trade", {}, ctx)
    other = 1 - state.cur
    ui.action("trade-set", {"to": str(other)}, ctx)
    ui.action("trade-set", {"side": "give", "good": "silver", "delta": "1"}, ctx)
    ui.action("trade-set", {"side": "give", "good": "silver", "delta": "1"}, ctx)
    ui.action("trade-set", {"side": "get", "good": "stone", "delta": "1"}, ctx)
    tree = ui.render_table(ctx)
    assert find(tree, "trade-give-silver")[2] == ["2"]
    text = ui.action("trade-send", {}, ctx)
    assert text == f"offer:{other + 1}:silver=2:stone=1"
    assert state.is_legal(state.parse_move(text))


def test_each_new_year_is_marked_and_the_log_says_what_the_war_check_rolled():
    ui = load_ui(GAME.id)
    state = GAME.new_game(GAME.normalize_options({"players": 2}), 1)
    assert ui.round_label(None, state.view(None), NAMES[:2]) == "Year 1580"
    rng = random.Random(1)
    marks, checks = [], []
    while state.year < 2:
        before = state.view(None)
        player = state.current_players()[0]
        move = rng.choice(state.legal_moves())
        state.apply(move)
        after = state.view(None)
        label = ui.round_label(before, after, NAMES[:2])
        if label:
            marks.append(label)
        if after["war_check"] != before["war_check"]:
            checks.append(ui.describe(before, state.move_to_text(move), player, NAMES[:2], after))
    assert marks == ["Year 1581", "Year 1582"]
    a, b = state.war_check[1:]
    assert len(checks) == 2 and f"War check: {a} + {b} = {a + b}: no war." in checks[-1]
