"""The end of the game (book: "Punti vittoria alla fine del gioco"): 1 VP per 3 silver, the
offices' VP, the houses (2 VP each plus their district's value, never below 0); the winner has
the most VP; ties go to the most silver left after the exchange, then precious, then stone and
wood.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.protocol import PlayerScore

from . import city
from .board import DISTRICT_BORDER, DISTRICT_OF, NUM_DISTRICTS, PERIMETER_DISTRICTS
from .data import (
    ARCHITECT,
    ARCHITECT_VP,
    BISHOP,
    BISHOP_VP,
    DEFENDER,
    DEFENDER_VP,
    GOVERNOR,
    GOVERNOR_VP,
    NOBLE_BUILDINGS,
    OFFICES,
    ROAD_BUILDER,
    ROAD_BUILDER_VP,
    SHORT_OFFICE_BONUS,
)

if TYPE_CHECKING:
    from .state import RioState

SILVER_PER_VP = 3
MAJOR_TILES_IN_CITY = ("palace", "cathedral")


def closed_districts(s: RioState) -> int:
    """Perimeter districts whose every open border edge has a wall."""
    walls = s.walls
    return sum(1 for d in PERIMETER_DISTRICTS if all(e in walls for e in DISTRICT_BORDER[d]))


def noble_districts(s: RioState) -> int:
    """Districts with at least 4 of the 5 noble buildings (Piazza, Monument, Garden, Barracks,
    Church)."""
    kinds: list[set[str]] = [set() for _ in range(NUM_DISTRICTS)]
    for sq, b in enumerate(s.bld):
        if b in NOBLE_BUILDINGS and DISTRICT_OF[sq] >= 0:
            kinds[DISTRICT_OF[sq]].add(b)
    return sum(1 for k in kinds if len(k) >= 4)


def office_points(s: RioState, p: int) -> int:
    """The end-game VP of ``p``'s offices."""
    total = 0
    for o, owner in enumerate(s.office_owner):
        if owner != p:
            continue
        total += OFFICES[o].end_vp + (SHORT_OFFICE_BONUS if s.short else 0)
        if o == ROAD_BUILDER:
            total += ROAD_BUILDER_VP * sum(s.linked)
        elif o == DEFENDER:
            total += DEFENDER_VP * closed_districts(s)
        elif o == BISHOP:
            total += BISHOP_VP * sum(1 for b in s.bld if b in ("church", "cathedral"))
        elif o == ARCHITECT:
            total += ARCHITECT_VP * sum(1 for m in s.major_done if m >= 0)
        elif o == GOVERNOR:
            total += GOVERNOR_VP * noble_districts(s)
    return total


def final_scores(s: RioState) -> list[PlayerScore]:
    scores = []
    for p in range(s.num_players):
        money = s.silver[p] // SILVER_PER_VP
        offices = office_points(s, p)
        houses = city.house_points(s, p)
        breakdown = {"during_play": s.vp[p], "silver": money, "offices": offices,
                     "houses": houses}
        scores.append(PlayerScore(
            p, sum(breakdown.values()), breakdown,
            (s.silver[p] % SILVER_PER_VP, s.precious[p], s.stone[p] + s.wood[p])))
    return scores
