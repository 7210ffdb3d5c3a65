"""A game in progress on this device: its record, the replayed state, and the readable log."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.core import GameRecord, GameState, replay
from game.core.errors import GameError

from .i18n import t

# Per game: (state, move text, player, player name) -> a log sentence in the current language.
Describe = Callable[[GameState, str, int, str], str]
DESCRIBERS = {"puerto_rico": "web.puerto_rico.text"}
SEAT_KINDS = ("human", "easy", "medium", "hard", "expert")


def _gains_module(game_id: str) -> Any:
    module = DESCRIBERS.get(game_id)
    gains = importlib.import_module(module) if module else None
    return gains if gains is not None and hasattr(gains, "gains") else None


def _describer(game_id: str) -> Describe | None:
    module = DESCRIBERS.get(game_id)
    return getattr(importlib.import_module(module), "describe", None) if module else None


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
        pending: list[Any] = []

        def before(state: GameState, move: Any, player: int) -> None:
            text = state.move_to_text(move)
            pending[:] = [session._sentence(state, move, player),
                          session._tally(state, text, player)]

        def after(state: GameState, move: Any, player: int) -> None:
            log.append((player, session._with_gains(pending[0], pending[1], state)))

        state = replay(record, on_move=before, after_move=after)
        session.record = GameRecord(record.game, dict(record.options), record.seed,
                                    list(record.moves), dict(record.meta), record.version)
        session.state, session.log = state, log
        return session

    # -- players ------------------------------------------------------------------------------
    def name(self, player: int) -> str:
        names = self.record.meta.get("names") or []
        if 0 <= player < len(names) and names[player].strip():
            return names[player]
        return t("Player {n}", n=player + 1)

    def names(self) -> list[str]:
        return [self.name(p) for p in range(self.state.num_players)]

    def seat(self, player: int) -> str:
        """"human" or a bot level; unknown kinds from a link count as human."""
        seats = self.record.meta.get("seats") or []
        kind = seats[player] if 0 <= player < len(seats) else "human"
        return kind if kind in SEAT_KINDS else "human"

    def is_bot(self, player: int) -> bool:
        return self.seat(player) != "human"

    def humans(self) -> list[int]:
        return [p for p in range(self.state.num_players) if not self.is_bot(p)]

    def to_act(self) -> int | None:
        players = self.state.current_players()
        return players[0] if players else None

    # -- moves --------------------------------------------------------------------------------
    def describe(self, move: Any, player: int) -> str:
        """The sentence for ``move`` in the current position (the log)."""
        return self._sentence(self.state, move, player)

    def _sentence(self, state: GameState, move: Any, player: int) -> str:
        text = state.move_to_text(move)
        describe = _describer(self.record.game)
        if describe is not None:
            try:
                return describe(state, text, player, self.name(player))
            except Exception:  # a log sentence must never break play
                pass
        return f"{self.name(player)}: {text}"

    def play_text(self, text: str) -> None:
        """Play a move given in notation (raises IllegalMove, leaving everything untouched)."""
        self.play(self.state.parse_move(text))

    def play(self, move: Any) -> None:
        player = self.to_act()
        if player is None:
            raise GameError("The game is over: no more moves can be played.")
        sentence = self.describe(move, player)
        text = self.state.move_to_text(move)
        tally = self._tally(self.state, text, player)
        self.state.apply(move, player)
        self.record.moves.append(text)
        self.log.append((player, self._with_gains(sentence, tally, self.state)))

    # -- what a move made everyone gain (production, shipping VP, bonuses) -----------------------
    def _tally(self, state: GameState, text: str, player: int) -> Any:
        gains = _gains_module(self.record.game)
        return gains.tally(state, text, player) if gains else None

    def _with_gains(self, sentence: str, tally: Any, state: GameState) -> str:
        gains = _gains_module(self.record.game)
        if gains is None or tally is None:
            return sentence
        try:
            extra = gains.gains(tally, state, [self.name(p) for p in range(state.num_players)])
        except Exception:  # a log detail must never break play
            return sentence
        return f"{sentence} {extra}" if extra else sentence

    # -- undo ---------------------------------------------------------------------------------
    def undo_allowed(self) -> bool:
        """With one human (or none) always; in hot-seat only if the players allowed it."""
        return len(self.humans()) <= 1 or bool(self.record.meta.get("undo"))

    def undo_count(self) -> int:
        """How many moves "Undo" takes back: the last human decision and the bot moves after it."""
        if not self.undo_allowed():
            return 0
        for back, (player, _) in enumerate(reversed(self.log), 1):
            if not self.is_bot(player):
                return back
        return 0

    def can_undo(self) -> bool:
        return self.undo_count() > 0

    def undo(self, count: int | None = None) -> None:
        """Take back moves by replaying the record without them (default: :meth:`undo_count`)."""
        count = self.undo_count() if count is None else min(count, len(self.record.moves))
        if count <= 0:
            return
        kept = self.record.moves[:-count]
        self.state = replay(GameRecord(self.record.game, self.record.options, self.record.seed,
                                       kept))
        self.record.moves = kept
        self.log = self.log[:-count]
