"""Bots for every game: a generic framework (levels Random, Easy, Medium, Hard, Expert).

Typical use (what the browser worker does)::

    from game.bots import get_bot
    bot = get_bot(game_id, "hard", seed=42)
    legal = [state.move_to_text(m) for m in state.legal_moves(player)]
    text = bot.choose(state.view(player), legal)
    state.apply(state.parse_move(text), player)

See ``docs/bots.md`` for the design.
"""

from .base import Bot, Determinizer, GameAdapter, HeuristicBot, RandomBot, play_move
from .registry import (
    DEFAULT_LEVEL,
    LEVEL_IDS,
    LEVELS,
    OFFERED_LEVELS,
    Level,
    get_adapter,
    get_bot,
    has_bots,
    level_info,
    levels,
    register_adapter,
)

__all__ = [
    "DEFAULT_LEVEL",
    "LEVELS",
    "LEVEL_IDS",
    "OFFERED_LEVELS",
    "Bot",
    "Determinizer",
    "GameAdapter",
    "HeuristicBot",
    "Level",
    "RandomBot",
    "get_adapter",
    "get_bot",
    "has_bots",
    "level_info",
    "levels",
    "play_move",
    "register_adapter",
]
