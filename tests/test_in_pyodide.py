"""Run the engines' tests inside Pyodide (Python 3.14, as in the browser) under Node.

The work is done by tests/pyodide/run_tests.mjs, which downloads pytest's wheels into
.cache/pyodide-wheels/ on first use (pip download --python-version 3.14 --only-binary=:all:),
installs them with micropip inside Pyodide and runs pytest on what only Pyodide can prove, the
engines on its Python: tests/core, tests/conformance, tests/games (every game's records,
scenario files and hidden information) and tests/test_scenario_runner.py. This host test only
runs that script and checks its exit code, so a failure in the browser's Python fails the host
suite too.

The conformance suite plays a sample there (tests/pyodide/pyodide_runner.py,
``sampled_case``): each game at each player count with its default options, and at its default
count with every option on, one game each (the host plays two of every case). The host plays
every option combination on CPython already; what Pyodide adds is Python 3.14 itself, and the
sample runs every rule module (each expansion, the random draft) there, while the recorded
games replayed to their scores cover the rest (the drafted expansion games, hidden VP off).
The cases left out are the combinations in between; ``PYODIDE_ALL_CASES=1`` plays them all.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
SCRIPT = REPO / "tests" / "pyodide" / "run_tests.mjs"
PYODIDE = REPO / "node_modules" / "pyodide" / "pyodide.mjs"
TIMEOUT_S = 900  # the first run also downloads the wheels; the suite itself takes minutes

NODE = shutil.which("node")
pytestmark = [
    pytest.mark.pyodide,
    pytest.mark.timeout(TIMEOUT_S + 60),  # (its own limit, not the suite's)
    pytest.mark.skipif(NODE is None, reason="node is not installed (needed to run Pyodide)"),
    pytest.mark.skipif(
        not PYODIDE.exists(), reason="node_modules/pyodide is missing (run `npm install`)"
    ),
]


def run_in_pyodide(*args: str) -> str:
    """Run run_tests.mjs with ARGS; fail with its full output unless it exits 0."""
    assert NODE is not None
    env = dict(os.environ)
    # one random game per sampled conformance case (the host plays two of every case)
    env.setdefault("PYODIDE_TEST_GAMES", "1")
    if importlib.util.find_spec("pip") is not None:
        # `pip download` then uses this interpreter, not whatever python3 is on PATH.
        env["PYTHON"] = sys.executable
    try:
        proc = subprocess.run(
            [NODE, str(SCRIPT), *args],
            cwd=REPO,
            env=env,
            check=False,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            timeout=TIMEOUT_S,
        )
    except subprocess.TimeoutExpired as exc:
        out = exc.output or ""
        out = out.decode(errors="replace") if isinstance(out, bytes) else out
        pytest.fail(f"Pyodide run timed out after {TIMEOUT_S}s; output so far:\n{out}")
    print(proc.stdout)  # visible with -s / -rP
    if proc.returncode != 0:
        pytest.fail(f"Pyodide run exited {proc.returncode}; output:\n{proc.stdout}")
    return proc.stdout


def test_engine_tests_pass_in_pyodide() -> None:
    out = run_in_pyodide()
    assert "Python 3.14" in out, "expected Pyodide's Python 3.14"
    assert "platform emscripten" in out, "pytest did not run inside Pyodide"
    assert " passed" in out


def test_bench_option_runs_code_in_pyodide() -> None:
    out = run_in_pyodide("--bench", "-c", "import sys; print('bench on', sys.platform)")
    assert "bench on emscripten" in out
    assert "pyodide: bench finished in" in out


def test_the_sites_trimmed_standard_library_runs_every_engine_and_bot(tmp_path) -> None:
    """The standard library the site ships (only what the site imports, issue 20) imports every
    shipped module and plays every game with a bot, in Pyodide started without the snapshot."""
    import serve

    assert NODE is not None
    stdlib = tmp_path / "python_stdlib.zip"
    serve.write_trimmed_stdlib(REPO / "node_modules" / "pyodide" / "python_stdlib.zip", stdlib)
    zips = [tmp_path / "app.zip"]
    serve._write_zip(zips[0], serve._app_files())
    playable, _ = serve._game_ids()
    for game_id in playable:
        zips.append(tmp_path / f"{game_id}.zip")
        serve._write_zip(zips[-1], serve._game_files(game_id))
    proc = subprocess.run(
        [NODE, str(REPO / "tests" / "pyodide" / "trimmed_stdlib.mjs"),
         str(REPO / "node_modules" / "pyodide"), str(stdlib), *map(str, zips)],
        cwd=REPO, capture_output=True, text=True, timeout=TIMEOUT_S, check=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr[-3000:]
    for game_id in playable:
        assert f"{game_id}: " in proc.stdout
    assert "on the trimmed standard library" in proc.stdout
