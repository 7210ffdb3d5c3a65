"""Río de la Plata's war for the bots: the attacker's and the defenders' rules of thumb, scored
in VP from the deciding player's view (everything in a war is public but the dice to come).

Every decision of a war is scored here (:func:`scores`); :mod:`.rules` calls it for the phase
``war``, so Easy (noise on the scores), Medium (the best score), the search's candidates, priors
and playouts all play the war by these rules. They read the engine's public API only: the state's
``war_*`` fields, ``stack``, ``outside``, ``flags`` and the war's own functions (``war.reach``,
``war.targets_of``, ``war.next_price``, ``war.prevalence_here``...).

What a war is worth
===================
A move's score is what it should change, in VP, for the deciding player less a share of what it
should change for the others (:func:`rival_weights`: another player's VP count
``1 / (players - 1)`` of one's own, half as much again for the leader). A building that burns
gives the attacker 2, 4, 6 or 12 VP and costs its owner what it would score at the end (a house
2 plus its district's value; a hut the house it should become), and a public building costs the
houses of its district what it adds to them (:func:`burn_gains`). A battle gives the defenders 2
VP per attacker killed and 2 per own piece lost; the pieces lost go home, so a battle never costs
a defender anything but the square it held.

The maps
========
One pass a decision (:class:`Front`): the attacker's *field*, for each square and group size the
best burn a group standing there can reach (the buildings whose guard it beats too), the value
decaying by :data:`STEP` a square (through empty squares only, as attackers move); the *danger*,
for each square the largest defending group that can reach it in the defenders' next turns; the
*risk*, for each square the largest attacking group that can reach it in the attacker's next
turn, and what each attacking group threatens (the building the player most wants kept that it
can take). A defender's move is scored by how much it cuts those threats
(:meth:`Front.threat_cut`: the groups that reach a changed square are looked at again).

The attacker
============
Deploys groups (singles, which move 3 squares and burn a building with their last piece,
where nothing larger is needed) at the entries whose reachable buildings are worth most and not
already claimed by the groups waiting; moves each group to the best burn it can reach, or closer
to one, where no larger defending group can reach it; merges a group that would lose a battle
with a friendly one (two singles become a pair that beats a guard of one); uses the corsairs'
prevalence; sacrifices a group when the extra square reaches a better building; and never lets
the war end by the 3-round rule while it has something left to gain (after two quiet turns
``done`` costs what its groups could still burn, and a battle keeps the war going).

The defenders
=============
Place their free pieces and buy more (while what a piece cuts and the battles it should fight
are worth its price in silver) in their huts and houses that attacking groups can reach, enough
to hold them against the largest group that can; block the entry squares where groups wait when
that keeps them from several buildings; attack the groups inside the city (an equal battle gives
4 VP a pair); keep their pieces on the threatened buildings they guard. The cannons' bet
maximises its expected kills (2d6, +1 for the Gunner, against 6 + the bet); the hits take from
the group that threatens most. A request to stack or sacrifice one's pieces is allowed unless it
leaves the attackers more to take from one, or helps a runaway leader.
After the war a player keeps the workers that can build or activate where they stand next year
and takes home the others.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.protocol import Move
from game.rio_de_la_plata import city, war
from game.rio_de_la_plata.board import (
    DISTRICT_OF,
    DISTRICT_SQUARES,
    NUM_DISTRICTS,
    ORTHOGONAL,
    SQUARES,
)
from game.rio_de_la_plata.data import (
    CANNON_TARGET,
    CORSAIRS,
    DESTROY_VP,
    DESTROY_VP_OTHER,
    ENEMY_PIECE,
    GENERAL,
    GENERAL_VP,
    GROUP_MOVES,
    GUNNER,
    GUNNER_ROLL_BONUS,
    GUNNER_VP,
    HOUSE,
    HUT,
    KILL_VP,
    LOSS_VP,
    MAX_GROUP,
    MINOR_BY_ID,
    OUTSIDE,
    QUIET_ROUNDS,
    SHADOW_PIECE,
)

from . import values

# -- weights ---------------------------------------------------------------------------------------

#: another player's VP count this share of one's own, over the players but oneself; the leader's
#: half as much again
LEADER_BOOST = 0.5
#: a hut burnt: the house it should have become, less what building it costs
HUT_LOSS = 1.5
#: the attacker's field: a building's worth decays by this much a square of the way to it
STEP = 0.85
#: a group of 1, 2, 3 attackers is worth this many times its best reachable burn (more pieces
#: burn more buildings, but move fewer squares, and one target is all the field sees)
SIZE_FACTOR = (0.0, 1.0, 1.2, 1.35)
#: an attacking piece with nothing in reach is still worth this (a building later)
PIECE_MIN = 0.3
#: a defending group smaller than an attacking group it can reach attacks it this often (its
#: pieces die, and score 2 VP each)
SUICIDE = 0.5
#: a group deployed where it reaches no building in its first turn is worth this much less for
#: each group already waiting at that entry
CROWDED = 0.6
#: a request to stack or sacrifice one's pieces is denied when it leaves the attacking groups
#: this much more to take from one (VP), or the mover leads by this many VP
ALLOW_LOSS = 0.5
RUNAWAY = 15
#: a defender's group near attacking groups: this share of the battle it could fight next turn
HUNT = 0.3
#: a defending piece placed is expected to fight: this many VP (times the attackers per piece)
BATTLE_EXPECT = 1.5
#: a move another player must allow: this much less (they may deny it)
CONSENT_RISK = 0.3
#: a move is made only when it scores above this (VP); else ``done``
MOVE_MIN = 0.05
#: after the war, a worker taken home from where it can do nothing
PICKUP_IDLE = 0.1
#: a worker standing where it can build or activate next year: a placement saved
KEEP_WORTH = 0.8
#: a move the rules never make (a give, a useless sacrifice)
NEVER = -1.0

DONE = ("done",)
# 2d6: the chance to roll at least t, t = 0..13
AT_LEAST = tuple(sum(1 for a in range(1, 7) for b in range(1, 7) if a + b >= t) / 36.0
                 for t in range(14))


def chance_at_least(target: int) -> float:
    """The chance that 2d6 reach ``target``."""
    if target <= 2:
        return 1.0
    return AT_LEAST[target] if target <= 12 else 0.0


def rival_weights(s, p: int) -> tuple[float, ...]:
    """How much each player's VP count for ``p``: 1 for ``p``, minus a share for the others
    (the leader by VP half as much again)."""
    n = s.num_players
    share = 1.0 / max(1, n - 1)
    top = max(v for q, v in enumerate(s.vp) if q != p) if n > 1 else 0
    return tuple(1.0 if q == p else -share * (1.0 + (LEADER_BOOST if s.vp[q] == top else 0.0))
                 for q in range(n))


def burn_gains(s, sq: int, dv: Sequence[int], houses: Sequence[Sequence[int]],
               productive: Sequence[int], years_left: int) -> list[float]:
    """What each player gains (VP, negative: loses) when the building on ``sq`` burns: the
    attacker its VP, the owner of a hut or house what it would score, the houses of the
    district what a public building adds to them."""
    n = s.num_players
    gains = [0.0] * n
    b = s.bld[sq]
    gains[s.war_attacker] += DESTROY_VP.get(b, DESTROY_VP_OTHER)
    d = DISTRICT_OF[sq]
    if b == HOUSE:
        gains[s.owner[sq]] -= max(0, 2 + dv[d])
        return gains
    if b == HUT:
        if years_left >= 1:
            gains[s.owner[sq]] -= HUT_LOSS
        return gains
    if d < 0:
        return gains
    delta = 0
    if b == "palace":
        delta = -3
    elif b == "cathedral":
        delta = -2
    elif b in ("garden", "monument", "church", "barracks"):
        delta = -1
    elif MINOR_BY_ID[b].productive and productive[d] >= 2:
        delta = 1
    if delta:
        for q in range(n):
            h = houses[q][d]
            if h:
                gains[q] += delta * h
    return gains


def battle_outcome(attackers: int, defenders: int, corsairs: bool,
                   barracks: bool) -> tuple[int, int]:
    """(attackers lost, defenders lost) of a battle (the larger group wins and loses nothing;
    equal groups both die, unless one side has prevalence: one of its pieces survives)."""
    if attackers > defenders:
        return 0, defenders
    if defenders > attackers:
        return attackers, 0
    a_lost = attackers - 1 if corsairs and not barracks else attackers
    d_lost = defenders - 1 if barracks and not corsairs else defenders
    return a_lost, d_lost


def safe(defenders: int, attackers: int, corsairs: bool, barracks: bool) -> bool:
    """Whether ``defenders`` pieces on a building hold it against a group of ``attackers``."""
    if attackers <= 0:
        return True
    a_lost, _ = battle_outcome(attackers, defenders, corsairs, barracks)
    return a_lost >= attackers


# =================================================================================================
# The front: one decision's maps
# =================================================================================================


class Front:
    """One war decision's shared facts for player ``p``: the weights, what each building's
    burning is worth to ``p``, the attacker's field, the defenders' danger, the attackers'
    risk (see the module docstring)."""

    __slots__ = ("attacker", "barracks", "burn", "corsairs", "danger", "exposures", "fields",
                 "groups", "p", "passable", "prey", "reached", "risk", "s", "threat", "w_def",
                 "weight", "worths")

    def __init__(self, s, p: int) -> None:
        self.s = s
        self.p = p
        n = s.num_players
        self.attacker = a = s.war_attacker
        self.corsairs = s.war_enemy == CORSAIRS
        self.weight = weight = rival_weights(s, p)
        others = [q for q in range(n) if q != a]
        # what a defender's VP count for p, on average
        self.w_def = sum(weight[q] for q in others) / max(1, len(others))
        dv = [city.district_value(s, d) for d in range(NUM_DISTRICTS)]
        houses = [[0] * NUM_DISTRICTS for _ in range(n)]
        productive = [0] * NUM_DISTRICTS
        bld, owner = s.bld, s.owner
        buildings = []
        for sq in range(SQUARES):
            b = bld[sq]
            if not b:
                continue
            buildings.append(sq)
            if b == HOUSE:
                houses[owner[sq]][DISTRICT_OF[sq]] += 1
            elif b in MINOR_BY_ID and MINOR_BY_ID[b].productive:
                productive[DISTRICT_OF[sq]] += 1
        years_left = s.years - s.year - 1
        # what the burning of each building is worth to p (VP, others' weighted)
        burn: dict[int, float] = {}
        for sq in buildings:
            gains = burn_gains(s, sq, dv, houses, productive, years_left)
            burn[sq] = sum(w * g for w, g in zip(weight, gains, strict=True))
        self.burn = burn
        self.barracks = [any(bld[x] == "barracks" for x in squares) for squares in DISTRICT_SQUARES]
        stack, w_count = s.stack, s.w_count
        self.passable = [not bld[sq] and not stack[sq] and not w_count[sq]
                         for sq in range(SQUARES)]
        self.fields: list[list[float] | None] = [None] * (MAX_GROUP + 1)
        self.danger: list[int] | None = None
        self.risk: list[int] | None = None
        self.threat: dict[int, float] | None = None
        self.groups: list[tuple[int, int, dict[int, int]]] | None = None
        self.prey: list[float] | None = None
        self.exposures: dict[int, float] = {}
        self.worths: dict[int, float] = {}
        self.reached: dict[tuple[int, int, int, bool], dict[int, int]] = {}

    # -- helpers -----------------------------------------------------------------------------------
    def prevalence(self, sq: int) -> bool:
        """Defenders have prevalence on ``sq`` (a Barracks in its district)."""
        d = DISTRICT_OF[sq]
        return d >= 0 and self.barracks[d]

    def reach(self, origin: int, entry: int, left: int, attacking: bool) -> dict[int, int]:
        """``war.reach``, once per decision and arguments."""
        key = (origin, entry, left, attacking)
        found = self.reached.get(key)
        if found is None:
            found = self.reached[key] = war.reach(self.s, origin, entry, left, attacking)
        return found

    def attacker_value(self, sq: int) -> float:
        """What the attacker's burning ``sq`` is worth to p (its building, the piece lost)."""
        return self.burn.get(sq, 0.0)

    # -- the attacker's field ----------------------------------------------------------------------
    def target(self, sq: int, size: int) -> float:
        """What a group of ``size`` entering the building on ``sq`` is worth to p (the
        attacker): the building, less the pieces it loses (one burns with the building), less
        the defenders' VP of a battle there; 0 if it cannot take it."""
        v = self.burn.get(sq, 0.0)
        if v <= 0.0 or self.s.w_count[sq]:
            return 0.0
        here = self.s.stack[sq]
        if not here:
            return v - PIECE_MIN
        a_lost, d_lost = battle_outcome(size, len(here), self.corsairs, self.prevalence(sq))
        if a_lost >= size:
            return 0.0
        return (v - PIECE_MIN * (1 + a_lost)
                + defenders_vp_worth(self, here, a_lost, d_lost))

    def attack_field(self, size: int = 1) -> list[float]:
        """For each square, the best burn (worth to p, the attacker) a group of ``size``
        standing there can reach (the buildings whose defenders it beats too), decaying by STEP
        a square."""
        field = self.fields[size]
        if field is not None:
            return field
        s = self.s
        stack = s.stack
        if size == 1:
            field = [0.0] * SQUARES
            targets = [(self.target(sq, 1), sq) for sq in self.burn if not stack[sq]]
        else:
            field = self.attack_field(size - 1)
            targets = [(self.target(sq, size), sq) for sq in self.burn
                       if stack[sq] and self.target(sq, size - 1) <= 0.0]
            targets = [x for x in targets if x[0] > 0.0]
            if targets:
                field = list(field)
        targets = sorted((x for x in targets if x[0] > 0.0), reverse=True)
        passable = self.passable
        for v, t in targets:
            seen = {t}
            frontier = [t]
            value = v
            while frontier:
                value *= STEP
                if value <= 0.05:
                    break
                nxt = []
                for x in frontier:
                    for nb in ORTHOGONAL[x]:
                        if nb in seen:
                            continue
                        seen.add(nb)
                        if field[nb] >= value:
                            continue
                        field[nb] = value
                        if passable[nb]:
                            nxt.append(nb)
                frontier = nxt
        self.fields[size] = field
        return field

    def outside_field(self, entry: int, size: int = 1) -> float:
        """The best burn a group of ``size`` waiting outside ``entry`` can reach (it enters
        there first)."""
        s = self.s
        if s.w_count[entry]:
            return 0.0
        field = self.fields[size] or self.attack_field(size)
        best = field[entry] * STEP if self.passable[entry] else 0.0
        if entry in self.burn:
            best = max(best, self.target(entry, size))
        return best

    def group_worth(self, sq: int, size: int) -> float:
        """What an attacking group of ``size`` standing on ``sq`` is worth to p (the attacker)."""
        if size <= 0:
            return 0.0
        field = self.fields[size] or self.attack_field(size)
        return field[sq] * SIZE_FACTOR[size] + PIECE_MIN * size

    def outside_worth(self, entry: int, size: int) -> float:
        """What an attacking group of ``size`` waiting outside ``entry`` is worth to p."""
        return self.outside_field(entry, size) * SIZE_FACTOR[size] + PIECE_MIN * size

    # -- the defenders' danger ---------------------------------------------------------------------
    def defence_danger(self) -> list[int]:
        """For each square, the largest defending group that can reach it in a turn."""
        if self.danger is not None:
            return self.danger
        s = self.s
        danger = [0] * SQUARES
        for sq in range(SQUARES):
            here = s.stack[sq]
            if not here or here[0] == ENEMY_PIECE:
                continue
            k = len(here)
            for x in war.reach(s, sq, -1, GROUP_MOVES[k], False):
                if danger[x] < k:
                    danger[x] = k
        self.danger = danger
        return danger

    def exposure(self, sq: int, size: int) -> float:
        """What an attacking group of ``size`` left on ``sq`` should lose, worth to p (the
        attacker): the pieces a larger (or equal) defending group kills, the defenders' VP."""
        if size <= 0:
            return 0.0
        key = sq * 4 + size
        found = self.exposures.get(key)
        if found is not None:
            return found
        danger = self.danger if self.danger is not None else self.defence_danger()
        d = danger[sq]
        if d == 0:
            found = 0.0
        elif d < size:
            found = -self.w_def * SUICIDE * LOSS_VP * d
        else:
            a_lost, d_lost = battle_outcome(size, d, self.corsairs, self.prevalence(sq))
            lost_worth = self.group_worth(sq, size) - self.group_worth(sq, size - a_lost)
            found = lost_worth - self.w_def * (KILL_VP * a_lost + LOSS_VP * d_lost)
        self.exposures[key] = found
        return found

    # -- the attackers' risk -----------------------------------------------------------------------
    def attack_groups(self) -> list[tuple[int, int, int, dict[int, int]]]:
        """Each attacking group: (its square, or -1 outside; its entry, or -1 inside; its
        size; the squares it reaches next turn)."""
        if self.groups is not None:
            return self.groups
        s = self.s
        found = []
        for sq in range(SQUARES):
            here = s.stack[sq]
            if here and here[0] == ENEMY_PIECE:
                k = len(here)
                found.append((sq, -1, k, self.reach(sq, -1, GROUP_MOVES[k], True)))
        for entry, k, _ in s.outside:
            found.append((-1, entry, k, self.reach(-1, entry, GROUP_MOVES[k], True)))
        self.groups = found
        return found

    def attack_risk(self) -> list[int]:
        """For each square, the largest attacking group that can reach it next turn."""
        if self.risk is not None:
            return self.risk
        risk = [0] * SQUARES
        for _, _, k, reached in self.attack_groups():
            for x in reached:
                if risk[x] < k:
                    risk[x] = k
        self.risk = risk
        return risk

    def protect(self, sq: int) -> float:
        """What keeping the building on ``sq`` is worth to p (a defender): minus what its
        burning is worth to p."""
        return -self.burn.get(sq, 0.0)

    def group_threat(self, size: int, reached: dict[int, int]) -> float:
        """What an attacking group threatens p with next turn: the building p most wants kept
        that it can reach and take."""
        s = self.s
        best = 0.0
        stack, bld = s.stack, s.bld
        for x in reached:
            if not bld[x]:
                continue
            d = len(stack[x])
            if d and safe(d, size, self.corsairs, self.prevalence(x)):
                continue
            v = self.protect(x)
            if v > best:
                best = v
        return best

    def threats(self) -> list[float]:
        """What each attacking group (in the order of :meth:`attack_groups`) threatens p
        with."""
        if self.threat is None:
            self.threat = [self.group_threat(k, reached)
                           for _, _, k, reached in self.attack_groups()]
        return self.threat

    def threat_at(self, sq: int) -> float:
        """What the attacking group on ``sq`` threatens p with."""
        for i, g in enumerate(self.attack_groups()):
            if g[0] == sq:
                return self.threats()[i]
        return 0.0

    def threat_cut(self, changes: dict[int, tuple[int, ...]]) -> float:
        """How much the attacking groups' threat to p falls if the war pieces on some squares
        become ``changes`` (a defending group placed, moved or in a battle; an attacking group
        killed or shrunk): the groups that reach a changed square, or stand on one, looked at
        again (the state is put back as it was)."""
        s = self.s
        stack = s.stack
        groups = self.attack_groups()
        threats = self.threats()
        affected = [i for i, g in enumerate(groups)
                    if g[0] in changes or any(x in g[3] for x in changes)]
        if not affected:
            return 0.0
        saved = [(x, stack[x]) for x in changes]
        for x, pieces in changes.items():
            stack[x] = pieces
        before = after = 0.0
        try:
            for i in affected:
                origin, entry, k, _ = groups[i]
                before += threats[i]
                if origin >= 0:
                    here = stack[origin]
                    if not here or here[0] != ENEMY_PIECE:
                        continue  # killed
                    k = len(here)
                after += self.group_threat(k, war.reach(s, origin, entry, GROUP_MOVES[k], True))
        finally:
            for x, pieces in saved:
                stack[x] = pieces
        return before - after

    def prey_field(self) -> list[float]:
        """For each square, the best battle a defending group there could seek next turn (the
        attacking groups inside the city, decaying by STEP a square of a defender's way)."""
        if self.prey is not None:
            return self.prey
        s = self.s
        prey = [0.0] * SQUARES
        stack, w_count = s.stack, s.w_count
        for sq in range(SQUARES):
            here = stack[sq]
            if not here or here[0] != ENEMY_PIECE:
                continue
            value = KILL_VP * len(here) + self.threat_at(sq)
            seen = {sq}
            frontier = [sq]
            while frontier:
                value *= STEP
                nxt = []
                for x in frontier:
                    for nb in ORTHOGONAL[x]:
                        if nb in seen or w_count[nb]:
                            continue
                        seen.add(nb)
                        if prey[nb] >= value:
                            continue
                        prey[nb] = value
                        if not stack[nb]:
                            nxt.append(nb)
                frontier = nxt if value > 0.1 else []
        self.prey = prey
        return prey


# =================================================================================================
# The attacker
# =================================================================================================


def deploy_scores(f: Front, moves: Sequence[Move]) -> list[float]:
    """Each deployment, per piece it commits: the best building the group could burn in its
    first turn that the groups already waiting do not claim (a defended one only for a group
    that beats its defenders) and what its other pieces are worth there; a group that reaches
    nothing in its first turn is worth its way to the nearest building, less for each group
    already waiting at that entry."""
    s = f.s
    claimed: set[int] = set()
    crowd: dict[int, int] = {}
    for entry, k, _ in s.outside:
        best, _worth = best_first_burn(f, entry, k, claimed)
        if best is not None:
            claimed.add(best)
        crowd[entry] = crowd.get(entry, 0) + 1
    found = []
    for mv in moves:
        if mv[0] != "deploy":
            found.append(0.0)
            continue
        entry, k, _ = war.out_parts(mv[1])
        best, worth = best_first_burn(f, entry, k, claimed)
        if best is None:
            worth = f.outside_worth(entry, k) * STEP * CROWDED ** crowd.get(entry, 0)
        found.append(worth / k)
    return found


def best_first_burn(f: Front, entry: int, size: int,
                    claimed: set[int]) -> tuple[int | None, float]:
    """The building a group of ``size`` waiting outside ``entry`` should burn in its first
    turn (not in ``claimed``), and what doing so is worth to the attacker; (None, 0) if none.
    A defender's own hut or house counts a little less: its free pieces may come there."""
    s = f.s
    stack, bld, owner = s.stack, s.bld, s.owner
    best = None
    best_worth = 0.0
    for x in f.reach(-1, entry, GROUP_MOVES[size], True):
        if not bld[x] or x in claimed:
            continue
        v = f.target(x, size)
        if v <= 0.0:
            continue
        here = stack[x]
        a_lost = battle_outcome(size, len(here), f.corsairs, f.prevalence(x))[0] if here else 0
        if not here and owner[x] >= 0 and owner[x] != f.attacker:
            v *= 0.8
        left = size - a_lost - 1
        worth = v + f.group_worth(x, left) - f.exposure(x, left)
        if worth > best_worth:
            best, best_worth = x, worth
    return best, best_worth


def attacker_scores(f: Front, moves: Sequence[Move], cheap: bool = False) -> list[float]:
    """Each move of the attacker's war turn (see the module docstring); ``cheap``: no
    sacrifice (the playouts)."""
    s = f.s
    # a third turn in a row without a battle would end the war: a battle keeps it going
    urgent = s.war_quiet >= QUIET_ROUNDS - 1 and not s.war_battled
    rest = remaining(f) if urgent else 0.0
    stack, bld = s.stack, s.bld
    extra: dict[int, float] = {}
    found = []
    for mv in moves:
        kind = mv[0]
        if kind == "go":
            dst = mv[2]
            battle = bld[dst] or (stack[dst] and stack[dst][0] != ENEMY_PIECE)
            found.append(attacker_go(f, mv[1], dst) + (rest if battle else 0.0))
        elif kind == "sacrifice" and not cheap:
            target = mv[2]
            if target not in extra:
                extra[target] = extra_square_gain(f, target)
            gain = extra[target]
            found.append(gain - attacker_worth_of(f, mv[1]) if gain > 0 else NEVER)
        elif kind == "done":
            found.append(-rest)
        else:
            found.append(NEVER)
    return found


def attacker_worth_of(f: Front, ref: int) -> float:
    """What an attacking group is worth where it stands (outside: at its entry), less what it
    should lose there."""
    found = f.worths.get(ref)
    if found is None:
        if ref >= OUTSIDE:
            entry, k, _ = war.out_parts(ref)
            found = f.outside_worth(entry, k)
        else:
            k = len(f.s.stack[ref])
            found = f.group_worth(ref, k) - f.exposure(ref, k)
        f.worths[ref] = found
    return found


def remaining(f: Front) -> float:
    """What the attacker's groups could still burn (worth to the attacker)."""
    s = f.s
    total = 0.0
    for sq in range(SQUARES):
        here = s.stack[sq]
        if here and here[0] == ENEMY_PIECE:
            total += f.attack_field(len(here))[sq] * SIZE_FACTOR[len(here)]
    for entry, k, _ in s.outside:
        total += f.outside_field(entry, k) * SIZE_FACTOR[k]
    return total


def attacker_go(f: Front, ref: int, dst: int) -> float:
    """An attacking group moves to ``dst``: stands, stacks, burns or battles."""
    s = f.s
    pieces = war.pieces_of(s, ref)
    k = len(pieces)
    before = attacker_worth_of(f, ref)
    here = s.stack[dst]
    if here and here[0] == ENEMY_PIECE:  # stack with a friendly group
        h = len(here)
        m = h + k
        if m > MAX_GROUP:
            return NEVER
        after = f.group_worth(dst, m) - f.exposure(dst, m)
        return after - (f.group_worth(dst, h) - f.exposure(dst, h)) - before
    score = 0.0
    left = k
    if here:  # battle against defenders
        a_lost, d_lost = battle_outcome(k, len(here), f.corsairs, f.prevalence(dst))
        score += defenders_vp_worth(f, here, a_lost, d_lost)
        left -= a_lost
    if left and s.bld[dst]:
        score += f.attacker_value(dst)
        left -= 1
    if left:
        score += f.group_worth(dst, left) - f.exposure(dst, left)
    return score - before


def defenders_vp_worth(f: Front, dfn: tuple[int, ...], a_lost: int, d_lost: int) -> float:
    """What the defenders' VP of a battle are worth to p: 2 per attacker killed, split by the
    group's colours, and 2 per own piece lost (the shadow colour's to nobody)."""
    weight = f.weight
    total = 0.0
    size = len(dfn)
    for i, c in enumerate(dfn):
        if c == SHADOW_PIECE:
            continue
        share = KILL_VP * a_lost / size
        if i >= size - d_lost:  # pieces die top first
            share += LOSS_VP
        total += weight[c] * share
    return total


def extra_square_gain(f: Front, ref: int) -> float:
    """What one more square this turn is worth to an attacking group: its best move to a
    square it then reaches (a burn or a battle) beyond the best move it has now (0 if none, or
    if it has had its extra square)."""
    s = f.s
    if war.has_extra(s, ref):
        return 0.0
    left = war.group_left(s, ref)
    entry = war.out_parts(ref)[0] if ref >= OUTSIDE else -1
    origin = -1 if ref >= OUTSIDE else ref
    now = f.reach(origin, entry, left, True) if left else {}
    more = f.reach(origin, entry, left + 1, True)
    bld, stack = s.bld, s.stack
    best_now = 0.0
    for x in now:
        best_now = max(best_now, attacker_go(f, ref, x))
    best_more = 0.0
    for x in more:
        if x not in now and (bld[x] or stack[x]):
            best_more = max(best_more, attacker_go(f, ref, x))
    return best_more - best_now


# =================================================================================================
# The defenders
# =================================================================================================


def defend_scores(f: Front, moves: Sequence[Move], silver_worth: float) -> list[float]:
    """Each placement of a defending piece: how much it cuts what the attacking groups
    threaten (a building they could take in their first turn), per piece of the one to three
    it takes there (so that a guard once begun is completed), the battles it should fight
    (fewer where it adds nothing), less its price in silver."""
    s = f.s
    p = f.p
    pieces = sum(len(x) for x in s.stack if x and x[0] != ENEMY_PIECE)
    attackers = war.attackers_outside(s)
    fight = BATTLE_EXPECT * min(1.0, attackers / max(1, pieces + 1))
    hand = s.hand[p]
    cuts: dict[tuple[int, int], float] = {}
    found = []
    for mv in moves:
        if mv[0] != "defend":
            found.append(0.0)
            continue
        sq, shadow = mv[1], mv[2]
        colour = SHADOW_PIECE if shadow else p
        key = (sq, colour)
        gain = cuts.get(key)
        if gain is None:
            here = s.stack[sq]
            gain = 0.0
            for need in range(1, min(MAX_GROUP - len(here), max(1, hand)) + 1):
                gain = max(gain, f.threat_cut({sq: here + (colour,) * need}) / need)
            cuts[key] = gain
        score = gain
        if not shadow:
            score += fight * (1.0 if gain > 0.0 else 0.3)
        price = war.next_price(s, p, colour)
        found.append(score - price * silver_worth if price else score + 1.0)
    return found


def defender_scores(f: Front, moves: Sequence[Move], cheap: bool = False) -> list[float]:
    """Each move of a defender's war turn (see the module docstring); ``cheap``: no sacrifice
    (the playouts)."""
    s = f.s
    found = []
    extra: dict[int, float] = {}
    for mv in moves:
        kind = mv[0]
        if kind == "go":
            sc = defender_go_cheap(f, mv[1], mv[2]) if cheap else defender_go(f, mv[1], mv[2])
            if mv[3] >= 0:
                sc += 0.01 if mv[3] == f.p else 0.0
            if war.consent_needed(s, mv, f.p):
                sc -= CONSENT_RISK
            found.append(sc)
        elif kind == "sacrifice" and not cheap:
            target = mv[2]
            if target not in extra:
                extra[target] = defender_extra_gain(f, target)
            gain = extra[target]
            if gain <= 0:
                found.append(NEVER)
                continue
            victim = mv[1]
            sc = gain + f.threat_cut({victim: ()}) - HUNT * f.prey_field()[victim]
            if war.consent_needed(s, mv, f.p):
                sc -= CONSENT_RISK
            found.append(sc)
        elif kind == "done":
            found.append(0.0)
        else:
            found.append(NEVER)
    return found


def defender_go(f: Front, src: int, dst: int) -> float:
    """A defending group moves to ``dst``: stands, stacks or battles. Its score: the VP of the
    battle, how much the move cuts what the attacking groups threaten, and a share of the
    battles it can seek next turn from where it ends."""
    s = f.s
    pieces = s.stack[src]
    k = len(pieces)
    prey = f.prey if f.prey is not None else f.prey_field()
    here = s.stack[dst]
    if not here:
        return f.threat_cut({src: (), dst: pieces}) + HUNT * (prey[dst] - prey[src])
    if here[0] != ENEMY_PIECE:  # stack with a friendly group
        if len(here) + k > MAX_GROUP:
            return NEVER
        return f.threat_cut({src: (), dst: here + pieces}) - HUNT * prey[src]
    a = len(here)
    a_lost, d_lost = battle_outcome(a, k, f.corsairs, f.prevalence(dst))
    score = defenders_vp_worth(f, pieces, a_lost, d_lost)
    p = f.p
    if p in pieces and war.holds(s, p, GENERAL):
        score += GENERAL_VP * a_lost
    left = pieces[:k - d_lost] if d_lost < k else here[:a - a_lost]
    score += f.threat_cut({src: (), dst: left})
    return score - HUNT * prey[src]


def defender_go_cheap(f: Front, src: int, dst: int) -> float:
    """:func:`defender_go` for the playouts, without looking at the attacking groups again:
    the battle's VP and the threat of the group killed; a threatened building of p's held or
    left."""
    s = f.s
    pieces = s.stack[src]
    k = len(pieces)
    here = s.stack[dst]
    prey = f.prey if f.prey is not None else f.prey_field()
    score = -held(f, src, k) - HUNT * prey[src]
    if here and here[0] == ENEMY_PIECE:
        a = len(here)
        a_lost, d_lost = battle_outcome(a, k, f.corsairs, f.prevalence(dst))
        score += defenders_vp_worth(f, pieces, a_lost, d_lost)
        return score + f.threat_at(dst) * a_lost / a
    if len(here) + k > MAX_GROUP:
        return NEVER
    return score + held(f, dst, len(here) + k) - held(f, dst, len(here)) + HUNT * prey[dst]


def held(f: Front, sq: int, pieces: int) -> float:
    """What ``pieces`` defending pieces on ``sq`` hold for p: the building there, if the
    largest attacking group that can reach it next turn cannot take it."""
    if not pieces or not f.s.bld[sq]:
        return 0.0
    risk = f.attack_risk()[sq]
    if not risk or not safe(pieces, risk, f.corsairs, f.prevalence(sq)):
        return 0.0
    return max(0.0, f.protect(sq))


def defender_extra_gain(f: Front, ref: int) -> float:
    """What one more square this turn is worth to a defending group: the best battle it then
    reaches that it does not reach now."""
    s = f.s
    if ref >= OUTSIDE or war.has_extra(s, ref):
        return 0.0
    left = war.group_left(s, ref)
    now = f.reach(ref, -1, left, False)
    more = f.reach(ref, -1, left + 1, False)
    best = 0.0
    for x in more:
        if x in now:
            continue
        here = s.stack[x]
        if here and here[0] == ENEMY_PIECE:
            best = max(best, defender_go(f, ref, x))
    return best


# =================================================================================================
# The cannons, consent, the pick-up
# =================================================================================================


def bet_scores(f: Front, moves: Sequence[Move]) -> list[float]:
    """Each bet: its chance (2d6, +1 for the Gunner, against 6 + the bet) times the attackers it
    kills, each worth the Gunner's VP and a share of what the attackers threaten."""
    s = f.s
    p = f.p
    bonus = GUNNER_ROLL_BONUS if war.holds(s, p, GUNNER) else 0
    total = max(1, war.attackers_outside(s))
    each = sum(f.threats()) / total
    kill = (GUNNER_VP if bonus else 0.0) + each + 0.5
    found = []
    for mv in moves:
        if mv[0] != "bet":
            found.append(0.0)
            continue
        n = mv[1]
        found.append(chance_at_least(CANNON_TARGET + n - bonus) * n * kill - 0.001 * n)
    return found


def hit_scores(f: Front, moves: Sequence[Move]) -> list[float]:
    """Each hit: what the group loses of its threat to p with one piece less (a single is
    gone; a smaller group moves farther)."""
    found = []
    for mv in moves:
        if mv[0] != "hit":
            found.append(0.0)
            continue
        entry, k, _ = war.out_parts(mv[1])
        before = f.group_threat(k, f.reach(-1, entry, GROUP_MOVES[k], True))
        after = 0.0
        if k > 1:
            after = f.group_threat(k - 1, f.reach(-1, entry, GROUP_MOVES[k - 1], True))
        found.append(before - after + (0.1 if k == 1 else 0.0) + 0.01 * k)
    return found


def answer_scores(f: Front, moves: Sequence[Move]) -> list[float]:
    """Allow a stack, give or sacrifice of one's pieces unless it leaves the attacking groups
    more to take from one (its pieces taken off a building of one's own they keep), or it
    helps the leader by VP to a runaway lead."""
    s = f.s
    p = f.p
    mover, move, _ = s.war_ask
    kind = move[0]
    stack = s.stack
    if kind == "go":
        _, src, dst, _ = move
        lost = -f.threat_cut({src: (), dst: stack[dst] + stack[src]})
    elif kind == "sacrifice":
        lost = -f.threat_cut({move[1]: ()})
    else:  # give: the pair's top piece onto the other pair
        _, src, dst = move
        lost = -f.threat_cut({src: stack[src][:-1], dst: stack[dst] + stack[src][-1:]})
    ahead = s.vp[mover] - s.vp[p]
    allow = lost <= ALLOW_LOSS and ahead < RUNAWAY
    return [(0.1 if allow else -1.0) if mv[0] == "allow" else 0.0 for mv in moves]


def pickup_scores(s, p: int, moves: Sequence[Move]) -> list[float]:
    """After the war: keep the workers that can build or activate where they stand next year
    (each saves a placement), take home those that can do nothing there."""
    found = []
    for mv in moves:
        if mv[0] != "pickup":
            found.append(0.0)
            continue
        found.append(-KEEP_WORTH if useful(s, p, mv[1]) else PICKUP_IDLE)
    return found


def useful(s, p: int, sq: int) -> bool:
    """Whether ``p``'s workers on ``sq`` can build there next year (with no more workers than
    a year's placements) or activate its building."""
    have = s.w_count[sq]
    here = s.bld[sq]
    for m in city.targets(s, sq, True):
        if m.id == HUT and (s.houses_left[p] <= 0 or s.owner[sq] not in (-1, p)):
            continue
        if m.id == HOUSE and s.owner[sq] != p:
            continue
        if m.workers >= have:
            return True
    minor = MINOR_BY_ID.get(here)
    return bool(minor is not None and minor.activated and city.has_house_next_to(s, p, sq))


# =================================================================================================
# The entry point
# =================================================================================================


def scores(s, p: int, moves: Sequence[Move], cheap: bool = False) -> list[float]:
    """The rules' score of each of ``p``'s war moves (higher is better; a trade answer or offer
    scores 0 here: the caller scores those); ``cheap``: without the sacrifices, whose extra
    square takes a search of its own (the playouts)."""
    step = s.war_step
    if step == war.PICKUP:
        return pickup_scores(s, p, moves)
    f = Front(s, p)
    if step == war.DEPLOY:
        return deploy_scores(f, moves)
    if step == war.BET:
        return bet_scores(f, moves)
    if step == war.HIT:
        return hit_scores(f, moves)
    if step == war.DEFEND:
        return defend_scores(f, moves, values.Outlook(s).silver_of[p])
    if step == war.ASK:
        return answer_scores(f, moves)
    if step == war.FIGHT:
        if p == s.war_attacker:
            return attacker_scores(f, moves, cheap)
        return defender_scores(f, moves, cheap)
    return [0.0] * len(moves)


def best_war_move(s, p: int, moves: Sequence[Move], cheap: bool = False) -> Move:
    """The rules' war move: the best score, ``done`` unless a move scores above MOVE_MIN more
    (``cheap``: see :func:`scores`)."""
    sc = scores(s, p, moves, cheap)
    best = max(range(len(moves)), key=lambda i: sc[i])
    if DONE in moves:
        i = moves.index(DONE)
        if sc[best] <= sc[i] + MOVE_MIN:
            return DONE
    return moves[best]

