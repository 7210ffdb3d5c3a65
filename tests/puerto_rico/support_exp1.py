"""Helpers for the Expansion 1 (New Buildings) rule tests. Holds no tests itself.

Positions are built like the base game's (``support``): a new game with the
expansion (the board drafted at random, so play starts at the first role choice), then a patch
of its JSON. ``on_board(...)`` puts buildings on the board (the supply's keys are the board).
"""

from __future__ import annotations

from typing import Any

from game.puerto_rico import GAME, PRState
from tests.puerto_rico.support import patch, player_board

E1 = ["buildings"]


def e1_game(players: int = 4, seed: int = 1, random_draft: bool = True) -> PRState:
    """A new game with the New Buildings (drafted at random unless ``random_draft`` is off)."""
    state = GAME.new_game(
        {"players": players, "expansions": E1, "random_draft": random_draft}, seed
    )
    assert isinstance(state, PRState)
    return state


def e1_table(players: int = 4, changes: dict[str, Any] | None = None, seed: int = 1) -> PRState:
    """A new game with the New Buildings at the first role choice, patched; every building a
    player owns in ``changes`` is put on the board too."""
    return patch(e1_game(players, seed), changes or {}, on_board=True)


def e1_board(*, forests: int = 0, **kwargs: Any) -> dict[str, Any]:
    """A player entry (see ``player_board``) with forests."""
    board = player_board(**kwargs)
    board["forests"] = forests
    return board


def on_board(*names: str, copies: int = 2) -> dict[str, int]:
    """Patch entries putting buildings on the board (``copies`` each)."""
    return {f"building_supply.{name}": copies for name in names}
