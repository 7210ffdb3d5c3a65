"""A game in progress on this device: its record, the replayed state, and the readable log.

The log is written by the game's UI (:meth:`web.gameui.GameUI.describe`) from the *public* views
before and after each move: it is shared by everyone at the table, so it never says what the
public view hides.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core import GameRecord, GameState, replay
from game.core.errors import GameError

from .gameui import GameUI, View, load_ui
from .i18n import t

SEAT_KINDS = ("human", "easy", "medium", "hard", "expert")


@dataclass
class Session:
    """The live game the table shows. Every change goes through :meth:`play` or :meth:`undo`."""

    record: GameRecord
    state: GameState
    save_id: str
    title: str
    log: list[tuple[int, str]] = field(default_factory=list)  # (player, sentence)
    ui: GameUI | None = None  # the game's UI (web.<id>.UI): the table and the log's sentences
    public: View = field(default_factory=dict)  # the public view of ``state``
    # The bot decisions seen so far, by (moves before it, seat): a position that recurs (after an
    # undo) gets the same decision, even from a search that thinks against the clock.
    bot_memo: dict[tuple[tuple[str, ...], int], str] = field(default_factory=dict)

    @classmethod
    def open(cls, record: GameRecord, save_id: str, title: str,
             ui: GameUI | None = None) -> Session:
        """Replay a record (validating every move) and rebuild its log."""
        session = cls(record, None, save_id, title,  # type: ignore[arg-type]
                      ui=ui if ui is not None else load_ui(record.game))
        log: list[tuple[int, str]] = []
        pending: list[Any] = []

        def before(state: GameState, move: Any, player: int) -> None:
            if not pending:
                session.state = state  # names() counts its players
                pending.append(state.view(None))
            pending[1:] = [state.move_to_text(move)]

        def after(state: GameState, move: Any, player: int) -> None:
            public = state.view(None)
            log.append((player, session._sentence(pending[0], pending[1], player, public)))
            pending[0] = public

        state = replay(record, on_move=before, after_move=after)
        session.record = GameRecord(record.game, dict(record.options), record.seed,
                                    list(record.moves), dict(record.meta), record.version)
        session.state, session.log = state, log
        session.public = pending[0] if pending else state.view(None)
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
    def _sentence(self, before: View, text: str, player: int, after: View) -> str:
        """The log entry of ``player`` playing ``text`` between two public views."""
        if self.ui is not None:
            try:
                return self.ui.describe(before, text, player, self.names(), after)
            except Exception:  # a log sentence must never break play
                pass
        return f"{self.name(player)}: {text}"

    def view(self, viewer: int | None) -> View:
        """What ``viewer`` may see of the current position (None: everyone, the public view)."""
        return self.public if viewer is None else self.state.view(viewer)

    def legal_texts(self, player: int | None = None) -> list[str]:
        """The legal moves of ``player`` (default: the player to act) in notation."""
        player = self.to_act() if player is None else player
        if player is None:
            return []
        return [self.state.move_to_text(m) for m in self.state.legal_moves(player)]

    def illegal_reason(self, text: str) -> str | None:
        """Why the player to act may not play ``text`` now, in the engine's words (None: they
        may)."""
        try:
            move = self.state.parse_move(text)
        except GameError as exc:
            return str(exc)
        return self.state.illegal_reason(move, self.to_act())

    def play_text(self, text: str) -> None:
        """Play a move given in notation (raises IllegalMove, leaving everything untouched)."""
        self.play(self.state.parse_move(text))

    def play(self, move: Any) -> None:
        player = self.to_act()
        if player is None:
            raise GameError("The game is over: no more moves can be played.")
        text = self.state.move_to_text(move)
        before = self.public
        self.state.apply(move, player)
        self.record.moves.append(text)
        self.public = self.state.view(None)
        self.log.append((player, self._sentence(before, text, player, self.public)))

    # -- undo ---------------------------------------------------------------------------------
    def undo_allowed(self) -> bool:
        """With one human (or none) always; in hot-seat only if the players allowed it."""
        return len(self.humans()) <= 1 or bool(self.record.meta.get("undo"))

    def undo_count(self, player: int | None = None) -> int:
        """How many moves "Undo" takes back for ``player`` (None: whoever decided last): their
        last decision and the bot moves after it; 0 when another human decided since (in
        hot-seat nobody takes back someone else's move)."""
        if not self.undo_allowed():
            return 0
        for back, (who, _) in enumerate(reversed(self.log), 1):
            if not self.is_bot(who):
                return back if player is None or who == player else 0
        return 0

    def can_undo(self, player: int | None = None) -> bool:
        return self.undo_count(player) > 0

    def undo(self, count: int | None = None, player: int | None = None) -> None:
        """Take back moves by replaying the record without them (default:
        :meth:`undo_count` for ``player``)."""
        count = self.undo_count(player) if count is None else min(count, len(self.record.moves))
        if count <= 0:
            return
        kept = self.record.moves[:-count]
        self.state = replay(GameRecord(self.record.game, self.record.options, self.record.seed,
                                       kept))
        self.record.moves = kept
        self.log = self.log[:-count]
        self.public = self.state.view(None)

    # -- bot decisions ------------------------------------------------------------------------
    def recall_bot(self, player: int) -> str | None:
        """The move a bot in ``player``'s seat already chose in this very position, if any."""
        return self.bot_memo.get((tuple(self.record.moves), player))

    def remember_bot(self, player: int, text: str) -> None:
        """Note a bot's decision in the current position (before it is played)."""
        self.bot_memo[(tuple(self.record.moves), player)] = text
