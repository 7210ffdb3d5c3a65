"""Helpers for the Expansion 4 (Festival) tests. Holds no tests itself.

Positions are built like the base game's (``support``): a new game with the Festival, then a
patch of its JSON; the three goals are patched in ``festival``.
"""

from __future__ import annotations

from typing import Any

from game.puerto_rico import GAME, PRState
from tests.puerto_rico.support import patch, player_board

EMPTY = player_board()
OPEN = {"plantation": None, "production": None, "construction": None}


def fest_game(players: int = 4, seed: int = 1, *more: str, **options: Any) -> PRState:
    state = GAME.new_game(
        {"players": players, "expansions": ["festival", *more], **options}, seed
    )
    assert isinstance(state, PRState)
    return state


def fest_table(
    players: int = 4,
    changes: dict[str, Any] | None = None,
    goals: tuple[str, list[str], str] = ("coffee", ["corn", "indigo", "indigo"], "harbor"),
    seed: int = 1,
) -> PRState:
    """A Festival game at the first role choice with these goals (plantation, production,
    construction), every player empty unless ``changes`` say otherwise."""
    tile, barrels, building = goals
    base: dict[str, Any] = {f"players.{p}": EMPTY for p in range(players)}
    base["festival"] = {
        "plantation": tile, "production": barrels, "construction": building, "met_by": OPEN
    }
    return patch(fest_game(players, seed), {**base, **(changes or {})})
