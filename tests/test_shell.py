"""The app shell knows no game, and a game's UI knows only views and legal move texts.

- no registered game id, and no ``if game == ...``, appears in ``web/``, ``tools/`` or
  ``serve.py`` outside the game's own rooms there (``web/<id>/``, ``tools/art/<id>/``);
- a game's UI package imports only what an allow-list names (the shell's interface for tables,
  its own package, its engine's pure data tables, the standard library), and the shell imports
  no engine;
- every registered game with a UI package renders its table, its cards, its end extras and every
  log sentence of random games from JSON views and legal move texts alone;
- re-drawing what a viewer cannot know (``GameDef.hidden``) changes neither the table that
  viewer sees nor any log sentence.
"""

from __future__ import annotations

import ast
import json
import random
import re
import sys
from pathlib import Path

import pytest

from game.core import GameRecord
from game.core.protocol import PassedOver
from game.core.registry import game_info, games, playable_games
from game.core.rng import Rng
from web.dom import to_json
from web.gameui import GameUI, TableContext, load_ui
from web.session import Session

ROOT = Path(__file__).resolve().parent.parent
TEXT_SUFFIXES = {".py", ".js", ".mjs", ".html", ".css", ".json", ".toml"}
UI_GAMES = [g.id for g in playable_games() if (ROOT / "web" / g.id / "__init__.py").exists()]


def own_rooms(game_id: str) -> list[Path]:
    """A game's own folders outside game/: its table (web/<id>/) and its art generators."""
    return [ROOT / "web" / game_id, ROOT / "tools" / "art" / game_id]


def shell_files() -> list[Path]:
    """web/ and tools/ (but the games' own rooms), and serve.py."""
    own = [room for g in games() for room in own_rooms(g.id)]
    files = [ROOT / "serve.py"]
    for folder in (ROOT / "web", ROOT / "tools"):
        files += [p for p in folder.rglob("*") if p.is_file() and p.suffix in TEXT_SUFFIXES
                  and "__pycache__" not in p.parts and not any(p.is_relative_to(o) for o in own)]
    return sorted(files)


def test_nothing_outside_a_games_own_packages_names_it():
    ids = [g.id for g in games() if (ROOT / "game" / g.id / "__init__.py").exists()]
    assert ids, "no game registered"  # (games registered by tests have no package to check)
    offenders = []
    for path in shell_files():
        text = path.read_text(encoding="utf-8")
        offenders += [f"{path.relative_to(ROOT)}: {g}" for g in ids if g in text]
        offenders += [f"{path.relative_to(ROOT)}: {m}" for m in
                      re.findall(r"\bif\s+[\w.]*game(?:_id)?\s*==", text)]
    assert offenders == []


def test_no_game_names_another_game():
    ids = [g.id for g in games() if (ROOT / "game" / g.id / "__init__.py").exists()]
    offenders = []
    for own in ids:
        for folder in (ROOT / "game" / own, *own_rooms(own)):
            for path in sorted(folder.rglob("*.py")) if folder.exists() else []:
                text = path.read_text(encoding="utf-8")
                offenders += [f"{path.relative_to(ROOT)}: {g}" for g in ids
                              if g != own and g in text]
    assert offenders == []


def _imports(path: Path) -> list[str]:
    names = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            names.append(node.module or "")
    return names


# The engine modules a game's table may read: its pure data tables, and its bots' rules of thumb
# on plain data (what a player would least want to lose: the table's pre-selections come from
# the bots' card values); a game's board when it is a pure table of constants (the squares, the
# districts and the edges of a map). (When an engine exposes a pure notation module, reading moves
# without a state, its name joins this list.)
ENGINE_MODULES_FOR_TABLES = ("data", "board", "bots.choices")
SHELL_MODULES_FOR_TABLES = ("web.gameui", "web.dom", "web.i18n")


def allowed_for_table(game_id: str, module: str) -> bool:
    """Whether ``web/<game_id>/`` may import ``module``: the shell's interface for tables, the
    game's own UI package, its engine's pure modules, and the standard library."""
    own = f"web.{game_id}"
    engine = {f"game.{game_id}.{name}" for name in ENGINE_MODULES_FOR_TABLES}
    return (module in SHELL_MODULES_FOR_TABLES or module == own or module.startswith(own + ".")
            or module in engine or module.split(".")[0] in sys.stdlib_module_names)


def package_imports(path: Path, package: str) -> list[str]:
    """Every module ``path`` (a module of ``package``) imports, relative imports resolved and
    ``from module import name`` counted as ``module.name`` when that is a module."""
    import importlib.util

    def is_module(name: str) -> bool:
        try:
            return importlib.util.find_spec(name) is not None
        except ModuleNotFoundError:  # a name inside a module, not a submodule
            return False

    names = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level:
                parts = package.split(".")
                module = ".".join(parts[:len(parts) - node.level + 1] + [module] * bool(module))
            names += [f"{module}.{alias.name}" if is_module(f"{module}.{alias.name}") else module
                      for alias in node.names]
    return names


@pytest.mark.parametrize("game_id", UI_GAMES)
def test_a_game_ui_imports_only_what_its_allow_list_names(game_id):
    files = sorted((ROOT / "web" / game_id).rglob("*.py"))
    imports = {f"{path.name}: {name}" for path in files
               for name in package_imports(path, f"web.{game_id}")}
    assert any(name.endswith(f": game.{game_id}.data") for name in imports)
    assert [i for i in sorted(imports) if not allowed_for_table(game_id, i.split(": ")[1])] == []


def test_the_table_allow_list_refuses_the_engine_and_the_rest_of_the_house():
    assert allowed_for_table("g", "web.g.table") and allowed_for_table("g", "game.g.data")
    assert allowed_for_table("g", "json") and allowed_for_table("g", "web.gameui")
    for refused in ("game.g", "game.g.state", "game.core", "game.core.record", "game.bots",
                    "web.session", "web.shell.app", "web.h.table", "game.h.data", "js"):
        assert not allowed_for_table("g", refused), refused


def test_the_shell_imports_no_engine():
    engines = {f"game.{g.id}" for g in games()}
    offenders = [f"{path.relative_to(ROOT)}: {name}" for path in shell_files()
                 if path.suffix == ".py" for name in _imports(path)
                 if any(name == e or name.startswith(e + ".") for e in engines)]
    assert offenders == []


# -- stylesheets: the shell's names no game; each game's lives with its table ---------------------
def css_classes(text: str) -> set[str]:
    """The class names a stylesheet's selectors name (comments and declarations left out)."""
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    selectors = []
    for chunk in re.split(r"[{}]", text)[::2]:  # what precedes each block: selectors, at-rules
        selectors.append(re.sub(r"@media[^{]*|\([^)]*\)", lambda m: m.group(0)
                                if m.group(0).startswith("(:") else "", chunk))
    return set(re.findall(r"\.(-?[_a-zA-Z][\w-]*)", " ".join(selectors)))


def written_classes(paths: list[Path]) -> tuple[set[str], set[str]]:
    """The words code may write into a class attribute: every word of its string literals, and
    the prefixes f-strings complete (``f"message-{kind}"``: ``message-``)."""
    words: set[str] = set()
    prefixes: set[str] = set()
    for path in paths:
        text = path.read_text(encoding="utf-8")
        if path.suffix != ".py":  # JavaScript and HTML: any word in them
            words |= set(re.findall(r"[\w-]+", text))
            continue
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                words |= set(node.value.split())
            elif isinstance(node, ast.JoinedStr):
                for part, after in zip(node.values, node.values[1:], strict=False):
                    if (isinstance(part, ast.Constant) and isinstance(after, ast.FormattedValue)
                            and part.value and not part.value[-1].isspace()):
                        prefixes.add(part.value.split()[-1])
    return words, prefixes


def shell_code() -> list[Path]:
    """What the shell itself draws with: its Python, its JavaScript and the page."""
    return [p for p in shell_files() if p.suffix in (".py", ".js", ".mjs")
            and p.is_relative_to(ROOT / "web")] + [ROOT / "index.html"]


def test_the_shells_stylesheet_styles_only_the_shell_and_what_every_table_shares():
    from web.gameui import TABLE_CLASSES

    words, prefixes = written_classes(shell_code())
    named = css_classes((ROOT / "assets" / "style.css").read_text(encoding="utf-8"))
    assert {"table-game", "seat-board", "legal"} <= named  # (the parser finds the classes)
    strangers = sorted(c for c in named - TABLE_CLASSES - words
                       if not any(c.startswith(p) for p in prefixes))
    assert strangers == []  # e.g. a game's pr-/sj- class: it belongs in web/<id>/table.css


@pytest.mark.parametrize("game_id", UI_GAMES)
def test_a_games_stylesheet_lives_with_its_table_is_shipped_and_styles_what_it_draws(game_id):
    import serve
    from web.gameui import TABLE_CLASSES

    ui = load_ui(game_id)
    package = ROOT / "web" / game_id
    sheets = sorted(package.glob("*.css"))
    assert sheets == ([package / ui.stylesheet] if ui.stylesheet else [])
    assert set(sheets) <= set(ROOT.glob(serve.GAME_STYLESHEETS))  # the build ships each

    words, prefixes = written_classes(sorted(package.glob("*.py")))
    for sheet in sheets:
        dead = sorted(c for c in css_classes(sheet.read_text(encoding="utf-8")) - TABLE_CLASSES
                      - words if not any(c.startswith(p) for p in prefixes))
        assert dead == [], f"{sheet.name} styles classes its table never draws"


def test_every_playable_game_is_found_by_convention():
    for game_id in UI_GAMES:
        ui = load_ui(game_id)
        assert isinstance(ui, GameUI) and ui.game_id == game_id
    assert load_ui("no_such_game") is None


def json_only(view: dict) -> dict:
    """The view as the browser would carry it: plain JSON, nothing else."""
    return json.loads(json.dumps(view))


def random_sessions(game_id: str, count: int, hidden: bool = True):
    definition = game_info(game_id)
    for seed in range(count):
        players = definition.min_players + seed % (definition.max_players
                                                    - definition.min_players + 1)
        options = {"players": players, **{o.id: hidden for o in definition.options
                                          if o.kind == "bool" and o.id.startswith("hidden")}}
        names = [f"P{p}" for p in range(players)]
        yield Session.open(GameRecord(game_id, options, seed, meta={"names": names}), "t", "t"), \
            random.Random(seed)


@pytest.mark.parametrize("game_id", UI_GAMES)
def test_the_table_cards_and_log_need_only_views_and_legal_texts(game_id):
    for session, rng in random_sessions(game_id, 3):
        ui = load_ui(game_id)
        colors = ["#000000"] * len(session.names())
        while not session.state.is_over():
            actor = session.to_act()
            legal = session.legal_texts()
            # the actor's table at every position, another seat's and a spectator's at every
            # third (a Río game is some 1,300 positions, its table 3 ms to build)
            others = {(actor + 1) % len(colors), None} if len(session.record.moves) % 3 == 0 \
                else set()
            for viewer in {actor} | others:
                ctx = TableContext(json_only(session.state.view(viewer)), legal, actor,
                                   viewer == actor, session.names(), colors)
                assert to_json(ui.render_table(ctx))
            if ui.card("", ctx.view, actor) is not None:
                for key in re.findall(r'"data-card":"([^"]+)"', to_json(ui.render_table(ctx))):
                    to_json(ui.card(key, ctx.view, actor))
            move = rng.choice(legal)
            before = json_only(session.state.view(None))
            session.play_text(move)
            sentence = ui.describe(before, move, actor, session.names(),
                                   json_only(session.state.view(None)))
            written = session.entries[-1]  # the move's entry, then what the engine did alone
            assert sentence and sentence == session.log[-written][1]
            after = json_only(session.state.view(None))
            passed = {ui.passed_over(after, p, event.phase, session.names())
                      for p, event in session.state.turn_events()
                      if isinstance(event, PassedOver)}
            assert all(s.endswith("(only option)") or s in passed
                       for _, s in session.log[len(session.log) - written + 1:])
        history = session.history()
        assert history is not None and len(history.views) == len(session.record.moves) + 1
        assert history.final == session.public
        to_json(ui.end_extras(history, session.names(), colors))


def redrawn_part(state) -> object:
    """What a re-deal changes: the players' part of the state (their hidden cards and VP), or
    the whole state for a game without one (where only the dice to come are hidden)."""
    data = state.to_json()
    return data.get("players", data)


@pytest.mark.parametrize("game_id", [g for g in UI_GAMES if game_info(g).hidden is not None])
def test_hidden_information_changes_neither_the_table_nor_the_log(game_id):
    redraw = game_info(game_id).hidden.redraw
    checked = changed = 0
    for session, rng in random_sessions(game_id, 3):
        ui = load_ui(game_id)
        state = session.state
        players = len(session.names())
        colors = ["#000000"] * players
        while not state.is_over():
            actor = state.current_players()[0]
            legal = [state.move_to_text(m) for m in state.legal_moves(actor)]
            move = rng.choice(legal)
            if rng.random() < 0.2:
                for viewer in range(players):
                    other = redraw(state, viewer, Rng(rng.randrange(2**62)))
                    tables = [to_json(ui.render_table(TableContext(
                        s.view(viewer), legal if viewer == actor else [], actor,
                        viewer == actor, session.names(), colors))) for s in (state, other)]
                    assert tables[0] == tables[1]
                    sentences = []
                    # a move naming a hidden card (a card kept, paid, discarded) is legal only
                    # where the actor holds it: the re-drawn positions that keep the actor's
                    # cards (the actor's own eyes) are compared
                    if not other.is_legal(other.parse_move(move), actor):
                        continue
                    afters = []
                    for s in (state, other):
                        before = s.view(None)
                        after_state = s.clone()
                        after_state.apply(after_state.parse_move(move), actor)
                        afters.append(after_state.view(None))
                        sentences.append(ui.describe(before, move, actor, session.names(),
                                                     afters[-1]))
                    # a move whose public outcome the hidden information decides (Río's dice,
                    # rolled in the open) is said as it turned out
                    if afters[0] != afters[1]:
                        continue
                    assert sentences[0] == sentences[1]
                    checked += 1
                    changed += redrawn_part(other) != redrawn_part(state)
            state.apply(state.parse_move(move), actor)
    assert checked > 50 and changed > 10  # hidden VP really were re-drawn


def test_the_bot_levels_speak_no_games_words() -> None:
    # A level's name and description are shown for every game: no word in them may come from a
    # game's own vocabulary, the texts its UI builds from the engine's data tables (names, card
    # texts; e.g. a Medium that "plans roles, buildings and shipping"), unless the shell says it.
    import importlib

    from game.bots import LEVELS
    from game.core.registry import installed_games
    from tools.i18n_strings import bot_level_keys, shell_keys

    def words(texts: set[str]) -> set[str]:
        return {w for text in texts for w in re.findall(r"[a-z]+", text.lower())}

    shell = words(shell_keys() - bot_level_keys())
    vocabularies = {}
    for definition in installed_games():
        if (ROOT / "web" / definition.id / "__init__.py").exists():
            ui = importlib.import_module(f"web.{definition.id}")
            texts = getattr(ui, "catalog_strings", set)()
            vocabularies[definition.id] = words(set(texts)) - shell
    assert vocabularies
    for level in LEVELS:
        said = words({level.name, level.description})
        for game_id, vocabulary in vocabularies.items():
            assert said & vocabulary == set(), (level.id, game_id)


# -- the setup form, generated from a game's option schema ----------------------------------------
def test_the_setup_form_is_generated_from_the_option_schema_and_shows_refusals_next_to_it(
        monkeypatch):
    from game.core import registry
    from game.core.protocol import GameDef, Option
    from web.shell.setup import Setup

    definition = GameDef(
        id="form_game", name="Form Game", min_players=2, max_players=4,
        options=(Option("short", "Short game", "Ends after five rounds.", False),
                 Option("map_side", "Map", "Which side of the board.", "north", "choice",
                        (("north", "North"), ("south", "South")))),
        check_options=lambda o: ("The south side needs three players."
                                 if o["map_side"] == "south" and o["players"] < 3 else None))
    monkeypatch.setitem(registry._registered, definition.id, definition)

    class Form(Setup):
        def render_bot_settings(self) -> list:
            return []

    form = Form()
    form.setup_seats = []
    form.begin_setup("form_game")
    html = to_json(form.render_setup())
    assert '"type":"checkbox","name":"option-short"' in html and '"data-testid":"short"' in html
    assert '"name":"option-map_side"' in html and '"data-testid":"map-side"' in html
    assert "Ends after five rounds." in html and "Which side of the board." in html
    assert '["option",{"value":"\\"south\\"","selected":false},["South"]]' in html
    assert form.check_setup() == {"players": 2, "short": False, "map_side": "north"}
    form.setup_options["map_side"] = "south"
    assert form.check_setup() is None
    assert form.setup_error == "The south side needs three players."
    options = re.search(r'\["fieldset",\{"class":"options".*', to_json(form.render_setup()))
    assert options and '"data-testid":"setup-error"' in options.group(0)
    form.setup_players = 3
    assert form.check_setup() == {"players": 3, "short": False, "map_side": "south"}
    assert "setup-error" not in to_json(form.render_setup())


def find_element(nodes: list, attribute: str, value: str) -> list | None:
    """The first element (as ``to_json`` writes it) whose ``attribute`` is ``value``."""
    for node in nodes:
        if isinstance(node, list):
            _, attrs, children = node
            if (attrs or {}).get(attribute) == value:
                return node
            found = find_element(children, attribute, value)
            if found is not None:
                return found
    return None


def test_the_seat_choices_are_the_bot_levels_of_the_registry():
    from game.bots import DEFAULT_LEVEL, OFFERED_LEVELS
    from web import i18n
    from web.shell.seats import default_name
    from web.shell.setup import Setup

    class Form(Setup):
        def render_bot_settings(self) -> list:
            return []

    game_id = next(g for g in UI_GAMES if game_info(g).bots)
    form = Form()
    form.setup_seats = []
    form.begin_setup(game_id)
    seat = find_element(json.loads(to_json(form.render_setup())), "name", "seat1")
    options = [(attrs["value"], attrs.get("title"), text) for _, attrs, [text] in seat[2]]
    assert options == [("human", None, "Human")] + [
        (level.id, level.description, f"Bot: {level.name}") for level in OFFERED_LEVELS]
    assert next(attrs["value"] for _, attrs, _ in seat[2] if attrs.get("selected")) == \
        DEFAULT_LEVEL
    assert default_name(OFFERED_LEVELS[-1].id, 1) == f"{OFFERED_LEVELS[-1].name} bot 2"
    try:
        assert i18n.set_language("it") == "it"
        assert "Bot: facile" in to_json(form.render_setup())
    finally:
        i18n.set_language("en")


def test_the_log_and_the_table_speak_the_games_own_catalog():
    from web import i18n

    try:
        assert i18n.set_language("it") == "it"
        record = GameRecord("puerto_rico", {"players": 3}, 7, meta={"names": ["Ana", "Bo", "Cy"]})
        session = Session.open(record, "t", "t")
        session.play_text("role:mayor")
        # the move's own entry (placements left with one outcome follow it, "(only option)")
        assert "Caposquadra" in session.log[-session.entries[-1]][1]  # the rulebook's name
        ctx = TableContext(session.view(session.to_act()), session.legal_texts(),
                           session.to_act(), True, session.names(), ["#000000"] * 3)
        assert "Caposquadra" in to_json(session.ui.render_table(ctx))
        assert i18n.t("Mayor") == "Mayor"  # the shell's catalog has no such word
    finally:
        i18n.set_language("en")


def test_another_game_moves_in_with_nothing_but_its_ui_package(monkeypatch):
    """A toy game (tests/core/toy_game.py) with a ``web.toy`` package: found by convention, it
    writes the log from public views and draws its table from the viewer's view."""
    import sys
    import types

    from tests.core import toy_game

    seen: list[dict] = []

    class ToyUI(GameUI):
        game_id = toy_game.GAME.id

        def render_table(self, ctx: TableContext):
            return ("div", {"data-testid": "toy-table"},
                    [f"pile {ctx.view['pile']}, secrets {ctx.view['secrets']}"])

        def describe(self, before, text, player, names, after):
            seen.extend((before, after))
            return f"{names[player]} takes {before['pile'] - after['pile']}."

    package = types.ModuleType(f"web.{toy_game.GAME.id}")
    package.UI = ToyUI
    monkeypatch.setitem(sys.modules, package.__name__, package)
    session = Session.open(GameRecord(toy_game.GAME.id, {"players": 2}, 3, ["take:2"],
                                      meta={"names": ["Ana", "Bo"]}), "t", "t")
    assert isinstance(session.ui, ToyUI)
    session.play_text("take:1")
    assert [s for _, s in session.log] == ["Ana takes 2.", "Bo takes 1."]
    assert all(v["secrets"] == [None, None] for v in seen)  # the log saw public views only
    ctx = TableContext(session.view(0), session.legal_texts(), session.to_act(), True,
                       session.names())
    state = session.state
    assert to_json(session.ui.render_table(ctx)) == to_json(
        ("div", {"data-testid": "toy-table"},
         [f"pile {state.pile}, secrets [{state.secrets[0]}, None]"]))


def test_a_finished_games_history_is_its_public_views_and_totals_built_once_at_the_end():
    from tests.core import toy_game

    record = GameRecord(toy_game.GAME.id, {"players": 2}, 3, meta={"names": ["Ana", "Bo"]})
    session = Session.open(record, "t", "t")
    publics = [session.public]
    while not session.state.is_over():
        assert session.history() is None  # nothing for a UI while the game is played
        session.play_text(session.legal_texts()[0])
        publics.append(session.public)
    history = session.history()
    assert history is not None and history.views == publics and history.final == session.public
    assert all(v["secrets"] == [None, None] for v in history.views)  # public views only
    assert history.totals[:-1] == [[0, 0]] * (len(publics) - 1)
    assert history.totals[-1] == [s.total for s in session.state.final_scores()] != [0, 0]
    assert history.scores == session.state.final_scores()
    assert session.history() is history  # built once
    session.undo(2)  # the last two takes of one stone each, then the last two at once
    session.play_text("take:2")
    assert session.history().views == [*publics[:-2], session.public]


def test_a_random_first_player_turns_the_seats_and_everyone_keeps_their_name_kind_and_colour():
    from web.shell.seats import rotate_seats

    names, kinds, colors = ["Ana", "Bot 2", "Cy"], ["human", "easy", "human"], ["red", "blue", "g"]
    assert rotate_seats(0, names, kinds, colors) == [names, kinds, colors]
    turned = rotate_seats(2, names, kinds, colors)
    assert turned == [["Cy", "Ana", "Bot 2"], ["human", "human", "easy"], ["g", "red", "blue"]]
    assert sorted(zip(*turned, strict=True)) == sorted(zip(names, kinds, colors, strict=True))


# -- the frame's controls in a game's decision pane -----------------------------------------------
def test_the_frame_puts_its_controls_by_the_prompt_and_never_changes_the_games_nodes():
    from web.dom import h
    from web.shell.panes import dress_decision

    prompt = h("h2", {"data-testid": "prompt"}, "Ana: choose a role")
    pane = h("aside", {"data-pane": "decision"}, h("div", None, "Round 1"), prompt,
             h("div", {"class": "moves"}, "..."))
    table = h("div", {"class": "game"}, h("div", {"data-pane": "me"}, "my board"), pane)
    before = to_json(table)
    toggle, question = h("button", {"class": "bar-toggle"}), h("div", {"class": "confirm-bar"})
    dressed = dress_decision(table, [toggle], [question, None])
    assert to_json(table) == before  # the game's tree is untouched
    assert dressed is not None and dressed[2][0] is table[2][0]  # only the path is copied
    kids = dressed[2][1][2]
    assert kids[0] == pane[2][0] and kids[2] == question and kids[3] == pane[2][2]
    assert kids[1] == h("div", {"class": "decision-head"}, prompt, toggle)
    # a decision pane without a prompt gets the line first; a table without one, nothing
    bare = dress_decision(h("aside", {"data-pane": "decision"}, "x"), [toggle], [])
    assert bare == h("aside", {"data-pane": "decision"},
                     h("div", {"class": "decision-head"}, toggle), "x")
    assert dress_decision(h("div", None, h("p", {"data-testid": "prompt"}, "?")), [toggle],
                          []) is None


def test_the_panes_a_decision_acts_on_are_found_by_their_highlights_and_drop_targets():
    from web.dom import h
    from web.shell.panes import panes_with_legal

    table = h("div", None,
              h("aside", {"data-pane": "decision"}, h("button", {"class": "move legal"})),
              h("div", {"data-pane": "me"}, h("div", None, h("span", {"data-drop": "c-0"}))),
              h("div", {"data-pane": "table"}, h("div", {"class": "role legal taken"})),
              h("div", {"data-pane": "others"}, h("div", {"class": "illegal",
                                                          "data-drag": None})))
    assert panes_with_legal(table) == {"me", "table"}


@pytest.mark.parametrize("game_id", UI_GAMES)
def test_every_games_decision_pane_takes_the_frames_controls(game_id):
    from web.dom import h
    from web.shell.panes import dress_decision

    session, _ = next(random_sessions(game_id, 1))
    ui = load_ui(game_id)
    actor = session.to_act()
    ctx = TableContext(session.view(actor), session.legal_texts(), actor, True, session.names(),
                       ["#000000"] * len(session.names()))
    toggle = h("button", {"data-testid": "bar-toggle"})
    dressed = to_json(dress_decision(ui.render_table(ctx), [toggle], []))
    assert '"data-testid":"bar-toggle"' in dressed
    head = re.search(r'\["div",\{"class":"decision-head"\},\[(.*?)\]\]', dressed)
    assert head and '"data-testid":"prompt"' in head.group(1)  # the prompt, on the same line


# -- seats: a name given, else the default in the language shown ----------------------------------
def test_a_seat_left_unnamed_is_named_in_the_language_shown():
    from web import i18n
    from web.shell.seats import status_line

    record = GameRecord("puerto_rico", {"players": 3}, 7,
                        meta={"names": ["Ana", "", " "], "seats": ["human", "medium", "easy"]})
    session = Session.open(record, "t", "t")
    assert session.names() == ["Ana", "Medium bot 2", "Easy bot 3"]
    try:
        assert i18n.set_language("it") == "it"
        assert session.names() == ["Ana", "Bot medio 2", "Bot facile 3"]
        assert status_line({"turn": 1}, record.meta["names"], record.meta["seats"]) == \
            "Tocca a Bot medio 2"
    finally:
        i18n.set_language("en")


# -- one Italian word for one thing in the shell's catalog -----------------------------------------
# The shell's English words and the one Italian stem each is said with (the games' catalogs say
# "round", "plancia", "mossa" too).
SHELL_GLOSSARY = {"move": "moss", "moves": "moss", "turn": ("turno", "tocca"), "round": "round",
                  "seat": "post", "seats": "post", "undo": "annull", "human": "uman",
                  "humans": "uman", "log": "cronaca", "board": "plancia", "table": "tavol",
                  "player": "giocator", "players": "giocator", "bot": "bot", "bots": "bot",
                  "settings": "impostazion", "link": "link"}


def test_the_shells_italian_says_one_thing_with_one_word():
    catalog = json.loads((ROOT / "assets" / "i18n" / "it.json").read_text(encoding="utf-8"))
    strays = []
    for english, italian in catalog.items():
        words = set(re.findall(r"[a-z]+", english.lower()))
        for word, stems in SHELL_GLOSSARY.items():
            stems = (stems,) if isinstance(stems, str) else stems
            if word in words and not any(stem in italian.lower() for stem in stems):
                strays.append(f"{english!r} ({word}) -> {italian!r}")
    # "Cancel" (a question) and "Undo" (a move) are two things, said two ways
    assert catalog["Cancel"] != catalog["Undo"]
    assert strays == []


# -- a game's table preferences, remembered ------------------------------------------------------
@pytest.fixture
def settings_class(monkeypatch):
    import types

    fake = types.ModuleType("js")
    fake.window = types.SimpleNamespace()
    fake.document = types.SimpleNamespace()
    monkeypatch.setitem(sys.modules, "js", fake)
    monkeypatch.delitem(sys.modules, "web.shell.settings", raising=False)
    from web.shell.settings import Settings

    return Settings


def test_a_tables_preferences_are_kept_per_game_and_a_damaged_entry_is_ignored(settings_class):
    from web.storage import MemoryStorage

    shell = settings_class()
    shell.local = MemoryStorage()
    ui, other = load_ui(UI_GAMES[0]), load_ui(UI_GAMES[-1])
    ui.prefs["compact"] = False
    shell.save_game_prefs(ui)
    again = load_ui(UI_GAMES[0])
    shell.load_game_prefs(again)
    assert again.prefs["compact"] is False
    shell.local.setItem(f"ec:prefs:{other.game_id}", "{not json")
    defaults = dict(other.prefs)
    shell.load_game_prefs(other)  # a damaged entry: the UI keeps its defaults
    assert other.prefs == defaults
    shell.local.setItem(f"ec:prefs:{ui.game_id}", json.dumps({"x": "y" * 5000}))
    fresh = load_ui(UI_GAMES[0])
    shell.load_game_prefs(fresh)  # too long to be a table's few choices
    assert "x" not in fresh.prefs
    assert shell.pref("confirm") is True and shell.pref("sound") is False
