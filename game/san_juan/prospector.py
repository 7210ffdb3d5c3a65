"""The Prospector (book: "Cercatore d'oro") and the Gold Mine: cards without an action for all.

The Prospector's privilege: 1 card from the deck (2 with a Library); the others do nothing
("no azione!"). Then each Gold Mine owner, from the Prospector clockwise, turns up the top 4
cards of the deck for everyone to see (rules notes 16): if their building costs all differ,
the owner may keep one of them ("il giocatore può sceglierne uno", rules notes 4); either way
the others go to the discard pile, known to all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.protocol import Move

from .cards import COST, remove
from .data import GOLD_MINE, GOLD_MINE_DRAW
from .notation import KEEP_NONE, M_KEEP

if TYPE_CHECKING:
    from .state import SJState


def privilege(state: SJState) -> None:
    """The Prospector's privilege: 1 card (Library: 2), before any Gold Mine draw."""
    state.draw(state.privileges(state.role_player), state.hands[state.role_player])


def gold_mine_hit(cards: list[int]) -> bool:
    """True when the Gold Mine's cards all have different building costs (one may be kept)."""
    costs = {COST[t] for t in cards}
    return bool(cards) and len(costs) == len(cards)


def turn_up(state: SJState, p: int) -> None:
    """``p``'s turn comes: a Gold Mine owner turns up the top 4 cards for all to see."""
    if GOLD_MINE in state.city[p]:
        state.draw(GOLD_MINE_DRAW, state.drawn)


def options(state: SJState, p: int) -> list[Move]:
    """The card types shown, one of which may be kept, or none of them (``keep:none``, alone
    and played for the owner when two cost the same); nothing without a Gold Mine."""
    if GOLD_MINE not in state.city[p]:
        return []
    drawn = state.drawn
    if not gold_mine_hit(drawn):
        return [KEEP_NONE]
    return [(M_KEEP, (t,)) for t in sorted(drawn)] + [KEEP_NONE]


def keep(state: SJState, move: Move, p: int) -> None:
    """The kept card into the hand (everyone saw which), the others to the discard pile, known
    to all."""
    drawn = state.drawn
    remove(drawn, move[1])
    state.hands[p].extend(move[1])
    for card in move[1]:
        state.show_in_hand(p, card)
    state.discard_cards(drawn, (1 << state.num_players) - 1)  # shown to all
    state.drawn = []


def problem(state: SJState, move: Move, p: int) -> str | None:
    """Why ``p`` may not keep the card ``move`` names, or None."""
    cards = move[1]
    if not gold_mine_hit(state.drawn):
        return "Two of the Gold Mine's cards cost the same: you keep nothing."
    if len(cards) > 1 or (cards and cards[0] not in state.drawn):
        return "Keep one of the Gold Mine's cards, or none (keep:none)."
    return None
