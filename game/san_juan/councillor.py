"""The Councillor (book: "Consigliere"): every player draws cards and keeps one.

Each player, from the Councillor clockwise, draws 2 cards when their turn comes (the
Councillor's privilege: 5, with a Library 8), keeps 1 and discards the others face down (rules
notes 3). The Prefecture's owner "può conservare fino a 2 carte, anziché una": they keep 1 or
2, their choice (rules notes 4); with the Archive the cards to discard may come from the hand as
well as from the drawn cards.
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
    """The most cards ``p`` keeps of those drawn in the Councillor phase: 1, 2 with a
    Prefecture."""
    return 2 if PREFECTURE in state.city[p] else 1


def keep_least(state: SJState, p: int) -> int:
    """The fewest cards ``p`` keeps of those drawn (1; none when nothing was drawn): the
    Prefecture's second card is the owner's choice ("fino a 2")."""
    return min(1, len(state.drawn))


def to_discard(state: SJState, p: int) -> int:
    """The fewest cards ``p`` discards from those drawn (or, with an Archive, from hand and
    drawn together): all drawn but the most they may keep."""
    return max(0, len(state.drawn) - keep_count(state, p))


def options(state: SJState, p: int) -> list[Move]:
    """Every distinct choice of drawn cards to keep (as many as allowed, and with a Prefecture
    one fewer too); with an Archive, the discards of drawn cards these leave plus a few of hand
    and drawn cards together."""
    drawn = state.drawn
    most = min(keep_count(state, p), len(drawn))
    least = keep_least(state, p)
    archive = ARCHIVE in state.city[p]
    if most == len(drawn) and (least == most or not archive):
        # keep every drawn card, or (Prefecture) each one of them
        keeps = [tuple(sorted(drawn))]
        if least < most:
            keeps += [(t,) for t in sorted(set(drawn))]
        return [(M_KEEP, k) for k in keeps]
    if most == 1 and not archive:
        return [(M_KEEP, (t,)) for t in sorted(set(drawn))]
    keeps = []
    for k in range(most, least - 1, -1):
        keeps += combos(drawn, k)
    if not archive:
        return [(M_KEEP, k) for k in keeps]
    moves: list[Move] = []
    for k in keeps:
        rest = drawn[:]
        remove(rest, k)
        # keeping every drawn card (a Prefecture with 2 drawn) is said as a keep
        moves.append((M_DISCARD, tuple(sorted(rest))) if rest else (M_KEEP, k))
    for d in range(max(1, len(drawn) - most), len(drawn) - least + 1):
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
    drawn = state.drawn
    most = min(keep_count(state, p), len(drawn))
    least = keep_least(state, p)
    archive = ARCHIVE in state.city[p]
    if kind == M_KEEP:
        if archive and most < len(drawn):
            return ("With the Archive you choose the cards to discard from your hand "
                    "and the drawn cards together (discard:...).")
        if not least <= len(cards) <= most:
            return _count_problem("Keep", least, most, "of the drawn cards")
        if not multiset_within(cards, drawn):
            return "You can keep only cards you drew."
        return None
    if not archive:
        return "Choose the drawn cards you keep (keep:...)."
    if not cards and most == len(drawn):
        return "You discard nothing: keep the drawn cards (keep:...)."
    if not len(drawn) - most <= len(cards) <= len(drawn) - least:
        return _count_problem("Discard", len(drawn) - most, len(drawn) - least, "")
    if not multiset_within(cards, state.hands[p] + drawn):
        return "You can discard only cards from your hand or the drawn ones."
    return None


def _count_problem(verb: str, least: int, most: int, what: str) -> str:
    """"Keep exactly 1 of the drawn cards.", "Discard 3 or 4 cards."..."""
    noun = what or ("card" if most == 1 else "cards")
    if least == most:
        return f"{verb} exactly {most} {noun}."
    return f"{verb} {least} or {most} {noun}."
