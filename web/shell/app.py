"""The page: screens rendered from Python, DOM events turned into engine moves.

One click listener on the app root dispatches on ``data-action`` (no per-element proxies to leak):
``data-action="x-y"`` calls ``do_x_y`` on :class:`App` (its screens are mixins, one module each),
``data-action="ui:<name>"`` goes to the game's UI. Forms dispatch on ``data-submit``
(``submit_<name>``) and fields on ``data-change`` (``change_<name>``). Every decision shown to a
player is a legal move from the engine; the page never invents one.
"""

from __future__ import annotations

import asyncio
from typing import Any

from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

from game.core import GameRecord, RecordError
from game.core.registry import game_info

from ..dom import closest_action, h, replace
from ..files import game_title
from ..i18n import t
from ..session import Session
from ..storage import MemoryStorage, SavedGame, SaveStore, StorageError
from .bots import BotRunner
from .endscreen import EndScreen
from .landing import Landing
from .settings import Settings, js_str
from .setup import Setup
from .table import Table
from .transfer import Transfer

CURRENT_KEY = "ec:current"  # sessionStorage: the game this tab is showing (survives reload)


def _storage(name: str) -> Any:
    """window.localStorage / sessionStorage, or an in-memory stand-in when the browser refuses."""
    try:
        storage = getattr(window, name)
        storage.getItem("ec:probe")
        return storage
    except Exception:
        return MemoryStorage()


class App(Landing, Setup, Table, EndScreen, Transfer, Settings, BotRunner):
    """The whole page: landing, setup, table and end screens."""

    def __init__(self) -> None:
        self.root = document.getElementById("app")
        self.local = _storage("localStorage")
        self.storage_ok = not isinstance(self.local, MemoryStorage)
        self.tab = _storage("sessionStorage")
        self.saves = SaveStore(self.local)
        self.session: Session | None = None
        self.screen = "landing"
        self.setup_game = ""
        self.setup_players = 0
        self.setup_seats: list[dict[str, str]] = []
        self.setup_options: dict[str, Any] = {}
        self.setup_undo = True
        self.setup_random_first = False
        self.setup_advanced = False
        self.setup_error: str | None = None
        self.bot_token: tuple[str, int] | None = None  # the bot move being waited for
        self.card: str | None = None  # the card shown in the card panel
        self.message: tuple[str, str] | None = None  # (kind, text)
        self.move_error: str | None = None  # the refusal of a clicked move, shown by the control
        self.editing: str | None = None
        self.confirm_delete: str | None = None
        self.share_link: str | None = None
        self._tasks: set[asyncio.Future[None]] = set()
        self.seen_by: int | None = None  # the seat whose eyes are on the screen (hot-seat)
        self.hand_over = False  # a game from a link, a file or a save: nobody has looked yet
        self.summary_seen: tuple[str, int] | None = None  # "since your last turn" dismissed at
        self.focus_prompt = False  # after the next render, keyboard focus goes to the prompt
        self._proxies = [
            create_proxy(self.on_click),
            create_proxy(self.on_submit),
            create_proxy(self.on_change),
            create_proxy(self.on_hashchange),
            create_proxy(self.on_pointer),
            create_proxy(self.on_key),
            create_proxy(self.on_styles),
        ]
        self.root.addEventListener("click", self._proxies[0])
        self.root.addEventListener("submit", self._proxies[1])
        self.root.addEventListener("change", self._proxies[2])
        window.addEventListener("hashchange", self._proxies[3])
        self.root.addEventListener("mouseover", self._proxies[4])
        self.root.addEventListener("focusin", self._proxies[4])
        self.root.addEventListener("contextmenu", self._proxies[4])
        self.root.addEventListener("ec:card", self._proxies[4])  # a long press (web/dom.js)
        self.root.addEventListener("mouseout", self._proxies[4])
        self.root.addEventListener("focusout", self._proxies[4])
        document.addEventListener("click", self._proxies[4])  # a tap anywhere, the page's too
        self.root.addEventListener("keydown", self._proxies[5])
        document.addEventListener("ec:styles", self._proxies[6])  # a game's stylesheet is in
        self.settings_from = "landing"  # the screen "Back" returns to from the settings
        self.revealed: tuple[str, int] | None = None  # the decision web/dom.js brought in view
        self.ready_when_styled = False  # the first screen waits for its game's stylesheet
        self.apply_language()

    # -- boot -------------------------------------------------------------------------------
    def start(self) -> None:
        """First render: a shared link wins, then the game this tab had open, else the landing."""
        if not self.open_fragment():
            current = js_str(self.tab.getItem(CURRENT_KEY))
            entry = self.saves.get(current) if current else None
            if entry is not None and entry.record is not None:
                self.open_saved(entry, quiet=True)
            else:
                self.render()
        if not self.storage_ok:
            self.flash("warning", t("This browser does not allow saving: games will be lost "
                                    "when the page closes. Export a game to keep it."))
        self.root.hidden = False
        if window.ecDom.stylesLoading():
            self.ready_when_styled = True
        else:
            self.ready()

    def ready(self) -> None:
        """The first screen is drawn (its game's stylesheet included): the boot screen goes."""
        self.ready_when_styled = False
        document.body.setAttribute("data-app-ready", "")
        window.ecBoot.ready()

    def on_styles(self, event: Any) -> None:
        """A game's stylesheet has loaded: its table shows, so the page may now be ready and the
        keyboard focus go to its prompt."""
        if window.ecDom.stylesLoading():
            return
        if self.ready_when_styled:
            self.ready()
        self._focus_prompt()

    # -- events -----------------------------------------------------------------------------
    def on_click(self, event: Any) -> None:
        target = closest_action(event.target)
        if target is None:
            return
        action = str(target.dataset.action)
        if getattr(target, "tagName", "") == "A" and action != "export":
            event.preventDefault()
        if action.startswith("ui:"):
            name = action[3:]

            def handler(target: Any) -> None:
                self.do_ui(name, target)
        else:
            handler = getattr(self, f"do_{action.replace('-', '_')}", None)
        if handler is None:
            return
        try:
            handler(target)
        except Exception as exc:  # a bug must never leave the page dead
            self.flash("error", t("Something went wrong: {error}", error=str(exc)))
            self.render()
            raise

    def on_submit(self, event: Any) -> None:
        event.preventDefault()
        form = event.target
        action = js_str(getattr(form.dataset, "submit", None)) or ""
        handler = getattr(self, f"submit_{action.replace('-', '_')}", None)
        if handler is not None:
            handler(form)

    def on_change(self, event: Any) -> None:
        target = event.target
        if getattr(target, "dataset", None) is None:
            return
        action = js_str(getattr(target.dataset, "change", None))
        handler = getattr(self, f"change_{action.replace('-', '_')}", None) if action else None
        if handler is not None:
            handler(target)

    # -- messages ---------------------------------------------------------------------------
    def flash(self, kind: str, text: str) -> None:
        self.message = (kind, text)
        self._render_message()

    def _render_message(self) -> None:
        box = document.getElementById("message")
        if box is None or not box:
            return
        if self.message is None:
            box.hidden = True
            replace(box)
            return
        kind, text = self.message
        box.hidden = False
        box.className = f"message message-{kind}"
        replace(box, h("span", {"data-testid": "message-text"}, text),
                h("button", {"type": "button", "class": "link", "data-action": "dismiss",
                             "data-testid": "dismiss", "aria-label": t("Dismiss")}, "×"))

    def do_dismiss(self, target: Any) -> None:
        self.message = None
        self._render_message()

    # -- opening games ----------------------------------------------------------------------
    def open_record(self, record: GameRecord, title: str | None = None,
                    from_outside: bool = False) -> None:
        """Validate by replaying, save as a new game, and show it (untitled: titled by its game
        and players, e.g. a shared link's). A game ``from_outside`` (a link, a file) may be opened
        by anyone at the table: a game with hidden cards (``GameDef.hidden_cards``) and several
        humans opens behind the pass screen when the player to act has something private (so
        does a saved game, :meth:`open_saved`)."""
        session = self.open_session(record, self.saves.new_id(), title or "")
        if not title:
            info = game_info(record.game)
            session.title = game_title(info.name if info else record.game, session.names())
        self.session = session
        self.seen_by = None
        self.hand_over = from_outside
        self.focus_prompt = True  # a new game: keyboard players start at the prompt
        self.autosave()
        self.show_table()

    def open_session(self, record: GameRecord, save_id: str, title: str) -> Session:
        """The game of ``record`` replayed, its UI holding the player's table preferences."""
        session = Session.open(record, save_id, title)
        self.load_game_prefs(session.ui)
        return session

    def open_saved(self, entry: SavedGame, quiet: bool = False) -> None:
        if entry.record is None:
            self.flash("error", entry.error or t("This save is damaged."))
            return
        try:
            self.session = self.open_session(entry.record, entry.id, entry.title)
        except RecordError as exc:
            self.session = None
            self.screen = "landing"
            self.message = ("error", t("This saved game could not be opened: {reason}",
                                       reason=str(exc)))
            self.render()
            return
        self.seen_by = None
        if not quiet:
            self.message = None
        self.hand_over = True  # a reload or the saved list: anyone may be holding the device
        self.show_table()

    def show_table(self) -> None:
        self.screen = "table"
        self.share_link = None
        self.move_error = None
        self.confirming = None
        self.menu_open = False
        if self.session is None or self.bar_folded != self.session.save_id:
            self.bar_folded = None  # another game: its bar unfolded
        if self.session is not None:
            self.tab.setItem(CURRENT_KEY, self.session.save_id)
            ui = self.session.ui
            if ui is not None and ui.stylesheet:
                window.ecDom.linkStyles(f"web/{self.session.record.game}/{ui.stylesheet}")
            bots = getattr(window, "ecBots", None)
            if bots is not None and len(self.session.humans()) < self.session.state.num_players:
                bots.warm()  # start the bots' own Python while the player looks at the board
        self.render()

    def autosave(self) -> None:
        if self.session is None:
            return
        try:
            self.saves.put(self.session.save_id, self.session.record, self.session.title,
                           self.session.status())
        except StorageError as exc:
            self.flash("warning", str(exc))

    # -- rendering --------------------------------------------------------------------------
    def _focus_prompt(self) -> None:
        """After "New game" and after the bots' moves, once a human decides, the keyboard focus
        lands on the prompt (tabindex=-1): the next Tab reaches the moves, not the page's top."""
        session = self.session
        if not self.focus_prompt or self.screen != "table" or session is None:
            return
        actor = session.to_act()
        if actor is None:
            self.focus_prompt = False
            return
        if session.is_bot(actor) or window.ecDom.stylesLoading():
            return  # the bots are still moving, or the table still hidden: keep the wish
        self.focus_prompt = False
        prompt = document.querySelector("[data-testid=prompt]")
        if prompt:
            prompt.focus(to_js({"preventScroll": True},
                               dict_converter=window.Object.fromEntries))

    def render(self) -> None:
        if self.screen != "table":
            self.menu_open = False
        if self.screen == "setup":
            body = self.render_setup()
        elif self.screen == "settings":
            body = self.render_settings()
        elif self.screen == "table" and self.session is not None:
            body = self.render_table(self.session)
        else:
            self.screen = "landing"
            body = self.render_landing()
        new_screen = self.screen != getattr(self, "_shown_screen", None)
        self.set_motion(animate=not new_screen)
        replace(self.root, self.render_header(), h("div", {"id": "message", "role": "alert",
                                                           "data-testid": "message",
                                                           "hidden": True}), body)
        self.root.setAttribute("data-screen", self.screen)
        if new_screen:  # a new screen opens at its top
            self._shown_screen = self.screen
            window.scrollTo(0, 0)
        self._render_message()
        self._focus_prompt()
        self.after_table_render()
        self.schedule_bot()

    def set_motion(self, animate: bool) -> None:
        """Whether web/dom.js animates the coming render (``html[data-motion]``): not when the
        player turned animations off or skips the bots' ones, not for instant bots (tests and
        benchmarks), not when the screen or the eyes on it change."""
        session = self.session
        on = animate and self.pref("motion") and self.screen == "table" and session is not None
        if on:
            actor = session.to_act()
            last = session.log[-1][0] if session.log else None
            on = (self.skipping != session.save_id
                  and self.seen_by == self.viewer_for(session, actor)
                  and not (last is not None and session.is_bot(last) and not self.bot_delay()))
        document.documentElement.dataset.motion = "on" if on else "off"

    def after_table_render(self) -> None:
        """After drawing the table: at a new decision, what it is about comes into view
        (web/dom.js ``reveal``); the "your turn" signal is given or taken back."""
        session = self.session
        position = self.position(session) if session is not None else None
        signal = None
        if self.screen == "table" and session is not None:
            actor = session.to_act()
            if actor is not None and not session.is_bot(actor):
                self.skipping = None  # a human decides: the next bots are animated again
                # someone else moved since this human last decided: their turn is news
                if session.since_last_turn(actor):
                    signal = position
                if (self.revealed != position and actor == self.seen_by
                        and document.querySelector("[data-testid=pass-device]") is None):
                    self.revealed = position  # a new decision, on screen
                    window.ecDom.reveal()
        if signal is not None and signal != self.signalled:
            window.ecDom.turnSignal(t("Your turn"), self.pref("sound"))
        elif signal is None and self.signalled is not None:
            window.ecDom.turnSignal(None, False)
        self.signalled = signal
