"""San Juan card knowledge for the bots: what a building, a card in hand and a good are worth.

Pure functions on plain data (card type indices of :mod:`game.san_juan.data`), so the
heuristics, the playout policy and the evaluation share one set of numbers, and none of them
needs the engine's internals.

Units: VP. A card in hand is money; :func:`card_worth` says how many VP one card should still
turn into (about 0.65 while there are builds ahead, less at the end, since a building converts
its cost into VP at roughly that rate once the builder's discount is counted). A building's
worth is its printed VP, its effect over the rounds left (``EFFECT_CARDS`` cards a round, or
VP a round for the Chapel) and what it adds to the 6-cost buildings' bonuses.

The weights are module constants (upper case, immutable).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.san_juan.cards import GOOD_OF, IS_MONUMENT, IS_PROD, VP
from game.san_juan.data import (
    AQUEDUCT,
    ARCHIVE,
    BLACK_MARKET,
    CARPENTER,
    CHAPEL,
    CITY_HALL,
    CRANE,
    END_BUILDINGS,
    GOLD_MINE,
    GUILD_HALL,
    LIBRARY,
    MARKET_HALL,
    MARKET_STAND,
    NUM_CARD_TYPES,
    NUM_GOODS,
    PALACE,
    POOR_HOUSE,
    PREFECTURE,
    QUARRY,
    SMITHY,
    TILES,
    TOWER,
    TRADING_POST,
    TRIUMPHAL_ARCH,
    TRIUMPHAL_ARCH_VP,
    WELL,
)

#: average cards one good sells for, over the five trading-house tiles
AVG_PRICE: tuple[float, ...] = tuple(
    sum(t[g] for t in TILES) / len(TILES) for g in range(NUM_GOODS)
)

# -- weights ---------------------------------------------------------------------------------------

#: VP one card in hand should still turn into, with plenty of rounds ahead
CARD_WORTH = 0.65
#: ... and what is left of that in the last round (the hand only pays for the last build)
CARD_WORTH_END = 0.35
#: ... and once the game ends with the current Builder phase (a tie-break only)
CARD_WORTH_OVER = 0.02
#: cards a round each violet building brings through its effect (the Chapel: VP a round)
EFFECT_CARDS: tuple[float, ...] = tuple(
    {
        SMITHY: 0.3,
        GOLD_MINE: 0.22,
        ARCHIVE: 0.15,
        POOR_HOUSE: 0.25,
        BLACK_MARKET: 0.15,
        TRADING_POST: 0.4,
        WELL: 0.3,
        MARKET_STAND: 0.3,
        CRANE: 0.12,
        CHAPEL: 0.45,
        TOWER: 0.15,
        AQUEDUCT: 0.4,
        CARPENTER: 0.4,
        PREFECTURE: 0.55,
        MARKET_HALL: 0.45,
        QUARRY: 0.55,
        LIBRARY: 1.0,
    }.get(b, 0.0)
    for b in range(NUM_CARD_TYPES)
)
#: effects that need production buildings (scaled down for a city with fewer than two)
NEEDS_PRODUCTION = frozenset(
    {TRADING_POST, WELL, MARKET_STAND, AQUEDUCT, MARKET_HALL, BLACK_MARKET}
)
#: effects on building (worth less once few builds remain)
ON_BUILDING = frozenset({SMITHY, CARPENTER, QUARRY, POOR_HOUSE, CRANE, BLACK_MARKET})
#: share of a round's value a production building yields in cards (produce, then sell)
PROD_RATE = 0.42
#: goods a player sells in an average round (one sale most rounds, more with a Trading Post)
SALES_PER_ROUND = 0.75
#: at most this many rounds of an effect are counted (later rounds are uncertain)
EFFECT_HORIZON = 7.0
#: buildings a player adds in an average round (to project the end of the game and the
#: 6-cost bonuses)
BUILD_RATE = 0.85
#: share of a player's future buildings that are production buildings
FUTURE_PROD_SHARE = 0.4
#: printed VP of an average future building
FUTURE_VP = 2.0
#: a good stored on a building is worth this share of its average price in cards
GOOD_STORED = 0.85


def card_worth(rounds_left: float) -> float:
    """VP a card in hand should still turn into with ``rounds_left`` full rounds after this
    (negative: the game ends with this Builder phase, a card is only a tie-break)."""
    if rounds_left < 0.0:
        return CARD_WORTH_OVER
    if rounds_left >= 3.0:
        return CARD_WORTH
    return CARD_WORTH_END + (CARD_WORTH - CARD_WORTH_END) * rounds_left / 3.0


def rounds_left(max_city: int, round_no: int) -> float:
    """Estimated full rounds still to come after the current one, from the fullest city
    (``max_city`` buildings) and the round number (1-based); -1 once a city has 12 buildings
    (the game ends with this Builder phase)."""
    builds = END_BUILDINGS - max_city
    if builds <= 0:
        return -1.0
    rate = BUILD_RATE
    played = max(1, round_no - 1)
    seen = (max_city - 1) / played
    if round_no > 3 and seen > rate:
        rate = seen
    r = builds / rate - 1.0
    return r if r > 0.0 else 0.0


def production_income(city: Sequence[int]) -> float:
    """Cards a round the city's production should bring in (producing, then selling)."""
    prices = sorted((AVG_PRICE[GOOD_OF[b]] for b in city if IS_PROD[b]), reverse=True)
    if not prices:
        return 0.0
    has = set(city)
    sales = SALES_PER_ROUND
    if TRADING_POST in has:
        sales += 0.45
    if LIBRARY in has:
        sales += 0.25
    produced = PROD_RATE * len(prices) * (1.35 if AQUEDUCT in has else 1.0)
    if produced < sales:
        sales = produced
    income = 0.0
    left = sales
    for p in prices:  # the best goods are sold first
        take = 1.0 if left > 1.0 else left
        income += take * p
        left -= take
        if left <= 0.0:
            break
    if MARKET_HALL in has:
        income += 0.5 * sales
    return income


def effect_cards(b: int, city: Sequence[int], prod_count: int, builds_left: float) -> float:
    """Cards a round building ``b`` brings to ``city`` (the Chapel: VP a round)."""
    v = EFFECT_CARDS[b]
    if not v:
        return 0.0
    if b in NEEDS_PRODUCTION and prod_count < 2:
        v *= 0.3 if prod_count == 0 else 0.6
    if b == SMITHY and builds_left < 3:
        v *= builds_left / 3.0
    elif b in ON_BUILDING and builds_left < 2:
        v *= builds_left / 2.0
    return v


def estimate(
    city: Sequence[int],
    hand: float,
    goods: Sequence[int],
    chapel: int,
    r: float,
    builds_left: float | None = None,
) -> float:
    """Estimated final score of a player: the score now, plus what the hand (``hand`` cards),
    the goods stored (their kinds) and the buildings' effects should still turn into over
    ``r`` rounds left after this one."""
    base = chapel + sum(VP[b] for b in city)
    has = set(city)
    n = len(city)
    if r < 0.0:  # the game ends with this Builder phase
        builds_left = 0.0
    elif builds_left is None:
        builds_left = r * BUILD_RATE + 0.8
    room = END_BUILDINGS - n
    if builds_left > room:
        builds_left = float(room)
    if builds_left < 0.0:
        builds_left = 0.0
    cw = card_worth(r)
    horizon = r + 0.5 if r >= 0.0 else 0.0
    if horizon > EFFECT_HORIZON:
        horizon = EFFECT_HORIZON
    prod_count = sum(1 for b in city if IS_PROD[b])
    cards = float(hand)
    for g in goods:
        cards += GOOD_STORED * AVG_PRICE[g]
    cards += production_income(city) * horizon
    chapel_vp = 0.0
    for b in has:
        if b == CHAPEL:
            chapel_vp = effect_cards(b, city, prod_count, builds_left) * horizon
        elif EFFECT_CARDS[b]:
            cards += effect_cards(b, city, prod_count, builds_left) * horizon
    # cards only score through buildings: a hand far beyond what the builds left can use is
    # worth little (the Chapel takes a card a round)
    capacity = builds_left * 5.0 + 1.0 + (horizon if CHAPEL in has else 0.0)
    if cards > capacity:
        cards = capacity + 0.15 * (cards - capacity)
    value = base + chapel_vp + cw * cards
    # the 6-cost buildings' bonuses on the projected final city
    future_prod = builds_left * FUTURE_PROD_SHARE
    future_violet = builds_left - future_prod
    bonus = 0.0
    if GUILD_HALL in has:
        bonus += 2.0 * (prod_count + future_prod)
    if CITY_HALL in has:
        bonus += (n - prod_count) + future_violet
    if TRIUMPHAL_ARCH in has:
        bonus += TRIUMPHAL_ARCH_VP[sum(1 for b in has if IS_MONUMENT[b])]
    value += bonus
    if PALACE in has:
        value += 0.25 * value
    return value
