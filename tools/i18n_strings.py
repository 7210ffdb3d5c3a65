"""List every user-facing string, per catalog, so catalogs can be checked for completeness.

Texts are found where they are marked (see ``web/i18n.py``): the first argument of each ``t(...)``
call and every ``N_(...)`` (module-level tables translated later). They belong to a *domain*:

- the shell (``assets/i18n/<lang>.json``): ``web/**/*.py`` outside the games' UI packages, the
  bot levels offered to players (names and descriptions, ``game/bots/registry.py``), plus the
  texts shown before Python runs (:func:`boot_keys`);
- a game ``<id>`` (``assets/i18n/<lang>-<id>.json``): ``web/<id>/**/*.py``, the registration's
  English texts (summary, availability, option labels, help and choice labels), and the texts a
  UI package builds from the engine's data tables, which it lists in ``catalog_strings()``.

A game's translator falls back to the shell's catalog, so a game text the shell translates the
same way need not be repeated in the game's catalog.

    python3 -m tools.i18n_strings              every text, one JSON string a line
    python3 -m tools.i18n_strings --catalogs   {"<lang>.json" or "<lang>-<id>.json": [texts]}
"""

from __future__ import annotations

import ast
import importlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHELL = ""  # the shell's domain (web/i18n.py SHELL)
MARKERS = ("t", "N_")
PLURAL_MARKERS = ("nt",)  # nt(singular, plural, n): both forms are keys


def _registry() -> list:
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from game.core.registry import installed_games

    return installed_games()  # the games the site ships (not those tests register)


def game_ids() -> list[str]:
    """Every installed game, playable or announced: each has its own domain."""
    return [definition.id for definition in _registry()]


def catalog_keys(folder: Path = ROOT / "web", skip: tuple[Path, ...] = ()) -> set[str]:
    """The marked texts of every module under ``folder`` (except those under ``skip``)."""
    keys: set[str] = set()
    for path in sorted(folder.rglob("*.py")):
        if any(path.is_relative_to(s) for s in skip):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = (node.func.id if isinstance(node.func, ast.Name) else
                    node.func.attr if isinstance(node.func, ast.Attribute) else "")
            if name in MARKERS and isinstance(node.func, ast.Name):
                keys.update(_strings(node.args[0]))
            elif name in PLURAL_MARKERS:
                for arg in node.args[:2]:
                    keys.update(_strings(arg))
    return keys


def registry_keys(game_id: str) -> set[str]:
    """The English texts a game registers: landing summary, availability, option texts."""
    keys: set[str] = set()
    for definition in _registry():
        if definition.id != game_id:
            continue
        keys.update(k for k in (definition.summary, definition.availability) if k)
        for option in definition.options:
            keys.update(k for k in (option.label, option.help) if k)
            keys.update(label for _, label in option.choices)
    return keys


def bot_level_keys() -> set[str]:
    """The names and descriptions of the bot levels a player is offered (the setup screen)."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from game.bots import OFFERED_LEVELS

    return {text for level in OFFERED_LEVELS for text in (level.name, level.description)}


def shell_keys() -> set[str]:
    """The shell's texts: web/ outside the games' packages, the bot levels and the boot
    screen's."""
    skip = tuple(ROOT / "web" / g for g in game_ids())
    return catalog_keys(ROOT / "web", skip) | bot_level_keys() | boot_keys()


def game_keys(game_id: str) -> set[str]:
    """A game's texts: its UI package's, its registration's and its ``catalog_strings()``."""
    keys = registry_keys(game_id)
    package = ROOT / "web" / game_id
    if (package / "__init__.py").exists():
        keys |= catalog_keys(package)
        if str(ROOT) not in sys.path:
            sys.path.insert(0, str(ROOT))
        extra = getattr(importlib.import_module(f"web.{game_id}"), "catalog_strings", None)
        if extra is not None:
            keys |= set(extra())
    return keys


def domains() -> dict[str, set[str]]:
    """Every domain's texts: the shell (``""``) and each registered game."""
    return {SHELL: shell_keys(), **{g: game_keys(g) for g in game_ids()}}


def catalog_name(lang: str, domain: str) -> str:
    return f"{lang}.json" if domain == SHELL else f"{lang}-{domain}.json"


def boot_keys(root: Path = ROOT) -> set[str]:
    """Texts shown before Python runs: ``[data-i18n]`` elements in index.html, and the messages
    web/boot.js, web/start.mjs and web/main.py pass to ``showError``/``ecBoot.fail``/
    ``ecBoot.stage``."""
    import re

    keys = set(re.findall(r"data-i18n>([^<]+)<", (root / "index.html").read_text("utf-8")))
    for name in ("web/boot.js", "web/start.mjs", "web/main.py"):
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
    found = domains()
    if sys.argv[1:] == ["--catalogs"]:
        print(json.dumps({catalog_name("<lang>", d): sorted(keys) for d, keys in found.items()},
                         ensure_ascii=False, indent=2))
    else:
        for key in sorted(set().union(*found.values())):
            print(json.dumps(key, ensure_ascii=False))
