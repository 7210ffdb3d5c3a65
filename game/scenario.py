"""Scenario runner: rule tests written as small text files, for any game on the core protocol.

Usage::

    python3 -m game.scenario FILE... [-k SUBSTRING] [-q]

A scenario builds a position (game id + options + seed, then a patch of the state's JSON), plays
moves in the game's text notation and checks facts about the result or that a move is rejected.
The file format is documented in ``docs/scenarios.md``; it is a stable contract. Exit status: 0
when every scenario passes, 1 when one fails, 2 when a file cannot be read or parsed.
"""

from __future__ import annotations

import argparse
import difflib
import json
import re
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core.errors import IllegalMove
from game.core.protocol import GameState, canonical_json, ranking
from game.core.registry import get_game

__all__ = [
    "Scenario",
    "ScenarioResult",
    "ScenarioSyntaxError",
    "Step",
    "load_file",
    "main",
    "parse_scenarios",
    "run_scenario",
]

_MISSING = object()
_PLAYER_PREFIX = re.compile(r"^p(\d+)\s*:\s*")
_BARE_WORD = re.compile(r"^[A-Za-z_][A-Za-z0-9_\-]*$")
_OPERATORS = ("<=", ">=", "!=", "=", "<", ">", "includes", "excludes")
_EXPECT = re.compile(
    r"^(?P<path>\S+)\s+(?P<op><=|>=|!=|=|<|>|includes|excludes)(?:\s+(?P<value>.*))?$"
)
_SET = re.compile(r"^(?P<path>\S+)\s+(?P<op>=|\+=|-=)\s+(?P<value>.+)$")


class ScenarioSyntaxError(ValueError):
    """A scenario file that does not follow the format. Carries ``file:line``."""

    def __init__(self, source: str, line: int, message: str) -> None:
        super().__init__(f"{source}:{line}: {message}")
        self.source = source
        self.line = line
        self.message = message


# -- the parsed form ----------------------------------------------------------------------------


@dataclass
class Step:
    """One line of a scenario body, in file order.

    ``kind`` is ``set``/``put``/``move``/``reject``/``expect``. ``player`` is the ``pN:``
    attribution (0-based) or None. The other fields depend on the kind.
    """

    kind: str
    line: int
    text: str  # the line as written, for reports
    player: int | None = None
    path: str = ""
    op: str = ""
    value: Any = None
    move: str = ""
    message: str | None = None


@dataclass
class Scenario:
    name: str
    source: str
    line: int
    game: str | None = None
    options: dict[str, Any] = field(default_factory=dict)
    seed: int = 0
    xfail: str | None = None
    steps: list[Step] = field(default_factory=list)

    @property
    def where(self) -> str:
        return f"{self.source}:{self.line}"


@dataclass
class ScenarioResult:
    scenario: Scenario
    failures: list[str] = field(default_factory=list)

    @property
    def failed(self) -> bool:
        """True when the outcome is bad: a failure, or an ``xfail`` scenario that passed."""
        if self.scenario.xfail is not None:
            return not self.failures
        return bool(self.failures)

    @property
    def status(self) -> str:
        if self.scenario.xfail is not None:
            return "XFAIL" if self.failures else "XPASS"
        return "FAIL" if self.failures else "PASS"

    def report(self) -> str:
        """One headline, followed by the failure details (indented) when there are any."""
        head = f"{self.status} {self.scenario.where} {self.scenario.name}"
        if self.scenario.xfail is not None:
            head += f"  [xfail: {self.scenario.xfail}]"
        lines = [head]
        if self.status in ("FAIL",):
            for failure in self.failures:
                lines.extend("    " + part for part in failure.splitlines())
        elif self.status == "XPASS":
            lines.append("    expected this scenario to fail, but every step passed")
        return "\n".join(lines)


# -- parsing ------------------------------------------------------------------------------------


def _parse_value(text: str, source: str, line: int) -> Any:
    """A JSON value, or a bare word (letters, digits, ``_``, ``-``) taken as a string."""
    text = text.strip()
    try:
        return json.loads(text)
    except ValueError:
        if _BARE_WORD.match(text):
            return text
        raise ScenarioSyntaxError(
            source, line, f"not a JSON value: {text!r} (quote strings that contain spaces)"
        ) from None


def _split_player(text: str) -> tuple[int | None, str]:
    match = _PLAYER_PREFIX.match(text)
    if match is None:
        return None, text
    return int(match.group(1)), text[match.end() :]


def _logical_lines(text: str) -> Iterable[tuple[int, str]]:
    """(line number, content) with comments and blanks dropped and ``\\`` continuations joined."""
    pending: list[str] = []
    start = 0
    for number, raw in enumerate(text.splitlines(), 1):
        stripped = raw.strip()
        if not pending and (not stripped or stripped.startswith("#")):
            continue
        if not pending:
            start = number
        if stripped.endswith("\\"):
            pending.append(stripped[:-1].rstrip())
            continue
        pending.append(stripped)
        yield start, " ".join(part for part in pending if part)
        pending = []
    if pending:
        yield start, " ".join(part for part in pending if part)


def parse_scenarios(text: str, source: str = "<text>") -> list[Scenario]:
    """Parse a scenario file. Raises :class:`ScenarioSyntaxError` naming the line."""
    defaults: dict[str, Any] = {"game": None, "options": {}, "seed": 0, "xfail": None}
    scenarios: list[Scenario] = []
    current: Scenario | None = None

    for number, line in _logical_lines(text):
        keyword, _, rest = line.partition(" ")
        rest = rest.strip()
        header = re.match(r"^(scenario|game|options|seed|xfail)\s*:\s*(.*)$", line)
        if header:
            key, value = header.group(1), header.group(2).strip()
            if key == "scenario":
                if not value:
                    raise ScenarioSyntaxError(source, number, "a scenario needs a name")
                current = Scenario(
                    name=value,
                    source=source,
                    line=number,
                    game=defaults["game"],
                    options=dict(defaults["options"]),
                    seed=defaults["seed"],
                    xfail=None,
                )
                scenarios.append(current)
                continue
            parsed = _parse_header(key, value, source, number)
            if current is None:
                defaults[key] = parsed
            elif current.steps and key != "xfail":
                raise ScenarioSyntaxError(
                    source, number, f"'{key}:' must come before the first step of a scenario"
                )
            else:
                setattr(current, key, parsed)
            continue
        if current is None:
            raise ScenarioSyntaxError(
                source, number, "expected 'scenario: NAME' (or game:/options:/seed: defaults)"
            )
        current.steps.append(_parse_step(keyword, rest, line, source, number))

    for scenario in scenarios:
        if scenario.game is None:
            raise ScenarioSyntaxError(
                source, scenario.line, f"scenario {scenario.name!r} has no 'game:'"
            )
    return scenarios


def _parse_header(key: str, value: str, source: str, line: int) -> Any:
    if key == "game":
        if not value:
            raise ScenarioSyntaxError(source, line, "'game:' needs a game id")
        return value
    if key == "options":
        options = _parse_value(value or "{}", source, line)
        if not isinstance(options, dict):
            raise ScenarioSyntaxError(source, line, "'options:' must be a JSON object")
        return options
    if key == "seed":
        try:
            return int(value)
        except ValueError:
            raise ScenarioSyntaxError(
                source, line, f"'seed:' must be an integer, not {value!r}"
            ) from None
    return value or "expected to fail"  # xfail


def _parse_step(keyword: str, rest: str, line: str, source: str, number: int) -> Step:
    if keyword in ("set", "put"):
        match = _SET.match(rest)
        if match is None:
            raise ScenarioSyntaxError(source, number, f"expected '{keyword} PATH = JSON'")
        if keyword == "put" and match.group("op") != "=":
            raise ScenarioSyntaxError(source, number, "'put' only takes '='")
        _check_path(match.group("path"), source, number)
        return Step(
            keyword,
            number,
            line,
            path=match.group("path"),
            op=match.group("op"),
            value=_parse_value(match.group("value"), source, number),
        )
    if keyword in ("move", "reject"):
        player, text = _split_player(rest)
        message = None
        if keyword == "reject" and " => " in text:
            text, _, message = text.partition(" => ")
            message = message.strip()
            if message.startswith('"'):
                message = _parse_value(message, source, number)
                if not isinstance(message, str):
                    raise ScenarioSyntaxError(source, number, "the message must be a string")
        text = text.strip()
        if not text:
            raise ScenarioSyntaxError(source, number, f"'{keyword}' needs a move")
        return Step(keyword, number, line, player=player, move=text, message=message)
    if keyword == "expect":
        player, text = _split_player(rest)
        match = _EXPECT.match(text)
        if match is None and "==" in text:
            raise ScenarioSyntaxError(source, number, "write '=' for equality, not '=='")
        if match is None:
            raise ScenarioSyntaxError(
                source, number, f"expected 'expect PATH OP VALUE' with OP one of {_OPERATORS}"
            )
        path, op, value_text = match.group("path"), match.group("op"), match.group("value")
        _check_path(path, source, number, root=True)
        if value_text is None or not value_text.strip():
            raise ScenarioSyntaxError(source, number, f"'{op}' needs a value")
        is_legal = path.split(".")[0] == "legal"
        if is_legal and op in ("includes", "excludes"):
            value: Any = value_text.strip()  # a move in the game's notation, not JSON
        else:
            value = _parse_value(value_text, source, number)
        if player is not None and not is_legal:
            raise ScenarioSyntaxError(
                source, number, "'pN:' on an expectation only goes with legal"
            )
        return Step("expect", number, line, player=player, path=path, op=op, value=value)
    raise ScenarioSyntaxError(
        source, number, f"unknown step {keyword!r} (use set, put, move, reject or expect)"
    )


_ROOTS = ("state", "view", "scores", "ranking", "current", "over", "legal")


def _check_path(path: str, source: str, line: int, root: bool = False) -> None:
    parts = path.split(".")
    if any(not part for part in parts):
        raise ScenarioSyntaxError(source, line, f"empty segment in path {path!r}")
    if root:
        if parts[0] not in _ROOTS:
            raise ScenarioSyntaxError(
                source, line, f"a path starts with one of {', '.join(_ROOTS)}; got {path!r}"
            )
        if parts[0] == "view" and (
            len(parts) < 2 or not (parts[1].isdigit() or parts[1] == "spectator")
        ):
            raise ScenarioSyntaxError(source, line, "write view.N.PATH or view.spectator.PATH")


def load_file(path: str | Path) -> list[Scenario]:
    """Read and parse one scenario file."""
    file = Path(path)
    return parse_scenarios(file.read_text(encoding="utf-8"), str(path))


# -- paths into JSON ---------------------------------------------------------------------------


class PathError(LookupError):
    pass


def _step_into(node: Any, segment: str, where: str) -> Any:
    if segment == "#":
        if isinstance(node, (list, dict, str)):
            return len(node)
        raise PathError(f"{where}: '#' (length) needs a list, object or string, not {_show(node)}")
    if isinstance(node, dict):
        if segment in node:
            return node[segment]
        keys = ", ".join(sorted(map(str, node)))
        raise PathError(f"{where}: no key {segment!r} (keys: {keys})")
    if isinstance(node, list):
        try:
            index = int(segment)
        except ValueError:
            raise PathError(f"{where}: {segment!r} is not a list index") from None
        if -len(node) <= index < len(node):
            return node[index]
        raise PathError(f"{where}: index {index} is out of range (length {len(node)})")
    raise PathError(f"{where}: cannot look up {segment!r} inside {_show(node)}")


def get_path(data: Any, segments: Sequence[str], prefix: str = "") -> Any:
    """The value at ``segments`` (dict keys, list indices, ``#`` for a length)."""
    node = data
    walked = prefix
    for segment in segments:
        node = _step_into(node, segment, walked or "(root)")
        walked = f"{walked}.{segment}" if walked else segment
    return node


def apply_patch(data: Any, path: str, op: str, value: Any, create: bool = False) -> None:
    """Change ``data`` in place at a dotted ``path`` (``=``, ``+=``, ``-=``)."""
    segments = path.split(".")
    parent = get_path(data, segments[:-1])
    last = segments[-1]
    where = path
    if isinstance(parent, dict):
        if last not in parent and not create:
            keys = ", ".join(sorted(map(str, parent)))
            raise PathError(
                f"{where}: no key {last!r} to set (keys: {keys}); use 'put' to add a key"
            )
        key: Any = last
    elif isinstance(parent, list):
        try:
            key = int(last)
        except ValueError:
            raise PathError(f"{where}: {last!r} is not a list index") from None
        if not -len(parent) <= key < len(parent):
            raise PathError(f"{where}: index {key} is out of range (length {len(parent)})")
    else:
        raise PathError(f"{where}: cannot set a key inside {_show(parent)}")
    if op == "=":
        parent[key] = value
        return
    old = parent[key]
    if isinstance(old, list) and op == "+=":
        old.extend(value if isinstance(value, list) else [value])
    elif isinstance(old, list) and op == "-=":
        for item in value if isinstance(value, list) else [value]:
            if item not in old:
                raise PathError(f"{where}: {_show(item)} is not in {_show(old)}")
            old.remove(item)
    elif _is_number(old) and _is_number(value):
        parent[key] = old + value if op == "+=" else old - value
    else:
        raise PathError(f"{where}: cannot apply {op} {_show(value)} to {_show(old)}")


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _show(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


def _pretty(value: Any) -> list[str]:
    return json.dumps(value, ensure_ascii=False, sort_keys=True, indent=2).splitlines()


def _first_difference(before: Any, after: Any, path: str = "") -> str | None:
    """The first path where two JSON values differ (for 'the state changed' reports)."""
    if isinstance(before, dict) and isinstance(after, dict):
        for key in sorted(set(before) | set(after), key=str):
            sub = f"{path}.{key}" if path else str(key)
            if key not in before or key not in after:
                return sub
            found = _first_difference(before[key], after[key], sub)
            if found is not None:
                return found
        return None
    if isinstance(before, list) and isinstance(after, list) and len(before) == len(after):
        for index, (a, b) in enumerate(zip(before, after, strict=True)):
            found = _first_difference(a, b, f"{path}.{index}" if path else str(index))
            if found is not None:
                return found
        return None
    return None if before == after else (path or "(root)")


# -- running ------------------------------------------------------------------------------------


class _Stop(Exception):
    """Ends a scenario: later steps would run on a position that is not the intended one."""


def _compare(op: str, actual: Any, expected: Any) -> bool:
    if op == "=":
        return _equal(actual, expected)
    if op == "!=":
        return not _equal(actual, expected)
    if op == "includes":
        return _contains(actual, expected)
    if op == "excludes":
        return not _contains(actual, expected)
    try:
        if op == "<":
            return actual < expected
        if op == "<=":
            return actual <= expected
        if op == ">":
            return actual > expected
        if op == ">=":
            return actual >= expected
    except TypeError:
        return False
    raise AssertionError(op)


def _equal(actual: Any, expected: Any) -> bool:
    # JSON equality: 1 == 1.0 but true != 1.
    if isinstance(actual, bool) or isinstance(expected, bool):
        return type(actual) is type(expected) and actual == expected
    if isinstance(actual, dict) and isinstance(expected, dict):
        return actual.keys() == expected.keys() and all(
            _equal(actual[k], expected[k]) for k in actual
        )
    if isinstance(actual, list) and isinstance(expected, list):
        return len(actual) == len(expected) and all(
            _equal(a, e) for a, e in zip(actual, expected, strict=True)
        )
    return bool(actual == expected)


def _contains(container: Any, item: Any) -> bool:
    if isinstance(container, list):
        return any(_equal(element, item) for element in container)
    if isinstance(container, dict):
        return isinstance(item, str) and item in container
    if isinstance(container, str):
        return isinstance(item, str) and item in container
    return False


class _Runner:
    def __init__(self, scenario: Scenario) -> None:
        self.scenario = scenario
        self.failures: list[str] = []
        self.state: GameState | None = None
        self.pending: list[Step] = []

    def run(self) -> ScenarioResult:
        scenario = self.scenario
        try:
            try:
                definition = get_game(scenario.game or "")
            except KeyError:
                self._fail(scenario.line, f"game: {scenario.game}", "unknown game id")
                raise _Stop from None
            try:
                self.state = definition.new_game(scenario.options, scenario.seed)
            except (ValueError, TypeError) as exc:
                self._fail(scenario.line, f"options: {_show(scenario.options)}", str(exc))
                raise _Stop from None
            for step in scenario.steps:
                if step.kind in ("set", "put"):
                    self.pending.append(step)
                    continue
                self._flush_patch()
                handler: Callable[[Step], None] = getattr(self, f"_do_{step.kind}")
                handler(step)
            self._flush_patch()
        except _Stop:
            pass
        except Exception as exc:  # an engine crash is a failed scenario
            self._fail(scenario.line, scenario.name, f"crashed: {type(exc).__name__}: {exc}")
        return ScenarioResult(scenario, self.failures)

    # -- helpers --
    def _fail(self, line: int, text: str, detail: str) -> None:
        body = "\n".join("  " + part for part in detail.splitlines())
        self.failures.append(f"line {line}: {text}\n{body}")

    def _game(self) -> GameState:
        assert self.state is not None
        return self.state

    def _actor(self, step: Step) -> int | None:
        if step.player is not None:
            if not 0 <= step.player < self._game().num_players:
                self._fail(step.line, step.text, f"there is no player p{step.player}")
                raise _Stop
            return step.player
        actors = self._game().current_players()
        return actors[0] if actors else None

    def _legal_texts(self, player: int | None) -> list[str]:
        state = self._game()
        if player is None:
            return []
        return sorted(state.move_to_text(m) for m in state.legal_moves(player))

    def _legal_hint(self, player: int | None, limit: int = 30) -> str:
        texts = self._legal_texts(player)
        who = f"p{player}" if player is not None else "nobody"
        actors = ", ".join(f"p{p}" for p in self._game().current_players()) or "nobody (over)"
        shown = "; ".join(texts[:limit]) + (
            f"; … (+{len(texts) - limit})" if len(texts) > limit else ""
        )
        return f"to act: {actors}\nlegal for {who}: {shown or '(none)'}"

    def _flush_patch(self) -> None:
        if not self.pending:
            return
        steps, self.pending = self.pending, []
        state = self._game()
        data = json.loads(canonical_json(state.to_json()))
        for step in steps:
            try:
                apply_patch(data, step.path, step.op, step.value, create=step.kind == "put")
            except PathError as exc:
                self._fail(step.line, step.text, str(exc))
                raise _Stop from None
        try:
            self.state = type(state).from_json(data)
        except Exception as exc:  # report any rebuild error
            lines = ", ".join(str(s.line) for s in steps)
            self._fail(
                steps[0].line,
                steps[0].text,
                f"from_json rejected the patched state (lines {lines}): "
                f"{type(exc).__name__}: {exc}",
            )
            raise _Stop from None

    # -- steps --
    def _do_move(self, step: Step) -> None:
        state = self._game()
        player = self._actor(step)
        try:
            move = state.parse_move(step.move)
        except IllegalMove as exc:
            self._fail(step.line, step.text, f"cannot read move: {exc}\n{self._legal_hint(player)}")
            raise _Stop from None
        try:
            state.apply(move, step.player)
        except IllegalMove as exc:
            self._fail(step.line, step.text, f"rejected: {exc}\n{self._legal_hint(player)}")
            raise _Stop from None

    def _do_reject(self, step: Step) -> None:
        state = self._game()
        player = self._actor(step)
        try:
            move = state.parse_move(step.move)
        except IllegalMove as exc:
            self._fail(
                step.line,
                step.text,
                f"cannot read move (a rejection must be of a well-formed move): {exc}",
            )
            raise _Stop from None
        before = json.loads(canonical_json(state.to_json()))
        try:
            state.apply(move, step.player)
        except IllegalMove as exc:
            after = json.loads(canonical_json(state.to_json()))
            if before != after:
                where = _first_difference(before, after)
                self._fail(
                    step.line,
                    step.text,
                    f"the move was rejected but the state changed (first at state.{where})",
                )
                raise _Stop from None
            if step.message is not None and step.message.lower() not in str(exc).lower():
                self._fail(
                    step.line,
                    step.text,
                    f"rejected with the wrong message\nexpected to contain: {step.message!r}\n"
                    f"actual message:      {str(exc)!r}",
                )
            return
        self._fail(
            step.line, step.text, f"expected IllegalMove, but the move was accepted (p{player})"
        )
        raise _Stop

    def _do_expect(self, step: Step) -> None:
        segments = step.path.split(".")
        root = segments[0]
        if root == "legal" and step.op in ("includes", "excludes"):
            self._expect_legal(step)
            return
        try:
            actual = get_path(
                self._root_value(step, root, segments),
                self._rest(root, segments),
                self._root_name(root, segments),
            )
        except PathError as exc:
            self._fail(step.line, step.text, f"path {step.path}: {exc}")
            return
        if _compare(step.op, actual, step.value):
            return
        self._fail(step.line, step.text, _describe(step.path, step.op, step.value, actual))

    def _root_name(self, root: str, segments: list[str]) -> str:
        return ".".join(segments[:2]) if root == "view" else root

    def _rest(self, root: str, segments: list[str]) -> list[str]:
        return segments[2:] if root == "view" else segments[1:]

    def _root_value(self, step: Step, root: str, segments: list[str]) -> Any:
        state = self._game()
        if root == "state":
            return json.loads(canonical_json(state.to_json()))
        if root == "view":
            who = None if segments[1] == "spectator" else int(segments[1])
            return json.loads(canonical_json(state.view(who)))
        if root == "scores":
            return [s.to_json() for s in state.final_scores()]
        if root == "ranking":
            return ranking(state.final_scores())
        if root == "current":
            return list(state.current_players())
        if root == "over":
            return state.is_over()
        if root == "legal":
            return self._legal_texts(self._actor(step))
        raise AssertionError(root)

    def _expect_legal(self, step: Step) -> None:
        state = self._game()
        player = self._actor(step)
        try:
            move = state.parse_move(step.value)
        except IllegalMove as exc:
            self._fail(step.line, step.text, f"cannot read move {step.value!r}: {exc}")
            return
        legal = state.legal_moves(player) if player is not None else []
        present = move in legal
        if present == (step.op == "includes"):
            return
        who = f"p{player}" if player is not None else "nobody"
        verdict = "is not" if step.op == "includes" else "is"
        self._fail(
            step.line,
            step.text,
            f"{state.move_to_text(move)!r} {verdict} a legal move for {who}\n"
            + self._legal_hint(player),
        )


def _describe(path: str, op: str, expected: Any, actual: Any) -> str:
    lines = [f"path:     {path}"]
    structured = isinstance(actual, (dict, list)) and isinstance(expected, (dict, list))
    if op == "=" and structured and max(len(_show(actual)), len(_show(expected))) > 70:
        lines.append("diff (- expected, + actual):")
        diff = difflib.unified_diff(_pretty(expected), _pretty(actual), lineterm="", n=2)
        lines.extend("  " + d for d in list(diff)[2:])
        return "\n".join(lines)
    wanted = {
        "=": "",
        "!=": "not ",
        "<": "< ",
        "<=": "<= ",
        ">": "> ",
        ">=": ">= ",
        "includes": "to include ",
        "excludes": "to exclude ",
    }[op]
    lines.append(f"expected: {wanted}{_show(expected)}")
    lines.append(f"actual:   {_show(actual)}")
    return "\n".join(lines)


def run_scenario(scenario: Scenario) -> ScenarioResult:
    """Run one scenario. Never raises for a failing scenario; see :attr:`ScenarioResult.failed`."""
    return _Runner(scenario).run()


def run_files(
    paths: Iterable[str | Path], select: str | None = None
) -> tuple[list[ScenarioResult], list[str]]:
    """Run every scenario of the files (whose name contains ``select``, if given).

    Returns the results and the file errors (unreadable files, syntax errors).
    """
    results: list[ScenarioResult] = []
    errors: list[str] = []
    for path in paths:
        try:
            scenarios = load_file(path)
        except OSError as exc:
            errors.append(f"{path}: cannot read: {exc.strerror or exc}")
            continue
        except ScenarioSyntaxError as exc:
            errors.append(str(exc))
            continue
        for scenario in scenarios:
            if select and select.lower() not in scenario.name.lower():
                continue
            results.append(run_scenario(scenario))
    return results, errors


def _expand(paths: Sequence[str]) -> list[Path]:
    """Files as given; directories contribute their ``*.scenario`` files, recursively."""
    out: list[Path] = []
    for name in paths:
        path = Path(name)
        if path.is_dir():
            out.extend(sorted(path.rglob("*.scenario")))
        else:
            out.append(path)
    return out


def main(argv: Sequence[str] | None = None, out: Any = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python3 -m game.scenario",
        description="Run rule scenarios (format: docs/scenarios.md).",
    )
    parser.add_argument("files", nargs="+", help="scenario files or directories of *.scenario")
    parser.add_argument("-k", dest="select", help="only scenarios whose name contains this")
    parser.add_argument("-q", "--quiet", action="store_true", help="print only failures")
    args = parser.parse_args(argv)
    stream = out if out is not None else sys.stdout

    results, errors = run_files(_expand(args.files), args.select)
    for error in errors:
        print(f"ERROR {error}", file=stream)
    for result in results:
        if args.quiet and not result.failed:
            continue
        print(result.report(), file=stream)
    failed = sum(1 for r in results if r.failed)
    passed = len(results) - failed
    xfailed = sum(1 for r in results if r.status == "XFAIL")
    summary = f"scenarios: {passed} passed, {failed} failed"
    if xfailed:
        summary += f" ({xfailed} expected failures)"
    if errors:
        summary += f", {len(errors)} file errors"
    print(summary, file=stream)
    if errors:
        return 2
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
