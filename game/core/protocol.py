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
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .errors import GameError, IllegalMove

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


@dataclass(frozen=True)
class PassedOver:
    """A turn the engine passed over because the player had nothing to decide in the phase
    ``phase`` (a phase id: the Builder with nothing affordable, a Captain with nothing to
    load...): an entry of :meth:`GameState.turn_events`, never a move."""

    phase: str


class GameState(ABC):
    """A position of one game. Mutable: :meth:`apply` changes it in place.

    Subclasses implement the abstract methods; :meth:`apply` is provided and guarantees that an
    illegal move raises :class:`IllegalMove` and leaves the state untouched.
    """

    game_id: ClassVar[str]
    # The version of the rules engine and of its ``to_json`` layout. A game bumps it when old
    # records would replay differently or old states would read differently; records carry it
    # and a newer one than this build knows is refused on load.
    engine_version: ClassVar[int] = 1
    num_players: int

    # -- who acts and what they may do -------------------------------------------------------
    @abstractmethod
    def current_players(self) -> tuple[int, ...]:
        """The players who must decide now (empty when the game is over)."""

    @abstractmethod
    def legal_moves(self, player: int | None = None) -> list[Move]:
        """Every legal move of ``player`` (default: the first player to act). Empty if none."""

    def to_act(self) -> tuple[int, Sequence[Move]] | None:
        """The first player to act and their legal moves (read-only: do not change the list),
        or None once the game is over: one call per decision for random playouts
        (``game.core.simulate``). Engines that keep their legal moves may return them as they
        are."""
        actors = self.current_players()
        if not actors:
            return None
        return actors[0], self.legal_moves(actors[0])

    def is_legal(self, move: Move, player: int | None = None) -> bool:
        """True when ``player`` (default: the first player to act) may play ``move`` now.

        The default is "``move`` is among :meth:`legal_moves`". A game may accept more: a move
        outside ``legal_moves`` can be legal, e.g. Puerto Rico's Mayor's free colonist
        placement: ``legal_moves`` lists a few representative placements, ``is_legal`` accepts
        any valid one. Bots and UIs ask this (never a game-specific rule) before offering such a
        move.
        """
        return move in self.legal_moves(player)

    def illegal_reason(self, move: Move, player: int | None = None) -> str | None:
        """Why ``move`` cannot be played by ``player`` now, as a readable sentence; None if it
        can (exactly when :meth:`is_legal` is true). Games override it for better messages."""
        actors = self.current_players()
        if not actors:
            return "The game is over: no more moves can be played."
        if player is None:
            player = actors[0]
        elif player not in actors:
            return f"It is not player {player + 1}'s turn."
        if self.is_legal(move, player):
            return None
        try:
            text = self.move_to_text(move)
        except (GameError, TypeError, ValueError, IndexError, KeyError):
            text = repr(move)
        return f"Illegal move: {text}"

    def apply(self, move: Move, player: int | None = None) -> None:
        """Play ``move`` for ``player`` (default: the first player to act).

        Raises :class:`IllegalMove` with a readable message (:meth:`illegal_reason`), leaving the
        state untouched, if the game is over, the player is not to act, or :meth:`is_legal`
        refuses the move.
        """
        actors = self.current_players()
        if player is None and actors:
            player = actors[0]
        problem = self.illegal_reason(move, player)
        if problem is not None:
            raise IllegalMove(problem)
        assert player is not None  # illegal_reason refuses a finished game
        self.apply_unchecked(move, player)

    def forced_moves(self) -> Sequence[tuple[int, Move]]:
        """The decisions the engine took for players during the last :meth:`apply` because
        exactly one outcome was possible, as ``(player, move)`` in the order taken (empty by
        default). UIs log them; they are not in the record (replaying takes them again)."""
        return ()

    def turn_events(self) -> Sequence[tuple[int, Move | PassedOver]]:
        """Everything the engine did for players without asking them during the last
        :meth:`apply`, in order: the :meth:`forced_moves`, and :class:`PassedOver` for a turn
        passed over because the player had nothing to decide (so that the log can say so;
        default: the forced moves only)."""
        return self.forced_moves()

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

    def summary(self) -> dict[str, float]:
        """Numbers a game reports for statistics (``simulate``, the tournament), in its own
        words: e.g. ``{"rounds": 21}``. Empty by default."""
        return {}

    def end_reasons(self) -> tuple[str, ...]:
        """Why a finished game ended, in the game's own words (e.g. ``("city",)``); empty by
        default."""
        return ()

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
class Option:
    """One setup option of a game, as data: the setup screen is generated from these.

    ``kind`` is ``"bool"`` (a checkbox) or ``"choice"`` (one of ``choices``, pairs of value and
    English label). ``label`` and ``help`` are English; the game's catalogs translate them.
    ``requires`` names a bool option without which this one means nothing (the setup screen
    greys it out while that one is off). ``exhaustive`` False: the generic conformance suite
    does not try every combination of such options (the game's own suite does), only the
    defaults and all of them switched on (:meth:`GameDef.conformance_combinations`).
    """

    id: str
    label: str
    help: str
    default: JSON
    kind: str = "bool"
    choices: tuple[tuple[JSON, str], ...] = ()
    requires: str | None = None
    exhaustive: bool = True

    def values(self) -> tuple[JSON, ...]:
        """Every value the option can take."""
        return (False, True) if self.kind == "bool" else tuple(v for v, _ in self.choices)


@dataclass(frozen=True)
class GameDef:
    """A game's one registration: identity, player counts, options, the factory and its plug-ins.

    A game package exposes its ``GAME`` (a ``GameDef``) in its ``__init__``; the registry finds it
    there, and nothing outside the game's own packages names the game. A game without ``setup``
    is announced ("coming") but not playable yet.
    """

    id: str
    name: str
    min_players: int
    max_players: int
    # Validate and complete options by hand (raise ValueError); None: from ``options`` below.
    custom_normalize: Callable[[Mapping[str, JSON]], dict[str, JSON]] | None = None
    # Build the initial state from normalized options and a seed. None: not playable yet.
    setup: Callable[[Mapping[str, JSON], int], GameState] | None = None
    state_class: type[GameState] | None = None
    # The setup options (besides ``players``) as a schema, and which combinations are valid:
    # ``check_options(options)`` returns None or a readable reason the combination is refused.
    options: tuple[Option, ...] = ()
    check_options: Callable[[Mapping[str, JSON]], str | None] | None = None
    default_players: int = 0  # 0: min_players
    # The module (in the game's own package) exposing ``ADAPTER`` for the generic bots.
    bots: str | None = None
    # English texts for the landing page (translated by the game's catalogs).
    summary: str = ""
    availability: str = ""
    order: int = 100  # position on the landing page
    art: str | None = None  # the landing page's picture (a path on the site), if any
    # True when players hold cards the others must not see (hands, face-down cards). A share
    # link or a saved file carries the whole record (seed and moves), so whoever decodes one can
    # work out those cards: the shell's Share dialog then says so.
    hidden_cards: bool = False
    # What a seat cannot see and how to deal it again (a ``game.core.hidden.HiddenInfo``): the
    # conformance suite, the tests and the bots' determinizer all use it. None: nothing hidden.
    hidden: Any = None
    # The longest move text a record of this game can hold, and the most moves in one game (a
    # record longer than either is refused as damaged or forged; a game still running after
    # ``longest_game`` moves is stuck).
    longest_move_text: int = 100
    longest_game: int = 2_000
    # Record upgrade hook: ``migrate_moves(moves, options, seed, from_version)`` turns the moves
    # of a record played with engine version ``from_version`` (older than ``state_class``'s)
    # into the moves meaning the same game for this engine (e.g. decisions the old engine took
    # by itself inserted). Raises GameError when the moves cannot be read. None: records of
    # older engine versions replay unchanged.
    migrate_moves: Callable[[list[str], Mapping[str, JSON], int, int], list[str]] | None = None
    # Record upgrade hook for the options: ``migrate_options(options, from_version)`` gives the
    # options meaning the same game for this engine (e.g. a rule the old engine did not play
    # yet, switched off for its records); applied before ``migrate_moves``, which receives the
    # migrated options. None: the options are kept.
    migrate_options: Callable[[Mapping[str, JSON], int], dict[str, JSON]] | None = None
    # Benchmark variants: (label, extra ``simulate`` arguments) the bench runs after the plain
    # ``python3 -m game.<id> simulate``, each reported beside it as a share of its games/s
    # (e.g. a game's expansions, whose speed is a target relative to the base game's).
    bench_variants: tuple[tuple[str, tuple[str, ...]], ...] = ()
    # An announcement of a game whose package arrives on first use (the built site keeps each
    # game's code in its own ``games/<id>.zip``): it can be offered and set up, and records of
    # it read (``engine`` is its engine version), but played only once the package is loaded
    # and the registry refreshed (``game.core.registry.refresh``).
    packaged: bool = False
    engine: int = 0

    @property
    def playable(self) -> bool:
        """True when this build can set up and play the game (its engine is loaded)."""
        return self.setup is not None and self.state_class is not None

    def announcement(self) -> dict[str, JSON]:
        """What the landing page, the setup screen and a record's validation need of this game
        before its package is loaded, as JSON (see :meth:`from_announcement`)."""
        return {
            "id": self.id, "name": self.name, "min_players": self.min_players,
            "max_players": self.max_players, "default_players": self.default_players,
            "options": [{"id": o.id, "label": o.label, "help": o.help, "default": o.default,
                         "kind": o.kind, "choices": [list(c) for c in o.choices],
                         "requires": o.requires, "exhaustive": o.exhaustive}
                        for o in self.options],
            "summary": self.summary, "availability": self.availability, "order": self.order,
            "art": self.art, "hidden_cards": self.hidden_cards, "bots": self.bots,
            "longest_move_text": self.longest_move_text, "longest_game": self.longest_game,
            "packaged": self.playable,
            "engine": self.state_class.engine_version if self.state_class is not None else 0,
        }

    @classmethod
    def from_announcement(cls, data: Mapping[str, JSON]) -> GameDef:
        """The announcement of :meth:`announcement` as a registration (nothing playable yet)."""
        options = tuple(
            Option(o["id"], o["label"], o["help"], o["default"], o["kind"],
                   tuple((value, label) for value, label in o["choices"]), o["requires"],
                   o["exhaustive"]) for o in data["options"])
        return cls(
            id=data["id"], name=data["name"], min_players=data["min_players"],
            max_players=data["max_players"], default_players=data["default_players"],
            options=options, summary=data["summary"], availability=data["availability"],
            order=data["order"], art=data["art"], hidden_cards=data["hidden_cards"],
            bots=data["bots"], longest_move_text=data["longest_move_text"],
            longest_game=data["longest_game"], packaged=data["packaged"], engine=data["engine"])

    def normalize_options(self, options: Mapping[str, JSON]) -> dict[str, JSON]:
        """Validate and complete user options; raises ValueError with a readable message."""
        if self.custom_normalize is not None:
            return self.custom_normalize(options)
        if not isinstance(options, Mapping):
            raise ValueError("Options must be a mapping.")
        known = {"players"} | {o.id for o in self.options}
        unknown = sorted(str(k) for k in options if k not in known)
        if unknown:
            raise ValueError(f"Unknown {self.name} option(s): {', '.join(unknown)}.")
        result: dict[str, JSON] = {"players": self.default_players or self.min_players}
        result.update({o.id: o.default for o in self.options})
        result.update(options)
        players = result["players"]
        if (not isinstance(players, int) or isinstance(players, bool)
                or not self.min_players <= players <= self.max_players):
            raise ValueError(f"{self.name} is played by {self.min_players} to "
                             f"{self.max_players} players.")
        for option in self.options:
            value = result[option.id]
            if option.kind == "bool" and not isinstance(value, bool):
                raise ValueError(f"The option {option.id} must be true or false.")
            if option.kind == "choice" and (isinstance(value, bool)
                                            or value not in option.values()):
                raise ValueError(f"The option {option.id} cannot be {value!r}.")
        if self.check_options is not None:
            problem = self.check_options(result)
            if problem:
                raise ValueError(problem)
        return result

    def option_combinations(self) -> list[dict[str, JSON]]:
        """Every valid combination of the options (``players`` left out), defaults first."""
        combos: list[dict[str, JSON]] = [{}]
        for option in self.options:
            values = [option.default] + [v for v in option.values() if v != option.default]
            combos = [{**c, option.id: v} for c in combos for v in values]
        valid = []
        for combo in combos:
            if self.check_options is None or not self.check_options(
                    {"players": self.default_players or self.min_players, **combo}):
                valid.append(combo)
        return valid

    def conformance_combinations(self) -> list[dict[str, JSON]]:
        """The option combinations the generic conformance suite plays: every valid combination
        of the exhaustive options, each with the other options at their defaults, plus each
        such combination with every non-exhaustive option at its last value (on, for a bool).
        A game whose options multiply into many cases marks them ``exhaustive=False`` and
        covers every combination in its own suite."""
        sampled = [o for o in self.options if not o.exhaustive]
        if not sampled:
            return self.option_combinations()
        full = [c for c in self.option_combinations()
                if all(c[o.id] in (o.default, o.values()[-1]) for o in sampled)]
        defaults = [c for c in full if all(c[o.id] == o.default for o in sampled)]
        every = [c for c in full if all(c[o.id] == o.values()[-1] for o in sampled)]
        return defaults + every

    def new_game(self, options: Mapping[str, JSON], seed: int) -> GameState:
        """A new game from (possibly partial) options and a seed."""
        if self.setup is None:
            raise ValueError(f"{self.name} cannot be played on this version of the site yet.")
        return self.setup(self.normalize_options(options), seed)


def canonical_json(data: JSON) -> str:
    """The one text form of a JSON value: sorted keys, no spaces, UTF-8 kept."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
