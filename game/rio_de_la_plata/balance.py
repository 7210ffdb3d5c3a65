"""Developer command (not shipped: the page never runs it): bot self-play statistics for the
board's balance (``docs/rio-de-la-plata-board.md``, "Balance by measurement")::

    python3 -m game.rio_de_la_plata.balance --games 200 --players 4 --seed 1 \
        [--seats medium,medium,easy,easy] [--experience beginner] [--short]

Seats rotate each game; every bot gets its own seed per game, so Easy's noise makes each game
different (four Medium seats replay one game). Prints the score spread (mean, sd, the winner's
margin, the sources of the VP), how often and when each major building completes, the Walls'
and Roads' completions, the offices bought (and claims that failed), and the players' money,
resources and VP at the start of some years.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from game.bots import get_bot

from . import GAME
from .data import FIRST_YEAR, MAJOR_IDS, MAJORS, OFFICES, WALLS
from .state import RioState

SNAPSHOT_YEARS = (0, 2, 5, 8, 11, 14, 17, 19)  # 1580, 1582 ... 1599 (clipped to the game)
FACTS = ("silver", "stone", "wood", "precious", "vp")


@dataclass
class Tally:
    """What the games added up to."""

    games: int = 0
    scores: list[int] = field(default_factory=list)
    margins: list[int] = field(default_factory=list)
    sources: dict[str, list[int]] = field(default_factory=dict)
    by_level: dict[str, list[int]] = field(default_factory=dict)
    wins: dict[str, float] = field(default_factory=dict)
    seats_of: dict[str, int] = field(default_factory=dict)
    major_years: list[list[int]] = field(default_factory=lambda: [[] for _ in MAJORS])
    completions: list[list[int]] = field(default_factory=lambda: [[] for _ in MAJORS])
    office_years: list[list[int]] = field(default_factory=lambda: [[] for _ in OFFICES])
    failed_claims: list[int] = field(default_factory=lambda: [0 for _ in OFFICES])
    years: dict[int, dict[str, list[int]]] = field(default_factory=dict)
    houses: list[int] = field(default_factory=list)
    huts: list[int] = field(default_factory=list)
    voyages: list[int] = field(default_factory=list)
    moves: list[int] = field(default_factory=list)


def snapshot(t: Tally, s: RioState) -> None:
    """The players' money, resources and VP at the start of this year."""
    row = t.years.setdefault(s.year, {name: [] for name in FACTS})
    for name in FACTS:
        row[name].extend(getattr(s, name))


def play(t: Tally, options: dict, seed: int, seats: Sequence[str]) -> None:
    """One game of bots ``seats`` (seat p plays level seats[p]), tallied."""
    s = GAME.new_game(GAME.normalize_options(options), seed)
    assert isinstance(s, RioState)
    bots = [get_bot(GAME.id, level, seed * 10 + p) for p, level in enumerate(seats)]
    done_year: list[int] = [-1] * len(MAJORS)
    year = -1
    moves = 0
    while not s.is_over():
        if s.year != year and s.phase == 0 and not any(s.placed):
            year = s.year
            if year in SNAPSHOT_YEARS:
                snapshot(t, s)
        p = s.current_players()[0]
        legal = [s.move_to_text(m) for m in s.legal_moves(p)]
        claims = [(o, c) for o, c in enumerate(s.claim) if c >= 0]
        s.apply(s.parse_move(bots[p].choose(s.view(p), legal)), p)
        moves += 1
        for o, c in claims:
            if s.claim[o] == -1 and s.office_owner[o] != c:
                t.failed_claims[o] += 1
        for m in range(len(MAJORS)):
            if done_year[m] == -1 and m < WALLS and s.major_done[m] != -1:
                done_year[m] = s.year
    scores = s.final_scores()
    totals = [sc.total for sc in scores]
    t.games += 1
    t.moves.append(moves)
    t.scores.extend(totals)
    ranked = sorted(totals, reverse=True)
    t.margins.append(ranked[0] - ranked[1])
    best = max(totals)
    winners = [p for p, v in enumerate(totals) if v == best]
    for sc in scores:
        for key, value in sc.breakdown.items():
            t.sources.setdefault(key, []).append(value)
    for p, level in enumerate(seats):
        t.by_level.setdefault(level, []).append(totals[p])
        t.seats_of[level] = t.seats_of.get(level, 0) + 1
        if p in winners:
            t.wins[level] = t.wins.get(level, 0.0) + 1.0 / len(winners)
    for m in range(len(MAJORS)):
        if done_year[m] >= 0:
            t.major_years[m].append(done_year[m])
        t.completions[m].append(s.completed[m])
    for o, owner in enumerate(s.office_owner):
        if owner >= 0:
            t.office_years[o].append(s.office_year[o])
    t.houses.append(sum(1 for b in s.bld if b == "house"))
    t.huts.append(sum(1 for b in s.bld if b == "hut"))
    t.voyages.append(s.voyages)
    end = t.years.setdefault(s.years, {name: [] for name in FACTS})
    for name in FACTS:
        end[name].extend(getattr(s, name))


def _mean_sd(values: Sequence[float]) -> str:
    if not values:
        return "-"
    sd = statistics.pstdev(values) if len(values) > 1 else 0.0
    return f"{statistics.fmean(values):.1f} (sd {sd:.1f})"


def report(t: Tally, players: int) -> str:
    lines = [f"games: {t.games}, {players} players, moves a game {_mean_sd(t.moves)}"]
    lines.append(f"final score: {_mean_sd(t.scores)}, min {min(t.scores)}, max {max(t.scores)}")
    lines.append(f"winner's margin over the second: {_mean_sd(t.margins)}, "
                 f"ties for the win: {sum(1 for m in t.margins if m == 0)}")
    lines.append("VP by source (a player): " + ", ".join(
        f"{key} {_mean_sd(values)}" for key, values in t.sources.items()))
    for level, values in sorted(t.by_level.items()):
        share = t.wins.get(level, 0.0) / t.seats_of[level]
        lines.append(f"  {level}: score {_mean_sd(values)}, wins {share:.3f} of its seats")
    lines.append("major buildings: built in % of games, mean year built")
    for m, major in enumerate(MAJORS[:WALLS]):
        years = t.major_years[m]
        when = f"{FIRST_YEAR + statistics.fmean(years):.1f}" if years else "-"
        lines.append(f"  {major.id:<10} {100 * len(years) / t.games:5.1f}%  {when}")
    for m in (WALLS, WALLS + 1):
        lines.append(f"  {MAJOR_IDS[m]:<10} completions a game {_mean_sd(t.completions[m])}")
    lines.append("offices: bought in % of games, mean year bought; failed claims (−5 VP) "
                 "a game")
    for o, office in enumerate(OFFICES):
        years = t.office_years[o]
        when = f"{FIRST_YEAR + statistics.fmean(years):.1f}" if years else "-"
        lines.append(f"  {office.id:<17} {100 * len(years) / t.games:5.1f}%  {when:>6}  "
                     f"{t.failed_claims[o] / t.games:.2f}")
    lines.append("a player at the start of the year (the last row: the end): mean silver, "
                 "stone, wood, precious, VP scored so far")
    for year in sorted(t.years):
        row = t.years[year]
        label = str(FIRST_YEAR + year) if year in SNAPSHOT_YEARS else "end"
        lines.append(f"  {label:<5} " + "  ".join(
            f"{name} {statistics.fmean(row[name]):5.1f}" for name in FACTS))
    lines.append(f"at the end: houses in the city {_mean_sd(t.houses)}, huts "
                 f"{_mean_sd(t.huts)}, voyages {_mean_sd(t.voyages)}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m game.rio_de_la_plata.balance",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seats", default="medium,medium,easy,easy",
                        help="levels, one a seat, rotated each game")
    parser.add_argument("--experience", default="beginner")
    parser.add_argument("--short", action="store_true")
    args = parser.parse_args(argv)
    levels = args.seats.split(",")
    if len(levels) != args.players:
        parser.error("--seats names one level a player")
    options = {"players": args.players, "experience": args.experience, "short": args.short}
    t = Tally()
    start = time.process_time()
    for g in range(args.games):
        k = g % args.players
        play(t, options, args.seed + g, levels[k:] + levels[:k])
    print(report(t, args.players))
    print(f"cpu s a game: {(time.process_time() - start) / args.games:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
