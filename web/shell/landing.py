"""The landing page: the games (from the registry), quick actions and the saved games."""

from __future__ import annotations

from typing import Any

from pyscript import window

from game.core.registry import game_info, games, is_playable

from ..dom import Node, h
from ..files import MAX_TITLE_CHARS
from ..i18n import locale_tag, nt, t, translator
from ..storage import SavedGame, StorageError
from .seats import status_line


class Landing:
    """Mixin of :class:`~web.shell.app.App`: the landing page and the saved-games list."""

    saves: Any
    session: Any
    screen: str
    tab: Any
    editing: str | None
    confirm_delete: str | None
    setup_game: str
    message: tuple[str, str] | None

    # -- actions ---------------------------------------------------------------------------------
    def do_home(self, target: Any) -> None:
        from .app import CURRENT_KEY

        self.screen = "landing"
        self.session = None
        self.message = None  # a message belongs to the screen it was shown on
        self.tab.removeItem(CURRENT_KEY)
        self.render()

    def do_new_game(self, target: Any) -> None:
        game_id = str(target.dataset.game)
        if not is_playable(game_id):
            return
        self.begin_setup(game_id)
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

    # -- rendering -------------------------------------------------------------------------------
    def render_landing(self) -> Node:
        saves = self.saves.list()
        latest = next((e for e in saves if e.record is not None), None)
        cards = []
        for info in games():
            playable = info.playable
            game_t = translator(info.id).t  # the registration's texts are the game's
            cards.append(h(
                "article", {"class": "game-card" + ("" if playable else " coming"),
                            "data-testid": f"game-{info.id}"},
                h("img", {"class": "game-art", "src": info.art, "alt": ""}) if info.art else None,
                h("div", {"class": "game-body"},
                  h("h2", None, info.name),
                  h("p", None, game_t(info.summary)),
                  h("p", {"class": "availability"},
                    game_t(info.availability) if playable else t("Coming soon.")),
                  h("button", {"type": "button", "class": "primary", "data-action": "new-game",
                               "data-game": info.id, "data-testid": f"new-game-{info.id}"},
                    t("New game")) if playable else
                  h("span", {"class": "badge", "data-testid": f"coming-{info.id}"},
                    t("Coming")))))
        quick = h("section", {"class": "quick"},
                  h("button", {"type": "button", "class": "primary", "data-action": "continue",
                               "data-testid": "continue", "title": latest.title},
                    t("Continue"), h("small", {"data-testid": "continue-title"}, latest.title))
                  if latest else None,
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
                   h("h1", None, t("Euro classics, one page")),
                   h("p", {"data-testid": "playable"}, self.playable_line()),
                   h("p", None, t("Play against bots (four levels, from Easy to Expert) or with "
                                  "friends on one device, offline. Every game saves itself; "
                                  "share any game as a link."))),
                 quick,
                 h("section", {"class": "games", "aria-label": t("Games")}, cards),
                 self.render_saves(saves))

    @staticmethod
    def playable_line() -> str:
        """What can be played today, and what is only announced (from the registry)."""
        ready = [info.name for info in games() if info.playable]
        coming = [info.name for info in games() if not info.playable]
        line = t("Playable now: {games}.", games=", ".join(ready)) if ready else t(
            "Nothing is playable yet.")
        if coming:
            line += " " + t("Coming later: {games}.", games=", ".join(coming))
        return line

    def render_saves(self, saves: list[SavedGame]) -> Node:
        rows = []
        for entry in saves:
            info = game_info(entry.game) if entry.game else None
            if self.editing == entry.id:
                title_el = h("form", {"class": "rename", "data-submit": "rename",
                                      "data-id": entry.id},
                             h("input", {"type": "text", "value": entry.title,
                                         "maxlength": MAX_TITLE_CHARS,
                                         "aria-label": t("New name"),
                                         "data-testid": "rename-input"}),
                             h("button", {"type": "submit", "data-testid": "rename-save"},
                               t("Save")),
                             h("button", {"type": "button", "data-action": "cancel-edit"},
                               t("Cancel")))
            else:
                title_el = h("span", {"class": "save-title", "data-testid": "save-title",
                                      "title": entry.title}, entry.title)
            details = (t("Damaged: {reason}", reason=entry.error or "") if entry.record is None
                       else nt("{game} · 1 move", "{game} · {n} moves", len(entry.record.moves),
                               game=info.name if info else "?"))
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
            where = (status_line(entry.status, entry.record.meta.get("names") or [],
                                 entry.record.meta.get("seats") or [])
                     if entry.record is not None else "")
            if where:
                details = f"{details} · {where}"
            stamp = (str(window.Date.new(entry.updated * 1000).toLocaleString(locale_tag()))
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

