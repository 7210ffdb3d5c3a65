"""Puerto Rico's :class:`~web.gameui.GameUI`: the table, the Mayor editor, the log, the cards and
the end-of-game chart, all from views and legal move texts."""

from __future__ import annotations

from ..dom import Node, h
from ..gameui import GameHistory, TableContext, TableUI, View, data_int
from . import text
from .cardview import card_panel
from .chart import vp_chart
from .i18n import GAME_ID, t
from .table import PuertoRicoTable


class PuertoRicoUI(TableUI, table=PuertoRicoTable, texts=text, cards=card_panel,
                   stylesheet="table.css"):
    """The shell's handle on Puerto Rico's table."""

    game_id = GAME_ID

    def action(self, name: str, data: dict[str, str], ctx: TableContext) -> str | None:
        """``choose`` (``data-anchor``, ``data-moves``): a board element offering several moves
        opens a choice next to it. The Mayor editor: ``mayor-toggle`` (``data-slot``,
        ``data-index``), ``mayor-suggest``, ``mayor-clear``; ``mayor-done`` returns the placement
        to play. ``flip`` (``data-part``) opens or closes a part of the table shown on demand
        (another player's full board: remembered in :attr:`prefs`).
        Expansion 1: ``wharf`` (``data-good``, ``data-step``) counts the Small Wharf's barrels;
        ``market-pick`` (``data-building``) and ``market-item`` (``data-item``) choose what the
        Black Market gives back. Expansion 2: ``mayor-noble`` (``data-slot``) makes the
        colonist there a noble or a worker."""
        if name == "flip":
            self.table.flip(data.get("part", ""))
            self.prefs["full_boards"] = sorted(self.table.full_boards)  # (the shell saves it)
            return None
        if not ctx.human_turn or ctx.actor is None:
            return None
        if name == "mayor-toggle":
            index = data_int(data, "index")
            if index is not None:
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
            step = data_int(data, "step")
            if step is not None:
                self.table.wharf_step(ctx.view, ctx.actor, data.get("good", ""), step)
        elif name == "market-pick":
            self.table.market_pick(ctx.view, ctx.actor, data.get("building", ""))
        elif name == "market-item":
            self.table.market_item(ctx.view, ctx.actor, data.get("item", ""))
        elif name == "mayor-done":
            placement = self.table.placement_for(ctx.view, ctx.actor, ctx.legal)
            return placement.to_text() if placement is not None else None
        return None

    def confirm(self, view: View, text_: str, names: list[str]) -> str | None:
        """A Builder's build and a Captain's load or shipment are asked about first (when the
        player wants weighty moves confirmed): "Build the Harbor for 8 doubloons?"."""
        return text.confirmation(view, text_)

    def render_table(self, ctx: TableContext) -> Node:
        """The table; the other players' boards full or at a glance as the player last chose
        (``prefs["full_boards"]``: the seats shown full)."""
        seats = self.prefs.get("full_boards")
        self.table.full_boards = {p for p in seats if isinstance(p, int)} if isinstance(
            seats, list) else set()
        return self.table.render(ctx)

    def round_number(self, view: View) -> int | None:
        return int(view["round"])

    def end_extras(self, history: GameHistory, names: list[str],
                   colors: list[str]) -> list[Node]:
        return [h("p", {"class": "hint"}, t("Ties are broken by doubloons plus goods.")),
                vp_chart(history, names, colors)]
