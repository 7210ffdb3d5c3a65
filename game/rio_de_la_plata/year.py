"""A year (book: "Fasi di gioco"): A, placing workers; B, their effects; C, the end-of-year
checks (the war check and the war, the turn order, the timeline). The phase table the core
:class:`~game.core.phases.PhaseEngine` runs, and the steps between its phases.

Between the phases the completers of major buildings place what they built (a window, phase
``build``: the Palace's or Cathedral's site, three walls, three road segments), and a player
with a trade offer waiting answers it at their next decision (:mod:`.trade`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.phases import CHOICE, EACH_ONCE, Phase, PhaseEngine

from . import effects, majors, placement, ship, trade, war
from .board import linked_districts
from .data import (
    CORSAIRS,
    NATIVES,
    TIMELINE,
    TRACK_MAX,
)

if TYPE_CHECKING:
    from .state import RioState

PH_PLACEMENT, PH_EFFECTS, PH_BUILD, PH_ORDER, PH_OVER, PH_WAR = range(6)
PHASE_IDS = ("placement", "effects", "build", "order", "over", "war")


def in_order(s: RioState) -> list[int]:
    return s.order


# -- A: placement -----------------------------------------------------------------------------

def end_placement(s: RioState) -> bool:
    ENGINE.enter(s, PH_EFFECTS)
    return True


# -- B: effects -------------------------------------------------------------------------------

def start_effects(s: RioState) -> bool:
    """Before anyone's effects: the ship comes back and pays; grids completed by paid workers
    score, their completers place what they built."""
    ship.come_back(s)
    majors.check_completions(s)
    return open_window(s, 0)


def open_window(s: RioState, resume: int) -> bool:
    """If a completer owes a decision, it comes first; afterwards the effects phase goes on at
    turn ``resume``. True when a decision was set up."""
    drop_unplaceable(s)
    if not s.pending:
        return False
    s.resume = resume
    s.phase = PH_BUILD
    ENGINE.advance(s, 0)
    return True


def play_effect(s: RioState, move: tuple, p: int) -> bool:
    if trade.answers(move):
        trade.answer(s, move, p)
        ENGINE.same_decision(s)
        return True
    if move[0] == "offer":
        trade.offer(s, move, p)
        ENGINE.same_decision(s)
        return True
    going_on = effects.play(s, move, p)
    if not going_on:
        return False
    if open_window(s, s.step):
        return True
    ENGINE.same_decision(s)
    return True


def effect_options(s: RioState, p: int) -> list:
    waiting = trade.waiting_for(s, p)
    if waiting:
        return waiting
    return effects.options(s, p) + trade.offers_from(s, p)


def end_effects(s: RioState) -> bool:
    """The effects phase is over: dock workers go home, the ship leaves; then the end-of-year
    checks: A. the war check (and the war, at once), B. the turn order."""
    for p in range(s.num_players):
        s.hand[p] += s.dock[p]
        s.dock[p] = 0
    ship.leave(s)
    if war.check(s):
        s.war_events = ()
        s.phase = PH_WAR
        if war.settle(s):
            return True
    return after_war(s)


def after_war(s: RioState) -> bool:
    """B. the turn order: who moves their marker."""
    s.movers = tuple(movers(s))
    ENGINE.enter(s, PH_ORDER)
    return True


# -- the war ---------------------------------------------------------------------------------

def play_war(s: RioState, move: tuple, p: int) -> bool:
    """A war move (or a trade answer at a war decision); then the war's next decision, or the
    turn order once it is over."""
    s.war_events = ()
    if trade.answers(move):
        trade.answer(s, move, p)
    else:
        war.play(s, move, p)
    if not war.settle(s):
        after_war(s)
    return True


# -- the completers' window -----------------------------------------------------------------------

def drop_unplaceable(s: RioState) -> None:
    """Walls and road segments owed by completers are placed only while pieces are left (the
    box holds "60 pezzi strade/mura": rules note 16): those no edge can take are dropped."""
    if any(kind != "site" and not placeable(s, kind) for _, kind, _ in s.pending):
        s.pending = tuple(x for x in s.pending if x[1] == "site" or placeable(s, x[1]))


def placeable(s: RioState, kind: str) -> bool:
    return bool(majors.free_road_edges(s) if kind == "road" else majors.free_wall_edges(s))


def pending_player(s: RioState) -> int:
    return s.pending[0][0]


def pending_options(s: RioState, p: int) -> list:
    kind = s.pending[0][1]
    if kind == "site":
        return [("site", sq) for sq in majors.free_sites(s)]
    edges = majors.free_road_edges(s) if kind == "road" else majors.free_wall_edges(s)
    return [(kind, e) for e in edges]


def play_pending(s: RioState, move: tuple, p: int) -> bool:
    player, kind, what = s.pending[0]
    rest = s.pending[1:]
    if kind == "site":
        majors.place_tile(s, what, move[1])
    else:
        if kind == "road":
            majors.place_road(s, move[1])
        else:
            majors.place_wall(s, move[1])
        if what > 1:
            rest = ((player, kind, what - 1), *rest)
    s.pending = rest
    drop_unplaceable(s)
    rest = s.pending
    if rest:
        ENGINE.advance(s, 0)
        return True
    s.phase = PH_EFFECTS
    ENGINE.advance(s, s.resume)
    return True


# -- C: the turn order --------------------------------------------------------------------------

def movers(s: RioState) -> list[int]:
    """Who moves their turn-order marker: those who added workers to it, fewest first; on a
    tie, the one further back first (the book's example)."""
    position = {p: i for i, p in enumerate(s.order)}
    return sorted((p for p in s.order if s.added[p]), key=lambda p: (s.added[p], -position[p]))


def order_options(s: RioState, p: int) -> list:
    waiting = trade.waiting_for(s, p)
    if waiting:
        return waiting
    here = s.order.index(p)
    return [("stay",)] + [("move", i) for i in range(s.num_players) if i != here]


def play_order(s: RioState, move: tuple, p: int) -> bool:
    if trade.answers(move):
        trade.answer(s, move, p)
        ENGINE.same_decision(s)
        return True
    if move[0] == "move":
        s.order.remove(p)
        s.order.insert(move[1], p)
        s.hand[p] += s.added[p]
        s.added[p] = 0
    return False


def end_order(s: RioState) -> bool:
    """C. the timeline: the game ends after the last year; else the enemies' tokens climb with
    the symbols passed and a new year begins."""
    if s.year + 1 >= s.years:
        return game_over(s)
    natives, corsairs = TIMELINE[s.year]
    if natives:
        s.enemy[NATIVES] = min(TRACK_MAX, s.enemy[NATIVES] + 1)
    if corsairs:
        s.enemy[CORSAIRS] = min(TRACK_MAX, s.enemy[CORSAIRS] + 1)
    s.year += 1
    n = s.num_players
    s.placed = [0] * n
    s.virtual = [0] * n
    s.arrived = [0] * n
    s.gifts = [0] * n
    s.offers_made = [0] * n
    s.acts = [0] * len(s.acts)
    s.war_events = ()
    ENGINE.enter(s, PH_PLACEMENT)
    return True


def game_over(s: RioState) -> bool:
    s.phase = PH_OVER
    s.cur = -1
    s.legal = []
    s.step = 0
    return True


# -- placement with trade answers ------------------------------------------------------------

def placement_options(s: RioState, p: int) -> list:
    waiting = trade.waiting_for(s, p)
    if waiting:
        return waiting
    return placement.options(s, p)


def play_placement(s: RioState, move: tuple, p: int) -> bool:
    if trade.answers(move):
        trade.answer(s, move, p)
        ENGINE.same_decision(s)
        return True
    if placement.play(s, move, p):
        ENGINE.same_decision(s)
        return True
    return False


ENGINE = PhaseEngine((
    Phase("placement", EACH_ONCE, play_placement, placement_options, turn_order=in_order,
          forced=True, end=end_placement),
    Phase("effects", EACH_ONCE, play_effect, effect_options, turn_order=in_order,
          arrive=effects.arrive, start=start_effects, forced=True, end=end_effects),
    Phase("build", CHOICE, play_pending, pending_options, leader=pending_player),
    Phase("order", EACH_ONCE, play_order, order_options, turn_order=lambda s: s.movers,
          end=end_order),
    Phase("over", CHOICE, play_pending, leader=lambda s: -1),
    Phase("war", CHOICE, play_war, war.options, leader=war.actor),
))
if ENGINE.ids != PHASE_IDS:
    raise AssertionError("the phase table is not in PH_* order")


def relink(s: RioState) -> None:
    """Recompute the derived road links (after loading a position)."""
    s.linked = linked_districts(s.roads)
