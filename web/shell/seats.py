"""Seats: who plays them, their colours and default names (pure Python, no browser imports)."""

from __future__ import annotations

from typing import Any

from game.bots import level_info

from ..i18n import N_, t

# Seat colours: records store the id (never raw CSS, which a link could abuse).
COLORS = {"red": "#c23b22", "blue": "#2f6db5", "green": "#3f8f3f", "yellow": "#d9a21b",
          "purple": "#8a4fb0"}
COLOR_NAMES = {"red": N_("Red"), "blue": N_("Blue"), "green": N_("Green"),
               "yellow": N_("Yellow"), "purple": N_("Purple")}


def seat_kind_name(kind: str) -> str:
    """Who plays a seat, as the setup screen lists it: "Human" or "Bot: Easy" (a bot level's
    name from the levels' registry, ``game/bots/registry.py``)."""
    level = level_info(kind)
    return t("Bot: {level}", level=t(level.name)) if level is not None else t("Human")


def seat_kind_description(kind: str) -> str | None:
    """What a bot level does, in one line (None for a human)."""
    level = level_info(kind)
    return t(level.description) if level is not None else None


def default_name(kind: str, seat: int) -> str:
    """The name a seat gets when the player leaves it empty."""
    level = level_info(kind)
    if level is not None:
        return t("{level} bot {n}", level=t(level.name), n=seat + 1)
    return t("Player {n}", n=seat + 1)


def seat_name(names: list[str], kinds: list[str], seat: int) -> str:
    """A seat's name: the one the players gave it, else its default (:func:`default_name`, in
    the language shown now, so a bot left unnamed is "Bot medio 2" in Italian)."""
    name = str(names[seat]) if 0 <= seat < len(names) else ""
    kind = str(kinds[seat]) if 0 <= seat < len(kinds) else "human"
    return name if name.strip() else default_name(kind, seat)


def status_line(status: dict[str, Any], names: list[str], kinds: list[str] | None = None) -> str:
    """Where a saved game stands: "Ana to play · round 3", "Game over", or "" (unknown)."""
    if status.get("over"):
        return t("Game over")
    turn = status.get("turn")
    if not isinstance(turn, int):
        return ""
    name = seat_name(names, kinds or [], turn)
    if "round" in status:
        return t("{name} to play · round {n}", name=name, n=status["round"])
    return t("{name} to play", name=name)


def rotate_seats(first: int, *columns: list[Any]) -> list[list[Any]]:
    """Each column (names, kinds, colours…) turned so that seat ``first`` becomes seat 1, the
    first to play; every player keeps their own name, kind and colour."""
    return [list(column[first:]) + list(column[:first]) for column in columns]


def seat_colors(meta: dict[str, Any], players: int) -> list[str]:
    """Every seat's CSS colour from the record's palette ids (unknown ids get the palette's)."""
    ids = meta.get("colors") or []
    palette = list(COLORS.values())
    return [COLORS.get(ids[p], palette[p % len(palette)]) if p < len(ids) and isinstance(
        ids[p], str) else palette[p % len(palette)] for p in range(players)]


def sees_more(state: Any, player: int, other: int | None) -> bool:
    """True when ``player``'s view shows something ``other``'s (None: everyone's, the public
    view) does not (hidden information)."""
    mine, theirs = state.view(player), state.view(other)
    mine.pop("viewer", None)
    theirs.pop("viewer", None)
    return mine != theirs
