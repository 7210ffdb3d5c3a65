"""Puerto Rico words for the page: names, move labels and log sentences, through the catalog.

Everything is derived from the move notation and *views* (JSON dicts, never an engine state):
button labels from the view of the player to act, log sentences and gains from the public views
before and after the move, so the shared log says only what everyone at the table may know:
what a move made each player gain is what changed on their board between the two views
(:mod:`.gains`), never what the rules are assumed to give.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.puerto_rico import data

from . import cards, gains
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
    if text == "lodge:vp":
        return t("Take the Hunting Lodge's 2 VP")
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


# -- the questions before weighty moves (GameUI.confirm) -----------------------------------------
def confirmation(view: View, text: str) -> str | None:
    """The question asked before the player to act in ``view`` plays ``text``, when they want
    weighty moves confirmed: a Builder's build, a Captain's load or shipment. None: any other
    move is played at once."""
    player = view.get("current_player")
    if not isinstance(player, int):
        return None
    kind, _, arg = text.partition(":")
    if kind == "build":
        building, plus, _ = arg.partition("+")
        cost = build_cost(view, player, building)
        if plus:
            return nt("Build the {building} for 1 doubloon, with the University's colonist?",
                      "Build the {building} for {n} doubloons, with the University's colonist?",
                      cost, building=building_name(building))
        return nt("Build the {building} for 1 doubloon?", "Build the {building} for {n} doubloons?",
                  cost, building=building_name(building))
    if kind == "blackmarket":
        head, _, items = arg.partition("/")
        return t("Build the {building} with the Black Market, giving back {items}?",
                 building=building_name(head.partition("+")[0]), items=black_market_items(items))
    if kind == "load":
        good, _, ship = arg.partition("@")
        return t("Load {goods} on the {cap}-barrel ship?",
                 goods=goods_phrase([(good, load_amount(view, player, good, int(ship)))]),
                 cap=view["ships"][int(ship) - 1]["capacity"])
    if kind == "wharf":
        return t("Ship {goods} with the Wharf?", goods=goods_phrase(
            [(arg, int(view["players"][player]["goods"].get(arg, 0)))]))
    if kind == "smallwharf":
        return t("Ship {goods} with the Small Wharf?", goods=goods_phrase(counts(arg)))
    return None


# -- the log's sentences --------------------------------------------------------------------------
# A sentence says what a player did, as a statement ("Bo takes the noble from the colonist ship.");
# what the move made players gain is listed after it (describe), except what the sentence itself
# states (a tile taken, a sale's doubloons), which :func:`statement` returns with it.

Stated = Counter[str]  # what a sentence says its player gained (+) and paid or gave back (-)


def goods_phrase(items: list[tuple[str, int]]) -> str:
    """Barrels in words, counted ("2 Corn, 1 Coffee"; nothing: "nothing")."""
    return ", ".join(gains.counted(f"good:{g}", n) for g, n in items if n) or t("nothing")


def _returned(items: str) -> Stated:
    """What the Black Market's give-backs take from the buyer (the VP chip apart: chips are
    counted as taken, never as given back)."""
    given: Stated = Counter()
    for item in items.split(","):
        kind, _, where = item.partition("@")
        if kind == "colonist":
            given["colonists"] -= 1
        elif kind == "noble":
            given["nobles"] -= 1
        elif kind == "barrel":
            given[f"good:{where}"] -= 1
    return given


def role_statement(before: View, arg: str, player: int, name: str,
                   after: View | None) -> tuple[str, Stated]:
    """Choosing a role: the card's doubloons are said with it when they are all the chooser
    gains in doubloons by the move (else the gains list the sum, once)."""
    coins = role_coins(before, arg)
    role = role_name(arg)
    kidnapped = (before.get("buccaneer") or {}).get("kidnapped") == arg  # Expansion 3
    if coins and after is not None and after is not before and (
            after["players"][player]["doubloons"] - before["players"][player]["doubloons"]
            != coins):
        coins = 0  # the gains say the sum
    if kidnapped:
        said = (nt("{name} chooses the kidnapped {role} and takes 1 doubloon.",
                   "{name} chooses the kidnapped {role} and takes {n} doubloons.", coins,
                   name=name, role=role) if coins
                else t("{name} chooses the kidnapped {role}.", name=name, role=role))
    else:
        said = (nt("{name} chooses the {role} and takes 1 doubloon.",
                   "{name} chooses the {role} and takes {n} doubloons.", coins, name=name,
                   role=role) if coins
                else t("{name} chooses the {role}.", name=name, role=role))
    return said, Counter({"doubloons": coins})


def buccaneer_statement(before: View, text: str, name: str) -> tuple[str, Stated] | None:
    """Expansion 3's moves (None: not one of them)."""
    kind, _, arg = text.partition(":")
    if kind == "piracy":
        ship = before["ships"][int(arg) - 1]
        good = ship["good"] or ""
        return t("{name} (Buccaneer) empties the {cap}-barrel ship: {goods} removed.",
                 name=name, cap=ship["capacity"],
                 goods=goods_phrase([(good, ship["count"])])), Counter()
    if text == "plunder":
        return t("{name} (Buccaneer) plunders the trading house.", name=name), Counter()
    if text == "raid":
        return t("{name} (Buccaneer) raids the colonist ship.", name=name), Counter()
    if kind == "loot":
        n = int(arg)
        good = (before.get("buccaneer") or {}).get("good") or ""
        if n == 0:
            return t("{name} keeps none of the pirated barrels.", name=name), Counter()
        return (t("{name} keeps {goods} of the pirated barrels.", name=name,
                  goods=goods_phrase([(good, n)])), Counter({f"good:{good}": n}))
    if kind == "raid":
        return (t("{name} puts a raided colonist on the {place}.", name=name,
                  place=slot_name(arg)), Counter({"colonists": 1}))
    if kind == "kidnap":
        return t("{name} (Buccaneer) kidnaps the {role}.", name=name,
                 role=role_name(arg)), Counter()
    return None


def nobles_statement(before: View, text: str, name: str) -> tuple[str, Stated] | None:
    """Expansion 2's moves (None: not one of them)."""
    kind, _, arg = text.partition(":")
    if text == "ship:noble":
        return (t("{name} takes the noble from the colonist ship.", name=name),
                Counter({"nobles": 1}))
    if text == "ship:worker":
        return (t("{name} takes a worker from the colonist ship.", name=name),
                Counter({"colonists": 1}))
    if kind == "supplier":
        goods = [g for g in arg.split(",") if g]
        given: Stated = Counter({f"good:{g}": -1 for g in goods})
        given["vp"] = len(goods)
        return nt("{name} gives 1 barrel ({goods}) to the Royal Supplier for 1 VP.",
                  "{name} gives {n} barrels ({goods}) to the Royal Supplier for {n} VP.",
                  len(goods), name=name, goods=", ".join(good_name(g) for g in goods)), given
    if text == "lodge:vp":
        return (t("{name} takes the Hunting Lodge's 2 VP.", name=name), Counter({"vp": 2}))
    if text == "lodge:forest":
        return (t("{name} discards a forest (Hunting Lodge).", name=name),
                Counter({"forest": -1}))
    if kind == "lodge":
        return (t("{name} discards {tile} (Hunting Lodge).", name=name, tile=a_tile(arg)),
                Counter({f"tile:{arg}": -1}))
    if text == "land:buy":
        return (t("{name} buys the top hidden plantation for 1 doubloon (Land Office).",
                  name=name), Counter({"doubloons": -1}))
    if text == "land:buy+forest":
        return (t("{name} buys the top hidden plantation for 1 doubloon and lays it face down "
                  "as a forest (Land Office).", name=name),
                Counter({"doubloons": -1, "forest": 1}))
    if kind == "land" and arg.startswith("sell@"):
        tile = arg[5:]
        return (t("{name} sells {tile} for 1 doubloon (Land Office).", name=name,
                  tile=a_tile(tile)), Counter({"doubloons": 1, f"tile:{tile}": -1}))
    return None


def expansion_statement(before: View, text: str, player: int,
                        name: str) -> tuple[str, Stated] | None:
    """The expansions' moves (None: not one of them)."""
    kind, _, arg = text.partition(":")
    if kind == "draft":
        return t("{name} places the {building} on the board.", name=name,
                 building=building_name(arg)), Counter()
    if kind == "forest":
        tile, plus, _ = arg.partition("+")
        if plus:
            return (t("{name} lays {tile} face down as a forest, with a colonist from the "
                      "Hospice (to San Juan).", name=name, tile=a_tile(tile)),
                    Counter({"forest": 1, "colonists": 1}))
        return (t("{name} lays {tile} face down as a forest.", name=name, tile=a_tile(tile)),
                Counter({"forest": 1}))
    if text == "hacienda:keep":
        return t("{name} keeps the Hacienda's plantation.", name=name), Counter()
    if text == "hacienda:forest":
        return (t("{name} lays the Hacienda's tile face down as a forest.", name=name),
                Counter({"forest": 1}))
    if text == "privilege:1":
        return (t("{name} takes one of the two privilege colonists.", name=name),
                Counter({"colonists": 1}))
    if kind == "guest":
        place, plus, _ = arg.partition("+")
        if plus:
            return t("{name} moves a noble guest from the Guest House to the {place}.",
                     name=name, place=slot_name(place)), Counter()
        return t("{name} moves a guest from the Guest House to the {place}.", name=name,
                 place=slot_name(arg)), Counter()
    if kind == "post":
        return (t("{name} sells {good} to their Trading Post.", name=name, good=good_name(arg)),
                Counter({f"good:{arg}": -1}))
    if kind == "smallwharf":
        items = counts(arg)
        return (t("{name} ships {goods} with the Small Wharf.", name=name,
                  goods=goods_phrase(items)), Counter({f"good:{g}": -n for g, n in items}))
    if kind == "blackmarket":
        head, _, items = arg.partition("/")
        building, plus, _ = head.partition("+")
        paid = _returned(items)
        paid[f"building:{building}"] += 1
        paid["doubloons"] -= int(before["players"][player]["doubloons"])  # it spends them all
        if plus:
            paid["colonists"] += 1
            return (t("{name} builds the {building} with the Black Market, giving back "
                      "{items}, with a colonist from the University.", name=name,
                      building=building_name(building), items=black_market_items(items)), paid)
        return (t("{name} builds the {building} with the Black Market, giving back {items}.",
                  name=name, building=building_name(building),
                  items=black_market_items(items)), paid)
    return (buccaneer_statement(before, text, name)
            or nobles_statement(before, text, name))


def placed_phrase(arg: str) -> str:
    """A Mayor placement in words: "2 Corn Plantations, 1 Quarry, Large Sugar Mill (2)"."""
    body = arg.partition(";")[0]
    words = []
    for slot, n in counts(body):
        if slot in TILE_LABELS:
            words.append(gains.counted(f"tile:{slot}", n))
        else:
            words.append(t("{building} ({n})", building=building_name(slot), n=n) if n > 1
                         else building_name(slot))
    return ", ".join(words) or t("none")


def statement(before: View, text: str, player: int, name: str,
              after: View | None = None) -> tuple[str, Stated]:
    """The log sentence for ``player`` (called ``name``) playing ``text`` in the public view
    ``before``, and what it states they gained (and paid or gave back), as signed counts of
    :mod:`.gains` items. ``after`` (the view after the move; None or ``before`` itself for a
    decision the engine took, logged from the view after the whole move): the sentence then
    says no amount that depends on the position before it."""
    kind, _, arg = text.partition(":")
    bare = after is None or after is before
    if text == "pass":
        if before.get("mayor", {}).get("privilege_pending"):
            return t("{name} declines the privilege colonist.", name=name), Counter()
        if before.get("phase") == "guests":
            return t("{name} leaves the guests where they are.", name=name), Counter()
        return t("{name} passes.", name=name), Counter()
    if text == "hacienda":
        return t("{name} draws a hidden plantation with the Hacienda.", name=name), Counter()
    if text == "privilege":
        supply = int(before["colonists"]["supply"])
        if has(before, player, "library") and supply >= 2:
            return (t("{name} takes both privilege colonists (Library).", name=name),
                    Counter({"colonists": 2}))
        return (t("{name} takes the privilege colonist.", name=name),
                Counter({"colonists": min(1, supply)}))
    if kind == "role":
        return role_statement(before, arg, player, name, after)
    special = expansion_statement(before, text, player, name)
    if special is not None:
        return special
    if kind == "bonus":
        n = int(arg)
        if n == 0:
            return t("{name} declines the bonus VP.", name=name), Counter()
        return (nt("{name} takes 1 bonus VP.", "{name} takes {n} bonus VP.", n, name=name),
                Counter({"vp": n}))
    if kind == "take":
        tile, plus, _ = arg.partition("+")
        if plus:
            return (t("{name} takes {tile} with a colonist from the Hospice.", name=name,
                      tile=a_tile(tile)), Counter({f"tile:{tile}": 1, "colonists": 1}))
        return t("{name} takes {tile}.", name=name, tile=a_tile(tile)), Counter({f"tile:{tile}": 1})
    if kind == "build":
        building, plus, _ = arg.partition("+")
        cost = build_cost(before, player, building)
        paid: Stated = Counter({f"building:{building}": 1, "doubloons": -cost})
        if plus:
            paid["colonists"] += 1
            return (nt("{name} builds the {building} for 1 doubloon, with a colonist from the "
                       "University.", "{name} builds the {building} for {n} doubloons, with a "
                       "colonist from the University.", cost, name=name,
                       building=building_name(building)), paid)
        return (nt("{name} builds the {building} for 1 doubloon.",
                   "{name} builds the {building} for {n} doubloons.", cost, name=name,
                   building=building_name(building)), paid)
    if kind == "extra":
        return (t("{name} takes one more {good} (privilege).", name=name, good=good_name(arg)),
                Counter({f"good:{arg}": 1}))
    if kind == "sell":
        price = sale_price(before, player, arg)
        return (nt("{name} sells {good} for 1 doubloon.", "{name} sells {good} for {n} doubloons.",
                   price, name=name, good=good_name(arg)),
                Counter({"doubloons": price, f"good:{arg}": -1}))
    if kind == "load":
        good, _, ship = arg.partition("@")
        cap = before["ships"][int(ship) - 1]["capacity"]
        if bare:  # how many is not known from the view after the move
            return (t("{name} loads {good} on the {cap}-barrel ship.", name=name,
                      good=good_name(good), cap=cap), Counter())
        n = load_amount(before, player, good, int(ship))
        return (t("{name} loads {goods} on the {cap}-barrel ship.", name=name,
                  goods=goods_phrase([(good, n)]), cap=cap), Counter({f"good:{good}": -n}))
    if kind == "wharf":
        if bare:
            return t("{name} ships their {good} with the Wharf.", name=name,
                     good=good_name(arg)), Counter()
        n = int(before["players"][player]["goods"].get(arg, 0))
        return (t("{name} ships {goods} with the Wharf.", name=name,
                  goods=goods_phrase([(arg, n)])), Counter({f"good:{arg}": -n}))
    if kind == "keep":
        return t("{name} keeps {goods}.", name=name, goods=goods_phrase(counts(arg))), Counter()
    if kind == "place":
        nobles = [building_name(b) for b in arg.partition(";")[2].partition("=")[2].split(",")
                  if b]
        if nobles:  # Expansion 2: which buildings hold a noble
            return t("{name} places colonists: {placed}; nobles on: {buildings}.", name=name,
                     placed=placed_phrase(arg), buildings=", ".join(nobles)), Counter()
        return t("{name} places colonists: {placed}.", name=name,
                 placed=placed_phrase(arg)), Counter()
    return t("{name} plays {move}.", name=name, move=text), Counter()


def sentence(before: View, text: str, player: int, name: str) -> str:
    """The log sentence for ``player`` (called ``name``) playing ``text`` in the public view
    ``before`` (what the move is, without what it made anyone gain)."""
    return statement(before, text, player, name)[0]

END_REASONS = {"colonists": N_("there were not enough colonists to fill the colonist ship"),
               "city": N_("a player filled all 12 city spaces"),
               "vp": N_("the VP chips ran out")}


# What the log says when the engine passes a player's turn over (nothing to decide), by phase and
# reason, read from the public view after the move. The phases where a turn is a decision of the
# role's action say why; the others pass silently: the storage step (a player without barrels
# keeps them all), the guests' window and the Hunting Lodge (only their owners have one).
def passed_over(view: View, player: int, phase: str, names: list[str]) -> str | None:
    """The log's sentence for ``player``'s turn in ``phase`` passed over."""
    name = names[player]
    me = view["players"][player]
    barrels = sum(me["goods"].values())
    if phase == "settler":
        if sum(me["island"].values()) + me.get("forests", 0) >= data.ISLAND_SPACES:
            return t("{name} takes no tile: their island is full.", name=name)
        return t("{name} takes no tile: none is left that they may take.", name=name)
    if phase == "mayor":
        return t("{name} has no colonists to place.", name=name)
    if phase == "builder":
        used = sum(data.BUILDINGS[data.BUILDING_INDEX[b]].spaces for b in me["buildings"])
        if used >= data.CITY_SPACES:
            return t("{name} builds nothing: their city is full.", name=name)
        return t("{name} builds nothing: no building left that they can afford fits their "
                 "city.", name=name)
    if phase == "craftsman":
        if not (view.get("craftsman") or {}).get("produced"):
            return t("{name} takes no extra barrel: they produced nothing.", name=name)
        return t("{name} takes no extra barrel: none of the goods they produced is left.",
                 name=name)
    if phase == "trader":
        if not barrels:
            return t("{name} sells nothing: they have no barrels.", name=name)
        return t("{name} sells nothing: the trading house takes none of their barrels.",
                 name=name)
    if phase == "captain":
        if not barrels:
            return t("{name} ships nothing: they have no barrels left.", name=name)
        return t("{name} ships nothing: no ship takes any of their barrels.", name=name)
    return None

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


# -- the whole log entry ---------------------------------------------------------------------------
FESTIVAL_GOALS = {
    "plantation": N_("{name} meets the Festival's plantation goal."),
    "production": N_("{name} meets the Festival's production goal."),
    "construction": N_("{name} meets the Festival's construction goal."),
}


def festival_notes(before: View, names: list[str], after: View) -> list[str]:
    """Expansion 4: the Festival goals the move made someone meet (their rewards are among the
    gains)."""
    old = (before.get("festival") or {}).get("met_by") or {}
    new = (after.get("festival") or {}).get("met_by") or {}
    return [t(FESTIVAL_GOALS[goal], name=names[who]) for goal, who in new.items()
            if who is not None and old.get(goal) is None and goal in FESTIVAL_GOALS]


def kidnapped_note(before: View, text: str, names: list[str], after: View) -> str | None:
    """Expansion 3: the kidnapped card nobody chose, which its Buccaneer plays as the round ends
    (the move that ended the round set it off)."""
    old = before.get("buccaneer") or {}
    card = old.get("kidnapped")
    if card is None or text == f"role:{card}" or old.get("token") is None:
        return None
    if (after.get("buccaneer") or {}).get("kidnapped") is not None:
        return None
    return t("The round ends: {name} (Buccaneer) plays the kidnapped {role}.",
             name=names[old["token"]], role=role_name(card))


def accounting(before: View, text: str, player: int,
               after: View) -> tuple[Stated, list[gains.Items]]:
    """What the move's sentence states ``player`` gained, paid or gave, and the gains left to
    list, per player (:func:`.gains.listed`)."""
    stated = statement(before, text, player, "", after)[1]
    return stated, gains.listed(gains.changes(before, after), player, stated)


def describe(before: View, text: str, player: int, names: list[str], after: View) -> str:
    """The whole log entry: the move's sentence, what the round's end and the Festival did, then
    what the move made each player gain (from the public views around it, each gain once)."""
    said, stated = statement(before, text, player, names[player], after)
    parts = [said]
    try:
        parts.append(kidnapped_note(before, text, names, after))
        parts += festival_notes(before, names, after)
        listed = gains.listed(gains.changes(before, after), player, stated)
        parts.append(gains.gains_text(listed, names))
    except (KeyError, TypeError, ValueError):  # a log detail must never break play
        pass
    return " ".join(part for part in parts if part)
