"""Helpers for the Expansion 3 (Buccaneer) tests. Holds no tests itself.

Positions are built like the base game's (``support``): a new game with the Buccaneer (the last
role card, ``role:buccaneer``), then a patch of its JSON.
"""

from __future__ import annotations

from typing import Any

from game.puerto_rico import GAME, PRState
from tests.puerto_rico.support import patch, player_board

EMPTY = player_board()


def buc_game(players: int = 4, seed: int = 1, *more: str) -> PRState:
    state = GAME.new_game({"players": players, "expansions": ["buccaneer", *more]}, seed)
    assert isinstance(state, PRState)
    return state


def buc_table(players: int = 4, changes: dict[str, Any] | None = None, seed: int = 1) -> PRState:
    """A new Buccaneer game at the first role choice, patched (every player empty unless the
    changes say otherwise)."""
    base = {f"players.{p}": EMPTY for p in range(players)}
    return patch(buc_game(players, seed), {**base, **(changes or {})})
