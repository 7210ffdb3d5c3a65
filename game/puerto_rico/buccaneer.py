"""Expansion 3, the Buccaneer (rulebook, ESPANSIONE 3): one more role card. Its chooser takes
the Buccaneer token (and may not choose the card while holding it) and alone picks one option:
Piracy (empty a cargo ship, keep up to 3 of its barrels), Plunder (empty the trading house,
1 VP per good), Raid (reduce the colonist ship to one colonist per player, place up to 3 of the
others), or Kidnapping (take an unchosen role card's doubloons; its role is played later).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.phases import LEADER_ONLY, Phase

from .data import B_CIRCLES, BUCCANEER_KEEP, NUM_TILE_KINDS, PLUNDER_VP_PER_GOOD
from .guest_house import guest_moves
from .layout import (
    BUC_KIDNAP_BASE,
    BUC_LOOT_BASE,
    BUC_PIRACY_BASE,
    BUC_PLUNDER,
    BUC_RAID,
    BUC_RAID_BUILDING,
    BUC_RAID_PLACE_BASE,
    BUC_STEP_LOOT,
    BUC_STEP_OPTION,
    BUC_STEP_RAID,
    DOUB,
    GOODS,
    OCC,
    PASS,
    TILES,
)
from .notation import M_KIDNAP, M_PASS, M_PLUNDER, M_RAID, MOVES
from .round import end_phase
from .supply import add_colonist, award_vp

if TYPE_CHECKING:
    from .state import PRState

# buc_step: choosing an option, Piracy's loot, Raid's places
BUCCANEER_STEPS = ("option", "loot", "raid")


def start_buccaneer(s: PRState) -> None:
    """The chooser takes the Buccaneer token (and keeps it until someone else chooses the
    Buccaneer); only they act in this phase."""
    s.buc_token = s.role_player
    s.buc_step = BUC_STEP_OPTION


def buccaneer_options(s: PRState, p: int) -> list[int]:
    """The chooser's decision: one of the four options (only those that change something;
    ``pass`` takes none), then Piracy's loot or Raid's placements."""
    step = s.buc_step
    if step == BUC_STEP_LOOT:
        keep = min(BUCCANEER_KEEP, s.buc_hold)
        return [BUC_LOOT_BASE + k for k in range(keep, -1, -1)]
    if step == BUC_STEP_RAID:
        return raid_options(s, p)
    moves = [BUC_PIRACY_BASE + ship for ship in range(len(s.ship_cap)) if s.ship_n[ship]]
    if s.house:
        moves.append(BUC_PLUNDER)
    if s.col_ship > s.num_players and s.col_ship > s.nob_ship:
        moves.append(BUC_RAID)
    moves += [BUC_KIDNAP_BASE + c for c, t in enumerate(s.role_taken) if t < 0]
    moves.append(PASS)
    return moves


def raid_options(s: PRState, p: int) -> list[int]:
    """Raid: a removed colonist goes to a free circle of the player's tiles or buildings
    (never to San Juan), or ``pass`` keeps no more (rules-notes 64)."""
    row = s.pl[p]
    moves = [
        BUC_RAID_PLACE_BASE + k for k in range(NUM_TILE_KINDS) if row[OCC + k] < row[TILES + k]
    ]
    for b, pos, _cost, _col, _spaces in s.tables.build:  # the buildings on the board
        if 0 <= row[pos] < B_CIRCLES[b]:
            moves.append(BUC_RAID_PLACE_BASE + BUC_RAID_BUILDING + b)
    if moves:
        moves.append(PASS)
    return moves


def buccaneer_move(s: PRState, move: int, p: int) -> bool:
    """Take an option (or none), or keep Piracy's barrels, or place a raided colonist."""
    row = s.pl[p]
    m = MOVES[move]
    kind = m.kind
    step = s.buc_step
    if step == BUC_STEP_LOOT:  # Piracy: keep some barrels, the others go back to the supply
        kept = m.count
        g = s.buc_good
        row[GOODS + g] += kept
        s.goods[g] += s.buc_hold - kept
        buccaneer_done(s)
        return False
    if step == BUC_STEP_RAID:  # Raid: one colonist placed, or pass
        if kind != M_PASS:
            add_colonist(row, m.place)
            s.buc_hold -= 1
            s.buc_left -= 1
            if s.buc_left > 0:
                moves = raid_options(s, p)
                if moves:
                    s.legal = moves + guest_moves(s, p)
                    return True
        s.col_supply += s.buc_hold  # the colonists not kept
        buccaneer_done(s)
        return False
    if kind == M_PASS:
        return False
    if kind == M_PLUNDER:
        vp = len(s.house) * PLUNDER_VP_PER_GOOD
        for g in s.house:
            s.goods[g] += 1
        s.house = []
        gained = list(s.plunder_vp)
        gained[p] += vp
        s.plunder_vp = tuple(gained)
        award_vp(s, p, vp)
        return False
    if kind == M_RAID:
        # workers leave the ship; a noble on it stays (Expansion 2, rules-notes 64)
        removed = min(s.col_ship - s.num_players, s.col_ship - s.nob_ship)
        s.col_ship -= removed
        s.buc_hold = removed
        s.buc_left = min(BUCCANEER_KEEP, removed)
        s.buc_step = BUC_STEP_RAID
        moves = raid_options(s, p)
        if moves:
            s.legal = moves + guest_moves(s, p)
            return True
        s.col_supply += removed  # no free circle: none can be kept
        buccaneer_done(s)
        return False
    if kind == M_KIDNAP:  # Kidnapping: the card's doubloons now; the rest later
        card = m.card
        row[DOUB] += s.role_coins[card]
        s.role_coins[card] = 0
        s.buc_kidnap = card
        return False
    ship = m.ship  # Piracy: the ship is emptied
    g = s.ship_good[ship]
    s.buc_good = g
    s.buc_hold = s.ship_n[ship]
    s.ship_n[ship] = 0
    s.ship_good[ship] = -1
    s.ship_of[g] = -1
    s.buc_step = BUC_STEP_LOOT
    s.legal = buccaneer_options(s, p) + guest_moves(s, p)
    return True


def buccaneer_done(s: PRState) -> None:
    """The option is played out: nothing is held any more."""
    s.buc_step = BUC_STEP_OPTION
    s.buc_good = -1
    s.buc_hold = 0
    s.buc_left = 0



BUCCANEER = Phase("buccaneer", LEADER_ONLY, buccaneer_move, buccaneer_options,
                  start=start_buccaneer, end=end_phase)
