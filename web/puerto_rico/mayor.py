"""The Mayor's editor: the placement being edited on the player's board (tap a colonist, then
where it goes), starting from the engine's first legal placement and validated by the engine at
"Done", and the decision panel's part of it."""

from __future__ import annotations

from typing import Any

from game.puerto_rico import data

from ..dom import Node, h
from ..gameui import TableContext
from .i18n import nt, t
from .rules import colonists, counts

View = dict[str, Any]

UNPLACED = "unplaced"  # the Mayor editor's slot for colonists not placed (in San Juan)
# Expansion 2: the buildings whose effect depends on a worker or a noble, in data order (the
# order of ``place:...;nobles=`` in records)
NOBLE_SLOTS: tuple[str, ...] = tuple(
    data.BUILDINGS[b].id for b in sorted(getattr(data, "NOBLE_BUILDINGS", ())))


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

class MayorEditor:
    """Mixin of :class:`~web.puerto_rico.table.PuertoRicoTable`: the Mayor's placement."""

    placement: Placement | None

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
