"""Río de la Plata (Michele Quondam, rules v2.0.3; 2–5 players): the registration.

The engine is :mod:`.state` (the rules in modules named after the book's parts, the war in
:mod:`.war`); the board we designed is ``docs/rio-de-la-plata-board.md`` (:mod:`.board`,
:mod:`.data`). Records of engine version 1, played before wars, replay without them (the
record-only option ``wars``: :func:`migrate_options`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from game.core.protocol import GameDef, Option

from .data import EXPERIENCE, MAX_PLAYERS, MIN_PLAYERS
from .hidden import HIDDEN
from .notation import LONGEST_MOVE_TEXT, move_to_text, parse_move
from .state import RioState

OPTIONS = (
    Option(
        "experience",
        "Experience",
        "Beginners start with 4 stone, 4 wood and 4 silver, intermediate players with 3, "
        "experts with 2; the attackers' bonus in a war is 2 (beginners) or 1 (intermediate) "
        "lower.",
        "beginner",
        kind="choice",
        choices=(("beginner", "Beginners (a first game)"),
                 ("intermediate", "Intermediate (after 1–2 games)"),
                 ("expert", "Experts")),
        exhaustive=False,  # the starting stock and the war: tests/rio_de_la_plata
    ),
    Option(
        "short",
        "Short game: 15 years (1580–1594)",
        "About two hours: the major grids lose their last boxes, everyone starts with 1 silver, "
        "1 stone and 1 wood more, every office is worth 3 VP more at the end.",
        False,
    ),
    Option(
        "count_bonus",
        "Fewer attackers with more players (optional rule)",
        "In a war the attackers' bonus is 1 lower with 4 players and 2 lower with 5.",
        False,
        exhaustive=False,  # the war only: tests/rio_de_la_plata
    ),
)


def setup(options: Mapping[str, Any], seed: int) -> RioState:
    """A new game from normalized options."""
    return RioState.new(options["players"], seed, experience=options["experience"],
                        short=options["short"], count_bonus=options["count_bonus"],
                        wars=options.get("wars", True))


def _normalize(options: Mapping[str, Any]) -> dict[str, Any]:
    """The registry's option check, plus ``wars``: a record-only option, false for records of
    engine version 1 (played before wars; :func:`migrate_options`), never on the setup screen.
    It appears in the result only when false, so a game's options are what they always were."""
    if not isinstance(options, Mapping):
        raise ValueError("Options must be a mapping.")
    wars = options.get("wars", True)
    if not isinstance(wars, bool):
        raise ValueError("The option wars must be true or false.")
    result = _BASE_GAME.normalize_options({k: v for k, v in options.items() if k != "wars"})
    if not wars:
        result["wars"] = False
    return result


def migrate_options(options: Mapping[str, Any], from_version: int) -> dict[str, Any]:
    """The options of a record of engine ``from_version`` for this engine: version 1 played no
    wars (the war check was skipped), so its games go on without them."""
    result = dict(options)
    if from_version < 2:
        result["wars"] = False
    return result


# The longest game a record may hold: 20 years of at most 5 players' decisions and the wars. A
# year asks a player at most 7 placement decisions (5 workers, the ship, done), an effects turn
# at most one decision per worker (9) plus paying for 5 grid boxes, the office, the Master
# Merchant's resource, a free road and wall, a trade offer and its answers (4 others) and the
# end, 3 road segments or walls as a completer twice and a site, and the turn-order move: about
# 50. 20 years × 5 players × 50 = 5,000. A war (at most 5 in a game: each player attacks once,
# twice with 2 players) of 60 pieces moved square by square in each of 15 rounds, with the
# deployment, the defenders, the consents and each turn's end, stays under 3,000 decisions
# (bots' wars take 50 to 150): 5,000 + 5 × 3,000 = 20,000.
LONGEST_GAME = 20_000

_BASE_GAME = GameDef(
    id="rio_de_la_plata",
    name="Río de la Plata",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    default_players=4,
    setup=setup,
    state_class=RioState,
    options=OPTIONS,
    summary="Found Buenos Aires on the river: place workers, raise districts, trade and defend "
            "the city. 2–5 players.",
    availability="Playable now: the whole game with its wars, 2–5 players on one device.",
    order=3,
    art="assets/art/rio_de_la_plata.svg",
    hidden=HIDDEN,
    bots="game.rio_de_la_plata.bots",
    longest_move_text=LONGEST_MOVE_TEXT,
    longest_game=LONGEST_GAME,
    migrate_options=migrate_options,
)
GAME = dataclasses.replace(_BASE_GAME, custom_normalize=_normalize)
normalize_options = GAME.normalize_options

__all__ = ["EXPERIENCE", "GAME", "RioState", "move_to_text", "normalize_options", "parse_move",
           "setup"]
