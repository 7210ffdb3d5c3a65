"""The Producer (book: "Artigiano"): each player may produce goods on empty production
buildings.

Each player, from the Producer clockwise, may place one good (the top card of the deck, face
down, unseen by anyone) on one of their empty production buildings; the Producer's privilege
allows one more (two more with a Library), the Aqueduct one more. Producing fewer, or none, is
allowed (rules notes 4); with the deck and the discard pile empty nothing can be produced
(note 7). The Well: a card for producing at least two goods.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.protocol import Move

from .cards import IS_PROD, positions_problem, type_multisets
from .data import AQUEDUCT, CARDS, WELL
from .notation import M_PRODUCE, PRODUCE_NONE

if TYPE_CHECKING:
    from .state import SJState

WELL_GOODS = 2  # the Well pays a card for "almeno 2 merci"


def produce_limit(state: SJState, p: int) -> int:
    """Goods ``p`` may produce in this Producer phase: 1, +1 privilege (+2 with the Library),
    +1 Aqueduct."""
    return 1 + state.privileges(p) + (AQUEDUCT in state.city[p])


def options(state: SJState, p: int) -> list[Move]:
    """One production per distinct multiset of empty production building types (lowest
    positions first) of every allowed size, plus ``produce:none``; nothing when no building is
    empty or no card is left to produce with."""
    city = state.city[p]
    goods = state.goods[p]
    groups: dict[int, list[int]] = {}
    for i, t in enumerate(city):
        if IS_PROD[t] and goods[i] < 0:
            groups.setdefault(t, []).append(i)
    if not groups:
        return []
    if len(state.deck) + len(state.discard) == 0:
        return []  # no card to produce with
    k = produce_limit(state, p)
    if k == 1:
        moves: list[Move] = [(M_PRODUCE, (groups[t][0],)) for t in sorted(groups)]
    else:
        moves = [(M_PRODUCE, pos) for pos in
                 type_multisets([groups[t] for t in sorted(groups)], k)]
    moves.append(PRODUCE_NONE)
    return moves


def produce(state: SJState, move: Move, p: int) -> None:
    """A good from the deck on each named building (fewer if the cards run out), then the
    Well's card."""
    goods = state.goods[p]
    made = 0
    for i in move[1]:
        got: list[int] = []
        state.draw(1, got)
        if not got:
            break
        goods[i] = got[0]
        made += 1
    if made >= WELL_GOODS and WELL in state.city[p]:
        state.draw(1, state.hands[p])


def problem(state: SJState, move: Move, p: int) -> str | None:
    """Why ``p`` may not produce on the positions ``move`` names, or None."""
    positions = move[1]
    city = state.city[p]
    wrong = positions_problem(city, positions)
    if wrong:
        return wrong
    goods = state.goods[p]
    for i in positions:
        if not IS_PROD[city[i]]:
            return f"{CARDS[city[i]].name} is not a production building."
        if goods[i] >= 0:
            return f"Your {CARDS[city[i]].name} at position {i} already has a good."
    if not options(state, p):
        return "You cannot produce now."
    k = produce_limit(state, p)
    if len(positions) > k:
        return f"You may produce at most {k} {'good' if k == 1 else 'goods'} in this phase."
    return None
