"""Expansion 1's editors in the decision panel: the Small Wharf's barrels (a count per good)
and the Black Market's give-backs (a colonist, a barrel, the VP chip), each read back as one move
text for the engine."""

from __future__ import annotations

from typing import Any

from game.puerto_rico import data

from ..dom import Node, h
from . import text as words
from .drawing import good_title, icon
from .i18n import t

View = dict[str, Any]

# The Black Market's give-backs by sort (one of each at most; a noble is a colonist) and order.
SORTS = {"colonist": 0, "noble": 0, "barrel": 1, "vp": 2, "+colonist": 3}


class Expansion1Editors:
    """Mixin of :class:`~web.puerto_rico.table.PuertoRicoTable`: the Small Wharf and the Black
    Market, each edited for one decision (key: round, player, phase)."""

    wharf: tuple[Any, dict[str, int]] | None
    market: tuple[Any, str, set[str]] | None  # (key, building, items chosen)

    @staticmethod
    def decision_key(view: View, player: int | None) -> tuple[Any, ...]:
        return (view["round"], player, view["phase"], view.get("picks"))

    def wharf_counts(self, view: View, player: int) -> dict[str, int]:
        """The barrels chosen so far for the Small Wharf (none at the start of a decision)."""
        key = self.decision_key(view, player)
        if self.wharf is None or self.wharf[0] != key:
            self.wharf = (key, {})
        return self.wharf[1]

    def wharf_step(self, view: View, player: int, good: str, step: int) -> None:
        """One barrel of ``good`` more (``step`` 1) or less (-1) for the Small Wharf."""
        chosen = self.wharf_counts(view, player)
        have = view["players"][player]["goods"].get(good, 0)
        chosen[good] = max(0, min(have, chosen.get(good, 0) + step))

    @staticmethod
    def wharf_text(chosen: dict[str, int]) -> str:
        parts = [f"{g}={chosen[g]}" for g in data.GOOD_IDS if chosen.get(g)]
        return "smallwharf:" + (",".join(parts) if parts else "-")

    @staticmethod
    def market_moves(legal: list[str], building: str) -> list[str]:
        return [m for m in legal if m.startswith("blackmarket:")
                and m[12:].partition("/")[0].partition("+")[0] == building]

    def market_pick(self, view: View, player: int, building: str) -> None:
        """Open (or close) the Black Market's give-backs for ``building``."""
        key = self.decision_key(view, player)
        if self.market is not None and self.market[:2] == (key, building):
            self.market = None
        else:
            self.market = (key, building, set())

    def market_state(self, view: View, player: int | None) -> tuple[str, set[str]] | None:
        key = self.decision_key(view, player)
        if self.market is None or self.market[0] != key:
            return None
        return self.market[1], self.market[2]

    def market_item(self, view: View, player: int, item: str) -> None:
        """Choose (or drop) one give-back: one colonist, one barrel and the VP chip at most, so
        a colonist or a barrel replaces the one chosen before; ``+colonist`` the University's."""
        state = self.market_state(view, player)
        if state is None:
            return
        items = state[1]
        if item in items:
            items.discard(item)
            return
        sort = SORTS[item.partition("@")[0]]
        for old in [i for i in items if SORTS[i.partition("@")[0]] == sort]:
            items.discard(old)
        items.add(item)

    @staticmethod
    def market_text(building: str, items: set[str]) -> str:
        order = sorted((i for i in items if i != "+colonist"),
                       key=lambda i: SORTS[i.partition("@")[0]])
        plus = "+colonist" if "+colonist" in items else ""
        return f"blackmarket:{building}{plus}/" + ",".join(order)

    def wharf_editor(self, view: View, actor: int, legal: list[str]) -> Node | None:
        """The Small Wharf (Expansion 1): a count per good the player holds, and Ship, which
        plays the chosen barrels when the engine lists that choice."""
        if not any(m.startswith("smallwharf:") for m in legal):
            return None
        chosen = self.wharf_counts(view, actor)
        me = view["players"][actor]
        rows = []
        for g in data.GOOD_IDS:
            have = me["goods"].get(g, 0)
            if not have:
                continue
            n = chosen.get(g, 0)
            rows.append(h("span", {"class": "stepper", "role": "group",
                                   "aria-label": good_title(g)},
                          h("button", {"type": "button", "data-action": "ui:wharf",
                                       "data-good": g, "data-step": "-1",
                                       "data-testid": f"wharf-less-{g}", "disabled": n == 0,
                                       "aria-label": t("One {good} barrel less",
                                                       good=good_title(g))}, "−"),
                          icon(f"good-{g}", "small"),
                          h("span", {"data-testid": f"wharf-count-{g}"}, f"{n}/{have}"),
                          h("button", {"type": "button", "data-action": "ui:wharf",
                                       "data-good": g, "data-step": "1",
                                       "data-testid": f"wharf-more-{g}", "disabled": n >= have,
                                       "aria-label": t("One {good} barrel more",
                                                       good=good_title(g))}, "+")))
        move = self.wharf_text(chosen)
        ok = move in legal
        return h("div", {"class": "pr-editor", "data-testid": "small-wharf", "role": "group",
                         "aria-label": words.building_name("small_wharf")},
                 h("strong", None, icon("b-small_wharf", "small"),
                   words.building_name("small_wharf")),
                 rows,
                 h("button", {"type": "button", "class": "primary" + (" legal" if ok else ""),
                              "data-action": "move" if ok else None,
                              "data-move": move if ok else None,
                              "data-testid": "move" if ok else "wharf-ship",
                              "disabled": not ok},
                   words.label(view, move, actor) if ok else t("Ship with the Small Wharf")))

    def market_editor(self, view: View, actor: int, legal: list[str]) -> Node | None:
        """The Black Market's give-backs for the building picked: one colonist, one barrel, the
        VP chip (each 1 doubloon off), then Build when the engine lists that choice."""
        state = self.market_state(view, actor)
        if state is None:
            return None
        building, items = state
        moves = self.market_moves(legal, building)
        offered: list[str] = []
        for m in moves:
            head, _, rest = m[12:].partition("/")
            for item in ([*rest.split(","), "+colonist"] if "+" in head else rest.split(",")):
                if item and item not in offered:
                    offered.append(item)
        offered.sort(key=lambda i: SORTS[i.partition("@")[0]])
        move = self.market_text(building, items)
        ok = move in legal
        toggles = [h("button", {"type": "button", "class": "toggle",
                                "data-action": "ui:market-item", "data-item": item,
                                "data-testid": f"market-{item.replace('@', '-').lstrip('+')}",
                                "aria-pressed": "true" if item in items else "false"},
                     t("With the University colonist") if item == "+colonist"
                     else words.black_market_items(item))
                   for item in offered]
        return h("div", {"class": "pr-editor market", "data-testid": "black-market",
                         "role": "group", "aria-label": words.building_name("black_market")},
                 h("strong", None, t("Give back (1 doubloon off each):")), toggles,
                 h("button", {"type": "button", "class": "primary" + (" legal" if ok else ""),
                              "data-action": "move" if ok else None,
                              "data-move": move if ok else None,
                              "data-testid": "move" if ok else "market-build",
                              "disabled": not ok},
                   t("Build the {building}", building=words.building_name(building))))
