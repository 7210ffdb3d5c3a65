"""Benchmarks, printed as a table (run with `python3 serve.py bench`).

- cold boot: navigation start → app interactive (``data-app-ready``) in a fresh browser profile;
- warm boot: the same, reloaded in that profile once the service worker has cached the site;
- bytes transferred to reach interactive on a cold boot, and for the full offline pre-cache;
- click → table updated, and bot decisions in the Worker, for every playable game;
- engine throughput: random games per second of every playable game, on this CPython and in
  Pyodide under Node (each game's ``python3 -m game.<id> simulate``); a game's variants (Puerto
  Rico's expansions) play the same games in turns with its plain command (``--turns``).

Medians of N runs (default 5), each in a new profile.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import serve  # noqa: E402
from game.core.registry import get_game, playable_games  # noqa: E402
from game.core.simulate import Rates  # noqa: E402

ARGS = list(serve.CHROMIUM_ARGS)
CACHED = """async () => {
    if (!navigator.serviceWorker.controller) return false;
    return (await caches.keys()).some(k => k.startsWith('ec-'));
}"""
BYTES = """() => {
    const entries = [...performance.getEntriesByType('navigation'),
                     ...performance.getEntriesByType('resource')];
    return entries.reduce((sum, e) => sum + (e.transferSize || 0), 0);
}"""


# "An ordinary mobile connection" (issue 20): Chromium's network emulation, 20 Mbps down, 5 Mbps
# up, 60 ms latency (bytes per second).
MOBILE = {"offline": False, "latency": 60, "downloadThroughput": 20e6 / 8,
          "uploadThroughput": 5e6 / 8}


def emulate(context, page, network: dict[str, Any] | None) -> None:
    """Throttle ``page``'s network like ``network`` (Chromium's DevTools protocol)."""
    if network is None:
        return
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", network)


@contextmanager
def fresh_profile(playwright) -> Iterator[Any]:
    """A Chromium context with a new, empty profile (no cache, no service worker), removed
    after use."""
    profile = tempfile.mkdtemp(prefix="ec-bench-")
    executable = os.environ.get("CHROMIUM_PATH") or shutil.which("chromium") or None
    context = playwright.chromium.launch_persistent_context(
        profile, executable_path=executable, args=ARGS, headless=True)
    try:
        yield context
    finally:
        context.close()
        shutil.rmtree(profile, ignore_errors=True)


# What each stage of a boot took (web/start.mjs's and web/main.py's performance marks): the big
# downloads (snapshot in), Python started from the snapshot, app.zip unpacked, the shell's
# entry imported, the landing page drawn (data-app-ready).
STAGES = """() => {
    const at = {};
    for (const mark of performance.getEntriesByType('mark')) at[mark.name] = mark.startTime;
    const names = ['ec:downloaded', 'ec:python-started', 'ec:unpacked', 'ec:shell-imported'];
    const times = [...names.map((name) => at[name]), window.ecReadyMs];
    return times.map((t, i) => t - (i ? times[i - 1] : 0));
}"""
STAGE_NAMES = ("downloads", "Python", "unpack", "shell", "drawn")


def stages_line(runs: list[list[float]]) -> str:
    """The median time of each boot stage over ``runs``, as one line."""
    return ", ".join(f"{name} {statistics.median(r[i] for r in runs):.0f}"
                     for i, name in enumerate(STAGE_NAMES))


def cold_boot(playwright, url: str, network: dict[str, Any] | None = None) -> dict[str, float]:
    """One cold boot in a fresh profile: ms to interactive and bytes transferred by then."""
    with fresh_profile(playwright) as context:
        page = context.new_page()
        emulate(context, page, network)
        page.goto(url)
        page.wait_for_selector("body[data-app-ready]", timeout=180_000)
        return {"cold": page.evaluate("window.ecReadyMs"), "cold_bytes": page.evaluate(BYTES)}


# A game's card clicked on the landing page: ms until its setup screen can start a game (the
# game's package loaded, web/games.py: the form marked ready, the Start button enabled).
SETUP = """async (gameId) => {
    const start = performance.now();
    document.querySelector(`[data-testid="new-game-${gameId}"]`).click();
    while (true) {
        const button = document.querySelector('[data-testid=start]');
        if (button && !button.disabled && document.querySelector('[data-game-ready]')) break;
        await new Promise((done) => setTimeout(done, 5));
    }
    return performance.now() - start;
}"""


def setup_times(playwright, url: str, games: list[str]) -> dict[str, tuple[float, float]]:
    """Per game: its card clicked → its setup screen ready, the first time and again after
    going back to the landing page (the game's code then cached)."""
    executable = os.environ.get("CHROMIUM_PATH") or shutil.which("chromium") or None
    browser = playwright.chromium.launch(executable_path=executable, args=ARGS)
    results = {}
    try:
        for game_id in games:
            page = browser.new_page()
            page.goto(url)
            page.wait_for_selector("body[data-app-ready]", timeout=120_000)
            first = page.evaluate(SETUP, game_id)
            page.get_by_test_id("home").click()
            page.wait_for_selector(f"[data-testid=new-game-{game_id}]")
            again = page.evaluate(SETUP, game_id)
            results[game_id] = (first, again)
            page.close()
    finally:
        browser.close()
    return results


def boot_once(playwright, url: str) -> dict[str, float]:
    """One fresh profile: a cold boot, then warm boots served by the service worker."""
    with fresh_profile(playwright) as context:
        page = context.new_page()
        page.goto(url)
        page.wait_for_selector("body[data-app-ready]", timeout=120_000)
        cold = page.evaluate("window.ecReadyMs")
        cold_stages = page.evaluate(STAGES)
        cold_bytes = page.evaluate(BYTES)
        deadline = time.time() + 60
        while not page.evaluate(CACHED):
            if time.time() > deadline:
                raise RuntimeError("the service worker did not cache the site")
            time.sleep(0.2)
        page.evaluate("performance.setResourceTimingBufferSize(10000)")
        precache = page.evaluate("""async () => {
            let total = 0;
            for (const key of await caches.keys()) {
                const cache = await caches.open(key);
                for (const request of await cache.keys()) {
                    total += (await (await cache.match(request)).arrayBuffer()).byteLength;
                }
            }
            return total;
        }""")
        warm = []
        for _ in range(2):  # the second warm boot also has the compiled-wasm cache
            page.goto(url)
            page.wait_for_selector("body[data-app-ready]", timeout=120_000)
            warm.append(page.evaluate("window.ecReadyMs"))
        warm_bytes = page.evaluate(BYTES)
        return {"cold": cold, "warm": warm[-1], "warm1": warm[0], "cold_bytes": cold_bytes,
                "precache": precache, "warm_bytes": warm_bytes, "cold_stages": cold_stages,
                "warm_stages": page.evaluate(STAGES)}


LATENCY = """async (count) => {
    const times = [], frames = [];
    for (let i = 0; i < count; i++) {
        const button = document.querySelector(
            '[data-testid=mayor-done], [data-testid=pass-ready], [data-testid=move]');
        if (!button) break;
        const start = performance.now();
        button.click();                       // the Python handler re-renders synchronously
        times.push(performance.now() - start);
        void document.body.offsetHeight;      // force style and layout of the new board
        frames.push(performance.now() - start);
        await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    }
    const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    return {clicks: times.length, handler: median(times), frame: median(frames)};
}"""


def mid_game(game_id: str, seed: int = 99, extra: dict[str, Any] | None = None,
             widest: int = 0) -> Any:
    """A session of ``game_id`` (its default player count, all human, hiding options off, plus
    the ``extra`` options) halfway through a game of seeded random legal moves (not "always the
    first move": with some options, e.g. Puerto Rico's Nobles, that game never ends).
    ``widest``: go on to the position with the most legal moves among the next ``widest`` (a
    real decision for a bot to think about, not one of a game's small steps)."""
    from game.core import GameRecord
    from game.core.registry import get_game
    from web.session import Session

    definition = get_game(game_id)
    options = {"players": definition.default_players or definition.max_players}
    options.update({o.id: False for o in definition.options
                    if o.kind == "bool" and o.id.startswith("hidden")})
    options.update(extra or {})
    options = definition.normalize_options(options)
    names = ["Ana", "Bo", "Cy", "Di", "Ed", "Flo"][:definition.max_players]
    probe = definition.new_game(options, seed)
    chooser = random.Random(seed)
    moves = []
    while not probe.is_over():
        move = chooser.choice(probe.legal_moves(probe.current_players()[0]))
        probe.apply(move)
        moves.append(move)
    session = Session.open(GameRecord(game_id, options, seed, meta={"names": names}),
                           "bench", "bench")
    half = len(moves) // 2
    if widest:
        widths = []
        replay_ = definition.new_game(options, seed)
        for number, move in enumerate(moves[:half + widest]):
            if number >= half:
                widths.append((len(replay_.legal_moves(replay_.current_players()[0])), -number))
            replay_.apply(move)
        half = -max(widths)[1] if widths else half
    for move in moves[:half]:
        session.play(move)
    return session


def click_latency(playwright, url: str, game_id: str,
                  extra: dict[str, Any] | None = None) -> dict[str, float]:
    """Median click → table updated in a mid-game position (all seats human)."""
    from game.core import encode_link

    session = mid_game(game_id, extra=extra)
    executable = os.environ.get("CHROMIUM_PATH") or shutil.which("chromium") or None
    browser = playwright.chromium.launch(executable_path=executable, args=ARGS)
    try:
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        page.goto(f"{url}#g={encode_link(session.record)}")
        # a game with hidden cards opens behind the pass screen (its button is clicked too)
        page.wait_for_selector("[data-testid=prompt], [data-testid=pass-ready]",
                               timeout=120_000)
        page.evaluate(LATENCY, 5)  # warm-up
        return page.evaluate(LATENCY, 40)
    finally:
        browser.close()


BOT_TIMES = """async ([request, count]) => {
    await window.ecBots.choose(request);            // start the worker's Python; not counted
    const times = [];
    for (let i = 0; i < count; i++) {
        const start = performance.now();
        await window.ecBots.choose(request);
        times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return {median: times[Math.floor(times.length / 2)], max: times[times.length - 1]};
}"""


def bot_decision_times(playwright, url: str, game_id: str) -> dict[str, dict[str, float]]:
    """Median and max time for a bot decision in the page's Worker, per level (mid-game, at the
    widest decision of 40 positions).

    Hard gets the budget the page gives it at the default think time (1 s less the 50 ms the
    page reserves for messages and the view, web/shell/bots.py THINK_OVERHEAD).
    """
    import json

    session = mid_game(game_id, widest=40)
    state, actor = session.state, session.to_act()
    legal = [state.move_to_text(m) for m in state.legal_moves(actor)]
    executable = os.environ.get("CHROMIUM_PATH") or shutil.which("chromium") or None
    browser = playwright.chromium.launch(executable_path=executable, args=ARGS)
    results = {}
    try:
        page = browser.new_page()
        page.goto(url)
        page.wait_for_selector("body[data-app-ready]", timeout=120_000)
        for level, budget, count in (("medium", {}, 9), ("hard", {"time_limit": 0.95,
                                                                 "iterations": 10**7}, 5)):
            request = json.dumps({"game": game_id, "level": level, "seed": 5,
                                  "view": state.view(actor), "legal": legal, "budget": budget})
            results[level] = page.evaluate(BOT_TIMES, [request, count])
    finally:
        browser.close()
    return results


def engine_run(game_id: str, players: int, games: int, extra: tuple[str, ...] = (),
               seed: int = 1) -> EngineFigures | None:
    """One simulate command's figures (its ``--json`` output), or None if it failed."""
    try:
        out = subprocess.run(
            [sys.executable, "-m", f"game.{game_id}", "simulate", "--players", str(players),
             "--games", str(games), "--seed", str(seed), *extra, "--json"],
            cwd=ROOT, capture_output=True, text=True, timeout=600, check=True).stdout
        return EngineFigures.from_json(json.loads(out))
    except (subprocess.SubprocessError, OSError, ValueError, KeyError):
        return None


@dataclass(frozen=True)
class EngineFigures(Rates):
    """A simulate command's figures, or those of several of its runs together."""

    games: int
    wall_seconds: float
    decisions: int

    @classmethod
    def from_json(cls, figures: dict[str, Any]) -> EngineFigures:
        """From ``simulate --json`` (``game.core.simulate.Simulation.to_json``)."""
        return cls(int(figures["games"]), float(figures["wall_seconds"]),
                   int(figures["decisions"]))


def engine_rates_in_turns(game_id: str, players: int, games: int,
                          variants: list[tuple[str, ...]], turns: int
                          ) -> list[EngineFigures | None]:
    """The figures of each simulate command in ``variants`` (``()``: the game's plain one) over
    the same seeded games, played in ``turns`` slices, every variant's slice right after the
    others': a machine that speeds up or slows down during the run moves every figure alike,
    so their ratios hold (one run after the other, they differed by up to a third here)."""
    turns = max(turns, 1)
    per = max(games // turns, 1)
    runs: list[list[EngineFigures]] = [[] for _ in variants]
    for turn in range(turns):
        for i, extra in enumerate(variants):
            run = engine_run(game_id, players, per, extra, seed=1 + turn * per)
            if run:
                runs[i].append(run)
    return [_together(done) if len(done) == turns else None for done in runs]


def _together(runs: list[EngineFigures]) -> EngineFigures:
    """Several runs' figures as one: their games, time and decisions summed."""
    return EngineFigures(sum(r.games for r in runs), sum(r.wall_seconds for r in runs),
                         sum(r.decisions for r in runs))


def per_decision(figures: EngineFigures | None, plain: EngineFigures | None = None) -> str:
    """``figures``' decisions per game and time per decision for a bench line (beside the
    plain game's, when given, as a ratio), or nothing when it failed."""
    if figures is None:
        return ""
    text = (f"; {figures.decisions_per_game:.0f} decisions/game, "
            f"{figures.us_per_decision:.1f} µs/decision")
    if plain is not None:
        text += (f" ({figures.decisions_per_game / plain.decisions_per_game:.2f}× the decisions,"
                 f" {figures.us_per_decision / plain.us_per_decision:.2f}× the time per decision)")
    return text


def pyodide_rate(game_id: str, players: int, games: int) -> float | None:
    """The same simulate command inside Pyodide under Node (tests/pyodide/run_tests.mjs)."""
    node = shutil.which("node")
    if node is None:
        return None
    try:
        out = subprocess.run(
            [node, "tests/pyodide/run_tests.mjs", "--bench", "-m", f"game.{game_id}",
             "simulate", "--players", str(players), "--games", str(games), "--seed", "1",
             "--json"],
            cwd=ROOT, capture_output=True, text=True, timeout=900, check=True).stdout
        line = next(x for x in reversed(out.splitlines()) if x.startswith("{"))
        return EngineFigures.from_json(json.loads(line)).games_per_s
    except (subprocess.SubprocessError, OSError, StopIteration, ValueError, KeyError):
        return None


def latency_only(game: str | None = None, extra: dict[str, Any] | None = None) -> int:
    """Build the site, measure click → table updated for every playable game (or ``game``,
    with the ``extra`` options), print it."""
    from playwright.sync_api import sync_playwright

    site = serve.build(Path(tempfile.mkdtemp(prefix="ec-site-")), quiet=True)
    server = serve.make_server(site, "127.0.0.1", 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    with sync_playwright() as playwright:
        for definition in playable_games():
            if game and definition.id != game:
                continue
            lat = click_latency(playwright, url, definition.id, extra)
            shown = "".join(f", {k}={v}" for k, v in (extra or {}).items())
            print(f"click → table updated ({definition.id}{shown}): frame {lat['frame']:.1f} ms, "
                  f"handler {lat['handler']:.1f} ms, {lat['clicks']} clicks")
    server.shutdown()
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--games", type=int, default=1000, help="engine benchmark games")
    parser.add_argument("--turns", type=int, default=4,
                        help="a game's variants run in this many turns with its plain simulate")
    parser.add_argument("--skip-boot", action="store_true")
    parser.add_argument("--skip-engine", action="store_true",
                        help="only the page: boot, bytes, setup, clicks, bots")
    parser.add_argument("--site", help="measure this built site (e.g. an older build) instead "
                                       "of building one")
    parser.add_argument("--only", choices=("latency",),
                        help="latency: just click → table updated, per playable game")
    parser.add_argument("--game", help="with --only latency: just this game")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="with --only latency and --game: a setup option, e.g. "
                             "expansions=a,b (repeatable)")
    options = parser.parse_args()
    if options.only == "latency":
        extra = dict(item.split("=", 1) for item in options.option)
        return latency_only(options.game, extra)

    rows: list[tuple[str, str, str]] = []
    if not options.skip_boot:
        from playwright.sync_api import sync_playwright

        if options.site:  # a site built before (e.g. by an older checkout): measured as is
            site = Path(options.site).resolve()
            if not any(site.rglob("*.br")):
                serve.precompress(site)  # what a host that compresses would send
        else:
            site = serve.build(Path(tempfile.mkdtemp(prefix="ec-site-")), quiet=True)
        server = serve.make_server(site, "127.0.0.1", 0)
        plain = serve.make_server(site, "127.0.0.1", 0, compress=False)
        for each in (server, plain):
            threading.Thread(target=each.serve_forever, daemon=True).start()
        url = f"http://127.0.0.1:{server.server_address[1]}/"
        plain_url = f"http://127.0.0.1:{plain.server_address[1]}/"
        games = [g.id for g in playable_games()]
        with sync_playwright() as playwright:
            boot_once(playwright, url)  # warm the OS file cache; not counted
            runs = [boot_once(playwright, url) for _ in range(options.runs)]
            plain_runs = [cold_boot(playwright, plain_url) for _ in range(options.runs)]
            mobile_runs = [cold_boot(playwright, url, MOBILE) for _ in range(options.runs)]
            setups = setup_times(playwright, url, games)
            latency = {g: click_latency(playwright, url, g) for g in games}
            bots = {g: bot_decision_times(playwright, url, g) for g in games
                    if get_game(g).bots}
        server.shutdown()
        plain.shutdown()
        stages = {key: stages_line([run.pop(f"{key}_stages") for run in runs])
                  for key in ("cold", "warm")}
        median = {key: statistics.median(run[key] for run in runs) for key in runs[0]}
        spread = {key: (min(r[key] for r in runs), max(r[key] for r in runs)) for key in runs[0]}
        plain_bytes = statistics.median(r["cold_bytes"] for r in plain_runs)
        mobile = statistics.median(r["cold"] for r in mobile_runs)
        mobile_spread = (min(r["cold"] for r in mobile_runs), max(r["cold"] for r in mobile_runs))
        rows += [
            ("cold boot to interactive", f"{median['cold']:.0f} ms",
             f"min {spread['cold'][0]:.0f}, max {spread['cold'][1]:.0f}; localhost; "
             "target ≤ 1200 ms"),
            ("cold boot, mobile network", f"{mobile:.0f} ms",
             f"min {mobile_spread[0]:.0f}, max {mobile_spread[1]:.0f}; 20 Mbps down, 5 up, "
             "60 ms latency; target ≤ 4000 ms"),
            ("warm boot (service worker)", f"{median['warm']:.0f} ms",
             f"min {spread['warm'][0]:.0f}, max {spread['warm'][1]:.0f}; first warm "
             f"{median['warm1']:.0f} ms; target ≤ 500 ms"),
            ("cold boot by stage (ms)", "", stages["cold"]),
            ("warm boot by stage (ms)", "", stages["warm"]),
            ("bytes on first visit, host with compression", f"{median['cold_bytes'] / 1e6:.2f} MB",
             "navigation + resources until interactive; target ≤ 8 MB"),
            ("bytes on first visit, host with no compression", f"{plain_bytes / 1e6:.2f} MB",
             "the same, every file sent as it is; target ≤ 14 MB"),
            ("bytes pre-cached for offline", f"{median['precache'] / 1e6:.2f} MB",
             "every game in the service worker's cache"),
            ("bytes transferred, warm", f"{median['warm_bytes'] / 1e3:.1f} kB", "after caching"),
        ]
        for game_id, (first, again) in setups.items():
            rows.append((f"card → setup screen ready ({game_id})", f"{first:.0f} ms",
                         f"again (cached) {again:.0f} ms; targets ≤ 600 / ≤ 200 ms"))
        for game_id, lat in latency.items():
            rows.append((f"click → table updated ({game_id}, mid-game)", f"{lat['frame']:.1f} ms",
                         f"Python handler alone {lat['handler']:.1f} ms; median of "
                         f"{lat['clicks']} clicks; target ≤ 50 ms"))
        for game_id, times in bots.items():
            rows += [
                (f"bot decision in the Worker: Medium ({game_id})",
                 f"{times['medium']['median']:.0f} ms", f"max {times['medium']['max']:.0f} ms"),
                (f"bot decision in the Worker: Hard ({game_id})",
                 f"{times['hard']['median']:.0f} ms",
                 f"max {times['hard']['max']:.0f} ms; default think time 1 s; "
                 "target ≤ 1000 ms"),
            ]
    for definition in [] if options.skip_engine else playable_games():
        players = definition.default_players or definition.max_players
        variants = definition.bench_variants
        turns = options.turns if variants else 1
        plain, *others = engine_rates_in_turns(
            definition.id, players, options.games, [(), *(extra for _, extra in variants)], turns)
        rate = plain.games_per_s if plain else None
        played = max(options.games // turns, 1) * turns  # whole slices
        rows.append((f"engine: random {players}-player games/s ({definition.id})",
                     f"{rate:.0f}" if rate else "n/a",
                     f"CPython {sys.version.split()[0]}, {played} games"
                     f"{per_decision(plain)}"))
        for (label, extra), variant in zip(variants, others, strict=True):
            share = (f"{variant.games_per_s / rate:.0%} of the line above"
                     if rate and variant else "n/a")
            rows.append((f"engine: random {players}-player games/s ({definition.id}, {label})",
                         f"{variant.games_per_s:.0f}" if variant else "n/a",
                         f"{share} (the same games, in {turns} turns with it)"
                         f"{per_decision(variant, plain)}; {' '.join(extra)}"))
        games_n = max(options.games // 4, 50)
        rate = pyodide_rate(definition.id, players, games_n)
        rows.append((f"engine in Pyodide (Node): games/s ({definition.id})",
                     f"{rate:.0f}" if rate else "n/a",
                     f"Python 3.14 / WebAssembly, {games_n} games"))
    width = max(len(r[0]) for r in rows)
    print(f"{'benchmark'.ljust(width)}  {'median':>10}  notes")
    print(f"{'-' * width}  {'-' * 10}  {'-' * 40}")
    for name, value, note in rows:
        print(f"{name.ljust(width)}  {value:>10}  {note}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
