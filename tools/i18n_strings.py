"""List every user-facing string in web/ (the first argument of each ``t(...)`` call and the
module-level text tables), so catalogs can be checked for completeness.

    python3 -m tools.i18n_strings          print them, one JSON string a line
"""

from __future__ import annotations

import ast
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Module-level dicts whose values (strings, or tuples of strings) are passed through t().
TEXT_TABLES = {
    "DESCRIPTIONS", "AVAILABILITY", "SEAT_NAMES", "LEVEL_NAMES", "BOT_SPEED_NAMES",
    "COLOR_NAMES", "SCORE_LABELS", "EXTRA_CARDS", "THINK_TIMES",
}


def catalog_keys(folder: Path = ROOT / "web") -> set[str]:
    keys: set[str] = set()
    for path in sorted(folder.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("t", "N_") and node.args):
                keys.update(_strings(node.args[0]))
            target = node.target if isinstance(node, ast.AnnAssign) else (
                node.targets[0] if isinstance(node, ast.Assign) and len(node.targets) == 1
                else None)
            if (isinstance(target, ast.Name) and target.id in TEXT_TABLES
                    and isinstance(node.value, ast.Dict)):
                for value in node.value.values:
                    items = value.elts if isinstance(value, ast.Tuple) else [value]
                    for item in items:
                        if isinstance(item, ast.Constant) and isinstance(item.value, str):
                            keys.add(item.value)
    return keys


def registry_keys() -> set[str]:
    """The English texts each game registers: landing summary, availability, option labels."""
    import sys

    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from game.core.registry import games

    keys: set[str] = set()
    for definition in games():
        keys.update(k for k in (definition.summary, definition.availability) if k)
        for option in definition.options:
            keys.update((option.label, option.help))
            keys.update(label for _, label in option.choices)
    return keys | registry_keys()


def boot_keys(root: Path = ROOT) -> set[str]:
    """Texts shown before Python runs: ``[data-i18n]`` elements in index.html, and the messages
    web/boot.js and web/main.py pass to ``showError``/``ecBoot.fail``/``ecBoot.stage``."""
    import re

    keys = set(re.findall(r"data-i18n>([^<]+)<", (root / "index.html").read_text("utf-8")))
    for name in ("web/boot.js", "web/main.py"):
        text = (root / name).read_text("utf-8")
        keys.update(re.findall(r'(?:showError|\.fail)\(\s*"([^"]+)"', text))
        keys.update(re.findall(r'\.stage\(\s*"[a-z]+",\s*"([^"]+)"', text))
    return keys


def _strings(node: ast.expr) -> list[str]:
    """The literal texts an argument can be: a constant, or either branch of ``a if c else b``."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        return _strings(node.body) + _strings(node.orelse)
    return []


if __name__ == "__main__":
    for key in sorted(catalog_keys() | boot_keys()):
        print(json.dumps(key, ensure_ascii=False))
