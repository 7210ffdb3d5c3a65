"""A round (book: "Svolgimento della partita"): the roles chosen in turn, each one's phase, and
the Governor's new round; the phase table the :class:`~game.core.phases.PhaseEngine` runs.

From the Governor clockwise each player chooses one of the roles not yet chosen this round (2
players: Governor, other, Governor, rules notes 13 for the Library) and everyone carries out its
action, from the chooser clockwise (rules notes 3). When every player has chosen, the Governor
card passes on and the new round starts with the Chapel and the hand limit (:mod:`.governor`).

The phase table: one row per phase, in ``PH_*`` order (:mod:`.notation`): the core phase (turn
order, options, play, the draws on arrival, the phase's start and end) and what checking a move
needs (the kinds of move it takes, its name, the rule that explains a refusal, and the move
offered to a player left with nothing possible after a load or a redeal). Every phase plays a
player's only option for them (rules notes 5); players with nothing to decide are passed over.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from operator import attrgetter
from typing import TYPE_CHECKING

from game.core.phases import CHOICE, EACH_ONCE, Phase, PhaseEngine
from game.core.protocol import Move

from . import builder, councillor, governor, producer, prospector, setup, trader
from .data import LIBRARY, NUM_ROLES, ROLE_IDS
from .end import city_complete, game_over, no_more_buildings, stalled
from .notation import (
    BUILD_NONE,
    CHAPEL_NONE,
    KEEP_NONE,
    M_BUILD,
    M_CHAPEL,
    M_DISCARD,
    M_KEEP,
    M_PRODUCE,
    M_ROLE,
    M_SELL,
    PH_BUILDER,
    PH_CHAPEL,
    PH_COUNCILLOR,
    PH_GOLD,
    PH_LIMIT,
    PH_OVER,
    PH_PRODUCER,
    PH_ROLE,
    PH_TRADER,
    PHASE_IDS,
    PRODUCE_NONE,
    ROLE_MOVES,
    SELL_NONE,
)

if TYPE_CHECKING:
    from .state import SJState

# A role's phase: roles 0..3 (builder, producer, trader, councillor) have the phase of the same
# number; the Prospector (4) is its privilege at once, then the Gold Mine owners (PH_GOLD).
ROLE_PHASES = (PH_BUILDER, PH_PRODUCER, PH_TRADER, PH_COUNCILLOR, PH_GOLD)
TWO_PLAYER_PICKS = 3  # with 2 players the Governor chooses twice a round


def picks_per_round(players: int) -> int:
    """Roles chosen in a round: one per player (2 players: 3)."""
    return TWO_PLAYER_PICKS if players == 2 else players


def most_decisions_per_round(players: int) -> int:
    """The most decisions a round can ask for: each role choice, each player once in each
    role's phase, and each player once at the Chapel and once at the hand limit."""
    return picks_per_round(players) * (1 + players) + 2 * players


# == choosing a role ===============================================================================

def chooser(state: SJState) -> int:
    """Who chooses the next role: from the Governor clockwise, one pick each (2 players:
    Governor, other, Governor)."""
    return (state.governor + state.picks) % state.num_players


def role_options(state: SJState, p: int) -> list[Move]:
    """The roles nobody chose this round; the 2-player Governor's first pick with a Library
    also each of them with the Library announced."""
    taken = state.role_taken
    plain, announced = ROLE_MOVES
    if state.num_players == 2 and state.picks == 0 and LIBRARY in state.city[p]:
        moves: list[Move] = []
        for r in range(NUM_ROLES):
            if taken[r] < 0:
                moves += (plain[r], announced[r])
        return moves
    return [plain[r] for r in range(NUM_ROLES) if taken[r] < 0]


def choose_role(state: SJState, move: Move, p: int) -> bool:
    """``p`` takes the role: its phase begins (the Library doubling its privilege, rules notes
    13). True: the phase engine has handed out the next decision."""
    r = move[1]
    state.role_taken[r] = p
    state.role = r
    state.role_player = p
    lib = LIBRARY in state.city[p]
    if lib and state.num_players == 2:
        lib = bool(move[2]) if state.picks == 0 else not state.lib_used[p]
    if lib:
        state.lib_used[p] = True
    state.library = lib
    ENGINE.enter(state, ROLE_PHASES[r])  # a Trader phase shows the top tile
    return True


def role_problem(state: SJState, move: Move, p: int) -> str | None:
    """Why ``p`` may not choose the role ``move`` names (any listed choice is legal)."""
    if state.role_taken[move[1]] >= 0:
        return f"The {ROLE_IDS[move[1]]} has already been chosen this round."
    if move[2]:
        return ("The Library can be announced with a role only by the Governor's first pick in "
                "a 2-player game, when they own a Library.")
    return "That role cannot be chosen now."


# == the end of a phase ============================================================================
# Each returns True when the game is over (nothing to hand out), False to go on with the phase
# the state is now in.

def end_role(state: SJState) -> bool:
    """The role's phase is over: the next player chooses a role, or a new round begins with
    the Governor card passing on; the game ends when no card can ever move again (rules notes
    8) or no city can ever grow again (rules notes 20)."""
    state.picks += 1
    if (not state.deck and not state.discard and stalled(state)) or no_more_buildings(state):
        return game_over(state)
    state.role = -1
    state.role_player = -1
    state.library = False
    state.step = 0
    n = state.num_players
    if state.picks >= picks_per_round(n):
        state.governor = (state.governor + 1) % n
        state.round += 1
        state.picks = 0
        state.role_taken = [-1] * NUM_ROLES
        state.lib_used = [False] * n
        state.phase = PH_CHAPEL
    else:
        state.phase = PH_ROLE
    return False


def end_builder(state: SJState) -> bool:
    """The Builder phase is over: the game ends if someone built a 12th building."""
    if city_complete(state):
        state.picks += 1
        return game_over(state)
    return end_role(state)


def end_trader(state: SJState) -> bool:
    """The Trader phase is over: the tile goes to the bottom of the stack."""
    trader.tile_to_bottom(state)
    return end_role(state)


def end_chapel(state: SJState) -> bool:
    """After the Chapel, the hand limit."""
    state.phase = PH_LIMIT
    state.step = 0
    return False


def end_round_start(state: SJState) -> bool:
    """After the hand limit (or the start variant's discards), the first role choice."""
    state.phase = PH_ROLE
    state.step = 0
    return False


# == the table =====================================================================================

@dataclass(frozen=True)
class PhaseRules:
    """A row of the phase table: the phase the engine runs and what checking a move needs."""

    phase: Phase
    name: str  # in messages: "That is not a decision of the <name>"
    kinds: frozenset[int]  # the kinds of move (M_*) the phase takes
    problem: Callable[[SJState, Move, int], str | None]  # why a move of these kinds is refused
    none: Move | None = None  # offered to a player left with nothing possible (load, redeal)


_GOVERNOR = attrgetter("governor")  # the Governor's steps go from the Governor clockwise

TABLE: tuple[PhaseRules, ...] = (
    PhaseRules(Phase("builder", EACH_ONCE, builder.build, builder.options, forced=True,
                     end=end_builder),
               "Builder phase", frozenset({M_BUILD}), builder.problem, BUILD_NONE),
    PhaseRules(Phase("producer", EACH_ONCE, producer.produce, producer.options, forced=True,
                     end=end_role),
               "Producer phase", frozenset({M_PRODUCE}), producer.problem, PRODUCE_NONE),
    PhaseRules(Phase("trader", EACH_ONCE, trader.sell, trader.options, forced=True,
                     end=end_trader),
               "Trader phase", frozenset({M_SELL}), trader.problem, SELL_NONE),
    PhaseRules(Phase("councillor", EACH_ONCE, councillor.keep, councillor.options,
                     arrive=councillor.draw, forced=True, end=end_role),
               "Councillor phase", frozenset({M_KEEP, M_DISCARD}), councillor.problem,
               KEEP_NONE),
    PhaseRules(Phase("gold_mine", EACH_ONCE, prospector.keep, prospector.options,
                     start=prospector.privilege, arrive=prospector.turn_up, forced=True,
                     end=end_role),
               "Gold Mine draw", frozenset({M_KEEP}), prospector.problem, KEEP_NONE),
    PhaseRules(Phase("start_discard", EACH_ONCE, governor.discard, setup.start_options,
                     leader=_GOVERNOR, forced=True, end=end_round_start),
               "start-of-game discard", frozenset({M_DISCARD}), setup.start_problem),
    PhaseRules(Phase("role", CHOICE, choose_role, role_options, leader=chooser),
               "role choice", frozenset({M_ROLE}), role_problem),
    PhaseRules(Phase("chapel", EACH_ONCE, governor.tuck, governor.chapel_options,
                     leader=_GOVERNOR, forced=True, end=end_chapel),
               "Chapel step", frozenset({M_CHAPEL}), governor.chapel_problem, CHAPEL_NONE),
    PhaseRules(Phase("hand_limit", EACH_ONCE, governor.discard, governor.limit_options,
                     leader=_GOVERNOR, forced=True, end=end_round_start),
               "hand-limit check", frozenset({M_DISCARD}), governor.limit_problem),
)
ENGINE = PhaseEngine([row.phase for row in TABLE])
if ENGINE.ids != PHASE_IDS[:PH_OVER]:
    raise AssertionError("the phase table is not in PH_* order")
