"""Which games exist: every subpackage of :mod:`game` that exposes a ``GAME`` registration.

A game moves in by adding its package (``game/<id>/__init__.py`` with ``GAME = GameDef(...)``);
nothing here, in the bots or in the app shell names a game. Games registered at run time (tests)
come after the packages found on disk.

The built site ships each game's package apart (``games/<id>.zip``, unpacked when the game is
first opened) and, in ``game/games.json``, every game's announcement: until its package is
there, a game is known by that announcement (``GameDef.packaged``), and :func:`refresh` finds
the package once it has arrived.
"""

from __future__ import annotations

import importlib
import json
import pkgutil
import sys
from collections.abc import Iterable
from pathlib import Path

from .protocol import GameDef

# Subpackages of ``game`` that are the house, not games.
_HOUSE = frozenset({"core", "bots"})

_found: dict[str, GameDef] | None = None
_registered: dict[str, GameDef] = {}
ANNOUNCEMENTS = "games.json"  # beside game/__init__.py in the built site (serve.py writes it)


def _discover() -> dict[str, GameDef]:
    global _found
    if _found is None:
        import game

        found: dict[str, GameDef] = {}
        for module in pkgutil.iter_modules(game.__path__):
            if not module.ispkg or module.name in _HOUSE or module.name.startswith("_"):
                continue
            try:
                package = importlib.import_module(f"game.{module.name}")
            except ImportError:
                continue
            definition = getattr(package, "GAME", None)
            if isinstance(definition, GameDef):
                found[definition.id] = definition
        for definition in _announced(Path(game.__file__).parent / ANNOUNCEMENTS):
            found.setdefault(definition.id, definition)
        _found = dict(sorted(found.items(), key=lambda item: (item[1].order, item[0])))
    return _found


def _announced(path: Path) -> list[GameDef]:
    """The games announced in the built site's ``games.json`` (none outside a built site)."""
    try:
        entries = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return []
    return [GameDef.from_announcement(entry) for entry in entries]


def refresh() -> None:
    """Look for games again: a game package unpacked since (``games/<id>.zip``) replaces its
    announcement. Call after adding files under ``game/``."""
    global _found
    import game

    forget_listings(game.__path__)
    _found = None


def forget_listings(paths: Iterable[str]) -> None:
    """Make imports look again at the folders ``paths`` (a package's ``__path__``) for files
    added since. (Not ``importlib.invalidate_caches()``: that imports importlib.metadata, which
    the site's trimmed standard library leaves out.)"""
    for path in paths:
        finder = sys.path_importer_cache.get(path)
        if finder is not None:
            finder.invalidate_caches()


def is_loaded(game_id: str) -> bool:
    """True when the game's package is here (not only announced)."""
    definition = game_info(game_id)
    return definition is not None and definition.playable


def games() -> list[GameDef]:
    """Every registered game, playable or announced, in landing-page order."""
    return list({**_discover(), **_registered}.values())


def installed_games() -> list[GameDef]:
    """The games that live in packages of :mod:`game` (not those registered at run time)."""
    return list(_discover().values())


def playable_games() -> list[GameDef]:
    """The games this build can set up and play (loaded, or arriving on first use)."""
    return [g for g in games() if g.playable or g.packaged]


def game_info(game_id: str) -> GameDef | None:
    """The registration of ``game_id``, or None for an unknown game."""
    return _registered.get(game_id) or _discover().get(game_id)


def is_known(game_id: str) -> bool:
    """True for a registered game, playable or not."""
    return game_info(game_id) is not None


def is_playable(game_id: str) -> bool:
    """True when the game's engine exists in this build (loaded, or arriving on first use)."""
    definition = game_info(game_id)
    return definition is not None and (definition.playable or definition.packaged)


def get_game(game_id: str) -> GameDef:
    """The game's definition; raises KeyError for an unknown or unplayable game."""
    definition = game_info(game_id)
    if definition is None or not definition.playable:
        raise KeyError(game_id)
    return definition


def register(definition: GameDef) -> None:
    """Make a game available under its id (tests, and engines outside the ``game`` package)."""
    _registered[definition.id] = definition


def game_modules(game_id: str) -> list[str]:
    """The engine-side modules of a game to pre-import: its package, its state, its bots."""
    definition = get_game(game_id)
    modules = [f"game.{game_id}", definition.state_class.__module__]  # type: ignore[union-attr]
    if definition.bots:
        modules.append(definition.bots)
    return list(dict.fromkeys(modules))
