"""What a move made each player gain, read off the public views before and after it.

The log's accounting: every player's public holdings (doubloons, barrels, colonists, nobles,
island tiles, forests, buildings) are compared between the public view before a move and the one
after it, so each gain goes to the player whose board shows it, whatever rule gave it (a Chapel's
noble, a Union Hall, a kidnapped card, a Festival goal...). VP chips are the one thing a public
view may hide (``hidden_vp``): the rulebook has them taken in plain sight and kept face down, so
a live game's view carries the chips each player took during the move (``vp_taken``); without
it, a player's VP count is compared when the view shows it, and otherwise no VP is said.

An item is a key of :func:`holdings`: ``doubloons``, ``vp``, ``good:<good>``, ``colonists``
(workers), ``nobles``, ``tile:<tile>``, ``forest``, ``building:<id>``. A move's sentence states
some gains itself (a tile taken, a sale's doubloons, see :func:`web.puerto_rico.text.statement`);
:func:`listed` leaves those out, so each gain is said once.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.puerto_rico import data

from .i18n import N_, nt, t
from .rules import colonists

View = dict[str, Any]
Items = Counter[str]

# An item's counted phrase: (one, many), both catalog keys (nt chooses by the language's rule).
COUNTED: dict[str, tuple[str, str]] = {
    "doubloons": (N_("1 doubloon"), N_("{n} doubloons")),
    "vp": (N_("1 VP"), N_("{n} VP")),
    "good:corn": (N_("1 Corn"), N_("{n} Corn")),
    "good:indigo": (N_("1 Indigo"), N_("{n} Indigo")),
    "good:sugar": (N_("1 Sugar"), N_("{n} Sugar")),
    "good:tobacco": (N_("1 Tobacco"), N_("{n} Tobacco")),
    "good:coffee": (N_("1 Coffee"), N_("{n} Coffee")),
    "colonists": (N_("1 colonist"), N_("{n} colonists")),
    "nobles": (N_("1 noble"), N_("{n} nobles")),
    "tile:corn": (N_("1 Corn Plantation"), N_("{n} Corn Plantations")),
    "tile:indigo": (N_("1 Indigo Plantation"), N_("{n} Indigo Plantations")),
    "tile:sugar": (N_("1 Sugar Plantation"), N_("{n} Sugar Plantations")),
    "tile:tobacco": (N_("1 Tobacco Plantation"), N_("{n} Tobacco Plantations")),
    "tile:coffee": (N_("1 Coffee Plantation"), N_("{n} Coffee Plantations")),
    "tile:quarry": (N_("1 Quarry"), N_("{n} Quarries")),
    "forest": (N_("1 forest"), N_("{n} forests")),
}
# The order a player's gains are listed in.
ORDER: tuple[str, ...] = (
    "doubloons", "vp", *(f"good:{g}" for g in data.GOOD_IDS), "colonists", "nobles",
    *(f"tile:{k}" for k in data.TILE_IDS), "forest", *(f"building:{b.id}" for b in data.BUILDINGS))
RANK = {item: i for i, item in enumerate(ORDER)}
BUILDING_NAMES = {b.id: b.name for b in data.BUILDINGS}


def counted(item: str, n: int) -> str:
    """``n`` of ``item`` in words ("3 Corn", "2 Coffee Plantations", "1 VP"); a building by its
    name."""
    if item.startswith("building:"):
        return t(BUILDING_NAMES.get(item[9:], item[9:]))
    one, many = COUNTED[item]
    return nt(one, many, n)


def holdings(view: View, player: int) -> Items:
    """What ``player``'s board shows in ``view`` (VP apart: :func:`vp_taken`)."""
    me = view["players"][player]
    items: Items = Counter()
    items["doubloons"] = int(me["doubloons"])
    for good, n in me["goods"].items():
        items[f"good:{good}"] = int(n)
    nobles = int(me.get("nobles", 0))
    items["colonists"] = colonists(view, player) - nobles
    items["nobles"] = nobles
    for tile, n in me["island"].items():
        items[f"tile:{tile}"] = int(n)
    items["forest"] = int(me.get("forests", 0))
    for building in me["buildings"]:
        items[f"building:{building}"] = 1
    return items


def vp_taken(before: View, after: View) -> list[int] | None:
    """The VP chips each player took between the two views: the live game's count of the move
    (``vp_taken``), else the change of each VP count the views show; None when they hide it."""
    if "vp_taken" in after:
        return [int(n) for n in after["vp_taken"]]
    counts = [(old.get("vp"), new.get("vp"))
              for old, new in zip(before["players"], after["players"], strict=True)]
    if any(old is None or new is None for old, new in counts):
        return None
    return [max(0, int(new) - int(old)) for old, new in counts]


def changes(before: View, after: View) -> list[Items]:
    """Every player's change between the two public views, item by item (negative: a loss);
    VP: the chips taken (:func:`vp_taken`). Nothing when the two are one view (the log of a
    decision the engine took for a player is written from the view after the whole move)."""
    players = range(len(after["players"]))
    if before is after:
        return [Counter() for _ in players]
    result = []
    taken = vp_taken(before, after)
    for p in players:
        change: Items = Counter(holdings(after, p))
        change.subtract(holdings(before, p))
        if taken is not None:
            change["vp"] = taken[p]
        result.append(Counter({item: n for item, n in change.items() if n}))
    return result


def listed(change: list[Items], player: int, stated: Items) -> list[Items]:
    """The gains to list: every player's positive changes, less what the mover's sentence
    already states (``stated``: what it says ``player`` gained, and paid or gave, as signed
    counts)."""
    result = []
    for p, items in enumerate(change):
        rest = Counter(items)
        if p == player:
            rest.subtract(stated)
        result.append(Counter({item: n for item, n in rest.items() if n > 0}))
    return result


def gains_text(gains: list[Items], names: list[str]) -> str:
    """The gains in words, each once: "Gains: Ana +2 doubloons, +1 VP; Bo +3 Corn." ("" when
    nobody gained anything)."""
    parts = []
    for p, items in enumerate(gains):
        if items:
            said = ", ".join(f"+{counted(item, items[item])}"
                             for item in sorted(items, key=lambda i: RANK.get(i, len(RANK))))
            parts.append(f"{names[p]} {said}")
    return t("Gains: {list}.", list="; ".join(parts)) if parts else ""
