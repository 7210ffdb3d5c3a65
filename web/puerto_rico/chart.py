"""The end-of-game chart: each player's victory points at the start of every round, as SVG.

Drawn from the finished game's history (:class:`~web.gameui.GameHistory`: the public view and
the score totals of every position), when nothing is hidden any more."""

from __future__ import annotations

from ..dom import Node, h
from ..gameui import GameHistory
from .i18n import t

WIDTH, HEIGHT, PAD = 640, 260, 36


def vp_by_round(history: GameHistory) -> list[list[int]]:
    """Score totals (chips, buildings, bonuses) per player, before each round and at the end."""
    points: list[list[int]] = []
    last_round = 0
    for view, totals in zip(history.views[:-1], history.totals[:-1], strict=True):
        if view["round"] != last_round:
            last_round = view["round"]
            points.append(totals)
    points.append(history.totals[-1])
    return points


def vp_chart(history: GameHistory, names: list[str], colors: list[str]) -> Node:
    """The chart of :func:`vp_by_round`, a line per player in their colour, with a legend."""
    points = vp_by_round(history)
    players = len(names)
    top = max(10, max(max(row) for row in points))
    steps = max(1, len(points) - 1)

    def x(i: int) -> float:
        return PAD + (WIDTH - 2 * PAD) * i / steps

    def y(v: int) -> float:
        return HEIGHT - PAD - (HEIGHT - 2 * PAD) * v / top

    grid = []
    for v in range(0, top + 1, max(5, top // 5 // 5 * 5 or 5)):
        grid.append(h("line", {"x1": PAD, "x2": WIDTH - PAD, "y1": f"{y(v):.1f}",
                               "y2": f"{y(v):.1f}", "class": "grid"}))
        grid.append(h("text", {"x": PAD - 6, "y": f"{y(v) + 4:.1f}", "class": "axis",
                               "text-anchor": "end"}, str(v)))
    # The x axis: the round each sample starts (the last one is the end); thinned to ~12 labels.
    every = max(1, len(points) // 12)
    for i in range(len(points)):
        last = i == len(points) - 1
        if i % every and not last:
            continue
        grid.append(h("text", {"x": f"{x(i):.1f}", "y": HEIGHT - PAD + 14, "class": "axis tick",
                               "text-anchor": "middle"}, t("End") if last else str(i + 1)))
    lines = []
    for p in range(players):
        path = " ".join(f"{x(i):.1f},{y(row[p]):.1f}" for i, row in enumerate(points))
        lines.append(h("polyline", {"points": path, "fill": "none", "stroke": colors[p],
                                    "stroke-width": 3, "stroke-linejoin": "round"}))
    legend = h("ul", {"class": "chart-legend"},
               [h("li", None, h("span", {"class": "seat-dot", "style": f"background:{colors[p]}"}),
                  f"{names[p]}: {points[-1][p]}") for p in range(players)])
    return h("figure", {"class": "chart", "data-testid": "vp-chart"},
             h("svg", {"viewBox": f"0 0 {WIDTH} {HEIGHT}", "role": "img",
                       "aria-label": t("Victory points by round")},
               grid, lines,
               h("text", {"x": WIDTH / 2, "y": HEIGHT - 4, "class": "axis",
                          "text-anchor": "middle", "data-testid": "chart-x"}, t("Rounds")),
               h("text", {"x": 12, "y": HEIGHT / 2, "class": "axis", "text-anchor": "middle",
                          "transform": f"rotate(-90 12 {HEIGHT / 2})", "data-testid": "chart-y"},
                 t("VP"))),
             h("figcaption", None, t("Victory points by round")), legend)
