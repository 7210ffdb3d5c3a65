"""The phase engine (game.core.phases): turn orders, forced moves, interrupts and windows, on a
small made-up round: a chooser picks a phase, then the players act in that phase's order."""

from __future__ import annotations

from operator import attrgetter

import pytest

from game.core.fields import LIST, SHARED, VALUE, make_clone
from game.core.phases import (
    CHOICE,
    EACH_ONCE,
    LEADER_ONLY,
    UNTIL_ALL_PASS,
    Phase,
    PhaseEngine,
)
from game.core.protocol import PassedOver

FIELDS = {
    "num_players": VALUE, "phase": VALUE, "cur": VALUE, "legal": SHARED, "step": VALUE,
    "idle": VALUE, "forced": VALUE, "role_player": VALUE, "window_for": VALUE,
    "tokens": LIST, "log": LIST, "guests": LIST,
}


class Round:
    """Phases: 0 pick (CHOICE), 1 each takes 0/1/2 (EACH_ONCE), 2 leader takes a bonus
    (LEADER_ONLY), 3 take until all pass (UNTIL_ALL_PASS), 4 a window, 5 over."""

    __slots__ = tuple(FIELDS)
    report_passed = True  # turns passed over are reported (a live game's log wants them)

    def __init__(self, players: int, tokens: list[int]) -> None:
        self.num_players = players
        self.tokens = tokens
        self.log: list[tuple[int, object]] = []
        self.guests = [0] * players
        self.forced = ()
        self.window_for = -1
        self.role_player = 0
        self.cur = 0
        ENGINE.enter(self, 0)

    def pick(self, move: int, p: int) -> bool:
        self.role_player = p
        self.log.append((p, f"pick {move}"))
        ENGINE.enter(self, move, window=4, waiting=lambda s: any(s.guests))
        return True

    def take_options(self, p: int) -> list[int]:
        return [0, 1, 2][: self.tokens[p] + 1]

    def take(self, move: int, p: int) -> None:
        self.tokens[p] -= move
        self.log.append((p, move))

    def loot_options(self, p: int) -> list[int]:
        return [1, 0] if self.tokens[p] else []

    def loot(self, move: int, p: int) -> None:
        self.log.append((p, move))
        if move:
            self.tokens[p] -= 1
            self.idle = 0

    def guest_moves(self, p: int) -> list[int] | None:
        return [10] if self.guests[p] else None

    def guest_window_options(self, p: int) -> list[int]:
        return [10, 0] if self.guests[p] else []

    def guest_window(self, move: int, p: int) -> bool:
        self.log.append((p, f"guest {move}"))
        self.guests[p] = 0
        return False

    def back_to_pick(self) -> None:
        self.phase = 0 if any(self.tokens) else 5
        self.step = 0


ENGINE = PhaseEngine((
    Phase("pick", CHOICE, Round.pick, lambda s, p: [1, 2, 3], leader=attrgetter("cur")),
    Phase("take", EACH_ONCE, Round.take, Round.take_options, end=Round.back_to_pick,
          forced=True),
    Phase("bonus", LEADER_ONLY, Round.take, Round.take_options, end=Round.back_to_pick),
    Phase("loot", UNTIL_ALL_PASS, Round.loot, Round.loot_options, end=Round.back_to_pick),
    Phase("guests", EACH_ONCE, Round.guest_window, Round.guest_window_options,
          end=lambda s: ENGINE.close_window(s),
          interruptible=False),
    Phase("over", CHOICE, Round.take, leader=attrgetter("cur")),
), interrupts=Round.guest_moves)
Round.clone = make_clone(Round, FIELDS)


def play(state: Round, move: object) -> None:
    assert move in state.legal, (move, state.legal)
    ENGINE.play(state, move, state.cur)


def test_each_once_goes_round_from_the_leader_clockwise():
    s = Round(3, [2, 2, 2])
    s.cur = 1
    ENGINE.advance(s, 0)
    play(s, 1)  # player 1 picks phase 1: from player 1 clockwise
    assert (s.cur, s.legal) == (1, [0, 1, 2])
    play(s, 2)
    assert s.cur == 2
    play(s, 0)
    assert s.cur == 0
    play(s, 1)
    assert s.phase == 0  # the turn order is done: the end ran, then the next pick


def test_an_only_option_is_played_for_the_player_and_reported():
    s = Round(3, [2, 0, 2])
    play(s, 1)
    play(s, 2)  # player 1 can only take 0: taken for them; player 2 decides
    assert s.cur == 2
    assert s.forced == ((1, 0),) and s.log[-1] == (1, 0)


def test_a_turn_with_nothing_to_decide_is_passed_over_and_reported():
    s = Round(3, [1, 0, 1])
    play(s, 3)  # player 0 picks the loot: player 1 has no token, so nothing to decide
    play(s, 1)
    assert s.cur == 2
    assert s.forced == ((1, PassedOver("loot")),)


def test_a_phase_where_nobody_decides_reports_no_passed_turn():
    def to_wait(s: Round) -> None:
        s.phase, s.step = 1, 0

    engine = PhaseEngine((
        Phase("tally", EACH_ONCE, Round.take, end=to_wait),  # no options: nobody decides
        Phase("wait", CHOICE, Round.take, lambda s, p: [0], leader=attrgetter("cur")),
    ))
    s = Round(3, [1, 1, 1])
    s.forced = ()
    engine.enter(s, 0)
    assert (s.phase, s.forced) == (1, ())


def test_a_phase_without_forced_asks_even_an_only_option():
    s = Round(2, [0, 0])
    s.phase = 2
    s.role_player = 0
    ENGINE.advance(s, 0)
    assert (s.cur, s.legal) == (0, [0])


def test_a_player_with_nothing_to_decide_is_passed_over():
    s = Round(2, [1, 0])
    play(s, 3)
    play(s, 1)  # player 0 loots; player 1 has nothing, nor has player 0 now: the phase ends
    assert s.phase == 5 and s.legal == []


def test_leader_only_asks_the_leader_alone():
    s = Round(3, [2, 2, 2])
    play(s, 2)
    assert s.cur == 0
    play(s, 1)
    assert s.phase == 0 and s.log[-1] == (0, 1)


def test_until_all_pass_goes_round_until_a_full_round_without_a_decision():
    s = Round(2, [2, 1])
    play(s, 3)
    takes = []
    while s.phase == 3:
        takes.append((s.cur, s.legal[0]))
        play(s, s.legal[0])  # always loot
    assert takes == [(0, 1), (1, 1), (0, 1)]
    assert s.tokens == [0, 0]


def test_interrupt_moves_join_the_options_and_the_same_decision_goes_on():
    s = Round(2, [2, 2])
    play(s, 1)
    s.guests[0] = 1
    ENGINE.same_decision(s)
    assert s.legal == [0, 1, 2, 10]
    s.guests[0] = 0  # the game plays the interrupt itself, then the same player decides again
    ENGINE.same_decision(s)
    assert (s.cur, s.legal) == (0, [0, 1, 2])


def test_a_window_runs_before_the_phase_it_delays():
    s = Round(2, [2, 2])
    s.guests[1] = 1
    play(s, 1)
    assert s.phase == 4 and s.cur == 1 and s.legal == [10, 0]
    play(s, 10)
    assert s.phase == 1 and s.cur == 0 and s.window_for == -1


def test_the_play_function_plays_a_decision_like_play():
    apply_unchecked = ENGINE.play_function()
    by_method, by_function = Round(3, [2, 0, 2]), Round(3, [2, 0, 2])
    forced = []
    for move in (1, 2, 1):
        ENGINE.play(by_method, move, by_method.cur)
        apply_unchecked(by_function, move, by_function.cur)
        assert by_function.log == by_method.log
        assert (by_function.phase, by_function.cur, by_function.legal, by_function.forced) == (
            by_method.phase, by_method.cur, by_method.legal, by_method.forced)
        forced.append(by_function.forced)
    assert forced == [(), ((1, 0),), ()]  # player 1's only option was played for them


def test_clone_copies_lists_and_shares_values():
    s = Round(2, [2, 2])
    c = s.clone()
    c.tokens[0] = 0
    assert s.tokens == [2, 2] and c.legal is s.legal and c.phase == s.phase


def test_a_phase_table_refuses_an_unknown_turn_order():
    with pytest.raises(ValueError):
        Phase("x", "sometimes", Round.take)
