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
    "cloister": N_("Cloister"),
    "nobles": N_("Nobles"),
    "royal_garden": N_("Royal Garden"),
    "plunder": N_("Plunder"),
    "festival": N_("Festival"),
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


def slot_name(slot: str) -> str:
    """An island tile kind or a building, by id (a guest's destination, a colonist's place)."""
    return tile_name(slot) if slot in TILE_LABELS else building_name(slot)


def has(view: View, player: int, building: str) -> bool:
    """Whether ``player`` has an occupied ``building`` (read from the view)."""
    return view["players"][player]["buildings"].get(building, -1) > 0


def black_market_items(items: str) -> str:
    """The Black Market's give-backs (``colonist@<where>,barrel@<good>,vp``) in words."""
    words = []
    for item in items.split(","):
        kind, _, where = item.partition("@")
        if kind == "colonist":
            words.append(t("a colonist from San Juan") if where == "unplaced"
                         else t("a colonist from the {place}", place=slot_name(where)))
        elif kind == "noble":  # Expansion 2
            words.append(t("a noble from San Juan") if where == "unplaced"
                         else t("a noble from the {place}", place=slot_name(where)))
        elif kind == "barrel":
            words.append(t("a {good} barrel", good=good_name(where)))
        elif kind == "vp":
            words.append(t("1 VP chip"))
    return ", ".join(words) or t("nothing")


def expansion_label(view: View, text: str, player: int) -> str | None:
    """Button labels of the expansions' moves (None: not one of them)."""
    kind, _, arg = text.partition(":")
    if kind == "draft":
        return t("{building} (cost {n})", building=building_name(arg),
                 n=data.BUILDINGS[data.BUILDING_INDEX[arg]].cost)
    if kind == "forest":
        tile, plus, _ = arg.partition("+")
        return (t("{tile} as a forest, with a Hospice colonist", tile=tile_name(tile)) if plus
                else t("{tile} as a forest", tile=tile_name(tile)))
    if text == "hacienda:keep":
        tile = (view.get("new_buildings") or {}).get("hacienda_tile")
        return (t("Keep the {tile}", tile=tile_name(tile)) if tile in TILE_LABELS
                else t("Keep it as a plantation"))
    if text == "hacienda:forest":
        return t("Lay it face down as a forest")
    if text == "privilege:1":
        return t("Take one privilege colonist")
    if kind == "guest":
        place, plus, _ = arg.partition("+")
        if plus:  # Expansion 2: the guest is a noble
            return t("Move a noble guest to the {place}", place=slot_name(place))
        return t("Move a guest to the {place}", place=slot_name(arg))
    nobles = nobles_label(view, text, player) or buccaneer_label(view, text, player)
    if nobles is not None:
        return nobles
    if kind == "post":
        return t("Sell {good} to your Trading Post", good=good_name(arg))
    if kind == "smallwharf":
        return t("Ship {goods} with the Small Wharf", goods=_goods_list(counts(arg)))
    if kind == "blackmarket":
        head, _, items = arg.partition("/")
        building, plus, _ = head.partition("+")
        if plus:
            return t("{building} with the Black Market (+ University colonist), giving back "
                     "{items}", building=building_name(building), items=black_market_items(items))
        return t("{building} with the Black Market, giving back {items}",
                 building=building_name(building), items=black_market_items(items))
    return None


def nobles_label(view: View, text: str, player: int) -> str | None:
    """Button labels of Expansion 2's moves (None: not one of them)."""
    kind, _, arg = text.partition(":")
    if text == "ship:noble":
        return t("Take the noble from the colonist ship")
    if text == "ship:worker":
        return t("Take a worker from the colonist ship")
    if kind == "supplier":
        goods = [g for g in arg.split(",") if g]
        return nt("Give 1 barrel to the Royal Supplier ({goods}) for 1 VP",
                  "Give {n} barrels to the Royal Supplier ({goods}) for {n} VP", len(goods),
                  goods=", ".join(good_name(g) for g in goods))
    if text == "lodge:forest":
        return t("Discard a forest (Hunting Lodge)")
    if kind == "lodge":
        return t("Discard {tile} (Hunting Lodge)", tile=a_tile(arg))
    if text == "land:buy":
        return t("Buy the top hidden plantation for 1 doubloon (Land Office)")
    if text == "land:buy+forest":
        return t("Buy the top hidden plantation for 1 doubloon as a forest (Land Office)")
    if kind == "land" and arg.startswith("sell@"):
        return t("Sell {tile} for 1 doubloon (Land Office)", tile=a_tile(arg[5:]))
    return None


def buccaneer_label(view: View, text: str, player: int) -> str | None:
    """Button labels of Expansion 3's moves (None: not one of them)."""
    kind, _, arg = text.partition(":")
    buc = view.get("buccaneer") or {}
    if kind == "piracy":
        ship = view["ships"][int(arg) - 1]
        return t("Piracy: empty the {cap}-barrel ship ({n} {good})", cap=ship["capacity"],
                 n=ship["count"], good=good_name(ship["good"] or ""))
    if text == "plunder":
        n = len(view["trading_house"])
        return nt("Plunder: empty the trading house (1 barrel, +1 VP)",
                  "Plunder: empty the trading house ({n} barrels, +{n} VP)", n)
    if text == "raid":
        return t("Raid: cut the colonist ship down to {n} and keep up to 3",
                 n=len(view["players"]))
    if kind == "loot":
        n = int(arg)
        good = good_name(buc.get("good") or "")
        return (t("Keep none of the barrels") if n == 0
                else nt("Keep 1 {good}", "Keep {n} {good}", n, good=good))
    if kind == "raid":
        return t("A raided colonist to the {place}", place=slot_name(arg))
    if kind == "kidnap":
        coins = role_coins(view, arg)
        if coins:
            return nt("Kidnap the {role} (+1 doubloon)", "Kidnap the {role} (+{n} doubloons)",
                      coins, role=role_name(arg))
        return t("Kidnap the {role}", role=role_name(arg))
    return None


def buccaneer_sentence(before: View, text: str, name: str) -> str | None:
    """Log sentences of Expansion 3's moves (what they gained: :func:`gains`)."""
    kind, _, arg = text.partition(":")
    if kind == "piracy":
        ship = before["ships"][int(arg) - 1]
        return t("{name} (Buccaneer) pirates the {cap}-barrel ship: {n} {good} removed.",
                 name=name, cap=ship["capacity"], n=ship["count"],
                 good=good_name(ship["good"] or ""))
    if text == "plunder":
        return t("{name} (Buccaneer) plunders the trading house.", name=name)
    if text == "raid":
        return t("{name} (Buccaneer) raids the colonist ship.", name=name)
    if kind == "loot":
        n = int(arg)
        good = good_name((before.get("buccaneer") or {}).get("good") or "")
        return (t("{name} keeps none of the pirated barrels.", name=name) if n == 0 else
                nt("{name} keeps 1 pirated {good}.", "{name} keeps {n} pirated {good}.", n,
                   name=name, good=good))
    if kind == "raid":
        return t("{name} puts a raided colonist on the {place}.", name=name,
                 place=slot_name(arg))
    if kind == "kidnap":
        return t("{name} (Buccaneer) kidnaps the {role}.", name=name, role=role_name(arg))
    return None


def expansion_sentence(before: View, text: str, player: int, name: str) -> str | None:
    """Log sentences of the expansions' moves (None: not one of them)."""
    kind, _, arg = text.partition(":")
    if kind == "draft":
        return t("{name} places the {building} on the board.", name=name,
                 building=building_name(arg))
    if kind == "forest":
        tile, plus, _ = arg.partition("+")
        if plus:
            return t("{name} lays {tile} face down as a forest, with a colonist from the Hospice "
                     "(to San Juan).", name=name, tile=a_tile(tile))
        return t("{name} lays {tile} face down as a forest.", name=name, tile=a_tile(tile))
    if text == "hacienda:keep":
        return t("{name} keeps the Hacienda's plantation.", name=name)
    if text == "hacienda:forest":
        return t("{name} lays the Hacienda's tile face down as a forest.", name=name)
    if text == "privilege:1":
        return t("{name} takes one of the two privilege colonists.", name=name)
    if kind == "guest":
        place, plus, _ = arg.partition("+")
        if plus:
            return t("{name} moves a noble guest from the Guest House to the {place}.",
                     name=name, place=slot_name(place))
        return t("{name} moves a guest from the Guest House to the {place}.", name=name,
                 place=slot_name(arg))
    pirate = buccaneer_sentence(before, text, name)
    if pirate is not None:
        return pirate
    nobles = nobles_label(before, text, player)
    if nobles is not None:
        return t("{name}: {action}.", name=name, action=nobles)
    if kind == "post":
        return t("{name} sells {good} to their Trading Post.", name=name, good=good_name(arg))
    if kind == "smallwharf":
        return t("{name} ships {goods} with the Small Wharf.", name=name,
                 goods=_goods_list(counts(arg)))
    if kind == "blackmarket":
        head, _, items = arg.partition("/")
        building, plus, _ = head.partition("+")
        if plus:
            return t("{name} builds the {building} with the Black Market, giving back {items}, "
                     "with a colonist from the University.", name=name,
                     building=building_name(building), items=black_market_items(items))
        return t("{name} builds the {building} with the Black Market, giving back {items}.",
                 name=name, building=building_name(building), items=black_market_items(items))
    return None


def label(view: View, text: str, player: int) -> str:
    """A short button label for a legal move of ``player`` (the board shows the details)."""
    kind, _, arg = text.partition(":")
    if text == "pass":
        if view.get("phase") == "guests":
            return t("Leave the guests")
        return t("Pass")
    if text == "hacienda":
        return t("Draw a hidden plantation (Hacienda)")
    if text == "privilege":
        if has(view, player, "library"):  # a Library doubles it (privilege:1 takes one)
            return t("Take both privilege colonists")
        return t("Take the privilege colonist")
    special = expansion_label(view, text, player)
    if special is not None:
        return special
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
        if before.get("phase") == "guests":
            return t("{name} leaves the guests where they are.", name=name)
        return t("{name} passes.", name=name)
    if text == "hacienda":
        return t("{name} draws a hidden plantation with the Hacienda.", name=name)
    if text == "privilege":
        if has(before, player, "library"):
            return t("{name} takes both privilege colonists (Library).", name=name)
        return t("{name} takes the privilege colonist.", name=name)
    special = expansion_sentence(before, text, player, name)
    if special is not None:
        return special
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
        body, _, nobles = arg.partition(";")
        placed = ", ".join(
            f"{n} {tile_name(k) if k in TILE_LABELS else building_name(k)}"
            for k, n in counts(body))
        noble_on = [building_name(b) for b in nobles.partition("=")[2].split(",") if b]
        if noble_on:  # Expansion 2: which buildings hold a noble
            return t("{name} places colonists: {placed}; nobles on: {buildings}.", name=name,
                     placed=placed or t("none"), buildings=", ".join(noble_on))
        return t("{name} places colonists: {placed}.", name=name, placed=placed or t("none"))
    return f"{name}: {text}"


END_REASONS = {"colonists": N_("there were not enough colonists to fill the colonist ship"),
               "city": N_("a player filled all 12 city spaces"),
               "vp": N_("the VP chips ran out")}


# What the log says when the engine passes a player over in a phase (nothing to decide); a phase
# not listed passes silently (a step only some players have, like the guests' window).
PASSED_OVER = {
    "settler": N_("{name} takes no plantation: the island is full."),
    "builder": N_("{name} builds nothing: no building is affordable and free."),
    "craftsman": N_("{name} takes no extra barrel: none of the goods produced is left."),
    "trader": N_("{name} sells nothing: no good can be sold."),
    "captain": N_("{name} ships nothing: no good can be loaded."),
}


def passed_over(view: View, player: int, phase: str, names: list[str]) -> str | None:
    """The log's sentence for a turn the engine passed over (see :data:`PASSED_OVER`)."""
    text = PASSED_OVER.get(phase)
    return t(text, name=names[player]) if text else None


def round_label(before: View | None, after: View, names: list[str]) -> str | None:
    """The log's separator when a round starts: its number and its governor."""
    if before is not None and before["round"] == after["round"]:
        return None
    return t("Round {n} · Governor: {name}", n=after["round"], name=names[after["governor"]])


def end_reason(view: View, names: list[str]) -> str | None:
    """Why the game ended: the end conditions met in its last round (the public view's; they
    name no player)."""
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
    # VP chips are taken from the supply in plain sight; only the mover takes any, except the
    # Union Hall's, which every owner takes as the Captain phase starts (Expansion 1).
    taken_vp = before["vp_supply"] - after["vp_supply"]
    if kind == "bonus":  # the sentence says how many
        taken_vp -= int(arg)
    union = union_hall_vp(before, text, after)
    taken_vp -= sum(union.values())
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
        if union.get(p):
            items.append(t("+{n} VP (Union Hall)", n=union[p]))
        if items:
            parts.append(f"{names[p]} {', '.join(items)}")
    return t("Gains: {list}.", list="; ".join(parts)) if parts else ""


def union_hall_vp(before: View, text: str, after: View) -> dict[int, int]:
    """The Union Hall's VP when ``text`` starts the Captain phase (the role choice, or the end
    of the guests' window before it): 1 per 2 barrels of one kind for each occupied Union Hall,
    from the public goods before any loading."""
    guests_before = (before.get("new_buildings") or {}).get("guests_before")
    starts = after["phase"] != "guests" and (
        text == "role:captain" or (before["phase"] == "guests" and guests_before == "captain"))
    if not starts:
        return {}
    return {p: sum(n // 2 for n in old["goods"].values())
            for p, (old, new) in enumerate(zip(before["players"], after["players"], strict=True))
            if new["buildings"].get("union_hall", -1) > 0}


def describe(before: View, text: str, player: int, names: list[str], after: View) -> str:
    """The whole log entry: the move's sentence, then what it made everyone gain."""
    said = sentence(before, text, player, names[player])
    try:
        extra = " ".join(x for x in (gains(before, text, player, names, after),
                                     festival_notes(before, names, after)) if x)
    except (KeyError, TypeError, ValueError):  # a log detail must never break play
        extra = ""
    return f"{said} {extra}" if extra else said


FESTIVAL_GOALS = {
    "plantation": N_("{name} meets the Festival's plantation goal: 3 colonists."),
    "production": N_("{name} meets the Festival's production goal: 3 doubloons."),
    "construction": N_("{name} meets the Festival's construction goal: 3 VP."),
}


def festival_notes(before: View, names: list[str], after: View) -> str:
    """Expansion 4: the Festival goals the move made someone meet (and their rewards)."""
    old = (before.get("festival") or {}).get("met_by") or {}
    new = (after.get("festival") or {}).get("met_by") or {}
    return " ".join(t(FESTIVAL_GOALS[goal], name=names[who]) for goal, who in new.items()
                    if who is not None and old.get(goal) is None and goal in FESTIVAL_GOALS)
