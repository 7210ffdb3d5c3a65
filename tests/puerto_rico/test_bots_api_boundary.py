"""Puerto Rico's bot heuristics read the engine only through its public API: no name starting
with ``_`` (an engine private) is imported or read as an attribute by ``game.puerto_rico.bots``."""

from __future__ import annotations

import ast
from pathlib import Path

import game.puerto_rico.bots as pr_bots

BOT_DIR = Path(pr_bots.__file__).parent


def _private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def test_pr_bots_touch_no_private_engine_name() -> None:
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


def test_pr_bots_have_no_global_tuning_hook() -> None:
    from game.puerto_rico.bots import rules, weights

    assert not hasattr(rules, "set_params")
    # the weights defined there are constants: immutable, so nothing retunes them behind a test
    tree = ast.parse(Path(weights.__file__).read_text(encoding="utf-8"))
    names = [
        target.id
        for node in tree.body
        if isinstance(node, ast.Assign)
        for target in node.targets
        if isinstance(target, ast.Name) and target.id.isupper()
    ]
    assert "GOOD_WORTH" in names and "ROLE_SCALE" in names
    for name in names:
        assert not isinstance(getattr(weights, name), (list, dict, set)), name
