"""Río de la Plata (Michele Quondam, rules v2.0.3; 2–5 players): the registration.

The engine is :mod:`.state` (the rules in modules named after the book's parts); the board we
designed is ``docs/rio-de-la-plata-board.md`` (:mod:`.board`, :mod:`.data`). The war (the book's
"La Guerra") is not played yet: the year's war check is skipped, and the setup screen and the log
say so ("wars: coming").
"""

from __future__ import annotations

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
        exhaustive=False,  # the starting stock (and, in part 2, the war): tests/rio_de_la_plata
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
        exhaustive=False,  # the war only (part 2)
    ),
)


def setup(options: Mapping[str, Any], seed: int) -> RioState:
    """A new game from normalized options."""
    return RioState.new(options["players"], seed, experience=options["experience"],
                        short=options["short"], count_bonus=options["count_bonus"])


# The longest game a record may hold: 20 years of at most 5 players' decisions. A year asks a
# player at most 7 placement decisions (5 workers, the ship, done), an effects turn at most one
# decision per worker (9) plus paying for 5 grid boxes, the office, the Master Merchant's
# resource, a free road and wall, a trade offer and its answers (4 others) and the end, 3 road
# segments or walls as a completer twice and a site, and the turn-order move: about 50. 20 years
# × 5 players × 50 = 5,000.
LONGEST_GAME = 5_000

GAME = GameDef(
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
    availability="Playable now: the whole game but its wars, which are coming; 2–5 players on "
                 "one device.",
    order=3,
    art="assets/art/rio_de_la_plata.svg",
    hidden=HIDDEN,
    bots="game.rio_de_la_plata.bots",
    longest_move_text=LONGEST_MOVE_TEXT,
    longest_game=LONGEST_GAME,
)
normalize_options = GAME.normalize_options

__all__ = ["EXPERIENCE", "GAME", "RioState", "move_to_text", "normalize_options", "parse_move",
           "setup"]
