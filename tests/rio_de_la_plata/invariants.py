"""What holds at every position of a Río de la Plata game (the rulebook's components and what
the rules never create or destroy): each colour's 9 workers, its 13 hut/house tiles, the public
building tiles (less the one the Palace or the Cathedral may discard), the shadow colour's 10
discs; no negative stock of silver or a resource. Holds no tests: test_option_conformance.py
checks it after every move."""

from __future__ import annotations

from game.rio_de_la_plata import RioState
from game.rio_de_la_plata.data import HOUSE_TILES, QUARRY_BOXES, TILES, WORKERS
from game.rio_de_la_plata.majors import SHADOW, TILE_MAJORS

WORKING = WORKERS - 1  # the tenth disc marks the turn order
SHADOW_DISCS = 10  # the 2-player game's shadow colour ("shadow_hand" starts at 10)


def workers_of(s: RioState, p: int) -> int:
    """Where ``p``'s workers are: in hand, on the city's squares (an activating second worker
    on a road-linked square included), in the major grids, the quarry and the forest (a box
    holds as many as it needs), the fields, the craft work, the dock, on the turn-order marker
    and on an office claimed this year."""
    city = sum(n for owner, n in zip(s.w_owner, s.w_count, strict=True) if owner == p)
    city += sum(1 for owner in s.w2_owner if owner == p)
    grids = sum(1 for row in s.g_owner for owner in row if owner == p)
    production = sum(QUARRY_BOXES[i] for grid in (s.quarry, s.forest)
                     for i, owner in enumerate(grid) if owner == p)
    claims = sum(1 for owner in s.claim if owner == p)
    return (s.hand[p] + city + grids + production + s.field[p] + s.craft[p] + s.dock[p]
            + s.added[p] + claims)


def check_invariants(s: RioState) -> None:
    """Assert every conservation law and bound of the position."""
    discarded = 0  # tiles the Palace or Cathedral pushed off the board ("va scartata")
    for p in range(s.num_players):
        assert workers_of(s, p) == WORKING, f"player {p} has {workers_of(s, p)} workers"
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
    sites = sum(1 for m in TILE_MAJORS if s.major_done[m] >= 0)  # Palace, Cathedral placed
    assert discarded <= sites, "a tile left the game other than under the Palace or Cathedral"
    for owner, n, bld, home in zip(s.w_owner, s.w_count, s.bld, s.owner, strict=True):
        assert (owner == -1) == (n == 0) and 0 <= n <= 3, "a square's workers"
        assert (home != -1) == (bld in ("hut", "house")), "a hut or house and its owner"
    if s.num_players == 2:
        shadow = sum(1 for row in s.g_owner for owner in row if owner >= SHADOW)
        assert s.shadow_hand + shadow == SHADOW_DISCS, "the shadow colour's discs"
