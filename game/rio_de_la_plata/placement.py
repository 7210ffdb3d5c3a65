"""Phase A, placing workers (book: "Piazzamento lavoratori"): in turn order, each player places
up to 5 of their workers, one at a time (a production box's workers together), then ``done``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import city, majors, ship
from .board import PLAZA_SQUARES
from .data import MAJORS, PLACEMENTS, QUARRY_BOXES, ROADS, SHIP_FEE

if TYPE_CHECKING:
    from .state import RioState

DONE = ("done",)


def can_pay(s: RioState, p: int, cost: tuple[int, int, int]) -> bool:
    """Whether ``p`` can pay stone, wood, precious, missing stone or wood paid with silver
    (1, 2, 3... silver for the year's first, second, third...)."""
    return silver_for(s, p, cost) is not None


def silver_for(s: RioState, p: int, cost: tuple[int, int, int]) -> int | None:
    """The silver ``p`` would pay for the stone and wood they lack (None: they cannot pay)."""
    stone, wood, precious = cost
    if precious > s.precious[p]:
        return None
    missing = max(0, stone - s.stone[p]) + max(0, wood - s.wood[p])
    v = s.virtual[p]
    price = missing * v + missing * (missing + 1) // 2  # (v+1) + (v+2) + ... + (v+missing)
    return price if price <= s.silver[p] else None


def pay(s: RioState, p: int, cost: tuple[int, int, int]) -> None:
    """Pay ``cost`` (known to be payable): own stone and wood first, the rest in silver."""
    stone, wood, precious = cost
    price = silver_for(s, p, cost)
    assert price is not None
    missing = max(0, stone - s.stone[p]) + max(0, wood - s.wood[p])
    s.stone[p] = max(0, s.stone[p] - stone)
    s.wood[p] = max(0, s.wood[p] - wood)
    s.precious[p] -= precious
    s.silver[p] -= price
    s.virtual[p] += missing


def placements_left(s: RioState, p: int) -> int:
    return min(PLACEMENTS - s.placed[p], s.hand[p])


def options(s: RioState, p: int) -> list:
    left = placements_left(s, p)
    moves: list = []
    if left > 0:
        moves += city_moves(s, p, left)
        moves += grid_moves(s, p)
        for which, grid in (("quarry", s.quarry), ("forest", s.forest)):
            for i, owner in enumerate(grid):
                if owner == -1 and QUARRY_BOXES[i] <= left:
                    moves.append((which, i))
        moves += [("field",), ("craft",), ("order",)]
        if ship.can_load_this_year(s):
            moves.append(("dock",))
        moves += [("office", o) for o in office_choices(s, p)]
    if ship.may_send(s, p):
        moves.append(("send",))
    moves.append(DONE)
    return moves


def city_moves(s: RioState, p: int, left: int) -> list:
    moves: list = []
    w_owner, w_count = s.w_owner, s.w_count
    for sq in city.reachable(s, p):
        if city.workers_of(s, p, sq) < city.capacity(s, p, sq):
            moves.append(("place", sq))
        other = w_owner[sq]
        if other not in (-1, p) and s.bld[sq] == "" and w_count[sq] <= 2 \
                and 2 * w_count[sq] <= left:
            moves.append(("expropriate", sq))
    return moves


def grid_moves(s: RioState, p: int) -> list:
    moves: list = []
    shadows = (0, 1) if s.num_players == 2 and s.shadow_hand > 0 else (0,)
    for m, major in enumerate(MAJORS):
        boxes = majors.open_boxes(s, m)
        if not boxes:
            continue
        cost = majors.cost_for(s, p, m)
        pay_now = m == ROADS or can_pay(s, p, cost)
        for i in _distinct_boxes(s, m, boxes):
            for shadow in shadows:
                if pay_now:
                    moves.append(("grid", m, i, 0, shadow))
                if m != ROADS:
                    moves.append(("grid", m, i, 1, shadow))
        del major
    return moves


def _distinct_boxes(s: RioState, m: int, boxes: list[int]) -> list[int]:
    """One box per value (the first open one of each): boxes of equal value are the same
    choice."""
    seen: set[int] = set()
    values = s.boxes[m]
    found = []
    for i in boxes:
        if values[i] not in seen:
            seen.add(values[i])
            found.append(i)
    return found


def office_choices(s: RioState, p: int) -> list[int]:
    """The offices ``p`` may claim: free, not claimed by anyone this year, and ``p`` claims
    one a year."""
    if p in s.claim:
        return []
    return [o for o, owner in enumerate(s.office_owner) if owner == -1 and s.claim[o] == -1]


def play(s: RioState, move: tuple, p: int) -> bool:
    """Apply a placement; True while the player places more (the same player decides again)."""
    kind = move[0]
    if kind == "done":
        return False
    if kind == "send":
        ship.send(s, p)
    elif kind == "place":
        sq = move[1]
        if s.w_owner[sq] in (-1, p):
            s.w_owner[sq] = p
            s.w_count[sq] += 1
        else:
            s.w2_owner[sq] = p  # a second player's activation in a road-linked district
        _use(s, p, 1)
    elif kind == "expropriate":
        sq = move[1]
        other, n = s.w_owner[sq], s.w_count[sq]
        s.hand[other] += n
        s.w_owner[sq] = p
        s.w_count[sq] = 2 * n - 1
        _use(s, p, 2 * n)
        s.hand[p] += 1  # the sacrificed one goes home too
    elif kind == "grid":
        _, m, i, later, shadow = move
        s.g_owner[m][i] = majors.SHADOW + p if shadow else p
        if shadow:
            s.shadow_hand -= 1
            s.placed[p] += 1
        else:
            _use(s, p, 1)
        if m == ROADS or not later:
            if m != ROADS:
                pay(s, p, majors.cost_for(s, p, m))
            s.g_paid[m][i] = 1
            s.seq += 1
            s.g_time[m][i] = s.seq
    elif kind in ("quarry", "forest"):
        grid = s.quarry if kind == "quarry" else s.forest
        grid[move[1]] = p
        _use(s, p, QUARRY_BOXES[move[1]])
    elif kind == "field":
        s.field[p] += 1
        _use(s, p, 1)
    elif kind == "craft":
        s.craft[p] += 1
        _use(s, p, 1)
    elif kind == "dock":
        s.dock[p] += 1
        _use(s, p, 1)
    elif kind == "order":
        s.added[p] += 1
        _use(s, p, 1)
    elif kind == "office":
        s.claim[move[1]] = p
        _use(s, p, 1)
    return placements_left(s, p) > 0 or ship.may_send(s, p)


def _use(s: RioState, p: int, n: int) -> None:
    s.hand[p] -= n
    s.placed[p] += n


def problem(s: RioState, move: tuple, p: int) -> str | None:
    """Why a placement is refused (None: it is legal)."""
    if move in s.legal:
        return None
    kind = move[0]
    if kind == "place":
        sq = move[1]
        if sq in PLAZA_SQUARES:
            return "Nothing is built on the Plaza Mayor, so no worker goes there."
        if not city.may_stand_near(s, p, sq):
            return ("A worker goes on the Starting Line or next to one of your huts or "
                    "houses.")
        return "No more of your workers can stand on that square."
    if kind == "grid" and majors.is_built(s, move[1]):
        return f"The {MAJORS[move[1]].name} is built already."
    if kind == "send":
        return f"The ship cannot be sent now (it needs the Port, and {SHIP_FEE} silver)."
    if placements_left(s, p) <= 0 and kind != "done":
        return "You have placed 5 workers this year (or have none left)."
    return None
