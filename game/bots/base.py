"""The game-agnostic bot interface, the per-game plug-in interface, and the simplest bots.

A bot decides from what its player may see and nothing else::

    move_text = bot.choose(view, legal)      # view = state.view(player), legal = move texts

``view`` is the JSON-able dict returned by :meth:`GameState.view` for the bot's player and
``legal`` the text notation of :meth:`GameState.legal_moves` for that player. The answer is a
move text, to be played with ``state.apply(state.parse_move(text), player)``.

Each game plugs in a :class:`GameAdapter`: it rebuilds *determinized* full states from a view
(hidden information sampled consistently with what is public), and provides the heuristics
(a playing policy, a cheap rollout policy, a position evaluation). The bots in this package
(:class:`RandomBot`, :class:`HeuristicBot`, :class:`~game.bots.mcts.MCTSBot`) only talk to the
adapter and the :class:`~game.core.protocol.GameState` protocol, never to a game's internals.

Determinism: unless an explicit :class:`~game.core.rng.Rng` is passed, a bot derives the random
numbers of one decision from its seed and a digest of the view, so the same seed and the same
view always give the same move (stable tests and replays), whatever happened before.
"""

from __future__ import annotations

import hashlib
import time
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from game.core.errors import GameError
from game.core.hidden import ViewSampler
from game.core.protocol import GameState, Move, canonical_json
from game.core.registry import game_info
from game.core.rng import Rng

View = Mapping[str, Any]


def view_digest(view: View) -> int:
    """A stable 64-bit digest of a view (its canonical JSON)."""
    raw = hashlib.blake2b(canonical_json(view).encode("utf-8"), digest_size=8).digest()
    return int.from_bytes(raw, "big")


def decision_rng(seed: int, view: View) -> Rng:
    """The random numbers a seeded bot uses for the decision at ``view``."""
    rng = Rng(seed ^ view_digest(view))
    rng.next_u64()  # decorrelate from the raw mix
    return rng


class Determinizer(Protocol):
    """Samples full states consistent with one view (one information set); the house's
    :class:`~game.core.hidden.ViewSampler` is one."""

    def sample(self, rng: Rng) -> GameState:
        """A new full state: public facts copied from the view, hidden facts sampled."""
        ...


class GameAdapter(ABC):
    """What a game provides so the generic bots can play it.

    The adapter is stateless; one instance serves every bot of its game.
    """

    game_id: str

    # -- information ---------------------------------------------------------------------------
    def determinizer(self, view: View) -> Determinizer:
        """A sampler of full states consistent with ``view`` (which must be a player's view):
        by default a :class:`~game.core.hidden.ViewSampler` over the hidden information the
        game registered (``GameDef.hidden``)."""
        definition = game_info(self.game_id)
        if definition is None or definition.hidden is None:
            raise KeyError(f"The game {self.game_id!r} registers no hidden information.")
        return ViewSampler(definition.hidden, view)

    def viewer(self, view: View) -> int:
        """The player whose view this is."""
        return int(view["viewer"])

    # -- moves ---------------------------------------------------------------------------------
    def search_moves(self, state: GameState, player: int) -> list[Move]:
        """The moves a search considers for ``player`` (default: the legal moves).

        A game may add moves beyond ``legal_moves`` that its ``is_legal`` accepts, or drop
        dominated ones; the list must not be empty while the player acts.
        """
        return state.legal_moves(player)

    def priors(self, state: GameState, player: int, moves: Sequence[Move]) -> list[float] | None:
        """Optional prior weights for ``moves`` (any positive scale) to guide the search."""
        return None

    def root_priors(
        self, state: GameState, player: int, moves: Sequence[Move]
    ) -> list[float] | None:
        """Priors at the root of a search (computed once: may be slower and better)."""
        return self.priors(state, player, moves)

    def think_share(self, state: GameState, player: int) -> float:
        """The share (0 to 1) of a search's budget, iterations and time, that ``player``'s
        decision in ``state`` may use (default 1: all of it). A game whose players make many
        small decisions in a row, each worth little alone, may share one move's budget among
        them."""
        return 1.0

    # -- heuristics ----------------------------------------------------------------------------
    @abstractmethod
    def heuristic_move(self, state: GameState, player: int, rng: Rng, skill: str) -> Move:
        """The heuristic player's move. ``skill`` is ``"easy"`` or ``"medium"``."""

    @abstractmethod
    def rollout_move(self, state: GameState, player: int, rng: Rng) -> Move:
        """A cheap move for playouts (called thousands of times per decision: keep it fast)."""

    @abstractmethod
    def evaluate(self, state: GameState) -> list[float]:
        """Estimated share of the win for each player (non-negative, summing to about 1).

        Must equal :meth:`GameState.returns` on a finished game.
        """

    def rollout_done(
        self, state: GameState, start: GameState, plies: int, horizon: int | None = None
    ) -> bool:
        """Whether a playout that began at ``start`` may stop now and call :meth:`evaluate`.

        ``horizon`` is the search's playout length in the game's own unit (``None``: the game's
        default). The default implementation plays to the end of the game.
        """
        return state.is_over()


class Bot(ABC):
    """A player that picks one legal move from a view."""

    #: level id, e.g. "medium"
    level: str = ""

    def __init__(self, game_id: str, seed: int = 0) -> None:
        self.game_id = game_id
        self.seed = seed
        #: statistics of the last decision (searches fill in iterations and time)
        self.last_info: dict[str, Any] = {}

    def choose(self, view: View, legal: Sequence[str], rng: Rng | None = None) -> str:
        """The move to play, as text, for the player whose view this is.

        ``legal`` lists the legal move texts (``state.legal_moves(player)`` through
        ``move_to_text``); it must not be empty. With ``rng`` omitted the bot's seed and the
        view decide the random numbers, so the same seed and view always give the same answer.
        """
        if not legal:
            raise ValueError("The bot has no legal move to choose from.")
        if len(legal) == 1:
            self.last_info = {"forced": True}
            return legal[0]
        if rng is None:
            rng = decision_rng(self.seed, view)
        start = time.perf_counter()
        text = self._choose(view, list(legal), rng)
        self.last_info.setdefault("seconds", time.perf_counter() - start)
        return text

    @abstractmethod
    def _choose(self, view: View, legal: list[str], rng: Rng) -> str:
        """Pick a move (``legal`` has at least two entries)."""


class RandomBot(Bot):
    """Uniformly random legal moves (a baseline)."""

    level = "random"

    def _choose(self, view: View, legal: list[str], rng: Rng) -> str:
        self.last_info = {}
        return legal[rng.below(len(legal))]


class AdapterBot(Bot):
    """A bot that rebuilds a determinized state from the view through its game's adapter."""

    def __init__(self, adapter: GameAdapter, seed: int = 0) -> None:
        super().__init__(adapter.game_id, seed)
        self.adapter = adapter

    def sample_state(self, view: View, rng: Rng) -> tuple[GameState, int]:
        """One determinized state for the view, and the acting player."""
        state = self.adapter.determinizer(view).sample(rng)
        return state, self.adapter.viewer(view)

    @staticmethod
    def checked(state: GameState, player: int, move: Move, legal: list[str]) -> str:
        """``move`` as text if it is listed in ``legal`` or the game's ``is_legal`` accepts it;
        otherwise the first legal move (a safety net: never answer with a move the engine
        would refuse)."""
        text = state.move_to_text(move)
        if text in legal:
            return text
        try:
            if state.is_legal(state.parse_move(text), player):
                return text
        except (GameError, ValueError, TypeError, IndexError, KeyError):
            pass
        return legal[0]


class HeuristicBot(AdapterBot):
    """The game's heuristic player (levels Easy and Medium)."""

    def __init__(self, adapter: GameAdapter, seed: int = 0, skill: str = "medium") -> None:
        super().__init__(adapter, seed)
        self.skill = skill
        self.level = skill

    def _choose(self, view: View, legal: list[str], rng: Rng) -> str:
        self.last_info = {}
        state, player = self.sample_state(view, rng)
        move = self.adapter.heuristic_move(state, player, rng, self.skill)
        return self.checked(state, player, move, legal)


def play_move(bot: Bot, state: GameState, player: int | None = None) -> Move:
    """Ask ``bot`` for ``player``'s move in ``state`` (through the view) and return the move.

    A convenience for tools and tests; the browser passes the view and legal texts itself.
    """
    if player is None:
        player = state.current_players()[0]
    legal = [state.move_to_text(m) for m in state.legal_moves(player)]
    text = bot.choose(state.view(player), legal)
    return state.parse_move(text)
