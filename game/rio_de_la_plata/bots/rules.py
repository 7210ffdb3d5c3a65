"""Río de la Plata rules of thumb on a (determinized) engine state: every decision scored from
features, no move played ahead (so a placement among a hundred stays cheap).

Every function reads a :class:`~game.rio_de_la_plata.state.RioState` built by the determinizer
through the engine's public API only: the state's fields and ``legal``, the rule functions the
engine plays with (``city.targets``, ``city.workers_of``, ``city.has_house_next_to``,
``city.activation_limit``, ``placement.silver_for``, ``majors.open_boxes``, ``majors.unpaid``,
``majors.cost_for``, ``ship.*``, ``effects.holds_office``) and the tables of :mod:`..data` and
:mod:`..board`. The worths are in :mod:`.values`.

The year's plan
===============
A placement is worth what its worker will do in the effects phase: a build, an activation, a
resource, silver, a box in a major grid, an office. :class:`Plan` is what the player's workers
placed so far should bring and cost (their builds paid from the resources held and those their
quarry and forest boxes, factories and craft work bring; missing stone and wood bought with
silver at the year's rising price). A move's score is its gain less what it costs out of that
plan, per placement it still needs: the first worker of a hut scores half the hut, the second
the whole of it, so a project once begun is finished. ``done`` when nothing scores above
:data:`DONE_MIN`.

The effects phase
=================
Collect the resources first (quarry, forest, fields, the Master Merchant's), activate the
factories, turn stone or wood into precious at the craft work, then build (the best build a
square's workers can make, by worth), pay the grid boxes placed for later (rather than lose 3
VP), activate the churches, sell at the markets what no plan needs, load the ship, buy the
office claimed once the silver is there, and end.

The others
==========
Completers: the Palace or Cathedral next to the player's houses, roads on the shortest way from
the centre of a district with the player's houses, walls closing the perimeter district nearest
to closed (where the player lives). Trade: answer by value; offer silver for a precious
resource another player holds when one is missing for a build worth it. Turn order: move to the
front (the workers come back).

The war
=======
Every war decision is scored by :mod:`.warfare` (the attacker's deployment and moves, the
defenders' pieces and moves, the cannons, consent, the pick-up).

The search (Hard, Expert)
=========================
Candidates (:func:`search_moves`): in the placement phase the rules' best
:data:`SEARCH_WIDTH` placements and ``done``; in a war the best :data:`WAR_WIDTH` moves and
``done`` when the best does not lead by :data:`WAR_CLEAR` (each such decision searched on
:data:`WAR_THINK` of the budget: the adapter's ``think_share``); in every other decision the
rules' move alone. Priors: a softmax of the scores (flatter at the root). Playouts: the rules'
move for everyone (in a war without the sacrifices and the defenders' second look).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from game.core.protocol import Move
from game.core.rng import Rng
from game.rio_de_la_plata import city, effects, majors
from game.rio_de_la_plata.board import (
    DISTRICT_BORDER,
    DISTRICT_OF,
    NEIGHBOURS,
    NUM_DISTRICTS,
    PERIMETER_DISTRICTS,
    road_path,
)
from game.rio_de_la_plata.data import (
    ARCHITECT,
    CARPENTER_MASTER,
    CATHEDRAL,
    CRAFTSMAN,
    DEFENDER,
    HOUSE,
    HUT,
    MAJORS,
    MERCHANT,
    MINOR_BY_ID,
    OFFICES,
    PALACE,
    PIAZZA_BUILDINGS,
    PLACEMENTS,
    PRECIOUS,
    QUARRY_BOXES,
    ROADS,
    STONE,
    STONEMASON,
    TILES_OF,
    UNPAID_PENALTY,
    WALLS,
    WOOD,
    Minor,
)
from game.rio_de_la_plata.trade import pending_offer
from game.rio_de_la_plata.year import (
    PH_BUILD,
    PH_EFFECTS,
    PH_ORDER,
    PH_OVER,
    PH_PLACEMENT,
    PH_WAR,
)

from . import values, warfare
from .values import (
    HUT_TO_HOUSE,
    PLACEMENT_WORTH,
    STOCK_CAP,
    Outlook,
)

# -- weights ---------------------------------------------------------------------------------------

#: a placement is made only when it scores more than this (VP per placement)
DONE_MIN = 0.05
#: each hut of the player still waiting for its house makes a new hut worth this much less
HUT_BACKLOG = 0.6
#: a grid box paid later (in the effects phase) rather than now: the risk of the 3 VP
LATER_RISK = 0.15
#: the completer's bonus for the Palace (+3) and the Cathedral (+2) to a district's houses
SITE_BONUS = ((PALACE, 3), (CATHEDRAL, 2))
#: a worker on the turn-order marker, to move to the front at the end of the year
ORDER_GAIN = 0.5
#: what a silver paid for an office costs (VP): a little more than its 1/3 at the end
OFFICE_SILVER = 0.45
#: a silver towards the office the player saves for is worth this share of what the office pays
#: a silver (at most GOAL_RATE_MAX VP)
GOAL_SHARE = 0.8
GOAL_RATE_MAX = 3.0
#: a trade is accepted when it gains at least this (VP)
TRADE_MARGIN = 0.2
#: playouts and Easy: the share of moves picked among the best few at random (%), and the
#: noise on the scores (VP)
EASY_NOISE = 0.6
EASY_CARELESS = 10
#: search: candidate moves kept (the best by score, plus ``done`` / ``end``), and the priors'
#: temperature (VP)
SEARCH_WIDTH = 6
#: ... in a war (the best moves by score, plus ``done``), and the share of a search's budget a
#: war decision gets (a war round is many small moves)
WAR_WIDTH = 3
WAR_THINK = 0.05
#: ... a war decision whose best move scores this much (VP) above the second is not searched
WAR_CLEAR = 1.0
PRIOR_TEMP = 0.5
#: ... at the root, flatter: the few playouts a second try more of the candidates
ROOT_PRIOR_TEMP = 1.0

NEG = -1e9
PIAZZA_TILES = TILES_OF["piazza"]  # the tiles a Piazza is built on
DONE = ("done",)
END = ("end",)
FACTORY_KIND = (("stonecutter", STONE), ("carpenter", WOOD))
MARKET_PAYS = (("market", 1, 2), ("guild", 3, 4))
UPGRADE_OF = (("market", ("guild",)), ("piazza", ("monument", "garden")))
NOBLE_PLUS = values.NOBLE_PLUS
PRODUCTIVE = values.PRODUCTIVE


def _kind_of(building: str) -> int:
    for b, k in FACTORY_KIND:
        if b == building:
            return k
    return -1


# =================================================================================================
# The plan: what the placed workers should bring and cost
# =================================================================================================


class Plan:
    """``p``'s resources at the end of their effects turn if every worker placed so far does
    what it was placed for (see the module docstring). ``bought``: stone and wood the plan pays
    with silver this year (the next one costs ``virtual + 1``); ``sv``: what a silver is worth
    to ``p``."""

    __slots__ = ("bought", "goal", "goal_rate", "huts_left", "left", "out", "p", "precious",
                 "prices", "silver", "stone", "sv", "virtual", "wood")

    def __init__(self, s, p: int, out: Outlook) -> None:
        self.p = p
        self.out = out
        self.sv = out.silver_of[p]
        self.stone = s.stone[p]
        self.wood = s.wood[p]
        self.precious = s.precious[p]
        self.silver = s.silver[p]
        self.virtual = s.virtual[p]
        self.bought = [0, 0]
        self.huts_left = s.houses_left[p]
        self.prices: dict[tuple[int, int, int], tuple[float, int] | None] = {}
        # the office the player saves for: its price, and what a silver towards it is worth
        self.goal = 0
        self.goal_rate = 0.0
        if out.future >= 1 and _claimed(s, p) < 0:
            best = 0.0
            for o, worth in enumerate(out.offices):
                office = OFFICES[o]
                if worth > 0 and office.min_vp <= s.vp[p]:
                    gain = worth - office.silver * OFFICE_SILVER
                    if gain > best:
                        best = gain
                        self.goal = office.silver
                        self.goal_rate = min(GOAL_RATE_MAX, worth / office.silver) * GOAL_SHARE
        self.left = min(PLACEMENTS - s.placed[p], s.hand[p]) if s.phase == PH_PLACEMENT else 0

    # -- paying ---------------------------------------------------------------------------------
    def price(self, st: int, wd: int, pr: int) -> tuple[float, int] | None:
        """What paying stone, wood and precious out of the plan costs (VP), and the craft
        placements a missing precious needs; None if it cannot be paid."""
        out = self.out
        extra = 0
        if pr > self.precious:
            extra = pr - max(0, self.precious)
            if self.stone >= self.wood:
                st += extra
            else:
                wd += extra
        key = (st, wd, pr)
        found = self.prices.get(key, 0)
        if found != 0:
            return found
        own_st = min(st, max(0, self.stone))
        own_wd = min(wd, max(0, self.wood))
        missing = st - own_st + wd - own_wd
        v = self.virtual
        silver = missing * v + missing * (missing + 1) // 2
        if silver > self.silver:
            self.prices[key] = None
            return None
        cost = (own_st * self.use(STONE) + own_wd * self.use(WOOD)
                + (pr - extra) * out.precious + silver * self.sv)
        self.prices[key] = (cost, extra)
        return cost, extra

    def use(self, kind: int) -> float:
        """What a stone (kind 0) or wood (1) of the plan's stock is worth when spent."""
        held = self.stone if kind == STONE else self.wood
        other = self.wood if kind == STONE else self.stone
        return values.next_unit(max(0, held - 1), self.out.stone, values.stone_cap(other))

    def pay(self, st: int, wd: int, pr: int) -> bool:
        """Take a cost out of the plan (False, and nothing taken, if it cannot be paid)."""
        self.prices = {}
        if pr > self.precious:
            short = pr - max(0, self.precious)
            if self.stone + self.wood < short:
                return False
            take = min(short, max(0, self.stone))
            self.stone -= take
            self.wood -= short - take
            self.precious += short
        own_st = min(st, max(0, self.stone))
        own_wd = min(wd, max(0, self.wood))
        missing = st - own_st + wd - own_wd
        v = self.virtual
        silver = missing * v + missing * (missing + 1) // 2
        if silver > self.silver:
            return False
        self.stone -= own_st
        self.wood -= own_wd
        self.precious -= pr
        self.silver -= silver
        self.virtual += missing
        self.bought[STONE] += st - own_st
        self.bought[WOOD] += wd - own_wd
        return True

    # -- gaining ---------------------------------------------------------------------------------
    def stone_gain(self, kind: int) -> float:
        """What one more stone (kind 0) or wood (1) is worth to the plan: a purchase saved, or
        its worth (less for a stock beyond what builds take)."""
        out = self.out
        held = self.stone if kind == STONE else self.wood
        other = self.wood if kind == STONE else self.stone
        worth = values.next_unit(held, out.stone, values.stone_cap(other))
        if self.bought[kind]:
            return max(worth, self.virtual * self.sv)
        return worth

    def silver_gain(self, n: int) -> float:
        """What ``n`` more silver is worth: towards the office saved for, at its rate."""
        short = max(0, self.goal - self.silver)
        towards = min(n, short)
        return towards * max(self.sv, self.goal_rate) + (n - towards) * self.sv

    def precious_gain(self) -> float:
        return values.next_unit(self.precious, self.out.precious, STOCK_CAP[1])


def make_plan(s, p: int, out: Outlook) -> Plan:
    """The plan of ``p``'s workers placed so far (see :class:`Plan`)."""
    plan = Plan(s, p, out)
    arrived = s.arrived[p]
    if not arrived:
        if effects.holds_office(s, p, STONEMASON):
            plan.stone += 1
        if effects.holds_office(s, p, CARPENTER_MASTER):
            plan.wood += 1
        if effects.holds_office(s, p, CRAFTSMAN):
            plan.precious += 1
        if effects.holds_office(s, p, MERCHANT) and not s.gifts[p] & effects.GIFT_TAKE:
            plan.precious += 1
    plan.stone += sum(1 for o in s.quarry if o == p)
    plan.wood += sum(1 for o in s.forest if o == p)
    plan.silver += s.field[p] // 2
    squares = city.squares_of(s, p)
    # factories first (they make what the builds use), each activation if its input is there
    for sq in squares:
        kind = _kind_of(s.bld[sq])
        if kind >= 0 and city.has_house_next_to(s, p, sq):
            times = min(city.workers_of(s, p, sq), city.activation_limit(s, sq) - s.acts[sq])
            for _ in range(times):
                if not plan.pay(*((1, 0, 0) if kind == STONE else (0, 1, 0))):
                    break
                if kind == STONE:
                    plan.stone += 3
                else:
                    plan.wood += 3
    crafts = s.craft[p]
    for _ in range(crafts):
        if plan.stone <= 0 and plan.wood <= 0:
            break
        if plan.stone >= plan.wood:
            plan.stone -= 1
        else:
            plan.wood -= 1
        plan.precious += 1
    for m, _i in majors.unpaid(s, p):
        st, wd, pr = _box_cost(s, p, m, plan)
        plan.pay(st, wd, pr)
    claim = _claimed(s, p)
    if claim >= 0:
        plan.silver -= OFFICES[claim].silver
    for sq in squares:
        here = s.bld[sq]
        if _kind_of(here) >= 0:
            continue
        best = _square_best(s, p, sq, city.workers_of(s, p, sq), out, plan)
        if best is not None:
            _gain, cost, silver, what = best
            plan.pay(*cost)
            plan.silver -= silver
            plan.prices = {}
            if what == HUT:
                plan.huts_left -= 1
    plan.prices = {}
    return plan


def _claimed(s, p: int) -> int:
    for o, who in enumerate(s.claim):
        if who == p:
            return o
    return -1


def _box_cost(s, p: int, m: int, plan: Plan) -> tuple[int, int, int]:
    if MAJORS[m].either:
        return (1, 0, 0) if plan.stone >= plan.wood else (0, 1, 0)
    return MAJORS[m].cost


# =================================================================================================
# What a building is worth to its builder
# =================================================================================================


def build_gain(s, p: int, sq: int, m: Minor, out: Outlook) -> float:
    """The VP ``p`` should get from building ``m`` on ``sq``: its VP, what it adds to (or takes
    from) the district's houses, what a house of theirs next to it can get out of it, and for a
    hut the house it should become."""
    d = DISTRICT_OF[sq]
    b = m.id
    years = out.future
    if b == HUT:
        if years < 1 or s.houses_left[p] <= 0:
            return 0.0
        gain = HUT_TO_HOUSE * (out.house_final(d) - 2 * out.stone - PLACEMENT_WORTH * 0.5)
        gain += 0.5 * values.house_access(s, p, sq, out, max(0.0, years - 1))
        backlog = sum(out.huts[p])  # huts still waiting for their house
        return (max(0.0, gain) + 0.3) * HUT_BACKLOG ** backlog
    if b == HOUSE:
        return out.house_final(d) + values.house_access(s, p, sq, out, years)
    here = s.bld[sq]
    if here in city.FLIPS:
        # a tile turned over (its kind ran out): the other side's VP, less what the player
        # could get out of the old side
        gain = float(m.vp)
        if years >= 1 and city.has_house_next_to(s, p, sq):
            gain -= out.each(p, here) * out.share(s, p, sq) * years
            gain += out.each(p, b) * out.share(s, p, sq) * years
        return gain
    gain = m.vp * (1.0 + out.vp_bonus[p])
    if b in NOBLE_PLUS:
        gain += out.stake(p, d)
    if b in PRODUCTIVE and s.bld[sq] not in PRODUCTIVE:
        if out.productive[d]:
            gain -= out.stake(p, d)
    if m.activated and years >= 1 and city.has_house_next_to(s, p, sq):
        if here == "market":  # a guild: the market's access is lost
            gain -= out.each(p, here) * out.share(s, p, sq) * years
        gain += values.new_building_access(s, p, sq, b, out, years)
    if b == "piazza":
        gain += 1.0 if years >= 2 else 0.0  # a monument or garden on it later
    return gain


def activation_gain(s, p: int, sq: int, plan: Plan) -> tuple[float, tuple[int, int, int], int]:
    """A worker's activation of the building on ``sq``: gain (VP), the resources it takes,
    the silver it takes."""
    here = s.bld[sq]
    out = plan.out
    kind = _kind_of(here)
    if kind >= 0:
        gain = 3 * plan.stone_gain(kind)
        return gain, ((1, 0, 0) if kind == STONE else (0, 1, 0)), 0
    if here == "church":
        return out.church_vp * (1.0 + out.vp_bonus[p]), (0, 0, 0), 1
    for b, plain, precious in MARKET_PAYS:
        if b == here:
            # sell what the plan has most of, by worth
            if plan.precious > 1 and plan.silver_gain(precious) > out.precious:
                return plan.silver_gain(precious), (0, 0, 1), -precious
            if plan.stone >= plan.wood and plan.stone > 0:
                return plan.silver_gain(plain), (1, 0, 0), -plain
            if plan.wood > 0:
                return plan.silver_gain(plain), (0, 1, 0), -plain
            if plan.precious > 0:
                return plan.silver_gain(precious), (0, 0, 1), -precious
            return 0.0, (0, 0, 0), 0
    return 0.0, (0, 0, 0), 0


def _square_best(s, p: int, sq: int, have: int, out: Outlook, plan: Plan
                 ) -> tuple[float, tuple[int, int, int], int, str] | None:
    """The best thing ``have`` workers of ``p`` on ``sq`` can do: (gain, resources, silver,
    the building built or activated), or None. (Used for the plan: workers already there.)"""
    here = s.bld[sq]
    best = None
    best_net = 0.0
    if s.w_owner[sq] == p:
        for m in city.targets(s, sq):
            if m.workers > have or not _builder_may(s, p, sq, m):
                continue
            if m.id == HUT and plan.huts_left <= 0:
                continue
            gain = build_gain(s, p, sq, m, out)
            priced = plan.price(*m.cost)
            if priced is None:
                continue
            net = gain - priced[0]
            if net > best_net or (m.id == HUT and best is None):
                best_net = net
                best = (gain, m.cost, 0, m.id)
    minor = MINOR_BY_ID.get(here)
    if minor is not None and minor.activated and city.has_house_next_to(s, p, sq):
        gain, cost, silver = activation_gain(s, p, sq, plan)
        priced = plan.price(*cost)
        if priced is not None and silver <= plan.silver:
            net = gain - priced[0] - max(0, silver) * out.silver_of[p]
            if net > best_net:
                best_net = net
                best = (gain, cost, silver, here)
    return best


def _builder_may(s, p: int, sq: int, m: Minor) -> bool:
    if m.id == HUT:
        return s.houses_left[p] > 0 and s.owner[sq] in (-1, p)
    if m.id == HOUSE:
        return s.owner[sq] == p
    return True


# =================================================================================================
# Placement
# =================================================================================================


class Context:
    """One decision's shared facts: the outlook, the player's plan, placements left, and what
    each empty square could become (the same for the empty squares of a district that agree on
    a Piazza)."""

    __slots__ = ("empty", "out", "p", "plan", "s")

    def __init__(self, s, p: int) -> None:
        self.s = s
        self.p = p
        self.out = Outlook(s)
        self.plan = make_plan(s, p, self.out)
        self.empty: dict[tuple[int, bool], list] = {}

    def targets(self, sq: int) -> list:
        """``city.targets`` of ``sq``, computed once per kind of empty square."""
        s = self.s
        if s.bld[sq] or s.built[sq] == s.year:
            return city.targets(s, sq)
        piazza = (s.tiles_left[PIAZZA_TILES[0]] > 0 or s.tiles_left[PIAZZA_TILES[1]] > 0) \
            and city.piazza_surroundings(s, sq) >= PIAZZA_BUILDINGS
        key = (DISTRICT_OF[sq], piazza)
        found = self.empty.get(key)
        if found is None:
            found = city.targets(s, sq)
            self.empty[key] = found
        return found


def place_score(ctx: Context, sq: int, adding: int = 1, expropriating: int = 0) -> float:
    """The score of ``adding`` workers of the player on ``sq`` (see the module docstring)."""
    s, p, out, plan = ctx.s, ctx.p, ctx.out, ctx.plan
    left = plan.left
    have = city.workers_of(s, p, sq) if not expropriating else 0
    after = have + adding - (1 if expropriating else 0)
    here = s.bld[sq]
    best = NEG
    main = s.w_owner[sq] in (-1, p) or expropriating
    if main:
        for m in ctx.targets(sq):
            if m.workers <= have or not _builder_may(s, p, sq, m):
                continue
            if m.id == HUT and plan.huts_left <= 0:
                continue
            if not expropriating and m.workers < after:
                continue
            need = m.workers - have if not expropriating else adding
            if expropriating and m.workers > after:
                continue
            if need > left:
                continue
            priced = plan.price(*m.cost)
            if priced is None:
                continue
            cost, extra = priced
            if need + extra > left:
                continue
            gain = build_gain(s, p, sq, m, out)
            score = (gain - cost - extra * 0.3) / (need + extra)
            if score > best:
                best = score
    minor = MINOR_BY_ID.get(here)
    if minor is not None and minor.activated and not expropriating:
        gain, cost, silver = activation_gain(s, p, sq, plan)
        if gain > 0 and silver <= plan.silver:
            priced = plan.price(*cost)
            if priced is not None:
                score = gain - priced[0] - max(0, silver) * out.silver_of[p]
                if silver < 0:
                    score = gain - priced[0]
                if score > best:
                    best = score
    return best


class GridFacts:
    """What a box of grid ``m`` is worth to the player, the box's own VP aside: its cost, the
    chance the grid completes once the box is filled, what the player's other boxes there gain
    from it, the completion bonus, the worker locked (computed once per grid and decision)."""

    __slots__ = ("chance", "common", "lock", "share", "vp")

    def __init__(self, ctx: Context, m: int) -> None:
        s, p, out, plan = ctx.s, ctx.p, ctx.out, ctx.plan
        owners = s.g_owner[m]
        open_now = owners.count(-1)
        values_m = s.boxes[m]
        mine = 0
        for j, o in enumerate(owners):
            if o == p:
                mine += values_m[j]
        chance_now = out.complete[m]
        chance = values.chance_with(s, m, open_now - 1, out.ahead)
        self.chance = chance
        self.vp = 1.0 + out.vp_bonus[p]
        common = mine * (chance - chance_now)  # what the player's other boxes gain
        if m < WALLS and s.office_owner[ARCHITECT] == p:
            common += 7 * (chance - chance_now)
        if open_now <= 1:
            common += _completion_bonus(s, p, m, out)
        if m == ROADS:
            common += 0.3 * chance  # the roads it places: links, activations
        else:
            priced = plan.price(*_box_cost(s, p, m, plan))
            common = NEG if priced is None or priced[1] else common - priced[0]
        self.common = common
        # a worker's own share of the completer's bonus, while the last box is not this one
        self.share = MAJORS[m].bonus * chance / (open_now - 1) if open_now > 1 else 0.0
        rate = values.FILL_RATE[m] * max(3, s.num_players)
        years = min(out.future, (open_now - 1) / rate if open_now > 1 else 0.0)
        self.lock = values.lock_cost(s, p, years)

    def score(self, value: int, shadow: int) -> float:
        """A worker (``shadow``: the shadow colour's disc, which scores nothing) in a box worth
        ``value``."""
        if self.common <= NEG / 2:
            return NEG
        if shadow:
            return self.common
        return value * self.chance * self.vp + self.common + self.share - self.lock


def _completion_bonus(s, p: int, m: int, out: Outlook) -> float:
    bonus = float(MAJORS[m].bonus)
    for major, plus in SITE_BONUS:
        if major == m:
            bonus += plus * max(0.0, max(out.stake(p, d) for d in (6, 7)))
    if m == WALLS or m == ROADS:
        bonus += 1.0
    return bonus


def production_score(ctx: Context, which: int, i: int) -> float:
    """A quarry (0) or forest (1) box: one resource for its workers."""
    workers = QUARRY_BOXES[i]
    if workers > ctx.plan.left:
        return NEG
    return ctx.plan.stone_gain(which) / workers


def field_score(ctx: Context) -> float:
    s, p = ctx.s, ctx.p
    silver = ctx.plan.silver_gain(1)
    if s.field[p] % 2 == 1:
        return silver
    if ctx.plan.left < 2:
        return NEG
    return silver / 2


def craft_score(ctx: Context) -> float:
    plan = ctx.plan
    if plan.stone + plan.wood <= 0:
        return NEG
    use = plan.stone_gain(STONE if plan.stone >= plan.wood else WOOD)
    return plan.precious_gain() - use


def dock_score(ctx: Context) -> float:
    s, p, out, plan = ctx.s, ctx.p, ctx.out, ctx.plan
    share = values.ship_share(s)
    if share <= 0:
        return NEG
    if s.ship_sent < 0 and not s.ship_full:
        share *= 0.8
    st = min(max(0, plan.stone), 1)
    wd = min(max(0, plan.wood), 1)
    pr = min(max(0, plan.precious), 1)
    load = [st, wd, pr]
    room = 3 - st - wd - pr
    extra_st = min(room, max(0, plan.stone - st))
    load[0] += extra_st
    room -= extra_st
    load[1] += min(room, max(0, plan.wood - wd))
    if sum(load) == 0:
        return NEG
    worth = values.cargo_worth(load, out.silver_of[p]) * share
    spent = (load[0] + load[1]) * out.stone + load[2] * out.precious
    return worth - spent - (s.dock[p] * 0.5)


def send_score(ctx: Context) -> float:
    s, p, out = ctx.s, ctx.p, ctx.out
    if values.ship_share(s) <= 0 or s.year + 2 > s.years - 1:
        return NEG
    aboard = values.cargo_worth(s.cargo[p], out.silver_of[p])
    planned = 3 * s.dock[p]
    worth = (aboard + planned * 0.9) * 0.35
    return worth - 2 * out.silver_of[p]


def office_score(ctx: Context, o: int) -> float:
    s, p, out, plan = ctx.s, ctx.p, ctx.out, ctx.plan
    office = OFFICES[o]
    if s.vp[p] < office.min_vp or plan.silver < office.silver:
        return NEG
    worth = out.offices[o]
    return worth - office.silver * OFFICE_SILVER


def order_score(ctx: Context) -> float:
    s, p = ctx.s, ctx.p
    if s.added[p] or ctx.out.future < 1:
        return NEG
    pos = s.order.index(p)
    return ORDER_GAIN * pos / max(1, s.num_players - 1)


def placement_scores(ctx: Context, moves: Sequence[Move]) -> list[float]:
    """The score of each placement move (VP per placement; ``done`` scores DONE_MIN)."""
    scores = []
    grids: dict[int, GridFacts] = {}
    for mv in moves:
        kind = mv[0]
        if kind == "place":
            sc = place_score(ctx, mv[1])
        elif kind == "grid":
            facts = grids.get(mv[1])
            if facts is None:
                facts = grids[mv[1]] = GridFacts(ctx, mv[1])
            sc = facts.score(ctx.s.boxes[mv[1]][mv[2]], mv[4])
            if mv[3]:
                sc -= LATER_RISK
        elif kind == "quarry":
            sc = production_score(ctx, STONE, mv[1])
        elif kind == "forest":
            sc = production_score(ctx, WOOD, mv[1])
        elif kind == "field":
            sc = field_score(ctx)
        elif kind == "craft":
            sc = craft_score(ctx)
        elif kind == "dock":
            sc = dock_score(ctx)
        elif kind == "office":
            sc = office_score(ctx, mv[1])
        elif kind == "order":
            sc = order_score(ctx)
        elif kind == "send":
            sc = send_score(ctx)
        elif kind == "expropriate":
            n = ctx.s.w_count[mv[1]]
            sc = place_score(ctx, mv[1], adding=2 * n, expropriating=1) if 2 * n <= ctx.plan.left \
                else NEG
        elif kind == "done":
            sc = DONE_MIN
        else:
            sc = answer_score(ctx, mv)
        scores.append(sc)
    return scores


# =================================================================================================
# Effects
# =================================================================================================


def effect_scores(ctx: Context, moves: Sequence[Move]) -> list[float]:
    """The score of each effect: the order of the module docstring, builds and payments by
    what they gain."""
    s, p, out = ctx.s, ctx.p, ctx.out
    plan = Plan(s, p, out)  # what is held now (the effects happen one by one)
    roads: dict[int, float] | None = None
    walls: dict[int, float] | None = None
    scores = []
    for mv in moves:
        kind = mv[0]
        if kind == "collect":
            sc = 100.0
        elif kind == "fieldwork":
            sc = 99.0
        elif kind == "take":
            sc = 98.0 + (2.0 if mv[1] == PRECIOUS else _scarcity(s, p, mv[1]))
        elif kind == "activate":
            sc = _activation_effect(s, p, mv, plan)
        elif kind == "craftwork":
            other = s.wood[p] if mv[1] == STONE else s.stone[p]
            held = s.stone[p] if mv[1] == STONE else s.wood[p]
            sc = 85.0 + (0.1 if held >= other else 0.0)
        elif kind == "build":
            sc = _build_effect(s, p, mv, plan, out)
        elif kind == "pay":
            sc = _pay_effect(s, p, mv, plan, out)
        elif kind == "load":
            sc = _load_effect(s, p, mv, out)
        elif kind == "buy":
            o = _claimed(s, p)
            affordable = s.silver[p] >= OFFICES[o].silver and s.vp[p] >= OFFICES[o].min_vp
            sc = 20.0 if affordable else 1.0
        elif kind == "road":
            if roads is None:
                roads = road_plan(s, p, out)
            sc = 25.0 + roads.get(mv[1], -0.01)
        elif kind == "wall":
            if walls is None:
                walls = wall_plan(s, p)
            sc = 25.0 + walls.get(mv[1], 0.0)
        elif kind == "offer":
            sc = offer_score(s, p, mv, out)
        elif kind == "end":
            sc = 0.0
        else:
            sc = answer_score(ctx, mv)
        scores.append(sc)
    return scores


def _scarcity(s, p: int, r: int) -> float:
    held = (s.stone[p], s.wood[p], s.precious[p])[r]
    return 1.0 / (1 + held)


def _activation_effect(s, p: int, mv: Move, plan: Plan) -> float:
    sq, res = mv[1], mv[2]
    here = s.bld[sq]
    out = plan.out
    if _kind_of(here) >= 0:
        return 90.0
    if here == "church":
        return 50.0 + out.church_vp - out.silver_of[p]
    for b, plain, precious in MARKET_PAYS:
        if b == here:
            if res == PRECIOUS:
                net = precious * out.silver_of[p] - out.precious
            else:
                held = s.stone[p] if res == STONE else s.wood[p]
                net = plain * out.silver_of[p] - out.stone * (0.5 if held > STOCK_CAP[0] else 1.0)
                net += 0.05 * held
            if _claimed(s, p) >= 0 and s.silver[p] < OFFICES[_claimed(s, p)].silver:
                net += 1.0  # the silver the office claimed needs
            return 40.0 + net if net > -1.0 else -1.0
    return -1.0


def _build_effect(s, p: int, mv: Move, plan: Plan, out: Outlook) -> float:
    _, sq, b, _tile = mv
    m = MINOR_BY_ID[b]
    if b == "piazza" and _tile >= 0 and s.tiles_left[_tile] > 0:
        # prefer the tile whose upgrade this district still lacks
        want = "monument" if _tile == 2 else "garden"
        d = DISTRICT_OF[sq]
        bonus = -0.01 if city.district_has(s, d, want) else 0.01
    else:
        bonus = 0.0
    gain = build_gain(s, p, sq, m, out)
    priced = plan.price(*m.cost)
    if priced is None:
        return -1.0
    net = gain - priced[0]
    if net <= 0 and b != HUT:
        return -1.0
    return 50.0 + net + bonus


def _pay_effect(s, p: int, mv: Move, plan: Plan, out: Outlook) -> float:
    m, i = mv[1], mv[2]
    st, wd, pr = majors.cost_for(s, p, m)
    priced = plan.price(st, wd, pr)
    if priced is None:
        return -1.0
    return 50.0 + UNPAID_PENALTY + s.boxes[m][i] * out.complete[m] - priced[0]


def _load_effect(s, p: int, mv: Move, out: Outlook) -> float:
    _, st, wd, pr = mv
    share = values.ship_share(s)
    if share <= 0:
        return -1.0
    row = s.cargo[p]
    before = values.cargo_worth(row, out.silver_of[p])
    after = values.cargo_worth((row[0] + st, row[1] + wd, row[2] + pr), out.silver_of[p])
    worth = (after - before) * share - (st + wd) * out.stone - pr * out.precious
    return 30.0 + worth if worth > -0.5 else -1.0


# =================================================================================================
# Roads, walls, sites, the turn order, trade
# =================================================================================================


def district_weights(s, p: int, out: Outlook) -> list[float]:
    """How much linking (or closing) each district is worth to ``p``."""
    return [0.3 + max(0.0, out.stake(p, d)) for d in range(NUM_DISTRICTS)]


def shortest_road(s, district: int) -> tuple[int, list[int]]:
    """The fewest road segments still to place to link ``district`` with the Plaza, and the
    edges of one such way (placed roads cost nothing): the board's own measure."""
    return road_path(s.roads, district)


def road_plan(s, p: int, out: Outlook) -> dict[int, float]:
    """Each road edge worth placing for ``p``: the weight of the districts whose shortest way it
    lies on, more for the districts nearest to linked."""
    weights = district_weights(s, p, out)
    found: dict[int, float] = {}
    for d in range(NUM_DISTRICTS):
        if s.linked[d] or weights[d] <= 0:
            continue
        dist, path = shortest_road(s, d)
        if not path:
            continue
        worth = weights[d] / dist
        for e in path:
            found[e] = found.get(e, 0.0) + worth
    return found


def wall_plan(s, p: int) -> dict[int, float]:
    """Each wall edge worth placing for ``p``: those of the perimeter districts nearest to
    closed, more where ``p`` has houses, most for the Defender."""
    defender = s.office_owner[DEFENDER] == p
    found: dict[int, float] = {}
    walls = s.walls
    for d in PERIMETER_DISTRICTS:
        open_edges = [e for e in DISTRICT_BORDER[d] if e not in walls]
        if not open_edges:
            continue
        mine = sum(1 for sq, b in enumerate(s.bld)
                   if b in (HOUSE, HUT) and s.owner[sq] == p and DISTRICT_OF[sq] == d)
        worth = (1.0 + mine + (3.0 if defender else 0.0)) / len(open_edges)
        for e in open_edges:
            found[e] = worth
    return found


def site_score(s, p: int, sq: int, out: Outlook) -> float:
    m = PALACE if s.major_done[PALACE] == -2 else CATHEDRAL
    plus = 3 if m == PALACE else 2
    d = DISTRICT_OF[sq]
    score = plus * out.stake(p, d)
    if s.bld[sq] != "":
        score -= 1.0  # a building there is lost
    # a house of the player next to it reaches nothing more, but the others' churches nearby
    # matter little: prefer the square that blocks no empty spot of the player
    score -= 0.01 * sum(1 for nb in NEIGHBOURS[sq] if s.owner[nb] == p)
    return score


def order_move_score(s, p: int, mv: Move) -> float:
    here = s.order.index(p)
    n = s.num_players
    if mv[0] == "stay":
        return values.ORDER_PLACE * (n - 1 - here) * 4
    return values.ORDER_PLACE * (n - 1 - mv[1]) * 4 + PLACEMENT_WORTH * s.added[p] * 0.5


def goods_worth(s, p: int, goods: Sequence[int], out: Outlook) -> float:
    silver, stone, wood, precious = goods
    return silver * out.silver_of[p] + (stone + wood) * out.stone + precious * out.precious


def answer_score(ctx: Context, mv: Move) -> float:
    """Accept an offer that gains (what comes in worth more than what goes out), refuse
    others."""
    s, p, out = ctx.s, ctx.p, ctx.out
    offer = pending_offer(s, p)
    if offer is None:
        return 0.0
    _frm, _to, give, get = offer
    net = goods_worth(s, p, give, out) - goods_worth(s, p, get, out)
    accept = net >= TRADE_MARGIN
    if mv[0] == "accept":
        return 1.0 if accept else -1.0
    return 0.0


def offer_score(s, p: int, mv: Move, out: Outlook) -> float:
    """An offer to buy a resource: only a precious resource, when a build of the player's
    workers waiting on the map lacks it (they stay for next year)."""
    _, _q, give, get = mv
    if get[3] != 1 or sum(get) != 1 or s.precious[p] > 0:
        return -1.0
    waiting = _waiting_for_precious(s, p)
    if waiting <= 0:
        return -1.0
    return 10.0 + waiting - give[0] * out.silver_of[p]


def _waiting_for_precious(s, p: int) -> float:
    """The best build a square with ``p``'s workers could make with one more precious."""
    out = Outlook(s)
    best = 0.0
    for sq in city.squares_of(s, p):
        if s.w_owner[sq] != p:
            continue
        have = s.w_count[sq]
        for m in city.targets(s, sq):
            if m.cost[2] >= 1 and m.workers <= have and _builder_may(s, p, sq, m):
                best = max(best, build_gain(s, p, sq, m, out) - 3 * out.stone)
    return best


def better_offer(s, p: int) -> Move | None:
    """An offer a Medium player would accept: a precious resource bought for as much silver as
    the holder values it at, when a waiting build is worth more."""
    if s.precious[p] > 0 or not _can_offer(s, p):
        return None
    waiting = _waiting_for_precious(s, p)
    if waiting <= 0:
        return None
    out = Outlook(s)
    price = math.ceil((out.precious + TRADE_MARGIN) / out.silver_of[p])
    if price * out.silver_of[p] >= waiting or s.silver[p] < price:
        return None
    holders = [q for q in range(s.num_players) if q != p and s.precious[q] > 0]
    if not holders:
        return None
    q = min(holders, key=lambda x: (s.vp[x], x))
    return ("offer", q, (price, 0, 0, 0), (0, 0, 0, 1))


def _can_offer(s, p: int) -> bool:
    return not s.offers_made[p] and not any(o[0] == p for o in s.offers)


# =================================================================================================
# Policies
# =================================================================================================


def scores(s, p: int, moves: Sequence[Move], ctx: Context | None = None) -> list[float]:
    """The rules' score of each move of ``p`` (higher is better)."""
    ph = s.phase
    if ph == PH_PLACEMENT:
        ctx = ctx or Context(s, p)
        return placement_scores(ctx, moves)
    if ph == PH_EFFECTS:
        ctx = ctx or Context(s, p)
        return effect_scores(ctx, moves)
    out = Outlook(s)
    if ph == PH_BUILD:
        kind = s.pending[0][1] if s.pending else ""
        if kind == "road":
            plan = road_plan(s, p, out)
            return [plan.get(mv[1], -0.01) if mv[0] == "road" else 0.0 for mv in moves]
        if kind == "wall":
            wplan = wall_plan(s, p)
            return [wplan.get(mv[1], 0.0) if mv[0] == "wall" else 0.0 for mv in moves]
        return [site_score(s, p, mv[1], out) if mv[0] == "site" else 0.0 for mv in moves]
    if ph == PH_ORDER:
        ctx = ctx or Context(s, p)
        return [order_move_score(s, p, mv) if mv[0] in ("stay", "move") else answer_score(ctx, mv)
                for mv in moves]
    if ph == PH_WAR:
        if pending_offer(s, p) is not None:  # a trade offer is answered first
            ctx = ctx or Context(s, p)
            return [answer_score(ctx, mv) for mv in moves]
        return warfare.scores(s, p, moves)
    return [0.0] * len(moves)


def best_move(s, p: int, moves: Sequence[Move] | None = None) -> Move:
    """The rules' move (ties: the first listed)."""
    if moves is None:
        moves = s.legal_moves(p)
    if len(moves) == 1:
        return moves[0]
    if s.phase == PH_WAR and pending_offer(s, p) is None:
        return warfare.best_war_move(s, p, moves)
    sc = scores(s, p, moves)
    best = 0
    for i in range(1, len(sc)):
        if sc[i] > sc[best]:
            best = i
    move = moves[best]
    if s.phase == PH_EFFECTS and move == END:
        offer = better_offer(s, p)
        if offer is not None and s.is_legal(offer, p):
            return offer
    return move


def medium_move(s, p: int) -> Move:
    return best_move(s, p)


def easy_move(s, p: int, rng: Rng) -> Move:
    """The rules with noise on the scores, and now and then one of the best few at random."""
    moves = s.legal_moves(p)
    if len(moves) == 1:
        return moves[0]
    sc = scores(s, p, moves)
    order = sorted(range(len(moves)), key=lambda i: -sc[i])
    if rng.below(100) < EASY_CARELESS:
        top = [i for i in order[:4] if sc[i] > NEG / 2]
        return moves[top[rng.below(len(top))]] if top else moves[order[0]]
    best = max(range(len(moves)), key=lambda i: sc[i] + EASY_NOISE * _gauss(rng))
    return moves[best]


def _gauss(rng: Rng) -> float:
    # a cheap bell curve: the sum of three uniforms, centred, variance 1
    return (_uniform(rng) + _uniform(rng) + _uniform(rng) - 1.5) * 2.0


def _uniform(rng: Rng) -> float:
    return rng.below(1 << 20) / float(1 << 20)


def rollout_move(s, p: int, rng: Rng) -> Move:
    """The playout policy: the rules' move (cheap: one pass of scores; in a war, without the
    sacrifices)."""
    if s.phase == PH_WAR and pending_offer(s, p) is None:
        moves = s.legal
        return moves[0] if len(moves) == 1 else warfare.best_war_move(s, p, moves, cheap=True)
    return best_move(s, p)


def search_moves(s, p: int) -> list[Move]:
    """The moves a search considers: in the placement phase the rules' best few (``done``
    kept); in a war the rules' best :data:`WAR_WIDTH` (``done`` kept) unless the best is
    clearly ahead (by :data:`WAR_CLEAR`); elsewhere the rules' move alone. The year is won or
    lost by where the workers go; the effects, a completer's pieces and the turn order follow
    from it, and the rules play them well, and searching them too would double the decisions a
    game searches. A war is some 60-90 small decisions, most of them clear (a burn in reach, a
    battle won): the close ones are searched."""
    moves = s.legal_moves(p)
    if len(moves) <= 1:
        return list(moves)
    war = s.phase == PH_WAR and pending_offer(s, p) is None
    if not war and s.phase != PH_PLACEMENT:
        return [best_move(s, p, moves)]
    sc = scores(s, p, moves)
    order = sorted(range(len(moves)), key=lambda i: -sc[i])
    if war and sc[order[0]] - sc[order[1]] > WAR_CLEAR:
        return [best_move(s, p, moves)]
    chosen = [moves[i] for i in sorted(order[:WAR_WIDTH if war else SEARCH_WIDTH])]
    if DONE in moves and DONE not in chosen:
        chosen.append(DONE)
    return chosen


def priors(s, p: int, moves: Sequence[Move], temperature: float = 0.0) -> list[float]:
    """A softmax of the rules' scores (``temperature``: default :data:`PRIOR_TEMP`)."""
    sc = scores(s, p, moves)
    top = max(sc)
    temp = temperature or PRIOR_TEMP
    return [math.exp(max(-30.0, (x - top) / temp)) for x in sc]


def game_over(s) -> bool:
    return s.phase == PH_OVER
