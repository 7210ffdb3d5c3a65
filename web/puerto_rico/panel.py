"""The decision panel: the round, the prompt, and the moves as buttons; a Builder's (or the
draft's) compact grid of buildings; the Mayor's and Expansion 1's editors in it."""

from __future__ import annotations

from typing import Any

from game.puerto_rico import data

from ..dom import Node, h
from ..gameui import TableContext
from . import text as words
from .board import draft_spaces
from .cards import PROMPTS, prompt_key
from .drawing import building_color, icon, name_length
from .i18n import nt, t
from .mayor import Placement

View = dict[str, Any]


class DecisionPanel:
    """Mixin of :class:`~web.puerto_rico.table.PuertoRicoTable`: the decision panel."""

    def panel(self, view: View, actor: int | None, human_turn: bool,
              legal: list[str], names: list[str], placement: Placement | None,
              ctx: TableContext) -> Node:
        prompt = PROMPTS.get(prompt_key(view, legal))
        title, hint = (prompt.title, prompt.hint) if prompt else ("", "")
        head = h("div", {"class": "pr-round"},
                 t("Round {n}", n=view["round"]), " · ",
                 t("Governor: {name}", name=names[view["governor"]]),
                 h("strong", {"class": "ending", "data-testid": "end-warning"},
                   " · ", t("Last round!")) if view["end_triggered"] and actor is not None
                 else None)
        pane = {"class": "pr-panel", "data-pane": "decision", "aria-label": t("Your decision")}
        if actor is None:
            return h("aside", pane, head)
        if not human_turn:
            return h("aside", {**pane, "data-testid": "waiting"}, head,
                     h("h2", {"data-testid": "prompt", "tabindex": -1},
                       t("{name} is thinking…", name=names[actor])))
        if placement is not None:
            body = self.mayor_panel(placement, names[actor], ctx)
        elif view["phase"] == "draft":
            body = [self.draft_info(view, actor, names), self.draft_grid(view, legal)]
        elif any(m.startswith(("build:", "blackmarket:")) for m in legal):
            body = self.build_grid(view, actor, legal)
        else:
            plain = [m for m in legal if not m.startswith("smallwharf:")]
            body = [h("div", {"class": "moves" + (" many" if len(plain) > 8 else "")
                              + (" lots" if len(plain) > 15 else ""),
                              "data-testid": "moves"},
                      [h("button", {"type": "button", "class": "move" + (
                          " pass" if m == "pass" else ""),
                          "data-action": "move", "data-move": m, "data-testid": "move",
                          "data-focus": f"move:{m}",
                          "data-autofocus": i == 0 or None},
                         words.label(view, m, actor)) for i, m in enumerate(plain)]),
                    self.wharf_editor(view, actor, legal)]
        return h("aside", {**pane, "aria-live": "polite"}, head,
                 h("h2", {"data-testid": "prompt", "tabindex": -1},
                   t("{name}: {prompt}", name=names[actor], prompt=t(title))),
                 h("p", {"class": "hint"}, t(hint)) if hint else None,
                 body,
                 # the engine's refusal of the move just clicked, by the moves
                 h("p", {"class": "message message-error", "role": "alert",
                         "data-testid": "move-error"}, ctx.error)
                 if ctx.error and placement is None else None,
                 ctx.summary)

    def build_grid(self, view: View, actor: int, legal: list[str]) -> Node:
        """A Builder decision as a compact grid: one button per building the player may build
        (its name and the price they would pay; both variants of a University build behind one
        button, see :meth:`act`), then the other choices (pass). Up to 23 buildings and their
        University variants fit on one screen this way, where a button per move would not."""
        legal_set = set(legal)
        prices = self.prices(view, actor)
        cells: list[Node] = []
        market = self.market_state(view, actor)
        for b in data.BUILDINGS:
            moves = [m for m in (f"build:{b.id}", f"build:{b.id}+colonist") if m in legal_set]
            if not moves and self.market_moves(legal, b.id):
                # affordable only with the Black Market: the cell opens its give-backs
                label = t("{building} with the Black Market", building=words.building_name(b.id))
                picked = market is not None and market[0] == b.id
                # its name is what it shows (WCAG 2.5.3); the title says it in a sentence
                cells.append(h("button", {"type": "button", "data-testid": "market-building",
                                          "class": f"move build market {building_color(b)}"
                                          + name_length(b.id),
                                          "data-action": "ui:market-pick",
                                          "data-building": b.id, "data-card": f"b:{b.id}",
                                          "title": label, "data-focus": f"market:{b.id}",
                                          "aria-expanded": "true" if picked else "false"},
                               h("span", {"class": "name"}, words.building_name(b.id)), " ",
                               h("span", {"class": "price"}, t("Black Market"))))
                cells.append(self.market_editor(view, actor, legal) if picked else None)
                continue
            if not moves:
                continue
            attrs = self.act(f"build-{b.id}", moves)
            move = attrs.get("data-move", moves[0])
            label = words.label(view, move, actor)
            # the name is what the button shows, the words of the price for a screen reader
            # (WCAG 2.5.3: "Small Indigo Plant 1 doubloon"); the card as on the board
            cells.append(h("button", {"type": "button", "data-testid": "move",
                                      "class": f"move build {building_color(b)}"
                                      + name_length(b.id),
                                      "title": label, "data-card": f"b:{b.id}", **attrs},
                           h("span", {"class": "name"}, words.building_name(b.id)), " ",
                           self.price_tag(prices[b.id],
                                          move.endswith("+colonist") and "data-move" in attrs)))
            cells.append(self.choice_for(f"build-{b.id}"))
        others = [m for m in legal if not m.startswith(("build:", "blackmarket:"))]
        cells += [h("button", {"type": "button", "class": "move wide" + (
            " pass" if m == "pass" else ""), "data-action": "move", "data-move": m,
            "data-testid": "move", "data-focus": f"move:{m}"}, words.label(view, m, actor))
            for m in others]
        if cells:
            cells[0] = (cells[0][0], {**cells[0][1], "data-autofocus": True}, cells[0][2])
        crowded = sum(1 for c in cells if c is not None) > 16  # five to a row on a phone
        return h("div", {"class": "moves builds" + (" lots" if crowded else ""),
                         "data-testid": "moves"},
                 cells[:-len(others)] if others else cells, self.colonist_switch(legal),
                 cells[-len(others):] if others else None)

    @staticmethod
    def price_tag(price: int, colonist: bool = False) -> Node:
        """A grid button's price: the doubloon and the number shown, "doubloons" (and the
        University's colonist the button takes) said to a screen reader after them."""
        return h("span", {"class": "price"}, icon("doubloon", "tiny"), str(price),
                 h("span", {"class": "sr-only"},
                   " " + nt("doubloon", "doubloons", price)
                   + (", " + t("with the University colonist") if colonist else "")))

    @staticmethod
    def draft_info(view: View, actor: int, names: list[str]) -> Node:
        """The setup draft explained where it is played: which of their picks this is, how
        many each player gets, where the building goes, and the board's violet spaces it fills
        (every space by cost, free or holding the building placed there)."""
        spaces = draft_spaces(view)
        total = sum(spaces.values())
        placed = [b for b in data.BUILDINGS if b.is_violet and b.id in view["building_supply"]]
        made = len(placed)
        count = len(names)
        first = int(view["governor"])
        picks = [len(range((p - first) % count, total, count)) for p in range(count)]
        mine = picks[actor]
        others = ", ".join(t("{name} {n}", name=names[p], n=picks[p])
                           for p in range(count) if p != actor)
        groups = []
        for cost, n in sorted(spaces.items()):
            here = [b for b in placed if b.cost == cost]
            groups.append(h("span", {"class": "draft-cost"},
                            h("span", {"class": "cost"}, icon("doubloon", "tiny"), str(cost)),
                            [h("span", {"class": f"draft-space filled {building_color(b)}",
                                        "data-card": f"b:{b.id}",
                                        "title": words.building_name(b.id)}) for b in here],
                            [h("span", {"class": "draft-space free", "title": t("Free space")})
                             for _ in range(n - len(here))]))
        free = total - made
        return h("div", {"class": "draft-info", "data-testid": "draft-info"},
                 h("p", {"data-testid": "draft-picks"},
                   nt("Your only pick: the building goes on a free board space of its cost, for "
                      "anyone to buy later.", "Your pick {k} of {n}: the building goes on a free "
                      "board space of its cost, for anyone to buy later.", mine,
                      k=made // count + 1), " ", t("Picks: {list}.", list=others) if others
                   else None),
                 h("div", {"class": "draft-board", "data-testid": "draft-board", "role": "img",
                           "aria-label": t("Violet spaces on the board: {free} of {total} free",
                                           free=free, total=total)}, groups))

    def draft_grid(self, view: View, legal: list[str]) -> Node:
        """The setup draft (Expansion 1): one button per violet building still in the pool that
        fits a free board space, by cost (the board shows the spaces, free and filled)."""
        picks = sorted((m for m in legal if m.startswith("draft:")),
                       key=lambda m: (data.BUILDINGS[data.BUILDING_INDEX[m[6:]]].cost,
                                      data.BUILDING_INDEX[m[6:]]))
        cells = []
        for i, m in enumerate(picks):
            b = data.BUILDINGS[data.BUILDING_INDEX[m[6:]]]
            label = words.label(view, m, 0)
            cells.append(h("button", {"type": "button", "data-testid": "move",
                                      "class": "move build " + building_color(b)
                                      + (" large" if b.spaces == 2 else "")
                                      + name_length(b.id),
                                      "data-action": "move", "data-move": m,
                                      "data-focus": f"move:{m}", "data-card": f"b:{b.id}",
                                      "title": label, "data-autofocus": i == 0 or None},
                           h("span", {"class": "name"}, words.building_name(b.id)), " ",
                           self.price_tag(b.cost)))
        return h("div", {"class": "moves builds draft" + (" lots" if len(cells) > 16 else "")
                         + (" crowded" if len(cells) > 32 else ""),
                         "data-testid": "moves"}, cells)
