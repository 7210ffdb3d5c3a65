"""San Juan card texts: what every building card, role and the Governor does, in plain words.

Pure data (no browser imports). Every text is English and is the key of its translation: the UI
passes it through the game's ``t`` (``web/san_juan/i18n.py``); the Italian catalog is
``assets/i18n/it-san_juan.json``, and :func:`english_strings` lists the texts for
``tools/i18n_strings.py`` (through ``web.san_juan.catalog_strings``). Cost, VP and copies are not
repeated here: the UI reads them from :mod:`game.san_juan.data`.

The texts are the project's own sentences from the first-edition rulebook (the Italian one in
``/work/shared/rules/``). Sprite symbols (``assets/art/sj/sprite.svg``): ``c-<card id>``,
``role-<role id>``, ``governor``, ``card-back``, ``discard``, ``tile``, ``vp``.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.san_juan.data import CARDS, GOOD_IDS, ROLE_IDS, ROLE_NAMES


@dataclass(frozen=True)
class Card:
    """What the card panel shows about one card type, role or table element."""

    key: str  # the data-card key: "c:<card id>", "r:<role id>", "x:<thing>"
    name: str
    text: str  # plain-words effect (English; the UI passes it through t())
    privilege: str = ""  # roles: the chooser's privilege
    phase: str = ""  # the role id of the phase it acts in, "end", "round" or ""
    icon: str = ""  # symbol id in assets/art/sj/sprite.svg


# card id -> (phase, text)
_CARD_TEXTS: dict[str, tuple[str, str]] = {
    "indigo_plant": (
        "producer",
        "Production building: in the Producer phase it may receive one indigo, the top card of "
        "the deck laid face down on it. It holds one good at a time.",
    ),
    "sugar_mill": (
        "producer",
        "Production building: in the Producer phase it may receive one sugar, the top card of "
        "the deck laid face down on it. It holds one good at a time.",
    ),
    "tobacco_storage": (
        "producer",
        "Production building: in the Producer phase it may receive one tobacco, the top card of "
        "the deck laid face down on it. It holds one good at a time.",
    ),
    "coffee_roaster": (
        "producer",
        "Production building: in the Producer phase it may receive one coffee, the top card of "
        "the deck laid face down on it. It holds one good at a time.",
    ),
    "silver_smelter": (
        "producer",
        "Production building: in the Producer phase it may receive one silver, the top card of "
        "the deck laid face down on it. It holds one good at a time.",
    ),
    "smithy": (
        "builder",
        "Builder phase: a production building costs you 1 card less. No help for violet "
        "buildings.",
    ),
    "gold_mine": (
        "prospector",
        "Prospector phase, even when someone else chose the Prospector: you turn up the top 4 "
        "cards. If their costs all differ, you keep one of them; if two cost the same, all four "
        "are discarded.",
    ),
    "archive": (
        "councillor",
        "Councillor phase: the cards you draw join your hand first, so you may discard any cards "
        "of your hand instead of the ones you drew.",
    ),
    "poor_house": (
        "builder",
        "Builder phase: if after building you hold at most 1 card, you draw 1 card.",
    ),
    "black_market": (
        "builder",
        "Builder phase: you may pay with up to 2 of your goods as well as cards; each good given "
        "up takes 1 card off the cost.",
    ),
    "trading_post": (
        "trader",
        "Trader phase: you may sell 1 more good.",
    ),
    "well": (
        "producer",
        "Producer phase: if you produce at least 2 goods, you draw 1 card.",
    ),
    "market_stand": (
        "trader",
        "Trader phase: if you sell at least 2 goods, you draw 1 card.",
    ),
    "crane": (
        "builder",
        "Builder phase: you may build over one of your own buildings (never the same building); "
        "you pay only the difference in cost. The covered building and any good on it are lost.",
    ),
    "chapel": (
        "round",
        "At the start of each round you may tuck one card from your hand face down under the "
        "Chapel. Each tucked card is worth 1 VP at the end; nobody sees which cards they are.",
    ),
    "tower": (
        "round",
        "At the start of each round you may keep up to 12 cards in hand instead of 7.",
    ),
    "aqueduct": (
        "producer",
        "Producer phase: you may produce 1 more good.",
    ),
    "carpenter": (
        "builder",
        "Builder phase: after you build a violet building, you draw 1 card.",
    ),
    "prefecture": (
        "councillor",
        "Councillor phase: you keep 2 of the cards you draw instead of 1.",
    ),
    "market_hall": (
        "trader",
        "Trader phase: when you sell at least one good, you draw 1 card more (only one more, "
        "however many goods you sell).",
    ),
    "quarry": (
        "builder",
        "Builder phase: a violet building costs you 1 card less. No help for production "
        "buildings.",
    ),
    "library": (
        "",
        "Your role's privilege counts twice: as Builder 2 cards off, as Producer and Trader up "
        "to 3 goods, as Councillor 8 cards drawn, as Prospector 2 cards. With 2 players only "
        "once per round.",
    ),
    "statue": ("end", "A monument: it does nothing during play and is worth its VP."),
    "victory_column": ("end", "A monument: it does nothing during play and is worth its VP."),
    "hero": ("end", "A monument: it does nothing during play and is worth its VP."),
    "guild_hall": (
        "end",
        "End of the game: 2 VP for each production building in your city.",
    ),
    "city_hall": (
        "end",
        "End of the game: 1 VP for each violet building in your city, the City Hall included.",
    ),
    "triumphal_arch": (
        "end",
        "End of the game: 4 VP for one monument in your city (Statue, Victory Column, Hero), 6 "
        "VP for two, 8 VP for all three.",
    ),
    "palace": (
        "end",
        "End of the game: 1 VP more for every 4 VP you have, counted after everything else "
        "(rounded down).",
    ),
}

VIOLET_NOTE = ("You may own each violet building only once. It works from the end of the "
               "Builder phase in which you build it, and you may always choose not to use it.")
PRODUCTION_NOTE = "You may own several production buildings of the same kind."

# role id -> (action, privilege)
_ROLE_TEXTS: dict[str, tuple[str, str]] = {
    "builder": (
        "Starting with the Builder, everyone may build one building from their hand, paying "
        "its cost with other cards from their hand.",
        "You pay 1 card less.",
    ),
    "producer": (
        "Starting with the Producer, everyone may produce one good: the top card of the deck, "
        "face down, on one of their empty production buildings.",
        "You may produce 1 more good.",
    ),
    "trader": (
        "The top trading-house tile is turned up. Starting with the Trader, everyone may sell "
        "one good and draws as many cards as the tile pays for it.",
        "You may sell 1 more good.",
    ),
    "councillor": (
        "Starting with the Councillor, everyone draws 2 cards, keeps 1 and discards the other.",
        "You draw 5 cards instead of 2, and still keep 1.",
    ),
    "prospector": (
        "No action for anybody.",
        "You draw 1 card.",
    ),
}

ROLE_NOTE = ("Each round every player chooses one role (with 2 players the Governor chooses a "
             "second one last); a role chosen this round cannot be chosen again until the next.")

EXTRA_CARDS: dict[str, tuple[str, str, str]] = {  # key -> (name, text, icon)
    "x:governor": (
        "Governor",
        "Chooses the first role of the round; the card passes to the left after each round. At "
        "the start of a round, Chapel owners may tuck a card, then everyone with more than 7 "
        "cards (12 with a Tower) discards down to the limit.",
        "governor",
    ),
    "x:tile": (
        "Trading house",
        "Five tiles with the price of each good in cards. The Trader turns up the top one; it "
        "goes to the bottom of the pile at the end of the phase.",
        "tile",
    ),
    "x:deck": (
        "Deck",
        "Cards are drawn from here. When it runs out, the discard pile is shuffled into a new "
        "deck.",
        "card-back",
    ),
    "x:discard": (
        "Discard pile",
        "Cards paid, sold goods and discarded cards, face down: nobody may look at them.",
        "discard",
    ),
    "x:good": (
        "Good",
        "A card lying face down on a production building. Sold in the Trader phase for the "
        "tile's price, or given up at the Black Market; it counts for ties at the end.",
        "card-back",
    ),
}

GOOD_LABELS: dict[str, str] = {
    "indigo": "Indigo", "sugar": "Sugar", "tobacco": "Tobacco", "coffee": "Coffee",
    "silver": "Silver",
}


def _build_cards() -> dict[str, Card]:
    cards: dict[str, Card] = {}
    for c in CARDS:
        phase, text = _CARD_TEXTS[c.id]
        cards[f"c:{c.id}"] = Card(f"c:{c.id}", c.name, text, "", phase, f"c-{c.id}")
    for role_id, role_name in zip(ROLE_IDS, ROLE_NAMES, strict=True):
        text, privilege = _ROLE_TEXTS[role_id]
        cards[f"r:{role_id}"] = Card(f"r:{role_id}", role_name, text, privilege, role_id,
                                     f"role-{role_id}")
    for key, (name, text, icon) in EXTRA_CARDS.items():
        cards[key] = Card(key, name, text, "", "", icon)
    return cards


ALL_CARDS: dict[str, Card] = _build_cards()
assert set(GOOD_LABELS) == set(GOOD_IDS)


def english_strings() -> set[str]:
    """Every English text in this module (the keys the Italian catalog must hold)."""
    texts: set[str] = {VIOLET_NOTE, PRODUCTION_NOTE, ROLE_NOTE, *GOOD_LABELS.values()}
    for card in ALL_CARDS.values():
        texts.update(s for s in (card.name, card.text, card.privilege) if s)
    return texts
