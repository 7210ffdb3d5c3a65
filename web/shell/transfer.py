"""Games in and out of the page: share links, pasted links, file import and export."""

from __future__ import annotations

import asyncio
from typing import Any

from js import document, window
from pyodide.ffi import create_proxy

from game.core import RecordError

from ..files import MAX_IMPORT_BYTES, export_filename, export_text, parse_export
from ..i18n import N_, t
from ..links import payload_from_fragment, record_from_text, share_url
from .settings import js_str


class Transfer:
    """Mixin of :class:`~web.shell.app.App`: links, import and export."""

    session: Any
    saves: Any
    screen: str
    message: tuple[str, str] | None
    share_link: str | None
    _tasks: set[asyncio.Future[None]]

    def open_fragment(self) -> bool:
        """Open the game carried by ``#g=...``; report a bad link on screen. True if handled."""
        fragment = js_str(window.location.hash) or ""
        try:
            payload = payload_from_fragment(fragment)
            if payload is None:
                return False
            from game.core import decode_link

            record = decode_link(payload)
            self.open_record(record, from_outside=True,  # titled by its game and players
                             error_text=N_("This link could not be opened: {reason}"))
        except RecordError as exc:
            self.screen = "landing"
            self.message = ("error", t("This link could not be opened: {reason}",
                                       reason=str(exc)))
            self.render()
        finally:
            if fragment:  # a link is opened once; the game now lives in the saved list
                window.history.replaceState(None, "", window.location.pathname)
        return True

    def on_hashchange(self, event: Any = None) -> None:
        self.open_fragment()

    def do_export(self, target: Any) -> None:
        # The table's own Export button has no data-id (undefined in JS: no attribute here).
        save_id = js_str(getattr(target.dataset, "id", None))
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

    def change_import_file(self, target: Any) -> None:
        task = asyncio.ensure_future(self.import_file(target))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

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
            # untitled: by its game and players
            self.open_record(record, title, from_outside=True,
                             error_text=N_("This file could not be imported: {reason}"))
        except RecordError as exc:
            self.flash("error", t("This file could not be imported: {reason}", reason=str(exc)))

    def submit_open_link(self, form: Any) -> None:
        text = form.querySelector("input").value
        try:
            record = record_from_text(text)
            self.open_record(record, from_outside=True,
                             error_text=N_("This link could not be opened: {reason}"))
        except RecordError as exc:
            self.flash("error", t("This link could not be opened: {reason}", reason=str(exc)))

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
