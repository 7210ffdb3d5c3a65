"""The table frame around a game's own table: the bar (undo, share, export, the menu), the
hot-seat pass screen, the log panel and the card panel, the question before a weighty move, the
phone's collapsible decision bar and the "Skip animations" control. The board itself is the game
UI's (:meth:`web.gameui.GameUI.render_table`), drawn from a view and the legal move texts only.

The frame lays the table out so that no decision needs a scroll (``assets/style.css``). A game
marks the parts of its table with ``data-pane``: ``decision`` (the prompt and the move buttons),
``me`` (the board of the seat whose eyes are on the screen), ``table`` (what everyone shares) and
``others`` (the other players). On a desktop the decision and my board come first and the log is
a side panel; on a phone the decision is a bar pinned at the bottom and the tabs
(:data:`TABS`) show one of the other panes (or the log) at a time.

The frame puts its own controls into the game's decision pane (:func:`dress_decision`): next to
the prompt (``data-testid=prompt``) the phone's button that folds the bar to that one line, so the
shared board one chooses from is in view; right under it the question before a weighty move
(:meth:`web.gameui.GameUI.confirm`) and, while bots play, "Skip animations"."""

from __future__ import annotations

from typing import Any

from js import document, window
from pyodide.ffi import to_js

from game.core.errors import GameError
from game.core.registry import game_info

from ..dom import Node, h, replace
from ..gameui import TableContext
from ..i18n import N_, t
from ..session import Session
from .panes import dress_decision, panes_with_legal
from .seats import seat_colors, sees_more

TABS = {"table": N_("Table"), "me": N_("My board"), "others": N_("Others"), "log": N_("Log")}
# The table's menu: (action, test id, label), as menu items.
MENU = (("home", "menu-home", N_("All games")), ("new-game", "menu-new-game", N_("New game")),
        ("settings", "menu-settings", N_("Settings")))


def focus_quietly(element: Any) -> None:
    """Give ``element`` the keyboard focus without scrolling anything (the page never moves
    under the player by itself)."""
    element.focus(to_js({"preventScroll": True}, dict_converter=window.Object.fromEntries))


class Table:
    """Mixin of :class:`~web.shell.app.App`: the table screen."""

    session: Session | None
    seen_by: int | None
    hand_over: bool  # opened from a link, a file or a save: the first to see a hand is asked
    share_link: str | None
    bot_token: tuple[str, int] | None
    card: str | None
    message: tuple[str, str] | None
    summary_seen: tuple[str, int] | None
    summary_open: tuple[str, int] | None = None  # "since your last turn" opened (a phone) at
    move_error: str | None  # the engine's refusal of the last clicked move (shown by it)
    table_tab: str = "me"  # the pane a phone shows (see TABS)
    menu_open: bool = False  # the table's menu is open
    # The move waiting for the player's answer to its question: (position, move text, question).
    confirming: tuple[tuple[str, int], str, str] | None = None
    bar_folded: str | None = None  # the game (save id) whose phone decision bar is folded
    skipping: str | None = None  # the game whose bots play without animations until a human
    decision_at: tuple[str, int] | None = None  # the position of the last decision shown
    signalled: tuple[str, int] | None = None  # the position "your turn" was signalled at

    # -- who looks, what they see ----------------------------------------------------------------
    def viewer_for(self, session: Session, actor: int | None) -> int | None:
        """Whose eyes are on the screen: the human to act, else the last human who looked."""
        humans = session.humans()
        if actor is not None and actor in humans:
            return actor
        if self.seen_by in humans:
            return self.seen_by
        return humans[0] if humans else None

    def colors(self, session: Session) -> list[str]:
        return seat_colors(session.record.meta, session.state.num_players)

    def table_context(self, session: Session, viewer: int | None) -> TableContext:
        """What the game's UI may know: ``viewer``'s view, and the legal moves when it is a human
        of this device who decides."""
        actor = session.to_act()
        human_turn = actor is not None and not session.is_bot(actor)
        return TableContext(view=session.view(viewer),
                            legal=session.legal_texts(actor) if human_turn else [],
                            actor=actor, human_turn=human_turn, names=session.names(),
                            colors=self.colors(session),
                            summary=self.render_summary(session, actor) if human_turn else None,
                            check=session.illegal_reason if human_turn else None,
                            error=self.move_error)

    def render_summary(self, session: Session, actor: int | None) -> Node | None:
        """"Since your last turn": the log entries since the human to act last decided, until
        dismissed (or until the next move). Wide screens show the list; a phone shows one line
        in the pinned bar (the newest entry and how many there are) that opens the list above
        the bar on a tap, so the decision and the player's board stay in view."""
        key = (session.save_id, len(session.log))
        if actor is None or self.summary_seen == key:
            return None
        recent = session.since_last_turn(actor)
        if not recent:
            return None
        shown = recent[-12:]
        is_open = self.summary_open == key
        return h("section", {"class": "since" + (" open" if is_open else ""),
                             "data-testid": "since-last-turn",
                             "aria-label": t("Since your last turn")},
                 h("div", {"class": "since-head"},
                   h("strong", {"class": "since-title"}, t("Since your last turn")),
                   h("button", {"type": "button", "class": "since-toggle",
                                "data-action": "toggle-summary", "data-testid": "since-toggle",
                                "aria-expanded": "true" if is_open else "false",
                                "aria-controls": "since-list"},
                     h("span", {"class": "since-count", "aria-hidden": "true"}, str(len(shown))),
                     h("span", {"class": "since-last"}, shown[-1]),
                     h("span", {"class": "sr-only"}, t("Since your last turn"))),
                   h("button", {"type": "button", "class": "link since-dismiss",
                                "data-action": "dismiss-summary",
                                "data-testid": "dismiss-summary", "aria-label": t("Dismiss")},
                     "×")),
                 # focusable, so keyboard players can scroll a long list
                 h("ol", {"id": "since-list", "data-testid": "since-list", "tabindex": 0},
                   [h("li", None, sentence) for sentence in shown]))

    def do_toggle_summary(self, target: Any) -> None:
        """Open or close the list of "since your last turn" (the phone's one-line summary)."""
        if self.session is not None:
            key = (self.session.save_id, len(self.session.log))
            self.summary_open = None if self.summary_open == key else key
        self.render()

    def do_dismiss_summary(self, target: Any) -> None:
        if self.session is not None:
            self.summary_seen = (self.session.save_id, len(self.session.log))
        self.render()

    # -- actions ---------------------------------------------------------------------------------
    def do_move(self, target: Any) -> None:
        if self.session is None:
            return
        actor = self.session.to_act()
        if actor is None or self.session.is_bot(actor):
            return  # a bot's turn: clicks wait
        self.request(str(target.dataset.move))

    def do_ui(self, name: str, target: Any) -> None:
        """A ``data-action="ui:<name>"`` click, handed to the game's UI; a move it returns is
        played (and checked by the engine)."""
        session = self.session
        if session is None or session.ui is None:
            return
        data = {str(k): str(v) for k, v in window.Object.entries(target.dataset).to_py()}
        ctx = self.table_context(session, self.viewer_for(session, session.to_act()))
        self.move_error = None
        self.confirming = None
        move = session.ui.action(name, data, ctx)
        self.save_game_prefs(session.ui)  # a choice made at the table is remembered
        if move is None:
            self.render()
        else:
            self.request(move)

    def play(self, text: str, by_bot: bool = False, at_control: bool = False) -> bool:
        """Play a move for the player to act; report an illegal one on screen. True if played.

        Any text (a clicked button's, the game UI's, a bot's) is parsed and applied by the
        engine; a bot's move is highlighted on the board until the next move. The refusal of a
        clicked move (``at_control``) is handed to the game's UI to show next to its controls.
        """
        assert self.session is not None
        try:
            self.session.play_text(text)
        except GameError as exc:
            if at_control and self.session.ui is not None:
                self.move_error = str(exc)
                self.render()
            else:
                self.flash("error", str(exc))
            return False
        self.move_error = None
        if self.session.ui is not None:
            self.session.ui.played(text, by_bot)
        self.autosave()
        self.message = None
        self.render()
        return True

    def undoer(self, session: Session) -> int | None:
        """Who "Undo" acts for: the human whose eyes are on the screen (with one human, them)."""
        humans = session.humans()
        if self.seen_by in humans:
            return self.seen_by
        return humans[0] if len(humans) == 1 else None

    def do_undo(self, target: Any) -> None:
        """Take back the looking player's own last decision (and the bot moves after it) only;
        whoever must play next is then shown through the pass screen when hands change.

        On the pass screen the device may already be in the next player's hands: the one whose
        decision is undone then gets it back through a pass screen of their own, never at once
        (their hand would show to whoever holds it)."""
        session = self.session
        if session is None:
            return
        player = self.undoer(session)
        if player is None or not session.can_undo(player):
            return
        holder = self.pass_to(session)  # the pass screen is showing: their eyes, maybe
        session.undo(player=player)
        self.bot_token = None
        self.move_error = None
        self.confirming = None
        # the pass screen decides whether someone else may now look
        self.seen_by = player if holder is None else holder
        if self.session.ui is not None:
            self.session.ui.forget()
        self.autosave()
        self.render()

    def do_table_tab(self, target: Any) -> None:
        tab = str(target.dataset.tab)
        if tab in TABS:
            self.table_tab = tab
            self.render()

    def pass_to(self, session: Session) -> int | None:
        """The human the device must be passed to before the table may show (their view shows
        what the last one to look must not see, or nobody has looked since a link, a file or a
        save opened the game); None: the table shows."""
        state = session.state
        actor = session.to_act()
        humans = session.humans()
        if actor is None or actor not in humans:
            return None
        if (self.seen_by is not None and self.seen_by in humans and actor != self.seen_by
                and (sees_more(state, actor, self.seen_by) or (
                    session.ui is not None and session.ui.hand_over(session.view(actor),
                                                                    actor)))):
            return actor
        if (self.hand_over and len(humans) > 1 and self.hides_cards(session)
                and sees_more(state, actor, None)):
            return actor  # whoever opened the link may not be them
        return None

    def do_pass_ready(self, target: Any) -> None:
        if self.session is not None:
            self.seen_by = self.session.to_act()
        self.hand_over = False
        self.render()

    # -- cards on hover, focus or long press -----------------------------------------------------
    def on_pointer(self, event: Any) -> None:
        """Hover, focus or long press (``ec:card``, from web/dom.js, on a touch screen; a
        ``contextmenu`` elsewhere) on a ``data-card`` element shows its card; the card closes
        when the pointer or the focus goes anywhere else, on a tap elsewhere, on its close button
        and on Escape (the panel itself lets every click through to what is under it)."""
        kind = str(event.type)
        target = event.target
        if (kind == "click" and self.menu_open and getattr(target, "closest", None) is not None
                and not target.closest("[data-menu]")):
            self.close_menu()  # a click anywhere else closes the menu
        if kind in ("mouseout", "focusout"):
            # leaving for nowhere (out of the window, focus to the page): the card goes too
            if self.card and not getattr(event, "relatedTarget", None):
                self.close_card()
            return
        if getattr(target, "closest", None) is None or target.closest("#card"):
            return  # the card's own close button
        if kind == "mouseover" and document.documentElement.classList.contains("dragging"):
            return  # no card pops up over what is being dragged (web/dom.js)
        found = target.closest("[data-card]")
        key = str(found.dataset.card) if found else None
        if kind == "contextmenu" and key:
            event.preventDefault()
        if key and key != self.card and kind != "click":
            self.card = key
            self.render_card()
        elif not key and self.card:
            self.close_card()  # the pointer, the focus or a tap went elsewhere

    def close_card(self) -> None:
        self.card = None
        self.render_card()

    def do_close_card(self, target: Any) -> None:
        self.close_card()

    def on_key(self, event: Any) -> None:
        target = event.target
        key = str(event.key)
        if self.menu_open and self.menu_key(event):
            return
        is_control = getattr(target, "tagName", "") in ("BUTTON", "INPUT", "SELECT", "TEXTAREA")
        if key in ("Enter", " ") and getattr(target, "getAttribute", None) is not None and (
                target.getAttribute("role") == "button" and target.dataset.action):
            event.preventDefault()
            if getattr(target, "click", None) is not None:
                target.click()
            else:  # an SVG element (a square of a map) has no click(): send it one
                target.dispatchEvent(window.MouseEvent.new("click", to_js(
                    {"bubbles": True}, dict_converter=window.Object.fromEntries)))
        elif key == "Escape" and self.confirming is not None:
            event.preventDefault()
            self.do_cancel_move(target)
        elif key == "Enter" and self.confirming is not None and not is_control:
            event.preventDefault()  # (a focused button's own Enter clicks it)
            self.do_confirm_move(target)
        elif key == "Escape" and self.card:
            self.close_card()

    def render_card(self) -> None:
        box = document.getElementById("card")
        if not box:
            return
        session = self.session
        content = None
        if self.card and session is not None and session.ui is not None:
            content = session.ui.card(self.card, session.view(self.seen_by), session.to_act())
        if not content:
            box.hidden = True
            return
        box.hidden = False
        replace(box, h("button", {"type": "button", "class": "card-close link",
                                  "data-action": "close-card", "data-testid": "card-close",
                                  "aria-label": t("Close")}, "×"), content)

    # -- rendering -------------------------------------------------------------------------------
    def render_pass(self, session: Session, actor: int) -> Node:
        """Hot-seat: the next human would see something the last one must not; hand over."""
        return h("section", {"class": "pass-device", "data-testid": "pass-device"},
                 h("h1", None, t("Pass the device to {name}", name=session.name(actor))),
                 h("button", {"type": "button", "class": "primary",
                              "data-action": "pass-ready", "data-testid": "pass-ready",
                              "data-autofocus": True},
                   t("I am {name}", name=session.name(actor))),
                 self.undo_button(session, self.undoer(session)))

    def undo_button(self, session: Session, player: int | None) -> Node:
        allowed = player is not None and session.can_undo(player)
        return h("button", {"type": "button", "data-action": "undo", "data-testid": "undo",
                            "disabled": not allowed,
                            "title": t("Take back your last decision")}, t("Undo"))

    def render_log(self, session: Session) -> Node:
        """Oldest first, like a chat: a move appends one entry and changes nothing else, and the
        box follows the newest entry (data-follow, web/dom.js)."""
        last = len(session.log) - 1
        # The newest entry is marked; a bot's flashes briefly (.just), like its move on the board.
        newest = "latest" + (" just" if last >= 0 and session.is_bot(session.log[last][0]) else "")
        entries = [h("li", {"class": newest if i == last else None},
                     self.log_mark(session.marks[i]) if i in session.marks else None, sentence)
                   for i, (_, sentence) in enumerate(session.log)]
        ended = None
        if session.state.is_over():
            ended = h("p", {"class": "log-end", "data-testid": "log-end"},
                      session.end_reason() or t("Game over."))
        return h("section", {"class": "log", "data-pane": "log"}, h("h2", None, t("Game log")),
                 # focusable, so keyboard players can scroll the log
                 h("ul", {"data-testid": "log", "data-follow": "log", "tabindex": 0,
                          "aria-label": t("Game log")}, entries), ended)

    @staticmethod
    def log_mark(label: str) -> Node:
        """A separator heading the log entry that opens a new round (entries stay one ``li``
        each, so the log's length is its number of moves)."""
        return h("strong", {"class": "log-mark", "data-testid": "log-mark"}, label)

    def render_table(self, session: Session) -> Node:
        state = session.state
        actor = session.to_act()
        holder = self.pass_to(session)
        if holder is not None:
            return self.render_pass(session, holder)
        self.hand_over = False
        viewer = self.viewer_for(session, actor)
        self.seen_by = viewer
        bar = h("div", {"class": "table-bar"},
                h("h1", {"title": session.title, "data-testid": "table-title"}, session.title),
                h("div", {"class": "table-actions"},
                  self.undo_button(session, self.undoer(session)),
                  h("button", {"type": "button", "data-action": "share",
                               "data-testid": "share"}, t("Share")),
                  h("button", {"type": "button", "data-action": "export",
                               "data-testid": "export-current"}, t("Export")),
                  self.render_menu()))
        share = None
        if self.share_link:
            share = h("div", {"class": "share", "data-testid": "share-box"},
                      h("label", {"for": "share-url"}, t("Link to this game")),
                      h("input", {"id": "share-url", "type": "text", "readonly": True,
                                  "value": self.share_link, "data-testid": "share-url"}),
                      h("button", {"type": "button", "data-action": "copy-link",
                                   "data-testid": "copy-link"}, t("Copy")),
                      h("button", {"type": "button", "data-action": "close-share"},
                        t("Close")),
                      h("p", {"class": "hint", "data-testid": "share-hidden"},
                        t("The link holds the whole game: whoever opens it could work out the "
                          "cards in every hand.")) if self.hides_cards(session) else None)
        if session.ui is None:  # only games with a UI package are playable here
            return h("div", {"class": "table"}, bar,
                     h("p", {"class": "message message-error"},
                       t("This game cannot be shown here yet.")))
        ended = self.render_scores(session) if state.is_over() else None
        board = session.ui.render_table(self.table_context(session, viewer))
        if actor is not None and actor == viewer and self.decision_at != self.position(session):
            # a new decision: a phone shows the player's own board when the decision is on it
            self.decision_at = self.position(session)
            legal = panes_with_legal(board)
            if "me" in legal and self.table_tab not in legal:
                self.table_tab = "me"
        folded = self.bar_folded == session.save_id
        extras = [self.render_confirm(session), self.render_skip(session)]
        dressed = dress_decision(board, [self.bar_toggle(folded)], extras)
        card = h("aside", {"id": "card", "class": "card-panel", "data-testid": "card",
                           "hidden": True, "aria-live": "polite"})
        return h("div", {"class": "table" + (" ended" if ended else ""),
                         "data-tab": self.table_tab, "data-bar": "folded" if folded else None},
                 bar, share, ended, self.render_tabs(),
                 None if dressed is not None else extras,  # a table without a decision pane
                 h("div", {"class": "table-game"}, dressed or board), self.render_log(session),
                 card)

    @staticmethod
    def position(session: Session) -> tuple[str, int]:
        """The game and how many moves it has: what a decision, a question or a signal is for."""
        return (session.save_id, len(session.record.moves))

    # -- the table's menu ------------------------------------------------------------------------
    def render_menu(self) -> Node:
        """"Menu": a button that opens a menu of the table's other places (the games, a new game
        of this one, the settings), with the keyboard of a menu (arrows, Home, End, Escape)."""
        items = [h("li", {"role": "none"},
                   h("button", {"type": "button", "role": "menuitem", "data-action": action,
                                "data-testid": testid, "tabindex": -1,
                                "data-game": self.session.record.game
                                if action == "new-game" and self.session else None},
                     t(label))) for action, testid, label in MENU]
        return h("div", {"class": "menu-wrap", "data-menu": True},
                 h("button", {"type": "button", "data-action": "menu", "data-testid": "menu",
                              "id": "menu-button", "aria-haspopup": "menu",
                              "aria-controls": "table-menu",
                              "aria-expanded": "true" if self.menu_open else "false"},
                   t("Menu")),
                 h("ul", {"class": "menu", "role": "menu", "id": "table-menu",
                          "aria-labelledby": "menu-button", "data-testid": "table-menu",
                          "hidden": not self.menu_open}, items))

    def do_menu(self, target: Any) -> None:
        self.menu_open = not self.menu_open
        self.render()
        if self.menu_open:
            self._focus_menu_item(0)

    def close_menu(self, focus_button: bool = False) -> None:
        if not self.menu_open:
            return
        self.menu_open = False
        self.render()
        if focus_button:
            self._focus("#menu-button")

    def _focus_menu_item(self, index: int) -> None:
        items = document.querySelectorAll("#table-menu [role=menuitem]")
        if items.length:
            focus_quietly(items.item(index % items.length))

    def menu_key(self, event: Any) -> bool:
        """A key in the open menu: arrows and Home/End move between its items, Escape closes it
        (the focus back on "Menu"), Tab closes it. True when the key was the menu's."""
        key = str(event.key)
        items = list(document.querySelectorAll("#table-menu [role=menuitem]"))
        if not items:
            return False
        active = document.activeElement
        index = next((i for i, item in enumerate(items) if item == active), -1)
        moves = {"ArrowDown": index + 1, "ArrowUp": index - 1 if index >= 0 else -1,
                 "Home": 0, "End": len(items) - 1}
        if key in moves:
            event.preventDefault()
            self._focus_menu_item(moves[key] % len(items))
            return True
        if key == "Escape":
            event.preventDefault()
            self.close_menu(focus_button=True)
            return True
        if key == "Tab":
            self.close_menu()
        return False

    # -- the question before a weighty move ------------------------------------------------------
    def request(self, text: str) -> bool:
        """A move the player clicked: asked about first when the game's UI has a question for it
        and the player wants weighty moves confirmed (a preference), else played. True if
        played."""
        session = self.session
        assert session is not None
        ui = session.ui
        actor = session.to_act()
        question = None
        if (ui is not None and actor is not None and self.pref("confirm")
                and session.illegal_reason(text) is None):
            try:
                question = ui.confirm(session.view(actor), text, session.names())
            except Exception:  # a question must never stop a move
                question = None
        if question:
            self.confirming = (self.position(session), text, str(question))
            self.render()
            self._focus("[data-testid=confirm-move]")
            return False
        self.confirming = None
        return self.play(text, at_control=True)

    def render_confirm(self, session: Session) -> Node | None:
        """The question before a weighty move, "Confirm" and "Cancel" (Enter and Escape)."""
        if self.confirming is None or self.confirming[0] != self.position(session):
            self.confirming = None
            return None
        return h("div", {"class": "confirm-bar", "role": "group", "data-testid": "confirm-bar",
                         "aria-labelledby": "confirm-question"},
                 h("p", {"id": "confirm-question", "data-testid": "confirm-question"},
                   self.confirming[2]),
                 h("div", {"class": "confirm-actions"},
                   h("button", {"type": "button", "class": "primary",
                                "data-action": "confirm-move", "data-testid": "confirm-move",
                                "data-autofocus": True}, t("Confirm")),
                   h("button", {"type": "button", "data-action": "cancel-move",
                                "data-testid": "cancel-move"}, t("Cancel"))))

    def do_confirm_move(self, target: Any) -> None:
        session = self.session
        asked, self.confirming = self.confirming, None
        if session is None or asked is None or asked[0] != self.position(session):
            self.render()
            return
        actor = session.to_act()
        if actor is None or session.is_bot(actor):
            return
        self.play(asked[1], at_control=True)

    def do_cancel_move(self, target: Any) -> None:
        self.confirming = None
        self.render()
        self._focus("[data-testid=prompt]")

    @staticmethod
    def _focus(selector: str) -> None:
        found = document.querySelector(selector)
        if found:
            focus_quietly(found)

    # -- the phone's decision bar, folded to its prompt ------------------------------------------
    def bar_toggle(self, folded: bool) -> Node:
        """The phone's button by the prompt that folds the decision bar to that one line (the
        board it hid comes into view) and unfolds it; kept folded while the game is open."""
        return h("button", {"type": "button", "class": "bar-toggle", "data-action": "toggle-bar",
                            "data-testid": "bar-toggle", "aria-label": t("Choices"),
                            "aria-expanded": "false" if folded else "true",
                            "title": t("Show the choices") if folded else t("Hide the choices")},
                 h("span", {"aria-hidden": "true"}, "▴" if folded else "▾"))

    def do_toggle_bar(self, target: Any) -> None:
        session = self.session
        if session is not None:
            folded = self.bar_folded == session.save_id
            self.bar_folded = None if folded else session.save_id
        self.render()

    # -- bots: a sequence to watch, or to skip ---------------------------------------------------
    def animating_bots(self, session: Session) -> bool:
        """Whether the bots' moves are being shown one by one, animated (a bot is to act, the
        player wants animations, and the bots are not set to play instantly)."""
        actor = session.to_act()
        return (actor is not None and session.is_bot(actor) and self.pref("motion")
                and self.skipping != session.save_id and self.bot_delay() > 0)

    def render_skip(self, session: Session) -> Node | None:
        """"Skip animations" while the bots play: their moves then come at once, unanimated,
        until a human decides."""
        if not self.animating_bots(session):
            return None
        return h("button", {"type": "button", "class": "skip-motion",
                            "data-action": "skip-animations",
                            "data-testid": "skip-animations"}, t("Skip animations"))

    def do_skip_animations(self, target: Any) -> None:
        session = self.session
        if session is None:
            return
        self.skipping = session.save_id
        window.ecDom.finishMotion()
        self.render()

    @staticmethod
    def hides_cards(session: Session) -> bool:
        """Whether the game has cards some players must not see (the registration says)."""
        info = game_info(session.record.game)
        return bool(info is not None and info.hidden_cards)

    def render_tabs(self) -> Node:
        """The phone's tabs: one tap shows the shared table, my board, the others or the log."""
        return h("nav", {"class": "table-tabs", "aria-label": t("Show")},
                 [h("button", {"type": "button", "data-action": "table-tab", "data-tab": key,
                               "data-testid": f"tab-{key}",
                               "aria-pressed": "true" if key == self.table_tab else "false"},
                    t(label)) for key, label in TABS.items()])
