"""The Mayor's placements (rulebook, SINDACO): the engine's proposal and the few representative
placements it lists (any valid one is legal: ``PRState.placement_problem``).

A placement is ``(PLACE_TAG, colonists per tile kind, colonists per building[, nobles])``
(:mod:`.layout`). The greedy :func:`fill` walks a *placement order* (compiled once per board,
:mod:`.board`) and fills what fits; three orders (default, buildings first, island first) give
the representative placements.
"""

from __future__ import annotations

from itertools import compress
from operator import ge, itemgetter, mul
from typing import TYPE_CHECKING, Any

from game.core.protocol import Move

from .data import (
    B_CIRCLES,
    B_COST,
    B_KIND,
    COFFEE,
    CORN,
    GOOD_BUILDINGS,
    INDIGO,
    NOBLE_BUILDINGS,
    NUM_BUILDINGS,
    NUM_TILE_KINDS,
    QUARRY,
    SUGAR,
    TOBACCO,
    VIOLET_LARGE,
    VIOLET_SMALL,
)
from .layout import BLD, NOB, OCC, PLACE_TAG, SJ, TILES, PlacementMove
from .rows import colonists_of

if TYPE_CHECKING:
    from .state import PRState

_BLD_RANGE = range(NUM_BUILDINGS)
_GOOD_ORDER_BY_VALUE = (COFFEE, TOBACCO, SUGAR, INDIGO)
# Violet buildings in the order the default Mayor placement staffs them (most valuable first).
VIOLET_ORDER: tuple[int, ...] = tuple(
    sorted(
        (b for b in _BLD_RANGE if B_KIND[b] in (VIOLET_SMALL, VIOLET_LARGE)),
        key=lambda b: -B_COST[b],
    )
)
VIOLET_MASK = tuple(B_KIND[b] in (VIOLET_SMALL, VIOLET_LARGE) for b in _BLD_RANGE)
_NOBLE_GET = itemgetter(*NOBLE_BUILDINGS)  # a placement's buildings tuple -> those four
NOBLE_SLOTS = itemgetter(*(BLD + b for b in NOBLE_BUILDINGS))  # a row -> their slots


def fill(row: list[int], order: tuple[tuple[Any, ...], ...], total: int) -> PlacementMove:
    """Greedy placement: walk ``order`` (see :func:`compile_order`) and fill what fits."""
    tiles = [0] * NUM_TILE_KINDS
    blds = [0] * NUM_BUILDINGS
    left = total
    for kind, pos, i, extra in order:
        if kind == 0:  # a tile kind: pos = row index of the tiles owned
            room = row[pos] - tiles[i]
            if room > 0:
                if room >= left:
                    tiles[i] += left
                    break
                tiles[i] += room
                left -= room
        elif kind == 3:  # buildings in a row (as kind 1 steps): extra = (pos, b, circles)s
            for bpos, b, circles in extra:
                if row[bpos] >= 0:
                    room = circles - blds[b]
                    if room >= left:
                        blds[b] += left
                        left = 0
                        break
                    blds[b] += room
                    left -= room
        elif kind == 1:  # a building: pos = row index, extra = circles
            if row[pos] >= 0:
                room = extra - blds[i]
                if room >= left:
                    blds[i] += left
                    break
                blds[i] += room
                left -= room
        else:  # production pairs of good i: pos = row index of its tiles, extra = buildings
            room_t = row[pos] - tiles[i]
            for bpos, b, circles in extra:
                if room_t <= 0 or left < 2:
                    break
                if row[bpos] >= 0:
                    put = circles - blds[b]
                    if put > room_t:
                        put = room_t
                    if put > left >> 1:
                        put = left >> 1
                    if put > 0:
                        blds[b] += put
                        tiles[i] += put
                        room_t -= put
                        left -= 2 * put
        if left <= 0:
            break
    return (PLACE_TAG, tuple(tiles), tuple(blds))


def compile_order(order: list[tuple[int, int]]) -> tuple[tuple[Any, ...], ...]:
    """Turn (slot kind, index) pairs into the flat steps :func:`fill` walks.

    Slot kinds: 0 = tile kind, 1 = building, 2 = production pairs for a good (a plantation and a
    production circle together); :func:`fill` also walks kind 3 (see :func:`grouped`).
    """
    steps: list[tuple[Any, ...]] = []
    for kind, i in order:
        if kind == 0:
            steps.append((0, TILES + i, i, 0))
        elif kind == 1:
            steps.append((1, BLD + i, i, B_CIRCLES[i]))
        else:
            blds = tuple((BLD + b, b, B_CIRCLES[b]) for b in GOOD_BUILDINGS[i])
            steps.append((2, TILES + i, i, blds))
    return tuple(steps)


def grouped(order: tuple[tuple[Any, ...], ...]) -> tuple[tuple[Any, ...], ...]:
    """``order`` with each run of building steps (kind 1) as one step of kind 3 holding their
    (row index, building, circles): :func:`fill` fills the same, with a shorter loop per building
    (most of a row's buildings are not owned)."""
    steps: list[tuple[Any, ...]] = []
    run: list[tuple[int, int, int]] = []
    for step in (*order, (-1, 0, 0, 0)):  # a sentinel closes the last run
        if step[0] == 1:
            run.append((step[1], step[2], step[3]))
            continue
        if run:
            steps.append((3, 0, 0, tuple(run)))
            run = []
        if step[0] >= 0:
            steps.append(step)
    return tuple(steps)


def placement_orders(kept: Any) -> tuple[tuple[tuple[Any, ...], ...], ...]:
    """The three placement orders (default, buildings first, island first) over the building
    types in ``kept`` (a game's buildings: the base game's, or those on an expansion game's
    board): the fewer steps, the faster :func:`fill`."""
    pairs = [(2, g) for g in _GOOD_ORDER_BY_VALUE]
    violets = [(1, b) for b in VIOLET_ORDER if b in kept]
    prod = [(1, b) for b in _BLD_RANGE if b in kept and not VIOLET_MASK[b]]
    tiles = [(0, k) for k in (COFFEE, TOBACCO, SUGAR, INDIGO, CORN, QUARRY)]
    return (
        compile_order([*pairs, (0, CORN), *violets, (0, QUARRY), *tiles, *prod]),
        compile_order([*violets, *pairs, *prod, (0, QUARRY), (0, CORN), *tiles]),
        compile_order([(0, CORN), (0, QUARRY), *pairs, *tiles, *violets, *prod]),
    )


def propose_placement(state: PRState, p: int) -> PlacementMove:
    """A sensible placement of all of player ``p``'s colonists (the UI's starting proposal).

    Production pairs first (most valuable good first), then corn, violet buildings (most
    expensive first), quarries, then whatever circles remain.
    """
    row = state.pl[p]
    return fill(row, state.tables.orders[0], colonists_of(row))


def mayor_options(state: PRState, p: int) -> list[Move]:
    """Representative Mayor placements for ``p``, the proposed one first; one element exactly
    when only one outcome is possible (rules-notes 34): no colonist (then none: ``[]``),
    colonists for every circle, or all the circles in one place (one tile kind or one
    building). Otherwise at least two (any valid placement is legal, see ``is_legal``)."""
    row = state.pl[p]
    tables = state.tables
    # one pass counts the colonists (as colonists_of), the circles and the groups of circles
    total = row[SJ] + sum(row[OCC : OCC + NUM_TILE_KINDS])
    groups = 0
    cap = 0
    for t in row[TILES : TILES + NUM_TILE_KINDS]:
        if t:
            groups += 1
            cap += t
    # the building types on the board only (a player owns no other)
    circles = tables.circles
    slots = tables.pick_slots(row)  # -1: not owned (as in colonists_of)
    owned = list(map(ge, slots, tables.zeros))
    owned_circles = list(compress(circles, owned))
    # the Statue (Expansion 1) has no circle: not a place for a colonist
    groups += len(owned_circles) - owned_circles.count(0)
    cap += sum(owned_circles)
    total += sum(slots) + slots.count(-1)
    if total == 0:
        return []
    if total >= cap:  # every circle gets a colonist: one possible placement
        full = [
            (
                PLACE_TAG,
                tuple(row[TILES : TILES + NUM_TILE_KINDS]),
                tables.expand((0, *map(mul, circles, owned))),
            )
        ]
        return with_nobles(row, full, total) if row[NOB] else full
    first = fill(row, tables.orders[0], total)
    if groups <= 1:
        return with_nobles(row, [first], total) if row[NOB] else [first]
    moves: list[Move] = [first]
    for order in tables.orders[1:]:
        m = fill(row, order, total)
        if m not in moves:
            moves.append(m)
    if len(moves) == 1:  # the variants agree, yet the player has a choice: offer another
        moves.append(_shift_one(row, first))
    return with_nobles(row, moves, total) if row[NOB] else moves


def with_nobles(row: list[int], moves: list[Move], total: int) -> list[Move]:
    """Expansion 2: each placement with the most and with the fewest nobles on the buildings
    where a noble differs from a worker (both when they differ: the choice is the player's)."""
    if max(NOBLE_SLOTS(row)) < 0:  # the player owns none of the four: nothing to choose
        return moves
    out: list[Move] = []
    nobles = row[NOB]
    workers = total - nobles
    # ``moves`` are distinct placements (mayor_options), so their variants are distinct too: only
    # a placement's own two variants can coincide (the same number of nobles)
    for m in moves:
        held = _NOBLE_GET(m[2])  # the colonists on the four buildings, in their order
        masks = _NOBLE_MASKS.get(held)
        if masks is None:
            masks = _NOBLE_MASKS[held] = _noble_masks(held)
        on = len(masks) - 1  # how many of the four the placement occupies
        if not on:  # no noble building in it: the placement as it is
            out.append(m)
            continue
        most = nobles if nobles < on else on
        fewest = on - workers
        out.append((PLACE_TAG, m[1], m[2], masks[most]) if most > 0 else m)
        if fewest < most:
            out.append((PLACE_TAG, m[1], m[2], masks[fewest]) if fewest > 0 else m)
    return out


def _noble_masks(held: tuple[int, ...]) -> list[int]:
    """For :func:`with_nobles`: NMASK values with nobles on the first k of the noble buildings a
    placement occupies (``held``: its colonists on each), k = 0 up to all of them."""
    masks = [0]
    for i, c in enumerate(held):
        if c:
            masks.append(masks[-1] | 1 << i)
    return masks


_NOBLE_MASKS: dict[tuple[int, ...], list[int]] = {}  # _noble_masks by ``held`` (a few)


def _shift_one(row: list[int], move: PlacementMove) -> PlacementMove:
    """``move`` with one colonist moved to another place with a free circle. Needs two places
    (tile kinds owned, buildings owned, each with a circle), some colonist placed and a free
    circle: if no free circle were outside an occupied place, every other place would be full
    and so occupied."""
    counts = [list(move[1]), list(move[2])]
    places = [(0, k, row[TILES + k]) for k in range(NUM_TILE_KINDS) if row[TILES + k]]
    places += [(1, b, B_CIRCLES[b]) for b in _BLD_RANGE if row[BLD + b] >= 0 and B_CIRCLES[b]]
    src, dst = next(
        (a, b)
        for a in places
        if counts[a[0]][a[1]] > 0
        for b in places
        if b != a and counts[b[0]][b[1]] < b[2]
    )
    counts[dst[0]][dst[1]] += 1
    counts[src[0]][src[1]] -= 1
    return (PLACE_TAG, tuple(counts[0]), tuple(counts[1]))


# == the phases, as the rulebook tells them ========================================================
