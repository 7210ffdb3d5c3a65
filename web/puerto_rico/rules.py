"""What the page needs to know about a Puerto Rico position, read from a *view* (a JSON dict).

The UI never holds an engine state: prices, role doubloons and loads are computed here from the
view's public fields and the data tables of :mod:`game.puerto_rico.data` (the JSON layout is
documented in :mod:`game.puerto_rico.state`).
"""

from __future__ import annotations

from typing import Any

from game.puerto_rico import data

View = dict[str, Any]
GOOD_PRICES = dict(zip(data.GOOD_IDS, data.GOOD_PRICE, strict=True))


def _occupied(view: View, player: int, building: str) -> bool:
    return view["players"][player]["buildings"].get(building, 0) > 0


def build_cost(view: View, player: int, building: str) -> int:
    """What ``player`` would pay for ``building`` now (occupied quarries, Builder's privilege)."""
    b = data.BUILDINGS[data.BUILDING_INDEX[building]]
    quarries = view["players"][player]["occupied"].get("quarry", 0)
    cost = b.cost - min(quarries, b.column)
    if view["phase"] == "builder" and view["role_player"] == player:
        cost -= 1
    return max(cost, 0)


def sale_price(view: View, player: int, good: str) -> int:
    """Doubloons ``player`` would get for one barrel of ``good`` in this Trader phase."""
    price = GOOD_PRICES[good]
    if view["role_player"] == player:
        price += 1
    if _occupied(view, player, "small_market"):
        price += 1
    if _occupied(view, player, "large_market"):
        price += 2
    return price


def role_coins(view: View, role: str) -> int:
    """The doubloons on the role card a ``role:`` argument names (``prospector2``: the second)."""
    base = role[:-1] if role.endswith("2") else role
    cards = [card for card in view["roles"] if card["role"] == base]
    if not cards:
        return 0
    card = cards[1] if role.endswith("2") and len(cards) > 1 else cards[0]
    return int(card["doubloons"])


def load_amount(view: View, player: int, good: str, ship: int) -> int:
    """Barrels of ``good`` that ``player`` would load on ship ``ship`` (1-based)."""
    room = view["ships"][ship - 1]["capacity"] - view["ships"][ship - 1]["count"]
    return min(room, view["players"][player]["goods"].get(good, 0))


def colonists(view: View, player: int) -> int:
    """All of ``player``'s colonists: in San Juan, on tiles and on buildings."""
    me = view["players"][player]
    return (me["unplaced"] + sum(me["occupied"].values())
            + sum(n for n in me["buildings"].values() if n > 0))


def counts(body: str) -> list[tuple[str, int]]:
    """``corn=1,hospice=2`` as pairs (``-`` or empty: none)."""
    if body in ("", "-"):
        return []
    items = []
    for part in body.split(","):
        key, _, value = part.partition("=")
        items.append((key.strip(), int(value)))
    return items
