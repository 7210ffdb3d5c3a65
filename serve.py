#!/usr/bin/env python3
"""Build and serve the Euro Classics static site. Standard library only.

    python3 serve.py                 build into dist/ and serve it on http://127.0.0.1:8000/
    python3 serve.py --port 9000 --host 0.0.0.0
    python3 serve.py build OUT       write a complete static site to OUT (deploy anywhere)
    python3 serve.py test [ARGS]     install what the tests need, then run every test (pytest
                                     ARGS, on parallel workers); about 10 minutes on 2 cores
    python3 serve.py test --fast     the edit loop: engines, bots, the web side's logic, the
                                     per-game and conformance suites (no browser, no Pyodide,
                                     no `fuzz` volume); under 2 minutes
    python3 serve.py bench           boot-time and engine benchmarks, printed as a table

The Pyodide and PyScript runtimes are pinned in package.json / package-lock.json. When the copies
in vendor/ are missing or do not match the lock, they are installed with `npm ci` and the few files
the page needs are copied into vendor/ (ignored by git).
"""

from __future__ import annotations

import argparse
import functools
import gzip
import hashlib
import http.server
import json
import os
import shutil
import socketserver
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import ClassVar

ROOT = Path(__file__).resolve().parent
VENDOR = ROOT / "vendor"
NODE_MODULES = ROOT / "node_modules"
VENV = ROOT / ".venv"
DEFAULT_OUT = ROOT / "dist"

PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
# What the page needs besides the runtime. Python packages go into one zip the page unpacks.
SITE_FILES = ("index.html", "pyscript.toml")
SITE_DIRS = ("assets",)
STATIC_WEB_FILES = (
    "web/main.py", "web/boot.js", "web/boot.css", "web/dom.js", "web/bots.js",
    "web/bot-worker.mjs", "web/pyodide-loader.mjs",
)
# Each game's own stylesheet lives with its table (web/<id>/table.css: GameUI.stylesheet).
GAME_STYLESHEETS = "web/*/*.css"
PYTHON_PACKAGES = ("game", "web")
APP_ZIP = "app.zip"
SW_TEMPLATE = ROOT / "web" / "sw.js"
SNAPSHOT = "snapshot.bin.gz"
SNAPSHOT_SCRIPT = ROOT / "web" / "make_snapshot.mjs"
SNAPSHOT_CACHE = ROOT / ".cache" / "snapshots"
# Imported into the boot snapshot, so the page never compiles them: everything web/main.py needs
# that does not touch the browser (web/shell/*.py but seats.py import pyscript, so they cannot be).
# Each playable game adds its own modules (see snapshot_modules()).
SHELL_SNAPSHOT_MODULES = (
    "asyncio", "json", "zlib", "base64", "urllib.parse", "pyodide.ffi",
    "game.core", "game.bots",
    "web.storage", "web.links", "web.session", "web.i18n", "web.files", "web.dom",
    "web.gameui", "web.shell", "web.shell.seats",
)


def snapshot_modules() -> tuple[str, ...]:
    """The shell's modules plus, for every playable game in the registry, its engine and bot
    modules (game/<id>/) and its UI package (web/<id>/, every module in it)."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from game.core.registry import game_modules, installed_games

    modules = list(SHELL_SNAPSHOT_MODULES) + [f"game.{g.id}" for g in installed_games()]
    for definition in (g for g in installed_games() if g.playable):
        modules += game_modules(definition.id)
        ui = ROOT / "web" / definition.id
        if (ui / "__init__.py").exists():
            modules += [f"web.{definition.id}"] + [
                f"web.{definition.id}.{path.stem}" for path in sorted(ui.glob("*.py"))
                if path.stem != "__init__"]
    return tuple(dict.fromkeys(modules))


SNAPSHOT_TAG = (
    '<meta name="ec-snapshot" content="snapshot.bin.gz">'
    '<link rel="preload" href="snapshot.bin.gz" as="fetch" crossorigin="anonymous">'
)

# Files worth sending compressed (text, WebAssembly): `build` writes a `.br` and a `.gz` beside
# each one of at least COMPRESS_MIN bytes when that saves at least a tenth of it, and the server
# below sends one of them, with Content-Encoding, to a browser that accepts it (as static hosts
# with precompressed files do: nginx gzip_static/brotli_static, Caddy's `precompressed`).
COMPRESSIBLE = (".wasm", ".mjs", ".js", ".json", ".css", ".svg", ".html", ".toml",
                ".webmanifest", ".txt", ".bin")
COMPRESS_MIN = 1024
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))
PRECOMPRESSED_CACHE = ROOT / ".cache" / "precompressed"

MIME_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".toml": "text/plain; charset=utf-8",
    ".py": "text/plain; charset=utf-8",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".css": "text/css",
    ".html": "text/html; charset=utf-8",
    ".txt": "text/plain; charset=utf-8",
    ".gz": "application/gzip",
    ".br": "application/octet-stream",
    ".bin": "application/octet-stream",
}


def fail(message: str) -> None:
    print(f"serve.py: {message}", file=sys.stderr)
    raise SystemExit(1)


# -- runtime -------------------------------------------------------------------------------------


def _lock_fingerprint() -> str:
    lock = ROOT / "package-lock.json"
    if not lock.exists():
        fail("package-lock.json is missing; it pins the Pyodide and PyScript runtimes.")
    return hashlib.sha256(lock.read_bytes()).hexdigest()


def _pinned_versions() -> dict[str, str]:
    deps = json.loads((ROOT / "package.json").read_text())["dependencies"]
    return {name: version for name, version in deps.items()}


def _node_modules_match() -> bool:
    for name, version in _pinned_versions().items():
        manifest = NODE_MODULES / name / "package.json"
        if not manifest.exists() or json.loads(manifest.read_text()).get("version") != version:
            return False
    return True


def ensure_runtime(quiet: bool = False) -> None:
    """Make vendor/ hold the pinned Pyodide and PyScript files (runs `npm ci` when needed)."""
    stamp = VENDOR / ".lock-sha256"
    fingerprint = _lock_fingerprint()
    wanted = [VENDOR / "pyodide" / f for f in PYODIDE_FILES] + [VENDOR / "pyscript" / "core.js"]
    if stamp.exists() and stamp.read_text() == fingerprint and all(p.exists() for p in wanted):
        return
    if not _node_modules_match():
        npm = shutil.which("npm")
        if npm is None:
            fail("Node.js and npm are needed once to fetch the runtime: install Node.js 18+ "
                 "(e.g. `apt-get install nodejs npm`) and run this again.")
        if not quiet:
            print("Installing the pinned Pyodide and PyScript runtime (npm ci)...")
        subprocess.run([npm, "ci", "--no-audit", "--no-fund", "--loglevel=error"],
                       cwd=ROOT, check=True)
    if VENDOR.exists():
        shutil.rmtree(VENDOR)
    (VENDOR / "pyodide").mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(NODE_MODULES / "pyodide" / name, VENDOR / "pyodide" / name)
    shutil.copytree(NODE_MODULES / "@pyscript" / "core" / "dist", VENDOR / "pyscript",
                    ignore=shutil.ignore_patterns("*.map"))
    stamp.write_text(fingerprint)


# -- build ---------------------------------------------------------------------------------------


def _app_files() -> list[Path]:
    """The Python packages and the translation catalogs (read by web/i18n.py at run time)."""
    files: list[Path] = []
    for package in PYTHON_PACKAGES:
        files += sorted(p for p in (ROOT / package).rglob("*.py") if "__pycache__" not in p.parts)
    return files + sorted((ROOT / "assets" / "i18n").glob("*.json"))


def _write_app_zip(target: Path) -> None:
    """Zip the app files deterministically (fixed timestamps), so the hash is stable."""
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for path in _app_files():
            info = zipfile.ZipInfo(path.relative_to(ROOT).as_posix(), (2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, path.read_bytes())


def _copy(source: Path, target: Path) -> None:
    """Copy a file unless an identical one (size and mtime) is already there."""
    if target.exists():
        a, b = source.stat(), target.stat()
        if a.st_size == b.st_size and int(a.st_mtime) == int(b.st_mtime):
            return
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(source, target)


def _make_snapshot(app_zip: Path, quiet: bool) -> Path | None:
    """The boot snapshot for this runtime and app (cached by content; made with Node)."""
    key = hashlib.sha256()
    key.update(_lock_fingerprint().encode())
    key.update(app_zip.read_bytes())
    key.update(SNAPSHOT_SCRIPT.read_bytes())
    key.update(repr(snapshot_modules()).encode())
    cached = SNAPSHOT_CACHE / f"{key.hexdigest()[:24]}.bin.gz"
    if cached.exists():
        return cached
    node = shutil.which("node")
    if node is None:
        if not quiet:
            print("Node.js not found: building without the boot snapshot (slower start).")
        return None
    SNAPSHOT_CACHE.mkdir(parents=True, exist_ok=True)
    for old in SNAPSHOT_CACHE.glob("*.bin.gz"):  # keep the cache from growing without end
        old.unlink()
    partial = cached.with_suffix(".part")
    result = subprocess.run(
        [node, str(SNAPSHOT_SCRIPT), str(VENDOR / "pyodide"), str(app_zip), str(partial),
         *snapshot_modules()], capture_output=True, text=True)
    if result.returncode != 0 or not partial.exists():
        print(f"serve.py: could not make the boot snapshot (the site still works, but starts "
              f"slower):\n{result.stderr.strip()[-2000:]}", file=sys.stderr)
        return None
    partial.rename(cached)
    return cached


def build(out: Path, quiet: bool = False) -> Path:
    """Write the complete static site to ``out`` and return it."""
    ensure_runtime(quiet)
    out = out.resolve()
    if out == ROOT or (ROOT in out.parents and out.name in PYTHON_PACKAGES + SITE_DIRS):
        fail(f"refusing to build into {out}")
    out.mkdir(parents=True, exist_ok=True)
    expected: set[Path] = set()

    def add(source: Path, relative: str) -> None:
        target = out / relative
        _copy(source, target)
        expected.add(target)

    for name in SITE_FILES + STATIC_WEB_FILES:
        add(ROOT / name, name)
    for path in sorted(ROOT.glob(GAME_STYLESHEETS)):
        add(path, path.relative_to(ROOT).as_posix())
    for folder in SITE_DIRS:
        for path in sorted((ROOT / folder).rglob("*")):
            if path.is_file() and not path.name.startswith(".") and path.suffix != ".md":
                add(path, path.relative_to(ROOT).as_posix())
    for path in sorted(VENDOR.rglob("*")):
        if path.is_file() and not path.name.startswith("."):
            add(path, path.relative_to(ROOT).as_posix())
    app_zip = out / APP_ZIP
    _write_app_zip(app_zip)
    expected.add(app_zip)
    snapshot = _make_snapshot(app_zip, quiet)
    if snapshot is not None:
        add(snapshot, SNAPSHOT)
    else:  # no snapshot: the page must not ask for one
        index = out / "index.html"
        index.write_text(index.read_text().replace(SNAPSHOT_TAG, ""))

    # The service worker pre-caches every file; its cache name is a hash of all their bytes, so a
    # new deployment is a new worker, which the page notices and offers to reload into.
    precache = sorted(p.relative_to(out).as_posix() for p in expected)
    digest = hashlib.sha256()
    for relative in precache:
        digest.update(relative.encode())
        digest.update(hashlib.sha256((out / relative).read_bytes()).digest())
    build_id = digest.hexdigest()[:16]
    worker = SW_TEMPLATE.read_text()
    worker = worker.replace("__BUILD_ID__", build_id)
    worker = worker.replace("__PRECACHE__", json.dumps(["./", *precache], indent=1))
    (out / "sw.js").write_text(worker)
    expected.add(out / "sw.js")
    (out / "build.json").write_text(json.dumps({"build": build_id}) + "\n")
    expected.add(out / "build.json")

    for path in sorted(out.rglob("*"), reverse=True):  # drop files from older builds
        if path.is_file() and path not in expected:
            path.unlink()
        elif path.is_dir() and not any(path.iterdir()):
            path.rmdir()
    if not quiet:
        print(f"Built {len(expected)} files into {out} (build {build_id}).")
    return out


def _brotli(paths: list[Path], quality: int) -> None:
    """Write ``path.br`` for each path with Node's zlib (the standard library has no brotli),
    each kept in .cache/precompressed by its content and quality."""
    node = shutil.which("node")
    if node is None or not paths:
        return
    PRECOMPRESSED_CACHE.mkdir(parents=True, exist_ok=True)
    todo = []
    for path in paths:
        key = hashlib.sha256(path.read_bytes()).hexdigest()[:32]
        cached = PRECOMPRESSED_CACHE / f"{key}.q{quality}.br"
        if not cached.exists():
            todo.append((str(path), str(cached)))
    if todo:
        script = (
            "const z=require('zlib'),fs=require('fs');"
            "for(const [src,dst] of JSON.parse(process.argv[1])){const d=fs.readFileSync(src);"
            "fs.writeFileSync(dst+'.part',z.brotliCompressSync(d,{params:{"
            f"[z.constants.BROTLI_PARAM_QUALITY]:{quality},[z.constants.BROTLI_PARAM_LGWIN]:24,"
            "[z.constants.BROTLI_PARAM_SIZE_HINT]:d.length}}));fs.renameSync(dst+'.part',dst);}")
        subprocess.run([node, "-e", script, json.dumps(todo)], check=True)
    for path in paths:
        key = hashlib.sha256(path.read_bytes()).hexdigest()[:32]
        shutil.copyfile(PRECOMPRESSED_CACHE / f"{key}.q{quality}.br", f"{path}.br")


def precompress(out: Path, quality: int = 11) -> list[Path]:
    """Write the ``.gz`` and ``.br`` of every compressible file of the site in ``out`` (see
    COMPRESSIBLE) where it saves a tenth or more; return the files written. ``quality``: brotli's
    (11, the best, takes a minute for the runtime the first time, then comes from the cache)."""
    written: list[Path] = []
    candidates = [p for p in sorted(out.rglob("*")) if p.is_file() and p.suffix in COMPRESSIBLE
                  and p.stat().st_size >= COMPRESS_MIN]
    for path in candidates:
        data = path.read_bytes()
        packed = gzip.compress(data, compresslevel=9, mtime=0)
        if len(packed) <= 0.9 * len(data):
            target = Path(f"{path}.gz")
            target.write_bytes(packed)
            written.append(target)
    _brotli(candidates, quality)
    for path in candidates:
        target = Path(f"{path}.br")
        if not target.exists():
            continue
        if target.stat().st_size > 0.9 * path.stat().st_size:
            target.unlink()
        else:
            written.append(target)
    return written


# -- serve ---------------------------------------------------------------------------------------


def accepted_encodings(header: str | None) -> set[str]:
    """The content codings an Accept-Encoding header accepts (q=0 excluded)."""
    accepted = set()
    for part in (header or "").split(","):
        name, _, params = part.strip().partition(";")
        q = params.strip()
        if q.startswith("q=") and q[2:].strip() in ("0", "0.0", "0.00", "0.000"):
            continue
        if name:
            accepted.add(name.strip().lower())
    return accepted


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the MIME types Pyodide needs, revalidation of the app shell, and the
    precompressed ``.br``/``.gz`` of a file sent with Content-Encoding when the browser accepts
    it (``compress``; off, the server is a host that compresses nothing)."""

    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES
    }
    quiet = True
    compress = True

    def send_head(self):  # type: ignore[no-untyped-def]
        path = self.translate_path(self.path)
        if self.compress and os.path.isfile(path):
            accepted = accepted_encodings(self.headers.get("Accept-Encoding"))
            for encoding, suffix in ENCODINGS:
                if encoding in accepted and os.path.isfile(path + suffix):
                    return self._send_encoded(path, path + suffix, encoding)
        return super().send_head()

    def _send_encoded(self, path: str, encoded: str, encoding: str):  # type: ignore[no-untyped-def]
        try:
            handle = open(encoded, "rb")  # the caller sends it and closes it
        except OSError:
            return super().send_head()
        stat = os.fstat(handle.fileno())
        self.send_response(http.HTTPStatus.OK)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", encoding)
        self.send_header("Content-Length", str(stat.st_size))
        self.send_header("Last-Modified", self.date_time_string(int(stat.st_mtime)))
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return handle

    def end_headers(self) -> None:
        path = self.path.split("?", 1)[0]
        if path.endswith(("/", ".html", "sw.js", "build.json")):
            self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:
        if not self.quiet:
            super().log_message(format, *args)


class ThreadingServer(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def handle_error(self, request: object, client_address: object) -> None:
        # A browser that drops a connection (a reload, a closed tab) is not a server error.
        if isinstance(sys.exc_info()[1], (ConnectionError, TimeoutError)):
            return
        super().handle_error(request, client_address)


def make_server(directory: Path, host: str = "127.0.0.1", port: int = 8000,
                compress: bool = True) -> ThreadingServer:
    """A server of the site in ``directory``; ``compress=False`` sends every file as it is (a
    host that compresses nothing)."""
    handler_class = type("Handler", (SiteHandler,), {"compress": compress})
    handler = functools.partial(handler_class, directory=str(directory))
    return ThreadingServer((host, port), handler)


def serve(directory: Path, host: str, port: int, verbose: bool) -> None:
    SiteHandler.quiet = not verbose
    try:
        server = make_server(directory, host, port)
    except OSError as exc:
        fail(f"cannot listen on {host}:{port} ({exc.strerror}); try --port")
    shown = "127.0.0.1" if host in ("0.0.0.0", "") else host
    print(f"Serving Euro Classics at http://{shown}:{server.server_address[1]}/ (Ctrl+C to stop)",
          flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print()
    finally:
        server.server_close()


# -- tests and benchmarks ------------------------------------------------------------------------


def ensure_venv() -> Path:
    """Create .venv with the test requirements (re-installed when requirements-dev.txt changes)."""
    python = VENV / "bin" / "python"
    requirements = ROOT / "requirements-dev.txt"
    stamp = VENV / ".requirements-sha256"
    fingerprint = hashlib.sha256(requirements.read_bytes()).hexdigest()
    if not python.exists():
        print("Creating the test environment in .venv ...", flush=True)
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    if not stamp.exists() or stamp.read_text() != fingerprint:
        print("Installing test requirements ...", flush=True)
        pip = [str(python), "-m", "pip", "install", "--disable-pip-version-check", "-q"]
        subprocess.run([*pip, "-r", str(requirements)], check=True)
        stamp.write_text(fingerprint)
    return python


# How the browser tests, the bench and tools/make_icons.py launch Chromium: no sandbox or GPU
# (root in a container), none of Chromium's own network traffic, every host but this machine
# unresolvable (which, unlike page.route, keeps the HTTP cache), and shared memory in /tmp rather
# than a container's small /dev/shm (which kills renderers).
CHROMIUM_ARGS = (
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    "--disable-dev-shm-usage",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
)


def ensure_chromium(python: Path) -> dict[str, str]:
    """Use the system Chromium when present, else let Playwright install its own."""
    env = dict(os.environ)
    for candidate in (os.environ.get("CHROMIUM_PATH"), "/usr/bin/chromium",
                      "/usr/bin/chromium-browser"):
        if candidate and Path(candidate).exists():
            env["CHROMIUM_PATH"] = candidate
            return env
    print("No system Chromium found; installing Playwright's Chromium ...", flush=True)
    subprocess.run([str(python), "-m", "playwright", "install", "chromium"], check=True)
    env.pop("CHROMIUM_PATH", None)
    return env


# `python3 serve.py test --fast`: the edit loop's tests (engines, bots, the web side's logic and
# the per-game and conformance suites), without the browser tests, the Pyodide job and the
# random-game volume a game's own suite adds (tests marked `fuzz`).
FAST_MARKERS = "not browser and not pyodide and not fuzz"


def pytest_arguments(args: list[str]) -> tuple[list[str], bool]:
    """pytest's arguments for ``serve.py test ARGS`` and whether the browser is needed: ``--fast``
    becomes a marker selection, and unless ARGS choose otherwise the tests run on parallel
    workers (pytest-xdist; an idle worker takes tests queued for a busy one)."""
    fast = "--fast" in args
    args = [a for a in args if a != "--fast"]
    if fast:
        args = ["-m", FAST_MARKERS, *args]
    serial = any(a in ("-n", "--numprocesses", "--pdb", "--trace") or a.startswith(
        ("-n", "--numprocesses=")) for a in args) or "no:xdist" in args
    if not serial:
        workers = max(2, min(4, os.cpu_count() or 2))
        args = ["-n", str(workers), "--dist", "worksteal", *args]
    return args, not fast


def run_tests(args: list[str]) -> int:
    """Install what the tests need, then run pytest (see :func:`pytest_arguments`)."""
    python = ensure_venv()
    ensure_runtime()
    pytest_args, browser = pytest_arguments(args)
    env = ensure_chromium(python) if browser else dict(os.environ)
    return subprocess.run([str(python), "-m", "pytest", *pytest_args], cwd=ROOT,
                          env=env).returncode


def run_bench(args: list[str]) -> int:
    python = ensure_venv()
    ensure_runtime()
    env = ensure_chromium(python)
    return subprocess.run([str(python), "-m", "tools.bench", *args], cwd=ROOT, env=env).returncode


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["test"]:
        return run_tests(argv[1:])
    if argv[:1] == ["bench"]:
        return run_bench(argv[1:])
    parser = argparse.ArgumentParser(description="Build and serve the Euro Classics site.")
    parser.add_argument("command", nargs="?", choices=["serve", "build"], default="serve")
    parser.add_argument("out", nargs="?", help="output folder for `build`")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--verbose", action="store_true", help="log every request")
    options = parser.parse_args(argv)
    if options.command == "build":
        if not options.out:
            parser.error("build needs an output folder: python3 serve.py build OUT")
        build(Path(options.out))
        return 0
    site = build(DEFAULT_OUT, quiet=True)
    serve(site, options.host, options.port, options.verbose)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
