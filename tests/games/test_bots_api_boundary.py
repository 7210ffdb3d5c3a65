"""A game's bots read its engine only through the engine's public API, and nothing retunes them
behind a test. For every game with bots, every module of its bot plug-in (the package its
registration names in ``GameDef.bots``, or the module of an adapter registered at run time):

* imports only the standard library, the house (``game.core``, ``game.bots``) and its own game's
  package, never another game or the browser side;
* imports no private name and reads no private attribute (a name starting with ``_``, dunders
  aside), from no private module;
* defines its weights as immutable constants (no module-level list, dict or set in capitals) and
  offers no ``set_params`` hook.
"""

from __future__ import annotations

import ast
import importlib
import sys
from pathlib import Path
from types import ModuleType

import pytest

from game.bots import get_adapter, has_bots
from game.core.protocol import GameDef
from tests.games.support import game_ids, game_package, registered_games

GAMES = [d for d in registered_games() if has_bots(d.id)]
HOUSE = ("game.core", "game.bots")


def bot_modules(definition: GameDef) -> list[ModuleType]:
    """The modules the game's bots are made of."""
    if definition.bots is not None:
        package = importlib.import_module(definition.bots)
        if not hasattr(package, "__path__"):
            return [package]
        root = Path(package.__file__).parent
        names = [".".join((definition.bots, *p.relative_to(root).with_suffix("").parts))
                 for p in sorted(root.rglob("*.py"))]
        return [importlib.import_module(n.removesuffix(".__init__")) for n in names]
    return [sys.modules[type(get_adapter(definition.id)).__module__]]


def private(name: str) -> bool:
    return any(part.startswith("_") and not (part.startswith("__") and part.endswith("__"))
               for part in name.split("."))


def syntax(module: ModuleType) -> ast.Module:
    return ast.parse(Path(module.__file__).read_text(encoding="utf-8"))


def imported_modules(module: ModuleType) -> list[tuple[int, str, list[str]]]:
    """(line, absolute module path, names taken from it) for every import of ``module``."""
    found = []
    package = module.__package__ or ""
    for node in ast.walk(syntax(module)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name, []) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                path = ".".join([*base, *([node.module] if node.module else [])])
            else:
                path = node.module or ""
            found.append((node.lineno, path, [alias.name for alias in node.names]))
    return found


@pytest.mark.parametrize("definition", GAMES, ids=game_ids(GAMES))
def test_bots_import_only_the_standard_library_the_house_and_their_own_game(definition):
    own = game_package(definition)
    problems = []
    for module in bot_modules(definition):
        for line, path, _names in imported_modules(module):
            allowed = (path.split(".")[0] in sys.stdlib_module_names
                       or any(path == p or path.startswith(p + ".") for p in (*HOUSE, own)))
            if not allowed:
                problems.append(f"{module.__name__}:{line} imports {path}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("definition", GAMES, ids=game_ids(GAMES))
def test_bots_touch_no_private_name_of_the_engine(definition):
    problems = []
    for module in bot_modules(definition):
        for line, path, names in imported_modules(module):
            if private(path):
                problems.append(f"{module.__name__}:{line} imports from {path}")
            problems += [f"{module.__name__}:{line} imports {n}" for n in names if private(n)]
        for node in ast.walk(syntax(module)):
            if isinstance(node, ast.Attribute) and private(node.attr):
                problems.append(f"{module.__name__}:{node.lineno} reads .{node.attr}")
    assert not problems, "\n".join(problems)


def constants(module: ModuleType) -> list[str]:
    """The names a module assigns in capitals at its top level."""
    names = []
    for node in syntax(module).body:
        targets = node.targets if isinstance(node, ast.Assign) else (
            [node.target] if isinstance(node, ast.AnnAssign) else [])
        names += [t.id for t in targets if isinstance(t, ast.Name) and t.id.isupper()]
    return names


@pytest.mark.parametrize("definition", GAMES, ids=game_ids(GAMES))
def test_bot_weights_are_immutable_constants_with_no_tuning_hook(definition):
    modules = bot_modules(definition)
    assert any("ADAPTER" in constants(m) for m in modules), "the scan missed the ADAPTER"
    for module in modules:
        assert not hasattr(module, "set_params"), module.__name__
        for name in constants(module):
            value = getattr(module, name)
            assert not isinstance(value, (list, dict, set)), f"{module.__name__}.{name}"
