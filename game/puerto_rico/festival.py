"""Expansion 4, the Festival (rulebook, ESPANSIONE 4): three goals drawn at setup, each
rewarding the first player to meet it: three plantations of the shown kind (3 colonists), a
Craftsman production holding the drawn barrels (3 doubloons), and the shown building (3 VP).
The construction goal is checked by the Builder (:mod:`.builder`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.rng import Rng

from .data import (
    B_GOOD,
    B_VP,
    FESTIVAL_BUILDING_VP,
    FESTIVAL_COLONISTS,
    FESTIVAL_DOUBLOONS,
    FESTIVAL_PLANTATIONS,
    FESTIVAL_PRODUCTION_DRAWN,
    FESTIVAL_PRODUCTION_POOL,
    NUM_BUILDINGS,
    NUM_GOODS,
)
from .layout import DOUB, GOODS, SJ, TILES

if TYPE_CHECKING:
    from .state import PRState

FESTIVAL_GOALS = ("plantation", "production", "construction")  # JSON names, in fest_won's order
_FEST_POOL = tuple(g for g in range(NUM_GOODS) for _ in range(FESTIVAL_PRODUCTION_POOL))
_FEST_GOAL: dict[tuple[int, ...], tuple[tuple[int, int], ...]] = {}  # by drawn barrels (a few)
_FEST_BUILDINGS = tuple(b for b in range(NUM_BUILDINGS) if B_VP[b] == FESTIVAL_BUILDING_VP)


def setup_festival(s: PRState) -> None:
    """Draw the three goals with the state's RNG (rulebook, ESPANSIONE 4, PREPARAZIONE): the
    plantation kind (that tile leaves the stack), 3 barrels out of 3 of each kind (they
    leave the supply), then a 3-VP building on the board, skipping the production buildings
    of a good in the production goal."""
    rng = Rng(0)
    rng.state = s.rng_state
    k = rng.below(NUM_GOODS)
    s.fest_tile = k
    if k in s.deck:
        s.deck.pop(s.deck.index(k))  # the lowest one: the stack's order is random
    else:  # not reachable with the box's tiles; kept safe for patched positions
        s.face_up[k] -= 1
    pool = list(_FEST_POOL)
    drawn = [pool.pop(rng.below(len(pool))) for _ in range(FESTIVAL_PRODUCTION_DRAWN)]
    for g in drawn:
        s.goods[g] -= 1
    s.fest_goods = tuple(sorted(drawn))
    board = s.board
    candidates = [b for b in _FEST_BUILDINGS if board[b] and B_GOOD[b] not in drawn]
    s.fest_building = candidates[rng.below(len(candidates))]
    s.fest_won = (-1, -1, -1)
    s.rng_state = rng.state


def festival_won(s: PRState, goal: int, p: int) -> None:
    """Player ``p`` met goal ``goal`` (0 plantation, 1 production, 2 construction)."""
    won = list(s.fest_won)
    won[goal] = p
    s.fest_won = tuple(won)


def festival_plantation(s: PRState, p: int) -> None:
    """Player ``p`` just gained a plantation of the goal's kind: with the third one, the goal
    is met (3 colonists to San Juan, as far as the supply lasts; the tile goes back to the
    bottom of the stack), rules-notes 67."""
    k = s.fest_tile
    if s.fest_won[0] >= 0 or s.pl[p][TILES + k] < FESTIVAL_PLANTATIONS:
        return
    festival_won(s, 0, p)
    given = min(FESTIVAL_COLONISTS, s.col_supply)
    s.col_supply -= given
    s.pl[p][SJ] += given
    s.deck.insert(0, k)


def festival_production(s: PRState, rp: int, before: list[list[int]]) -> None:
    """After the Craftsman's production: the first player from the Craftsman on who
    received every barrel of the goal meets it (3 doubloons; the barrels go back to the
    supply), rules-notes 68."""
    goal = _FEST_GOAL.get(s.fest_goods)  # (kind, barrels) pairs
    if goal is None:
        kinds = s.fest_goods
        goal = _FEST_GOAL[kinds] = tuple((g, kinds.count(g)) for g in sorted(set(kinds)))
    n = s.num_players
    for step in range(n):
        p = (rp + step) % n
        row = s.pl[p]
        got = before[p]
        for g, k in goal:  # (a loop: a generator per player costs more)
            if row[GOODS + g] - got[g] < k:
                break
        else:
            festival_won(s, 1, p)
            row[DOUB] += FESTIVAL_DOUBLOONS
            s.bank -= FESTIVAL_DOUBLOONS
            for g in s.fest_goods:
                s.goods[g] += 1
            return
