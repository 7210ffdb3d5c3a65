"""The card panel: what a hovered, focused or long-pressed office or major building does (the
book's words, from the game's data tables)."""

from __future__ import annotations

from typing import Any

from game.rio_de_la_plata.data import MAJOR_BY_ID, OFFICE_BY_ID, OFFICE_PENALTY, UNPAID_PENALTY

from ..dom import Node, h
from . import text as words
from .i18n import N_, t

COMPLETED = {
    "palace": N_("Completed: the completer puts its tile next to the Plaza Mayor."),
    "cathedral": N_("Completed: the completer puts its tile next to the Plaza Mayor."),
    "fort": N_("Completed: it stands below the Plaza; the completer scores 4 VP more."),
    "port": N_("Completed: it stands by the ship, which may then sail; the completer scores 2 VP "
               "more."),
    "walls": N_("Completed: the completer places 3 walls; the grid empties and is used again."),
    "roads": N_("Completed: the completer places 3 road segments; the grid empties and is used "
                "again."),
}


def card_panel(key: str, view: dict[str, Any], actor: int | None) -> list[Node]:
    """The panel's contents for a ``data-card`` key: ``o:<office>`` or ``m:<major>``."""
    kind, _, what = key.partition(":")
    if kind == "o" and what in OFFICE_BY_ID:
        office = OFFICE_BY_ID[what]
        return [h("header", None, h("h3", None, words.office_name(what))),
                h("p", {"class": "facts"},
                  t("{silver} silver · needs {vp} VP", silver=office.silver, vp=office.min_vp)),
                h("p", None, t(words.OFFICE_POWERS[what])),
                h("p", None, t("Claimed with a worker, bought in the effects phase; its powers "
                               "start the year after. A buyer without the silver or the VP "
                               "loses {n} VP.", n=OFFICE_PENALTY))]
    if kind == "m" and what in MAJOR_BY_ID:
        return [h("header", None, h("h3", None, words.building_name(what))),
                h("p", {"class": "facts"}, t("A box costs {cost}", cost=words.cost_text(what))),
                h("p", None, t(COMPLETED[what])),
                h("p", None, t("A worker may be paid when placed or later; a worker still unpaid "
                               "at the end of its player's effects costs {n} VP.",
                               n=UNPAID_PENALTY))]
    return []
