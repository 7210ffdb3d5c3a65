"""The Río de la Plata table: the decision (the prompt, what a tapped square would do, the move
buttons grouped, the trade dialog), the player's own board with the city map, the other
players' boards, and the panels everyone shares (the major buildings' grids, production, the
ship, the offices, the turn order, the timeline).

Rendering reads only the view of the seat whose eyes are on the screen and the legal move texts
of the player to act: every highlight is a legal move (a square on the map is highlighted when a
legal move names it), and every button plays one. A trade offer is built in the dialog and
checked by the engine (``TableContext.check``) before it can be sent.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.rio_de_la_plata.board import SQUARE_BY_NAME
from game.rio_de_la_plata.data import (
    MAJORS,
    MINOR_BY_ID,
    MINORS,
    OFFICES,
    QUARRY_BOXES,
)

from ..dom import Node, h
from ..gameui import TableContext
from . import text as words
from .citymap import city_map, edge_moves, square_moves
from .i18n import N_, nt, t

View = dict[str, Any]
GOODS = ("silver", "stone", "wood", "precious")
ZOOMS = ("near", "far")  # the map's squares big enough to tap, or the whole city at a glance

PROMPTS = {
    "placement": (N_("Place a worker"),
                  N_("Tap a highlighted square of the city, or choose a place below. Up to 5 "
                     "workers a year.")),
    "effects": (N_("Use your workers"),
                N_("Turn your workers into effects in any order: tap a highlighted square or "
                   "choose below. Unused workers stay.")),
    "build": (N_("Place what you completed"),
              N_("Tap a highlighted square or edge of the city.")),
    "order": (N_("Turn order"),
              N_("You added workers to your marker: move it to any place, or keep it.")),
}
# The moves shown as a group behind one button (the group's moves appear when it is opened).
GROUPS = {"grid": N_("Major buildings…"), "quarry": N_("Quarry…"), "forest": N_("Forest…"),
          "office": N_("Offices…"), "load": N_("Load the ship…"),
          "craftwork": N_("Craft work…"), "take": N_("Master Merchant…")}


@dataclass
class Trade:
    """A trade offer being put together: to whom, what is given and what is asked."""

    to: int | None = None
    give: dict[str, int] = field(default_factory=lambda: dict.fromkeys(GOODS, 0))
    get: dict[str, int] = field(default_factory=lambda: dict.fromkeys(GOODS, 0))

    def text(self) -> str:
        def goods(side: dict[str, int]) -> str:
            return ",".join(f"{g}={n}" for g, n in side.items() if n) or "silver=0"

        return f"offer:{(self.to or 0) + 1}:{goods(self.give)}:{goods(self.get)}"


def decision_key(view: View, actor: int | None) -> tuple:
    return (view.get("year"), view.get("phase_id"), actor, view.get("step"),
            tuple(view.get("hand") or ()), view.get("placed") and tuple(view["placed"]))


class RioTable:
    """Renders the table and keeps what the player is in the middle of: a square tapped, a
    group of moves opened, road or wall placing, a trade offer."""

    def __init__(self) -> None:
        self.key: tuple | None = None
        self.square: str | None = None
        self.group: str | None = None
        self.edges: str | None = None  # "road" or "wall": the map shows the edges to tap
        self.trade: Trade | None = None
        self.highlight: str | None = None
        self.zoom = "near"

    def played(self, text: str, by_bot: bool) -> None:
        self.highlight = text if by_bot else None
        self.clear()

    def forget(self) -> None:
        self.played("", by_bot=False)

    def clear(self) -> None:
        self.square = self.group = self.edges = None
        self.trade = None

    def sync(self, view: View, actor: int | None) -> None:
        """A new decision drops what was half made for the last one."""
        key = decision_key(view, actor)
        if key != self.key:
            self.key = key
            self.clear()

    # -- actions ------------------------------------------------------------------------------
    def pick_square(self, name: str, legal: list[str]) -> None:
        if name not in square_moves(legal):
            return
        self.group = self.edges = None
        self.trade = None
        self.square = None if self.square == name else name

    def open_group(self, group: str, legal: list[str]) -> None:
        self.square = None
        self.trade = None
        if group in ("road", "wall"):
            self.edges = group if edge_moves(legal, group) else None
            self.group = None
        elif group.startswith("grid:"):
            self.group = group if any(m.startswith(group + ":") for m in legal) else None
        else:
            self.group = group if any(m.split(":")[0] == group for m in legal) else None

    def open_trade(self, view: View, actor: int) -> None:
        self.clear()
        others = [p for p in range(int(view["num_players"])) if p != actor]
        self.trade = Trade(to=others[0] if others else None)

    def trade_change(self, data: dict[str, str], view: View) -> None:
        if self.trade is None:
            return
        if "to" in data and data["to"].isdigit():
            p = int(data["to"])
            if 0 <= p < int(view["num_players"]):
                self.trade.to = p
            return
        side = self.trade.give if data.get("side") == "give" else self.trade.get
        good = data.get("good", "")
        if good in side:
            delta = 1 if data.get("delta") == "1" else -1
            side[good] = max(0, min(30, side[good] + delta))

    # -- rendering ------------------------------------------------------------------------------
    def render(self, ctx: TableContext) -> Node:
        view, actor = ctx.view, ctx.actor
        legal = ctx.legal if ctx.human_turn else []
        self.sync(view, actor if ctx.human_turn else None)
        if legal and all(m.split(":")[0] in ("road", "wall", "none") for m in legal) \
                and any(m.split(":")[0] in ("road", "wall") for m in legal):
            self.edges = "road" if any(m.startswith("road:") for m in legal) else "wall"
        count = int(view["num_players"])
        viewer = view.get("viewer")
        me = viewer if isinstance(viewer, int) else (actor if actor is not None else 0)
        others = [(me + i) % count for i in range(1, count)]
        mine = legal if ctx.human_turn and actor == me else []
        return h("div", {"class": "rio", "data-testid": "rio-table",
                         "data-phase": view.get("phase_id", "")},
                 self.panel(ctx, legal),
                 h("div", {"class": "rio-me", "data-pane": "me"},
                   self.player_board(ctx, me, own=True),
                   self.map_box(ctx, mine)),
                 h("div", {"class": "rio-others", "data-pane": "others"},
                   [self.player_board(ctx, p) for p in others]),
                 h("div", {"class": "rio-shared", "data-pane": "table"},
                   self.grids(ctx), self.production(ctx), self.ship(ctx), self.offices(ctx),
                   self.turn_order(ctx), self.timeline(ctx)))

    def map_box(self, ctx: TableContext, legal: list[str]) -> Node:
        far = self.zoom == "far"
        return h("section", {"class": "rio-map-box", "aria-label": t("The city")},
                 h("div", {"class": "rio-map-tools"},
                   h("span", {"class": "label"}, t("The city")),
                   h("button", {"type": "button", "class": "zoom", "data-action": "ui:zoom",
                                "data-testid": "zoom", "aria-pressed": "true" if far
                                else "false"},
                     t("Whole city") if not far else t("Zoom in"))),
                 city_map(ctx.view, ctx.colors, ctx.names, legal, self.square, self.edges,
                          self.zoom))

    # -- the decision -----------------------------------------------------------------------------
    def panel(self, ctx: TableContext, legal: list[str]) -> Node:
        view, actor, names = ctx.view, ctx.actor, ctx.names
        phase = str(view.get("phase_id", ""))
        head = h("div", {"class": "rio-year", "data-testid": "year"},
                 t("Year {year} of {last}", year=view.get("calendar_year", ""),
                   last=1579 + int(view.get("years", 20))),
                 " · ", t(words.PHASES.get(phase, phase)))
        pane = {"class": "rio-panel", "data-pane": "decision", "aria-label": t("Your decision")}
        if actor is None:
            return h("aside", pane, head)
        if not ctx.human_turn:
            return h("aside", {**pane, "data-testid": "waiting"}, head,
                     h("h2", {"data-testid": "prompt", "tabindex": -1},
                       t("{name} is thinking…", name=names[actor])))
        title, hint = PROMPTS.get(phase, ("", ""))
        offer = self.offer_to(view, actor) if "accept" in legal else None
        if offer is not None:
            frm, give, get = offer
            title = N_("An offer for you")
            hint = ""
            body = [h("p", {"class": "rio-offer", "data-testid": "offer"},
                      t("{name} offers you {give} for {get}.", name=names[frm],
                        give=words.amounts(give), get=words.amounts(get))),
                    self.buttons(view, actor, ["accept", "refuse"])]
        elif self.trade is not None:
            title, hint = N_("Make a trade offer"), ""
            body = [self.trade_dialog(ctx, actor)]
        elif self.square is not None:
            moves = square_moves(legal).get(self.square, [])
            body = [h("p", {"class": "rio-square", "data-testid": "square-info"},
                      t("{square}, {district}: {what}", square=self.square,
                        district=words.district_name(self.square),
                        what=self.square_facts(view, self.square, names))),
                    self.buttons(view, actor, moves, back=True)]
        elif self.edges is not None:
            count = len(edge_moves(legal, self.edges))
            body = [h("p", {"class": "rio-square"},
                      nt("Tap the highlighted edge of the city.",
                         "Tap one of the {n} highlighted edges of the city.", count)),
                    self.buttons(view, actor, [m for m in legal if m == "none"],
                                 back=any(not m.startswith(("road:", "wall:", "none"))
                                          for m in legal))]
        elif self.group is not None:
            body = [self.group_buttons(view, actor, legal, self.group)]
        else:
            body = [self.top_buttons(view, actor, legal)]
        pending = self.pending_note(view, actor)
        return h("aside", {**pane, "aria-live": "polite"}, head,
                 h("h2", {"data-testid": "prompt", "tabindex": -1},
                   t("{name}: {prompt}", name=names[actor], prompt=t(title) if title else phase)),
                 h("p", {"class": "hint"}, t(hint)) if hint else None,
                 pending,
                 body,
                 h("p", {"class": "message message-error", "role": "alert",
                         "data-testid": "move-error"}, ctx.error) if ctx.error else None,
                 ctx.summary)

    @staticmethod
    def offer_to(view: View, actor: int) -> tuple[int, dict[str, int], dict[str, int]] | None:
        for frm, to, give, get in view.get("offers") or []:
            if to == actor:
                return (int(frm), dict(zip(GOODS, give, strict=False)),
                        dict(zip(GOODS, get, strict=False)))
        return None

    @staticmethod
    def pending_note(view: View, actor: int) -> Node | None:
        placed = view.get("placed") or []
        if view.get("phase_id") != "placement" or actor >= len(placed):
            return None
        hand = (view.get("hand") or [0] * (actor + 1))[actor]
        left = max(0, min(5 - int(placed[actor]), int(hand)))
        return h("p", {"class": "rio-left", "data-testid": "workers-left"},
                 nt("1 worker left to place this year.",
                    "{n} workers left to place this year.", left))

    def square_facts(self, view: View, name: str, names: list[str]) -> str:
        """What is on a square now (its building, whose workers) and what it may become."""
        sq = SQUARE_BY_NAME.get(name)
        if sq is None:
            return ""

        def at(key: str, default: Any) -> Any:
            row = view.get(key) or []
            return row[sq] if sq < len(row) else default

        bld, owner = str(at("bld", "")), int(at("owner", -1))
        w_owner, w_count = int(at("w_owner", -1)), int(at("w_count", 0))
        parts = []
        if bld:
            parts.append(t("{building} of {name}", building=words.building_name(bld),
                           name=names[owner]) if 0 <= owner < len(names)
                         else words.building_name(bld))
        else:
            parts.append(t("empty"))
        if w_count and 0 <= w_owner < len(names):
            parts.append(nt("1 worker of {name}", "{n} workers of {name}", w_count,
                            name=names[w_owner]))
        return ", ".join(parts) + ". " + self.square_uses(bld)

    @staticmethod
    def square_uses(bld: str) -> str:
        """What workers on a square can do in the effects phase, from the buildings' table:
        what may be built there (by the workers it needs) and whether a worker activates it."""
        builds: dict[int, list[str]] = {}
        for minor in MINORS:
            if minor.requires == (bld or None) and minor.id in words.BUILDINGS:
                builds.setdefault(minor.workers, []).append(words.building_name(minor.id))
        sentences = [nt("With 1 worker: {list}.", "With {n} workers: {list}.", n,
                        list=", ".join(names)) for n, names in sorted(builds.items())]
        info = MINOR_BY_ID.get(bld)
        if info is not None and info.activated:
            sentences.append(t("A worker here activates the {building}.",
                               building=words.building_name(bld)))
        return " ".join(sentences)

    def move_button(self, view: View, actor: int, move: str, i: int,
                    text: str | None = None) -> Node:
        return h("button", {"type": "button",
                            "class": "move" + (" pass" if move in ("done", "end", "none",
                                                                   "refuse", "stay") else ""),
                            "data-action": "move", "data-move": move, "data-testid": "move",
                            "data-focus": f"move:{move}", "data-autofocus": i == 0 or None},
                 text or words.label(view, move, actor))

    def buttons(self, view: View, actor: int, moves: list[str], back: bool = False) -> Node:
        nodes = [self.move_button(view, actor, m, i) for i, m in enumerate(moves)]
        if back:
            nodes.append(h("button", {"type": "button", "class": "move pass",
                                      "data-action": "ui:back", "data-testid": "move-back",
                                      "data-focus": "back"}, t("Back")))
        return h("div", {"class": "moves" + (" many" if len(nodes) > 8 else ""),
                         "data-testid": "moves"}, nodes)

    def top_buttons(self, view: View, actor: int, legal: list[str]) -> Node:
        """The moves that are no square of the map, grouped where they are many."""
        # (the completed Palace's or Cathedral's few sites are buttons too)
        on_map = {m for ms in square_moves(legal).values() for m in ms
                  if not m.startswith("site:")}
        nodes: list[Node] = []
        shown_groups: set[str] = set()
        for move in legal:
            if move in on_map:
                continue
            kind = move.split(":")[0]
            group = "grid" if kind == "grid" else kind
            members = [m for m in legal if m.split(":")[0] == kind]
            if kind in ("road", "wall"):
                if kind not in shown_groups:
                    shown_groups.add(kind)
                    nodes.append(self.group_button(
                        kind, t("Place your free road…") if kind == "road"
                        else t("Place your free wall…"), len(nodes)))
                continue
            if kind == "offer":
                if "offer" not in shown_groups:
                    shown_groups.add("offer")
                    nodes.append(h("button", {"type": "button", "class": "move",
                                              "data-action": "ui:trade",
                                              "data-testid": "trade-open",
                                              "data-focus": "trade"}, t("Trade…")))
                continue
            if group in GROUPS and len(members) > 1:
                if group not in shown_groups:
                    shown_groups.add(group)
                    nodes.append(self.group_button(group, t(GROUPS[group]), len(nodes)))
                continue
            nodes.append(self.move_button(view, actor, move, len(nodes)))
        if view.get("phase_id") == "effects":  # the workers waiting in the city, one by one
            counts = view.get("w_count") or []
            for name in sorted(square_moves(legal)):
                sq = SQUARE_BY_NAME[name]
                mine = counts[sq] if view.get("w_owner", [])[sq] == actor else 1
                nodes.append(h("button", {"type": "button", "class": "move group",
                                          "data-action": "ui:square", "data-square": name,
                                          "data-testid": "move",
                                          "data-focus": f"workers:{name}"},
                               nt("{square}: 1 worker…", "{square}: {n} workers…", mine,
                                  square=name)))
        # "done" and "end" last: the way out of the turn
        nodes.sort(key=lambda n: n[1].get("data-move") in ("done", "end"))
        squares = len(square_moves(legal))
        note = (h("p", {"class": "rio-square", "data-testid": "map-hint"},
                  nt("1 square of the city is highlighted.",
                     "{n} squares of the city are highlighted.", squares))
                if squares else None)
        return h("div", {"class": "rio-choices"}, note,
                 h("div", {"class": "moves" + (" many" if len(nodes) > 8 else ""),
                           "data-testid": "moves"}, nodes))

    @staticmethod
    def group_button(group: str, text: str, i: int) -> Node:
        return h("button", {"type": "button", "class": "move group", "data-action": "ui:group",
                            "data-group": group, "data-testid": "move",
                            "data-focus": f"group:{group}", "data-autofocus": i == 0 or None},
                 text)

    def group_buttons(self, view: View, actor: int, legal: list[str], group: str) -> Node:
        """A group's moves; the major buildings first by building, then that grid's boxes."""
        if group == "grid":
            nodes = []
            for major in MAJORS:
                boxes = [m for m in legal if m.startswith(f"grid:{major.id}:")]
                if boxes:
                    nodes.append(self.group_button(
                        f"grid:{major.id}", t("{building} ({cost} a box)",
                                              building=words.building_name(major.id),
                                              cost=words.cost_text(major.id)), len(nodes)))
            nodes.append(h("button", {"type": "button", "class": "move pass",
                                      "data-action": "ui:back", "data-testid": "move-back",
                                      "data-focus": "back"}, t("Back")))
            return h("div", {"class": "moves", "data-testid": "moves"}, nodes)
        if group.startswith("grid:"):
            moves = [m for m in legal if m.startswith(group + ":")]
            nodes = [self.move_button(view, actor, m, i, self.grid_short(view, m))
                     for i, m in enumerate(moves)]
            nodes.append(h("button", {"type": "button", "class": "move pass",
                                      "data-action": "ui:group", "data-group": "grid",
                                      "data-testid": "move-back", "data-focus": "back"},
                           t("Back")))
            return h("div", {"class": "rio-grid-choice"},
                     h("span", {"class": "label"}, words.building_name(group[5:])),
                     h("div", {"class": "moves" + (" many" if len(nodes) > 8 else ""),
                               "data-testid": "moves"}, nodes))
        moves = [m for m in legal if m.split(":")[0] == group]
        return self.buttons(view, actor, moves, back=True)

    @staticmethod
    def grid_short(view: View, move: str) -> str:
        parts = move.split(":")
        box = int(parts[2]) - 1 if parts[2].isdigit() else -1
        vp = words.box_value(view, parts[1], box)
        text = (t("{vp} VP, pay later", vp=vp) if "later" in parts[3:] else
                t("{vp} VP", vp=vp) if parts[1] == "roads" else
                t("{vp} VP, pay now", vp=vp))
        return text + (" " + t("(shadow)") if "shadow" in parts[3:] else "")

    def trade_dialog(self, ctx: TableContext, actor: int) -> Node:
        trade = self.trade
        assert trade is not None
        view, names = ctx.view, ctx.names
        count = int(view["num_players"])
        to_buttons = [h("button", {"type": "button", "class": "legal" if p != trade.to else
                                   "picked", "data-action": "ui:trade-set", "data-to": p,
                                   "data-testid": f"trade-to-{p}", "data-focus": f"to:{p}",
                                   "aria-pressed": "true" if p == trade.to else "false"},
                        names[p]) for p in range(count) if p != actor]

        def side(which: str, amounts: dict[str, int], title: str) -> Node:
            rows = []
            for good in GOODS:
                rows.append(h("div", {"class": "rio-stepper", "role": "group",
                                      "aria-label": t("{side}: {good}", side=title,
                                                      good=words.good_name(good))},
                              h("span", {"class": f"res res-{good}"}, words.good_name(good)),
                              h("button", {"type": "button", "data-action": "ui:trade-set",
                                           "data-side": which, "data-good": good,
                                           "data-delta": "-1",
                                           "data-testid": f"trade-{which}-{good}-less",
                                           "data-focus": f"{which}:{good}:-",
                                           "aria-label": t("One {good} less", good=words.good_name(
                                               good)), "disabled": amounts[good] == 0}, "−"),
                              h("output", {"data-testid": f"trade-{which}-{good}"},
                                str(amounts[good])),
                              h("button", {"type": "button", "data-action": "ui:trade-set",
                                           "data-side": which, "data-good": good,
                                           "data-delta": "1",
                                           "data-testid": f"trade-{which}-{good}-more",
                                           "data-focus": f"{which}:{good}:+",
                                           "aria-label": t("One {good} more", good=words.good_name(
                                               good))}, "+")))
            return h("fieldset", {"class": "rio-trade-side"}, h("legend", None, title), rows)

        move = trade.text()
        problem = ctx.check(move) if ctx.check is not None else None
        return h("div", {"class": "rio-trade", "data-testid": "trade"},
                 h("div", {"class": "rio-trade-to", "role": "group",
                           "aria-label": t("Offer to")},
                   h("span", {"class": "label"}, t("Offer to")), to_buttons),
                 side("give", trade.give, t("You give")),
                 side("get", trade.get, t("You ask for")),
                 h("div", {"class": "moves", "data-testid": "moves"},
                   h("button", {"type": "button", "class": "move primary",
                                "data-action": "ui:trade-send", "data-testid": "trade-send",
                                "data-focus": "trade-send", "disabled": bool(problem),
                                "aria-describedby": "rio-trade-problem" if problem else None},
                     t("Make the offer")),
                   h("button", {"type": "button", "class": "move pass", "data-action": "ui:back",
                                "data-testid": "move-back", "data-focus": "back"}, t("Cancel"))),
                 h("p", {"class": "message message-error", "id": "rio-trade-problem",
                         "role": "status", "data-testid": "trade-problem"}, problem)
                 if problem else None)

    # -- a player ---------------------------------------------------------------------------------
    def player_board(self, ctx: TableContext, p: int, own: bool = False) -> Node:
        view, names, colors, actor = ctx.view, ctx.names, ctx.colors, ctx.actor

        def get(key: str) -> int:
            row = view.get(key) or []
            return int(row[p]) if p < len(row) else 0

        def stat(key: str, title: str, value: int, cls: str) -> Node:
            return h("span", {"class": f"stat res {cls}", "title": title,
                              "data-testid": f"{key}-{p}", "data-pop": True},
                     h("span", {"class": "sr-only"}, title + " "), str(value))

        offices = [words.office_name(o.id) for i, o in enumerate(OFFICES)
                   if i < len(view.get("office_owner") or []) and view["office_owner"][i] == p]
        cargo = (view.get("cargo") or [[0, 0, 0]] * (p + 1))[p]
        work = []
        for key, title in (("field", t("Fields")), ("craft", t("Craft work")),
                           ("dock", t("Dock")), ("added", t("On the turn-order marker"))):
            if get(key):
                work.append(f"{title}: {get(key)}")
        if any(cargo):
            work.append(t("Aboard: {goods}", goods=words.amounts(
                dict(zip(("stone", "wood", "precious"), cargo, strict=False)))))
        unpaid = sum(1 for row, paid in zip(view.get("g_owner") or [], view.get("g_paid") or [],
                                            strict=False)
                     for o, pd in zip(row, paid, strict=False) if o == p and not pd)
        if unpaid:
            work.append(nt("1 grid worker unpaid (−3 VP if left)",
                           "{n} grid workers unpaid (−3 VP each if left)", unpaid))
        return h("section", {"class": "seat-board rio-player" + (" acting" if actor == p else "")
                             + (" own" if own else ""),
                             "style": f"--seat:{colors[p]}", "data-testid": f"board-{p}",
                             "aria-label": names[p]},
                 h("header", None,
                   h("span", {"class": "seat-dot", "style": f"background:{colors[p]}"}),
                   h("strong", {"class": "player-name"}, names[p]),
                   h("span", {"class": "badge acting"}, t("to play")) if actor == p else None,
                   stat("vp", t("Victory points"), get("vp"), "res-vp")),
                 h("div", {"class": "rio-supply"},
                   stat("silver", t("Silver"), get("silver"), "res-silver"),
                   stat("stone", t("Stone"), get("stone"), "res-stone"),
                   stat("wood", t("Wood"), get("wood"), "res-wood"),
                   stat("precious", t("Precious resources"), get("precious"), "res-precious"),
                   stat("hand", t("Workers at home"), get("hand"), "res-worker"),
                   stat("houses", t("Hut and house tiles left"), get("houses_left"),
                        "res-house")),
                 h("p", {"class": "rio-work"}, " · ".join(work)) if work else None,
                 h("p", {"class": "rio-work"}, t("Offices: {list}", list=", ".join(offices)))
                 if offices else None)

    # -- the shared panels ------------------------------------------------------------------------
    def grids(self, ctx: TableContext) -> Node:
        view, colors, names = ctx.view, ctx.colors, ctx.names
        rows = []
        for m, major in enumerate(MAJORS):
            values = (view.get("boxes") or [])[m] if m < len(view.get("boxes") or []) else []
            owners = (view.get("g_owner") or [])[m] if m < len(view.get("g_owner") or []) else []
            paid = (view.get("g_paid") or [])[m] if m < len(view.get("g_paid") or []) else []
            cells = []
            for i, vp in enumerate(values):
                who = owners[i] if i < len(owners) else -1
                seat = who % 10 if who >= 0 else -1  # (a shadow disc: its colour's seat)
                shadow = who >= 10
                label = (t("{vp} VP: {name}", vp=vp, name=names[seat]) if 0 <= seat < len(names)
                         else t("{vp} VP: free", vp=vp))
                if shadow:
                    label += " " + t("(shadow)")
                if seat >= 0 and i < len(paid) and not paid[i]:
                    label += " " + t("(unpaid)")
                cells.append(h("li", {"class": "box" + (" taken" if seat >= 0 else "")
                                      + (" unpaid" if seat >= 0 and i < len(paid)
                                         and not paid[i] else ""),
                                      "style": f"--seat:{colors[seat]}"
                                      if 0 <= seat < len(colors) else None,
                                      "title": label, "data-flip": f"rio:g:{m}:{i}:{who}"},
                                 h("span", {"class": "sr-only"}, label + ";"),
                                 h("span", {"aria-hidden": "true"}, str(vp))))
            done = (view.get("completed") or [0] * 6)[m]
            rows.append(h("div", {"class": "rio-grid", "data-testid": f"grid-{major.id}"},
                          h("span", {"class": "label", "data-card": f"m:{major.id}",
                                     "tabindex": 0}, words.building_name(major.id),
                            h("small", None, " · " + words.cost_text(major.id))),
                          h("ul", {"class": "boxes"}, cells),
                          h("span", {"class": "done"}, t("built")) if done and not
                          major.reusable else
                          h("span", {"class": "done"}, nt("completed once",
                                                          "completed {n} times", done))
                          if done else None))
        return h("section", {"class": "rio-box", "aria-label": t("Major buildings")},
                 h("h3", None, t("Major buildings")), rows)

    def production(self, ctx: TableContext) -> Node:
        view, colors, names = ctx.view, ctx.colors, ctx.names
        rows = []
        for key, title in (("quarry", t("Quarry (stone)")), ("forest", t("Forest (wood)"))):
            owners = view.get(key) or []
            cells = []
            for i, need in enumerate(QUARRY_BOXES):
                who = owners[i] if i < len(owners) else -1
                label = nt("1 worker", "{n} workers", need) + (
                    ": " + names[who] if 0 <= who < len(names) else "")
                cells.append(h("li", {"class": "box" + (" taken" if who >= 0 else ""),
                                      "style": f"--seat:{colors[who]}"
                                      if 0 <= who < len(colors) else None, "title": label},
                               h("span", {"class": "sr-only"}, label + ";"),
                               h("span", {"aria-hidden": "true"}, "●" * need)))
            rows.append(h("div", {"class": "rio-grid", "data-testid": f"grid-{key}"},
                          h("span", {"class": "label"}, title), h("ul", {"class": "boxes"},
                                                                  cells)))
        return h("section", {"class": "rio-box", "aria-label": t("Production")},
                 h("h3", None, t("Production")), rows)

    def ship(self, ctx: TableContext) -> Node:
        view, names = ctx.view, ctx.names
        back = int(view.get("ship_back", -1))
        year = int(view.get("year", 0))
        port = (view.get("major_done") or [-1] * 4)[3] if len(view.get("major_done") or []) > 3 \
            else -1
        if port < 0:
            state = t("The ship sails once the Port is built.")
        elif back >= 0:
            state = t("At sea: back in {year}.", year=1580 + back)
        else:
            state = t("In port.")
        if back < 0 and year == int(view.get("ship_in", -99)):
            state += " " + t("Just back: no loading this year.")
        cargo = [t("{name}: {goods}", name=names[p], goods=words.amounts(
                    dict(zip(("stone", "wood", "precious"), c, strict=False))))
                 for p, c in enumerate(view.get("cargo") or []) if any(c)]
        sent = int(view.get("ship_sent", -1))
        return h("section", {"class": "rio-box", "data-testid": "ship",
                             "aria-label": t("The ship")},
                 h("h3", None, t("The ship")),
                 h("p", None, state, " ",
                   nt("1 voyage so far.", "{n} voyages so far.", int(view.get("voyages", 0)))),
                 h("p", None, t("Aboard: {list}", list="; ".join(cargo))) if cargo else None,
                 h("p", None, t("{name} sends it this year.", name=names[sent]))
                 if 0 <= sent < len(names) else None)

    def offices(self, ctx: TableContext) -> Node:
        view, names, colors = ctx.view, ctx.names, ctx.colors
        owners = view.get("office_owner") or []
        claims = view.get("claim") or []
        rows = []
        for i, office in enumerate(OFFICES):
            who = owners[i] if i < len(owners) else -1
            claim = claims[i] if i < len(claims) else -1
            status = (names[who] if 0 <= who < len(names) else
                      t("claimed by {name}", name=names[claim]) if 0 <= claim < len(names)
                      else "")
            rows.append(h("tr", {"style": f"--seat:{colors[who]}" if 0 <= who < len(colors)
                                 else None, "class": "owned" if who >= 0 else None},
                          h("th", {"scope": "row", "data-card": f"o:{office.id}",
                                   "tabindex": 0}, words.office_name(office.id)),
                          h("td", None, t("{n} silver", n=office.silver)),
                          h("td", None, t("{n} VP", n=office.min_vp)),
                          h("td", None, status)))
        return h("section", {"class": "rio-box", "data-testid": "offices",
                             "aria-label": t("Public offices")},
                 h("h3", None, t("Public offices")),
                 h("table", {"class": "rio-offices"},
                   h("thead", None, h("tr", None, h("th", {"scope": "col"}, t("Office")),
                                      h("th", {"scope": "col"}, t("Price")),
                                      h("th", {"scope": "col"}, t("Needs")),
                                      h("th", {"scope": "col"}, t("Holder")))),
                   h("tbody", None, rows)))

    def turn_order(self, ctx: TableContext) -> Node:
        view, names, colors = ctx.view, ctx.names, ctx.colors
        added = view.get("added") or []
        items = [h("li", {"style": f"--seat:{colors[p]}", "data-flip": f"rio:order:{p}"},
                   h("span", {"class": "seat-dot", "style": f"background:{colors[p]}"}),
                   names[p],
                   h("small", None, " " + nt("(+1 worker)", "(+{n} workers)", added[p]))
                   if p < len(added) and added[p] else None)
                 for p in view.get("order") or []]
        return h("section", {"class": "rio-box", "data-testid": "turn-order",
                             "aria-label": t("Turn order")},
                 h("h3", None, t("Turn order")), h("ol", {"class": "rio-order"}, items))

    def timeline(self, ctx: TableContext) -> Node:
        view = ctx.view
        year = int(view.get("year", 0))
        years = int(view.get("years", 20))
        enemy = view.get("enemy") or [1, 1]
        cells = [h("li", {"class": "now" if y == year else "past" if y < year else None},
                   str(1580 + y)) for y in range(years)]

        def track(value: int) -> str:
            return t("off the track") if value <= 1 else str(value)

        return h("section", {"class": "rio-box", "data-testid": "timeline",
                             "aria-label": t("Timeline")},
                 h("h3", None, t("Timeline")),
                 h("ol", {"class": "rio-years"}, cells),
                 h("p", None, t("Natives: {a} · Corsairs: {b}", a=track(int(enemy[0])),
                                b=track(int(enemy[1])))))
