"""Puerto Rico words for the page: names, move labels and log sentences, through the catalog.

Everything is derived from the move notation and the public state before the move, so the same
sentence serves the log, the buttons and the bots' announcements.
"""

from __future__ import annotations

from game.puerto_rico import data
from game.puerto_rico.state import DOUB, GOODS, VP, PRState

from ..i18n import t
from . import cards

ROLE_LABELS = dict(zip(data.ROLE_IDS, data.ROLE_NAMES, strict=True))
BUILDING_NAMES = {b.id: b.name for b in data.BUILDINGS}
GOOD_LABELS = cards.GOOD_LABELS
TILE_LABELS = {tile: cards.tile_card(tile).name for tile in data.TILE_IDS}
SCORE_LABELS = {
    "vp_chips": "VP chips",
    "buildings": "Buildings",
    "guild_hall": "Guild Hall",
    "residence": "Residence",
    "fortress": "Fortress",
    "customs_house": "Customs House",
    "city_hall": "City Hall",
}


def role_name(role: str) -> str:
    return t(ROLE_LABELS.get(role.rstrip("2"), role))


def building_name(building: str) -> str:
    return t(BUILDING_NAMES.get(building, building))


def good_name(good: str) -> str:
    return t(GOOD_LABELS.get(good, good))


def tile_name(tile: str) -> str:
    return t(TILE_LABELS.get(tile, tile))


def _counts(body: str) -> list[tuple[str, int]]:
    if body in ("", "-"):
        return []
    items = []
    for part in body.split(","):
        key, _, value = part.partition("=")
        items.append((key.strip(), int(value)))
    return items


def _goods_list(items: list[tuple[str, int]]) -> str:
    return ", ".join(f"{n} {good_name(g)}" for g, n in items if n) or t("nothing")


def label(state: PRState, text: str, player: int) -> str:
    """A short button label for a legal move (the board shows the details)."""
    kind, _, arg = text.partition(":")
    if text == "pass":
        return t("Pass")
    if text == "hacienda":
        return t("Draw a hidden plantation (Hacienda)")
    if kind == "role":
        card = _role_card(state, arg)
        coins = state.role_coins[card] if card is not None else 0
        name = role_name(arg)
        if not coins:
            return name
        return t("{role} (+1 doubloon)" if coins == 1 else "{role} (+{n} doubloons)", role=name,
                 n=coins)
    if kind == "take":
        tile, plus, _ = arg.partition("+")
        return (t("{tile} with a Hospice colonist", tile=tile_name(tile)) if plus
                else tile_name(tile))
    if kind == "build":
        building, plus, _ = arg.partition("+")
        b = data.BUILDING_INDEX[building]
        cost = state.build_cost(player, b)
        name = building_name(building)
        if plus:
            return t("{building} for {n} (+ University colonist)", building=name, n=cost)
        return t("{building} for {n}", building=name, n=cost)
    if kind == "extra":
        return t("One more {good}", good=good_name(arg))
    if kind == "sell":
        g = data.GOOD_IDS.index(arg)
        return t("Sell {good} for {n}", good=good_name(arg), n=state.sale_price(player, g))
    if kind == "load":
        good, _, ship = arg.partition("@")
        s = int(ship) - 1
        g = data.GOOD_IDS.index(good)
        room = state.ship_cap[s] - state.ship_n[s]
        amount = min(room, state.pl[player][GOODS + g])
        return t("Load {n} {good} on the {cap}-barrel ship", n=amount, good=good_name(good),
                 cap=state.ship_cap[s])
    if kind == "wharf":
        g = data.GOOD_IDS.index(arg)
        amount = state.pl[player][GOODS + g]
        return t("Ship {n} {good} with the Wharf", n=amount, good=good_name(arg))
    if kind == "keep":
        return t("Keep {goods}", goods=_goods_list(_counts(arg)))
    if kind == "place":
        return t("Place colonists")
    return text


def describe(state: PRState, text: str, player: int, name: str) -> str:
    """The log sentence for ``player`` (called ``name``) playing ``text`` in ``state``."""
    kind, _, arg = text.partition(":")
    if text == "pass":
        return t("{name} passes.", name=name)
    if text == "hacienda":
        return t("{name} draws a hidden plantation with the Hacienda.", name=name)
    if kind == "role":
        card = _role_card(state, arg)
        coins = state.role_coins[card] if card is not None else 0
        if coins:
            return t("{name} chooses the {role} and takes 1 doubloon." if coins == 1 else
                     "{name} chooses the {role} and takes {n} doubloons.", name=name,
                     role=role_name(arg), n=coins)
        return t("{name} chooses the {role}.", name=name, role=role_name(arg))
    if kind == "take":
        tile, plus, _ = arg.partition("+")
        if plus:
            return t("{name} takes a {tile} tile with a colonist from the Hospice.", name=name,
                     tile=tile_name(tile))
        return t("{name} takes a {tile} tile.", name=name, tile=tile_name(tile))
    if kind == "build":
        building, plus, _ = arg.partition("+")
        cost = state.build_cost(player, data.BUILDING_INDEX[building])
        if plus:
            return t("{name} builds the {building} for {n} doubloons, with a colonist from the "
                     "University." if cost != 1 else "{name} builds the {building} for 1 "
                     "doubloon, with a colonist from the University.", name=name,
                     building=building_name(building), n=cost)
        return t("{name} builds the {building} for {n} doubloons." if cost != 1 else
                 "{name} builds the {building} for 1 doubloon.", name=name,
                 building=building_name(building), n=cost)
    if kind == "extra":
        return t("{name} takes one more {good} (privilege).", name=name, good=good_name(arg))
    if kind == "sell":
        price = state.sale_price(player, data.GOOD_IDS.index(arg))
        return t("{name} sells {good} for {n} doubloons." if price != 1 else
                 "{name} sells {good} for 1 doubloon.", name=name, good=good_name(arg), n=price)
    if kind in ("load", "wharf"):
        return t("{name}: {action}.", name=name, action=label(state, text, player))
    if kind == "keep":
        return t("{name} keeps {goods}.", name=name, goods=_goods_list(_counts(arg)))
    if kind == "place":
        items = _counts(arg)
        placed = ", ".join(
            f"{n} {tile_name(k) if k in TILE_LABELS else building_name(k)}" for k, n in items)
        return t("{name} places colonists: {placed}.", name=name, placed=placed or t("none"))
    return f"{name}: {text}"


def _role_card(state: PRState, role: str) -> int | None:
    """Which role card a ``role:`` argument names (``prospector2`` is the second one)."""
    base = role[:-1] if role.endswith("2") else role
    if base not in data.ROLE_IDS:
        return None
    kind = data.ROLE_IDS.index(base)
    cards = [i for i, k in enumerate(state.role_kind) if k == kind]
    if not cards:
        return None
    return cards[1] if role.endswith("2") and len(cards) > 1 else cards[0]


def score_label(category: str) -> str:
    return t(SCORE_LABELS.get(category, category.replace("_", " ").capitalize()))


# -- what a move made everyone gain (for the log) ------------------------------------------------
def tally(state: PRState, text: str, player: int) -> tuple[list[list[int]], int, dict[int, int]]:
    """Doubloons, VP chips and goods of every player before ``text`` is played, plus what the
    move's own sentence already says the player gets (so it is not repeated)."""
    rows = [[row[DOUB], row[VP], *row[GOODS:GOODS + data.NUM_GOODS]] for row in state.pl]
    said_coins = 0
    said_goods: dict[int, int] = {}
    kind, _, arg = text.partition(":")
    if kind == "role":
        card = _role_card(state, arg)
        said_coins = state.role_coins[card] if card is not None else 0
    elif kind == "sell":
        said_coins = state.sale_price(player, data.GOOD_IDS.index(arg))
    elif kind == "extra":
        said_goods[data.GOOD_IDS.index(arg)] = 1
    return rows, player, {"coins": said_coins, **{-1 - g: n for g, n in said_goods.items()}}


def gains(before: tuple[list[list[int]], int, dict[int, int]], state: PRState,
          names: list[str]) -> str:
    """A short note of what each player gained from the move: production, VP, bonuses."""
    rows, player, said = before
    parts = []
    for p, old in enumerate(rows):
        row = state.pl[p]
        coins = row[DOUB] - old[0] - (said["coins"] if p == player else 0)
        vp = row[VP] - old[1]
        items = []
        for g in range(data.NUM_GOODS):
            gained = row[GOODS + g] - old[2 + g] - (said.get(-1 - g, 0) if p == player else 0)
            if gained > 0:
                items.append(f"+{gained} {good_name(data.GOOD_IDS[g])}")
        if coins > 0:
            items.append(t("+1 doubloon") if coins == 1 else t("+{n} doubloons", n=coins))
        if vp > 0:
            items.append(t("+{n} VP", n=vp))
        if items:
            parts.append(f"{names[p]} {', '.join(items)}")
    return t("Gains: {list}.", list="; ".join(parts)) if parts else ""
