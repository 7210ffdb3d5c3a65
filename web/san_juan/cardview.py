"""The card panel: what a hovered, focused or long-pressed card, role or pile is and does."""

from __future__ import annotations

from typing import Any

from game.san_juan import data

from ..dom import Node, h
from . import cards
from .i18n import t
from .table import icon


def card_panel(key: str, view: dict[str, Any], actor: int | None) -> list[Node]:
    """The panel's contents for a ``data-card`` key (``c:<card>``, ``r:<role>``, ``x:<thing>``),
    read from the viewer's view."""
    card = cards.ALL_CARDS.get(key)
    if card is None:
        return []
    facts = note = None
    if key.startswith("c:"):
        info = data.CARDS[data.CARD_INDEX[key[2:]]]
        parts = [t("Cost {n}", n=info.cost),
                 t("{n} VP", n=info.vp) if not info.six else t("VP at the end"),
                 t("{n} copies", n=info.copies)]
        facts = h("p", {"class": "facts"}, " · ".join(parts))
        note = h("p", {"class": "note"},
                 t(cards.PRODUCTION_NOTE if info.production else cards.VIOLET_NOTE))
    elif key.startswith("r:"):
        note = h("p", {"class": "note"}, t(cards.ROLE_NOTE))
    return [h("header", None, icon(card.icon, "card-icon"), h("h3", None, t(card.name))),
            facts,
            h("p", None, t(card.text)),
            h("p", {"class": "privilege"}, h("strong", None, t("Privilege:")), " ",
              t(card.privilege)) if card.privilege else None,
            note]
