"""The general supply (rulebook, PREPARAZIONE): the VP chips, the colonists, the plantation
stack and its discard pile. Every rule that takes from or gives back to them goes through here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.rng import Rng

from .data import FOREST_HOUSE
from .festival import festival_plantation
from .layout import BLD, END_VP, FOREST, HACIENDA_FOREST, HACIENDA_KEEP, ISL, OCC, SJ, TILES, VP
from .notation import BLD_PLACE

if TYPE_CHECKING:
    from .state import PRState


def award_vp(s: PRState, p: int, vp: int) -> None:
    """Player ``p`` takes ``vp`` VP chips; the last chip of the supply ends the game with this
    round (rulebook, FINE DEL GIOCO; the supply may go negative: VP owed on paper)."""
    s.pl[p][VP] += vp
    s.vp_supply -= vp
    if s.vp_supply <= 0:
        s.end_triggered |= END_VP
    taken = s.vp_taken
    if taken is not None:  # a live game's log: who took chips, in plain sight
        taken[p] += vp


def take_colonist(s: PRState) -> None:
    """A colonist leaves the supply for a player (the Hospice's, the University's): from the
    colonist ship when the supply is empty."""
    if s.col_supply > 0:
        s.col_supply -= 1
    else:
        s.col_ship -= 1


def reshuffle(s: PRState) -> None:
    """Turn the discard pile into a new hidden stack."""
    rng = Rng(0)
    rng.state = s.rng_state
    deck = s.discard
    rng.shuffle(deck)
    s.rng_state = rng.state
    s.deck = deck + s.deck
    s.discard = []


def draw_plantation(s: PRState) -> int:
    """The top hidden plantation (the discard pile is reshuffled first when the stack is
    empty; callers make sure one of the two holds a tile)."""
    if not s.deck:
        reshuffle(s)
    return s.deck.pop()


def take_drawn_tile(s: PRState, p: int) -> bool:
    """Player ``p`` draws the top hidden plantation onto their island (the Hacienda, the Land
    Office); with an occupied Forest House (Expansion 1) they look at it first, then keep it
    or lay it face down as a forest (True: that question is set up, rules-notes 41)."""
    k = draw_plantation(s)
    row = s.pl[p]
    if row[BLD + FOREST_HOUSE] > 0:
        s.hacienda_tile = k
        s.legal = [HACIENDA_KEEP, HACIENDA_FOREST]
        return True
    row[TILES + k] += 1
    row[ISL] += 1
    if k == s.fest_tile:  # Expansion 4
        festival_plantation(s, p)
    return False


def lay_drawn_tile(s: PRState, p: int, forest: bool) -> None:
    """The drawn tile player ``p`` looked at goes onto their island: a plantation, or face down
    as a forest (its kind stays the owner's secret: the view hides it)."""
    row = s.pl[p]
    k = s.hacienda_tile
    s.hacienda_tile = -1
    if forest:
        row[FOREST] += 1
        s.drawn_forests.append((p, k))
    else:
        row[TILES + k] += 1
        if k == s.fest_tile:  # Expansion 4
            festival_plantation(s, p)
    row[ISL] += 1


def add_colonist(row: list[int], place: int) -> None:
    """One more colonist on a row's ``place`` (a :attr:`.notation.Decoded.place`: a tile kind,
    or ``BLD_PLACE`` + a building): a guest moving, a raided colonist placed."""
    if place >= BLD_PLACE:
        row[BLD + place - BLD_PLACE] += 1
    else:
        row[OCC + place] += 1


def discard_tile(row: list[int], k: int) -> None:
    """Expansion 2: a tile of kind ``k`` leaves the island, an empty one if there is one
    (rules-notes), else an occupied one whose colonist goes to San Juan."""
    if row[OCC + k] >= row[TILES + k]:
        row[OCC + k] -= 1
        row[SJ] += 1
    row[TILES + k] -= 1
    row[ISL] -= 1


def colonist_available(s: PRState) -> bool:
    """Whether a building can give a player a colonist now (the Hospice's, the University's):
    one in the supply, or a worker on the colonist ship (its noble stays there)."""
    return s.col_supply > 0 or s.col_ship > s.nob_ship
