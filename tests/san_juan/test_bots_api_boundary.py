"""San Juan's bot heuristics read the engine only through its public API: no name starting with
``_`` (an engine private) is imported or read as an attribute by ``game.san_juan.bots``, and
the weights are constants nothing retunes behind a test."""

from __future__ import annotations

import ast
from pathlib import Path

import game.san_juan.bots as sj_bots

BOT_DIR = Path(sj_bots.__file__).parent


def _private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def test_sj_bots_touch_no_private_engine_name() -> None:
    files = sorted(BOT_DIR.glob("*.py"))
    assert len(files) >= 3
    problems = []
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and _private(node.attr):
                problems.append(f"{path.name}:{node.lineno} reads .{node.attr}")
            elif isinstance(node, ast.ImportFrom):
                for alias in node.names:
                    if _private(alias.name):
                        problems.append(f"{path.name}:{node.lineno} imports {alias.name}")
    assert not problems, "\n".join(problems)


def test_sj_bots_import_only_the_house_and_their_own_game() -> None:
    allowed = ("game.core", "game.bots", "game.san_juan")
    for path in sorted(BOT_DIR.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and not node.level and node.module:
                if node.module.startswith("game"):
                    assert node.module.startswith(allowed), f"{path.name}: {node.module}"


def _constants(module) -> list[str]:
    tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
    names = []
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else (
            [node.target] if isinstance(node, ast.AnnAssign) else [])
        names += [t.id for t in targets if isinstance(t, ast.Name) and t.id.isupper()]
    return names


def test_sj_bot_weights_are_immutable_constants() -> None:
    from game.san_juan.bots import choices, rules, values

    assert "CARD_WORTH" in _constants(values) and "EFFECT_CARDS" in _constants(values)
    assert "OTHERS_WEIGHT" in _constants(rules)
    for module in (values, choices, rules):
        assert not hasattr(module, "set_params")
        for name in _constants(module):
            assert not isinstance(getattr(module, name), (list, dict, set)), name
