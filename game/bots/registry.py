"""Which bots exist: the bot levels (the one list every part reads) and ``get_bot(game_id, level,
seed)``.

:data:`LEVELS` is the one list of levels: the session (who may play a seat), the seats' names,
the setup screen, the page's bot runner, the Web Worker, the tournament and the tests all read it.
Its names and descriptions are English and name no game; a UI translates them (the shell's
catalog, extracted by ``tools/i18n_strings.py``).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any, Literal

from game.core.registry import game_info

from .base import Bot, GameAdapter, HeuristicBot, RandomBot

Player = Literal["random", "rules", "search"]


@dataclass(frozen=True)
class SearchBudget:
    """A searching level's default budget a move: iterations and wall-clock seconds (the time
    limit is ``time.perf_counter`` time, so it holds in the browser; iterations make tests
    reproducible)."""

    iterations: int
    time_limit: float


@dataclass(frozen=True)
class Level:
    """One bot level: what a player is offered and how the bot decides."""

    id: str
    name: str  # English, translated by the UI
    description: str  # one line, in no game's words
    player: Player  # random moves, the game's rules of thumb, or a search
    offered: bool = True  # a seat may be given to it (Random serves tests and tournaments)
    budget: SearchBudget | None = None  # a searching level's default budget
    # A searching level thinks this many times the player's "Think time" setting on the page.
    think_factor: float = 0.0

    @property
    def searches(self) -> bool:
        """True when the level thinks against a time budget (a "Think time" setting applies)."""
        return self.budget is not None


LEVELS: tuple[Level, ...] = (
    Level("random", "Random", "Plays any legal move.", "random", offered=False),
    Level("easy", "Easy", "Rules of thumb, with some careless moves.", "rules"),
    Level("medium", "Medium",
          "A sound heuristic player: careful rules of thumb, no careless moves.", "rules"),
    Level("hard", "Hard", "Searches ahead (Monte Carlo tree search) within a think time a move.",
          "search", budget=SearchBudget(4000, 1.0), think_factor=1.0),
    Level("expert", "Expert", "Searches like Hard, with a larger thinking budget.",
          "search", budget=SearchBudget(20000, 5.0), think_factor=3.0),
)
LEVEL_IDS: tuple[str, ...] = tuple(level.id for level in LEVELS)
OFFERED_LEVELS: tuple[Level, ...] = tuple(level for level in LEVELS if level.offered)
DEFAULT_LEVEL = "medium"  # the level a new bot seat gets on the setup screen

# Default search budgets by level id, as ``get_bot`` options.
SEARCH_BUDGETS: dict[str, dict[str, Any]] = {
    level.id: {"iterations": level.budget.iterations, "time_limit": level.budget.time_limit}
    for level in LEVELS if level.budget is not None
}

# Adapters registered at run time (tests); the others come from each game's registration.
_adapters: dict[str, GameAdapter] = {}


def level_info(level_id: str) -> Level | None:
    """The level with this id; None for an unknown one (e.g. a seat kind from a link)."""
    return next((level for level in LEVELS if level.id == level_id), None)


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
    if definition is None or not (definition.playable or definition.packaged):
        return None
    return definition.bots


def has_bots(game_id: str) -> bool:
    """True when ``get_bot`` works for this game."""
    return game_id in _adapters or _adapter_module(game_id) is not None


def levels(game_id: str | None = None) -> list[dict[str, Any]]:
    """The levels as JSON-able dicts for a setup screen: ``id``, ``name``, ``description``,
    ``offered`` (a seat may be given to it), ``search`` (true when the level thinks with a time
    budget, so a "Think time" setting applies), ``time_limit`` (its default seconds per move, or
    null) and ``think_factor``. Empty for a game without bots."""
    if game_id is not None and not has_bots(game_id):
        return []
    return [{"id": level.id, "name": level.name, "description": level.description,
             "offered": level.offered, "search": level.searches,
             "time_limit": None if level.budget is None else level.budget.time_limit,
             "think_factor": level.think_factor}
            for level in LEVELS]


def get_bot(game_id: str, level: str, seed: int = 0, **options: Any) -> Bot:
    """A bot for ``game_id`` at ``level`` (see :data:`LEVELS`), seeded.

    Search levels accept ``iterations`` (int) and ``time_limit`` (seconds, float; ``None`` for
    no time limit, e.g. in tests) to override their budget, and the search's other options
    (:class:`~game.bots.mcts.MCTSBot`: ``horizon``, ``playout_moves``, ...).
    """
    info = level_info(level)
    if info is None:
        raise KeyError(f"Unknown bot level {level!r} (levels: {', '.join(LEVEL_IDS)}).")
    if info.player == "random":
        if not has_bots(game_id):
            raise KeyError(f"No bots for the game {game_id!r}.")
        return RandomBot(game_id, seed)
    adapter = get_adapter(game_id)
    if info.player == "rules":
        # ``skill`` may name another policy of the game's adapter (e.g. "rules" for tuning).
        return HeuristicBot(adapter, seed, skill=str(options.get("skill", level)))
    from .mcts import MCTSBot

    budget = dict(SEARCH_BUDGETS[level])
    budget.update(options)
    bot = MCTSBot(adapter, seed, **budget)
    bot.level = level
    return bot
