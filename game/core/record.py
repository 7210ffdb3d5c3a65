"""Game records: the whole of a game as (format version, game id, options, seed, moves).

Replaying a record reproduces the state exactly, so saves, undo and shared links are all records.
Records come from strangers (links, imported files), so :meth:`GameRecord.from_json` and
:func:`decode_link` validate everything and raise :class:`RecordError` with a message fit to show.
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .errors import GameError, RecordError
from .protocol import GameState, Move, canonical_json
from .registry import game_info, get_game, is_known

FORMAT_VERSION = 1

MAX_LINK_CHARS = 64 * 1024  # a fragment larger than this is refused before decoding
MAX_RECORD_BYTES = 1024 * 1024  # decompressed JSON cap (guards against zip bombs)
MAX_NAME_CHARS = 40
MAX_PLAYERS = 8

LINK_PREFIX = "1."  # link payload version; bump when the payload encoding changes


@dataclass
class GameRecord:
    """A replayable game. ``meta`` holds what the engine ignores: player names, seat kinds."""

    game: str
    options: dict[str, Any]
    seed: int
    moves: list[str] = field(default_factory=list)
    meta: dict[str, Any] = field(default_factory=dict)
    version: int = FORMAT_VERSION
    # The game engine's version the moves were played with (``GameState.engine_version``);
    # None: the engine of this build (what ``to_json`` then writes). A saved record without one
    # was played with version 1. Older versions are upgraded on replay (:func:`upgrade_record`).
    engine: int | None = field(default=None, compare=False)

    def to_json(self) -> dict[str, Any]:
        data = {
            "v": self.version,
            "game": self.game,
            "options": self.options,
            "seed": self.seed,
            "moves": list(self.moves),
            "meta": self.meta,
        }
        engine = self.engine if self.engine is not None else engine_version(self.game)
        if engine is not None:
            data["engine"] = engine
        return data

    @classmethod
    def from_json(cls, data: Any) -> GameRecord:
        """Validate untrusted data and build a record. Raises :class:`RecordError`."""
        if not isinstance(data, Mapping):
            raise RecordError("This is not a saved game.")
        version = data.get("v")
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise RecordError("This is not a saved game (no format version).")
        if version > FORMAT_VERSION:
            raise RecordError(
                "This game was saved by a newer version of the site. Reload the page to update."
            )
        game = data.get("game")
        if not isinstance(game, str) or not is_known(game):
            raise RecordError("This saved game is for a game this site does not know.")
        options = data.get("options", {})
        if not isinstance(options, Mapping):
            raise RecordError("This saved game has unreadable options.")
        seed = data.get("seed")
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**64:
            raise RecordError("This saved game has an invalid seed.")
        moves = data.get("moves", [])
        definition = game_info(game)
        assert definition is not None  # is_known above
        if not isinstance(moves, list) or len(moves) > definition.longest_game:
            raise RecordError("This saved game has an unreadable move list.")
        longest = definition.longest_move_text
        for move in moves:
            if not isinstance(move, str) or not 0 < len(move) <= longest:
                raise RecordError("This saved game has an unreadable move.")
        engine = data.get("engine", 1)  # records saved before engine versions: version 1
        if engine is not None:
            if not isinstance(engine, int) or isinstance(engine, bool) or engine < 1:
                raise RecordError("This saved game has an unreadable engine version.")
            known = engine_version(game)
            if known is not None and engine > known:
                raise RecordError(
                    "This game was saved by a newer version of its rules. Reload the page to "
                    "update."
                )
        meta = _clean_meta(data.get("meta", {}))
        return cls(game, dict(options), seed, list(moves), meta, version, engine)


def engine_version(game_id: str) -> int | None:
    """The engine version of ``game_id`` in this build (None for a game it cannot play)."""
    definition = game_info(game_id)
    if definition is None:
        return None
    if definition.state_class is None:  # a game not loaded yet says its version
        return definition.engine or None
    return definition.state_class.engine_version


def _clean_meta(meta: Any) -> dict[str, Any]:
    """Keep only the metadata we understand, as plain short strings."""
    if not isinstance(meta, Mapping):
        raise RecordError("This saved game has unreadable player details.")
    clean: dict[str, Any] = {}
    for key in ("names", "seats", "colors"):
        value = meta.get(key)
        if value is None:
            continue
        if not isinstance(value, list) or len(value) > MAX_PLAYERS:
            raise RecordError("This saved game has unreadable player details.")
        if not all(isinstance(v, str) for v in value):
            raise RecordError("This saved game has unreadable player details.")
        clean[key] = [v[:MAX_NAME_CHARS] for v in value]
    for key in ("title", "created"):
        value = meta.get(key)
        if isinstance(value, str):
            clean[key] = value[:80]
        elif isinstance(value, (int, float)) and not isinstance(value, bool):
            clean[key] = value
    if isinstance(meta.get("undo"), bool):
        clean["undo"] = meta["undo"]
    return clean


def upgrade_record(record: GameRecord) -> GameRecord:
    """``record`` with options and moves meaning the same game for this build's engine: a record
    of an older engine version goes through the game's ``migrate_options`` and ``migrate_moves``
    hooks (e.g. a rule the old engine did not play switched off for it, decisions it took by
    itself become moves) and comes back with the current version; any other record is returned
    as it is. Raises :class:`RecordError` when the old moves cannot be read."""
    definition = game_info(record.game)
    if definition is None or not definition.playable:  # nothing to migrate with yet
        return record
    current = engine_version(record.game)
    if record.engine is None or current is None or record.engine >= current:
        return record
    moves = list(record.moves)
    options = dict(record.options)
    try:
        if definition.migrate_options is not None:
            options = definition.migrate_options(options, record.engine)
        if definition.migrate_moves is not None:
            moves = definition.migrate_moves(moves, options, record.seed, record.engine)
    except (GameError, ValueError, TypeError) as exc:
        raise RecordError(f"This saved game cannot be read by this version: {exc}") from exc
    return GameRecord(record.game, options, record.seed, moves, dict(record.meta),
                      record.version, current)


def replay(
    record: GameRecord,
    upto: int | None = None,
    on_move: Callable[[GameState, Move, int], None] | None = None,
    after_move: Callable[[GameState, Move, int], None] | None = None,
) -> GameState:
    """Rebuild the state after the first ``upto`` moves (all of them by default).

    ``on_move(state, move, player)`` is called before each move is applied and
    ``after_move(state, move, player)`` after it (e.g. to write a log).
    Raises :class:`RecordError` naming the first move that cannot be read or is illegal.
    A record of an older engine version is upgraded first (:func:`upgrade_record`; ``upto``
    then counts the upgraded moves).
    """
    record = upgrade_record(record)
    try:
        definition = get_game(record.game)
    except KeyError as exc:
        raise RecordError("This game cannot be played on this version of the site.") from exc
    try:
        state = definition.new_game(record.options, record.seed)
    except (ValueError, TypeError) as exc:
        raise RecordError(f"This saved game has invalid options: {exc}") from exc
    moves = record.moves if upto is None else record.moves[:upto]
    for number, text in enumerate(moves, 1):
        try:
            move = state.parse_move(text)
            actors = state.current_players()
            player = actors[0] if actors else -1
            if on_move is not None and actors:
                on_move(state, move, player)
            state.apply(move)
            if after_move is not None and actors:
                after_move(state, move, player)
        except GameError as exc:
            raise RecordError(f"Move {number} ({text!r}) cannot be played: {exc}") from exc
    return state


def encode_link(record: GameRecord) -> str:
    """The URL-fragment payload for a record: version prefix + base64url(zlib(JSON))."""
    raw = canonical_json(record.to_json()).encode("utf-8")
    packed = base64.urlsafe_b64encode(zlib.compress(raw, 9)).rstrip(b"=").decode("ascii")
    return LINK_PREFIX + packed


def decode_link(payload: str) -> GameRecord:
    """Parse a fragment payload made by :func:`encode_link`. Raises :class:`RecordError`."""
    if not isinstance(payload, str) or not payload:
        raise RecordError("This link does not contain a game.")
    if len(payload) > MAX_LINK_CHARS:
        raise RecordError("This link is too long to be a game from this site.")
    version, dot, body = payload.partition(".")
    if not dot or not version.isdigit():
        raise RecordError("This link is damaged: it does not contain a game.")
    if int(version) > int(LINK_PREFIX[:-1]):
        raise RecordError("This link was made by a newer version of the site. Reload to update.")
    if int(version) < 1:
        raise RecordError("This link is damaged: unknown format.")
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError) as exc:
        raise RecordError("This link is damaged: it was probably cut or changed.") from exc
    return GameRecord.from_json(_inflate_json(packed, "This link is damaged"))


def _inflate_json(packed: bytes, what: str) -> Any:
    inflater = zlib.decompressobj()
    try:
        raw = inflater.decompress(packed, MAX_RECORD_BYTES + 1)
    except zlib.error as exc:
        raise RecordError(f"{what}: it was probably cut or changed.") from exc
    if len(raw) > MAX_RECORD_BYTES or inflater.unconsumed_tail:
        raise RecordError(f"{what}: the game inside is too large.")
    if not inflater.eof:
        raise RecordError(f"{what}: it was probably cut short.")
    try:
        return json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as exc:
        raise RecordError(f"{what}: its contents are unreadable.") from exc


def dumps_record(record: GameRecord) -> str:
    """The record as canonical JSON text (saves and exported files)."""
    return canonical_json(record.to_json())


def loads_record(text: str) -> GameRecord:
    """Parse saved or imported JSON text. Raises :class:`RecordError`."""
    if not isinstance(text, str) or len(text) > MAX_RECORD_BYTES:
        raise RecordError("This file is too large to be a saved game.")
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise RecordError("This file is not a saved game (it is not valid JSON).") from exc
    return GameRecord.from_json(data)
