"""Helpers for Río de la Plata's rule tests: positions set up by hand, moves by text. Holds no
tests."""

from __future__ import annotations

from game.rio_de_la_plata import GAME, RioState
from game.rio_de_la_plata.board import SQUARE_BY_NAME
from game.rio_de_la_plata.year import PH_EFFECTS, PH_ORDER, PH_PLACEMENT


def new(players: int = 3, seed: int = 1, **options) -> RioState:
    """A new game whose turn order is the seats' (0 first)."""
    s = GAME.new_game(GAME.normalize_options({"players": players, **options}), seed)
    s.order = list(range(players))
    s.step = 0
    s.refresh_legal()
    return s


def sq(name: str) -> int:
    return SQUARE_BY_NAME[name]


def texts(s: RioState) -> list[str]:
    return [s.move_to_text(m) for m in s.legal]


def play(s: RioState, *moves: str) -> None:
    """Play each move text for whoever acts (checked by the engine)."""
    for text in moves:
        s.apply(s.parse_move(text), s.cur)


def build_at(s: RioState, name: str, building: str, owner: int = -1, tile: int = -1) -> None:
    """Put a building on a square by hand (a hut or house belongs to ``owner``)."""
    from game.rio_de_la_plata.data import TILES_OF

    square = sq(name)
    s.bld[square] = building
    if building in ("hut", "house"):
        s.owner[square] = owner
    elif building in TILES_OF:
        s.tile[square] = tile if tile >= 0 else TILES_OF[building][0]
        s.tiles_left[s.tile[square]] -= 1


def finish_placement(s: RioState) -> None:
    """Everyone still to place says ``done``: the effects phase begins."""
    while s.phase == PH_PLACEMENT:
        play(s, "done")


def finish_effects(s: RioState) -> None:
    while s.phase == PH_EFFECTS:
        play(s, "end")


def to_next_year(s: RioState) -> None:
    """Everyone ends what they are doing until the next year's placement begins."""
    year = s.year
    while s.year == year:
        if s.phase == PH_PLACEMENT:
            play(s, "done")
        elif s.phase == PH_EFFECTS:
            play(s, "end")
        elif s.phase == PH_ORDER:
            play(s, "stay")
        else:
            raise AssertionError(f"stuck in phase {s.phase}")


def workers_accounted(s: RioState, p: int) -> int:
    """Every worker of ``p``: in hand, on the map, in the grids and at every work place."""
    from game.rio_de_la_plata.data import QUARRY_BOXES

    total = s.hand[p] + s.field[p] + s.craft[p] + s.dock[p] + s.added[p]
    total += sum(c for o, c in zip(s.w_owner, s.w_count, strict=True) if o == p)
    total += sum(1 for o in s.w2_owner if o == p)
    total += sum(1 for row in s.g_owner for o in row if o == p)
    total += sum(QUARRY_BOXES[i] for grid in (s.quarry, s.forest)
                 for i, o in enumerate(grid) if o == p)
    total += sum(1 for o in s.claim if o == p)
    return total
