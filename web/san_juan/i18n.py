"""San Juan's translator: its own catalogs (``assets/i18n/<lang>-san_juan.json``) first, then the
shell's. Every module of this package translates through :func:`t`."""

from __future__ import annotations

from ..i18n import N_, translator

GAME_ID = __package__.rpartition(".")[2]
t = translator(GAME_ID).t
nt = translator(GAME_ID).nt  # counted texts: nt("1 card", "{n} cards", n)

__all__ = ["GAME_ID", "N_", "nt", "t"]
