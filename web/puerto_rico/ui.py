"""Puerto Rico's :class:`~web.gameui.GameUI`: the table, the Mayor editor, the log, the cards and
the end-of-game chart, all from views and legal move texts."""

from __future__ import annotations

from ..dom import Node, h
from ..gameui import GameHistory, GameUI, TableContext, View
from . import text
from .cardview import card_panel
from .chart import vp_chart
from .i18n import GAME_ID, t
from .table import NO_COLONIST, PuertoRicoTable


class PuertoRicoUI(GameUI):
    """The shell's handle on Puerto Rico's table."""

    game_id = GAME_ID

    def __init__(self) -> None:
        super().__init__()
        self.table = PuertoRicoTable()

    def render_table(self, ctx: TableContext) -> Node:
        return self.table.render(ctx)

    def action(self, name: str, data: dict[str, str], ctx: TableContext) -> str | None:
        """``choose`` (``data-anchor``, ``data-moves``): a board element offering several moves
        opens a choice next to it. The Mayor editor: ``mayor-toggle`` (``data-slot``,
        ``data-index``), ``mayor-suggest``, ``mayor-clear``; ``mayor-done`` returns the placement
        to play. ``flip`` (``data-part``) opens or closes a part of the table shown on demand.
        Expansion 1: ``wharf`` (``data-good``, ``data-step``) counts the Small Wharf's barrels;
        ``market-pick`` (``data-building``) and ``market-item`` (``data-item``) choose what the
        Black Market gives back. Expansion 2: ``mayor-noble`` (``data-slot``) makes the
        colonist there a noble or a worker."""
        if name == "flip":
            self.table.flip(data.get("part", ""))
            return None
        if not ctx.human_turn or ctx.actor is None:
            return None
        if name == "mayor-toggle":
            try:
                index = int(data.get("index", ""))
            except ValueError:
                return None
            self.table.toggle(ctx.view, ctx.actor, ctx.legal, data.get("slot", ""), index)
        elif name in ("mayor-suggest", "mayor-clear"):
            self.table.reset(ctx.view, ctx.actor, ctx.legal, empty=name == "mayor-clear")
        elif name == "choose":
            moves = [m for m in data.get("moves", "").split("|") if m in ctx.legal]
            return self.table.choose(data.get("anchor", ""), moves)
        elif name == "mayor-noble":
            placement = self.table.placement_for(ctx.view, ctx.actor, ctx.legal)
            if placement is not None:
                placement.toggle_noble(data.get("slot", ""))
        elif name == "wharf":
            try:
                step = int(data.get("step", ""))
            except ValueError:
                return None
            self.table.wharf_step(ctx.view, ctx.actor, data.get("good", ""), step)
        elif name == "market-pick":
            self.table.market_pick(ctx.view, ctx.actor, data.get("building", ""))
        elif name == "market-item":
            self.table.market_item(ctx.view, ctx.actor, data.get("item", ""))
        elif name == "mayor-done":
            placement = self.table.placement_for(ctx.view, ctx.actor, ctx.legal)
            return placement.to_text() if placement is not None else None
        return None

    def played(self, text: str, by_bot: bool) -> None:
        self.table.highlight = text if by_bot else None
        self.table.choice = None
        self.table.flipped.discard(NO_COLONIST)  # the next build takes its colonist again
        if text.startswith("place:"):
            self.table.placement = None
        self.table.wharf = None
        self.table.market = None

    def forget(self) -> None:
        self.table.placement = None
        self.table.wharf = None
        self.table.market = None
        self.table.highlight = None
        self.table.choice = None
        self.table.flipped.discard(NO_COLONIST)

    def card(self, key: str, view: View, actor: int | None) -> list[Node] | None:
        return card_panel(key, view, actor)

    def describe(self, before: View, text_: str, player: int, names: list[str],
                 after: View) -> str:
        return text.describe(before, text_, player, names, after)

    def round_label(self, before: View | None, after: View, names: list[str]) -> str | None:
        return text.round_label(before, after, names)

    def round_number(self, view: View) -> int | None:
        return int(view["round"])

    def end_reason(self, view: View, names: list[str]) -> str | None:
        return text.end_reason(view)

    def score_label(self, category: str) -> str:
        return text.score_label(category)

    def end_extras(self, history: GameHistory, names: list[str],
                   colors: list[str]) -> list[Node]:
        return [h("p", {"class": "hint"}, t("Ties are broken by doubloons plus goods.")),
                vp_chart(history, names, colors)]
