"""Random games of any registered game, for speed and statistics: ``simulate`` returns a
:class:`Simulation`; :func:`command` is each game's ``python3 -m game.<id> simulate``.

Every player picks uniformly among the legal moves (Python's ``random.Random(seed)``, so a run
is repeatable); game ``i`` is set up with seed ``seed + i``. The figures: games, decisions per
game, µs per decision, games per second by the wall clock and by CPU time, scores, wins by seat,
why games ended, and the means of what each game reports in :meth:`GameState.summary`.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .protocol import GameDef, ranking


class Rates:
    """The rates of a run's totals (``games``, ``wall_seconds``, ``decisions``, which a subclass
    declares): what a run, or several runs summed, is compared by."""

    games: int
    wall_seconds: float
    decisions: int

    @property
    def games_per_s(self) -> float:
        return self.games / self.wall_seconds if self.wall_seconds > 0 else float("inf")

    @property
    def decisions_per_game(self) -> float:
        return self.decisions / self.games if self.games else 0.0

    @property
    def us_per_decision(self) -> float:
        return self.wall_seconds / max(self.decisions, 1) * 1e6


@dataclass
class Simulation(Rates):
    """What a run of random games measured."""

    game: str
    options: dict[str, Any]
    games: int
    seed: int
    decisions: int = 0
    wall_seconds: float = 0.0
    cpu_seconds: float = 0.0
    scores: list[int] = field(default_factory=list)  # every player's total, game after game
    wins_by_seat: list[float] = field(default_factory=list)  # shared wins count fractionally
    end_reasons: Counter[str] = field(default_factory=Counter)  # games ended for each reason
    summary_totals: dict[str, float] = field(default_factory=dict)  # summed over the games

    @property
    def games_per_cpu_s(self) -> float:
        return self.games / self.cpu_seconds if self.cpu_seconds > 0 else float("inf")

    def summary_means(self) -> dict[str, float]:
        """The mean per game of each number in the games' summaries."""
        return {k: v / self.games for k, v in self.summary_totals.items()} if self.games else {}

    def to_json(self) -> dict[str, Any]:
        """Every figure as JSON-able data (what ``simulate --json`` prints)."""
        return {
            "game": self.game,
            "options": self.options,
            "games": self.games,
            "seed": self.seed,
            "decisions": self.decisions,
            "decisions_per_game": self.decisions_per_game,
            "us_per_decision": self.us_per_decision,
            "wall_seconds": self.wall_seconds,
            "cpu_seconds": self.cpu_seconds,
            "games_per_s": self.games_per_s,
            "games_per_cpu_s": self.games_per_cpu_s,
            "mean_score": sum(self.scores) / len(self.scores) if self.scores else 0.0,
            "wins_by_seat": [w / self.games if self.games else 0.0 for w in self.wins_by_seat],
            "end_reasons": dict(self.end_reasons),
            "summary": self.summary_means(),
        }

    def report(self) -> str:
        """The figures as text, ending with the line ``games/s: <rate>``."""
        shown = {k: v for k, v in self.options.items() if k != "players"}
        lines = [f"{self.game}  players: {self.options.get('players')}  games: {self.games}  "
                 f"seed: {self.seed}  options: {json.dumps(shown, sort_keys=True)}"]
        if self.games:
            mean = sum(self.scores) / len(self.scores)
            lines.append(f"mean score: {mean:.2f}  min: {min(self.scores)}  "
                         f"max: {max(self.scores)}")
            means = "  ".join(f"mean {k}: {v:.2f}" for k, v in self.summary_means().items())
            lines.append((means + "  " if means else "")
                         + f"decisions/game: {self.decisions_per_game:.1f}")
            lines.append("wins by seat: " + " ".join(f"{w / self.games:.3f}"
                                                      for w in self.wins_by_seat))
            if self.end_reasons:
                lines.append("end reasons (games): " + " ".join(
                    f"{k}={v}" for k, v in sorted(self.end_reasons.items())))
            lines.append(f"us/decision: {self.us_per_decision:.2f}")
            lines.append("games/s by CPU time (ignores other processes): "
                         f"{self.games_per_cpu_s:.1f}")
        lines.append(f"games/s: {self.games_per_s:.1f}")
        return "\n".join(lines)


def simulate(definition: GameDef, options: Mapping[str, Any], games: int,
             seed: int = 1) -> Simulation:
    """Play ``games`` random games of ``definition`` with ``options`` (normalized here)."""
    normalized = definition.normalize_options(options)
    setup = definition.setup
    if setup is None:
        raise ValueError(f"{definition.name} cannot be played yet.")
    players = normalized["players"]
    result = Simulation(definition.id, normalized, games, seed,
                        wins_by_seat=[0.0] * players)
    choice = random.Random(seed).choice
    decisions = 0
    start = time.perf_counter()
    cpu_start = time.process_time()
    for i in range(games):
        state = setup(normalized, seed + i)
        step = state.apply_unchecked
        to_act = state.to_act
        turn = to_act()
        while turn is not None:
            player, legal = turn
            step(choice(legal), player)
            decisions += 1
            turn = to_act()
        scores = state.final_scores()
        result.scores.extend(s.total for s in scores)
        ranks = ranking(scores)
        best = ranks.count(1)
        for p, r in enumerate(ranks):
            if r == 1:
                result.wins_by_seat[p] += 1.0 / best
        result.end_reasons.update(state.end_reasons())
        for key, value in state.summary().items():
            result.summary_totals[key] = result.summary_totals.get(key, 0.0) + value
    result.wall_seconds = time.perf_counter() - start
    result.cpu_seconds = time.process_time() - cpu_start
    result.decisions = decisions
    return result


def _flag(option_id: str) -> str:
    return "--" + option_id.replace("_", "-")


def command(definition: GameDef, argv: Sequence[str] | None = None, prog: str | None = None,
            value_options: Mapping[str, str] | None = None) -> int:
    """``python3 -m game.<id> simulate``: random games with the game's options as flags.

    Every option of the registration is a flag (``--<id>`` / ``--no-<id>`` for a bool,
    ``--<id> VALUE`` for a choice); ``value_options`` adds flags taking a text value for options
    the game normalizes itself ({option id: help}, e.g. a list of expansions);
    ``--option KEY=VALUE`` sets any option. ``--json`` prints the figures as JSON."""
    parser = argparse.ArgumentParser(prog=prog or f"python3 -m game.{definition.id}")
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play random games and print statistics")
    sim.add_argument("--players", type=int,
                     default=definition.default_players or definition.min_players,
                     choices=range(definition.min_players, definition.max_players + 1))
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    for option in definition.options:
        if option.kind == "bool":
            sim.add_argument(_flag(option.id), dest=option.id, default=None,
                             action=argparse.BooleanOptionalAction, help=option.label)
        else:
            sim.add_argument(_flag(option.id), dest=option.id, default=None,
                             type=type(option.default), help=option.label,
                             choices=option.values())
    for option_id, help_text in (value_options or {}).items():
        sim.add_argument(_flag(option_id), dest=option_id, default=None, help=help_text)
    sim.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                     help="any game option (true/false, a number or a text)")
    sim.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    options: dict[str, Any] = {"players": args.players}
    for key in [o.id for o in definition.options] + list(value_options or {}):
        value = getattr(args, key)
        if value is not None:
            options[key] = value
    for item in args.option:
        key, eq, text = item.partition("=")
        if not eq:
            parser.error(f"--option takes KEY=VALUE, not {item!r}")
        options[key.strip()] = parse_value(text.strip())
    try:
        result = simulate(definition, options, args.games, args.seed)
    except ValueError as exc:
        parser.error(str(exc))
    print(json.dumps(result.to_json(), sort_keys=True) if args.json else result.report())
    return 0


def parse_value(text: str) -> Any:
    """An option value written on a command line: true/false, an integer, or the text."""
    lowered = text.lower()
    if lowered in ("true", "yes", "on"):
        return True
    if lowered in ("false", "no", "off"):
        return False
    try:
        return int(text)
    except ValueError:
        return text


if __name__ == "__main__":  # python3 -m game.core.simulate <game id> simulate ...
    from .registry import get_game

    if len(sys.argv) < 2:
        sys.exit("usage: python3 -m game.core.simulate GAME simulate [options]")
    sys.exit(command(get_game(sys.argv[1]), sys.argv[2:]))
