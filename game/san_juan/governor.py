"""A new round (book: "Un nuovo round"): the Governor's duties, the Chapel and the hand limit.

The Governor card passes to the left. The new Governor first reminds the Chapel owners: each,
from the Governor clockwise, may tuck one hand card face down under their Chapel (1 VP each at
the end). *Then* every player holding more than 7 cards (12 with a Tower) discards down to the
limit, cards of their choice, face down.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.protocol import Move

from .cards import discard_choices, multiset_within
from .data import CHAPEL, HAND_LIMIT, TOWER, TOWER_HAND_LIMIT
from .notation import CHAPEL_NONE, M_CHAPEL, M_DISCARD

if TYPE_CHECKING:
    from .state import SJState


def chapel_options(state: SJState, p: int) -> list[Move]:
    """A Chapel owner with cards in hand: each card type, or ``chapel:none``."""
    if CHAPEL not in state.city[p] or not state.hands[p]:
        return []
    return [(M_CHAPEL, t) for t in sorted(set(state.hands[p]))] + [CHAPEL_NONE]


def tuck(state: SJState, move: Move, p: int) -> None:
    """The named hand card under the Chapel (or none)."""
    if move[1] >= 0:
        state.tuck_under_chapel(p, move[1])


def chapel_problem(state: SJState, move: Move, p: int) -> str | None:
    """Why ``p`` may not tuck the card ``move`` names (any listed choice is legal)."""
    return "Only a card from your hand can be tucked under your Chapel."


def hand_limit(city: list[int]) -> int:
    """Cards a player may keep at the start of a round: 7, or 12 with a Tower."""
    return TOWER_HAND_LIMIT if TOWER in city else HAND_LIMIT


def limit_options(state: SJState, p: int) -> list[Move]:
    """A few ways to discard down to the hand limit; nothing within it."""
    hand = state.hands[p]
    d = len(hand) - hand_limit(state.city[p])
    if d <= 0:
        return []
    return [(M_DISCARD, c) for c in discard_choices(hand, d)]


def discard(state: SJState, move: Move, p: int) -> None:
    """The named hand cards face down to the discard pile."""
    state.discard_from_hand(p, move[1])


def discard_problem(hand: list[int], cards: tuple[int, ...], keep: int) -> str | None:
    """Why discarding ``cards`` does not leave ``keep`` of ``hand``, or None."""
    d = len(hand) - keep
    if len(cards) != d:
        return f"Discard exactly {d} {'card' if d == 1 else 'cards'}."
    if not multiset_within(cards, hand):
        return "You can discard only cards from your hand."
    return None


def limit_problem(state: SJState, move: Move, p: int) -> str | None:
    """Why ``p`` may not discard the cards ``move`` names down to the hand limit, or None."""
    return discard_problem(state.hands[p], move[1], hand_limit(state.city[p]))
