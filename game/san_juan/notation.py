"""The game's stable vocabulary: phase ids, moves and their texts (pure functions of data).

Phase ids
=========
``PHASE_IDS`` are the words saved states and views use for the state's ``phase``; ``PH_*`` are
their indices (the rows of the phase table in :mod:`.round`, then ``over``).

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
``keep:<card>,...``                                      Councillor: the drawn cards kept (1; with
                                                         a Prefecture 1 or 2); the others are
                                                         discarded. Gold Mine: the one card kept
                                                         of the four shown.
``keep:none``                                            Gold Mine: keep none of the four shown
                                                         (played for the owner when two cost the
                                                         same: all four discarded). Councillor:
                                                         only when nothing could be drawn.
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
:meth:`SJState.forced_moves`, e.g. a Councillor's only possible ``keep:``): a log shown to the
table must describe them from the public views (counts), never print the card ids. Gold Mine
``keep:`` is public (the four cards were shown).

Internally a move is a tuple of ints whose first item is its kind (``M_ROLE`` ...):
``(M_ROLE, role, library)``, ``(M_BUILD, card, over, goods, pay)`` (``card`` -1: ``build:none``;
``over`` -1: no Crane; ``goods`` and ``pay`` sorted tuples), ``(M_PRODUCE, positions)``,
``(M_SELL, positions)`` (empty tuple: ``none``), ``(M_KEEP, cards)``, ``(M_DISCARD, cards)``,
``(M_CHAPEL, card)`` (card -1: ``none``).
"""

from __future__ import annotations

from typing import Any

from game.core.errors import IllegalMove
from game.core.protocol import Move

from .cards import CARD_IDS
from .data import (
    CARD_INDEX,
    CARDS,
    END_BUILDINGS,
    MIN_PLAYERS,
    NUM_CARD_TYPES,
    NUM_ROLES,
    ROLE_IDS,
    TOTAL_CARDS,
)

# -- phases ----------------------------------------------------------------------------------------
(PH_BUILDER, PH_PRODUCER, PH_TRADER, PH_COUNCILLOR, PH_GOLD, PH_START, PH_ROLE, PH_CHAPEL,
 PH_LIMIT, PH_OVER) = range(10)
PHASE_IDS: tuple[str, ...] = ("builder", "producer", "trader", "councillor", "gold_mine",
                              "start_discard", "role", "chapel", "hand_limit", "over")

# -- moves -----------------------------------------------------------------------------------------
M_ROLE, M_BUILD, M_PRODUCE, M_SELL, M_KEEP, M_DISCARD, M_CHAPEL = range(7)
BUILD_NONE: tuple = (M_BUILD, -1, -1, (), ())
PRODUCE_NONE: tuple = (M_PRODUCE, ())
SELL_NONE: tuple = (M_SELL, ())
CHAPEL_NONE: tuple = (M_CHAPEL, -1)
KEEP_NONE: tuple = (M_KEEP, ())
# ROLE_MOVES[library][role]: the role choices, without and with the 2-player Library announced
ROLE_MOVES = tuple(tuple((M_ROLE, r, lib) for r in range(NUM_ROLES)) for lib in (0, 1))

# -- the longest lists and texts a move can hold ---------------------------------------------------
# A hand can hold at most every card outside the cities, and every city keeps its first
# building: with 2 players, 110 - 2 cards.
MOST_IN_HAND = TOTAL_CARDS - MIN_PLAYERS
# A list of city positions names at most a whole city (the game ends at 12 buildings);
# positions are read as at most two digits, any beyond the city is refused by the rules.
MOST_POSITIONS = END_BUILDINGS
POSITION_BOUND = 64
# The longest text: a discard of the most cards a hand can hold, the longest ids first (any
# other move names far fewer cards: a build pays at most 6, a keep names at most 2).
LONGEST_MOVE_TEXT = len("discard:" + ",".join(sorted(
    (c.id for c in CARDS for _ in range(c.copies)), key=len, reverse=True)[:MOST_IN_HAND]))


def _is_int(x: Any, lo: int, hi: int) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) and lo <= x < hi


def _int_tuple(x: Any, lo: int, hi: int, cap: int) -> bool:
    return (isinstance(x, tuple) and len(x) <= cap and all(_is_int(i, lo, hi) for i in x)
            and list(x) == sorted(x))


def well_formed(move: Any) -> bool:
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
        return (_is_int(card, 0, NUM_CARD_TYPES) and _is_int(over, -1, POSITION_BOUND)
                and _int_tuple(gpos, 0, POSITION_BOUND, MOST_POSITIONS)
                and _int_tuple(pay, 0, NUM_CARD_TYPES, MOST_IN_HAND))
    if kind in (M_PRODUCE, M_SELL):
        return len(move) == 2 and _int_tuple(move[1], 0, POSITION_BOUND, MOST_POSITIONS)
    if kind == M_CHAPEL:
        return len(move) == 2 and _is_int(move[1], -1, NUM_CARD_TYPES)
    return len(move) == 2 and _int_tuple(move[1], 0, NUM_CARD_TYPES, MOST_IN_HAND)


def _ids(cards: tuple[int, ...]) -> str:
    return ",".join(CARD_IDS[t] for t in cards)


def move_to_text(move: Move) -> str:
    """The text of a move (see the module docstring)."""
    if not well_formed(move):
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
    if len(out) > MOST_IN_HAND:
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
    if len(out) > MOST_POSITIONS:
        raise IllegalMove(f"Too many positions in {what}.")
    return tuple(sorted(out))


def _parse_build(text: str, rest: str) -> Move:
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
        key, sep, value = part.partition(":")
        if not sep or key in seen or key not in ("over", "goods", "pay"):
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


def parse_move(text: str) -> Move:
    """The move a text names (any order of cards and positions). Raises IllegalMove."""
    if not isinstance(text, str) or len(text) > LONGEST_MOVE_TEXT:
        raise IllegalMove("Not a San Juan move.")
    text = text.strip()
    word, sep, rest = text.partition(":")
    if not sep:
        raise IllegalMove(f"Not a San Juan move: {text!r}.")
    if word == "role":
        name, plus, extra = rest.partition("+")
        if name not in ROLE_IDS or (plus and extra != "library"):
            raise IllegalMove(f"Unknown role in {text!r}.")
        return ROLE_MOVES[1 if plus else 0][ROLE_IDS.index(name)]
    if word == "build":
        return _parse_build(text, rest)
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
