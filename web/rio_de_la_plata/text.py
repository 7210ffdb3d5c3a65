"""Río de la Plata's words: the names of buildings, offices, resources and districts, the move
buttons' labels, the log's sentences (from the public views around a move), the year marks and
the score columns. Italian follows the rulebook's terms (``assets/i18n/it-rio_de_la_plata.json``).
"""

from __future__ import annotations

from typing import Any

from game.rio_de_la_plata.board import DISTRICT_IDS, DISTRICT_OF, SQUARE_BY_NAME
from game.rio_de_la_plata.data import MAJOR_BY_ID, OFFICE_BY_ID, QUARRY_BOXES

from . import wartext
from .i18n import N_, nt, t

View = dict[str, Any]

BUILDINGS = {
    "hut": N_("Hut"), "house": N_("House"), "stonecutter": N_("Stonecutter"),
    "carpenter": N_("Carpenter"), "market": N_("Market"), "guild": N_("Guild"),
    "piazza": N_("Piazza"), "monument": N_("Monument"), "garden": N_("Garden"),
    "barracks": N_("Barracks"), "church": N_("Church"),
    "palace": N_("Palace"), "cathedral": N_("Cathedral"), "fort": N_("Fort"), "port": N_("Port"),
    "walls": N_("Walls"), "roads": N_("Roads"),
}
OFFICES = {
    "gunner": N_("Gunner"), "general": N_("General"), "road_builder": N_("Road Builder"),
    "defender": N_("Defender"), "stonemason": N_("Master Stonemason"),
    "carpenter_master": N_("Master Carpenter"), "craftsman": N_("Master Craftsman"),
    "merchant": N_("Master Merchant"), "shipowner": N_("Shipowner"), "bishop": N_("Bishop"),
    "architect": N_("Architect"), "governor": N_("Governor"),
}
OFFICE_POWERS = {
    "gunner": N_("+1 to the cannons' roll in a war; 5 VP at the end."),
    "general": N_("In a war: a free defender, 1 VP per enemy destroyed, and your defenders "
                  "may stand on any building."),
    "road_builder": N_("A free road every year; 2 VP per linked district at the end."),
    "defender": N_("A free wall every year; 3 VP per walled perimeter district at the end."),
    "stonemason": N_("1 stone every year; 5 VP at the end."),
    "carpenter_master": N_("1 wood every year; 5 VP at the end."),
    "craftsman": N_("1 precious resource every year; 8 VP at the end."),
    "merchant": N_("1 resource of your choice every year; 12 VP at the end."),
    "shipowner": N_("1 silver when the ship is sent; 3 VP per voyage."),
    "bishop": N_("4 VP per church or cathedral at the end."),
    "architect": N_("7 VP per major building in the city at the end."),
    "governor": N_("12 VP at the end, +6 per district with 4 noble buildings."),
}
GOODS = {"silver": N_("silver"), "stone": N_("stone"), "wood": N_("wood"),
         "precious": N_("precious")}
DISTRICTS = dict(zip(DISTRICT_IDS, (
    N_("North-west"), N_("North-west centre"), N_("North-east centre"), N_("North-east"),
    N_("West"), N_("East"), N_("River west"), N_("River east")), strict=True))
PHASES = {"placement": N_("Placing workers"), "effects": N_("Effects"),
          "build": N_("Completed building"), "order": N_("Turn order"), "over": N_("Game over"),
          "war": N_("War")}
SIDES = {"N": N_("north of {square}"), "W": N_("west of {square}"), "E": N_("east of {square}"),
         "S": N_("south of {square}")}


def building_name(bid: str) -> str:
    return t(BUILDINGS[bid]) if bid in BUILDINGS else bid


def office_name(oid: str) -> str:
    return t(OFFICES[oid]) if oid in OFFICES else oid


def good_name(good: str) -> str:
    return t(GOODS[good]) if good in GOODS else good


def district_name(square: str) -> str:
    """The district a square lies in ("Plaza Mayor" for the Plaza's squares)."""
    sq = SQUARE_BY_NAME.get(square.upper())
    if sq is None:
        return ""
    d = DISTRICT_OF[sq]
    return t("Plaza Mayor") if d < 0 else t(DISTRICTS[DISTRICT_IDS[d]])


def amounts(goods: dict[str, int]) -> str:
    """``2 silver, 1 stone`` (nothing: "nothing")."""
    parts = [f"{n} {good_name(g)}" for g, n in goods.items() if n]
    return ", ".join(parts) if parts else t("nothing")


def offer_goods(text: str) -> dict[str, int]:
    """``silver=2,stone=1`` as a mapping."""
    found: dict[str, int] = {}
    for part in text.split(","):
        name, _, value = part.partition("=")
        if name in GOODS and value.isdigit():
            found[name] = found.get(name, 0) + int(value)
    return found


def edge_text(edge: str) -> str:
    """``E7/F7`` → "between E7 and F7"; ``N:E1`` → "north of E1"."""
    if ":" in edge:
        side, _, square = edge.partition(":")
        return t(SIDES.get(side, "{square}"), square=square)
    a, _, b = edge.partition("/")
    return t("between {a} and {b}", a=a, b=b)


def box_value(view: View, major: str, box: int) -> int | None:
    m = list(MAJOR_BY_ID).index(major) if major in MAJOR_BY_ID else -1
    boxes = view.get("boxes") or []
    if 0 <= m < len(boxes) and 0 <= box < len(boxes[m]):
        return int(boxes[m][box])
    return None


def cost_text(major: str) -> str:
    info = MAJOR_BY_ID.get(major)
    if info is None:
        return ""
    if info.either:
        return t("1 stone or 1 wood")
    stone, wood, precious = info.cost
    return amounts({"stone": stone, "wood": wood, "precious": precious})


def label(view: View, move: str, player: int | None = None) -> str:
    """A move button's words: what the move does, in the book's terms."""
    kind, *args = move.split(":")
    if kind in wartext.WAR_MOVES or (kind == "done" and view.get("phase_id") == "war"):
        war = wartext.label(view, kind, args)
        if war is not None:
            return war
    if kind == "place":
        return t("Place a worker on {square}", square=args[0])
    if kind == "expropriate":
        return t("Expropriate {square}", square=args[0])
    if kind == "grid":
        box = int(args[1]) - 1 if args[1].isdigit() else -1
        vp = box_value(view, args[0], box)
        name = building_name(args[0])
        if "later" in args[2:]:
            text = t("{building}: a box of {vp} VP, pay later", building=name, vp=vp)
        elif args[0] == "roads":
            text = t("{building}: a box of {vp} VP", building=name, vp=vp)
        else:
            text = t("{building}: a box of {vp} VP, pay {cost} now", building=name, vp=vp,
                     cost=cost_text(args[0]))
        return text + (" " + t("(shadow worker)") if "shadow" in args[2:] else "")
    if kind in ("quarry", "forest"):
        i = int(args[0]) - 1 if args[0].isdigit() else 0
        need = QUARRY_BOXES[i] if 0 <= i < len(QUARRY_BOXES) else 1
        return (nt("Quarry: 1 worker for 1 stone", "Quarry: {n} workers for 1 stone", need)
                if kind == "quarry" else
                nt("Forest: 1 worker for 1 wood", "Forest: {n} workers for 1 wood", need))
    if kind == "office":
        info = OFFICE_BY_ID.get(args[0])
        return t("Claim the {office} ({silver} silver, needs {vp} VP)",
                 office=office_name(args[0]), silver=info.silver if info else "?",
                 vp=info.min_vp if info else "?")
    if kind == "build":
        name = building_name(args[1])
        if len(args) > 2:
            return t("Build a {building} on {square} (on a {tile} tile)", building=name,
                     square=args[0], tile=building_name(args[2]))
        return t("Build a {building} on {square}", building=name, square=args[0])
    if kind == "activate":
        bld = square_building(view, args[0])
        text = t("Activate the {building} on {square}", building=building_name(bld),
                 square=args[0])
        if len(args) > 1:
            text += " " + t("(sell {good})", good=good_name(args[1]))
        return text
    if kind == "collect":
        return (t("Quarry: take 1 stone") if args[0] == "quarry"
                else t("Forest: take 1 wood"))
    if kind == "craftwork":
        return t("Craft work: 1 {good} into 1 precious", good=good_name(args[0]))
    if kind == "load":
        names = ("stone", "wood", "precious")
        return t("Load {goods} on the ship", goods=amounts(
            {names[i]: int(a) for i, a in enumerate(args[:3]) if a.isdigit()}))
    if kind == "pay":
        return t("Pay the worker in the {building} grid ({cost})",
                 building=building_name(args[0]), cost=cost_text(args[0]))
    if kind == "take":
        return t("Take 1 {good} (Master Merchant)", good=good_name(args[0]))
    if kind == "road":
        return t("A road {where}", where=edge_text(":".join(args)))
    if kind == "wall":
        return t("A wall {where}", where=edge_text(":".join(args)))
    if kind == "site":
        return t("Put the building on {square}", square=args[0])
    if kind == "offer" and len(args) == 3:
        return t("Offer player {n}: {give} for {get}", n=args[0],
                 give=amounts(offer_goods(args[1])), get=amounts(offer_goods(args[2])))
    if kind == "move":
        return t("Move your marker to place {n}", n=args[0])
    return t(SIMPLE.get(kind, kind)) if kind in SIMPLE else move


SIMPLE = {
    "field": N_("Fields: 2 workers bring 1 silver"),
    "craft": N_("Craft work: 1 resource into a precious one"),
    "dock": N_("Ship's dock: load up to 3 resources"),
    "order": N_("Turn order: add a worker to your marker"),
    "send": N_("Send the ship (2 silver)"),
    "done": N_("Done placing"),
    "fieldwork": N_("Field work: take 1 silver"),
    "buy": N_("Buy the office claimed"),
    "none": N_("No free road or wall this year"),
    "accept": N_("Accept the offer"),
    "refuse": N_("Refuse the offer"),
    "end": N_("End your effects"),
    "stay": N_("Keep your place in the turn order"),
}


def square_building(view: View, square: str) -> str:
    sq = SQUARE_BY_NAME.get(square.upper())
    bld = view.get("bld") or []
    return str(bld[sq]) if sq is not None and sq < len(bld) else ""


# -- the log -------------------------------------------------------------------------------------

def describe(before: View, text: str, player: int, names: list[str], after: View) -> str:
    """The log's sentence for ``player`` playing ``text``, from the public views around it."""
    name = names[player] if 0 <= player < len(names) else "?"
    kind, *args = text.split(":")
    sentence = None
    if kind in wartext.WAR_MOVES or (kind == "done" and before.get("phase_id") == "war"):
        sentence = wartext.sentence(before, kind, args, name, player, names, after)
    elif kind == "place":
        sentence = t("{name} places a worker on {square} ({district}).", name=name,
                     square=args[0], district=district_name(args[0]))
    elif kind == "expropriate":
        sentence = t("{name} expropriates {square}: the workers there go home.", name=name,
                     square=args[0])
    elif kind == "grid":
        sentence = t("{name} puts a worker in the {building} grid ({vp} VP).", name=name,
                     building=building_name(args[0]),
                     vp=box_value(before, args[0], int(args[1]) - 1) if args[1].isdigit()
                     else "?")
        if "later" in args:
            sentence += " " + t("To be paid later.")
    elif kind == "build":
        sentence = t("{name} builds a {building} on {square}.", name=name,
                     building=building_name(args[1]), square=args[0])
    elif kind == "activate":
        sentence = t("{name} activates the {building} on {square}.", name=name,
                     building=building_name(square_building(before, args[0])), square=args[0])
    elif kind == "offer" and len(args) == 3:
        to = int(args[0]) - 1 if args[0].isdigit() else -1
        sentence = t("{name} offers {other} {give} for {get}.", name=name,
                     other=names[to] if 0 <= to < len(names) else "?",
                     give=amounts(offer_goods(args[1])), get=amounts(offer_goods(args[2])))
    elif kind == "accept":
        sentence = t("{name} accepts the offer.", name=name)
    elif kind == "refuse":
        sentence = t("{name} refuses the offer.", name=name)
    elif kind == "buy":
        sentence = bought(before, after, player, name)
    elif kind == "done":
        sentence = t("{name} is done placing.", name=name)
    elif kind == "end":
        sentence = t("{name} ends their effects.", name=name)
    elif kind == "move":
        sentence = t("{name} moves to place {n} in the turn order.", name=name, n=args[0])
    elif kind == "stay":
        sentence = t("{name} keeps their place in the turn order.", name=name)
    if sentence is None:
        sentence = plain_sentence(before, kind, args, name)
    if sentence is None:
        sentence = t("{name}: {move}", name=name, move=label(before, text, player))
    if before is not after:  # (a move played for a player is said with the views after it)
        more = wartext.aftermath(before, after, names)
        if more:
            sentence += " " + more
    return sentence + gains(before, after, player,
                            vp=not (before is not after and wartext.vp_said(before, after, player)))


SENTENCES = {
    "field": N_("{name} puts a worker in the fields."),
    "craft": N_("{name} puts a worker at the craft work."),
    "dock": N_("{name} puts a worker on the ship's dock."),
    "order": N_("{name} adds a worker to their turn-order marker."),
    "send": N_("{name} pays 2 silver to send the ship."),
    "fieldwork": N_("{name} takes 1 silver from the fields."),
    "none": N_("{name} places no free road or wall this year."),
}


def plain_sentence(before: View, kind: str, args: list[str], name: str) -> str | None:
    """The log's sentence for the moves that name a place, a good or an office."""
    if kind in SENTENCES:
        return t(SENTENCES[kind], name=name)
    if kind in ("quarry", "forest") and args and args[0].isdigit():
        i = int(args[0]) - 1
        need = QUARRY_BOXES[i] if 0 <= i < len(QUARRY_BOXES) else 1
        return (nt("{name} puts 1 worker in the quarry.", "{name} puts {n} workers in the quarry.",
                   need, name=name) if kind == "quarry" else
                nt("{name} puts 1 worker in the forest.", "{name} puts {n} workers in the forest.",
                   need, name=name))
    if kind == "office" and args:
        return t("{name} claims the office of {office}.", name=name, office=office_name(args[0]))
    if kind == "collect" and args:
        return (t("{name} takes 1 stone from the quarry.", name=name) if args[0] == "quarry"
                else t("{name} takes 1 wood from the forest.", name=name))
    if kind == "craftwork" and args:
        return t("{name} turns 1 {good} into a precious resource.", name=name,
                 good=good_name(args[0]))
    if kind == "load" and len(args) == 3:
        names = ("stone", "wood", "precious")
        return t("{name} loads {goods} on the ship.", name=name, goods=amounts(
            {names[i]: int(a) for i, a in enumerate(args) if a.isdigit()}))
    if kind == "pay" and args:
        return t("{name} pays for their worker in the {building} grid.", name=name,
                 building=building_name(args[0]))
    if kind == "take" and args:
        return t("{name} takes 1 {good} (Master Merchant).", name=name, good=good_name(args[0]))
    if kind in ("road", "wall") and args:
        where = edge_text(":".join(args))
        return (t("{name} places a road {where}.", name=name, where=where) if kind == "road"
                else t("{name} places a wall {where}.", name=name, where=where))
    if kind == "site" and args:
        return t("{name} puts the completed building on {square}.", name=name, square=args[0])
    return None


def bought(before: View, after: View, player: int, name: str) -> str:
    owners_before = before.get("office_owner") or []
    for i, owner in enumerate(after.get("office_owner") or []):
        if owner == player and (i >= len(owners_before) or owners_before[i] != player):
            oid = list(OFFICE_BY_ID)[i]
            return t("{name} buys the office of {office}.", name=name, office=office_name(oid))
    return t("{name} cannot pay for the office claimed: 5 VP lost.", name=name)


def gains(before: View, after: View, player: int, vp: bool = True) -> str:
    """" (+1 silver, −2 VP)": what the move changed in the player's supply (its VP left out
    when ``vp`` is false: said already)."""
    parts = []
    for key, word in (("silver", N_("silver")), ("stone", N_("stone")), ("wood", N_("wood")),
                      ("precious", N_("precious")), ("vp", N_("VP"))):
        if key == "vp" and not vp:
            continue
        a, b = before.get(key) or [], after.get(key) or []
        if player < len(a) and player < len(b) and a[player] != b[player]:
            diff = int(b[player]) - int(a[player])
            parts.append(f"{'+' if diff > 0 else '−'}{abs(diff)} {t(word)}")
    return f" ({', '.join(parts)})" if parts else ""


def passed_over(view: View, player: int, phase: str, names: list[str]) -> str | None:
    name = names[player] if 0 <= player < len(names) else "?"
    if phase == "placement":
        return t("{name} has no more workers to place.", name=name)
    if phase == "effects":
        return t("{name} has no effects to use.", name=name)
    return None


def round_label(before: View | None, after: View, names: list[str]) -> str | None:
    """The mark of a new year, and of each round of a war."""
    if before is not None and before.get("year") == after.get("year"):
        return wartext.round_label(before, after)
    return t("Year {year}", year=after.get("calendar_year", 1580))


def end_reason(view: View, names: list[str]) -> str | None:
    return t("The year {year} is over: the game ends.", year=view.get("calendar_year", ""))


SCORES = {"during_play": N_("VP during play"), "silver": N_("Silver (1 VP per 3)"),
          "offices": N_("Offices"), "houses": N_("Houses and districts")}


def score_label(category: str) -> str:
    return t(SCORES[category]) if category in SCORES else category.replace("_", " ")
