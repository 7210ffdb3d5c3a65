"""The Puerto Rico table: the decision panel, my board, the shared board, the others' boards.

Rendering reads only the *view* of the seat whose eyes are on the screen (a JSON dict: hidden VP
are not in it) and the legal move texts of the player to act; it never sees the engine state.
Every clickable thing carries a legal move in notation (``data-move``). The table is drawn by its
parts, one module each: ``panel`` (the decision), ``player_board``, ``board`` (what everyone
shares), ``mayor`` (the Mayor's placement, edited here and validated by the engine at "Done")
and ``editors`` (Expansion 1's Small Wharf and Black Market); this module holds the table's state
(what is open, picked, highlighted) and what a click on the board does.
"""

from __future__ import annotations

from typing import Any

from ..dom import Node, h
from ..gameui import TableContext, plays
from . import text as words
from .board import SharedBoard
from .drawing import icon
from .editors import Expansion1Editors
from .i18n import t
from .mayor import MayorEditor, Placement
from .panel import DecisionPanel
from .player_board import PlayerBoards
from .rules import build_cost

View = dict[str, Any]

NO_COLONIST = "no-colonist"  # the part flipped when the player builds without the free colonist


class PuertoRicoTable(SharedBoard, PlayerBoards, DecisionPanel, MayorEditor, Expansion1Editors):
    """Renders the table and handles the table's own actions (the Mayor editor)."""

    def __init__(self) -> None:
        self.placement: Placement | None = None
        self.highlight: str | None = None  # the last move played by a bot, shown briefly
        # The last move played and who played it (the player to act when it was played): where
        # what it moved came from (motion: a barrel loaded glides from its loader's goods).
        self.last: tuple[str, int | None] = ("", None)
        # An open inline choice: (the clicked element's test id, the moves it offers).
        self.choice: tuple[str, list[str]] | None = None
        self._view: View = {}
        self._actor: int | None = None
        self.flipped: set[str] = set()  # parts shown on demand, opened or closed by the player
        # The other players whose full board is shown (else at a glance): the player's choice,
        # kept in the UI's preferences (PuertoRicoUI)
        self.full_boards: set[int] = set()
        # Expansion 1 editors: the Small Wharf's barrels and the Black Market's give-backs,
        # each for one decision (key: round, player, phase) and read back as one move text.
        self.wharf: tuple[Any, dict[str, int]] | None = None
        self.market: tuple[Any, str, set[str]] | None = None  # (key, building, items chosen)

    def played(self, text: str, by_bot: bool) -> None:
        """A move was played: a bot's is highlighted until the next; what was being chosen or
        edited for it is done."""
        self.highlight = text if by_bot else None
        self.last = (text, self._actor)
        self.choice = None
        self.flipped.discard(NO_COLONIST)  # the next build takes its colonist again
        if text.startswith("place:"):
            self.placement = None
        self.wharf = None
        self.market = None

    def forget(self) -> None:
        """The position jumped (undo, another game): nothing half-made or highlighted stays."""
        self.played("", by_bot=False)
        self.last = ("", None)
        self.placement = None

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
            return plays(moves[0])
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
        seat = board_seat(part)
        if seat is not None:
            return seat in self.full_boards
        return default != (part in self.flipped)

    def flip(self, part: str) -> None:
        """Open or close a part shown on demand (another player's full board, the switch of a
        University's colonist)."""
        seat = board_seat(part)
        if seat is not None:
            self.full_boards ^= {seat}
        else:
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

    def source(self, *kinds: str) -> str | None:
        """Motion: the key of the goods a barrel just moved from (``goods-<player>``) when the
        last move was one of ``kinds`` (load, sell...), by a known player; else None."""
        text, player = self.last
        if player is None or text.partition(":")[0] not in kinds:
            return None
        return f"goods-{player}"

    def _just(self, *moves: str | None) -> str:
        """" just" when the last bot move is one of ``moves`` (a brief highlight)."""
        return " just" if self.highlight is not None and self.highlight in moves else ""

    def _seat_order(self, view: dict[str, Any]) -> list[int]:
        count = len(view["players"])
        first = view["viewer"] if isinstance(view.get("viewer"), int) else 0
        return [(first + i) % count for i in range(count)]


def board_seat(part: str) -> int | None:
    """The seat whose full board the part ``board-<seat>`` is (None: another part)."""
    kind, _, seat = part.partition("-")
    return int(seat) if kind == "board" and seat.isdigit() else None
