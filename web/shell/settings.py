"""Settings kept in localStorage (language, bot speed, think time, the player's preferences:
confirm weighty moves, animations, the "your turn" sound), each game's table preferences
(:attr:`web.gameui.GameUI.prefs`), the settings screen and the top bar."""

from __future__ import annotations

import json
from typing import Any

from pyscript import document

from ..dom import Node, h
from ..i18n import LANGUAGES, N_, language, set_language, t

SETTINGS_KEY = "ec:settings"
GAME_PREFS_KEY = "ec:prefs:"  # + a game id: that game's table preferences (GameUI.prefs)
MAX_GAME_PREFS_CHARS = 4096  # a table's remembered choices are a few flags, never more
# A searching bot's time a move, times its level's think factor (game/bots/registry.py)
THINK_TIMES = {"0.5": N_("Half a second"), "1": N_("One second"), "2": N_("Two seconds"),
               "4": N_("Four seconds")}
BOT_SPEED_NAMES = {"fast": N_("Fast"), "normal": N_("Normal"), "slow": N_("Slow")}
# ms a bot waits before it moves ("instant" is not offered in the UI; tests and benchmarks use it)
BOT_DELAYS = {"instant": 0, "fast": 250, "normal": 700, "slow": 1500}
# The player's yes/no preferences: (label, default). "confirm": ask before a weighty move (the
# game's UI says which, GameUI.confirm); "motion": animate what moves (web/dom.js); "sound": a
# short sound when it is your turn.
PREFERENCES = {"confirm": (N_("Ask before playing a weighty move"), True),
               "motion": (N_("Animations"), True),
               "sound": (N_("A sound when it is your turn"), False)}


def js_str(value: Any) -> str | None:
    """A JS string value as Python str; None for null/undefined."""
    return value if isinstance(value, str) else None


class Settings:
    """Mixin of :class:`~web.shell.app.App`: reading and changing the settings."""

    local: Any
    session: Any
    screen: str
    settings_from: str

    def _settings(self) -> dict[str, Any]:
        try:
            data = json.loads(js_str(self.local.getItem(SETTINGS_KEY)) or "{}")
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

    def apply_language(self) -> None:
        """Use the saved language (at boot)."""
        document.documentElement.lang = set_language(self._settings().get("lang", "en"))

    def think_time(self) -> str:
        value = str(self._settings().get("think_time", "1"))
        return value if value in THINK_TIMES else "1"

    def bot_delay(self) -> int:
        return BOT_DELAYS.get(self._settings().get("bot_speed", "normal"), 700)

    def pref(self, name: str) -> bool:
        """A yes/no preference of :data:`PREFERENCES`, as the player left it (else its default)."""
        value = self._settings().get(name)
        return value if isinstance(value, bool) else PREFERENCES[name][1]

    # -- a game's table preferences (GameUI.prefs) ---------------------------------------------
    def load_game_prefs(self, ui: Any) -> None:
        """Fill ``ui.prefs`` with what the player chose at this game's table before (a damaged
        or foreign entry is ignored: the UI keeps its defaults)."""
        if ui is None or not ui.game_id:
            return
        try:
            text = js_str(self.local.getItem(GAME_PREFS_KEY + ui.game_id)) or "{}"
            data = json.loads(text) if len(text) <= MAX_GAME_PREFS_CHARS else {}
        except Exception:
            data = {}
        if isinstance(data, dict):
            ui.prefs.update(data)

    def save_game_prefs(self, ui: Any) -> None:
        """Remember ``ui.prefs`` for the next game of its kind (after a UI action changed them)."""
        if ui is None or not ui.game_id:
            return
        try:
            text = json.dumps(ui.prefs, separators=(",", ":"))
            if len(text) <= MAX_GAME_PREFS_CHARS:
                self.local.setItem(GAME_PREFS_KEY + ui.game_id, text)
        except Exception:  # not JSON-able, or the storage refused: remembered for this page only
            pass

    # -- the settings screen --------------------------------------------------------------------
    def do_settings(self, target: Any) -> None:
        """Open the settings (from the top bar or the table's menu); "Back" returns."""
        if self.screen != "settings":
            self.settings_from = self.screen
        self.screen = "settings"
        self.render()

    def do_settings_back(self, target: Any) -> None:
        back = self.settings_from
        self.screen = back if back != "table" or self.session is not None else "landing"
        self.render()

    # -- data-change handlers ------------------------------------------------------------------
    def change_bot_speed(self, target: Any) -> None:
        self._save_setting("bot_speed", str(target.value))

    def change_think_time(self, target: Any) -> None:
        self._save_setting("think_time", str(target.value))

    def change_pref(self, target: Any) -> None:
        name = str(target.dataset.pref)
        if name in PREFERENCES:
            self._save_setting(name, bool(target.checked))

    def change_language(self, target: Any) -> None:
        from ..session import Session

        self._save_setting("lang", set_language(target.value))
        document.documentElement.lang = language()
        if self.session is not None:  # rebuild the log in the new language
            self.session = Session.open(self.session.record, self.session.save_id,
                                        self.session.title)
            self.load_game_prefs(self.session.ui)
        self.render()

    # -- rendering -----------------------------------------------------------------------------
    def render_header(self) -> Node:
        options = [h("option", {"value": code, "selected": code == language()}, name)
                   for code, name in LANGUAGES.items()]
        return h("header", {"class": "topbar"},
                 h("a", {"href": "./", "class": "brand", "data-action": "home",
                         "data-testid": "home"},
                   h("img", {"src": "assets/icons/icon.svg", "alt": "", "width": 28,
                             "height": 28}),
                   h("span", None, "Euro Classics")),
                 h("div", {"class": "topbar-tools"},
                   h("button", {"type": "button", "class": "settings-open",
                                "data-action": "settings", "data-testid": "settings"},
                     t("Settings")),
                   h("label", {"class": "lang"},
                     h("span", {"class": "sr-only"}, t("Language")),
                     h("select", {"data-change": "language", "data-testid": "language"},
                       options))))

    def render_bot_settings(self) -> list[Node]:
        """The bot speed and think time fields (shown on the setup screen)."""
        speed = self._settings().get("bot_speed", "normal")
        return [h("label", {"class": "field"}, t("Bot speed"),
                  h("select", {"data-change": "bot-speed", "data-testid": "bot-speed"},
                    [h("option", {"value": key, "selected": key == speed}, t(label))
                     for key, label in BOT_SPEED_NAMES.items()])),
                h("label", {"class": "field"}, t("Think time of Hard and Expert bots"),
                  h("select", {"data-change": "think-time", "data-testid": "think-time"},
                    [h("option", {"value": key, "selected": key == self.think_time()},
                       t(label)) for key, label in THINK_TIMES.items()]))]

    def render_settings(self) -> Node:
        """The settings screen (from the top bar, and from the table's menu): the bots' pace,
        and the player's preferences, each kept in this browser."""
        checks = [h("label", {"class": "check"},
                    h("input", {"type": "checkbox", "data-change": "pref", "data-pref": name,
                                "checked": self.pref(name), "data-testid": f"pref-{name}"}),
                    t(label)) for name, (label, _) in PREFERENCES.items()]
        return h("section", {"class": "settings", "data-testid": "settings-screen"},
                 h("h1", None, t("Settings")),
                 h("fieldset", None, h("legend", None, t("At the table")), checks,
                   h("p", {"class": "hint"}, t("Animations are also off when your device asks "
                                               "for reduced motion."))),
                 h("fieldset", None, h("legend", None, t("Bots")), self.render_bot_settings()),
                 h("p", {"class": "hint"}, t("Settings are kept in this browser.")),
                 h("div", {"class": "actions"},
                   h("button", {"type": "button", "class": "primary",
                                "data-action": "settings-back", "data-testid": "settings-back",
                                "data-autofocus": True}, t("Back"))))
