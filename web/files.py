"""Exported game files: what "Export" writes and "Import a file" reads."""

from __future__ import annotations

import json
import re

from game.core import GameRecord, RecordError, canonical_json, loads_record

MAX_IMPORT_BYTES = 1024 * 1024
# A title holds a game's name and every player's name whole (5 names of 40 characters).
MAX_TITLE_CHARS = 240
EXPORT_KEY = "euro-classics"


def export_text(title: str, record: GameRecord) -> str:
    """The file's contents: a small envelope with the title and the game record."""
    return canonical_json({EXPORT_KEY: 1, "title": title, "record": record.to_json()})


def export_filename(title: str) -> str:
    """A file name from the title: its words (letters and digits, any script) joined by dashes,
    so no stray "_" or punctuation ("Puerto Rico · Ana, Bo" -> "Puerto-Rico-Ana-Bo.json")."""
    words = re.findall(r"[^\W_]+", title)
    safe = "-".join(words)[:60].strip("-") or "game"
    return f"{safe}.json"


def game_title(game_name: str, names: list[str]) -> str:
    """A game's title from its players: "Puerto Rico · Ana, Bo, Cy", every name whole (where a
    title has no room, the page shortens it with an ellipsis and shows it whole on hover)."""
    players = ", ".join(n for n in names if n.strip())
    return f"{game_name} · {players}" if players else game_name


def parse_export(text: str) -> tuple[str | None, GameRecord]:
    """Read an exported file (or a bare record). Raises :class:`RecordError`."""
    if len(text) > MAX_IMPORT_BYTES:
        raise RecordError("This file is too large to be a saved game.")
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise RecordError("This file is not a saved game (it is not valid JSON).") from exc
    if isinstance(data, dict) and EXPORT_KEY in data:
        title = data.get("title")
        return (title[:MAX_TITLE_CHARS] if isinstance(title, str) else None,
                GameRecord.from_json(data.get("record")))
    return None, loads_record(text)
