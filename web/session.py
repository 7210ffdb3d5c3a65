"""A game in progress on this device: its record, the replayed state, and the readable log."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.core import GameRecord, GameState, replay
from game.core.errors import GameError
from game.core.registry import game_info

Describe = Callable[[GameState, Any, int], str]


def _describer(game_id: str) -> Describe | None:
    info = game_info(game_id)
    if info is None or info.module is None:
        return None
    module = importlib.import_module(info.module)
    return getattr(module, "describe_move", None)


@dataclass
class Session:
    """The live game the table shows. Every change goes through :meth:`play` or :meth:`undo`."""

    record: GameRecord
    state: GameState
    save_id: str
    title: str
    log: list[tuple[int, str]] = field(default_factory=list)  # (player, sentence)

    @classmethod
    def open(cls, record: GameRecord, save_id: str, title: str) -> Session:
        """Replay a record (validating every move) and rebuild its log."""
        session = cls(record, None, save_id, title)  # type: ignore[arg-type]
        log: list[tuple[int, str]] = []
        state = replay(record, on_move=lambda s, m, p: log.append((p, session._sentence(s, m, p))))
        session.record = GameRecord(record.game, dict(record.options), record.seed,
                                    list(record.moves), dict(record.meta), record.version)
        session.state, session.log = state, log
        return session

    # -- players ------------------------------------------------------------------------------
    def name(self, player: int) -> str:
        names = self.record.meta.get("names") or []
        if 0 <= player < len(names) and names[player].strip():
            return names[player]
        return f"Player {player + 1}"

    def to_act(self) -> int | None:
        players = self.state.current_players()
        return players[0] if players else None

    # -- moves --------------------------------------------------------------------------------
    def describe(self, move: Any, player: int) -> str:
        """The sentence for ``move`` in the current position (button labels, the log)."""
        return self._sentence(self.state, move, player)

    def _sentence(self, state: GameState, move: Any, player: int) -> str:
        describe = _describer(self.record.game)
        if describe is not None:
            try:
                return describe(state, move, player)
            except Exception:  # a log sentence must never break play
                pass
        return state.move_to_text(move)

    def play_text(self, text: str) -> None:
        """Play a move given in notation (raises IllegalMove, leaving everything untouched)."""
        self.play(self.state.parse_move(text))

    def play(self, move: Any) -> None:
        player = self.to_act()
        if player is None:
            raise GameError("The game is over: no more moves can be played.")
        text = self.state.move_to_text(move)
        sentence = self.describe(move, player)
        self.state.apply(move, player)
        self.record.moves.append(text)
        self.log.append((player, sentence))

    def can_undo(self) -> bool:
        return bool(self.record.moves)

    def undo(self, count: int = 1) -> None:
        """Take back the last ``count`` moves by replaying the record without them."""
        count = min(count, len(self.record.moves))
        if count <= 0:
            return
        kept = self.record.moves[:-count]
        self.state = replay(GameRecord(self.record.game, self.record.options, self.record.seed,
                                       kept))
        self.record.moves = kept
        self.log = self.log[:-count]
