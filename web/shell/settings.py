"""Settings kept in localStorage (language, bot speed, think time) and the top bar."""

from __future__ import annotations

import json
from typing import Any

from pyscript import document

from ..dom import Node, h
from ..i18n import LANGUAGES, N_, language, set_language, t

SETTINGS_KEY = "ec:settings"
# A searching bot's time a move, times its level's think factor (game/bots/registry.py)
THINK_TIMES = {"0.5": N_("Half a second"), "1": N_("One second"), "2": N_("Two seconds"),
               "4": N_("Four seconds")}
BOT_SPEED_NAMES = {"fast": N_("Fast"), "normal": N_("Normal"), "slow": N_("Slow")}
# ms a bot waits before it moves ("instant" is not offered in the UI; tests and benchmarks use it)
BOT_DELAYS = {"instant": 0, "fast": 250, "normal": 700, "slow": 1500}


def js_str(value: Any) -> str | None:
    """A JS string value as Python str; None for null/undefined."""
    return value if isinstance(value, str) else None


class Settings:
    """Mixin of :class:`~web.shell.app.App`: reading and changing the settings."""

    local: Any
    session: Any

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

    # -- data-change handlers ------------------------------------------------------------------
    def change_bot_speed(self, target: Any) -> None:
        self._save_setting("bot_speed", str(target.value))

    def change_think_time(self, target: Any) -> None:
        self._save_setting("think_time", str(target.value))

    def change_language(self, target: Any) -> None:
        from ..session import Session

        self._save_setting("lang", set_language(target.value))
        document.documentElement.lang = language()
        if self.session is not None:  # rebuild the log in the new language
            self.session = Session.open(self.session.record, self.session.save_id,
                                        self.session.title)
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
                 h("label", {"class": "lang"},
                   h("span", {"class": "sr-only"}, t("Language")),
                   h("select", {"data-change": "language", "data-testid": "language"},
                     options)))

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
