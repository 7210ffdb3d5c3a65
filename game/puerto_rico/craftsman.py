"""The Craftsman (rulebook, ARTIGIANO): every player, from the Craftsman clockwise, produces
what their occupied plantations and production buildings make, as far as the supply lasts; an
occupied Factory pays for two kinds or more. Then the Craftsman takes one more barrel of a kind
they produced (the privilege).

Expansion 1: the Aqueduct (in :func:`.rows.production`), the Specialty Factory, the Library's
second barrel. Expansion 2: the Chapels (first) and the Jeweler. Expansion 4: the production
goal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.phases import LEADER_ONLY, Phase

from .data import CHAPEL, FACTORY, FACTORY_BONUS, JEWELER, NUM_GOODS, SPECIALTY_FACTORY
from .festival import festival_production
from .guest_house import guest_moves
from .layout import BLD, DOUB, EXTRA_BASE, GOODS, NOB, PASS
from .nobles import chapels
from .notation import M_PASS, MOVES
from .round import end_phase
from .rows import production, specialty_bonus

if TYPE_CHECKING:
    from .state import PRState

_GOODS_RANGE = range(NUM_GOODS)


def start_craftsman(s: PRState) -> None:
    """Everyone produces, from the role player on, as far as the supply lasts."""
    rp = s.role_player
    # Expansions 1 and 4: what each player holds before, for the Specialty Factory and the
    # Festival's production goal (a building off the board has no owner)
    festival = s.fest_goods and s.fest_won[1] < 0
    before = (
        [row[GOODS : GOODS + NUM_GOODS] for row in s.pl]
        if festival or s.board[SPECIALTY_FACTORY]
        else []
    )
    if s.nobles and s.board[CHAPEL]:
        chapels(s, rp)
    n = s.num_players
    goods = s.goods
    kinds: list[int] = []
    for step in range(n):
        p = (rp + step) % n
        row = s.pl[p]
        made = 0
        for g, amount in enumerate(production(row)):
            avail = goods[g]
            if amount > avail:
                amount = avail
            if amount > 0:
                goods[g] -= amount
                row[GOODS + g] += amount
                made += 1
                if step == 0:
                    kinds.append(g)
        if made > 1 and row[BLD + FACTORY] > 0:
            bonus = FACTORY_BONUS[made]
            row[DOUB] += bonus
            s.bank -= bonus
        if row[BLD + JEWELER] > 0 and row[NOB]:  # Expansion 2: a doubloon per noble
            row[DOUB] += row[NOB]
            s.bank -= row[NOB]
    s.craft_kinds = kinds
    if festival:
        festival_production(s, rp, before)
    if s.board[SPECIALTY_FACTORY]:
        specialty_factories(s, before)
    if s.expansions:  # Expansion 1: the Library's second privilege barrel
        s.extras_left = s.privileges(rp) - 1


def specialty_factories(s: PRState, before: list[list[int]]) -> None:
    """Expansion 1 after production: each occupied Specialty Factory's doubloons (from the
    barrels just received)."""
    for p, row in enumerate(s.pl):
        if row[BLD + SPECIALTY_FACTORY] > 0:
            received = [row[GOODS + g] - before[p][g] for g in _GOODS_RANGE]
            bonus = specialty_bonus(received)
            row[DOUB] += bonus
            s.bank -= bonus


def craft_options(s: PRState, p: int) -> list[int]:
    """The Craftsman's privilege: one more barrel of a kind they produced (while the supply
    has one), or ``pass``."""
    goods = s.goods
    moves = [EXTRA_BASE + g for g in s.craft_kinds if goods[g] > 0]
    if moves:
        moves.append(PASS)
    return moves


def craft_move(s: PRState, move: int, p: int) -> bool:
    """Take the privilege barrel (with a Library, then decide on a second one), or pass."""
    m = MOVES[move]
    if m.kind != M_PASS:
        g = m.good
        s.goods[g] -= 1
        s.pl[p][GOODS + g] += 1
        if s.extras_left > 0:  # a Library: a second barrel, same kind or another
            s.extras_left -= 1
            moves = craft_options(s, p)
            if moves:
                s.legal = moves + guest_moves(s, p)  # a decision like any other (45)
                return True
    s.craft_kinds = []
    s.extras_left = 0
    return False


CRAFTSMAN = Phase("craftsman", LEADER_ONLY, craft_move, craft_options, start=start_craftsman,
                  end=end_phase)
