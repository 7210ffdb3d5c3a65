"""A round (rulebook, SVOLGIMENTO DEL GIOCO): from the Governor clockwise each player chooses a
role card, takes its doubloons, and that role's phase is played (the Prospector has none: a
doubloon); when the round's roles are chosen, a doubloon goes on every card left, the Governor
card moves on, and the game ends if an end was triggered (FINE DEL GIOCO).

The phases themselves are in their modules; this one starts and ends them. The rows ``role``
and ``over`` of the phase table are here.
"""

from __future__ import annotations

from operator import attrgetter
from typing import TYPE_CHECKING

from game.core.errors import IllegalMove
from game.core.phases import CHOICE, Phase, no_options
from game.core.protocol import Move

from .data import BUCCANEER, ROLE_IDS
from .festival import setup_festival
from .guest_house import WINDOWS, guests_waiting
from .layout import (
    DOUB,
    PH_BUCCANEER,
    PH_BUILDER,
    PH_CAPTAIN,
    PH_CRAFT,
    PH_GUESTS,
    PH_MAYOR,
    PH_OVER,
    PH_ROLE,
    PH_SETTLER,
    PH_TRADER,
    ROLE_BASE,
)
from .notation import MOVES

if TYPE_CHECKING:
    from .state import PRState

# Role kind (data.ROLE_IDS order) -> the phase it starts; -1: none (the Prospector's doubloon).
ROLE_PHASES: tuple[int, ...] = (
    PH_SETTLER,
    PH_MAYOR,
    PH_BUILDER,
    PH_CRAFT,
    PH_TRADER,
    PH_CAPTAIN,
    -1,
    PH_BUCCANEER,
)
assert len(ROLE_PHASES) == len(ROLE_IDS)


def begin_play(s: PRState) -> None:
    """The first round starts, once the setup (and the Expansion 1 draft) is over; the
    Festival's goals are drawn first (they need the board: rulebook, ESPANSIONE 4)."""
    if "festival" in s.expansions:
        setup_festival(s)
    start_round(s)
    s.engine.advance(s, 0)


def start_round(s: PRState) -> None:
    """A new round: the Governor chooses first."""
    s.picks = 0
    s.phase = PH_ROLE
    s.step = 0
    s.role_player = -1
    s.cur = s.governor


def role_options(s: PRState, p: int) -> list[int]:
    """The role cards left for the chooser ``p``."""
    taken = s.role_taken
    moves = [ROLE_BASE + c for c in range(len(taken)) if taken[c] < 0]
    if s.buc_token == p:  # Expansion 3: the token's holder may not choose it
        buc = ROLE_BASE + len(taken) - 1  # the Buccaneer is the last card
        if buc in moves:
            moves.remove(buc)
    return moves


def pick_role(s: PRState, move: int, p: int) -> bool:
    """Take a role card (and its doubloons), then start the role's phase."""
    card = MOVES[move].card
    coins = s.role_coins[card]
    if coins:
        s.pl[p][DOUB] += coins
        s.role_coins[card] = 0
    s.role_taken[card] = p
    s.role_player = p
    if card == s.buc_kidnap:  # Expansion 3: the kidnapped card is chosen after all
        kidnapped_chosen(s, p)
    phase = ROLE_PHASES[s.role_kind[card]]
    if phase < 0:  # the Prospector: a doubloon (two with a Library), no phase
        coins = s.privileges(p)
        s.pl[p][DOUB] += coins
        s.bank -= coins
        if not end_phase(s):
            s.engine.advance(s, 0)
        return True
    # rules-notes 45: the guests' window opens before the Craftsman's production and the
    # Captain's first effects
    window = PH_GUESTS if s.guest_house and phase in WINDOWS else -1
    s.engine.enter(s, phase, window, guests_waiting)
    return True


def kidnapped_chosen(s: PRState, p: int) -> None:
    """The kidnapped card is chosen: by an opponent, the Buccaneer gets 3 doubloons from the
    bank (rulebook); by the Buccaneer, nothing more (rules-notes 63)."""
    s.buc_kidnap = -1
    buccaneer = s.buc_token
    if p != buccaneer:
        s.pl[buccaneer][DOUB] += 3
        s.bank -= 3


def game_over(s: PRState, move: Move, p: int) -> bool:
    """No move is played once the game is over."""
    raise IllegalMove("The game is over: no more moves can be played.")


def end_phase(s: PRState) -> bool:
    """A role's phase is over: the next player chooses a role, or the round ends. True when
    the next decision is set up (a kidnapped role played at the round's end)."""
    s.picks += 1
    if s.picks >= s.picks_per_round:
        return end_round(s)
    s.phase = PH_ROLE
    s.step = 0
    s.cur = (s.role_player + 1) % s.num_players
    s.role_player = -1
    return False


def end_round(s: PRState) -> bool:
    """Every role of the round was played: a doubloon on each card left (not the Buccaneer),
    the cards back; the game ends if an end was triggered, else the next Governor begins."""
    taken = s.role_taken
    if s.buc_kidnap >= 0:
        # Expansion 3: nobody chose the kidnapped card, so the Buccaneer plays it now, as
        # one more role of this round (rules-notes 63)
        return pick_role(s, ROLE_BASE + s.buc_kidnap, s.buc_token)
    coins = s.role_coins
    kinds = s.role_kind
    for c in range(len(taken)):
        if taken[c] < 0:
            if kinds[c] != BUCCANEER:  # Expansion 3: no doubloon on an unchosen Buccaneer
                coins[c] += 1
                s.bank -= 1
        else:
            taken[c] = -1
    if s.end_triggered:
        s.phase = PH_OVER
        s.step = 0
        s.cur = -1
        s.role_player = -1
        return False
    s.governor = (s.governor + 1) % s.num_players
    s.round += 1
    start_round(s)
    return False


_CHOOSER = attrgetter("cur")  # the player choosing a role (no role player yet)
ROLE = Phase("role", CHOICE, pick_role, role_options, leader=_CHOOSER)
OVER = Phase("over", CHOICE, game_over, no_options, leader=_CHOOSER, interruptible=False)
