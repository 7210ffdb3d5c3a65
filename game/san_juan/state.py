"""San Juan (first edition, 2-4 players): the state, the rules as moves, notation and JSON.

Overview
========
Every card is a building (face up in a city), money (in a hand) or a good (face down on a
production building). Cards are card *types* (small ints, ``data.CARDS[i]``; texts use the
``id``): the deck, the discard pile, hands, cities, goods, Chapels and covered buildings are plain
lists of type ints, so the 110 cards are always accounted for (``card_census``). Decisions are
sequential, one player at a time, in the book's order (the role's chooser first, then clockwise);
players with nothing to decide are skipped, and a decision with exactly one possible outcome is
taken for the player and reported by :meth:`SJState.forced_moves`.

A round: from the Governor clockwise each player chooses one of the roles not yet chosen this
round (2 players: Governor, other, Governor) and everyone carries out its action from the chooser
on. Then the Governor card passes on; the new round starts with the Chapel step (each Chapel owner,
from the new Governor on, may tuck one hand card under it), then the hand-limit step (7 cards,
12 with a Tower), then the first role choice. The game ends at the end of the Builder phase in
which someone builds a 12th building.

Move notation (stored in saved games; stable)
=============================================
Card ids are ``data.CARDS[i].id`` (``indigo_plant``, ..., ``palace``); role ids ``builder``,
``producer``, ``trader``, ``councillor``, ``prospector``. City *positions* are 0-based indices
into the player's city (``view["players"][p]["city"]``, in build order). Lists of cards or
positions are comma-separated without spaces; a card may repeat (``pay:indigo_plant,indigo_plant``).
``move_to_text`` writes card lists in ``data.CARDS`` order and positions ascending (the form
stored in records); ``parse_move`` accepts any order.

=======================================================  ===========================================
``role:<role>``                                          choose a role. The chooser's Library
                                                         doubles its privilege automatically
                                                         (using it never hurts), except for the
                                                         2-player Governor, see next line.
``role:<role>+library``                                  2 players only, the Governor's *first*
                                                         pick of a round while they own a Library:
                                                         use the Library on this pick (then not on
                                                         the second). ``role:<role>`` there keeps
                                                         it for the second pick, where it applies
                                                         automatically if still unused.
``build:<card>[/over:<pos>][/goods:<pos>,...][/pay:<card>,...]``
                                                         Builder phase: build ``<card>`` from the
                                                         hand. ``/over:`` Crane: built over the
                                                         building at that position (it leaves the
                                                         game; its good is discarded).
                                                         ``/goods:`` Black Market: the goods on
                                                         those positions are discarded, -1 card
                                                         each. ``/pay:`` the hand cards discarded
                                                         (face down) to pay; omitted when the
                                                         cost is 0.
``build:none``                                           Builder phase: build nothing.
``produce:<pos>,...``                                    Producer phase: one good on each of these
                                                         empty production buildings.
``produce:none``                                         Producer phase: produce nothing.
``sell:<pos>,...``                                       Trader phase: sell the goods on these
                                                         production buildings.
``sell:none``                                            Trader phase: sell nothing.
``keep:<card>,...``                                      Councillor: the drawn cards kept (1, or 2
                                                         with a Prefecture); the others are
                                                         discarded. Gold Mine: the one card kept
                                                         of the four shown. ``keep:none`` only
                                                         appears as a forced move (a Gold Mine draw
                                                         with two equal costs: all four discarded).
``discard:<card>,...``                                   Councillor with an Archive: the cards
                                                         discarded from hand + drawn cards
                                                         (as many as drawn minus kept); hand limit:
                                                         the cards discarded down to the limit;
                                                         start variant: down to 4 cards.
``chapel:<card>`` / ``chapel:none``                      start of a round: tuck a hand card under
                                                         the Chapel, or not.
=======================================================  ===========================================

**Move texts name hidden cards.** ``pay:``, ``keep:``, ``discard:`` and ``chapel:<card>`` say
which face-down cards a player paid, kept, discarded or tucked (also in
:meth:`SJState.forced_moves`, e.g. a Prefecture owner's ``keep:``): a log shown to the table must
describe them from the public views (counts), never print the card ids. Gold Mine ``keep:`` is
public (the four cards were shown).

Internally a move is a tuple of ints whose first item is its kind (``M_ROLE`` ...):
``(M_ROLE, role, library)``, ``(M_BUILD, card, over, goods, pay)`` (``card`` -1: ``build:none``;
``over`` -1: no Crane; ``goods`` and ``pay`` sorted tuples), ``(M_PRODUCE, positions)``,
``(M_SELL, positions)`` (empty tuple: ``none``), ``(M_KEEP, cards)``, ``(M_DISCARD, cards)``,
``(M_CHAPEL, card)`` (card -1: ``none``).

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
* keep: every distinct choice of drawn card types;
* discard (Archive, hand limit, start variant): a few choices (cheapest cards, most expensive
  cards, the duplicates first, and for the Archive "discard the drawn cards I do not keep").

``legal_moves`` is never empty while a player acts.

View layout: ``view(player)`` (``player`` None: a spectator)
=============================================================
::

    {
      "game": "san_juan", "version": 1,
      "viewer": 0 | null,
      "options": {"players": 4, "start_variant": false},
      "phase": "start_discard" | "role" | "builder" | "producer" | "trader" | "councillor" |
               "gold_mine" | "chapel" | "hand_limit" | "over",
      "round": 1,                     # 1-based
      "governor": 0,
      "current_player": 0 | null,     # who decides now (null once the game is over)
      "role": "builder" | null,       # the role being carried out (null in role/chapel/...)
      "role_player": 0 | null,        # who chose it
      "library_active": false,        # the role player's Library doubles this privilege
      "roles": {"builder": null | <player>, ...},   # who chose each role this round
      "picks": 0, "picks_per_round": 4,              # roles chosen so far / per round
      "library_used": [false, ...],   # 2 players: the Library was used this round (per player)
      "deck_size": 80,                # cards in the face-down deck
      "discard_size": 0,              # cards in the face-down discard pile
      "known_discards": {"well": 1},  # what the viewer knows lies in the discard pile since the
                                      # last reshuffle: cards they discarded themselves (payments,
                                      # Councillor and Archive discards, hand limit, start variant)
                                      # and public reveals (Gold Mine draws). Spectator: reveals
                                      # only. Goods (sold, Black Market, lost under a Crane) are
                                      # discarded unseen: nobody knows them.
      "tile": [1, 1, 2, 2, 3] | null, # the revealed trading-house tile (Trader phase), cards per
                                      # good sold: indigo, sugar, tobacco, coffee, silver
      "tile_stack": [null, [1,1,1,2,2], ...],  # the 5 tiles from the top of the stack: prices
                                      # once a tile has been revealed, null while never seen
      "revealed": ["quarry", ...],    # Gold Mine: the 4 cards shown to all (current decision)
      "to_keep": 0, "to_discard": 0,  # the current decision: cards to keep / discard (0: n/a)
      "end_triggered": false,         # a 12th building: the game ends with this Builder phase
      "players": [{
          "hand_size": 4,
          "hand": ["sugar_mill", ...] | null,     # the viewer's own hand only (data order)
          "drawn_size": 0,
          "drawn": ["well", ...] | null,          # Councillor draws, the drawer's eyes only
          "city": [{"card": "indigo_plant", "good": false}, ...],  # build order = positions;
                                                  # "good": a face-down good lies on it (its
                                                  # card is hidden from everyone)
          "goods": 0,                             # number of goods
          "chapel_size": 0,                       # cards under the Chapel (public, see notes)
          "chapel": ["tower", ...] | null,        # the Chapel owner's own eyes only
          "covered": ["smithy"],                  # buildings covered by the Crane (out of game)
          "score": 1                              # VP as if the game ended now (all public)
      }, ...],
      "scores": [PlayerScore.to_json(), ...]      # only once the game is over
    }

``to_json()`` (the complete state, hidden parts included; scenarios patch it) has the keys
``game``, ``version``, ``options``, ``phase``, ``round``, ``governor``, ``current_player``,
``role``, ``role_player``, ``library_active``, ``roles``, ``picks``, ``library_used`` as in the
view, plus ``rng`` (the RNG state), ``step`` (turns taken in the current phase: the player
acting is the phase's first player + ``step``), ``deck`` (card ids, next drawn = last),
``discard`` (``[card id, seen_by]`` pairs, ``seen_by`` a bitmask of the players who know that
card), ``tiles`` (the 5 indices into ``data.TILES`` in stack order at the start),
``tile_reveals`` (Trader phases played: the top tile is ``tiles[tile_reveals % 5]``), ``drawn``
(the current player's pending Councillor or Gold Mine cards) and ``players``: per player
``hand``, ``city`` (``{"card": id, "good": card id | null}`` in build order), ``chapel`` and
``covered`` (card ids). ``from_json`` refuses a state whose cards do not add up to 110.
"""

from __future__ import annotations

from collections.abc import Mapping
from operator import attrgetter
from typing import Any, ClassVar

from game.core.errors import IllegalMove
from game.core.fields import LIST, ROWS, SHARED, VALUE, make_clone
from game.core.phases import CHOICE, EACH_ONCE, Phase, PhaseEngine
from game.core.protocol import GameState, Move, PlayerScore
from game.core.rng import Rng

from .data import (
    AQUEDUCT,
    ARCHIVE,
    BLACK_MARKET,
    CARD_INDEX,
    CARDS,
    CARPENTER,
    CHAPEL,
    CITY_HALL,
    COUNCILLOR_DRAW,
    COUNCILLOR_PRIVILEGE_DRAW,
    CRANE,
    END_BUILDINGS,
    GOLD_MINE,
    GOLD_MINE_DRAW,
    GUILD_HALL,
    HAND_LIMIT,
    INDIGO_PLANT,
    LIBRARY,
    MARKET_HALL,
    MARKET_STAND,
    NUM_CARD_TYPES,
    NUM_ROLES,
    PALACE,
    POOR_HOUSE,
    PREFECTURE,
    QUARRY,
    ROLE_IDS,
    SMITHY,
    START_HAND,
    TILES,
    TOTAL_CARDS,
    TOWER,
    TOWER_HAND_LIMIT,
    TRADING_POST,
    TRIUMPHAL_ARCH,
    TRIUMPHAL_ARCH_VP,
    WELL,
)

GAME_ID = "san_juan"
STATE_VERSION = 1  # the engine version (records and to_json layout)

# -- card tables as plain tuples (the hot path indexes them) ---------------------------------------
COST: tuple[int, ...] = tuple(c.cost for c in CARDS)
VP: tuple[int, ...] = tuple(c.vp for c in CARDS)
IS_PROD: tuple[bool, ...] = tuple(c.production for c in CARDS)
IS_VIOLET: tuple[bool, ...] = tuple(c.violet for c in CARDS)
IS_MONUMENT: tuple[bool, ...] = tuple(c.monument for c in CARDS)
GOOD_OF: tuple[int, ...] = tuple(-1 if c.good is None else c.good for c in CARDS)
CARD_IDS: tuple[str, ...] = tuple(c.id for c in CARDS)
# Order used to pick "the cheapest cards": printed cost, then data order.
CHEAP_KEY: tuple[tuple[int, int], ...] = tuple((c.cost, c.index) for c in CARDS)

# -- phases ----------------------------------------------------------------------------------------
(PH_BUILDER, PH_PRODUCER, PH_TRADER, PH_COUNCILLOR, PH_GOLD, PH_START, PH_ROLE, PH_CHAPEL,
 PH_LIMIT, PH_OVER) = range(10)
PHASE_IDS: tuple[str, ...] = ("builder", "producer", "trader", "councillor", "gold_mine",
                              "start_discard", "role", "chapel", "hand_limit", "over")
# A role's phase: roles 0..3 (builder, producer, trader, councillor) have the phase of the same
# number; the Prospector (4) is its privilege at once, then the Gold Mine owners (PH_GOLD).
ROLE_PHASES = (PH_BUILDER, PH_PRODUCER, PH_TRADER, PH_COUNCILLOR, PH_GOLD)

# -- move kinds ------------------------------------------------------------------------------------
M_ROLE, M_BUILD, M_PRODUCE, M_SELL, M_KEEP, M_DISCARD, M_CHAPEL = range(7)
BUILD_NONE: tuple = (M_BUILD, -1, -1, (), ())
PRODUCE_NONE: tuple = (M_PRODUCE, ())
SELL_NONE: tuple = (M_SELL, ())
CHAPEL_NONE: tuple = (M_CHAPEL, -1)
KEEP_NONE: tuple = (M_KEEP, ())

_ROLE_MOVES = tuple(tuple((M_ROLE, r, lib) for r in range(NUM_ROLES)) for lib in (0, 1))


def _version_problem(version: Any) -> str | None:
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        return f"This San Juan position has an unreadable engine version ({version!r})."
    if version > STATE_VERSION:
        return (f"This San Juan position was saved by a newer version of the game (engine "
                f"version {version}; this site reads up to {STATE_VERSION}). Reload the page to "
                "update.")
    return None


# -- rules on one player's buildings (shared with bots and UIs) ------------------------------------

def score_breakdown(city: list[int], chapel: list[int]) -> dict[str, int]:
    """A player's VP by source (the keys of ``PlayerScore.breakdown``); the Palace comes last,
    a quarter of everything else, rounded down."""
    buildings = sum(VP[t] for t in city)
    parts = {"buildings": buildings, "chapel": len(chapel), "guild_hall": 0, "city_hall": 0,
             "triumphal_arch": 0, "palace": 0}
    if GUILD_HALL in city:
        parts["guild_hall"] = 2 * sum(1 for t in city if IS_PROD[t])
    if CITY_HALL in city:
        parts["city_hall"] = sum(1 for t in city if IS_VIOLET[t])
    if TRIUMPHAL_ARCH in city:
        parts["triumphal_arch"] = TRIUMPHAL_ARCH_VP[len({t for t in city if IS_MONUMENT[t]})]
    if PALACE in city:
        parts["palace"] = sum(parts.values()) // 4
    return parts


def gold_mine_hit(cards: list[int]) -> bool:
    """True when the Gold Mine's cards all have different building costs (one may be kept)."""
    costs = {COST[t] for t in cards}
    return bool(cards) and len(costs) == len(cards)


def hand_limit(city: list[int]) -> int:
    """Cards a player may keep at the start of a round: 7, or 12 with a Tower."""
    return TOWER_HAND_LIMIT if TOWER in city else HAND_LIMIT


def _remove(hand: list[int], cards) -> None:
    for t in cards:
        hand.remove(t)


def _multiset_within(cards, pool: list[int]) -> bool:
    counts = [0] * NUM_CARD_TYPES
    for t in pool:
        counts[t] += 1
    for t in cards:
        if not (isinstance(t, int) and 0 <= t < NUM_CARD_TYPES) or counts[t] == 0:
            return False
        counts[t] -= 1
    return True


def _type_multisets(groups: list[list[int]], k: int) -> list[tuple[int, ...]]:
    """Sorted position tuples taking, from each group of equivalent positions (same building
    type), a prefix, for every total size 1..k: one move per multiset of building types."""
    out: list[tuple[int, ...]] = [(g[0],) for g in groups]
    if k == 2:  # the common case (a privilege), without recursion
        for i, gi in enumerate(groups):
            a = gi[0]
            if len(gi) > 1:
                out.append((a, gi[1]))
            for gj in groups[i + 1:]:
                b = gj[0]
                out.append((a, b) if a < b else (b, a))
        return out
    if k < 2:
        return out
    out = []

    def rec(i: int, chosen: list[int], left: int) -> None:
        if i == len(groups):
            if chosen:
                out.append(tuple(sorted(chosen)))
            return
        group = groups[i]
        for c in range(min(left, len(group)) + 1):
            rec(i + 1, chosen + group[:c], left - c)

    rec(0, [], k)
    return out


def _combos(cards: list[int], k: int) -> list[tuple[int, ...]]:
    """Every distinct multiset of ``k`` cards from ``cards`` (as sorted tuples)."""
    counts: dict[int, int] = {}
    for t in cards:
        counts[t] = counts.get(t, 0) + 1
    types = sorted(counts)
    out: list[tuple[int, ...]] = []

    def rec(i: int, chosen: tuple[int, ...], left: int) -> None:
        if left == 0:
            out.append(chosen)
            return
        if i == len(types):
            return
        t = types[i]
        for c in range(min(left, counts[t]), -1, -1):
            rec(i + 1, chosen + (t,) * c, left - c)

    rec(0, (), k)
    return out


def discard_choices(cards: list[int], d: int) -> list[tuple[int, ...]]:
    """A few sensible ways to discard ``d`` of ``cards`` (sorted tuples, distinct): the
    cheapest, the most expensive, the duplicates first. At least two whenever more than one
    outcome is possible."""
    if d <= 0:
        return [()]
    order = sorted(cards, key=CHEAP_KEY.__getitem__)
    if d >= len(order):
        return [tuple(sorted(order))]
    seen: set[int] = set()
    dupes = []
    firsts = []
    for t in order:
        (dupes if t in seen else firsts).append(t)
        seen.add(t)
    options = [tuple(sorted(order[:d])), tuple(sorted(order[-d:])),
               tuple(sorted((dupes + firsts)[:d]))]
    out: list[tuple[int, ...]] = []
    for o in options:
        if o not in out:
            out.append(o)
    return out


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


class SJState(GameState):
    """A San Juan position. See the module docstring for notation, view and JSON layout.

    Public attributes (read them; change them only to build positions): the fields of
    :data:`FIELDS`.
    """

    game_id: ClassVar[str] = GAME_ID
    engine_version: ClassVar[int] = STATE_VERSION

    __slots__ = tuple(FIELDS)

    num_players: int

    # == setup =====================================================================================

    @classmethod
    def new(cls, players: int, seed: int, start_variant: bool = False) -> SJState:
        """A new game (seat 0 is the first Governor)."""
        if not 2 <= players <= 4:
            raise ValueError("San Juan is played by 2 to 4 players.")
        rng = Rng(seed)
        s = cls.__new__(cls)
        n = players
        s.num_players = n
        s.start_variant = bool(start_variant)
        deck = []
        for c in CARDS:
            copies = c.copies - (n if c.index == INDIGO_PLANT else 0)
            deck.extend([c.index] * copies)
        rng.shuffle(deck)
        tiles = list(range(len(TILES)))
        rng.shuffle(tiles)
        s.tiles = tiles
        s.deck = deck
        s.discard = []
        s.dseen = []
        s.city = [[INDIGO_PLANT] for _ in range(n)]
        s.goods = [[-1] for _ in range(n)]
        s.chapel = [[] for _ in range(n)]
        s.covered = [[] for _ in range(n)]
        s.hands = []
        for seat in range(n):
            extra = seat + 1 if start_variant else 0  # seat 0 is the Governor
            s.hands.append([deck.pop() for _ in range(START_HAND + extra)])
        s.drawn = []
        s.tile_reveals = 0
        s.round = 1
        s.governor = 0
        s.picks = 0
        s.role = -1
        s.role_player = -1
        s.library = False
        s.role_taken = [-1] * NUM_ROLES
        s.lib_used = [False] * n
        s.step = 0
        s.idle = 0
        s.rng_state = rng.state
        s.phase = PH_START if start_variant else PH_ROLE
        s.cur = 0
        s.legal = []
        s.forced = ()
        ENGINE.advance(s, 0)
        s.forced = ()
        return s

    # == protocol: who acts ========================================================================

    def current_players(self) -> tuple[int, ...]:
        if self.phase == PH_OVER:
            return ()
        return (self.cur,)

    def legal_moves(self, player: int | None = None) -> list[Move]:
        if player is not None and player != self.cur:
            return []
        return self.legal[:]

    def is_over(self) -> bool:
        return self.phase == PH_OVER

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

    # The decisions the engine took for players during the last ``apply`` because exactly one
    # outcome was possible (an instance attribute, not a field: clones start without any).
    forced: tuple[tuple[int, Move], ...] = ()

    def forced_moves(self) -> tuple[tuple[int, Move], ...]:
        return self.forced

    def apply_unchecked(self, move: Move, player: int) -> None:
        ENGINE.play(self, move, player)

    # == the turn ==================================================================================

    def _draw(self, k: int, out: list[int]) -> None:
        """Draw ``k`` cards into ``out``; an empty deck is refilled by shuffling the discard
        pile; with both empty, fewer cards are drawn."""
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

    def _discard(self, cards, seen: int) -> None:
        self.discard.extend(cards)
        self.dseen.extend([seen] * len(cards))

    # == roles =====================================================================================

    def _role_options(self, p: int) -> list[Move]:
        taken = self.role_taken
        free = [r for r in range(NUM_ROLES) if taken[r] < 0]
        if (self.num_players == 2 and self.picks == 0 and LIBRARY in self.city[p]):
            moves: list[Move] = []
            for r in free:
                moves.append(_ROLE_MOVES[0][r])
                moves.append(_ROLE_MOVES[1][r])
            return moves
        return [_ROLE_MOVES[0][r] for r in free]

    def _role_chooser(self) -> int:
        """Who chooses the next role: from the Governor clockwise, one pick each (2 players:
        Governor, other, Governor)."""
        return (self.governor + self.picks) % self.num_players

    def _pick_role(self, move: Move, p: int) -> bool:
        r = move[1]
        self.role_taken[r] = p
        self.role = r
        self.role_player = p
        lib = LIBRARY in self.city[p]
        if lib and self.num_players == 2:
            lib = bool(move[2]) if self.picks == 0 else not self.lib_used[p]
        if lib:
            self.lib_used[p] = True
        self.library = lib
        ENGINE.enter(self, ROLE_PHASES[r])  # a Trader phase shows the top tile (``current_tile``)
        return True

    def _prospector_privilege(self) -> None:
        """The Prospector's privilege: 1 card (Library: 2), before any Gold Mine draw."""
        self._draw(2 if self.library else 1, self.hands[self.role_player])

    def stalled(self) -> bool:
        """True when nothing can ever change again: the deck and the discard pile are empty,
        no good lies anywhere, no hand is above its limit, and no player could build even as the
        Builder with every discount they own (rules notes: the game then ends)."""
        if self.deck or self.discard:
            return False
        for p in range(self.num_players):
            if any(g >= 0 for g in self.goods[p]):
                return False
            hand = self.hands[p]
            city = self.city[p]
            if len(hand) > hand_limit(city):
                return False  # the next hand-limit check puts cards into the discard pile
            cover = max([COST[t] for t in city if t != CRANE], default=0) if CRANE in city else 0
            for card in hand:
                if not self.may_build(p, card):
                    continue
                d = (2 if LIBRARY in city else 1) + cover
                if (SMITHY in city) if IS_PROD[card] else (QUARRY in city):
                    d += 1
                if COST[card] - d <= len(hand) - 1:
                    return False
        return True

    def _end_role(self) -> bool:
        if not self.deck and not self.discard and self.stalled():
            self.picks += 1
            return self._game_over()
        self.picks += 1
        self.role = -1
        self.role_player = -1
        self.library = False
        self.step = 0
        if self.picks >= (3 if self.num_players == 2 else self.num_players):
            n = self.num_players
            self.governor = (self.governor + 1) % n
            self.round += 1
            self.picks = 0
            self.role_taken = [-1] * NUM_ROLES
            self.lib_used = [False] * n
            self.phase = PH_CHAPEL
        else:
            self.phase = PH_ROLE
        return False

    def _game_over(self) -> bool:
        """End the game: nobody decides any more."""
        self.phase = PH_OVER
        self.role = -1
        self.role_player = -1
        self.library = False
        self.cur = -1
        self.legal = []
        return True

    # == Builder ===================================================================================

    def build_discount(self, p: int, card: int, over: int) -> int:
        """Cards off ``card``'s cost for ``p`` in this Builder phase (before Black Market
        goods): privilege (-1, Library -2), Smithy, Quarry, the Crane's covered building. A
        building being covered gives no ability to the build covering it."""
        city = self.city[p]
        gone = city[over] if over >= 0 else -1
        d = 0
        if p == self.role_player:
            d = 2 if self.library and gone != LIBRARY else 1
        if IS_PROD[card]:
            if SMITHY in city and gone != SMITHY:
                d += 1
        elif QUARRY in city and gone != QUARRY:
            d += 1
        if over >= 0:
            d += COST[gone]
        return d

    def may_build(self, p: int, card: int) -> bool:
        """False for a violet building ``p`` already built (in the city or covered)."""
        return not IS_VIOLET[card] or (card not in self.city[p] and card not in self.covered[p])

    def _builder_options(self, p: int) -> list[Move]:
        hand = self.hands[p]
        if not hand:
            return []
        city = self.city[p]
        if CRANE in city or BLACK_MARKET in city:
            return self._builder_options_full(p)
        # the common case, without Crane or Black Market: one payment per card type
        order = sorted(hand, key=CHEAP_KEY.__getitem__)
        limit = len(order) - 1
        priv = (2 if self.library else 1) if p == self.role_player else 0
        prod_d = priv + (SMITHY in city)
        violet_d = priv + (QUARRY in city)
        covered = self.covered[p]
        moves: list[Move] = []
        prev = -1
        for idx, card in enumerate(order):
            if card == prev:
                continue
            prev = card
            if IS_VIOLET[card]:
                if card in city or card in covered:
                    continue
                cost = COST[card] - violet_d
            else:
                cost = COST[card] - prod_d
            if cost <= 0:
                moves.append((M_BUILD, card, -1, (), ()))
            elif cost <= limit:
                pay = order[:cost] if cost <= idx else order[:idx] + order[idx + 1:cost + 1]
                pay.sort()
                moves.append((M_BUILD, card, -1, (), tuple(pay)))
                # the alternative: pay with the dearest cards, keeping the cheap ones
                dear = order[-cost:] if idx < len(order) - cost else \
                    order[-cost - 1:idx] + order[idx + 1:]
                dear.sort()
                if dear != pay:
                    moves.append((M_BUILD, card, -1, (), tuple(dear)))
        if not moves:
            return []
        moves.append(BUILD_NONE)
        return moves

    def _builder_options_full(self, p: int) -> list[Move]:
        """Build options with a Crane (over the first building of each type it may cover) or a
        Black Market (each number of goods used, from the cheapest production buildings)."""
        hand = self.hands[p]
        city = self.city[p]
        goods = self.goods[p]
        covered = self.covered[p]
        order = sorted(hand, key=CHEAP_KEY.__getitem__)
        limit = len(order) - 1
        overs = [-1]
        if CRANE in city:
            seen = {CRANE}
            for i, t in enumerate(city):
                if t not in seen:
                    seen.add(t)
                    overs.append(i)
        market: list[int] = []
        if BLACK_MARKET in city:
            market = [i for i in range(len(city)) if goods[i] >= 0]
            market.sort(key=lambda i: CHEAP_KEY[city[i]])
        moves: list[Move] = []
        prev = -1
        for idx, card in enumerate(order):
            if card == prev:
                continue
            prev = card
            if IS_VIOLET[card] and (card in city or card in covered):
                continue
            for over in overs:
                if over >= 0 and city[over] == card:
                    continue  # never over an identical building
                cost = COST[card] - self.build_discount(p, card, over)
                gpos = market
                if over >= 0 and market:
                    gpos = [] if city[over] == BLACK_MARKET else [i for i in market if i != over]
                gmax = min(2, cost, len(gpos)) if cost > 0 else 0
                for g in range(gmax + 1):
                    pay = cost - g if cost > 0 else 0
                    if pay > limit:
                        continue
                    paid = order[:pay] if pay <= idx else order[:idx] + order[idx + 1:pay + 1]
                    paid.sort()
                    used = tuple(sorted(gpos[:g])) if g else ()
                    moves.append((M_BUILD, card, over, used, tuple(paid)))
                    if pay and over < 0 and g == 0:  # the dearest cards, as above
                        dear = order[-pay:] if idx < len(order) - pay else \
                            order[-pay - 1:idx] + order[idx + 1:]
                        dear.sort()
                        if dear != paid:
                            moves.append((M_BUILD, card, over, used, tuple(dear)))
        if not moves:
            return []
        moves.append(BUILD_NONE)
        return moves

    def _build(self, move: Move, p: int) -> None:
        _, card, over, gpos, pay = move
        if card < 0:
            return
        hand = self.hands[p]
        city = self.city[p]
        goods = self.goods[p]
        # abilities of the city before this build (a covered building gives none)
        gone = city[over] if over >= 0 else -1
        carpenter = CARPENTER in city and gone != CARPENTER
        poor = POOR_HOUSE in city and gone != POOR_HOUSE
        hand.remove(card)
        _remove(hand, pay)
        self._discard(pay, 1 << p)
        for i in gpos:
            self._discard((goods[i],), 0)
            goods[i] = -1
        if over >= 0:
            if goods[over] >= 0:
                self._discard((goods[over],), 0)
            self.covered[p].append(city[over])
            city[over] = card
            goods[over] = -1
        else:
            city.append(card)
            goods.append(-1)
        if carpenter and IS_VIOLET[card]:
            self._draw(1, hand)
        if poor and len(hand) <= 1:
            self._draw(1, hand)

    def _end_builder(self) -> bool:
        if any(len(c) >= END_BUILDINGS for c in self.city):
            self.picks += 1
            return self._game_over()
        return self._end_role()

    # == Producer ==================================================================================

    def produce_limit(self, p: int) -> int:
        """Goods ``p`` may produce in this Producer phase: 1, +1 privilege (+2 with the
        Library), +1 Aqueduct."""
        k = 1
        if p == self.role_player:
            k += 2 if self.library else 1
        if AQUEDUCT in self.city[p]:
            k += 1
        return k

    def _producer_options(self, p: int) -> list[Move]:
        city = self.city[p]
        goods = self.goods[p]
        groups: dict[int, list[int]] = {}
        for i, t in enumerate(city):
            if IS_PROD[t] and goods[i] < 0:
                groups.setdefault(t, []).append(i)
        if not groups:
            return []
        if len(self.deck) + len(self.discard) == 0:
            return []  # no card to produce with
        k = self.produce_limit(p)
        if k == 1:
            moves: list[Move] = [(M_PRODUCE, (groups[t][0],)) for t in sorted(groups)]
        else:
            moves = [(M_PRODUCE, pos) for pos in
                     _type_multisets([groups[t] for t in sorted(groups)], k)]
        moves.append(PRODUCE_NONE)
        return moves

    def _produce(self, move: Move, p: int) -> None:
        goods = self.goods[p]
        made = 0
        for i in move[1]:
            got: list[int] = []
            self._draw(1, got)
            if not got:
                break
            goods[i] = got[0]
            made += 1
        if made >= 2 and WELL in self.city[p]:
            self._draw(1, self.hands[p])

    # == Trader ====================================================================================

    def current_tile(self) -> tuple[int, ...]:
        """Prices of the top trading-house tile (revealed during the Trader phase)."""
        return TILES[self.tiles[self.tile_reveals % len(TILES)]]

    def sell_limit(self, p: int) -> int:
        """Goods ``p`` may sell in this Trader phase: 1, +1 privilege (+2 with the Library),
        +1 Trading Post."""
        k = 1
        if p == self.role_player:
            k += 2 if self.library else 1
        if TRADING_POST in self.city[p]:
            k += 1
        return k

    def _trader_options(self, p: int) -> list[Move]:
        goods = self.goods[p]
        if max(goods) < 0:
            return []  # no good to sell
        city = self.city[p]
        groups: dict[int, list[int]] = {}
        for i, t in enumerate(city):
            if goods[i] >= 0:
                groups.setdefault(t, []).append(i)
        if not groups:
            return []
        k = self.sell_limit(p)
        if k == 1:
            moves: list[Move] = [(M_SELL, (groups[t][0],)) for t in sorted(groups)]
        else:
            moves = [(M_SELL, pos) for pos in
                     _type_multisets([groups[t] for t in sorted(groups)], k)]
        moves.append(SELL_NONE)
        return moves

    def sale_cards(self, p: int, positions) -> int:
        """Cards ``p`` receives for selling the goods on ``positions`` at the current tile
        (Market Stand: +1 for 2 or more; Market Hall: +1 for 1 or more)."""
        if not positions:
            return 0
        tile = self.current_tile()
        city = self.city[p]
        total = sum(tile[GOOD_OF[city[i]]] for i in positions)
        if len(positions) >= 2 and MARKET_STAND in city:
            total += 1
        if MARKET_HALL in city:
            total += 1
        return total

    def _sell(self, move: Move, p: int) -> None:
        positions = move[1]
        if not positions:
            return
        gain = self.sale_cards(p, positions)
        goods = self.goods[p]
        for i in positions:
            self._discard((goods[i],), 0)
            goods[i] = -1
        self._draw(gain, self.hands[p])

    def _end_trader(self) -> bool:
        self.tile_reveals += 1
        return self._end_role()

    # == Councillor ================================================================================

    def keep_count(self, p: int) -> int:
        """Cards ``p`` keeps of those drawn in the Councillor phase: 1, 2 with a Prefecture."""
        return 2 if PREFECTURE in self.city[p] else 1

    def _arrive_councillor(self, p: int) -> None:
        k = COUNCILLOR_DRAW
        if p == self.role_player:
            k += 2 * COUNCILLOR_PRIVILEGE_DRAW if self.library else COUNCILLOR_PRIVILEGE_DRAW
        self._draw(k, self.drawn)

    def to_discard(self, p: int) -> int:
        """Councillor: how many cards ``p`` must discard from those drawn (or, with an Archive,
        from hand and drawn together)."""
        return max(0, len(self.drawn) - self.keep_count(p))

    def _councillor_options(self, p: int) -> list[Move]:
        drawn = self.drawn
        d = self.to_discard(p)
        if d == 0:
            return [(M_KEEP, tuple(sorted(drawn)))]
        archive = ARCHIVE in self.city[p]
        if len(drawn) - d == 1 and not archive:
            return [(M_KEEP, (t,)) for t in sorted(set(drawn))]
        keeps = _combos(drawn, len(drawn) - d)
        if not archive:
            return [(M_KEEP, k) for k in keeps]
        moves: list[Move] = []
        for k in keeps:
            rest = drawn[:]
            _remove(rest, k)
            moves.append((M_DISCARD, tuple(sorted(rest))))
        for choice in discard_choices(self.hands[p] + drawn, d):
            m = (M_DISCARD, choice)
            if m not in moves:
                moves.append(m)
        return moves

    def _councillor(self, move: Move, p: int) -> None:
        hand = self.hands[p]
        drawn = self.drawn
        if move[0] == M_KEEP:
            _remove(drawn, move[1])
            hand.extend(move[1])
            self._discard(drawn, 1 << p)
        else:
            hand.extend(drawn)
            _remove(hand, move[1])
            self._discard(move[1], 1 << p)
        self.drawn = []

    # == Prospector: the Gold Mine ================================================================

    def _arrive_gold(self, p: int) -> None:
        if GOLD_MINE in self.city[p]:
            self._draw(GOLD_MINE_DRAW, self.drawn)

    def _gold_options(self, p: int) -> list[Move]:
        if GOLD_MINE not in self.city[p]:
            return []
        drawn = self.drawn
        if not gold_mine_hit(drawn):
            return [KEEP_NONE]
        return [(M_KEEP, (t,)) for t in sorted(drawn)]

    def _gold(self, move: Move, p: int) -> None:
        drawn = self.drawn
        _remove(drawn, move[1])
        self.hands[p].extend(move[1])
        self._discard(drawn, (1 << self.num_players) - 1)  # shown to all
        self.drawn = []

    # == start of a round: Chapel, hand limit; the start variant ===================================

    def _chapel_options(self, p: int) -> list[Move]:
        if CHAPEL not in self.city[p] or not self.hands[p]:
            return []
        return [(M_CHAPEL, t) for t in sorted(set(self.hands[p]))] + [CHAPEL_NONE]

    def _tuck(self, move: Move, p: int) -> None:
        if move[1] >= 0:
            self.hands[p].remove(move[1])
            self.chapel[p].append(move[1])

    def _limit_options(self, p: int) -> list[Move]:
        hand = self.hands[p]
        d = len(hand) - hand_limit(self.city[p])
        if d <= 0:
            return []
        return [(M_DISCARD, c) for c in discard_choices(hand, d)]

    def _start_options(self, p: int) -> list[Move]:
        hand = self.hands[p]
        d = len(hand) - START_HAND
        if d <= 0:
            return []
        return [(M_DISCARD, c) for c in discard_choices(hand, d)]

    def _discard_hand(self, move: Move, p: int) -> None:
        _remove(self.hands[p], move[1])
        self._discard(move[1], 1 << p)

    def _end_chapel(self) -> bool:
        self.phase = PH_LIMIT
        self.step = 0
        return False

    def _end_limit(self) -> bool:
        self.phase = PH_ROLE
        self.step = 0
        return False

    # == validation of any choice (the moves legal_moves does not list) ===========================

    def move_problem(self, move: Any, p: int) -> str | None:
        """Why ``p`` may not play ``move`` now (a readable sentence), or None if it is legal.
        Accepts every valid build, production, sale, keep and discard choice."""
        if self.phase == PH_OVER:
            return "The game is over: no more moves can be played."
        if p != self.cur:
            return f"It is not player {p + 1}'s turn."
        if not _well_formed(move):
            return f"Not a San Juan move: {move!r}."
        if move in self.legal:
            return None
        kind = move[0]
        ph = self.phase
        expected = _PHASE_KINDS[ph]
        if kind not in expected:
            return (f"That is not a decision of the {_PHASE_NAMES[ph]}: "
                    f"{_kind_hint(expected)}.")
        if kind == M_ROLE:
            if self.role_taken[move[1]] >= 0:
                return f"The {ROLE_IDS[move[1]]} has already been chosen this round."
            if move[2]:
                return ("The Library can be announced with a role only by the Governor's first "
                        "pick in a 2-player game, when they own a Library.")
            return "That role cannot be chosen now."
        if kind == M_BUILD:
            return self._build_problem(move, p)
        if kind in (M_PRODUCE, M_SELL):
            return self._positions_problem(move, p)
        if kind == M_CHAPEL:
            return "Only a card from your hand can be tucked under your Chapel."
        return self._cards_problem(move, p)

    def _build_problem(self, move: Move, p: int) -> str | None:
        _, card, over, gpos, pay = move
        if card < 0:
            return None if BUILD_NONE in self.legal else "You have nothing to build."
        hand = self.hands[p]
        city = self.city[p]
        if card not in hand:
            return f"You have no {CARDS[card].name} in your hand."
        if not self.may_build(p, card):
            return f"You already built a {CARDS[card].name}: each violet building only once."
        if over >= 0:
            if CRANE not in city:
                return "Only the owner of a Crane may build over a building."
            if over >= len(city):
                return f"Your city has no position {over}."
            if city[over] == CRANE:
                return "The Crane cannot be covered by the building it helps to build."
            if city[over] == card:
                return "A building cannot be covered by an identical one."
        cost = COST[card] - self.build_discount(p, card, over)
        if cost < 0:
            cost = 0
        goods = self.goods[p]
        if gpos:
            if BLACK_MARKET not in city or (over >= 0 and city[over] == BLACK_MARKET):
                return "Only the owner of a Black Market may pay with goods."
            if len(gpos) > 2:
                return "The Black Market takes at most 2 goods."
            if len(set(gpos)) != len(gpos):
                return "A good can be used only once."
            for i in gpos:
                if i >= len(city) or goods[i] < 0 or i == over:
                    return f"There is no good at position {i} to use."
            if len(gpos) > cost:
                return "A discount larger than the cost is never paid out: use fewer goods."
        need = cost - len(gpos)
        if len(pay) != need:
            return f"{CARDS[card].name} costs you {need} card(s) here, not {len(pay)}."
        rest = hand[:]
        rest.remove(card)
        if not _multiset_within(pay, rest):
            return "You can only pay with other cards from your hand."
        return None

    def _positions_problem(self, move: Move, p: int) -> str | None:
        kind, positions = move
        city = self.city[p]
        goods = self.goods[p]
        if not positions:
            return None if len(self.legal) > 0 and (kind, ()) in self.legal else \
                "You have nothing to decide here."
        if len(set(positions)) != len(positions):
            return "Each building can be named only once."
        for i in positions:
            if i >= len(city):
                return f"Your city has no position {i}."
        if kind == M_PRODUCE:
            for i in positions:
                if not IS_PROD[city[i]]:
                    return f"{CARDS[city[i]].name} is not a production building."
                if goods[i] >= 0:
                    return f"Your {CARDS[city[i]].name} at position {i} already has a good."
            if not self._producer_options(p):
                return "You cannot produce now."
            k = self.produce_limit(p)
            if len(positions) > k:
                return f"You may produce at most {k} good(s) in this phase."
            return None
        for i in positions:
            if goods[i] < 0:
                return f"Your {CARDS[city[i]].name} at position {i} has no good to sell."
        k = self.sell_limit(p)
        if len(positions) > k:
            return f"You may sell at most {k} good(s) in this phase."
        return None

    def _cards_problem(self, move: Move, p: int) -> str | None:
        kind, cards = move
        ph = self.phase
        if ph == PH_GOLD:
            if not gold_mine_hit(self.drawn):
                return "Two of the Gold Mine's cards cost the same: you keep nothing."
            if len(cards) != 1 or cards[0] not in self.drawn:
                return "Keep exactly one of the Gold Mine's cards."
            return None
        if ph == PH_COUNCILLOR:
            d = self.to_discard(p)
            archive = ARCHIVE in self.city[p]
            if kind == M_KEEP:
                if archive and d:
                    return ("With the Archive you choose the cards to discard from your hand "
                            "and the drawn cards together (discard:...).")
                want = len(self.drawn) - d
                if len(cards) != want:
                    return f"Keep exactly {want} of the drawn cards."
                if not _multiset_within(cards, self.drawn):
                    return "You can keep only cards you drew."
                return None
            if not archive:
                return "Choose the drawn cards you keep (keep:...)."
            if len(cards) != d:
                return f"Discard exactly {d} card(s)."
            if not _multiset_within(cards, self.hands[p] + self.drawn):
                return "You can discard only cards from your hand or the drawn ones."
            return None
        if kind == M_KEEP:
            return "There is nothing to keep now."
        hand = self.hands[p]
        d = len(hand) - (START_HAND if ph == PH_START else hand_limit(self.city[p]))
        if len(cards) != d:
            return f"Discard exactly {d} card(s)."
        if not _multiset_within(cards, hand):
            return "You can discard only cards from your hand."
        return None

    def refresh_legal(self) -> None:
        """Recompute the cached legal moves of the current decision from the cards as they
        are now (after a position was edited or its hidden cards re-drawn); a player left with
        nothing possible gets the phase's "none" move."""
        ph = self.phase
        if ph == PH_OVER:
            self.legal = []
        else:
            self.legal = ENGINE.phases[ph].options(self, self.cur) or [_NONE_MOVE[ph]]

    # == the end ===================================================================================

    def final_scores(self) -> list[PlayerScore]:
        return [self.score_of(p) for p in range(self.num_players)]

    def score_of(self, p: int) -> PlayerScore:
        """Player ``p``'s score as if the game ended now; tie-break: hand cards + goods."""
        parts = score_breakdown(self.city[p], self.chapel[p])
        goods = sum(1 for g in self.goods[p] if g >= 0)
        return PlayerScore(p, sum(parts.values()), parts, (len(self.hands[p]) + goods,))

    # == conservation ==============================================================================

    def card_census(self) -> int:
        """Every card in the game: deck, discard, hands, cities, goods, Chapels, covered,
        drawn (always 110)."""
        total = len(self.deck) + len(self.discard) + len(self.drawn)
        for p in range(self.num_players):
            total += (len(self.hands[p]) + len(self.city[p]) + len(self.chapel[p])
                      + len(self.covered[p]) + sum(1 for g in self.goods[p] if g >= 0))
        return total

    # == notation ==================================================================================

    def move_to_text(self, move: Move) -> str:
        return move_to_text(move)

    def parse_move(self, text: str) -> Move:
        return parse_move(text)

    # == serialization =============================================================================

    def to_json(self) -> dict[str, Any]:
        n = self.num_players
        over = self.phase == PH_OVER
        players = []
        for p in range(n):
            players.append({
                "hand": [CARD_IDS[t] for t in self.hands[p]],
                "city": [{"card": CARD_IDS[t], "good": None if g < 0 else CARD_IDS[g]}
                         for t, g in zip(self.city[p], self.goods[p], strict=True)],
                "chapel": [CARD_IDS[t] for t in self.chapel[p]],
                "covered": [CARD_IDS[t] for t in self.covered[p]],
            })
        return {
            "game": GAME_ID,
            "version": STATE_VERSION,
            "options": {"players": n, "start_variant": self.start_variant},
            "rng": self.rng_state,
            "phase": PHASE_IDS[self.phase],
            "round": self.round,
            "governor": self.governor,
            "current_player": None if over else self.cur,
            "role": None if self.role < 0 else ROLE_IDS[self.role],
            "role_player": None if self.role_player < 0 else self.role_player,
            "library_active": self.library,
            "roles": {ROLE_IDS[r]: (None if self.role_taken[r] < 0 else self.role_taken[r])
                      for r in range(NUM_ROLES)},
            "picks": self.picks,
            "library_used": list(self.lib_used),
            "step": self.step,
            "deck": [CARD_IDS[t] for t in self.deck],
            "discard": [[CARD_IDS[t], m] for t, m in zip(self.discard, self.dseen, strict=True)],
            "tiles": list(self.tiles),
            "tile_reveals": self.tile_reveals,
            "drawn": [CARD_IDS[t] for t in self.drawn],
            "players": players,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> SJState:
        """Rebuild a state from :meth:`to_json` output (or a patched copy of it). Raises
        ValueError with a readable message for anything else (including a newer version)."""
        problem = _version_problem(data.get("version", 1) if isinstance(data, Mapping) else 1)
        if problem:
            raise ValueError(problem)
        try:
            return _from_json(cls, data)
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise ValueError(f"Not a valid San Juan state: {exc!r}") from exc

    # == information ===============================================================================

    def tile_known(self, i: int) -> bool:
        """Whether the tile ``i`` places from the top of the stack has been seen by all (every
        tile is seen once revealed; the order never changes)."""
        idx = (self.tile_reveals + i) % len(TILES)
        if self.tile_reveals >= len(TILES) or idx < self.tile_reveals:
            return True
        return i == 0 and self.phase == PH_TRADER

    def view(self, player: int | None) -> dict[str, Any]:
        n = self.num_players
        over = self.phase == PH_OVER
        bit = 0 if player is None else 1 << player
        everyone = (1 << n) - 1
        counts = [0] * NUM_CARD_TYPES
        for t, m in zip(self.discard, self.dseen, strict=True):
            if (m & bit) or m == everyone:
                counts[t] += 1
        known = {CARD_IDS[t]: c for t, c in enumerate(counts) if c}
        revealed = self.phase == PH_GOLD and bool(self.drawn)
        players = []
        for p in range(n):
            own = p == player
            goods = self.goods[p]
            drawn = (self.drawn if p == self.cur and self.phase in (PH_COUNCILLOR, PH_GOLD)
                     else [])
            players.append({
                "hand_size": len(self.hands[p]),
                "hand": [CARD_IDS[t] for t in sorted(self.hands[p])] if own else None,
                "drawn_size": len(drawn),
                "drawn": ([CARD_IDS[t] for t in sorted(drawn)] if own or (drawn and revealed)
                          else None),
                "city": [{"card": CARD_IDS[t], "good": goods[i] >= 0}
                         for i, t in enumerate(self.city[p])],
                "goods": sum(1 for g in goods if g >= 0),
                "chapel_size": len(self.chapel[p]),
                "chapel": [CARD_IDS[t] for t in sorted(self.chapel[p])] if own else None,
                "covered": [CARD_IDS[t] for t in self.covered[p]],
                "score": sum(score_breakdown(self.city[p], self.chapel[p]).values()),
            })
        to_keep = to_discard = 0
        ph = self.phase
        if ph == PH_COUNCILLOR:
            to_discard = self.to_discard(self.cur)
            to_keep = len(self.drawn) - to_discard
        elif ph == PH_GOLD:
            to_keep = 1 if gold_mine_hit(self.drawn) else 0
        elif ph == PH_LIMIT:
            to_discard = max(0, len(self.hands[self.cur]) - hand_limit(self.city[self.cur]))
        elif ph == PH_START:
            to_discard = max(0, len(self.hands[self.cur]) - START_HAND)
        data: dict[str, Any] = {
            "game": GAME_ID,
            "version": STATE_VERSION,
            "viewer": player,
            "options": {"players": n, "start_variant": self.start_variant},
            "phase": PHASE_IDS[ph],
            "round": self.round,
            "governor": self.governor,
            "current_player": None if over else self.cur,
            "role": None if self.role < 0 else ROLE_IDS[self.role],
            "role_player": None if self.role_player < 0 else self.role_player,
            "library_active": self.library,
            "roles": {ROLE_IDS[r]: (None if self.role_taken[r] < 0 else self.role_taken[r])
                      for r in range(NUM_ROLES)},
            "picks": self.picks,
            "picks_per_round": 3 if n == 2 else n,
            "library_used": list(self.lib_used),
            "deck_size": len(self.deck),
            "discard_size": len(self.discard),
            "known_discards": known,
            "tile": list(self.current_tile()) if ph == PH_TRADER else None,
            "tile_stack": [list(TILES[self.tiles[(self.tile_reveals + i) % len(TILES)]])
                           if self.tile_known(i) else None for i in range(len(TILES))],
            "revealed": [CARD_IDS[t] for t in sorted(self.drawn)] if revealed else [],
            "to_keep": to_keep,
            "to_discard": to_discard,
            "end_triggered": any(len(c) >= END_BUILDINGS for c in self.city),
            "players": players,
        }
        if over:
            data["scores"] = [s.to_json() for s in self.final_scores()]
        return data


SJState.clone = make_clone(SJState, FIELDS)  # type: ignore[method-assign]

# -- the phase table (rows in PH_* order) ----------------------------------------------------------
_GOVERNOR = attrgetter("governor")  # the Governor's steps go from the Governor clockwise
PHASES = (
    Phase("builder", EACH_ONCE, SJState._build, SJState._builder_options, forced=True,
          end=SJState._end_builder),
    Phase("producer", EACH_ONCE, SJState._produce, SJState._producer_options, forced=True,
          end=SJState._end_role),
    Phase("trader", EACH_ONCE, SJState._sell, SJState._trader_options, forced=True,
          end=SJState._end_trader),
    Phase("councillor", EACH_ONCE, SJState._councillor, SJState._councillor_options,
          arrive=SJState._arrive_councillor, forced=True, end=SJState._end_role),
    Phase("gold_mine", EACH_ONCE, SJState._gold, SJState._gold_options,
          start=SJState._prospector_privilege, arrive=SJState._arrive_gold, forced=True,
          end=SJState._end_role),
    Phase("start_discard", EACH_ONCE, SJState._discard_hand, SJState._start_options,
          leader=_GOVERNOR, forced=True, end=SJState._end_limit),
    Phase("role", CHOICE, SJState._pick_role, SJState._role_options,
          leader=SJState._role_chooser),
    Phase("chapel", EACH_ONCE, SJState._tuck, SJState._chapel_options, leader=_GOVERNOR,
          forced=True, end=SJState._end_chapel),
    Phase("hand_limit", EACH_ONCE, SJState._discard_hand, SJState._limit_options,
          leader=_GOVERNOR, forced=True, end=SJState._end_limit),
)
ENGINE = PhaseEngine(PHASES)
assert ENGINE.ids == PHASE_IDS[:PH_OVER]
_NONE_MOVE: tuple = (BUILD_NONE, PRODUCE_NONE, SELL_NONE, KEEP_NONE, KEEP_NONE, None, None,
                     CHAPEL_NONE, None, None)
_PHASE_KINDS: tuple = ({M_BUILD}, {M_PRODUCE}, {M_SELL}, {M_KEEP, M_DISCARD}, {M_KEEP},
                       {M_DISCARD}, {M_ROLE}, {M_CHAPEL}, {M_DISCARD}, set())
_PHASE_NAMES = ("Builder phase", "Producer phase", "Trader phase", "Councillor phase",
                "Gold Mine draw", "start-of-game discard", "role choice", "Chapel step",
                "hand-limit check", "finished game")
_KIND_HINTS = {M_ROLE: "choose a role (role:...)", M_BUILD: "build (build:...)",
               M_PRODUCE: "produce (produce:...)", M_SELL: "sell (sell:...)",
               M_KEEP: "keep cards (keep:...)", M_DISCARD: "discard cards (discard:...)",
               M_CHAPEL: "tuck a card under the Chapel (chapel:...)"}


def _kind_hint(kinds: set[int]) -> str:
    return " or ".join(_KIND_HINTS[k] for k in sorted(kinds)) or "nothing"


def _is_int(x: Any, lo: int, hi: int) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) and lo <= x < hi


def _int_tuple(x: Any, lo: int, hi: int, cap: int) -> bool:
    return (isinstance(x, tuple) and len(x) <= cap and all(_is_int(i, lo, hi) for i in x)
            and list(x) == sorted(x))


def _well_formed(move: Any) -> bool:
    """The shape of a move tuple (kinds, ranges, sorted lists), before any rule."""
    if not isinstance(move, tuple) or not move or not _is_int(move[0], 0, 7):
        return False
    kind = move[0]
    if kind == M_ROLE:
        return len(move) == 3 and _is_int(move[1], 0, NUM_ROLES) and _is_int(move[2], 0, 2)
    if kind == M_BUILD:
        if len(move) != 5:
            return False
        _, card, over, gpos, pay = move
        if card == -1:
            return move == BUILD_NONE
        return (_is_int(card, 0, NUM_CARD_TYPES) and _is_int(over, -1, 64)
                and _int_tuple(gpos, 0, 64, 12) and _int_tuple(pay, 0, NUM_CARD_TYPES, 64))
    if kind in (M_PRODUCE, M_SELL):
        return len(move) == 2 and _int_tuple(move[1], 0, 64, 12)
    if kind == M_CHAPEL:
        return len(move) == 2 and _is_int(move[1], -1, NUM_CARD_TYPES)
    return len(move) == 2 and _int_tuple(move[1], 0, NUM_CARD_TYPES, 64)


# == loading ======================================================================================

def _card(name: Any) -> int:
    if not isinstance(name, str) or name not in CARD_INDEX:
        raise ValueError(f"unknown card {name!r}")
    return CARD_INDEX[name]


def _int(value: Any, what: str, lo: int = 0, hi: int = 1 << 62) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value < hi:
        raise ValueError(f"{what} must be an integer in {lo}..{hi - 1}")
    return value


def _cards(values: Any, cap: int = TOTAL_CARDS) -> list[int]:
    if not isinstance(values, list) or len(values) > cap:
        raise ValueError("a card list is expected")
    return [_card(v) for v in values]


def _from_json(cls: type[SJState], data: Mapping[str, Any]) -> SJState:
    if data.get("game", GAME_ID) != GAME_ID:
        raise ValueError("not a San Juan state")
    options = data["options"]
    n = _int(options["players"], "players", 2, 5)
    s = cls.__new__(cls)
    s.num_players = n
    s.start_variant = bool(options.get("start_variant", False))
    s.rng_state = _int(data["rng"], "rng", 0, 1 << 64)
    phase = data["phase"]
    if phase not in PHASE_IDS:
        raise ValueError(f"unknown phase {phase!r}")
    s.phase = PHASE_IDS.index(phase)
    s.round = _int(data.get("round", 1), "round", 1)
    s.governor = _int(data.get("governor", 0), "governor", 0, n)
    cur = data.get("current_player")
    s.cur = -1 if cur is None else _int(cur, "current_player", 0, n)
    role = data.get("role")
    if role is not None and role not in ROLE_IDS:
        raise ValueError(f"unknown role {role!r}")
    s.role = -1 if role is None else ROLE_IDS.index(role)
    rp = data.get("role_player")
    s.role_player = -1 if rp is None else _int(rp, "role_player", 0, n)
    s.library = bool(data.get("library_active", False))
    roles = data.get("roles", {})
    for key in roles:
        if key not in ROLE_IDS:
            raise ValueError(f"unknown role {key!r}")
    s.role_taken = [-1 if roles.get(r) is None else _int(roles[r], "roles", 0, n)
                    for r in ROLE_IDS]
    s.picks = _int(data.get("picks", 0), "picks", 0, NUM_ROLES)
    used = data.get("library_used", [False] * n)
    s.lib_used = [bool(u) for u in used][:n] + [False] * (n - len(used))
    s.step = _int(data.get("step", 0), "step", 0, n + 1)
    s.idle = 0
    s.deck = _cards(data.get("deck", []))
    discard = data.get("discard", [])
    if not isinstance(discard, list):
        raise ValueError("discard must be a list")
    s.discard = [_card(e[0]) for e in discard]
    s.dseen = [_int(e[1], "discard seen-by mask", 0, 1 << n) for e in discard]
    tiles = data.get("tiles", list(range(len(TILES))))
    if sorted(tiles) != list(range(len(TILES))):
        raise ValueError("tiles must be the 5 tile indices")
    s.tiles = [_int(t, "tile", 0, len(TILES)) for t in tiles]
    s.tile_reveals = _int(data.get("tile_reveals", 0), "tile_reveals")
    s.drawn = _cards(data.get("drawn", []), 16)
    players = data["players"]
    if not isinstance(players, list) or len(players) != n:
        raise ValueError("wrong number of players")
    s.hands, s.city, s.goods, s.chapel, s.covered = [], [], [], [], []
    for pdata in players:
        s.hands.append(_cards(pdata.get("hand", [])))
        city = pdata.get("city", [])
        if not isinstance(city, list) or len(city) > 2 * END_BUILDINGS:
            raise ValueError("a city is a list of buildings")
        s.city.append([_card(b["card"]) for b in city])
        goods = []
        for b in city:
            g = b.get("good")
            if g is not None and not IS_PROD[_card(b["card"])]:
                raise ValueError("only production buildings hold goods")
            goods.append(-1 if g is None else _card(g))
        s.goods.append(goods)
        s.chapel.append(_cards(pdata.get("chapel", [])))
        s.covered.append(_cards(pdata.get("covered", [])))
    if s.card_census() != TOTAL_CARDS:
        raise ValueError(f"the state holds {s.card_census()} cards, not {TOTAL_CARDS}")
    s.forced = ()
    _resume(s)
    s.forced = ()
    return s


def _resume(s: SJState) -> None:
    """Recompute the legal moves of a loaded state without repeating arrival draws."""
    ph = s.phase
    n = s.num_players
    if ph == PH_OVER:
        s.cur = -1
        s.legal = []
        return
    taken = sum(1 for r in s.role_taken if r >= 0)
    if taken != s.picks + (ph <= PH_GOLD) or s.picks >= (3 if n == 2 else n):
        raise ValueError("the roles taken do not match the picks of the round")
    if ph == PH_ROLE:
        ENGINE.advance(s, s.step)
        return
    if ph <= PH_GOLD and not 0 <= s.role_player < n:
        raise ValueError("role_player out of range")
    if ph <= PH_GOLD and s.role != (4 if ph == PH_GOLD else ph):
        raise ValueError("the role does not match the phase")
    if ph <= PH_GOLD and s.role_taken[s.role] != s.role_player:
        raise ValueError("the role was not chosen by the role player")
    row = ENGINE.phases[ph]
    start = row.leader(s)
    if s.step < n:
        # the saved decision stays with its player, whatever their cards (a determinized copy
        # may deal them cards that leave only the "none" move)
        p = (start + s.step) % n
        s.cur = p
        moves = row.options(s, p)
        if moves or _NONE_MOVE[ph] is not None:
            s.legal = moves or [_NONE_MOVE[ph]]
            return
        s.step += 1
    elif s.drawn:
        raise ValueError("drawn cards outside a decision")
    ENGINE.advance(s, s.step)


# == notation =====================================================================================

def _ids(cards) -> str:
    return ",".join(CARD_IDS[t] for t in cards)


def move_to_text(move: Move) -> str:
    """The text of a move (see the module docstring)."""
    if not _well_formed(move):
        raise IllegalMove(f"Not a San Juan move: {move!r}.")
    kind = move[0]
    if kind == M_ROLE:
        return f"role:{ROLE_IDS[move[1]]}" + ("+library" if move[2] else "")
    if kind == M_BUILD:
        _, card, over, gpos, pay = move
        if card < 0:
            return "build:none"
        text = f"build:{CARD_IDS[card]}"
        if over >= 0:
            text += f"/over:{over}"
        if gpos:
            text += "/goods:" + ",".join(map(str, gpos))
        if pay:
            text += "/pay:" + _ids(pay)
        return text
    if kind in (M_PRODUCE, M_SELL):
        word = "produce" if kind == M_PRODUCE else "sell"
        return f"{word}:" + (",".join(map(str, move[1])) if move[1] else "none")
    if kind == M_CHAPEL:
        return "chapel:" + ("none" if move[1] < 0 else CARD_IDS[move[1]])
    word = "keep" if kind == M_KEEP else "discard"
    return f"{word}:" + (_ids(move[1]) if move[1] else "none")


def _parse_cards(text: str, what: str) -> tuple[int, ...]:
    if text == "none":
        return ()
    out = []
    for part in text.split(","):
        part = part.strip()
        if part not in CARD_INDEX:
            raise IllegalMove(f"Unknown card {part!r} in {what}.")
        out.append(CARD_INDEX[part])
    if len(out) > 64:
        raise IllegalMove(f"Too many cards in {what}.")
    return tuple(sorted(out))


def _parse_positions(text: str, what: str) -> tuple[int, ...]:
    if text == "none":
        return ()
    out = []
    for part in text.split(","):
        part = part.strip()
        if not part.isdigit() or len(part) > 2:
            raise IllegalMove(f"{what}: {part!r} is not a city position (0, 1, 2...).")
        out.append(int(part))
    if len(out) > 12:
        raise IllegalMove(f"Too many positions in {what}.")
    return tuple(sorted(out))


def parse_move(text: str) -> Move:
    """The move a text names (any order of cards and positions). Raises IllegalMove."""
    if not isinstance(text, str) or len(text) > 400:
        raise IllegalMove("Not a San Juan move.")
    text = text.strip()
    word, sep, rest = text.partition(":")
    if not sep:
        raise IllegalMove(f"Not a San Juan move: {text!r}.")
    if word == "role":
        name, plus, extra = rest.partition("+")
        if name not in ROLE_IDS or (plus and extra != "library"):
            raise IllegalMove(f"Unknown role in {text!r}.")
        return (M_ROLE, ROLE_IDS.index(name), 1 if plus else 0)
    if word == "build":
        if rest == "none":
            return BUILD_NONE
        parts = rest.split("/")
        if parts[0] not in CARD_INDEX:
            raise IllegalMove(f"Unknown building {parts[0]!r}.")
        card = CARD_INDEX[parts[0]]
        over = -1
        gpos: tuple[int, ...] = ()
        pay: tuple[int, ...] = ()
        seen = set()
        for part in parts[1:]:
            key, sep2, value = part.partition(":")
            if not sep2 or key in seen or key not in ("over", "goods", "pay"):
                raise IllegalMove(f"Cannot read {part!r} in {text!r}.")
            seen.add(key)
            if key == "over":
                pos = _parse_positions(value, "over")
                if len(pos) != 1:
                    raise IllegalMove("over: names one city position.")
                over = pos[0]
            elif key == "goods":
                gpos = _parse_positions(value, "goods")
            else:
                pay = _parse_cards(value, "pay")
        return (M_BUILD, card, over, gpos, pay)
    if word in ("produce", "sell"):
        return (M_PRODUCE if word == "produce" else M_SELL, _parse_positions(rest, word))
    if word in ("keep", "discard"):
        return (M_KEEP if word == "keep" else M_DISCARD, _parse_cards(rest, word))
    if word == "chapel":
        if rest == "none":
            return CHAPEL_NONE
        if rest not in CARD_INDEX:
            raise IllegalMove(f"Unknown card {rest!r}.")
        return (M_CHAPEL, CARD_INDEX[rest])
    raise IllegalMove(f"Not a San Juan move: {text!r}.")
