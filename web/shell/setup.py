"""The setup screen: players, seats and the game's options, generated from its registration.

Each :class:`~game.core.protocol.Option` becomes a field: ``bool`` a checkbox, ``choice`` a select,
with the option's label and its one-line help (translated by the game's catalog). The options are
checked with the game's ``normalize_options`` (and so its ``check_options``) while the form is
edited and at "Start"; a refusal is shown next to the form.
"""

from __future__ import annotations

import json
import time
from typing import Any

from game.bots import DEFAULT_LEVEL
from game.core import GameRecord, RecordError, seed_from_text
from game.core.protocol import GameDef, Option
from game.core.record import MAX_NAME_CHARS
from game.core.registry import game_info

from ..dom import Node, h
from ..files import game_title
from ..games import needs_loading
from ..i18n import t, translator
from ..session import seat_kinds
from .seats import (
    COLOR_NAMES,
    COLORS,
    default_name,
    rotate_seats,
    seat_kind_description,
    seat_kind_name,
    seat_name,
)


def option_testid(option: Option) -> str:
    """The field's ``data-testid``: the option id with dashes (``hidden_vp`` -> ``hidden-vp``)."""
    return option.id.replace("_", "-")


class Setup:
    """Mixin of :class:`~web.shell.app.App`: the setup form."""

    setup_game: str
    setup_players: int
    setup_seats: list[dict[str, str]]
    setup_options: dict[str, Any]
    setup_undo: bool
    setup_error: str | None
    setup_random_first: bool
    setup_advanced: bool  # the "Advanced" disclosure is open

    def begin_setup(self, game_id: str) -> None:
        """A fresh form for ``game_id``: its default player count and option values."""
        info = game_info(game_id)
        self.setup_game = game_id
        if info is not None:
            self.setup_players = info.default_players or info.min_players
        self.setup_options = {o.id: o.default for o in info.options} if info else {}
        self.setup_undo = True
        self.setup_random_first = False
        self.setup_advanced = False
        self.setup_error = None

    def default_seats(self, count: int) -> list[dict[str, str]]:
        seats = list(self.setup_seats)
        palette = list(COLORS)
        for seat in range(len(seats), count):
            kinds = seat_kinds(self.setup_game)
            kind = DEFAULT_LEVEL if seat and DEFAULT_LEVEL in kinds else "human"
            used = {s["color"] for s in seats}
            color = next((c for c in palette if c not in used), palette[seat % len(palette)])
            seats.append({"kind": kind, "name": "", "color": color})
        return seats[:count]

    def read_setup(self, form: Any) -> None:
        """Keep what the player entered when the form is redrawn (e.g. the player count changes)."""
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
        info = game_info(self.setup_game)
        for option in info.options if info else ():
            field = form.querySelector(f"[name=option-{option.id}]")
            if not field:
                continue
            if option.kind == "bool":
                self.setup_options[option.id] = bool(field.checked)
            else:
                chosen = str(field.value)
                for value, _ in option.choices:
                    if json.dumps(value) == chosen:
                        self.setup_options[option.id] = value
        undo = form.querySelector("[name=undo]")
        if undo:
            self.setup_undo = bool(undo.checked)
        shown = form.querySelector("[data-testid=advanced]")
        if shown:  # a redraw keeps the disclosure as the player left it
            self.setup_advanced = bool(shown.open)
        first = form.querySelector("[name=random-first]")
        if first:
            self.setup_random_first = bool(first.checked)

    def check_setup(self) -> dict[str, Any] | None:
        """The normalized options, or None with the reason in ``setup_error``."""
        info = game_info(self.setup_game)
        if info is None:
            self.setup_error = t("This game cannot be shown here yet.")
            return None
        try:
            options = info.normalize_options({"players": self.setup_players,
                                              **self.setup_options})
        except ValueError as exc:
            self.setup_error = translator(info.id).t(str(exc))
            return None
        self.setup_error = None
        return options

    # -- data-change handlers ------------------------------------------------------------------
    def change_setup(self, target: Any) -> None:
        """Redraw the form with what was chosen (e.g. a seat's colour, an option)."""
        self.read_setup(target.form)
        self.check_setup()
        self.render()

    def change_players(self, target: Any) -> None:
        self.read_setup(target.form)
        self.setup_players = int(target.value)
        self.check_setup()
        self.render()

    def submit_setup(self, form: Any) -> None:
        if needs_loading(self.setup_game):  # Start stays disabled until the game is here
            return
        self.setup_players = int(form.querySelector("[name=players]").value)
        self.read_setup(form)
        options = self.check_setup()
        if options is None:
            self.render()
            return
        seats = self.default_seats(self.setup_players)
        kinds = [s["kind"] if s["kind"] in seat_kinds(self.setup_game) else "human"
                 for s in seats]
        # a seat left unnamed is recorded without a name: its default name is then said in the
        # language of whoever looks (web/shell/seats.py seat_name)
        names = [" ".join(row["name"].split())[:MAX_NAME_CHARS] for row in seats]
        colors = [s["color"] if s["color"] in COLORS else list(COLORS)[i % len(COLORS)]
                  for i, s in enumerate(seats)]
        from js import window  # only here: the rest of the form is plain Python

        seed_text = str(form.querySelector("[name=seed]").value).strip()
        seed = seed_from_text(seed_text) if seed_text else int(window.Math.random() * 2**52)
        if self.setup_random_first:  # a random seat plays first: it becomes seat 1
            first = int(window.Math.random() * len(names)) % len(names)
            names, kinds, colors = rotate_seats(first, names, kinds, colors)
        info = game_info(self.setup_game)
        record = GameRecord(self.setup_game, options, seed,
                            meta={"names": names, "seats": kinds, "colors": colors,
                                  "undo": self.setup_undo, "created": time.time()})
        title = game_title(info.name if info else self.setup_game,
                           [seat_name(names, kinds, seat) for seat in range(len(names))])
        try:
            self.open_record(record, title)
        except RecordError as exc:
            self.setup_error = str(exc)
            self.render()

    # -- rendering -------------------------------------------------------------------------------
    def option_field(self, info: GameDef, option: Option) -> Node:
        """One option of the game's schema as a form field, with its help line."""
        game_t = translator(info.id).t
        value = self.setup_options.get(option.id, option.default)
        help_line = h("small", {"class": "hint"}, game_t(option.help)) if option.help else None
        if option.kind == "bool":
            # an option that means nothing while the one it requires is off is greyed out
            needed = next((o for o in info.options if o.id == option.requires), None)
            off = needed is not None and not self.setup_options.get(needed.id, needed.default)
            return h("div", {"class": "option" + (" off" if off else "")},
                     h("label", {"class": "check"},
                       h("input", {"type": "checkbox", "name": f"option-{option.id}",
                                   "checked": bool(value), "data-change": "setup",
                                   "disabled": off, "data-testid": option_testid(option)}),
                       game_t(option.label)),
                     help_line)
        return h("div", {"class": "option"},
                 h("label", {"class": "field"}, game_t(option.label),
                   h("select", {"name": f"option-{option.id}", "data-change": "setup",
                                "data-testid": option_testid(option)},
                     [h("option", {"value": json.dumps(choice), "selected": choice == value},
                        game_t(label)) for choice, label in option.choices])),
                 help_line)

    def render_setup(self) -> Node:
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
                  [h("option", {"value": kind, "selected": kind == row["kind"],
                                "title": seat_kind_description(kind)},
                     seat_kind_name(kind)) for kind in seat_kinds(self.setup_game)]),
                h("select", {"name": f"color{seat}", "data-testid": f"color-{seat}",
                             "data-change": "setup",
                             "aria-label": t("Colour of seat {n}", n=seat + 1)},
                  [h("option", {"value": c, "selected": c == row["color"]},
                     t(COLOR_NAMES[c])) for c in COLORS])))
        options = [self.option_field(info, o) for o in info.options] if info else []
        # hot-seat words only when several humans share the device
        several = sum(1 for row in seats if row["kind"] not in seat_kinds(self.setup_game)
                      or row["kind"] == "human") > 1
        error = (h("p", {"class": "message message-error", "role": "alert",
                         "data-testid": "setup-error"}, self.setup_error)
                 if self.setup_error else None)
        loading = needs_loading(self.setup_game)  # its package is on its way (web/games.py)
        return h("form", {"class": "setup", "data-submit": "setup", "data-testid": "setup",
                          "data-game-ready": not loading},
                 h("h1", None, t("New game of {game}", game=info.name if info else "")),
                 # what this build plays of the game (e.g. a part still coming), in its words
                 h("p", {"class": "hint", "data-testid": "availability"},
                   translator(info.id).t(info.availability)) if info and info.availability
                 else None,
                 h("label", {"class": "field"}, t("Players"),
                   h("select", {"name": "players", "data-change": "players",
                                "data-testid": "players"},
                     [h("option", {"value": n, "selected": n == count}, str(n))
                      for n in range(low, high + 1)])),
                 h("fieldset", None, h("legend", None, t("Seats")), rows,
                   h("label", {"class": "check"},
                     h("input", {"type": "checkbox", "name": "random-first",
                                 "checked": self.setup_random_first,
                                 "data-testid": "random-first"}),
                     t("A random player goes first")),
                   h("p", {"class": "hint", "data-testid": "seats-hint"},
                     t("Seat 1 plays first."), " ",
                     t("The humans share this device and pass it on.") if several else None)),
                 h("fieldset", {"class": "options", "data-testid": "options"},
                   h("legend", None, t("Options")), options, error) if options or error
                 else None,
                 h("details", {"class": "advanced", "data-testid": "advanced",
                               "open": self.setup_advanced},
                   h("summary", {"data-testid": "advanced-toggle"}, t("Advanced")),
                   # (kept in the form while hidden: it counts once a second human sits)
                   h("label", {"class": "check", "hidden": not several},
                     h("input", {"type": "checkbox", "name": "undo", "checked": self.setup_undo,
                                 "data-testid": "allow-undo"}),
                     t("Allow the humans to undo their moves")),
                   self.render_bot_settings(),
                   h("label", {"class": "field"}, t("Seed (optional, replays the same setup)"),
                     h("input", {"type": "text", "name": "seed", "maxlength": 40,
                                 "data-testid": "seed", "autocomplete": "off"}))),
                 h("div", {"class": "actions"},
                   h("span", {"class": "hint", "role": "status", "data-testid": "setup-loading",
                              "hidden": not loading},
                     t("Loading {game}…", game=info.name if info else "")),
                   h("button", {"type": "button", "data-action": "home"}, t("Back")),
                   h("button", {"type": "submit", "class": "primary", "data-testid": "start",
                                "disabled": loading},
                     t("Start"))))
