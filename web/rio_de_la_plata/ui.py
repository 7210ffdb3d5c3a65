"""Río de la Plata's :class:`~web.gameui.GameUI`: the table, the choices made on the map and in
the trade dialog, the log, and the end of the game (the VP-over-years chart and the final city),
all from views and legal move texts."""

from __future__ import annotations

from ..dom import Node, h
from ..gameui import GameHistory, TableContext, TableUI, View, data_int
from . import text
from .cardview import card_panel
from .citymap import city_map
from .i18n import GAME_ID, t
from .table import ZOOMS, RioTable
from .warview import deploy_sizes
from .warwords import is_war_move
from .warwords import label as war_label

ZOOM = "zoom"  # the preference: the map "near" (squares big enough to tap) or "far"
CHART_W, CHART_H, CHART_PAD = 640, 260, 36
WAR_PACE = 1 / 3


class RioUI(TableUI, table=RioTable, texts=text, cards=card_panel, stylesheet="table.css"):
    """The shell's handle on Río de la Plata's table."""

    game_id = GAME_ID

    def bot_pace(self, view: View) -> float:
        """A third of the chosen pause before a bot's move in a war: a war is 60-90 small
        steps of groups, at the whole pause a minute of watching."""
        return WAR_PACE if view.get("phase_id") == "war" else 1.0

    def action(self, name: str, data: dict[str, str], ctx: TableContext) -> str | None:
        """``zoom``: the map near or far (remembered in :attr:`prefs`); ``square``
        (``data-square``): show what that square's moves would do; ``group`` (``data-group``):
        open a group of moves (``road``/``wall``: the edges on the map); ``trade``: open the
        trade dialog, ``trade-set`` change it (``data-to``; ``data-side``, ``data-good``,
        ``data-delta``), ``trade-send`` play the offer; ``war`` (``data-key``): in a war, pick
        a group, let it go, or show a square's several moves; ``war-size`` (``data-size``): the
        size of the attackers' groups to deploy; ``back``: close what is open."""
        table: RioTable = self.table
        if name == "zoom":
            far = self.prefs.get(ZOOM) != "far"
            self.prefs[ZOOM] = "far" if far else "near"
            table.zoom = self.prefs[ZOOM]
            return None
        if not ctx.human_turn or ctx.actor is None:
            return None
        if name == "square":
            table.pick_square(data.get("square", "").upper(), ctx.legal)
        elif name == "group":
            table.open_group(data.get("group", ""), ctx.legal)
        elif name == "trade":
            if any(m.startswith("offer:") for m in ctx.legal):
                table.open_trade(ctx.view, ctx.actor)
        elif name == "trade-set":
            table.trade_change(data, ctx.view)
        elif name == "trade-send" and table.trade is not None:
            return table.trade.text()
        elif name == "war":
            table.war.tap(data.get("key", ""), ctx.view, ctx.legal)
        elif name == "war-size":
            size = data_int(data, "size")
            if size in deploy_sizes(ctx.legal):
                table.war.size = size
        elif name == "back":
            table.clear()
        return None

    def render_table(self, ctx: TableContext) -> Node:
        zoom = self.prefs.get(ZOOM)
        self.table.zoom = zoom if zoom in ZOOMS else "near"
        return self.table.render(ctx)

    def confirm(self, view: View, move: str, names: list[str]) -> str | None:
        """Before a weighty move: an expropriation, an office claimed, sending the ship, an
        offer, ending a turn with workers unused; in a war, a sacrifice."""
        kind = move.split(":")[0]
        if kind in ("expropriate", "office", "send", "offer", "buy"):
            return t("{move}?", move=text.label(view, move))
        if kind == "sacrifice" and is_war_move(view, move):
            viewer = view.get("viewer")
            return t("{move}?", move=war_label(view, move, names,
                                               viewer if isinstance(viewer, int) else None))
        return None

    def hand_over(self, view: View, actor: int) -> bool:
        """Hot-seat: an offer waiting for ``actor``'s answer, or a war move waiting for their
        consent, comes behind the pass screen, so that they answer it themselves (nothing else
        in Río is hidden)."""
        return (any(offer[1] == actor for offer in view.get("offers") or [])
                or (view.get("phase_id") == "war" and view.get("war_step") == "ask"))

    def round_number(self, view: View) -> int | None:
        """The year of the game, counted from 1 (1580 is the first)."""
        return int(view.get("year") or 0) + 1

    def end_extras(self, history: GameHistory, names: list[str],
                   colors: list[str]) -> list[Node]:
        """The VP over the years, and the city as it ended."""
        final = history.final
        extras = [vp_chart(history, names, colors),
                  h("section", {"class": "rio-final", "data-testid": "final-city",
                                "aria-label": t("The city at the end")},
                    h("h3", None, t("The city at the end")),
                    city_map(final, colors, names, [], None, None, "far"))]
        if final.get("wars") is False:  # a game begun before wars were played
            extras.append(h("p", {"class": "hint"},
                            t("This game was begun before wars were played: it had none.")))
        return extras


def vp_by_year(history: GameHistory) -> tuple[list[int], list[list[int]]]:
    """Each player's score total at the start of every year, and at the end."""
    years: list[int] = []
    points: list[list[int]] = []
    last = None
    for view, totals in zip(history.views[:-1], history.totals[:-1], strict=True):
        if view.get("year") != last:
            last = view.get("year")
            years.append(int(view.get("calendar_year") or 1580))
            points.append(totals)
    years.append(0)
    points.append(history.totals[-1])
    return years, points


def vp_chart(history: GameHistory, names: list[str], colors: list[str]) -> Node:
    """A line per player in their colour: the score at the start of each year."""
    years, points = vp_by_year(history)
    low = min(0, min(min(row) for row in points))
    top = max(10, max(max(row) for row in points))
    steps = max(1, len(points) - 1)

    def x(i: int) -> float:
        return CHART_PAD + (CHART_W - 2 * CHART_PAD) * i / steps

    def y(v: int) -> float:
        return CHART_H - CHART_PAD - (CHART_H - 2 * CHART_PAD) * (v - low) / (top - low)

    marks = []
    step = max(5, (top - low) // 5 // 5 * 5 or 5)
    for v in range(low - low % step if low % step else low, top + 1, step):
        marks.append(h("line", {"x1": CHART_PAD, "x2": CHART_W - CHART_PAD, "y1": f"{y(v):.1f}",
                                "y2": f"{y(v):.1f}", "class": "grid"}))
        marks.append(h("text", {"x": CHART_PAD - 6, "y": f"{y(v) + 4:.1f}", "class": "axis",
                                "text-anchor": "end"}, str(v)))
    every = max(1, len(points) // 8)
    for i, year in enumerate(years):
        last = i == len(years) - 1
        if i % every and not last:
            continue
        marks.append(h("text", {"x": f"{x(i):.1f}", "y": CHART_H - CHART_PAD + 14,
                                "class": "axis", "text-anchor": "middle"},
                       t("End") if last else str(year)))
    lines = [h("polyline", {"points": " ".join(f"{x(i):.1f},{y(row[p]):.1f}"
                                               for i, row in enumerate(points)),
                            "fill": "none", "stroke": colors[p], "stroke-width": 3,
                            "stroke-linejoin": "round"}) for p in range(len(names))]
    legend = h("ul", {"class": "rio-legend"},
               [h("li", None, h("span", {"class": "seat-dot", "style": f"background:{colors[p]}"}),
                  f"{names[p]}: {points[-1][p]}") for p in range(len(names))])
    return h("figure", {"class": "chart rio-chart", "data-testid": "vp-chart"},
             h("svg", {"viewBox": f"0 0 {CHART_W} {CHART_H}", "role": "img",
                       "aria-label": t("Victory points by year")}, marks, lines),
             h("figcaption", None, t("Victory points by year")), legend)
