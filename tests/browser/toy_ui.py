"""The toy game's table (tests/core/toy_game.py), written as a game's UI package would be.

The Chromium test copies this file into a test build as ``web/toy/__init__.py`` (and the toy game
as ``game/toy/__init__.py``), proving that a game moves in with its own two packages and not one
line of the shell changed. It also uses what the shell offers every table: a question before a
weighty move (taking three stones), a remembered table preference (the stones' order), cards on
its move buttons and the motion marks (the stones glide when their order changes, the order's
name pops).
"""

from __future__ import annotations

from web.dom import Node, h
from web.gameui import GameHistory, GameUI, TableContext


class ToyUI(GameUI):
    """Hidden Nim: the pile, my secret, one button per legal take."""

    game_id = "toy"

    def render_table(self, ctx: TableContext) -> Node:
        view = ctx.view
        mine = next((s for s in view["secrets"] if s is not None), None)  # only mine is shown
        turn = ctx.names[view["turn"]] if ctx.actor is not None else ""
        stones = list(range(view["pile"]))
        backwards = bool(self.prefs.get("backwards"))
        order = "backwards" if backwards else "forwards"
        return h("div", {"class": "toy-table", "data-testid": "toy-table"},
                 h("p", {"data-testid": "pile"}, f"Pile: {view['pile']}"),
                 h("p", {"data-testid": "stones"},
                   [h("span", {"data-flip": f"stone-{i}", "data-testid": f"stone-{i}",
                               "style": "display:inline-block;width:1.5rem"}, str(i))
                    for i in (reversed(stones) if backwards else stones)]),
                 h("button", {"type": "button", "data-action": "ui:turn-stones",
                              "data-testid": "turn-stones"}, "Turn the stones"),
                 h("span", {"data-pop": "order", "data-testid": "order",
                            "style": "display:inline-block"}, order),
                 h("span", {"data-flip-from": "stone-0", "data-testid": "turned",
                            "style": "display:inline-block"}, "turned") if backwards else None,
                 h("p", {"data-testid": "secret"}, f"Secret: {mine}") if mine is not None
                 else None,
                 h("p", {"data-testid": "prompt"}, f"{turn}: take 1 to 3 stones." if turn
                   else "The pile is empty."),
                 h("div", {"data-testid": "moves", "class": "moves"},
                   [h("button", {"type": "button", "data-action": "move", "data-move": text,
                                 "data-testid": "move", "data-card": text}, text)
                    for text in (ctx.legal if ctx.human_turn else [])]),
                 [h("section", {"data-testid": f"board-{seat}"}, name)
                  for seat, name in enumerate(ctx.names)])

    def action(self, name: str, data: dict[str, str], ctx: TableContext) -> str | None:
        if name == "turn-stones":  # a table preference, remembered by the shell
            self.prefs["backwards"] = not self.prefs.get("backwards")
        return None

    def confirm(self, view: dict, text: str, names: list[str]) -> str | None:
        return "Take three stones at once?" if text == "take:3" else None

    def card(self, key: str, view: dict, actor: int | None) -> list[Node] | None:
        return [h("h3", {"data-testid": "card-title"}, key),
                h("p", None, "Takes stones off the pile.")]

    def describe(self, before: dict, text: str, player: int, names: list[str],
                 after: dict) -> str:
        return f"{names[player]} takes {before['pile'] - after['pile']}."

    def end_extras(self, history: GameHistory, names: list[str],
                   colors: list[str]) -> list[Node]:
        """The pile before each take and at the end, from the finished game's public views."""
        piles = " → ".join(str(view["pile"]) for view in history.views)
        return [h("p", {"data-testid": "toy-history"}, f"Piles: {piles}")]


UI = ToyUI
