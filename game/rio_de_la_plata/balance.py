"""Developer command (not shipped: the page never runs it): bot self-play statistics for the
board's balance (``docs/rio-de-la-plata-board.md``, "Balance by measurement")::

    python3 -m game.rio_de_la_plata.balance --games 200 --players 4 --seed 1 \
        [--seats medium,medium,easy,easy] [--experience beginner] [--short]

Seats rotate each game; every bot gets its own seed per game, so Easy's noise makes each game
different (four Medium seats replay one game). Prints the score spread (mean, sd, the winner's
margin, the sources of the VP), how often and when each major building completes, the Walls'
and Roads' completions, the offices bought (and claims that failed), the players' money,
resources and VP at the start of some years, and the wars: how many a game against the number
the timeline implies (:func:`timeline_wars`, exact), when, which enemy, the attackers and the
defenders' VP, the buildings the city loses, the decisions and the CPU time of a war.
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
from .data import (
    ATTACKS_PER_PLAYER,
    ATTACKS_TWO_PLAYERS,
    ENEMIES,
    FIRST_YEAR,
    MAJOR_IDS,
    MAJORS,
    OFF_TRACK,
    OFFICES,
    SHORT_YEARS,
    TIMELINE,
    TRACK_MAX,
    WALLS,
    WAR_RETREAT,
    YEARS,
)
from .state import RioState
from .year import PH_WAR

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
    wars: list[int] = field(default_factory=list)  # wars a game
    battles: list[War] = field(default_factory=list)


@dataclass
class War:
    """One war of a game, as it went."""

    year: int
    enemy: int
    attacker: int
    attackers: int  # pieces the attacker had
    attacker_vp: int = 0
    defender_vp: float = 0.0  # a defending player's mean
    lost: dict[str, int] = field(default_factory=dict)  # buildings destroyed, by kind
    decisions: int = 0
    cpu: float = 0.0  # seconds, the bots' decisions and the engine's moves
    rounds: int = 0
    # why it ended (the engine's "end" event): beaten, quiet, walls; "unseen" when the move that
    # ended it also ended the year (the events are cleared for the new year)
    ended: str = "unseen"


def timeline_wars(players: int, years: int) -> tuple[float, list[float], list[float]]:
    """What the timeline implies, exactly: the expected wars a game, and for each year the
    chance of a war with the natives and with the corsairs (the check at the end of each year:
    2d6 against the tokens, the corsairs on ties; in the last year a war without a roll while
    one is due; a war moves both tokens back; between years they climb by the timeline)."""
    due = players * (ATTACKS_TWO_PLAYERS if players == 2 else ATTACKS_PER_PLAYER)
    back = WAR_RETREAT[players]
    states = {(OFF_TRACK, OFF_TRACK, due): 1.0}
    natives = [0.0] * years
    corsairs = [0.0] * years
    for year in range(years):
        after: dict[tuple[int, int, int], float] = {}
        for (nat, cor, left), chance in states.items():
            if left and year == years - 1:
                if cor >= nat:
                    corsairs[year] += chance
                else:
                    natives[year] += chance
                continue
            c_war = _at_most(cor) if left else 0.0
            n_war = max(0.0, _at_most(nat) - c_war) if left else 0.0
            corsairs[year] += chance * c_war
            natives[year] += chance * n_war
            fought = (max(OFF_TRACK, nat - back), max(OFF_TRACK, cor - back), left - 1)
            if c_war + n_war:
                after[fought] = after.get(fought, 0.0) + chance * (c_war + n_war)
            calm = (nat, cor, left)
            after[calm] = after.get(calm, 0.0) + chance * (1.0 - c_war - n_war)
        if year + 1 < years:
            up_n, up_c = TIMELINE[year]
            climbed: dict[tuple[int, int, int], float] = {}
            for (nat, cor, left), chance in after.items():
                key = (min(TRACK_MAX, nat + up_n), min(TRACK_MAX, cor + up_c), left)
                climbed[key] = climbed.get(key, 0.0) + chance
            states = climbed
    return sum(natives) + sum(corsairs), natives, corsairs


def _at_most(value: int) -> float:
    """The chance that 2d6 roll ``value`` or less."""
    return sum(1 for a in range(1, 7) for b in range(1, 7) if a + b <= value) / 36.0


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
    wars = 0
    fight: War | None = None
    before: tuple[list[int], list[str]] = ([], [])
    while not s.is_over():
        if s.year != year and s.phase == 0 and not any(s.placed):
            year = s.year
            if year in SNAPSHOT_YEARS:
                snapshot(t, s)
        p = s.current_players()[0]
        legal = [s.move_to_text(m) for m in s.legal_moves(p)]
        claims = [(o, c) for o, c in enumerate(s.claim) if c >= 0]
        started = time.process_time()
        s.apply(s.parse_move(bots[p].choose(s.view(p), legal)), p)
        moves += 1
        if fight is not None:
            fight.decisions += 1
            fight.cpu += time.process_time() - started
            fight.rounds = max(fight.rounds, s.war_round)
            for event in s.war_events:
                if event[0] == "end":
                    fight.ended = event[1]
            if s.phase != PH_WAR:
                end_war(t, s, fight, before)
                fight = None
        if fight is None and s.phase == PH_WAR:
            wars += 1
            fight = War(s.year, s.war_enemy, s.war_attacker, s.war_left)
            before = (list(s.vp), list(s.bld))
        for o, c in claims:
            if s.claim[o] == -1 and s.office_owner[o] != c:
                t.failed_claims[o] += 1
        for m in range(len(MAJORS)):
            if done_year[m] == -1 and m < WALLS and s.major_done[m] != -1:
                done_year[m] = s.year
    scores = s.final_scores()
    totals = [sc.total for sc in scores]
    t.wars.append(wars)
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


def end_war(t: Tally, s: RioState, fight: War, before: tuple[list[int], list[str]]) -> None:
    """A war is over (the state is back in peace): what it changed."""
    vp, bld = before
    attacker = fight.attacker
    gains = [s.vp[p] - vp[p] for p in range(s.num_players)]
    fight.attacker_vp = gains[attacker]
    others = [gains[p] for p in range(s.num_players) if p != attacker]
    fight.defender_vp = statistics.fmean(others) if others else 0.0
    for was, now in zip(bld, s.bld, strict=True):
        if was and not now:
            fight.lost[was] = fight.lost.get(was, 0) + 1
    t.battles.append(fight)


def _mean_sd(values: Sequence[float]) -> str:
    if not values:
        return "-"
    sd = statistics.pstdev(values) if len(values) > 1 else 0.0
    return f"{statistics.fmean(values):.1f} (sd {sd:.1f})"


def report(t: Tally, players: int, game_years: int) -> str:
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
    lines += war_report(t, players, game_years)
    return "\n".join(lines)


def war_report(t: Tally, players: int, years: int) -> list[str]:
    """The wars' lines of the report."""
    implied, natives, corsairs = timeline_wars(players, years)
    wars = t.battles
    lines = [f"wars a game: {_mean_sd(t.wars)} (the timeline implies {implied:.2f}; "
             f"natives {sum(natives):.2f}, corsairs {sum(corsairs):.2f})"]
    if not wars:
        return lines
    lines.append("  by enemy: " + ", ".join(
        f"{name} {sum(1 for w in wars if w.enemy == e) / t.games:.2f} a game"
        for e, name in enumerate(ENEMIES)))
    lines.append("  year: measured wars a game (implied)")
    for year in range(years):
        measured = sum(1 for w in wars if w.year == year) / t.games
        chance = natives[year] + corsairs[year]
        if measured or chance >= 0.005:
            lines.append(f"    {FIRST_YEAR + year}  {measured:.2f} ({chance:.2f})")
    lines.append(f"  attackers a war {_mean_sd([w.attackers for w in wars])}; the attacker's VP "
                 f"{_mean_sd([w.attacker_vp for w in wars])}, a defender's "
                 f"{_mean_sd([w.defender_vp for w in wars])}")
    lost = [sum(w.lost.values()) for w in wars]
    lines.append(f"  buildings the city loses a war {_mean_sd(lost)}, min {min(lost)}, "
                 f"max {max(lost)}")
    spread = {}
    for n in lost:
        spread[n] = spread.get(n, 0) + 1
    lines.append("    wars by buildings lost: " + ", ".join(
        f"{n}: {spread[n]}" for n in sorted(spread)))
    kinds: dict[str, int] = {}
    for w in wars:
        for kind, n in w.lost.items():
            kinds[kind] = kinds.get(kind, 0) + n
    lines.append("    by kind, a war: " + ", ".join(
        f"{kind} {n / len(wars):.2f}" for kind, n in sorted(kinds.items(), key=lambda x: -x[1])))
    ends: dict[str, int] = {}
    for w in wars:
        ends[w.ended] = ends.get(w.ended, 0) + 1
    lines.append(f"  rounds a war {_mean_sd([w.rounds for w in wars])}; how wars end: " + ", ".join(
        f"{why} {n / len(wars):.2f}" for why, n in sorted(ends.items(), key=lambda x: -x[1])))
    cpu = [w.cpu for w in wars]
    lines.append(f"  decisions a war {_mean_sd([w.decisions for w in wars])}; CPU s a war "
                 f"{_mean_sd(cpu)}, max {max(cpu):.2f}")
    return lines


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
    years = SHORT_YEARS if args.short else YEARS
    print(report(t, args.players, years))
    print(f"cpu s a game: {(time.process_time() - start) / args.games:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
