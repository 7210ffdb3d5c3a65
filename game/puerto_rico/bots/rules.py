"""Puerto Rico heuristics: the policies of the Easy and Medium players, the search's playouts
and priors (fast, on the engine's API).

Used by :mod:`game.puerto_rico.bots.adapter`. Every function reads a
:class:`~game.puerto_rico.state.PRState` built by the determinizer (so nothing here can see real
hidden information). The parts: the weights (:mod:`.weights`: plain module constants, what a
tuning experiment edits), the evaluation (:mod:`.evaluation`: estimated final scores, win
shares), the rules of thumb per decision (:mod:`.choices`) and the role choice (:mod:`.roles`).

Policies
========
* :func:`fast_move` (rules of thumb; also the playout policy with ``ROLLOUT_EPSILON`` random
  moves, and Easy with noise): role by :func:`role_scores` (my gain and privilege minus the
  others' gain, per-role weights), then one rule per decision kind (``best_tile``,
  ``best_build``, ``best_load``, ``best_keep``, ``best_sale``, ``best_extra``).
* :func:`medium_move`: the same rules, :func:`best_placement` for the Mayor, and for the role
  a blend of the rules' score and :func:`lookahead_values` (each role's phase played out with
  the rules, then scored with :func:`estimate`).

Engine API: these modules read only what the engine publishes: the board layout and move
decoding of :mod:`game.puerto_rico.layout` (player rows, phases, :func:`decode_move`), the rule
functions of :mod:`game.puerto_rico.rows` (production, sale price, build cost, scoring, storage:
the engine's own implementation, never a copy) and ``PRState``'s public attributes and methods
(``legal``, ``build_cost``, ``sale_price``, ``load_amount``, ``ship_room``...). No name starting
with ``_`` (``tests/puerto_rico/test_bots_api_boundary.py`` checks it).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from game.core.protocol import Move
from game.core.rng import Rng
from game.puerto_rico.data import (
    GUEST_HOUSE,
)
from game.puerto_rico.layout import (
    BLACK_MARKET_BASE,
    BLACK_MARKET_NOBLE,
    BLD,
    M_GUEST,
    M_PRIVILEGE_ONE,
    PASS,
    PH_BUCCANEER,
    PH_BUILDER,
    PH_CAPTAIN,
    PH_CRAFT,
    PH_DRAFT,
    PH_GUESTS,
    PH_MAYOR,
    PH_OVER,
    PH_ROLE,
    PH_SETTLER,
    PH_STORE,
    PH_TRADER,
    ROLE_BASE,
    SMALL_WHARF_BASE,
    SUPPLIER_BASE,
    black_market_parts,
    decode_move,
)
from game.puerto_rico.state import PRState

from .choices import (
    best_build,
    best_draft,
    best_extra,
    best_keep,
    best_load,
    best_sale,
    best_scored,
    best_tile,
    black_market_loss,
    guest_choice,
    mayor_placement,
    nobles_choice,
    privilege_choice,
    small_wharf_choice,
    supplier_choice,
)
from .evaluation import estimate, rounds_left
from .roles import buccaneer_choice, role_scores
from .weights import MEDIUM_LOOKAHEAD, MEDIUM_RULES, ROLLOUT_EPSILON, ROLLOUT_MEDIUM_ROLES

# -- the fast policy -------------------------------------------------------------------------------


def fast_move(s: PRState, rng: Rng | None = None, noise: float = 0.0) -> Move:
    """The rules-of-thumb move of the player to act (``noise`` > 0 blurs the role choice)."""
    p = s.cur
    moves = s.legal
    ph = s.phase
    if s.mayor_ask or s.bonus_left:
        return privilege_choice(s, p)
    if s.expansions:
        if ph == PH_DRAFT:
            return best_draft(moves, rng, noise)
        if s.pl[p][BLD + GUEST_HOUSE] > 0:  # Expansion 1: a guest's move first, if worth it
            guest = guest_choice(s, p, moves)
            if guest is not None:
                return guest
            if ph == PH_GUESTS:
                return PASS
        if ph == PH_BUCCANEER:
            return buccaneer_choice(s, p, moves)
        if s.nobles:
            choice = nobles_choice(s, p, ph, moves)
            if choice is not None:
                return choice
        moves = understood(moves)
        if not moves:
            return s.legal[0]
    if ph == PH_ROLE:
        return best_scored(role_scores(s, p, rounds_left(s)), moves[0], rng, noise)
    if ph == PH_CAPTAIN:
        return best_load(s, p, moves)
    if ph == PH_STORE:
        return best_keep(moves)
    if ph == PH_SETTLER:
        return best_tile(s, p, moves, rounds_left(s))
    if ph == PH_MAYOR:
        return moves[0]  # the engine's proposed placement
    if ph == PH_BUILDER:
        return best_build(s, p, moves, rounds_left(s))[1]
    if ph == PH_CRAFT:
        return best_extra(moves)
    if ph == PH_TRADER:
        return best_sale(s, p, moves)
    return moves[0]


def rollout_move(s: PRState, rng: Rng) -> Move:
    """Playout policy: the rules of thumb with a few random moves (role choices like Medium's
    when ``ROLLOUT_MEDIUM_ROLES``)."""
    if ROLLOUT_EPSILON and rng.next_u64() < ROLLOUT_EPSILON * 18446744073709551616.0:
        moves = s.legal
        if s.expansions:  # not a random subset, discard or guest's move: a random kind's move
            known = [m for m in moves if not combination_move(m)]
            known = understood(known)
            if known:
                moves = known
        return moves[(rng.next_u64() * len(moves)) >> 64]
    if ROLLOUT_MEDIUM_ROLES and s.phase == PH_ROLE:
        return lookahead_role(s, s.cur)
    return fast_move(s)




#: the move kinds these heuristics choose among (the base game's and Expansion 1's; a guest's
#: move is chosen apart, by guest_choice)
KNOWN_KINDS = frozenset(range(M_PRIVILEGE_ONE + 1)) - {M_GUEST}


def understood(moves: Sequence[Move]) -> list[Move]:
    """The moves the per-phase rules know (a later expansion's kinds are left out: where only
    those remain, the engine's first legal move is played)."""
    return [m for m in moves if decode_move(m)[0] in KNOWN_KINDS]


def combination_move(m: Move) -> bool:
    """A Small Wharf shipment or a Royal Supplier trade (moves that come by subsets)."""
    return type(m) is int and (m >= SMALL_WHARF_BASE or SUPPLIER_BASE < m < SUPPLIER_BASE + 32)


def prune_combinations(s: PRState, p: int, moves: list[Move]) -> list[Move]:
    """The search's candidates where Expansion 1 multiplies the moves: of the Black Market's
    ways to pay, the cheapest per building; of the Small Wharf's subsets, the rules' one."""
    if s.phase == PH_BUILDER:
        row = s.pl[p]
        out: list[Move] = []
        cheapest: dict[tuple[int, bool], tuple[float, int]] = {}
        for m in moves:
            if type(m) is int and m >= BLACK_MARKET_BASE:
                b, uni, source, good, vp = black_market_parts(m)
                loss = black_market_loss(row, source, good, vp)
                if m & BLACK_MARKET_NOBLE:
                    loss += 1.0
                seen = cheapest.get((b, uni))
                if seen is None or loss < seen[0]:
                    cheapest[(b, uni)] = (loss, m)
            else:
                out.append(m)
        return out + [m for _loss, m in cheapest.values()]
    if s.phase == PH_CAPTAIN:
        out = [m for m in moves if not combination_move(m)]
        if len(out) < len(moves):
            pick = small_wharf_choice(s.pl[p])
            if pick is not None and pick in moves:
                out.append(pick)
            if s.nobles:
                pick = supplier_choice(s, p, moves)
                if pick is not None:
                    out.append(pick)
        return out
    return moves


def medium_move(s: PRState, p: int) -> Move:
    """The Medium player's move: look-ahead for roles, rules and a placement optimizer else."""
    ph = s.phase
    if ph == PH_ROLE:
        if s.expansions and s.pl[p][BLD + GUEST_HOUSE] > 0:
            guest = guest_choice(s, p, s.legal)
            if guest is not None:
                return guest
        return lookahead_role(s, p)
    if s.placing():
        return mayor_placement(s, p)
    return fast_move(s)


def lookahead_role(s: PRState, p: int) -> Move:
    """Medium's role: the best blend of :func:`lookahead_values` and :func:`role_scores`."""
    roles = len(s.role_kind)
    values: dict[Move, float] = {m: 0.0 for m in s.legal if 0 <= m - ROLE_BASE < roles}
    if MEDIUM_LOOKAHEAD:
        for m, v in lookahead_values(s, p).items():
            values[m] += MEDIUM_LOOKAHEAD * v
    if MEDIUM_RULES:
        for v, m in role_scores(s, p, rounds_left(s)):
            values[m] += MEDIUM_RULES * v
    best = -1e9
    choice = next(iter(values), s.legal[0])
    for m, v in values.items():
        if v > best:
            best = v
            choice = m
    return choice


def lookahead_values(s: PRState, p: int) -> dict[Move, float]:
    """Each role move's value for ``p``: the role's phase is played to its end with the rules
    (every player), then my estimate minus the average and the best of the others'."""
    n = s.num_players
    out: dict[Move, float] = {}
    seen: dict[tuple[int, int], float] = {}
    for m in s.legal:
        card = m - ROLE_BASE
        if not 0 <= card < len(s.role_kind):  # an expansion's move (a guest's): not a role
            continue
        key = (s.role_kind[card], s.role_coins[card])
        if key in seen:
            out[m] = seen[key]
            continue
        t = s.clone()
        t.apply_unchecked(m, p)
        guard = 0
        while t.phase != PH_ROLE and t.phase != PH_OVER and guard < 200:
            if t.placing():
                mv: Move = mayor_placement(t, t.cur)
            else:
                mv = fast_move(t)
            t.apply_unchecked(mv, t.cur)
            guard += 1
        est = estimate(t)
        others = [est[q] for q in range(n) if q != p]
        v = est[p] - 0.5 * (sum(others) / len(others)) - 0.5 * max(others)
        seen[key] = v
        out[m] = v
    return out


def role_priors(
    s: PRState, p: int, moves: Sequence[Move], temp: float = 0.7, lookahead: bool = False
) -> list[float]:
    """Search priors for the role choice: a softmax of :func:`role_scores` (or, with
    ``lookahead``, of the slower and better :func:`lookahead_values`)."""
    if lookahead:
        scores = lookahead_values(s, p)
    else:
        scores = {m: v for v, m in role_scores(s, p, rounds_left(s))}
    if len(scores) < len(moves):  # a guest's moves (Expansion 1): the rules' pick or little
        guest = guest_choice(s, p, moves) if s.expansions else None
        top = max(scores.values(), default=0.0)
        for m in moves:
            if m not in scores:
                scores[m] = top if m == guest else top - 3.0 * temp
    vals = [scores.get(m, 0.0) for m in moves]
    top = max(vals)
    return [math.exp((v - top) / temp) + 0.05 for v in vals]

