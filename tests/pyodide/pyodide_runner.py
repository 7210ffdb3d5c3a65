"""Python half of the Pyodide test job; runs *inside* Pyodide (see run_tests.mjs).

run_tests.mjs mounts the repository at /repo and the wheel cache at /wheels, then
imports this module and calls one of the entry points below. Nothing here runs on
the host CPython.
"""

from __future__ import annotations

import errno
import os
import runpy
import shlex
import sys
import time
import traceback
from collections.abc import Generator

REPO = "/repo"


def _prepare_repo() -> None:
    """Make /repo the working directory and importable, like `python -m pytest` there."""
    os.chdir(REPO)
    if REPO not in sys.path:
        sys.path.insert(0, REPO)
    # Don't litter the (host-mounted) work tree with cpython-314 .pyc files.
    sys.dont_write_bytecode = True


async def install_pytest(wheel_files: list[str]) -> None:
    """Install the pip-downloaded wheels (pytest and its deps) with micropip.

    The wheels are given as emfs: URLs, so micropip reads them from the Pyodide FS
    instead of fetching anything. deps=False: `pip download` already resolved the
    complete dependency set, and letting micropip resolve would send it to
    pyodide-lock.json's (different) versions on the unreachable CDN.
    """
    import micropip

    urls = [f"emfs:/wheels/{name}" for name in wheel_files]
    await micropip.install(urls, deps=False)


def print_versions() -> None:
    import pytest

    print(f"Python {sys.version} on {sys.platform}", flush=True)
    print(f"pytest {pytest.__version__}", flush=True)


def _skip_where_no_processes_plugin() -> object:
    """pytest plugin: report tests that start a subprocess as skipped, not failed.

    Emscripten has no processes, so subprocess.Popen raises OSError(ENOTSUP) before
    any engine code runs; such tests (e.g. "run the module as a program") only make
    sense on the host. Any other failure is left alone.
    """
    import pytest

    class SkipWhereNoProcesses:
        @pytest.hookimpl(wrapper=True)
        def pytest_runtest_makereport(
            self, item: pytest.Item, call: pytest.CallInfo[None]
        ) -> Generator[None, pytest.TestReport, pytest.TestReport]:
            report = yield
            exc = call.excinfo.value if call.excinfo else None
            if (
                report.failed
                and isinstance(exc, OSError)
                and exc.errno == errno.ENOTSUP
                and "support processes" in str(exc)
            ):
                path, lineno, _ = item.location
                report.outcome = "skipped"
                report.longrepr = (path, (lineno or 0) + 1, "Skipped: needs a subprocess (Pyodide)")
            return report

    return SkipWhereNoProcesses()


def sampled_case(params: dict[str, object]) -> bool:
    """Whether a conformance case (its ``definition``, ``players`` and ``combo``) is in the
    sample Pyodide plays: at each player count every option at its default, and at the game's
    default player count every option at its last value too (all on, for booleans)."""
    combo = params["combo"]
    definition = params["definition"]
    options = definition.options  # type: ignore[attr-defined]
    assert isinstance(combo, dict)
    default_players = (definition.default_players  # type: ignore[attr-defined]
                       or definition.max_players)  # type: ignore[attr-defined]
    return (all(combo.get(o.id, o.default) == o.default for o in options)
            or (params["players"] == default_players
                and all(combo.get(o.id, o.default) == o.values()[-1] for o in options)))


def _conformance_sample_plugin() -> object:
    """pytest plugin: play only a sample of the conformance suite's cases in Pyodide.

    The host suite plays every case (each game, player count and option combination) on CPython;
    what Pyodide must prove is that the same engines run on its Python 3.14, which a sample
    proves as well: each game at each player count with its default options, and at its default
    player count with every option on (every rule module, the expansions included, runs), one
    game each when tests/test_in_pyodide.py runs it (PYODIDE_TEST_GAMES=1; the host plays two).
    The bot, record, scenario, hidden-information and core tests all run. ``PYODIDE_ALL_CASES=1``
    plays every case (the long run)."""
    import pytest

    class ConformanceSample:
        @pytest.hookimpl(trylast=True)
        def pytest_collection_modifyitems(self, config: pytest.Config,
                                          items: list[pytest.Item]) -> None:
            if os.environ.get("PYODIDE_ALL_CASES"):
                return
            kept, dropped = [], []
            games: dict[tuple[str, object], bool] = {}
            for item in items:
                params = getattr(getattr(item, "callspec", None), "params", {})
                if not {"definition", "players", "combo"} <= params.keys():
                    kept.append(item)
                    continue
                key = (params["definition"].id, params["players"])
                chosen = sampled_case(params)
                games[key] = games.get(key, False) or chosen
                (kept if chosen else dropped).append(item)
            missing = sorted(str(key) for key, chosen in games.items() if not chosen)
            if missing:
                raise pytest.UsageError(f"no conformance case sampled for {missing}")
            if dropped:
                config.hook.pytest_deselected(items=dropped)
                items[:] = kept
                print(f"pyodide: {len(dropped)} conformance cases left to the host "
                      "(each game and player count plays its defaults; every option on at "
                      "its default count)",
                      flush=True)

    return ConformanceSample()


def run_pytest(args: list[str]) -> int:
    """Run pytest with the given arguments from /repo; returns its exit code."""
    import pytest

    _prepare_repo()
    started = time.perf_counter()
    # -p no:cacheprovider: don't write .pytest_cache into the mounted work tree.
    plugins = [_skip_where_no_processes_plugin(), _conformance_sample_plugin()]
    code = int(pytest.main(["-p", "no:cacheprovider", "-rfEs", *args], plugins=plugins))
    print(f"pyodide: pytest finished in {time.perf_counter() - started:.1f}s", flush=True)
    return code


def run_bench(argv: list[str]) -> int:
    """Run a command as `python ARGV...` would, and report its wall time.

    ARGV is `-m module args...`, `-c code`, or Python code as a single word. A single
    word that starts with `-m ` or `-c ` is split like a shell command line first, so
    `--bench "-m game.puerto_rico simulate --games 200"` works as one quoted argument.
    """
    _prepare_repo()
    if len(argv) == 1 and argv[0].startswith(("-m ", "-c ")):
        argv = shlex.split(argv[0])
    started = time.perf_counter()
    code = 0
    try:
        if argv[:1] == ["-m"] and len(argv) >= 2:
            sys.argv = [argv[1], *argv[2:]]
            runpy.run_module(argv[1], run_name="__main__", alter_sys=True)
        else:
            if argv[:1] == ["-c"] and len(argv) >= 2:
                source, sys.argv = argv[1], ["-c", *argv[2:]]
            else:
                source, sys.argv = " ".join(argv), ["-c"]
            exec(compile(source, "<bench>", "exec"), {"__name__": "__main__"})
    except SystemExit as exc:  # the module's main() may end with sys.exit(...)
        if exc.code is None:
            code = 0
        elif isinstance(exc.code, int):
            code = exc.code
        else:
            print(exc.code, file=sys.stderr)
            code = 1
    except Exception:  # report like `python` does: traceback on stderr, exit 1
        traceback.print_exc()
        code = 1
    elapsed = time.perf_counter() - started
    print(
        f"pyodide: bench finished in {elapsed:.2f}s (exit {code}) on Python "
        f"{sys.version.split()[0]}",
        flush=True,
    )
    return code
