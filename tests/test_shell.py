"""The app shell knows no game, and a game's UI knows only views and legal move texts.

- no registered game id, and no ``if game == ...``, appears in ``web/``, ``tools/`` or
  ``serve.py`` outside the game's own UI package (``web/<id>/``);
- a game's UI package never imports its engine's state module, and the shell imports no engine;
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
from pathlib import Path

import pytest

from game.core import GameRecord
from game.core.registry import game_info, games, playable_games
from game.core.rng import Rng
from web.dom import to_json
from web.gameui import GameUI, TableContext, load_ui
from web.session import Session

ROOT = Path(__file__).resolve().parent.parent
TEXT_SUFFIXES = {".py", ".js", ".mjs", ".html", ".css", ".json", ".toml"}
UI_GAMES = [g.id for g in playable_games() if (ROOT / "web" / g.id / "__init__.py").exists()]


def shell_files() -> list[Path]:
    """web/ (but the games' packages), tools/ and serve.py."""
    own = [ROOT / "web" / g.id for g in games()]
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
        for folder in (ROOT / "game" / own, ROOT / "web" / own):
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


@pytest.mark.parametrize("game_id", UI_GAMES)
def test_a_game_ui_never_imports_its_engine_state(game_id):
    definition = game_info(game_id)
    state_module = definition.state_class.__module__
    offenders = [f"{path.name}: {name}" for path in sorted((ROOT / "web" / game_id).rglob("*.py"))
                 for name in _imports(path) if name == state_module]
    assert offenders == []


def test_the_shell_imports_no_engine():
    engines = {f"game.{g.id}" for g in games()}
    offenders = [f"{path.relative_to(ROOT)}: {name}" for path in shell_files()
                 if path.suffix == ".py" for name in _imports(path)
                 if any(name == e or name.startswith(e + ".") for e in engines)]
    assert offenders == []


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
            for viewer in {actor, (actor + 1) % len(colors), None}:
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
            written = session.entries[-1]  # the move's entry, then decisions taken for players
            assert sentence and sentence == session.log[-written][1]
            assert all(s.endswith("(only option)") for _, s in session.log[len(session.log)
                                                                          - written + 1:])
        to_json(ui.end_extras(session.record, session.names(), colors))


def _redraw(definition):
    """The game's redraw of what a seat cannot know: its ``hidden`` information's (the older
    ``redraw_hidden`` hook while a game still has one)."""
    return definition.hidden.redraw if definition.hidden is not None else definition.redraw_hidden


@pytest.mark.parametrize("game_id", [g for g in UI_GAMES if _redraw(game_info(g))])
def test_hidden_information_changes_neither_the_table_nor_the_log(game_id):
    redraw = _redraw(game_info(game_id))
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
                    for s in (state, other):
                        before = s.view(None)
                        after_state = s.clone()
                        after_state.apply(after_state.parse_move(move), actor)
                        sentences.append(ui.describe(before, move, actor, session.names(),
                                                     after_state.view(None)))
                    assert sentences[0] == sentences[1]
                    checked += 1
                    changed += other.to_json()["players"] != state.to_json()["players"]
            state.apply(state.parse_move(move), actor)
    assert checked > 50 and changed > 10  # hidden VP really were re-drawn


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


def test_a_random_first_player_turns_the_seats_and_everyone_keeps_their_name_kind_and_colour():
    from web.shell.seats import rotate_seats

    names, kinds, colors = ["Ana", "Bot 2", "Cy"], ["human", "easy", "human"], ["red", "blue", "g"]
    assert rotate_seats(0, names, kinds, colors) == [names, kinds, colors]
    turned = rotate_seats(2, names, kinds, colors)
    assert turned == [["Cy", "Ana", "Bot 2"], ["human", "human", "easy"], ["g", "red", "blue"]]
    assert sorted(zip(*turned, strict=True)) == sorted(zip(names, kinds, colors, strict=True))
