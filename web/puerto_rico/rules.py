"""What the page needs to know about a Puerto Rico position, read from a *view* (a JSON dict).

The UI never holds an engine state: it reads the view (the JSON layout is documented in
:mod:`game.puerto_rico.state`). Prices are the engine's own, carried by the view; role doubloons,
loads and colonist counts are read off its public fields.
"""

from __future__ import annotations

from typing import Any

View = dict[str, Any]


def build_cost(view: View, player: int, building: str) -> int:
    """What ``player`` would pay for ``building`` now: the engine's price in the view
    (occupied quarries, Builder's privilege; :func:`game.puerto_rico.rows.build_cost`)."""
    return int(view["players"][player]["prices"]["build"][building])


def sale_price(view: View, player: int, good: str) -> int:
    """Doubloons ``player`` would get for one barrel of ``good`` in this Trader phase: the
    engine's price in the view (privilege, markets; :func:`game.puerto_rico.rows.sale_price`)."""
    return int(view["players"][player]["prices"]["sell"][good])


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
