"""Bot tournaments: ``python3 -m game.bots.tournament --game GAME --players 4
--seats hard,medium,medium,medium --games 200 --seed 1 [--option KEY=VALUE ...]``.

Seats rotate from game to game (game ``i`` shifts the line-up by ``i`` seats), so every entry
plays every seat equally often when the number of games is a multiple of the number of players.
For each level the tool prints the win rate per seat played (ties split the win) with a 95%
Wilson confidence interval, the average score, the time per decision (mean and max over all its
decisions; mean time and iterations over the decisions that ran a search, i.e. not forced), the
win rate by seat, and the mean of every number the game reports for its finished games
(:meth:`GameState.summary`, in the game's own words, e.g. "mean rounds").

A seat may carry options: ``hard:iterations=300:time_limit=0.5`` (``time_limit=none`` for a pure
iteration budget). ``--option KEY=VALUE`` sets a game option (repeatable; true/false, a number,
or a text the game reads, e.g. a comma-separated list). ``--jobs N`` plays games in N processes;
results do not depend on it.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core.protocol import ranking
from game.core.registry import get_game, playable_games
from game.core.simulate import parse_value

from .registry import get_bot, has_bots


@dataclass
class SeatResult:
    """One seat of one game."""

    label: str
    seat: int
    score: int
    win: float  # 1, a share of a tie, or 0
    decisions: int = 0
    seconds: float = 0.0
    max_seconds: float = 0.0
    iterations: int = 0
    searched: int = 0  # decisions that ran a search (not forced)
    search_seconds: float = 0.0


@dataclass
class GameResult:
    """One game: its seats, and the numbers the game reported at its end (``state.summary()``)."""

    index: int
    seats: list[SeatResult] = field(default_factory=list)
    summary: dict[str, float] = field(default_factory=dict)


def parse_seat(spec: str) -> tuple[str, dict[str, Any]]:
    """``"hard:iterations=300:time_limit=0.5"`` -> ("hard", {"iterations": 300, ...})."""
    level, *parts = spec.strip().split(":")
    options: dict[str, Any] = {}
    for part in parts:
        key, eq, value = part.partition("=")
        if not eq:
            raise ValueError(f"Bad seat option {part!r} (use key=value).")
        if value.lower() == "none":
            options[key] = None
        else:
            try:
                options[key] = int(value)
            except ValueError:
                try:
                    options[key] = float(value)
                except ValueError:
                    options[key] = value
    return level, options


def seat_seed(seed: int, game: int, seat: int) -> int:
    return (seed * 1_000_003 + game * 101 + seat) & ((1 << 62) - 1)


def play_game(
    game_id: str,
    players: int,
    specs: Sequence[str],
    seed: int,
    index: int,
    options: dict[str, Any] | None = None,
) -> GameResult:
    """Play game number ``index`` of a tournament (seats rotated by ``index``)."""
    definition = get_game(game_id)
    opts = {"players": players}
    opts.update(options or {})
    state = definition.new_game(opts, seed_from(seed, index))
    labels = [specs[(seat + index) % players] for seat in range(players)]
    bots = []
    for seat, label in enumerate(labels):
        level, bot_options = parse_seat(label)
        bots.append(get_bot(game_id, level, seat_seed(seed, index, seat), **bot_options))
    result = GameResult(index)
    stats = [SeatResult(label, seat, 0, 0.0) for seat, label in enumerate(labels)]
    while not state.is_over():
        player = state.current_players()[0]
        legal = [state.move_to_text(m) for m in state.legal_moves(player)]
        start = time.perf_counter()
        text = bots[player].choose(state.view(player), legal)
        took = time.perf_counter() - start
        state.apply(state.parse_move(text), player)
        st = stats[player]
        st.decisions += 1
        st.seconds += took
        st.max_seconds = max(st.max_seconds, took)
        iterations = int(bots[player].last_info.get("iterations", 0))
        if iterations:
            st.iterations += iterations
            st.searched += 1
            st.search_seconds += took
    scores = state.final_scores()
    ranks = ranking(scores)
    winners = ranks.count(1)
    for seat, st in enumerate(stats):
        st.score = scores[seat].total
        st.win = 1.0 / winners if ranks[seat] == 1 else 0.0
    result.seats = stats
    result.summary = dict(state.summary())
    return result


def seed_from(seed: int, index: int) -> int:
    return (seed * 7_919 + index * 104_729 + 17) & ((1 << 62) - 1)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval for a proportion (fractional wins allowed)."""
    if n <= 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def _run_one(args: tuple[str, int, list[str], int, int, dict[str, Any]]) -> GameResult:
    game_id, players, specs, seed, index, options = args
    return play_game(game_id, players, specs, seed, index, options)


def run(
    game_id: str,
    players: int,
    specs: Sequence[str],
    games: int,
    seed: int,
    jobs: int = 1,
    progress: bool = False,
    options: dict[str, Any] | None = None,
) -> list[GameResult]:
    """Play the tournament; results in game order (independent of ``jobs``)."""
    if len(specs) != players:
        raise ValueError(f"{players} players need {players} seats, got {len(specs)}.")
    tasks = [(game_id, players, list(specs), seed, i, dict(options or {})) for i in range(games)]
    results: list[GameResult] = []
    if jobs > 1:
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            for res in pool.imap_unordered(_run_one, tasks):
                results.append(res)
                if progress:
                    _progress(res, len(results), games)
    else:
        for task in tasks:
            res = _run_one(task)
            results.append(res)
            if progress:
                _progress(res, len(results), games)
    results.sort(key=lambda r: r.index)
    return results


def _progress(res: GameResult, done: int, total: int) -> None:
    line = " ".join(f"{s.label.split(':')[0]}={s.score}{'*' if s.win else ''}" for s in res.seats)
    print(f"[{done}/{total}] game {res.index}: {line}", file=sys.stderr, flush=True)


def summarize(results: Sequence[GameResult], players: int) -> dict[str, Any]:
    """Aggregate statistics per entry label and per seat."""
    labels: dict[str, dict[str, Any]] = {}
    seat_wins = [0.0] * players
    for res in results:
        for st in res.seats:
            d = labels.setdefault(
                st.label,
                {
                    "seat_games": 0,
                    "wins": 0.0,
                    "score": 0,
                    "decisions": 0,
                    "seconds": 0.0,
                    "max_seconds": 0.0,
                    "iterations": 0,
                    "searched": 0,
                    "search_seconds": 0.0,
                    "seat_wins": [0.0] * players,
                    "seat_games_by_seat": [0] * players,
                },
            )
            d["seat_games"] += 1
            d["wins"] += st.win
            d["score"] += st.score
            d["decisions"] += st.decisions
            d["seconds"] += st.seconds
            d["max_seconds"] = max(d["max_seconds"], st.max_seconds)
            d["iterations"] += st.iterations
            d["searched"] += st.searched
            d["search_seconds"] += st.search_seconds
            d["seat_wins"][st.seat] += st.win
            d["seat_games_by_seat"][st.seat] += 1
            seat_wins[st.seat] += st.win
    for d in labels.values():
        n = d["seat_games"]
        d["win_rate"] = d["wins"] / n if n else 0.0
        d["ci"] = wilson(d["wins"], n)
        d["avg_score"] = d["score"] / n if n else 0.0
        d["ms_per_decision"] = 1000 * d["seconds"] / d["decisions"] if d["decisions"] else 0.0
        searched = d["searched"]
        d["iterations_per_search"] = d["iterations"] / searched if searched else 0
        d["ms_per_search"] = 1000 * d["search_seconds"] / searched if searched else 0.0
    games = len(results)
    return {
        "games": games,
        "labels": labels,
        "seat_win_rate": [w / games if games else 0.0 for w in seat_wins],
        "means": summary_means(results),
    }


def summary_means(results: Sequence[GameResult]) -> dict[str, float]:
    """The mean of each number the games reported (over the games that reported it), in the
    order the game first reported them."""
    totals: dict[str, list[float]] = {}
    for res in results:
        for key, value in res.summary.items():
            totals.setdefault(key, []).append(float(value))
    return {key: sum(values) / len(values) for key, values in totals.items()}


def report(summary: dict[str, Any], players: int) -> str:
    """The summary as a text table."""
    means = "".join(f"  mean {key}: {value:.1f}" for key, value in summary["means"].items())
    lines = [
        f"games: {summary['games']}  players: {players}{means}",
        f"{'level':<28} {'seats':>5} {'win rate':>8} {'95% CI':>15} {'avg score':>9} "
        f"{'ms/dec':>8} {'max ms':>8} {'ms/search':>9} {'iter/search':>11}",
    ]
    for label, d in summary["labels"].items():
        lo, hi = d["ci"]
        lines.append(
            f"{label:<28} {d['seat_games']:>5} {d['win_rate']:>8.3f} "
            f"{f'[{lo:.3f}, {hi:.3f}]':>15} {d['avg_score']:>9.1f} "
            f"{d['ms_per_decision']:>8.1f} {1000 * d['max_seconds']:>8.0f} "
            f"{d['ms_per_search']:>9.1f} {d['iterations_per_search']:>11.0f}"
        )
    lines.append("win rate by seat (all entries): " + " ".join(
        f"{i + 1}:{w:.3f}" for i, w in enumerate(summary["seat_win_rate"])
    ))
    for label, d in summary["labels"].items():
        per_seat = [
            f"{i + 1}:{(w / g if g else 0.0):.2f}"
            for i, (w, g) in enumerate(zip(d["seat_wins"], d["seat_games_by_seat"], strict=True))
        ]
        lines.append(f"  {label} by seat: " + " ".join(per_seat))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m game.bots.tournament", description=__doc__)
    parser.add_argument("--game", required=True,
                        choices=[g.id for g in playable_games() if has_bots(g.id)],
                        help="a registered game with bots")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="a game option (repeatable): true/false, a number or a text")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seats", required=True, help="comma-separated levels, one per seat")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--progress", action="store_true", help="print each game to stderr")
    args = parser.parse_args(argv)
    specs = [s.strip() for s in args.seats.split(",") if s.strip()]
    start = time.perf_counter()
    options: dict[str, Any] = {}
    for item in args.option:
        key, eq, value = item.partition("=")
        if not eq:
            parser.error(f"--option takes KEY=VALUE, not {item!r}")
        options[key.strip()] = parse_value(value.strip())
    results = run(args.game, args.players, specs, args.games, args.seed, args.jobs, args.progress,
                  options)
    summary = summarize(results, args.players)
    print(report(summary, args.players))
    print(f"wall time: {time.perf_counter() - start:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
