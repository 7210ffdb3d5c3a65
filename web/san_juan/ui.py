"""San Juan's :class:`~web.gameui.GameUI`: the table, the selections made card by card, the log,
the cards and the end of the game, all from views and legal move texts."""

from __future__ import annotations

from ..dom import Node, h
from ..gameui import GameHistory, TableContext, TableUI, View, data_int
from . import text
from .cardview import card_panel
from .i18n import GAME_ID, nt, t
from .table import SanJuanTable, card_face
from .text import question as text_question

BOARDS = "boards"  # the preference: the other players' boards "compact" (default) or "full"


class SanJuanUI(TableUI, table=SanJuanTable, texts=text, cards=card_panel, stylesheet="table.css"):
    """The shell's handle on San Juan's table."""

    game_id = GAME_ID

    def action(self, name: str, data: dict[str, str], ctx: TableContext) -> str | None:
        """``build`` (``data-target``, maybe the hand's ``data-index``): pay for that building
        next (built at once when it costs nothing and has nowhere else to go); ``over``
        (``data-index``): the Crane builds it over that city position (again: over nothing);
        ``toggle`` (``data-where``: hand, drawn or good; ``data-index``): add a card or a Black
        Market good to the selection or take it out; ``back``: to the choice of building;
        ``confirm``: the selection's move text, to play; ``boards``: the other players'
        boards compact or in full (at any time; remembered in :attr:`prefs`)."""
        if name == "boards":
            self.prefs[BOARDS] = "full" if self.table.compact else "compact"
            return None
        if not ctx.human_turn or ctx.actor is None:
            return None
        view, actor, legal = ctx.view, ctx.actor, ctx.legal
        if name == "build":
            return self.table.choose_target(view, actor, legal, data.get("target", ""),
                                            data_int(data, "index"))
        if name == "over":
            index = data_int(data, "index")
            if index is not None:
                self.table.choose_over(view, actor, legal, index)
        if name == "toggle":
            index = data_int(data, "index")
            if index is not None:
                self.table.toggle(view, actor, legal, data.get("where", ""), index)
        elif name == "back":
            self.table.cancel()
        elif name == "confirm":
            return self.table.confirm(view, actor, legal)
        return None

    def render_table(self, ctx: TableContext) -> Node:
        self.table.compact = self.prefs.get(BOARDS) != "full"
        return self.table.render(ctx)

    def confirm(self, view: View, text: str, names: list[str]) -> str | None:
        """Before a build: "Build the Palace for 6 cards?" (any other move: None)."""
        return text_question(view, text)

    def round_number(self, view: View) -> int | None:
        return int(view["round"])

    def end_extras(self, history: GameHistory, names: list[str],
                   colors: list[str]) -> list[Node]:
        """Every city at the end, each building with the VP it scored, and the Chapel."""
        return [h("p", {"class": "hint"},
                  t("Ties are won by the most cards in hand plus goods.")),
                final_cities(history, names, colors)]


def final_cities(history: GameHistory, names: list[str], colors: list[str]) -> Node:
    """The finished game's cities, from its final public view (nothing is hidden any more):
    each building with the VP it scored (a 6-cost building: its bonus), and the Chapel."""
    view = history.final
    scores = {s.player: s for s in history.scores}
    sections = []
    for p, me in enumerate(view["players"]):
        breakdown = scores[p].breakdown
        cards = [card_face(b["card"], {"tabindex": 0}, small=True,
                           points=breakdown.get(b["card"]) if b["card"] in breakdown else None)
                 for b in me["city"]]
        chapel = int(breakdown.get("chapel", 0))
        sections.append(h("section", {"class": "sj-final", "style": f"--seat:{colors[p]}",
                                      "data-testid": f"final-{p}"},
                          h("h3", None, t("{name}: {n} VP", name=names[p], n=scores[p].total)),
                          h("div", {"class": "sj-cards"}, cards),
                          h("p", {"class": "hint"},
                            nt("Under the Chapel: 1 card, 1 VP.",
                               "Under the Chapel: {n} cards, {n} VP.", chapel))
                          if chapel else None))
    return h("div", {"class": "sj-finals", "data-testid": "final-cities",
                     "aria-label": t("Cities at the end")}, sections)
