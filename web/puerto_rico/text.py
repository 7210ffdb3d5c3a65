"""Puerto Rico words for the page: names, move labels and log sentences, through the catalog.

Everything is derived from the move notation and *views* (JSON dicts, never an engine state):
button labels from the view of the player to act, log sentences and gains from the public views
before and after the move, so the shared log says only what everyone at the table may know.
The VP a shipper takes are public (the chips leave the supply in plain sight): they are read from
the supply's count, never from the players' hidden totals.
"""

from __future__ import annotations

from typing import Any

from game.puerto_rico import data

from . import cards
from .i18n import N_, nt, t
from .rules import build_cost, counts, load_amount, role_coins, sale_price

View = dict[str, Any]
ROLE_LABELS = dict(zip(data.ROLE_IDS, data.ROLE_NAMES, strict=True))
BUILDING_NAMES = {b.id: b.name for b in data.BUILDINGS}
GOOD_LABELS = cards.GOOD_LABELS
TILE_LABELS = {tile: cards.tile_card(tile).name for tile in data.TILE_IDS}
# A tile with its article: the catalog chooses the article, never string concatenation.
TILE_WITH_ARTICLE = {"corn": N_("a Corn Plantation"), "indigo": N_("an Indigo Plantation"),
                     "sugar": N_("a Sugar Plantation"), "tobacco": N_("a Tobacco Plantation"),
                     "coffee": N_("a Coffee Plantation"), "quarry": N_("a Quarry")}
SCORE_LABELS = {
    "vp_chips": N_("VP chips"),
    "buildings": N_("Buildings"),
    "guild_hall": N_("Guild Hall"),
    "residence": N_("Residence"),
    "fortress": N_("Fortress"),
    "customs_house": N_("Customs House"),
    "city_hall": N_("City Hall"),
}


def role_name(role: str) -> str:
    return t(ROLE_LABELS.get(role.rstrip("2"), role))


def building_name(building: str) -> str:
    return t(BUILDING_NAMES.get(building, building))


def good_name(good: str) -> str:
    return t(GOOD_LABELS.get(good, good))


def tile_name(tile: str) -> str:
    return t(TILE_LABELS.get(tile, tile))


def a_tile(tile: str) -> str:
    """The tile's name with its article ("an Indigo Plantation")."""
    return t(TILE_WITH_ARTICLE[tile]) if tile in TILE_WITH_ARTICLE else tile_name(tile)


def _goods_list(items: list[tuple[str, int]]) -> str:
    return ", ".join(f"{n} {good_name(g)}" for g, n in items if n) or t("nothing")


def label(view: View, text: str, player: int) -> str:
    """A short button label for a legal move of ``player`` (the board shows the details)."""
    kind, _, arg = text.partition(":")
    if text == "pass":
        return t("Pass")
    if text == "hacienda":
        return t("Draw a hidden plantation (Hacienda)")
    if text == "privilege":
        return t("Take the privilege colonist")
    if kind == "bonus":
        n = int(arg)
        if n == 0:
            return t("No bonus VP")
        return t("Take 1 bonus VP" if n == 1 else "Take {n} bonus VP", n=n)
    if kind == "role":
        coins = role_coins(view, arg)
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
        cost = build_cost(view, player, building)
        name = building_name(building)
        if plus:
            return t("{building} for {n} (+ University colonist)", building=name, n=cost)
        return t("{building} for {n}", building=name, n=cost)
    if kind == "extra":
        return t("One more {good}", good=good_name(arg))
    if kind == "sell":
        return t("Sell {good} for {n}", good=good_name(arg), n=sale_price(view, player, arg))
    if kind == "load":
        good, _, ship = arg.partition("@")
        s = int(ship)
        return t("Load {n} {good} on the {cap}-barrel ship", n=load_amount(view, player, good, s),
                 good=good_name(good), cap=view["ships"][s - 1]["capacity"])
    if kind == "wharf":
        amount = view["players"][player]["goods"].get(arg, 0)
        return t("Ship {n} {good} with the Wharf", n=amount, good=good_name(arg))
    if kind == "keep":
        return t("Keep {goods}", goods=_goods_list(counts(arg)))
    if kind == "place":
        return t("Place colonists")
    return text


def sentence(before: View, text: str, player: int, name: str) -> str:
    """The log sentence for ``player`` (called ``name``) playing ``text`` in the public view
    ``before`` (what the move is, without what it made anyone gain)."""
    kind, _, arg = text.partition(":")
    if text == "pass":
        if before.get("mayor", {}).get("privilege_pending"):
            return t("{name} declines the privilege colonist.", name=name)
        return t("{name} passes.", name=name)
    if text == "hacienda":
        return t("{name} draws a hidden plantation with the Hacienda.", name=name)
    if text == "privilege":
        return t("{name} takes the privilege colonist.", name=name)
    if kind == "bonus":
        n = int(arg)
        if n == 0:
            return t("{name} declines the bonus VP.", name=name)
        return t("{name} takes 1 bonus VP." if n == 1 else "{name} takes {n} bonus VP.",
                 name=name, n=n)
    if kind == "role":
        coins = role_coins(before, arg)
        if coins:
            return nt("{name} chooses the {role} and takes 1 doubloon.",
                      "{name} chooses the {role} and takes {n} doubloons.", coins, name=name,
                      role=role_name(arg))
        return t("{name} chooses the {role}.", name=name, role=role_name(arg))
    if kind == "take":
        tile, plus, _ = arg.partition("+")
        if plus:
            return t("{name} takes {tile} with a colonist from the Hospice.", name=name,
                     tile=a_tile(tile))
        return t("{name} takes {tile}.", name=name, tile=a_tile(tile))
    if kind == "build":
        building, plus, _ = arg.partition("+")
        cost = build_cost(before, player, building)
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
        price = sale_price(before, player, arg)
        return nt("{name} sells {good} for 1 doubloon.", "{name} sells {good} for {n} doubloons.",
                  price, name=name, good=good_name(arg))
    if kind in ("load", "wharf"):
        return t("{name}: {action}.", name=name, action=label(before, text, player))
    if kind == "keep":
        return t("{name} keeps {goods}.", name=name, goods=_goods_list(counts(arg)))
    if kind == "place":
        arg = arg.partition(";")[0]  # Expansion 2's ";nobles=..." (not in the sentence yet)
        placed = ", ".join(
            f"{n} {tile_name(k) if k in TILE_LABELS else building_name(k)}"
            for k, n in counts(arg))
        return t("{name} places colonists: {placed}.", name=name, placed=placed or t("none"))
    return f"{name}: {text}"


END_REASONS = {"colonists": N_("there were not enough colonists to fill the colonist ship"),
               "city": N_("a player filled all 12 city spaces"),
               "vp": N_("the VP chips ran out")}


def round_label(before: View | None, after: View, names: list[str]) -> str | None:
    """The log's separator when a round starts: its number and its governor."""
    if before is not None and before["round"] == after["round"]:
        return None
    return t("Round {n} · Governor: {name}", n=after["round"], name=names[after["governor"]])


def end_reason(view: View) -> str | None:
    """Why the game ended: the end conditions met in its last round (the public view's)."""
    reasons = [t(END_REASONS[r]) for r in view.get("end_reasons", []) if r in END_REASONS]
    if not reasons:
        return None
    return t("Game over: {reasons}.", reasons="; ".join(reasons))


def score_label(category: str) -> str:
    return t(SCORE_LABELS.get(category, category.replace("_", " ").capitalize()))


# -- what a move made everyone gain (for the log) ------------------------------------------------
def gains(before: View, text: str, player: int, names: list[str], after: View) -> str:
    """A short note of what each player gained from the move (production, VP, bonuses), from the
    public views around it, leaving out what the move's own sentence already says."""
    kind, _, arg = text.partition(":")
    said_coins = 0
    said_goods: dict[str, int] = {}
    if kind == "role":
        said_coins = role_coins(before, arg)
    elif kind == "sell":
        said_coins = sale_price(before, player, arg)
    elif kind == "extra":
        said_goods[arg] = 1
    # VP chips are taken from the supply in plain sight; only the mover takes any.
    taken_vp = before["vp_supply"] - after["vp_supply"]
    if kind == "bonus":  # the sentence says how many
        taken_vp -= int(arg)
    parts = []
    for p, (old, new) in enumerate(zip(before["players"], after["players"], strict=True)):
        coins = new["doubloons"] - old["doubloons"] - (said_coins if p == player else 0)
        items = []
        for good in data.GOOD_IDS:
            gained = (new["goods"][good] - old["goods"][good]
                      - (said_goods.get(good, 0) if p == player else 0))
            if gained > 0:
                items.append(f"+{gained} {good_name(good)}")
        if coins > 0:
            items.append(nt("+1 doubloon", "+{n} doubloons", coins))
        if p == player and taken_vp > 0:
            items.append(t("+{n} VP", n=taken_vp))
        if items:
            parts.append(f"{names[p]} {', '.join(items)}")
    return t("Gains: {list}.", list="; ".join(parts)) if parts else ""


def describe(before: View, text: str, player: int, names: list[str], after: View) -> str:
    """The whole log entry: the move's sentence, then what it made everyone gain."""
    said = sentence(before, text, player, names[player])
    try:
        extra = gains(before, text, player, names, after)
    except (KeyError, TypeError, ValueError):  # a log detail must never break play
        extra = ""
    return f"{said} {extra}" if extra else said
