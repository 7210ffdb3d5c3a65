"""Exported game files: what "Export" writes and "Import a file" reads."""

from __future__ import annotations

import json

from game.core import GameRecord, RecordError, canonical_json, loads_record

MAX_IMPORT_BYTES = 1024 * 1024
EXPORT_KEY = "euro-classics"


def export_text(title: str, record: GameRecord) -> str:
    """The file's contents: a small envelope with the title and the game record."""
    return canonical_json({EXPORT_KEY: 1, "title": title, "record": record.to_json()})


def export_filename(title: str) -> str:
    safe = "".join(c if c.isalnum() or c in " -_" else "_" for c in title).strip() or "game"
    return f"{safe[:50]}.json"


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
        return (title[:60] if isinstance(title, str) else None,
                GameRecord.from_json(data.get("record")))
    return None, loads_record(text)
