"""Puerto Rico's table on CPython: every highlighted board element plays a legal move (or opens a
choice of legal moves), nothing else on the board acts, and a tile or building whose free
colonist (Hospice, University) is on offer gives the better variant or asks."""

from __future__ import annotations

import random
import re

from game.core import GameRecord
from game.puerto_rico.data import BUILDINGS
from tests.dom_support import attrs, classes, find, nodes
from tests.puerto_rico.table_support import (
    check_highlights,
    context,
    mayor_decision,
    position_with_free_colonist,
)
from web import i18n
from web.puerto_rico import UI
from web.session import Session


def test_every_highlighted_board_element_acts_and_nothing_else_does():
    kinds: set[str] = set()
    for seed in range(4):
        record = GameRecord("puerto_rico", {"players": 3 + seed % 3}, seed)
        session = Session.open(record, "t", "t")
        ui, rng = UI(), random.Random(seed)
        while not session.state.is_over():
            problems = check_highlights(ui, session)
            assert problems == [], (session.record.moves, problems)
            legal = session.legal_texts()
            kinds |= {m.split(":")[0] for m in legal}
            session.play_text(rng.choice(legal))
    assert {"load", "sell", "take", "build"} <= kinds


def test_a_tile_click_with_an_occupied_hospice_gives_the_free_colonist_or_asks():
    session = position_with_free_colonist()
    ui = UI()
    ctx = context(session)
    tile = next(m for m in ctx.legal if m.endswith("+colonist")).split(":")[1].split("+")[0]
    button = attrs(find(ui.render_table(ctx), f"tile-{tile}"))
    assert ctx.view["colonists"]["supply"] > len(ctx.view["players"])
    assert button["data-action"] == "move" and button["data-move"] == f"take:{tile}+colonist"
    # When the supply runs low the colonist could bring the end nearer: the click asks.
    ctx.view["colonists"]["supply"] = 1
    button = attrs(find(ui.render_table(ctx), f"tile-{tile}"))
    assert button["data-action"] == "ui:choose"
    assert ui.action("choose", {"anchor": button["data-anchor"],
                                "moves": button["data-moves"]}, ctx) is None
    choice = find(ui.render_table(ctx), "choice")
    offered = [attrs(n)["data-move"] for n in nodes(choice) if attrs(n).get("data-move")]
    assert offered == [f"take:{tile}", f"take:{tile}+colonist"]
    # Clicking the tile again closes the choice.
    ui.action("choose", {"anchor": button["data-anchor"], "moves": button["data-moves"]}, ctx)
    assert find(ui.render_table(ctx), "choice") is None


def test_mayor_done_waits_and_says_why_next_to_it_when_the_engine_refuses_the_placement():
    session = mayor_decision()
    ui = UI()
    ctx = context(session)
    ctx.check = session.illegal_reason
    tree = ui.render_table(ctx)
    assert not attrs(find(tree, "mayor-done")).get("disabled")
    assert find(tree, "move-error") is None
    ui.action("mayor-clear", {}, ctx)  # every colonist left in San Juan, circles empty
    mayor = find(ui.render_table(ctx), "mayor")
    done, error = find(mayor, "mayor-done"), find(mayor, "move-error")
    assert attrs(done).get("disabled") is True
    reason = session.illegal_reason(ui.table.placement.to_text())
    assert reason and error[2] == [reason]


def university_builder() -> Session:
    """A Builder decision where every build may come with the University's free colonist."""
    for seed in range(100, 140):
        session = Session.open(GameRecord("puerto_rico", {"players": 3}, seed), "t", "t")
        rng = random.Random(seed)
        while not session.state.is_over():
            legal = session.legal_texts()
            if len(legal) >= 30 and any(m.startswith("build:") and m.endswith("+colonist")
                                        for m in legal):
                return session
            session.play_text(rng.choice(legal))
    raise AssertionError("no University builder decision found")


def offered(tree) -> list[list[str]]:
    """What each control of the decision's move list plays: one move, or a choice of several."""
    box = find(tree, "moves")
    return [[attrs(n)["data-move"]] if attrs(n).get("data-move")
            else str(attrs(n)["data-moves"]).split("|")
            for n in nodes(box) if attrs(n).get("data-move") or attrs(n).get("data-moves")]


def test_a_builder_decision_offers_one_button_per_building_and_every_legal_build():
    session = university_builder()
    ui = UI()
    ctx = context(session)
    legal = set(ctx.legal)
    buildings = {m.split(":")[1].split("+")[0] for m in legal if m.startswith("build:")}
    with_colonist = offered(ui.render_table(ctx))
    # One button per building (not one per move), then the other choices (pass).
    assert len(with_colonist) == len(buildings) + len(legal) - 2 * len(buildings)
    assert all(m.endswith("+colonist") for c in with_colonist for m in c
               if m.startswith("build:"))
    # The switch builds without the free colonist: every legal move is one click away.
    switch = attrs(find(ui.render_table(ctx), "university-colonist"))
    assert switch["aria-pressed"] == "true"
    ui.action("flip", {"part": switch["data-part"]}, ctx)
    without = offered(ui.render_table(ctx))
    assert attrs(find(ui.render_table(ctx), "university-colonist"))["aria-pressed"] == "false"
    assert {m for c in with_colonist + without for m in c} == legal
    # The board's building supply acts the same way, and the next build takes its colonist again.
    building = sorted(buildings)[0]
    assert attrs(find(ui.render_table(ctx), f"supply-{building}"))["data-move"] == \
        f"build:{building}"
    ui.played(f"build:{building}", by_bot=False)
    assert attrs(find(ui.render_table(ctx), f"supply-{building}"))["data-move"] == \
        f"build:{building}+colonist"


def test_a_university_build_asks_when_the_free_colonist_could_matter():
    session = university_builder()
    ui = UI()
    ctx = context(session)
    ctx.view["colonists"]["supply"] = 1  # taking one could bring the end nearer
    tree = ui.render_table(ctx)
    assert find(tree, "university-colonist") is None
    choices = offered(tree)
    assert all(len(c) == 2 and c[1] == c[0] + "+colonist" for c in choices
               if c[0].startswith("build:"))
    assert {m for c in choices for m in c} == set(ctx.legal)


def test_the_table_shows_the_engines_prices_from_the_view_not_its_own_sums():
    session = university_builder()
    ui = UI()
    ctx = context(session)
    building = next(m for m in ctx.legal if m.startswith("build:")).split(":")[1].split("+")[0]
    mine = ctx.view["players"][ctx.actor]["prices"]["build"]
    assert mine[building] == session.state.build_cost(
        ctx.actor, [b for b in ctx.view["building_supply"]].index(building))
    mine[building] = 42  # whatever the view says is what the table shows
    cell = next(n for n in nodes(find(ui.render_table(ctx), "moves"))
                if attrs(n).get("data-move", "").startswith(f"build:{building}")
                or attrs(n).get("data-moves", "").startswith(f"build:{building}"))
    assert "42" in attrs(cell)["title"] and "42" in str(cell[2])


def test_builds_and_shipments_are_asked_about_first_in_english_and_italian():
    ui = UI()
    asked: dict[str, str] = {}
    for seed in range(3):
        session = Session.open(GameRecord("puerto_rico", {"players": 3}, seed), "t", "t")
        rng = random.Random(seed)
        while not session.state.is_over():
            actor = session.to_act()
            view = session.view(actor)
            for move in session.legal_texts():
                question = ui.confirm(view, move, session.names())
                kind = move.partition(":")[0]
                if kind in ("build", "load", "wharf"):
                    assert question and question.endswith("?"), (move, question)
                    asked.setdefault(kind, question)
                else:  # a role, a tile, a sale, a placement, a pass: played at once
                    assert question is None, (move, question)
                if kind == "build":
                    building = move[6:].partition("+")[0]
                    price = view["players"][actor]["prices"]["build"][building]
                    name = dict((b.id, b.name) for b in BUILDINGS)[building]
                    assert question.startswith(f"Build the {name} for {price} doubloon"), question
            session.play_text(rng.choice(session.legal_texts()))
    assert {"build", "load"} <= set(asked)
    assert re.fullmatch(r"Load \d+ \w+ on the \d-barrel ship\?", asked["load"]), asked["load"]
    i18n.set_language("it")
    try:
        view = {"current_player": 0, "players": [{"prices": {"build": {"harbor": 8}}}]}
        assert ui.confirm(view, "build:harbor", []) == (
            "Costruire l'Edificio Bacino di Attracco per 8 dobloni?")
    finally:
        i18n.set_language("en")


def test_a_builder_button_is_named_by_what_it_shows_and_carries_its_buildings_card():
    # WCAG 2.5.3 (label in name): "Small Indigo Plant 1" is named "Small Indigo Plant 1
    # doubloon", never "... for 1"; hover, focus and a long press show the board's card
    session = university_builder()
    ui = UI()
    tree = ui.render_table(context(session))
    grid = find(tree, "moves")
    buttons = [n for n in nodes(grid) if "build" in classes(n) and n[0] == "button"]
    assert len(buttons) >= 10
    for button in buttons:
        a = attrs(button)
        assert "aria-label" not in a, a
        building = (a.get("data-move") or a.get("data-moves") or "").partition(":")[2]
        building = building.partition("+")[0].partition("|")[0] or a.get("data-building")
        assert a["data-card"] == f"b:{building}"
        shown, name = " ".join(text(button, sr_only=False).split()), " ".join(
            text(button).split())
        assert shown in name and re.fullmatch(r".+ \d+ doubloons?(, .+)?", name), (shown, name)
        assert f"b:{building}" in {attrs(n).get("data-card")
                                   for n in nodes(find(tree, f"supply-{building}"))}


def text(node, sr_only: bool = True) -> str:
    """An element's text as a browser joins it (``sr_only``: with what only a screen reader
    reads)."""
    if "sr-only" in classes(node) and not sr_only:
        return ""
    return "".join(child if isinstance(child, str) else text(child, sr_only)
                   for child in node[2])


def test_other_boards_show_at_a_glance_and_in_full_a_tap_away_as_last_chosen():
    # every player's island and city are public: the others' show their tiles (occupied/owned),
    # forests and buildings; a tap shows the full board, and the choice is the UI's preference
    session = Session.open(GameRecord("puerto_rico", {"players": 3}, 5), "t", "t")
    rng = random.Random(5)
    for _ in range(150):
        session.play_text(rng.choice(session.legal_texts()))
    ui = UI()
    ctx = context(session)
    other = (ctx.actor + 1) % 3
    me = ctx.view["players"][other]
    tree = ui.render_table(ctx)
    board = find(tree, f"board-{other}")
    assert find(board, f"glance-{other}") is not None and find(board, "forest") is None
    for tile, owned in me["island"].items():
        item = find(board, f"glance-{other}-{tile}")
        assert (item is None) == (owned == 0)
        if owned:
            assert f"{me['occupied'][tile]}/{owned}" in item[2]
    for building in me["buildings"]:
        assert attrs(find(board, f"glance-{other}-{building}"))["data-card"] == f"b:{building}"
    assert find(board, f"city-{next(iter(me['buildings']))}") is None  # not the full board
    # a tap: the full board, remembered in the UI's preferences (the shell saves them)
    expander = attrs(find(board, f"expand-board-{other}"))
    assert expander["aria-expanded"] == "false"
    ui.action("flip", {"part": expander["data-part"]}, ctx)
    assert ui.prefs["full_boards"] == [other]
    again = UI()
    again.prefs.update(ui.prefs)  # a new game's table, the preference loaded
    full = find(again.render_table(ctx), f"board-{other}")
    assert find(full, f"glance-{other}") is None
    assert find(full, f"city-{next(iter(me['buildings']))}") is not None
    assert attrs(find(full, f"expand-board-{other}"))["aria-expanded"] == "true"
