"""Write assets/art/sj/sprite.svg: the San Juan icon sprite (one <symbol> per icon).

Original, hand-written SVG in the flat style and palette of assets/art/README.md, drawn like the
Puerto Rico buildings (``assets/art/pr/``): a cream card with a band in the
card's colour (its good's for a production building, violet otherwise) and one small emblem. The
card's cost, VP and name are not drawn here: the page prints them next to the emblem, in the
reader's language. Stdlib only (the shapes are ``tools/art/svg.py``'s, outlined by default
here); the sprite has no internal references, so ``<use href=...#ID>`` works.

    python3 -m tools.art.san_juan.sprite          (from the repository root)

Ids: ``c-<card id>`` for the 29 card types of the game's data tables; ``role-<role id>`` for
the five roles; ``governor``, ``card-back`` (a hand card, a good, the deck), ``discard``,
``tile`` (a trading-house tile), ``vp``.
"""

from __future__ import annotations

from tools.art import svg
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
    SEA,
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
    n,
    path,
    sprite,
    write,
)

OUT_FILE = ASSETS / "sj" / "sprite.svg"

SILVER, SILVER_D = "#C9D1D6", "#6B7780"
GOOD = {"indigo": svg.INDIGO, "sugar": svg.SUGAR, "tobacco": svg.TOBACCO, "coffee": svg.COFFEE,
        "silver": SILVER}


# The cards' shapes are outlined unless told otherwise.
def line(d: str, stroke: str = LINE, sw: float = 2) -> str:
    return svg.line(d, stroke, sw)


def rect(x, y, w, h, fill, stroke=LINE, sw=2.0, rx=0) -> str:
    return svg.rect(x, y, w, h, fill, stroke, sw, rx)


def circle(cx, cy, r, fill, stroke=LINE, sw=2.0) -> str:
    return svg.circle(cx, cy, r, fill, stroke, sw)


def ellipse(cx, cy, rx, ry, fill, stroke=LINE, sw=2.0, rot=0) -> str:
    return svg.ellipse(cx, cy, rx, ry, fill, stroke, sw, rot)


def frame(band: str, body: str) -> str:
    """A building card: cream, a coloured band on top, the emblem below."""
    return (rect(5, 3, 54, 58, CREAM, "", 0, 6)
            + path("M5 14V9Q5 3 11 3H53Q59 3 59 9V14Z", band)
            + line("M5 14H59", LINE, 2)
            + body
            + rect(5, 3, 54, 58, "none", LINE, 2.5, 6))


def columns(x0, x1, y0, y1, count, fill=STONE_L) -> str:
    step = (x1 - x0) / count
    return "".join(rect(x0 + i * step + step * 0.2, y0, step * 0.6, y1 - y0, fill, LINE, 1.6)
                   for i in range(count))


def roof(x0, x1, y, peak, fill=TERRA) -> str:
    return path(f"M{n(x0)} {n(y)}L{n((x0 + x1) / 2)} {n(peak)}L{n(x1)} {n(y)}Z", fill, LINE, 2)


def coin(cx, cy, r) -> str:
    return circle(cx, cy, r, GOLD, GOLD_D, 1.8) + circle(cx, cy, r * 0.55, "none", GOLD_D, 1.2)


def mini_card(x, y, w=11, h=15, rot=0, fill=SEA) -> str:
    t = f' transform="rotate({n(rot)} {n(x + w / 2)} {n(y + h / 2)})"' if rot else ""
    return (f'<g{t}>' + rect(x, y, w, h, fill, LINE, 1.6, 1.8)
            + rect(x + 2, y + 2, w - 4, h - 4, "none", "#A9C6D3", 1, 1) + "</g>")


def book(x, y, w, h, fill) -> str:
    return rect(x, y, w, h, fill, LINE, 1.6, 1) + line(f"M{n(x)} {n(y + 3)}H{n(x + w)}", CREAM,
                                                      1.2)


# -- emblems of the production buildings (drawn in the 64 grid, below the band) -----------------

EMBLEM: dict[str, str] = {}

# indigo: a dye vat with an indigo plant
EMBLEM["indigo_plant"] = (
    line("M32 36V18", GREEN_D, 2.6)
    + "".join(ellipse(cx, cy, 6.5, 3.2, GOOD["indigo"], "#1F2A6B", 1.4, a)
              for cy in (22, 30) for cx, a in ((25.5, -28), (38.5, 28)))
    + path("M14 38H50L46 55H18Z", WOOD_L, LINE, 2)
    + path("M16 41H48", GOOD["indigo"], GOOD["indigo"], 3.4)
    + line("M17 46H47M19 51H45", WOOD, 1.4))
# sugar: a mill with a wheel and sugar cubes
EMBLEM["sugar_mill"] = (
    rect(13, 29, 22, 25, STONE, LINE, 2) + roof(10, 38, 30, 19)
    + circle(44, 38, 10, "none", WOOD_D, 2.2)
    + line("M44 28V48M34 38H54M37 31L51 45M51 31L37 45", WOOD_D, 1.6)
    + rect(19, 40, 7, 14, WOOD, "", 0)
    + rect(38, 49, 7, 7, GOOD["sugar"], LINE, 1.6, 1) + rect(46, 49, 7, 7, GOOD["sugar"], LINE,
                                                              1.6, 1))
# tobacco: a drying shed with hanging leaves
EMBLEM["tobacco_storage"] = (
    path("M10 30L32 17L54 30Z", WOOD, LINE, 2)
    + line("M14 30V55M50 30V55M12 33H52", WOOD_D, 2.2)
    + "".join(path(f"M{x} 34C{x - 6} 40 {x - 5} 48 {x} 53C{x + 5} 48 {x + 6} 40 {x} 34Z",
                   GOOD["tobacco"], "#5C3A1A", 1.6) for x in (22, 32, 42))
    + line("M22 37V50M32 37V50M42 37V50", "#E3B27C", 1.2))
# coffee: a roasting drum with beans
EMBLEM["coffee_roaster"] = (
    rect(14, 22, 30, 20, IRON, IRON_D, 2, 5) + line("M20 22V42M26 22V42M32 22V42M38 22V42",
                                                     IRON_D, 1.2)
    + line("M44 32H52V26", IRON_D, 2.6) + path("M18 42L16 50H42L40 42", WOOD, LINE, 1.8)
    + path("M12 50Q22 44 34 52", TERRA, TERRA_D, 1.6)
    + "".join(ellipse(cx, cy, 4.5, 6, GOOD["coffee"], "#24140C", 1.4, a)
              + line(f"M{cx} {cy - 4.5}Q{cx - 2} {cy} {cx} {cy + 4.5}", "#D9B48A", 1.3)
              for cx, cy, a in ((44, 50, -20), (52, 49, 20))))
# silver: a furnace with a silver ingot
EMBLEM["silver_smelter"] = (
    path("M16 55V30L22 22H42L48 30V55Z", STONE_D, LINE, 2)
    + path("M26 55V44Q32 36 38 44V55Z", "#E0662B", TERRA_D, 1.6)
    + path("M29 55V47Q32 43 35 47V55Z", GOLD, "", 0)
    + rect(27, 15, 10, 8, STONE, LINE, 1.8)
    + path("M10 52L16 46H28L24 52Z", SILVER, SILVER_D, 1.8)
    + path("M36 52L40 46H52L48 52Z", SILVER, SILVER_D, 1.8))

# -- emblems of the violet buildings ------------------------------------------------------------

EMBLEM["smithy"] = (  # an anvil and a hammer
    path("M14 34H46Q46 40 38 41L40 48H24L26 41Q18 40 14 34Z", IRON, IRON_D, 2)
    + path("M46 34H54Q52 38 46 38Z", IRON, IRON_D, 1.8)
    + rect(20, 48, 24, 6, IRON_D, IRON_D, 1.5, 1)
    + line("M26 17L40 30", WOOD, 3.4) + rect(18, 16, 13, 7, IRON_D, LINE, 1.5, 1.5)
    + line("M48 24L52 20M50 28L55 27M46 20L46 16", AMBER, 1.8))
EMBLEM["gold_mine"] = (  # a mine mouth, a pickaxe and gold
    path("M10 55V36Q32 12 54 36V55Z", STONE_D, LINE, 2)
    + path("M22 55V40Q32 28 42 40V55Z", WOOD_D, "", 0)
    + line("M20 24L44 48", WOOD, 3) + path("M12 28Q18 16 30 14Q20 20 16 30Z", IRON, IRON_D, 1.6)
    + path("M36 50L41 45L48 47L50 53L43 55Z", GOLD, GOLD_D, 1.6)
    + path("M24 53L28 49L32 51L31 55H25Z", GOLD, GOLD_D, 1.4))
EMBLEM["archive"] = (  # a cabinet of drawers with a scroll
    rect(14, 20, 36, 36, WOOD_L, LINE, 2, 2)
    + "".join(rect(17, y, 30, 9, STONE_L, LINE, 1.6, 1) + circle(32, y + 4.5, 1.5, WOOD_D, "", 0)
              for y in (23, 34, 45))
    + path("M38 14H54V22H38Z", CREAM, LINE, 1.6) + circle(38, 18, 4, STONE, LINE, 1.6))
EMBLEM["poor_house"] = (  # a humble hut with a patched roof
    rect(16, 34, 32, 21, STONE_L, LINE, 2) + path("M11 36L32 20L53 36Z", "#C9A66B", LINE, 2)
    + line("M20 31L27 27M38 26L45 31", WOOD, 1.4)
    + rect(28, 42, 8, 13, WOOD, "", 0) + rect(40, 39, 5, 5, DEEP, "", 0)
    + mini_card(18, 39, 7, 9))
EMBLEM["black_market"] = (  # a hooded stall at night, a sack changing hands
    rect(9, 17, 46, 40, "#3B3350", "", 0, 2)
    + circle(46, 24, 4, STONE_L, "", 0) + circle(48, 22.5, 3.5, "#3B3350", "", 0)
    + path("M14 34L22 26H42L50 34Z", VIOLET_D, LINE, 1.6)
    + rect(16, 34, 32, 20, WOOD, LINE, 1.8)
    + path("M24 44Q24 36 30 38Q34 36 36 44Q38 52 30 52Q22 52 24 44Z", "#C9A66B", LINE, 1.6)
    + line("M27 39L33 39", LINE, 1.6))
EMBLEM["trading_post"] = (  # crates and a flag on a pier
    rect(8, 48, 48, 5, WOOD, LINE, 1.6) + line("M12 53V58M52 53V58", WOOD_D, 2)
    + rect(12, 34, 14, 14, WOOD_L, LINE, 1.8) + line("M12 34L26 48M26 34L12 48", WOOD, 1.2)
    + rect(28, 38, 10, 10, WOOD_L, LINE, 1.8)
    + line("M46 48V20", WOOD_D, 2) + path("M46 20L56 24L46 28Z", TERRA, TERRA_D, 1.4)
    + line("M29 26L37 26L34 23M37 26L34 29", DEEP, 2))
EMBLEM["well"] = (  # a stone well with its little roof and bucket
    line("M18 38V22M46 38V22", WOOD_D, 2.6) + path("M13 24L32 15L51 24Z", TERRA, TERRA_D, 2)
    + line("M18 28H46", WOOD, 2) + line("M32 28V35", LINE, 1.4)
    + path("M28 35H36L35 41H29Z", WOOD_L, LINE, 1.4)
    + path("M13 40H51V55H13Z", STONE, LINE, 2) + line("M13 47H51M24 40V47M38 40V47M30 47V55",
                                                      STONE_D, 1.4)
    + ellipse(32, 40, 19, 3, SEA, LINE, 1.8))
EMBLEM["market_stand"] = (  # a striped awning over a counter
    path("M10 28L14 18H50L54 28Z", CREAM, LINE, 2)
    + "".join(path(f"M{x} 18L{x - 2} 28H{x + 6}L{x + 6} 18Z", TERRA, "", 0) for x in (16, 30, 44))
    + path("M10 28Q14 32 18 28Q22 32 26 28Q30 32 34 28Q38 32 42 28Q46 32 50 28Q52 31 54 28",
           "none", LINE, 1.6)
    + line("M14 30V55M50 30V55", WOOD_D, 2.2) + rect(12, 42, 40, 6, WOOD_L, LINE, 1.8)
    + ellipse(22, 39, 4, 3, GOOD["tobacco"], LINE, 1.2) + ellipse(31, 39, 4, 3, GREEN_L, LINE,
                                                                  1.2)
    + ellipse(40, 39, 4, 3, GOLD, LINE, 1.2))
EMBLEM["crane"] = (  # a harbour crane lifting a card-shaped block
    line("M18 56V20M18 20H50M18 30L28 20M50 20V32", WOOD_D, 2.6)
    + line("M12 56H26", WOOD_D, 2.6) + line("M18 44L26 56M18 44L10 56", WOOD, 1.6)
    + rect(43, 32, 14, 16, STONE, LINE, 1.8, 1.5)
    + path("M43 32L50 27L57 32", "none", LINE, 1.2))
EMBLEM["chapel"] = (  # a chapel with a bell and a cross
    rect(18, 34, 28, 21, CREAM, LINE, 2) + roof(14, 50, 35, 22)
    + rect(27, 14, 10, 12, STONE, LINE, 1.8) + line("M32 6V13M29 9H35", LINE, 2)
    + path("M28 55V45Q32 40 36 45V55Z", WOOD, "", 0)
    + circle(32, 20, 2.2, GOLD, GOLD_D, 1.2))
EMBLEM["tower"] = (  # a crenellated watchtower
    path("M22 56V26H42V56Z", STONE, LINE, 2)
    + path("M19 27V17H23V21H27V17H31V21H35V17H39V21H43V17H45V27Z", STONE_D, LINE, 2)
    + rect(29, 32, 6, 8, DEEP, "", 0) + path("M28 56V48Q32 44 36 48V56Z", WOOD_D, "", 0)
    + line("M22 44H42", STONE_D, 1.4))
EMBLEM["aqueduct"] = (  # arches carrying a water channel
    rect(7, 22, 50, 6, SEA, LINE, 1.8)
    + path("M7 28H57V56H51V42Q47 34 43 42V56H37V42Q32 34 27 42V56H21V42Q17 34 13 42V56H7Z",
           STONE, LINE, 2)
    + line("M10 25H54", LSEA, 1.4))
EMBLEM["carpenter"] = (  # a saw and a plank
    path("M10 46L46 46L50 40L10 40Z", WOOD_L, LINE, 1.8)
    + path("M16 20H46L52 34H22Z", IRON, IRON_D, 1.8)
    + path("M22 34L24 31L26 34L28 31L30 34L32 31L34 34L36 31L38 34L40 31L42 34L44 31L46 34",
           "none", IRON_D, 1.2)
    + rect(44, 18, 12, 8, WOOD, LINE, 1.6, 2)
    + line("M12 52H50", WOOD, 2.4))
EMBLEM["prefecture"] = (  # a government house with a flag and a seal
    rect(13, 32, 38, 23, CREAM, LINE, 2) + roof(10, 54, 33, 22, STONE_D)
    + columns(15, 49, 35, 55, 4)
    + line("M32 22V9", WOOD_D, 1.8) + path("M32 9L42 12L32 15Z", TERRA, TERRA_D, 1.2)
    + circle(32, 28, 3, GOLD, GOLD_D, 1.2))
EMBLEM["market_hall"] = (  # a covered hall with goods
    path("M8 28L32 16L56 28Z", TERRA, TERRA_D, 2) + rect(10, 28, 44, 4, STONE_D, LINE, 1.6)
    + columns(10, 54, 32, 56, 5)
    + "".join(circle(cx, 50, 3.4, col, LINE, 1.2)
              for cx, col in ((20, GOOD["indigo"]), (32, GOOD["tobacco"]), (44, GOOD["coffee"]))))
EMBLEM["quarry"] = (  # cut stone blocks
    path("M8 56L14 36L26 30L40 34L54 28L58 56Z", "#B39877", "#6E5A44", 2)
    + rect(14, 40, 18, 12, STONE, LINE, 1.8, 1.5) + rect(34, 44, 16, 10, STONE_L, LINE, 1.8,
                                                          1.5)
    + rect(22, 30, 14, 10, STONE_D, LINE, 1.8, 1.5)
    + line("M44 20L52 30", WOOD, 2.6) + path("M40 24Q44 16 52 16Q46 20 44 26Z", IRON, IRON_D,
                                             1.4))
EMBLEM["library"] = (  # books on a shelf
    rect(10, 52, 44, 4, WOOD, LINE, 1.6) + rect(10, 34, 44, 3, WOOD, LINE, 1.4)
    + book(13, 20, 6, 14, TERRA) + book(20, 22, 5, 12, DEEP) + book(26, 19, 7, 15, GREEN)
    + book(34, 21, 5, 13, VIOLET)
    + path("M41 34L46 20L51 21L46 34Z", GOLD, LINE, 1.4)
    + book(13, 38, 8, 14, DEEP) + book(22, 40, 6, 12, WOOD_L) + book(29, 37, 7, 15, TERRA)
    + path("M38 52V42Q45 38 52 42V52Q45 48 38 52Z", CREAM, LINE, 1.4))
EMBLEM["statue"] = (  # a figure on a pedestal
    rect(20, 46, 24, 10, STONE_D, LINE, 2) + rect(23, 42, 18, 4, STONE, LINE, 1.6)
    + circle(32, 19, 4.5, STONE_L, LINE, 1.8)
    + path("M26 42L27 26Q32 23 37 26L38 42Z", STONE_L, LINE, 1.8)
    + line("M37 28L43 20", LINE, 2))
EMBLEM["victory_column"] = (  # a column crowned with a star
    rect(18, 50, 28, 6, STONE_D, LINE, 2) + rect(24, 24, 16, 26, STONE_L, LINE, 2)
    + line("M28 27V48M32 27V48M36 27V48", STONE_D, 1.2)
    + rect(21, 20, 22, 5, STONE, LINE, 1.8)
    + path("M32 6L34.5 12L41 12.5L36 16.5L37.5 22.5L32 19L26.5 22.5L28 16.5L23 12.5L29.5 12Z",
           GOLD, GOLD_D, 1.4))
EMBLEM["hero"] = (  # a rider's shield and sword on a plinth
    rect(16, 50, 32, 6, STONE_D, LINE, 2)
    + line("M20 14L44 46", IRON_D, 3) + line("M38 34L46 28", WOOD_D, 3)
    + path("M22 22H42V34Q42 44 32 48Q22 44 22 34Z", TERRA, TERRA_D, 2)
    + path("M32 24V46M24 32H40", "none", GOLD, 2.2))
EMBLEM["guild_hall"] = (  # a hall with the five goods on its front
    rect(9, 30, 46, 26, CREAM, LINE, 2) + path("M6 31L32 16L58 31Z", VIOLET_D, LINE, 2)
    + "".join(rect(12 + i * 8.6, 36, 6.6, 8, col, LINE, 1.3, 1)
              for i, col in enumerate(GOOD.values()))
    + path("M28 56V49Q32 45 36 49V56Z", WOOD, "", 0))
EMBLEM["city_hall"] = (  # a town hall with a clock tower
    rect(8, 34, 48, 22, CREAM, LINE, 2) + path("M6 35L10 29H54L58 35Z", TERRA, TERRA_D, 2)
    + rect(25, 18, 14, 38, STONE, LINE, 2) + roof(23, 41, 19, 9, TERRA_D)
    + circle(32, 25, 4.2, CREAM, LINE, 1.5) + line("M32 22.5V25H34", LINE, 1.2)
    + path("M29 56V47Q32 44 35 47V56Z", WOOD, "", 0)
    + "".join(rect(x, 40, 5, 6, DEEP, "", 0) for x in (12, 19, 40, 47)))
EMBLEM["triumphal_arch"] = (  # a triumphal arch with a laurel
    path("M8 56V26H56V56H42V42Q32 30 22 42V56Z", STONE, LINE, 2)
    + rect(6, 20, 52, 7, STONE_D, LINE, 2)
    + path("M26 14Q32 8 38 14", "none", GREEN_D, 2.4)
    + "".join(ellipse(x, y, 2.4, 1.3, GREEN_L, GREEN_D, 1, a)
              for x, y, a in ((27, 12, -40), (30, 9.6, -15), (34, 9.6, 15), (37, 12, 40)))
    + line("M12 31V52M52 31V52", STONE_D, 1.4))
EMBLEM["palace"] = (  # a palace with domes
    rect(8, 34, 48, 22, CREAM, LINE, 2)
    + path("M22 34Q22 20 32 18Q42 20 42 34Z", GOLD, GOLD_D, 2) + line("M32 18V12", LINE, 1.6)
    + path("M9 34Q9 26 15 25Q21 26 21 34Z", TERRA, TERRA_D, 1.8)
    + path("M43 34Q43 26 49 25Q55 26 55 34Z", TERRA, TERRA_D, 1.8)
    + columns(10, 54, 38, 56, 6)
    + path("M28 56V48Q32 44 36 48V56Z", WOOD, "", 0))

# -- the card types, in the order of the game's data tables, with their band ----------------------

CARDS: tuple[tuple[str, str, str], ...] = (  # id, English name (the title), band
    ("indigo_plant", "Indigo Plant", GOOD["indigo"]),
    ("sugar_mill", "Sugar Mill", "#EDE9DC"),
    ("tobacco_storage", "Tobacco Storage", GOOD["tobacco"]),
    ("coffee_roaster", "Coffee Roaster", GOOD["coffee"]),
    ("silver_smelter", "Silver Smelter", SILVER),
    ("smithy", "Smithy", VIOLET), ("gold_mine", "Gold Mine", VIOLET),
    ("archive", "Archive", VIOLET), ("poor_house", "Poor House", VIOLET),
    ("black_market", "Black Market", VIOLET), ("trading_post", "Trading Post", VIOLET),
    ("well", "Well", VIOLET), ("market_stand", "Market Stand", VIOLET),
    ("crane", "Crane", VIOLET), ("chapel", "Chapel", VIOLET), ("tower", "Tower", VIOLET),
    ("aqueduct", "Aqueduct", VIOLET), ("carpenter", "Carpenter", VIOLET),
    ("prefecture", "Prefecture", VIOLET), ("market_hall", "Market Hall", VIOLET),
    ("quarry", "Quarry", VIOLET), ("library", "Library", VIOLET),
    ("statue", "Statue", VIOLET), ("victory_column", "Victory Column", VIOLET),
    ("hero", "Hero", VIOLET), ("guild_hall", "Guild Hall", VIOLET),
    ("city_hall", "City Hall", VIOLET), ("triumphal_arch", "Triumphal Arch", VIOLET),
    ("palace", "Palace", VIOLET),
)


def medallion(body: str) -> str:
    """A role: a cream medallion with a deep-blue ring (as Puerto Rico's roles)."""
    return circle(32, 32, 28, CREAM, DEEP, 4) + body


ROLES: dict[str, tuple[str, str]] = {
    "builder": ("Builder", medallion(
        rect(16, 32, 22, 16, STONE_L, LINE, 2) + roof(13, 41, 33, 20)
        + line("M36 24L50 38", WOOD, 3.2) + rect(43, 16, 9, 12, IRON_D, LINE, 1.5, 1.5)
        .replace("<rect", '<rect transform="rotate(45 47.5 22)"'))),
    "producer": ("Producer", medallion(
        path("M14 46H50L46 52H18Z", WOOD_L, LINE, 1.8)
        + mini_card(17, 26, 10, 14, -12, SEA) + mini_card(27, 22, 10, 14, 0, SEA)
        + mini_card(37, 26, 10, 14, 12, SEA) + line("M32 18V10M27 14L32 9L37 14", GREEN_D, 2))),
    "trader": ("Trader", medallion(
        line("M32 14V48M18 20H46M22 48H42", WOOD_D, 2.4)
        + path("M12 34L18 20L24 34Z", "none", LINE, 1.4)
        + path("M40 34L46 20L52 34Z", "none", LINE, 1.4)
        + path("M11 34Q18 40 25 34Z", GOLD, GOLD_D, 1.6)
        + path("M39 34Q46 40 53 34Z", GOOD["tobacco"], LINE, 1.6))),
    "councillor": ("Councillor", medallion(
        mini_card(14, 20, 12, 17, -14) + mini_card(26, 17, 12, 17, 0, CREAM)
        + mini_card(38, 20, 12, 17, 14)
        + path("M22 50Q32 40 44 38L46 42Q34 44 24 52Z", WOOD_L, LINE, 1.4)
        + line("M44 38L50 33", CREAM, 2))),
    "prospector": ("Prospector", medallion(
        line("M18 16L44 44", WOOD, 3.4) + path("M12 22Q18 10 32 9Q22 16 18 26Z", IRON, IRON_D,
                                               1.6)
        + path("M34 46L40 40L48 42L50 50L42 52Z", GOLD, GOLD_D, 1.6) + coin(22, 44, 6))),
}

TOKENS: dict[str, tuple[str, str]] = {
    "governor": ("Governor", (
        path("M10 46L14 20L24 32L32 14L40 32L50 20L54 46Z", GOLD, GOLD_D, 2.4)
        + rect(10, 46, 44, 8, AMBER, GOLD_D, 2, 2)
        + circle(32, 50, 2.6, TERRA, TERRA_D, 1.2) + circle(20, 50, 2, DEEP, "", 0)
        + circle(44, 50, 2, DEEP, "", 0))),
    "card-back": ("Card", (
        rect(12, 4, 40, 56, SEA, DEEP, 2.5, 5) + rect(17, 9, 30, 46, "none", "#A9C6D3", 1.6, 3)
        + path("M32 18L42 32L32 46L22 32Z", LSEA, "#A9C6D3", 1.6)
        + circle(32, 32, 4, GOLD, GOLD_D, 1.2))),
    "discard": ("Discard pile", (
        mini_card(10, 18, 30, 40, -14, "#8FA8B8") + mini_card(22, 10, 30, 40, 10, "#8FA8B8"))),
    "tile": ("Trading-house tile", (
        rect(10, 6, 44, 52, STONE_L, WOOD, 2.4, 4)
        + "".join(rect(15, 10 + i * 9.4, 7, 7, col, LINE, 1.2, 1.2)
                  + line(f"M26 {n(13.5 + i * 9.4)}H46", WOOD_L, 2)
                  for i, col in enumerate(GOOD.values())))),
    "vp": ("Victory points", (
        path("M32 6L54 19V45L32 58L10 45V19Z", SEA, DEEP, 2.5)
        + path("M32 16L35 26H45L37 32L40 42L32 36L24 42L27 32L19 26H29Z", GOLD, GOLD_D, 1.6))),
}


def symbols() -> list[tuple[str, str, str]]:
    """Every symbol: (id, title, body)."""
    found = [(f"c-{cid}", title, frame(band, EMBLEM[cid])) for cid, title, band in CARDS]
    found += [(f"role-{rid}", title, body) for rid, (title, body) in ROLES.items()]
    found += [(sid, title, body) for sid, (title, body) in TOKENS.items()]
    return found


def render() -> str:
    """The sprite's text."""
    return sprite("San Juan icons", "tools/art/san_juan/sprite.py", symbols())


if __name__ == "__main__":
    write(OUT_FILE, render(), len(symbols()))
