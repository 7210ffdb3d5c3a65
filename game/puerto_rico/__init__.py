"""Puerto Rico (base game, 2-5 players, 2020 rulebook incl. the official 2-player rules).

The module exposes ``GAME`` (the :class:`~game.core.protocol.GameDef`) plus helpers for UIs and
bots: :func:`describe_move` (a log sentence), :func:`propose_placement` (the Mayor's default
placement) and :func:`keep_options`. Move notation and the JSON layout are documented in
:mod:`game.puerto_rico.state`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.protocol import GameDef

from .state import (
    PRState,
    current_placement,
    describe_move,
    keep_options,
    mayor_options,
    propose_placement,
)

OPTION_DEFAULTS: dict[str, Any] = {"players": 4, "hidden_vp": True}


def normalize_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """Validate and complete options. Raises ValueError with a readable message."""
    if not isinstance(options, Mapping):
        raise ValueError("Options must be a mapping.")
    unknown = sorted(set(options) - set(OPTION_DEFAULTS))
    if unknown:
        raise ValueError(f"Unknown Puerto Rico option(s): {', '.join(map(str, unknown))}.")
    result = dict(OPTION_DEFAULTS)
    result.update(options)
    players = result["players"]
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 5:
        raise ValueError("Puerto Rico is played by 2 to 5 players.")
    if not isinstance(result["hidden_vp"], bool):
        raise ValueError("The option hidden_vp must be true or false.")
    return result


def setup(options: Mapping[str, Any], seed: int) -> PRState:
    """A new game from normalized options."""
    return PRState.new(options["players"], seed, hidden_vp=options["hidden_vp"])


GAME = GameDef(
    id="puerto_rico",
    name="Puerto Rico",
    min_players=2,
    max_players=5,
    normalize_options=normalize_options,
    setup=setup,
    state_class=PRState,
)

__all__ = [
    "GAME",
    "PRState",
    "current_placement",
    "describe_move",
    "keep_options",
    "mayor_options",
    "normalize_options",
    "propose_placement",
    "setup",
]
