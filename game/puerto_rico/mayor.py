"""The Mayor (rulebook, SINDACO): the colonists on the colonist ship are shared out from the
Mayor clockwise, the Mayor takes one more from the supply (the privilege), then every player
places all their colonists (a placement is one move; colonists stay in San Juan only when every
circle is filled), and the ship is refilled for the next Mayor. The representative placements
the engine lists are in :mod:`.placements`.

Expansion 1: the Library doubles the privilege. Expansion 2: the colonists are taken from the
ship one at a time while a noble is on it, the Villas give nobles, a placement says which of the
four buildings where it matters hold a noble, and a short supply ends nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.phases import EACH_ONCE, Phase
from game.core.protocol import Move

from .data import (
    B_CIRCLES,
    BUILDINGS,
    NOBLE_BUILDINGS,
    NUM_BUILDINGS,
    NUM_TILE_KINDS,
    TILE_NAMES,
    VILLA,
)
from .layout import (
    BLD,
    CITY,
    END_COLONISTS,
    NMASK,
    NOB,
    OCC,
    PASS,
    PLACE_TAG,
    SHIP_NOBLE,
    SHIP_WORKER,
    SJ,
    TAKE_PRIVILEGE,
    TAKE_PRIVILEGE_ONE,
    TILES,
    PlacementMove,
)
from .nobles import hand_out_ship, villas
from .placements import mayor_options
from .round import end_phase
from .rows import capacity_of, colonists_of

if TYPE_CHECKING:
    from .state import PRState


def start_mayor(s: PRState) -> bool:
    """The ship's colonists are shared out; the privilege colonist is taken, or the role
    player is asked first when declining it could change when the game ends."""
    pl = s.pl
    rp = s.role_player
    ship = s.col_ship
    if ship:
        if s.nob_ship:  # Expansion 2: who takes the noble is the takers' choice
            s.ship_take = 0
            if hand_out_ship(s):
                return True
        else:
            n = s.num_players
            each, extra = divmod(ship, n)
            for step in range(n):
                pl[(rp + step) % n][SJ] += each + (1 if step < extra else 0)
            s.col_ship = 0
    return mayor_privilege(s, rp)


def mayor_privilege(s: PRState, rp: int) -> bool:
    """The Mayor's privilege colonist (a question when it can matter), then the Villas."""
    if s.col_supply > 0:  # privilege (two colonists with a Library)
        if privilege_colonist_matters(s):
            s.mayor_ask = True
            s.cur = rp
            s.legal = privilege_question(s)
            return True
        take_privilege(s, rp, s.privileges(rp))
    if s.nobles and s.board[VILLA]:  # (a building off the board has no owner)
        villas(s, rp)
    return False


def privilege_question(s: PRState) -> list[int]:
    """The Mayor's moves when asked about the privilege colonist(s)."""
    if s.privileges(s.role_player) > 1 and s.col_supply > 1:
        return [TAKE_PRIVILEGE, TAKE_PRIVILEGE_ONE, PASS]
    return [TAKE_PRIVILEGE, PASS]


def privilege_colonist_matters(s: PRState) -> bool:
    """Whether declining the Mayor's privilege colonist could change when the game ends
    (rules-notes 35). The end of the Mayor phase ends the game when the supply cannot
    refill the ship with ``max(empty building circles, players)`` colonists: the privilege
    colonist decides that only if the supply could equal what the ship needs. So the
    question is asked when the end is not triggered yet and ``players <= supply <=
    max(players, circles of every building owned)``; otherwise the colonist is simply given
    (declining could only leave the player a colonist short)."""
    if s.end_triggered or s.nobles:  # Expansion 2: the colonists end nothing
        return False
    n = s.num_players
    supply = s.col_supply
    if supply < n:
        return False
    # Expansion 1: with a Library the Mayor takes k = 2 colonists; the choice matters when
    # supply - k < the most the ship may need (for k = 1: supply <= that most)
    if s.privileges(s.role_player) > 1:
        supply -= 1
    pl = s.pl
    # cheap bound first: a building has at most 3 circles per city space
    bound = 0
    for row in pl:
        bound += row[CITY]
    if supply > 3 * bound and supply > n:
        return False
    circles = 0
    on_board = s.tables.on_board  # a player owns buildings of the board only
    for row in pl:
        for _b, pos, c in on_board:
            if row[pos] >= 0:
                circles += c
    return supply <= (circles if circles > n else n)


def mayor_move(s: PRState, move: Move, p: int) -> bool:
    """A take from the colonist ship, the answer to the privilege question, or a placement."""
    if move == SHIP_NOBLE or move == SHIP_WORKER:  # Expansion 2: a take from the ship
        row = s.pl[p]
        if move == SHIP_NOBLE:
            s.nob_ship -= 1
            row[NOB] += 1
        row[SJ] += 1
        s.col_ship -= 1
        s.ship_take += 1
        if not (hand_out_ship(s) or mayor_privilege(s, s.role_player)):
            s.engine.advance(s, 0)  # the placements, from the Mayor on
        return True
    if type(move) is int:  # the privilege question: take the colonist, or pass
        s.mayor_ask = False
        if move == TAKE_PRIVILEGE or move == TAKE_PRIVILEGE_ONE:
            take_privilege(s, p, s.privileges(p) if move == TAKE_PRIVILEGE else 1)
        if s.nobles and s.board[VILLA]:
            villas(s, p)
        s.engine.advance(s, 0)  # the placements, from the Mayor on
        return True
    return place(s, move, p)


def place(s: PRState, move: PlacementMove, p: int) -> bool:
    """Player ``p``'s colonists stand where the (valid) placement says, the rest in San Juan."""
    row = s.pl[p]
    # the colonists (as colonists_of, over the game's building types) are counted as the
    # buildings are filled
    total = row[SJ] + sum(row[OCC : OCC + NUM_TILE_KINDS])
    tiles = move[1]
    row[OCC : OCC + NUM_TILE_KINDS] = tiles  # a trusted placement has one count per kind
    placed = sum(tiles)
    blds = move[2]
    for b, pos, _circles in s.tables.on_board:  # a player owns board buildings only
        w = row[pos]
        if w >= 0:
            total += w
            c = blds[b]
            row[pos] = c
            placed += c
    row[SJ] = total - placed
    row[NMASK] = move[3] if len(move) > 3 else 0  # Expansion 2: which hold a noble
    return False


def end_mayor(s: PRState) -> bool:
    """The colonist ship is refilled with one colonist per empty building circle (at least
    one per player); a supply too short for that ends the game with this round."""
    empty = 0
    on_board = s.tables.on_board  # a player owns buildings of the board only
    for row in s.pl:
        for _b, pos, c in on_board:
            w = row[pos]
            if w >= 0:
                empty += c - w
    needed = max(empty, s.num_players)
    if s.nobles:
        # Expansion 2: one of the colonists is a noble while they last; a short supply
        # gives what it has and does not end the game ("NON usare" that end condition)
        noble = 1 if s.nob_supply > 0 else 0
        workers = needed - noble
        if workers > s.col_supply:
            workers = s.col_supply
        s.col_supply -= workers
        s.nob_supply -= noble
        s.col_ship += workers + noble
        s.nob_ship += noble
    elif s.col_supply >= needed:
        s.col_supply -= needed
        s.col_ship = needed
    else:
        s.end_triggered |= END_COLONISTS
        s.col_ship += s.col_supply
        s.col_supply = 0
    return end_phase(s)


def placement_problem(s: PRState, move: Any, p: int) -> str | None:
    """Why ``move`` is not a valid Mayor placement for player ``p`` (None if it is)."""
    if (
        not isinstance(move, tuple)
        or not 3 <= len(move) <= 4
        or move[0] != PLACE_TAG
        or not isinstance(move[1], tuple)
        or not isinstance(move[2], tuple)
        or len(move[1]) != NUM_TILE_KINDS
        or len(move[2]) != NUM_BUILDINGS
    ):
        return "This is not a colonist placement."
    row = s.pl[p]
    placed = 0
    for k in range(NUM_TILE_KINDS):
        c = move[1][k]
        if not isinstance(c, int) or isinstance(c, bool) or c < 0:
            return "This is not a colonist placement."
        if c > row[TILES + k]:
            return f"You do not have {c} {TILE_NAMES[k]} tiles to occupy."
        placed += c
    for b in range(NUM_BUILDINGS):
        c = move[2][b]
        if not isinstance(c, int) or isinstance(c, bool) or c < 0:
            return "This is not a colonist placement."
        if c and row[BLD + b] < 0:
            return f"You do not own a {BUILDINGS[b].name}."
        if c > B_CIRCLES[b]:
            circles = "1 circle" if B_CIRCLES[b] == 1 else f"{B_CIRCLES[b]} circles"
            return f"The {BUILDINGS[b].name} has only {circles}."
        placed += c
    total = colonists_of(row)
    if placed > total:
        return f"You have only {total} colonists."
    cap = capacity_of(row)
    if placed < min(total, cap):
        return "Colonists may stay in San Juan only when every circle is filled."
    if len(move) > 3 or s.nobles:
        return noble_placement_problem(s, move, row, total)
    return None


def noble_placement_problem(s: PRState, move: Any, row: list[int], total: int) -> str | None:
    """Expansion 2: the nobles a placement puts on the four buildings where it matters
    (``;nobles=...``) must be nobles the player has, and workers the rest of them."""
    mask = move[3] if len(move) > 3 else 0
    if not isinstance(mask, int) or isinstance(mask, bool) or not 0 <= mask < 16:
        return "This is not a colonist placement."
    if mask and not s.nobles:
        return "There are no nobles in this game."
    blds = move[2]
    on = 0  # colonists on the four buildings
    for i, b in enumerate(NOBLE_BUILDINGS):
        if blds[b]:
            on += 1
        elif mask >> i & 1:
            return f"A noble can stand on the {BUILDINGS[b].name} only with it occupied."
    nobles = bin(mask).count("1")
    if nobles > row[NOB]:
        return f"You have only {row[NOB]} noble{'' if row[NOB] == 1 else 's'}."
    if on - nobles > total - row[NOB]:
        return "You have too few workers (not nobles) for that placement."
    return None


def take_privilege(s: PRState, p: int, k: int) -> None:
    """The Mayor takes ``k`` privilege colonists (as many as the supply holds)."""
    if k > s.col_supply:
        k = s.col_supply
    s.col_supply -= k
    s.pl[p][SJ] += k


MAYOR = Phase("mayor", EACH_ONCE, mayor_move, mayor_options, start=start_mayor, end=end_mayor,
              forced=place, interruptible=False)  # (it places every colonist anyway)
