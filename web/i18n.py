"""Translation: gettext-style, the English text is the key.

Catalogs live in ``assets/i18n/<lang>.json`` plus per-game files ``assets/i18n/<lang>-<game>.json``
(English needs none). ``t("Move {n}", n=3)`` looks the
text up in the active catalog, then fills the placeholders.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

LANGUAGES = {"en": "English", "it": "Italiano"}
_CATALOG_DIRS = (Path("assets/i18n"), Path(__file__).resolve().parent.parent / "assets" / "i18n")

_active: dict[str, str] = {}
_language = "en"


def set_language(code: str) -> str:
    """Switch language; returns the code actually in use (English when unknown or missing)."""
    global _active, _language
    _active, _language = {}, "en"
    if code == "en" or code not in LANGUAGES:
        return _language
    for folder in _CATALOG_DIRS:
        paths = sorted(folder.glob(f"{code}.json")) + sorted(folder.glob(f"{code}-*.json"))
        if not paths:
            continue
        catalog: dict[str, str] = {}
        for path in paths:
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
            except ValueError:
                continue
            catalog.update({k: v for k, v in data.items() if isinstance(v, str)})
        _active, _language = catalog, code
        break
    return _language


def language() -> str:
    return _language


def t(text: str, **params: Any) -> str:
    """The translation of ``text`` with ``{name}`` placeholders filled from ``params``."""
    translated = _active.get(text, text)
    if params:
        try:
            return translated.format(**params)
        except (KeyError, IndexError, ValueError):
            return text.format(**params)
    return translated
