"""Helpers for Puerto Rico's table tests on CPython and in the browser: the table context of the
player to act, the board's highlights checked against the legal moves, and positions with a
given decision. Holds no tests itself."""

from __future__ import annotations

import random
from collections.abc import Iterator

from game.core import GameRecord
from tests.dom_support import attrs, nodes
from web.gameui import TableContext
from web.puerto_rico import UI
from web.session import Session


def context(session: Session) -> TableContext:
    actor = session.to_act()
    return TableContext(view=session.view(actor), legal=session.legal_texts(actor), actor=actor,
                        human_turn=True, names=session.names(),
                        colors=["#c33", "#33c", "#3a3", "#a3a", "#aa3"])


def board_parts(tree) -> Iterator[tuple]:
    """Everything but the decision panel (its buttons are the plain list of legal moves)."""
    for n in nodes(tree):
        cls = str(attrs(n).get("class") or "").split()
        if "pr-board" in cls or "pr-player" in cls:
            yield from nodes(n)


def check_highlights(ui: UI, session: Session) -> list[str]:
    ctx = context(session)
    legal = set(ctx.legal)
    problems = []
    for n in board_parts(ui.render_table(ctx)):
        a = attrs(n)
        highlighted = "legal" in str(a.get("class") or "").split()
        action = a.get("data-action")
        if highlighted and action == "move":
            if a.get("data-move") not in legal:
                problems.append(f"{a.get('data-testid')}: {a.get('data-move')} is not legal")
        elif highlighted and action == "ui:choose":
            moves = str(a.get("data-moves")).split("|")
            if len(moves) < 2 or not set(moves) <= legal:
                problems.append(f"{a.get('data-testid')}: choice {moves}")
        elif highlighted:
            problems.append(f"{a.get('data-testid') or a.get('class')}: highlighted, no action")
        # the Mayor editor's spaces, and show/hide buttons (they change what is shown, not the
        # game) are not move highlights
        elif action is not None and action not in ("ui:mayor-toggle", "ui:mayor-noble",
                                                   "ui:flip"):
            problems.append(f"{a.get('data-testid')}: acts ({action}) but is not highlighted")
    return problems


def position_with_free_colonist() -> Session:
    """A game where the player to act may take a plantation with or without a free colonist."""
    for seed in range(40):
        session = Session.open(GameRecord("puerto_rico", {"players": 3}, seed), "t", "t")
        rng = random.Random(seed)
        while not session.state.is_over():
            legal = session.legal_texts()
            if any(m.startswith("take:") and m.endswith("+colonist") for m in legal):
                return session
            session.play_text(rng.choice(legal))
    raise AssertionError("no Hospice decision found")


def mayor_decision() -> Session:
    """A Mayor decision where leaving every colonist in San Juan is refused."""
    for seed in range(40):
        session = Session.open(GameRecord("puerto_rico", {"players": 3}, seed), "t", "t")
        rng = random.Random(seed)
        while not session.state.is_over():
            legal = session.legal_texts()
            if legal[0].startswith("place:") and session.illegal_reason("place:-"):
                return session
            session.play_text(rng.choice(legal))
    raise AssertionError("no Mayor decision found")
