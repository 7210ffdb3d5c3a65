"""The scenario runner (game/scenario.py), tested on a tiny Nim game defined here."""

from __future__ import annotations

import io
import subprocess
import sys
import textwrap
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

from game.core import GameDef, GameState, IllegalMove, PlayerScore, register
from game.scenario import (
    ScenarioSyntaxError,
    main,
    parse_scenarios,
    run_scenario,
)

ROOT = Path(__file__).resolve().parents[1]

# -- a test-only game: Nim. Take 1..max_take stones; whoever takes the last stone wins. ----------


class NimState(GameState):
    game_id = "test_nim"

    def __init__(self, players: int, heap: int, max_take: int, secrets: list[int]) -> None:
        self.num_players = players
        self.heap = heap
        self.max_take = max_take
        self.turn = 0
        self.winner: int | None = None
        self.taken = [0] * players
        self.secrets = secrets  # each player sees only their own

    def current_players(self) -> tuple[int, ...]:
        return () if self.winner is not None else (self.turn,)

    def legal_moves(self, player: int | None = None) -> list[Any]:
        if self.winner is not None or (player is not None and player != self.turn):
            return []
        return list(range(1, min(self.max_take, self.heap) + 1))

    def apply_unchecked(self, move: Any, player: int) -> None:
        self.heap -= move
        self.taken[player] += move
        if self.heap == 0:
            self.winner = player
        else:
            self.turn = (self.turn + 1) % self.num_players

    def is_over(self) -> bool:
        return self.winner is not None

    def final_scores(self) -> list[PlayerScore]:
        return [
            PlayerScore(p, int(p == self.winner), {"won": int(p == self.winner)}, (self.taken[p],))
            for p in range(self.num_players)
        ]

    def view(self, player: int | None) -> dict[str, Any]:
        data = self.to_json()
        data["secrets"] = [s if p == player else None for p, s in enumerate(self.secrets)]
        return data

    def move_to_text(self, move: Any) -> str:
        return f"take {move}"

    def parse_move(self, text: str) -> Any:
        word, _, number = text.strip().partition(" ")
        if word != "take" or not number.strip().isdigit():
            raise IllegalMove(f"Unreadable move: {text!r}")
        return int(number)

    def to_json(self) -> dict[str, Any]:
        return {
            "players": self.num_players,
            "heap": self.heap,
            "max_take": self.max_take,
            "turn": self.turn,
            "winner": self.winner,
            "taken": list(self.taken),
            "secrets": list(self.secrets),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> NimState:
        if data["heap"] < 0:
            raise ValueError("a heap cannot be negative")
        state = cls(data["players"], data["heap"], data["max_take"], list(data["secrets"]))
        state.turn = data["turn"]
        state.winner = data["winner"]
        state.taken = list(data["taken"])
        return state


def _normalize(options: Mapping[str, Any]) -> dict[str, Any]:
    players = options.get("players", 2)
    if not isinstance(players, int) or not 2 <= players <= 4:
        raise ValueError("Nim takes 2 to 4 players")
    return {"players": players, "heap": options.get("heap", 10), "max_take": 3}


def _setup(options: Mapping[str, Any], seed: int) -> NimState:
    players = options["players"]
    return NimState(
        players, options["heap"], options["max_take"], [seed + p for p in range(players)]
    )


NIM = GameDef("test_nim", "Nim", 2, 4, _normalize, _setup, NimState)
register(NIM)


# -- helpers ------------------------------------------------------------------------------------


def run_text(text: str) -> list[Any]:
    return [run_scenario(s) for s in parse_scenarios(textwrap.dedent(text), "t.scenario")]


def run_cli(tmp_path: Path, text: str, *extra: str) -> tuple[int, str]:
    file = tmp_path / "t.scenario"
    file.write_text(textwrap.dedent(text), encoding="utf-8")
    out = io.StringIO()
    code = main([str(file), *extra], out=out)
    return code, out.getvalue()


PASSING = """
    game: test_nim
    options: {"players": 2, "heap": 7}
    seed: 3

    scenario: taking stones reduces the heap and passes the turn
    move take 3
    expect state.heap = 4
    expect state.taken = [3, 0]
    expect current = [1]
    expect legal includes take 3
    expect legal excludes take 4
    expect legal = ["take 1", "take 2", "take 3"]
    expect legal.# = 3

    scenario: a patch builds the position; the last stone wins
    set heap = 2
    set taken.1 += 5
    move p0: take 2
    expect over = true
    expect current = []
    expect scores.0.total = 1
    expect scores.1.tiebreak = [5]
    expect ranking = [1, 2]
"""


# -- passing scenarios ---------------------------------------------------------------------------


def test_passing_scenarios_pass():
    results = run_text(PASSING)
    assert [r.status for r in results] == ["PASS", "PASS"], [r.report() for r in results]


def test_file_defaults_apply_to_every_scenario_and_can_be_overridden():
    scenarios = parse_scenarios(
        textwrap.dedent(
            """
            game: test_nim
            seed: 9
            scenario: a
            expect state.heap = 10
            scenario: b
            options: {"players": 3}
            seed: 1
            expect state.players = 3
            """
        )
    )
    assert [(s.name, s.seed, s.options) for s in scenarios] == [
        ("a", 9, {}),
        ("b", 1, {"players": 3}),
    ]
    assert all(not run_scenario(s).failed for s in scenarios)


def test_view_paths_show_what_a_player_may_see():
    results = run_text(
        """
        scenario: secrets are private
        game: test_nim
        seed: 10
        expect view.0.secrets = [10, null]
        expect view.1.secrets = [null, 11]
        expect view.spectator.secrets = [null, null]
        expect state.secrets = [10, 11]
        """
    )
    assert not results[0].failed, results[0].report()


def test_operators():
    results = run_text(
        """
        scenario: comparisons
        game: test_nim
        set taken = [1, 2]
        expect state.heap != 9
        expect state.heap > 9
        expect state.heap >= 10
        expect state.heap < 11
        expect state.heap <= 10
        expect state.taken includes 2
        expect state.taken excludes 3
        expect state.taken.-1 = 2
        expect state.taken.# = 2
        expect state.winner = null
        expect over = false
        """
    )
    assert not results[0].failed, results[0].report()


def test_bare_words_are_strings_and_true_false_null_are_json():
    (scenario,) = parse_scenarios(
        "scenario: x\ngame: test_nim\nexpect state.a = hello\nexpect state.b = true\n"
        'expect state.c = null\nexpect state.d = "two words"\n'
    )
    assert [step.value for step in scenario.steps] == ["hello", True, None, "two words"]


def test_put_adds_a_key_and_set_refuses_to():
    (put, set_) = run_text(
        """
        game: test_nim
        scenario: put
        put note = hello
        expect state.note = hello
        scenario: set
        set note = hello
        """
    )
    # NimState.from_json drops unknown keys: the expectation catches that the patch was lost.
    assert "no key 'note'" in put.report()
    assert "use 'put' to add a key" in set_.report()


def test_list_patches_append_and_remove():
    results = run_text(
        """
        scenario: list patches
        game: test_nim
        set taken += 4
        set taken -= 0
        expect state.taken = [0, 4]
        set taken = [7, 8]
        expect state.taken = [7, 8]
        """
    )
    assert not results[0].failed, results[0].report()


def test_expected_rejection_passes_when_the_move_is_illegal_and_state_unchanged():
    results = run_text(
        """
        scenario: cannot take more than three
        game: test_nim
        reject take 4 => Illegal move
        reject p1: take 1 => "not player 2's turn"
        expect state.heap = 10
        """
    )
    assert not results[0].failed, results[0].report()


def test_continuation_lines_and_comments():
    results = run_text(
        """
        # a comment
        scenario: long values
        game: test_nim
        set taken = [1, \\
                     2]
          # indented comment
          expect state.taken = [1, 2]
        """
    )
    assert not results[0].failed, results[0].report()


# -- failing scenarios give readable diffs -------------------------------------------------------


def test_a_wrong_expectation_fails_with_expected_and_actual():
    (result,) = run_text(
        """
        scenario: wrong heap
        game: test_nim
        move take 2
        expect state.heap = 9
        """
    )
    assert result.failed and result.status == "FAIL"
    report = result.report()
    assert "FAIL t.scenario:2 wrong heap" in report
    assert "line 5: expect state.heap = 9" in report
    assert "path:     state.heap" in report
    assert "expected: 9" in report
    assert "actual:   8" in report


def test_a_wrong_structured_expectation_shows_a_diff():
    (result,) = run_text(
        """
        scenario: wrong list
        game: test_nim
        move take 2
        expect state.taken = [3, 0]
        """
    )
    report = result.report()
    assert "expected: [3, 0]\n" in report and "actual:   [2, 0]" in report


def test_a_long_structured_expectation_shows_a_line_diff():
    (result,) = run_text(
        """
        scenario: wrong state
        game: test_nim
        expect state = {"heap": 10, "max_take": 3, "players": 2, "secrets": [0, 1], \\
                        "taken": [0, 0], "turn": 1, "winner": null}
        """
    )
    report = result.report()
    assert "diff (- expected, + actual):" in report
    assert '-  "turn": 1,' in report and '+  "turn": 0,' in report


def test_all_expectation_failures_are_reported_not_only_the_first():
    (result,) = run_text(
        """
        scenario: two wrong facts
        game: test_nim
        expect state.heap = 1
        expect current = [1]
        expect state.heap = 10
        """
    )
    assert len(result.failures) == 2


def test_a_missing_path_is_a_failure_naming_the_keys():
    (result,) = run_text(
        """
        scenario: typo
        game: test_nim
        expect state.haep = 10
        expect state.taken.5 = 0
        """
    )
    report = result.report()
    assert "no key 'haep'" in report and "keys: heap" in report
    assert "index 5 is out of range (length 2)" in report


def test_an_illegal_move_fails_and_lists_the_legal_moves():
    (result,) = run_text(
        """
        scenario: bad move
        game: test_nim
        move take 5
        expect state.heap = 5
        """
    )
    report = result.report()
    assert "rejected: Illegal move: take 5" in report
    assert "legal for p0: take 1; take 2; take 3" in report
    assert len(result.failures) == 1  # the scenario stops at the bad move


def test_a_move_by_the_wrong_player_fails():
    (result,) = run_text(
        """
        scenario: out of turn
        game: test_nim
        move p1: take 1
        """
    )
    assert "not player 2's turn" in result.report()


def test_an_unreadable_move_fails():
    (result,) = run_text(
        """
        scenario: unreadable
        game: test_nim
        move grab 1
        """
    )
    assert "cannot read move: Unreadable move: 'grab 1'" in result.report()


def test_a_rejection_that_is_accepted_fails():
    (result,) = run_text(
        """
        scenario: this move is legal
        game: test_nim
        reject take 1
        """
    )
    assert result.failed
    assert "expected IllegalMove, but the move was accepted" in result.report()


def test_a_rejection_with_the_wrong_message_fails():
    (result,) = run_text(
        """
        scenario: wrong reason
        game: test_nim
        reject take 4 => not your turn
        """
    )
    report = result.report()
    assert "expected to contain: 'not your turn'" in report
    assert "actual message:      'Illegal move: take 4'" in report


def test_a_rejection_of_unreadable_text_fails_so_typos_cannot_pass():
    (result,) = run_text(
        """
        scenario: typo in a rejection
        game: test_nim
        reject tkae 4
        """
    )
    assert "a rejection must be of a well-formed move" in result.report()


class LeakyNim(NimState):
    """A broken engine: rejects 'take 3' only after having changed the heap."""

    game_id = "test_leaky_nim"

    def apply(self, move: Any, player: int | None = None) -> None:
        if move == 3:
            self.heap -= 1
            raise IllegalMove("no threes")
        super().apply(move, player)


register(
    GameDef(
        "test_leaky_nim",
        "Leaky Nim",
        2,
        4,
        _normalize,
        lambda o, s: LeakyNim.from_json(_setup(o, s).to_json()),
        LeakyNim,
    )
)


def test_a_rejection_that_changes_the_state_fails():
    (result,) = run_text(
        """
        scenario: leaky rejection
        game: test_leaky_nim
        reject take 3
        """
    )
    assert "the move was rejected but the state changed (first at state.heap)" in result.report()


def test_legal_membership_failures_show_the_legal_moves():
    (result,) = run_text(
        """
        scenario: membership
        game: test_nim
        set heap = 2
        expect legal includes take 3
        expect legal excludes take 2
        expect p1: legal includes take 1
        """
    )
    report = result.report()
    assert "'take 3' is not a legal move for p0" in report
    assert "'take 2' is a legal move for p0" in report
    assert "'take 1' is not a legal move for p1" in report
    assert "legal for p0: take 1; take 2" in report


def test_a_patch_that_from_json_rejects_fails():
    (result,) = run_text(
        """
        scenario: bad patch
        game: test_nim
        set heap = -1
        expect state.heap = -1
        """
    )
    assert "from_json rejected the patched state" in result.report()
    assert "a heap cannot be negative" in result.report()


def test_unknown_game_and_bad_options_fail():
    bad_game, bad_options = run_text(
        """
        scenario: no such game
        game: test_chess
        scenario: bad options
        game: test_nim
        options: {"players": 9}
        """
    )
    assert "unknown game id" in bad_game.report()
    assert "Nim takes 2 to 4 players" in bad_options.report()


def test_xfail_scenarios_count_as_expected_failures_and_xpass_fails():
    xfail, xpass = run_text(
        """
        game: test_nim
        scenario: known bug
        xfail: engine bug 12
        expect state.heap = 3
        scenario: fixed bug
        xfail: engine bug 13
        expect state.heap = 10
        """
    )
    assert xfail.status == "XFAIL" and not xfail.failed
    assert xpass.status == "XPASS" and xpass.failed


# -- syntax errors name the line -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("move take 1", "expected 'scenario: NAME'"),
        ("scenario: x\nmove take 1", "has no 'game:'"),
        ("scenario: x\ngame: test_nim\nfrobnicate", "unknown step 'frobnicate'"),
        ("scenario: x\ngame: test_nim\nexpect heap = 1", "a path starts with one of"),
        ("scenario: x\ngame: test_nim\nexpect state.heap == 1", "not '=='"),
        ("scenario: x\ngame: test_nim\nexpect state.heap = two words", "not a JSON value"),
        ("scenario: x\ngame: test_nim\nexpect view.x.heap = 1", "view.N.PATH"),
        ("scenario: x\ngame: test_nim\nset heap 3", "expected 'set PATH = JSON'"),
        ("scenario: x\ngame: test_nim\nmove take 1\nseed: 4", "before the first step"),
        ("scenario: x\ngame: test_nim\nseed: four", "must be an integer"),
        ("scenario: x\ngame: test_nim\noptions: [1]", "must be a JSON object"),
        ("scenario: x\ngame: test_nim\nexpect p1: state.heap = 1", "only goes with legal"),
    ],
)
def test_syntax_errors_name_the_line(text: str, message: str):
    with pytest.raises(ScenarioSyntaxError, match=r"^t\.scenario:\d+: ") as info:
        parse_scenarios(text, "t.scenario")
    assert message in str(info.value)


# -- the command line ----------------------------------------------------------------------------


def test_cli_exit_zero_and_summary_when_all_pass(tmp_path: Path):
    code, output = run_cli(tmp_path, PASSING)
    assert code == 0
    lines = output.splitlines()
    assert lines[0].startswith("PASS ") and lines[1].startswith("PASS ")
    assert lines[-1] == "scenarios: 2 passed, 0 failed"


def test_cli_exit_nonzero_with_a_readable_diff_on_failure(tmp_path: Path):
    code, output = run_cli(
        tmp_path,
        PASSING
        + """
    scenario: a wrong expectation
    move take 1
    expect state.heap = 5
    """,
    )
    assert code == 1
    assert "FAIL " in output and "a wrong expectation" in output
    assert "expected: 5\n" in output and "actual:   6\n" in output
    assert output.splitlines()[-1] == "scenarios: 2 passed, 1 failed"


def test_cli_select_and_quiet(tmp_path: Path):
    code, output = run_cli(tmp_path, PASSING, "-k", "PATCH", "-q")
    assert code == 0
    assert output.splitlines() == ["scenarios: 1 passed, 0 failed"]


def test_cli_exit_two_on_a_syntax_error(tmp_path: Path):
    code, output = run_cli(tmp_path, "scenario: x\ngame: test_nim\nbogus line\n")
    assert code == 2
    assert "ERROR " in output and ":3: unknown step 'bogus'" in output


def test_cli_accepts_directories(tmp_path: Path):
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "a.scenario").write_text(textwrap.dedent(PASSING), encoding="utf-8")
    out = io.StringIO()
    assert main([str(tmp_path)], out=out) == 0
    assert out.getvalue().splitlines()[-1] == "scenarios: 2 passed, 0 failed"


def test_module_runs_as_a_program(tmp_path: Path):
    file = tmp_path / "bad.scenario"
    file.write_text("scenario: x\ngame: no_such_game\n", encoding="utf-8")
    proc = subprocess.run(
        [sys.executable, "-m", "game.scenario", str(file)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 1
    assert proc.stdout.splitlines()[-1] == "scenarios: 0 passed, 1 failed"
