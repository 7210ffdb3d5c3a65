"""The Builder (book: "Costruttore"): each player may build one building from their hand.

The Builder's privilege: one card less (two with a Library). Each player, from the Builder
clockwise, may build one building, paying its cost minus the discounts with other hand cards
(face down to the discard pile), or build nothing. The buildings that change it (book: "I
palazzi viola"): Smithy (production building -1), Quarry (violet building -1), Crane (build
over one of one's buildings, paying only the difference), Black Market (up to 2 goods as
payment, 1 card each), Carpenter (a card after building a violet building), Poor House (a card
when at most one is left in hand). Each violet building only once per city, a covered one
included (rules notes 9); a covered building gives nothing to the build covering it (note 10).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.protocol import Move

from .cards import CHEAP_KEY, COST, IS_PROD, IS_VIOLET, multiset_within
from .data import BLACK_MARKET, CARDS, CARPENTER, CRANE, LIBRARY, POOR_HOUSE, QUARRY, SMITHY
from .notation import BUILD_NONE, M_BUILD

if TYPE_CHECKING:
    from .state import SJState

BLACK_MARKET_GOODS = 2  # "fino a 2 merci"


def build_discount(state: SJState, p: int, card: int, over: int) -> int:
    """Cards off ``card``'s cost for ``p`` in this Builder phase (before Black Market goods):
    privilege (-1, Library -2), Smithy, Quarry, the Crane's covered building. A building being
    covered gives no ability to the build covering it."""
    city = state.city[p]
    gone = city[over] if over >= 0 else -1
    d = 0
    if p == state.role_player:
        d = 2 if state.library and gone != LIBRARY else 1
    if IS_PROD[card]:
        if SMITHY in city and gone != SMITHY:
            d += 1
    elif QUARRY in city and gone != QUARRY:
        d += 1
    if over >= 0:
        d += COST[gone]
    return d


def most_discount(state: SJState, p: int, card: int) -> int:
    """The most cards ``p`` could ever take off ``card``'s cost with what they own now: as the
    Builder, their Library doubling the privilege, Smithy or Quarry, and the Crane over the
    building that takes most off (a building being covered gives no ability, rules notes 10;
    never over an identical one)."""
    city = state.city[p]
    best = 0
    for over in [-1, *_crane_overs(city)] if CRANE in city else [-1]:
        gone = city[over] if over >= 0 else -1
        if gone == card:
            continue
        d = 2 if LIBRARY in city and gone != LIBRARY else 1
        if IS_PROD[card]:
            d += SMITHY in city and gone != SMITHY
        else:
            d += QUARRY in city and gone != QUARRY
        if over >= 0:
            d += COST[gone]
        best = max(best, d)
    return best


def may_build(state: SJState, p: int, card: int) -> bool:
    """False for a violet building ``p`` already built (in the city or covered)."""
    return not IS_VIOLET[card] or (card not in state.city[p] and card not in state.covered[p])


def _cheapest(order: list[int], idx: int, k: int) -> list[int]:
    """The ``k`` cheapest cards of the hand ``order`` (sorted cheapest first) but the one at
    ``idx`` (the building), sorted."""
    cards = order[:k] if k <= idx else order[:idx] + order[idx + 1:k + 1]
    cards.sort()
    return cards


def _dearest(order: list[int], idx: int, k: int) -> list[int]:
    """The ``k`` dearest cards of the hand ``order`` but the one at ``idx``, sorted."""
    cards = order[-k:] if idx < len(order) - k else order[-k - 1:idx] + order[idx + 1:]
    cards.sort()
    return cards


def options(state: SJState, p: int) -> list[Move]:
    """``p``'s representative builds (see :mod:`.round`): for each buildable card type, one
    payment with the cheapest other hand cards and one with the dearest when it differs, plus
    ``build:none``; nothing when no building can be paid for."""
    hand = state.hands[p]
    if not hand:
        return []
    city = state.city[p]
    if CRANE in city or BLACK_MARKET in city:
        return _options_crane_or_market(state, p)
    # the common case, without Crane or Black Market: one payment per card type
    order = sorted(hand, key=CHEAP_KEY.__getitem__)
    limit = len(order) - 1
    priv = state.privileges(p)
    prod_d = priv + (SMITHY in city)
    violet_d = priv + (QUARRY in city)
    covered = state.covered[p]
    moves: list[Move] = []
    prev = -1
    for idx, card in enumerate(order):
        if card == prev:
            continue
        prev = card
        if IS_VIOLET[card]:
            if card in city or card in covered:
                continue
            cost = COST[card] - violet_d
        else:
            cost = COST[card] - prod_d
        if cost <= 0:
            moves.append((M_BUILD, card, -1, (), ()))
        elif cost <= limit:
            # _cheapest and _dearest inline (the hot path): the cheapest cards, and the
            # alternative keeping them
            cheap = order[:cost] if cost <= idx else order[:idx] + order[idx + 1:cost + 1]
            cheap.sort()
            moves.append((M_BUILD, card, -1, (), tuple(cheap)))
            dear = order[-cost:] if idx < len(order) - cost else \
                order[-cost - 1:idx] + order[idx + 1:]
            dear.sort()
            if dear != cheap:
                moves.append((M_BUILD, card, -1, (), tuple(dear)))
    if not moves:
        return []
    moves.append(BUILD_NONE)
    return moves


def _crane_overs(city: list[int]) -> list[int]:
    """The positions the Crane may build over, the first building of each type but itself."""
    seen = {CRANE}
    overs = []
    for i, t in enumerate(city):
        if t not in seen:
            seen.add(t)
            overs.append(i)
    return overs


def _options_crane_or_market(state: SJState, p: int) -> list[Move]:
    """Builds with a Crane (over the first building of each type it may cover) or a Black
    Market (each number of goods used, from the cheapest production buildings)."""
    hand = state.hands[p]
    city = state.city[p]
    goods = state.goods[p]
    covered = state.covered[p]
    order = sorted(hand, key=CHEAP_KEY.__getitem__)
    limit = len(order) - 1
    overs = [-1, *_crane_overs(city)] if CRANE in city else [-1]  # -1: not over anything
    market: list[int] = []
    if BLACK_MARKET in city:
        market = [i for i in range(len(city)) if goods[i] >= 0]
        market.sort(key=lambda i: CHEAP_KEY[city[i]])
    moves: list[Move] = []
    prev = -1
    for idx, card in enumerate(order):
        if card == prev:
            continue
        prev = card
        if IS_VIOLET[card] and (card in city or card in covered):
            continue
        for over in overs:
            if over >= 0 and city[over] == card:
                continue  # never over an identical building
            cost = COST[card] - build_discount(state, p, card, over)
            gpos = market
            if over >= 0 and market:
                gpos = [] if city[over] == BLACK_MARKET else [i for i in market if i != over]
            gmax = min(BLACK_MARKET_GOODS, cost, len(gpos)) if cost > 0 else 0
            for g in range(gmax + 1):
                pay = cost - g if cost > 0 else 0
                if pay > limit:
                    continue
                used = tuple(sorted(gpos[:g])) if g else ()
                if not pay:
                    moves.append((M_BUILD, card, over, used, ()))
                    continue
                cheap = _cheapest(order, idx, pay)
                moves.append((M_BUILD, card, over, used, tuple(cheap)))
                if over < 0 and g == 0:  # the dearest cards, as above
                    dear = _dearest(order, idx, pay)
                    if dear != cheap:
                        moves.append((M_BUILD, card, over, used, tuple(dear)))
    if not moves:
        return []
    moves.append(BUILD_NONE)
    return moves


def build(state: SJState, move: Move, p: int) -> None:
    """Build: the card from the hand into the city (over a building with the Crane), the
    payment and any Black Market goods to the discard pile; then the Carpenter's and the Poor
    House's card."""
    _, card, over, gpos, pay = move
    if card < 0:
        return
    hand = state.hands[p]
    city = state.city[p]
    goods = state.goods[p]
    # abilities of the city before this build (a covered building gives none)
    gone = city[over] if over >= 0 else -1
    carpenter = CARPENTER in city and gone != CARPENTER
    poor = POOR_HOUSE in city and gone != POOR_HOUSE
    hand.remove(card)
    if state.shown[p]:
        state.played_from_hand(p, card)
    state.discard_from_hand(p, pay)
    for i in gpos:
        state.discard_cards((goods[i],), 0)
        goods[i] = -1
    if over >= 0:
        if goods[over] >= 0:
            state.discard_cards((goods[over],), 0)
        state.covered[p].append(city[over])
        city[over] = card
        goods[over] = -1
    else:
        city.append(card)
        goods.append(-1)
    if carpenter and IS_VIOLET[card]:
        state.draw(1, hand)
    if poor and len(hand) <= 1:
        state.draw(1, hand)


def problem(state: SJState, move: Move, p: int) -> str | None:
    """Why ``p`` may not build as ``move`` says (any valid payment is accepted), or None."""
    _, card, over, gpos, pay = move
    if card < 0:
        return "You have nothing to build."
    hand = state.hands[p]
    city = state.city[p]
    if card not in hand:
        return f"You have no {CARDS[card].name} in your hand."
    if not may_build(state, p, card):
        return f"You already built a {CARDS[card].name}: each violet building only once."
    wrong = _crane_problem(city, card, over) if over >= 0 else None
    if wrong:
        return wrong
    cost = max(0, COST[card] - build_discount(state, p, card, over))
    wrong = _market_problem(city, state.goods[p], gpos, over, cost) if gpos else None
    if wrong:
        return wrong
    need = cost - len(gpos)
    if len(pay) != need:
        return (f"{CARDS[card].name} costs you {need} {'card' if need == 1 else 'cards'} "
                f"here, not {len(pay)}.")
    rest = hand[:]
    rest.remove(card)
    if not multiset_within(pay, rest):
        return "You can only pay with other cards from your hand."
    return None


def _crane_problem(city: list[int], card: int, over: int) -> str | None:
    """Why ``card`` cannot go over the building at ``over`` with a Crane, or None."""
    if CRANE not in city:
        return "Only the owner of a Crane may build over a building."
    if over >= len(city):
        return f"Your city has no position {over}."
    if city[over] == CRANE:
        return "The Crane cannot be covered by the building it helps to build."
    if city[over] == card:
        return "A building cannot be covered by an identical one."
    return None


def _market_problem(city: list[int], goods: list[int], gpos: tuple[int, ...], over: int,
                    cost: int) -> str | None:
    """Why the goods on ``gpos`` cannot pay for a build of ``cost`` cards at the Black Market,
    or None."""
    if BLACK_MARKET not in city or (over >= 0 and city[over] == BLACK_MARKET):
        return "Only the owner of a Black Market may pay with goods."
    if len(gpos) > BLACK_MARKET_GOODS:
        return f"The Black Market takes at most {BLACK_MARKET_GOODS} goods."
    if len(set(gpos)) != len(gpos):
        return "A good can be used only once."
    for i in gpos:
        if i >= len(city) or goods[i] < 0 or i == over:
            return f"There is no good at position {i} to use."
    if len(gpos) > cost:
        return "A discount larger than the cost is never paid out: use fewer goods."
    return None
