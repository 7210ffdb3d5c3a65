"""The war (book: "La Guerra", "Regole del combattimento" and the FAQ): the check at the end of
a year, the attacker, the attackers outside the city, the cannons, the defenders, the rounds of
moves and battles, the end and the pick-up. The design, with every move's notation, is section
11 of ``docs/rio-de-la-plata-board.md``; the decisions where the book is unclear are in
``docs/rules-notes.md`` (Río de la Plata, "Wars").

The war's state lives in the ``war_*`` fields, ``stack`` (per square, the war pieces bottom to
top: a player 0-4, :data:`~.data.SHADOW_PIECE`, :data:`~.data.ENEMY_PIECE`), ``flags`` (per
square, the group's turn: :data:`LEFT` squares still to move once :data:`TOUCHED`,
:data:`EXTRA`, :data:`FOUGHT`) and ``outside`` (attacker groups waiting outside the city:
``(entry square, size, extra)``). During a war the attacker's own workers stay in ``w_owner`` /
``w_count`` (inactive: no one enters their squares); every other worker on the map is a piece.

The phase ``war`` (:mod:`.year`) asks :func:`actor` and :func:`options`; :func:`play` applies a
move and :func:`settle` finds the next decision, playing a player's only option for them (the
engine's ``forced``) and passing over players with nothing to do. ``war_events`` holds what the
last move did, for the log: ``("battle", square, attackers, defenders, attackers lost, defenders
lost)``, ``("destroyed", square, building, owner)``, ``("vp", player, n)``, ``("cannon", d1, d2,
bonus, bet, hit)``, ``("sacrifice", pieces)``, ``("end", reason)`` (``beaten``, ``quiet``,
``walls``: :func:`end_fight`), ``("home", player, n)`` (pieces sent home at the end).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.rng import Rng

from . import city, trade
from .board import BORDER_OF, DISTRICT_OF, DISTRICT_SQUARES, EDGES, ORTHOGONAL, SQUARES
from .data import (
    ATTACK_BONUS,
    ATTACKS_PER_PLAYER,
    ATTACKS_TWO_PLAYERS,
    CANNON_TARGET,
    CATHEDRAL,
    CORSAIRS,
    COUNT_BONUS,
    DESTROY_VP,
    DESTROY_VP_OTHER,
    ENEMY_PIECE,
    EXPERIENCE_BONUS,
    FORT,
    FREE_DEFENDERS,
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
    NATIVES,
    OFF_TRACK,
    OUTSIDE,
    PALACE,
    QUIET_ROUNDS,
    SHADOW_PIECE,
    WAR_RETREAT,
)

if TYPE_CHECKING:
    from .state import RioState

# The steps of a war (``war_step``).
NO_WAR, DEPLOY, BET, HIT, DEFEND, FIGHT, ASK, PICKUP = (
    "", "deploy", "bet", "hit", "defend", "fight", "ask", "pickup")
# A group's turn (``flags``): squares still to move (once touched), its extra square granted, it
# fought; untouched (0): it still has its whole move.
LEFT, EXTRA, FOUGHT, TOUCHED = 7, 8, 16, 32
DONE, ALLOW, DENY = ("done",), ("allow",), ("deny",)

# The squares attackers enter by: on the north row, the west or east column, with their outer
# edges on those sides (the river side is walled).
ENTRY_EDGES: tuple[tuple[int, ...], ...] = tuple(
    tuple(e for e in BORDER_OF[sq] if EDGES[e].side in ("N", "W", "E")) for sq in range(SQUARES))
ENTRY_SQUARES: tuple[int, ...] = tuple(sq for sq in range(SQUARES) if ENTRY_EDGES[sq])


# == names of groups ============================================================================

def out_ref(sq: int, size: int, extra: int) -> int:
    """The name of a group waiting outside entry ``sq`` (see :data:`~.data.OUTSIDE`)."""
    return OUTSIDE + sq * 8 + size * 2 + extra


def out_parts(ref: int) -> tuple[int, int, int]:
    """(entry square, size, extra) of an outside group's name."""
    x = ref - OUTSIDE
    return x // 8, (x % 8) // 2, x % 2


# == who and how many ===========================================================================

def quota(s: RioState) -> int:
    return ATTACKS_TWO_PLAYERS if s.num_players == 2 else ATTACKS_PER_PLAYER


def due(s: RioState) -> list[int]:
    """The players who still have to attack."""
    q = quota(s)
    return [p for p in range(s.num_players) if s.attacks[p] < q]


def choose_attacker(s: RioState) -> int:
    """The last in turn order among those who attacked least ("se l'ultimo di mano ha già
    svolto il ruolo di attaccante, si considera il penultimo")."""
    fewest = min(s.attacks)
    return next(p for p in reversed(s.order) if s.attacks[p] == fewest)


def defenders(s: RioState) -> list[int]:
    """The defending players, in turn order."""
    a = s.war_attacker
    return [p for p in s.order if p != a]


def colours(s: RioState) -> list[int]:
    """The defending colours: the defending players and, with 2 players, the shadow colour."""
    found = defenders(s)
    return [*found, SHADOW_PIECE] if s.num_players == 2 else found


def slot(s: RioState, colour: int) -> int:
    """A colour's index in the per-colour lists (players, then the shadow)."""
    return s.num_players if colour == SHADOW_PIECE else colour


def controller(s: RioState, piece: int) -> int:
    """Who moves a group whose top piece is ``piece``."""
    if piece == ENEMY_PIECE:
        return s.war_attacker
    if piece == SHADOW_PIECE:
        return 1 - s.war_attacker  # the 2-player defender
    return piece


def holds(s: RioState, p: int, office: int) -> bool:
    """``p`` holds ``office`` since an earlier year and does not attack (the powers start the
    year after the purchase; the attacker's General and Gunner do not count)."""
    return (p >= 0 and p != s.war_attacker and s.office_owner[office] == p
            and s.office_year[office] < s.year)


def attackers_count(s: RioState, enemy: int) -> int:
    """Workers on the map (not the attacker's) + 2 per defending colour + the token's bonus
    with the experience and (optional) player-count modifiers, never below 0."""
    a = s.war_attacker
    workers = sum(c for o, c in zip(s.w_owner, s.w_count, strict=True) if o not in (-1, a))
    workers += sum(1 for o in s.w2_owner if o not in (-1, a))
    bonus = ATTACK_BONUS[s.enemy[enemy]] + EXPERIENCE_BONUS[s.experience]
    if s.count_bonus:
        bonus += COUNT_BONUS[s.num_players]
    return workers + FREE_DEFENDERS * len(colours(s)) + max(0, bonus)


def roll(s: RioState) -> tuple[int, int]:
    """Two dice from the state's RNG."""
    rng = Rng(s.rng_state)
    a = rng.below(6) + 1
    b = rng.below(6) + 1
    s.rng_state = rng.state
    return a, b


# == the check and the start ====================================================================

def check(s: RioState) -> bool:
    """A. the war check at the end of the year; True when a war begins (then :func:`settle`)."""
    if not s.wars or not due(s):
        return False
    if s.year == s.years - 1:  # a player still due attacks in the last year without a roll
        enemy = CORSAIRS if s.enemy[CORSAIRS] >= s.enemy[NATIVES] else NATIVES
        s.war_check = (s.year, 0, 0)
    else:
        a, b = roll(s)
        s.war_check = (s.year, a, b)
        if a + b <= s.enemy[CORSAIRS]:  # both, or the corsairs only: the corsairs
            enemy = CORSAIRS
        elif a + b <= s.enemy[NATIVES]:
            enemy = NATIVES
        else:
            return False
    begin(s, enemy)
    return True


def begin(s: RioState, enemy: int) -> None:
    """A war with ``enemy`` begins: the attacker, the number of attackers, the tokens moved
    back, the defenders' workers turned into pieces where they stand."""
    n = s.num_players
    a = choose_attacker(s)
    s.attacks[a] += 1
    s.war_enemy = enemy
    s.war_attacker = a
    s.war_left = attackers_count(s, enemy)
    back = WAR_RETREAT[n]
    for e in range(len(s.enemy)):
        s.enemy[e] = max(OFF_TRACK, s.enemy[e] - back)
    stack = [()] * SQUARES
    w_owner, w_count, w2_owner = s.w_owner, s.w_count, s.w2_owner
    for sq in range(SQUARES):
        o, o2 = w_owner[sq], w2_owner[sq]
        if o == -1 and o2 == -1:
            continue
        pieces: tuple[int, ...] = (o2,) if o2 not in (-1, a) else ()
        if o not in (-1, a):
            pieces += (o,) * w_count[sq]  # the main occupant on top: it leads
        stack[sq] = pieces
        if o == a:
            w2_owner[sq] = -1
        elif o2 == a:
            w_owner[sq], w_count[sq], w2_owner[sq] = a, 1, -1
        else:
            w_owner[sq], w_count[sq], w2_owner[sq] = -1, 0, -1
    s.stack = stack
    s.flags = [0] * SQUARES
    s.outside = ()
    free = [0] * (n + 1)
    for c in colours(s):
        free[slot(s, c)] = FREE_DEFENDERS
    s.war_free = free
    s.war_general = 1 if holds(s, s.office_owner[GENERAL], GENERAL) else 0
    s.war_bought = [0] * (n + 1)
    s.war_levels = [0] * n
    s.war_round = 0
    s.war_quiet = 0
    s.war_battled = False
    s.war_roll = ()
    s.war_ask = ()
    s.war_denied = ()
    s.war_events = ()
    s.war_step = DEPLOY
    s.war_turn = 0


# == the flow ===================================================================================

def settle(s: RioState) -> bool:
    """Find the next decision of the war (the phase's ``cur`` and ``legal``), playing a
    player's only option for them; False once the war is over (the year goes on)."""
    while True:
        p = prepare(s)
        if p < 0:
            close(s)
            return False
        moves = options(s, p)
        if len(moves) == 1:
            play(s, moves[0], p)
            s.forced += ((p, moves[0]),)
            continue
        s.cur = p
        s.legal = moves
        s.step = 0
        return True


def prepare(s: RioState) -> int:
    """Go through the steps nobody decides until a player has a decision; that player (-1: the
    war and its pick-up are over)."""
    while True:
        step = s.war_step
        if step == DEPLOY:
            if s.war_left > 0 and entries(s):
                return s.war_attacker
            if s.war_left > 0:  # every entry walled: nobody can attack
                s.war_left = 0
                end_fight(s, "walls")
                continue
            start_cannons(s)
        elif step in (BET, ASK):
            return actor(s)
        elif step == HIT:
            if s.war_left > 0 and s.outside:
                return s.war_turn
            start_defence(s)
        elif step == DEFEND:
            order = defenders(s)
            while s.war_turn < len(order) and not defend_options(s, order[s.war_turn]):
                s.war_turn += 1
            if s.war_turn < len(order):
                return order[s.war_turn]
            start_fight(s)
        elif step == FIGHT:
            if not attackers_left(s):
                end_fight(s, "beaten")
                continue
            order = fighters(s)
            if s.war_turn >= len(order):  # the round is over
                if s.war_quiet >= QUIET_ROUNDS:
                    end_fight(s, "quiet")
                    continue
                s.war_round += 1
                s.war_turn = 0
                continue
            p = order[s.war_turn]
            if leads_any(s, p):
                return p
            next_turn(s)
        elif step == PICKUP:
            order = s.order
            while s.war_turn < len(order) and not pickup_squares(s, order[s.war_turn]):
                s.war_turn += 1
            if s.war_turn < len(order):
                return order[s.war_turn]
            return -1
        else:
            return -1


def actor(s: RioState) -> int:
    """Who decides at the war's current step (the state is at a decision)."""
    step = s.war_step
    if step == DEPLOY:
        return s.war_attacker
    if step in (BET, HIT):
        return s.war_turn
    if step == DEFEND:
        return defenders(s)[s.war_turn]
    if step == FIGHT:
        return fighters(s)[s.war_turn]
    if step == ASK:
        return s.war_ask[2][0]
    return s.order[s.war_turn]


def options(s: RioState, p: int) -> list:
    """``p``'s legal moves at the war's current step (a trade offer waiting comes first)."""
    waiting = trade.waiting_for(s, p)
    if waiting:
        return waiting
    step = s.war_step
    if step == DEPLOY:
        return deploy_options(s)
    if step == BET:
        return bet_options(s)
    if step == HIT:
        return sorted({("hit", out_ref(sq, size, 0)) for sq, size, _ in s.outside})
    if step == DEFEND:
        return defend_options(s, p)
    if step == FIGHT:
        return fight_options(s, p)
    if step == ASK:
        return [ALLOW, DENY]
    if step == PICKUP:
        return [("pickup", sq) for sq in pickup_squares(s, p)] + [DONE]
    return []


def play(s: RioState, move: tuple, p: int) -> None:
    """Apply a war move known to be legal (a trade answer is the phase's). Its events add to
    ``war_events`` (the phase clears them before each move a player makes)."""
    kind = move[0]
    if kind == "deploy":
        sq, size, _ = out_parts(move[1])
        s.outside = tuple(sorted((*s.outside, (sq, size, 0))))
        s.war_left -= size
    elif kind == "bet":
        fire(s, move[1])
    elif kind == "hit":
        hit(s, move[1])
    elif kind == "defend":
        defend(s, p, move[1], SHADOW_PIECE if move[2] else p)
    elif kind == "done":
        if s.war_step == FIGHT:
            next_turn(s)
        else:
            s.war_turn += 1
    elif kind in ("allow", "deny"):
        answer(s, kind == "allow")
    elif kind == "pickup":
        sq = move[1]
        s.hand[p] += s.w_count[sq]
        s.w_owner[sq] = -1
        s.w_count[sq] = 0
    else:  # go, give, sacrifice
        asked = consent_needed(s, move, p)
        if asked:
            s.war_ask = (p, move, asked)
            s.war_step = ASK
        else:
            act(s, move, p)


def close(s: RioState) -> None:
    """The war is over and its survivors settled: back to peace."""
    n = s.num_players
    s.war_enemy = -1
    s.war_attacker = -1
    s.war_step = NO_WAR
    s.war_turn = 0
    s.war_left = 0
    s.war_round = 0
    s.war_quiet = 0
    s.war_battled = False
    s.war_ask = ()
    s.war_denied = ()
    s.war_free = [0] * (n + 1)
    s.war_general = 0
    s.war_bought = [0] * (n + 1)
    s.war_levels = [0] * n


# == 2. the attackers outside ===================================================================

def entries(s: RioState) -> list[int]:
    """The entry squares with an open (unwalled) outer edge."""
    walls = s.walls
    return [sq for sq in ENTRY_SQUARES if any(e not in walls for e in ENTRY_EDGES[sq])]


def deploy_options(s: RioState) -> list:
    sizes = range(1, min(MAX_GROUP, s.war_left) + 1)
    return [("deploy", out_ref(sq, size, 0)) for sq in entries(s) for size in sizes]


# == 3. the cannons =============================================================================

def start_cannons(s: RioState) -> None:
    """The cannons fire if the Fort is built: the Gunner (else the defender with the fewest VP)
    bets."""
    if s.major_done[FORT] < 0 or not s.outside:
        start_defence(s)
        return
    s.war_step = BET
    s.war_turn = cannon_roller(s)


def cannon_roller(s: RioState) -> int:
    """The Gunner if a defender holds the office since an earlier year; else the defender with
    the fewest VP (on a tie the first of them in turn order)."""
    gunner = s.office_owner[GUNNER]
    if holds(s, gunner, GUNNER):
        return gunner
    return min(defenders(s), key=lambda q: s.vp[q])


def attackers_outside(s: RioState) -> int:
    return sum(size for _, size, _ in s.outside)


def bet_options(s: RioState) -> list:
    bonus = GUNNER_ROLL_BONUS if holds(s, s.war_turn, GUNNER) else 0
    top = min(12 + bonus - CANNON_TARGET, attackers_outside(s))
    return [("bet", n) for n in range(1, top + 1)]


def fire(s: RioState, bet: int) -> None:
    """2d6 (+1 for the Gunner) against 6 + the bet: on a success the roller takes ``bet``
    attackers (the Gunner scores 2 VP each)."""
    roller = s.war_turn
    bonus = GUNNER_ROLL_BONUS if holds(s, roller, GUNNER) else 0
    a, b = roll(s)
    hit_ = a + b + bonus >= CANNON_TARGET + bet
    s.war_roll = (a, b, bonus, bet, int(hit_))
    events: tuple = (("cannon", a, b, bonus, bet, int(hit_)),)
    if hit_:
        s.war_step = HIT
        s.war_left = bet
        if bonus:
            s.vp[roller] += GUNNER_VP * bet
            events += (("vp", roller, GUNNER_VP * bet),)
    else:
        start_defence(s)
    s.war_events = (*s.war_events, *events)


def hit(s: RioState, ref: int) -> None:
    sq, size, _ = out_parts(ref)
    out = list(s.outside)
    out.remove((sq, size, 0))
    if size > 1:
        out.append((sq, size - 1, 0))
    s.outside = tuple(sorted(out))
    s.war_left -= 1


# == 4. the defenders ===========================================================================

def start_defence(s: RioState) -> None:
    s.war_left = 0
    if not attackers_left(s):
        end_fight(s, "beaten")
        return
    s.war_step = DEFEND
    s.war_turn = 0


def next_price(s: RioState, p: int, colour: int) -> int:
    """The silver ``p``'s next piece of ``colour`` costs: 0 while free ones are left (the 2, the
    General's), then 1, 2, 3...; with 2 players one payment buys a piece of each colour."""
    i = slot(s, colour)
    if s.war_free[i] > 0 or (colour == p and s.war_general):
        return 0
    level = s.war_bought[i] + 1
    return level if level > s.war_levels[p] else 0


def defend_squares(s: RioState, p: int, colour: int) -> list[int]:
    """Where ``p`` may place a piece of ``colour``: in their own hut or house or a barracks (any
    minor building with the General), never beside another colour or over 3 pieces, nor on the
    attacker's inactive workers."""
    general = holds(s, p, GENERAL)
    bld, owner, stack, w_owner = s.bld, s.owner, s.stack, s.w_owner
    found = []
    for sq in range(SQUARES):
        b = bld[sq]
        if not b or w_owner[sq] != -1:
            continue
        here = stack[sq]
        if len(here) >= MAX_GROUP or any(x != colour for x in here):
            continue
        if general:
            if b in MINOR_BY_ID:
                found.append(sq)
        elif b == "barracks" or (owner[sq] == p and b in (HUT, HOUSE)):
            found.append(sq)
    return found


def defend_options(s: RioState, p: int) -> list:
    """``p``'s placements (``done`` once the free 2 of each colour are placed or cannot be)."""
    moves: list = []
    must = False
    for colour in ((p, SHADOW_PIECE) if s.num_players == 2 else (p,)):
        have = s.hand[p] if colour == p else s.shadow_hand
        if have <= 0 or next_price(s, p, colour) > s.silver[p]:
            continue
        squares = defend_squares(s, p, colour)
        if not squares:
            continue
        if s.war_free[slot(s, colour)] > 0:
            must = True
        shadow = int(colour == SHADOW_PIECE)
        moves += [("defend", sq, shadow) for sq in squares]
    if moves and not must:
        moves.append(DONE)
    return moves


def defend(s: RioState, p: int, sq: int, colour: int) -> None:
    i = slot(s, colour)
    price = next_price(s, p, colour)
    if s.war_free[i] > 0:
        s.war_free[i] -= 1
    elif colour == p and s.war_general:
        s.war_general = 0
    else:
        s.war_bought[i] += 1
        if price:
            s.silver[p] -= price
            s.war_levels[p] = s.war_bought[i]
    if colour == SHADOW_PIECE:
        s.shadow_hand -= 1
    else:
        s.hand[p] -= 1
    s.stack[sq] = (*s.stack[sq], colour)


# == 5. the rounds ==============================================================================

def fighters(s: RioState) -> list[int]:
    """The order of a round: the attacker, then the defenders in turn order."""
    return [s.war_attacker, *defenders(s)]


def start_fight(s: RioState) -> None:
    s.war_step = FIGHT
    s.war_round = 1
    s.war_turn = 0
    begin_turn(s)


def begin_turn(s: RioState) -> None:
    """A player's war turn begins: every group has its whole move again."""
    s.flags = [0] * SQUARES
    if any(extra for _, _, extra in s.outside):
        s.outside = tuple(sorted((sq, size, 0) for sq, size, _ in s.outside))
    s.war_denied = ()


def next_turn(s: RioState) -> None:
    """The current player's war turn ends (the attacker's: did they battle?)."""
    if s.war_turn == 0:
        s.war_quiet = 0 if s.war_battled else s.war_quiet + 1
        s.war_battled = False
    s.war_turn += 1
    begin_turn(s)


def attackers_left(s: RioState) -> bool:
    return bool(s.outside) or any(st and st[0] == ENEMY_PIECE for st in s.stack)


def leads_any(s: RioState, p: int) -> bool:
    if p == s.war_attacker and s.outside:
        return True
    return any(st and controller(s, st[-1]) == p for st in s.stack)


def allowance(flags: int, size: int) -> int:
    """The squares a group may still move this turn."""
    if flags & TOUCHED:
        return flags & LEFT
    return GROUP_MOVES[size]


def reach(s: RioState, origin: int, entry: int, left: int, attacking: bool) -> dict[int, int]:
    """The squares a group on ``origin`` (-1: waiting outside ``entry``) can reach with ``left``
    squares, and how far: through empty squares only (an attacker through no building); a
    square with pieces (or, for an attacker, a building) ends the way (a stack or a battle),
    the attacker's inactive workers close it."""
    stack, bld, w_count = s.stack, s.bld, s.w_count
    found: dict[int, int] = {}
    if origin >= 0:
        frontier = [origin]
        seen = {origin}
        distance = 0
    else:
        frontier = []
        seen = {entry}
        distance = 1
        if left >= 1 and not w_count[entry]:
            found[entry] = 1
            if not stack[entry] and not (attacking and bld[entry]):
                frontier.append(entry)
    while frontier and distance < left:
        distance += 1
        nxt = []
        for at in frontier:
            for sq in ORTHOGONAL[at]:
                if sq in seen:
                    continue
                seen.add(sq)
                if w_count[sq]:
                    continue
                found[sq] = distance
                if not stack[sq] and not (attacking and bld[sq]):
                    nxt.append(sq)
        frontier = nxt
    return found


def groups_of(s: RioState, p: int) -> list[int]:
    """The names of the groups ``p`` leads and may still act with this turn (not fought):
    squares, then groups waiting outside (the attacker's)."""
    stack, flags = s.stack, s.flags
    found = [sq for sq in range(SQUARES)
             if stack[sq] and not flags[sq] & FOUGHT and controller(s, stack[sq][-1]) == p]
    if p == s.war_attacker:
        found += sorted({out_ref(sq, size, extra) for sq, size, extra in s.outside})
    return found


def pieces_of(s: RioState, ref: int) -> tuple[int, ...]:
    if ref >= OUTSIDE:
        return (ENEMY_PIECE,) * out_parts(ref)[1]
    return s.stack[ref]


def group_left(s: RioState, ref: int) -> int:
    if ref >= OUTSIDE:
        _, size, extra = out_parts(ref)
        return GROUP_MOVES[size] + extra
    return allowance(s.flags[ref], len(s.stack[ref]))


def has_extra(s: RioState, ref: int) -> bool:
    return bool(out_parts(ref)[2]) if ref >= OUTSIDE else bool(s.flags[ref] & EXTRA)


def targets_of(s: RioState, ref: int) -> dict[int, int]:
    pieces = pieces_of(s, ref)
    attacking = pieces[0] == ENEMY_PIECE
    left = group_left(s, ref)
    if ref >= OUTSIDE:
        return reach(s, -1, out_parts(ref)[0], left, attacking)
    return reach(s, ref, -1, left, attacking)


def fight_options(s: RioState, p: int) -> list:
    """``p``'s moves in their war turn: each group's moves (stand, stack, battle), gives,
    sacrifices, then ``done``."""
    stack, flags = s.stack, s.flags
    groups = groups_of(s, p)
    moves: list = []
    for ref in groups:
        pieces = pieces_of(s, ref)
        attacking = pieces[0] == ENEMY_PIECE
        for dst in targets_of(s, ref):
            here = stack[dst]
            if here and (here[0] == ENEMY_PIECE) == attacking:  # a friendly group: stack
                if len(here) + len(pieces) > MAX_GROUP or flags[dst] & FOUGHT:
                    continue
                mixed = sorted(set(here) | set(pieces))
                if len(mixed) > 1:
                    moves += [("go", ref, dst, c) for c in mixed]
                    continue
            moves.append(("go", ref, dst, -1))
    for ref in groups:  # a pair gives its top piece to a pair next to it
        if ref >= OUTSIDE or len(stack[ref]) != 2:
            continue
        attacking = stack[ref][0] == ENEMY_PIECE
        for nb in ORTHOGONAL[ref]:
            here = stack[nb]
            if len(here) == 2 and (here[0] == ENEMY_PIECE) == attacking \
                    and not flags[nb] & FOUGHT:
                moves.append(("give", ref, nb))
    moves += sacrifice_options(s, p, groups)
    moves.append(DONE)
    if s.war_denied:
        denied = s.war_denied
        moves = [m for m in moves if m not in denied]
    return moves


def sacrifice_options(s: RioState, p: int, groups: list[int]) -> list:
    """Sacrifices for an extra square: a group ``p`` leads (not fought, its extra square not
    granted) gets it for another group ``p`` leads, or, for a defender, for a group led by
    another defender whose pieces are in it."""
    attacking = p == s.war_attacker
    stack, flags = s.stack, s.flags
    others: list[int] = []
    if not attacking:
        others = [sq for sq in range(SQUARES) if stack[sq] and not flags[sq] & FOUGHT
                  and stack[sq][0] != ENEMY_PIECE and controller(s, stack[sq][-1]) != p]
    moves = []
    for target in groups:
        if has_extra(s, target):
            continue
        inside = set(pieces_of(s, target))
        for victim in groups:
            # (two groups waiting outside one entry, of one size, share a name)
            if victim != target or (victim >= OUTSIDE
                                    and s.outside.count(out_parts(victim)) > 1):
                moves.append(("sacrifice", victim, target))
        for victim in others:
            if controller(s, stack[victim][-1]) in inside:
                moves.append(("sacrifice", victim, target))
    return moves


def consent_needed(s: RioState, move: tuple, p: int) -> tuple[int, ...]:
    """The players to ask before ``p``'s move: whoever has pieces stacked into a group by it
    (or split by a give), or sacrificed by it, other than ``p`` (in turn order)."""
    kind = move[0]
    if kind == "go":
        _, src, dst, _ = move
        here = s.stack[dst]
        mine = pieces_of(s, src)
        if not here or (here[0] == ENEMY_PIECE) != (mine[0] == ENEMY_PIECE):
            return ()
        pieces = here + mine
    elif kind == "give":
        pieces = s.stack[move[1]] + s.stack[move[2]]
    else:
        pieces = pieces_of(s, move[1])
    if pieces[0] == ENEMY_PIECE:
        return ()
    others = {controller(s, x) for x in pieces} - {p}
    return tuple(q for q in s.order if q in others)


def answer(s: RioState, allow: bool) -> None:
    mover, move, asked = s.war_ask
    if allow and len(asked) > 1:
        s.war_ask = (mover, move, asked[1:])
        return
    s.war_ask = ()
    s.war_step = FIGHT
    if allow:
        act(s, move, mover)
    else:
        s.war_denied = (*s.war_denied, move)


def take_group(s: RioState, ref: int) -> tuple[tuple[int, ...], int]:
    """Lift a group off the map (or from outside): its pieces and its flags."""
    if ref >= OUTSIDE:
        sq, size, extra = out_parts(ref)
        out = list(s.outside)
        out.remove((sq, size, extra))
        s.outside = tuple(out)
        return (ENEMY_PIECE,) * size, (TOUCHED | EXTRA | (GROUP_MOVES[size] + 1)) if extra else 0
    pieces, flags = s.stack[ref], s.flags[ref]
    s.stack[ref] = ()
    s.flags[ref] = 0
    return pieces, flags


def act(s: RioState, move: tuple, p: int) -> None:
    """Play a go, give or sacrifice (consented where needed)."""
    kind = move[0]
    if kind == "go":
        _, src, dst, leader = move
        distance = targets_of(s, src)[dst]
        pieces, flags = take_group(s, src)
        left = allowance(flags, len(pieces))
        here = s.stack[dst]
        attacking = pieces[0] == ENEMY_PIECE
        if here and (here[0] == ENEMY_PIECE) == attacking:
            merged = here + pieces
            if leader >= 0:  # the leader's pieces on top, the others in their order below
                merged = tuple(x for x in merged if x != leader) + tuple(
                    x for x in merged if x == leader)
            s.stack[dst] = merged
            s.flags[dst] = TOUCHED  # stacking ends the new group's movement
        elif here or (attacking and s.bld[dst]):
            battle(s, dst, pieces, p)
        else:
            s.stack[dst] = pieces
            s.flags[dst] = TOUCHED | (flags & EXTRA) | (left - distance)
    elif kind == "give":
        _, src, dst = move
        top = s.stack[src][-1]
        s.stack[src] = s.stack[src][:-1]
        s.stack[dst] = (*s.stack[dst], top)
        s.flags[src] = TOUCHED | (s.flags[src] & EXTRA)
        s.flags[dst] = TOUCHED | (s.flags[dst] & EXTRA)
    else:  # sacrifice
        _, victim, target = move
        if target >= OUTSIDE:
            sq, size, _ = out_parts(target)
        pieces, _ = take_group(s, victim)
        for x in pieces:
            if x != ENEMY_PIECE:
                home(s, x)
        if target >= OUTSIDE:
            out = list(s.outside)
            out.remove((sq, size, 0))
            s.outside = tuple(sorted((*out, (sq, size, 1))))
        else:
            left = allowance(s.flags[target], len(s.stack[target]))
            s.flags[target] = TOUCHED | EXTRA | (left + 1)
        s.war_events = (*s.war_events, ("sacrifice", pieces))


def home(s: RioState, piece: int) -> None:
    """A defender's piece goes back to its owner's hand (the shadow's to its discs)."""
    if piece == SHADOW_PIECE:
        s.shadow_hand += 1
    else:
        s.hand[piece] += 1


def prevalence_here(s: RioState, sq: int) -> bool:
    """Defenders have prevalence on ``sq``: its district has a Barracks."""
    d = DISTRICT_OF[sq]
    return d >= 0 and any(s.bld[x] == "barracks" for x in DISTRICT_SQUARES[d])


def battle(s: RioState, dst: int, arriving: tuple[int, ...], mover: int) -> None:
    """A battle on ``dst``: pieces against pieces (the larger group wins; equal groups both die
    but for prevalence), then attackers left against the building there."""
    here = s.stack[dst]
    attacking = arriving[0] == ENEMY_PIECE
    events: list = []
    if here:
        att, dfn = (arriving, here) if attacking else (here, arriving)
        a, d = len(att), len(dfn)
        if a > d:
            a_lost, d_lost = 0, d
        elif d > a:
            a_lost, d_lost = a, 0
        else:
            att_prev = s.war_enemy == CORSAIRS
            dfn_prev = prevalence_here(s, dst)
            a_lost = a - 1 if att_prev and not dfn_prev else a
            d_lost = d - 1 if dfn_prev and not att_prev else d
        lost = dfn[d - d_lost:]
        events.append(("battle", dst, a, dfn, a_lost, lost))
        score(s, dfn, a_lost, lost, events)
        for x in lost:
            home(s, x)
        att = att[:a - a_lost]
        rest = att or dfn[:d - d_lost]
    else:
        att = rest = arriving
    if att and s.bld[dst]:
        destroy(s, dst, events)
        rest = att[:-1]
    s.stack[dst] = rest
    s.flags[dst] = TOUCHED | FOUGHT if rest else 0
    if mover == s.war_attacker:
        s.war_battled = True
    s.war_events = (*s.war_events, *events)


def score(s: RioState, dfn: tuple[int, ...], killed: int, lost: tuple[int, ...],
          events: list) -> None:
    """The defenders' VP of a battle: 2 per enemy killed, split among the group's colours by
    their pieces (rounded to the nearest; the shadow's share to nobody); 2 per own piece lost;
    the General's +1 per enemy killed when their pieces fought."""
    gains: dict[int, int] = {}
    if killed:
        total = KILL_VP * killed
        size = len(dfn)
        for c in set(dfn):
            if c != SHADOW_PIECE:
                k = dfn.count(c)
                gains[c] = gains.get(c, 0) + (2 * total * k + size) // (2 * size)
        general = s.office_owner[GENERAL]
        if general in dfn and holds(s, general, GENERAL):
            gains[general] = gains.get(general, 0) + GENERAL_VP * killed
    for c in lost:
        if c != SHADOW_PIECE:
            gains[c] = gains.get(c, 0) + LOSS_VP
    for c in sorted(gains):
        if gains[c]:
            s.vp[c] += gains[c]
            events.append(("vp", c, gains[c]))


def destroy(s: RioState, sq: int, events: list) -> None:
    """The building on ``sq`` burns (and one attacker with it: the caller): the attacker's VP;
    a hut or house tile back to its owner, a public tile to the supply, a Palace or Cathedral
    to be built again."""
    b = s.bld[sq]
    owner = s.owner[sq]
    vp = DESTROY_VP.get(b, DESTROY_VP_OTHER)
    a = s.war_attacker
    s.vp[a] += vp
    if b in (HUT, HOUSE):
        s.houses_left[owner] += 1
    elif b == "palace":
        s.major_done[PALACE] = -1
    elif b == "cathedral":
        s.major_done[CATHEDRAL] = -1
    elif s.tile[sq] >= 0:
        s.tiles_left[s.tile[sq]] += 1
    s.bld[sq] = ""
    s.owner[sq] = -1
    s.tile[sq] = -1
    events.append(("destroyed", sq, b, owner))
    events.append(("vp", a, vp))


# == 6. the end =================================================================================

def end_fight(s: RioState, reason: str) -> None:
    """The war ends (``reason``: "beaten", no attacker left; "quiet", 3 rounds without the
    attacker's battle; "walls", no open entry): attackers leave; mixed groups, the shadow's
    pieces and pieces beyond what a square takes as workers go home; the rest stay as workers.
    Then the pick-up."""
    s.outside = ()
    stack = s.stack
    sent = [0] * s.num_players
    for sq in range(SQUARES):
        pieces = stack[sq]
        if not pieces:
            continue
        first = pieces[0]
        if first == ENEMY_PIECE:
            continue
        if first == SHADOW_PIECE or any(x != first for x in pieces):
            for x in pieces:
                home(s, x)
                if x != SHADOW_PIECE:
                    sent[x] += 1
            continue
        keep = 0 if s.w_owner[sq] != -1 else min(len(pieces), city.capacity(s, first, sq, True))
        s.hand[first] += len(pieces) - keep
        sent[first] += len(pieces) - keep
        if keep:
            s.w_owner[sq] = first
            s.w_count[sq] = keep
    s.stack = [()] * SQUARES
    s.flags = [0] * SQUARES
    s.war_events = (*s.war_events, ("end", reason),
                    *(("home", p, n) for p, n in enumerate(sent) if n))
    s.war_step = PICKUP
    s.war_turn = 0


def pickup_squares(s: RioState, p: int) -> list[int]:
    return [sq for sq in range(SQUARES) if s.w_owner[sq] == p]


# == messages ===================================================================================

def problem(s: RioState, move: tuple, p: int) -> str | None:
    """Why a war move is refused (None: no better reason than "not legal now")."""
    kind = move[0]
    step = s.war_step
    if kind == "done" and step == DEFEND:
        return "Place your 2 free defenders first (in your huts or houses, or an empty barracks)."
    if kind in ("go", "give", "sacrifice") and step == FIGHT:
        if move in s.war_denied:
            return "That was refused this turn."
        return ("That group cannot do that now (its moves this turn: 3, 2, 1 squares for 1, 2, "
                "3 pieces, orthogonally, through empty squares; not after a battle).")
    if kind == "defend":
        return ("A defender goes in one of your huts or houses or an empty barracks (any minor "
                "building with the General), if you have a worker and the silver.")
    return None
