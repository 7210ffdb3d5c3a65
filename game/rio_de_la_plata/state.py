"""Río de la Plata (rules v2.0.3, 2–5 players): the state.

Overview
========
A year has three phases (:mod:`.year`): placing workers (:mod:`.placement`), their effects
(:mod:`.effects`), and the end-of-year checks (the war check and the war, :mod:`.war`; the turn
order; the timeline). The city map is :mod:`.board` (the board we designed,
``docs/rio-de-la-plata-board.md``), its rules :mod:`.city`; the major buildings :mod:`.majors`,
the ship :mod:`.ship`, trade :mod:`.trade`, the end :mod:`.scoring`; the numbers :mod:`.data`.
The move notation is :mod:`.notation` (its docstring lists every move).

The state is plain lists of small ints and strings (declared once in :data:`FIELDS`). Squares
are indices 0–159 (``board.square_name``), players 0..n-1, the turn order a list of players.
Whenever the game reaches a decision, the engine lists the legal moves once (``legal``); a player
with nothing to decide is passed over, a player's only option is played for them.

JSON
====
``to_json()`` is the whole state, one key per field of :data:`FIELDS` (but ``legal`` and
``linked``, which are computed again), and ``from_json`` reads it back. Scenario files build
positions by patching it (``docs/scenarios.md``), so every list that is *about* a square, a
major building, an office, a tile kind or an enemy is written as an object keyed by readable
names (:data:`KEYED`): ``set bld.F8 = house``, ``set owner.F8 = 1``, ``set g_owner.fort.0 = 2``,
``set office_owner.gunner = 0``. A player's own entries are lists indexed by player (``p0`` is
index 0)::

    {
      "game": "rio_de_la_plata", "version": 2,      # STATE_VERSION
      # the options
      "num_players": 4, "experience": "beginner" | "intermediate" | "expert",
      "short": false, "count_bonus": false,
      "wars": true,                                  # false: a record of engine version 1,
                                                     # played before wars (no war check)
      "years": 20,                                   # 15 in the short game
      "boxes": {"palace": [6, 5, 4, 4, 4, 3, 3, 2, 1, 0], "cathedral": [...], "fort": [...],
                "port": [...], "walls": [2, 2, 1, 0], "roads": [2, 1, 1, 0]},
                                                     # each grid's boxes' VP, best first
      "rng_state": <int>,                            # the dice to come (war checks, cannons)
      # the year
      "year": 0,                                     # 0 = 1580 ... years - 1
      "order": [2, 0, 3, 1],                         # the players in turn order
      "movers": [3, 2],                              # the end of the year: who moves their
                                                     # turn-order marker, in order
      # per player (lists indexed by player)
      "silver": [4, ...], "stone": [...], "wood": [...], "precious": [...],
      "vp": [0, ...],                                # VP scored during play
      "hand": [9, ...],                              # workers in hand (10 discs, 1 the marker)
      "placed": [0, ...],                            # workers placed this year (5 at most)
      "virtual": [0, ...],                           # stone and wood bought with silver this
                                                     # year (the next costs virtual + 1)
      "arrived": [0, ...],                           # 1 once their effects turn began
      "gifts": [0, ...],                             # offices' gifts taken this year: 1 road,
                                                     # 2 wall, 4 the Master Merchant's resource
      "houses_left": [13, ...],                      # hut/house tiles left
      "field": [0, ...], "craft": [...], "dock": [...],   # workers at those work places
      "added": [0, ...],                             # workers on the turn-order marker
      "offers_made": [0, ...],                       # trade offers made this year
      "attacks": [0, ...],                           # wars led as the attacker
      # the city map: per square, keyed "A1" ... "P10" (columns A-P west to east, rows 1-10
      # north to south, the river south: board.py, docs/rio-de-la-plata-board.md)
      "bld": {"A1": "", ..., "F8": "hut", ...},      # "" none; a minor building's id
                                                     # (data.MINORS), "palace", "cathedral"
      "owner": {"F8": 0, ...},                       # a hut's or house's owner, else -1
      "tile": {"F9": 0, ...},                        # a public building's tile kind, an index
                                                     # of data.TILES (0 stonecutter/carpenter,
                                                     # 1 market/guild, 2 piazza/monument,
                                                     # 3 piazza/garden, 4 church/barracks), -1
      "built": {"F8": 0, ...},                       # the year of its last construction, -1
      "w_owner": {"F8": 1, ...}, "w_count": {"F8": 2, ...},  # whose workers stand there (-1),
                                                     # how many (0-3)
      "w2_owner": {"F8": -1, ...},                   # a second player's activating worker
                                                     # (a road-linked district), -1
      "acts": {"F8": 0, ...},                        # activations this year
      "tiles_left": {"stonecutter_carpenter": 6, "market_guild": 4, "piazza_monument": 3,
                     "piazza_garden": 3, "church_barracks": 5},
      "roads": ["F7/F8", ...], "walls": ["N:A1", ...],   # edge names: "E7/F7" between two
                                                     # squares, "N:E1" / "W:A3" / "E:P2" on the
                                                     # border (the river side is walled already)
      # the major buildings, per grid and box (box 0 the most VP)
      "g_owner": {"fort": [0, 2, 1, -1, ...], ...},  # the worker's owner, -1; 10 + p: the
                                                     # shadow colour's disc placed by p (2 players)
      "g_paid": {"fort": [1, 1, 0, 0, ...], ...},    # 1 paid (effective)
      "g_time": {"fort": [1, 2, 0, ...], ...},       # when it became effective (the highest
                                                     # is the completer)
      "completed": {"palace": 0, ..., "walls": 2, "roads": 1},  # completions
      "major_done": {"palace": -1, "cathedral": "H8", "fort": 0, "port": -1},
                                                     # -1 not built; -2 built, its site still
                                                     # to choose; the Palace and Cathedral
                                                     # then the square they stand on (whose
                                                     # bld is "palace" or "cathedral"), the
                                                     # Fort and Port 0
      "pending": [[0, "road", 3], [1, "site", 1]],   # decisions owed by completers: the
                                                     # player, "site" (then the major's index)
                                                     # or "road"/"wall" (then how many)
      "resume": 0,                                   # the effects turn to go on with after them
      "seq": 0,                                      # effective placements so far (g_time)
      "shadow_hand": 0,                              # 2 players: the shadow discs left (10)
      # production: per box (needing 1, 1, 2, 2, 3, 3 workers) the workers' owner, -1
      "quarry": [-1, -1, -1, -1, -1, -1], "forest": [...],
      # the ship
      "cargo": [[0, 0, 0], ...],                     # per player: stone, wood, precious aboard
      "ship_back": -1,                               # the year it comes back, -1 in port
      "ship_in": -1,                                 # the year it came back (no loading then)
      "ship_sent": -1,                               # who paid to send it this year, -1
      "ship_full": false,                            # full: it leaves free this year
      "voyages": 0,
      # the offices, keyed by id (data.OFFICES: gunner, general, road_builder, defender,
      # stonemason, carpenter_master, craftsman, merchant, shipowner, bishop, architect,
      # governor)
      "office_owner": {"gunner": -1, ...},
      "office_year": {"gunner": -1, ...},            # the year bought (powers from the next)
      "claim": {"gunner": -1, ...},                  # who placed a worker on it this year
      "enemy": {"natives": 1, "corsairs": 1},        # track values, 1 = below the track
      "offers": [[0, 2, [2, 0, 0, 0], [0, 1, 0, 0]]],  # open trade offers: from, to, give,
                                                     # get (silver, stone, wood, precious)
      # the war (war.py; docs/rio-de-la-plata-board.md, section 11)
      "war_check": [6, 3, 2],                        # the last check: year, dice (0, 0: the
                                                     # last year's war without a roll); []
      "war_enemy": -1, "war_attacker": -1,           # 0 natives, 1 corsairs; the attacker
      "war_step": "",                                # "", deploy, bet, hit, defend, fight,
                                                     # ask, pickup
      "war_turn": 0,                                 # whose turn in the step's order (bet,
                                                     # hit: the cannons' roller)
      "war_round": 0, "war_quiet": 0,                # the round; the attacker's turns in a
      "war_battled": false,                          # row without a battle; one this round
      "war_left": 0,                                 # attackers to deploy; cannon hits to take
      "war_roll": [4, 5, 1, 3, 1],                   # the cannons: dice, bonus, bet, hit; []
      "stack": {"F8": [1, 1, 2], ...},               # per square the war pieces, bottom to
                                                     # top: a player, 10 shadow, 20 attacker
      "flags": {"F8": 0, ...},                       # per square the group's turn: squares
                                                     # left (0-7) once touched (+32), +8 its
                                                     # extra square, +16 fought
      "outside": [["A1", 2, 0], ...],                # attackers waiting outside: entry, size,
                                                     # extra square
      "war_free": [2, 2, 0, 0],                      # per colour (players, shadow): free
                                                     # defenders left
      "war_general": 0,                              # the General's free defender left
      "war_bought": [0, 0, 0, 0], "war_levels": [0, 0, 0],  # pieces bought per colour;
                                                     # payments made per player
      "war_ask": [2, "go:F8:F7:leader=1", [0]],      # a move waiting for consent; []
      "war_denied": ["go:F8:F7:leader=1"],           # moves denied this turn
      "war_events": [["battle", 87, 2, [1, 1], 2, [1, 1]], ...],  # the last move's events
                                                     # (war.py; squares by number)
      # the phase engine (game.core.phases)
      "phase": 0,                                    # 0 placement, 1 effects, 2 build (the
                                                     # completers' decisions), 3 order, 4 over,
                                                     # 5 war
      "cur": 0,                                      # the player to decide (-1: over)
      "step": 0,                                     # turns taken in this phase's order
      "idle": 0, "role_player": 2, "window_for": -1
    }

``from_json`` also reads these lists as plain lists (the view's layout), recomputes the road
links and who acts (``refresh_legal``): the player to act is the ``step``-th of the phase's
turn order (``order``; ``movers`` in the order phase; a completer owing a decision in the build
phase) who has a decision, so a patch sets ``step`` (and ``phase``), not ``cur``.

A player's view (:meth:`RioState.view`) is the same facts without ``rng_state``, every
list indexed by number (squares 0-159, row * 16 + column; grids in the order palace, cathedral,
fort, port, walls, roads; offices in the order above), plus ``viewer``, ``calendar_year`` and
``phase_id`` (the phase's name).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from game.core.errors import IllegalMove
from game.core.fields import LIST, ROWS, SHARED, VALUE, make_clone
from game.core.phases import PhaseState
from game.core.protocol import Move, PlayerScore
from game.core.rng import Rng

from . import effects, placement, scoring, trade, war
from .board import EDGE_BY_NAME, EDGES, SQUARE_BY_NAME, SQUARE_NAMES, SQUARES, linked_districts
from .data import (
    ENEMIES,
    FIRST_YEAR,
    HOUSE_TILES,
    MAJOR_IDS,
    MAJORS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    OFF_TRACK,
    OFFICE_IDS,
    OFFICES,
    SHORT_YEARS,
    START,
    TILE_IDS,
    TILES,
    WORKERS,
    YEARS,
    grid_boxes,
)
from .majors import TILE_MAJORS
from .notation import move_to_text, parse_move
from .year import ENGINE, PH_BUILD, PH_EFFECTS, PH_ORDER, PH_OVER, PH_PLACEMENT, PH_WAR, PHASE_IDS

GAME_ID = "rio_de_la_plata"
# 1: wars not played (the check skipped); 2: wars (version-1 records replay without them)
STATE_VERSION = 2

FIELDS: dict[str, str] = {
    # options
    "num_players": VALUE,
    "experience": VALUE,  # beginner, intermediate, expert
    "short": VALUE,  # the short game (15 years)
    "count_bonus": VALUE,  # the optional player-count modifier of the attackers' bonus
    "wars": VALUE,  # False: a record of engine version 1 (no war check)
    "years": VALUE,  # 20, or 15 in the short game
    "boxes": VALUE,  # per major grid, its boxes' VP for this game (a tuple of tuples)
    "rng_state": VALUE,
    # the year
    "year": VALUE,  # 0 = 1580
    "order": LIST,  # the players in turn order
    "movers": VALUE,  # the end of the year: who moves their turn-order marker, in order
    # per player
    "silver": LIST,
    "stone": LIST,
    "wood": LIST,
    "precious": LIST,
    "vp": LIST,  # VP scored during play
    "hand": LIST,  # workers in hand
    "placed": LIST,  # workers placed this year
    "virtual": LIST,  # stone and wood paid with silver this year
    "arrived": LIST,  # began their effects turn this year
    "gifts": LIST,  # bits: the offices' free road, wall, resource taken this year
    "houses_left": LIST,  # hut/house tiles left
    "field": LIST,  # workers in the fields
    "craft": LIST,  # workers at the craft work
    "dock": LIST,  # workers on the ship's dock
    "added": LIST,  # workers added on the turn-order marker
    "offers_made": LIST,  # trade offers made this year
    "attacks": LIST,  # wars led as the attacker
    # the city: per square
    "bld": LIST,  # the building ("" none; a minor's id, "palace", "cathedral")
    "owner": LIST,  # a hut's or house's owner (-1)
    "tile": LIST,  # the tile kind under a public minor building (data.TILES, -1)
    "built": LIST,  # the year something was built there (-1)
    "w_owner": LIST,  # whose workers stand there (-1)
    "w_count": LIST,  # how many
    "w2_owner": LIST,  # a second player's activating worker (road-linked district), -1
    "acts": LIST,  # activations this year
    "tiles_left": LIST,  # per tile kind
    "roads": VALUE,  # frozenset of edge ids
    "walls": VALUE,  # frozenset of edge ids (the river side not included)
    "linked": VALUE,  # derived: per district, linked to the Plaza by road
    # the major buildings
    "g_owner": ROWS,  # per grid, per box: the worker's owner (-1; majors.SHADOW + p: shadow)
    "g_paid": ROWS,  # per grid, per box: paid
    "g_time": ROWS,  # per grid, per box: when it became effective (the completer's is last)
    "completed": LIST,  # per grid: completions (Walls and Roads may complete several times)
    "major_done": LIST,  # palace, cathedral, fort, port: -1; the square; 0 (fort, port)
    "pending": SHARED,  # decisions owed by completers: ((player, "site"|"wall"|"road", n))
    "resume": VALUE,  # the effects turn to go on with after them
    "seq": VALUE,  # counts effective placements (g_time)
    "shadow_hand": VALUE,  # 2 players: the shadow colour's discs left
    # production
    "quarry": LIST,  # per box: its workers' owner (-1)
    "forest": LIST,
    # the ship
    "cargo": ROWS,  # per player: stone, wood, precious aboard
    "ship_back": VALUE,  # the year it comes back (-1: in port)
    "ship_in": VALUE,  # the year it came back (no loading that year)
    "ship_sent": VALUE,  # who paid to send it this year (-1)
    "ship_full": VALUE,  # full: it leaves free at the end of the effects phase
    "voyages": VALUE,
    # offices
    "office_owner": LIST,
    "office_year": LIST,  # the year it was bought (its powers from the next)
    "claim": LIST,  # per office: who placed a worker on it this year (-1)
    # the enemies (natives, corsairs): track values, OFF_TRACK below the track
    "enemy": LIST,
    "offers": SHARED,  # open trade offers: ((from, to, give, get), ...)
    # the war (war.py)
    "war_check": VALUE,  # (year, d1, d2) of the last check, ()
    "war_enemy": VALUE,  # -1 no war, 0 natives, 1 corsairs
    "war_attacker": VALUE,
    "war_step": VALUE,  # war.NO_WAR, DEPLOY, BET, HIT, DEFEND, FIGHT, ASK, PICKUP
    "war_turn": VALUE,  # whose turn in the step's order (BET, HIT: the roller)
    "war_round": VALUE,
    "war_quiet": VALUE,  # the attacker's turns in a row without a battle of theirs
    "war_battled": VALUE,  # the attacker battled in this round's turn
    "war_left": VALUE,  # attackers still to deploy; cannon hits still to take
    "war_roll": VALUE,  # the cannons: (d1, d2, bonus, bet, hit), ()
    "stack": LIST,  # per square: the war pieces bottom to top (a tuple)
    "flags": LIST,  # per square: the group's turn (war.LEFT, EXTRA, FOUGHT, TOUCHED)
    "outside": VALUE,  # ((entry square, size, extra), ...) sorted
    "war_free": LIST,  # per colour (players, the shadow): free defenders left
    "war_general": VALUE,  # the General's free defender left
    "war_bought": LIST,  # per colour: defenders bought
    "war_levels": LIST,  # per player: payments made for defenders
    "war_ask": VALUE,  # (mover, move, players still to ask), ()
    "war_denied": VALUE,  # moves denied this turn
    "war_events": VALUE,  # what the last move did (war.py), for the log
    # the phase engine
    "phase": VALUE,
    "cur": VALUE,
    "legal": SHARED,
    "step": VALUE,
    "idle": VALUE,
    "role_player": VALUE,
    "window_for": VALUE,
}


# The lists written in the JSON as objects keyed by readable names (the view keeps them as lists).
SQUARE_FIELDS = ("bld", "owner", "tile", "built", "w_owner", "w_count", "w2_owner", "acts",
                 "stack", "flags")
KEYED: dict[str, tuple[str, ...]] = {
    **{name: SQUARE_NAMES for name in SQUARE_FIELDS},
    **{name: MAJOR_IDS for name in ("boxes", "g_owner", "g_paid", "g_time", "completed")},
    "major_done": MAJOR_IDS[:4],
    **{name: OFFICE_IDS for name in ("office_owner", "office_year", "claim")},
    "tiles_left": TILE_IDS,
    "enemy": ENEMIES,
}

# What the JSON holds: every field but the derived ones (the legal moves, the linked districts).
_JSON_FIELDS = tuple((name, kind) for name, kind in FIELDS.items()
                     if name not in ("legal", "linked"))


class RioState(PhaseState):
    """A Río de la Plata position. See the module docstring; moves in :mod:`.notation`.

    Public attributes (read them; change them only to build positions): the fields of
    :data:`FIELDS`.
    """

    game_id: ClassVar[str] = GAME_ID
    engine_version: ClassVar[int] = STATE_VERSION
    over_phase: ClassVar[int] = PH_OVER
    __slots__ = tuple(FIELDS)

    @classmethod
    def new(cls, players: int, seed: int, experience: str = "beginner", short: bool = False,
            count_bonus: bool = False, wars: bool = True) -> RioState:
        """A new game: turn order at random, starting resources by experience."""
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError("Río de la Plata is played by 2 to 5 players.")
        if experience not in START:
            raise ValueError(f"Unknown experience {experience!r}.")
        s = cls.__new__(cls)
        n = players
        rng = Rng(seed)
        order = list(range(n))
        rng.shuffle(order)
        s.num_players, s.experience, s.short, s.count_bonus = n, experience, short, count_bonus
        s.wars = wars
        s.years = SHORT_YEARS if short else YEARS
        s.boxes = tuple(grid_boxes(m, max(3, n), short) for m in MAJORS)
        s.rng_state = rng.state
        s.year = 0
        s.order = order
        s.movers = ()
        start = START[experience] + (1 if short else 0)
        s.silver = [start] * n
        s.stone = [start] * n
        s.wood = [start] * n
        s.stone[order[-1]] += 1  # "L'ultimo del primo turno prende 1 pietra e 1 legno in più"
        s.wood[order[-1]] += 1
        s.precious = [0] * n
        s.vp = [0] * n
        s.hand = [WORKERS - 1] * n
        for name in ("placed", "virtual", "arrived", "gifts", "field", "craft", "dock", "added",
                     "offers_made", "attacks"):
            setattr(s, name, [0] * n)
        s.houses_left = [HOUSE_TILES] * n
        s.bld = [""] * SQUARES
        s.owner = [-1] * SQUARES
        s.tile = [-1] * SQUARES
        s.built = [-1] * SQUARES
        s.w_owner = [-1] * SQUARES
        s.w_count = [0] * SQUARES
        s.w2_owner = [-1] * SQUARES
        s.acts = [0] * SQUARES
        s.tiles_left = [count for _, _, count in TILES]
        s.roads = frozenset()
        s.walls = frozenset()
        s.linked = linked_districts(s.roads)
        s.g_owner = [[-1] * len(b) for b in s.boxes]
        s.g_paid = [[0] * len(b) for b in s.boxes]
        s.g_time = [[0] * len(b) for b in s.boxes]
        s.completed = [0] * len(MAJORS)
        s.major_done = [-1] * 4
        s.pending = ()
        s.resume = 0
        s.seq = 0
        s.shadow_hand = WORKERS if n == 2 else 0
        s.quarry = [-1] * 6
        s.forest = [-1] * 6
        s.cargo = [[0, 0, 0] for _ in range(n)]
        s.ship_back = -1
        s.ship_in = -1
        s.ship_sent = -1
        s.ship_full = False
        s.voyages = 0
        s.office_owner = [-1] * len(OFFICES)
        s.office_year = [-1] * len(OFFICES)
        s.claim = [-1] * len(OFFICES)
        s.enemy = [OFF_TRACK, OFF_TRACK]
        s.offers = ()
        s.war_check = ()
        s.war_roll = ()
        s.stack = [()] * SQUARES
        s.flags = [0] * SQUARES
        s.outside = ()
        s.war_events = ()
        war.close(s)  # the war's own fields at peace
        s.phase = PH_PLACEMENT
        s.cur = -1
        s.legal = []
        s.step = 0
        s.idle = 0
        s.role_player = order[0]
        s.window_for = -1
        s.forced = ()
        ENGINE.enter(s, PH_PLACEMENT)
        s.forced = ()
        return s

    # == protocol: who acts (current_players, legal_moves, to_act, is_over: PhaseState) ======

    def is_legal(self, move: Move, player: int | None = None) -> bool:
        return self.illegal_reason(move, player) is None

    def illegal_reason(self, move: Move, player: int | None = None) -> str | None:
        if self.phase == PH_OVER:
            return "The game is over: no more moves can be played."
        p = self.cur if player is None else player
        if p != self.cur:
            return "It is not your turn."
        if not isinstance(move, tuple) or not move or not isinstance(move[0], str):
            return "Not a Río de la Plata move."
        try:
            if move in self.legal:
                return None
        except TypeError:
            return "Not a Río de la Plata move."
        if move[0] == "offer" and self.phase == PH_EFFECTS and not trade.waiting_for(self, p):
            return trade.offer_problem(self, move, p)
        if move[0] == "grid" and self.phase == PH_PLACEMENT and len(move) == 5:
            same = self.same_box(move)
            if same is not None and same in self.legal:
                return None
        if self.phase == PH_PLACEMENT:
            reason = placement.problem(self, move, p)
        elif self.phase == PH_EFFECTS:
            reason = effects.problem(self, move, p)
        elif self.phase == PH_WAR:
            reason = war.problem(self, move, p)
        else:
            reason = None
        return reason or f"That is not a legal move now: {self.describe(move)}."

    def same_box(self, move: tuple) -> tuple | None:
        """A grid move to a box of the same value as one listed (equal boxes are one choice):
        the listed move it stands for."""
        _, m, i, later, shadow = move
        if not (isinstance(m, int) and 0 <= m < len(self.boxes) and isinstance(i, int)
                and 0 <= i < len(self.boxes[m]) and self.g_owner[m][i] == -1):
            return None
        value = self.boxes[m][i]
        for j, v in enumerate(self.boxes[m]):
            if v == value and ("grid", m, j, later, shadow) in self.legal:
                return ("grid", m, j, later, shadow)
        return None

    def describe(self, move: Move) -> str:
        try:
            return move_to_text(move)
        except (IllegalMove, TypeError, IndexError, KeyError):
            return repr(move)

    def apply_unchecked(self, move: Move, player: int) -> None:
        if move[0] == "grid" and move not in self.legal:
            move = self.same_box(move) or move
        self.forced = ()
        ENGINE.play(self, move, player)

    # == the end ================================================================================

    def final_scores(self) -> list[PlayerScore]:
        return scoring.final_scores(self)

    def summary(self) -> dict[str, float]:
        return {"years": float(self.year + 1),
                "majors_built": float(sum(1 for m in self.major_done if m >= 0)),
                "offices_bought": float(sum(1 for o in self.office_owner if o >= 0)),
                "voyages": float(self.voyages)}

    def end_reasons(self) -> tuple[str, ...]:
        return ("last_year",) if self.is_over() else ()

    # == notation ===============================================================================

    def move_to_text(self, move: Move) -> str:
        return move_to_text(move)

    def parse_move(self, text: str) -> Move:
        return parse_move(text)

    # == views and JSON =========================================================================

    def view(self, player: int | None) -> dict[str, Any]:
        """Everything is public in Río de la Plata but the dice to come: the view is the state's
        facts without the RNG, with every list indexed by number (squares 0–159, grids, offices:
        what the table and the bots read), plus who looks, the calendar year and the phase's
        name."""
        data = self.facts(keyed=False)
        del data["rng_state"]
        data["viewer"] = player
        data["calendar_year"] = FIRST_YEAR + self.year
        data["phase_id"] = PHASE_IDS[self.phase]
        return data

    def to_json(self) -> dict[str, Any]:
        """The whole state (the layout: the module docstring), the lists of :data:`KEYED` as
        objects keyed by readable names (squares ``F8``, majors ``fort``, offices ``gunner``)."""
        return self.facts(keyed=True)

    def facts(self, keyed: bool) -> dict[str, Any]:
        """Every field as JSON; ``keyed``: the lists of :data:`KEYED` as objects by name."""
        data: dict[str, Any] = {"game": GAME_ID, "version": STATE_VERSION}
        for name, kind in _JSON_FIELDS:  # (the saves, the views and every test's fingerprint)
            value = getattr(self, name)
            if kind == LIST:
                value = value[:]
            elif kind == ROWS:
                value = [row[:] for row in value]
            elif name in ("roads", "walls"):
                value = sorted(EDGES[e].name for e in value)
            elif name == "boxes":
                value = [list(b) for b in value]
            elif name == "movers":
                value = list(value)
            elif name == "pending":
                value = [list(x) for x in value]
            elif name == "offers":
                value = [[a, b, list(g), list(t)] for a, b, g, t in value]
            elif name in WAR_JSON:
                value = WAR_JSON[name](value, keyed)
            if keyed and name in KEYED:
                if name == "major_done":  # the Palace's and Cathedral's squares by name
                    value = [SQUARE_NAMES[v] if m in TILE_MAJORS and v >= 0 else v
                             for m, v in enumerate(value)]
                value = dict(zip(KEYED[name], value, strict=True))
            data[name] = value
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> RioState:
        if not isinstance(data, Mapping) or data.get("game") != GAME_ID:
            raise ValueError("Not a Río de la Plata state.")
        s = cls.__new__(cls)
        try:
            for name in FIELDS:
                if name in ("legal", "linked"):
                    continue
                value = data[name]
                if name in KEYED:
                    value = _unkeyed(name, value)
                if name == "major_done":
                    value = [SQUARE_BY_NAME[v] if isinstance(v, str) else int(v)
                             for v in value]
                if name in ("roads", "walls"):
                    value = frozenset(EDGE_BY_NAME[e] for e in value)
                elif name == "boxes":
                    value = tuple(tuple(int(v) for v in b) for b in value)
                elif name == "movers":
                    value = tuple(int(v) for v in value)
                elif name == "pending":
                    value = tuple((int(a), str(b), int(c)) for a, b, c in value)
                elif name == "offers":
                    value = tuple((int(a), int(b), tuple(int(x) for x in g),
                                   tuple(int(x) for x in t)) for a, b, g, t in value)
                elif name in WAR_READ:
                    value = WAR_READ[name](value)
                elif isinstance(value, list):
                    value = [v[:] if isinstance(v, list) else v for v in value]
                setattr(s, name, value)
        except (KeyError, TypeError, ValueError, IllegalMove) as exc:
            raise ValueError(f"A damaged Río de la Plata state: {exc}") from None
        s.linked = linked_districts(s.roads)
        s.forced = ()
        s.refresh_legal()
        return s

    def refresh_legal(self) -> None:
        """List the legal moves of the player to act again (a position built by hand)."""
        if self.phase == PH_OVER:
            self.legal = []
            return
        ENGINE.advance(self, self.step)


def _nested(value: Any) -> Any:
    """Tuples as lists, all the way down (the war's events)."""
    return [_nested(v) for v in value] if isinstance(value, (tuple, list)) else value


def _tuples(value: Any) -> Any:
    """Lists as tuples, all the way down."""
    return tuple(_tuples(v) for v in value) if isinstance(value, (tuple, list)) else value


def _square_of(value: Any) -> int:
    return SQUARE_BY_NAME[value] if isinstance(value, str) else int(value)


# The war's fields written as JSON (value, keyed -> JSON) and read back (JSON -> value).
WAR_JSON = {
    "war_check": lambda v, keyed: list(v),
    "war_roll": lambda v, keyed: list(v),
    "stack": lambda v, keyed: [list(t) for t in v],
    "outside": lambda v, keyed: [[SQUARE_NAMES[sq] if keyed else sq, size, extra]
                                 for sq, size, extra in v],
    "war_ask": lambda v, keyed: [v[0], move_to_text(v[1]), list(v[2])] if v else [],
    "war_denied": lambda v, keyed: [move_to_text(m) for m in v],
    "war_events": lambda v, keyed: _nested(v),
}
WAR_READ = {
    "war_check": lambda v: tuple(int(x) for x in v),
    "war_roll": lambda v: tuple(int(x) for x in v),
    "stack": lambda v: [tuple(int(x) for x in t) for t in v],
    "outside": lambda v: tuple(sorted((_square_of(sq), int(size), int(extra))
                                      for sq, size, extra in v)),
    "war_ask": lambda v: ((int(v[0]), parse_move(v[1]), tuple(int(x) for x in v[2]))
                          if v else ()),
    "war_denied": lambda v: tuple(parse_move(t) for t in v),
    "war_events": _tuples,
}


def _unkeyed(name: str, value: Any) -> list:
    """A :data:`KEYED` field read back as a list: from an object with every name as a key (the
    JSON) or a list of the right length (a view)."""
    names = KEYED[name]
    if isinstance(value, Mapping):
        if set(value) != set(names):
            extra = sorted(set(value) - set(names))
            missing = sorted(set(names) - set(value))
            raise ValueError(f"{name}: unknown keys {extra}, missing keys {missing}")
        return [value[n] for n in names]
    if not isinstance(value, list) or len(value) != len(names):
        raise ValueError(f"{name}: {len(names)} entries expected")
    return value


RioState.clone = make_clone(RioState, FIELDS)

__all__ = ["FIELDS", "PH_BUILD", "PH_EFFECTS", "PH_ORDER", "PH_OVER", "PH_PLACEMENT", "PH_WAR",
           "RioState"]
