"""The icon sprites and their generators: each committed sprite is, byte for byte, what its
script writes (``tools/art/<game id>/sprite.py``, sharing ``tools/art/svg.py``), every sprite has
one, and no script sits in ``assets/``, which the build ships."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GENERATORS = sorted((ROOT / "tools" / "art").glob("*/sprite.py"))


def generator(path: Path):
    return importlib.import_module(f"tools.art.{path.parent.name}.sprite")


@pytest.mark.parametrize("path", GENERATORS, ids=lambda p: p.parent.name)
def test_each_committed_sprite_is_what_its_script_writes(path):
    module = generator(path)
    assert module.render() == module.OUT_FILE.read_text(encoding="utf-8")


def test_every_sprite_has_its_script():
    sprites = set((ROOT / "assets" / "art").glob("*/sprite.svg"))
    assert sprites and sprites == {generator(path).OUT_FILE for path in GENERATORS}


def test_no_script_is_shipped_with_the_assets():
    assert sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "assets").rglob("*")
                  if p.suffix in (".py", ".mjs", ".js", ".sh")) == []
