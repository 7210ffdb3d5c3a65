"""Preparing a game (rulebook, PREPARAZIONE, with the official two-player rules and each
expansion's own PREPARAZIONE): the supplies by player count, the starting plantations, the
shuffled plantation stack, the role cards, the cargo ships, the board's buildings; then the
Expansion 1 draft or the first round.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.rng import Rng

from .board import BASE_BOARD, DRAFT_BOARD, nbld_of
from .data import (
    BANK_TOTAL,
    BUCCANEER,
    EXPANSION_OPTIONS,
    GOOD_BARRELS,
    NUM_BUILDINGS,
    NUM_GOODS,
    PLANTATION_TILES,
    QUARRY_TILES,
    SETUPS,
    building_copies,
)
from .draft import start_draft
from .layout import BLD, BUC_STEP_OPTION, DOUB, ISL, LIBRARY_TILE_LATER, ROW_LEN, TILES
from .nobles import setup_nobles
from .round import begin_play

if TYPE_CHECKING:
    from .state import PRState

_GOODS_RANGE = range(NUM_GOODS)
# An empty player row: no building owned (-1 in every building slot).
_EMPTY_ROW = [0] * ROW_LEN
_EMPTY_ROW[BLD : BLD + NUM_BUILDINGS] = [-1] * NUM_BUILDINGS
_COPIES = {n: tuple(building_copies(b, n) for b in range(NUM_BUILDINGS)) for n in SETUPS}
_SUPPLY = {  # the building supply at setup: the copies of the types on the starting board
    (n, drafted): [
        c if on else 0
        for c, on in zip(_COPIES[n], DRAFT_BOARD if drafted else BASE_BOARD, strict=True)
    ]
    for n in SETUPS
    for drafted in (False, True)
}


def expansions_problem(expansions: Any) -> str | None:
    """Why ``expansions`` (a set of :data:`data.EXPANSION_OPTIONS` names) cannot be played by
    this engine, or None."""
    for name in sorted(expansions):
        if name not in EXPANSION_OPTIONS:
            known = ", ".join(EXPANSION_OPTIONS)
            return f"Unknown Puerto Rico expansion {name!r} (known: {known})."
    return None




def new_game(
    cls: type[PRState],
    players: int,
    seed: int,
    hidden_vp: bool = True,
    expansions: frozenset[str] | set[str] | tuple[str, ...] = frozenset(),
    random_draft: bool = False,
) -> PRState:
    """:meth:`PRState.new`: the table laid out, then the draft or the first round."""
    if players not in SETUPS:
        raise ValueError("Puerto Rico is played by 2 to 5 players.")
    expansions = frozenset(expansions)
    if expansions:
        problem = expansions_problem(expansions)
        if problem:
            raise ValueError(problem)
    setup = SETUPS[players]
    rng = Rng(seed)
    s = cls.__new__(cls)
    n = players
    s.num_players = n
    s.hidden_vp = hidden_vp
    s.expansions = expansions
    s.nbld = nbld_of(expansions)
    s.random_draft = bool(random_draft) and "buildings" in expansions
    s.picks_per_round = setup.picks_per_round
    s.pl = []
    bank = BANK_TOTAL
    tiles = [PLANTATION_TILES[k] - setup.plantations_removed for k in _GOODS_RANGE]
    for seat in range(n):
        row = _EMPTY_ROW[:]  # no building owned (-1 in every building slot)
        row[DOUB] = setup.doubloons
        bank -= setup.doubloons
        start = setup.start_tiles[seat]
        row[TILES + start] = 1
        row[ISL] = 1
        tiles[start] -= 1
        s.pl.append(row)
    deck = [k for k in _GOODS_RANGE for _ in range(tiles[k])]
    rng.shuffle(deck)
    s.deck = deck
    s.discard = []
    s.face_up = [0] * NUM_GOODS
    for _ in range(n + 1):
        s.face_up[deck.pop()] += 1
    s.quarries = QUARRY_TILES - setup.quarries_removed
    s.goods = [GOOD_BARRELS[g] - setup.goods_removed for g in _GOODS_RANGE]
    s.col_supply = setup.supply_colonists
    s.col_ship = setup.ship_colonists
    s.vp_supply = setup.vp_chips
    s.bank = bank
    s.role_kind = list(setup.roles)
    if "buccaneer" in expansions:  # Expansion 3: one more card, whatever the player count
        s.role_kind.append(BUCCANEER)
    s.role_coins = [0] * len(s.role_kind)
    s.role_taken = [-1] * len(s.role_kind)
    s.ship_cap = list(setup.ships)
    s.ship_good = [-1] * len(setup.ships)
    s.ship_n = [0] * len(setup.ships)
    s.ship_of = [-1] * NUM_GOODS
    s.house = []
    drafted = "buildings" in expansions
    # Without the draft the base game's buildings are on the board; with it, the production
    # buildings, and the violet ones as players place them (rules-notes 39).
    s.board = DRAFT_BOARD if drafted else BASE_BOARD
    s.bsupply = _SUPPLY[n, drafted][:]
    s.nobles = "nobles" in expansions
    s.nob_supply = 0
    s.nob_ship = 0
    s.ship_take = -1
    s.supplier_used = [False] * n
    s.land_used = False
    s.forests_out = 0
    s.lodge_vp = -1
    if s.nobles:
        setup_nobles(s, setup.ship_colonists, setup.supply_colonists)
    s.use_board(s.board)
    s.governor = 0
    s.round = 1
    s.end_triggered = 0
    s.hacienda_used = False
    s.craft_kinds = []
    s.step = 0
    s.idle = 0
    s.wharf_used = [False] * n
    s.cap_bonus = False
    s.mayor_ask = False
    s.bonus_left = 0
    s.lib_turn = LIBRARY_TILE_LATER
    s.hacienda_tile = -1
    s.drawn_forests = []
    s.extras_left = 0
    s.swharf_used = [False] * n
    s.window_for = -1
    s.buc_token = -1
    s.buc_kidnap = -1
    s.buc_step = BUC_STEP_OPTION
    s.buc_good = -1
    s.buc_hold = 0
    s.buc_left = 0
    s.plunder_vp = (0,) * n if "buccaneer" in expansions else ()
    s.fest_tile = -1
    s.fest_goods = ()
    s.fest_building = -1
    s.fest_won = (-1, -1, -1)
    s.rng_state = rng.state
    if drafted:
        start_draft(s)
    else:
        begin_play(s)
    return s
