"""Río de la Plata knowledge for the bots: what silver, a resource, a house, a building, a box in
a major grid and an office are worth, and an estimate of each player's final VP.

Units: VP. Worths change with the time left (:func:`ahead`, in years of play, the current year
counted as far as it is done): a resource is worth the builds it pays for while builds are
ahead and nothing at the end; silver is 1/3 VP at the end (the exchange) and more while an
office the player could claim pays well for it.

The estimate of a player's final VP (:func:`estimate`): VP so far; the offices' VP at the end as
the city stands, and what their yearly gifts should still bring; the houses (2 VP plus their
district's value, expected to grow a little), the huts (most become houses); silver, stone,
wood and precious at their worth (a stock beyond what builds take is worth less); the boxes in
the major grids, each at its VP times the grid's chance to complete in time; the cargo aboard
the ship if it comes back in time; the buildings a house of theirs lets them activate in the
years ahead (churches, factories, guilds), shared with the others next to them; a place
earlier in the turn order; in a war, what its attacking pieces left should still bring
(:func:`war_rest`); and the wars to come, their expected number from the enemies' tokens and
the years left (:func:`wars_ahead`, the timeline's exact chance), each worth more to the players
still due to attack than to the defenders (:func:`future_wars`). :func:`win_shares` turns the
estimates into shares of the win.

Everything here reads the engine's public API only: the state's fields and the rule functions
the engine plays with (``city.district_value``, ``city.activation_limit``,
``scoring.office_points``, ``scoring.closed_districts``, ``scoring.noble_districts``,
``majors.unpaid``) and the tables of :mod:`..data` and :mod:`..board`. The weights are module
constants (upper case, immutable).
"""

from __future__ import annotations

import functools
import math

from game.rio_de_la_plata import city, majors, scoring, war
from game.rio_de_la_plata.board import DISTRICT_OF, NEIGHBOURS, NUM_DISTRICTS
from game.rio_de_la_plata.data import (
    ARCHITECT,
    ARCHITECT_VP,
    BISHOP,
    BISHOP_VP,
    CARPENTER_MASTER,
    CATHEDRAL,
    CRAFTSMAN,
    DEFENDER,
    DEFENDER_VP,
    ENEMY_PIECE,
    FORT,
    GOVERNOR,
    GOVERNOR_VP,
    MAJORS,
    MERCHANT,
    OFF_TRACK,
    OFFICES,
    PALACE,
    PAY_PLAIN,
    PAY_PRECIOUS,
    PAY_SET,
    PORT,
    ROAD_BUILDER,
    ROAD_BUILDER_VP,
    SHIPOWNER,
    SHIPOWNER_VP,
    SHORT_OFFICE_BONUS,
    STONEMASON,
    TIMELINE,
    TRACK_MAX,
    VOYAGE_YEARS,
    WALLS,
    WAR_RETREAT,
    WORKERS,
)
from game.rio_de_la_plata.year import (
    PH_BUILD,
    PH_EFFECTS,
    PH_ORDER,
    PH_OVER,
    PH_PLACEMENT,
    PH_WAR,
)

# -- weights ---------------------------------------------------------------------------------------

#: silver: 1/3 VP at the end; while an office the player could claim is left, this share of
#: what it pays for a silver (less the 1/3) more, the office's VP counted this many short of the
#: player's, at most this many VP a silver
SILVER_OFFICE = 0.5
OFFICE_VP_SLACK = 4
SILVER_RATE_MAX = 2.5
#: a VP scored during play is worth this much more to a player who has not the VP of an
#: office left yet, this many short or fewer
VP_TOWARD = 0.0
VP_TOWARD_RANGE = 15
#: stone or wood, and a precious resource, with three years or more ahead
STONE_WORTH = 1.0
PRECIOUS_WORTH = 1.5
#: a stock beyond this much (stone or wood, precious) is worth half, beyond twice as much a tenth
STOCK_CAP = (4, 2)
#: a placement (one of the year's five workers) used well
PLACEMENT_WORTH = 0.8
#: a hut becomes a house this often (when a year is left to do it)
HUT_TO_HOUSE = 0.8
#: a church activation (2 VP, 3 with the Cathedral, for 1 silver and a placement) is worth this
#: share of its net a year to a player with a house next to it, split among those who share it
CHURCH_ACCESS = 0.6
#: ... a stonecutter or carpenter activation (3 of a kind for 1) for the same
FACTORY_ACCESS = 0.5
#: ... a guild activation (3 silver for a stone or wood, 4 for a precious)
GUILD_ACCESS = 0.3
#: a second building of a kind to activate is worth this much of the first, a third this much of
#: the second...
ACCESS_DECAY = 0.4
#: a district's value is expected to grow by this much a year ahead (linking, noble buildings),
#: at most ``DISTRICT_GROWTH_MAX``
DISTRICT_GROWTH = 0.08
DISTRICT_GROWTH_MAX = 1.0
#: how the others' houses in a district count against a building's worth to me (a +1 for them
#: is a relative loss)
OTHERS_SHARE = 0.3
#: a grid with this many boxes open or more completes with a chance this much lower (the last
#: boxes are worth little: only players with boxes in it fill them)
CHANCE_OPEN = 0.4
CHANCE_BOXES = 4
#: boxes filled a year in each major grid (palace, cathedral, fort, port, walls, roads), per
#: player in the game: the prior of the completion chances
FILL_RATE = (0.22, 0.2, 0.22, 0.2, 0.35, 0.6)
#: a worker locked in a grid costs this a year it stays there while the player keeps enough
#: workers for five placements and one more, and the second number once they do not
LOCK_COST = (0.05, 0.6)
#: being earlier in the turn order, a place, while years are ahead
ORDER_PLACE = 0.25
#: the rest of a war, for each attacking piece left (inside, outside or still to deploy): what
#: the attacker should still burn, and what the defenders should still score killing it
#: (shared among them)
WAR_REST_BURN = 2.0
WAR_REST_KILL = 1.0
#: the wars still to come, each: what the attacker should gain, and each defender (the VP of
#: its battles less the buildings it loses)
FUTURE_ATTACK = 30.0
FUTURE_DEFENCE = -1.0
#: win shares: a softmax of the estimates with temperature TEMP_BASE + TEMP_YEAR * years ahead
TEMP_BASE = 3.0
TEMP_YEAR = 0.5

ACCESS_KINDS = ("church", "stonecutter", "carpenter", "guild")
NOBLE_PLUS = ("garden", "monument", "church", "barracks")  # +1 to a district's houses
PRODUCTIVE = ("stonecutter", "carpenter", "market", "guild")  # the 2nd and later: -1
THIRD = 1.0 / 3.0


def ahead(s) -> float:
    """Years of play left: the years after this one, plus what is left of this one (placement
    ahead 1, effects ahead 0.5, the end-of-year checks 0)."""
    if s.phase == PH_OVER:
        return 0.0
    rest = s.years - s.year - 1
    if s.phase == PH_PLACEMENT:
        return rest + 1.0
    if s.phase == PH_EFFECTS or s.phase == PH_BUILD:
        return rest + 0.5
    return float(rest)


def stock_worth(held: int, unit: float, cap: int) -> float:
    """What a stock of ``held`` is worth at ``unit`` each: half beyond ``cap``, a tenth beyond
    twice ``cap`` (nothing needs that much)."""
    if held <= cap:
        return held * unit
    extra = held - cap
    return cap * unit + min(extra, cap) * unit * 0.5 + max(0, extra - cap) * unit * 0.1


def next_unit(held: int, unit: float, cap: int) -> float:
    """What one more is worth to a stock of ``held``."""
    if held < cap:
        return unit
    return unit * (0.5 if held < 2 * cap else 0.1)


def stone_cap(other: int) -> int:
    """The stock of stone worth its full price, with ``other`` wood (and the other way round):
    builds take the two about one for one."""
    return min(STOCK_CAP[0], other + 2)


def chance_with(s, m: int, open_boxes: int, a: float) -> float:
    """The chance that grid ``m`` with ``open_boxes`` boxes open completes, ``a`` years of play
    ahead."""
    if open_boxes <= 0:
        return 1.0
    rate = FILL_RATE[m] * max(3, s.num_players)
    time = min(1.0, rate * a / open_boxes)
    return time * (1.0 - CHANCE_OPEN * min(1.0, open_boxes / CHANCE_BOXES))


def grid_chance(s, m: int, a: float) -> float:
    """The chance that major grid ``m`` completes (its current round, for the Walls and the
    Roads) before the game ends."""
    if m < WALLS and s.major_done[m] >= 0:
        return 1.0
    owners = s.g_owner[m]
    open_boxes = owners.count(-1)
    if open_boxes == 0:
        return 1.0 if all(s.g_paid[m]) else 0.9
    return chance_with(s, m, open_boxes, a)


def locked(s, p: int) -> int:
    """``p``'s workers in the major grids and on the turn-order marker."""
    return sum(row.count(p) for row in s.g_owner) + s.added[p]


def lock_cost(s, p: int, years: float) -> float:
    """What one more worker locked for ``years`` costs ``p``: little while they keep workers
    for five placements and one more."""
    free = WORKERS - 1 - locked(s, p) - 1
    return LOCK_COST[0 if free >= 6 else 1] * years


class Outlook:
    """What every player's estimate shares in one position: the clock, the worths, the
    districts' values now and expected, each grid's chance to complete, who has houses and huts
    where, who can activate which building, what each office left is worth."""

    __slots__ = ("access", "ahead", "church_vp", "complete", "district", "future", "houses",
                 "huts", "n", "near", "offices", "precious", "productive", "silver", "silver_of",
                 "stone", "vp_bonus")

    def __init__(self, s) -> None:
        n = s.num_players
        a = ahead(s)
        self.n = n
        self.ahead = a
        third = min(1.0, a / 3.0)
        self.stone = STONE_WORTH * third
        self.precious = PRECIOUS_WORTH * third
        # years in which a worker can still be placed after this one's placement phase
        if s.phase == PH_PLACEMENT:
            self.future = max(0.0, math.ceil(a) - 1.0)
        else:
            self.future = max(0.0, float(math.ceil(a - 0.5)))
        self.complete = tuple(grid_chance(s, m, a) for m in range(len(MAJORS)))
        growth = min(DISTRICT_GROWTH_MAX, DISTRICT_GROWTH * a)
        river = 0.0
        if s.major_done[PALACE] < 0:
            river += 1.5 * self.complete[PALACE]
        if s.major_done[CATHEDRAL] < 0:
            river += 1.0 * self.complete[CATHEDRAL]
        self.district = tuple(
            city.district_value(s, d) + growth + (river * 0.5 if d >= 6 else 0.0)
            for d in range(NUM_DISTRICTS))
        houses = [[0] * NUM_DISTRICTS for _ in range(n)]
        huts = [[0] * NUM_DISTRICTS for _ in range(n)]
        productive = [0] * NUM_DISTRICTS
        near: dict[int, int] = {}  # an activatable building's square: bits of the players next
        bld, owner = s.bld, s.owner
        for sq, b in enumerate(bld):
            if not b:
                continue
            if b == "house":
                q = owner[sq]
                houses[q][DISTRICT_OF[sq]] += 1
                for nb in NEIGHBOURS[sq]:
                    if bld[nb] in ACCESS_KINDS:
                        near[nb] = near.get(nb, 0) | (1 << q)
            elif b == "hut":
                huts[owner[sq]][DISTRICT_OF[sq]] += 1
            elif b in PRODUCTIVE:
                productive[DISTRICT_OF[sq]] += 1
        self.houses = houses
        self.huts = huts
        self.productive = productive
        self.near = near
        self.access: list = [None] * n
        self.church_vp = 3 if s.major_done[CATHEDRAL] >= 0 else 2
        self.silver = THIRD
        # each office left: what it should be worth bought now (-1: taken)
        self.offices = tuple(
            office_end_points(s, o, self) if who == -1 else -1.0
            for o, who in enumerate(s.office_owner))
        # silver is worth more to a player while an office they could claim pays well for it
        time = third if self.future >= 1 else 0.0
        silver_of = []
        for p in range(n):
            rate = 0.0
            vp = s.vp[p] + OFFICE_VP_SLACK
            for o, worth in enumerate(self.offices):
                if worth > 0 and OFFICES[o].min_vp <= vp:
                    rate = max(rate, worth / OFFICES[o].silver)
            silver_of.append(THIRD + SILVER_OFFICE * time * max(
                0.0, min(SILVER_RATE_MAX, rate) - THIRD))
        self.silver_of = tuple(silver_of)
        # VP scored during play are worth more to a player short of an office's VP
        vp_bonus = []
        for p in range(n):
            short = False
            for o, worth in enumerate(self.offices):
                need = OFFICES[o].min_vp - s.vp[p]
                if worth > 0 and 0 < need <= VP_TOWARD_RANGE:
                    short = True
            vp_bonus.append(VP_TOWARD * time if short else 0.0)
        self.vp_bonus = tuple(vp_bonus)

    def house_final(self, district: int) -> float:
        """A house's expected VP at the end in ``district``: 2 plus the district's value."""
        return max(0.0, 2.0 + self.district[district])

    def stake(self, p: int, district: int) -> float:
        """How much a +1 to ``district`` is worth to ``p``: their houses (and most of their
        huts) there, less a share of the others'."""
        mine = self.houses[p][district] + HUT_TO_HOUSE * self.huts[p][district]
        others = 0.0
        for q in range(self.n):
            if q != p:
                others += self.houses[q][district] + HUT_TO_HOUSE * self.huts[q][district]
        return mine - OTHERS_SHARE * others

    def can_activate(self, p: int, sq: int) -> bool:
        """Whether ``p`` has a house next to the activatable building on ``sq``."""
        return bool(self.near.get(sq, 0) >> p & 1)

    def share(self, s, p: int, sq: int) -> float:
        """``p``'s share of the activations a year of the building on ``sq``: its activations
        over ``p`` and the others with a house next to it."""
        others = self.near.get(sq, 0) & ~(1 << p)
        users = 1 + bin(others).count("1")
        return min(1.0, city.activation_limit(s, sq) / users)

    def each(self, p: int, b: str) -> float:
        """A year's worth to ``p`` of activating a building ``b`` once."""
        if b == "church":
            return CHURCH_ACCESS * (self.church_vp - self.silver_of[p] - PLACEMENT_WORTH * 0.5)
        if b == "stonecutter" or b == "carpenter":
            return FACTORY_ACCESS * 2 * self.stone
        if b == "guild":
            return GUILD_ACCESS * (3 * self.silver_of[p] - self.stone)
        return 0.0

    def access_list(self, s, p: int) -> list[tuple[str, float]]:
        """(kind, a year's worth) of each building ``p`` can activate."""
        found = self.access[p]
        if found is None:
            found = []
            bit = 1 << p
            for sq, mask in self.near.items():
                if mask & bit:
                    b = s.bld[sq]
                    each = self.each(p, b)
                    if each > 0:
                        found.append((b, each * self.share(s, p, sq)))
            self.access[p] = found
        return found


def access_total(found: list[tuple[str, float]], years: float) -> float:
    """What access to these buildings is worth over ``years``: the best of a kind in full, each
    further one ACCESS_DECAY times the one before (five placements a year go only so far)."""
    if years <= 0 or not found:
        return 0.0
    total = 0.0
    for kind in ACCESS_KINDS:
        worths = sorted((w for k, w in found if k == kind), reverse=True)
        weight = 1.0
        for w in worths:
            total += w * weight
            weight *= ACCESS_DECAY
    return total * years


def house_access(s, p: int, sq: int, out: Outlook, years: float) -> float:
    """What a new house of ``p`` on ``sq`` adds by giving access to the buildings around it that
    ``p`` cannot activate yet."""
    if years <= 0:
        return 0.0
    new = []
    for nb in NEIGHBOURS[sq]:
        b = s.bld[nb]
        if b in ACCESS_KINDS and not out.can_activate(p, nb):
            each = out.each(p, b)
            if each > 0:
                others = out.near.get(nb, 0) & ~(1 << p)
                users = 1 + bin(others).count("1")
                new.append((b, each * min(1.0, city.activation_limit(s, nb) / users)))
    if not new:
        return 0.0
    have = out.access_list(s, p)
    return access_total(have + new, years) - access_total(have, years)


def new_building_access(s, p: int, sq: int, b: str, out: Outlook, years: float) -> float:
    """What a new building ``b`` on ``sq`` adds to ``p``'s access (a house of theirs is next to
    it), over ``years``."""
    each = out.each(p, b)
    if each <= 0 or years <= 0:
        return 0.0
    users = 1
    for q in range(out.n):
        if q != p and city.has_house_next_to(s, q, sq):
            users += 1
    share = min(1.0, city.activation_limit(s, sq) / users)
    have = out.access_list(s, p)
    return access_total([*have, (b, each * share)], years) - access_total(have, years)


# -- offices -------------------------------------------------------------------------------------

def office_end_points(s, o: int, out: Outlook) -> float:
    """What office ``o`` should be worth at the end, bought now: its VP, what it counts as the
    city stands (and a share of what it should add), its yearly gifts."""
    office = OFFICES[o]
    base = office.end_vp + (SHORT_OFFICE_BONUS if s.short else 0)
    years = out.future
    if o == ROAD_BUILDER:
        base += ROAD_BUILDER_VP * (sum(s.linked) + 0.25 * years) + 0.3 * years
    elif o == DEFENDER:
        base += DEFENDER_VP * (scoring.closed_districts(s) + 0.12 * years)
    elif o == STONEMASON or o == CARPENTER_MASTER:
        base += years * out.stone
    elif o == CRAFTSMAN or o == MERCHANT:
        base += years * out.precious
    elif o == SHIPOWNER:
        base += out.complete[PORT] * SHIPOWNER_VP * years / (VOYAGE_YEARS + 1.0)
    elif o == BISHOP:
        churches = s.bld.count("church") + (1 if s.major_done[CATHEDRAL] >= 0
                                             else out.complete[CATHEDRAL])
        base += BISHOP_VP * (churches + 0.1 * years)
    elif o == ARCHITECT:
        base += ARCHITECT_VP * sum(1.0 if s.major_done[m] >= 0 else out.complete[m]
                                   for m in (PALACE, CATHEDRAL, FORT, PORT))
    elif o == GOVERNOR:
        base += GOVERNOR_VP * scoring.noble_districts(s)
    return base


def office_future(s, o: int, out: Outlook) -> float:
    """What an office held should still add beyond what it counts now."""
    years = out.future
    if o == ROAD_BUILDER:
        return ROAD_BUILDER_VP * 0.25 * years + 0.3 * years
    if o == DEFENDER:
        return DEFENDER_VP * 0.12 * years
    if o == STONEMASON or o == CARPENTER_MASTER:
        return years * out.stone
    if o == CRAFTSMAN or o == MERCHANT:
        return years * out.precious
    if o == SHIPOWNER:
        return out.complete[PORT] * SHIPOWNER_VP * years / (VOYAGE_YEARS + 1.0)
    if o == BISHOP:
        return BISHOP_VP * (0.1 * years + (0.0 if s.major_done[CATHEDRAL] >= 0
                                           else out.complete[CATHEDRAL]))
    if o == ARCHITECT:
        return ARCHITECT_VP * sum(out.complete[m] for m in (PALACE, CATHEDRAL, FORT, PORT)
                                  if s.major_done[m] < 0)
    return 0.0


# -- the ship --------------------------------------------------------------------------------------

def cargo_worth(row, silver: float) -> float:
    """What a cargo (stone, wood, precious) pays when the ship comes back, a silver at
    ``silver``."""
    stone, wood, precious = row
    sets = min(stone, wood, precious)
    plain = stone + wood - 2 * sets
    single = precious - sets
    paid = sets * PAY_SET[0] + plain * PAY_PLAIN[0] + single * PAY_PRECIOUS[0]
    vp = sets * PAY_SET[1] + single * PAY_PRECIOUS[1]
    return vp + paid * silver


def ship_share(s) -> float:
    """The chance that what is aboard is paid for before the end."""
    last = s.years - 1
    if s.ship_back >= 0:
        return 1.0 if s.ship_back <= last else 0.0
    if s.major_done[PORT] < 0:
        return 0.0
    leaves = s.year if s.phase != PH_ORDER else s.year + 1
    if leaves + VOYAGE_YEARS > last:
        return 0.0
    if s.ship_sent >= 0 or s.ship_full:
        return 0.95
    return 0.6


# -- the estimate ----------------------------------------------------------------------------------

def estimate(s, p: int, out: Outlook) -> float:
    """``p``'s estimated final VP (see the module docstring)."""
    total = float(s.vp[p]) + scoring.office_points(s, p)
    houses, huts = out.houses[p], out.huts[p]
    hut_years = out.future >= 1
    for d in range(NUM_DISTRICTS):
        if houses[d]:
            total += houses[d] * out.house_final(d)
        if huts[d] and hut_years:
            total += huts[d] * HUT_TO_HOUSE * max(
                0.0, out.house_final(d) - 2 * out.stone - PLACEMENT_WORTH)
    stone, wood = s.stone[p], s.wood[p]
    total += (s.silver[p] * out.silver_of[p]
              + stock_worth(stone, out.stone, stone_cap(wood))
              + stock_worth(wood, out.stone, stone_cap(stone))
              + stock_worth(s.precious[p], out.precious, STOCK_CAP[1]))
    boxes = s.boxes
    for m, owners in enumerate(s.g_owner):
        if p in owners:
            mine = 0
            values = boxes[m]
            for i, o in enumerate(owners):
                if o == p:
                    mine += values[i]
            total += mine * out.complete[m]
    if s.phase != PH_ORDER:
        total -= 2 * out.stone * len(majors.unpaid(s, p))  # what paying them will take
    cargo = s.cargo[p]
    if cargo[0] or cargo[1] or cargo[2]:
        total += cargo_worth(cargo, out.silver_of[p]) * ship_share(s)
    for o, owner in enumerate(s.office_owner):
        if owner == p:
            total += office_future(s, o, out)
    if out.future >= 1:
        total += access_total(out.access_list(s, p), out.future)
    total += (out.n - 1 - s.order.index(p)) * ORDER_PLACE * min(1.0, out.future)
    if s.phase == PH_WAR:
        total += war_rest(s)[p]
    if s.wars:
        total += future_wars(s)[p]
    return total


def war_rest(s) -> list[float]:
    """What each player should still score in the war being fought (:data:`WAR_REST_BURN`,
    :data:`WAR_REST_KILL` a piece); zeros in peace."""
    n = s.num_players
    rest = [0.0] * n
    a = s.war_attacker
    if s.phase != PH_WAR or a < 0:
        return rest
    pieces = sum(len(x) for x in s.stack if x and x[0] == ENEMY_PIECE)
    pieces += sum(size for _, size, _ in s.outside)
    if s.war_step == "deploy":
        pieces += s.war_left
    if not pieces:
        return rest
    rest[a] = WAR_REST_BURN * pieces
    share = WAR_REST_KILL * pieces / max(1, n - 1)
    for q in range(n):
        if q != a:
            rest[q] = share
    return rest


@functools.cache
def wars_ahead(year: int, natives: int, corsairs: int, left: int, years: int,
               retreat: int) -> float:
    """The expected number of wars from the check at the end of ``year`` to the end of the
    game, the enemies' tokens at ``natives`` and ``corsairs`` then and ``left`` wars still due
    (the book's check: 2d6 against the higher token; in the last year a war without a roll;
    a war moves both tokens back ``retreat``; between years they climb by the timeline)."""
    if left <= 0 or year >= years:
        return 0.0
    if year == years - 1:
        return 1.0
    chance = sum(1 for a in range(1, 7) for b in range(1, 7)
                 if a + b <= max(natives, corsairs)) / 36.0
    up_n, up_c = TIMELINE[year]
    calm = wars_ahead(year + 1, min(TRACK_MAX, natives + up_n), min(TRACK_MAX, corsairs + up_c),
                      left, years, retreat)
    if chance <= 0.0:
        return calm
    n_back = max(OFF_TRACK, natives - retreat)
    c_back = max(OFF_TRACK, corsairs - retreat)
    fought = 1.0 + wars_ahead(year + 1, min(TRACK_MAX, n_back + up_n),
                              min(TRACK_MAX, c_back + up_c), left - 1, years, retreat)
    return chance * fought + (1.0 - chance) * calm


def future_wars(s) -> list[float]:
    """What each player should still gain from the wars to come (not the one being fought):
    the expected wars (:func:`wars_ahead`), each attacked by a player still due (in proportion
    to the attacks they owe) and defended by the others."""
    n = s.num_players
    found = [0.0] * n
    if not s.wars or s.phase == PH_OVER:
        return found
    q = war.quota(s)
    owed = [max(0, q - s.attacks[p]) for p in range(n)]
    left = sum(owed)
    if not left:
        return found
    natives, corsairs = s.enemy
    year = s.year
    if s.phase in (PH_WAR, PH_ORDER):  # this year's check is done: the next year's is ahead
        if year + 1 >= s.years:
            return found
        up_n, up_c = TIMELINE[year]
        natives = min(TRACK_MAX, natives + up_n)
        corsairs = min(TRACK_MAX, corsairs + up_c)
        year += 1
    expected = wars_ahead(year, natives, corsairs, left, s.years, WAR_RETREAT[n])
    for p in range(n):
        attacks = expected * owed[p] / left
        found[p] = FUTURE_ATTACK * attacks + FUTURE_DEFENCE * (expected - attacks)
    return found


def estimates(s) -> list[float]:
    """Every player's estimated final VP."""
    out = Outlook(s)
    return [estimate(s, p, out) for p in range(s.num_players)]


def win_shares(s) -> list[float]:
    """Each player's estimated share of the win: the exact returns once the game is over, else
    a softmax of the estimates whose temperature shrinks towards the end."""
    if s.phase == PH_OVER:
        return s.returns()
    out = Outlook(s)
    est = [estimate(s, p, out) for p in range(s.num_players)]
    temp = TEMP_BASE + TEMP_YEAR * out.ahead
    top = max(est)
    ws = [math.exp((e - top) / temp) for e in est]
    total = sum(ws)
    return [w / total for w in ws]
