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

The Pyodide runtime is pinned in package.json / package-lock.json. When the copies
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
import re
import shutil
import socketserver
import struct
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
# What the page needs besides the runtime. The shell's Python goes into one zip the page unpacks
# at boot (APP_ZIP), each game's into its own (GAMES_DIR/<id>.zip), unpacked when first opened.
SITE_FILES = ("index.html",)
SITE_DIRS = ("assets",)
STATIC_WEB_FILES = (
    "web/boot.js", "web/boot.css", "web/dom.js", "web/bots.js", "web/bot-worker.mjs",
    "web/start.mjs", "web/runtime.mjs", "web/fetch-decoded.js",
)
# Each game's own stylesheet lives with its table (web/<id>/table.css: GameUI.stylesheet).
GAME_STYLESHEETS = "web/*/*.css"
PYTHON_PACKAGES = ("game", "web")
APP_ZIP = "app.zip"
GAMES_DIR = "games"
ANNOUNCEMENTS = "game/games.json"  # every game's announcement (game/core/registry.py reads it)
SW_TEMPLATE = ROOT / "web" / "sw.js"
SNAPSHOT = "snapshot.bin"
SNAPSHOT_SCRIPT = ROOT / "web" / "make_snapshot.mjs"
SNAPSHOT_CACHE = ROOT / ".cache" / "snapshots"
# Imported into the boot snapshot, so the page never compiles them: the whole shell (made in Node,
# where web/make_snapshot.mjs gives the modules stand-ins for the page's `window` and `document`,
# which the page's restore swaps for its own) and what every game's package imports from it. No
# game: each game's package arrives when it is first opened (web/games.py).
SNAPSHOT_MODULES = (
    "asyncio", "json", "zlib", "base64", "urllib.parse", "zipfile", "pyodide.ffi", "pyodide.http",
    "game.core", "game.core.fields", "game.core.phases", "game.bots", "game.bots.mcts",
    "web.storage", "web.links", "web.session", "web.i18n", "web.files", "web.dom",
    "web.gameui", "web.games", "web.shell", "web.shell.seats", "web.shell.app",
)
SNAPSHOT_TAG = '<meta name="ec-snapshot" content="snapshot.bin">'
# The big files the page asks for through web/fetch-decoded.js (a host's compression, else the
# `.gz` decoded in the page), with their types: the service worker keeps their plain bytes.
# Each game's zip (GAMES_DIR/<id>.zip) is fetched the same way.
DECODED = {"vendor/pyodide/pyodide.asm.wasm": "application/wasm",
           SNAPSHOT: "application/octet-stream",
           "vendor/pyodide/python_stdlib.zip": "application/zip",
           APP_ZIP: "application/zip"}
# Brotli's quality for the `.br` files: a deployment's build takes the best (11: about 100 s for
# the runtime and the snapshot the first time, then cached), the local server and the tests a
# quick one (files about a fifth larger).
BEST_QUALITY = 11
QUICK_QUALITY = 5

# Files worth sending compressed (text, WebAssembly): `build` writes a `.br` and a `.gz` beside
# each one of at least COMPRESS_MIN bytes when that saves at least a tenth of it, and the server
# below sends one of them, with Content-Encoding, to a browser that accepts it (as static hosts
# with precompressed files do: nginx gzip_static/brotli_static, Caddy's `precompressed`).
COMPRESSIBLE = (".wasm", ".mjs", ".js", ".json", ".css", ".svg", ".html", ".toml",
                ".webmanifest", ".txt", ".bin", ".zip")
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
        fail("package-lock.json is missing; it pins the Pyodide runtime.")
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
    """Make vendor/ hold the pinned Pyodide files (runs `npm ci` when needed)."""
    stamp = VENDOR / ".lock-sha256"
    fingerprint = _lock_fingerprint()
    wanted = [VENDOR / "pyodide" / f for f in PYODIDE_FILES]
    if stamp.exists() and stamp.read_text() == fingerprint and all(p.exists() for p in wanted):
        return
    if not _node_modules_match():
        npm = shutil.which("npm")
        if npm is None:
            fail("Node.js and npm are needed once to fetch the runtime: install Node.js 18+ "
                 "(e.g. `apt-get install nodejs npm`) and run this again.")
        if not quiet:
            print("Installing the pinned Pyodide runtime (npm ci)...")
        subprocess.run([npm, "ci", "--no-audit", "--no-fund", "--loglevel=error"],
                       cwd=ROOT, check=True)
    if VENDOR.exists():
        shutil.rmtree(VENDOR)
    (VENDOR / "pyodide").mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(NODE_MODULES / "pyodide" / name, VENDOR / "pyodide" / name)
    stamp.write_text(fingerprint)


# -- build ---------------------------------------------------------------------------------------


def is_command_line(path: Path) -> bool:
    """A developer's command (``python3 -m game.<id> simulate``, the tournament, the scenario
    runner): never run by the page, so not shipped."""
    return path.name == "__main__.py" or 'if __name__ == "__main__":' in path.read_text()


def _python_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*.py")
                  if "__pycache__" not in p.parts and not is_command_line(p))


def _game_ids() -> tuple[list[str], list[dict[str, object]]]:
    """The playable games' ids and every installed game's announcement (from the registry)."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from game.core.registry import installed_games

    games = installed_games()
    return [g.id for g in games if g.playable], [g.announcement() for g in games]


def _app_files() -> list[Path]:
    """The shell's Python (every module of ``game`` and ``web`` but the games' own packages and
    the developer's commands) and the translation catalogs (read by web/i18n.py)."""
    games = {str(announcement["id"]) for announcement in _game_ids()[1]}
    files: list[Path] = []
    for package in PYTHON_PACKAGES:
        files += [p for p in _python_files(ROOT / package)
                  if p.relative_to(ROOT / package).parts[0] not in games]
    return files + sorted((ROOT / "assets" / "i18n").glob("*.json"))


def _game_files(game_id: str) -> list[Path]:
    """A game's own packages: its engine and bots (game/<id>/) and its table (web/<id>/)."""
    return [p for package in PYTHON_PACKAGES if (ROOT / package / game_id).is_dir()
            for p in _python_files(ROOT / package / game_id)]


def _write_zip(target: Path, files: list[Path], extra: dict[str, bytes] | None = None) -> None:
    """Zip files deterministically (fixed timestamps), so the hash is stable. Stored, not
    deflated: the whole zip is compressed for the wire (``.br``/``.gz``, see DECODED), which
    packs a few hundred small modules far better than compressing each alone."""
    entries = [(p.relative_to(ROOT).as_posix(), p.read_bytes()) for p in files]
    entries += sorted((extra or {}).items())
    with zipfile.ZipFile(target, "w", zipfile.ZIP_STORED) as archive:
        for name, data in entries:
            info = zipfile.ZipInfo(name, (2020, 1, 1, 0, 0, 0))
            info.external_attr = 0o644 << 16
            archive.writestr(info, data)


# -- the standard library, trimmed to what the site imports ---------------------------------------

_IMPORT = re.compile(r"^[ \t]*(?:import[ \t]+([\w., \t]+)|from[ \t]+(\.*)([\w.]*)[ \t]+import"
                     r"[ \t]+\(?([\w, \t*]+))")
_BLOCK = re.compile(r"^([ \t]*)(?:async[ \t]+def|def|if[ \t]+__name__[ \t]*==)[ \t(]")


_PARENTHESIZED = re.compile(r"import[ \t]*\(([^)]*)\)")


def _one_line(match: re.Match[str]) -> str:
    """``import (a,\n b)`` as ``import a, b`` (comments dropped)."""
    names = " ".join(re.sub(r"#[^\n]*", " ", match.group(1)).split())
    return f"import {names}"


def imported_modules(source: str, module: str, package: bool, lazy: bool) -> set[str]:
    """The modules ``source`` (the text of ``module``) may import, with their parent packages
    and, for ``from m import x``, ``m.x`` (a submodule or not). ``lazy``: also the imports
    inside functions and ``if __name__ == "__main__":`` blocks. Read line by line (the standard
    library is Pyodide's Python's, newer than the one running this)."""
    found: set[str] = set()
    skip_deeper: int | None = None
    source = _PARENTHESIZED.sub(_one_line, source)
    for line in source.splitlines():
        if not line.strip():
            continue
        indent = len(line) - len(line.lstrip())
        if skip_deeper is not None:
            if indent > skip_deeper:
                continue
            skip_deeper = None
        block = _BLOCK.match(line)
        if block and not lazy:
            skip_deeper = len(block.group(1))
            continue
        match = _IMPORT.match(line)
        if not match:
            continue
        names: list[str] = []
        if match.group(1):
            names = [part.split()[0] for part in match.group(1).split(",") if part.split()]
        else:
            level, name = len(match.group(2)), match.group(3)
            if level:
                base = module.split(".") if package else module.split(".")[:-1]
                base = base[:len(base) - (level - 1)]
                name = ".".join(base + ([name] if name else []))
            if name:
                names = [name] + [f"{name}.{part.split()[0]}" for part in match.group(4).split(",")
                                  if part.split() and part.split()[0] != "*"]
        for name in names:
            parts = name.split(".")
            found.update(".".join(parts[:i]) for i in range(1, len(parts) + 1))
    return found


# Modules the runtime itself needs besides what our code imports: Python's and Pyodide's start-up
# (restoring the snapshot skips it, an ordinary start does not), its event loop, and the codecs
# Python and the zip reader look up by name (the other 100-odd codecs, 0.3 MB, serve no page).
STDLIB_ROOTS = ("site", "_sitebuiltins", "encodings", "encodings.aliases", "encodings.utf_8",
                "encodings.utf_8_sig", "encodings.ascii", "encodings.latin_1", "encodings.cp437",
                "encodings.charmap", "encodings.utf_16", "encodings.utf_16_le",
                "encodings.utf_16_be", "encodings.utf_32", "encodings.utf_32_le",
                "encodings.utf_32_be", "encodings.unicode_escape", "encodings.raw_unicode_escape",
                "pyodide", "pyodide.ffi", "pyodide.code",
                "pyodide.webloop", "pyodide.http", "pyodide._package_loader", "pyodide._state",
                "_pyodide", "_pyodide._base", "_pyodide._importhook", "_pyodide.jsbind",
                "_pyodide._core_docs", "_pyodide.docs_argspec", "_pyodide.docstring",
                "_pyodide._future_helper", "asyncio", "traceback", "linecache", "tokenize",
                "_sysconfigdata__emscripten_wasm32-emscripten")


def stdlib_modules(stdlib: zipfile.ZipFile, roots: set[str]) -> set[str]:
    """The entries of the standard library zip that ``roots`` need: their modules and what those
    import at module level, transitively (a module imported only inside a function the site
    never calls stays out; the browser suite runs on the trimmed library to prove the cut)."""
    modules: dict[str, str] = {}
    for name in stdlib.namelist():
        if name.endswith(".py"):
            module = name[:-3].replace("/", ".")
            modules[module.removesuffix(".__init__")] = name
    todo = [m for m in roots if m in modules]
    kept: set[str] = set()
    while todo:
        module = todo.pop()
        if module in kept:
            continue
        kept.add(module)
        parts = module.split(".")
        todo += [parent for parent in (".".join(parts[:i]) for i in range(1, len(parts)))
                 if parent in modules]
        entry = modules[module]
        source = stdlib.read(entry).decode("utf-8", "replace")
        todo += [m for m in imported_modules(source, module, entry.endswith("__init__.py"), False)
                 if m in modules and m not in kept]
    return {modules[m] for m in kept}


def _our_imports() -> set[str]:
    """Every module the shipped Python of game/ and web/ may import, functions included."""
    found: set[str] = set()
    for package in PYTHON_PACKAGES:
        for path in _python_files(ROOT / package):
            module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
            found |= imported_modules(path.read_text(), module.removesuffix(".__init__"),
                                      path.name == "__init__.py", True)
    return found


def write_trimmed_stdlib(source: Path, target: Path) -> tuple[int, int]:
    """Write the standard library zip holding only what the site needs; return (modules kept,
    modules in the original)."""
    with zipfile.ZipFile(source) as stdlib:
        keep = stdlib_modules(stdlib, set(STDLIB_ROOTS) | _our_imports())
        infos = [i for i in stdlib.infolist() if i.filename in keep]
        with zipfile.ZipFile(target, "w", zipfile.ZIP_STORED) as out:  # (see _write_zip)
            for info in sorted(infos, key=lambda i: i.filename):
                entry = zipfile.ZipInfo(info.filename, info.date_time)
                entry.external_attr = info.external_attr
                out.writestr(entry, stdlib.read(info))
        total = sum(1 for n in stdlib.namelist() if n.endswith(".py"))
    return len(keep), total


def write_trimmed_lock(source: Path, target: Path) -> None:
    """Pyodide's package lock without its packages: the site loads none (the page reads it at
    start-up; 119 kB down to a few hundred bytes)."""
    lock = json.loads(source.read_text())
    target.write_text(json.dumps({"info": lock["info"], "packages": {}}, indent=1) + "\n")


def _copy(source: Path, target: Path) -> None:
    """Copy a file unless an identical one (size and mtime) is already there."""
    if target.exists():
        a, b = source.stat(), target.stat()
        if a.st_size == b.st_size and int(a.st_mtime) == int(b.st_mtime):
            return
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(source, target)


COMPILE_SCRIPT = ROOT / "web" / "compile_pyc.mjs"
COMPILED_CACHE = ROOT / ".cache" / "compiled"


def _add_bytecode(zips: list[Path], quiet: bool) -> None:
    """Add the compiled bytecode of every module to each of ``zips`` (in place; made by
    Pyodide's Python in Node, cached by content). Without Node the zips stay sources only: the
    page then compiles them, slower but the same."""
    key = hashlib.sha256(_lock_fingerprint().encode() + COMPILE_SCRIPT.read_bytes()).digest()
    cached = {z: COMPILED_CACHE / hashlib.sha256(key + z.read_bytes()).hexdigest()[:32]
              for z in zips}
    todo = [z for z in zips if not cached[z].exists()]
    node = shutil.which("node")
    if todo and node is None:
        if not quiet:
            print("Node.js not found: the site's Python is shipped without bytecode.")
        return
    if todo:
        COMPILED_CACHE.mkdir(parents=True, exist_ok=True)
        pairs = [str(p) for z in todo for p in (z, cached[z].with_suffix(".part"))]
        result = subprocess.run([node, str(COMPILE_SCRIPT), str(VENDOR / "pyodide"), *pairs],
                                capture_output=True, text=True)
        if result.returncode != 0:
            print(f"serve.py: could not compile the site's Python (it still works, but opens "
                  f"slower):\n{result.stderr.strip()[-2000:]}", file=sys.stderr)
            return
        for z in todo:
            cached[z].with_suffix(".part").rename(cached[z])
    for z in zips:
        shutil.copyfile(cached[z], z)


def _leb128(data: bytes, at: int, signed: bool = False) -> tuple[int, int]:
    """The LEB128 number at ``data[at:]`` and the offset after it (WebAssembly's encoding)."""
    value = shift = 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            if signed and byte & 0x40:
                value -= 1 << shift
            return value, at


def wasm_data_segments(wasm: bytes) -> list[tuple[int, bytes]]:
    """The active data segments of a WebAssembly module, as (memory offset, bytes): what
    instantiating it writes into its memory before any of its code runs."""
    segments = []
    at = 8  # after the magic number and the version
    while at < len(wasm):
        section = wasm[at]
        size, at = _leb128(wasm, at + 1)
        if section == 11:  # the data section
            pos = at
            count, pos = _leb128(wasm, pos)
            for _ in range(count):
                kind, pos = _leb128(wasm, pos)
                if kind != 0 or wasm[pos] != 0x41:  # only "memory 0 at i32.const offset"
                    raise ValueError("unexpected data segment form")
                offset, pos = _leb128(wasm, pos + 1, signed=True)
                length, pos = _leb128(wasm, pos + 1)  # (after the `end` opcode)
                segments.append((offset, wasm[pos:pos + length]))
                pos += length
        at += size
    return segments


def snapshot_delta(snapshot: bytes, wasm: bytes) -> bytes:
    """The snapshot with its memory XORed with the memory the module starts with (its data
    segments): 99.8% of that region never changes, so it becomes zeros, which compress to
    nothing (a third off the snapshot's transfer). web/runtime.mjs undoes it with the memory of
    the instance it has just made. Pyodide's snapshot: a header whose second 32-bit word is
    where the memory starts."""
    data = bytearray(snapshot)
    start = int.from_bytes(snapshot[4:8], "little")
    for offset, segment in wasm_data_segments(wasm):
        at = start + offset
        mixed = int.from_bytes(data[at:at + len(segment)], "little") ^ int.from_bytes(
            segment, "little")
        data[at:at + len(segment)] = mixed.to_bytes(len(segment), "little")
    return bytes(data)


SPARSE_MAGIC = b"ecs1"
SPARSE_GAP = 1024  # zero runs at least this long are left out


def sparse(data: bytes, delta_end: int = 0) -> bytes:
    """``data`` without its long runs of zeros: ``ecs1``, then 32-bit little-endian words: the
    whole length, ``delta_end`` (where snapshot_delta's changes end in the memory), the number
    of pieces, each piece's (offset, length); then the pieces. Most of
    a snapshot's memory is zeros (unused heap, the stack, and after snapshot_delta most of the
    data segments): compression made them cheap on the wire, but the browser still moved all
    31 MB from its network process to the page (~0.7 s here); web/runtime.mjs rebuilds it."""
    pieces: list[tuple[int, int]] = []
    at = 0
    for gap in re.finditer(rb"\x00{%d,}" % SPARSE_GAP, data):
        if gap.start() > at:
            pieces.append((at, gap.start() - at))
        at = gap.end()
    if at < len(data):
        pieces.append((at, len(data) - at))
    header = SPARSE_MAGIC + struct.pack(f"<III{2 * len(pieces)}I", len(data), delta_end,
                                        len(pieces), *(n for piece in pieces for n in piece))
    return header + b"".join(data[offset:offset + length] for offset, length in pieces)


def _make_snapshot(app_zip: Path, stdlib: Path, quiet: bool) -> Path | None:
    """The boot snapshot for this runtime, standard library and app (cached by content; made
    with Node)."""
    key = hashlib.sha256()
    key.update(_lock_fingerprint().encode())
    key.update(app_zip.read_bytes())
    key.update(stdlib.read_bytes())
    key.update(SNAPSHOT_SCRIPT.read_bytes())
    key.update(repr(SNAPSHOT_MODULES).encode())
    key.update(b"delta, sparse 3, free memory zeroed")  # (see snapshot_delta, sparse)
    cached = SNAPSHOT_CACHE / f"{key.hexdigest()[:24]}.bin"
    if cached.exists():
        return cached
    node = shutil.which("node")
    if node is None:
        if not quiet:
            print("Node.js not found: building without the boot snapshot (slower start).")
        return None
    SNAPSHOT_CACHE.mkdir(parents=True, exist_ok=True)
    for old in SNAPSHOT_CACHE.glob("*.bin*"):  # keep the cache from growing without end
        old.unlink()
    partial = cached.with_suffix(".part")
    result = subprocess.run(
        [node, str(SNAPSHOT_SCRIPT), str(VENDOR / "pyodide"), str(stdlib), str(app_zip),
         str(partial), *SNAPSHOT_MODULES], capture_output=True, text=True)
    if result.returncode != 0 or not partial.exists():
        print(f"serve.py: could not make the boot snapshot (the site still works, but starts "
              f"slower):\n{result.stderr.strip()[-2000:]}", file=sys.stderr)
        return None
    wasm = (VENDOR / "pyodide" / "pyodide.asm.wasm").read_bytes()
    delta_end = max(offset + len(data) for offset, data in wasm_data_segments(wasm))
    cached.write_bytes(sparse(snapshot_delta(partial.read_bytes(), wasm), delta_end))
    partial.unlink()
    return cached


def build(out: Path, quiet: bool = False, quality: int = BEST_QUALITY) -> Path:
    """Write the complete static site to ``out`` and return it; ``quality``: brotli's, for the
    precompressed ``.br`` files (see :func:`precompress`)."""
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

    def written(relative: str) -> Path:
        target = out / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        expected.add(target)
        return target

    for name in SITE_FILES + STATIC_WEB_FILES:
        add(ROOT / name, name)
    for path in sorted(ROOT.glob(GAME_STYLESHEETS)):
        add(path, path.relative_to(ROOT).as_posix())
    for folder in SITE_DIRS:
        for path in sorted((ROOT / folder).rglob("*")):
            if path.is_file() and not path.name.startswith(".") and path.suffix != ".md":
                add(path, path.relative_to(ROOT).as_posix())
    runtime = VENDOR / "pyodide"
    for name in PYODIDE_FILES:
        if name not in ("python_stdlib.zip", "pyodide-lock.json"):
            add(runtime / name, f"vendor/pyodide/{name}")
    stdlib = written("vendor/pyodide/python_stdlib.zip")
    write_trimmed_stdlib(runtime / "python_stdlib.zip", stdlib)
    write_trimmed_lock(runtime / "pyodide-lock.json", written("vendor/pyodide/pyodide-lock.json"))

    playable, announcements = _game_ids()
    app_zip = written(APP_ZIP)
    _write_zip(app_zip, _app_files(),
               {ANNOUNCEMENTS: (json.dumps(announcements, indent=1) + "\n").encode()})
    game_zips = [written(f"{GAMES_DIR}/{game_id}.zip") for game_id in playable]
    for game_id, game_zip in zip(playable, game_zips, strict=True):
        _write_zip(game_zip, _game_files(game_id))
    _add_bytecode(game_zips, quiet)  # (the snapshot holds the shell's modules imported)
    snapshot = _make_snapshot(app_zip, stdlib, quiet)
    if snapshot is not None:
        add(snapshot, SNAPSHOT)
    else:  # no snapshot: the page must not ask for one
        index = out / "index.html"
        index.write_text(index.read_text().replace(SNAPSHOT_TAG, ""))
    expected.update(precompress(out, quality, sorted(expected)))

    # The service worker pre-caches every file but the compressed copies (the plain bytes of the
    # DECODED files, however the host sends them); its cache name is a hash of all their bytes,
    # so a new deployment is a new worker, which the page notices and offers to reload into.
    files = sorted(p.relative_to(out).as_posix() for p in expected)
    decoded = {path: kind for path, kind in DECODED.items() if out / path in expected}
    decoded.update({f"{GAMES_DIR}/{game_id}.zip": "application/zip" for game_id in playable})
    precache = [f for f in files if not f.endswith((".gz", ".br")) and f not in decoded]
    digest = hashlib.sha256()
    for relative in files:
        digest.update(relative.encode())
        digest.update(hashlib.sha256((out / relative).read_bytes()).digest())
    build_id = digest.hexdigest()[:16]
    worker = SW_TEMPLATE.read_text()
    worker = worker.replace("__BUILD_ID__", build_id)
    worker = worker.replace("__PRECACHE__", json.dumps(["./", *precache], indent=1))
    worker = worker.replace("__DECODED__", json.dumps(decoded, indent=1))
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


def _gzip(path: Path) -> bytes:
    """``path`` gzip-compressed (level 9), kept in .cache/precompressed by content when big."""
    data = path.read_bytes()
    if len(data) < 1_000_000:
        return gzip.compress(data, compresslevel=9, mtime=0)
    cached = PRECOMPRESSED_CACHE / f"{hashlib.sha256(data).hexdigest()[:32]}.gz"
    if not cached.exists():
        PRECOMPRESSED_CACHE.mkdir(parents=True, exist_ok=True)
        cached.with_suffix(".part").write_bytes(gzip.compress(data, compresslevel=9, mtime=0))
        cached.with_suffix(".part").rename(cached)
    return cached.read_bytes()


def precompress(out: Path, quality: int = BEST_QUALITY,
                files: list[Path] | None = None) -> list[Path]:
    """Write the ``.gz`` and ``.br`` of every compressible file of the site in ``out`` (see
    COMPRESSIBLE; or of ``files`` only) where it saves a tenth or more; return the files
    written. ``quality``: brotli's (11, the best, takes a minute and a half for the runtime and
    the snapshot the first time; every result is cached by content)."""
    written: list[Path] = []
    paths = sorted(out.rglob("*")) if files is None else files
    candidates = [p for p in paths if p.is_file() and p.suffix in COMPRESSIBLE
                  and p.stat().st_size >= COMPRESS_MIN]
    for path in candidates:
        packed = _gzip(path)
        target = Path(f"{path}.gz")
        if len(packed) <= 0.9 * path.stat().st_size:
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
    workers (pytest-xdist; an idle worker takes tests queued for a busy one): one more than the
    cores, since a browser test's worker mostly waits for the page (2 cores: 697 s with two
    workers, 630 s with three)."""
    fast = "--fast" in args
    args = [a for a in args if a != "--fast"]
    if fast:
        args = ["-m", FAST_MARKERS, *args]
    serial = any(a in ("-n", "--numprocesses", "--pdb", "--trace") or a.startswith(
        ("-n", "--numprocesses=")) for a in args) or "no:xdist" in args
    if not serial:
        workers = min(4, (os.cpu_count() or 2) + 1)
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
    parser.add_argument("--quick", action="store_true",
                        help="`build`: quick brotli compression (files a fifth larger)")
    options = parser.parse_intermixed_args(argv)
    if options.command == "build":
        if not options.out:
            parser.error("build needs an output folder: python3 serve.py build OUT")
        build(Path(options.out), quality=QUICK_QUALITY if options.quick else BEST_QUALITY)
        return 0
    site = build(DEFAULT_OUT, quiet=True, quality=QUICK_QUALITY)
    serve(site, options.host, options.port, options.verbose)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
