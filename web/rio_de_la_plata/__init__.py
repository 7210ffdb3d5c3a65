"""Río de la Plata: the table UI and its texts. The shell finds :data:`UI` by convention."""

from __future__ import annotations

from .ui import RioUI as UI  # noqa: N814 - the name the shell looks for

__all__ = ["UI"]
