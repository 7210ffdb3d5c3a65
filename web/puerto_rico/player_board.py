"""A player's board: the header (money, VP, colonists, goods to sell), the island and the city;
in the Mayor's phase, the player's colonists to place (drag and drop or tap)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.puerto_rico import data

from ..dom import Node, h
from . import gains
from . import text as words
from .drawing import building_color, good_title, icon
from .i18n import nt, t
from .mayor import NOBLE_SLOTS, UNPLACED, Placement


@dataclass
class NobleSpots:
    """Expansion 2: where a player's nobles are drawn. The rules place a noble only on the four
    buildings where it differs from a worker (``noble_on``); the others may stand anywhere a
    colonist does, so they are drawn among the colonists waiting in San Juan first, then on the
    occupied tiles (in tile order), then in the other buildings' circles (in board order)."""

    waiting: int = 0
    tiles: dict[str, int] = field(default_factory=dict)  # the first n colonists on that kind
    buildings: dict[str, int] = field(default_factory=dict)  # the first n circles there


def noble_spots(nobles: int, noble_on: set[str] | list[str], waiting: int,
                tiles: dict[str, int], buildings: dict[str, int]) -> NobleSpots:
    """Where ``nobles`` nobles are drawn among a player's colonists: ``waiting`` in San Juan,
    ``tiles`` occupied per kind, ``buildings`` colonists per building (``noble_on``: those of
    the four that hold a noble)."""
    spots = NobleSpots()
    rest = nobles
    for building in noble_on:
        if rest and buildings.get(building, 0) > 0:
            spots.buildings[building] = 1
            rest -= 1
    spots.waiting = min(rest, waiting)
    rest -= spots.waiting
    for tile in data.TILE_IDS:
        here = min(rest, tiles.get(tile, 0))
        if here:
            spots.tiles[tile] = here
            rest -= here
    for b in data.BUILDINGS:
        room = buildings.get(b.id, 0) - spots.buildings.get(b.id, 0)
        here = min(rest, max(room, 0))
        if here:
            spots.buildings[b.id] = spots.buildings.get(b.id, 0) + here
            rest -= here
    return spots


class PlayerBoards:
    """Mixin of :class:`~web.puerto_rico.table.PuertoRicoTable`: the players' boards."""

    def nobles_of(self, me: dict[str, Any], placement: Placement | None) -> NobleSpots:
        """Where this board draws its nobles (as placed, or as the Mayor is placing them)."""
        if placement is not None:
            return noble_spots(
                placement.owned_nobles, [b for b in NOBLE_SLOTS if b in placement.nobles],
                placement.free(), dict(zip(data.TILE_IDS, placement.tiles, strict=True)),
                {b.id: n for b, n in zip(data.BUILDINGS, placement.buildings, strict=True)})
        return noble_spots(int(me.get("nobles", 0)), list(me.get("noble_on", ())),
                           int(me["unplaced"]), dict(me["occupied"]),
                           {b: max(n, 0) for b, n in me["buildings"].items()})

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
                            "data-pop": f"good-{p}-{g}",
                            **self.act(f"good-{p}-{g}", [f"sell:{g}"] if g in sells else []),
                            "role": "button" if g in sells else None,
                            "tabindex": 0 if g in sells else None},
                   icon(f"good-{g}", "small"), str(n)) for g, n in me["goods"].items() if n]
        waiting = me["unplaced"]
        if placement is not None:
            waiting = placement.free()
        spots = self.nobles_of(me, placement)
        header = h("header", None,
                   h("span", {"class": "seat-dot", "style": f"background:{colors[p]}"}),
                   h("strong", {"class": "player-name"}, names[p]),
                   h("span", {"class": "badge"}, t("Governor")) if view["governor"] == p
                   else None,
                   h("span", {"class": "badge acting"}, t("to play")) if actor == p else None,
                   h("span", {"class": "stat", "title": t("Doubloons"),
                              "data-pop": f"doubloons-{p}"},
                     icon("doubloon", "small"), str(me["doubloons"])),
                   h("span", {"class": "stat", "title": t("VP chips"),
                              "data-testid": f"vp-{p}", "data-pop": f"vp-{p}"},
                     icon("vp", "small"), "?" if vp is None else str(vp)),
                   h("span", {"class": "stat", "title": t("Colonists in San Juan"),
                              "data-testid": f"san-juan-{p}", "data-flip": f"san-juan-{p}",
                              "data-pop": f"san-juan-{p}"},
                     icon("colonist", "small"), str(waiting),
                     h("span", {"class": "nobles-waiting", "title": t("Nobles in San Juan")},
                       icon("noble", "small"), str(spots.waiting)) if spots.waiting else None),
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
                   h("span", {"class": "goods", "data-flip": f"goods-{p}"}, goods),
                   self.expander(f"board-{p}", shown, names[p]) if compact else None)
        return h("section", {"class": "seat-board pr-player" + (" acting" if actor == p else "")
                             + (" compact" if compact else "") + (" open" if shown else "")
                             + (" placing" if placement is not None else ""),
                             "style": f"--seat:{colors[p]}", "data-testid": f"board-{p}"},
                 header,
                 self.waiting_room(placement, spots) if placement is not None else None,
                 h("div", {"class": "pr-spaces"},
                   self.island(me, placement, p, spots),
                   self.city(me, placement, p, spots)) if shown else self.glance(me, p, spots))

    @staticmethod
    def glance(me: dict[str, Any], p: int, spots: NobleSpots) -> Node:
        """Another player's board at a glance (the full board is a tap away): each kind of
        island tile with its colonists (occupied/owned), forests, and the city's buildings, an
        empty one faded; every one shows its card."""
        tiles = []
        for tile in data.TILE_IDS:
            owned = me["island"].get(tile, 0)
            if not owned:
                continue
            occupied = me["occupied"].get(tile, 0)
            tiles.append(h("span", {"class": "glance-item", "data-card": f"t:{tile}",
                                    "title": words.tile_name(tile),
                                    "data-testid": f"glance-{p}-{tile}"},
                           icon(f"tile-{tile}", "small"), f"{occupied}/{owned}",
                           h("span", {"class": "sr-only"}, " ", gains.counted(
                               f"tile:{tile}", owned), ", ", nt(
                               "1 colonist", "{n} colonists", occupied))))
        forests = me.get("forests", 0)
        if forests:
            tiles.append(h("span", {"class": "glance-item", "data-card": "x:forest",
                                    "title": t("Forest")},
                           icon("tile-forest", "small"), str(forests),
                           h("span", {"class": "sr-only"}, " ",
                             gains.counted("forest", forests))))
        buildings = []
        for b in data.BUILDINGS:
            if b.id not in me["buildings"]:
                continue
            workers = max(me["buildings"][b.id], 0)
            nobles = spots.buildings.get(b.id, 0)
            buildings.append(h(
                "span", {"class": "glance-item building" + ("" if workers or not b.circles
                                                            else " empty"),
                         "data-card": f"b:{b.id}", "title": words.building_name(b.id),
                         "data-testid": f"glance-{p}-{b.id}"},
                icon(f"b-{b.id}", "small"),
                h("span", {"class": "sr-only"}, words.building_name(b.id), " (",
                  nt("1 colonist", "{n} colonists", workers)
                  + (", " + nt("1 noble", "{n} nobles", nobles) if nobles else ""), ") ")))
        return h("div", {"class": "glance", "data-testid": f"glance-{p}"},
                 h("span", {"class": "glance-part"}, h("span", {"class": "sr-only"},
                                                       t("Island"), ": "),
                   tiles or h("span", {"class": "hint"}, t("no tiles"))),
                 h("span", {"class": "glance-part"}, h("span", {"class": "sr-only"},
                                                       t("City"), ": "),
                   buildings or h("span", {"class": "hint"}, t("no buildings"))))

    def waiting_room(self, placement: Placement, spots: NobleSpots | None = None) -> Node:
        """The Mayor's San Juan: colonists not placed (its nobles drawn as such), flagged while
        spaces or circles wait."""
        spots = spots or self.nobles_of({}, placement)
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
                   [icon("noble" if i < spots.waiting else "colonist", "small drag-icon")
                    for i in range(free)])
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

    def island(self, me: dict[str, Any], placement: Placement | None, p: int = 0,
               spots: NobleSpots | None = None) -> Node:
        """Player ``p``'s island: tiles, colonists and nobles on them (``spots``: where the
        nobles are drawn, by default as :meth:`nobles_of` says)."""
        spots = spots or self.nobles_of(me, placement)
        spaces: list[Node] = []
        for k, tile in enumerate(data.TILE_IDS):
            owned = me["island"].get(tile, 0)
            occupied = placement.tiles[k] if placement else me["occupied"].get(tile, 0)
            for i in range(owned):
                filled = i < occupied
                attrs: dict[str, Any] = {
                    "class": "space tile" + (" occupied" if filled else "")
                    + self.picked(placement, tile, i, occupied),
                    "data-card": f"t:{tile}", "title": words.tile_name(tile),
                    # motion: a new tile comes from the face-up ones
                    "data-flip": f"island-{p}-{tile}-{i}",
                    "data-flip-from": f"plantation-{tile}-0"}
                if placement is not None:
                    attrs.update({"data-action": "ui:mayor-toggle", "data-slot": tile,
                                  "data-index": i, "role": "button", "tabindex": 0,
                                  "data-testid": f"place-{tile}-{i}",
                                  "aria-pressed": "true" if filled else "false",
                                  **self.drag(placement, tile, i, filled)})
                spaces.append(h("div", attrs, icon(f"tile-{tile}", "tile"),
                                self.colonist(p, tile, i, i < spots.tiles.get(tile, 0),
                                              "drag-icon") if filled else
                                icon("circle-empty", "colonist")))
        # forests (Expansion 1): plantations face down, no circle
        spaces += [h("div", {"class": "space tile forest", "data-card": "x:forest",
                             "title": t("Forest"), "tabindex": 0,
                             "data-testid": "forest"},
                     icon("tile-forest", "tile")) for _ in range(me.get("forests", 0))]
        spaces += [h("div", {"class": "space empty"}) for _ in range(12 - len(spaces))]
        return h("div", {"class": "island", "role": "group", "aria-label": t("Island")}, spaces)

    @staticmethod
    def colonist(p: int, slot: str, index: int, noble: bool, cls: str = "") -> Node:
        """A colonist (or a noble, Expansion 2) on a tile or in a circle; motion: it keeps its
        place's key, and a new one comes from San Juan."""
        return h("span", {"class": "colonist-at" + (" noble" if noble else ""),
                          "data-flip": f"colonist-{p}-{slot}-{index}",
                          "data-flip-from": f"san-juan-{p}"},
                 icon("noble" if noble else "colonist", f"colonist {cls}".strip()))

    def city(self, me: dict[str, Any], placement: Placement | None, p: int = 0,
             spots: NobleSpots | None = None) -> Node:
        """Player ``p``'s city: buildings, colonists and nobles in their circles."""
        spots = spots or self.nobles_of(me, placement)
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
                # Expansion 2: a noble is drawn as one (see NobleSpots)
                circles.append(h("span", attrs, self.colonist(
                    p, b.id, i, i < spots.buildings.get(b.id, 0)) if filled
                    else icon("circle-empty", "colonist")))
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
                                    "data-testid": f"city-{b.id}",
                                    # motion: a new building comes from the supply
                                    "data-flip": f"city-{p}-{b.id}",
                                    "data-flip-from": f"supply-{b.id}"},
                            icon(f"b-{b.id}", "building-icon"),
                            h("span", {"class": "name"}, words.building_name(b.id)),
                            h("span", {"class": "circles"}, circles)))
        spaces += [h("div", {"class": "space empty"}) for _ in range(12 - used)]
        return h("div", {"class": "city", "role": "group", "aria-label": t("City")}, spaces)
