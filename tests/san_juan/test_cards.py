"""San Juan card texts, their Italian catalog and the icon sprite.

- every card type, role and table element has a card with a plain-words text and a symbol;
- the Italian names are the first-edition rulebook's;
- ``assets/art/sj/sprite.svg`` is valid XML under the size cap and has a symbol for every card
  type (``tests/test_art.py``: it is what its script writes).
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

from game.san_juan import data
from web.san_juan import cards

ROOT = Path(__file__).resolve().parents[2]
CATALOG = ROOT / "assets" / "i18n" / "it-san_juan.json"
SPRITE = ROOT / "assets" / "art" / "sj" / "sprite.svg"
SPRITE_MAX_BYTES = 60_000
SVG = "{http://www.w3.org/2000/svg}"

ITALIAN_NAMES = {  # rulebook 001 (first edition, Italian)
    "Smithy": "Fabbro", "Gold Mine": "Miniera d'oro", "Archive": "Archivio",
    "Poor House": "Ospizio", "Black Market": "Mercato nero",
    "Trading Post": "Stazione commerciale", "Well": "Pozzo", "Market Stand": "Bancarella",
    "Crane": "Gru", "Chapel": "Chiesa", "Tower": "Torre", "Aqueduct": "Acquedotto",
    "Carpenter": "Falegnameria", "Prefecture": "Prefettura", "Market Hall": "Mercato",
    "Quarry": "Cava", "Library": "Biblioteca", "Statue": "Statua", "Victory Column": "Obelisco",
    "Hero": "Cavaliere", "Guild Hall": "Sala delle Corporazioni", "City Hall": "Municipio",
    "Triumphal Arch": "Arco della Vittoria", "Palace": "Residenza",
    "Indigo Plant": "Impianto dell'Indaco", "Sugar Mill": "Mulino dello Zucchero",
    "Tobacco Storage": "Impianto del Tabacco", "Coffee Roaster": "Torrefazione del Caffè",
    "Silver Smelter": "Fonderia dell'Argento",
    "Builder": "Costruttore", "Producer": "Artigiano", "Trader": "Mercante",
    "Councillor": "Consigliere", "Prospector": "Cercatore d'oro", "Governor": "Governatore",
}


def sprite_ids() -> set[str]:
    root = ET.parse(SPRITE).getroot()
    return {s.get("id") for s in root.iter(f"{SVG}symbol")}


def test_every_card_type_has_a_card_with_its_name_a_text_and_a_symbol():
    ids = sprite_ids()
    for c in data.CARDS:
        card = cards.ALL_CARDS[f"c:{c.id}"]
        assert card.name == c.name and len(card.text) > 30 and card.icon in ids
        if c.production:
            assert card.phase == "producer" and data.GOOD_IDS[c.good] in card.text
        if c.six:
            assert card.phase == "end" and card.text.startswith("End of the game")


def test_every_role_has_an_action_and_a_privilege():
    for role_id, name in zip(data.ROLE_IDS, data.ROLE_NAMES, strict=True):
        card = cards.ALL_CARDS[f"r:{role_id}"]
        assert (card.name, card.phase) == (name, role_id)
        assert card.text and card.privilege and card.icon in sprite_ids()


def test_texts_are_plain_single_line_english_without_placeholders():
    for text in cards.english_strings():
        assert text == text.strip() and "\n" not in text and "  " not in text and "{" not in text


def test_every_card_text_has_an_italian_translation():
    it = json.loads(CATALOG.read_text(encoding="utf-8"))
    assert sorted(cards.english_strings() - set(it)) == []


def test_italian_names_are_the_rulebook_names():
    it = json.loads(CATALOG.read_text(encoding="utf-8"))
    for english, italian in ITALIAN_NAMES.items():
        assert it[english] == italian
    assert {c.name for c in data.CARDS} <= set(ITALIAN_NAMES)


def test_the_sprite_is_small_valid_and_has_every_symbol():
    text = SPRITE.read_text(encoding="utf-8")
    assert len(text.encode()) <= SPRITE_MAX_BYTES
    assert "<script" not in text and "href" not in text  # no scripts, no references
    expected = ({f"c-{c.id}" for c in data.CARDS} | {f"role-{r}" for r in data.ROLE_IDS}
                | {"governor", "card-back", "discard", "tile", "vp"})
    assert sprite_ids() == expected
