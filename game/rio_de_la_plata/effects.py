"""Phase B, the workers' effects (book: "Effetti dei lavoratori"): in turn order, each player
turns their workers into effects, in the order they choose ("L'ordine degli effetti ... viene
deciso dal giocatore stesso"); a worker that produces an effect goes home, an unused one stays
where it is. ``end`` ends the turn: the player's office claim is settled and their unpaid
workers in the grids go home at 3 VP each.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import city, majors, ship
from .data import (
    CARPENTER_MASTER,
    CATHEDRAL,
    CRAFTSMAN,
    DEFENDER,
    MAJORS,
    MERCHANT,
    MINOR_BY_ID,
    OFFICE_PENALTY,
    OFFICES,
    PRECIOUS,
    QUARRY_BOXES,
    ROAD_BUILDER,
    STONE,
    STONEMASON,
    TILES_OF,
    WOOD,
)
from .placement import can_pay, pay, silver_for

if TYPE_CHECKING:
    from .state import RioState

END = ("end",)
# The per-year gifts of an office, as bits of ``gifts[p]`` once used.
GIFT_ROAD, GIFT_WALL, GIFT_TAKE = 1, 2, 4
# What a market or guild pays for a resource: stone or wood, precious.
MARKET_PAYS = {"market": (1, 2), "guild": (3, 4)}
FACTORY = {"stonecutter": STONE, "carpenter": WOOD}  # produce 3 of their kind for 1


def holds_office(s: RioState, p: int, office: int) -> bool:
    """``p`` holds ``office`` since an earlier year (its powers start the year after)."""
    return s.office_owner[office] == p and s.office_year[office] < s.year


def arrive(s: RioState, p: int) -> None:
    """The player's effects turn begins: the Masters' resource of the year (once a year)."""
    if s.arrived[p]:
        return
    s.arrived[p] = 1
    if holds_office(s, p, STONEMASON):
        s.stone[p] += 1
    if holds_office(s, p, CARPENTER_MASTER):
        s.wood[p] += 1
    if holds_office(s, p, CRAFTSMAN):
        s.precious[p] += 1


def options(s: RioState, p: int) -> list:
    moves: list = []
    for sq in city.squares_of(s, p):
        moves += square_moves(s, p, sq)
    for which, grid in enumerate((s.quarry, s.forest)):
        for i, owner in enumerate(grid):
            if owner == p:
                moves.append(("collect", which, i))
    if s.field[p] >= 2:
        moves.append(("fieldwork",))
    if s.craft[p]:
        if s.stone[p]:
            moves.append(("craftwork", STONE))
        if s.wood[p]:
            moves.append(("craftwork", WOOD))
    if s.dock[p] and ship.can_load_this_year(s):
        moves += ship.load_options(s, p)
    for m, i in majors.unpaid(s, p):
        if can_pay(s, p, majors.cost_for(s, p, m)):
            moves.append(("pay", m, i))
    if p in s.claim:
        moves.append(("buy",))
    gifts = s.gifts[p]
    if holds_office(s, p, MERCHANT) and not gifts & GIFT_TAKE:
        moves += [("take", STONE), ("take", WOOD), ("take", PRECIOUS)]
    if holds_office(s, p, ROAD_BUILDER) and not gifts & GIFT_ROAD:
        edges = majors.free_road_edges(s)
        if edges:
            moves += [("road", e) for e in edges]
    if holds_office(s, p, DEFENDER) and not gifts & GIFT_WALL:
        edges = majors.free_wall_edges(s)
        if edges:
            moves += [("wall", e) for e in edges]
    moves.append(END)
    return moves


def square_moves(s: RioState, p: int, sq: int) -> list:
    """What ``p``'s workers on ``sq`` can do now: build, activate."""
    moves: list = []
    mine = city.workers_of(s, p, sq)
    main = s.w_owner[sq] == p  # the square's own occupant (builds); a second one activates
    if main:
        for m in city.targets(s, sq):
            if m.workers > mine or not _builder_may(s, p, sq, m):
                continue
            if not can_pay(s, p, m.cost):
                continue
            if m.id == "piazza":
                moves += [("build", sq, "piazza", k) for k in TILES_OF["piazza"]
                          if s.tiles_left[k] > 0]
            else:
                moves.append(("build", sq, m.id, -1))
    here = s.bld[sq]
    minor = MINOR_BY_ID.get(here)
    if minor is not None and minor.activated and s.acts[sq] < city.activation_limit(s, sq) \
            and city.has_house_next_to(s, p, sq):
        if here in FACTORY:
            if can_pay(s, p, _one(FACTORY[here])):
                moves.append(("activate", sq, -1))
        elif here in MARKET_PAYS:
            moves += [("activate", sq, r) for r, held in
                      ((STONE, s.stone[p]), (WOOD, s.wood[p]), (PRECIOUS, s.precious[p])) if held]
        elif here == "church" and s.silver[p] >= 1:
            moves.append(("activate", sq, -1))
    return moves


def _one(resource: int) -> tuple[int, int, int]:
    cost = [0, 0, 0]
    cost[resource] = 1
    return (cost[0], cost[1], cost[2])


def _builder_may(s: RioState, p: int, sq: int, m) -> bool:
    """Whose building it may be: a hut needs one of ``p``'s own tiles; a house goes on ``p``'s
    own hut."""
    if m.id == "hut":
        return s.houses_left[p] > 0
    if m.id == "house":
        return s.owner[sq] == p
    return True


def play(s: RioState, move: tuple, p: int) -> bool:
    """Apply an effect; True while the player's turn goes on (they decide again)."""
    kind = move[0]
    if kind == "end":
        end_turn(s, p)
        return False
    if kind == "build":
        build(s, p, move[1], move[2], move[3])
    elif kind == "activate":
        activate(s, p, move[1], move[2])
    elif kind == "collect":
        _, which, i = move
        grid = s.quarry if which == 0 else s.forest
        grid[i] = -1
        s.hand[p] += QUARRY_BOXES[i]
        if which == 0:
            s.stone[p] += 1
        else:
            s.wood[p] += 1
    elif kind == "fieldwork":
        s.field[p] -= 2
        s.hand[p] += 2
        s.silver[p] += 1
    elif kind == "craftwork":
        s.craft[p] -= 1
        s.hand[p] += 1
        if move[1] == STONE:
            s.stone[p] -= 1
        else:
            s.wood[p] -= 1
        s.precious[p] += 1
    elif kind == "load":
        ship.load(s, p, move[1], move[2], move[3])
    elif kind == "pay":
        _, m, i = move
        pay(s, p, majors.cost_for(s, p, m))
        s.g_paid[m][i] = 1
        s.seq += 1
        s.g_time[m][i] = s.seq
        majors.check_completions(s)
    elif kind == "buy":
        buy(s, p)
    elif kind == "take":
        s.gifts[p] |= GIFT_TAKE
        (s.stone, s.wood, s.precious)[move[1]][p] += 1
    elif kind == "road":
        s.gifts[p] |= GIFT_ROAD
        majors.place_road(s, move[1])
    elif kind == "wall":
        s.gifts[p] |= GIFT_WALL
        majors.place_wall(s, move[1])
    return True


def build(s: RioState, p: int, sq: int, building: str, tile: int) -> None:
    m = MINOR_BY_ID[building]
    pay(s, p, m.cost)
    before = s.bld[sq]
    if building == "hut":
        s.houses_left[p] -= 1
        s.owner[sq] = p
    elif building != "house":
        if before == "":
            kind = tile if tile >= 0 else TILES_OF[building][0]
            s.tiles_left[kind] -= 1
            s.tile[sq] = kind
        # an upgrade or a flip turns over the tile already there (no tile from the supply)
    s.bld[sq] = building
    s.built[sq] = s.year
    s.vp[p] += m.vp
    s.w_count[sq] -= m.workers
    s.hand[p] += m.workers
    if s.w_count[sq] == 0:
        s.w_owner[sq] = -1


def activate(s: RioState, p: int, sq: int, resource: int) -> None:
    here = s.bld[sq]
    if here in FACTORY:
        kind = FACTORY[here]
        pay(s, p, _one(kind))
        (s.stone, s.wood)[kind][p] += 3
    elif here in MARKET_PAYS:
        plain, precious = MARKET_PAYS[here]
        if resource == PRECIOUS:
            s.precious[p] -= 1
            s.silver[p] += precious
        else:
            (s.stone, s.wood)[resource][p] -= 1
            s.silver[p] += plain
    elif here == "church":
        s.silver[p] -= 1
        s.vp[p] += 3 if s.major_done[CATHEDRAL] >= 0 else 2
    s.acts[sq] += 1
    if s.w2_owner[sq] == p:
        s.w2_owner[sq] = -1
    else:
        s.w_count[sq] -= 1
        if s.w_count[sq] == 0:
            s.w_owner[sq] = -1
    s.hand[p] += 1


def buy(s: RioState, p: int) -> None:
    """Settle ``p``'s office claim: pay and take it, or 5 VP lost without the silver or the
    VP; the worker goes home either way."""
    o = s.claim.index(p)
    s.claim[o] = -1
    s.hand[p] += 1
    office = OFFICES[o]
    if s.silver[p] >= office.silver and s.vp[p] >= office.min_vp:
        s.silver[p] -= office.silver
        s.office_owner[o] = p
        s.office_year[o] = s.year
    else:
        s.vp[p] -= OFFICE_PENALTY


def end_turn(s: RioState, p: int) -> None:
    """The end of ``p``'s effects turn: the office claim settled, unpaid workers sent home."""
    if p in s.claim:
        buy(s, p)
    majors.forfeit_unpaid(s, p)


def problem(s: RioState, move: tuple, p: int) -> str | None:
    if move in s.legal:
        return None
    kind = move[0]
    if kind == "build":
        return (f"You cannot build a {move[2]} on that square now (your workers there, the "
                "building's requirements and cost, the tiles left, one construction a year).")
    if kind == "activate":
        return ("That building cannot be activated by you now (a worker of yours on it, your "
                "house next to it, its activations this year, what it takes).")
    if kind == "pay":
        cost = majors.cost_for(s, p, move[1])
        if silver_for(s, p, cost) is None:
            return f"You cannot pay for a worker in the {MAJORS[move[1]].name} grid."
    return None


__all__ = ["END", "OFFICES", "arrive", "options", "play", "problem"]
