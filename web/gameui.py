"""The interface between the app shell and a game's own UI package.

The shell knows no game. For a game ``<id>`` it imports ``web.<id>`` and instantiates its ``UI``
(a :class:`GameUI` subclass). The UI never sees an engine state: it gets the *view* of the seat
whose eyes are on the screen (``state.view(viewer)``, a JSON dict) and the legal moves of the
player to act as notation texts. Whatever move text it produces (a clicked ``data-move``, or the
result of :meth:`GameUI.action`) is parsed and applied by the shell, which shows the engine's
message when the move is illegal.

Events: an element with ``data-action="move"`` and ``data-move="<text>"`` plays that move; an
element with ``data-action="ui:<name>"`` calls :meth:`GameUI.action` with ``<name>`` and the
element's ``data-*`` attributes; an element with ``data-card="<key>"`` shows
:meth:`GameUI.card` in the card panel when hovered, focused or long-pressed. Drag and drop
(``web/dom.js``, mouse and touch): an element with ``data-drag="<key>"`` may be dragged onto one
with ``data-drop="<key>"``, which clicks them in turn (after putting down what a tap picked up,
marked ``data-picked``), so a drop is the same actions as the taps.

A UI package translates through its own translator (``web.i18n.translator("<id>")``: the
game's catalogs ``assets/i18n/<lang>-<id>.json`` first, then the shell's) and marks its texts with
``t("...")`` / ``N_("...")``; texts it builds from the engine's data tables (names) are listed by
an optional module-level ``catalog_strings()`` in ``web/<id>/__init__.py``, for
``tools/i18n_strings.py``.

Motion (``web/dom.js`` animates what a table marks, unless the player turned animations off or
asks for reduced motion): an element with ``data-flip="<key>"`` (a barrel, a colonist, a card,
a role card: a key that names the same thing in every render) glides from where the element
with that key was in the previous render to where it is now; a new element with
``data-flip-from="<key>"`` glides in from where the element with that key is (the deck, the
supply, a ship); an element with ``data-pop`` pops briefly when its text changes (doubloons,
VP, a count).

A game's own look lives in its UI package too (:attr:`GameUI.stylesheet`, ``web/<id>/table.css``):
the shell's stylesheet names no game, and lays out the panes a table marks with ``data-pane``.

Everything here is pure Python (no browser imports), so a UI can be tested on CPython.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, Protocol

from game.core import PlayerScore

from .dom import Node
from .i18n import Translator, translator

View = dict[str, Any]


# The classes the shell's stylesheet (assets/style.css, its table section) styles for every
# table: a game's table may use them, and its own stylesheet styles the rest.
TABLE_CLASSES = frozenset({
    "legal",  # an element that plays a move when clicked (highlighted)
    "just",  # what a bot has just played (a brief flash)
    "icon", "tiny", "small",  # an icon from a sprite, and two smaller sizes
    "label", "stat",  # a small heading; a figure with its icon
    "seat-board", "acting", "player-name",  # a player's board, the one to act, their name
    "moves", "move", "pass", "many", "lots",  # the decision pane's moves, crowded or not
    "facts",  # the line of facts on a card in the card panel (GameUI.card)
})


@dataclass(frozen=True)
class GameHistory:
    """A finished game as its UI may read it, built once by the session when the game ends (at
    the end nothing is hidden any more): the public view before each move of the record and at
    the end, each of those positions' score totals, and the final scores. A UI draws charts and
    summaries from it and never replays the record itself."""

    views: list[View]  # views[i]: the public view before record move i; views[-1]: the end
    totals: list[list[int]]  # totals[i][p]: player p's score total at views[i]
    scores: list[PlayerScore]  # the final scores, each with its breakdown by category

    @property
    def final(self) -> View:
        """The public view at the end of the game."""
        return self.views[-1]


@dataclass
class TableContext:
    """What the table shows now, as the seat whose eyes are on the screen may see it (read-only:
    the shell may share ``view`` between calls)."""

    view: View  # the engine's view for the viewer (hidden information already removed)
    legal: list[str]  # legal move texts of the player to act when a human here decides, else []
    actor: int | None  # the player to act (None when the game is over)
    human_turn: bool  # True when ``actor`` is a human on this device and may click
    names: list[str]  # every seat's name
    colors: list[str] = field(default_factory=list)  # every seat's CSS colour (from the palette)
    # "Since your last turn": the shell's dismissable box of what the others did, for the UI to
    # place next to its prompt (None: nothing new, or dismissed).
    summary: Node | None = None
    # Why a move text may not be played now, in the engine's words (None: it may): lets a UI
    # disable a control and say why, next to it.
    check: Callable[[str], str | None] | None = None
    error: str | None = None  # the engine's refusal of the move just clicked, to show by it


class GameUI:
    """Base class of a game's UI; ``web.<id>.UI`` subclasses it. Defaults suit a plain game."""

    game_id: str = ""
    # The game's own stylesheet, a file of its UI package (by convention "table.css"), which the
    # shell links as ``web/<id>/<file>`` when the game is shown, after its own stylesheet (see the
    # table section of assets/style.css for what every table shares). None: the shell's suffice.
    stylesheet: str | None = None

    def __init__(self) -> None:
        self.tr: Translator = translator(self.game_id)
        # The player's preferences for this game's table (e.g. opponents' boards compact or
        # full), JSON-able: the shell fills them from storage when the UI is made and saves
        # them after every :meth:`action`, so a choice made at the table is remembered.
        self.prefs: dict[str, Any] = {}

    # -- the table ------------------------------------------------------------------------------
    def render_table(self, ctx: TableContext) -> Node:
        """The game's table: boards, the prompt (``data-testid=prompt``) and the move buttons,
        its parts marked ``data-pane="decision|me|table|others"`` for the table frame's layout
        (desktop columns, the phone's pinned decision bar and tabs: ``web/shell/table.py``).

        The frame puts its own controls on the prompt's line when the prompt is a child of the
        decision pane (the phone's button that folds the bar to that line), and right under it
        the question before a weighty move (:meth:`confirm`) and "Skip animations". At a new
        decision a phone shows the player's own board (``me``) when what the decision acts on
        is there: elements highlighted ``.legal``, or marked ``data-drag`` / ``data-drop``."""
        return ("div", None, [])

    def action(self, name: str, data: dict[str, str], ctx: TableContext) -> str | None:
        """A ``data-action="ui:<name>"`` click: a move text to play, or None (just redraw)."""
        return None

    def confirm(self, view: View, text: str, names: list[str]) -> str | None:
        """The question to ask before playing ``text`` (a legal move text of the player whose
        view ``view`` is) when the player wants weighty moves confirmed (a preference, on by
        default), e.g. "Build the Harbor for 8 doubloons?"; None: play it at once. The shell
        asks it by the decision ("Confirm", "Cancel"; Enter, Escape), for a clicked move and for
        a move :meth:`action` returns alike."""
        return None

    def played(self, text: str, by_bot: bool) -> None:
        """A move was played (``by_bot``: highlight it until the next one)."""

    def forget(self) -> None:
        """The position jumped (undo, another game): drop any half-made decision."""

    def hand_over(self, view: View, actor: int) -> bool:
        """Hot-seat: whether the device goes to ``actor`` through the pass screen before this
        decision although their view shows nothing the last human's did not (e.g. to answer
        another player's offer in person). False: only hidden information hands over."""
        return False

    def card(self, key: str, view: View, actor: int | None) -> list[Node] | None:
        """The card panel's contents for a ``data-card`` key; None: this game has no cards."""
        return None

    def bot_pace(self, view: View) -> float:
        """The share of the chosen bot speed's pause to wait before a bot's move in the public
        view ``view`` (1: the whole pause). A game whose bots make many small moves in a row
        (Río de la Plata's war: 60-90 steps of groups) shortens it there."""
        return 1.0

    # -- the log ---------------------------------------------------------------------------------
    def describe(self, before: View, text: str, player: int, names: list[str],
                 after: View) -> str:
        """The log sentence for ``player`` playing ``text``. ``before`` and ``after`` are the
        *public* views (``state.view(None)``) around the move: the log is shared by everyone at
        the table, so it says only what the public view shows."""
        return f"{names[player]}: {text}"

    def passed_over(self, view: View, player: int, phase: str, names: list[str]) -> str | None:
        """The log entry for ``player``'s turn in the phase ``phase`` (its id), which the engine
        passed over because they had nothing to decide (e.g. "Bo cannot afford any building."),
        from the public view after the move; None: nothing worth saying."""
        return None

    def round_label(self, before: View | None, after: View, names: list[str]) -> str | None:
        """The log's separator when a new round starts between the public views ``before``
        (None: the game's start) and ``after`` (e.g. "Round 3 · Governor: Ana"); else None."""
        return None

    def round_number(self, view: View) -> int | None:
        """The round the public view is in (shown with a saved game); None: no rounds."""
        return None

    def end_reason(self, view: View, names: list[str]) -> str | None:
        """Why the game ended, from the final public view (a sentence for the log and the end
        screen); None when the game cannot say."""
        return None

    # -- the end ---------------------------------------------------------------------------------
    def score_label(self, category: str) -> str:
        """The column heading of a score category (``PlayerScore.breakdown`` key)."""
        return self.tr.t(category.replace("_", " ").capitalize())

    def end_extras(self, history: GameHistory, names: list[str],
                   colors: list[str]) -> list[Node]:
        """Extra content under the final scores (notes, charts), drawn from the finished game's
        :class:`GameHistory`."""
        return []


class Table(Protocol):
    """A game's table as :class:`TableUI` uses it: it draws, and it keeps what the player is in
    the middle of (a choice opened, a selection being made) and the move a bot just played."""

    def render(self, ctx: TableContext) -> Node:
        """The table (see :meth:`GameUI.render_table`)."""
        ...

    def played(self, text: str, by_bot: bool) -> None:
        """A move was played (``by_bot``: highlight it until the next one)."""
        ...

    def forget(self) -> None:
        """The position jumped: drop any half-made decision and highlight."""
        ...


class TableUI(GameUI):
    """The usual shape of a game's UI, its parts named where the class is declared::

        class SomeGameUI(TableUI, table=SomeTable, texts=text, cards=card_panel,
                         stylesheet="table.css"):

    a :class:`Table` (a new ``table()`` for each UI), the game's texts module (the log's
    sentences, the round marks, why the game ended and the score columns, as functions:
    ``describe(before, text, player, names, after)``, ``passed_over(view, player, phase,
    names)``, ``round_label(before, after, names)``,
    ``end_reason(view, names)``, ``score_label(category)``), its card panel (optional, as
    :meth:`GameUI.card`) and its stylesheet (optional). A game's UI adds what is its own
    (:meth:`action`, :meth:`end_extras`)."""

    table_class: Callable[[], Table]
    texts: ModuleType
    cards: Callable[[str, View, int | None], list[Node] | None] | None = None

    def __init_subclass__(cls, table: Callable[[], Table], texts: ModuleType,
                          cards: Callable[[str, View, int | None], list[Node] | None] | None
                          = None, stylesheet: str | None = None, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.table_class, cls.texts, cls.stylesheet = table, texts, stylesheet
        cls.cards = staticmethod(cards) if cards is not None else None

    def __init__(self) -> None:
        super().__init__()
        self.table: Any = self.table_class()

    def render_table(self, ctx: TableContext) -> Node:
        return self.table.render(ctx)

    def played(self, text: str, by_bot: bool) -> None:
        self.table.played(text, by_bot)

    def forget(self) -> None:
        self.table.forget()

    def card(self, key: str, view: View, actor: int | None) -> list[Node] | None:
        return None if self.cards is None else self.cards(key, view, actor)

    def describe(self, before: View, text: str, player: int, names: list[str],
                 after: View) -> str:
        return str(self.texts.describe(before, text, player, names, after))

    def passed_over(self, view: View, player: int, phase: str, names: list[str]) -> str | None:
        return self.texts.passed_over(view, player, phase, names)

    def round_label(self, before: View | None, after: View, names: list[str]) -> str | None:
        return self.texts.round_label(before, after, names)

    def end_reason(self, view: View, names: list[str]) -> str | None:
        return self.texts.end_reason(view, names)

    def score_label(self, category: str) -> str:
        return str(self.texts.score_label(category))


def plays(move: str | None) -> dict[str, Any]:
    """The attributes of a table element that plays ``move`` (a legal move text) when clicked,
    keeping the keyboard focus across renders (``data-focus``); with no move (None) the element
    only takes the focus, so that its card still shows."""
    if move is None:
        return {"tabindex": 0}
    return {"data-action": "move", "data-move": move, "data-focus": f"move:{move}"}


def data_int(data: dict[str, str], key: str) -> int | None:
    """An action's ``data-*`` value as a whole number (None: missing or not a number)."""
    try:
        return int(data.get(key, ""))
    except ValueError:
        return None


def load_ui(game_id: str) -> GameUI | None:
    """A new UI for ``game_id`` from ``web.<game_id>.UI``; None when the game has no UI package."""
    from game.core.registry import is_known

    if not is_known(game_id):
        return None
    try:
        module = importlib.import_module(f"web.{game_id}")
    except ModuleNotFoundError as exc:
        if exc.name != f"web.{game_id}":
            raise
        return None
    cls = getattr(module, "UI", None)
    return cls() if isinstance(cls, type) and issubclass(cls, GameUI) else None
