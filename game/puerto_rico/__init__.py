"""Puerto Rico (base game, 2-5 players, 2020 rulebook incl. the official 2-player rules).

The module exposes ``GAME`` (the :class:`~game.core.protocol.GameDef`) plus helpers for UIs and
bots: :func:`propose_placement` (the Mayor's default placement), :func:`mayor_options` and
:func:`keep_options`. Move notation and the JSON layout are documented in
:mod:`game.puerto_rico.state`; the board layout and move decoding for heuristics in
:mod:`game.puerto_rico.layout`, the rules computed on a player's row in
:mod:`game.puerto_rico.rows`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.protocol import GameDef, Option

from .migrate import migrate_moves
from .state import (
    PRState,
    keep_options,
    mayor_options,
    propose_placement,
)

OPTIONS = (
    Option(
        "hidden_vp",
        "Keep victory-point chips hidden, as the rulebook says",
        "Each player sees only their own VP chips until the end; off, everyone's are shown.",
        True,
    ),
)


def setup(options: Mapping[str, Any], seed: int) -> PRState:
    """A new game from normalized options."""
    return PRState.new(options["players"], seed, hidden_vp=options["hidden_vp"])


def _redraw_hidden(state: Any, viewer: int, rng: Any) -> Any:
    from .hidden import redraw_hidden

    return redraw_hidden(state, viewer, rng)


GAME = GameDef(
    id="puerto_rico",
    name="Puerto Rico",
    min_players=2,
    max_players=5,
    default_players=4,
    setup=setup,
    state_class=PRState,
    options=OPTIONS,
    bots="game.puerto_rico.bots",
    summary="Build a thriving colony: settle plantations, staff buildings, produce goods "
            "and ship them home for victory points. 2–5 players.",
    availability="Playable now: the base game, 2–5 players on one device.",
    order=1,
    art="assets/art/puerto_rico.svg",
    redraw_hidden=_redraw_hidden,
    migrate_moves=migrate_moves,
)
normalize_options = GAME.normalize_options

__all__ = [
    "GAME",
    "PRState",
    "keep_options",
    "mayor_options",
    "normalize_options",
    "propose_placement",
    "setup",
]
