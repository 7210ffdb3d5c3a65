"""The Captain (rulebook, CAPITANO): from the Captain clockwise, round and round, each player
must load one kind of good onto a cargo ship (the ship carrying it, or an empty one; all the
barrels that fit), 1 VP per barrel, until nobody can load; the Captain's first load earns one
VP more (the privilege), an occupied Harbor one more per load, an occupied Wharf ships one kind
whole once. Then every player stores their barrels (one barrel, the warehouses' kinds whole;
phase ``storage``) and the full ships are unloaded.

A bonus VP that could empty the VP supply is a question (rules-notes 36). Expansion 1: the
Lighthouse, the Union Hall, the Small Wharf, the Storehouse (:func:`.rows.keep_options`), the
Library's doubled privilege. Expansion 2: the Royal Supplier.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.phases import EACH_ONCE, UNTIL_ALL_PASS, Phase

from .data import HARBOR, LIGHTHOUSE, NUM_GOODS, ROYAL_SUPPLIER, SMALL_WHARF, UNION_HALL, WHARF
from .guest_house import GUEST_POS, guest_moves
from .layout import (
    BLD,
    BONUS_BASE,
    DOUB,
    GOODS,
    NOB,
    PASS,
    PH_STORE,
    SMALL_WHARF_BASE,
    SUPPLIER_BASE,
    WHARF_BASE,
)
from .notation import (
    LOAD_MOVES,
    M_BONUS,
    M_LOAD,
    M_PASS,
    M_SMALL_WHARF,
    M_SUPPLIER,
    MOVES,
    Decoded,
    decode,
)
from .round import end_phase
from .rows import keep_options, union_hall_vp
from .supply import award_vp

if TYPE_CHECKING:
    from .state import PRState

_GOODS_RANGE = range(NUM_GOODS)


def start_captain(s: PRState) -> None:
    """Nobody has loaded yet; Expansion 1's Lighthouse and Union Halls act first."""
    s.idle = 0
    s.cap_bonus = False
    if s.board[LIGHTHOUSE] or s.board[UNION_HALL]:  # Expansion 1 (else nobody owns one)
        captain_buildings(s, s.role_player)


def captain_buildings(s: PRState, rp: int) -> None:
    """Expansion 1, before anyone loads: the Captain's Lighthouse doubloons (rules-notes
    44), then each Union Hall's VP, from the Captain clockwise."""
    row = s.pl[rp]
    if row[BLD + LIGHTHOUSE] > 0:
        coins = 1 + s.privileges(rp)
        row[DOUB] += coins
        s.bank -= coins
    n = s.num_players
    for step in range(n):
        p = (rp + step) % n
        if s.pl[p][BLD + UNION_HALL] > 0:
            vp = union_hall_vp(s.pl[p])
            if vp:
                award_vp(s, p, vp)


def captain_options(s: PRState, p: int) -> list[int]:
    """Player ``p``'s loads: each good they hold onto the ship carrying it, else onto an empty
    ship taking the most of it (no two ships carry one good); the Wharf; Expansion 1's Small
    Wharf and Expansion 2's Royal Supplier. Loading is compulsory: ``pass`` only when nothing
    else is offered but those buildings' optional moves."""
    row = s.pl[p]
    moves: list[int] = []
    ship_of = s.ship_of
    ship_n = s.ship_n
    ship_cap = s.ship_cap
    ship_good = s.ship_good
    has = False
    for g in _GOODS_RANGE:
        c = row[GOODS + g]
        if not c:
            continue
        has = True
        ship = ship_of[g]
        if ship >= 0:
            if ship_n[ship] < ship_cap[ship]:
                moves.append(LOAD_MOVES[ship][g])
            continue
        best = 0
        first = len(moves)
        for ship in range(len(ship_cap)):
            if ship_good[ship] < 0:
                amt = ship_cap[ship]
                if amt > c:
                    amt = c
                if amt > best:
                    best = amt
                    del moves[first:]
                    moves.append(LOAD_MOVES[ship][g])
                elif amt == best:
                    moves.append(LOAD_MOVES[ship][g])
    if has and row[BLD + WHARF] > 0 and not s.wharf_used[p]:
        must = bool(moves)
        for g in _GOODS_RANGE:
            if row[GOODS + g]:
                moves.append(WHARF_BASE + g)
        if not must:
            moves.append(PASS)
    if s.expansions and has and row[BLD + SMALL_WHARF] > 0 and not s.swharf_used[p]:
        add_small_wharf(s, p, row, moves)
    if (
        s.nobles
        and has
        and row[BLD + ROYAL_SUPPLIER] > 0
        and row[NOB]
        and not s.supplier_used[p]
    ):
        add_supplier(s, row, moves)
    return moves


def add_small_wharf(s: PRState, p: int, row: list[int], moves: list[int]) -> None:
    """Expansion 1: an occupied Small Wharf ships any barrels of any kinds (every non-empty
    choice is a move), once per phase, never compulsory (rules-notes 43)."""
    codes = [0]
    for g in _GOODS_RANGE:
        c = row[GOODS + g]
        if c:
            codes = [code + (m << (4 * g)) for code in codes for m in range(c + 1)]
    passing = bool(moves) and moves[-1] == PASS
    if passing:
        moves.pop()
    must = bool(moves) and not passing
    moves += [SMALL_WHARF_BASE + code for code in codes if code]
    if not must:
        moves.append(PASS)


def captain_move(s: PRState, move: int, p: int) -> bool:
    """Load (or ship with a wharf, or trade with the Royal Supplier, or answer the bonus VP
    question, or pass)."""
    m = MOVES.get(move) or decode(move)  # (decode: a Small Wharf move)
    kind = m.kind
    if s.nobles:
        if kind == M_SUPPLIER:
            return supply_royal(s, m, p)
        s.supplier_used[p] = True  # the first turn is taken: the Royal Supplier's moment
    if kind == M_PASS:
        s.idle += 1
        return False
    if kind == M_BONUS:  # the bonus VP question after a load
        s.bonus_left = 0
        if m.count:
            award_vp(s, p, m.count)
        return False
    if kind == M_SMALL_WHARF:
        return small_wharf_ship(s, m, p)
    row = s.pl[p]
    g = m.good
    if kind == M_LOAD:
        ship = m.ship
        amt = s.load_amount(p, ship, g)
        s.ship_n[ship] += amt
        s.ship_good[ship] = g
        s.ship_of[g] = ship
    else:  # the Wharf: every barrel of the kind
        amt = row[GOODS + g]
        s.goods[g] += amt
        s.wharf_used[p] = True
    row[GOODS + g] -= amt
    s.idle = 0
    if s.expansions and row[BLD + LIGHTHOUSE] > 0:  # Expansion 1: +1 doubloon a load
        row[DOUB] += 1
        s.bank -= 1
    return shipment_vp(s, p, row, amt)


def shipment_vp(s: PRState, p: int, row: list[int], amt: int) -> bool:
    """A shipment's VP: ``amt`` plus the bonus chips (the Harbor; the Captain's privilege
    on their first shipment, doubled by a Library), asked about when they could end the
    game (True: the question is set up)."""
    bonus = 0
    if row[BLD + HARBOR] > 0:
        bonus = 1
    if p == s.role_player and not s.cap_bonus:
        s.cap_bonus = True
        bonus += s.privileges(p)
    if bonus:
        left = s.vp_supply - amt
        if 0 < left <= bonus and not s.end_triggered:
            # rules-notes 36: the bonus chips could empty the VP supply, so end the game
            # this round: the player decides how many to take (the shipment's VP first)
            award_vp(s, p, amt)
            s.bonus_left = bonus
            s.legal = [BONUS_BASE + k for k in range(bonus, -1, -1)]
            return True
    award_vp(s, p, amt + bonus)
    return False


def small_wharf_ship(s: PRState, m: Decoded, p: int) -> bool:
    """Expansion 1: the barrels go back to the supply; 1 VP per 2 barrels, a shipment for
    the Harbor, the Captain's privilege and the Lighthouse (a doubloon per kind)."""
    row = s.pl[p]
    shipped = m.barrels
    kinds = 0
    for g in _GOODS_RANGE:
        c = shipped[g]
        if c:
            row[GOODS + g] -= c
            s.goods[g] += c
            kinds += 1
    s.swharf_used[p] = True
    s.idle = 0
    if row[BLD + LIGHTHOUSE] > 0:
        row[DOUB] += kinds
        s.bank -= kinds
    return shipment_vp(s, p, row, sum(shipped) >> 1)


def end_loading(s: PRState) -> bool:
    """Everyone passed in a row: the goods are stored, from the role player on."""
    s.phase = PH_STORE
    s.step = 0
    return False


def add_supplier(s: PRState, row: list[int], moves: list[int]) -> None:
    """Expansion 2, before the owner's first Captain turn: an occupied Royal Supplier trades
    barrels of different kinds, at most one per noble, for 1 VP each (every choice is a move,
    never compulsory)."""
    present = [g for g in _GOODS_RANGE if row[GOODS + g]]
    limit = row[NOB]
    passing = bool(moves) and moves[-1] == PASS
    if passing:
        moves.pop()
    must = bool(moves) and not passing
    for mask in range(1, 1 << len(present)):
        if bin(mask).count("1") <= limit:
            moves.append(
                SUPPLIER_BASE + sum(1 << g for i, g in enumerate(present) if mask >> i & 1)
            )
    if not must:
        moves.append(PASS)


def supply_royal(s: PRState, m: Decoded, p: int) -> bool:
    """Expansion 2: the Royal Supplier's barrels go back to the supply, 1 VP each (no
    other bonus); then the same player takes their turn as usual."""
    row = s.pl[p]
    s.supplier_used[p] = True
    kinds = 0
    for g in _GOODS_RANGE:
        if m.barrels[g]:
            row[GOODS + g] -= 1
            s.goods[g] += 1
            kinds += 1
    award_vp(s, p, kinds)
    moves = captain_options(s, p)
    if not moves:
        s.idle += 1  # nothing left to load: the turn passes
        return False
    if row[GUEST_POS] > 0:
        moves += guest_moves(s, p)
    s.legal = moves
    return True


# -- storage at the end of the Captain phase ---------------------------------------------------


def store_options(s: PRState, p: int) -> list[int]:
    """Player ``p``'s ways to store their barrels (:func:`.rows.keep_options`)."""
    return keep_options(s.pl[p])


def keep(s: PRState, move: int, p: int) -> bool:
    """Keep the barrels the move names; the others go back to the supply."""
    row = s.pl[p]
    kept = decode(move).barrels
    goods = s.goods
    for g in _GOODS_RANGE:
        keep = kept[g]
        have = row[GOODS + g]
        if have > keep:
            goods[g] += have - keep
            row[GOODS + g] = keep
    return False


def end_captain(s: PRState) -> bool:
    """Full ships are unloaded into the supply; the phase's memories are cleared."""
    cap = s.ship_cap
    for ship in range(len(cap)):
        if s.ship_n[ship] >= cap[ship]:
            g = s.ship_good[ship]
            s.goods[g] += s.ship_n[ship]
            s.ship_n[ship] = 0
            s.ship_good[ship] = -1
            s.ship_of[g] = -1
    for i in range(s.num_players):
        s.wharf_used[i] = False
        s.swharf_used[i] = False
        s.supplier_used[i] = False
    s.cap_bonus = False
    s.idle = 0
    return end_phase(s)


CAPTAIN = Phase("captain", UNTIL_ALL_PASS, captain_move, captain_options, start=start_captain,
                end=end_loading)
STORAGE = Phase("storage", EACH_ONCE, keep, store_options, end=end_captain, forced=True)
