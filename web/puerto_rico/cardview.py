"""The card panel: what a hovered, focused or long-pressed building, role or tile is and does."""

from __future__ import annotations

from typing import Any

from game.puerto_rico import data

from ..dom import Node, h
from . import cards
from .drawing import icon
from .i18n import N_, t
from .rules import build_cost

EXTRA_ICONS = {"x:ship": "ship", "x:trading_house": "trading-house", "x:forest": "tile-forest",
               "x:festival": "festival", "x:noble": "noble", "x:buccaneer_token": "buccaneer-token"}
EXTRA_CARDS = {
    "x:ship": (N_("Cargo ship"),
               N_("Holds one kind of good at a time, up to its size. A full ship is emptied at "
                  "the end of the Captain phase; a partly filled one keeps its load.")),
    "x:trading_house": (N_("Trading house"),
                        N_("Four places for barrels sold in the Trader phase, each kind only "
                           "once (the Office ignores that). When full at the end of the phase "
                           "it is emptied.")),
    "x:forest": (N_("Forest"),
                 N_("A plantation laid face down with the Forest House. It fills an island "
                    "space and needs no colonist; every 2 forests take 1 doubloon off every "
                    "building you buy, and they count as a kind for the Cloister.")),
    "x:noble": (N_("Noble"),
                N_("A colonist in red (Expansion 2): it works like any colonist, is worth 1 VP "
                   "at the end (2 with an occupied Royal Garden), and the Zoning Office, Chapel, "
                   "Hunting Lodge and Land Office do something else with a noble.")),
    "x:buccaneer_token": (N_("Buccaneer token"),
                          N_("Whoever chose the Buccaneer last keeps it and may not choose the "
                             "Buccaneer again until someone else takes it.")),
    "x:festival": (N_("Festival"),
                   N_("Three goals drawn at setup; only the first player to meet each gets its "
                      "reward: three plantations of the kind shown (3 colonists), the barrels "
                      "shown made in one Craftsman phase (3 doubloons), the building shown "
                      "built (3 VP).")),
}


def card_panel(key: str, view: dict[str, Any], actor: int | None) -> list[Node]:
    """The panel's contents for a ``data-card`` key (``b:<id>``, ``r:<role>``, ``t:<tile>``),
    read from the viewer's view."""
    if key in EXTRA_CARDS:
        name, text = EXTRA_CARDS[key]
        return [h("header", None, icon(EXTRA_ICONS[key], "card-icon"), h("h3", None, t(name))),
                h("p", None, t(text))]
    card = cards.ALL_CARDS.get(key)
    if card is None:
        return []
    facts = None
    if card.kind == "building":
        b = data.BUILDINGS[data.BUILDING_INDEX[card.id]]
        price = None
        if actor is not None and view["phase"] == "builder":
            price = t("Costs you {n} now", n=build_cost(view, actor, b.id))
        parts = [t("Cost {n}", n=b.cost), t("{n} VP", n=b.vp),
                 t("1 circle") if b.circles == 1 else t("{n} circles", n=b.circles),
                 t("quarry discount up to {n}", n=b.column)]
        if b.spaces == 2:
            parts.append(t("takes two city spaces"))
        facts = h("p", {"class": "facts"}, " · ".join(parts),
                  h("br") if price else None, price)
    return [h("header", None, icon(card.icon, "card-icon"), h("h3", None, t(card.name))),
            facts,
            h("p", None, t(card.text)),
            h("p", {"class": "privilege"}, h("strong", None, t("Privilege:")), " ",
              t(card.privilege)) if card.privilege else None]
