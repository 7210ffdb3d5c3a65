"""Río de la Plata's translator: its own catalogs (``assets/i18n/<lang>-rio_de_la_plata.json``)
first, then the shell's. Every module of this package translates through :func:`t`."""

from __future__ import annotations

from ..i18n import N_, translator

GAME_ID = __package__.rpartition(".")[2]
t = translator(GAME_ID).t
nt = translator(GAME_ID).nt  # counted texts: nt("1 worker", "{n} workers", n)

__all__ = ["GAME_ID", "N_", "nt", "t"]
