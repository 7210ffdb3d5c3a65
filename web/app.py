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
from game.core.registry import CATALOG, game_info, is_playable

from .dom import closest_action, h, replace
from .files import MAX_IMPORT_BYTES, export_filename, export_text, parse_export
from .i18n import LANGUAGES, language, set_language, t
from .links import payload_from_fragment, record_from_text, share_url
from .session import Session
from .storage import MemoryStorage, SavedGame, SaveStore, StorageError

SETTINGS_KEY = "ec:settings"
CURRENT_KEY = "ec:current"  # sessionStorage: the game this tab is showing (survives reload)

DESCRIPTIONS = {
    "puerto_rico": "Build a thriving colony: settle plantations, staff buildings, produce goods "
                   "and ship them home for victory points. 2–5 players.",
    "san_juan": "The card game of Puerto Rico: every card is a building, a good or your money. "
                "2–4 players.",
    "rio_de_la_plata": "Found Buenos Aires on the river: place workers, raise districts, trade "
                       "and defend the city. 2–5 players.",
}
AVAILABILITY = {
    "puerto_rico": "Playable now: the base game, 2–5 players on one device.",
}


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
        self.setup_players = 3
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
        ]
        self.root.addEventListener("click", self._proxies[0])
        self.root.addEventListener("submit", self._proxies[1])
        self.root.addEventListener("change", self._proxies[2])
        window.addEventListener("hashchange", self._proxies[3])
        set_language(self._settings().get("lang", "en"))

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
        elif action == "players":
            self.setup_players = int(target.value)
            self.render()
        elif action == "language":
            self._save_setting("lang", set_language(target.value))
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
        link = h("a", {"href": url, "download": export_filename(title)})
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
    def submit_setup(self, form: Any) -> None:
        players = int(form.querySelector("[name=players]").value)
        names = []
        for seat in range(players):
            field = form.querySelector(f"[name=name{seat}]")
            name = " ".join(str(field.value).split())[:MAX_NAME_CHARS] if field else ""
            names.append(name or t("Player {n}", n=seat + 1))
        hidden = bool(form.querySelector("[name=hidden_vp]").checked)
        seed_text = str(form.querySelector("[name=seed]").value).strip()
        seed = seed_from_text(seed_text) if seed_text else int(window.Math.random() * 2**52)
        info = game_info(self.setup_game)
        record = GameRecord(self.setup_game, {"players": players, "hidden_vp": hidden}, seed,
                            meta={"names": names, "seats": ["human"] * players,
                                  "created": time.time()})
        title = f"{info.name if info else self.setup_game} · {', '.join(names)}"
        try:
            self.open_record(record, title[:60])
        except RecordError as exc:
            self.flash("error", str(exc))

    # -- actions: table ---------------------------------------------------------------------
    def do_move(self, target: Any) -> None:
        if self.session is None:
            return
        text = target.dataset.move
        try:
            self.session.play_text(text)
        except GameError as exc:
            self.flash("error", str(exc))
            return
        self.autosave()
        self.message = None
        self.render()

    def do_undo(self, target: Any) -> None:
        if self.session is None or not self.session.can_undo():
            return
        self.session.undo()
        self.seen_by = self.session.to_act()
        self.autosave()
        self.render()

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
        for info in CATALOG:
            playable = is_playable(info.id)
            cards.append(h(
                "article", {"class": "game-card" + ("" if playable else " coming"),
                            "data-testid": f"game-{info.id}"},
                h("img", {"class": "game-art", "src": f"assets/art/{info.id}.svg", "alt": ""}),
                h("div", {"class": "game-body"},
                  h("h2", None, info.name),
                  h("p", None, t(DESCRIPTIONS[info.id])),
                  h("p", {"class": "availability"},
                    t(AVAILABILITY[info.id]) if playable else t("Coming soon.")),
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
        low, high = info.players if info else (2, 5)
        count = min(max(self.setup_players, low), high)
        name_fields = [
            h("label", {"class": "field"}, t("Player {n}", n=seat + 1),
              h("input", {"type": "text", "name": f"name{seat}", "maxlength": MAX_NAME_CHARS,
                          "placeholder": t("Player {n}", n=seat + 1),
                          "data-testid": f"name-{seat}", "autocomplete": "off"}))
            for seat in range(count)
        ]
        return h("form", {"class": "setup", "data-submit": "setup", "data-testid": "setup"},
                 h("h1", None, t("New game of {game}", game=info.name if info else "")),
                 h("label", {"class": "field"}, t("Players"),
                   h("select", {"name": "players", "data-change": "players",
                                "data-testid": "players"},
                     [h("option", {"value": n, "selected": n == count}, str(n))
                      for n in range(low, high + 1)])),
                 h("fieldset", None, h("legend", None, t("Names")), name_fields,
                   h("p", {"class": "hint"}, t("All seats are played on this device; "
                                               "computer opponents arrive soon."))),
                 h("label", {"class": "check"},
                   h("input", {"type": "checkbox", "name": "hidden_vp", "checked": True,
                               "data-testid": "hidden-vp"}),
                   t("Keep victory-point chips hidden, as the rulebook says")),
                 h("label", {"class": "field"}, t("Seed (optional, replays the same setup)"),
                   h("input", {"type": "text", "name": "seed", "maxlength": 40,
                               "data-testid": "seed", "autocomplete": "off"})),
                 h("div", {"class": "actions"},
                   h("button", {"type": "button", "data-action": "home"}, t("Back")),
                   h("button", {"type": "submit", "class": "primary", "data-testid": "start"},
                     t("Start"))))

    def render_table(self, session: Session) -> Any:
        state = session.state
        actor = session.to_act()
        if actor is not None and self.seen_by is None:
            self.seen_by = actor
        viewer = self.seen_by if self.seen_by is not None else actor
        # Hot-seat: when the next player would see something the last one must not, hand over.
        if (actor is not None and viewer is not None and actor != viewer
                and state.view(actor) != state.view(viewer)):
            return h("section", {"class": "pass-device", "data-testid": "pass-device"},
                     h("h1", None, t("Pass the device to {name}", name=session.name(actor))),
                     h("button", {"type": "button", "class": "primary",
                                  "data-action": "pass-ready", "data-testid": "pass-ready"},
                       t("I am {name}", name=session.name(actor))))
        if actor is not None:
            self.seen_by = actor
        bar = h("div", {"class": "table-bar"},
                h("h1", None, session.title),
                h("div", {"class": "table-actions"},
                  h("button", {"type": "button", "data-action": "undo", "data-testid": "undo",
                               "disabled": not session.can_undo()}, t("Undo")),
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
        players = h("ol", {"class": "players", "data-testid": "players"},
                    [h("li", {"class": "player" + (" acting" if p == actor else ""),
                              "data-testid": f"player-{p}"},
                       h("span", {"class": "player-name"}, session.name(p)),
                       h("span", {"class": "badge"}, t("to play")) if p == actor else None)
                     for p in range(state.num_players)])
        if state.is_over():
            main = self.render_scores(session)
        else:
            moves = state.legal_moves(actor)
            main = h("section", {"class": "decision"},
                     h("h2", {"data-testid": "prompt"},
                       t("{name}, your move", name=session.name(actor))),
                     h("div", {"class": "moves", "data-testid": "moves"},
                       [h("button", {"type": "button", "class": "move", "data-action": "move",
                                     "data-move": state.move_to_text(m), "data-testid": "move"},
                          session.describe(m, actor)) for m in moves]))
        log = h("section", {"class": "log"}, h("h2", None, t("Game log")),
                h("ol", {"data-testid": "log", "reversed": True},
                  [h("li", None, h("strong", None, session.name(p)), " ", sentence)
                   for p, sentence in reversed(session.log)]))
        view = h("details", {"class": "view", "open": True},
                 h("summary", None, t("The table")),
                 render_value(state.view(viewer)))
        return h("div", {"class": "table"}, bar, share, players, main, view, log)

    def render_scores(self, session: Session) -> Any:
        scores = session.state.final_scores()
        ranks = ranking(scores)
        categories: list[str] = []
        for score in scores:
            categories += [c for c in score.breakdown if c not in categories]
        winners = [session.name(s.player) for s, r in zip(scores, ranks, strict=False) if r == 1]
        header = h("tr", None, h("th", None, t("Player")),
                   [h("th", None, t(c)) for c in categories],
                   h("th", None, t("Total")), h("th", None, t("Tie-break")))
        rows = [h("tr", {"class": "winner" if r == 1 else None, "data-testid": "score-row"},
                  h("th", None, session.name(s.player)),
                  [h("td", None, str(s.breakdown.get(c, 0))) for c in categories],
                  h("td", {"data-testid": "score-total"}, str(s.total)),
                  h("td", None, " / ".join(str(x) for x in s.tiebreak)))
                for s, r in sorted(zip(scores, ranks, strict=False), key=lambda pair: pair[1])]
        return h("section", {"class": "scores", "data-testid": "scores"},
                 h("h2", None, t("{names} wins!", names=" & ".join(winners))),
                 h("table", None, h("thead", None, header), h("tbody", None, rows)),
                 h("div", {"class": "actions"},
                   h("button", {"type": "button", "class": "primary",
                                "data-action": "play-again", "data-testid": "play-again"},
                     t("Play again")),
                   h("button", {"type": "button", "data-action": "share"},
                     t("Share this game"))))


def render_value(value: Any, depth: int = 0) -> Any:
    """A readable rendering of a JSON-able view: dicts as definition lists, lists inline."""
    if isinstance(value, dict):
        return h("dl", {"class": f"depth-{min(depth, 3)}"},
                 [[h("dt", None, str(k).replace("_", " ")), h("dd", None,
                                                               render_value(v, depth + 1))]
                  for k, v in value.items()])
    if isinstance(value, list):
        if all(not isinstance(v, (dict, list)) for v in value):
            return ", ".join(_scalar(v) for v in value) or "—"
        return h("ol", {"class": "items"}, [h("li", None, render_value(v, depth + 1))
                                             for v in value])
    return _scalar(value)


def _scalar(value: Any) -> str:
    if value is None:
        return "—"
    if value is True:
        return t("yes")
    if value is False:
        return t("no")
    return str(value)
