"""Puerto Rico card texts: what every building, role and island tile does, in plain words.

Pure data for tooltips and cards (no browser imports). Every text is English and is the key of
its translation: the UI passes it through the game's ``t`` (``web/puerto_rico/i18n.py``); the
Italian catalog is ``assets/i18n/it-puerto_rico.json``, and :func:`english_strings` lists the texts
for ``tools/i18n_strings.py`` (through ``web.puerto_rico.catalog_strings``). Costs, victory points
and circles are not repeated here: the UI reads them from :mod:`game.puerto_rico.data`.

The texts follow the 2020 rulebook and the project's decisions in ``docs/rules-notes.md``
(Hacienda, Hospice, University, Wharf, storage...). A building works only while at least one
colonist occupies it (:data:`OCCUPIED_NOTE`); the texts take that as read.

Sprite symbols (``assets/art/pr/sprite.svg``): a card's ``icon`` is its symbol id, e.g.
``b-harbor``, ``role-captain``, ``tile-quarry``; goods are ``good-<id>``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.puerto_rico.data import BUILDINGS, ROLE_IDS, ROLE_NAMES, TILE_IDS


@dataclass(frozen=True)
class Card:
    """What a tooltip or card shows about one building, role or island tile."""

    id: str  # building id, role id or tile id (as in game.puerto_rico.data)
    name: str
    kind: str  # "building" | "role" | "tile"
    text: str  # plain-words effect (English; the UI passes it through t())
    privilege: str = ""  # roles: the chooser's privilege in plain words
    phase: str = ""  # when it acts: a role id, or "end" (end of the game); "" = always / none
    icon: str = ""  # symbol id in assets/art/pr/sprite.svg


@dataclass(frozen=True)
class Prompt:
    """The heading of one kind of decision and a one-line reminder of the rule at that moment."""

    title: str
    hint: str


# -- buildings -------------------------------------------------------------------------------------

# building id -> (phase, text)
_BUILDING_TEXTS: dict[str, tuple[str, str]] = {
    "small_indigo_plant": (
        "craftsman",
        "Makes indigo in the Craftsman phase: with its circle occupied, one occupied indigo "
        "plantation yields one barrel.",
    ),
    "small_sugar_mill": (
        "craftsman",
        "Makes sugar in the Craftsman phase: with its circle occupied, one occupied sugar "
        "plantation yields one barrel.",
    ),
    "large_indigo_plant": (
        "craftsman",
        "Makes indigo in the Craftsman phase: each occupied circle here lets one occupied indigo "
        "plantation yield a barrel, up to 3 barrels.",
    ),
    "large_sugar_mill": (
        "craftsman",
        "Makes sugar in the Craftsman phase: each occupied circle here lets one occupied sugar "
        "plantation yield a barrel, up to 3 barrels.",
    ),
    "tobacco_storage": (
        "craftsman",
        "Makes tobacco in the Craftsman phase: each occupied circle here lets one occupied "
        "tobacco plantation yield a barrel, up to 3 barrels.",
    ),
    "coffee_roaster": (
        "craftsman",
        "Makes coffee in the Craftsman phase: each occupied circle here lets one occupied coffee "
        "plantation yield a barrel, up to 2 barrels.",
    ),
    "small_market": (
        "trader",
        "Trader phase: each time you sell a barrel, you get 1 doubloon more.",
    ),
    "hacienda": (
        "settler",
        "Settler phase: before your normal pick you may draw the top hidden plantation and put "
        "it on your island. You must keep it; then take your face-up tile as usual.",
    ),
    "construction_hut": (
        "settler",
        "Settler phase: you may take a quarry instead of a face-up plantation, even when "
        "someone else chose the Settler.",
    ),
    "small_warehouse": (
        "captain",
        "End of the Captain phase: besides your single barrel, you keep every barrel of one "
        "kind of good.",
    ),
    "hospice": (
        "settler",
        "Settler phase: when you take a plantation or a quarry, you may put a free colonist on "
        "it, from the supply (or from the colonist ship if the supply is empty). Not on a tile "
        "drawn with the Hacienda.",
    ),
    "office": (
        "trader",
        "Trader phase: you may sell a kind of good that the trading house already holds.",
    ),
    "large_market": (
        "trader",
        "Trader phase: each time you sell a barrel, you get 2 doubloons more (3 more together "
        "with an occupied Small Market).",
    ),
    "large_warehouse": (
        "captain",
        "End of the Captain phase: besides your single barrel, you keep every barrel of two "
        "kinds of good (three kinds together with an occupied Small Warehouse).",
    ),
    "factory": (
        "craftsman",
        "Craftsman phase: producing 2, 3, 4 or 5 different kinds of good earns you 1, 2, 3 or 5 "
        "doubloons. The Craftsman's extra barrel does not count.",
    ),
    "university": (
        "builder",
        "Builder phase: when you buy a building, you may put one free colonist on it, from the "
        "supply (or from the colonist ship if the supply is empty). Only one, even on a building "
        "with several circles.",
    ),
    "harbor": (
        "captain",
        "Captain phase: every time you load goods, on a cargo ship or with your Wharf, you earn "
        "1 extra VP.",
    ),
    "wharf": (
        "captain",
        "Captain phase, once per phase: instead of using a cargo ship, you may ship all your "
        "barrels of one kind on your own ship, which has no size limit and takes any kind, even "
        "one already on a cargo ship. You score 1 VP per barrel as usual.",
    ),
    "guild_hall": (
        "end",
        "End of the game: 1 VP for each small and 2 VP for each large production building in "
        "your city, occupied or not.",
    ),
    "residence": (
        "end",
        "End of the game: VP for your filled island spaces, occupied or not: 4 VP for up to 9, "
        "5 VP for 10, 6 VP for 11 and 7 VP for all 12.",
    ),
    "fortress": (
        "end",
        "End of the game: 1 VP for every 3 colonists you have, on your island, in your city and "
        "in San Juan.",
    ),
    "customs_house": (
        "end",
        "End of the game: 1 VP for every 4 VP you earned during play (your chips, including any "
        "noted on paper); building VP do not count.",
    ),
    "city_hall": (
        "end",
        "End of the game: 1 VP for each violet building in your city, occupied or not, the City "
        "Hall included.",
    ),
    # Expansion 1, New Buildings (rulebook ESPANSIONE 1; docs/rules-notes.md 39-50)
    "aqueduct": (
        "craftsman",
        "Craftsman phase: when your Large Indigo Plant or Large Sugar Mill makes at least one "
        "barrel, you get one more barrel of that good.",
    ),
    "black_market": (
        "builder",
        "Builder phase, only when you cannot pay for a building: give back up to one colonist, "
        "one barrel and one VP chip, each worth 1 doubloon off; you then pay every doubloon you "
        "have. Not its own colonist.",
    ),
    "forest_house": (
        "settler",
        "Settler phase: you may lay a face-up plantation face down as a forest. Forests need no "
        "colonist; every 2 forests on your island take 1 doubloon off every building you buy.",
    ),
    "storehouse": (
        "captain",
        "End of the Captain phase: you keep up to 3 more barrels, of any kinds.",
    ),
    "guest_house": (
        "",
        "Holds up to 2 colonists as guests. In any of your decisions (not the Mayor's "
        "placement) a guest may move to a free circle of your plantations, quarries or other "
        "buildings, where it works at once and stays until the next Mayor phase.",
    ),
    "trading_post": (
        "trader",
        "Trader phase: you may sell your barrel to your own Trading Post instead of the trading "
        "house, any kind, even one the house holds; the Trader's privilege counts, the markets "
        "do not.",
    ),
    "church": (
        "builder",
        "Builder phase: each building you buy from the second or third row earns you 1 VP, from "
        "the fourth row 2 VP.",
    ),
    "small_wharf": (
        "captain",
        "Captain phase, once per phase: ship any barrels you choose, of any kinds, on your own "
        "small ship: 1 VP for every 2 barrels. It may replace a compulsory load.",
    ),
    "lighthouse": (
        "captain",
        "Captain phase: 1 doubloon each time you ship. As the Captain you also get 1 doubloon "
        "as the phase starts, whether you ship or not, and 1 more as privilege.",
    ),
    "specialty_factory": (
        "craftsman",
        "Craftsman phase: doubloons equal to one less than the most barrels you made of one "
        "good other than corn.",
    ),
    "library": (
        "",
        "Every privilege of a role you choose counts twice: two tiles as Settler, two colonists "
        "as Mayor, 2 doubloons off as Builder, two extra barrels as Craftsman, and so on.",
    ),
    "union_hall": (
        "captain",
        "Start of the Captain phase, before anyone ships: 1 VP for every 2 barrels of one kind "
        "you hold.",
    ),
    "cloister": (
        "end",
        "End of the game: VP for sets of 3 island tiles of one kind (plantations of one good, "
        "quarries or forests): 1, 3, 6 or 10 VP for 1, 2, 3 or 4 sets.",
    ),
    "statue": (
        "end",
        "Worth 8 VP at the end of the game. It has no circle and needs no colonist.",
    ),
    # Expansion 2, Nobles (rulebook ESPANSIONE 2; docs/rules-notes.md 52-60): the effect of the
    # Zoning Office, Chapel, Hunting Lodge and Land Office depends on a worker or a noble
    "land_office": (
        "trader",
        "Trader phase, once in your turn: with a worker, buy the top hidden plantation for 1 "
        "doubloon; with a noble, sell one of your plantations for 1 doubloon.",
    ),
    "chapel": (
        "craftsman",
        "Start of every Craftsman phase: with a worker, 1 doubloon; with a noble, 1 VP.",
    ),
    "hunting_lodge": (
        "settler",
        "End of every Settler phase: with a worker, you may discard a plantation or a forest; "
        "with a noble, 2 VP if you alone have the most empty island spaces.",
    ),
    "zoning_office": (
        "builder",
        "Builder phase: with a worker, 1 doubloon off every building of rows 1 to 3; with a "
        "noble, 2 doubloons off every large building (row 4).",
    ),
    "royal_supplier": (
        "captain",
        "Captain phase, before your first turn: give back one barrel per noble you own, each of "
        "a different kind, for 1 VP each.",
    ),
    "villa": (
        "mayor",
        "Every Mayor phase: you take a noble from the supply (a worker when the nobles have run "
        "out).",
    ),
    "jeweler": (
        "craftsman",
        "Craftsman phase: 1 doubloon for each noble you own. Counts as a large production "
        "building for the Guild Hall.",
    ),
    "royal_garden": (
        "end",
        "End of the game: 1 more VP for each noble you own, wherever it stands.",
    ),
}

OCCUPIED_NOTE = (
    "A building works only while at least one colonist occupies it; large buildings score their "
    "bonus only if occupied at the end."
)

# -- roles -----------------------------------------------------------------------------------------

# role id -> (action, privilege)
_ROLE_TEXTS: dict[str, tuple[str, str]] = {
    "settler": (
        "Starting with you, each player may take one face-up plantation and put it on an empty "
        "island space. Then the leftover tiles are discarded and fresh ones turned up.",
        "You may take a quarry instead of a plantation.",
    ),
    "mayor": (
        "The colonists on the colonist ship are handed out one at a time, starting with you. "
        "Everyone then arranges all their colonists; spare ones wait in San Juan only when every "
        "circle is full. The ship is refilled: one colonist per empty building circle, at least "
        "one per player.",
        "You first take one extra colonist from the supply, if any are left.",
    ),
    "builder": (
        "Starting with you, each player may buy one building for their city. Each occupied "
        "quarry takes 1 doubloon off, but a building's row on the board (1 to 4) caps how many "
        "quarries count. Nobody may own the same building twice.",
        "You pay 1 doubloon less.",
    ),
    "craftsman": (
        "Every player, starting with you, takes the goods they produce: one barrel for each "
        "occupied plantation matched by an occupied production circle (corn needs no building). "
        "When a good runs out, later players get none of it.",
        "After production, you take one more barrel of a kind you produced.",
    ),
    "trader": (
        "Starting with you, each player may sell one barrel to the trading house: corn 0, indigo "
        "1, sugar 2, tobacco 3, coffee 4 doubloons. It buys only kinds it does not hold yet and "
        "has room for 4 barrels; when full, it is emptied at the end of the phase.",
        "You get 1 extra doubloon for your sale.",
    ),
    "captain": (
        "Starting with you, players take turns loading one kind of good onto a cargo ship, 1 VP "
        "per barrel, until nobody can load any more; loading is compulsory. Then each player "
        "keeps one barrel (more with warehouses), the rest are lost, and full ships are emptied.",
        "You earn 1 extra VP if you load anything in this phase.",
    ),
    "prospector": (
        "No action: the phase ends at once.",
        "You take 1 doubloon from the bank.",
    ),
    "buccaneer": (  # Expansion 3
        "Only you act, with one option: Piracy (empty a cargo ship, keep up to 3 of its barrels), "
        "Plunder (empty the trading house, 1 VP per good), Raid (cut the colonist ship to one "
        "colonist per player, place up to 3 of those removed on your board), or Kidnapping (take "
        "an unused role card and its doubloons: 3 doubloons when an opponent chooses it, and you "
        "play it at the end of the round if nobody did).",
        "You take the Buccaneer token: you cannot choose the Buccaneer while you hold it.",
    ),
}

ROLE_NOTE = (
    "Whoever chooses a role takes the doubloons lying on its card. Roles nobody chose get 1 "
    "doubloon each at the end of the round."
)

# -- island tiles ----------------------------------------------------------------------------------

# tile id -> (name, text)
_TILE_TEXTS: dict[str, tuple[str, str]] = {
    "corn": (
        "Corn Plantation",
        "When occupied, it gives one barrel of corn in the Craftsman phase. Corn needs no "
        "production building.",
    ),
    "indigo": (
        "Indigo Plantation",
        "When occupied, it gives one barrel of indigo in the Craftsman phase, if an occupied "
        "circle in an indigo plant is free to process it.",
    ),
    "sugar": (
        "Sugar Plantation",
        "When occupied, it gives one barrel of sugar in the Craftsman phase, if an occupied "
        "circle in a sugar mill is free to process it.",
    ),
    "tobacco": (
        "Tobacco Plantation",
        "When occupied, it gives one barrel of tobacco in the Craftsman phase, if an occupied "
        "circle in the Tobacco Storage is free to process it.",
    ),
    "coffee": (
        "Coffee Plantation",
        "When occupied, it gives one barrel of coffee in the Craftsman phase, if an occupied "
        "circle in the Coffee Roaster is free to process it.",
    ),
    "quarry": (
        "Quarry",
        "When occupied, it takes 1 doubloon off each building you buy; a building's row on the "
        "board (1 to 4) caps how many quarries count. Only the Settler or the owner of an "
        "occupied Construction Hut may take one.",
    ),
}

# -- goods (labels for barrels, counts and prices) -------------------------------------------------

GOOD_LABELS: dict[str, str] = {
    "corn": "Corn",
    "indigo": "Indigo",
    "sugar": "Sugar",
    "tobacco": "Tobacco",
    "coffee": "Coffee",
}

# -- prompts, one per kind of decision (keyed by the engine's phase ids, see prompt_key) -----------

PROMPTS: dict[str, Prompt] = {
    "role": Prompt(
        "Choose a role",
        "You get its privilege and any doubloons on the card; then everyone, starting with "
        "you, carries out its action.",
    ),
    "settler": Prompt(
        "Take a plantation or a quarry",
        "Put one face-up tile on an empty island space. A quarry needs the Settler's privilege "
        "or an occupied Construction Hut.",
    ),
    "settler-plantation": Prompt(  # no quarry offered (no privilege, no Construction Hut)
        "Take a plantation",
        "Put one face-up plantation on an empty island space, or pass.",
    ),
    "mayor": Prompt(
        "Place your colonists",
        "Put colonists on the circles of your plantations, quarries and buildings; they may wait "
        "in San Juan only when every circle is full.",
    ),
    "builder": Prompt(
        "Choose a building to buy",
        "Occupied quarries and the Builder's privilege lower the price. You may own each "
        "building only once; a large one needs two free city spaces.",
    ),
    "craftsman": Prompt(
        "Choose an extra barrel",
        "As the Craftsman you may take one more barrel of a kind you produced this phase.",
    ),
    "trader": Prompt(
        "Sell a barrel",
        "The trading house buys only kinds it does not hold yet, unless you have an occupied "
        "Office; you may also pass.",
    ),
    "captain": Prompt(
        "Load goods: choose a kind and a ship",
        "Loading is compulsory: as many barrels of one kind as fit, on the ship already carrying "
        "that kind, else on the empty ship that takes the most.",
    ),
    "mayor-privilege": Prompt(
        "Take the privilege colonist?",
        "The Mayor's privilege is optional. Few colonists are left: if the supply cannot refill "
        "the colonist ship at the end of this phase, the game ends after this round.",
    ),
    "captain-bonus": Prompt(
        "Take your bonus victory points?",
        "The Captain's privilege and the Harbor are optional. These chips would empty the VP "
        "supply, and the game ends after this round when the supply runs out.",
    ),
    "draft": Prompt(
        "Place a violet building on the board",
        "Before the first round each player in turn puts one violet building on a free board "
        "space of the same cost. Buildings left over are out of the game.",
    ),
    "guests": Prompt(
        "Move your guests?",
        "Your Guest House's guests may move now, before the phase's first effects, to a free "
        "circle where they work at once.",
    ),
    "settler-hacienda": Prompt(
        "Keep the Hacienda's plantation or lay it as a forest?",
        "Only you see the tile you drew. A forest needs no colonist; every 2 forests take 1 "
        "doubloon off every building.",
    ),
    "storage": Prompt(
        "Keep which barrels?",
        "You keep one barrel, plus all barrels of one kind with a Small Warehouse and of two "
        "kinds with a Large one; the rest go back to the supply.",
    ),
    # Expansion 2 (Nobles)
    "mayor-ship": Prompt(
        "Take the noble or a worker?",
        "Colonists are taken from the ship one at a time from the Mayor on. The noble is worth "
        "1 VP at the end; whoever does not take it leaves it to the next player.",
    ),
    "lodge": Prompt(
        "Hunting Lodge: discard a tile?",
        "With a worker on your Hunting Lodge you may discard one plantation or forest from your "
        "island; a colonist on it goes to San Juan.",
    ),
    # Expansion 3 (Buccaneer)
    "buccaneer": Prompt(
        "Choose the Buccaneer's option",
        "Only you act: Piracy, Plunder, Raid or Kidnapping, or nothing.",
    ),
    "buccaneer-loot": Prompt(
        "Keep how many of the pirated barrels?",
        "You may keep up to 3 of the barrels taken from the ship; the rest go back to the "
        "supply.",
    ),
    "buccaneer-raid": Prompt(
        "Place the raided colonists",
        "Up to 3 of the colonists taken from the ship go straight to free circles on your "
        "island or in your city, never to San Juan.",
    ),
}

# -- the cards -------------------------------------------------------------------------------------


def _build_cards() -> dict[str, Card]:
    cards: dict[str, Card] = {}
    for b in BUILDINGS:
        phase, text = _BUILDING_TEXTS[b.id]
        cards[f"b:{b.id}"] = Card(b.id, b.name, "building", text, "", phase, f"b-{b.id}")
    for role_id, role_name in zip(ROLE_IDS, ROLE_NAMES, strict=True):
        text, privilege = _ROLE_TEXTS[role_id]
        cards[f"r:{role_id}"] = Card(
            role_id, role_name, "role", text, privilege, role_id, f"role-{role_id}"
        )
    for tile_id in TILE_IDS:
        name, text = _TILE_TEXTS[tile_id]
        cards[f"t:{tile_id}"] = Card(tile_id, name, "tile", text, "", "", f"tile-{tile_id}")
    return cards


ALL_CARDS: dict[str, Card] = _build_cards()


def tile_card(tile_id: str) -> Card:
    """The card of an island tile: corn, indigo, sugar, tobacco, coffee or quarry."""
    return ALL_CARDS[f"t:{tile_id}"]


def prompt_key(view: dict[str, Any], legal: list[str] | tuple[str, ...] = ()) -> str:
    """Which prompt the decision of ``view`` gets: its phase, or an optional privilege; a
    Settler's (``legal``: the moves offered) speaks of a quarry only when one is offered."""
    if view.get("mayor", {}).get("privilege_pending"):
        return "mayor-privilege"
    if view.get("captain", {}).get("bonus_pending"):
        return "captain-bonus"
    if view["phase"] == "settler" and (view.get("new_buildings") or {}).get("hacienda_tile"):
        return "settler-hacienda"
    if view["phase"] == "mayor" and (view.get("nobles") or {}).get("ship_take") is not None:
        return "mayor-ship"
    if view["phase"] == "buccaneer":
        step = (view.get("buccaneer") or {}).get("step", "option")
        return "buccaneer" if step == "option" else f"buccaneer-{step}"
    if view["phase"] == "settler" and legal and not any(
            m.startswith("take:quarry") for m in legal):
        return "settler-plantation"
    return str(view["phase"])


def english_strings() -> set[str]:
    """Every English text in this module (the keys the Italian catalog must hold)."""
    texts: set[str] = {OCCUPIED_NOTE, ROLE_NOTE, *GOOD_LABELS.values()}
    for card in ALL_CARDS.values():
        texts.update(s for s in (card.name, card.text, card.privilege) if s)
    for prompt in PROMPTS.values():
        texts.update((prompt.title, prompt.hint))
    return texts

