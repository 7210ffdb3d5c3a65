"""The generic bots (``game/bots``) know no game: they import only the house (``game.core``,
``game.bots``) and the standard library; a game plugs in through its registration's adapter."""

from __future__ import annotations

import ast
from pathlib import Path

import game

BOTS = Path(game.__file__).parent / "bots"
HOUSE = {"core", "bots"}


def _imported_modules(path: Path) -> list[str]:
    names: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:  # relative: inside game.bots
                base = "game.bots" if node.level == 1 else "game"
                module = f"{base}.{node.module}" if node.module else base
                names.append(module)
                if node.level > 1 and not node.module:
                    names += [f"game.{alias.name}" for alias in node.names]
            elif node.module:
                names.append(node.module)
                if node.module == "game":
                    names += [f"game.{alias.name}" for alias in node.names]
    return names


def test_game_bots_imports_no_game_package() -> None:
    files = sorted(BOTS.glob("*.py"))
    assert files
    for path in files:
        for module in _imported_modules(path):
            parts = module.split(".")
            if parts[0] == "game" and len(parts) > 1:
                assert parts[1] in HOUSE, f"{path.name} imports {module}"


def test_game_bots_source_names_no_game() -> None:
    # No game id or game-specific vocabulary in code or docstrings of the generic bots.
    for path in sorted(BOTS.glob("*.py")):
        text = path.read_text(encoding="utf-8").lower()
        for word in ("puerto", "colonist", "mayor", "placement"):
            assert word not in text, f"{path.name} mentions {word!r}"

