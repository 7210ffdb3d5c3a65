"""A game in progress on this device: its record, the replayed state, and the readable log.

The log is written by the game's UI (:meth:`web.gameui.GameUI.describe`) from the *public* views
before and after each move: it is shared by everyone at the table, so it never says what the
public view hides. Decisions the engine took for a player because only one outcome was possible
(:meth:`GameState.forced_moves`) get their own entries, ending "(only option)", after the move
that led to them, and so do turns the engine passed over because the player had nothing to
decide (:class:`~game.core.protocol.PassedOver`, in the UI's words); they are not in the record
(replaying does them again), so undo counts record moves, each with the entries it wrote
(``entries``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.bots import OFFERED_LEVELS, has_bots
from game.core import GameRecord, GameState, replay, upgrade_record
from game.core.errors import GameError
from game.core.protocol import PassedOver

from .gameui import GameHistory, GameUI, View, load_ui
from .i18n import t

# Who may play a seat: a human, or a bot of a level offered to players (game/bots/registry.py).
SEAT_KINDS = ("human", *(level.id for level in OFFERED_LEVELS))


def seat_kinds(game_id: str) -> tuple[str, ...]:
    """Who may play a seat of ``game_id``: a human, and the bot levels if the game has bots."""
    return SEAT_KINDS if has_bots(game_id) else ("human",)


def live(state: GameState) -> GameState:
    """``state`` as the game a log is written for: turns the engine passes over are reported
    (``report_passed``, read by the core phase engine; playouts leave it off)."""
    state.report_passed = True  # type: ignore[attr-defined]
    return state


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
    # Log separators: label shown before log entry i (a new round, from GameUI.round_label).
    marks: dict[int, str] = field(default_factory=dict)
    entries: list[int] = field(default_factory=list)  # log entries written by each record move
    # The bot decisions seen so far, by (moves before it, seat): a position that recurs (after an
    # undo) gets the same decision, even from a search that thinks against the clock.
    bot_memo: dict[tuple[tuple[str, ...], int], str] = field(default_factory=dict)
    # The finished game's history for its UI, and the record moves it was built for.
    _history: tuple[tuple[str, ...], GameHistory] | None = None

    @classmethod
    def open(cls, record: GameRecord, save_id: str, title: str,
             ui: GameUI | None = None) -> Session:
        """Replay a record (validating every move) and rebuild its log. A record of an older
        engine version is upgraded first (its moves then mean the same game for this engine)."""
        record = upgrade_record(record)
        session = cls(record, None, save_id, title,  # type: ignore[arg-type]
                      ui=ui if ui is not None else load_ui(record.game))
        log: list[tuple[int, str]] = []
        entries: list[int] = []
        pending: list[Any] = []

        def before(state: GameState, move: Any, player: int) -> None:
            if not pending:
                session.state = live(state)  # names() counts its players
                pending.append(state.view(None))
                session._mark(0, None, pending[0])
            pending[1:] = [state.move_to_text(move)]

        def after(state: GameState, move: Any, player: int) -> None:
            public = state.view(None)
            entries.append(session._log_move(log, state, pending[0], pending[1], player, public))
            session._mark(len(log), pending[0], public)
            pending[0] = public

        state = live(replay(record, on_move=before, after_move=after))
        session.record = GameRecord(record.game, dict(record.options), record.seed,
                                    list(record.moves), dict(record.meta), record.version)
        session.state, session.log, session.entries = state, log, entries
        session.public = pending[0] if pending else state.view(None)
        if not pending:
            session._mark(0, None, session.public)
        return session

    def _mark(self, index: int, before: View | None, after: View) -> None:
        """A separator before log entry ``index`` when the game's UI says a new round began."""
        if self.ui is None:
            return
        try:
            label = self.ui.round_label(before, after, self.names())
        except Exception:  # a log detail must never break play
            label = None
        if label:
            self.marks[index] = label

    # -- players ------------------------------------------------------------------------------
    def name(self, player: int) -> str:
        """A seat's name: the one given at setup, else its default in the language shown now
        (a seat left unnamed at setup is recorded without a name)."""
        from .shell.seats import seat_name

        kinds = [self.seat(p) for p in range(player + 1)]
        return seat_name(self.record.meta.get("names") or [], kinds, player)

    def names(self) -> list[str]:
        return [self.name(p) for p in range(self.state.num_players)]

    def seat(self, player: int) -> str:
        """"human" or a bot level; unknown kinds from a link (and bots of a game that has none)
        count as human."""
        seats = self.record.meta.get("seats") or []
        kind = seats[player] if 0 <= player < len(seats) else "human"
        return kind if kind in seat_kinds(self.record.game) else "human"

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

    def _log_move(self, log: list[tuple[int, str]], state: GameState, before: View, text: str,
                  player: int, after: View) -> int:
        """Log a move and what the engine then did by itself (the decisions it took for
        players, the turns it passed over); how many entries."""
        start = len(log)
        log.append((player, self._sentence(before, text, player, after)))
        for p, event in state.turn_events():
            if isinstance(event, PassedOver):
                said = self._passed_over(after, p, event.phase)
                # a player passed over again in the same state of things (a Captain's rounds)
                # is said once
                if said and said != self._last_said(log, p):
                    log.append((p, said))
                continue
            # the public view after the whole move on both sides: the sentence, no gains
            said = self._sentence(after, state.move_to_text(event), p, after)
            log.append((p, t("{sentence} (only option)", sentence=said)))
        return len(log) - start

    def _passed_over(self, view: View, player: int, phase: str) -> str | None:
        """The log entry for ``player``'s turn in ``phase`` passed over (nothing to decide),
        from the game's UI; None: the UI says nothing of it."""
        if self.ui is None:
            return None
        try:
            return self.ui.passed_over(view, player, phase, self.names())
        except Exception:  # a log detail must never break play
            return None

    @staticmethod
    def _last_said(log: list[tuple[int, str]], player: int) -> str | None:
        for who, sentence in reversed(log):
            if who == player:
                return sentence
        return None

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
        self.entries.append(
            self._log_move(self.log, self.state, before, text, player, self.public))
        self._mark(len(self.log), before, self.public)

    def end_reason(self) -> str | None:
        """Why the game ended (from the game's UI and the final public view); None if not over."""
        if self.ui is None or not self.state.is_over():
            return None
        try:
            return self.ui.end_reason(self.public, self.names())
        except Exception:
            return None

    def history(self) -> GameHistory | None:
        """The finished game's :class:`~web.gameui.GameHistory` for its UI (None while it is
        being played): built once, by replaying the record, when first asked for at the end."""
        if not self.state.is_over():
            return None
        moves = tuple(self.record.moves)
        if self._history is None or self._history[0] != moves:
            views: list[View] = []
            totals: list[list[int]] = []

            def position(state: GameState, *_: Any) -> None:
                # the views as the live game showed them (a live view may say more of the
                # move that led to it, e.g. who took VP chips)
                views.append(live(state).view(None))
                totals.append([score.total for score in state.final_scores()])

            final = replay(self.record, on_move=position)
            position(final)
            self._history = (moves, GameHistory(views, totals, final.final_scores()))
        return self._history[1]

    def status(self) -> dict[str, Any]:
        """Where the game stands, for the saved-games list: whose turn, which round, over."""
        if self.state.is_over():
            return {"over": True}
        status: dict[str, Any] = {"turn": self.to_act()}
        try:
            number = self.ui.round_number(self.public) if self.ui is not None else None
        except Exception:
            number = None
        if number is not None:
            status["round"] = number
        return status

    def since_last_turn(self, player: int) -> list[str]:
        """The log entries since ``player``'s last decision (empty unless someone else moved)."""
        start = 0
        for index in range(len(self.log) - 1, -1, -1):
            if self.log[index][0] == player:
                start = index + 1
                break
        recent = self.log[start:]
        return [sentence for _, sentence in recent] if any(
            p != player for p, _ in recent) else []

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
        entry = len(self.log)
        for back, written in enumerate(reversed(self.entries), 1):
            entry -= written
            who = self.log[entry][0]  # the move's own entry comes first, forced ones after it
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
        self.state = live(replay(GameRecord(self.record.game, self.record.options,
                                            self.record.seed, kept)))
        self.record.moves = kept
        self.log = self.log[:len(self.log) - sum(self.entries[-count:])]
        self.entries = self.entries[:-count]
        self.marks = {i: label for i, label in self.marks.items() if i <= len(self.log)}
        self.public = self.state.view(None)

    # -- bot decisions ------------------------------------------------------------------------
    def recall_bot(self, player: int) -> str | None:
        """The move a bot in ``player``'s seat already chose in this very position, if any."""
        return self.bot_memo.get((tuple(self.record.moves), player))

    def remember_bot(self, player: int, text: str) -> None:
        """Note a bot's decision in the current position (before it is played)."""
        self.bot_memo[(tuple(self.record.moves), player)] = text
