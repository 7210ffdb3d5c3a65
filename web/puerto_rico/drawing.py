"""Small pieces every part of Puerto Rico's table draws with: icons from the sprite, a
building's colour, the classes that shrink a long building name on a phone."""

from __future__ import annotations

import functools

from game.puerto_rico import data

from ..dom import Node, h
from . import text as words

SPRITE = "assets/art/pr/sprite.svg"


def icon(symbol: str, cls: str = "") -> Node:
    return h("svg", {"class": f"icon {cls}".strip(), "aria-hidden": "true"},
             h("use", {"href": f"{SPRITE}#{symbol}"}))


# The grids' cells on a phone are narrow (about 6.3em of their bold font in five columns, 7em in
# four): a name whose longest word is wider gets a smaller font there (classes "long" and
# "longer", web/puerto_rico/table.css), so that every word fits its button whole. No hyphenation
# is relied on (not every browser hyphenates every language) and a word cut without a hyphen is
# hard to read.
LONG_WORD, LONGER_WORD = 6.5, 7.0  # em


def word_width(word: str) -> float:
    """An estimate of a word's width in em, in a bold sans-serif: DejaVu Sans Bold's letters (the
    widest common sans-serif, Chromium's on Linux) in five classes, so it errs on the wide side."""
    width = 0.0
    for ch in word:
        if ch in "ijlIJ'":
            width += 0.35
        elif ch in "frt":
            width += 0.47
        elif ch in "csz":
            width += 0.59
        elif ch in "mwMW":
            width += 1.0
        else:
            width += 0.78 if ch.isupper() else 0.7
    return width


def name_length(building: str) -> str:
    """The classes of a building's grid button by its name's widest word (in the language shown):
    " long", " long longer" or ""."""
    return _name_classes(words.building_name(building))


@functools.lru_cache(maxsize=256)
def _name_classes(name: str) -> str:
    """name_length's classes for a name as shown (measured once per name, not per render)."""
    widest = max((word_width(word) for word in name.split()), default=0)
    return (" long" if widest >= LONG_WORD else "") + (" longer" if widest >= LONGER_WORD else "")


def building_color(building: data.Building) -> str:
    """The CSS class of a building's colour: its good's, violet, or the Nobles' red."""
    if building.good >= 0:
        return f"good-{data.GOOD_IDS[building.good]}"
    return "noble-red" if building.expansion == "nobles" else "violet"


def good_title(good: str) -> str:
    return words.good_name(good)
