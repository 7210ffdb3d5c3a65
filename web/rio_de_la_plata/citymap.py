"""The city map of Buenos Aires as SVG: 16 × 10 squares (``docs/rio-de-la-plata-board.md``), the
eight districts in their colours with their centres, the Plaza Mayor, the Starting Line, the
river with its walls, the roads and walls built, the buildings and everyone's workers.

The squares and edges a decision may act on come from the legal move texts only: a square is
highlighted when a legal move names it, an edge (road or wall) when a legal move names it and the
player asked to place one.

In a war (:class:`WarMap`, from :mod:`.warview`) the map draws the war pieces as stacks (the
leader's piece on top), the attacker's inactive workers greyed, the attackers waiting outside the
city beside their entries (the drawing grows a margin on the north, west and east for them), the
squares and groups a tap acts on, and the last move's battles and burnt buildings briefly."""

from __future__ import annotations

from dataclasses import dataclass, field
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
from .warview import ENEMY, SHADOW, Group, Tap, parse_key, side_of

View = dict[str, Any]

SQ = 40  # a square's side in the drawing's units
PAD = 22  # the margin around the city (walls, coordinates)
RIVER = 34  # the river's band under the city
WIDTH = COLS * SQ + 2 * PAD
HEIGHT = ROWS * SQ + PAD + RIVER
TOKEN = 40  # an outside group's token (as big as a square: a tap target)
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


@dataclass
class WarMap:
    """What the map shows of a war: its groups by name, what tapping a square or an outside
    group does (:func:`.warview.war_taps`), the tap labels, the inactive workers' owner (the
    attacker), the last move's battle and fire squares and which of the two flash animations
    plays them (a new one each move, so that the browser plays it again), and the square a bot
    just acted on."""

    groups: dict[str, Group]
    taps: dict[str, Tap] = field(default_factory=dict)
    labels: dict[str, str] = field(default_factory=dict)
    attacker: int = -1
    enemy: int = -1
    battles: list[tuple[int, str]] = field(default_factory=list)  # (square, what to show)
    fires: list[int] = field(default_factory=list)
    flash: int = 0
    just: str | None = None
    entries: bool = False  # deploying: keep the margins for the groups to come
    marked: list[str] = field(default_factory=list)  # the squares of a move asking consent
    resting: set[str] = field(default_factory=set)  # the mover's groups that fought this turn


def margins(war: WarMap | None) -> dict[str, int]:
    """The drawing's extra margins (north, west, east) for the groups waiting outside: a token
    per group name, laid outward from its entry."""
    found = {"N": 0, "W": 0, "E": 0}
    if war is None:
        return found
    for side, count in outside_slots(war).items():
        found[side] = max(found[side], max(count.values(), default=0))
    if war.entries or any(g.outside for g in war.groups.values()):
        found = {side: max(1, n) for side, n in found.items()}
    return {side: n * TOKEN for side, n in found.items()}


def outside_slots(war: WarMap) -> dict[str, dict[int, int]]:
    """Per side, per entry square: how many tokens wait there."""
    slots: dict[str, dict[int, int]] = {"N": {}, "W": {}, "E": {}}
    for group in war.groups.values():
        if group.outside:
            side = slots[side_of(group.square)]
            side[group.square] = side.get(group.square, 0) + 1
    return slots


def token_boxes(war: WarMap) -> dict[str, tuple[int, int]]:
    """The top-left corner of each outside group's token: beside its entry, outward."""
    boxes: dict[str, tuple[int, int]] = {}
    seen: dict[int, int] = {}
    for key, group in war.groups.items():
        if not group.outside:
            continue
        i = seen.get(group.square, 0)
        seen[group.square] = i + 1
        x, y = xy(group.square)
        side = side_of(group.square)
        if side == "N":
            boxes[key] = (x, -(i + 1) * TOKEN)
        elif side == "W":
            boxes[key] = (-(i + 1) * TOKEN, y)
        else:
            boxes[key] = (WIDTH + i * TOKEN, y)
    return boxes


def piece_colour(piece: int, colors: list[str]) -> str | None:
    return colors[piece] if 0 <= piece < len(colors) else None


def stack_marks(x: float, y: float, pieces: tuple[int, ...], colors: list[str], enemy: int,
                cls: str, key: str) -> Node:
    """A group drawn as a stack, bottom to top, each piece a little higher and to the left: the
    top piece (the leader) in front with the group's size on it. Attackers are diamonds."""
    marks = []
    for i, piece in enumerate(pieces):
        cx, cy = x - 4 * i, y - 5 * i
        top = i == len(pieces) - 1
        if piece == ENEMY:
            r = 10
            marks.append(h("polygon", {
                "points": f"{cx:g},{cy - r:g} {cx + r:g},{cy:g} {cx:g},{cy + r:g} "
                          f"{cx - r:g},{cy:g}",
                "class": "piece enemy " + ("corsairs" if enemy == 1 else "natives")}))
        elif piece == SHADOW:
            marks.append(h("circle", {"cx": cx, "cy": cy, "r": 8.5, "class": "piece shadow"}))
        else:
            marks.append(h("circle", {"cx": cx, "cy": cy, "r": 8.5, "class": "piece",
                                      "fill": piece_colour(piece, colors) or "#777"}))
        if top and len(pieces) > 1:
            marks.append(h("text", {"x": cx, "y": cy + 4, "text-anchor": "middle"},
                           str(len(pieces))))
    return h("g", {"class": f"stack {cls}".strip(), "data-flip": key}, marks)


def row_marks(cx: float, cy: float, size: int, enemy: int) -> Node:
    """The attackers of a group waiting outside, side by side (not a stack yet)."""
    r = 6
    marks = []
    for i in range(size):
        x = cx + (i - (size - 1) / 2) * 2 * r
        marks.append(h("polygon", {
            "points": f"{x:g},{cy - r:g} {x + r:g},{cy:g} {x:g},{cy + r:g} {x - r:g},{cy:g}",
            "class": "piece enemy " + ("corsairs" if enemy == 1 else "natives")}))
    return h("g", {"class": "row"}, marks)


def war_marks(war: WarMap, colors: list[str]) -> tuple[list[Node], list[Node]]:
    """The groups on the map and the tokens of those waiting outside."""
    stacks, tokens = [], []
    boxes = token_boxes(war)
    for key, group in war.groups.items():
        if group.outside:
            x, y = boxes[key]
            label = [h("rect", {"x": x + 2, "y": y + 2, "width": TOKEN - 4, "height": TOKEN - 4,
                                "rx": 7, "class": "out-token"})]
            label.append(row_marks(x + TOKEN / 2, y + 25, group.size, war.enemy))
            if group.count > 1:  # several groups of this size wait here
                label.append(h("text", {"x": x + TOKEN - 5, "y": y + 13, "text-anchor": "end",
                                        "class": "out-count"}, f"×{group.count}"))
            if group.extra:  # its extra square granted
                label.append(h("text", {"x": x + 6, "y": y + 13, "class": "out-count"}, "+1"))
            tokens.append(h("g", {"class": "outside"}, label))
            continue
        x, y = xy(group.square)
        cls = "fought" if key in war.resting else ("extra" if group.extra else "")
        stacks.append(stack_marks(x + SQ - 12, y + SQ - 11, group.pieces, colors, war.enemy,
                                  cls, f"rio:st:{key}"))
    return stacks, tokens


def war_tap_nodes(war: WarMap) -> list[Node]:
    """The squares and tokens a tap acts on: a move at once, or picking a group or a choice
    (``ui:war``)."""
    boxes = token_boxes(war)
    taps = []

    def reading_order(item: tuple[str, Tap]) -> tuple[int, str]:
        """Row by row, west to east (a group outside by its entry): the keyboard's order."""
        key = item[0]
        parts = parse_key(key)
        return (parts[0] if parts else SQUARE_BY_NAME.get(key, 0), key)

    for key, tap in sorted(war.taps.items(), key=reading_order):
        if key in boxes:
            x, y = boxes[key]
        elif key in SQUARE_BY_NAME:
            x, y = xy(SQUARE_BY_NAME[key])
        else:
            continue
        move = tap.plays
        acts = ({"data-action": "move", "data-move": move, "data-focus": f"move:{move}"}
                if move is not None else
                {"data-action": "ui:war", "data-key": key, "data-focus": f"war:{key}"})
        taps.append(h("rect", {
            "x": x + 1, "y": y + 1, "width": SQ - 2, "height": SQ - 2, "rx": 4,
            "class": f"tap legal war-{tap.kind}" + (" picked" if tap.kind == "selected" else ""),
            "role": "button", "tabindex": 0, "data-testid": f"war-{key}",
            "aria-pressed": ("true" if tap.kind == "selected" else "false")
            if tap.kind in ("select", "selected") else None,
            "aria-label": war.labels.get(key, key), **acts}))
    return taps


def war_flashes(war: WarMap) -> list[Node]:
    """The last move's battles and burnt buildings, shown briefly (the log says them)."""
    marks = []
    for sq, what in war.battles:
        x, y = xy(sq)
        cx, cy = x + SQ / 2, y + SQ / 2
        points = " ".join(
            f"{cx + r * dx:.1f},{cy + r * dy:.1f}" for r, (dx, dy) in zip(
                [19, 9] * 8, [(0, -1), (.38, -.92), (.71, -.71), (.92, -.38), (1, 0), (.92, .38),
                              (.71, .71), (.38, .92), (0, 1), (-.38, .92), (-.71, .71),
                              (-.92, .38), (-1, 0), (-.92, -.38), (-.71, -.71), (-.38, -.92)],
                strict=True))
        marks.append(h("g", {"class": f"flash battle flash-{war.flash % 2}"},
                       h("polygon", {"points": points}),
                       h("text", {"x": cx, "y": cy + 4, "text-anchor": "middle"}, what)))
    for sq in war.fires:
        x, y = xy(sq)
        marks.append(h("g", {"class": f"flash fire flash-{war.flash % 2}"},
                       h("path", {"d": f"M{x + 6},{y + 6} L{x + SQ - 6},{y + SQ - 6} "
                                       f"M{x + SQ - 6},{y + 6} L{x + 6},{y + SQ - 6}"})))
    for key in war.marked:
        if key in SQUARE_BY_NAME:
            x, y = xy(SQUARE_BY_NAME[key])
            marks.append(h("rect", {"x": x + 2, "y": y + 2, "width": SQ - 4, "height": SQ - 4,
                                    "rx": 4, "class": "asked"}))
    if war.just in SQUARE_BY_NAME:
        x, y = xy(SQUARE_BY_NAME[war.just])
        marks.append(h("rect", {"x": x + 2, "y": y + 2, "width": SQ - 4, "height": SQ - 4,
                                "rx": 4, "class": "just"}))
    return marks


def city_map(view: View, colors: list[str], names: list[str], legal: list[str],
             picked: str | None, edge_kind: str | None, zoom: str,
             war: WarMap | None = None) -> Node:
    """The map; ``legal`` the moves of the player deciding here (else []), ``picked`` the square
    they tapped, ``edge_kind`` "road" or "wall" when they are placing one; ``war`` what a war
    shows (its groups and taps replace the squares' moves)."""
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
                                 f"rio:w:{SQUARE_NAMES[sq]}:{who}",
                                 war is not None and who == war.attacker))
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
    by_square = square_moves(legal) if edge_kind is None and war is None else {}
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
    stacks: list[Node] = []
    tokens: list[Node] = []
    flashes: list[Node] = []
    if war is not None:
        stacks, tokens = war_marks(war, colors)
        taps += war_tap_nodes(war)
        flashes = war_flashes(war)
    out = margins(war)
    box_w, box_h = WIDTH + out["W"] + out["E"], HEIGHT + out["N"]
    svg = h("svg", {"viewBox": f"{-out['W']} {-out['N']} {box_w} {box_h}",
                    "class": "rio-city", "role": "group",
                    "aria-label": t("The city of Buenos Aires"),
                    # (the near zoom keeps the squares' size when the margins grow)
                    "style": f"--map-scale:{box_w / WIDTH:.3f}" if box_w != WIDTH else None},
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
            h("g", {"class": "war-pieces", "aria-hidden": "true"}, stacks, tokens)
            if war is not None else None,
            h("g", {"class": "flashes", "aria-hidden": "true"}, flashes) if flashes else None,
            h("g", {"class": "taps"}, taps))
    return h("div", {"class": f"rio-map zoom-{zoom}" + (" war" if war is not None else ""),
                     "data-testid": "city-map"}, svg)


def worker(cx: float, cy: float, color: str, count: int, key: str,
           inactive: bool = False) -> Node:
    return h("g", {"class": "worker" + (" inactive" if inactive else ""), "data-flip": key},
             h("circle", {"cx": cx, "cy": cy, "r": 9, "fill": color}),
             h("text", {"x": cx, "y": cy + 4, "text-anchor": "middle"}, str(count))
             if count > 1 else None)
