"""What `serve.py build` ships (issue 20): the shell in app.zip, each game in its own zip with its
announcement beside the shell, only the standard library the site imports, and no developer
commands. The browser suite runs on that build, which proves the cut; these pin its rules."""

from __future__ import annotations

import io
import json
import struct
import zipfile

import pytest

import serve
from game.core import registry
from game.core.protocol import GameDef
from game.core.record import GameRecord, engine_version
from game.core.registry import _announced, game_info, installed_games, is_loaded, is_playable


def test_imports_are_read_line_by_line_with_their_parents_and_relative_ones_resolved():
    source = ("import os.path\nfrom . import sibling\nfrom .. import cousin\n"
              "from _py_warnings import (\n    warn,  # a comment\n    filters)\n")
    found = serve.imported_modules(source, "pkg.sub.mod", False, lazy=False)
    assert {"os", "os.path", "pkg.sub.sibling", "pkg.cousin", "_py_warnings",
            "_py_warnings.warn", "_py_warnings.filters"} <= found


def test_a_module_level_scan_skips_imports_inside_functions_and_main_blocks():
    source = ("import json\ndef f():\n    import doctest\nclass C:\n    def g(self):\n"
              "        import pdb\nif __name__ == \"__main__\":\n    import unittest\n"
              "import re\n")
    assert serve.imported_modules(source, "m", False, lazy=False) == {"json", "re"}
    assert {"doctest", "pdb", "unittest"} <= serve.imported_modules(source, "m", False, lazy=True)


def test_the_trimmed_standard_library_keeps_what_is_imported_at_module_level_only():
    data = io.BytesIO()
    with zipfile.ZipFile(data, "w") as stdlib:
        stdlib.writestr("a.py", "import b\ndef f():\n    import c\n")
        stdlib.writestr("b.py", "from d import x\n")
        stdlib.writestr("c.py", "")
        stdlib.writestr("d/__init__.py", "")
        stdlib.writestr("d/x.py", "")
        stdlib.writestr("e.py", "")
    with zipfile.ZipFile(data) as stdlib:
        assert serve.stdlib_modules(stdlib, {"a"}) == {"a.py", "b.py", "d/__init__.py", "d/x.py"}


def test_the_sites_python_names_only_modules_the_trimmed_library_has_or_the_runtime_provides():
    """Every standard-library module our shipped code may import (lazily too) is kept."""
    with zipfile.ZipFile(serve.VENDOR / "pyodide" / "python_stdlib.zip") as stdlib:
        kept = serve.stdlib_modules(stdlib, set(serve.STDLIB_ROOTS) | serve._our_imports())
        names = {n.removesuffix(".py").removesuffix("/__init__").replace("/", ".")
                 for n in stdlib.namelist() if n.endswith(".py")}
    wanted = {m for m in serve._our_imports() if m in names}
    assert wanted <= {n.removesuffix(".py").removesuffix("/__init__").replace("/", ".")
                      for n in kept}
    assert "importlib.metadata" not in wanted  # (registry.forget_listings avoids needing it)


def test_the_shell_zip_holds_no_game_and_no_developer_command():
    games = {g.id for g in installed_games()}
    for path in serve._app_files():
        parts = path.relative_to(serve.ROOT).parts
        if parts[0] in serve.PYTHON_PACKAGES and len(parts) > 2:
            assert parts[1] not in games, path
        if path.suffix == ".py":
            assert not serve.is_command_line(path), path


@pytest.mark.parametrize("game_id", [g.id for g in installed_games() if g.playable])
def test_a_games_zip_holds_its_engine_bots_and_table_but_no_command(game_id):
    files = {p.relative_to(serve.ROOT).as_posix() for p in serve._game_files(game_id)}
    assert f"game/{game_id}/__init__.py" in files
    assert all(name.startswith((f"game/{game_id}/", f"web/{game_id}/")) for name in files)
    assert f"game/{game_id}/__main__.py" not in files


@pytest.mark.parametrize("game_id", [g.id for g in installed_games()])
def test_a_games_announcement_says_what_the_shell_needs_before_its_package_arrives(game_id):
    real = game_info(game_id)
    assert real is not None
    announced = GameDef.from_announcement(json.loads(json.dumps(real.announcement())))
    for field in ("id", "name", "min_players", "max_players", "default_players", "options",
                  "summary", "availability", "order", "art", "hidden_cards", "bots",
                  "longest_move_text", "longest_game"):
        assert getattr(announced, field) == getattr(real, field), field
    assert announced.packaged == real.playable and not announced.playable
    if real.playable:
        assert announced.engine == real.state_class.engine_version


def test_an_announced_game_is_offered_and_its_records_read_but_played_only_once_loaded(
        tmp_path, monkeypatch):
    real = game_info("puerto_rico")
    assert real is not None
    entry = {**real.announcement(), "id": "announced_only", "name": "Announced"}
    path = tmp_path / "games.json"
    path.write_text(json.dumps([entry]))
    (announced,) = _announced(path)
    monkeypatch.setitem(registry._registered, announced.id, announced)
    assert is_playable("announced_only") and not is_loaded("announced_only")
    assert engine_version("announced_only") == real.state_class.engine_version
    record = GameRecord.from_json({"v": 1, "game": "announced_only", "seed": 1, "moves": [],
                                   "engine": real.state_class.engine_version})
    assert record.game == "announced_only"
    with pytest.raises(ValueError, match="cannot be played"):
        announced.new_game({}, 1)


def test_pyodides_package_lock_is_shipped_without_packages(tmp_path):
    target = tmp_path / "lock.json"
    serve.write_trimmed_lock(serve.VENDOR / "pyodide" / "pyodide-lock.json", target)
    lock = json.loads(target.read_text())
    assert lock["packages"] == {} and lock["info"]["python"].startswith("3.")


def test_the_snapshot_ships_as_a_delta_from_the_modules_first_memory_and_back():
    """snapshot_delta XORs the memory with the module's data segments (what a new instance's
    memory holds); doing it twice gives the snapshot back, and its header is untouched."""
    wasm = (serve.VENDOR / "pyodide" / "pyodide.asm.wasm").read_bytes()
    segments = serve.wasm_data_segments(wasm)
    assert segments and all(offset >= 0 for offset, _ in segments)
    start = 64
    size = max(offset + len(data) for offset, data in segments) + 100
    snapshot = b"snap" + start.to_bytes(4, "little") + bytes(start - 8) + bytes(size)
    for offset, data in segments[:50]:  # some of the memory as the module starts it
        snapshot = snapshot[:start + offset] + data + snapshot[start + offset + len(data):]
    delta = serve.snapshot_delta(snapshot, wasm)
    assert delta[:start] == snapshot[:start]
    assert delta[start:start + 1024 + len(segments[0][1])].count(0) > len(segments[0][1])
    assert serve.snapshot_delta(delta, wasm) == snapshot


def test_a_sparse_snapshot_leaves_out_long_zero_runs_and_keeps_everything_else():
    data = b"head" + bytes(200_000) + b"middle" + bytes(100) + b"tail" + bytes(70_000)
    packed = serve.sparse(data, delta_end=1234)
    assert packed[:4] == serve.SPARSE_MAGIC and len(packed) < 200
    whole, delta_end, count = struct.unpack_from("<III", packed, 4)
    assert (whole, delta_end, count) == (len(data), 1234, 2)
    rebuilt = bytearray(whole)
    pieces = struct.unpack_from(f"<{2 * count}I", packed, 16)
    at = 16 + 8 * count
    for offset, length in zip(pieces[::2], pieces[1::2], strict=True):
        rebuilt[offset:offset + length] = packed[at:at + length]
        at += length
    assert bytes(rebuilt) == data
