"""What the per-game tests know about a game: only its registration and the conventional places
of its test files. A game gets every module of ``tests/games/`` (and the conformance suite) by
being registered; nothing here names a game.

* ``tests/<id>/records/*.json``: games recorded by each engine version, with the scores they
  ended with;
* ``tests/scenarios/<id>/*.scenario``: rule tests as text (``docs/scenarios.md``);
* ``GameDef.bots``: the game's bot plug-in, whose modules read only the engine's public API;
* ``GameDef.hidden``: what a seat cannot see (``game.core.hidden.HiddenInfo``).

The toy game (``tests/core/toy_game.py``) is registered at run time and passes every one of
them; its bots (``tests/core/toy_bots.py``) are registered here too.
"""

from __future__ import annotations

import importlib.util
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from game.bots.registry import LEVELS
from game.core.protocol import GameDef, GameState, canonical_json
from game.core.registry import installed_games
from game.core.rng import Rng
from tests.core import toy_bots, toy_game

TOY_BOTS = toy_bots.ADAPTER  # imported for its registration: the toy game's bots

# The bot levels a test plays when it fixes the search's budget itself: every level but a
# searching one after the first (Expert is Hard with a larger budget, game/bots/registry.py; under
# the test's budget it would repeat Hard's game move for move).
BUDGETED_LEVELS: tuple[str, ...] = tuple(
    level.id for i, level in enumerate(LEVELS)
    if not (level.searches and any(other.searches for other in LEVELS[:i])))

TESTS = Path(__file__).resolve().parent.parent
MAX_MOVES = 20_000  # a random game that has not ended by then is stuck


def registered_games() -> list[GameDef]:
    """Every playable game installed as a package, and the toy game (not games other tests
    register at run time, so the cases do not depend on the order tests are collected in)."""
    return [g for g in installed_games() if g.playable] + [toy_game.GAME]


def game_ids(games: list[GameDef]) -> list[str]:
    return [g.id for g in games]


def records_of(definition: GameDef) -> list[Path]:
    """The game's recorded games (``tests/<id>/records/*.json``)."""
    return sorted((TESTS / definition.id / "records").glob("*.json"))


def scenario_files_of(definition: GameDef) -> list[Path]:
    """The game's scenario files (``tests/scenarios/<id>/*.scenario``)."""
    return sorted((TESTS / "scenarios" / definition.id).glob("*.scenario"))


def game_package(definition: GameDef) -> str:
    """The module path of the game's engine: ``game.<id>`` for an installed game, else the module
    its state class lives in (a game registered at run time, like the toy)."""
    installed = f"game.{definition.id}"
    if importlib.util.find_spec(installed) is not None:
        return installed
    assert definition.state_class is not None
    return definition.state_class.__module__


def fingerprint(state: GameState) -> str:
    """The whole state, hidden parts and RNG included, as one text."""
    return canonical_json(state.to_json())


def actor(state: GameState) -> int:
    return state.current_players()[0]


def legal_texts(state: GameState, player: int) -> list[str]:
    return [state.move_to_text(m) for m in state.legal_moves(player)]


def random_game(definition: GameDef, options: dict[str, Any], seed: int) -> Iterator[GameState]:
    """Yield every position of a game in which each player picks a random legal move (the same
    state object, moved on after each yield)."""
    state = definition.new_game(options, seed)
    rng = random.Random(seed)
    for _ in range(MAX_MOVES):
        yield state
        if state.is_over():
            return
        player = actor(state)
        state.apply(rng.choice(state.legal_moves(player)), player)
    raise AssertionError(f"{definition.id}: the game did not end within {MAX_MOVES} moves")


def bot_position(definition: GameDef, players: int, seed: int, decisions: int,
                 level: str = "medium") -> GameState:
    """The position a game reaches after ``decisions`` decisions of bots of ``level`` (each bot
    choosing from its view and the legal move texts); the game must not be over by then."""
    from game.bots import get_bot

    state = definition.new_game({"players": players}, seed)
    bot = get_bot(definition.id, level, seed)
    for _ in range(decisions):
        assert not state.is_over(), f"the game ended before {decisions} decisions"
        player = actor(state)
        state.apply(state.parse_move(bot.choose(state.view(player),
                                                legal_texts(state, player))), player)
    assert not state.is_over()
    return state


def random_positions(definition: GameDef, players: int, seed: int,
                     count: int) -> list[GameState]:
    """``count`` positions spread evenly over a random game (its first to its last decision),
    each a copy."""
    states = [s.clone() for s in random_game(definition, {"players": players}, seed)][:-1]
    step = max(1, len(states) // count)
    return states[::step][:count]


def redraw_of(definition: GameDef) -> Callable[[GameState, int | None, Rng], GameState]:
    """How to deal again what a seat cannot see: the game's ``hidden`` information's redraw."""
    assert definition.hidden is not None, (
        f"{definition.id} must register its hidden information (GameDef.hidden)")
    return definition.hidden.redraw
