"""The game-agnostic protocol every engine implements and every bot and UI uses.

A game is a :class:`GameDef` (its name, player counts, option rules and how to set it up) plus a
:class:`GameState` subclass. The vocabulary follows OpenSpiel: a state knows who is to act, the
legal moves, how to apply one, whether it is terminal, and the final scores. Moves are small
hashable values chosen by each game; each game also gives them a stable text notation, which is
what game records store.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .errors import IllegalMove

Move = Hashable
JSON = Any  # a value made of dict/list/str/int/float/bool/None only


@dataclass(frozen=True)
class PlayerScore:
    """One player's final score: the total, what it is made of, and the tie-break."""

    player: int
    total: int
    breakdown: dict[str, int] = field(default_factory=dict)
    # Compared element by element when totals are equal; higher is better.
    tiebreak: tuple[int, ...] = ()

    def to_json(self) -> dict[str, JSON]:
        return {
            "player": self.player,
            "total": self.total,
            "breakdown": dict(self.breakdown),
            "tiebreak": list(self.tiebreak),
        }


def ranking(scores: list[PlayerScore]) -> list[int]:
    """Return each player's rank (1 = winner). Players equal on total and tie-break share a rank."""
    keys = {s.player: (s.total, s.tiebreak) for s in scores}
    return [1 + sum(1 for other in keys.values() if other > keys[s.player]) for s in scores]


class GameState(ABC):
    """A position of one game. Mutable: :meth:`apply` changes it in place.

    Subclasses implement the abstract methods; :meth:`apply` is provided and guarantees that an
    illegal move raises :class:`IllegalMove` and leaves the state untouched.
    """

    game_id: ClassVar[str]
    num_players: int

    # -- who acts and what they may do -------------------------------------------------------
    @abstractmethod
    def current_players(self) -> tuple[int, ...]:
        """The players who must decide now (empty when the game is over)."""

    @abstractmethod
    def legal_moves(self, player: int | None = None) -> list[Move]:
        """Every legal move of ``player`` (default: the first player to act). Empty if none."""

    def apply(self, move: Move, player: int | None = None) -> None:
        """Play ``move`` for ``player`` (default: the first player to act).

        Raises :class:`IllegalMove` with a readable message, leaving the state untouched, if the
        game is over, the player is not to act, or the move is not among the legal moves.
        """
        actors = self.current_players()
        if not actors:
            raise IllegalMove("The game is over: no more moves can be played.")
        if player is None:
            player = actors[0]
        elif player not in actors:
            raise IllegalMove(f"It is not player {player + 1}'s turn.")
        if move not in self.legal_moves(player):
            raise IllegalMove(f"Illegal move: {self.move_to_text(move)}")
        self.apply_unchecked(move, player)

    @abstractmethod
    def apply_unchecked(self, move: Move, player: int) -> None:
        """Play a move already known to be legal (the fast path for bots and replays)."""

    # -- the end -------------------------------------------------------------------------------
    @abstractmethod
    def is_over(self) -> bool:
        """True once the game has ended."""

    @abstractmethod
    def final_scores(self) -> list[PlayerScore]:
        """Scores by player with breakdown and tie-break; meaningful once :meth:`is_over`."""

    def returns(self) -> list[float]:
        """OpenSpiel-style outcome: 1 for a sole winner, shared among tied winners, else 0."""
        if not self.is_over():
            return [0.0] * self.num_players
        ranks = ranking(self.final_scores())
        winners = ranks.count(1)
        return [1.0 / winners if r == 1 else 0.0 for r in ranks]

    # -- information ---------------------------------------------------------------------------
    @abstractmethod
    def view(self, player: int | None) -> dict[str, JSON]:
        """What ``player`` may see (``None``: a spectator), as JSON-able data. Hides the rest."""

    # -- notation and serialization ------------------------------------------------------------
    @abstractmethod
    def move_to_text(self, move: Move) -> str:
        """The move's stable text notation (what game records store)."""

    @abstractmethod
    def parse_move(self, text: str) -> Move:
        """Inverse of :meth:`move_to_text`. Raises :class:`IllegalMove` on unreadable text."""

    @abstractmethod
    def to_json(self) -> dict[str, JSON]:
        """The complete state, hidden parts and RNG included, as JSON-able data."""

    @classmethod
    @abstractmethod
    def from_json(cls, data: Mapping[str, JSON]) -> GameState:
        """Rebuild a state from :meth:`to_json` output."""

    def clone(self) -> GameState:
        """An independent copy. Engines override this with something faster."""
        return type(self).from_json(json.loads(canonical_json(self.to_json())))


@dataclass(frozen=True)
class GameDef:
    """Everything needed to set up a game: identity, player counts, options and the factory."""

    id: str
    name: str
    min_players: int
    max_players: int
    # Validate and complete user options (raise ValueError with a readable message).
    normalize_options: Callable[[Mapping[str, JSON]], dict[str, JSON]]
    # Build the initial state from normalized options and a seed.
    setup: Callable[[Mapping[str, JSON], int], GameState]
    state_class: type[GameState]

    def new_game(self, options: Mapping[str, JSON], seed: int) -> GameState:
        """A new game from (possibly partial) options and a seed."""
        return self.setup(self.normalize_options(options), seed)


def canonical_json(data: JSON) -> str:
    """The one text form of a JSON value: sorted keys, no spaces, UTF-8 kept."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
