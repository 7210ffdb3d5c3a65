"""San Juan rules of thumb on a (determinized) engine state: every decision, the role choice, the
evaluation, the playout policy and the search's priors.

Every function reads a :class:`~game.san_juan.state.SJState` built by the determinizer (so
nothing here can see real hidden information) through the engine's public API only: the state's
public fields (``hands``, ``city``, ``goods``, ``chapel``, ``drawn``, ``legal`` ...), its public
methods (``build_discount``, ``may_build``, ``produce_limit``, ``sell_limit``, ``current_tile``,
``tile_known``, ``keep_count``, ``to_discard``, ``score_of``), the phase and move constants of
:mod:`game.san_juan.notation` (``PH_*``, ``M_*``), the card tables of :mod:`game.san_juan.cards`
and the rules' helpers (``governor.hand_limit``, ``end.score_breakdown``). The card knowledge is
in :mod:`.values` and :mod:`.choices`.

Evaluation
==========
:func:`win_shares`: each player's estimated final score (:func:`values.estimate`: VP now, plus
what the hand, the goods and the buildings' effects should still bring in the rounds left),
turned into win shares by a softmax whose temperature shrinks towards the end.

Policies
========
* :func:`fast_move`: one rule per decision (build the building worth most net of what it costs,
  pay with the cards worth least, produce and sell the most valuable goods, keep the cards worth
  most, tuck the card worth least under the Chapel) and the role with the best
  :func:`role_scores` (my gain minus a share of the others' gain). The playout policy adds a few
  random role choices; Easy adds noise and careless moves.
* :func:`medium_move`: these rules, without noise.
* :func:`search_moves` and :func:`priors` focus the search (Hard, Expert): one payment per
  building (the cards worth least), the rules' production and sale only; priors are a softmax of
  the role scores at a role choice, else 4:1 for the rules' move.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from game.core.protocol import Move
from game.core.rng import Rng
from game.san_juan.cards import COST, GOOD_OF, IS_PROD
from game.san_juan.data import (
    ARCHIVE,
    BLACK_MARKET,
    BUILDER,
    COUNCILLOR,
    CRANE,
    END_BUILDINGS,
    GOLD_MINE,
    LIBRARY,
    MARKET_HALL,
    MARKET_STAND,
    PREFECTURE,
    PRODUCER,
    TILES,
    TRADER,
    WELL,
)
from game.san_juan.end import score_breakdown
from game.san_juan.governor import hand_limit
from game.san_juan.notation import (
    BUILD_NONE,
    CHAPEL_NONE,
    M_BUILD,
    M_CHAPEL,
    M_DISCARD,
    M_KEEP,
    M_PRODUCE,
    M_SELL,
    PH_BUILDER,
    PH_CHAPEL,
    PH_COUNCILLOR,
    PH_GOLD,
    PH_LIMIT,
    PH_OVER,
    PH_PRODUCER,
    PH_ROLE,
    PH_START,
    PH_TRADER,
)
from game.san_juan.state import SJState

from . import values as values
from .choices import build_gain, builds_left_for, chapel_pick, keep_values, least_wanted

AVG_PRICE = values.AVG_PRICE

# -- weights ---------------------------------------------------------------------------------------

#: role choice: weight of the others' average gain
OTHERS_WEIGHT = 0.6
#: role choice: what a Councillor's choice among many cards adds (VP), privilege / others
COUNCIL_PICK = (0.55, 0.2)
#: role choice: another player's build in my Builder phase (VP per hand card, at most)
OTHER_BUILD = (0.3, 1.5)
#: share of a card's plan value lost when it pays for another building
PAY_PLAN = 0.35
#: win-share temperature = TEMP_BASE + TEMP_ROUND * rounds left
TEMP_BASE = 2.0
TEMP_ROUND = 0.6
#: playouts: probability of a random role
ROLLOUT_EPSILON = 0.1
#: Easy: noise on the role scores (VP) and share of careless moves (%)
EASY_NOISE = 1.5
EASY_CARELESS = 15


# =================================================================================================
# Game clock and evaluation
# =================================================================================================


def rounds_left(s: SJState) -> float:
    """Estimated full rounds after the current one (-1: the game ends with this Builder phase)."""
    return values.rounds_left(max(len(c) for c in s.city), s.round)


def goods_kinds(s: SJState, p: int) -> list[int]:
    """The kinds of the goods stored in ``p``'s city."""
    city = s.city[p]
    return [GOOD_OF[city[i]] for i, g in enumerate(s.goods[p]) if g >= 0]


def player_estimate(s: SJState, p: int, r: float) -> float:
    """Player ``p``'s estimated final score with ``r`` rounds left after this one."""
    return values.estimate(s.city[p], len(s.hands[p]), goods_kinds(s, p), len(s.chapel[p]), r)


def win_shares(s: SJState) -> list[float]:
    """Estimated share of the win of each player (the exact returns once the game is over)."""
    if s.phase == PH_OVER:
        return s.returns()
    r = rounds_left(s)
    est = [player_estimate(s, p, r) for p in range(s.num_players)]
    temp = TEMP_BASE + TEMP_ROUND * (r if r > 0.0 else 0.0)
    top = max(est)
    ws = [math.exp((e - top) / temp) for e in est]
    total = sum(ws)
    return [w / total for w in ws]


def picks_between(start: SJState, now: SJState) -> int:
    """Role phases finished between two states of one game."""
    per = 3 if start.num_players == 2 else start.num_players
    return (now.round * per + now.picks) - (start.round * per + start.picks)


# =================================================================================================
# Decisions
# =================================================================================================


def build_options(s: SJState, p: int, r: float) -> list[tuple[float, Move]]:
    """Every building worth considering with its best way to pay, as (net worth, move): the
    building's worth minus the keep values of what it costs (cards, goods, a covered
    building). Includes the Crane and Black Market variants that pay off."""
    hand = s.hands[p]
    city = s.city[p]
    chapel = len(s.chapel[p])
    vals = keep_values(hand, city, chapel, r)
    cw = values.card_worth(r)
    goods = s.goods[p]
    crane = CRANE in city
    market = BLACK_MARKET in city
    room = END_BUILDINGS - len(city)
    out: list[tuple[float, Move]] = []
    tried: set[int] = set()
    for i, c in enumerate(hand):
        if c in tried or not s.may_build(p, c):
            continue
        tried.add(c)
        overs = [-1]
        if crane:
            seen_types = {CRANE, c}
            for k, t in enumerate(city):
                if t not in seen_types:
                    seen_types.add(t)
                    overs.append(k)
        best: tuple[float, Move] | None = None
        for over in overs:
            cost = COST[c] - s.build_discount(p, c, over)
            if cost < 0:
                cost = 0
            if over >= 0:
                new_city = list(city)
                new_city[over] = c
                lost_good = goods[over] >= 0
            else:
                new_city = [*list(city), c]
                lost_good = False
            if over < 0:
                gain = build_gain(city, c, chapel, r)
            else:
                bl = builds_left_for(len(city), r)
                gain = values.estimate(new_city, 0, (), chapel, r, bl) - values.estimate(
                    city, 0, (), chapel, r, bl)
            if lost_good:
                gain -= cw * values.GOOD_STORED * AVG_PRICE[GOOD_OF[city[over]]]
            # the cards to pay with: the ones worth least (the built card aside)
            order = sorted((vals[j], j) for j in range(len(hand)) if j != i)
            gpos: list[int] = []
            if market and cost and (over < 0 or city[over] != BLACK_MARKET):
                cands = sorted(
                    (cw * values.GOOD_STORED * AVG_PRICE[GOOD_OF[city[k]]], k)
                    for k in range(len(city))
                    if goods[k] >= 0 and k != over
                )
                # a good pays instead of a card when it is worth less than the card it spares
                dear = [v for v, _ in order[:cost]][::-1]
                for (gv, k), cv in zip(cands[:2], dear, strict=False):
                    if gv < cv:
                        gpos.append(k)
                        gain -= gv
            need = cost - len(gpos)
            if need > len(order):
                continue
            pay = [j for _, j in order[:need]]
            net = gain - cw - pay_cost([vals[j] for j in pay], cw)
            if need and len(hand) - 1 - need <= 1 and s.may_build(p, c):
                # Poor House: a card back when the hand runs dry
                if values.POOR_HOUSE in city:
                    net += cw
            if values.CARPENTER in city and not IS_PROD[c]:
                net += cw
            if room == 1 and over < 0:
                # this build ends the game: worth it only if I then lead
                net += end_bonus(s, p, new_city)
            move = (M_BUILD, c, over, tuple(sorted(gpos)), tuple(sorted(hand[j] for j in pay)))
            if best is None or net > best[0]:
                best = (net, move)
        if best is not None:
            out.append(best)
    return out


def pay_cost(paid: Sequence[float], cw: float) -> float:
    """What paying with cards of these keep values costs (VP): their money, plus a share of
    the plans they carried (a plan is only a chance to build them later)."""
    return sum(cw + PAY_PLAN * (v - cw) for v in paid)


def end_bonus(s: SJState, p: int, new_city: Sequence[int]) -> float:
    """Extra worth of ending the game now with ``new_city``: a bonus when ``p`` then leads, a
    penalty when another player would win."""
    mine = sum(score_breakdown(list(new_city), s.chapel[p]).values())
    best_other = max(
        (s.score_of(q).total for q in range(s.num_players) if q != p), default=0
    )
    if mine > best_other:
        return 3.0
    if mine == best_other:
        return 0.0
    return -3.0 - (best_other - mine)


def best_build(s: SJState, p: int, r: float | None = None) -> tuple[float, Move]:
    """The best build (or ``build:none`` with worth 0)."""
    if r is None:
        r = rounds_left(s)
    best: tuple[float, Move] = (0.0, BUILD_NONE)
    for net, move in build_options(s, p, r):
        if net > best[0]:
            best = (net, move)
    return best


def build_candidates(s: SJState, p: int) -> list[Move]:
    """The builds a search considers: for each building, the best way to pay, and nothing."""
    r = rounds_left(s)
    opts = build_options(s, p, r)
    opts.sort(key=lambda o: -o[0])
    moves = [m for _, m in opts]
    if BUILD_NONE in s.legal or not moves:
        moves.append(BUILD_NONE)
    return moves


def search_moves(s: SJState, p: int) -> list[Move]:
    """The moves a search considers: every role; for a build, each building with its best way
    to pay (and nothing); for a production or a sale, the rules' choice only (the most
    valuable goods, as many as allowed: never worse than fewer); else the legal moves."""
    ph = s.phase
    if ph == PH_BUILDER:
        return build_candidates(s, p)
    if ph == PH_PRODUCER:
        return [best_production(s, p)]
    if ph == PH_TRADER:
        return [best_sale(s, p)]
    moves = s.legal_moves(p)
    if ph in (PH_COUNCILLOR, PH_LIMIT, PH_START, PH_GOLD):
        mine = decide(s, p)
        if mine not in moves:
            moves.append(mine)
    return moves


def good_worth(g: int, r: float) -> float:
    """VP worth of one good of kind ``g`` stored."""
    return values.card_worth(r) * values.GOOD_STORED * AVG_PRICE[g]


def best_production(s: SJState, p: int) -> Move:
    """Produce on the empty production buildings whose goods are worth most, as many as
    allowed."""
    city = s.city[p]
    goods = s.goods[p]
    empty = [i for i, t in enumerate(city) if IS_PROD[t] and goods[i] < 0]
    empty.sort(key=lambda i: (-GOOD_OF[city[i]], i))
    k = s.produce_limit(p)
    return (M_PRODUCE, tuple(sorted(empty[:k])))


def best_sale(s: SJState, p: int) -> Move:
    """Sell the goods that fetch most at the current tile, as many as allowed."""
    tile = s.current_tile()
    city = s.city[p]
    goods = s.goods[p]
    full = [i for i, t in enumerate(city) if goods[i] >= 0]
    full.sort(key=lambda i: (-tile[GOOD_OF[city[i]]], -GOOD_OF[city[i]], i))
    k = s.sell_limit(p)
    return (M_SELL, tuple(sorted(full[:k])))


def best_councillor(s: SJState, p: int, r: float) -> Move:
    """Keep the drawn cards worth most, as many as allowed (a Prefecture's second card too: a
    card is always worth its money, and the hand limit lets its owner choose again); with an
    Archive: discard the cards worth least of the hand and the drawn ones together."""
    hand = s.hands[p]
    drawn = s.drawn
    city = s.city[p]
    chapel = len(s.chapel[p])
    d = s.to_discard(p)
    if ARCHIVE in city and d:
        cards = list(hand) + list(drawn)
        order = least_wanted(cards, city, chapel, r)
        return (M_DISCARD, tuple(sorted(cards[i] for i in order[:d])))
    keep_n = len(drawn) - d
    vals = keep_values(list(hand) + list(drawn), city, chapel, r)[len(hand):]
    order = sorted(range(len(drawn)), key=lambda i: (-vals[i], drawn[i]))
    return (M_KEEP, tuple(sorted(drawn[i] for i in order[:keep_n])))


def best_gold(s: SJState, p: int, r: float) -> Move:
    """The Gold Mine card worth most (never none: a card is always worth its money)."""
    hand = s.hands[p]
    drawn = s.drawn
    vals = keep_values(list(hand) + list(drawn), s.city[p], len(s.chapel[p]), r)[len(hand):]
    i = max(range(len(drawn)), key=lambda k: (vals[k], -drawn[k]))
    return (M_KEEP, (drawn[i],))


def best_discards(s: SJState, p: int, d: int, r: float) -> Move:
    """Discard the ``d`` hand cards worth least."""
    hand = s.hands[p]
    order = least_wanted(hand, s.city[p], len(s.chapel[p]), r)
    return (M_DISCARD, tuple(sorted(hand[i] for i in order[:d])))


def best_chapel(s: SJState, p: int, r: float) -> Move:
    """Tuck the hand card worth least under the Chapel, if it is worth less than its VP."""
    hand = s.hands[p]
    i = chapel_pick(hand, s.city[p], len(s.chapel[p]), r)
    if i < 0:
        return CHAPEL_NONE
    return (M_CHAPEL, hand[i])


# =================================================================================================
# Roles
# =================================================================================================


def expected_prices(s: SJState) -> list[float]:
    """Cards per good at the next Trader phase: the top tile if it is known, else the average
    of the tiles that may be on top."""
    if s.tile_known(0):
        return [float(x) for x in s.current_tile()]
    unknown = [i for i in range(len(TILES)) if not s.tile_known(i)]
    n = len(TILES)
    tiles = [TILES[s.tiles[(s.tile_reveals + i) % n]] for i in unknown]
    if not tiles:
        return list(AVG_PRICE)
    return [sum(t[g] for t in tiles) / len(tiles) for g in range(len(AVG_PRICE))]


def produce_gain(s: SJState, p: int, k: int, r: float) -> float:
    """VP worth of producing up to ``k`` goods for ``p``."""
    city = s.city[p]
    goods = s.goods[p]
    empty = sorted(
        (GOOD_OF[t] for i, t in enumerate(city) if IS_PROD[t] and goods[i] < 0), reverse=True
    )[:k]
    v = sum(good_worth(g, r) for g in empty)
    if len(empty) >= 2 and WELL in city:
        v += values.card_worth(r)
    return v


def sell_gain(s: SJState, p: int, k: int, prices: Sequence[float], r: float) -> float:
    """VP worth of selling up to ``k`` goods for ``p`` at ``prices`` (the cards received, less
    what the goods were worth stored)."""
    city = s.city[p]
    goods = s.goods[p]
    kinds = sorted(
        (GOOD_OF[t] for i, t in enumerate(city) if goods[i] >= 0),
        key=lambda g: -prices[g],
    )[:k]
    if not kinds:
        return 0.0
    cards = sum(prices[g] for g in kinds)
    if len(kinds) >= 2 and MARKET_STAND in city:
        cards += 1
    if MARKET_HALL in city:
        cards += 1
    cw = values.card_worth(r)
    # a sold good frees its building to produce again: count the cards, less a little
    return cw * cards - 0.4 * sum(good_worth(g, r) for g in kinds)


def role_gain(s: SJState, p: int, role: int, chooser: bool, library: bool, r: float) -> float:
    """What ``role``'s phase brings ``p`` (VP), as its chooser or not."""
    cw = values.card_worth(r)
    city = s.city[p]
    if role == BUILDER:
        if chooser:
            return best_build_with(s, p, r, library)
        n = len(s.hands[p])
        v = OTHER_BUILD[0] * n
        return v if v < OTHER_BUILD[1] else OTHER_BUILD[1]
    if role == PRODUCER:
        k = 1 + (1 if values.AQUEDUCT in city else 0)
        if chooser:
            k += 2 if library else 1
        return produce_gain(s, p, k, r)
    if role == TRADER:
        k = 1 + (1 if values.TRADING_POST in city else 0)
        if chooser:
            k += 2 if library else 1
        return sell_gain(s, p, k, expected_prices(s), r)
    if role == COUNCILLOR:
        keep = 2 if PREFECTURE in city else 1
        if chooser:
            return cw * keep + COUNCIL_PICK[0] * (1.3 if library else 1.0)
        return cw * keep + COUNCIL_PICK[1]
    # Prospector
    v = 0.0
    if chooser:
        v = cw * (2 if library else 1)
    if GOLD_MINE in city:
        v += 0.35 * cw
    return v



def best_build_with(s: SJState, p: int, r: float, library: bool) -> float:
    """The net worth of ``p``'s best build as the Builder (with the Library's discount if
    ``library``), computed without changing the state."""
    # the engine's discount depends on who the Builder is: estimate it from the card data
    hand = s.hands[p]
    city = s.city[p]
    if not hand:
        return 0.0
    chapel = len(s.chapel[p])
    vals = keep_values(hand, city, chapel, r)
    cw = values.card_worth(r)
    best = 0.0
    has = set(city)
    tried: set[int] = set()
    for i, c in enumerate(hand):
        if c in tried or not s.may_build(p, c):
            continue
        tried.add(c)
        d = 2 if library else 1
        if IS_PROD[c]:
            d += 1 if values.SMITHY in has else 0
        else:
            d += 1 if values.QUARRY in has else 0
        cost = COST[c] - d
        if cost < 0:
            cost = 0
        if cost > len(hand) - 1:
            continue
        order = sorted(vals[j] for j in range(len(hand)) if j != i)
        net = build_gain(city, c, chapel, r) - cw - pay_cost(order[:cost], cw)
        if len(city) + 1 >= END_BUILDINGS:
            net += end_bonus(s, p, [*list(city), c])
        if net > best:
            best = net
    return best


def role_scores(s: SJState, p: int) -> list[tuple[float, Move]]:
    """Each role ``p`` may choose now with its score: my gain minus a share of the others'."""
    r = rounds_left(s)
    n = s.num_players
    own_lib = LIBRARY in s.city[p]
    out: list[tuple[float, Move]] = []
    others = [q for q in range(n) if q != p]
    for move in s.legal:
        role = move[1]
        if n == 2 and own_lib:
            library = bool(move[2]) if s.picks == 0 else not s.lib_used[p]
        else:
            library = own_lib
        mine = role_gain(s, p, role, True, library, r)
        theirs = sum(role_gain(s, q, role, False, False, r) for q in others) / len(others)
        score = mine - OTHERS_WEIGHT * theirs
        if n == 2 and own_lib and s.picks == 0 and not move[2]:
            # the Library kept for the second pick: it will double that privilege then
            score += 0.5
        out.append((score, move))
    return out


def best_role(s: SJState, p: int, rng: Rng | None = None, noise: float = 0.0) -> Move:
    """The role with the best score (with ``noise``: blurred by uniform noise of that size)."""
    scores = role_scores(s, p)
    if rng is not None and noise > 0.0:
        scores = [(v + noise * (rng.next_u64() / 2.0**64 - 0.5), m) for v, m in scores]
    return max(scores, key=lambda vm: vm[0])[1]


# =================================================================================================
# Policies
# =================================================================================================


def decide(s: SJState, p: int, r: float | None = None) -> Move:
    """The rules' move for any decision but the role choice."""
    if r is None:
        r = rounds_left(s)
    ph = s.phase
    if ph == PH_BUILDER:
        return best_build(s, p, r)[1]
    if ph == PH_PRODUCER:
        return best_production(s, p)
    if ph == PH_TRADER:
        return best_sale(s, p)
    if ph == PH_COUNCILLOR:
        return best_councillor(s, p, r)
    if ph == PH_GOLD:
        return best_gold(s, p, r)
    if ph == PH_CHAPEL:
        return best_chapel(s, p, r)
    if ph == PH_LIMIT:
        return best_discards(s, p, len(s.hands[p]) - hand_limit(s.city[p]), r)
    if ph == PH_START:
        return best_discards(s, p, len(s.hands[p]) - 4, r)
    return s.legal[0]


def fast_move(s: SJState, p: int, rng: Rng | None = None, noise: float = 0.0) -> Move:
    """The rules of thumb for any decision."""
    if s.phase == PH_ROLE:
        return best_role(s, p, rng, noise)
    return decide(s, p)


def rollout_move(s: SJState, p: int, rng: Rng) -> Move:
    """The playout policy: the rules, with a few random role choices."""
    if s.phase == PH_ROLE:
        if rng.below(1000) < ROLLOUT_EPSILON * 1000:
            legal = s.legal
            return legal[rng.below(len(legal))]
        return best_role(s, p)
    return decide(s, p)


def easy_move(s: SJState, p: int, rng: Rng) -> Move:
    """Easy: the rules with a blurred role choice and some careless moves."""
    if rng.below(100) < EASY_CARELESS:
        legal = s.legal
        return legal[rng.below(len(legal))]
    return fast_move(s, p, rng, EASY_NOISE)


def medium_move(s: SJState, p: int) -> Move:
    """Medium: the rules of thumb."""
    return fast_move(s, p)


def priors(s: SJState, p: int, moves: Sequence[Move]) -> list[float]:
    """Search priors: a softmax of the role scores at a role choice, else 4:1 for the rules'
    move."""
    if s.phase == PH_ROLE:
        scores = dict((m, v) for v, m in role_scores(s, p))
        top = max(scores.values()) if scores else 0.0
        return [math.exp((scores.get(m, top - 3.0) - top) / 1.0) + 0.05 for m in moves]
    pick = decide(s, p)
    return [1.0 if m == pick else 0.25 for m in moves]
