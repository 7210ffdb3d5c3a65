"""Games whose package arrives on first use (:mod:`web.games`): the setup screen fetches it
while the player reads it, and a saved game, a link or a file of a game not loaded yet opens
after a short "Loading…" screen. A failure (offline before the game was ever opened) is said on
the landing page; nothing else changes."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import Any

from js import document

from game.core import RecordError
from game.core.registry import game_info

from ..dom import Node, h
from ..games import load_game, needs_loading
from ..i18n import t


class Loading:
    screen: str
    message: tuple[str, str] | None
    setup_game: str
    setup_error: str | None
    _tasks: set[asyncio.Future[None]]
    loading_game: str | None = None  # the game the "Loading…" screen waits for
    ready_when_loaded = False  # the first screen is that "Loading…": the page waits for the game

    def render(self) -> None: ...  # App's
    def first_screen_drawn(self) -> None: ...  # App's

    def spawn(self, work: Coroutine[Any, Any, None]) -> None:
        """Run ``work`` in the background, kept alive until it ends."""
        task = asyncio.ensure_future(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def open_when_loaded(self, game_id: str, open_it: Callable[[], None],
                         error_text: str) -> bool:
        """False when ``game_id`` can be opened now (the caller opens it). Otherwise True: a
        "Loading…" screen shows while its package is fetched, then ``open_it()`` runs; a
        RecordError it raises is said with ``error_text`` (an N_() text with ``{reason}``)."""
        if not needs_loading(game_id):
            return False
        self.loading_game = game_id
        self.screen = "loading"
        self.render()
        self.spawn(self._open_after_loading(game_id, open_it, error_text))
        return True

    async def _open_after_loading(self, game_id: str, open_it: Callable[[], None],
                                  error_text: str) -> None:
        try:
            await load_game(game_id)
            if self.loading_game != game_id:  # the player went elsewhere meanwhile
                return
            self.loading_game = None
            try:
                open_it()
            except RecordError as exc:
                self.screen = "landing"
                self.message = ("error", t(error_text, reason=str(exc)))
                self.render()
        except OSError as exc:
            self.loading_game = None
            self.screen = "landing"
            self.message = ("error", self.not_loaded_text(game_id, exc))
            self.render()
        finally:
            if self.ready_when_loaded:
                self.ready_when_loaded = False
                self.first_screen_drawn()

    @staticmethod
    def not_loaded_text(game_id: str, exc: Exception) -> str:
        info = game_info(game_id)
        return t("{game} could not be loaded ({reason}). Check the connection and try again.",
                 game=info.name if info else game_id, reason=str(exc))

    def render_loading(self) -> Node:
        info = game_info(self.loading_game or "")
        return h("div", {"class": "loading-game", "role": "status", "aria-live": "polite",
                         "data-testid": "game-loading"},
                 h("div", {"class": "spinner", "aria-hidden": "true"}),
                 h("p", None, t("Loading {game}…", game=info.name if info else "")))

    # -- the setup screen fetches its game while the player reads it -------------------------
    def prefetch_game(self, game_id: str) -> None:
        if needs_loading(game_id):
            self.spawn(self._prefetch(game_id))

    async def _prefetch(self, game_id: str) -> None:
        try:
            await load_game(game_id)
        except OSError as exc:
            if self.screen == "setup" and self.setup_game == game_id:
                self.setup_error = self.not_loaded_text(game_id, exc)
                self.render()
            return
        if self.screen != "setup" or self.setup_game != game_id:
            return
        # The form keeps what the player typed meanwhile: only the Start button changes.
        form = document.querySelector("[data-testid=setup]")
        start = document.querySelector("[data-testid=start]")
        status = document.querySelector("[data-testid=setup-loading]")
        if not form or not start:
            self.render()
            return
        start.disabled = False
        form.setAttribute("data-game-ready", "")
        if status:
            status.hidden = True
