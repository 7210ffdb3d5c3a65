"""San Juan (first edition, 2–4 players): every card is a building, a good or money.

The module exposes ``GAME`` (the :class:`~game.core.protocol.GameDef`). The state and its
protocol are in :mod:`game.san_juan.state`, the rules in modules named after the book's sections
(see there); the move notation in :mod:`game.san_juan.notation`, the view layout in
:mod:`game.san_juan.view`, the JSON layout in :mod:`game.san_juan.serialize`, the card data in
:mod:`game.san_juan.data`; what each seat cannot know, and dealing it again (for the tests
and the bots' determinizer), in :mod:`game.san_juan.hidden` (``GAME.hidden``). Also exported
for bots and UIs: the rules computed on one player (:func:`score_breakdown`,
:func:`hand_limit`, :func:`gold_mine_hit`, :func:`discard_choices`), the card costs (``COST``)
and the notation (:func:`move_to_text`, :func:`parse_move`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.protocol import GameDef, Option

from .cards import COST, discard_choices
from .data import MAX_PLAYERS, MIN_PLAYERS
from .end import score_breakdown
from .governor import hand_limit
from .hidden import HIDDEN
from .migrate import migrate_moves
from .notation import LONGEST_MOVE_TEXT, move_to_text, parse_move
from .prospector import gold_mine_hit
from .round import most_decisions_per_round
from .state import SJState

OPTIONS = (
    Option(
        "start_variant",
        "Variant start: draw 5 to 8 cards and keep 4",
        "The book's variant for experienced players: each player draws 4 cards plus their "
        "position from the Governor (1 to 4) and discards down to 4, in order from the Governor.",
        False,
    ),
)


def setup(options: Mapping[str, Any], seed: int) -> SJState:
    """A new game from normalized options (seat 0 is the first Governor)."""
    return SJState.new(options["players"], seed, start_variant=options["start_variant"])


# The longest game a record may hold. The rules end a game only when a city holds 12 buildings,
# no card can move any more (rules notes 8) or no city can grow any more (rules notes 20), so
# players who never build could go on for ever: a record is refused past MOST_ROUNDS rounds of
# the most decisions a round can ask for (28, with 4 players), plus the start variant's discards
# (one per player): 5,604 moves. The longest of 30,000 random games (5,000 for each player count
# and option, engine version 2) took 126 rounds and 811 moves (2 players); games played to win
# last about 20 rounds.
MOST_ROUNDS = 200

GAME = GameDef(
    id="san_juan",
    name="San Juan",
    hidden_cards=True,
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    default_players=4,
    setup=setup,
    state_class=SJState,
    options=OPTIONS,
    bots="game.san_juan.bots",
    summary="The card game of Puerto Rico: every card is a building, a good or your money. "
            "2–4 players.",
    availability="Playable now: the first edition, 2–4 players on one device.",
    order=2,
    art="assets/art/san_juan.svg",
    hidden=HIDDEN,
    # a discard of the most cards a hand can hold (notation.LONGEST_MOVE_TEXT)
    longest_move_text=LONGEST_MOVE_TEXT,
    longest_game=MAX_PLAYERS + MOST_ROUNDS * max(
        most_decisions_per_round(n) for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)),
    migrate_moves=migrate_moves,
)
normalize_options = GAME.normalize_options

__all__ = [
    "COST",
    "GAME",
    "SJState",
    "discard_choices",
    "gold_mine_hit",
    "hand_limit",
    "move_to_text",
    "normalize_options",
    "parse_move",
    "score_breakdown",
    "setup",
]
