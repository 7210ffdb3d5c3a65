// Run the engines' tests inside Pyodide (the browser's Python) under Node.
//
//   node tests/pyodide/run_tests.mjs [-- extra pytest args]
//   node tests/pyodide/run_tests.mjs --bench -m game.puerto_rico simulate --games 200 --seed 1
//   node tests/pyodide/run_tests.mjs --bench "print(sum(range(10**6)))"
//
// Works offline apart from PyPI: pytest and its pure-Python dependencies are fetched once
// with `pip download --python-version 3.14 --only-binary=:all:` into .cache/pyodide-wheels/
// (with micropip's wheel, which the npm package does not ship), then micropip installs
// pytest from those local files. The repository is mounted into Pyodide's FS at /repo.
// The exit code is pytest's (or the bench command's).
//
// Environment: PYTHON (host interpreter used for `pip download`, default python3),
// PYODIDE_TEST_GAMES (value for the engine tests' --games option; unset, the tests play their CI
// defaults, as on the host: the fuzz volume is the host's job, Pyodide's is Python 3.14 itself),
// PYODIDE_ALL_CASES=1 (every conformance case; unset, a sample: see pyodide_runner.py).

import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const PYODIDE_DIR = path.join(REPO, "node_modules", "pyodide");
const WHEEL_DIR = path.join(REPO, ".cache", "pyodide-wheels");
// What only Pyodide can prove: the engines on its Python (3.14). The core machinery, the
// conformance suite and the per-game tests every registered game gets (records replayed to their
// scores, scenario files, hidden information), and the scenario runner; a game's own rule tests
// run on the host, as do the browser tests (which boot the same Pyodide in Chromium).
const ENGINE_TEST_PATHS = ["tests/core", "tests/conformance", "tests/games",
  "tests/test_scenario_runner.py"];

// `--bench ARGS...` (first) runs ARGS like `python ARGS...`; otherwise the arguments (after
// an optional `--`) are extra pytest arguments, e.g. `-- -k rng -q`.
function parseArgs(argv) {
  if (argv[0] === "--bench") return { bench: argv.slice(1), pytestArgs: [] };
  return { bench: null, pytestArgs: argv[0] === "--" ? argv.slice(1) : argv };
}

// micropip must match the Pyodide release; pyodide-lock.json pins its version.
function micropipLockEntry() {
  const lock = JSON.parse(fs.readFileSync(path.join(PYODIDE_DIR, "pyodide-lock.json"), "utf8"));
  return lock.packages.micropip;
}

function pipDownload(dir, args) {
  const python = process.env.PYTHON || "python3";
  const cmd = ["-m", "pip", "download", "--python-version", "3.14", "--only-binary=:all:",
    "-d", dir, ...args];
  console.log(`pyodide: ${python} ${cmd.join(" ")}`);
  const res = spawnSync(python, cmd, { stdio: "inherit" });
  if (res.status !== 0) {
    throw new Error(`pip download failed (${res.error ?? `exit ${res.status}`})`);
  }
}

// Download the wheels unless a previous run already did (idempotent). pip saves into a
// temporary folder that is renamed into place only when complete, so WHEEL_DIR holds
// exactly one consistent set: pytest, its dependencies and micropip.
function ensureWheels(micropipFile) {
  const listWheels = () => fs.readdirSync(WHEEL_DIR).filter((f) => f.endsWith(".whl"));
  const have = fs.existsSync(WHEEL_DIR) ? listWheels() : [];
  if (!(have.includes(micropipFile) && have.some((f) => f.startsWith("pytest-")))) {
    const tmp = `${WHEEL_DIR}.tmp`;
    fs.rmSync(tmp, { recursive: true, force: true });
    pipDownload(tmp, ["pytest"]);
    pipDownload(tmp, ["--no-deps", `micropip==${micropipLockEntry().version}`]);
    fs.rmSync(WHEEL_DIR, { recursive: true, force: true });
    fs.renameSync(tmp, WHEEL_DIR);
  }
  // micropip is loaded by loadPackage; micropip installs the rest.
  return listWheels().filter((f) => f !== micropipFile);
}

// Pass --games N to the engine's fuzz tests when PYODIDE_TEST_GAMES asks for it and some conftest
// defines the option (it also turns on the opt-in long fuzzes).
function gamesArgs(testPaths) {
  if (!process.env.PYODIDE_TEST_GAMES) return [];
  const conftests = ["tests/conftest.py", ...testPaths.map((p) => path.join(p, "conftest.py"))];
  const defined = conftests.some((c) => {
    const file = path.join(REPO, c);
    return fs.existsSync(file) && /["']--games["']/.test(fs.readFileSync(file, "utf8"));
  });
  return defined ? [`--games=${process.env.PYODIDE_TEST_GAMES}`] : [];
}

async function main() {
  const { bench, pytestArgs } = parseArgs(process.argv.slice(2));
  const micropip = micropipLockEntry();
  const wheels = bench ? [] : ensureWheels(micropip.file_name);

  const { loadPyodide } = await import(path.join(PYODIDE_DIR, "pyodide.mjs"));
  // packageCacheDir: loadPackage("micropip") finds the pip-downloaded wheel there instead
  // of going to the CDN. (Its sha256 differs from the lock file's, which is Pyodide's own
  // rebuild of the same release, and Pyodide does not check cached files.)
  const pyodide = await loadPyodide({ packageCacheDir: WHEEL_DIR });
  const { FS } = pyodide;
  FS.mkdirTree("/repo");
  FS.mount(FS.filesystems.NODEFS, { root: REPO }, "/repo");
  pyodide.runPython("import sys; sys.path.insert(0, '/repo/tests/pyodide')");
  const runner = pyodide.pyimport("pyodide_runner");

  if (bench) {
    return runner.run_bench(pyodide.toPy(bench));
  }

  FS.mkdirTree("/wheels");
  FS.mount(FS.filesystems.NODEFS, { root: WHEEL_DIR }, "/wheels");
  await pyodide.loadPackage("micropip");
  await runner.install_pytest(pyodide.toPy(wheels));
  runner.print_versions();

  const testPaths = ENGINE_TEST_PATHS.filter((p) => fs.existsSync(path.join(REPO, p)));
  if (testPaths.length === 0) {
    console.error("pyodide: no engine tests found under", ENGINE_TEST_PATHS.join(", "));
    return 1;
  }
  const args = [...testPaths, ...gamesArgs(testPaths), ...pytestArgs];
  console.log(`pyodide: pytest ${args.join(" ")}`);
  return runner.run_pytest(pyodide.toPy(args));
}

const started = Date.now();
main().then(
  (code) => {
    console.log(`pyodide: done in ${((Date.now() - started) / 1000).toFixed(1)}s, exit ${code}`);
    process.exit(code);
  },
  (err) => {
    console.error(err);
    process.exit(2);
  },
);
