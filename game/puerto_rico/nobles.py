"""Expansion 2, the Nobles (rulebook, ESPANSIONE 2): the hooks that are not one phase's
options. Nobles come in the colonist supply and on the colonist ship (one per load while they
last); they are colonists that score 1 VP each. The Villa gives a noble after the Mayor's
privilege, the Chapel a doubloon or a VP as the Craftsman phase starts, the Hunting Lodge acts
at the end of the Settler phase (phase ``lodge``). The Land Office (Trader), the Royal Supplier
(Captain), the Zoning Office (Builder) and the Jeweler (Craftsman) are in their phases' modules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.phases import EACH_ONCE, Phase

from .data import (
    B_EXPANSION,
    CHAPEL,
    COLONISTS,
    HUNTING_LODGE,
    HUNTING_LODGE_VP,
    ISLAND_SPACES,
    NOBLE_BIT,
    NOBLES,
    NUM_BUILDINGS,
    NUM_GOODS,
    VILLA,
    building_copies,
)
from .layout import (
    BLD,
    DOUB,
    FOREST,
    ISL,
    LODGE_BASE,
    LODGE_FOREST,
    LODGE_VP,
    NMASK,
    NOB,
    PASS,
    SHIP_NOBLE,
    SHIP_WORKER,
    SJ,
    TILES,
)
from .notation import MOVES
from .placements import VIOLET_MASK
from .round import end_phase
from .supply import award_vp, discard_tile

if TYPE_CHECKING:
    from .state import PRState

NOBLE_ROWS = tuple(b for b in range(NUM_BUILDINGS) if B_EXPANSION[b] == "nobles")
_GOODS_RANGE = range(NUM_GOODS)


def setup_nobles(s: PRState, ship: int, supply: int) -> None:
    """Expansion 2 setup: its buildings on the board (without Expansion 1 all eight; with
    it the Jeweler, a production building, while the draft fills the red spaces), every
    colonist in the supply (2 players: the 2-player numbers, applied after the expansion's,
    rulebook PARTITE IN DUE GIOCATORI) and the ship's first load with one noble."""
    n = s.num_players
    board = list(s.board)
    for b in NOBLE_ROWS:
        if "buildings" not in s.expansions or not VIOLET_MASK[b]:
            board[b] = True
            s.bsupply[b] = building_copies(b, n)
    s.board = tuple(board)
    workers = ship - 1  # one of the ship's colonists is a noble
    s.col_ship = ship
    s.col_supply = supply if n == 2 else COLONISTS - workers
    s.nob_ship = 1
    s.nob_supply = NOBLES - 1


def hunting_lodges(s: PRState) -> bool:
    """At the end of the Settler phase: an occupied Hunting Lodge with a noble gives its
    owner 2 VP if they alone have the most empty island spaces; one with a worker lets its
    owner discard a plantation or a forest (phase ``lodge``, from the Settler clockwise;
    True: someone has that choice)."""
    pl = s.pl
    owners = [p for p in range(s.num_players) if pl[p][BLD + HUNTING_LODGE] > 0]
    if not owners:
        return False
    bit = NOBLE_BIT[HUNTING_LODGE]
    for p in owners:
        if pl[p][NMASK] & bit:
            empty = ISLAND_SPACES - pl[p][ISL]
            if all(ISLAND_SPACES - r[ISL] < empty for q, r in enumerate(pl) if q != p):
                if 0 < s.vp_supply <= HUNTING_LODGE_VP and not s.end_triggered:
                    s.lodge_vp = p  # "può ricevere": they could end the game (as 36)
                else:
                    award_vp(s, p, HUNTING_LODGE_VP)
    return any(lodge_options(s, p) for p in owners)


def lodge_options(s: PRState, p: int) -> list[int]:
    """Player ``p``'s choices in the lodge phase: the 2 VP (a noble, when asked) or a tile to
    discard (a worker), or ``pass``."""
    if p == s.lodge_vp:
        return [LODGE_VP, PASS]
    row = s.pl[p]
    if row[BLD + HUNTING_LODGE] <= 0 or row[NMASK] & NOBLE_BIT[HUNTING_LODGE]:
        return []
    moves = [LODGE_BASE + k for k in _GOODS_RANGE if row[TILES + k]]
    if row[FOREST]:
        moves.append(LODGE_BASE + LODGE_FOREST)
    if moves:
        moves.append(PASS)
    return moves


def lodge_move(s: PRState, move: int, p: int) -> bool:
    """Discard the tile (a plantation to the discard pile, its colonist if it had one to San
    Juan; a forest out of the game, rules-notes), or pass."""
    if p == s.lodge_vp:
        s.lodge_vp = -1
        if move == LODGE_VP:
            award_vp(s, p, HUNTING_LODGE_VP)
    elif move != PASS:
        row = s.pl[p]
        m = MOVES[move]
        if m.forest:
            row[FOREST] -= 1
            row[ISL] -= 1
            s.forests_out += 1
        else:
            discard_tile(row, m.tile)
            s.discard.append(m.tile)
    return False


def hand_out_ship(s: PRState) -> bool:
    """Expansion 2: the ship's colonists are taken one at a time from the Mayor clockwise
    (rulebook: "A turno ... prendono un lavoratore dalla Sala"); while the noble and a worker
    are both on board the taker chooses (``ship:noble`` / ``ship:worker``; True: asked)."""
    pl = s.pl
    n = s.num_players
    rp = s.role_player
    while s.col_ship:
        p = (rp + s.ship_take) % n
        if s.nob_ship:
            if s.col_ship > s.nob_ship:
                s.cur = p
                s.step = (p - rp) % n
                s.legal = [SHIP_NOBLE, SHIP_WORKER]
                return True
            s.nob_ship -= 1  # only the noble is left: the taker has no choice
            pl[p][NOB] += 1
        pl[p][SJ] += 1
        s.col_ship -= 1
        s.ship_take += 1
    s.ship_take = -1
    return False


def villas(s: PRState, rp: int) -> None:
    """Expansion 2, after the Mayor's privilege: each occupied Villa's owner, from the Mayor
    clockwise, takes a noble from the supply, a worker when none is left (rules-notes)."""
    n = s.num_players
    for step in range(n):
        row = s.pl[(rp + step) % n]
        if row[BLD + VILLA] > 0:
            if s.nob_supply > 0:
                s.nob_supply -= 1
                row[NOB] += 1
                row[SJ] += 1
            elif s.col_supply > 0:
                s.col_supply -= 1
                row[SJ] += 1


def chapels(s: PRState, rp: int) -> None:
    """Expansion 2, as the Craftsman phase starts (before production), from the Craftsman
    clockwise: an occupied Chapel gives its owner a doubloon (a worker) or a VP chip (a
    noble)."""
    n = s.num_players
    for step in range(n):
        p = (rp + step) % n
        row = s.pl[p]
        if row[BLD + CHAPEL] > 0:
            if row[NMASK] & NOBLE_BIT[CHAPEL]:
                award_vp(s, p, 1)
            else:
                row[DOUB] += 1
                s.bank -= 1


LODGE = Phase("lodge", EACH_ONCE, lodge_move, lodge_options, end=end_phase)
