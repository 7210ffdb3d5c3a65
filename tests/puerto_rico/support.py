"""Helpers shared by the rulebook tests (``test_rules_*.py``). Holds no tests itself.

Positions are built the way a scenario file builds them: a new game (players + seed), then a
patch of ``to_json()`` given as ``{"dotted.path": value}``, rebuilt with ``from_json``. Moves are
written in the engine's text notation, so the tests read like a game record.

Book references: "IT" = 2020 Italian rulebook (rules/000), "ES" = its Spanish twin (002),
"RO" = 2002 Romanian rulebook (004).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from game.core import IllegalMove, canonical_json
from game.puerto_rico import GAME, PRState
from game.scenario import apply_patch

GOODS = ("corn", "indigo", "sugar", "tobacco", "coffee")
TILES = (*GOODS, "quarry")
NO_GOODS = dict.fromkeys(GOODS, 0)
NO_TILES = dict.fromkeys(TILES, 0)
# The printed numbers of the base game's buildings (IT "Gli Edifici"; GAME_DATA A.2),
# building id: (cost, VP, circles, column)
BUILDINGS = {
    "small_indigo_plant": (1, 1, 1, 1),
    "small_sugar_mill": (2, 1, 1, 1),
    "large_indigo_plant": (3, 2, 3, 2),
    "large_sugar_mill": (4, 2, 3, 2),
    "tobacco_storage": (5, 3, 3, 3),
    "coffee_roaster": (6, 3, 2, 3),
    "small_market": (1, 1, 1, 1),
    "hacienda": (2, 1, 1, 1),
    "construction_hut": (2, 1, 1, 1),
    "small_warehouse": (3, 1, 1, 1),
    "hospice": (4, 2, 1, 2),
    "office": (5, 2, 1, 2),
    "large_market": (5, 2, 1, 2),
    "large_warehouse": (6, 2, 1, 2),
    "factory": (7, 3, 1, 3),
    "university": (8, 3, 1, 3),
    "harbor": (8, 3, 1, 3),
    "wharf": (9, 3, 1, 3),
    "guild_hall": (10, 4, 1, 4),
    "residence": (10, 4, 1, 4),
    "fortress": (10, 4, 1, 4),
    "customs_house": (10, 4, 1, 4),
    "city_hall": (10, 4, 1, 4),
}


def new_game(players: int = 4, seed: int = 1) -> PRState:
    state = GAME.new_game({"players": players}, seed)
    assert isinstance(state, PRState)
    return state


def patch(state: PRState, changes: dict[str, Any], *, on_board: bool = False) -> PRState:
    """A copy of ``state`` with ``changes`` ({dotted path: JSON value}) applied to its JSON.
    With ``on_board`` (expansion games, whose board holds only some buildings) every building a
    player owns in ``changes`` is put on the board too."""
    changes = dict(changes)
    if on_board:
        for key, value in list(changes.items()):
            if key.startswith("players.") and isinstance(value, dict):
                for b in value.get("buildings", {}):
                    changes.setdefault(f"building_supply.{b}", 1)
    data = json.loads(canonical_json(state.to_json()))
    for path, value in changes.items():
        create = on_board and path.startswith("building_supply.")  # a building put on the board
        apply_patch(data, path, "=", json.loads(json.dumps(value)), create=create)
    return PRState.from_json(data)


def table(players: int = 4, changes: dict[str, Any] | None = None, seed: int = 1) -> PRState:
    """A new game at the first role choice, patched."""
    return patch(new_game(players, seed), changes or {})


def island(**tiles: int) -> dict[str, int]:
    """An island (tiles owned per kind), e.g. ``island(corn=2, quarry=1)``."""
    return {**NO_TILES, **tiles}


def goods(**barrels: int) -> dict[str, int]:
    return {**NO_GOODS, **barrels}


def player_board(
    *,
    doubloons: int = 0,
    vp: int = 0,
    san_juan: int = 0,
    goods_: dict[str, int] | None = None,
    tiles: dict[str, int] | None = None,
    occupied: dict[str, int] | None = None,
    buildings: dict[str, int] | None = None,
) -> dict[str, Any]:
    """A whole player entry for the JSON (anything omitted is empty)."""
    return {
        "doubloons": doubloons,
        "vp": vp,
        "unplaced": san_juan,
        "goods": {**NO_GOODS, **(goods_ or {})},
        "island": {**NO_TILES, **(tiles or {})},
        "occupied": {**NO_TILES, **(occupied or {})},
        "buildings": dict(buildings or {}),
    }


def play(state: PRState, *moves: str) -> PRState:
    """Play moves (text notation) in order, each by the player to act. Returns the state."""
    for text in moves:
        try:
            state.apply(state.parse_move(text))
        except IllegalMove as exc:
            raise AssertionError(
                f"move {text!r} refused ({exc}); to act: {state.current_players()}, "
                f"legal: {legal(state)}"
            ) from exc
    return state


def legal(state: PRState) -> list[str]:
    return sorted(state.move_to_text(m) for m in state.legal_moves())


def is_legal(state: PRState, text: str) -> bool:
    return state.parse_move(text) in state.legal_moves()


def assert_rejected(state: PRState, text: str, match: str | None = None) -> None:
    """``text`` is refused with IllegalMove and the state is unchanged."""
    before = canonical_json(state.to_json())
    with pytest.raises(IllegalMove, match=match):
        state.apply(state.parse_move(text))
    assert canonical_json(state.to_json()) == before


def js(state: PRState) -> dict[str, Any]:
    return state.to_json()


def me(state: PRState, p: int) -> dict[str, Any]:
    """Player ``p``'s JSON entry."""
    return state.to_json()["players"][p]


def phase(state: PRState) -> str:
    return state.to_json()["phase"]


def to_act(state: PRState) -> int | None:
    return state.to_json()["current_player"]


def score(state: PRState, p: int) -> dict[str, int]:
    """Player ``p``'s final score breakdown plus ``total``."""
    s = state.final_scores()[p]
    return {**s.breakdown, "total": s.total}
