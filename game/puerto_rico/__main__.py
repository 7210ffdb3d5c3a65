"""Command line: ``python3 -m game.puerto_rico simulate --players N --games G --seed S``."""

from __future__ import annotations

import argparse
import random
import sys
import time

from game.core.protocol import ranking

from . import parse_expansions
from .state import PRState


def simulate(
    players: int,
    games: int,
    seed: int,
    bot: str = "random",
    expansions: frozenset[str] = frozenset(),
    random_draft: bool = False,
) -> dict[str, float]:
    """Play ``games`` games with the random bot (with these expansions); print statistics;
    return them."""
    if bot != "random":
        raise SystemExit(f"unknown bot {bot!r} (available: random)")
    chooser = random.Random(seed)
    choice = chooser.choice
    totals: list[int] = []
    winners_by_seat = [0.0] * players
    decisions = 0
    rounds = 0
    ends = {"colonists": 0, "city": 0, "vp": 0}
    start = time.perf_counter()
    cpu_start = time.process_time()
    for i in range(games):
        state = PRState.new(players, seed + i, expansions=expansions, random_draft=random_draft)
        legal = state.legal_moves
        step = state.apply_unchecked
        while state.phase != 8:
            step(choice(legal()), state.cur)
            decisions += 1
        rounds += state.round
        scores = state.final_scores()
        totals.extend(s.total for s in scores)
        ranks = ranking(scores)
        best = ranks.count(1)
        for p, r in enumerate(ranks):
            if r == 1:
                winners_by_seat[p] += 1.0 / best
        mask = state.end_triggered
        for bit, name in enumerate(("colonists", "city", "vp")):
            if mask >> bit & 1:
                ends[name] += 1
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu_start
    rate = games / elapsed if elapsed > 0 else float("inf")
    names = ",".join(sorted(expansions)) or "none"
    print(f"players: {players}  games: {games}  seed: {seed}  bot: {bot}  expansions: {names}")
    if games:
        mean = sum(totals) / len(totals)
        print(f"mean score: {mean:.2f}  min: {min(totals)}  max: {max(totals)}")
        print(f"mean rounds: {rounds / games:.2f}  decisions/game: {decisions / games:.1f}")
        print("wins by seat: " + " ".join(f"{w / games:.3f}" for w in winners_by_seat))
        print(
            "end triggers (games): " + " ".join(f"{name}={count}" for name, count in ends.items())
        )
        print(f"us/decision: {elapsed / max(decisions, 1) * 1e6:.2f}")
        print(f"games/s by CPU time (ignores other processes): {games / max(cpu, 1e-9):.1f}")
    print(f"games/s: {rate:.1f}")
    return {"games_per_s": rate, "decisions": decisions}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m game.puerto_rico")
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play random games and print statistics")
    sim.add_argument("--players", type=int, default=4, choices=(2, 3, 4, 5))
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--bot", default="random", choices=("random",))
    sim.add_argument(
        "--expansions",
        default="",
        help="comma-separated expansions in play: buildings, nobles, buccaneer, festival "
        "(default: none, the base game)",
    )
    sim.add_argument(
        "--random-draft", action="store_true", help="Expansion 1: draft the buildings at random"
    )
    args = parser.parse_args(argv)
    if args.command == "simulate":
        try:
            expansions = frozenset(parse_expansions(args.expansions))
        except ValueError as exc:
            parser.error(str(exc))
        simulate(args.players, args.games, args.seed, args.bot, expansions, args.random_draft)
    return 0


if __name__ == "__main__":
    sys.exit(main())
