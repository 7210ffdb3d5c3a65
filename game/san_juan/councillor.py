"""The Councillor (book: "Consigliere"): every player draws cards and keeps one.

Each player, from the Councillor clockwise, draws 2 cards when their turn comes (the
Councillor's privilege: 5, with a Library 8), keeps 1 and discards the others face down (rules
notes 3). The Prefecture keeps one card more; with the Archive the cards to discard may come
from the hand as well as from the drawn cards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.protocol import Move

from .cards import combos, discard_choices, multiset_within, remove
from .data import ARCHIVE, COUNCILLOR_DRAW, COUNCILLOR_PRIVILEGE_DRAW, PREFECTURE
from .notation import M_DISCARD, M_KEEP

if TYPE_CHECKING:
    from .state import SJState


def draw(state: SJState, p: int) -> None:
    """``p``'s turn comes: they draw 2 cards, the Councillor 3 more (with a Library 6 more)."""
    state.draw(COUNCILLOR_DRAW + COUNCILLOR_PRIVILEGE_DRAW * state.privileges(p), state.drawn)


def keep_count(state: SJState, p: int) -> int:
    """Cards ``p`` keeps of those drawn in the Councillor phase: 1, 2 with a Prefecture."""
    return 2 if PREFECTURE in state.city[p] else 1


def to_discard(state: SJState, p: int) -> int:
    """How many cards ``p`` must discard from those drawn (or, with an Archive, from hand and
    drawn together)."""
    return max(0, len(state.drawn) - keep_count(state, p))


def options(state: SJState, p: int) -> list[Move]:
    """Every distinct choice of drawn cards to keep; with an Archive, the discards of drawn
    cards these leave plus a few of hand and drawn cards together."""
    drawn = state.drawn
    d = to_discard(state, p)
    if d == 0:
        return [(M_KEEP, tuple(sorted(drawn)))]
    archive = ARCHIVE in state.city[p]
    if len(drawn) - d == 1 and not archive:
        return [(M_KEEP, (t,)) for t in sorted(set(drawn))]
    keeps = combos(drawn, len(drawn) - d)
    if not archive:
        return [(M_KEEP, k) for k in keeps]
    moves: list[Move] = []
    for k in keeps:
        rest = drawn[:]
        remove(rest, k)
        moves.append((M_DISCARD, tuple(sorted(rest))))
    for choice in discard_choices(state.hands[p] + drawn, d):
        m = (M_DISCARD, choice)
        if m not in moves:
            moves.append(m)
    return moves


def keep(state: SJState, move: Move, p: int) -> None:
    """The kept cards into the hand, the others face down to the discard pile (Archive: the
    named cards from hand and drawn cards)."""
    hand = state.hands[p]
    drawn = state.drawn
    if move[0] == M_KEEP:
        remove(drawn, move[1])
        hand.extend(move[1])
        state.discard_cards(drawn, 1 << p)
    else:
        hand.extend(drawn)
        state.discard_from_hand(p, move[1])
    state.drawn = []


def problem(state: SJState, move: Move, p: int) -> str | None:
    """Why ``p`` may not keep or discard the cards ``move`` names, or None."""
    kind, cards = move
    d = to_discard(state, p)
    archive = ARCHIVE in state.city[p]
    if kind == M_KEEP:
        if archive and d:
            return ("With the Archive you choose the cards to discard from your hand "
                    "and the drawn cards together (discard:...).")
        want = len(state.drawn) - d
        if len(cards) != want:
            return f"Keep exactly {want} of the drawn cards."
        if not multiset_within(cards, state.drawn):
            return "You can keep only cards you drew."
        return None
    if not archive:
        return "Choose the drawn cards you keep (keep:...)."
    if len(cards) != d:
        return f"Discard exactly {d} card(s)."
    if not multiset_within(cards, state.hands[p] + state.drawn):
        return "You can discard only cards from your hand or the drawn ones."
    return None
