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
from .end import score_breakdown
from .governor import hand_limit
from .hidden import HIDDEN
from .notation import move_to_text, parse_move
from .prospector import gold_mine_hit
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


GAME = GameDef(
    id="san_juan",
    name="San Juan",
    hidden_cards=True,
    min_players=2,
    max_players=4,
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
    # a discard of a whole hand (every card of a kind the deck holds, ids of up to 17 letters);
    # random games take at most ~460 moves, a stalled one ends by the rule for a stuck game
    longest_move_text=2_000,
    longest_game=20_000,
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
