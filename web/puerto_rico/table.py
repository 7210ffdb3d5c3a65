"""The Puerto Rico table: shared board, player boards and the decision panel.

Rendering reads only the *view* of the seat whose eyes are on the screen (a JSON dict: hidden VP
are not in it) and the legal move texts of the player to act; it never sees the engine state.
Every clickable thing carries a legal move in notation (``data-move``); the Mayor's placement is
edited here, starting from the first legal placement, and validated by the engine at "Done".
"""

from __future__ import annotations

import functools
from typing import Any

from game.puerto_rico import data

from ..dom import Node, h
from ..gameui import TableContext
from . import text as words
from .cards import PROMPTS, prompt_key
from .i18n import nt, t
from .rules import build_cost, colonists, counts

View = dict[str, Any]

SPRITE = "assets/art/pr/sprite.svg"
UNPLACED = "unplaced"  # the Mayor editor's slot for colonists not placed (in San Juan)
# Expansion 2: the buildings whose effect depends on a worker or a noble, in data order (the
# order of ``place:...;nobles=`` in records)
NOBLE_SLOTS: tuple[str, ...] = tuple(
    data.BUILDINGS[b].id for b in sorted(getattr(data, "NOBLE_BUILDINGS", ())))
# The Black Market's give-backs by sort (one of each at most; a noble is a colonist) and order.
SORTS = {"colonist": 0, "noble": 0, "barrel": 1, "vp": 2, "+colonist": 3}
NO_COLONIST = "no-colonist"  # the part flipped when the player builds without the free colonist


def icon(symbol: str, cls: str = "") -> Node:
    return h("svg", {"class": f"icon {cls}".strip(), "aria-hidden": "true"},
             h("use", {"href": f"{SPRITE}#{symbol}"}))


class Placement:
    """The Mayor's placement being edited: occupied tiles per kind, colonists per building."""

    def __init__(self, view: View, player: int, proposal: str) -> None:
        body, _, nobles = proposal.partition(":")[2].partition(";")
        items = dict(counts(body))
        # Expansion 2: which of the buildings whose effect depends on it hold a noble
        self.nobles: set[str] = {b for b in nobles.partition("=")[2].split(",") if b}
        self.owned_nobles = int(view["players"][player].get("nobles", 0))
        self.key = (view["round"], player)
        self.tiles = [items.get(tile, 0) for tile in data.TILE_IDS]
        self.buildings = [items.get(b.id, 0) for b in data.BUILDINGS]
        self.total = colonists(view, player)
        self.selected: str | None = None  # the slot of the colonist picked up (or UNPLACED)
        me = view["players"][player]
        self.capacity = {tile: me["island"].get(tile, 0) for tile in data.TILE_IDS}
        self.capacity.update({b.id: b.circles for b in data.BUILDINGS if b.id in me["buildings"]})

    def count(self, slot: str) -> int:
        if slot in data.TILE_IDS:
            return self.tiles[data.TILE_IDS.index(slot)]
        return self.buildings[data.BUILDING_INDEX[slot]]

    def add(self, slot: str, n: int = 1) -> None:
        if slot in data.TILE_IDS:
            self.tiles[data.TILE_IDS.index(slot)] += n
        else:
            self.buildings[data.BUILDING_INDEX[slot]] += n

    def empty_spots(self) -> int:
        """Spaces and circles with no colonist."""
        return sum(cap - self.count(slot) for slot, cap in self.capacity.items())

    def tap(self, slot: str, index: int) -> None:
        """Tap a colonist (in San Juan, on a space, in a circle) to pick it up, then where it
        goes; an empty space tapped with nothing picked up takes a colonist from San Juan."""
        picked = self.selected
        if slot == UNPLACED:
            if picked not in (None, UNPLACED):
                self.add(picked, -1)  # back to San Juan
                self.selected = None
            elif picked == UNPLACED or self.free() > 0:
                self.selected = None if picked == UNPLACED else UNPLACED
            return
        if slot not in self.capacity:
            return
        count = self.count(slot)
        if index < count:  # a colonist: pick it up (or put it down again)
            self.selected = None if picked == slot else slot
            return
        if count >= self.capacity[slot]:
            return
        if picked in (None, UNPLACED):
            if self.free() > 0:
                self.add(slot)
        else:
            self.add(picked, -1)
            self.add(slot)
        self.selected = None

    def toggle_noble(self, slot: str) -> None:
        """Expansion 2: the colonist on ``slot`` (one of the buildings whose effect depends on
        it) is a noble, or a worker again."""
        if slot in self.nobles:
            self.nobles.discard(slot)
        elif slot in NOBLE_SLOTS and self.count(slot) > 0:
            self.nobles.add(slot)

    def placed(self) -> int:
        return sum(self.tiles) + sum(self.buildings)

    def free(self) -> int:
        return self.total - self.placed()

    def to_text(self) -> str:
        parts = [f"{tile}={n}" for tile, n in zip(data.TILE_IDS, self.tiles, strict=False) if n]
        parts += [f"{b.id}={n}" for b, n in zip(data.BUILDINGS, self.buildings, strict=False)
                  if n]
        text = "place:" + (",".join(parts) if parts else "-")
        nobles = [b for b in NOBLE_SLOTS if b in self.nobles and self.count(b) > 0]
        return text + (";nobles=" + ",".join(nobles) if nobles else "")


class PuertoRicoTable:
    """Renders the table and handles the table's own actions (the Mayor editor)."""

    def __init__(self) -> None:
        self.placement: Placement | None = None
        self.highlight: str | None = None  # the last move played by a bot, shown briefly
        # An open inline choice: (the clicked element's test id, the moves it offers).
        self.choice: tuple[str, list[str]] | None = None
        self._view: View = {}
        self._actor: int | None = None
        self.flipped: set[str] = set()  # parts shown on demand, opened or closed by the player
        # Expansion 1 editors: the Small Wharf's barrels and the Black Market's give-backs,
        # each for one decision (key: round, player, phase) and read back as one move text.
        self.wharf: tuple[Any, dict[str, int]] | None = None
        self.market: tuple[Any, str, set[str]] | None = None  # (key, building, items chosen)

    # -- what a click on the board does ---------------------------------------------------------
    def choose(self, anchor: str, moves: list[str]) -> str | None:
        """A click on a board element offering several legal ``moves``: open (or close) a small
        choice next to it; a single move is played at once."""
        if self.choice is not None and self.choice[0] == anchor:
            self.choice = None
        elif len(moves) > 1:
            self.choice = (anchor, moves)
        elif moves:
            self.choice = None
            return moves[0]
        return None

    @staticmethod
    def colonist_matters(view: View) -> bool:
        """Whether a free colonist (Hospice, University) could be unwelcome: the supply is so low
        that taking one brings the end of the game nearer."""
        return view["colonists"]["supply"] <= len(view["players"])

    def act(self, anchor: str, moves: list[str]) -> dict[str, Any]:
        """The attributes that make a board element play one of ``moves`` (legal move texts):
        the move itself, the better variant (with the free colonist of an occupied Hospice or
        University, unless it could matter), or a choice between them. {} when none."""
        if len(moves) == 2 and moves[1] == moves[0] + "+colonist" and not self.colonist_matters(
                self._view):
            # the better variant, unless the player has switched the free colonist off
            moves = [moves[0] if self.declines_colonist() else moves[1]]
        if not moves:
            return {}
        if len(moves) == 1:
            return {"data-action": "move", "data-move": moves[0],
                    "data-focus": f"move:{moves[0]}"}
        return {"data-action": "ui:choose", "data-anchor": anchor, "data-moves": "|".join(moves),
                "data-focus": f"choose:{anchor}",
                "aria-expanded": "true" if self.choice and self.choice[0] == anchor else "false"}

    def declines_colonist(self) -> bool:
        """Whether the player has switched off the University's free colonist for this build."""
        return self._view.get("phase") == "builder" and self.is_open(NO_COLONIST)

    def colonist_switch(self, legal: list[str]) -> Node | None:
        """In a Builder phase where every build may come with the University's free colonist
        (and taking it cannot matter), a switch next to the buildings: with the colonist (the
        default) or without, so that both variants of every build stay one click away."""
        if self._view.get("phase") != "builder" or self.colonist_matters(self._view) or not any(
                m.startswith("build:") and m.endswith("+colonist") for m in legal):
            return None
        taking = not self.declines_colonist()
        return h("button", {"type": "button", "class": "colonist-switch",
                            "data-action": "ui:flip", "data-part": NO_COLONIST,
                            "data-testid": "university-colonist",
                            "aria-pressed": "true" if taking else "false"},
                 icon("colonist", "small"), t("With the University colonist"))

    def choice_for(self, anchor: str) -> Node | None:
        """The open choice next to the element ``anchor``, if any."""
        if self.choice is None or self.choice[0] != anchor or self._actor is None:
            return None
        return h("span", {"class": "pr-choice", "data-testid": "choice", "role": "group"},
                 [h("button", {"type": "button", "class": "legal", "data-action": "move",
                               "data-move": m, "data-focus": f"move:{m}",
                               "data-testid": "choice-move", "data-autofocus": i == 0 or None},
                    words.label(self._view, m, self._actor))
                  for i, m in enumerate(self.choice[1])])

    # -- the Mayor editor ---------------------------------------------------------------------
    @staticmethod
    def proposal(legal: list[str]) -> str | None:
        """The suggested Mayor placement: the first legal placement (None: no Mayor decision)."""
        return next((m for m in legal if m.startswith("place:")), None)

    def placement_for(self, view: View, player: int, legal: list[str]) -> Placement | None:
        """The placement being edited for ``player`` (None outside a Mayor decision)."""
        proposal = self.proposal(legal)
        if proposal is None:
            return None
        key = (view["round"], player)
        if self.placement is None or self.placement.key != key:
            self.placement = Placement(view, player, proposal)
        return self.placement

    def toggle(self, view: View, player: int, legal: list[str], slot: str, index: int) -> None:
        """A tap on San Juan, an island space or a building circle (see :meth:`Placement.tap`)."""
        placement = self.placement_for(view, player, legal)
        if placement is not None:
            placement.tap(slot, index)

    def reset(self, view: View, player: int, legal: list[str], empty: bool = False) -> None:
        """Back to the suggested placement, or (``empty``) every colonist in San Juan."""
        self.placement = None
        placement = self.placement_for(view, player, legal)
        if placement is not None and empty:
            placement.tiles = [0] * len(placement.tiles)
            placement.buildings = [0] * len(placement.buildings)

    # -- the Small Wharf and the Black Market (Expansion 1) --------------------------------------
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

    # -- rendering ----------------------------------------------------------------------------
    def render(self, ctx: TableContext) -> Node:
        view, actor, human_turn = ctx.view, ctx.actor, ctx.human_turn
        names, colors = ctx.names, ctx.colors
        legal = ctx.legal if human_turn else []
        legal_set = set(legal)
        self._view, self._actor = view, actor
        if self.choice is not None and not set(self.choice[1]) <= legal_set:
            self.choice = None
        mayor = human_turn and view["phase"] == "mayor" and actor is not None
        placement = self.placement_for(view, actor, legal) if mayor else None
        order = self._seat_order(view)
        me, others = order[0], order[1:]
        prices = self.prices(view, actor) if human_turn else {}
        # Panes of the shell's table frame (web/shell/table.py): the decision is pinned, the
        # others are tabs on a phone; on a desktop the decision and my board come first.
        return h("div", {"class": "pr", "data-testid": "pr-table", "data-phase": view["phase"]},
                 self.panel(view, actor, human_turn, legal, names, placement, ctx),
                 h("div", {"class": "pr-me", "data-pane": "me"},
                   self.player_board(view, me, actor, names, colors,
                                     placement if me == actor else None, legal_set)),
                 h("div", {"class": "pr-table-pane", "data-pane": "table"},
                   self.board(view, legal_set, names, colors, prices)),
                 h("div", {"class": "pr-players", "data-pane": "others"},
                   [self.player_board(view, p, actor, names, colors,
                                      placement if p == actor else None, legal_set,
                                      compact=True)
                    for p in others]))

    # -- parts shown on demand -----------------------------------------------------------------
    def is_open(self, part: str, default: bool = False) -> bool:
        return default != (part in self.flipped)

    def flip(self, part: str) -> None:
        """Open or close a part shown on demand (the building supply, another player's board)."""
        self.flipped ^= {part}

    def expander(self, part: str, is_open: bool, label: str) -> Node:
        return h("button", {"type": "button", "class": "expander",
                            "data-action": "ui:flip", "data-part": part,
                            "data-testid": f"expand-{part}",
                            "aria-expanded": "true" if is_open else "false"},
                 t("Hide") if is_open else t("Show"), h("span", {"class": "sr-only"}, label))

    @staticmethod
    def prices(view: View, actor: int | None) -> dict[str, int]:
        """What each building would cost the player to act (quarries, Builder's privilege)."""
        if actor is None:
            return {}
        return {b: build_cost(view, actor, b) for b in view["players"][actor]["prices"]["build"]}

    def _just(self, *moves: str | None) -> str:
        """" just" when the last bot move is one of ``moves`` (a brief highlight)."""
        return " just" if self.highlight is not None and self.highlight in moves else ""

    def _seat_order(self, view: dict[str, Any]) -> list[int]:
        count = len(view["players"])
        first = view["viewer"] if isinstance(view.get("viewer"), int) else 0
        return [(first + i) % count for i in range(count)]

    def board(self, view: dict[str, Any], legal: set[str], names: list[str],
              colors: list[str], prices: dict[str, int]) -> Node:
        roles = []
        seen: set[str] = set()
        for card in view["roles"]:
            role = card["role"]
            move_id = role + "2" if role in seen else role
            seen.add(role)
            move = f"role:{move_id}"
            taker = card["taken_by"]
            playable = move in legal
            roles.append(h(
                "button" if playable else "div",
                {"class": "pr-role" + (" legal" if playable else "")
                 + (" taken" if taker is not None else "")
                 + (" just" if self.highlight == move else ""),
                 "type": "button" if playable else None,
                 "data-action": "move" if playable else None,
                 "data-move": move if playable else None,
                 "data-focus": f"move:{move}" if playable else None,
                 "data-card": f"r:{role}", "tabindex": None if playable else 0,
                 "data-testid": f"role-{move_id}",
                 "style": f"--seat:{colors[taker]}" if taker is not None else None},
                icon(f"role-{role}", "role-icon"),
                h("span", {"class": "pr-role-name"}, words.role_name(role)),
                h("span", {"class": "coins", "title": t("Doubloons on the card")},
                  icon("doubloon", "tiny"), str(card["doubloons"]))
                if card["doubloons"] else None,
                h("span", {"class": "taker"}, names[taker]) if taker is not None else None,
                self.buccaneer_marks(view, role, move_id)))
        ships = []
        for i, ship in enumerate(view["ships"]):
            ships += [self.ship(view, i, ship, legal), self.choice_for(f"ship-{i + 1}")]
        sold = self.highlight is not None and self.highlight.startswith("sell:")
        plunder = ["plunder"] if "plunder" in legal else []  # Expansion 3: the Buccaneer
        house = h("div", {"class": "pr-house" + (" just" if sold else "")
                          + (" legal" if plunder else ""),
                          **self.act("trading-house", plunder),
                          "role": "button" if plunder else None,
                          "data-card": "x:trading_house",
                          "data-testid": "trading-house", "tabindex": 0},
                  h("span", {"class": "label"}, icon("trading-house", "small"),
                    t("Trading house")),
                  h("span", {"class": "slots"},
                    [icon(f"good-{g}", "barrel") for g in view["trading_house"]],
                    [h("span", {"class": "slot-empty"}) for _ in
                     range(4 - len(view["trading_house"]))]))
        supply = h("div", {"class": "pr-supply"},
                   self.stat("colonist-ship", t("Colonist ship"), view["colonists"]["ship"],
                             "colonist-ship"),
                   self.stat("colonist", t("Colonists left"), view["colonists"]["supply"],
                             "colonist-supply"),
                   self.stat("noble", t("Nobles on the colonist ship"),
                             view["nobles"]["ship"], "noble-ship") if "nobles" in view else None,
                   self.stat("noble", t("Nobles left"), view["nobles"]["supply"],
                             "noble-supply") if "nobles" in view else None,
                   self.stat("vp", t("VP chips left"), view["vp_supply"], "vp-supply"),
                   self.stat("tile-quarry", t("Quarries"), view["quarries"], "quarries"),
                   self.stat("tile-empty", t("Plantations in the stack"), view["deck_size"],
                             "deck"),
                   h("span", {"class": "pr-goods-supply", "data-testid": "goods-supply"},
                     [h("span", {"class": "stat", "title": good_title(g)},
                        icon(f"good-{g}", "small"), str(n))
                      for g, n in view["goods"].items()]))
        tiles = []
        for tile in data.TILE_IDS:
            count = view["face_up"].get(tile, 0) if tile != "quarry" else view["quarries"]
            for _ in range(count if tile != "quarry" else min(count, 1)):
                moves = [m for m in (f"take:{tile}", f"take:{tile}+colonist") if m in legal]
                tiles.append(self.tile_button(tile, moves,
                                              t("{n} left", n=count) if tile == "quarry"
                                              else None))
                tiles.append(self.choice_for(f"tile-{tile}"))
        plantations = h("div", {"class": "pr-plantations", "data-testid": "plantations"},
                        h("span", {"class": "label"}, t("Plantations")), tiles)
        return h("section", {"class": "pr-board", "aria-label": t("The board")},
                 # eight cards and more (five players, the Buccaneer) take two rows where the
                 # strip is one row (a desktop): one row would cut their names
                 h("div", {"class": "pr-roles" + (" two-rows" if len(roles) >= 8 else ""),
                           "style": f"--role-columns:{(len(roles) + 1) // 2}",
                           "data-testid": "roles"}, roles),
                 self.festival(view, names),
                 supply,
                 h("div", {"class": "pr-harbour"}, ships, house),
                 plantations,
                 self.buildings(view, legal, prices))

    @staticmethod
    def buccaneer_marks(view: View, role: str, move_id: str) -> list[Node]:
        """Expansion 3: the token lying on the Buccaneer card, the card kidnapped this round."""
        buc = view.get("buccaneer")
        if not buc:
            return []
        marks = []
        if role == "buccaneer" and buc.get("token") is None:
            marks.append(h("span", {"class": "token", "title": t("Buccaneer token"),
                                    "data-card": "x:buccaneer_token",
                                    "data-testid": "buccaneer-token"},
                           icon("buccaneer-token", "tiny")))
        if buc.get("kidnapped") == move_id:
            marks.append(h("span", {"class": "badge", "data-testid": "kidnapped"},
                           t("kidnapped")))
        return marks

    def festival(self, view: View, names: list[str]) -> Node | None:
        """Expansion 4: the Festival's three goals, their rewards and who met each."""
        fest = view.get("festival")
        if not fest or fest.get("plantation") is None:
            return None
        met = fest.get("met_by", {})

        def goal(key: str, what: list[Node], reward: str) -> Node:
            who = met.get(key)
            return h("div", {"class": "goal" + (" met" if who is not None else ""),
                             "data-testid": f"festival-{key}"},
                     h("span", {"class": "what"}, what),
                     h("span", {"class": "reward"}, reward),
                     h("strong", {"class": "who"},
                       t("met by {name}", name=names[who]) if who is not None else t("open")))

        tile = fest["plantation"]
        building = fest["construction"]
        return h("div", {"class": "pr-festival", "data-card": "x:festival", "tabindex": 0,
                         "data-testid": "festival"},
                 h("span", {"class": "label"}, icon("festival", "small"), t("Festival")),
                 goal("plantation", [icon(f"tile-{tile}", "small"),
                                     t("3 × {tile}", tile=words.tile_name(tile))],
                      t("3 colonists")),
                 goal("production", [icon(f"good-{g}", "small") for g in fest["production"]]
                      + [t("in one production")], t("3 doubloons")),
                 goal("construction", [icon(f"b-{building}", "small"),
                                       words.building_name(building)], t("3 VP")))

    def stat(self, symbol: str, title: str, value: Any, testid: str) -> Node:
        return h("span", {"class": "stat", "title": title, "data-testid": testid},
                 icon(symbol, "small"), h("span", {"class": "sr-only"}, title), str(value))

    def ship(self, view: dict[str, Any], index: int, ship: dict[str, Any],
             legal: set[str]) -> Node:
        loads = sorted(m for m in legal if m.startswith("load:") and m.endswith(f"@{index + 1}"))
        loads += [m for m in (f"piracy:{index + 1}",) if m in legal]  # Expansion 3
        good = ship["good"]
        barrels = [icon(f"good-{good}", "barrel") for _ in range(ship["count"])]
        empty = [h("span", {"class": "slot-empty"}) for _ in
                 range(ship["capacity"] - ship["count"])]
        shipped = self.highlight is not None and self.highlight.startswith("load:") and (
            self.highlight.endswith(f"@{index + 1}"))
        return h("div", {"class": "pr-ship" + (" legal" if loads else "")
                         + (" just" if shipped else ""),
                         **self.act(f"ship-{index + 1}", loads),
                         "role": "button" if loads else None,
                         "data-testid": f"ship-{index + 1}", "data-card": "x:ship",
                         "tabindex": 0},
                 h("span", {"class": "label"}, icon("ship", "small"),
                   t("Ship of {n}", n=ship["capacity"])),
                 h("span", {"class": "slots"}, barrels, empty))

    def tile_button(self, tile: str, moves: list[str], note: str | None) -> Node:
        return h("button" if moves else "div",
                 {"class": "pr-tile" + (" legal" if moves else "")
                  + self._just(f"take:{tile}", f"take:{tile}+colonist"),
                  "type": "button" if moves else None,
                  **self.act(f"tile-{tile}", moves),
                  "data-card": f"t:{tile}", "tabindex": None if moves else 0,
                  "data-testid": f"tile-{tile}"},
                 icon(f"tile-{tile}", "tile"),
                 h("span", {"class": "name"}, words.tile_name(tile)),
                 h("small", None, note) if note else None)

    def buildings(self, view: dict[str, Any], legal: set[str], prices: dict[str, int]) -> Node:
        columns: list[list[Node]] = [[], [], [], []]
        for b in data.BUILDINGS:
            if b.id not in view["building_supply"]:  # not on this game's board
                continue
            left = view["building_supply"][b.id]
            moves = [m for m in (f"build:{b.id}", f"build:{b.id}+colonist") if m in legal]
            move = moves[0] if moves else None
            choice = self.choice_for(f"supply-{b.id}")
            cls = "pr-building" + (" large" if b.spaces == 2 else "") + (
                f" {building_color(b)}") + (
                " legal" if move else "") + (" gone" if left == 0 else "") + self._just(
                f"build:{b.id}", f"build:{b.id}+colonist")
            price = prices.get(b.id, b.cost)
            columns[b.column - 1].append(h(
                "button" if move else "div",
                {"class": cls, "type": "button" if move else None,
                 **self.act(f"supply-{b.id}", moves),
                 "data-card": f"b:{b.id}", "tabindex": None if move else 0,
                 "data-testid": f"supply-{b.id}"},
                icon(f"b-{b.id}", "building-icon"),
                h("span", {"class": "name"}, words.building_name(b.id)),
                h("span", {"class": "facts"},
                  h("span", {"title": t("Cost")}, icon("doubloon", "tiny"),
                    h("s", None, str(b.cost)) if price != b.cost else str(b.cost),
                    h("strong", {"class": "your-price", "title": t("Your price now")},
                      f"→{price}") if price != b.cost else None),
                  h("span", {"title": t("Victory points")}, icon("vp", "tiny"), str(b.vp)),
                  h("span", {"class": "circles", "title": t("Circles")},
                    [icon("circle-empty", "tiny") for _ in range(b.circles)]),
                  h("span", {"class": "left", "title": t("Copies left")}, f"×{left}"))))
            columns[b.column - 1].append(choice)
        if view["phase"] == "draft":  # the violet spaces still free, by printed cost
            for cost, free in free_draft_spaces(view).items():
                columns[COST_COLUMN[cost] - 1] += [
                    h("div", {"class": "pr-building free" + (" large" if cost == 10 else ""),
                              "data-testid": f"draft-space-{cost}"},
                      icon("tile-empty", "building-icon"),
                      h("span", {"class": "name"}, t("Free space")),
                      h("span", {"class": "facts"},
                        h("span", {"title": t("Cost")}, icon("doubloon", "tiny"), str(cost))))
                    for _ in range(free)]
        return h("div", {"class": "pr-buildings", "data-testid": "building-supply"},
                 [h("div", {"class": "column"},
                    h("span", {"class": "label"}, t("Quarry discount up to {n}", n=i + 1)),
                    col) for i, col in enumerate(columns)])

    # -- the decision panel -------------------------------------------------------------------
    def panel(self, view: View, actor: int | None, human_turn: bool,
              legal: list[str], names: list[str], placement: Placement | None,
              ctx: TableContext) -> Node:
        prompt = PROMPTS.get(prompt_key(view))
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
            body = self.draft_grid(view, legal)
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
                cells.append(h("button", {"type": "button", "data-testid": "market-building",
                                          "class": f"move build market {building_color(b)}"
                                          + name_length(b.id),
                                          "data-action": "ui:market-pick",
                                          "data-building": b.id, "aria-label": label,
                                          "title": label, "data-focus": f"market:{b.id}",
                                          "aria-expanded": "true" if picked else "false"},
                               h("span", {"class": "name"}, words.building_name(b.id)),
                               h("span", {"class": "price"}, t("Black Market"))))
                cells.append(self.market_editor(view, actor, legal) if picked else None)
                continue
            if not moves:
                continue
            attrs = self.act(f"build-{b.id}", moves)
            label = words.label(view, attrs.get("data-move", moves[0]), actor)
            cells.append(h("button", {"type": "button", "data-testid": "move",
                                      "class": f"move build {building_color(b)}"
                                      + name_length(b.id),
                                      "aria-label": label, "title": label, **attrs},
                           h("span", {"class": "name"}, words.building_name(b.id)),
                           h("span", {"class": "price"}, icon("doubloon", "tiny"),
                             str(prices[b.id]))))
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
                                      "aria-label": label, "title": label,
                                      "data-autofocus": i == 0 or None},
                           h("span", {"class": "name"}, words.building_name(b.id)),
                           h("span", {"class": "price"}, icon("doubloon", "tiny"), str(b.cost))))
        return h("div", {"class": "moves builds draft" + (" lots" if len(cells) > 16 else ""),
                         "data-testid": "moves"}, cells)

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

    def mayor_panel(self, placement: Placement, name: str, ctx: TableContext) -> Node:
        free = placement.free()
        # The engine says whether this placement may be played: if not, Done waits, saying why.
        problem = ctx.check(placement.to_text()) if ctx.check is not None else ctx.error
        click = t("Tap a colonist on your board, then where it goes (San Juan takes it off); an "
                  "empty space takes one from San Juan. Then Done.")
        return h("div", {"class": "mayor", "data-testid": "mayor"},
                 h("p", None, click),
                 h("p", {"data-testid": "mayor-free"},
                   nt("1 colonist not placed (it waits in San Juan).",
                      "{n} colonists not placed (they wait in San Juan).", free)
                   if free else t("Every colonist has a place.")),
                 h("div", {"class": "moves"},
                   h("button", {"type": "button", "class": "primary",
                                "data-action": "ui:mayor-done", "data-testid": "mayor-done",
                                "data-focus": "mayor-done", "data-autofocus": True,
                                "disabled": bool(problem),
                                "aria-describedby": "mayor-error" if problem else None},
                     t("Done")),
                   h("button", {"type": "button", "data-action": "ui:mayor-suggest",
                                "data-testid": "mayor-suggest"}, t("Suggested placement")),
                   h("button", {"type": "button", "data-action": "ui:mayor-clear",
                                "data-testid": "mayor-clear"}, t("Remove all"))),
                 h("p", {"class": "message message-error", "id": "mayor-error", "role": "status",
                         "data-testid": "move-error"}, problem) if problem else None)

    # -- a player's board -----------------------------------------------------------------------
    def player_board(self, view: dict[str, Any], p: int, actor: int | None, names: list[str],
                     colors: list[str], placement: Placement | None, legal: set[str],
                     compact: bool = False) -> Node:
        """A player's board; ``compact``: the header only until opened (another player's)."""
        me = view["players"][p]
        shown = not compact or self.is_open(f"board-{p}")
        vp = me["vp"]
        sells = {m.split(":")[1] for m in legal if m.startswith("sell:")} if p == actor else set()
        goods = [h("span", {"class": "stat" + (" legal" if g in sells else ""),
                            "title": good_title(g), "data-testid": f"good-{p}-{g}",
                            **self.act(f"good-{p}-{g}", [f"sell:{g}"] if g in sells else []),
                            "role": "button" if g in sells else None,
                            "tabindex": 0 if g in sells else None},
                   icon(f"good-{g}", "small"), str(n)) for g, n in me["goods"].items() if n]
        waiting = me["unplaced"]
        if placement is not None:
            waiting = placement.free()
        header = h("header", None,
                   h("span", {"class": "seat-dot", "style": f"background:{colors[p]}"}),
                   h("strong", {"class": "player-name"}, names[p]),
                   h("span", {"class": "badge"}, t("Governor")) if view["governor"] == p
                   else None,
                   h("span", {"class": "badge acting"}, t("to play")) if actor == p else None,
                   h("span", {"class": "stat", "title": t("Doubloons")},
                     icon("doubloon", "small"), str(me["doubloons"])),
                   h("span", {"class": "stat", "title": t("VP chips"),
                              "data-testid": f"vp-{p}"},
                     icon("vp", "small"), "?" if vp is None else str(vp)),
                   h("span", {"class": "stat", "title": t("Colonists in San Juan"),
                              "data-testid": f"san-juan-{p}"},
                     icon("colonist", "small"), str(waiting)),
                   h("span", {"class": "stat", "title": t("Buccaneer token"),
                              "data-card": "x:buccaneer_token", "tabindex": 0,
                              "data-testid": f"buccaneer-token-{p}"},
                     icon("buccaneer-token", "small"))
                   if (view.get("buccaneer") or {}).get("token") == p else None,
                   h("span", {"class": "stat", "title": t("Nobles (among the colonists)"),
                              "data-card": "x:noble", "tabindex": 0,
                              "data-testid": f"nobles-{p}"},
                     icon("noble", "small"), str(me["nobles"])) if "nobles" in me else None,
                   # each sellable good is highlighted and acts on its own
                   h("span", {"class": "goods"}, goods),
                   self.expander(f"board-{p}", shown, names[p]) if compact else None)
        return h("section", {"class": "pr-player" + (" acting" if actor == p else "")
                             + (" compact" if compact else "") + (" open" if shown else "")
                             + (" placing" if placement is not None else ""),
                             "style": f"--seat:{colors[p]}", "data-testid": f"board-{p}"},
                 header,
                 self.waiting_room(placement) if placement is not None else None,
                 h("div", {"class": "pr-spaces"},
                   self.island(me, placement),
                   self.city(me, placement)))

    def waiting_room(self, placement: Placement) -> Node:
        """The Mayor's San Juan: colonists not placed, flagged while spaces or circles wait."""
        free = placement.free()
        waiting = free > 0 and placement.empty_spots() > 0
        picked = placement.selected == UNPLACED
        return h("div", {"class": "san-juan" + (" flag" if waiting else "")
                         + (" selected" if picked else ""),
                         "role": "button", "tabindex": 0, "data-action": "ui:mayor-toggle",
                         "data-slot": UNPLACED, "data-index": 0,
                         "data-testid": "mayor-san-juan",
                         # a waiting colonist may be dragged out; any colonist dragged back in
                         "data-drag": "mayor-san-juan" if free > 0 else None,
                         "data-drop": "mayor-san-juan", "data-picked": picked or None,
                         "aria-pressed": "true" if picked else "false"},
                 icon("san-juan", "small"), h("strong", None, t("San Juan")),
                 h("span", {"class": "waiting"},
                   [icon("colonist", "small drag-icon") for _ in range(free)])
                 if free else h("span", {"class": "hint"}, t("nobody waits")),
                 h("span", {"class": "flag-text", "data-testid": "mayor-flag"},
                   t("{n} waiting while spaces are empty", n=free)) if waiting else None)

    @staticmethod
    def drag(placement: Placement, slot: str, index: int, filled: bool) -> dict[str, Any]:
        """Drag and drop for the Mayor (``web/dom.js``): a colonist may be dragged (and is
        marked while a tap has picked up its slot's colonist), an empty space or circle takes
        one. A drop sends the taps of the tap flow."""
        key = f"place-{slot}-{index}"
        if filled:
            return {"data-drag": key, "data-picked": placement.selected == slot or None}
        return {"data-drop": key}

    @staticmethod
    def picked(placement: Placement | None, slot: str, index: int, count: int) -> str:
        """" picked" on the colonist the Mayor has picked up (the last one of its slot)."""
        return (" picked" if placement is not None and placement.selected == slot
                and index == count - 1 else "")

    def island(self, me: dict[str, Any], placement: Placement | None) -> Node:
        spaces: list[Node] = []
        for k, tile in enumerate(data.TILE_IDS):
            owned = me["island"].get(tile, 0)
            occupied = placement.tiles[k] if placement else me["occupied"].get(tile, 0)
            for i in range(owned):
                filled = i < occupied
                attrs: dict[str, Any] = {
                    "class": "space tile" + (" occupied" if filled else "")
                    + self.picked(placement, tile, i, occupied),
                    "data-card": f"t:{tile}", "title": words.tile_name(tile)}
                if placement is not None:
                    attrs.update({"data-action": "ui:mayor-toggle", "data-slot": tile,
                                  "data-index": i, "role": "button", "tabindex": 0,
                                  "data-testid": f"place-{tile}-{i}",
                                  "aria-pressed": "true" if filled else "false",
                                  **self.drag(placement, tile, i, filled)})
                spaces.append(h("div", attrs, icon(f"tile-{tile}", "tile"),
                                icon("colonist", "colonist drag-icon") if filled else
                                icon("circle-empty", "colonist")))
        # forests (Expansion 1): plantations face down, no circle
        spaces += [h("div", {"class": "space tile forest", "data-card": "x:forest",
                             "title": t("Forest"), "tabindex": 0,
                             "data-testid": "forest"},
                     icon("tile-forest", "tile")) for _ in range(me.get("forests", 0))]
        spaces += [h("div", {"class": "space empty"}) for _ in range(12 - len(spaces))]
        return h("div", {"class": "island", "role": "group", "aria-label": t("Island")}, spaces)

    def city(self, me: dict[str, Any], placement: Placement | None) -> Node:
        spaces: list[Node] = []
        used = 0
        for b in data.BUILDINGS:
            if b.id not in me["buildings"]:
                continue
            index = data.BUILDING_INDEX[b.id]
            workers = placement.buildings[index] if placement else me["buildings"][b.id]
            circles = []
            for i in range(b.circles):
                filled = i < workers
                attrs: dict[str, Any] = {"class": "circle" + (" occupied" if filled else "")
                                         + self.picked(placement, b.id, i, workers)}
                if placement is not None:
                    attrs.update({"data-action": "ui:mayor-toggle", "data-slot": b.id,
                                  "data-index": i, "role": "button", "tabindex": 0,
                                  "data-testid": f"place-{b.id}-{i}",
                                  "aria-pressed": "true" if filled else "false",
                                  "aria-label": words.building_name(b.id),
                                  **self.drag(placement, b.id, i, filled)})
                # Expansion 2: the colonist of a building whose effect depends on it may be a
                # noble (the Mayor editor says which; otherwise the view's noble_on)
                noble = filled and i == 0 and b.id in (
                    placement.nobles if placement is not None else me.get("noble_on", ()))
                circles.append(h("span", attrs, icon(
                    "noble" if noble else "colonist" if filled else "circle-empty",
                    "colonist")))
            if (placement is not None and b.id in NOBLE_SLOTS and workers > 0
                    and placement.owned_nobles > 0):
                is_noble = b.id in placement.nobles
                circles.append(h("button", {
                    "type": "button", "class": "noble-switch", "data-action": "ui:mayor-noble",
                    "data-slot": b.id, "data-testid": f"noble-{b.id}",
                    "aria-pressed": "true" if is_noble else "false",
                    "title": t("A noble here"), "aria-label": t("A noble on the {building}",
                                                                building=words.building_name(
                                                                    b.id))},
                    icon("noble", "colonist")))
            used += b.spaces
            spaces.append(h("div", {"class": "space building" + (" large" if b.spaces == 2
                                                                 else "")
                                    + f" {building_color(b)}",
                                    "data-card": f"b:{b.id}", "tabindex": 0,
                                    "title": words.building_name(b.id),
                                    "data-testid": f"city-{b.id}"},
                            icon(f"b-{b.id}", "building-icon"),
                            h("span", {"class": "name"}, words.building_name(b.id)),
                            h("span", {"class": "circles"}, circles)))
        spaces += [h("div", {"class": "space empty"}) for _ in range(12 - used)]
        return h("div", {"class": "city", "role": "group", "aria-label": t("City")}, spaces)


# The board column (quarry discount) of the violet spaces of each printed cost.
COST_COLUMN: dict[int, int] = {b.cost: b.column for b in data.BUILDINGS if b.is_violet}


def free_draft_spaces(view: View) -> dict[int, int]:
    """The violet board spaces still free during the setup draft, by printed cost."""
    free = dict(data.DRAFT_SPACES)
    if "nobles" in view["options"].get("expansions", ()):  # Expansion 2: the red spaces too
        for cost, n in getattr(data, "RED_DRAFT_SPACES", {}).items():
            free[cost] = free.get(cost, 0) + n
    for b in data.BUILDINGS:
        if b.is_violet and b.id in view["building_supply"]:
            free[b.cost] -= 1
    return {cost: n for cost, n in free.items() if n > 0}


# The grids' cells on a phone are narrow (about 6.3em of their bold font in five columns, 7em in
# four): a name whose longest word is wider gets a smaller font there (classes "long" and
# "longer", assets/style.css), so that every word fits its button whole. No hyphenation is relied
# on (not every browser hyphenates every language) and a word cut without a hyphen is hard to read.
LONG_WORD, LONGER_WORD = 6.5, 7.0  # em


def word_width(word: str) -> float:
    """An estimate of a word's width in em, in a bold sans-serif: DejaVu Sans Bold's letters (the
    widest common sans-serif, Chromium's on Linux) in five classes, so it errs on the wide side."""
    width = 0.0
    for ch in word:
        if ch in "ijlIJ'":
            width += 0.35
        elif ch in "frt":
            width += 0.47
        elif ch in "csz":
            width += 0.59
        elif ch in "mwMW":
            width += 1.0
        else:
            width += 0.78 if ch.isupper() else 0.7
    return width


def name_length(building: str) -> str:
    """The classes of a building's grid button by its name's widest word (in the language shown):
    " long", " long longer" or ""."""
    return _name_classes(words.building_name(building))


@functools.lru_cache(maxsize=256)
def _name_classes(name: str) -> str:
    """name_length's classes for a name as shown (measured once per name, not per render)."""
    widest = max((word_width(word) for word in name.split()), default=0)
    return (" long" if widest >= LONG_WORD else "") + (" longer" if widest >= LONGER_WORD else "")


def building_color(building: data.Building) -> str:
    """The CSS class of a building's colour: its good's, violet, or the Nobles' red."""
    if building.good >= 0:
        return f"good-{data.GOOD_IDS[building.good]}"
    return "noble-red" if building.expansion == "nobles" else "violet"


def good_title(good: str) -> str:
    return words.good_name(good)
