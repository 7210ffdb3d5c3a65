"""The page: screens rendered from Python, DOM events turned into engine moves.

One click listener on the app root dispatches on ``data-action`` (no per-element proxies to leak).
Every decision shown to a player is a legal move from the engine; the page never invents one.
"""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any

from pyodide.ffi import create_proxy
from pyscript import document, window

from game.core import GameRecord, RecordError, seed_from_text
from game.core.errors import GameError
from game.core.protocol import ranking
from game.core.record import MAX_NAME_CHARS
from game.core.registry import game_info, games, is_playable

from .dom import closest_action, h, replace
from .files import MAX_IMPORT_BYTES, export_filename, export_text, parse_export
from .i18n import LANGUAGES, language, set_language, t
from .links import payload_from_fragment, record_from_text, share_url
from .session import SEAT_KINDS, Session
from .storage import MemoryStorage, SavedGame, SaveStore, StorageError

SETTINGS_KEY = "ec:settings"
# Seat colours: records store the id (never raw CSS, which a link could abuse).
COLORS = {"red": "#c23b22", "blue": "#2f6db5", "green": "#3f8f3f", "yellow": "#d9a21b",
          "purple": "#8a4fb0"}
COLOR_NAMES = {"red": "Red", "blue": "Blue", "green": "Green", "yellow": "Yellow",
               "purple": "Purple"}
SEAT_NAMES = {"human": "Human", "easy": "Bot: Easy", "medium": "Bot: Medium",
              "hard": "Bot: Hard", "expert": "Bot: Expert"}
LEVEL_NAMES = {"easy": "Easy", "medium": "Medium", "hard": "Hard", "expert": "Expert"}
THINK_TIMES = {"0.5": "Half a second", "1": "One second", "2": "Two seconds",
               "4": "Four seconds"}  # Hard's search time a move; Expert thinks three times longer
SEARCH_LEVELS = ("hard", "expert")
THINK_OVERHEAD = 0.05  # seconds reserved for everything around the search
# When no Worker is available, bots think on the page itself, briefly, so it never freezes.
MAIN_THREAD_BUDGET = {"time_limit": 0.05, "iterations": 150}
BOT_SPEED_NAMES = {"fast": "Fast", "normal": "Normal", "slow": "Slow"}
# ms a bot waits before it moves ("instant" is not offered in the UI; tests and benchmarks use it)
BOT_DELAYS = {"instant": 0, "fast": 250, "normal": 700, "slow": 1500}
CURRENT_KEY = "ec:current"  # sessionStorage: the game this tab is showing (survives reload)

def _storage(name: str) -> Any:
    """window.localStorage / sessionStorage, or an in-memory stand-in when the browser refuses."""
    try:
        storage = getattr(window, name)
        storage.getItem("ec:probe")
        return storage
    except Exception:
        return MemoryStorage()


def _js_str(value: Any) -> str | None:
    """A JS string value as Python str; None for null/undefined."""
    return value if isinstance(value, str) else None


class App:
    """The whole page: landing, setup, table and end screens."""

    def __init__(self) -> None:
        self.root = document.getElementById("app")
        self.local = _storage("localStorage")
        self.storage_ok = not isinstance(self.local, MemoryStorage)
        self.tab = _storage("sessionStorage")
        self.saves = SaveStore(self.local)
        self.session: Session | None = None
        self.screen = "landing"
        self.setup_game = "puerto_rico"
        self.setup_players = 4
        self.setup_seats: list[dict[str, str]] = []
        self.table: Any = None  # the game's own table renderer (web/puerto_rico/table.py)
        self.bot_token: tuple[str, int] | None = None  # the bot move being waited for
        self.card: str | None = None  # the card shown in the card panel
        self.message: tuple[str, str] | None = None  # (kind, text)
        self.editing: str | None = None
        self.confirm_delete: str | None = None
        self.share_link: str | None = None
        self._tasks: set[asyncio.Future[None]] = set()
        self.seen_by: int | None = None  # the seat whose eyes are on the screen (hot-seat)
        self._proxies = [
            create_proxy(self.on_click),
            create_proxy(self.on_submit),
            create_proxy(self.on_change),
            create_proxy(self.on_hashchange),
            create_proxy(self.on_pointer),
            create_proxy(self.on_key),
        ]
        self.root.addEventListener("click", self._proxies[0])
        self.root.addEventListener("submit", self._proxies[1])
        self.root.addEventListener("change", self._proxies[2])
        window.addEventListener("hashchange", self._proxies[3])
        self.root.addEventListener("mouseover", self._proxies[4])
        self.root.addEventListener("focusin", self._proxies[4])
        self.root.addEventListener("contextmenu", self._proxies[4])
        self.root.addEventListener("keydown", self._proxies[5])
        document.documentElement.lang = set_language(self._settings().get("lang", "en"))

    # -- settings ---------------------------------------------------------------------------
    def _settings(self) -> dict[str, Any]:
        try:
            data = json.loads(_js_str(self.local.getItem(SETTINGS_KEY)) or "{}")
            return data if isinstance(data, dict) else {}
        except ValueError:
            return {}

    def _save_setting(self, key: str, value: Any) -> None:
        data = self._settings()
        data[key] = value
        try:
            self.local.setItem(SETTINGS_KEY, json.dumps(data))
        except Exception:
            pass

    # -- boot -------------------------------------------------------------------------------
    def start(self) -> None:
        """First render: a shared link wins, then the game this tab had open, else the landing."""
        if not self.open_fragment():
            current = _js_str(self.tab.getItem(CURRENT_KEY))
            entry = self.saves.get(current) if current else None
            if entry is not None and entry.record is not None:
                self.open_saved(entry, quiet=True)
            else:
                self.render()
        if not self.storage_ok:
            self.flash("warning", t("This browser does not allow saving: games will be lost "
                                    "when the page closes. Export a game to keep it."))
        self.root.hidden = False
        document.body.setAttribute("data-app-ready", "")
        window.ecBoot.ready()

    # -- events -----------------------------------------------------------------------------
    def on_click(self, event: Any) -> None:
        target = closest_action(event.target)
        if target is None:
            return
        action = target.dataset.action
        if getattr(target, "tagName", "") == "A" and action != "export":
            event.preventDefault()
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
        action = _js_str(getattr(form.dataset, "submit", None)) or ""
        handler = getattr(self, f"submit_{action.replace('-', '_')}", None)
        if handler is not None:
            handler(form)

    def on_change(self, event: Any) -> None:
        target = event.target
        if getattr(target, "dataset", None) is None:
            return
        action = _js_str(getattr(target.dataset, "change", None))
        if action == "import-file":
            task = asyncio.ensure_future(self.import_file(target))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
        elif action == "setup":  # redraw the form with what was chosen (e.g. a seat's colour)
            self.read_setup(target.form)
            self.render()
        elif action == "players":
            self.read_setup(target.form)
            self.setup_players = int(target.value)
            self.render()
        elif action == "bot-speed":
            self._save_setting("bot_speed", str(target.value))
        elif action == "think-time":
            self._save_setting("think_time", str(target.value))
        elif action == "language":
            self._save_setting("lang", set_language(target.value))
            document.documentElement.lang = language()
            if self.session is not None:  # rebuild the log in the new language
                self.session = Session.open(self.session.record, self.session.save_id,
                                            self.session.title)
            self.render()

    def on_hashchange(self, event: Any = None) -> None:
        self.open_fragment()

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
    def open_fragment(self) -> bool:
        """Open the game carried by ``#g=...``; report a bad link on screen. True if handled."""
        fragment = _js_str(window.location.hash) or ""
        try:
            payload = payload_from_fragment(fragment)
            if payload is None:
                return False
            from game.core import decode_link

            record = decode_link(payload)
            self.open_record(record, t("Shared game"))
        except RecordError as exc:
            self.screen = "landing"
            self.message = ("error", t("This link could not be opened: {reason}",
                                       reason=str(exc)))
            self.render()
        finally:
            if fragment:  # a link is opened once; the game now lives in the saved list
                window.history.replaceState(None, "", window.location.pathname)
        return True

    def open_record(self, record: GameRecord, title: str) -> None:
        """Validate by replaying, save as a new game, and show it."""
        session = Session.open(record, self.saves.new_id(), title)
        self.session = session
        self.seen_by = None
        self.autosave()
        self.show_table()

    def open_saved(self, entry: SavedGame, quiet: bool = False) -> None:
        if entry.record is None:
            self.flash("error", entry.error or t("This save is damaged."))
            return
        try:
            self.session = Session.open(entry.record, entry.id, entry.title)
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
        self.show_table()

    def show_table(self) -> None:
        self.screen = "table"
        self.share_link = None
        if self.session is not None:
            self.tab.setItem(CURRENT_KEY, self.session.save_id)
            bots = getattr(window, "ecBots", None)
            if bots is not None and len(self.session.humans()) < self.session.state.num_players:
                bots.warm()  # start the bots' own Python while the player looks at the board
        self.render()

    def autosave(self) -> None:
        if self.session is None:
            return
        try:
            self.saves.put(self.session.save_id, self.session.record, self.session.title)
        except StorageError as exc:
            self.flash("warning", str(exc))

    # -- actions: landing -------------------------------------------------------------------
    def do_home(self, target: Any) -> None:
        self.screen = "landing"
        self.session = None
        self.tab.removeItem(CURRENT_KEY)
        self.render()

    def do_new_game(self, target: Any) -> None:
        game_id = target.dataset.game
        if not is_playable(game_id):
            return
        self.setup_game = game_id
        self.screen = "setup"
        self.render()

    def do_continue(self, target: Any) -> None:
        latest = self.saves.latest()
        if latest is not None:
            self.open_saved(latest)

    def do_load(self, target: Any) -> None:
        entry = self.saves.get(target.dataset.id)
        if entry is not None:
            self.open_saved(entry)

    def do_rename(self, target: Any) -> None:
        self.editing = target.dataset.id
        self.confirm_delete = None
        self.render()

    def submit_rename(self, form: Any) -> None:
        save_id = form.dataset.id
        title = form.querySelector("input").value
        try:
            self.saves.rename(save_id, title)
        except StorageError as exc:
            self.flash("error", str(exc))
        self.editing = None
        self.render()

    def do_cancel_edit(self, target: Any) -> None:
        self.editing = None
        self.confirm_delete = None
        self.render()

    def do_delete(self, target: Any) -> None:
        self.confirm_delete = target.dataset.id
        self.editing = None
        self.render()

    def do_confirm_delete(self, target: Any) -> None:
        self.saves.delete(target.dataset.id)
        self.confirm_delete = None
        self.render()

    def do_export(self, target: Any) -> None:
        save_id = target.dataset.id
        entry = self.saves.get(save_id) if save_id else None
        record = entry.record if entry else (self.session.record if self.session else None)
        title = entry.title if entry else (self.session.title if self.session else "game")
        if record is None:
            return
        blob = window.Blob.new([export_text(title, record)], {"type": "application/json"})
        url = window.URL.createObjectURL(blob)
        link = document.createElement("a")
        link.href = url
        link.download = export_filename(title)
        document.body.appendChild(link)
        link.click()
        link.remove()
        window.setTimeout(create_proxy(lambda: window.URL.revokeObjectURL(url)), 1000)

    async def import_file(self, input_el: Any) -> None:
        files = input_el.files
        if not files or files.length == 0:
            return
        file = files.item(0)
        input_el.value = ""
        if file.size > MAX_IMPORT_BYTES:
            self.flash("error", t("This file is too large to be a saved game."))
            return
        text = await file.text()
        try:
            title, record = parse_export(text)
            self.open_record(record, title or t("Imported game"))
        except RecordError as exc:
            self.flash("error", t("This file could not be imported: {reason}", reason=str(exc)))

    def submit_open_link(self, form: Any) -> None:
        text = form.querySelector("input").value
        try:
            record = record_from_text(text)
            self.open_record(record, t("Shared game"))
        except RecordError as exc:
            self.flash("error", t("This link could not be opened: {reason}", reason=str(exc)))

    # -- actions: setup ---------------------------------------------------------------------
    def default_seats(self, count: int) -> list[dict[str, str]]:
        seats = list(self.setup_seats)
        palette = list(COLORS)
        for seat in range(len(seats), count):
            kind = "human" if seat == 0 else "medium"
            used = {s["color"] for s in seats}
            color = next((c for c in palette if c not in used), palette[seat % len(palette)])
            seats.append({"kind": kind, "name": "", "color": color})
        return seats[:count]

    def read_setup(self, form: Any) -> None:
        """Keep what the player typed when the form is redrawn (e.g. the player count changes)."""
        if not form:
            return
        seats = self.default_seats(self.setup_players)
        for seat, row in enumerate(seats):
            for key, name in (("name", f"name{seat}"), ("kind", f"seat{seat}"),
                              ("color", f"color{seat}")):
                field = form.querySelector(f"[name={name}]")
                if field:
                    row[key] = str(field.value)
        self.setup_seats = seats

    def submit_setup(self, form: Any) -> None:
        self.setup_players = int(form.querySelector("[name=players]").value)
        self.read_setup(form)
        seats = self.default_seats(self.setup_players)
        kinds = [s["kind"] if s["kind"] in SEAT_KINDS else "human" for s in seats]
        names = []
        for seat, row in enumerate(seats):
            name = " ".join(row["name"].split())[:MAX_NAME_CHARS]
            names.append(name or default_name(kinds[seat], seat))
        colors = [s["color"] if s["color"] in COLORS else list(COLORS)[i % len(COLORS)]
                  for i, s in enumerate(seats)]
        hidden = bool(form.querySelector("[name=hidden_vp]").checked)
        undo = bool(form.querySelector("[name=undo]").checked)
        seed_text = str(form.querySelector("[name=seed]").value).strip()
        seed = seed_from_text(seed_text) if seed_text else int(window.Math.random() * 2**52)
        info = game_info(self.setup_game)
        record = GameRecord(self.setup_game, {"players": self.setup_players, "hidden_vp": hidden},
                            seed, meta={"names": names, "seats": kinds, "colors": colors,
                                        "undo": undo, "created": time.time()})
        title = f"{info.name if info else self.setup_game} · {', '.join(names)}"
        try:
            self.open_record(record, title[:60])
        except RecordError as exc:
            self.flash("error", str(exc))

    # -- actions: table ---------------------------------------------------------------------
    def do_move(self, target: Any) -> None:
        if self.session is None:
            return
        actor = self.session.to_act()
        if actor is None or self.session.is_bot(actor):
            return  # a bot's turn: clicks wait
        self.play(str(target.dataset.move))

    def play(self, text: str, by_bot: bool = False) -> bool:
        """Play a move for the player to act; report an illegal one on screen. True if played.

        A bot's move is highlighted on the board until the next move.
        """
        assert self.session is not None
        try:
            self.session.play_text(text)
        except GameError as exc:
            self.flash("error", str(exc))
            return False
        if self.table is not None:
            self.table.highlight = text if by_bot else None
        self.autosave()
        self.message = None
        self.render()
        return True

    def do_undo(self, target: Any) -> None:
        if self.session is None or not self.session.can_undo():
            return
        self.session.undo()
        self.bot_token = None
        self.seen_by = self.session.to_act()
        if self.table is not None:
            self.table.placement = None
        self.autosave()
        self.render()

    # -- bots ---------------------------------------------------------------------------------
    def schedule_bot(self) -> None:
        """If a bot is to act, let it move after a short, adjustable delay."""
        session = self.session
        if session is None or self.screen != "table" or session.state.is_over():
            return
        actor = session.to_act()
        if actor is None or not session.is_bot(actor):
            return
        token = (session.save_id, len(session.record.moves))
        if self.bot_token == token:
            return
        self.bot_token = token
        task = asyncio.ensure_future(self.bot_turn(token))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def think_time(self) -> str:
        value = str(self._settings().get("think_time", "1"))
        return value if value in THINK_TIMES else "1"

    async def bot_turn(self, token: tuple[str, int]) -> None:
        session = self.session
        if session is None:
            return
        actor = session.to_act()
        level = session.seat(actor) if actor is not None else "human"
        delay = BOT_DELAYS.get(self._settings().get("bot_speed", "normal"), 700)
        if level in SEARCH_LEVELS:
            delay = min(delay, 150)  # searching already takes its think time
        await asyncio.sleep(delay / 1000)
        if not self._bot_may_move(token):
            return
        move = await self.ask_bot(session, session.to_act())
        if not self._bot_may_move(token):
            return  # the player undid, left or reloaded while the bot was thinking
        self.bot_token = None
        if not self.play(move, by_bot=True):
            # A bot must never stall the game: fall back to the first legal move.
            first = session.state.legal_moves(session.to_act())[0]
            self.play(session.state.move_to_text(first), by_bot=True)

    def _bot_may_move(self, token: tuple[str, int]) -> bool:
        session = self.session
        if (session is None or self.bot_token != token or self.screen != "table"
                or (session.save_id, len(session.record.moves)) != token):
            return False
        actor = session.to_act()
        return actor is not None and session.is_bot(actor)

    async def ask_bot(self, session: Session, actor: int) -> str:
        """The bot's move: thought out in the Worker, or briefly on the page if it cannot be."""
        state = session.state
        level = session.seat(actor)
        view = state.view(actor)
        legal = [state.move_to_text(m) for m in state.legal_moves(actor)]
        seed = (session.record.seed + 7919 * (actor + 1) + len(session.record.moves)) % 2**63
        budget: dict[str, Any] = {}
        if level in SEARCH_LEVELS:
            think = float(self.think_time()) * (3 if level == "expert" else 1)
            # Keep the whole decision (messages, view, search) within the chosen think time.
            budget = {"time_limit": max(0.1, think - THINK_OVERHEAD), "iterations": 10**7}
        bots = getattr(window, "ecBots", None)
        if bots is not None and bots.available():
            request = json.dumps({"game": session.record.game, "level": level, "seed": seed,
                                  "view": view, "legal": legal, "budget": budget})
            try:
                return str(await bots.choose(request, 30_000 + budget.get("time_limit", 0) * 2000))
            except Exception:  # the Worker failed: think here instead
                pass
        from game.bots import get_bot

        small = MAIN_THREAD_BUDGET if level in SEARCH_LEVELS else {}
        return str(get_bot(session.record.game, level, seed=seed, **small).choose(view, legal))

    # -- actions: the Puerto Rico table ---------------------------------------------------------
    def _mayor_target(self) -> tuple[Any, int] | None:
        if self.session is None or self.table is None:
            return None
        actor = self.session.to_act()
        if actor is None or self.session.is_bot(actor):
            return None
        return self.session.state, actor

    def do_pr_mayor_toggle(self, target: Any) -> None:
        found = self._mayor_target()
        if found:
            self.table.toggle(found[0], found[1], str(target.dataset.slot),
                              int(target.dataset.index))
            self.render()

    def do_pr_mayor_suggest(self, target: Any) -> None:
        found = self._mayor_target()
        if found:
            self.table.reset(*found)
            self.render()

    def do_pr_mayor_clear(self, target: Any) -> None:
        found = self._mayor_target()
        if found:
            self.table.reset(*found, empty=True)
            self.render()

    def do_pr_mayor_done(self, target: Any) -> None:
        found = self._mayor_target()
        if found:
            placement = self.table.placement_for(*found)
            if self.play(placement.to_text()):
                self.table.placement = None

    # -- cards on hover, focus or long press ----------------------------------------------------
    def on_pointer(self, event: Any) -> None:
        target = event.target
        if getattr(target, "closest", None) is None:
            return
        found = target.closest("[data-card]")
        key = str(found.dataset.card) if found else None
        if event.type == "contextmenu" and key:
            event.preventDefault()
        if key and key != self.card:
            self.card = key
            self.render_card()

    def on_key(self, event: Any) -> None:
        target = event.target
        if event.key in ("Enter", " ") and getattr(target, "getAttribute", None) is not None:
            if target.getAttribute("role") == "button" and target.dataset.action:
                event.preventDefault()
                target.click()
        elif event.key == "Escape" and self.card:
            self.card = None
            self.render_card()

    def render_card(self) -> None:
        box = document.getElementById("card")
        if not box:
            return
        if not self.card or self.session is None or self.session.record.game != "puerto_rico":
            box.hidden = True
            return
        from .puerto_rico.cardview import card_panel

        box.hidden = False
        replace(box, card_panel(self.card, self.session.state, self.session.to_act()))

    def do_share(self, target: Any) -> None:
        if self.session is None:
            return
        self.share_link = share_url(str(window.location.href), self.session.record)
        self.render()

    def do_copy_link(self, target: Any) -> None:
        if self.share_link is None:
            return
        clipboard = getattr(window.navigator, "clipboard", None)
        if clipboard:
            clipboard.writeText(self.share_link)
            self.flash("info", t("Link copied. Anyone who opens it continues from this position."))
        else:
            field = document.querySelector("[data-testid=share-url]")
            if field:
                field.select()

    def do_close_share(self, target: Any) -> None:
        self.share_link = None
        self.render()

    def do_pass_ready(self, target: Any) -> None:
        if self.session is not None:
            self.seen_by = self.session.to_act()
        self.render()

    def do_play_again(self, target: Any) -> None:
        if self.session is None:
            return
        old = self.session.record
        record = GameRecord(old.game, dict(old.options), int(window.Math.random() * 2**52),
                            meta=dict(old.meta))
        self.open_record(record, self.session.title)

    # -- rendering --------------------------------------------------------------------------
    def render(self) -> None:
        if self.screen == "setup":
            body = self.render_setup()
        elif self.screen == "table" and self.session is not None:
            body = self.render_table(self.session)
        else:
            self.screen = "landing"
            body = self.render_landing()
        replace(self.root, self.render_header(), h("div", {"id": "message", "role": "alert",
                                                           "data-testid": "message",
                                                           "hidden": True}), body)
        self.root.setAttribute("data-screen", self.screen)
        self._render_message()
        self.schedule_bot()

    def render_header(self) -> Any:
        options = [h("option", {"value": code, "selected": code == language()}, name)
                   for code, name in LANGUAGES.items()]
        return h("header", {"class": "topbar"},
                 h("a", {"href": "./", "class": "brand", "data-action": "home",
                         "data-testid": "home"},
                   h("img", {"src": "assets/icons/icon.svg", "alt": "", "width": 28,
                             "height": 28}),
                   h("span", None, "Euro Classics")),
                 h("label", {"class": "lang"},
                   h("span", {"class": "sr-only"}, t("Language")),
                   h("select", {"data-change": "language", "data-testid": "language"},
                     options)))

    def render_landing(self) -> Any:
        saves = self.saves.list()
        latest = next((e for e in saves if e.record is not None), None)
        cards = []
        for info in games():
            playable = info.playable
            cards.append(h(
                "article", {"class": "game-card" + ("" if playable else " coming"),
                            "data-testid": f"game-{info.id}"},
                h("img", {"class": "game-art", "src": f"assets/art/{info.id}.svg", "alt": ""}),
                h("div", {"class": "game-body"},
                  h("h2", None, info.name),
                  h("p", None, t(info.summary)),
                  h("p", {"class": "availability"},
                    t(info.availability) if playable else t("Coming soon.")),
                  h("button", {"type": "button", "class": "primary", "data-action": "new-game",
                               "data-game": info.id, "data-testid": f"new-game-{info.id}"},
                    t("New game")) if playable else
                  h("span", {"class": "badge", "data-testid": f"coming-{info.id}"},
                    t("Coming")))))
        quick = h("section", {"class": "quick"},
                  h("button", {"type": "button", "class": "primary", "data-action": "continue",
                               "data-testid": "continue"},
                    t("Continue"), h("small", None, latest.title)) if latest else None,
                  h("form", {"class": "open-link", "data-submit": "open-link",
                             "data-testid": "open-link-form"},
                    h("label", {"for": "link-input"}, t("Open a link")),
                    h("input", {"id": "link-input", "type": "text", "autocomplete": "off",
                                "placeholder": t("Paste a game link"),
                                "data-testid": "link-input", "maxlength": 70000}),
                    h("button", {"type": "submit", "data-testid": "open-link"}, t("Open"))),
                  h("label", {"class": "import button"},
                    t("Import a file"),
                    h("input", {"type": "file", "accept": ".json,application/json",
                                "data-change": "import-file", "data-testid": "import-file",
                                "class": "sr-only"})))
        return h("div", {"class": "landing"},
                 h("section", {"class": "hero"},
                   h("h1", None, t("Three Euro classics, one page")),
                   h("p", None, t("Play in your browser, offline, with friends on one device. "
                                  "Every game saves itself; share any game as a link."))),
                 quick,
                 h("section", {"class": "games", "aria-label": t("Games")}, cards),
                 self.render_saves(saves))

    def render_saves(self, saves: list[SavedGame]) -> Any:
        rows = []
        for entry in saves:
            info = game_info(entry.game) if entry.game else None
            if self.editing == entry.id:
                title_el = h("form", {"class": "rename", "data-submit": "rename",
                                      "data-id": entry.id},
                             h("input", {"type": "text", "value": entry.title, "maxlength": 60,
                                         "aria-label": t("New name"),
                                         "data-testid": "rename-input"}),
                             h("button", {"type": "submit", "data-testid": "rename-save"},
                               t("Save")),
                             h("button", {"type": "button", "data-action": "cancel-edit"},
                               t("Cancel")))
            else:
                title_el = h("span", {"class": "save-title", "data-testid": "save-title"},
                             entry.title)
            details = (t("Damaged: {reason}", reason=entry.error or "") if entry.record is None
                       else t("{game} · {moves} moves" if len(entry.record.moves) != 1
                              else "{game} · {moves} move", game=info.name if info else "?",
                              moves=len(entry.record.moves)))
            if self.confirm_delete == entry.id:
                buttons = [h("span", None, t("Delete this game?")),
                           h("button", {"type": "button", "class": "danger",
                                        "data-action": "confirm-delete", "data-id": entry.id,
                                        "data-testid": "confirm-delete"}, t("Delete")),
                           h("button", {"type": "button", "data-action": "cancel-edit"},
                             t("Keep"))]
            else:
                buttons = [
                    h("button", {"type": "button", "data-action": "load", "data-id": entry.id,
                                 "data-testid": "load",
                                 "disabled": entry.record is None}, t("Load")),
                    h("button", {"type": "button", "data-action": "rename", "data-id": entry.id,
                                 "data-testid": "rename",
                                 "disabled": entry.record is None}, t("Rename")),
                    h("button", {"type": "button", "data-action": "export", "data-id": entry.id,
                                 "data-testid": "export",
                                 "disabled": entry.record is None}, t("Export")),
                    h("button", {"type": "button", "data-action": "delete", "data-id": entry.id,
                                 "data-testid": "delete"}, t("Delete")),
                ]
            stamp = (str(window.Date.new(entry.updated * 1000).toLocaleString())
                     if entry.updated else "")
            rows.append(h("li", {"class": "save" + (" damaged" if entry.record is None else ""),
                                 "data-testid": "save", "data-id": entry.id},
                          h("div", {"class": "save-main"}, title_el,
                            h("small", None, details, " · " if stamp else "", stamp)),
                          h("div", {"class": "save-actions"}, buttons)))
        return h("section", {"class": "saves", "data-testid": "saves"},
                 h("h2", None, t("Saved games")),
                 h("ol", None, rows) if rows else
                 h("p", {"class": "empty"}, t("No saved games yet. Games save themselves "
                                              "after every move.")))

    def render_setup(self) -> Any:
        info = game_info(self.setup_game)
        low, high = (info.min_players, info.max_players) if info else (2, 5)
        count = min(max(self.setup_players, low), high)
        seats = self.default_seats(count)
        rows = []
        for seat, row in enumerate(seats):
            default = default_name(row["kind"], seat)
            rows.append(h(
                "div", {"class": "seat-row", "data-testid": f"seat-row-{seat}"},
                h("span", {"class": "seat-dot", "style": f"background:{COLORS[row['color']]}"}),
                h("input", {"type": "text", "name": f"name{seat}", "maxlength": MAX_NAME_CHARS,
                            "value": row["name"], "placeholder": default,
                            "aria-label": t("Name of seat {n}", n=seat + 1),
                            "data-testid": f"name-{seat}", "autocomplete": "off"}),
                h("select", {"name": f"seat{seat}", "data-testid": f"seat-{seat}",
                             "data-change": "setup",
                             "aria-label": t("Who plays seat {n}", n=seat + 1)},
                  [h("option", {"value": kind, "selected": kind == row["kind"]},
                     t(SEAT_NAMES[kind])) for kind in SEAT_NAMES]),
                h("select", {"name": f"color{seat}", "data-testid": f"color-{seat}",
                             "data-change": "setup",
                             "aria-label": t("Colour of seat {n}", n=seat + 1)},
                  [h("option", {"value": c, "selected": c == row["color"]},
                     t(COLOR_NAMES[c])) for c in COLORS])))
        speed = self._settings().get("bot_speed", "normal")
        return h("form", {"class": "setup", "data-submit": "setup", "data-testid": "setup"},
                 h("h1", None, t("New game of {game}", game=info.name if info else "")),
                 h("label", {"class": "field"}, t("Players"),
                   h("select", {"name": "players", "data-change": "players",
                                "data-testid": "players"},
                     [h("option", {"value": n, "selected": n == count}, str(n))
                      for n in range(low, high + 1)])),
                 h("fieldset", None, h("legend", None, t("Seats")), rows,
                   h("p", {"class": "hint"}, t("Seat 1 is the first governor. Several humans "
                                               "share this device and pass it on."))),
                 h("label", {"class": "check"},
                   h("input", {"type": "checkbox", "name": "hidden_vp", "checked": True,
                               "data-testid": "hidden-vp"}),
                   t("Keep victory-point chips hidden, as the rulebook says")),
                 h("label", {"class": "check"},
                   h("input", {"type": "checkbox", "name": "undo", "checked": True,
                               "data-testid": "allow-undo"}),
                   t("Allow undo when several humans play")),
                 h("label", {"class": "field"}, t("Bot speed"),
                   h("select", {"data-change": "bot-speed", "data-testid": "bot-speed"},
                     [h("option", {"value": key, "selected": key == speed}, t(label))
                      for key, label in BOT_SPEED_NAMES.items()])),
                 h("label", {"class": "field"}, t("Think time of Hard and Expert bots"),
                   h("select", {"data-change": "think-time", "data-testid": "think-time"},
                     [h("option", {"value": key, "selected": key == self.think_time()},
                        t(label)) for key, label in THINK_TIMES.items()])),
                 h("label", {"class": "field"}, t("Seed (optional, replays the same setup)"),
                   h("input", {"type": "text", "name": "seed", "maxlength": 40,
                               "data-testid": "seed", "autocomplete": "off"})),
                 h("div", {"class": "actions"},
                   h("button", {"type": "button", "data-action": "home"}, t("Back")),
                   h("button", {"type": "submit", "class": "primary", "data-testid": "start"},
                     t("Start"))))

    def viewer_for(self, session: Session, actor: int | None) -> int | None:
        """Whose eyes are on the screen: the human to act, else the last human who looked."""
        humans = session.humans()
        if actor is not None and actor in humans:
            return actor
        if self.seen_by in humans:
            return self.seen_by
        return humans[0] if humans else None

    def render_table(self, session: Session) -> Any:
        state = session.state
        actor = session.to_act()
        humans = session.humans()
        human_turn = actor is not None and actor in humans
        # Hot-seat: when the next human would see something the last one must not, hand over.
        if (human_turn and self.seen_by is not None and self.seen_by in humans
                and actor != self.seen_by and sees_more(state, actor, self.seen_by)):
            return h("section", {"class": "pass-device", "data-testid": "pass-device"},
                     h("h1", None, t("Pass the device to {name}", name=session.name(actor))),
                     h("button", {"type": "button", "class": "primary",
                                  "data-action": "pass-ready", "data-testid": "pass-ready",
                                  "data-autofocus": True},
                       t("I am {name}", name=session.name(actor))))
        viewer = self.viewer_for(session, actor)
        self.seen_by = viewer
        bar = h("div", {"class": "table-bar"},
                h("h1", None, session.title),
                h("div", {"class": "table-actions"},
                  h("button", {"type": "button", "data-action": "undo", "data-testid": "undo",
                               "disabled": not session.can_undo(),
                               "title": t("Take back your last decision")}, t("Undo")),
                  h("button", {"type": "button", "data-action": "share",
                               "data-testid": "share"}, t("Share")),
                  h("button", {"type": "button", "data-action": "export",
                               "data-testid": "export-current"}, t("Export")),
                  h("button", {"type": "button", "data-action": "home",
                               "data-testid": "menu"}, t("Menu"))))
        share = None
        if self.share_link:
            share = h("div", {"class": "share", "data-testid": "share-box"},
                      h("label", {"for": "share-url"}, t("Link to this game")),
                      h("input", {"id": "share-url", "type": "text", "readonly": True,
                                  "value": self.share_link, "data-testid": "share-url"}),
                      h("button", {"type": "button", "data-action": "copy-link",
                                   "data-testid": "copy-link"}, t("Copy")),
                      h("button", {"type": "button", "data-action": "close-share"},
                        t("Close")))
        # Oldest first, like a chat: a move appends one entry and changes nothing else, and the
        # box follows the newest entry (data-follow, web/dom.js).
        last = len(session.log) - 1
        log = h("section", {"class": "log"}, h("h2", None, t("Game log")),
                h("ul", {"data-testid": "log", "data-follow": "log"},
                  [h("li", {"class": "latest" if i == last else None}, sentence)
                   for i, (_, sentence) in enumerate(session.log)]))
        ended = self.render_scores(session) if state.is_over() else None
        if session.record.game == "puerto_rico":
            from .puerto_rico.table import PuertoRicoTable

            if not isinstance(self.table, PuertoRicoTable):
                self.table = PuertoRicoTable()
            board = self.table.render(state, state.view(viewer), actor, human_turn,
                                      session.names(), self.colors(session))
            card = h("aside", {"id": "card", "class": "card-panel", "data-testid": "card",
                               "hidden": True, "aria-live": "polite"})
            return h("div", {"class": "table"}, bar, share, ended, board, log, card)
        # Only games with a table of their own are playable (game/core/registry.py).
        return h("div", {"class": "table"}, bar, h("p", {"class": "message message-error"},
                                                   t("This game cannot be shown here yet.")))

    def colors(self, session: Session) -> list[str]:
        ids = session.record.meta.get("colors") or []
        palette = list(COLORS.values())
        return [COLORS.get(ids[p], palette[p % len(palette)]) if p < len(ids)
                else palette[p % len(palette)] for p in range(session.state.num_players)]

    def render_scores(self, session: Session) -> Any:
        scores = session.state.final_scores()
        ranks = ranking(scores)
        categories: list[str] = []
        for score in scores:
            categories += [c for c in score.breakdown if c not in categories]
        label = _score_labeler(session.record.game)
        winners = [session.name(s.player) for s, r in zip(scores, ranks, strict=True) if r == 1]
        header = h("tr", None, h("th", None, t("Player")),
                   [h("th", None, label(c)) for c in categories],
                   h("th", None, t("Total")), h("th", None, t("Tie-break")))
        rows = [h("tr", {"class": "winner" if r == 1 else None, "data-testid": "score-row"},
                  h("th", None, session.name(s.player)),
                  [h("td", None, str(s.breakdown.get(c, 0))) for c in categories],
                  h("td", {"data-testid": "score-total"}, str(s.total)),
                  h("td", None, " / ".join(str(x) for x in s.tiebreak)))
                for s, r in sorted(zip(scores, ranks, strict=True), key=lambda pair: pair[1])]
        chart = None
        if session.record.game == "puerto_rico":
            from .puerto_rico.chart import vp_chart

            chart = vp_chart(session.record, session.names(), self.colors(session))
        return h("section", {"class": "scores", "data-testid": "scores"},
                 h("h2", None, t("{names} wins!", names=" & ".join(winners))),
                 h("div", {"class": "score-table"},
                   h("table", None, h("thead", None, header), h("tbody", None, rows))),
                 h("p", {"class": "hint"}, t("Ties are broken by doubloons plus goods.")),
                 chart,
                 h("div", {"class": "actions"},
                   h("button", {"type": "button", "class": "primary",
                                "data-action": "play-again", "data-testid": "play-again"},
                     t("Play again")),
                   h("button", {"type": "button", "data-action": "share",
                                "data-testid": "share-end"}, t("Share this game"))))


def default_name(kind: str, seat: int) -> str:
    """The name a seat gets when the player leaves it empty."""
    if kind in LEVEL_NAMES:
        return t("{level} bot {n}", level=t(LEVEL_NAMES[kind]), n=seat + 1)
    return t("Player {n}", n=seat + 1)


def sees_more(state: Any, player: int, other: int) -> bool:
    """True when ``player``'s view shows something ``other``'s does not (hidden information)."""
    mine, theirs = state.view(player), state.view(other)
    mine.pop("viewer", None)
    theirs.pop("viewer", None)
    return mine != theirs


def _score_labeler(game: str) -> Any:
    if game == "puerto_rico":
        from .puerto_rico.text import score_label

        return score_label
    return t
