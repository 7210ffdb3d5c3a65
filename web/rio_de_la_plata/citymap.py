"""The city map of Buenos Aires as SVG: 16 × 10 squares (``docs/rio-de-la-plata-board.md``), the
eight districts in their colours with their centres, the Plaza Mayor, the Starting Line, the
river with its walls, the roads and walls built, the buildings and everyone's workers.

The squares and edges a decision may act on come from the legal move texts only: a square is
highlighted when a legal move names it, an edge (road or wall) when a legal move names it and the
player asked to place one."""

from __future__ import annotations

from typing import Any

from game.rio_de_la_plata.board import (
    CENTRES,
    COL_NAMES,
    COLS,
    DISTRICT_IDS,
    DISTRICT_OF,
    ROWS,
    SQUARE_BY_NAME,
    SQUARE_NAMES,
    STARTING_LINE,
)

from ..dom import Node, h
from . import text as words
from .i18n import t

View = dict[str, Any]

SQ = 40  # a square's side in the drawing's units
PAD = 22  # the margin around the city (walls, coordinates)
RIVER = 34  # the river's band under the city
WIDTH = COLS * SQ + 2 * PAD
HEIGHT = ROWS * SQ + PAD + RIVER
# Short marks of the buildings on the map (the card panel and the labels say the whole name).
MARKS = {"hut": "⌂", "house": "⌂", "stonecutter": "St", "carpenter": "Ca", "market": "M",
         "guild": "G", "piazza": "P", "monument": "Mo", "garden": "Ga", "barracks": "B",
         "church": "✝", "palace": "♛", "cathedral": "✝✝"}


def xy(sq: int) -> tuple[int, int]:
    """The top-left corner of square ``sq`` in the drawing."""
    return PAD + (sq % COLS) * SQ, PAD + (sq // COLS) * SQ


def corner_xy(corner: int) -> tuple[int, int]:
    x, y = corner % (COLS + 1), corner // (COLS + 1)
    return PAD + x * SQ, PAD + y * SQ


def edge_line(name: str) -> tuple[int, int, int, int] | None:
    """The segment of an edge named ``E7/F7`` (between two squares) or ``N:E1`` (the border)."""
    if ":" in name:
        side, _, square = name.partition(":")
        sq = SQUARE_BY_NAME.get(square)
        if sq is None:
            return None
        x, y = xy(sq)
        return {"N": (x, y, x + SQ, y), "S": (x, y + SQ, x + SQ, y + SQ),
                "W": (x, y, x, y + SQ), "E": (x + SQ, y, x + SQ, y + SQ)}.get(side)
    a, _, b = name.partition("/")
    sa, sb = SQUARE_BY_NAME.get(a), SQUARE_BY_NAME.get(b)
    if sa is None or sb is None:
        return None
    x, y = xy(sa)
    if sb == sa + 1:  # east neighbour: the vertical edge between
        return (x + SQ, y, x + SQ, y + SQ)
    return (x, y + SQ, x + SQ, y + SQ)


def edge_diamond(name: str) -> str | None:
    """The tap area of an edge: the diamond between its two ends and the two squares' centres
    (diamonds tile the map without overlapping)."""
    line = edge_line(name)
    if line is None:
        return None
    x1, y1, x2, y2 = line
    mx, my = (x1 + x2) / 2, (y1 + y2) / 2
    half = SQ / 2
    if x1 == x2:  # vertical edge: the centres are west and east
        pts = [(x1, y1), (mx + half, my), (x2, y2), (mx - half, my)]
    else:
        pts = [(x1, y1), (mx, my + half), (x2, y2), (mx, my - half)]
    return " ".join(f"{px:g},{py:g}" for px, py in pts)


def square_moves(legal: list[str]) -> dict[str, list[str]]:
    """The legal moves naming each square (placing, expropriating, building, activating, the
    completed Palace's or Cathedral's site)."""
    found: dict[str, list[str]] = {}
    for move in legal:
        kind, _, rest = move.partition(":")
        if kind in ("place", "expropriate", "build", "activate", "site"):
            found.setdefault(rest.split(":")[0].upper(), []).append(move)
    return found


def edge_moves(legal: list[str], kind: str) -> dict[str, str]:
    """The legal road (or wall) moves by edge name."""
    return {move.partition(":")[2]: move for move in legal if move.startswith(kind + ":")}


def city_map(view: View, colors: list[str], names: list[str], legal: list[str],
             picked: str | None, edge_kind: str | None, zoom: str) -> Node:
    """The map; ``legal`` the moves of the player deciding here (else []), ``picked`` the square
    they tapped, ``edge_kind`` "road" or "wall" when they are placing one."""
    bld, owner = view.get("bld") or [], view.get("owner") or []
    w_owner, w_count = view.get("w_owner") or [], view.get("w_count") or []
    w2 = view.get("w2_owner") or []
    ground, marks, people, taps = [], [], [], []
    for sq in range(COLS * ROWS):
        x, y = xy(sq)
        d = DISTRICT_OF[sq]
        cls = "plaza" if d < 0 else f"d-{DISTRICT_IDS[d]}"
        ground.append(h("rect", {"x": x, "y": y, "width": SQ, "height": SQ,
                                 "class": f"sq {cls}" + (" start" if sq in STARTING_LINE
                                                         else "")}))
        building = bld[sq] if sq < len(bld) else ""
        if building:
            mine = owner[sq] if sq < len(owner) else -1
            style = f"--seat:{colors[mine]}" if 0 <= mine < len(colors) else None
            marks.append(h("g", {"class": f"bld b-{building}" + (" owned" if mine >= 0 else ""),
                                 "style": style, "data-flip": f"rio:bld:{sq}"},
                           h("rect", {"x": x + 3, "y": y + 3, "width": SQ - 6,
                                      "height": SQ - 6, "rx": 5}),
                           h("text", {"x": x + SQ / 2, "y": y + SQ / 2 + 5,
                                      "text-anchor": "middle"},
                             MARKS.get(building, building[:2]))))
        count = w_count[sq] if sq < len(w_count) else 0
        who = w_owner[sq] if sq < len(w_owner) else -1
        if count and 0 <= who < len(colors):
            people.append(worker(x + SQ - 11, y + SQ - 11, colors[who], count,
                                 f"rio:w:{SQUARE_NAMES[sq]}:{who}"))
        second = w2[sq] if sq < len(w2) else -1
        if 0 <= second < len(colors):
            people.append(worker(x + 11, y + SQ - 11, colors[second], 1,
                                 f"rio:w2:{SQUARE_NAMES[sq]}:{second}"))
    borders = []
    for sq in range(COLS * ROWS):  # district borders: where the district changes
        x, y = xy(sq)
        if sq % COLS + 1 < COLS and DISTRICT_OF[sq] != DISTRICT_OF[sq + 1]:
            borders.append(h("line", {"x1": x + SQ, "y1": y, "x2": x + SQ, "y2": y + SQ}))
        if sq + COLS < COLS * ROWS and DISTRICT_OF[sq] != DISTRICT_OF[sq + COLS]:
            borders.append(h("line", {"x1": x, "y1": y + SQ, "x2": x + SQ, "y2": y + SQ}))
    roads = [h("line", dict(zip(("x1", "y1", "x2", "y2"), line, strict=True)))
             for name in view.get("roads") or [] if (line := edge_line(name))]
    walls = [h("line", dict(zip(("x1", "y1", "x2", "y2"), line, strict=True)))
             for name in view.get("walls") or [] if (line := edge_line(name))]
    river_y = PAD + ROWS * SQ
    centres = [h("circle", {"cx": corner_xy(c)[0], "cy": corner_xy(c)[1], "r": 5})
               for c in CENTRES]
    labels = ([h("text", {"x": PAD + c * SQ + SQ / 2, "y": PAD - 7, "text-anchor": "middle"},
                 COL_NAMES[c]) for c in range(COLS)]
              + [h("text", {"x": PAD / 2, "y": PAD + r * SQ + SQ / 2 + 4,
                            "text-anchor": "middle"}, str(r + 1)) for r in range(ROWS)])
    by_square = square_moves(legal) if edge_kind is None else {}
    for name, moves in sorted(by_square.items()):
        sq = SQUARE_BY_NAME[name]
        x, y = xy(sq)
        taps.append(h("rect", {
            "x": x + 1, "y": y + 1, "width": SQ - 2, "height": SQ - 2, "rx": 4,
            "class": "tap legal" + (" picked" if picked == name else ""),
            "role": "button", "tabindex": 0, "data-action": "ui:square", "data-square": name,
            "data-focus": f"sq:{name}", "data-testid": f"square-{name}",
            "aria-pressed": "true" if picked == name else "false",
            "aria-label": t("{square} ({district}): {what}", square=name,
                            district=words.district_name(name),
                            what="; ".join(words.label(view, m) for m in moves))}))
    if edge_kind is not None:
        for name, move in sorted(edge_moves(legal, edge_kind).items()):
            points = edge_diamond(name)
            if points is None:
                continue
            taps.append(h("polygon", {
                "points": points, "class": f"tap edge legal {edge_kind}", "role": "button",
                "tabindex": 0, "data-action": "move", "data-move": move,
                "data-focus": f"move:{move}", "data-testid": f"edge-{name}",
                "aria-label": words.label(view, move)}))
    svg = h("svg", {"viewBox": f"0 0 {WIDTH} {HEIGHT}", "class": "rio-city",
                    "role": "group", "aria-label": t("The city of Buenos Aires")},
            h("g", {"class": "ground"}, ground),
            h("g", {"class": "starting-line"},
              [h("rect", {"x": xy(sq)[0] + 2, "y": xy(sq)[1] + 2, "width": SQ - 4,
                          "height": SQ - 4}) for sq in sorted(STARTING_LINE)]),
            h("g", {"class": "district-borders"}, borders),
            h("rect", {"x": PAD, "y": river_y, "width": COLS * SQ, "height": RIVER - 4,
                       "class": "river"}),
            h("text", {"x": PAD + COLS * SQ / 2, "y": river_y + RIVER / 2 + 2,
                       "text-anchor": "middle", "class": "river-name"},
              t("Río de la Plata")),
            h("line", {"x1": PAD, "y1": river_y, "x2": PAD + COLS * SQ, "y2": river_y,
                       "class": "river-wall"}),
            h("g", {"class": "roads"}, roads),
            h("g", {"class": "walls"}, walls),
            h("g", {"class": "centres"}, centres),
            h("g", {"class": "coords", "aria-hidden": "true"}, labels),
            h("g", {"class": "buildings", "aria-hidden": "true"}, marks),
            h("g", {"class": "workers", "aria-hidden": "true"}, people),
            h("g", {"class": "taps"}, taps))
    return h("div", {"class": f"rio-map zoom-{zoom}", "data-testid": "city-map"}, svg)


def worker(cx: float, cy: float, color: str, count: int, key: str) -> Node:
    return h("g", {"class": "worker", "data-flip": key},
             h("circle", {"cx": cx, "cy": cy, "r": 9, "fill": color}),
             h("text", {"x": cx, "y": cy + 4, "text-anchor": "middle"}, str(count))
             if count > 1 else None)
