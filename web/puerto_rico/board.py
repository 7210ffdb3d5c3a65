"""The board everyone shares: the role cards, the Festival, the supply, the ships and the
trading house, the plantations, the building supply."""

from __future__ import annotations

from typing import Any

from game.puerto_rico import data

from ..dom import Node, h
from ..gameui import plays
from . import text as words
from .drawing import building_color, good_title, icon
from .i18n import nt, t

View = dict[str, Any]


class SharedBoard:
    """Mixin of :class:`~web.puerto_rico.table.PuertoRicoTable`: the shared board."""

    highlight: str | None

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
                 "type": "button" if playable else None, **plays(move if playable else None),
                 "data-card": f"r:{role}", "data-testid": f"role-{move_id}",
                 "data-flip": f"role-{move_id}",
                 "style": f"--seat:{colors[taker]}" if taker is not None else None},
                icon(f"role-{role}", "role-icon"),
                h("span", {"class": "pr-role-name"}, words.role_name(role)),
                h("span", {"class": "coins", "title": t("Doubloons on the card"),
                           "data-pop": f"role-coins-{move_id}"},
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
                    [self.barrel(g, f"house-{j}", self.source("sell"))
                     for j, g in enumerate(view["trading_house"])],
                    [h("span", {"class": "slot-empty"}) for _ in
                     range(4 - len(view["trading_house"]))]))
        supply = h("div", {"class": "pr-supply"},
                   self.colonist_ship(view),
                   self.stat("colonist", t("Colonists left"), view["colonists"]["supply"],
                             "colonist-supply"),
                   self.stat("noble", t("Nobles left"), view["nobles"]["supply"],
                             "noble-supply") if "nobles" in view else None,
                   self.stat("vp", t("VP chips left"), view["vp_supply"], "vp-supply"),
                   self.stat("tile-quarry", t("Quarries"), view["quarries"], "quarries"),
                   self.stat("tile-empty", t("Plantations in the stack"), view["deck_size"],
                             "deck"),
                   h("span", {"class": "pr-goods-supply", "data-testid": "goods-supply"},
                     [h("span", {"class": "stat", "title": good_title(g),
                                 "data-pop": f"supply-good-{g}"},
                        icon(f"good-{g}", "small"), str(n))
                      for g, n in view["goods"].items()]))
        tiles = []
        for tile in data.TILE_IDS:
            count = view["face_up"].get(tile, 0) if tile != "quarry" else view["quarries"]
            for i in range(count if tile != "quarry" else min(count, 1)):
                moves = [m for m in (f"take:{tile}", f"take:{tile}+colonist") if m in legal]
                tiles.append(self.tile_button(tile, moves,
                                              t("{n} left", n=count) if tile == "quarry"
                                              else None, i))
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

    def colonist_ship(self, view: View) -> Node:
        """The colonist ship: how many colonists it carries, its nobles (Expansion 2) drawn as
        nobles beside the number."""
        nobles = int((view.get("nobles") or {}).get("ship", 0))
        ship = self.stat("colonist-ship", t("Colonist ship"), view["colonists"]["ship"],
                         "colonist-ship")
        if not nobles:
            return ship
        return h("span", {"class": "pr-colonist-ship"}, ship,
                 h("span", {"class": "stat", "data-testid": "noble-ship",
                            "title": t("Nobles on the colonist ship")},
                   h("span", {"class": "sr-only"},
                     nt("1 noble on the colonist ship", "{n} nobles on the colonist ship",
                        nobles)),
                   [icon("noble", "small") for _ in range(min(nobles, 3))],
                   str(nobles) if nobles > 3 else None))

    def stat(self, symbol: str, title: str, value: Any, testid: str) -> Node:
        return h("span", {"class": "stat", "title": title, "data-testid": testid,
                          "data-pop": testid},
                 icon(symbol, "small"), h("span", {"class": "sr-only"}, title), str(value))

    @staticmethod
    def barrel(good: str, key: str, source: str | None) -> Node:
        """A barrel on a ship or in the trading house (motion: ``key`` names its place; a new
        one glides in from ``source``, the goods it came from)."""
        return h("span", {"class": "barrel-at", "data-flip": key, "data-flip-from": source},
                 icon(f"good-{good}", "barrel"))

    def ship(self, view: dict[str, Any], index: int, ship: dict[str, Any],
             legal: set[str]) -> Node:
        loads = sorted(m for m in legal if m.startswith("load:") and m.endswith(f"@{index + 1}"))
        loads += [m for m in (f"piracy:{index + 1}",) if m in legal]  # Expansion 3
        good = ship["good"]
        source = self.source("load", "wharf") if (self.last[0].endswith(f"@{index + 1}")) \
            else None
        barrels = [self.barrel(good, f"ship-{index + 1}-{j}", source)
                   for j in range(ship["count"])]
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

    def tile_button(self, tile: str, moves: list[str], note: str | None, index: int = 0) -> Node:
        return h("button" if moves else "div",
                 {"class": "pr-tile" + (" legal" if moves else "")
                  + self._just(f"take:{tile}", f"take:{tile}+colonist"),
                  "type": "button" if moves else None,
                  **self.act(f"tile-{tile}", moves),
                  "data-card": f"t:{tile}", "tabindex": None if moves else 0,
                  "data-testid": f"tile-{tile}", "data-flip": f"plantation-{tile}-{index}"},
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
                 "data-testid": f"supply-{b.id}", "data-flip": f"supply-{b.id}"},
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


# The board column (quarry discount) of the violet spaces of each printed cost.
COST_COLUMN: dict[int, int] = {b.cost: b.column for b in data.BUILDINGS if b.is_violet}


def draft_spaces(view: View) -> dict[int, int]:
    """The board's violet spaces the setup draft fills, by printed cost (Expansion 2: with the
    red ones)."""
    spaces = dict(data.DRAFT_SPACES)
    if "nobles" in view["options"].get("expansions", ()):  # Expansion 2: the red spaces too
        for cost, n in getattr(data, "RED_DRAFT_SPACES", {}).items():
            spaces[cost] = spaces.get(cost, 0) + n
    return spaces


def free_draft_spaces(view: View) -> dict[int, int]:
    """The violet board spaces still free during the setup draft, by printed cost."""
    free = draft_spaces(view)
    for b in data.BUILDINGS:
        if b.is_violet and b.id in view["building_supply"]:
            free[b.cost] -= 1
    return {cost: n for cost, n in free.items() if n > 0}
