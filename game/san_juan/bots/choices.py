"""San Juan rules of thumb on plain data: which card to keep, what to pay with, what to build.

Every function here takes card type indices (:mod:`game.san_juan.data`) and numbers, never an
engine state, so they are easy to test and cheap enough for playouts. :mod:`.rules` reads the
engine state and asks these; the table asks :func:`least_wanted` (with :func:`rounds_left`, the
game clock from the fullest city and the round) what to pre-select for a discard or a payment,
so the players' suggestions and the bots' choices come from one set of card values.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from game.san_juan.cards import COST, IS_MONUMENT, IS_PROD, IS_SIX
from game.san_juan.data import (
    CARPENTER,
    CITY_HALL,
    END_BUILDINGS,
    GUILD_HALL,
    NUM_CARD_TYPES,
    PALACE,
    TOWER,
    TRIUMPHAL_ARCH,
)

from .values import card_worth, estimate, rounds_left

__all__ = ["build_gain", "buildable", "builds_left_for", "chapel_pick", "gains", "keep_values",
           "least_wanted", "rounds_left"]

#: a building not built yet counts this share of its net worth while it waits in the hand
PLAN_SHARE = 0.3
#: at most this much (VP) of a plan counts
PLAN_CAP = 1.5
#: extra keep value of a 6-cost building that fits the city (its bonus is the plan)
SIX_FIT = 1.0


def builds_left_for(city_size: int, r: float) -> float:
    """Buildings a player may still add: the rounds left allow about one a round."""
    room = END_BUILDINGS - city_size
    b = r * 0.85 + 0.8
    return float(room) if b > room else b


def build_gain(city: Sequence[int], card: int, chapel: int, r: float) -> float:
    """What adding ``card`` to ``city`` is worth (VP, estimated final), before paying."""
    return gains(tuple(city), chapel, r)[card]


@lru_cache(maxsize=1 << 15)
def gains(city: tuple[int, ...], chapel: int, r: float) -> tuple[float, ...]:
    """:func:`build_gain` of every card type for one city (cached: playouts ask again and
    again about the same cities)."""
    bl = builds_left_for(len(city), r)
    before = estimate(city, 0, (), chapel, r, bl)
    bl_after = bl - 1.0 if bl > 1.0 else 0.0
    out = []
    for card in range(NUM_CARD_TYPES):
        gain = estimate((*city, card), 0, (), chapel, r, bl_after) - before
        # a violet building that makes another card useful (Carpenter: violet builds pay back)
        if card == CARPENTER and bl > 3:
            gain += 0.3
        out.append(gain)
    return tuple(out)


def buildable(city: Sequence[int], card: int) -> bool:
    """True when ``card`` may join ``city`` (a violet building only once)."""
    return IS_PROD[card] or card not in city


def keep_values(
    hand: Sequence[int], city: Sequence[int], chapel: int, r: float
) -> list[float]:
    """The worth (VP) of each card of ``hand`` to its owner: money, plus a share of what
    building it would add if it is worth building (a second copy of a violet building, or one
    already in the city, is money only)."""
    cw = card_worth(r)
    table = gains(tuple(city), chapel, r)
    out = []
    seen: set[int] = set()
    has = set(city)
    hand_size = len(hand)
    for c in hand:
        v = cw
        if buildable(city, c) and not (not IS_PROD[c] and c in seen):
            net = table[c] - cw * max(0, COST[c] - 1)
            if IS_SIX[c]:
                net += SIX_FIT * _six_fit(city, c)
            if net > 0.0:
                # an expensive card far beyond the hand's reach waits longer
                reach = 1.0 if COST[c] <= hand_size + 1 else 0.6
                plan = PLAN_SHARE * reach * net
                v += plan if plan < PLAN_CAP else PLAN_CAP
        if not IS_PROD[c]:
            seen.add(c)
        if c in has and not IS_PROD[c]:
            v = cw
        out.append(v)
    return out


def least_wanted(cards: Sequence[int], city: Sequence[int], chapel: int, r: float) -> list[int]:
    """The positions of ``cards`` (a hand, maybe with drawn cards) in the order their owner
    would give them up: the card worth least to keep (:func:`keep_values`) first, ties the
    card of the lower data index first. A discard or a payment of ``k`` cards takes the first
    ``k``."""
    vals = keep_values(cards, city, chapel, r)
    return sorted(range(len(cards)), key=lambda i: (vals[i], cards[i]))


def _six_fit(city: Sequence[int], card: int) -> float:
    """How well a 6-cost building fits the city (0 to about 2)."""
    if card == GUILD_HALL:
        return 0.4 * sum(1 for b in city if IS_PROD[b]) - 0.8
    if card == CITY_HALL:
        return 0.3 * sum(1 for b in city if not IS_PROD[b]) - 0.6
    if card == TRIUMPHAL_ARCH:
        return 0.8 * sum(1 for b in set(city) if IS_MONUMENT[b]) - 0.4
    if card == PALACE:
        return 0.5
    return 0.0


def chapel_pick(hand: Sequence[int], city: Sequence[int], chapel: int, r: float) -> int:
    """The position of the card to tuck under the Chapel, or -1 to keep them all.

    A card under the Chapel is 1 VP for sure; in hand it is worth its keep value."""
    if not hand:
        return -1
    vals = keep_values(hand, city, chapel, r)
    i = min(range(len(hand)), key=lambda k: vals[k])
    limit = 12 if TOWER in city else 7
    # early, a small hand is the builder's money: tuck only what the hand can spare
    spare = len(hand) >= 4 or r < 4.0 or len(hand) > limit
    if spare and vals[i] < 1.0:
        return i
    return -1
