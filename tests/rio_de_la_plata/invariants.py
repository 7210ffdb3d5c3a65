"""What holds at every position of a Río de la Plata game (the rulebook's components and what
the rules never create or destroy): each colour's 9 workers (in a war, its pieces on the map
count), its 13 hut/house tiles (a tile burnt in a war goes back to its owner), the public
building tiles (less those the Palace or the Cathedral discarded), the shadow colour's 10
discs; no negative stock of silver or a resource; in a war, groups of 1 to 3 pieces, attackers
never stacked with defenders, the attacker's own workers the only ones left as workers on the
map. Holds no tests: test_option_conformance.py checks it after every move."""

from __future__ import annotations

from collections import Counter

from game.rio_de_la_plata import RioState
from game.rio_de_la_plata.data import (
    CATHEDRAL,
    ENEMY_PIECE,
    HOUSE_TILES,
    PALACE,
    QUARRY_BOXES,
    SHADOW_PIECE,
    TILES,
    WORKERS,
)
from game.rio_de_la_plata.majors import SHADOW

WORKING = WORKERS - 1  # the tenth disc marks the turn order
SHADOW_DISCS = 10  # the 2-player game's shadow colour ("shadow_hand" starts at 10)


def workers_of(s: RioState, p: int, pieces: Counter[int]) -> int:
    """Where ``p``'s workers are: in hand, on the city's squares (an activating second worker
    on a road-linked square included), in the major grids, the quarry and the forest (a box
    holds as many as it needs), the fields, the craft work, the dock, on the turn-order marker,
    on an office claimed this year and among the war's ``pieces`` (counted by colour)."""
    city = sum(n for owner, n in zip(s.w_owner, s.w_count, strict=True) if owner == p)
    city += sum(1 for owner in s.w2_owner if owner == p)
    grids = sum(1 for row in s.g_owner for owner in row if owner == p)
    production = sum(QUARRY_BOXES[i] for grid in (s.quarry, s.forest)
                     for i, owner in enumerate(grid) if owner == p)
    claims = sum(1 for owner in s.claim if owner == p)
    return (s.hand[p] + city + grids + production + s.field[p] + s.craft[p] + s.dock[p]
            + s.added[p] + claims + pieces[p])


def check_invariants(s: RioState) -> None:
    """Assert every conservation law and bound of the position."""
    discarded = 0  # tiles the Palace or Cathedral pushed off the board ("va scartata")
    pieces = Counter(piece for stack in s.stack if stack for piece in stack)
    for p in range(s.num_players):
        workers = workers_of(s, p, pieces)
        assert workers == WORKING, f"player {p} has {workers} workers"
        homes = sum(1 for owner in s.owner if owner == p)
        assert s.houses_left[p] + homes <= HOUSE_TILES, f"player {p}'s hut/house tiles"
        discarded += HOUSE_TILES - s.houses_left[p] - homes
        for stock in ("silver", "stone", "wood", "precious", "hand"):
            assert getattr(s, stock)[p] >= 0, f"player {p}'s {stock} is negative"
        assert all(n >= 0 for n in s.cargo[p]), f"player {p}'s cargo is negative"
        assert 0 <= s.placed[p] <= WORKING
    for kind, (name, _, count) in enumerate(TILES):
        on_map = sum(1 for t in s.tile if t == kind)
        assert s.tiles_left[kind] + on_map <= count, f"tiles of {name}"
        discarded += count - s.tiles_left[kind] - on_map
    sites = s.completed[PALACE] + s.completed[CATHEDRAL]  # (each may be burnt and built again)
    assert discarded <= sites, "a tile left the game other than under the Palace or Cathedral"
    for owner, n, bld, home in zip(s.w_owner, s.w_count, s.bld, s.owner, strict=True):
        assert (owner == -1) == (n == 0) and 0 <= n <= 3, "a square's workers"
        assert (home != -1) == (bld in ("hut", "house")), "a hut or house and its owner"
    if s.num_players == 2:
        shadow = sum(1 for row in s.g_owner for owner in row if owner >= SHADOW)
        shadow += pieces[SHADOW_PIECE]
        assert s.shadow_hand + shadow == SHADOW_DISCS, "the shadow colour's discs"
    check_war(s)


def check_war(s: RioState) -> None:
    """The war's pieces: groups of 1 to 3, attackers alone, the attacker's inactive workers the
    only workers on the map during a war, nothing of a war left once it is over."""
    at_war = s.war_enemy >= 0
    for sq, pieces in enumerate(s.stack):
        assert len(pieces) <= 3, "a group of more than 3"
        if ENEMY_PIECE in pieces:
            assert set(pieces) == {ENEMY_PIECE}, "attackers stacked with defenders"
        assert not pieces or at_war, "war pieces left on the map after the war"
        assert not pieces or s.w_count[sq] == 0, "war pieces on the attacker's inactive workers"
    for size in (g[1] for g in s.outside):
        assert at_war and 1 <= size <= 3, "a group outside the city"
    if at_war and s.war_step not in ("pickup", ""):
        assert all(o in (-1, s.war_attacker) for o in s.w_owner), "a defender's worker in a war"
        assert all(o == -1 for o in s.w2_owner), "a second worker in a war"
