"""Puerto Rico card texts, their Italian catalog and the icon sprite.

- every building, role and island tile has a card with a plain-words text;
- every English text of ``web/puerto_rico/cards.py`` has an Italian translation, with no stale
  keys, and the names are the 2020 Italian rulebook's;
- ``assets/art/pr/sprite.svg`` is valid XML under the size cap and has every symbol the UI
  needs (``tests/test_art.py``: it is what its script writes).
"""

from __future__ import annotations

import ast
import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

from game.puerto_rico import data
from game.puerto_rico.state import PHASE_IDS
from tools.i18n_strings import game_keys
from web.puerto_rico import cards

ROOT = Path(__file__).resolve().parents[2]
# Every building of the base game and of the expansions this build plays has its card and icon.
BASE_BUILDINGS = list(data.BUILDINGS)
CARDS_PY = ROOT / "web" / "puerto_rico" / "cards.py"
CATALOG = ROOT / "assets" / "i18n" / "it-puerto_rico.json"
MAIN_CATALOG = ROOT / "assets" / "i18n" / "it.json"
SPRITE = ROOT / "assets" / "art" / "pr" / "sprite.svg"
SPRITE_MAX_BYTES = 110_000  # the base game's icons were ~52 KB; the expansions' about as much
SVG = "{http://www.w3.org/2000/svg}"

SPRITE_IDS = (
    [f"good-{g}" for g in ("corn", "indigo", "sugar", "tobacco", "coffee")]
    + [f"tile-{t}" for t in ("corn", "indigo", "sugar", "tobacco", "coffee", "quarry", "empty",
                             "forest")]
    + ["colonist", "doubloon", "vp", "ship", "colonist-ship", "trading-house", "governor",
       "san-juan", "circle-empty", "circle-full"]
    + [f"role-{r}" for r in ("settler", "mayor", "builder", "craftsman", "trader", "captain",
                             "prospector")]
    + [f"b-{b}" for b in (
        "small_indigo_plant", "small_sugar_mill", "large_indigo_plant", "large_sugar_mill",
        "tobacco_storage", "coffee_roaster", "small_market", "hacienda", "construction_hut",
        "small_warehouse", "hospice", "office", "large_market", "large_warehouse", "factory",
        "university", "harbor", "wharf", "guild_hall", "residence", "fortress", "customs_house",
        "city_hall")]
    + [f"b-{b.id}" for b in data.BUILDINGS]
)

ITALIAN_NAMES = {  # rulebook 000 (2020, Italian)
    "Settler": "Colono", "Mayor": "Caposquadra", "Builder": "Costruttore",
    "Craftsman": "Artigiano", "Trader": "Mercante", "Captain": "Capitano",
    "Prospector": "Cercatore",
    "Corn": "Mais", "Indigo": "Indaco", "Sugar": "Zucchero", "Tobacco": "Tabacco",
    "Coffee": "Caffè", "Quarry": "Cava",
    "Small Indigo Plant": "Piccola Piantagione di Indaco",
    "Small Sugar Mill": "Piccolo Zuccherificio",
    "Large Indigo Plant": "Grande Piantagione di Indaco",
    "Large Sugar Mill": "Grande Zuccherificio",
    "Tobacco Storage": "Magazzino del Tabacco", "Coffee Roaster": "Fabbrica di Torrefazione",
    "Small Market": "Piccolo Mercato", "Hacienda": "Hacienda",
    "Construction Hut": "Capanna di Costruzione", "Small Warehouse": "Piccolo Magazzino",
    "Hospice": "Ospizio", "Office": "Ufficio", "Large Market": "Grande Mercato",
    "Large Warehouse": "Grande Magazzino", "Factory": "Fabbrica", "University": "Università",
    "Harbor": "Bacino di Attracco", "Wharf": "Molo", "Guild Hall": "Sala della Gilda",
    "Residence": "Residenza", "Fortress": "Fortezza", "Customs House": "Casa delle Dogane",
    "City Hall": "Municipio",
    # Expansion 1 (rulebook 000, ESPANSIONE 1; GAME_DATA B)
    "Aqueduct": "Acquedotto", "Black Market": "Mercato Nero", "Forest House": "Capanna nel Bosco",
    "Storehouse": "Deposito", "Guest House": "Albergo", "Trading Post": "Stazione Commerciale",
    "Church": "Chiesa", "Small Wharf": "Piccolo Molo", "Lighthouse": "Faro",
    "Specialty Factory": "Fabbrica Specializzata", "Library": "Biblioteca",
    "Union Hall": "Casa delle Unioni", "Cloister": "Convento", "Statue": "Statua",
    # Expansion 2 (rulebook 000, ESPANSIONE 2; GAME_DATA C)
    "Land Office": "Ufficio Territoriale", "Chapel": "Cappella", "Hunting Lodge": "Casa di Caccia",
    "Zoning Office": "Ufficio di Zona", "Royal Supplier": "Fornitore Reale", "Villa": "Villa",
    "Jeweler": "Gioielliere", "Royal Garden": "Giardino Reale",
}


# the phase icon printed on each small violet building (rulebook 000, "Gli Edifici")
VIOLET_PHASES = {
    "small_market": "trader", "hacienda": "settler", "construction_hut": "settler",
    "small_warehouse": "captain", "hospice": "settler", "office": "trader",
    "large_market": "trader", "large_warehouse": "captain", "factory": "craftsman",
    "university": "builder", "harbor": "captain", "wharf": "captain",
    "aqueduct": "craftsman", "black_market": "builder", "forest_house": "settler",
    "storehouse": "captain", "guest_house": "", "trading_post": "trader", "church": "builder",
    "small_wharf": "captain", "lighthouse": "captain", "specialty_factory": "craftsman",
    "library": "", "union_hall": "captain",
    "land_office": "trader", "chapel": "craftsman", "hunting_lodge": "settler",
    "zoning_office": "builder", "royal_supplier": "captain", "villa": "mayor",
}


def catalog() -> dict[str, str]:
    return json.loads(CATALOG.read_text(encoding="utf-8"))


def sprite_symbols() -> dict[str, ET.Element]:
    root = ET.parse(SPRITE).getroot()
    return {s.get("id"): s for s in root.iter(f"{SVG}symbol")}


def every_english_text() -> set[str]:
    """Collected from the public tables directly (not through cards.english_strings)."""
    texts = set(cards.GOOD_LABELS.values()) | {cards.OCCUPIED_NOTE, cards.ROLE_NOTE}
    for card in cards.ALL_CARDS.values():
        texts |= {card.name, card.text} | ({card.privilege} if card.privilege else set())
    for prompt in cards.PROMPTS.values():
        texts |= {prompt.title, prompt.hint}
    return texts


# -- cards ----------------------------------------------------------------------------------------


def test_every_building_has_a_card_with_its_data_name_and_a_text():
    for b in BASE_BUILDINGS:
        card = cards.ALL_CARDS[f"b:{b.id}"]
        assert (card.id, card.name, card.kind) == (b.id, b.name, "building")
        assert len(card.text) > 30 and card.privilege == ""
        assert card.icon == f"b-{b.id}"
        if b.is_production:
            assert card.phase == "craftsman"
        elif b.kind == data.VIOLET_LARGE and b.id != "statue":
            assert card.phase == "end" and card.text.startswith("End of the game")
        elif b.id == "statue":
            assert card.phase == "end" and "8 VP" in card.text
        else:
            assert card.phase == VIOLET_PHASES[b.id]


def test_every_role_has_a_card_with_action_and_privilege():
    for role_id, name in zip(data.ROLE_IDS, data.ROLE_NAMES, strict=True):
        card = cards.ALL_CARDS[f"r:{role_id}"]
        assert (card.id, card.name, card.kind, card.phase) == (role_id, name, "role", role_id)
        assert card.text and card.privilege and card.icon == f"role-{role_id}"


def test_every_island_tile_has_a_card():
    for tile_id in data.TILE_IDS:
        card = cards.tile_card(tile_id)
        assert (card.id, card.kind, card.icon) == (tile_id, "tile", f"tile-{tile_id}")
        assert card.name.casefold() == data.TILE_NAMES[data.TILE_IDS.index(tile_id)]
        assert card.text


def test_all_cards_are_keyed_by_kind_and_id():
    expected = (
        {f"b:{b.id}" for b in BASE_BUILDINGS}
        | {f"r:{r}" for r in data.ROLE_IDS}
        | {f"t:{t}" for t in data.TILE_IDS}
    )
    assert set(cards.ALL_CARDS) == expected
    for key, card in cards.ALL_CARDS.items():
        assert key == f"{card.kind[0]}:{card.id}"


def test_phases_name_a_role_or_the_end():
    allowed = set(data.ROLE_IDS) | {"end", ""}
    assert {card.phase for card in cards.ALL_CARDS.values()} <= allowed


def test_a_prompt_for_every_kind_of_decision():
    # every phase, the optional privileges asked inside the Mayor and the Captain, and the
    # Hacienda's forest question (Expansion 1)
    assert set(cards.PROMPTS) == (
        set(PHASE_IDS) - {"over"} | {"mayor-privilege", "captain-bonus", "settler-hacienda",
                                     "settler-plantation"}
        | {"mayor-ship", "lodge", "draft", "guests", "storage",
           "buccaneer", "buccaneer-loot", "buccaneer-raid"})
    assert cards.prompt_key({"phase": "settler", "new_buildings": {"hacienda_tile": "corn"}}) == (
        "settler-hacienda")
    assert cards.prompt_key({"phase": "mayor", "nobles": {"ship_take": 0}}) == "mayor-ship"
    assert cards.prompt_key({"phase": "mayor", "mayor": {"privilege_pending": True}}) == (
        "mayor-privilege")
    assert cards.prompt_key({"phase": "captain", "captain": {"bonus_pending": 1}}) == (
        "captain-bonus")
    assert cards.prompt_key({"phase": "captain", "captain": {"bonus_pending": 0}}) == "captain"


def test_a_settler_is_asked_about_a_quarry_only_when_one_is_offered():
    settler = {"phase": "settler"}
    assert cards.prompt_key(settler, ["take:corn", "take:quarry", "pass"]) == "settler"
    assert cards.prompt_key(settler, ["take:corn", "take:quarry+colonist", "pass"]) == "settler"
    assert cards.prompt_key(settler, ["take:corn", "pass"]) == "settler-plantation"
    assert "quarry" not in (cards.PROMPTS["settler-plantation"].title
                            + cards.PROMPTS["settler-plantation"].hint).lower()
    for prompt in cards.PROMPTS.values():
        assert prompt.title and len(prompt.hint) > 20
    assert "compulsory" in cards.PROMPTS["captain"].hint


def test_goods_labels_cover_every_good():
    assert list(cards.GOOD_LABELS) == list(data.GOOD_IDS)
    assert all(f"good-{g}" in SPRITE_IDS for g in data.GOOD_IDS)  # the table's barrels


def test_texts_are_plain_single_line_english():
    for text in every_english_text():
        assert text == text.strip() and "\n" not in text and "  " not in text
        assert "{" not in text  # no placeholders: t() must not try to fill them


def test_cards_module_stays_import_light():
    tree = ast.parse(CARDS_PY.read_text(encoding="utf-8"))
    modules = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            modules |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            modules.add((node.module or "").split(".")[0])
    assert modules <= {"__future__", "dataclasses", "typing", "game"}


# -- Italian --------------------------------------------------------------------------------------


def test_every_english_text_has_an_italian_translation_and_no_key_is_stale():
    it = catalog()
    english = every_english_text()
    assert english == cards.english_strings()
    assert sorted(english - set(it)) == []
    # the table UI (web/puerto_rico/*.py) keeps its own t("...") / N_("...") texts and the
    # registration's texts (landing, options) in the same catalog
    ui_texts = game_keys("puerto_rico")
    assert sorted(set(it) - english - ui_texts) == []
    for key, value in it.items():
        assert isinstance(value, str) and value.strip() == value and value, key


def test_italian_names_are_the_rulebook_names():
    it = catalog()
    for english, italian in ITALIAN_NAMES.items():
        assert it[english] == italian
    for tile in ("corn", "indigo", "sugar", "tobacco", "coffee"):
        name = cards.tile_card(tile).name
        assert it[name] == f"Possedimento di {it[cards.GOOD_LABELS[tile]].lower()}"


def test_italian_texts_use_the_rulebook_terms():
    it = catalog()
    joined = " ".join(it.values())
    for english_term in ("colonist", "trading house", "doubloon"):
        assert english_term not in joined.lower()
    assert "lavorator" in joined and "Casa di Commercio" in joined
    assert "Sala di Reclutamento" in joined


def test_italian_texts_use_one_term_for_one_thing():
    # the book's words (glossary, rules/README.md): colonists wait on the "porto", tiles lie in
    # the "Territorio" and buildings in the "Città", a plantation is a "Possedimento", a role's
    # privilege its "vantaggio", the Prospector the "Cercatore"
    it = catalog()
    values = list(it.values())
    for word in ("San Juan", "privilegi", "Palazz", "città", "possediment", "Esplorator",
                 "Cercatore d'oro", "coloni ", "isola è"):
        assert not [v for v in values if word in v], word
    assert it["Prospector"] == "Cercatore" and it["San Juan"] == "Porto"
    # "Piantagione" only in the names of the indigo plants
    assert all(v.count("Piantagion") == v.count("Piantagione di Indaco") for v in values)


def test_italian_catalog_agrees_with_the_main_catalog():
    main = json.loads(MAIN_CATALOG.read_text(encoding="utf-8"))
    it = catalog()
    clashes = {k: (main[k], it[k]) for k in set(main) & set(it) if main[k] != it[k]}
    assert clashes == {}


# -- sprite ---------------------------------------------------------------------------------------


def test_sprite_is_valid_xml_under_the_size_cap():
    assert SPRITE.stat().st_size < SPRITE_MAX_BYTES
    root = ET.parse(SPRITE).getroot()
    assert root.tag == f"{SVG}svg"


def test_sprite_has_every_symbol_the_ui_needs_with_a_title_and_the_64_grid():
    symbols = sprite_symbols()
    assert sorted(set(SPRITE_IDS) - set(symbols)) == []
    ids = re.findall(r'<symbol id="([^"]+)"', SPRITE.read_text(encoding="utf-8"))
    assert len(ids) == len(set(ids))
    for sid, symbol in symbols.items():
        assert symbol.get("viewBox") == "0 0 64 64", sid
        title = symbol.find(f"{SVG}title")
        assert title is not None and title.text, sid


def test_every_card_icon_is_in_the_sprite():
    symbols = sprite_symbols()
    assert sorted(c.icon for c in cards.ALL_CARDS.values() if c.icon not in symbols) == []


def test_sprite_is_self_contained():
    text = SPRITE.read_text(encoding="utf-8")
    for banned in ("<script", "<image", "<text", "<style", "href=", "url(", "<foreignObject"):
        assert banned not in text


def test_production_buildings_wear_their_goods_colour_violet_ones_violet_nobles_red():
    text = SPRITE.read_text(encoding="utf-8")
    symbols = dict(re.findall(r'<symbol id="([^"]+)"(.*?)</symbol>', text, re.S))
    good_fill = dict(zip(data.GOOD_IDS, ("#E9B824", "#3F51B5", "#FBFAF5", "#A0622D", "#4A2C1F"),
                         strict=True))
    for b in BASE_BUILDINGS:
        body = symbols[f"b-{b.id}"]
        if b.expansion == "nobles" and b.kind != data.VIOLET_LARGE:
            assert "#B9472C" in body, b.id  # the Nobles' red band (the Jeweler makes no good)
        elif b.is_production:
            assert good_fill[data.GOOD_IDS[b.good]] in body, b.id
        else:
            assert "#7B4F9A" in body, b.id
