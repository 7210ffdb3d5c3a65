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


# -- wars ----------------------------------------------------------------------------------------

def workers_on(s: RioState, name: str, player: int, count: int = 1) -> None:
    """Put ``count`` workers of ``player`` on a square by hand (taken from their hand)."""
    square = sq(name)
    s.w_owner[square] = player
    s.w_count[square] = count
    s.hand[player] -= count


def start_war(s: RioState, enemy: str = "natives", attacker: int | None = None) -> None:
    """Begin a war now, as the end-of-year check would (``attacker``: make that player the one
    due: those after them in turn order have attacked already)."""
    from game.rio_de_la_plata import war
    from game.rio_de_la_plata.data import ENEMIES
    from game.rio_de_la_plata.year import PH_WAR

    if attacker is not None:
        after = s.order[s.order.index(attacker) + 1:]
        for p in range(s.num_players):
            s.attacks[p] = 1 if p in after else 0
    war.begin(s, ENEMIES.index(enemy))
    s.phase = PH_WAR
    s.war_events = ()
    assert war.settle(s), "the war ended before anyone decided anything"


def dice_state(*dice: int) -> int:
    """An RNG state whose next dice are ``dice`` (for the war check and the cannons)."""
    from game.core.rng import Rng

    for seed in range(1_000_000):
        rng = Rng(seed)
        if all(rng.below(6) + 1 == d for d in dice):
            return seed
    raise AssertionError(f"no RNG state gives {dice}")


def stack_at(s: RioState, name: str) -> tuple[int, ...]:
    return s.stack[sq(name)]


def to_fight(s: RioState, stacks: dict[str, tuple[int, ...]], outside: tuple = (),
             turn: int = 0) -> None:
    """Skip a war begun with :func:`start_war` to its rounds, with the pieces as given
    (``stacks``: square name → pieces bottom to top; ``outside``: (entry name, size) groups);
    ``turn``: whose turn in the round (0 the attacker, then the defenders in turn order)."""
    from game.rio_de_la_plata import war
    from game.rio_de_la_plata.board import SQUARES

    for square in range(SQUARES):
        for piece in s.stack[square]:
            if piece < 10:
                s.hand[piece] += 1
            elif piece == 10:
                s.shadow_hand += 1
    s.stack = [()] * SQUARES
    for name, pieces in stacks.items():
        s.stack[sq(name)] = tuple(pieces)
        for piece in pieces:
            if piece < 10:
                s.hand[piece] -= 1
            elif piece == 10:
                s.shadow_hand -= 1
    s.outside = tuple(sorted((sq(name), size, 0) for name, size in outside))
    s.war_left = 0
    s.war_step = war.FIGHT
    s.war_round = 1
    s.war_turn = turn
    s.flags = [0] * SQUARES
    s.war_events = ()
    assert war.settle(s)
