"""San Juan (first edition, 2-4 players): the state and the protocol the house plays it by.

Overview
========
Every card is a building (face up in a city), money (in a hand) or a good (face down on a
production building). Cards are card *types* (small ints, ``data.CARDS[i]``; texts use the
``id``): the deck, the discard pile, hands, cities, goods, Chapels and covered buildings are plain
lists of type ints, so the 110 cards are always accounted for (``card_census``). Decisions are
sequential, one player at a time, in the book's order (the role's chooser first, then clockwise);
players with nothing to decide are skipped, and a decision with exactly one possible outcome is
taken for the player and reported by :meth:`SJState.forced_moves`.

The rules live in modules named after the book's sections: :mod:`.setup` (and the start
variant), :mod:`.round` (choosing roles, the phase table), :mod:`.builder`, :mod:`.producer`,
:mod:`.trader`, :mod:`.councillor`, :mod:`.prospector` (and the Gold Mine), :mod:`.governor`
(a new round: Chapel, hand limit) and :mod:`.end` (the end and the scores). The move notation is
in :mod:`.notation`, the view layout in :mod:`.view`, the JSON layout in :mod:`.serialize`, what
each seat cannot know in :mod:`.hidden`.

Representative moves vs. every legal move
=========================================
Where a decision has many equivalent or combinatorial forms, ``legal_moves`` lists a small set of
sensible representatives and :meth:`SJState.is_legal` (so ``apply``) accepts *every* valid one:

* build: for each buildable card type in hand (and, with a Crane, each building type it can go
  over; with a Black Market, each number of goods used), one payment with the cheapest other hand
  cards (lowest cost first) and, without Crane or goods, one with the dearest when it differs,
  plus ``build:none``;
* produce / sell: one move per distinct *multiset of building types* (lowest positions first) of
  every allowed size, plus ``none``;
* keep: every distinct choice of drawn card types (with a Prefecture, of 2 and of 1 card; at the
  Gold Mine, one card or none);
* discard (Archive, hand limit, start variant): a few choices (cheapest cards, most expensive
  cards, the duplicates first, and for the Archive "discard the drawn cards I do not keep").

``legal_moves`` is never empty while a player acts.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from game.core.fields import LIST, ROWS, SHARED, VALUE, make_clone
from game.core.phases import PhaseState
from game.core.protocol import Move, PlayerScore
from game.core.rng import Rng

from . import builder, councillor, end, producer, serialize, setup, trader
from .data import MAX_PLAYERS, MIN_PLAYERS
from .end import end_reasons
from .notation import (
    M_BUILD,
    M_CHAPEL,
    M_DISCARD,
    M_KEEP,
    M_PRODUCE,
    M_ROLE,
    M_SELL,
    PH_OVER,
    move_to_text,
    parse_move,
    well_formed,
)
from .round import ENGINE, TABLE
from .serialize import GAME_ID, STATE_VERSION
from .view import player_view

# The state's fields, declared once: ``__slots__`` and ``clone`` are derived from this table
# (``game.core.fields``).
FIELDS: dict[str, str] = {
    "num_players": VALUE,
    "start_variant": VALUE,  # option: the book's variant start (4 + position cards, keep 4)
    "rng_state": VALUE,  # reshuffles of the discard pile
    "deck": LIST,  # face-down deck, next drawn = last
    "discard": LIST,  # face-down discard pile (card types)
    "dseen": LIST,  # per discard entry: bitmask of the players who know that card
    "hands": ROWS,
    "city": ROWS,  # buildings in build order (positions)
    "goods": ROWS,  # per city position: the good's card type, -1 none
    "chapel": ROWS,  # cards tucked under the Chapel
    "covered": ROWS,  # buildings covered by a Crane (out of the game)
    "shown": SHARED,  # per player: hand cards everyone saw go there (a tuple of tuples)
    "drawn": LIST,  # cards drawn and not yet kept by the current player (Councillor, Gold Mine)
    "tiles": SHARED,  # the 5 trading-house tiles (indices into TILES), top first at the start
    "tile_reveals": VALUE,  # Trader phases played: tiles[tile_reveals % 5] is the top tile
    "round": VALUE,
    "governor": VALUE,
    "picks": VALUE,  # roles chosen so far this round
    "phase": VALUE,  # PH_*
    "cur": VALUE,  # the player to decide (-1 once over)
    "role": VALUE,  # the role being carried out (-1 outside role phases)
    "role_player": VALUE,  # who chose it (-1)
    "library": VALUE,  # the role player's Library doubles this privilege
    "role_taken": LIST,  # per role: who chose it this round (-1)
    "lib_used": LIST,  # per player: used the Library this round (2 players)
    "step": VALUE,  # turns taken in this phase (the player acting is start + step)
    "idle": VALUE,  # the phase engine's count for a turn order San Juan does not use (always 0)
    "legal": SHARED,  # the legal moves of ``cur`` (read-only for callers)
}

_KIND_HINTS = {M_ROLE: "choose a role (role:...)", M_BUILD: "build (build:...)",
               M_PRODUCE: "produce (produce:...)", M_SELL: "sell (sell:...)",
               M_KEEP: "keep cards (keep:...)", M_DISCARD: "discard cards (discard:...)",
               M_CHAPEL: "tuck a card under the Chapel (chapel:...)"}


class SJState(PhaseState):
    """A San Juan position. See the module docstring; notation in :mod:`.notation`, view layout
    in :mod:`.view`, JSON layout in :mod:`.serialize`.

    Public attributes (read them; change them only to build positions): the fields of
    :data:`FIELDS`. Public methods beside the protocol: the rules computed on the position
    that bots and tables read (``privileges``, ``build_discount``, ``may_build``,
    ``produce_limit``, ``sell_limit``, ``sale_cards``, ``current_tile``, ``tile_known``,
    ``keep_count``, ``keep_least``, ``to_discard``, ``stalled``, ``score_of``),
    ``refresh_legal`` for a position built or redealt by hand, and the card movements the
    rules make (``draw``, ``discard_cards``, ``discard_from_hand``, ``tuck_under_chapel``,
    ``show_in_hand``, ``played_from_hand``).
    """

    game_id: ClassVar[str] = GAME_ID
    engine_version: ClassVar[int] = STATE_VERSION

    over_phase: ClassVar[int] = PH_OVER
    __slots__ = tuple(FIELDS)

    num_players: int

    @classmethod
    def new(cls, players: int, seed: int, start_variant: bool = False) -> SJState:
        """A new game (seat 0 is the first Governor)."""
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError("San Juan is played by 2 to 4 players.")
        s = cls.__new__(cls)
        setup.deal(s, players, seed, start_variant)
        s.forced = ()
        ENGINE.advance(s, 0)
        s.forced = ()
        return s

    # == protocol: who acts (current_players, legal_moves, to_act, is_over: PhaseState) ========

    def is_legal(self, move: Move, player: int | None = None) -> bool:
        """Listed moves, plus *any* valid build, production, sale, keep or discard choice
        (``legal_moves`` lists representatives; :meth:`move_problem` decides the others)."""
        if self.phase == PH_OVER or (player is not None and player != self.cur):
            return False
        try:
            if move in self.legal:
                return True
        except TypeError:  # unhashable junk
            return False
        return self.move_problem(move, self.cur) is None

    def illegal_reason(self, move: Move, player: int | None = None) -> str | None:
        if self.phase == PH_OVER:
            return "The game is over: no more moves can be played."
        if player is None:
            player = self.cur
        elif player != self.cur:
            return f"It is not player {player + 1}'s turn."
        try:
            if move in self.legal:
                return None
        except TypeError:
            return f"Not a San Juan move: {move!r}."
        return self.move_problem(move, player)

    def move_problem(self, move: Any, p: int) -> str | None:
        """Why ``p`` may not play ``move`` now (a readable sentence), or None if it is legal.
        Accepts every valid build, production, sale, keep and discard choice."""
        if self.phase == PH_OVER:
            return "The game is over: no more moves can be played."
        if p != self.cur:
            return f"It is not player {p + 1}'s turn."
        if not well_formed(move):
            return f"Not a San Juan move: {move!r}."
        if move in self.legal:
            return None
        row = TABLE[self.phase]
        if move[0] not in row.kinds:
            hint = " or ".join(_KIND_HINTS[k] for k in sorted(row.kinds))
            return f"That is not a decision of the {row.name}: {hint}."
        return row.problem(self, move, p)

    apply_unchecked = ENGINE.play_function()

    def refresh_legal(self) -> None:
        """Recompute the cached legal moves of the current decision from the cards as they
        are now (after a position was edited or its hidden cards re-drawn); a player left with
        nothing possible gets the phase's "none" move."""
        if self.phase == PH_OVER:
            self.legal = []
            return
        row = TABLE[self.phase]
        self.legal = row.phase.options(self, self.cur) or [row.none]

    # == the cards moving (every rule moves them through these) ===================================

    def draw(self, k: int, out: list[int]) -> None:
        """Draw ``k`` cards into ``out``; an empty deck is refilled by shuffling the discard
        pile; with both empty, fewer cards are drawn (rules notes 7)."""
        deck = self.deck
        for _ in range(k):
            if not deck:
                if not self.discard:
                    return
                self._reshuffle()
                deck = self.deck
            out.append(deck.pop())

    def _reshuffle(self) -> None:
        rng = Rng(self.rng_state)
        deck = self.discard
        rng.shuffle(deck)
        self.rng_state = rng.state
        self.deck = deck
        self.discard = []
        self.dseen = []

    def discard_cards(self, cards: Sequence[int], seen_by: int) -> None:
        """Put ``cards`` on the discard pile, known to the players of the bitmask ``seen_by``."""
        self.discard.extend(cards)
        self.dseen.extend([seen_by] * len(cards))

    def discard_from_hand(self, p: int, cards: tuple[int, ...]) -> None:
        """``p`` discards ``cards`` from their hand, face down (known to them only)."""
        hand = self.hands[p]
        for t in cards:
            hand.remove(t)
        self.discard_cards(cards, 1 << p)
        if cards and self.shown[p]:
            self._show(p, ())

    def tuck_under_chapel(self, p: int, card: int) -> None:
        """``p`` tucks ``card`` from their hand face down under their Chapel."""
        self.hands[p].remove(card)
        self.chapel[p].append(card)
        if self.shown[p]:
            self._show(p, ())

    # A card everyone saw go into a hand (the Gold Mine's) is known to be there until it is
    # played face up, or until the hand gives up cards face down: then nobody but its owner
    # knows whether it is still there.

    def show_in_hand(self, p: int, card: int) -> None:
        """``card`` went into ``p``'s hand before everyone's eyes."""
        self._show(p, self.shown[p] + (card,))

    def played_from_hand(self, p: int, card: int) -> None:
        """``p`` played ``card`` from their hand face up (built it): if it was a card everyone
        knew in that hand, one copy fewer is known there."""
        shown = self.shown[p]
        if card in shown:
            rest = list(shown)
            rest.remove(card)
            self._show(p, tuple(rest))

    def _show(self, p: int, cards: tuple[int, ...]) -> None:
        self.shown = (*self.shown[:p], cards, *self.shown[p + 1:])  # shared: replaced

    def card_census(self) -> int:
        """Every card in the game: deck, discard, hands, cities, goods, Chapels, covered,
        drawn (always 110)."""
        total = len(self.deck) + len(self.discard) + len(self.drawn)
        for p in range(self.num_players):
            total += (len(self.hands[p]) + len(self.city[p]) + len(self.chapel[p])
                      + len(self.covered[p]) + sum(1 for g in self.goods[p] if g >= 0))
        return total

    # == the rules computed on the position (for bots and tables) ==================================

    def privileges(self, p: int) -> int:
        """How many times ``p`` gets the privilege of the role being carried out: 1 for its
        chooser, 2 with the Library doubling it (rules notes 13), 0 for everyone else."""
        if p != self.role_player:
            return 0
        return 2 if self.library else 1

    build_discount = builder.build_discount
    may_build = builder.may_build
    produce_limit = producer.produce_limit
    sell_limit = trader.sell_limit
    sale_cards = trader.sale_cards
    current_tile = trader.current_tile
    tile_known = trader.tile_known
    keep_count = councillor.keep_count
    keep_least = councillor.keep_least
    to_discard = councillor.to_discard
    stalled = end.stalled
    score_of = end.score_of

    # == the end ===================================================================================

    def final_scores(self) -> list[PlayerScore]:
        return [self.score_of(p) for p in range(self.num_players)]

    def summary(self) -> dict[str, float]:
        """``rounds``: the rounds begun."""
        return {"rounds": self.round}

    def end_reasons(self) -> tuple[str, ...]:
        """``12th_building`` (someone built a 12th building), ``no_more_buildings`` (no card
        in play could ever be built by anyone, rules notes 20) or ``cards_ran_out`` (no card
        could ever move again, rules notes 8)."""
        return end_reasons(self)

    # == notation, information, JSON ===============================================================

    def move_to_text(self, move: Move) -> str:
        return move_to_text(move)

    def parse_move(self, text: str) -> Move:
        return parse_move(text)

    def view(self, player: int | None) -> dict[str, Any]:
        return player_view(self, player)

    def to_json(self) -> dict[str, Any]:
        return serialize.to_json(self)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> SJState:
        """Rebuild a state from :meth:`to_json` output (or a patched copy of it). Raises
        ValueError with a readable message for anything else (including a newer version)."""
        version = data.get("version", 1) if isinstance(data, Mapping) else 1
        problem = serialize.version_problem(version)
        if problem:
            raise ValueError(problem)
        try:
            return serialize.from_json(cls, data)
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise ValueError(f"Not a valid San Juan state: {exc!r}") from exc


SJState.clone = make_clone(SJState, FIELDS)  # type: ignore[method-assign]
