"""San Juan: the table UI and its texts. The shell finds :data:`UI` by convention."""

from __future__ import annotations

from .ui import SanJuanUI as UI  # noqa: N814 - the name the shell looks for


def catalog_strings() -> set[str]:
    """English texts built from the engine's data tables (card, role and good names) and the card
    texts, which ``tools/i18n_strings.py`` cannot see as marked literals."""
    from .cards import english_strings

    return english_strings()


__all__ = ["UI", "catalog_strings"]
