"""Which games exist. Engines are imported on first use so the page boots fast."""

from __future__ import annotations

import importlib
from dataclasses import dataclass

from .protocol import GameDef


@dataclass(frozen=True)
class GameInfo:
    """What the landing page shows about a game before its engine is loaded."""

    id: str
    name: str
    module: str | None  # None: not playable yet
    players: tuple[int, int]


CATALOG: tuple[GameInfo, ...] = (
    GameInfo("puerto_rico", "Puerto Rico", "game.puerto_rico", (2, 5)),
    GameInfo("san_juan", "San Juan", None, (2, 4)),
    GameInfo("rio_de_la_plata", "Río de la Plata", None, (2, 5)),
)

_loaded: dict[str, GameDef] = {}


def game_info(game_id: str) -> GameInfo | None:
    return next((g for g in CATALOG if g.id == game_id), None)


def is_known(game_id: str) -> bool:
    """True for a game in the catalog or registered at run time."""
    return game_id in _loaded or game_info(game_id) is not None


def is_playable(game_id: str) -> bool:
    """True when the game's engine exists in this build."""
    if game_id in _loaded:
        return True
    info = game_info(game_id)
    if info is None or info.module is None:
        return False
    try:
        module = importlib.import_module(info.module)
    except ImportError:
        return False
    return isinstance(getattr(module, "GAME", None), GameDef)


def get_game(game_id: str) -> GameDef:
    """The game's definition; raises KeyError for an unknown or unplayable game."""
    if game_id in _loaded:
        return _loaded[game_id]
    info = game_info(game_id)
    if info is None or info.module is None:
        raise KeyError(game_id)
    try:
        module = importlib.import_module(info.module)
    except ImportError as exc:
        raise KeyError(game_id) from exc
    definition: GameDef = module.GAME
    _loaded[game_id] = definition
    return definition


def register(definition: GameDef) -> None:
    """Make a game available under its id (used by tests and by engines not in the catalog)."""
    _loaded[definition.id] = definition
