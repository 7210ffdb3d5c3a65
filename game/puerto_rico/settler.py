"""The Settler (rulebook, COLONO): from the Settler clockwise each player takes one face-up
plantation onto an empty island space; the Settler may take a quarry instead (the privilege).
Then the face-up tiles left are discarded and as many as players + 1 are drawn anew.

Buildings: Hospice (a colonist on the tile), Construction Hut (a quarry for anyone), and with
Expansion 1 the Hacienda (first a hidden plantation), the Forest House (a forest: a tile laid
face down) and the Library (the Settler takes a second tile at the end); Expansion 2's Hunting
Lodges act at the phase's end (:mod:`.nobles`); Expansion 4's plantation goal
(:mod:`.festival`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.phases import EACH_ONCE, Phase

from .data import (
    CONSTRUCTION_HUT,
    FOREST_HOUSE,
    HACIENDA,
    HOSPICE,
    HUNTING_LODGE,
    ISLAND_SPACES,
    NUM_GOODS,
    QUARRY,
)
from .festival import festival_plantation
from .guest_house import GUEST_POS, guest_moves
from .layout import (
    BLD,
    FOREST,
    HACIENDA_DRAW,
    ISL,
    LIBRARY_TILE_DONE,
    LIBRARY_TILE_LATER,
    LIBRARY_TILE_NOW,
    OCC,
    PASS,
    PH_LODGE,
    SJ,
    TAKE_BASE,
    TAKE_FOREST_BASE,
    TAKE_FOREST_HOSPICE_BASE,
    TAKE_HOSPICE_BASE,
    TILES,
)
from .nobles import hunting_lodges
from .notation import M_HACIENDA, M_HACIENDA_FOREST, M_PASS, MOVES
from .round import end_phase
from .supply import (
    colonist_available,
    lay_drawn_tile,
    reshuffle,
    take_colonist,
    take_drawn_tile,
)

if TYPE_CHECKING:
    from .state import PRState

_GOODS_RANGE = range(NUM_GOODS)


def start_settler(s: PRState) -> None:
    """Nobody has drawn with the Hacienda yet; the Library's second tile is to come."""
    s.hacienda_used = False
    s.lib_turn = LIBRARY_TILE_LATER


def settler_options(s: PRState, p: int) -> list[int]:
    """Player ``p``'s choices: a face-up plantation (with an occupied Hospice, also with its
    colonist), a quarry (the Settler's privilege, an occupied Construction Hut), Expansion 1's
    forest and Hacienda draw, or ``pass``; none with a full island."""
    row = s.pl[p]
    if row[ISL] >= ISLAND_SPACES:
        return []
    moves: list[int] = []
    fu = s.face_up
    # the Library's second tile: no Hospice, Hacienda, privilege
    second = s.lib_turn == LIBRARY_TILE_NOW
    hosp = not second and row[BLD + HOSPICE] > 0 and colonist_available(s)
    for k in _GOODS_RANGE:
        if fu[k]:
            moves.append(TAKE_BASE + k)
            if hosp:
                moves.append(TAKE_HOSPICE_BASE + k)
    if s.quarries and (
        (p == s.role_player and not second) or row[BLD + CONSTRUCTION_HUT] > 0
    ):
        moves.append(TAKE_BASE + QUARRY)
        if hosp:
            moves.append(TAKE_HOSPICE_BASE + QUARRY)
    if row[BLD + FOREST_HOUSE] > 0:  # Expansion 1: a face-up plantation as a forest
        for k in _GOODS_RANGE:
            if fu[k]:
                moves.append(TAKE_FOREST_BASE + k)
                if hosp:
                    moves.append(TAKE_FOREST_HOSPICE_BASE + k)
    if (
        not second
        and not s.hacienda_used
        and row[BLD + HACIENDA] > 0
        and (s.deck or s.discard)
    ):
        moves.append(HACIENDA_DRAW)
    if moves:
        moves.append(PASS)
    return moves


def settler_leave(s: PRState) -> None:
    """A player's turn passed without a decision."""
    s.hacienda_used = False  # the Hacienda flag belongs to the player whose turn it is


def settler_move(s: PRState, move: int, p: int) -> bool:
    """Take the tile (or draw with the Hacienda, then decide again; or pass)."""
    row = s.pl[p]
    m = MOVES[move]
    kind = m.kind
    if kind == M_HACIENDA or kind == M_HACIENDA_FOREST:
        if kind == M_HACIENDA:
            s.hacienda_used = True
            if take_drawn_tile(s, p):
                return True  # (Expansion 1) the Forest House's owner looks at it first
        else:
            lay_drawn_tile(s, p, m.forest)
        moves = settler_options(s, p)
        if moves:  # the same player now takes a face-up tile (or passes)
            if s.expansions and row[GUEST_POS] > 0:
                moves += guest_moves(s, p)  # a decision like any other (45)
            s.legal = moves
            return True
    elif m.forest:
        # Expansion 1: a face-up plantation laid face down as a forest (with the Hospice,
        # its colonist waits in San Juan: a forest has no circle)
        if m.colonist:
            take_colonist(s)
            row[SJ] += 1
        s.face_up[m.tile] -= 1
        row[FOREST] += 1
        row[ISL] += 1
    elif kind != M_PASS:
        k = m.tile
        if m.colonist:  # the Hospice's
            take_colonist(s)
            row[OCC + k] += 1
        if k == QUARRY:
            s.quarries -= 1
        else:
            s.face_up[k] -= 1
        row[TILES + k] += 1
        row[ISL] += 1
        if k == s.fest_tile:  # Expansion 4 (-1 in other games)
            festival_plantation(s, p)
    s.hacienda_used = False
    if s.lib_turn == LIBRARY_TILE_NOW:  # the Library's second tile was the last decision
        s.lib_turn = LIBRARY_TILE_DONE
        if not end_settler(s):
            s.engine.advance(s, s.step)
        return True
    return False


def end_settler(s: PRState) -> bool:
    """Everyone took a tile: the Library's second tile (Expansion 1), then the face-up tiles
    are discarded and as many as players + 1 drawn; the Hunting Lodges (Expansion 2) last.
    True when the next decision is set up (the Library's tile)."""
    if s.expansions and s.lib_turn == LIBRARY_TILE_LATER:
        s.lib_turn = LIBRARY_TILE_DONE
        rp = s.role_player
        if s.privileges(rp) > 1:
            # Expansion 1, Library: the privilege twice: once everyone has taken a tile, the
            # Settler takes a second face-up plantation (a quarry only with a Construction Hut)
            s.lib_turn = LIBRARY_TILE_NOW
            moves = settler_options(s, rp)
            if moves:
                s.cur = rp
                s.step = 0  # the Settler's own turn, once more
                s.legal = moves
                return True
            s.lib_turn = LIBRARY_TILE_DONE
    fu = s.face_up
    discard = s.discard
    for k in _GOODS_RANGE:
        c = fu[k]
        if c:
            discard.extend([k] * c)
            fu[k] = 0
    for _ in range(s.num_players + 1):
        if not s.deck:
            if not s.discard:
                break
            reshuffle(s)
        fu[s.deck.pop()] += 1
    s.lib_turn = LIBRARY_TILE_LATER
    if s.nobles and s.board[HUNTING_LODGE] and hunting_lodges(s):
        s.phase = PH_LODGE
        s.step = 0
        return False
    return end_phase(s)


SETTLER = Phase("settler", EACH_ONCE, settler_move, settler_options, start=start_settler,
                end=end_settler, skip=settler_leave)
