"""The end of the game (book: "Conclusione della partita") and the scores.

The game ends at the end of the Builder phase in which a player builds their 12th building
(everyone still builds in that phase; rules notes 18), when no card can ever move again (rules
notes 8), or when no card left in play could ever be built by anyone, so that no city can ever
reach 12 buildings (rules notes 20). Each player scores the VP of their buildings, 1 per card
under their Chapel and the bonuses of their 6-cost buildings (Guild Hall, City Hall, Triumphal
Arch, Palace; book: "I quattro palazzi da 6"). Tie-break: cards in hand plus goods.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.protocol import PlayerScore

from .builder import may_build, most_discount
from .cards import COST, IS_MONUMENT, IS_PROD, IS_VIOLET, VP
from .data import (
    CITY_HALL,
    END_BUILDINGS,
    GUILD_HALL,
    PALACE,
    TRIUMPHAL_ARCH,
    TRIUMPHAL_ARCH_VP,
)
from .governor import hand_limit
from .notation import PH_OVER

if TYPE_CHECKING:
    from .state import SJState

GUILD_HALL_VP = 2  # per production building
PALACE_SHARE = 4  # the Palace adds a quarter of the other VP, rounded down


def city_complete(state: SJState) -> bool:
    """True once a player has built a 12th building."""
    return any(len(c) >= END_BUILDINGS for c in state.city)


def buildable_by_anyone(state: SJState, card: int) -> bool:
    """True when some player could still build ``card`` one day: a production building always,
    a violet building by a player who never built one (in their city or covered by the
    Crane)."""
    if IS_PROD[card]:
        return True
    covered = state.covered
    for p, city in enumerate(state.city):
        if card not in city and card not in covered[p]:
            return True
    return False


def no_more_buildings(state: SJState) -> bool:
    """True when no card still in play (the deck, the discard pile, the hands, the goods, a
    pending draw) could ever be built by anyone: cards never come back from a city, a Chapel or
    under a Crane, and a violet building is built once, so no city can ever grow again and
    nobody can reach 12 buildings (rules notes 20: the game then ends)."""
    for pile in (state.deck, state.discard, state.drawn):
        for card in pile:
            if buildable_by_anyone(state, card):
                return False
    for p in range(state.num_players):
        for card in state.hands[p]:
            if buildable_by_anyone(state, card):
                return False
        for card in state.goods[p]:
            if card >= 0 and buildable_by_anyone(state, card):
                return False
    return True


def stalled(state: SJState) -> bool:
    """True when nothing can ever change again: the deck and the discard pile are empty, no
    good lies anywhere, no hand is above its limit, and no player could build even as the
    Builder with every discount they own (:func:`~.builder.most_discount`; rules notes 8: the
    game then ends)."""
    if state.deck or state.discard:
        return False
    for p in range(state.num_players):
        if any(g >= 0 for g in state.goods[p]):
            return False
        hand = state.hands[p]
        if len(hand) > hand_limit(state.city[p]):
            return False  # the next hand-limit check puts cards into the discard pile
        for card in hand:
            if may_build(state, p, card) and COST[card] - most_discount(state, p, card) <= (
                    len(hand) - 1):
                return False
    return True


def end_reasons(state: SJState) -> tuple[str, ...]:
    """Why the game is over (empty while it goes on): ``12th_building``, ``no_more_buildings``
    (rules notes 20) or ``cards_ran_out`` (rules notes 8)."""
    if state.phase != PH_OVER:
        return ()
    if city_complete(state):
        return ("12th_building",)
    return ("no_more_buildings",) if no_more_buildings(state) else ("cards_ran_out",)


def game_over(state: SJState) -> bool:
    """End the game: nobody decides any more. True (for the phase engine: nothing to hand
    out)."""
    state.phase = PH_OVER
    state.role = -1
    state.role_player = -1
    state.library = False
    state.cur = -1
    state.legal = []
    return True


def score_breakdown(city: list[int], chapel: list[int]) -> dict[str, int]:
    """A player's VP by source (the keys of ``PlayerScore.breakdown``); the Palace comes last,
    a quarter of everything else, rounded down."""
    parts = {"buildings": sum(VP[t] for t in city), "chapel": len(chapel), "guild_hall": 0,
             "city_hall": 0, "triumphal_arch": 0, "palace": 0}
    if GUILD_HALL in city:
        parts["guild_hall"] = GUILD_HALL_VP * sum(1 for t in city if IS_PROD[t])
    if CITY_HALL in city:
        parts["city_hall"] = sum(1 for t in city if IS_VIOLET[t])
    if TRIUMPHAL_ARCH in city:
        parts["triumphal_arch"] = TRIUMPHAL_ARCH_VP[len({t for t in city if IS_MONUMENT[t]})]
    if PALACE in city:
        parts["palace"] = sum(parts.values()) // PALACE_SHARE
    return parts


def score_of(state: SJState, p: int) -> PlayerScore:
    """Player ``p``'s score as if the game ended now; tie-break: hand cards + goods."""
    parts = score_breakdown(state.city[p], state.chapel[p])
    goods = sum(1 for g in state.goods[p] if g >= 0)
    return PlayerScore(p, sum(parts.values()), parts, (len(state.hands[p]) + goods,))
