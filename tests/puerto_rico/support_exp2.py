"""Helpers for the Expansion 2 (Nobles) rule tests. Holds no tests itself.

Positions are built like Expansion 1's (``support_exp1``): a new game with the Nobles
(without Expansion 1 all eight buildings are on the board, so play starts at the first role
choice), then a patch of its JSON.
"""

from __future__ import annotations

from typing import Any

from game.puerto_rico import GAME, PRState
from tests.puerto_rico.support import patch, player_board


def e2_game(players: int = 4, seed: int = 1, buildings: bool = False) -> PRState:
    """A new game with the Nobles (and the New Buildings, drafted at random, if asked)."""
    options: dict[str, Any] = {"players": players, "expansions": ["nobles"]}
    if buildings:
        options = {**options, "expansions": ["buildings", "nobles"], "random_draft": True}
    state = GAME.new_game(options, seed)
    assert isinstance(state, PRState)
    return state


def e2_table(
    players: int = 4,
    changes: dict[str, Any] | None = None,
    seed: int = 1,
    buildings: bool = False,
) -> PRState:
    """A new game with the Nobles at the first role choice, patched; every building a player
    owns in ``changes`` is put on the board too (Expansion 1 games)."""
    return patch(e2_game(players, seed, buildings), changes or {}, on_board=True)


def e2_board(
    *, nobles: int = 0, noble_on: tuple[str, ...] = (), forests: int | None = None, **kwargs: Any
) -> dict[str, Any]:
    """A player entry (see ``player_board``) with nobles (``noble_on``: which of the Zoning
    Office, Chapel, Hunting Lodge and Land Office hold one)."""
    board = player_board(**kwargs)
    board["nobles"] = nobles
    board["noble_on"] = list(noble_on)
    if forests is not None:
        board["forests"] = forests
    return board


EMPTY = e2_board()
