"""Which bots exist: ``get_bot(game_id, level, seed)`` and the levels a UI may offer."""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

from game.core.registry import game_info

from .base import Bot, GameAdapter, HeuristicBot, RandomBot


@dataclass(frozen=True)
class Level:
    """One bot level as a UI lists it."""

    id: str
    name: str
    description: str


LEVELS: tuple[Level, ...] = (
    Level("random", "Random", "Plays any legal move."),
    Level("easy", "Easy", "Rules of thumb, with some careless moves."),
    Level("medium", "Medium", "A sound heuristic player: plans roles, buildings and shipping."),
    Level("hard", "Hard", "Searches ahead (Monte Carlo tree search), about a second a move."),
    Level("expert", "Expert", "Hard with a much larger thinking budget (several seconds)."),
)
LEVEL_IDS: tuple[str, ...] = tuple(level.id for level in LEVELS)

# Adapters registered at run time (tests); the others come from each game's registration.
_adapters: dict[str, GameAdapter] = {}

# Default search budgets: (iterations, seconds). The time limit is wall-clock
# (time.perf_counter), so it also holds in the browser; iterations make tests reproducible.
SEARCH_BUDGETS: dict[str, dict[str, Any]] = {
    "hard": {"iterations": 4000, "time_limit": 1.0},
    "expert": {"iterations": 20000, "time_limit": 5.0},
}


def register_adapter(adapter: GameAdapter) -> None:
    """Make bots available for a game (its adapter plugs into every level)."""
    _adapters[adapter.game_id] = adapter


def get_adapter(game_id: str) -> GameAdapter:
    """The bot plug-in of a game; KeyError if the game has no bots."""
    if game_id not in _adapters:
        module = _adapter_module(game_id)
        if module is None:
            raise KeyError(f"No bots for the game {game_id!r}.")
        _adapters[game_id] = importlib.import_module(module).ADAPTER
    return _adapters[game_id]


def _adapter_module(game_id: str) -> str | None:
    """The module a game's registration names for its bots (``GameDef.bots``)."""
    definition = game_info(game_id)
    return definition.bots if definition is not None and definition.playable else None


def has_bots(game_id: str) -> bool:
    """True when ``get_bot`` works for this game."""
    return game_id in _adapters or _adapter_module(game_id) is not None


def levels(game_id: str | None = None) -> list[dict[str, Any]]:
    """The levels as JSON-able dicts for a setup screen: ``id``, ``name``, ``description``,
    ``search`` (true when the level thinks with a time budget, so a "Think time" setting
    applies) and ``time_limit`` (its default seconds per move, or null)."""
    if game_id is not None and not has_bots(game_id):
        return []
    out = []
    for lv in LEVELS:
        budget = SEARCH_BUDGETS.get(lv.id)
        out.append(
            {
                "id": lv.id,
                "name": lv.name,
                "description": lv.description,
                "search": budget is not None,
                "time_limit": None if budget is None else budget["time_limit"],
            }
        )
    return out


def get_bot(game_id: str, level: str, seed: int = 0, **options: Any) -> Bot:
    """A bot for ``game_id`` at ``level`` (see :data:`LEVELS`), seeded.

    Search levels accept ``iterations`` (int) and ``time_limit`` (seconds, float; ``None`` for
    no time limit, e.g. in tests) to override their budget.
    """
    if level == "random":
        if not has_bots(game_id):
            raise KeyError(f"No bots for the game {game_id!r}.")
        return RandomBot(game_id, seed)
    adapter = get_adapter(game_id)
    if level in ("easy", "medium"):
        # ``skill`` may name another policy of the game's adapter (e.g. "rules" for tuning).
        return HeuristicBot(adapter, seed, skill=str(options.get("skill", level)))
    if level in SEARCH_BUDGETS:
        from .mcts import MCTSBot

        budget = dict(SEARCH_BUDGETS[level])
        budget.update(options)
        bot = MCTSBot(adapter, seed, **budget)
        bot.level = level
        return bot
    raise KeyError(f"Unknown bot level {level!r} (levels: {', '.join(LEVEL_IDS)}).")
