"""Write assets/art/pr/sprite.svg: the Puerto Rico icon sprite (one <symbol> per icon).

Original, hand-written SVG in the flat style and palette of assets/art/README.md. Shared shapes
(barrel, frames, figures) are small helpers below that print SVG text (the generic ones are
``tools/art/svg.py``'s); the sprite itself has no internal references, so
``<use href="assets/art/pr/sprite.svg#ID"/>`` works in every browser.

    python3 -m tools.art.puerto_rico.sprite          (stdlib only; from the repository root)

Free-standing tokens get a thin cream halo so they read on parchment and on dark pages; tiles,
roles and buildings carry their own background.
"""

from __future__ import annotations

import math

from tools.art.svg import (
    AMBER,
    ASSETS,
    CREAM,
    DEEP,
    GOLD,
    GOLD_D,
    GREEN,
    GREEN_D,
    GREEN_L,
    IRON,
    IRON_D,
    LINE,
    LSEA,
    SAND,
    SEA,
    SKY,
    STONE,
    STONE_D,
    STONE_L,
    TERRA,
    TERRA_D,
    VIOLET,
    VIOLET_D,
    WOOD,
    WOOD_D,
    WOOD_L,
    circle,
    line,
    n,
    path,
    rect,
    sprite,
    write,
)

OUT_FILE = ASSETS / "pr" / "sprite.svg"

FURROW = "#7DA247"
COLONIST = "#4E2B16"
GOOD = {
    "corn": "#E9B824",
    "indigo": "#3F51B5",
    "sugar": "#FBFAF5",
    "tobacco": "#A0622D",
    "coffee": "#4A2C1F",
}


def halo(*shapes: str, width: float = 4) -> str:
    """Cream halo behind shapes: the shapes again, filled and stroked in cream."""
    body = "".join(shapes)
    return f'<g fill="{CREAM}" stroke="{CREAM}" stroke-width="{n(width)}">{body}</g>'


# -- shared pieces ---------------------------------------------------------------------------------


def barrel_d(cx, cy, w, h) -> str:
    b = w * 0.13
    xl, xr, y0, y1 = cx - w / 2, cx + w / 2, cy - h / 2, cy + h / 2
    return (f"M{n(xl + b)} {n(y0)}H{n(xr - b)}Q{n(xr + b)} {n(cy)} {n(xr - b)} {n(y1)}"
            f"H{n(xl + b)}Q{n(xl - b)} {n(cy)} {n(xl + b)} {n(y0)}Z")


def barrel(cx, cy, w, h, fill, sw=None, stroke=LINE) -> str:
    """A barrel seen from the side: bulging staves, two hoops, a highlight."""
    sw = sw if sw is not None else max(1.2, w / 12)
    b = w * 0.13
    y0, y1 = cy - h / 2, cy + h / 2
    hx = w / 2 - 0.4 * b
    k = h * 0.05
    # the hoops are open sub-paths of the body: the fill ignores them, the stroke draws them
    hoops = "".join(
        f"M{n(cx - hx)} {n(y)}Q{n(cx)} {n(y + k)} {n(cx + hx)} {n(y)}"
        for y in (y0 + h * 0.24, y1 - h * 0.24)
    )
    body = path(barrel_d(cx, cy, w, h) + hoops, fill, stroke, sw)
    if w < 11:
        return body
    shine = (f"M{n(cx - w * 0.25)} {n(y0 + h * 0.36)}Q{n(cx - w * 0.31)} {n(cy)} "
             f"{n(cx - w * 0.25)} {n(y1 - h * 0.36)}")
    return body + (f'<path d="{shine}" fill="none" stroke="#fff" stroke-opacity=".45" '
                   f'stroke-width="{n(w * 0.09)}"/>')


def figure_d(cx, top, s=1.0) -> tuple[str, str]:
    """A colonist: (head circle attrs, body path d); ``top`` = top of the head, ``s`` = scale."""
    r = 8 * s
    hy = top + r
    by = hy + r + 3 * s
    w = 15 * s
    body = (f"M{n(cx - w)} {n(by + 24 * s)}C{n(cx - w)} {n(by + 6 * s)} {n(cx - w * 0.5)} {n(by)} "
            f"{n(cx)} {n(by)}C{n(cx + w * 0.5)} {n(by)} {n(cx + w)} {n(by + 6 * s)} {n(cx + w)} "
            f"{n(by + 24 * s)}Z")
    return f'cx="{n(cx)}" cy="{n(hy)}" r="{n(r)}"', body


def figure(cx, top, s=1.0, fill=COLONIST, stroke="", sw=0) -> str:
    head, body = figure_d(cx, top, s)
    st = f' stroke="{stroke}" stroke-width="{n(sw)}"' if stroke else ""
    return f'<path d="{body}" fill="{fill}"{st}/><circle {head} fill="{fill}"{st}/>'


def figure_shape(cx, top, s=1.0) -> str:
    """A colonist's silhouette, unpainted (for halos)."""
    head, body = figure_d(cx, top, s)
    return f'<path d="{body}"/><circle {head}/>'


def figure_halo(cx, top, s=1.0, width=4) -> str:
    return halo(figure_shape(cx, top, s), width=width)


def diamond_d(cx, cy, k) -> str:
    w = k * 0.8
    return f"M{n(cx)} {n(cy - k)}L{n(cx + w)} {n(cy)}L{n(cx)} {n(cy + k)}L{n(cx - w)} {n(cy)}Z"


def coin(cx, cy, r) -> str:
    """A gold doubloon: rim and a minted diamond."""
    return (circle(cx, cy, r, GOLD, GOLD_D, max(1.2, r / 5))
            + path(diamond_d(cx, cy, r * 0.5), AMBER, GOLD_D, max(1, r / 6)))


def house(x, y, w, h, roof_h, wall=CREAM, roof=TERRA, door=True) -> str:
    """Walls from (x, y) down to y + h, a gable roof roof_h tall, an optional door."""
    s = rect(x, y, w, h, wall, LINE, 2)
    s += path(f"M{n(x - 3)} {n(y + 1)}L{n(x + w / 2)} {n(y - roof_h)}L{n(x + w + 3)} {n(y + 1)}Z",
              roof, TERRA_D if roof == TERRA else LINE, 2)
    if door:
        dw = min(8, w * 0.3)
        s += rect(x + w / 2 - dw / 2, y + h - h * 0.55, dw, h * 0.55, WOOD)
    return s


def star(cx, cy, ro, ri, fill, stroke, sw) -> str:
    pts = []
    for i in range(10):
        a = math.pi / 2 + i * math.pi / 5
        r = ro if i % 2 == 0 else ri
        pts.append(f"{n(cx + r * math.cos(a))} {n(cy - r * math.sin(a))}")
    return path("M" + "L".join(pts) + "Z", fill, stroke, sw)


def hexagon_d(cx, cy, r) -> str:
    angles = [math.radians(90 + 60 * i) for i in range(6)]
    pts = [(cx + r * math.cos(a), cy - r * math.sin(a)) for a in angles]
    return "M" + "L".join(f"{n(x)} {n(y)}" for x, y in pts) + "Z"


def vp_chip(cx, cy, r) -> str:
    return (path(hexagon_d(cx, cy, r), SEA, DEEP, max(1.5, r / 9))
            + path(hexagon_d(cx, cy, r * 0.74), "none", "#A9C6D3", max(1, r / 16))
            + star(cx, cy, r * 0.42, r * 0.18, GOLD, GOLD_D, max(1, r / 18)))


# -- crop glyphs (64 grid), used on tiles ----------------------------------------------------------

CROPS = {
    "corn": (
        '<ellipse cx="32" cy="29" rx="9.5" ry="18" fill="#E9B824" stroke="#5C4A36" '
        'stroke-width="2"/>'
        + line("M32 13V45M24 22H40M23 29H41M24 36H40", "#A87A0C", 1.6)
        + path("M32 57C19 54 13 42 15 27C21 37 26 44 32 47Z", GREEN, GREEN_D, 2)
        + path("M32 57C45 54 51 42 49 27C43 37 38 44 32 47Z", GREEN, GREEN_D, 2)
    ),
    "indigo": (
        line("M32 57V16", GREEN_D, 3)
        + "".join(
            f'<ellipse cx="{cx}" cy="{cy}" rx="9" ry="4.6" transform="rotate({a} {cx} {cy})"/>'
            for cy in (22, 33, 44) for cx, a in ((23.5, -28), (40.5, 28))
        ).replace("<ellipse", '<ellipse fill="#3F51B5" stroke="#1F2A6B" stroke-width="1.6"')
        + '<ellipse cx="32" cy="13" rx="4.8" ry="8.5" fill="#3F51B5" stroke="#1F2A6B" '
        'stroke-width="1.6"/>'
    ),
    "sugar": (
        line("M22 21Q15 11 8 12M32 15Q37 5 47 6M42 23Q49 14 56 15M32 15Q26 7 19 5", GREEN_D, 3)
        + rect(18, 20, 8, 37, "#FBFAF5", LINE, 2, 3)
        + rect(28, 14, 8, 43, "#FBFAF5", LINE, 2, 3)
        + rect(38, 22, 8, 35, "#FBFAF5", LINE, 2, 3)
        + line("M18 32h8M18 44h8M28 26h8M28 38h8M28 50h8M38 34h8M38 46h8", "#B3A58C", 1.6)
    ),
    "tobacco": (
        path("M32 58C16 48 11 28 32 7C53 28 48 48 32 58Z", "#A0622D", "#5C3A1A", 2)
        + line("M32 54V14M32 45L21 36M32 45L43 36M32 33L23 25M32 33L41 25", "#E3B27C", 1.8)
    ),
    "coffee": (
        path("M31 34C20 31 12 21 12 9C25 11 31 21 31 34Z", GREEN, GREEN_D, 1.8)
        + path("M34 31C38 20 47 13 58 14C55 25 46 32 34 31Z", GREEN, GREEN_D, 1.8)
        + "".join(
            f'<g transform="rotate({a} {cx} {cy})">'
            f'<ellipse cx="{cx}" cy="{cy}" rx="9.5" ry="12.5" fill="#4A2C1F" stroke="#24140C" '
            f'stroke-width="1.8"/>'
            + line(f"M{cx} {cy - 11}Q{cx - 5} {cy - 5} {cx} {cy}T{cx} {cy + 11}", "#D9B48A", 2)
            + "</g>"
            for cx, cy, a in ((23, 43, -22), (41, 44, 20))
        )
    ),
}


# -- symbols ---------------------------------------------------------------------------------------

SYMBOLS: list[tuple[str, str, str]] = []  # (id, title, body)


def sym(sid: str, title: str, body: str) -> None:
    SYMBOLS.append((sid, title, body))


# goods barrels
for good, fill in GOOD.items():
    sym(f"good-{good}", f"{good.capitalize()} barrel",
        halo(f'<path d="{barrel_d(32, 32, 38, 50)}"/>', width=7)
        + barrel(32, 32, 38, 50, fill, 3))

# island tiles
TILE_FRAME = rect(3, 3, 58, 58, GREEN_L, GREEN_D, 2.5, 7)
FURROWS = line("M8 14H56M8 24H56M8 34H56M8 44H56M8 54H56", FURROW, 2.5)
for crop, glyph in CROPS.items():
    sym(f"tile-{crop}", f"{crop.capitalize()} plantation", TILE_FRAME + FURROWS + glyph)

sym("tile-quarry", "Quarry",
    rect(3, 3, 58, 58, "#B39877", "#6E5A44", 2.5, 7)
    + line("M8 16l6-4M44 12l8 4M10 30l5 2M50 28l4-3", "#9A7F60", 2)
    + rect(9, 37, 25, 17, STONE, LINE, 2, 2.5)
    + rect(34, 40, 21, 14, STONE_D, LINE, 2, 2.5)
    + rect(17, 21, 23, 16, STONE_L, LINE, 2, 2.5)
    + path("M41 37L44 25L53 26L56 37Z", STONE, LINE, 2)
    + line("M14 45h9M39 47h7M23 28h9M47 31h4", "#B39877", 1.8))

sym("tile-empty", "Empty island space",
    rect(3, 3, 58, 58, GREEN_L, "", 0, 7).replace("/>", ' fill-opacity=".3"/>')
    + rect(4.5, 4.5, 55, 55, "none", "#74A047", 3, 6).replace("/>", ' stroke-dasharray="7 5"/>')
    + line("M12 18H52M12 32H52M12 46H52", "#74A047", 2.2).replace("/>", ' stroke-opacity=".5"/>'))

# tokens
sym("colonist", "Colonist",
    figure_halo(32, 7, 1.2, 5) + figure(32, 7, 1.2)
    + line("M26.5 13.5Q29 10.5 33 10.5", "#8A5A3A", 2))

sym("doubloon", "Doubloon",
    circle(32, 32, 25, CREAM, CREAM, 6)
    + circle(32, 32, 25, GOLD, GOLD_D, 3) + circle(32, 32, 18.5, "none", GOLD_D, 1.8)
    + path(diamond_d(32, 32, 11), AMBER, GOLD_D, 2.5)
    + line("M14 26Q17 17 25 13.5", "#FCE7B0", 2.5))

sym("vp", "Victory point chip",
    path(hexagon_d(32, 32, 27), CREAM, CREAM, 6)
    + vp_chip(32, 32, 27))

HULL = "M5 40H59L52 55Q51 57 48 57H16Q13 57 12 55Z"
sym("ship", "Cargo ship",
    halo(f'<path d="{HULL}"/>', rect(19, 9, 26, 23, ""), rect(30.5, 4, 3, 36, ""),
         *(f'<path d="{barrel_d(x, 35, 7.5, 10)}"/>' for x in (12, 21, 43, 52)))
    + line("M32 5V41", WOOD_D, 3)
    + path("M20 10H44Q41 20 44 30H20Q23 20 20 10Z", CREAM, LINE, 2)
    + "".join(barrel(x, 35, 7.5, 10, SAND, 1.4) for x in (12, 21, 43, 52))
    + path(HULL, WOOD, WOOD_D, 2)
    + line("M6 41.5H58", WOOD_D, 3)
    + "".join(circle(x, 48, 2.2, WOOD_D) for x in (20, 32, 44)))

sym("colonist-ship", "Colonist ship",
    halo(f'<path d="{HULL}"/>', rect(45, 8, 3, 33, ""), path("M48 9L58 12L48 16Z", ""),
         *(figure_shape(x, 18, 0.5) for x in (15, 26, 37)))
    + line("M46.5 9V41", WOOD_D, 3)
    + path("M48 9L58 12.5L48 16Z", TERRA, TERRA_D, 1.2)
    + "".join(figure(x, 18, 0.5, COLONIST, CREAM, 1.5) for x in (15, 26, 37))
    + path(HULL, WOOD, WOOD_D, 2)
    + line("M6 41.5H58", WOOD_D, 3)
    + "".join(circle(x, 48, 2.2, WOOD_D) for x in (20, 32, 44)))

sym("trading-house", "Trading house",
    halo(path("M6 29L32 9L58 29Z", ""), rect(11, 28, 42, 29, ""), width=5)
    + path("M6 29L32 9L58 29Z", TERRA, TERRA_D, 2)
    + rect(11, 28, 42, 29, STONE, LINE, 2)
    + rect(15, 33, 34, 14, WOOD_D)
    + "".join(barrel(x, 40.5, 6.4, 9, GOOD[g], 1.2)
              for x, g in ((20, "corn"), (28, "indigo"), (36, "sugar"), (44, "coffee")))
    + rect(13, 46, 38, 5, WOOD, WOOD_D, 1.5)
    + circle(32, 21, 3.2, GOLD, GOLD_D, 1.2))

CROWN = "M12 46L8 19L22 31L32 12L42 31L56 19L52 46Z"
sym("governor", "Governor",
    halo(f'<path d="{CROWN}"/>', rect(11, 44, 42, 10, "", rx=2),
         circle(8, 18, 4, ""), circle(32, 11, 4, ""), circle(56, 18, 4, ""), width=5)
    + path(CROWN, GOLD, GOLD_D, 2.5)
    + rect(11, 44, 42, 10, AMBER, GOLD_D, 2.5, 2)
    + "".join(circle(x, y, 3.8, TERRA, GOLD_D, 1.5) for x, y in ((8, 18), (32, 11), (56, 18)))
    + circle(32, 49, 2.8, SEA) + circle(21, 49, 2.2, TERRA) + circle(43, 49, 2.2, TERRA))

sym("san-juan", "San Juan",
    circle(32, 32, 28, SKY, CREAM, 6) + circle(32, 32, 28, SKY)
    + path("M6.7 44A28 28 0 0 0 57.3 44Z", SEA)
    + rect(9, 37, 46, 8, STONE, LINE, 1.8)
    + rect(13, 19, 11, 18, STONE, LINE, 1.8)
    + path("M12 19V14h3v3h3v-3h3v3h3v-3h3V19", STONE, LINE, 1.8)
    + line("M18.5 14V6", WOOD_D, 1.8) + path("M18.5 6L26 8.5L18.5 11Z", TERRA)
    + rect(17, 25, 3.5, 6, WOOD_D)
    + house(28, 29, 11, 8, 6, CREAM, TERRA, False)
    + house(42, 31, 10, 6, 5, CREAM, TERRA, False)
    + line("M14 51q4-3 8 0t8 0M34 51q4-3 8 0t8 0", LSEA, 2)
    + circle(32, 32, 28, "none", DEEP, 2.5))

sym("circle-empty", "Empty circle",
    circle(32, 32, 22, CREAM, LINE, 3.5))
sym("circle-full", "Occupied circle",
    circle(32, 32, 22, CREAM, LINE, 3.5) + figure(32, 13.5, 0.82))

# roles: cream medallion with a deep-blue ring
BADGE = circle(32, 32, 29, CREAM, DEEP, 3)
BADGE_RING = circle(32, 32, 29, "none", DEEP, 3)

sym("role-settler", "Settler", BADGE
    + rect(13, 38, 38, 14, GREEN_L, GREEN_D, 2, 3) + line("M17 45H47", FURROW, 2.5)
    + line("M32 41V20", GREEN_D, 3)
    + path("M32 31C24 31 18 25 17 17C25 17 31 22 32 31Z", GREEN, GREEN_D, 1.8)
    + path("M32 25C33 17 38 12 47 11C47 20 41 25 32 25Z", GREEN, GREEN_D, 1.8))

sym("role-mayor", "Mayor", BADGE
    + figure(19.5, 15, 0.62, WOOD) + figure(44.5, 15, 0.62, WOOD)
    + figure(32, 18, 0.8, COLONIST, CREAM, 2) + BADGE_RING)

sym("role-builder", "Builder", BADGE
    + house(12, 33, 22, 18, 13, STONE)
    + '<g transform="rotate(38 44 34)">'
    + rect(41.8, 26, 4.6, 27, WOOD, WOOD_D, 1.5, 2)
    + rect(34.5, 18, 19, 9, IRON, IRON_D, 1.8, 1.5) + "</g>")

sym("role-craftsman", "Craftsman", BADGE
    + barrel(23.5, 42, 16, 20, GOOD["corn"], 2) + barrel(40.5, 42, 16, 20, GOOD["indigo"], 2)
    + barrel(32, 23, 16, 20, GOOD["tobacco"], 2))

sym("role-trader", "Trader", BADGE
    + line("M32 17V49M12 20H52", GOLD_D, 3) + line("M23 50H41", GOLD_D, 4)
    + circle(32, 16, 3, GOLD, GOLD_D, 1.5)
    + line("M13 20L7 35M13 20L19 35M51 20L45 35M51 20L57 35", GOLD_D, 1.5)
    + barrel(13, 30, 9, 11, GOOD["tobacco"], 1.3)
    + path("M5 35H21Q20 42 13 42Q6 42 5 35Z", GOLD, GOLD_D, 1.8)
    + coin(51, 30.5, 4.5)
    + path("M43 35H59Q58 42 51 42Q44 42 43 35Z", GOLD, GOLD_D, 1.8))

sym("role-captain", "Captain", BADGE
    + circle(32, 13, 4.5, "none", DEEP, 3.5)
    + line("M32 18V51M22 25H42M14 37Q16 52 32 52Q48 52 50 37", DEEP, 4.5)
        .replace("/>", ' stroke-linecap="round"/>')
    + path("M9 41L14 32L19 40Z M45 40L50 32L55 41Z", DEEP, DEEP, 1.5))

sym("role-prospector", "Prospector", BADGE
    + '<g transform="rotate(-32 30 30)">'
    + rect(28, 15, 4.6, 38, WOOD, WOOD_D, 1.5, 2)
    + path("M9 21Q30 7 51 21Q30 14 9 21Z", IRON, IRON_D, 1.8)
    + "</g>"
    + path("M37 50L41 43L48 43L52 49L46 54Z", GOLD, GOLD_D, 1.8)
    + path("M47 40L50 35L55 37L54 42Z", GOLD, GOLD_D, 1.5))



# buildings ----------------------------------------------------------------------------------------


def small_frame(band: str, body: str) -> str:
    return (rect(5, 5, 54, 54, CREAM, "", 0, 6)
            + path("M5 16V11Q5 5 11 5H53Q59 5 59 11V16Z", band)
            + line("M5 16H59", LINE, 2)
            + body
            + rect(5, 5, 54, 54, "none", LINE, 2.5, 6))


def large_frame(body: str) -> str:
    return (rect(2, 8, 60, 48, CREAM, "", 0, 6)
            + path("M2 14V13Q2 8 7 8H57Q62 8 62 13V14Z", VIOLET)
            + line("M2 14H62", LINE, 2)
            + body
            + path("M2 50.5H62V51Q62 56 57 56H7Q2 56 2 51Z", VIOLET)
            + line("M2 50.5H62", LINE, 2)
            + rect(2, 8, 60, 48, "none", LINE, 2.5, 6))


def mill_sails(cx, cy, r) -> str:
    arms = line(f"M{n(cx - r)} {n(cy - r)}L{n(cx + r)} {n(cy + r)}M{n(cx + r)} {n(cy - r)}"
                f"L{n(cx - r)} {n(cy + r)}", WOOD_D, 2.2)
    sails = ""
    for sx, sy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
        # a small sail rectangle along each arm (a kite between 35% and 95% of the arm)
        ax, ay = cx + sx * r * 0.35, cy + sy * r * 0.35
        bx, by = cx + sx * r * 0.95, cy + sy * r * 0.95
        ox, oy = -sy * 2.6, sx * 2.6
        sails += (f"M{n(ax)} {n(ay)}L{n(bx)} {n(by)}L{n(bx + ox)} {n(by + oy)}"
                  f"L{n(ax + ox)} {n(ay + oy)}Z")
    return arms + path(sails, CREAM, LINE, 1.3) + circle(cx, cy, 2.2, WOOD_D)


def barrels_row(xs, cy, w, h, fill) -> str:
    return "".join(barrel(x, cy, w, h, fill, 1.6) for x in xs)


def hall(x, y, w, h, roof_h, wall=STONE) -> str:
    s = rect(x, y, w, h, wall, LINE, 2)
    s += path(f"M{n(x - 2.5)} {n(y + 1)}L{n(x + 5)} {n(y - roof_h)}H{n(x + w - 5)}"
              f"L{n(x + w + 2.5)} {n(y + 1)}Z", TERRA, TERRA_D, 2)
    return s


BUILDING_ART: dict[str, str] = {}

# production buildings: band in the good's colour, barrels = the most it can make
BUILDING_ART["small_indigo_plant"] = small_frame(GOOD["indigo"],
    house(10, 36, 22, 18, 11, STONE) + barrel(45, 44, 15, 20, GOOD["indigo"], 2))
BUILDING_ART["small_sugar_mill"] = small_frame(GOOD["sugar"],
    path("M13 54L16 32H28L31 54Z", STONE, LINE, 2)
    + path("M14 33L22 25L30 33Z", TERRA, TERRA_D, 1.8)
    + rect(19.5, 45, 5, 9, WOOD) + mill_sails(22, 28, 9.5)
    + barrel(45, 44, 15, 20, GOOD["sugar"], 2))
BUILDING_ART["large_indigo_plant"] = small_frame(GOOD["indigo"],
    hall(9, 29, 46, 18, 8) + rect(12, 33, 6, 6, DEEP) + rect(46, 33, 6, 6, DEEP)
    + barrels_row((18, 32, 46), 48, 12, 15, GOOD["indigo"]))
BUILDING_ART["large_sugar_mill"] = small_frame(GOOD["sugar"],
    hall(14, 31, 41, 16, 7) + path("M8 50L10 31H19L21 50Z", STONE, LINE, 2)
    + mill_sails(14.5, 27, 8.5) + barrels_row((25, 37.5, 50), 48, 11.5, 15, GOOD["sugar"]))
BUILDING_ART["tobacco_storage"] = small_frame(GOOD["tobacco"],
    path("M8 47V31L16 21H48L56 31V47Z", WOOD_L, LINE, 2)
    + path("M6 32L16 20H48L58 32", "none", TERRA_D, 3)
    + line("M14 27V35M22 25V34M30 25V35M38 25V34M46 25V35", GOOD["tobacco"], 3.4)
    + line("M12 26H52", WOOD_D, 1.5)
    + barrels_row((18, 32, 46), 48, 12, 15, GOOD["tobacco"]))
BUILDING_ART["coffee_roaster"] = small_frame(GOOD["coffee"],
    hall(9, 31, 36, 17, 8) + rect(45, 24, 7, 24, STONE_D, LINE, 2)
    + path("M47 22q-2-3 1-5q2-2 5-1q3 0 3 3q0 3-3 3Z", "#BDB1A3")
    + rect(14, 34, 6, 6, DEEP) + rect(36, 34, 6, 6, DEEP)
    + barrels_row((22, 40), 48, 13, 16, GOOD["coffee"]))

# small violet buildings: violet band


def awning(color: str, y: float) -> str:
    """A striped market awning 44 wide with scalloped edge, top at y."""
    stripes = "".join(f"M{n(x)} {n(y)}h5.5v9h-5.5Z" for x in (15.5, 26.5, 37.5, 48.5))
    down = "a2.75 2.75 0 0 0 5.5 0" * 8
    back = "a2.75 2.75 0 0 1 -5.5 0" * 8
    return (rect(10, y, 44, 9, color) + path(stripes, CREAM)
            + path(f"M10 {n(y + 9)}{down}Z", color)
            + path(f"M10 {n(y)}H54V{n(y + 9)}{back}Z", "none", LINE, 1.6))


BUILDING_ART["small_market"] = small_frame(VIOLET,
    line("M13 30V55M51 30V55", WOOD_D, 3) + awning(TERRA, 20)
    + rect(10, 45, 44, 10, WOOD, WOOD_D, 1.8) + coin(32, 38.5, 6.5))
BUILDING_ART["large_market"] = small_frame(VIOLET,
    line("M13 30V55M51 30V55", WOOD_D, 3) + awning(DEEP, 20)
    + rect(10, 45, 44, 10, WOOD, WOOD_D, 1.8) + coin(24, 38.5, 6.5) + coin(40, 38.5, 6.5))
BUILDING_ART["hacienda"] = small_frame(VIOLET,
    rect(7, 46, 50, 11, GREEN_L) + line("M7 50H57M7 54H57", FURROW, 2)
    + house(16, 31, 32, 15, 11, CREAM) + rect(20, 35, 5, 5, DEEP) + rect(39, 35, 5, 5, DEEP)
    + line("M7 46H57", GREEN_D, 1.5))
BUILDING_ART["construction_hut"] = small_frame(VIOLET,
    house(9, 34, 20, 20, 10, WOOD_L, WOOD)
    + rect(33, 44, 12, 10, STONE, LINE, 1.8, 1.5) + rect(45, 44, 11, 10, STONE_D, LINE, 1.8, 1.5)
    + rect(38, 34, 13, 10, STONE_L, LINE, 1.8, 1.5))


def shed(x, y, w, h, roof_h) -> str:
    s = rect(x, y, w, h, WOOD_L, LINE, 2)
    s += path(f"M{n(x - 3)} {n(y + 1)}L{n(x + w / 2)} {n(y - roof_h)}L{n(x + w + 3)} {n(y + 1)}Z",
              TERRA_D, LINE, 2)
    dx, dw, dy = x + w * 0.2, w * 0.6, y + h * 0.3
    dh = y + h - dy
    s += rect(dx, dy, dw, dh, WOOD, WOOD_D, 1.5)
    s += line(f"M{n(dx)} {n(dy)}L{n(dx + dw)} {n(dy + dh)}M{n(dx + dw)} {n(dy)}L{n(dx)} "
              f"{n(dy + dh)}M{n(dx + dw / 2)} {n(dy)}V{n(dy + dh)}", WOOD_D, 1.5)
    return s


BUILDING_ART["small_warehouse"] = small_frame(VIOLET,
    shed(8, 32, 28, 22, 10)
    + barrel(47, 47, 12, 15, GOOD["indigo"], 1.6) + barrel(47, 32, 12, 15, GOOD["indigo"], 1.6))
BUILDING_ART["large_warehouse"] = small_frame(VIOLET,
    shed(9, 31, 22, 23, 9)
    + barrel(39, 47.5, 10.5, 13.5, GOOD["indigo"], 1.5)
    + barrel(39, 33.5, 10.5, 13.5, GOOD["indigo"], 1.5)
    + barrel(50.5, 47.5, 10.5, 13.5, GOOD["corn"], 1.5)
    + barrel(50.5, 33.5, 10.5, 13.5, GOOD["corn"], 1.5))
BUILDING_ART["hospice"] = small_frame(VIOLET,
    house(8, 33, 28, 21, 12, CREAM) + line("M22 23V30M18.5 26.5H25.5", CREAM, 2.2)
    + rect(11, 37, 5, 5, DEEP) + rect(28, 37, 5, 5, DEEP)
    + figure(47, 26, 0.72, COLONIST))
BUILDING_ART["office"] = small_frame(VIOLET,
    path("M9 27Q20 23 31 27V53Q20 49 9 53Z", "#FFFFFF", LINE, 2)
    + path("M33 27Q44 23 55 27V53Q44 49 33 53Z", "#FFFFFF", LINE, 2)
    + line("M13 33Q20 30 27 33M13 39Q20 36 27 39M13 45Q20 42 27 45M37 39Q44 36 51 39M37 45Q44 42"
           " 51 45", "#B3A58C", 1.6)
    + path("M35 36L52 19Q57 19 55 25L39 38Z", VIOLET, VIOLET_D, 1.5)
    + line("M39 36L33 42", LINE, 2))
BUILDING_ART["factory"] = small_frame(VIOLET,
    path("M8 54V33L17 26V33L26 26V33L35 26V33L43 33V54Z", STONE_D, LINE, 2)
    + rect(43, 25, 8, 29, STONE, LINE, 2)
    + path("M44 23q-2-3 1-5q2-2 5-1q4 0 4 3q0 3-3 3Z", "#BDB1A3")
    + rect(11, 39, 6, 6, DEEP) + rect(21, 39, 6, 6, DEEP) + rect(31, 39, 6, 6, DEEP)
    + rect(29, 47, 8, 7, WOOD))
BUILDING_ART["university"] = small_frame(VIOLET,
    path("M8 31L32 19L56 31Z", STONE_L, LINE, 2)
    + rect(10, 31, 44, 4, STONE, LINE, 1.8)
    + "".join(rect(x, 35, 5, 14, STONE_L, LINE, 1.6) for x in (13, 23, 36, 46))
    + rect(8, 49, 48, 3.5, STONE, LINE, 1.6) + rect(6, 52.5, 52, 3.5, STONE_D, LINE, 1.6)
    + circle(32, 26.5, 2.8, VIOLET))
BUILDING_ART["harbor"] = small_frame(VIOLET,
    path("M6 46H58V57H6Z", SEA) + line("M10 52q4-3 8 0t8 0M34 52q4-3 8 0t8 0", LSEA, 2)
    + rect(7, 40, 30, 9, STONE, LINE, 1.8)
    + line("M15 40V19M13 21H49M15 29L23 21", WOOD, 3.2)
    + line("M45 21V29", LINE, 1.4) + barrel(45, 35, 10, 12, GOOD["coffee"], 1.5))
BUILDING_ART["wharf"] = small_frame(VIOLET,
    path("M6 47H58V57H6Z", SEA) + line("M32 53q4-3 8 0t8 0", LSEA, 2)
    + line("M10 44V56M22 44V56", WOOD_D, 2.6) + rect(6, 40, 22, 5, WOOD, WOOD_D, 1.5)
    + barrel(13, 33.5, 8, 10, GOOD["tobacco"], 1.3) + barrel(22, 33.5, 8, 10, GOOD["corn"], 1.3)
    + line("M44 21V45", WOOD_D, 2.4)
    + path("M36 23H52Q50 31 52 38H36Q38 31 36 23Z", CREAM, LINE, 1.6)
    + path("M29 44H58L54 52H33Z", WOOD, WOOD_D, 1.8))

# large violet buildings: landscape frame, violet top and bottom
BUILDING_ART["guild_hall"] = large_frame(
    rect(9, 29, 46, 21, CREAM, LINE, 2)
    + line("M20 29V50M44 29V50M9 39H20M44 39H55M9 50L20 39M20 50L9 39M44 50L55 39M55 50L44 39",
           WOOD, 2)
    + path("M5 30L15 17H49L59 30Z", TERRA_D, LINE, 2)
    + path("M24 50V40Q32 33 40 40V50Z", WOOD, WOOD_D, 1.5)
    + path("M26 20H38V30L32 34L26 30Z", VIOLET, VIOLET_D, 1.6)
    + circle(32, 25.5, 2.8, GOLD, GOLD_D, 1))

def palm(x: float, lean: float) -> str:
    top_x, top_y = x + lean, 26
    trunk = line(f"M{n(x)} 50Q{n(x + lean * 0.2)} 38 {n(top_x)} {n(top_y)}", WOOD, 2.6)
    fronds = (f"M{n(top_x)} {n(top_y)}q-8-3-11 3q5-4 11-3q-4-7-10-7q7-1 10 7q2-8 9-8q-6 2-9 8"
              f"q8-2 11 4q-6-4-11-4Z")
    return trunk + path(fronds, GREEN, GREEN_D, 1.6)


BUILDING_ART["residence"] = large_frame(
    rect(5, 47, 54, 4, GREEN_L)
    + palm(10, 2) + palm(54, -2)
    + rect(17, 31, 30, 17, CREAM, LINE, 2)
    + path("M14 32L22 21H42L50 32Z", TERRA, TERRA_D, 2)
    + rect(21, 35, 5, 6, DEEP) + rect(38, 35, 5, 6, DEEP)
    + path("M29 48V39Q32 36 35 39V48Z", WOOD))
BUILDING_ART["fortress"] = large_frame(
    path("M15 50V30h4v-3h4v3h4v-3h4v3h3v-3h4v3h4v-3h4v3h3V50Z", STONE, LINE, 2)
    + path("M5 50V22h3v-4h3v4h3v-4h3v4h3V50Z M44 50V22h3v-4h3v4h3v-4h3v4h3V50Z", STONE_D, LINE,
           2)
    + path("M26 50V41Q32 34 38 41V50Z", WOOD_D)
    + rect(10, 29, 4, 7, WOOD_D) + rect(50, 29, 4, 7, WOOD_D)
    + line("M32 28V17", WOOD_D, 1.8) + path("M32 17L40 19.5L32 22Z", TERRA))
BUILDING_ART["customs_house"] = large_frame(
    rect(11, 29, 42, 21, STONE, LINE, 2)
    + rect(8, 24, 48, 6, STONE_D, LINE, 2)
    + path("M16 24L32 17L48 24Z", STONE_L, LINE, 1.8)
    + vp_chip(32, 38.5, 8.5)
    + rect(15, 35, 5, 13, DEEP) + rect(44, 35, 5, 13, DEEP))
BUILDING_ART["city_hall"] = large_frame(
    rect(6, 32, 52, 18, CREAM, LINE, 2)
    + path("M4 33L9 26H55L60 33Z", TERRA, TERRA_D, 2)
    + rect(25, 24, 14, 26, STONE, LINE, 2)
    + path("M23 25L32 16L41 25Z", TERRA_D, LINE, 1.8)
    + circle(32, 30.5, 4.5, CREAM, LINE, 1.6) + line("M32 28V30.5H34", LINE, 1.3)
    + path("M29 50V41Q32 38 35 41V50Z", WOOD)
    + "".join(rect(x, 37, 5, 6, DEEP) for x in (10, 18, 41, 49)))


# Expansion 1, New Buildings: violet like the base game's, in the same frames ------------------


def tree(cx: float, base: float, r: float) -> str:
    """A round tree: a trunk and a crown of radius r, standing on y = base."""
    return (line(f"M{n(cx)} {n(base)}V{n(base - r * 1.2)}", WOOD_D, max(1.6, r * 0.35))
            + circle(cx, base - r * 1.7, r, GREEN, GREEN_D, 1.6))


def arches(x, y, w, h, count) -> str:
    """A stone wall with ``count`` round arches, top left at (x, y)."""
    span = w / count
    holes = "".join(f"M{n(x + i * span + span * 0.2)} {n(y + h)}V{n(y + h * 0.45)}"
                    f"a{n(span * 0.3)} {n(span * 0.3)} 0 0 1 {n(span * 0.6)} 0V{n(y + h)}Z"
                    for i in range(count))
    return rect(x, y, w, h, STONE, LINE, 2) + path(holes, SKY, LINE, 1.5)


BUILDING_ART["aqueduct"] = small_frame(VIOLET,
    arches(7, 30, 50, 22, 3) + rect(6, 24, 52, 6, STONE_D, LINE, 2)
    + line("M9 27H55", LSEA, 2.4)
    + barrel(14, 45, 8, 10, GOOD["indigo"], 1.3) + barrel(50, 45, 8, 10, GOOD["sugar"], 1.3))
BUILDING_ART["black_market"] = small_frame(VIOLET,
    line("M13 30V55M51 30V55", WOOD_D, 3) + awning(LINE, 20)
    + rect(10, 45, 44, 10, WOOD_D, LINE, 1.8)
    + barrel(22, 38, 9, 11, GOOD["tobacco"], 1.3) + vp_chip(42, 38.5, 6.5))
BUILDING_ART["forest_house"] = small_frame(VIOLET,
    tree(13, 55, 6) + tree(51, 55, 6) + tree(44, 44, 4.5)
    + house(20, 37, 20, 17, 10, WOOD_L, WOOD))
BUILDING_ART["storehouse"] = small_frame(VIOLET,
    shed(8, 32, 24, 22, 9)
    + barrel(44, 48, 10, 13, GOOD["corn"], 1.4) + barrel(54, 48, 8, 13, GOOD["sugar"], 1.4)
    + barrel(44, 34, 10, 13, GOOD["coffee"], 1.4) + barrel(54, 34, 8, 13, GOOD["tobacco"], 1.4))
BUILDING_ART["guest_house"] = small_frame(VIOLET,
    house(9, 33, 46, 21, 12, CREAM) + rect(14, 38, 9, 8, SKY, LINE, 1.4)
    + rect(41, 38, 9, 8, SKY, LINE, 1.4) + rect(28, 42, 8, 12, WOOD)
    + figure(18.5, 37.5, 0.32, COLONIST) + figure(45.5, 37.5, 0.32, COLONIST))
BUILDING_ART["trading_post"] = small_frame(VIOLET,
    house(8, 32, 24, 22, 10, STONE) + rect(13, 40, 14, 14, WOOD_D)
    + barrel(44, 46, 13, 17, GOOD["indigo"], 1.6) + coin(44, 29, 6.5))
BUILDING_ART["church"] = small_frame(VIOLET,
    rect(13, 35, 30, 19, CREAM, LINE, 2) + path("M10 36L28 25L46 36Z", TERRA, TERRA_D, 2)
    + rect(42, 27, 11, 27, STONE, LINE, 2) + path("M41 28L47.5 19L54 28Z", TERRA_D, LINE, 1.8)
    + line("M47.5 13V19M44.5 15.5H50.5", GOLD_D, 2) + path("M24 54V45Q28 41 32 45V54Z", WOOD))
BUILDING_ART["small_wharf"] = small_frame(VIOLET,
    path("M6 47H58V57H6Z", SEA) + line("M10 53q4-3 8 0t8 0", LSEA, 2)
    + line("M40 24V44", WOOD_D, 2.2) + path("M41 25L53 40H41Z", CREAM, LINE, 1.5)
    + barrel(17, 39, 7, 9, GOOD["corn"], 1.2) + barrel(25, 39, 7, 9, GOOD["coffee"], 1.2)
    + path("M10 43H56L51 50H15Z", WOOD, WOOD_D, 1.8))
BUILDING_ART["lighthouse"] = small_frame(VIOLET,
    path("M6 50H58V57H6Z", SEA) + path("M24 52L27 27H37L40 52Z", CREAM, LINE, 2)
    + path("M25.5 40H38.5L39 44H25Z", TERRA) + rect(25, 20, 14, 7, GOLD, GOLD_D, 1.6)
    + path("M24 20L32 14L40 20Z", TERRA_D, LINE, 1.6)
    + line("M10 19L20 22M10 28L20 25M54 19L44 22M54 28L44 25", GOLD_D, 2))
BUILDING_ART["specialty_factory"] = small_frame(VIOLET,
    path("M8 54V33L17 26V33L26 26V33L35 26V54Z", STONE_D, LINE, 2)
    + rect(11, 39, 6, 6, DEEP) + rect(24, 39, 6, 6, DEEP)
    + barrels_row((43, 53), 48, 9, 12, GOOD["tobacco"]) + barrel(48, 36, 9, 12, GOOD["tobacco"],
                                                                1.6)
    + coin(48, 24, 5.5))
BUILDING_ART["library"] = small_frame(VIOLET,
    rect(9, 22, 46, 33, WOOD_L, LINE, 2) + line("M9 38H55", WOOD_D, 2.4)
    + "".join(rect(x, 25, 4, 12, c, LINE, 1) for x, c in
              ((12, TERRA), (16.5, DEEP), (21, GREEN), (25.5, GOLD), (30, VIOLET)))
    + "".join(rect(x, 41, 4, 13, c, LINE, 1) for x, c in
              ((33, DEEP), (37.5, TERRA), (42, GOLD), (46.5, GREEN)))
    + path("M38 26L50 24V36L38 37Z", CREAM, LINE, 1.3))
BUILDING_ART["union_hall"] = small_frame(VIOLET,
    hall(8, 33, 28, 21, 8) + path("M17 54V45Q22 41 27 45V54Z", WOOD)
    + barrel(43, 48, 9, 12, GOOD["sugar"], 1.4) + barrel(53, 48, 9, 12, GOOD["sugar"], 1.4)
    + vp_chip(48, 31, 7))
BUILDING_ART["cloister"] = large_frame(
    arches(8, 30, 48, 20, 4) + path("M5 31L12 22H52L59 31Z", TERRA, TERRA_D, 2)
    + rect(28, 15, 8, 8, STONE, LINE, 1.6) + line("M32 11V15M30 13H34", GOLD_D, 1.6)
    + rect(9, 44, 46, 6, GREEN_L))
BUILDING_ART["statue"] = large_frame(
    rect(23, 42, 18, 8, STONE_D, LINE, 2) + rect(26, 37, 12, 5, STONE, LINE, 1.8)
    + figure(32, 16, 0.9, STONE_L, LINE, 1.8)
    + line("M40 22L46 15", LINE, 2) + vp_chip(13, 30, 6) + vp_chip(51, 33, 6))

# Expansion 2, Nobles: a noble is a colonist in red; its buildings wear a red band -------------
NOBLE, NOBLE_D = TERRA, TERRA_D


def noble(cx, top, s=1.0) -> str:
    """A noble: a colonist figure in red wearing a gold crown as wide as its head, so that it
    stays a noble, not a colonist, at the size of a colonist on a tile (16 px)."""
    return (figure(cx, top, s, NOBLE, NOBLE_D, 1.2 * s)
            + path(f"M{n(cx - 7 * s)} {n(top + 3 * s)}l{n(1.5 * s)} {n(-8 * s)}l{n(2.5 * s)} "
                   f"{n(4 * s)}l{n(3 * s)} {n(-6 * s)}l{n(3 * s)} {n(6 * s)}l{n(2.5 * s)} "
                   f"{n(-4 * s)}l{n(1.5 * s)} {n(8 * s)}Z", GOLD, GOLD_D, 1.1 * s))


sym("noble", "Noble", figure_halo(32, 9, 1.2, 5) + noble(32, 9, 1.2))

BUILDING_ART["land_office"] = small_frame(NOBLE,
    rect(7, 40, 50, 15, GREEN_L, GREEN_D, 1.8, 2) + line("M9 47H55", FURROW, 2)
    + house(10, 27, 18, 13, 8, STONE) + path("M36 20H54V36H36Z", "#FFFFFF", LINE, 1.6)
    + line("M39 25H51M39 29H51M39 33H47", "#B3A58C", 1.4) + coin(51, 45, 4.5))
BUILDING_ART["chapel"] = small_frame(NOBLE,
    rect(18, 33, 28, 21, CREAM, LINE, 2) + path("M15 34L32 22L49 34Z", TERRA, TERRA_D, 2)
    + line("M32 12V21M28.5 15.5H35.5", GOLD_D, 2.2) + path("M28 54V45Q32 41 36 45V54Z", WOOD)
    + circle(32, 38, 3, SKY, LINE, 1.2))
BUILDING_ART["hunting_lodge"] = small_frame(NOBLE,
    tree(13, 55, 6) + house(22, 36, 26, 18, 10, WOOD_L, WOOD)
    + line("M50 24l6-6M53 27l6-6M52 21l5 0", WOOD_D, 2) + tree(54, 56, 4))
BUILDING_ART["zoning_office"] = small_frame(NOBLE,
    rect(9, 24, 46, 30, "#FFFFFF", LINE, 2) + line("M9 39H55M32 24V54", LSEA, 1.6)
    + rect(13, 28, 14, 8, STONE_D) + rect(36, 43, 15, 8, GREEN_L) + rect(13, 43, 14, 8, TERRA)
    + line("M37 29l12 6", LINE, 2) + circle(49, 35, 2, LINE))
BUILDING_ART["royal_supplier"] = small_frame(NOBLE,
    shed(8, 34, 22, 20, 8) + barrel(38, 47, 9, 12, GOOD["coffee"], 1.4)
    + barrel(50, 47, 9, 12, GOOD["indigo"], 1.4)
    + path(CROWN, GOLD, GOLD_D, 2.5).replace("<path", '<path transform="translate(30 15) '
                                                     'scale(.42)"'))
BUILDING_ART["villa"] = small_frame(NOBLE,
    rect(6, 48, 52, 6, GREEN_L) + palm(52, -2)
    + rect(11, 32, 32, 17, CREAM, LINE, 2) + path("M8 33L15 23H39L46 33Z", TERRA, TERRA_D, 2)
    + rect(15, 36, 5, 5, DEEP) + rect(34, 36, 5, 5, DEEP) + noble(27, 34, 0.45))
BUILDING_ART["jeweler"] = small_frame(NOBLE,
    house(9, 35, 24, 19, 10, STONE) + rect(14, 41, 14, 8, SKY, LINE, 1.4)
    + path("M38 33L44 27H52L58 33L48 46Z", "#9FD3E6", DEEP, 1.8)
    + line("M38 33H58M44 27L48 46M52 27L48 46", DEEP, 1.2) + coin(46, 52, 4))
BUILDING_ART["royal_garden"] = large_frame(
    rect(4, 42, 56, 8, GREEN_L) + tree(9, 48, 4.5) + tree(55, 48, 4.5)
    + circle(20, 42, 4, TERRA) + circle(44, 42, 4, GOLD) + circle(32, 44, 3.5, VIOLET)
    + path("M18 34L32 18L46 34Z", NOBLE, NOBLE_D, 2) + rect(22, 33, 20, 9, CREAM, LINE, 1.8)
    + noble(32, 24, 0.4))

# Expansion 3, the Buccaneer: its role card and its token ------------------------------------
SKULL = (circle(32, 27, 11, CREAM, LINE, 2) + circle(28, 27, 2.8, LINE)
         + circle(36, 27, 2.8, LINE) + rect(27, 36, 10, 6, CREAM, LINE, 1.8, 1.5)
         + line("M30.5 37V41.5M33.5 37V41.5", LINE, 1.2))
sym("role-buccaneer", "Buccaneer", BADGE
    + line("M14 49L50 15M14 15L50 49", WOOD_D, 4).replace("/>", ' stroke-linecap="round"/>')
    + SKULL + BADGE_RING)
sym("buccaneer-token", "Buccaneer token",
    circle(32, 32, 26, CREAM, CREAM, 6) + circle(32, 32, 26, LINE, DEEP, 3) + SKULL)

# Expansion 4, the Festival: its board of goals ---------------------------------------------------
sym("festival", "Festival goals",
    halo(rect(6, 14, 52, 40, "", rx=5), width=5) + rect(6, 14, 52, 40, CREAM, LINE, 2.5, 5)
    + path("M6 24H58", "none", LINE, 2) + path("M6 14H58V24H6Z", VIOLET)
    + "".join(path(f"M{x} 14l4 6l4-6", GOLD, GOLD_D, 1) for x in (10, 22, 34, 46))
    + rect(11, 30, 12, 12, GREEN_L, GREEN_D, 1.4, 2) + barrel(32, 37, 8, 11, GOOD["sugar"], 1.3)
    + house(41, 33, 12, 9, 6, STONE) + line("M11 48H53", GOLD_D, 2))

sym("tile-forest", "Forest (a plantation laid face down)",
    rect(3, 3, 58, 58, GREEN_D, "#2F5220", 2.5, 7)
    + tree(16, 30, 7) + tree(46, 28, 7.5) + tree(31, 52, 8) + tree(12, 58, 4.5)
    + tree(52, 57, 5))

from_data = (  # title = the building's English name (the game's data tables)
    ("small_indigo_plant", "Small Indigo Plant"), ("small_sugar_mill", "Small Sugar Mill"),
    ("large_indigo_plant", "Large Indigo Plant"), ("large_sugar_mill", "Large Sugar Mill"),
    ("tobacco_storage", "Tobacco Storage"), ("coffee_roaster", "Coffee Roaster"),
    ("small_market", "Small Market"), ("hacienda", "Hacienda"),
    ("construction_hut", "Construction Hut"), ("small_warehouse", "Small Warehouse"),
    ("hospice", "Hospice"), ("office", "Office"), ("large_market", "Large Market"),
    ("large_warehouse", "Large Warehouse"), ("factory", "Factory"), ("university", "University"),
    ("harbor", "Harbor"), ("wharf", "Wharf"), ("guild_hall", "Guild Hall"),
    ("residence", "Residence"), ("fortress", "Fortress"), ("customs_house", "Customs House"),
    ("city_hall", "City Hall"),
    ("aqueduct", "Aqueduct"), ("black_market", "Black Market"), ("forest_house", "Forest House"),
    ("storehouse", "Storehouse"), ("guest_house", "Guest House"),
    ("trading_post", "Trading Post"), ("church", "Church"), ("small_wharf", "Small Wharf"),
    ("lighthouse", "Lighthouse"), ("specialty_factory", "Specialty Factory"),
    ("library", "Library"), ("union_hall", "Union Hall"), ("cloister", "Cloister"),
    ("statue", "Statue"),
    ("land_office", "Land Office"), ("chapel", "Chapel"), ("hunting_lodge", "Hunting Lodge"),
    ("zoning_office", "Zoning Office"), ("royal_supplier", "Royal Supplier"),
    ("villa", "Villa"), ("jeweler", "Jeweler"), ("royal_garden", "Royal Garden"),
)
for bid, title in from_data:
    sym(f"b-{bid}", title, BUILDING_ART[bid])


def render() -> str:
    """The sprite's text."""
    return sprite("Puerto Rico icons", "tools/art/puerto_rico/sprite.py", SYMBOLS)


if __name__ == "__main__":
    write(OUT_FILE, render(), len(SYMBOLS))
