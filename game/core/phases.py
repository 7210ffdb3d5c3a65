"""Phases and turn order: the machinery a game's rounds run on.

A game describes each phase of its round as one :class:`Phase` row (who acts first, in which
turn order, each player's options, what a decision does, what starts and ends the phase) and
builds one :class:`PhaseEngine` from the table. The engine then hands the turn to the next player
who has a decision, plays a player's only option for them where the phase says so (the engine
never decides for a player who has a choice), and ends the phase when its turn order is done.

What the engine reads and writes on a state (declare them as fields): ``phase`` (the index of
the current row), ``cur`` (the player to decide), ``legal`` (their legal moves, computed once per
decision), ``step`` (turns taken in this phase: the player acting is the leader + ``step``),
``idle`` (for :data:`UNTIL_ALL_PASS`: turns in a row without a decision; there ``step`` counts
the seats after the leader, modulo the players, so that it depends on the position only),
``forced`` (what the engine did for players during the last move, for the log: the decisions
taken for them, and, when the state's ``report_passed`` is true, a
:class:`~game.core.protocol.PassedOver` for each turn passed over in a phase where players
decide) and
``num_players``.

Turn orders (``Phase.order``):

* :data:`EACH_ONCE` — every player once, from the phase's leader clockwise (a role's phase from
  the player who chose it, an end-of-round step from the Governor), or in the order the phase's
  ``turn_order`` gives (a turn-order track);
* :data:`LEADER_ONLY` — the leader alone (a privilege);
* :data:`UNTIL_ALL_PASS` — round and round from the leader until every player in a row had
  nothing to do (Puerto Rico's Captain);
* :data:`CHOICE` — one decision of the player the leader names (a role choice, a draft pick):
  what it leads to is up to the phase's ``play``.

An *interrupt* is a move a player may make inside other players' phases without it being their
turn's decision (Puerto Rico's Guest House): the game gives the engine a function listing a
player's interrupt moves, added to that player's options in every phase row marked
``interruptible``. A *window* is a phase that runs before another one starts when something is
waiting (the guests' window before the Craftsman's production): :meth:`PhaseEngine.enter` opens
it and :meth:`PhaseEngine.close_window` goes on with the phase it delayed.

A game's state class derives from :class:`PhaseState`, which answers the protocol's questions
about who acts (``current_players``, ``legal_moves``, ``to_act``, ``is_over``) from those fields
once for every game on the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from operator import attrgetter
from typing import Any, ClassVar

from .protocol import GameState, Move, PassedOver

EACH_ONCE = "each once"
LEADER_ONLY = "leader only"
UNTIL_ALL_PASS = "until all pass"
CHOICE = "choice"
ORDERS = (EACH_ONCE, LEADER_ONLY, UNTIL_ALL_PASS, CHOICE)

State = Any  # a game's state class: it has the fields named in the module docstring
Options = Callable[[State, int], list]


def no_options(state: State, player: int) -> list:
    """The options of a phase in which nobody decides anything."""
    return []


@dataclass(frozen=True)
class Phase:
    """One row of a game's phase table: everything the engine needs to run a phase.

    * ``play(state, move, player)`` applies a decision; it returns True when it has set up the
      next decision itself (the same player decides again, or another phase began); otherwise the
      turn passes on to the next player in the phase's order.
    * ``options(state, player)`` lists the player's choices; empty: nothing to decide, the
      player's turn passes without a decision.
    * ``leader(state)`` names who acts first (default: the state's ``role_player``).
    * ``start(state)`` does what happens before the first decision; True when it has set up a
      decision itself.
    * ``end(state)`` runs once the turn order is done; it moves the state to another phase (and
      resets ``step``) or ends the game. True when it has set up the next decision itself;
      otherwise the engine goes on with the phase the state is now in.
    * ``arrive(state, player)`` runs when a player's turn comes, before their options are listed
      (a draw on arrival).
    * ``forced``: what to do with a player's only option. None: ask the player anyway; True:
      play it with ``play``; a function ``forced(state, move, player)``: play it with that.
    * ``skip(state)`` runs after a turn that passed without asking (nothing to decide, or the
      only option played for the player).
    * ``interruptible``: players' interrupt moves join their options in this phase.
    * ``turn_order(state)``: for :data:`EACH_ONCE`, the players in the order they act (a game
      whose turn order is a track, not the seats clockwise; may leave players out); None: every
      player clockwise from the leader.
    """

    id: str
    order: str
    play: Callable[[State, Any, int], Any]
    options: Options = no_options
    leader: Callable[[State], int] = attrgetter("role_player")
    start: Callable[[State], Any] | None = None
    end: Callable[[State], Any] | None = None
    arrive: Callable[[State, int], None] | None = None
    forced: Callable[[State, Any, int], Any] | bool | None = None
    skip: Callable[[State], None] | None = None
    interruptible: bool = True
    turn_order: Callable[[State], Sequence[int]] | None = None

    def __post_init__(self) -> None:
        if self.order not in ORDERS:
            raise ValueError(f"phase {self.id!r}: unknown turn order {self.order!r}")


class PhaseEngine:
    """Runs a game's phase table (see the module docstring for what it reads on a state).

    ``interrupts(state, player)``, if given, lists the player's interrupt moves (empty or None:
    none); it is asked for every decision of an interruptible phase.
    """

    def __init__(self, phases: Sequence[Phase],
                 interrupts: Callable[[State, int], list | None] | None = None) -> None:
        self.phases = tuple(phases)
        self.ids = tuple(ph.id for ph in self.phases)
        if len(set(self.ids)) != len(self.ids):
            raise ValueError("two phases share an id")
        self.interrupts = interrupts
        # The hot path reads one tuple per phase.
        self._rows = tuple(self._row(ph) for ph in self.phases)
        self._play = tuple(ph.play for ph in self.phases)

    def _row(self, ph: Phase) -> tuple[Any, ...]:
        forced = ph.play if ph.forced is True else (ph.forced or None)
        turns = 1 if ph.order == LEADER_ONLY else 0  # 0: every player
        # a turn passed over in a phase where players decide is reported (the log says so)
        passed = None if ph.options is no_options else PassedOver(ph.id)
        return (ph.options, forced, ph.skip, ph.arrive, ph.order == UNTIL_ALL_PASS,
                ph.order == CHOICE, turns, ph.leader, ph.end,
                self.interrupts if ph.interruptible else None, passed, ph.turn_order)

    def index(self, phase_id: str) -> int:
        """The row of the phase called ``phase_id``."""
        return self.ids.index(phase_id)

    # -- the hot path ------------------------------------------------------------------------

    def play(self, state: State, move: Any, player: int) -> None:
        """Apply ``player``'s decision ``move`` (known to be legal), then hand the turn on."""
        state.forced = ()
        if not self._play[state.phase](state, move, player):
            self.advance(state, state.step + 1)

    def play_function(self) -> Callable[[State, Any, int], None]:
        """:meth:`play` as a plain function ``(state, move, player)``, to assign as the state
        class's ``apply_unchecked`` (a function becomes a method: one call less per decision
        than a method calling :meth:`play`)."""
        plays = self._play
        advance = self.advance

        def apply_unchecked(state: State, move: Any, player: int) -> None:
            state.forced = ()
            if not plays[state.phase](state, move, player):
                advance(state, state.step + 1)

        apply_unchecked.__doc__ = "Play a move already known to be legal (the phase engine's)."
        return apply_unchecked

    def advance(self, state: State, step: int) -> None:
        """Make the next player with a decision in the current phase, from ``step`` turns after
        its leader, the current player (``cur``, ``legal``); players with nothing to decide are
        passed over, an only option is played for the player where the phase says so, and a
        phase whose turn order is done ends (and the next one goes on)."""
        n = state.num_players
        while True:
            (options, forced, skip, arrive, until_pass, choice, turns, leader, end,
             interrupts, passed, turn_order) = self._rows[state.phase]
            seats = None if turn_order is None else turn_order(state)
            first = leader(state) if seats is None else 0
            if choice:
                state.step = step
                state.cur = first
                moves = options(state, first)
                if interrupts is not None:
                    extra = interrupts(state, first)
                    if extra:
                        moves = moves + extra
                state.legal = moves
                return
            if seats is not None:
                turns = len(seats)
            elif not turns:
                turns = n
            while (state.idle < n) if until_pass else (step < turns):
                p = (first + step) % n if seats is None else seats[step]
                if arrive is not None:
                    arrive(state, p)
                moves = options(state, p)
                if moves:
                    if interrupts is not None:
                        extra = interrupts(state, p)
                        if extra:
                            moves = moves + extra
                    if forced is None or len(moves) > 1:
                        state.step = step % n  # (UNTIL_ALL_PASS goes round: seats after)
                        state.cur = p
                        state.legal = moves
                        return
                    forced(state, moves[0], p)
                    state.forced += ((p, moves[0]),)
                else:
                    if passed is not None and state.report_passed:
                        state.forced += ((p, passed),)
                    if until_pass:
                        state.idle += 1
                if skip is not None:
                    skip(state)
                step += 1
            state.step = step
            if end is None or end(state):
                return
            step = state.step

    # -- phase changes ------------------------------------------------------------------------

    def enter(self, state: State, phase: int, window: int = -1,
              waiting: Callable[[State], bool] | None = None) -> None:
        """Begin ``phase``: reset the turn count, run its ``start``, hand out its first decision.

        With a ``window`` (a phase index) and ``waiting(state)`` true, the window runs first:
        the state's ``window_for`` remembers ``phase`` until :meth:`close_window`.
        """
        state.step = 0
        state.idle = 0
        if window >= 0 and waiting is not None and waiting(state):
            state.phase = window
            state.window_for = phase
            self.advance(state, 0)
            return
        state.phase = phase
        start = self.phases[phase].start
        if start is not None and start(state):
            return
        self.advance(state, 0)

    def close_window(self, state: State) -> bool:
        """End a window: the phase it delayed begins. Returns True (the next decision is set)."""
        phase = state.window_for
        state.window_for = -1
        self.enter(state, phase)
        return True

    def same_decision(self, state: State) -> None:
        """After an interrupt move: the player who made it decides again (their options listed
        anew), as if their turn had just come."""
        self.advance(state, state.step)


class PhaseState(GameState):
    """A position of a game whose rounds run on a :class:`PhaseEngine`: one player decides at a
    time (``cur``), with the legal moves the engine listed for them (``legal``), until the state
    reaches the phase row ``over_phase``, where the game is over."""

    __slots__ = ()

    over_phase: ClassVar[int]  # the index of the game-over row in the game's phase table

    def current_players(self) -> tuple[int, ...]:
        return () if self.phase == self.over_phase else (self.cur,)

    def legal_moves(self, player: int | None = None) -> list[Move]:
        if player is not None and player != self.cur:
            return []
        return self.legal[:]  # a copy: callers may change it ([] once the game is over)

    def is_over(self) -> bool:
        return self.phase == self.over_phase

    def to_act(self) -> tuple[int, list[Move]] | None:
        return None if self.phase == self.over_phase else (self.cur, self.legal)

    # What the engine did for players during the last ``apply`` (see the module docstring):
    # set per apply (an instance attribute, not a field: it is not part of the position, and
    # clones start without any).
    forced: tuple[tuple[int, Any], ...] = ()
    # Whether turns passed over are reported too: the live game a log is written for sets it
    # (an instance attribute, not a field); playouts and clones leave it off, so the hot path
    # builds no report nobody reads.
    report_passed: bool = False

    def forced_moves(self) -> tuple[tuple[int, Move], ...]:
        return tuple(e for e in self.forced if not isinstance(e[1], PassedOver))

    def turn_events(self) -> tuple[tuple[int, Any], ...]:
        return self.forced
