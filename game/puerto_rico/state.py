"""Puerto Rico (2020 rulebook, 2-5 players, with its four expansions): the state.

Overview
========
The state is a handful of plain lists of small ints (declared once in :data:`FIELDS`; the player
rows are laid out as :mod:`.layout` documents); moves are small ints, except the Mayor's placement,
which is a tuple (:func:`.notation.decode` reads an int move). Whenever the game reaches a decision,
the engine computes the legal moves once and keeps them (``legal``, read-only for callers); players
who have nothing to decide are skipped automatically (a Settler with a full island, a Builder who
cannot afford anything, a Captain phase turn with nothing loadable, a Mayor placement with only one
possible outcome, a storage step with only one possible outcome...). So every move in a record is a
real decision; ``pass`` appears only when the player had something else to do. The engine never
decides for a player who has a choice: a decision is taken for a player only when exactly one
outcome is possible (those are reported by :meth:`PRState.forced_moves` after each ``apply``, for
the log), and an optional privilege that could change something (the Mayor's privilege colonist, the
Captain's and the Harbor's bonus VP, when they could decide the end of the game) is a question
(``privilege`` / ``pass``, ``bonus:<n>``); see docs/rules-notes.md 34-38.

The rules read like the rulebook, one module per part of it: the setup (:mod:`.setup`), the
round and its role choice (:mod:`.round`), one module per role's phase (:mod:`.settler`,
:mod:`.mayor` with :mod:`.placements`, :mod:`.builder`, :mod:`.craftsman`, :mod:`.trader`,
:mod:`.captain`), the expansions' own (:mod:`.draft`, :mod:`.guest_house`, :mod:`.nobles`,
:mod:`.buccaneer`, :mod:`.festival`). Each phase is one :class:`~game.core.phases.Phase` row
(what starts it, who decides in which order, each player's options, what a decision does, what
ends it), gathered in :mod:`.phases`, whose :class:`~game.core.phases.PhaseEngine` hands the turn
to the next player who has a decision. The rules computed on one player (production, prices,
costs, scoring, storage) live in :mod:`.rows`, shared with the bots. The move notation is in
:mod:`.notation`, the JSON layout in :mod:`.json_io`, what a seat cannot see in :mod:`.hidden`.

Checked vs unchecked
====================
``apply`` (checked) rejects anything :meth:`PRState.is_legal` refuses with :class:`IllegalMove`
(the message is :meth:`PRState.illegal_reason`) and leaves the state untouched; it costs one
membership test over the (short) cached legal list, or for a Mayor placement one validation.
``apply_unchecked`` trusts the move (bots, replays of trusted data).

The Mayor
=========
``legal_moves`` returns a few *representative* placements for the Mayor (the proposed default,
:func:`.placements.propose_placement`, first, plus a "buildings first" and an "island first"
variant, and at least two whenever more than one outcome is possible), but
:meth:`PRState.is_legal` (so ``apply``) accepts *any* valid placement
(:meth:`PRState.placement_problem` says why one is not): a placement is valid when every count is
within what the player owns, no more colonists are placed than the player has, and colonists are
left in San Juan only if every circle is filled. ``apply_unchecked`` trusts its input.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from game.core.errors import IllegalMove
from game.core.fields import LIST, ROWS, SHARED, VALUE, make_clone
from game.core.phases import PhaseState
from game.core.protocol import Move, PlayerScore

from .board import board_tables
from .data import (
    B_CIRCLES,
    BUILDING_INDEX,
    BUILDINGS,
    COFFEE,
    CORN,
    FESTIVAL_VP,
    GOOD_IDS,
    GUEST_HOUSE,
    INDIGO,
    LIBRARY,
    NUM_BUILDINGS,
    NUM_GOODS,
    TILE_IDS,
)
from .draft import draft_spaces_left
from .guest_house import GUEST_POS, move_guest
from .json_io import GAME_ID, STATE_VERSION, from_json, options_json, to_json
from .layout import (
    BLD,
    CITY,
    DOUB,
    END_COLONISTS,
    END_IDS,
    FOREST,
    GOODS,
    GUEST_BASE,
    GUEST_BUILDING,
    ISL,
    NMASK,
    NOB,
    OCC,
    PASS,
    PH_BUILDER,
    PH_DRAFT,
    PH_GUESTS,
    PH_MAYOR,
    PH_OVER,
    PH_ROLE,
    PH_SETTLER,
    PH_STORE,
    PHASE_IDS,
    PHASE_INDEX,
    PLACE_TAG,
    ROLE_BASE,
    SJ,
    TILES,
    VP,
    PlacementMove,
    decode_move,
    keep_code,
)
from .mayor import placement_problem
from .notation import is_guest_move, move_to_text, parse_move, role_card_id
from .phases import ENGINE, GUEST_HOUSE_ENGINE, PLAYS
from .placements import mayor_options, propose_placement, with_nobles
from .rows import (
    build_cost,
    capacity_of,
    colonists_of,
    free_circles,
    keep_options,
    production,
    sale_price,
    score_breakdown,
    tiebreak,
)
from .setup import expansions_problem, new_game

LIBRARY_POS = BLD + LIBRARY  # a row's Library slot (occupied: every privilege twice)

# The state's fields, declared once (game.core.fields): ``__slots__`` and ``clone`` are derived
# from this table; ``setup.new_game``, ``json_io.to_json`` and ``json_io.from_json`` set or write
# each of them (tests check the round trip covers all).
FIELDS: dict[str, str] = {
    # -- the table
    "num_players": VALUE,
    "hidden_vp": VALUE,  # option: other players' VP chips are hidden
    "expansions": VALUE,  # option: frozenset of data.EXPANSION_OPTIONS names in play
    "random_draft": VALUE,  # option (Expansion 1): the violet buildings are drafted at random
    "board": SHARED,  # per building type: on the board (drafted, or in every game of the box)
    "nbld": VALUE,  # building types the rules scan (nbld_of(expansions); derived, not in JSON)
    "tables": SHARED,  # board.BoardTables of the board (derived, not in JSON)
    "guest_house": VALUE,  # Expansion 1: a Guest House is on that board (derived, not in JSON):
    # else nobody has a guest
    "engine": SHARED,  # the phases' engine: with the guests' interrupts or not (derived, idem)
    "picks_per_round": VALUE,  # roles chosen per round (setup table)
    "rng_state": VALUE,  # the RNG for reshuffles of the plantation discard
    "pl": ROWS,  # one row per player (see layout.py)
    "bank": VALUE,
    "vp_supply": VALUE,
    "col_supply": VALUE,
    "col_ship": VALUE,
    "quarries": VALUE,
    "goods": LIST,  # barrels in the supply per good
    "face_up": LIST,  # face-up plantations per kind
    "deck": LIST,  # hidden plantation stack (next drawn = last)
    "discard": LIST,
    "bsupply": LIST,  # buildings left per building type
    "house": LIST,  # the trading house: goods sold this round
    "role_kind": SHARED,  # role card -> role kind (fixed at setup)
    "role_coins": LIST,  # doubloons on each role card
    "role_taken": LIST,  # who took each card this round (-1: nobody)
    "ship_cap": SHARED,  # cargo ship capacities (fixed at setup)
    "ship_good": LIST,  # good on each ship (-1: empty)
    "ship_n": LIST,  # barrels on each ship
    "ship_of": LIST,  # good -> ship carrying it (-1: none)
    # -- the round and the phase
    "round": VALUE,
    "governor": VALUE,
    "picks": VALUE,  # roles chosen so far this round
    "phase": VALUE,  # layout.PH_*
    "step": VALUE,  # turns taken in the phase: the player acting is the leader + step
    "cur": VALUE,  # the player to act (-1 once the game is over)
    "role_player": VALUE,  # who chose the role being played (-1 during the role choice)
    "end_triggered": VALUE,  # layout.END_* bits: the game ends with this round
    # -- what the current phase remembers
    "hacienda_used": VALUE,  # Settler: the current player already drew with the Hacienda
    "craft_kinds": SHARED,  # Craftsman: the kinds the role player produced
    "idle": VALUE,  # Captain: consecutive turns without loading (the phase engine's count)
    "wharf_used": LIST,  # Captain: who used the Wharf this phase
    "cap_bonus": VALUE,  # Captain: the role player's bonus VP was given
    "mayor_ask": VALUE,  # Mayor: the role player is deciding on the privilege colonist
    "bonus_left": VALUE,  # Captain: bonus VP chips the current player is deciding on (0: none)
    # -- Expansion 1 (all idle in a base game)
    "lib_turn": VALUE,  # Settler: the Library's second tile (layout.LIBRARY_TILE_*)
    "hacienda_tile": VALUE,  # Settler: the tile the Hacienda drew, plantation or forest? (-1)
    "drawn_forests": LIST,  # tiles drawn from the stack and laid face down (Hacienda, Land
    # Office), in the order laid: (owner, kind) (the kind is the owner's secret)
    "extras_left": VALUE,  # Craftsman: privilege barrels after the next one (a Library's)
    "swharf_used": LIST,  # Captain: who used the Small Wharf this phase
    "window_for": VALUE,  # the phase that starts once the guests' window closes (-1: none)
    # -- Expansion 2, Nobles (all idle in a game without it)
    "nobles": VALUE,  # "nobles" in expansions (derived, not in JSON)
    "nob_supply": VALUE,  # nobles left by the colonist supply
    "nob_ship": VALUE,  # of the colonists on the ship (col_ship), nobles
    "ship_take": VALUE,  # Mayor: the ship's colonists are being taken, this take next (-1)
    "supplier_used": LIST,  # Captain: who had their first turn (the Royal Supplier's moment)
    "land_used": VALUE,  # Trader: the current player used the Land Office this turn
    "forests_out": VALUE,  # forests discarded with a Hunting Lodge (out of the game)
    "lodge_vp": VALUE,  # Settler's end: the player asked about the Hunting Lodge's 2 VP (-1)
    # -- Expansion 3, the Buccaneer (all idle in other games)
    "buc_token": VALUE,  # who holds the Buccaneer token (-1: it lies on the Buccaneer card)
    "buc_kidnap": VALUE,  # the role card kidnapped this round, nobody chose it yet (-1: none)
    "buc_step": VALUE,  # Buccaneer phase: layout.BUC_STEP_OPTION, _LOOT (Piracy), _RAID
    "buc_good": VALUE,  # Piracy: the good of the barrels removed (-1: none)
    "buc_hold": VALUE,  # barrels (Piracy) or colonists (Raid) removed, not yet kept or returned
    "buc_left": VALUE,  # Raid: removed colonists that may still be kept
    "plunder_vp": SHARED,  # per player, VP earned by Plunder (a tuple, replaced)
    # -- Expansion 4, the Festival (idle in other games)
    "fest_tile": VALUE,  # the plantation goal's kind (-1: no Festival)
    "fest_goods": SHARED,  # the production goal's barrels (a sorted tuple of goods)
    "fest_building": VALUE,  # the construction goal's building (-1: no Festival)
    "fest_won": SHARED,  # who met the (plantation, production, construction) goal (-1: open)
    # -- derived: the legal moves of ``cur`` (read-only for callers; replaced, never changed)
    "legal": SHARED,
}


class PRState(PhaseState):
    """A Puerto Rico position. See :mod:`.notation` for the moves, :mod:`.json_io` for JSON.

    Public attributes (read them; change them only to build positions): the fields of
    :data:`FIELDS`, e.g. ``pl`` (player rows, see :mod:`.layout`), ``phase``, ``cur``,
    ``role_player`` and ``legal`` (the cached legal moves of ``cur``, not to be mutated).
    """

    game_id: ClassVar[str] = GAME_ID
    engine_version: ClassVar[int] = STATE_VERSION

    over_phase: ClassVar[int] = PH_OVER
    __slots__ = tuple(FIELDS)

    num_players: int

    @classmethod
    def new(
        cls,
        players: int,
        seed: int,
        hidden_vp: bool = True,
        expansions: frozenset[str] | set[str] | tuple[str, ...] = frozenset(),
        random_draft: bool = False,
    ) -> PRState:
        """A new game for ``players`` players (seat 0 is the first Governor).

        ``expansions``: names of :data:`data.EXPANSION_OPTIONS` in play (none: the base game).
        With ``buildings`` the game starts with the setup draft of the violet buildings
        (phase ``draft``), or with ``random_draft`` the engine fills the board at random.
        """
        return new_game(cls, players, seed, hidden_vp, expansions, random_draft)

    # == protocol: who acts (current_players, legal_moves, to_act, is_over: PhaseState) ========

    def is_legal(self, move: Move, player: int | None = None) -> bool:
        """Listed moves, plus *any* valid Mayor placement (``legal_moves`` lists only a few
        representative ones; :meth:`placement_problem` decides the others)."""
        if self.phase == PH_OVER or (player is not None and player != self.cur):
            return False
        if isinstance(move, tuple):
            return self.placing() and self.placement_problem(move, self.cur) is None
        return not isinstance(move, bool) and isinstance(move, int) and move in self.legal

    def illegal_reason(self, move: Move, player: int | None = None) -> str | None:
        """Why ``move`` is refused (a placement gets the precise reason), or None."""
        if self.phase == PH_OVER:
            return "The game is over: no more moves can be played."
        if player is None:
            player = self.cur
        elif player != self.cur:
            return f"It is not player {player + 1}'s turn."
        if isinstance(move, tuple):
            if self.phase != PH_MAYOR:
                return "A colonist placement can only be played in the Mayor phase."
            if self.mayor_ask:
                return "First decide whether to take the privilege colonist."
            if self.ship_take >= 0:
                return "First take a colonist from the colonist ship (the noble or a worker)."
            return self.placement_problem(move, player)
        if isinstance(move, bool) or not isinstance(move, int) or move not in self.legal:
            try:
                text = self.move_to_text(move)
            except (IllegalMove, TypeError, ValueError, IndexError):
                text = repr(move)
            return f"Illegal move: {text}"
        return None

    # Expansion 1: each seat's last list of guests' moves, with the row it was listed for
    # (.guest_house.guest_moves): this state's own memo (an instance attribute, not a field: a
    # clone or a loaded state starts without one).
    guest_memo: dict[int, tuple[int, list[int], tuple[int, ...]]] | None = None

    # The VP chips each player took from the supply during the last checked :meth:`apply` of
    # a live game (``report_passed``: the game a log is written for), which its public views
    # show as ``vp_taken``: the rulebook has chips taken in plain sight and kept face down, so
    # the log can say who took how many even while the totals are hidden. An instance
    # attribute, not a field (it is no part of the position); None elsewhere, so playouts
    # (``apply_unchecked``) never count.
    vp_taken: list[int] | None = None

    def apply(self, move: Move, player: int | None = None) -> None:
        """Play ``move`` (checked: see :meth:`GameState.apply`); in a live game, count the VP
        chips it makes each player take (:attr:`vp_taken`)."""
        if self.report_passed:
            self.vp_taken = [0] * self.num_players
        super().apply(move, player)

    def apply_unchecked(self, move: Move, player: int) -> None:
        # A guest's move (Expansion 1) interrupts the decision, which then goes on; any other
        # move is the decision itself: the phase's row plays it, the engine hands the turn on.
        if (
            self.guest_house
            and self.pl[player][GUEST_POS] > 0  # cheap first: only a guest's owner moves one
            and is_guest_move(move)
            and self.phase != PH_GUESTS
        ):
            self.forced = ()
            move_guest(self, move, player)
            self.engine.same_decision(self)
            return
        # PhaseEngine.play, inlined (the hot path): the row plays it, then the turn passes on
        # unless the row set up the next decision itself
        self.forced = ()
        if not PLAYS[self.phase](self, move, player):
            self.engine.advance(self, self.step + 1)

    # == the rules a heuristic or a table asks about ==============================================

    def use_board(self, board: tuple[bool, ...]) -> None:
        """Scan the building types of ``board`` (the game's, or during the draft its fixed
        part): the tables of the hot paths (:func:`.board.board_tables`), and whether anyone
        can have a guest (then the phases run with the guests' interrupts)."""
        self.tables = board_tables(board, self.nbld)
        self.guest_house = board[GUEST_HOUSE]
        self.engine = GUEST_HOUSE_ENGINE if self.guest_house else ENGINE

    def privileges(self, p: int) -> int:
        """How many times player ``p`` gets a role's privilege: 2 with an occupied Library
        (Expansion 1: "raddoppia il vantaggio di qualsiasi ruolo"), else 1."""
        return 2 if self.pl[p][LIBRARY_POS] > 0 else 1

    def placing(self) -> bool:
        """Whether the current decision is a Mayor placement (not the privilege question nor,
        Expansion 2, a take from the colonist ship)."""
        return self.phase == PH_MAYOR and not self.mayor_ask and self.ship_take < 0

    def placement_problem(self, move: Any, p: int) -> str | None:
        """Why ``move`` is not a valid Mayor placement for player ``p`` (None if it is)."""
        return placement_problem(self, move, p)

    def with_nobles(self, move: PlacementMove, p: int) -> PlacementMove:
        """Expansion 2: ``move`` with as many of ``p``'s nobles as fit on the four buildings
        where a noble differs from a worker (unchanged without nobles)."""
        row = self.pl[p]
        if not row[NOB]:
            return move
        return with_nobles(row, [move[:3]], colonists_of(row))[0]

    def build_cost(self, p: int, b: int) -> int:
        """What player ``p`` would pay for building ``b`` now (quarries, privilege, floor 0)."""
        privilege = p == self.role_player and self.phase == PH_BUILDER
        return build_cost(self.pl[p], b, self.privileges(p) if privilege else 0)

    def sale_price(self, p: int, g: int, trading_post: bool = False) -> int:
        """Doubloons player ``p`` would get for one barrel of ``g`` in this Trader phase (sold
        to their own Trading Post: without the markets)."""
        privilege = self.privileges(p) if p == self.role_player else 0
        return sale_price(self.pl[p], g, privilege, trading_post)

    def load_amount(self, p: int, ship: int, g: int) -> int:
        """Barrels of ``g`` player ``p`` loads on cargo ship ``ship``: all they have, up to the
        room left on it (the ship's good is not checked)."""
        room = self.ship_cap[ship] - self.ship_n[ship]
        have = self.pl[p][GOODS + g]
        return have if have < room else room

    def ship_room(self, g: int) -> int:
        """The most barrels of ``g`` one cargo ship can still take: the room on the ship that
        carries ``g``, else the largest empty ship (0 when none can take it)."""
        ship = self.ship_of[g]
        if ship >= 0:
            return self.ship_cap[ship] - self.ship_n[ship]
        room = 0
        for i, cap in enumerate(self.ship_cap):
            if self.ship_good[i] < 0 and cap > room:
                room = cap
        return room

    def draft_spaces_left(self) -> dict[int, int]:
        """Free violet spaces on the board by printed cost (setup draft)."""
        return draft_spaces_left(self)

    # == the end ===================================================================================

    def final_scores(self) -> list[PlayerScore]:
        return [self.score_of(p) for p in range(self.num_players)]

    def score_of(self, p: int) -> PlayerScore:
        """Player ``p``'s score as if the game ended now, with its breakdown."""
        row = self.pl[p]
        breakdown = score_breakdown(row, "buildings" in self.expansions, self.nobles)
        if self.plunder_vp:  # Expansion 3: the Plunder's chips, apart
            breakdown["vp_chips"] -= self.plunder_vp[p]
            breakdown["plunder"] = self.plunder_vp[p]
        if "festival" in self.expansions:  # Expansion 4: the construction goal's chips, apart
            vp = FESTIVAL_VP if self.fest_won[2] == p else 0
            breakdown["vp_chips"] -= vp
            breakdown["festival"] = vp
        return PlayerScore(p, sum(breakdown.values()), breakdown, (tiebreak(row),))

    def summary(self) -> dict[str, float]:
        """The rounds played (for ``simulate``'s statistics)."""
        return {"rounds": self.round}

    def end_reasons(self) -> tuple[str, ...]:
        """What triggered the end: "colonists", "city", "vp" (several may)."""
        return tuple(name for i, name in enumerate(END_IDS) if self.end_triggered >> i & 1)

    # == notation and JSON =========================================================================

    def role_card_id(self, card: int) -> str:
        """Text id of role card ``card`` (a second copy of a role gets a "2" suffix)."""
        return role_card_id(self.role_kind, card)

    def move_to_text(self, move: Move) -> str:
        return move_to_text(self.role_kind, move)

    def parse_move(self, text: str) -> Move:
        return parse_move(self.role_kind, text)

    def to_json(self) -> dict[str, Any]:
        return to_json(self)

    def options_json(self) -> dict[str, Any]:
        """The game's options as JSON: the expansion keys only when an expansion is in play (so
        a base game reads and writes exactly as before the expansions existed)."""
        return options_json(self)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> PRState:
        """Rebuild a state from :meth:`to_json` output (or a patched copy of it); raises
        ValueError with a readable message for anything else (:func:`.json_io.from_json`)."""
        return from_json(cls, data)

    # == information ===============================================================================

    def view(self, player: int | None) -> dict[str, Any]:
        """What ``player`` (None: a spectator) may know: :meth:`to_json` without the RNG and the
        plantation stack's order (``deck_size`` and ``deck_counts`` instead), other players' VP
        chips hidden while ``hidden_vp``, plus ``viewer`` and, per player, ``prices``: what they
        would pay now for each building (``build``, quarries and the Builder's privilege, from
        :func:`rows.build_cost`) and get for one barrel of each good (``sell``, privilege and
        markets, from :func:`rows.sale_price`), so that a table shows the engine's numbers; in a
        live game, ``vp_taken``: the VP chips each player took during the last move
        (:attr:`vp_taken`, public even while the totals are hidden).

        ``deck_size`` is the stack's size; ``deck_counts`` counts, per kind, the plantations
        this viewer has not seen: the stack, the tile a Forest House owner is looking at (another
        player's: ``hacienda_tile`` is ``"hidden"``) and the tiles other players drew from the
        stack and laid face down (``drawn_forests`` entries of another owner show ``"kind":
        "hidden"``; the viewer's own show their kind). So the kind of a face-down tile cannot be
        deduced by subtraction (Expansion 1, rules-notes 41; :mod:`.hidden`)."""
        data = self.to_json()
        del data["rng"]
        for p, pdata in enumerate(data["players"]):
            pdata["prices"] = {
                "build": {BUILDINGS[b].id: self.build_cost(p, b)
                          for b in range(NUM_BUILDINGS) if self.board[b]},
                "sell": {GOOD_IDS[g]: self.sale_price(p, g) for g in range(NUM_GOODS)},
            }
        del data["deck"]
        data["deck_size"] = len(self.deck)
        if self.hidden_vp and self.phase != PH_OVER:  # at the end every chip is counted openly
            for p, pdata in enumerate(data["players"]):
                if p != player:
                    pdata["vp"] = None
        unseen, pending, theirs = self.unseen_tiles(player)
        if pending:
            data["new_buildings"]["hacienda_tile"] = "hidden"
        for i in theirs:
            data["new_buildings"]["drawn_forests"][i]["kind"] = "hidden"
        data["deck_counts"] = {GOOD_IDS[k]: unseen.count(k) for k in range(NUM_GOODS)}
        data["viewer"] = player
        if self.vp_taken is not None:  # a live game: the chips taken by the last move
            data["vp_taken"] = list(self.vp_taken)
        if self.phase == PH_OVER:
            data["scores"] = [s.to_json() for s in self.final_scores()]
        return data


    def unseen_tiles(self, viewer: int | None) -> tuple[list[int], bool, list[int]]:
        """The plantations ``viewer`` has not seen: the stack's tiles first, then the tile
        another player drew and is looking at (Forest House), then the kinds of the other
        players' face-down drawn tiles; whether that looked-at tile is among them; and the
        indexes in ``drawn_forests`` of those face-down tiles (rules-notes 41)."""
        pool = self.deck[:]
        pending = self.hacienda_tile >= 0 and viewer != self.cur  # only its owner looks at it
        if pending:
            pool.append(self.hacienda_tile)
        theirs = [i for i, (owner, _k) in enumerate(self.drawn_forests) if owner != viewer]
        pool += [self.drawn_forests[i][1] for i in theirs]
        return pool, pending, theirs


PRState.clone = make_clone(PRState, FIELDS)  # type: ignore[method-assign]


# What this module always exported (the layout, the rows' rules and the data tests read through
# it), besides the state.
__all__ = [
    "BLD",
    "BUILDINGS",
    "BUILDING_INDEX",
    "B_CIRCLES",
    "CITY",
    "COFFEE",
    "CORN",
    "DOUB",
    "END_COLONISTS",
    "FIELDS",
    "FOREST",
    "GOODS",
    "GOOD_IDS",
    "GUEST_BASE",
    "GUEST_BUILDING",
    "INDIGO",
    "ISL",
    "LIST",
    "NMASK",
    "NOB",
    "OCC",
    "PASS",
    "PHASE_IDS",
    "PHASE_INDEX",
    "PH_BUILDER",
    "PH_DRAFT",
    "PH_MAYOR",
    "PH_OVER",
    "PH_ROLE",
    "PH_SETTLER",
    "PH_STORE",
    "PLACE_TAG",
    "ROLE_BASE",
    "ROWS",
    "SHARED",
    "SJ",
    "STATE_VERSION",
    "TILES",
    "TILE_IDS",
    "VALUE",
    "VP",
    "PRState",
    "build_cost",
    "capacity_of",
    "colonists_of",
    "decode_move",
    "expansions_problem",
    "free_circles",
    "keep_code",
    "keep_options",
    "mayor_options",
    "production",
    "propose_placement",
    "sale_price",
]
