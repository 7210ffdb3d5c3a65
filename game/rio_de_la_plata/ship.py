"""The ship (book: "Nave"): opened by the Port; dock workers load up to 3 resources each; sent
for 2 silver (1 to the Shipowner) or free when full, it leaves at the end of the year's effects
phase and comes back two years later, paying for its cargo in that year's effects phase.

Decisions (rules notes): the fee is paid when the ship is sent and split when it leaves; a ship
still empty at the end of the effects phase stays and the fee is given back ("Una nave vuota non
può partire").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .data import (
    HOLD_PER_PLAYER,
    PAY_PLAIN,
    PAY_PRECIOUS,
    PAY_SET,
    PORT,
    SHIP_FEE,
    SHIPOWNER,
    SHIPOWNER_VP,
    VOYAGE_YEARS,
)

if TYPE_CHECKING:
    from .state import RioState


def capacity(s: RioState) -> int:
    """7 resources per player; 2 players play on the 3-player board (21)."""
    return HOLD_PER_PLAYER * max(3, s.num_players)


def cargo(s: RioState) -> int:
    return sum(sum(row) for row in s.cargo)


def in_port(s: RioState) -> bool:
    return s.major_done[PORT] >= 0 and s.ship_back == -1


def can_load_this_year(s: RioState) -> bool:
    """Loading: the Port is built, the ship is in port, did not come back this year, has room."""
    return in_port(s) and s.ship_in != s.year and not s.ship_full and cargo(s) < capacity(s)


def may_send(s: RioState, p: int) -> bool:
    """``p`` may pay to send the ship this year."""
    return (in_port(s) and s.ship_in != s.year and s.ship_sent == -1 and not s.ship_full
            and s.silver[p] >= SHIP_FEE)


def send(s: RioState, p: int) -> None:
    s.silver[p] -= SHIP_FEE
    s.ship_sent = p


def load_options(s: RioState, p: int) -> list[tuple]:
    """What one dock worker of ``p`` may load: 1 to 3 of their resources, within the room
    left."""
    room = min(3, capacity(s) - cargo(s))
    found = []
    for st in range(min(room, s.stone[p]) + 1):
        for wd in range(min(room - st, s.wood[p]) + 1):
            for pr in range(min(room - st - wd, s.precious[p]) + 1):
                if st + wd + pr:
                    found.append(("load", st, wd, pr))
    return found


def load(s: RioState, p: int, stone: int, wood: int, precious: int) -> None:
    s.stone[p] -= stone
    s.wood[p] -= wood
    s.precious[p] -= precious
    row = s.cargo[p]
    row[0] += stone
    row[1] += wood
    row[2] += precious
    s.dock[p] -= 1
    s.hand[p] += 1
    if cargo(s) >= capacity(s):
        s.ship_full = True  # it leaves free at the end of the effects phase


def leave(s: RioState) -> None:
    """The end of the effects phase: a sent or full ship with cargo leaves (the fee split: 1 to
    the Shipowner of a previous year, if any, 1 to the bank); a sent empty one stays and the fee
    goes back."""
    if not in_port(s):
        return
    if s.ship_sent == -1 and not s.ship_full:
        return
    payer = s.ship_sent
    if cargo(s) == 0:
        if payer != -1:
            s.silver[payer] += SHIP_FEE
    else:
        s.ship_back = s.year + VOYAGE_YEARS
        owner = s.office_owner[SHIPOWNER]
        if payer != -1 and not s.ship_full and owner != -1 and s.office_year[SHIPOWNER] < s.year:
            s.silver[owner] += 1
    s.ship_sent = -1
    s.ship_full = False


def come_back(s: RioState) -> None:
    """The start of the effects phase in the year it comes back: each player is paid for their
    cargo (as many sets of stone, wood and precious as it makes, the rest one by one), the
    Shipowner scores the voyage."""
    if s.ship_back != s.year:
        return
    for p, row in enumerate(s.cargo):
        stone, wood, precious = row
        sets = min(stone, wood, precious)
        plain = stone + wood - 2 * sets
        single = precious - sets
        s.silver[p] += sets * PAY_SET[0] + plain * PAY_PLAIN[0] + single * PAY_PRECIOUS[0]
        s.vp[p] += sets * PAY_SET[1] + single * PAY_PRECIOUS[1]
        s.cargo[p] = [0, 0, 0]
    owner = s.office_owner[SHIPOWNER]
    if owner != -1 and s.office_year[SHIPOWNER] < s.year:
        s.vp[owner] += SHIPOWNER_VP
    s.ship_back = -1
    s.ship_in = s.year
    s.voyages += 1
