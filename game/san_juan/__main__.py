"""Command line: ``python3 -m game.san_juan simulate --players N --games G --seed S``."""

from __future__ import annotations

import argparse
import random
import sys
import time

from game.core.protocol import ranking

from .state import PH_OVER, SJState


def simulate(players: int, games: int, seed: int, variant: bool = False) -> dict[str, float]:
    """Play ``games`` games with uniformly random legal moves; print statistics; return them."""
    chooser = random.Random(seed)
    choice = chooser.choice
    totals: list[int] = []
    winners_by_seat = [0.0] * players
    decisions = 0
    rounds = 0
    stalled = 0
    start = time.perf_counter()
    cpu_start = time.process_time()
    for i in range(games):
        state = SJState.new(players, seed + i, start_variant=variant)
        step = state.apply_unchecked
        while state.phase != PH_OVER:
            step(choice(state.legal), state.cur)
            decisions += 1
        rounds += state.round
        stalled += not any(len(c) >= 12 for c in state.city)
        scores = state.final_scores()
        totals.extend(s.total for s in scores)
        ranks = ranking(scores)
        best = ranks.count(1)
        for p, r in enumerate(ranks):
            if r == 1:
                winners_by_seat[p] += 1.0 / best
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu_start
    rate = games / elapsed if elapsed > 0 else float("inf")
    print(f"players: {players}  games: {games}  seed: {seed}  variant start: {variant}")
    if games:
        mean = sum(totals) / len(totals)
        print(f"mean score: {mean:.2f}  min: {min(totals)}  max: {max(totals)}")
        print(f"mean rounds: {rounds / games:.2f}  decisions/game: {decisions / games:.1f}")
        print(f"games ended by the cards running out (no 12th building): {stalled}")
        print("wins by seat: " + " ".join(f"{w / games:.3f}" for w in winners_by_seat))
        print(f"us/decision: {elapsed / max(decisions, 1) * 1e6:.2f}")
        print(f"games/s by CPU time (ignores other processes): {games / max(cpu, 1e-9):.1f}")
    print(f"games/s: {rate:.1f}")
    return {"games_per_s": rate, "decisions": decisions}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m game.san_juan")
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play random games and print statistics")
    sim.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--variant", action="store_true", help="the book's variant start")
    args = parser.parse_args(argv)
    if args.command == "simulate":
        simulate(args.players, args.games, args.seed, args.variant)
    return 0


if __name__ == "__main__":
    sys.exit(main())
