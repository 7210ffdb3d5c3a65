"""Helpers for San Juan's bot tests. Holds no tests itself."""

from __future__ import annotations

from typing import Any

from game.bots import Bot, HeuristicBot, RandomBot
from game.bots.mcts import MCTSBot
from game.bots.registry import SEARCH_BUDGETS
from game.san_juan.bots import ADAPTER


def make_bot(level: str, seed: int, **options: Any) -> Bot:
    """A San Juan bot of ``level``, built as ``game.bots.get_bot`` builds it once the game's
    registration names these bots (the tests do not depend on the registration)."""
    if level == "random":
        return RandomBot("san_juan", seed)
    if level in ("easy", "medium"):
        return HeuristicBot(ADAPTER, seed, skill=level)
    budget = dict(SEARCH_BUDGETS[level])
    budget.update(options)
    bot = MCTSBot(ADAPTER, seed, **budget)
    bot.level = level
    return bot
