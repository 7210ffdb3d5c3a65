"""Saved games in localStorage, one key per game, so a damaged entry never harms the others.

The store works with any object that has the Web Storage methods (``getItem``, ``setItem``,
``removeItem``, ``key``, ``length``), so tests use a dict-backed fake.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from typing import Any, Protocol

from game.core import GameRecord, RecordError

from .files import MAX_TITLE_CHARS

SAVE_PREFIX = "ec:save:"
SAVE_SCHEMA = 1
MAX_SAVE_CHARS = 1024 * 1024


class WebStorage(Protocol):
    length: int

    def getItem(self, key: str) -> Any: ...  # noqa: N802 - Web Storage API names
    def setItem(self, key: str, value: str) -> None: ...  # noqa: N802
    def removeItem(self, key: str) -> None: ...  # noqa: N802
    def key(self, index: int) -> Any: ...


class StorageError(Exception):
    """Saving failed (storage full or unavailable). The message is fit to show."""


@dataclass
class SavedGame:
    """One entry of the saved-games list. ``record`` is None when the entry is damaged."""

    id: str
    title: str
    updated: float
    record: GameRecord | None
    error: str | None = None
    # Where the game stands, for the saved-games list: "turn" (the player to act, None when over),
    # "round" (None when the game has no rounds), "over"; empty for saves made before it existed.
    status: dict[str, Any] = field(default_factory=dict)

    @property
    def game(self) -> str | None:
        return self.record.game if self.record else None


class MemoryStorage:
    """A stand-in when the browser refuses localStorage (and for tests)."""

    def __init__(self) -> None:
        self.items: dict[str, str] = {}

    @property
    def length(self) -> int:
        return len(self.items)

    def getItem(self, key: str) -> str | None:  # noqa: N802
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:  # noqa: N802
        self.items[key] = str(value)

    def removeItem(self, key: str) -> None:  # noqa: N802
        self.items.pop(key, None)

    def key(self, index: int) -> str | None:
        keys = list(self.items)
        return keys[index] if 0 <= index < len(keys) else None


def clean_title(title: Any) -> str:
    text = " ".join(str(title).split()) if title is not None else ""
    return text[:MAX_TITLE_CHARS]


class SaveStore:
    """Create, list, load, rename and delete saved games."""

    def __init__(self, storage: WebStorage, clock: Any = time.time) -> None:
        self.storage = storage
        self.clock = clock

    def _keys(self) -> list[str]:
        keys = []
        for index in range(int(self.storage.length)):
            key = self.storage.key(index)
            if isinstance(key, str) and key.startswith(SAVE_PREFIX):
                keys.append(key)
        return keys

    def new_id(self) -> str:
        base = format(int(self.clock() * 1000), "x")
        existing = set(self._keys())
        suffix = 0
        while f"{SAVE_PREFIX}{base}{suffix or ''}" in existing:
            suffix += 1
        return f"{base}{suffix or ''}"

    def put(self, save_id: str, record: GameRecord, title: str,
            status: dict[str, Any] | None = None) -> None:
        entry = {
            "schema": SAVE_SCHEMA,
            "title": clean_title(title),
            "updated": self.clock(),
            "record": record.to_json(),
        }
        if status:
            entry["status"] = clean_status(status)
        text = json.dumps(entry, separators=(",", ":"), ensure_ascii=False)
        if len(text) > MAX_SAVE_CHARS:
            raise StorageError("This game is too long to save in the browser.")
        try:
            self.storage.setItem(SAVE_PREFIX + save_id, text)
        except Exception as exc:  # QuotaExceededError or a disabled storage
            raise StorageError(
                "The browser's storage is full or disabled: this game could not be saved. "
                "Delete old saves or export this game to a file."
            ) from exc

    def get(self, save_id: str) -> SavedGame | None:
        text = self.storage.getItem(SAVE_PREFIX + save_id)
        if not isinstance(text, str):
            return None
        return parse_entry(save_id, text)

    def list(self) -> list[SavedGame]:
        """Every saved game, newest first; damaged entries are included with their error."""
        entries = []
        for key in self._keys():
            text = self.storage.getItem(key)
            if isinstance(text, str):
                entries.append(parse_entry(key[len(SAVE_PREFIX):], text))
        entries.sort(key=lambda e: e.updated, reverse=True)
        return entries

    def latest(self) -> SavedGame | None:
        """The most recently saved game that can be loaded."""
        return next((e for e in self.list() if e.record is not None), None)

    def rename(self, save_id: str, title: str) -> None:
        entry = self.get(save_id)
        if entry is None or entry.record is None:
            raise StorageError("This saved game cannot be renamed.")
        text = self.storage.getItem(SAVE_PREFIX + save_id)
        data = json.loads(text)
        data["title"] = clean_title(title) or entry.title
        self.storage.setItem(SAVE_PREFIX + save_id, json.dumps(data, separators=(",", ":")))

    def delete(self, save_id: str) -> None:
        self.storage.removeItem(SAVE_PREFIX + save_id)


def parse_entry(save_id: str, text: str) -> SavedGame:
    """Read one stored entry; never raises (a damaged entry comes back with ``error`` set)."""
    if len(text) > MAX_SAVE_CHARS:
        return SavedGame(save_id, "Damaged save", 0.0, None, "This save is too large.")
    try:
        data = json.loads(text)
    except ValueError:
        return SavedGame(save_id, "Damaged save", 0.0, None, "This save is damaged.")
    if not isinstance(data, dict):
        return SavedGame(save_id, "Damaged save", 0.0, None, "This save is damaged.")
    title = clean_title(data.get("title")) or "Saved game"
    updated = data.get("updated")
    updated = float(updated) if isinstance(updated, (int, float)) and updated > 0 else 0.0
    schema = data.get("schema")
    if not isinstance(schema, int) or isinstance(schema, bool):
        return SavedGame(save_id, title, updated, None, "This save is damaged.")
    if schema > SAVE_SCHEMA:
        return SavedGame(save_id, title, updated, None,
                         "This save was made by a newer version of the site. Reload to update.")
    try:
        record = GameRecord.from_json(data.get("record"))
    except RecordError as exc:
        return SavedGame(save_id, title, updated, None, str(exc))
    return SavedGame(save_id, title, updated, record, status=clean_status(data.get("status")))


def clean_status(data: Any) -> dict[str, Any]:
    """A save's status with only well-formed fields (a save is data from anywhere)."""
    if not isinstance(data, dict):
        return {}
    out: dict[str, Any] = {}
    for key in ("turn", "round"):
        value = data.get(key)
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 10_000:
            out[key] = value
    if data.get("over") is True:
        out["over"] = True
    return out
