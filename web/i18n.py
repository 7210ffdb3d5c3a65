"""Translation: gettext-style, the English text is the key; every game has its own catalogs.

The shell's catalog is ``assets/i18n/<lang>.json``; a game's is ``assets/i18n/<lang>-<game>.json``
(English needs none). Lookups are scoped: the shell calls :func:`t`; a game's UI calls its own
:class:`Translator` (``translator("<game>").t``), which looks in the game's catalog first and falls
back to the shell's, so the same English word may be translated differently by two games.
A game's catalog is read the first time one of its texts is looked up in a language.

Texts are marked where they are written, so ``tools/i18n_strings.py`` can extract them: ``t("...")``
where they are shown, :func:`N_` around texts in module-level tables that are translated later,
``nt("one ...", "{n} ...", n)`` for a count (both forms are catalog keys; the language's plural
rule picks one, so "1 colonist" and "2 colonists" are each translated whole). Articles are never
glued on: a phrase with its article ("an Indigo Plantation") is a catalog entry of its own.

Numbers and dates follow the language: :func:`number` and :func:`locale_tag` (the BCP 47 tag a
browser's ``Intl`` / ``toLocaleString`` takes).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

LANGUAGES = {"en": "English", "it": "Italiano"}
LOCALES = {"en": "en-GB", "it": "it-IT"}  # for Intl / toLocaleString
# Which form of a counted text a number takes: index into (singular, plural).
PLURAL_RULES = {"en": lambda n: 0 if n == 1 else 1, "it": lambda n: 0 if n == 1 else 1}
SHELL = ""  # the shell's own domain
_CATALOG_DIRS = (Path("assets/i18n"), Path(__file__).resolve().parent.parent / "assets" / "i18n")

_language = "en"
_catalogs: dict[str, dict[str, str]] = {}  # domain -> catalog in the active language


def catalog_path(code: str, domain: str = SHELL, folder: Path | None = None) -> Path:
    """Where the catalog of ``domain`` (the shell, or a game id) in language ``code`` lives."""
    name = f"{code}.json" if domain == SHELL else f"{code}-{domain}.json"
    return (folder or _CATALOG_DIRS[1]) / name


def _read(code: str, domain: str) -> dict[str, str] | None:
    """The catalog of ``domain`` in ``code``, from the first folder that has it; None if none."""
    for folder in _CATALOG_DIRS:
        path = catalog_path(code, domain, folder)
        if not path.is_file():
            continue
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except ValueError:
            return {}
        return {k: v for k, v in data.items() if isinstance(v, str)} if isinstance(
            data, dict) else {}
    return None


def set_language(code: str) -> str:
    """Switch language; returns the code actually in use (English when unknown or missing)."""
    global _language
    _catalogs.clear()
    _language = "en"
    if code == "en" or code not in LANGUAGES:
        return _language
    shell = _read(code, SHELL)
    if shell is None:
        return _language
    _catalogs[SHELL] = shell
    _language = code
    return _language


def language() -> str:
    return _language


def _catalog(domain: str) -> dict[str, str]:
    found = _catalogs.get(domain)
    if found is None:
        found = {} if _language == "en" else (_read(_language, domain) or {})
        _catalogs[domain] = found
    return found


def _fill(text: str, translated: str, params: dict[str, Any]) -> str:
    if not params:
        return translated
    try:
        return translated.format(**params)
    except (KeyError, IndexError, ValueError):
        return text.format(**params)


def t(text: str, **params: Any) -> str:
    """The shell's translation of ``text`` with ``{name}`` placeholders filled from ``params``."""
    return _fill(text, _catalog(SHELL).get(text, text), params)


def _plural(singular: str, plural: str, n: int) -> str:
    rule = PLURAL_RULES.get(_language, PLURAL_RULES["en"])
    return (singular, plural)[rule(n)]


def nt(singular: str, plural: str, n: int, **params: Any) -> str:
    """The shell's translation of a counted text: ``singular`` or ``plural`` (both catalog keys)
    by the language's plural rule for ``n``; ``{n}`` and ``params`` fill the placeholders."""
    return t(_plural(singular, plural, n), n=n, **params)


def locale_tag() -> str:
    """The active language as a BCP 47 tag (for ``Intl`` and ``toLocaleString``)."""
    return LOCALES.get(_language, "en-GB")


def number(value: float, decimals: int = 0) -> str:
    """``value`` written the language's way (thousands and decimal separators)."""
    text = f"{value:,.{decimals}f}"
    if _language == "it":
        text = text.translate(str.maketrans(",.", ".,"))
    return text


def N_(text: str) -> str:  # noqa: N802 - the gettext name
    """Mark a text for extraction without translating it (module-level tables)."""
    return text


class Translator:
    """Lookups in one game's catalog, falling back to the shell's, then to the English."""

    def __init__(self, domain: str) -> None:
        self.domain = domain

    def t(self, text: str, **params: Any) -> str:
        """The translation of ``text`` in this game, placeholders filled from ``params``."""
        translated = _catalog(self.domain).get(text)
        if translated is None:
            translated = _catalog(SHELL).get(text, text)
        return _fill(text, translated, params)

    def nt(self, singular: str, plural: str, n: int, **params: Any) -> str:
        """This game's translation of a counted text (see :func:`web.i18n.nt`)."""
        return self.t(_plural(singular, plural, n), n=n, **params)


_translators: dict[str, Translator] = {}


def translator(domain: str) -> Translator:
    """The translator of a game (one per game id)."""
    found = _translators.get(domain)
    if found is None:
        found = _translators[domain] = Translator(domain)
    return found
