"""Puerto Rico (base game, 2-5 players): the state, the rules as moves, notation and JSON.

Overview
========
The state is a handful of plain lists of small ints (declared once in :data:`FIELDS`; the player
rows are laid out as :mod:`.layout` documents); moves are small ints, except the Mayor's
placement, which is a tuple (:func:`.layout.decode_move` reads any move). Whenever the game
reaches a decision, the engine computes the legal moves once and keeps them (``legal``, read-only
for callers); players who have nothing to
decide are skipped automatically (a Settler with a full island, a Builder who cannot afford
anything, a Captain phase turn with nothing loadable, a Mayor placement with only one possible
outcome, a storage step with only one possible outcome...). So every move in a record is a
real decision; ``pass`` appears only when the player had something else to do. The engine never
decides for a player who has a choice: a decision is taken for a player only when exactly one
outcome is possible (those are reported by :meth:`PRState.forced_moves` after each ``apply``,
for the log), and an optional privilege that could change something (the Mayor's privilege
colonist, the Captain's and the Harbor's bonus VP, when they could decide the end of the game)
is a question (``privilege`` / ``pass``, ``bonus:<n>``); see docs/rules-notes.md 34-38.

The rules read like the rulebook: a round is the role choice (``_pick_role``) followed by the
chosen role's phase; each phase is one row of :data:`PHASES` (what starts it, who decides in which
order, each player's options, what a decision does, what ends it), and one helper,
``_next_decision``, hands the turn to the next player who has a decision. The rules computed on
one player (production, prices, costs, scoring, storage) live in :mod:`.rows`, shared with the
bots.

Move notation (stored in saved games; stable)
=============================================
===============================  ============================================================
``role:<role>``                  choose a role card: settler, mayor, builder, craftsman, trader,
                                 captain, prospector; with two Prospector cards (5 players) the
                                 second one is ``role:prospector2``.
``take:<tile>``                  Settler: take a face-up plantation (corn, indigo, sugar,
                                 tobacco, coffee) or ``take:quarry`` (privilege or occupied
                                 Construction Hut).
``take:<tile>+colonist``         same, also taking the occupied Hospice's free colonist.
``hacienda``                     Settler: occupied Hacienda, draw the top hidden plantation
                                 first (then the same player takes a face-up tile or passes).
``place:<slot>=<n>,...``         Mayor: the whole arrangement of the player's colonists. Slots
                                 are island tile kinds (number of *occupied* tiles of that kind:
                                 corn, indigo, sugar, tobacco, coffee, quarry) and building ids
                                 (colonists in that building); omitted slots hold 0; the
                                 colonists not placed go to San Juan. ``place:-`` places none.
``build:<building>``             Builder: buy a building (ids: small_indigo_plant, ...,
                                 city_hall; see ``data.BUILDINGS``).
``build:<building>+colonist``    same, also taking the occupied University's free colonist.
``privilege``                    Mayor: take the privilege colonist. Asked (with ``pass``,
                                 declining it) before the placements, only when the colonist
                                 could decide whether the supply refills the colonist ship,
                                 i.e. ends the game (:meth:`PRState.privilege_colonist_matters`);
                                 otherwise it is given without a question.
``extra:<good>``                 Craftsman privilege: one more barrel of a good produced.
``sell:<good>``                  Trader: sell one barrel.
``load:<good>@<ship>``           Captain: load that good on cargo ship <ship> (1 = smallest).
``wharf:<good>``                 Captain: ship every barrel of that good with the Wharf.
``bonus:<n>``                    Captain: right after a load, take ``n`` of the bonus VP chips
                                 it earned (the Captain's privilege, the Harbor; ``bonus:0``
                                 declines them). Asked only when those chips could empty the VP
                                 supply (end of the game) and the end is not triggered yet;
                                 otherwise they are given.
``keep:<good>=<n>,...``          end of the Captain phase: the barrels kept (``keep:-``: none).
``draft:<building>``             Expansion 1 setup draft: place that violet building on a free
                                 board space of the same printed cost.
``forest:<good>[+colonist]``     Expansion 1 Settler with an occupied Forest House: take that
                                 face-up plantation face down as a forest (+ the Hospice's
                                 colonist, to San Juan).
``hacienda:keep|forest``         the Hacienda's tile, seen by its Forest House owner: keep it as
                                 a plantation or lay it as a forest.
``privilege:1``                  Mayor with an occupied Library: one of the two colonists.
``guest:<tile|building>``        Guest House: a guest moves to a free circle there (offered in
                                 the owner's decisions and in the ``guests`` window).
``post:<good>``                  Trader: sell one barrel to one's own Trading Post.
``smallwharf:<good>=<n>,...``    Captain: ship these barrels with the Small Wharf.
``blackmarket:<b>[+colonist]/..`` Builder: buy ``b`` with the Black Market, giving back the items
                                 ``colonist@<where>`` (``unplaced``, a tile or a building),
                                 ``barrel@<good>``, ``vp``; with Expansion 2 ``noble@<where>``
                                 gives back a noble instead of a worker.
``place:...;nobles=<b>,...``     Expansion 2 Mayor placement: as ``place:``, and the listed
                                 buildings (zoning_office, chapel, hunting_lodge, land_office,
                                 each with its colonist in the placement) hold a noble; the
                                 other colonists there are workers. Where else a noble stands
                                 does not matter to the rules and is not written.
``ship:noble`` / ``ship:worker`` Expansion 2 Mayor phase: the player taking a colonist from the
                                 ship takes the noble, or a worker (asked while both are there,
                                 from the Mayor clockwise, one take at a time).
``supplier:<good>,...``          Expansion 2 Captain, before the player's first turn: give these
                                 barrels (different kinds, at most one per noble owned) to the
                                 occupied Royal Supplier, 1 VP each; then the turn goes on.
``lodge:<good>|lodge:forest``    Expansion 2, end of the Settler phase: the occupied Hunting
                                 Lodge (a worker) discards that plantation or a forest.
``lodge:vp``                     ... (a noble) take its 2 VP; asked (with ``pass``) only when
                                 they could empty the VP supply, else given.
``land:buy``                     Expansion 2 Trader: the Land Office (a worker) buys the top
                                 hidden plantation for 1 doubloon (with an occupied Forest House
                                 its owner then sees it and answers ``hacienda:keep|forest``);
                                 then the Trader turn goes on.
``land:sell@<good>``             Expansion 2 Trader: the Land Office (a noble) sells a plantation
                                 of the island for 1 doubloon; then the Trader turn goes on.
``guest:<b>+noble``              Expansion 2: a Guest House guest that is a noble moves to one of
                                 the four buildings above (``guest:<b>``: a worker).
``role:buccaneer``               Expansion 3: choose the Buccaneer (not while holding its
                                 token); only the chooser then decides, with ``pass`` (none):
``piracy:<ship>``                Buccaneer: empty cargo ship <ship> (1 = smallest; a loaded one),
``loot:<n>``                     ... then keep ``n`` (0-3, at most those removed) of its barrels.
``plunder``                      Buccaneer: empty the trading house, 1 VP per good.
``raid``                         Buccaneer: reduce the colonist ship to one per player,
``raid:<tile|building>``         ... then place one removed colonist on a free circle there
                                 (up to 3, one move each; ``pass`` keeps no more).
``kidnap:<role>``                Buccaneer: kidnap that unused role card (ids as ``role:``).
``pass``                         do not use the action (only offered when something else was
                                 possible; never when loading is compulsory).
===============================  ============================================================

``place:`` and ``keep:`` accept their items in any order and with surrounding spaces trimmed;
``move_to_text`` writes them in data order (tile kinds, then buildings in ``data.BUILDINGS``
order; goods corn, indigo, sugar, tobacco, coffee), which is the form stored in records.
Internally moves are ints (``PASS`` = 0, ``ROLE_BASE`` + card, ``TAKE_BASE`` + tile kind, ...
see the constants below) and the Mayor placement is ``("place", tiles, buildings)`` with one
count per tile kind and per building type.

Checked vs unchecked
====================
``apply`` (checked) rejects anything :meth:`PRState.is_legal` refuses with :class:`IllegalMove`
(the message is :meth:`PRState.illegal_reason`) and leaves the state untouched; it costs one
membership test over the (short) cached legal list, or for a Mayor placement one validation.
``apply_unchecked`` trusts the move (bots, replays of trusted data).

The Mayor
=========
``legal_moves`` returns a few *representative* placements for the Mayor (the proposed default,
:func:`propose_placement`, first, plus a "buildings first" and an "island first" variant, and
at least two whenever more than one outcome is possible), but
:meth:`PRState.is_legal` (so ``apply``) accepts *any* valid placement
(:meth:`PRState.placement_problem` says why one is not): a placement is valid when every count is
within what the player owns, no more colonists are placed than the player has, and colonists are
left in San Juan only if every circle is filled. ``apply_unchecked`` trusts its input.

JSON layout of ``to_json()`` (stable; patch it to build test positions)
=====================================================================
::

    {
      "game": "puerto_rico", "version": 2,  # STATE_VERSION; a newer one is refused on load
      "options": {"players": 4, "hidden_vp": true},
      "rng": <int>,                       # RNG state (reshuffles of the plantation discard)
      "phase": "role" | "settler" | "mayor" | "builder" | "craftsman" | "trader" |
               "captain" | "storage" | "over",   # (expansions: "draft" | "guests" | "lodge")
      "round": 1,                         # 1-based round number
      "governor": 0,
      "current_player": 0 | null,         # null when the game is over
      "role_player": 0 | null,            # who chose the role being played (null in "role")
      "picks": 0,                         # roles chosen so far this round
      "end_triggered": false,             # the game ends at the end of this round
      "end_reasons": [],                  # why: "colonists" | "city" | "vp" (| "other")
      "roles": [{"role": "settler", "doubloons": 0, "taken_by": null}, ...],  # one per card
      "colonists": {"supply": 75, "ship": 4},
      "vp_supply": 101,                   # VP chips left; negative = VP owed on paper
      "bank": 71,                         # doubloons in the bank (unlimited; may go negative)
      "goods": {"corn": 10, "indigo": 11, "sugar": 11, "tobacco": 9, "coffee": 9},  # supply
      "quarries": 8,
      "face_up": {"corn": 1, "indigo": 0, ...},   # face-up plantations by kind
      "deck": ["sugar", "corn", ...],     # hidden plantation stack, next drawn = last
      "discard": [...],                   # discarded plantations
      "ships": [{"capacity": 5, "good": null, "count": 0}, ...],  # smallest first
      "trading_house": ["sugar", ...],
      "building_supply": {"small_indigo_plant": 4, ...},
      "players": [{
          "doubloons": 3, "vp": 0, "unplaced": 0,       # colonists waiting in San Juan
          "goods": {"corn": 0, ...},
          "island": {"corn": 0, "indigo": 1, ..., "quarry": 0},     # tiles owned
          "occupied": {"corn": 0, "indigo": 0, ..., "quarry": 0},   # of those, occupied
          "buildings": {"small_market": 1, ...}          # owned buildings -> colonists on it
      }, ...],
      "settler": {"hacienda_used": false},   # current player already drew with the Hacienda
      "craftsman": {"produced": ["corn"]},    # kinds the Craftsman produced this phase
      "mayor": {"privilege_pending": false},  # the Mayor is asked about the privilege colonist
      "captain": {"idle": 0, "wharf_used": [false, ...], "bonus_given": false,
                  "bonus_pending": 0},        # bonus VP the current player is asked about
      # only with Expansion 2: each player "nobles": n (nobles owned, also counted as colonists
      # where they stand) and "noble_on": [building ids of the four that hold a noble]; and
      # "nobles": {"supply", "ship" (of the ship's colonists), "ship_take" (Mayor: the next
      # take from the ship, or null), "supplier_used", "land_used", "forests_out", "lodge_vp"}
      # only with expansions: "options" gets "expansions": [...] (and "random_draft": true),
      # each player "forests": n, and (Expansion 1) "new_buildings": {"library_tile",
      # "hacienda_tile", "drawn_forests", "extras_left", "small_wharf_used", "guests_before"};
      # phases "draft" and "guests"; "building_supply" lists the buildings on the board
      # (drafted) only. "drawn_forests": [{"owner": 1, "kind": "coffee"}, ...] are the tiles
      # drawn from the stack (Hacienda, Land Office) and laid face down, in the order laid
      # (kept when a Hunting Lodge discards a forest: which one is not said; absent = none)
      # Expansion 3 (Buccaneer): a last role card "buccaneer", phase "buccaneer", and
      "buccaneer": {"token": null | 0, "kidnapped": null | "<role card id>",
                    "step": "option" | "loot" | "raid", "good": null | "<good>",
                    "held": 0, "keep_left": 0, "plunder_vp": [0, ...]},
      # Expansion 4 (Festival): the goals (null until drawn, after the draft) and who met them
      "festival": {"plantation": "coffee", "production": ["corn", "corn", "sugar"],
                   "construction": "harbor",
                   "met_by": {"plantation": null | 0, "production": ..., "construction": ...}}
    }

City spaces used and island spaces used are derived from the buildings and tiles. The current
player must be the one the phase expects (single-pass phases go round from ``role_player``; in
the Captain phase ``idle`` counts consecutive turns without loading).

A player's view (:meth:`PRState.view`, what tables render and bots decide from) is this JSON
without ``"rng"`` and ``"deck"``, with ``"viewer"``, ``"deck_size"`` (the stack's size) and
``"deck_counts"`` (per kind, the plantations the viewer has not seen: the stack, plus another
player's pending ``"hacienda_tile"``, shown as ``"hidden"``, plus the other players'
``"drawn_forests"``, whose ``"kind"`` is shown as ``"hidden"``), the other players' ``"vp"``
null while hidden, each player's ``"prices"``, and at the end ``"scores"``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from itertools import compress
from operator import ge, gt, itemgetter, lt, mul
from typing import Any, ClassVar

from game.core.errors import IllegalMove
from game.core.protocol import GameState, Move, PlayerScore
from game.core.rng import Rng

from . import data as _data
from .data import (
    B_CIRCLES,
    B_COLUMN,
    B_COST,
    B_EXPANSION,
    B_GOOD,
    B_KIND,
    B_SPACES,
    B_VP,
    BANK_TOTAL,
    BLACK_MARKET,
    BUCCANEER,
    BUCCANEER_KEEP,
    BUILDING_INDEX,
    BUILDINGS,
    CHAPEL,
    CHURCH,
    CHURCH_BONUS,
    CITY_SPACES,
    COFFEE,
    COLONISTS,
    CONSTRUCTION_HUT,
    CORN,
    DRAFT_SPACES,
    EXPANSION_OPTIONS,
    FACTORY,
    FACTORY_BONUS,
    FESTIVAL_BUILDING_VP,
    FESTIVAL_COLONISTS,
    FESTIVAL_DOUBLOONS,
    FESTIVAL_PLANTATIONS,
    FESTIVAL_PRODUCTION_DRAWN,
    FESTIVAL_PRODUCTION_POOL,
    FESTIVAL_VP,
    FOREST_HOUSE,
    GOOD_BARRELS,
    GOOD_BUILDINGS,
    GOOD_IDS,
    GUEST_HOUSE,
    HACIENDA,
    HARBOR,
    HOSPICE,
    HUNTING_LODGE,
    HUNTING_LODGE_VP,
    INDIGO,
    ISLAND_SPACES,
    JEWELER,
    LAND_OFFICE,
    LIBRARY,
    LIGHTHOUSE,
    NOBLE_BIT,
    NOBLE_BUILDINGS,
    NOBLES,
    NUM_BUILDINGS,
    NUM_GOODS,
    NUM_TILE_KINDS,
    PLANTATION_TILES,
    PLUNDER_VP_PER_GOOD,
    QUARRY,
    QUARRY_TILES,
    RED_DRAFT_SPACES,
    ROLE_IDS,
    ROYAL_SUPPLIER,
    SETUPS,
    SMALL_WHARF,
    SPECIALTY_FACTORY,
    SUGAR,
    TILE_IDS,
    TILE_NAMES,
    TOBACCO,
    TRADING_POST,
    UNION_HALL,
    UNIVERSITY,
    VILLA,
    VIOLET_LARGE,
    VIOLET_SMALL,
    WHARF,
    ZONING_OFFICE,
    building_copies,
)
from .layout import (
    BLACK_MARKET_BASE,
    BLACK_MARKET_NOBLE,
    BLD,
    BONUS_BASE,
    BUC_KIDNAP_BASE,
    BUC_LOOT_BASE,
    BUC_PIRACY_BASE,
    BUC_PLUNDER,
    BUC_RAID,
    BUC_RAID_BUILDING,
    BUC_RAID_PLACE_BASE,
    BUILD_BASE,
    BUILD_UNI_BASE,
    CITY,
    DOUB,
    DRAFT_BASE,
    END_CITY,
    END_COLONISTS,
    END_IDS,
    END_OTHER,
    END_VP,
    EXTRA_BASE,
    FOREST,
    GOODS,
    GUEST_BASE,
    GUEST_BUILDING,
    GUEST_NOBLE_BASE,
    HACIENDA_DRAW,
    HACIENDA_FOREST,
    HACIENDA_KEEP,
    ISL,
    KEEP_BASE,
    LAND_BUY,
    LAND_SELL_BASE,
    LOAD_BASE,
    LODGE_BASE,
    LODGE_FOREST,
    LODGE_VP,
    MAX_BONUS,
    NMASK,
    NOB,
    OCC,
    PASS,
    PH_BUCCANEER,
    PH_BUILDER,
    PH_CAPTAIN,
    PH_CRAFT,
    PH_DRAFT,
    PH_GUESTS,
    PH_LODGE,
    PH_MAYOR,
    PH_OVER,
    PH_ROLE,
    PH_SETTLER,
    PH_STORE,
    PH_TRADER,
    PHASE_IDS,
    PHASE_INDEX,
    PLACE_TAG,
    ROLE_BASE,
    ROW_LEN,
    SELL_BASE,
    SHIP_NOBLE,
    SHIP_WORKER,
    SJ,
    SMALL_WHARF_BASE,
    SUPPLIER_BASE,
    TAKE_BASE,
    TAKE_FOREST_BASE,
    TAKE_FOREST_HOSPICE_BASE,
    TAKE_HOSPICE_BASE,
    TAKE_PRIVILEGE,
    TAKE_PRIVILEGE_ONE,
    TILES,
    TRADING_POST_BASE,
    VP,
    WHARF_BASE,
    PlacementMove,
    black_market_code,
    black_market_noble,
    black_market_parts,
    decode_move,
    keep_code,
    keep_vector,
)
from .rows import (
    TRADING_HOUSE_SIZE,
    build_cost,
    capacity_of,
    colonists_of,
    free_circles,
    keep_options,
    noble_counts,
    production,
    sale_price,
    score_breakdown,
    sellable_goods,
    specialty_bonus,
    tiebreak,
    union_hall_vp,
)

GAME_ID = "puerto_rico"
# 1: the first engine; 2: the Mayor's placement, the privilege colonist and the Captain's bonus
# VP are decisions whenever they can change something (older records: see .migrate).
STATE_VERSION = 2

_GOODS_RANGE = range(NUM_GOODS)


def nbld_of(expansions: frozenset[str]) -> int:
    """How many building types (from index 0) a game with ``expansions`` can hold: the row
    slots its rules scan (the expansions' buildings are appended after the base game's)."""
    nb = _NBLD.get(expansions)
    if nb is None:
        tags = {EXPANSION_OPTIONS[x] for x in expansions} | {"base"}
        nb = _NBLD[expansions] = 1 + max(
            b for b in range(NUM_BUILDINGS) if B_EXPANSION[b] in tags
        )
    return nb


_NBLD: dict[frozenset[str], int] = {}


def expansions_problem(expansions: Any) -> str | None:
    """Why ``expansions`` (a set of :data:`data.EXPANSION_OPTIONS` names) cannot be played by
    this engine, or None."""
    for name in sorted(expansions):
        if name not in EXPANSION_OPTIONS:
            known = ", ".join(EXPANSION_OPTIONS)
            return f"Unknown Puerto Rico expansion {name!r} (known: {known})."
        if name not in _data.PLAYABLE_EXPANSIONS:
            return f"The Puerto Rico expansion {name!r} is not available yet."
    return None


def version_problem(version: Any) -> str | None:
    """Why a state or record written by engine version ``version`` cannot be loaded (None: it
    can). Versions 1..STATE_VERSION are read; a newer one comes from a newer site."""
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        return f"This Puerto Rico position has an unreadable engine version ({version!r})."
    if version > STATE_VERSION:
        return (
            f"This Puerto Rico position was saved by a newer version of the game (engine "
            f"version {version}; this site reads up to {STATE_VERSION}). Reload the page to "
            "update."
        )
    return None
_BLD_RANGE = range(NUM_BUILDINGS)
# Expansion 1: row positions read on hot paths, and where Guest House moves are offered.
_GUEST_POS = BLD + GUEST_HOUSE
_LIBRARY_POS = BLD + LIBRARY
_JEWELER_POS = BLD + JEWELER  # Expansion 2 (-1 in every row of a game without it)
_GUEST_END = GUEST_BASE + GUEST_BUILDING + NUM_BUILDINGS
_GUEST_NOBLE = GUEST_NOBLE_BASE  # Expansion 2: noble guests (to the four buildings)
_GUEST_NOBLE_END = GUEST_NOBLE_BASE + NUM_BUILDINGS
_NO_GUESTS = (PH_MAYOR, PH_GUESTS, PH_DRAFT)  # the Mayor places every colonist anyway
_GUEST_WINDOWS = (PH_CRAFT, PH_CAPTAIN)  # phases whose first effects need no decision
_PRIV = (1, 2)  # privileges by "has an occupied Library" (PRState.privileges, inlined)
_GOOD_ORDER_BY_VALUE = (COFFEE, TOBACCO, SUGAR, INDIGO)

# Violet buildings in the order the default Mayor placement staffs them (most valuable first).
_VIOLET_ORDER: tuple[int, ...] = tuple(
    sorted(
        (b for b in _BLD_RANGE if B_KIND[b] in (VIOLET_SMALL, VIOLET_LARGE)),
        key=lambda b: -B_COST[b],
    )
)
_VIOLET_MASK = tuple(B_KIND[b] in (VIOLET_SMALL, VIOLET_LARGE) for b in _BLD_RANGE)
_NOBLE_ROWS = tuple(b for b in _BLD_RANGE if B_EXPANSION[b] == "nobles")
_NOBLE_TEXT_ORDER = tuple(sorted(NOBLE_BUILDINGS))  # notation: data order, like place:
_NOBLE_GET = itemgetter(*NOBLE_BUILDINGS)  # a placement's buildings tuple -> those four
_NOBLE_SLOTS = itemgetter(*(BLD + b for b in NOBLE_BUILDINGS))  # a row -> their slots
# Constant operand for the C-level passes over a row's building slots (map(ge, slots, _ZEROS):
# owned).
_ZEROS = (0,) * NUM_BUILDINGS
_GUEST_TILE_MOVES = tuple(GUEST_BASE + k for k in range(NUM_TILE_KINDS))
_OCC_END = OCC + NUM_TILE_KINDS
_TILES_END = TILES + NUM_TILE_KINDS
# Black Market: how many colonists a building keeps (its own on the Black Market)
_BM_KEEPS = tuple(1 if b == BLACK_MARKET else 0 for b in range(NUM_BUILDINGS))
# Black Market move parts (see _black_market_moves): a colonist source's part is its code * 16
# (San Juan 1, tile kind k 2 + k, building b 8 + b); a barrel's (good + 1) * 2, + 1 with a VP chip
_BM_TILE_PARTS = tuple((2 + k) * 16 for k in range(NUM_TILE_KINDS))
_BM_BLD_PARTS = tuple((8 + b) * 16 for b in range(NUM_BUILDINGS))
_BM_BARREL_PARTS = tuple((g + 1) * 2 for g in range(NUM_GOODS))
_BM_BARREL_VP_PARTS = tuple((g + 1) * 2 + 1 for g in range(NUM_GOODS))
_BM_NOBLE_BITS = {(8 + b) * 16: bit for b, bit in NOBLE_BIT.items()}  # part -> NMASK bit
_GOODS_END = GOODS + NUM_GOODS
# The setup draft (Expansion 1): (type, printed cost) of the violet buildings, in index order;
# the free spaces by cost with Expansion 2's red spaces added; the candidates per expansion set.
_VIOLET_COSTS = tuple((b, B_COST[b]) for b in _BLD_RANGE if _VIOLET_MASK[b])
_DRAFT_LEFT = [0] * (1 + max(DRAFT_SPACES))
for _cost, _k in DRAFT_SPACES.items():
    _DRAFT_LEFT[_cost] = _k
_DRAFT_LEFT_RED = _DRAFT_LEFT[:]
for _cost, _k in RED_DRAFT_SPACES.items():
    _DRAFT_LEFT_RED[_cost] += _k
assert 0 not in DRAFT_SPACES
_DRAFT_OF_COST = tuple(  # per printed cost, the violet types of that cost (a few)
    tuple(b for b in _BLD_RANGE if _VIOLET_MASK[b] and B_COST[b] == cost)
    for cost in range(len(_DRAFT_LEFT))
)
_DRAFT_OF_COST_MOVES = tuple(frozenset(DRAFT_BASE + b for b in types) for types in _DRAFT_OF_COST)
_DRAFT_CANDIDATES: dict[frozenset[str], tuple[tuple[int, int], ...]] = {}
_DRAFT_FIRST: dict[tuple[frozenset[str], tuple[bool, ...]], tuple[int, ...]] = {}  # (a few)
# Black Market codes (layout.black_market_code): the step from one (building, University) pair
# to the next; the colonist, barrel and VP parts fit below it.
_BM_PER_BUILDING = 64 * 8 * 2
_BM_BASES = tuple(BLACK_MARKET_BASE + b * 2 * _BM_PER_BUILDING for b in range(NUM_BUILDINGS))
assert black_market_code(1, False, 0, -1, False) - black_market_code(0, True, 0, -1, False) == (
    _BM_PER_BUILDING
)
# Setup tables: an empty player row; the board (building types in play) of a base game and at
# the start of the Expansion 1 draft (production buildings only); their supplies by player count.
_EMPTY_ROW = [0] * ROW_LEN
_EMPTY_ROW[BLD : BLD + NUM_BUILDINGS] = [-1] * NUM_BUILDINGS
_BASE_BOARD = tuple(B_EXPANSION[b] == "base" for b in _BLD_RANGE)
_DRAFT_BOARD = tuple(B_EXPANSION[b] == "base" and not _VIOLET_MASK[b] for b in _BLD_RANGE)
_COPIES = {n: tuple(building_copies(b, n) for b in _BLD_RANGE) for n in SETUPS}  # per type
_SUPPLY = {  # the supply at setup: the copies of the types on the starting board
    (n, drafted): [
        c if on else 0
        for c, on in zip(_COPIES[n], _DRAFT_BOARD if drafted else _BASE_BOARD, strict=True)
    ]
    for n in SETUPS
    for drafted in (False, True)
}
# Builder: (building, row index, cost, column, spaces), cheapest first.
_BUILD_BY_COST = tuple(
    (b, BLD + b, B_COST[b], B_COLUMN[b], B_SPACES[b])
    for b in sorted(_BLD_RANGE, key=lambda b: (B_COST[b], b))
)


# The state's fields, declared once. ``__slots__`` and ``clone`` are derived from this table (the
# clone is generated code, one line per field, as fast as a hand-written one); ``new``,
# ``to_json`` and ``from_json`` set or write each of them (tests check the round trip covers all).
# How ``clone`` copies a field: VALUE an immutable value (int, bool); LIST a flat list (copied);
# ROWS a list of lists (each copied); SHARED a list that is replaced, never changed in place.
VALUE, LIST, ROWS, SHARED = "value", "list", "rows", "shared"
FIELDS: dict[str, str] = {
    # -- the table
    "num_players": VALUE,
    "hidden_vp": VALUE,  # option: other players' VP chips are hidden
    "expansions": VALUE,  # option: frozenset of data.EXPANSION_OPTIONS names in play
    "random_draft": VALUE,  # option (Expansion 1): the violet buildings are drafted at random
    "board": SHARED,  # per building type: on the board (drafted, or in every game of the box)
    "nbld": VALUE,  # building types the rules scan (nbld_of(expansions); derived, not in JSON)
    "tables": SHARED,  # BoardTables of the board (board_tables(board, nbld); derived, not in
    # JSON)
    "guest_house": VALUE,  # Expansion 1: a Guest House is on that board (derived, not in JSON):
    # else nobody has a guest, which the hot paths check first
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
    "cur": VALUE,  # the player to act (-1 once the game is over)
    "role_player": VALUE,  # who chose the role being played (-1 during the role choice)
    "end_triggered": VALUE,  # layout.END_* bits: the game ends with this round
    # -- what the current phase remembers
    "hacienda_used": VALUE,  # Settler: the current player already drew with the Hacienda
    "craft_kinds": SHARED,  # Craftsman: the kinds the role player produced
    "idle": VALUE,  # Captain: consecutive turns without loading
    "wharf_used": LIST,  # Captain: who used the Wharf this phase
    "cap_bonus": VALUE,  # Captain: the role player's bonus VP was given
    "mayor_ask": VALUE,  # Mayor: the role player is deciding on the privilege colonist
    "bonus_left": VALUE,  # Captain: bonus VP chips the current player is deciding on (0: none)
    # -- Expansion 1 (all idle in a base game)
    "lib_turn": VALUE,  # Settler: the Library's second tile, 0 not yet, 1 being taken, 2 taken
    "hacienda_tile": VALUE,  # Settler: the tile the Hacienda drew, plantation or forest? (-1)
    "drawn_forests": LIST,  # tiles drawn from the stack and laid face down (Hacienda, Land
    # Office), in the order laid: (owner, kind) (the kind is the owner's secret)
    "extras_left": VALUE,  # Craftsman: privilege barrels after the next one (a Library's)
    "swharf_used": LIST,  # Captain: who used the Small Wharf this phase
    "guest_phase": VALUE,  # the phase that starts once the guests' window closes (-1: none)
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
    "buc_step": VALUE,  # Buccaneer phase: 0 choose an option, 1 Piracy's loot, 2 Raid's places
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


class PRState(GameState):
    """A Puerto Rico position. See the module docstring for notation and JSON layout.

    Public attributes (read them; change them only to build positions): the fields of
    :data:`FIELDS`, e.g. ``pl`` (player rows, see :mod:`.layout`), ``phase``, ``cur``,
    ``role_player`` and ``legal`` (the cached legal moves of ``cur``, not to be mutated).
    """

    game_id: ClassVar[str] = GAME_ID
    engine_version: ClassVar[int] = STATE_VERSION

    __slots__ = tuple(FIELDS)

    num_players: int

    # == setup =====================================================================================

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
        if players not in SETUPS:
            raise ValueError("Puerto Rico is played by 2 to 5 players.")
        expansions = frozenset(expansions)
        if expansions:
            problem = expansions_problem(expansions)
            if problem:
                raise ValueError(problem)
        setup = SETUPS[players]
        rng = Rng(seed)
        s = cls.__new__(cls)
        n = players
        s.num_players = n
        s.hidden_vp = hidden_vp
        s.expansions = expansions
        s.nbld = nbld_of(expansions)
        s.random_draft = bool(random_draft) and "buildings" in expansions
        s.picks_per_round = setup.picks_per_round
        s.pl = []
        bank = BANK_TOTAL
        tiles = [PLANTATION_TILES[k] - setup.plantations_removed for k in _GOODS_RANGE]
        for seat in range(n):
            row = _EMPTY_ROW[:]  # no building owned (-1 in every building slot)
            row[DOUB] = setup.doubloons
            bank -= setup.doubloons
            start = setup.start_tiles[seat]
            row[TILES + start] = 1
            row[ISL] = 1
            tiles[start] -= 1
            s.pl.append(row)
        deck = [k for k in _GOODS_RANGE for _ in range(tiles[k])]
        rng.shuffle(deck)
        s.deck = deck
        s.discard = []
        s.face_up = [0] * NUM_GOODS
        for _ in range(n + 1):
            s.face_up[deck.pop()] += 1
        s.quarries = QUARRY_TILES - setup.quarries_removed
        s.goods = [GOOD_BARRELS[g] - setup.goods_removed for g in _GOODS_RANGE]
        s.col_supply = setup.supply_colonists
        s.col_ship = setup.ship_colonists
        s.vp_supply = setup.vp_chips
        s.bank = bank
        s.role_kind = list(setup.roles)
        if "buccaneer" in expansions:  # Expansion 3: one more card, whatever the player count
            s.role_kind.append(BUCCANEER)
        s.role_coins = [0] * len(s.role_kind)
        s.role_taken = [-1] * len(s.role_kind)
        s.ship_cap = list(setup.ships)
        s.ship_good = [-1] * len(setup.ships)
        s.ship_n = [0] * len(setup.ships)
        s.ship_of = [-1] * NUM_GOODS
        s.house = []
        drafted = "buildings" in expansions
        # Without the draft the base game's buildings are on the board; with it, the production
        # buildings, and the violet ones as players place them (rules-notes 39).
        s.board = _DRAFT_BOARD if drafted else _BASE_BOARD
        s.bsupply = _SUPPLY[n, drafted][:]
        s.nobles = "nobles" in expansions
        s.nob_supply = 0
        s.nob_ship = 0
        s.ship_take = -1
        s.supplier_used = [False] * n
        s.land_used = False
        s.forests_out = 0
        s.lodge_vp = -1
        if s.nobles:
            s._setup_nobles(setup.ship_colonists, setup.supply_colonists)
        s._use_board(s.board)
        s.governor = 0
        s.round = 1
        s.end_triggered = 0
        s.hacienda_used = False
        s.craft_kinds = []
        s.idle = 0
        s.wharf_used = [False] * n
        s.cap_bonus = False
        s.mayor_ask = False
        s.bonus_left = 0
        s.lib_turn = 0
        s.hacienda_tile = -1
        s.drawn_forests = []
        s.extras_left = 0
        s.swharf_used = [False] * n
        s.guest_phase = -1
        s.buc_token = -1
        s.buc_kidnap = -1
        s.buc_step = 0
        s.buc_good = -1
        s.buc_hold = 0
        s.buc_left = 0
        s.plunder_vp = (0,) * n if "buccaneer" in expansions else ()
        s.fest_tile = -1
        s.fest_goods = ()
        s.fest_building = -1
        s.fest_won = (-1, -1, -1)
        s.rng_state = rng.state
        if drafted:
            s._start_draft()
        else:
            s._begin_play()
        return s

    def _setup_nobles(self, ship: int, supply: int) -> None:
        """Expansion 2 setup: its buildings on the board (without Expansion 1 all eight; with
        it the Jeweler, a production building, while the draft fills the red spaces), every
        colonist in the supply (2 players: the 2-player numbers, applied after the expansion's,
        rulebook PARTITE IN DUE GIOCATORI) and the ship's first load with one noble."""
        n = self.num_players
        board = list(self.board)
        for b in _NOBLE_ROWS:
            if "buildings" not in self.expansions or not _VIOLET_MASK[b]:
                board[b] = True
                self.bsupply[b] = building_copies(b, n)
        self.board = tuple(board)
        workers = ship - 1  # one of the ship's colonists is a noble
        self.col_ship = ship
        self.col_supply = supply if n == 2 else COLONISTS - workers
        self.nob_ship = 1
        self.nob_supply = NOBLES - 1

    # == protocol: who acts ========================================================================

    def current_players(self) -> tuple[int, ...]:
        if self.phase == PH_OVER:
            return ()
        return (self.cur,)

    def legal_moves(self, player: int | None = None) -> list[Move]:
        if player is not None and player != self.cur:
            return []
        return self.legal[:]  # a copy: callers may change it ([] once the game is over)

    def is_over(self) -> bool:
        return self.phase == PH_OVER

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

    # The decisions the engine took for players during the last ``apply`` because exactly one
    # outcome was possible: ((player, move), ...) in the order taken. Set per apply (an instance
    # attribute, not a field: it is not part of the position, and clones start without any).
    forced: tuple[tuple[int, Move], ...] = ()

    def forced_moves(self) -> tuple[tuple[int, Move], ...]:
        return self.forced

    def apply_unchecked(self, move: Move, player: int) -> None:
        # The phase's row says what the move does; then the turn passes on (see PHASES).
        self.forced = ()
        if (
            self.guest_house
            and self.pl[player][_GUEST_POS] > 0  # cheap first: only a guest's owner moves one
            and type(move) is int
            and (GUEST_BASE <= move < _GUEST_END or _GUEST_NOBLE <= move < _GUEST_NOBLE_END)
            and self.phase != PH_GUESTS
        ):
            self._move_guest(move, player)  # Guest House: then the same decision goes on
            if self.phase == PH_ROLE:
                self.legal = self._role_moves()
            else:  # the player's turn again, as a loaded state would resume it (_resume)
                step = (player - self.role_player) % self.num_players
                self._next_decision(0 if _TURN_RULES[self.phase][4] else step)
            return
        if _PLAY[self.phase](self, move, player):
            return  # the move set up the next decision itself (a role choice, the Hacienda)
        self._next_decision((player - self.role_player) % self.num_players + 1)

    # == whose decision is it ======================================================================

    def _next_decision(self, step: int) -> None:
        """Make the next player with a decision in this phase the current player.

        Turn order comes from the phase's row (:data:`PHASES`): players act from the role
        player on (``step`` seats after them); ``EACH_ONCE`` phases give every player one turn,
        ``PRIVILEGE`` phases only the role player's, and the Captain's ``UNTIL_ALL_PASS`` goes
        round until everyone in a row had nothing to load. A player with nothing to decide is
        skipped; where the phase says so (``forced``), a player whose only option is forced has
        it played for them (a Mayor placement with one possible arrangement, a storage with one
        outcome). When the turn order is exhausted the phase ends.
        """
        options, forced, skip, until_pass, turns = _TURN_RULES[self.phase]
        n = self.num_players
        if not turns:
            turns = n
        rp = self.role_player
        while (self.idle < n) if until_pass else (step < turns):
            p = (rp + step) % n
            moves = options(self, p)
            if moves:
                if self.guest_house and self.pl[p][_GUEST_POS] > 0 and self.phase not in _NO_GUESTS:
                    moves = moves + self._guest_moves(p)  # rules-notes 45
                if forced is None or len(moves) > 1:
                    self.cur = p
                    self.legal = moves
                    return
                forced(self, moves[0], p)
                self.forced += ((p, moves[0]),)
            elif until_pass:
                self.idle += 1
            if skip is not None:
                skip(self)
            step += 1
        PHASES[self.phase].end(self)

    # == round and role selection ==================================================================

    def _use_board(self, board: tuple[bool, ...]) -> None:
        """Scan the building types of ``board`` (the game's, or during the draft its fixed
        part): the tables of the hot paths and whether anyone can have a guest."""
        self.tables = board_tables(board, self.nbld)
        self.guest_house = board[GUEST_HOUSE]

    def _begin_play(self) -> None:
        """The first round starts, once the setup (and the Expansion 1 draft) is over; the
        Festival's goals are drawn first (they need the board: rulebook, ESPANSIONE 4)."""
        if "festival" in self.expansions:
            self._festival_setup()
        self._start_round()

    def _start_round(self) -> None:
        self.picks = 0
        self.phase = PH_ROLE
        self.role_player = -1
        self.cur = self.governor
        self.legal = self._role_moves()

    def _role_moves(self) -> list[int]:
        """The role cards left (and, for a Guest House owner, the guests' moves)."""
        taken = self.role_taken
        moves = [ROLE_BASE + c for c in range(len(taken)) if taken[c] < 0]
        if self.buc_token == self.cur:  # Expansion 3: the token's holder may not choose it
            buc = ROLE_BASE + len(taken) - 1  # the Buccaneer is the last card
            if buc in moves:
                moves.remove(buc)
        if self.guest_house and self.pl[self.cur][_GUEST_POS] > 0:
            moves += self._guest_moves(self.cur)
        return moves

    def privileges(self, p: int) -> int:
        """How many times player ``p`` gets a role's privilege: 2 with an occupied Library
        (Expansion 1: "raddoppia il vantaggio di qualsiasi ruolo"), else 1."""
        return 2 if self.pl[p][_LIBRARY_POS] > 0 else 1

    # -- Expansion 1: the Guest House ------------------------------------------------------------

    def _guest_moves(self, p: int) -> list[int]:
        """Player ``p``'s guests' moves: a colonist of the occupied Guest House to a free circle
        of one of their tiles or other buildings (not a forest)."""
        row = self.pl[p]
        if row[_GUEST_POS] <= 0:
            return []
        # A guest's owner decides often with the same island and city: their last moves are
        # kept per seat (on the board's tables) with what they depend on (San Juan, tiles,
        # buildings, nobles); comparing that is cheaper than hashing it.
        tail = row[TILES:]
        sj = row[SJ]
        last = self.tables.guest_last
        known = last[p]
        if known is not None and known[0] == sj and known[1] == tail:
            return list(known[2])
        # the tiles with a free circle (C-level), then the buildings on the board with one
        # (owned: 0 <= colonists < circles), in the Builder's order
        moves = list(compress(_GUEST_TILE_MOVES, map(lt, row[OCC:_OCC_END], row[TILES:_TILES_END])))
        moves += [move for pos, move, circles in self.tables.guest_targets
                  if 0 <= row[pos] < circles]
        if row[NOB] and moves:
            self._noble_guests(row, moves)
        last[p] = (sj, tail, tuple(moves))
        return moves

    def _noble_guests(self, row: list[int], moves: list[int]) -> None:
        """Expansion 2: a guest moving to the Zoning Office, Chapel, Hunting Lodge or Land Office
        is a worker (``guest:<b>``) if a worker stands outside those four, or a noble
        (``guest:<b>+noble``) if a noble does (the guests are among those colonists)."""
        counts = None
        for b in NOBLE_BUILDINGS:
            move = GUEST_BASE + GUEST_BUILDING + b
            if move in moves:
                if counts is None:  # counted once, only when a guest can go to one of them
                    free, workers = counts = noble_counts(row)
                if free > 0:
                    moves.append(GUEST_NOBLE_BASE + b)
                if workers <= 0:
                    moves.remove(move)

    def _move_guest(self, move: int, p: int) -> None:
        row = self.pl[p]
        row[_GUEST_POS] -= 1
        if move >= GUEST_NOBLE_BASE:  # Expansion 2: the guest is a noble
            b = move - GUEST_NOBLE_BASE
            row[BLD + b] += 1
            row[NMASK] |= NOBLE_BIT[b]
            return
        slot = move - GUEST_BASE
        if slot >= GUEST_BUILDING:
            row[BLD + slot - GUEST_BUILDING] += 1
        else:
            row[OCC + slot] += 1

    def _guests_waiting(self) -> bool:
        for p, row in enumerate(self.pl):  # an owner with a guest waiting, and somewhere to go
            if row[_GUEST_POS] > 0 and self._guest_moves(p):
                return True
        return False

    def _guest_window_options(self, p: int) -> list[int]:
        moves = self._guest_moves(p)
        if moves:
            moves.append(PASS)
        return moves

    def _guest_window_move(self, move: int, p: int) -> bool:
        """A guest moves (the same player may move another one), or ``pass`` closes the
        player's turn of the window."""
        if move == PASS:
            return False
        self._move_guest(move, p)
        moves = self._guest_window_options(p)
        if moves:
            self.legal = moves
            return True
        return False

    def _end_guest_window(self) -> None:
        phase = self.guest_phase
        self.guest_phase = -1
        self.phase = phase
        start = _STARTS[phase]
        if start is not None and start(self, self.role_player):
            return
        self._next_decision(0)

    def _pick_role(self, move: int, p: int) -> bool:
        """Take a role card (and its doubloons), then start the role's phase."""
        card = move - ROLE_BASE
        coins = self.role_coins[card]
        if coins:
            self.pl[p][DOUB] += coins
            self.role_coins[card] = 0
        self.role_taken[card] = p
        self.role_player = p
        if card == self.buc_kidnap:  # Expansion 3: the kidnapped card is chosen after all
            self._kidnapped_chosen(p)
        phase = ROLE_PHASES[self.role_kind[card]]
        if phase < 0:  # the Prospector: a doubloon (two with a Library), no phase
            coins = _PRIV[self.pl[p][_LIBRARY_POS] > 0]
            self.pl[p][DOUB] += coins
            self.bank -= coins
            self._end_phase()
            return True
        if self.guest_house and phase in _GUEST_WINDOWS and self._guests_waiting():
            # rules-notes 45: before the Craftsman's production and the Captain's first effects
            self.phase = PH_GUESTS
            self.guest_phase = phase
            self._next_decision(0)
            return True
        self.phase = phase
        start = _STARTS[phase]
        if start is not None and start(self, p):
            return True  # the start set up a decision itself (the Mayor's privilege question)
        self._next_decision(0)
        return True

    def _no_options(self, p: int) -> list[Any]:
        return []

    def _game_over_move(self, move: Move, p: int) -> bool:
        raise IllegalMove("The game is over: no more moves can be played.")

    def _end_phase(self) -> None:
        self.picks += 1
        if self.picks >= self.picks_per_round:
            self._end_round()
            return
        self.phase = PH_ROLE
        self.cur = (self.role_player + 1) % self.num_players
        self.role_player = -1
        self.legal = self._role_moves()

    def _end_round(self) -> None:
        taken = self.role_taken
        if self.buc_kidnap >= 0:
            # Expansion 3: nobody chose the kidnapped card, so the Buccaneer plays it now, as
            # one more role of this round (rules-notes 63)
            self._pick_role(ROLE_BASE + self.buc_kidnap, self.buc_token)
            return
        coins = self.role_coins
        kinds = self.role_kind
        for c in range(len(taken)):
            if taken[c] < 0:
                if kinds[c] != BUCCANEER:  # Expansion 3: no doubloon on an unchosen Buccaneer
                    coins[c] += 1
                    self.bank -= 1
            else:
                taken[c] = -1
        if self.end_triggered:
            self.phase = PH_OVER
            self.cur = -1
            self.role_player = -1
            self.legal = []
            return
        self.governor = (self.governor + 1) % self.num_players
        self.round += 1
        self._start_round()

    # == Expansion 1: the setup draft ==============================================================

    def _start_draft(self) -> None:
        """The draft of the violet buildings before the first round (rulebook, ESPANSIONE 1,
        PREPARAZIONE): from the first Governor clockwise, each player places one violet building
        of their choice on a free board space of the same printed cost, until the spaces are
        full; with ``random_draft`` the engine draws them (seeded RNG)."""
        self.phase = PH_DRAFT
        self.picks = 0
        self.role_player = -1
        self.cur = self.governor
        if self.random_draft:
            rng = Rng(0)
            rng.state = self.rng_state
            moves = self._draft_options()
            while moves:
                self._place_drafted(moves[rng.below(len(moves))] - DRAFT_BASE)
                moves = self._draft_options()
            self.rng_state = rng.state
            self._use_board(self.board)
            self._begin_play()
            return
        # the first options depend on the expansions and the starting board only (no violet
        # building is placed yet): listed once per such pair
        first = _DRAFT_FIRST.get((self.expansions, self.board))
        if first is None:
            first = _DRAFT_FIRST[self.expansions, self.board] = tuple(self._draft_options())
        self.legal = list(first)

    def draft_spaces_left(self) -> dict[int, int]:
        """Free violet spaces on the board by printed cost (setup draft)."""
        left = self._draft_left()
        return {cost: left[cost] for cost in DRAFT_SPACES}

    def _draft_left(self) -> list[int]:
        """draft_spaces_left as a list indexed by printed cost (the draft's own)."""
        return [self._draft_free(cost) for cost in range(len(_DRAFT_LEFT))]

    def _draft_free(self, cost: int) -> int:
        """Free violet spaces of printed cost ``cost``: the board's (with Expansion 2 the red
        ones too), less the violet buildings of that cost placed on it."""
        placed = sum(_DRAFT_PICKS[cost](self.board))
        return (_DRAFT_LEFT_RED if self.nobles else _DRAFT_LEFT)[cost] - placed

    def _draft_options(self) -> list[int]:
        left = self._draft_left()
        cands = _DRAFT_CANDIDATES.get(self.expansions)
        if cands is None:  # the violet types of the expansions in play, once per set of them
            tags = {EXPANSION_OPTIONS[x] for x in self.expansions} | {"base"}
            cands = _DRAFT_CANDIDATES[self.expansions] = tuple(
                (b, cost) for b, cost in _VIOLET_COSTS if B_EXPANSION[b] in tags
            )
        board = self.board
        return [DRAFT_BASE + b for b, cost in cands if left[cost] > 0 and not board[b]]

    def _place_drafted(self, b: int) -> None:
        board = list(self.board)
        board[b] = True
        self.board = tuple(board)
        self.bsupply[b] = _COPIES[self.num_players][b]

    def _draft_move(self, move: int, p: int) -> bool:
        b = move - DRAFT_BASE
        self._place_drafted(b)
        # the options left, as _draft_options would list them: the previous ones (self.legal,
        # in the same order) less this building and, once its cost's spaces are full, its cost
        cost = B_COST[b]
        if self._draft_free(cost) <= 0:
            full = _DRAFT_OF_COST_MOVES[cost]  # the few types of that cost (this one too)
            moves = [m for m in self.legal if m not in full]
        else:
            moves = self.legal[:]
            moves.remove(move)
        if not moves:
            self._use_board(self.board)
            self._begin_play()
            return True
        self.cur = (p + 1) % self.num_players
        self.legal = moves
        return True

    # == Settler ===================================================================================

    def _start_settler(self, p: int) -> None:
        self.hacienda_used = False
        self.lib_turn = 0

    def _settler_options(self, p: int) -> list[int]:
        row = self.pl[p]
        if row[ISL] >= ISLAND_SPACES:
            return []
        moves: list[int] = []
        fu = self.face_up
        second = self.lib_turn == 1  # the Library's second tile: no Hospice, Hacienda, privilege
        hosp = (
            not second
            and row[BLD + HOSPICE] > 0
            and (self.col_supply > 0 or self.col_ship > self.nob_ship)
        )
        for k in _GOODS_RANGE:
            if fu[k]:
                moves.append(TAKE_BASE + k)
                if hosp:
                    moves.append(TAKE_HOSPICE_BASE + k)
        if self.quarries and (
            (p == self.role_player and not second) or row[BLD + CONSTRUCTION_HUT] > 0
        ):
            moves.append(TAKE_BASE + QUARRY)
            if hosp:
                moves.append(TAKE_HOSPICE_BASE + QUARRY)
        if row[BLD + FOREST_HOUSE] > 0:  # Expansion 1: a face-up plantation as a forest
            for k in _GOODS_RANGE:
                if fu[k]:
                    moves.append(TAKE_FOREST_BASE + k)
                    if hosp:
                        moves.append(TAKE_FOREST_HOSPICE_BASE + k)
        if (
            not second
            and not self.hacienda_used
            and row[BLD + HACIENDA] > 0
            and (self.deck or self.discard)
        ):
            moves.append(HACIENDA_DRAW)
        if moves:
            moves.append(PASS)
        return moves

    def _settler_leave(self) -> None:
        self.hacienda_used = False  # the Hacienda flag belongs to the player whose turn it is

    def _settler_move(self, move: int, p: int) -> bool:
        row = self.pl[p]
        if move == HACIENDA_DRAW or move == HACIENDA_KEEP or move == HACIENDA_FOREST:
            if move == HACIENDA_DRAW:
                if not self.deck:
                    self._reshuffle()
                k = self.deck.pop()
                self.hacienda_used = True
                if row[BLD + FOREST_HOUSE] > 0:
                    # Expansion 1: with an occupied Forest House the player looks at the tile
                    # first, then keeps it as a plantation or lays it face down as a forest
                    self.hacienda_tile = k
                    self.legal = [HACIENDA_KEEP, HACIENDA_FOREST]
                    return True
                row[TILES + k] += 1
                if k == self.fest_tile:
                    self._festival_plantation(p)
            elif move == HACIENDA_KEEP:
                k = self.hacienda_tile
                row[TILES + k] += 1
                self.hacienda_tile = -1
                if k == self.fest_tile:
                    self._festival_plantation(p)
            else:  # face down: its kind stays the owner's secret (the view hides it)
                row[FOREST] += 1
                self.drawn_forests.append((p, self.hacienda_tile))
                self.hacienda_tile = -1
            row[ISL] += 1
            moves = self._settler_options(p)
            if moves:  # the same player now takes a face-up tile (or passes)
                if self.expansions and row[_GUEST_POS] > 0:
                    moves += self._guest_moves(p)  # a decision like any other (45)
                self.legal = moves
                return True
        elif move >= TAKE_FOREST_BASE and move < TAKE_FOREST_BASE + 10:
            # Expansion 1: a face-up plantation laid face down as a forest (with the Hospice,
            # its colonist waits in San Juan: a forest has no circle)
            if move >= TAKE_FOREST_HOSPICE_BASE:
                k = move - TAKE_FOREST_HOSPICE_BASE
                if self.col_supply > 0:
                    self.col_supply -= 1
                else:
                    self.col_ship -= 1
                row[SJ] += 1
            else:
                k = move - TAKE_FOREST_BASE
            self.face_up[k] -= 1
            row[FOREST] += 1
            row[ISL] += 1
        elif move != PASS:
            if move >= TAKE_HOSPICE_BASE:
                k = move - TAKE_HOSPICE_BASE
                if self.col_supply > 0:
                    self.col_supply -= 1
                else:
                    self.col_ship -= 1
                row[OCC + k] += 1
            else:
                k = move - TAKE_BASE
            if k == QUARRY:
                self.quarries -= 1
            else:
                self.face_up[k] -= 1
            row[TILES + k] += 1
            row[ISL] += 1
            if k == self.fest_tile:  # Expansion 4 (-1 in other games)
                self._festival_plantation(p)
        self.hacienda_used = False
        if self.lib_turn == 1:  # the Library's second tile was the last decision
            self.lib_turn = 2
            self._end_settler()
            return True
        return False

    def _reshuffle(self) -> None:
        """Turn the discard pile into a new hidden stack."""
        rng = Rng(0)
        rng.state = self.rng_state
        deck = self.discard
        rng.shuffle(deck)
        self.rng_state = rng.state
        self.deck = deck + self.deck
        self.discard = []

    def _end_settler(self) -> None:
        if self.expansions and self.lib_turn == 0:
            self.lib_turn = 2
            rp = self.role_player
            if self.pl[rp][_LIBRARY_POS] > 0:
                # Expansion 1, Library: once everyone has taken a tile, the Settler takes a
                # second face-up plantation (a quarry only with a Construction Hut)
                self.lib_turn = 1
                moves = self._settler_options(rp)
                if moves:
                    self.cur = rp
                    self.legal = moves
                    return
                self.lib_turn = 2
        fu = self.face_up
        discard = self.discard
        for k in _GOODS_RANGE:
            c = fu[k]
            if c:
                discard.extend([k] * c)
                fu[k] = 0
        for _ in range(self.num_players + 1):
            if not self.deck:
                if not self.discard:
                    break
                self._reshuffle()
            fu[self.deck.pop()] += 1
        self.lib_turn = 0
        if self.nobles and self.board[HUNTING_LODGE] and self._hunting_lodges():
            return
        self._end_phase()

    # -- Expansion 2: the Hunting Lodge at the end of the Settler phase ---------------------------

    def _hunting_lodges(self) -> bool:
        """At the end of the Settler phase: an occupied Hunting Lodge with a noble gives its
        owner 2 VP if they alone have the most empty island spaces; one with a worker lets its
        owner discard a plantation or a forest (phase ``lodge``, from the Settler clockwise;
        True: it runs)."""
        pl = self.pl
        owners = [p for p in range(self.num_players) if pl[p][BLD + HUNTING_LODGE] > 0]
        if not owners:
            return False
        bit = NOBLE_BIT[HUNTING_LODGE]
        for p in owners:
            if pl[p][NMASK] & bit:
                empty = ISLAND_SPACES - pl[p][ISL]
                if all(ISLAND_SPACES - r[ISL] < empty for q, r in enumerate(pl) if q != p):
                    if 0 < self.vp_supply <= HUNTING_LODGE_VP and not self.end_triggered:
                        self.lodge_vp = p  # "può ricevere": they could end the game (as 36)
                    else:
                        self._award_vp(p, HUNTING_LODGE_VP)
        if any(self._lodge_options(p) for p in owners):
            self.phase = PH_LODGE
            self._next_decision(0)
            return True
        return False

    def _lodge_options(self, p: int) -> list[int]:
        if p == self.lodge_vp:
            return [LODGE_VP, PASS]
        row = self.pl[p]
        if row[BLD + HUNTING_LODGE] <= 0 or row[NMASK] & NOBLE_BIT[HUNTING_LODGE]:
            return []
        moves = [LODGE_BASE + k for k in _GOODS_RANGE if row[TILES + k]]
        if row[FOREST]:
            moves.append(LODGE_BASE + LODGE_FOREST)
        if moves:
            moves.append(PASS)
        return moves

    def _lodge_move(self, move: int, p: int) -> bool:
        """Discard the tile (a plantation to the discard pile, its colonist if it had one to San
        Juan; a forest out of the game, rules-notes), or pass."""
        if p == self.lodge_vp:
            self.lodge_vp = -1
            if move == LODGE_VP:
                self._award_vp(p, HUNTING_LODGE_VP)
        elif move != PASS:
            row = self.pl[p]
            k = move - LODGE_BASE
            if k == LODGE_FOREST:
                row[FOREST] -= 1
                row[ISL] -= 1
                self.forests_out += 1
            else:
                self._discard_tile(row, k)
                self.discard.append(k)
        return False

    # == Mayor =====================================================================================

    def _start_mayor(self, rp: int) -> bool:
        """The ship's colonists are shared out; the privilege colonist is taken, or the role
        player is asked first when declining it could change when the game ends."""
        pl = self.pl
        ship = self.col_ship
        if ship:
            if self.nob_ship:  # Expansion 2: who takes the noble is the takers' choice
                self.ship_take = 0
                if self._hand_out_ship():
                    return True
            else:
                n = self.num_players
                each, extra = divmod(ship, n)
                for step in range(n):
                    pl[(rp + step) % n][SJ] += each + (1 if step < extra else 0)
                self.col_ship = 0
        return self._mayor_privilege(rp)

    def _hand_out_ship(self) -> bool:
        """Expansion 2: the ship's colonists are taken one at a time from the Mayor clockwise
        (rulebook: "A turno ... prendono un lavoratore dalla Sala"); while the noble and a worker
        are both on board the taker chooses (``ship:noble`` / ``ship:worker``; True: asked)."""
        pl = self.pl
        n = self.num_players
        rp = self.role_player
        while self.col_ship:
            p = (rp + self.ship_take) % n
            if self.nob_ship:
                if self.col_ship > self.nob_ship:
                    self.cur = p
                    self.legal = [SHIP_NOBLE, SHIP_WORKER]
                    return True
                self.nob_ship -= 1  # only the noble is left: the taker has no choice
                pl[p][NOB] += 1
            pl[p][SJ] += 1
            self.col_ship -= 1
            self.ship_take += 1
        self.ship_take = -1
        return False

    def _villas(self, rp: int) -> None:
        """Expansion 2, after the Mayor's privilege: each occupied Villa's owner, from the Mayor
        clockwise, takes a noble from the supply, a worker when none is left (rules-notes)."""
        n = self.num_players
        for step in range(n):
            row = self.pl[(rp + step) % n]
            if row[BLD + VILLA] > 0:
                if self.nob_supply > 0:
                    self.nob_supply -= 1
                    row[NOB] += 1
                    row[SJ] += 1
                elif self.col_supply > 0:
                    self.col_supply -= 1
                    row[SJ] += 1

    def _mayor_privilege(self, rp: int) -> bool:
        """The Mayor's privilege colonist (a question when it can matter), then the Villas."""
        pl = self.pl
        if self.col_supply > 0:  # privilege (two colonists with a Library)
            if self.privilege_colonist_matters():
                self.mayor_ask = True
                self.cur = rp
                self.legal = self._privilege_question()
                return True
            if pl[rp][_LIBRARY_POS] > 0 and self.col_supply > 1:  # a Library's second one
                self.col_supply -= 1
                pl[rp][SJ] += 1
            self.col_supply -= 1
            pl[rp][SJ] += 1
        if self.nobles and self.board[VILLA]:  # (a building off the board has no owner)
            self._villas(rp)
        return False

    def placing(self) -> bool:
        """Whether the current decision is a Mayor placement (not the privilege question nor,
        Expansion 2, a take from the colonist ship)."""
        return self.phase == PH_MAYOR and not self.mayor_ask and self.ship_take < 0

    def with_nobles(self, move: PlacementMove, p: int) -> PlacementMove:
        """Expansion 2: ``move`` with as many of ``p``'s nobles as fit on the four buildings
        where a noble differs from a worker (unchanged without nobles)."""
        row = self.pl[p]
        if not row[NOB]:
            return move
        return _with_nobles(row, [move[:3]], colonists_of(row))[0]

    def _privilege_question(self) -> list[int]:
        """The Mayor's moves when asked about the privilege colonist(s)."""
        if self.privileges(self.role_player) > 1 and self.col_supply > 1:
            return [TAKE_PRIVILEGE, TAKE_PRIVILEGE_ONE, PASS]
        return [TAKE_PRIVILEGE, PASS]

    def privilege_colonist_matters(self) -> bool:
        """Whether declining the Mayor's privilege colonist could change when the game ends
        (rules-notes 35). The end of the Mayor phase ends the game when the supply cannot
        refill the ship with ``max(empty building circles, players)`` colonists: the privilege
        colonist decides that only if the supply could equal what the ship needs. So the
        question is asked when the end is not triggered yet and ``players <= supply <=
        max(players, circles of every building owned)``; otherwise the colonist is simply given
        (declining could only leave the player a colonist short)."""
        if self.end_triggered or self.nobles:  # Expansion 2: the colonists end nothing
            return False
        n = self.num_players
        supply = self.col_supply
        if supply < n:
            return False
        # Expansion 1: with a Library the Mayor takes k = 2 colonists; the choice matters when
        # supply - k < the most the ship may need (for k = 1: supply <= that most)
        if self.pl[self.role_player][_LIBRARY_POS] > 0:
            supply -= 1
        pl = self.pl
        # cheap bound first: a building has at most 3 circles per city space
        bound = 0
        for row in pl:
            bound += row[CITY]
        if supply > 3 * bound and supply > n:
            return False
        circles = 0
        on_board = self.tables.on_board  # a player owns buildings of the board only
        for row in pl:
            for _b, pos, c in on_board:
                if row[pos] >= 0:
                    circles += c
        return supply <= (circles if circles > n else n)

    def _mayor_move(self, move: Move, p: int) -> bool:
        if move == SHIP_NOBLE or move == SHIP_WORKER:  # Expansion 2: a take from the ship
            row = self.pl[p]
            if move == SHIP_NOBLE:
                self.nob_ship -= 1
                row[NOB] += 1
            row[SJ] += 1
            self.col_ship -= 1
            self.ship_take += 1
            if self._hand_out_ship() or self._mayor_privilege(self.role_player):
                return True
            self._next_decision(0)
            return True
        if type(move) is int:  # the privilege question: take the colonist, or pass
            self.mayor_ask = False
            if move == TAKE_PRIVILEGE or move == TAKE_PRIVILEGE_ONE:
                k = self.privileges(p) if move == TAKE_PRIVILEGE else 1
                if k > self.col_supply:
                    k = self.col_supply
                self.col_supply -= k
                self.pl[p][SJ] += k
            if self.nobles and self.board[VILLA]:
                self._villas(p)
            self._next_decision(0)
            return True
        return self._place(move, p)

    def _place(self, move: PlacementMove, p: int) -> bool:
        row = self.pl[p]
        # the colonists (as colonists_of, over the game's building types) are counted as the
        # buildings are filled
        total = row[SJ] + sum(row[OCC : OCC + NUM_TILE_KINDS])
        tiles = move[1]
        row[OCC : OCC + NUM_TILE_KINDS] = tiles  # a trusted placement has one count per kind
        placed = sum(tiles)
        blds = move[2]
        for b, pos, _circles in self.tables.on_board:  # a player owns board buildings only
            w = row[pos]
            if w >= 0:
                total += w
                c = blds[b]
                row[pos] = c
                placed += c
        row[SJ] = total - placed
        row[NMASK] = move[3] if len(move) > 3 else 0  # Expansion 2: which hold a noble
        return False

    def _end_mayor(self) -> None:
        empty = 0
        on_board = self.tables.on_board  # a player owns buildings of the board only
        for row in self.pl:
            for _b, pos, c in on_board:
                w = row[pos]
                if w >= 0:
                    empty += c - w
        needed = max(empty, self.num_players)
        if self.nobles:
            # Expansion 2: one of the colonists is a noble while they last; a short supply
            # gives what it has and does not end the game ("NON usare" that end condition)
            noble = 1 if self.nob_supply > 0 else 0
            workers = needed - noble
            if workers > self.col_supply:
                workers = self.col_supply
            self.col_supply -= workers
            self.nob_supply -= noble
            self.col_ship += workers + noble
            self.nob_ship += noble
        elif self.col_supply >= needed:
            self.col_supply -= needed
            self.col_ship = needed
        else:
            self.end_triggered |= END_COLONISTS
            self.col_ship += self.col_supply
            self.col_supply = 0
        self._end_phase()

    def placement_problem(self, move: Any, p: int) -> str | None:
        """Why ``move`` is not a valid Mayor placement for player ``p`` (None if it is)."""
        if (
            not isinstance(move, tuple)
            or not 3 <= len(move) <= 4
            or move[0] != PLACE_TAG
            or not isinstance(move[1], tuple)
            or not isinstance(move[2], tuple)
            or len(move[1]) != NUM_TILE_KINDS
            or len(move[2]) != NUM_BUILDINGS
        ):
            return "This is not a colonist placement."
        row = self.pl[p]
        placed = 0
        for k in range(NUM_TILE_KINDS):
            c = move[1][k]
            if not isinstance(c, int) or isinstance(c, bool) or c < 0:
                return "This is not a colonist placement."
            if c > row[TILES + k]:
                return f"You do not have {c} {TILE_NAMES[k]} tiles to occupy."
            placed += c
        for b in _BLD_RANGE:
            c = move[2][b]
            if not isinstance(c, int) or isinstance(c, bool) or c < 0:
                return "This is not a colonist placement."
            if c and row[BLD + b] < 0:
                return f"You do not own a {BUILDINGS[b].name}."
            if c > B_CIRCLES[b]:
                return f"The {BUILDINGS[b].name} has only {B_CIRCLES[b]} circle(s)."
            placed += c
        total = colonists_of(row)
        if placed > total:
            return f"You have only {total} colonists."
        cap = capacity_of(row)
        if placed < min(total, cap):
            return "Colonists may stay in San Juan only when every circle is filled."
        if len(move) > 3 or self.nobles:
            return self._noble_placement_problem(move, row, total)
        return None

    def _noble_placement_problem(self, move: Any, row: list[int], total: int) -> str | None:
        """Expansion 2: the nobles a placement puts on the four buildings where it matters
        (``;nobles=...``) must be nobles the player has, and workers the rest of them."""
        mask = move[3] if len(move) > 3 else 0
        if not isinstance(mask, int) or isinstance(mask, bool) or not 0 <= mask < 16:
            return "This is not a colonist placement."
        if mask and not self.nobles:
            return "There are no nobles in this game."
        blds = move[2]
        on = 0  # colonists on the four buildings
        for i, b in enumerate(NOBLE_BUILDINGS):
            if blds[b]:
                on += 1
            elif mask >> i & 1:
                return f"A noble can stand on the {BUILDINGS[b].name} only with it occupied."
        nobles = bin(mask).count("1")
        if nobles > row[NOB]:
            return f"You have only {row[NOB]} noble(s)."
        if on - nobles > total - row[NOB]:
            return "You have too few workers (not nobles) for that placement."
        return None

    # == Builder ===================================================================================

    def _builder_options(self, p: int) -> list[int]:
        row = self.pl[p]
        free = CITY_SPACES - row[CITY]
        if free <= 0:
            return []
        # the privilege (doubled by a Library) and the forests (Expansion 1) lower every cost
        money = row[DOUB] + (_PRIV[row[_LIBRARY_POS] > 0] if p == self.role_player else 0) + (
            row[FOREST] >> 1
        )
        q = row[OCC + QUARRY]
        bs = self.bsupply
        uni = row[BLD + UNIVERSITY] > 0 and (self.col_supply > 0 or self.col_ship > self.nob_ship)
        moves: list[int] = []
        market = row[BLD + BLACK_MARKET] > 0
        limit = money + (q if q < 4 else 4)  # no building is discounted by more than 4
        zone_small = zone_large = 0  # Expansion 2: an occupied Zoning Office's discounts
        if row[BLD + ZONING_OFFICE] > 0:
            if row[NMASK] & 1:
                zone_large = 2
            else:
                zone_small = 1
            money_z = money + 2
            limit += 2
        else:
            money_z = money
        if market:
            limit += 3
            short: list[tuple[int, int]] = []
        for b, pos, cost, col, spaces in self.tables.build:
            if cost > limit:
                break
            if bs[b] and row[pos] < 0 and spaces <= free:
                if money_z > money:
                    cost -= zone_large if col == 4 else zone_small
                if cost - (q if q < col else col) <= money:
                    moves.append(BUILD_BASE + b)
                    if uni and B_CIRCLES[b]:  # the Statue has no circle for the colonist
                        moves.append(BUILD_UNI_BASE + b)
                elif market:
                    short.append((b, cost - (q if q < col else col) - money))
        if market and short:
            moves += self._black_market_moves(p, short, uni)
        if moves:
            moves.append(PASS)
        return moves

    def _black_market_moves(self, p: int, short: list[tuple[int, int]], uni: bool) -> list[int]:
        """Expansion 1, Black Market: buildings the player cannot pay for, bought by paying all
        their doubloons and giving back 1 to 3 things, at most one of each sort (a colonist,
        not the Black Market's own; a barrel; a VP chip), one per missing doubloon."""
        row = self.pl[p]
        # black_market_code is linear: code(b, uni, ...) = BLACK_MARKET_BASE + (b * 2 + uni) *
        # _BM_PER_BUILDING + way, where a way is a colonist part (source * 16, 0: none) plus a
        # barrel-and-VP part ((good + 1) * 2 + vp). The colonist parts, from San Juan, the
        # occupied tiles and buildings (the Black Market keeps its own), in C-level passes:
        parts = [16] if row[SJ] > 0 else []
        parts += compress(_BM_TILE_PARTS, row[OCC:_OCC_END])
        parts += compress(_BM_BLD_PARTS, map(gt, row[BLD : BLD + self.nbld], _BM_KEEPS))
        if row[NOB]:  # Expansion 2: a worker or a noble, where either can stand
            parts = self._black_market_nobles(row, parts)
        goods = row[GOODS:_GOODS_END]
        # the barrel-and-VP parts giving back one thing (a VP chip or a barrel) and two (both)
        if row[VP] > 0:
            one = [1, *compress(_BM_BARREL_PARTS, goods)]
            two = list(compress(_BM_BARREL_VP_PARTS, goods))
        else:
            one = list(compress(_BM_BARREL_PARTS, goods))
            two = []
        # The ways to give back 1, 2 or 3 things, in the order black_market_code would give
        # coding each purchase in turn (nested loops colonist, barrel, VP; no colonist first),
        # each built once, when a building first misses that many doubloons.
        ways: list[list[int] | None] = [None, None, None, None]
        both_ways: list[list[int] | None] = [None, None, None, None]
        bought: list[tuple[int, list[int]]] = []  # (the building's code base, its ways)
        for b, missing in short:
            if missing > 3:
                continue
            way = ways[missing]
            if way is None:
                if missing == 1:
                    way = one + parts
                elif missing == 2:
                    way = two + [x + o for x in parts for o in one]
                else:
                    way = [x + o for x in parts for o in two]
                ways[missing] = way
            if uni and B_CIRCLES[b]:  # without, then with the University's colonist
                both = both_ways[missing]
                if both is None:
                    step = _BM_PER_BUILDING
                    both = both_ways[missing] = [w for o in way for w in (o, o + step)]
                way = both
            bought.append((_BM_BASES[b], way))
        return [base + w for base, way in bought for w in way]

    def _black_market_nobles(self, row: list[int], parts: list[int]) -> list[int]:
        """Expansion 2: the colonist parts of ``_black_market_moves`` with the noble's flag
        (``BLACK_MARKET_NOBLE``) where the colonist given back may be a noble: on the Zoning
        Office, Chapel, Hunting Lodge or Land Office the row says which it is; anywhere else a
        worker if one stands outside those, a noble if one does (both when both do)."""
        free, workers = noble_counts(row)
        if max(_NOBLE_SLOTS(row)) <= 0:  # none of the four occupied: the same for every part
            if free <= 0:
                return parts if workers > 0 else []
            if workers <= 0:
                return [x + BLACK_MARKET_NOBLE for x in parts]
            return [y for x in parts for y in (x, x + BLACK_MARKET_NOBLE)]
        kinds: list[int] = []
        for x in parts:
            bit = _BM_NOBLE_BITS.get(x)
            if bit is not None:
                kinds.append(x + BLACK_MARKET_NOBLE if row[NMASK] & bit else x)
                continue
            if workers > 0:
                kinds.append(x)
            if free > 0:
                kinds.append(x + BLACK_MARKET_NOBLE)
        return kinds

    def build_cost(self, p: int, b: int) -> int:
        """What player ``p`` would pay for building ``b`` now (quarries, privilege, floor 0)."""
        privilege = p == self.role_player and self.phase == PH_BUILDER
        row = self.pl[p]
        return build_cost(row, b, _PRIV[row[_LIBRARY_POS] > 0] if privilege else 0)

    def _builder_move(self, move: int, p: int) -> bool:
        if move != PASS:
            row = self.pl[p]
            if move >= BLACK_MARKET_BASE:
                b, uni, source, good, vp = black_market_parts(move)
                self._black_market_pay(row, source, good, vp, black_market_noble(move))
                cost = row[DOUB]  # every doubloon goes
            else:
                if move >= BUILD_UNI_BASE:
                    b = move - BUILD_UNI_BASE
                    uni = True
                else:
                    b = move - BUILD_BASE
                    uni = False
                cost = self.build_cost(p, b)
            row[DOUB] -= cost
            self.bank += cost
            self.bsupply[b] -= 1
            row[BLD + b] = 0
            row[CITY] += B_SPACES[b]
            if uni:
                if self.col_supply > 0:
                    self.col_supply -= 1
                else:
                    self.col_ship -= 1
                row[BLD + b] = 1
            if row[CITY] >= CITY_SPACES:
                self.end_triggered |= END_CITY
            if self.expansions and row[BLD + CHURCH] > 0 and b != CHURCH:  # Exp. 1: VP by column
                vp = CHURCH_BONUS[B_COLUMN[b]]
                if vp:
                    self._award_vp(p, vp)
            if b == self.fest_building and self.fest_won[2] < 0:  # Expansion 4
                self._festival_won(2, p)
                self._award_vp(p, FESTIVAL_VP)
        return False

    def _black_market_pay(
        self, row: list[int], source: int, good: int, vp: bool, noble: bool = False
    ) -> None:
        """Give back what a Black Market purchase names (to the supplies)."""
        if source:
            if source == 1:
                row[SJ] -= 1
            elif source < 8:
                row[OCC + source - 2] -= 1
            else:
                row[BLD + source - 8] -= 1
                if noble and source - 8 in NOBLE_BIT:
                    row[NMASK] &= ~NOBLE_BIT[source - 8]
            if noble:  # Expansion 2: a noble goes back to the nobles' supply
                row[NOB] -= 1
                self.nob_supply += 1
            else:
                self.col_supply += 1
        if good >= 0:
            row[GOODS + good] -= 1
            self.goods[good] += 1
        if vp:
            row[VP] -= 1
            self.vp_supply += 1

    # == Craftsman =================================================================================

    def _start_craftsman(self, rp: int) -> None:
        """Everyone produces, from the role player on, as far as the supply lasts."""
        # Expansions 1 and 4: what each player holds before, for the Specialty Factory and the
        # Festival's production goal (a building off the board has no owner)
        festival = self.fest_goods and self.fest_won[1] < 0
        before = (
            [row[GOODS : GOODS + NUM_GOODS] for row in self.pl]
            if festival or self.board[SPECIALTY_FACTORY]
            else []
        )
        if self.nobles and self.board[CHAPEL]:
            self._chapels(rp)
        n = self.num_players
        goods = self.goods
        kinds: list[int] = []
        for step in range(n):
            p = (rp + step) % n
            row = self.pl[p]
            made = 0
            for g, amount in enumerate(production(row)):
                avail = goods[g]
                if amount > avail:
                    amount = avail
                if amount > 0:
                    goods[g] -= amount
                    row[GOODS + g] += amount
                    made += 1
                    if step == 0:
                        kinds.append(g)
            if made > 1 and row[BLD + FACTORY] > 0:
                bonus = FACTORY_BONUS[made]
                row[DOUB] += bonus
                self.bank -= bonus
            if row[_JEWELER_POS] > 0 and row[NOB]:  # Expansion 2: a doubloon per noble
                row[DOUB] += row[NOB]
                self.bank -= row[NOB]
        self.craft_kinds = kinds
        if festival:
            self._festival_production(rp, before)
        if self.board[SPECIALTY_FACTORY]:
            self._craftsman_buildings(rp, before)
        if self.expansions:  # Expansion 1: the Library's second privilege barrel
            self.extras_left = _PRIV[self.pl[rp][_LIBRARY_POS] > 0] - 1

    def _chapels(self, rp: int) -> None:
        """Expansion 2, as the Craftsman phase starts (before production), from the Craftsman
        clockwise: an occupied Chapel gives its owner a doubloon (a worker) or a VP chip (a
        noble)."""
        n = self.num_players
        for step in range(n):
            p = (rp + step) % n
            row = self.pl[p]
            if row[BLD + CHAPEL] > 0:
                if row[NMASK] & NOBLE_BIT[CHAPEL]:
                    self._award_vp(p, 1)
                else:
                    row[DOUB] += 1
                    self.bank -= 1

    def _craftsman_buildings(self, rp: int, before: list[list[int]]) -> None:
        """Expansion 1 after production: each occupied Specialty Factory's doubloons (from the
        barrels just received)."""
        for p, row in enumerate(self.pl):
            if row[BLD + SPECIALTY_FACTORY] > 0:
                received = [row[GOODS + g] - before[p][g] for g in _GOODS_RANGE]
                bonus = specialty_bonus(received)
                row[DOUB] += bonus
                self.bank -= bonus

    def _craft_options(self, p: int) -> list[int]:
        goods = self.goods
        moves = [EXTRA_BASE + g for g in self.craft_kinds if goods[g] > 0]
        if moves:
            moves.append(PASS)
        return moves

    def _craft_move(self, move: int, p: int) -> bool:
        if move != PASS:
            g = move - EXTRA_BASE
            self.goods[g] -= 1
            self.pl[p][GOODS + g] += 1
            if self.extras_left > 0:  # a Library: a second barrel, same kind or another
                self.extras_left -= 1
                moves = self._craft_options(p)
                if moves:
                    self.legal = moves + self._guest_moves(p)  # a decision like any other (45)
                    return True
        self.craft_kinds = []
        self.extras_left = 0
        return False

    # == Trader ====================================================================================

    def _trader_options(self, p: int) -> list[int]:
        house = self.house
        row = self.pl[p]
        moves = [SELL_BASE + g for g in sellable_goods(row, house)]
        if row[BLD + TRADING_POST] > 0:  # Expansion 1: any good, to the player's own post
            moves += [TRADING_POST_BASE + g for g in _GOODS_RANGE if row[GOODS + g]]
        if row[BLD + LAND_OFFICE] > 0 and not self.land_used:  # Expansion 2
            self._add_land_office(row, moves)
        if moves:
            moves.append(PASS)
        return moves

    def _add_land_office(self, row: list[int], moves: list[int]) -> None:
        """Expansion 2, in the owner's Trader turn (rules-notes): an occupied Land Office buys
        the top hidden plantation for a doubloon (a worker; with an occupied Forest House it may
        be laid as a forest) or sells a plantation of the island for a doubloon (a noble)."""
        if row[NMASK] & NOBLE_BIT[LAND_OFFICE]:
            moves += [LAND_SELL_BASE + k for k in _GOODS_RANGE if row[TILES + k]]
        elif row[DOUB] > 0 and row[ISL] < ISLAND_SPACES and (self.deck or self.discard):
            moves.append(LAND_BUY)

    def _end_trader(self) -> None:
        if len(self.house) >= TRADING_HOUSE_SIZE:  # a full trading house is emptied
            for g in self.house:
                self.goods[g] += 1
            self.house = []
        self._end_phase()

    def sale_price(self, p: int, g: int, trading_post: bool = False) -> int:
        """Doubloons player ``p`` would get for one barrel of ``g`` in this Trader phase (sold
        to their own Trading Post: without the markets)."""
        row = self.pl[p]
        privilege = _PRIV[row[_LIBRARY_POS] > 0] if p == self.role_player else 0
        return sale_price(self.pl[p], g, privilege, trading_post)

    def _land_office(self, move: int, p: int) -> bool:
        """Expansion 2: the Land Office's purchase or sale; the player's Trader turn goes on
        (a sale of a barrel, or pass)."""
        row = self.pl[p]
        if move == HACIENDA_KEEP or move == HACIENDA_FOREST:  # the bought tile, seen
            k = self.hacienda_tile
            if move == HACIENDA_KEEP:
                row[TILES + k] += 1
            else:  # face down: its kind stays the owner's secret (the view hides it)
                row[FOREST] += 1
                self.drawn_forests.append((p, k))
            row[ISL] += 1
            self.hacienda_tile = -1
            if move == HACIENDA_KEEP and k == self.fest_tile:  # Expansion 4
                self._festival_plantation(p)
        elif move == LAND_BUY:
            row[DOUB] -= 1
            self.bank += 1
            if not self.deck:
                self._reshuffle()
            k = self.deck.pop()
            if row[BLD + FOREST_HOUSE] > 0:
                # with an occupied Forest House the player sees the drawn tile, then lays it as
                # a plantation or a forest (as with the Hacienda, rules-notes 41)
                self.hacienda_tile = k
                self.legal = [HACIENDA_KEEP, HACIENDA_FOREST]
                return True
            row[TILES + k] += 1
            row[ISL] += 1
            if k == self.fest_tile:  # Expansion 4
                self._festival_plantation(p)
        else:
            k = move - LAND_SELL_BASE
            row[DOUB] += 1
            self.bank -= 1
            self._discard_tile(row, k)
            self.discard.append(k)
        self.land_used = True
        moves = self._trader_options(p)
        if not moves:
            self.land_used = False
            return False
        if row[_GUEST_POS] > 0:
            moves += self._guest_moves(p)
        self.legal = moves
        return True

    def _discard_tile(self, row: list[int], k: int) -> None:
        """Expansion 2: a tile of kind ``k`` leaves the island, an empty one if there is one
        (rules-notes), else an occupied one whose colonist goes to San Juan."""
        if row[OCC + k] >= row[TILES + k]:
            row[OCC + k] -= 1
            row[SJ] += 1
        row[TILES + k] -= 1
        row[ISL] -= 1

    def _trader_move(self, move: int, p: int) -> bool:
        if self.nobles:
            if (
                move == LAND_BUY
                or move == HACIENDA_KEEP
                or move == HACIENDA_FOREST
                or LAND_SELL_BASE <= move < LAND_SELL_BASE + NUM_GOODS
            ):
                return self._land_office(move, p)
            self.land_used = False
        if move >= TRADING_POST_BASE:  # the barrel goes back to the supply
            g = move - TRADING_POST_BASE
            row = self.pl[p]
            price = self.sale_price(p, g, True)
            row[DOUB] += price
            self.bank -= price
            row[GOODS + g] -= 1
            self.goods[g] += 1
            return False
        if move != PASS:
            g = move - SELL_BASE
            row = self.pl[p]
            price = self.sale_price(p, g)
            row[DOUB] += price
            self.bank -= price
            row[GOODS + g] -= 1
            self.house.append(g)
        return False

    # == Captain ===================================================================================

    def _start_captain(self, p: int) -> None:
        self.idle = 0
        self.cap_bonus = False
        if self.board[LIGHTHOUSE] or self.board[UNION_HALL]:  # Expansion 1 (else nobody owns one)
            self._captain_buildings(p)

    def _captain_buildings(self, rp: int) -> None:
        """Expansion 1, before anyone loads: the Captain's Lighthouse doubloons (rules-notes
        44), then each Union Hall's VP, from the Captain clockwise."""
        row = self.pl[rp]
        if row[BLD + LIGHTHOUSE] > 0:
            coins = 1 + self.privileges(rp)
            row[DOUB] += coins
            self.bank -= coins
        n = self.num_players
        for step in range(n):
            p = (rp + step) % n
            if self.pl[p][BLD + UNION_HALL] > 0:
                vp = union_hall_vp(self.pl[p])
                if vp:
                    self._award_vp(p, vp)

    def _captain_options(self, p: int) -> list[int]:
        row = self.pl[p]
        moves: list[int] = []
        ship_of = self.ship_of
        ship_n = self.ship_n
        ship_cap = self.ship_cap
        ship_good = self.ship_good
        has = False
        for g in _GOODS_RANGE:
            c = row[GOODS + g]
            if not c:
                continue
            has = True
            s = ship_of[g]
            if s >= 0:
                if ship_n[s] < ship_cap[s]:
                    moves.append(LOAD_BASE + 10 * s + g)
                continue
            best = 0
            first = len(moves)
            for s in range(len(ship_cap)):
                if ship_good[s] < 0:
                    amt = ship_cap[s]
                    if amt > c:
                        amt = c
                    if amt > best:
                        best = amt
                        del moves[first:]
                        moves.append(LOAD_BASE + 10 * s + g)
                    elif amt == best:
                        moves.append(LOAD_BASE + 10 * s + g)
        if has and row[BLD + WHARF] > 0 and not self.wharf_used[p]:
            must = bool(moves)
            for g in _GOODS_RANGE:
                if row[GOODS + g]:
                    moves.append(WHARF_BASE + g)
            if not must:
                moves.append(PASS)
        if self.expansions and has and row[BLD + SMALL_WHARF] > 0 and not self.swharf_used[p]:
            self._add_small_wharf(p, row, moves)
        if (
            self.nobles
            and has
            and row[BLD + ROYAL_SUPPLIER] > 0
            and row[NOB]
            and not self.supplier_used[p]
        ):
            self._add_supplier(row, moves)
        return moves

    def _add_supplier(self, row: list[int], moves: list[int]) -> None:
        """Expansion 2, before the owner's first Captain turn: an occupied Royal Supplier trades
        barrels of different kinds, at most one per noble, for 1 VP each (every choice is a move,
        never compulsory)."""
        present = [g for g in _GOODS_RANGE if row[GOODS + g]]
        limit = row[NOB]
        passing = bool(moves) and moves[-1] == PASS
        if passing:
            moves.pop()
        must = bool(moves) and not passing
        for mask in range(1, 1 << len(present)):
            if bin(mask).count("1") <= limit:
                moves.append(
                    SUPPLIER_BASE + sum(1 << g for i, g in enumerate(present) if mask >> i & 1)
                )
        if not must:
            moves.append(PASS)

    def _add_small_wharf(self, p: int, row: list[int], moves: list[int]) -> None:
        """Expansion 1: an occupied Small Wharf ships any barrels of any kinds (every non-empty
        choice is a move), once per phase, never compulsory (rules-notes 43)."""
        codes = [0]
        for g in _GOODS_RANGE:
            c = row[GOODS + g]
            if c:
                codes = [code + (m << (4 * g)) for code in codes for m in range(c + 1)]
        passing = bool(moves) and moves[-1] == PASS
        if passing:
            moves.pop()
        must = bool(moves) and not passing
        moves += [SMALL_WHARF_BASE + code for code in codes if code]
        if not must:
            moves.append(PASS)

    def load_amount(self, p: int, ship: int, g: int) -> int:
        """Barrels of ``g`` player ``p`` loads on cargo ship ``ship``: all they have, up to the
        room left on it (the ship's good is not checked)."""
        room = self.ship_cap[ship] - self.ship_n[ship]
        have = self.pl[p][GOODS + g]
        return have if have < room else room

    def ship_room(self, g: int) -> int:
        """The most barrels of ``g`` one cargo ship can still take: the room on the ship that
        carries ``g``, else the largest empty ship (0 when none can take it)."""
        s = self.ship_of[g]
        if s >= 0:
            return self.ship_cap[s] - self.ship_n[s]
        room = 0
        for i, cap in enumerate(self.ship_cap):
            if self.ship_good[i] < 0 and cap > room:
                room = cap
        return room

    def _award_vp(self, p: int, vp: int) -> None:
        self.pl[p][VP] += vp
        self.vp_supply -= vp
        if self.vp_supply <= 0:
            self.end_triggered |= END_VP

    def _captain_move(self, move: int, p: int) -> bool:
        if self.nobles:
            if SUPPLIER_BASE < move < SUPPLIER_BASE + 32:
                return self._supply_royal(move, p)
            self.supplier_used[p] = True  # the first turn is taken: the Royal Supplier's moment
        if move == PASS:
            self.idle += 1
            return False
        if move < LOAD_BASE and move >= BONUS_BASE:  # the bonus VP question after a load
            self.bonus_left = 0
            if move > BONUS_BASE:
                self._award_vp(p, move - BONUS_BASE)
            return False
        if move >= SMALL_WHARF_BASE:
            return self._small_wharf_ship(move, p)
        row = self.pl[p]
        if move >= LOAD_BASE:
            s, g = divmod(move - LOAD_BASE, 10)
            amt = self.load_amount(p, s, g)
            self.ship_n[s] += amt
            self.ship_good[s] = g
            self.ship_of[g] = s
        else:
            g = move - WHARF_BASE
            amt = row[GOODS + g]
            self.goods[g] += amt
            self.wharf_used[p] = True
        row[GOODS + g] -= amt
        self.idle = 0
        if self.expansions and row[BLD + LIGHTHOUSE] > 0:  # Expansion 1: +1 doubloon a load
            row[DOUB] += 1
            self.bank -= 1
        return self._shipment_vp(p, row, amt)

    def _shipment_vp(self, p: int, row: list[int], amt: int) -> bool:
        """A shipment's VP: ``amt`` plus the bonus chips (the Harbor; the Captain's privilege
        on their first shipment, doubled by a Library), asked about when they could end the
        game (True: the question is set up)."""
        bonus = 0
        if row[BLD + HARBOR] > 0:
            bonus = 1
        if p == self.role_player and not self.cap_bonus:
            self.cap_bonus = True
            bonus += _PRIV[row[_LIBRARY_POS] > 0]
        if bonus:
            left = self.vp_supply - amt
            if 0 < left <= bonus and not self.end_triggered:
                # rules-notes 36: the bonus chips could empty the VP supply, so end the game
                # this round: the player decides how many to take (the shipment's VP first)
                self._award_vp(p, amt)
                self.bonus_left = bonus
                self.legal = [BONUS_BASE + k for k in range(bonus, -1, -1)]
                return True
        self._award_vp(p, amt + bonus)
        return False

    def _supply_royal(self, move: int, p: int) -> bool:
        """Expansion 2: the Royal Supplier's barrels go back to the supply, 1 VP each (no
        other bonus); then the same player takes their turn as usual."""
        row = self.pl[p]
        self.supplier_used[p] = True
        kinds = 0
        for g in _GOODS_RANGE:
            if (move - SUPPLIER_BASE) >> g & 1:
                row[GOODS + g] -= 1
                self.goods[g] += 1
                kinds += 1
        self._award_vp(p, kinds)
        moves = self._captain_options(p)
        if not moves:
            self.idle += 1  # nothing left to load: the turn passes
            return False
        if row[_GUEST_POS] > 0:
            moves += self._guest_moves(p)
        self.legal = moves
        return True

    def _small_wharf_ship(self, move: int, p: int) -> bool:
        """Expansion 1: the barrels go back to the supply; 1 VP per 2 barrels, a shipment for
        the Harbor, the Captain's privilege and the Lighthouse (a doubloon per kind)."""
        row = self.pl[p]
        shipped = keep_vector(move - SMALL_WHARF_BASE + KEEP_BASE)
        kinds = 0
        for g in _GOODS_RANGE:
            c = shipped[g]
            if c:
                row[GOODS + g] -= c
                self.goods[g] += c
                kinds += 1
        self.swharf_used[p] = True
        self.idle = 0
        if row[BLD + LIGHTHOUSE] > 0:
            row[DOUB] += kinds
            self.bank -= kinds
        return self._shipment_vp(p, row, sum(shipped) >> 1)

    def _end_loading(self) -> None:
        """Everyone passed in a row: the goods are stored, from the role player on."""
        self.phase = PH_STORE
        self._next_decision(0)

    # -- storage at the end of the Captain phase ---------------------------------------------------

    def _store_options(self, p: int) -> list[int]:
        return keep_options(self.pl[p])

    def _keep(self, move: int, p: int) -> bool:
        row = self.pl[p]
        enc = move - KEEP_BASE
        goods = self.goods
        for g in _GOODS_RANGE:
            keep = (enc >> (4 * g)) & 15
            have = row[GOODS + g]
            if have > keep:
                goods[g] += have - keep
                row[GOODS + g] = keep
        return False

    def _end_captain(self) -> None:
        cap = self.ship_cap
        for s in range(len(cap)):
            if self.ship_n[s] >= cap[s]:
                g = self.ship_good[s]
                self.goods[g] += self.ship_n[s]
                self.ship_n[s] = 0
                self.ship_good[s] = -1
                self.ship_of[g] = -1
        for i in range(self.num_players):
            self.wharf_used[i] = False
            self.swharf_used[i] = False
            self.supplier_used[i] = False
        self.cap_bonus = False
        self.idle = 0
        self._end_phase()


    # == Expansion 3: the Buccaneer ================================================================

    def _start_buccaneer(self, p: int) -> None:
        """The chooser takes the Buccaneer token (and keeps it until someone else chooses the
        Buccaneer); only they act in this phase."""
        self.buc_token = p
        self.buc_step = 0

    def _buccaneer_options(self, p: int) -> list[int]:
        """The chooser's decision: one of the four options (only those that change something;
        ``pass`` takes none), then Piracy's loot or Raid's placements."""
        step = self.buc_step
        if step == 1:
            keep = min(BUCCANEER_KEEP, self.buc_hold)
            return [BUC_LOOT_BASE + k for k in range(keep, -1, -1)]
        if step == 2:
            return self._raid_options(p)
        moves = [BUC_PIRACY_BASE + s for s in range(len(self.ship_cap)) if self.ship_n[s]]
        if self.house:
            moves.append(BUC_PLUNDER)
        if self.col_ship > self.num_players and self.col_ship > self.nob_ship:
            moves.append(BUC_RAID)
        moves += [BUC_KIDNAP_BASE + c for c, t in enumerate(self.role_taken) if t < 0]
        moves.append(PASS)
        return moves

    def _raid_options(self, p: int) -> list[int]:
        """Raid: a removed colonist goes to a free circle of the player's tiles or buildings
        (never to San Juan), or ``pass`` keeps no more (rules-notes 64)."""
        row = self.pl[p]
        moves = [
            BUC_RAID_PLACE_BASE + k for k in range(NUM_TILE_KINDS) if row[OCC + k] < row[TILES + k]
        ]
        for b, pos, _cost, _col, _spaces in self.tables.build:  # the buildings on the board
            if 0 <= row[pos] < B_CIRCLES[b]:
                moves.append(BUC_RAID_PLACE_BASE + BUC_RAID_BUILDING + b)
        if moves:
            moves.append(PASS)
        return moves

    def _buccaneer_move(self, move: int, p: int) -> bool:
        row = self.pl[p]
        step = self.buc_step
        if step == 1:  # Piracy: keep some barrels, the others go back to the supply
            kept = move - BUC_LOOT_BASE
            g = self.buc_good
            row[GOODS + g] += kept
            self.goods[g] += self.buc_hold - kept
            self._buccaneer_done()
            return False
        if step == 2:  # Raid: one colonist placed, or pass
            if move != PASS:
                slot = move - BUC_RAID_PLACE_BASE
                if slot >= BUC_RAID_BUILDING:
                    row[BLD + slot - BUC_RAID_BUILDING] += 1
                else:
                    row[OCC + slot] += 1
                self.buc_hold -= 1
                self.buc_left -= 1
                if self.buc_left > 0:
                    moves = self._raid_options(p)
                    if moves:
                        self.legal = moves + self._guest_moves(p)
                        return True
            self.col_supply += self.buc_hold  # the colonists not kept
            self._buccaneer_done()
            return False
        if move == PASS:
            return False
        if move == BUC_PLUNDER:
            vp = len(self.house) * PLUNDER_VP_PER_GOOD
            for g in self.house:
                self.goods[g] += 1
            self.house = []
            gained = list(self.plunder_vp)
            gained[p] += vp
            self.plunder_vp = tuple(gained)
            self._award_vp(p, vp)
            return False
        if move == BUC_RAID:
            # workers leave the ship; a noble on it stays (Expansion 2, rules-notes 64)
            removed = min(self.col_ship - self.num_players, self.col_ship - self.nob_ship)
            self.col_ship -= removed
            self.buc_hold = removed
            self.buc_left = min(BUCCANEER_KEEP, removed)
            self.buc_step = 2
            moves = self._raid_options(p)
            if moves:
                self.legal = moves + self._guest_moves(p)
                return True
            self.col_supply += removed  # no free circle: none can be kept
            self._buccaneer_done()
            return False
        if move >= BUC_KIDNAP_BASE:  # Kidnapping: the card's doubloons now; the rest later
            card = move - BUC_KIDNAP_BASE
            row[DOUB] += self.role_coins[card]
            self.role_coins[card] = 0
            self.buc_kidnap = card
            return False
        s = move - BUC_PIRACY_BASE  # Piracy: the ship is emptied
        g = self.ship_good[s]
        self.buc_good = g
        self.buc_hold = self.ship_n[s]
        self.ship_n[s] = 0
        self.ship_good[s] = -1
        self.ship_of[g] = -1
        self.buc_step = 1
        self.legal = self._buccaneer_options(p) + self._guest_moves(p)
        return True

    def _buccaneer_done(self) -> None:
        self.buc_step = 0
        self.buc_good = -1
        self.buc_hold = 0
        self.buc_left = 0

    def _kidnapped_chosen(self, p: int) -> None:
        """The kidnapped card is chosen: by an opponent, the Buccaneer gets 3 doubloons from the
        bank (rulebook); by the Buccaneer, nothing more (rules-notes 63)."""
        self.buc_kidnap = -1
        buccaneer = self.buc_token
        if p != buccaneer:
            self.pl[buccaneer][DOUB] += 3
            self.bank -= 3

    # == Expansion 4: the Festival =================================================================

    def _festival_setup(self) -> None:
        """Draw the three goals with the state's RNG (rulebook, ESPANSIONE 4, PREPARAZIONE): the
        plantation kind (that tile leaves the stack), 3 barrels out of 3 of each kind (they
        leave the supply), then a 3-VP building on the board, skipping the production buildings
        of a good in the production goal."""
        rng = Rng(0)
        rng.state = self.rng_state
        k = rng.below(NUM_GOODS)
        self.fest_tile = k
        if k in self.deck:
            self.deck.pop(self.deck.index(k))  # the lowest one: the stack's order is random
        else:  # not reachable with the box's tiles; kept safe for patched positions
            self.face_up[k] -= 1
        pool = list(_FEST_POOL)
        drawn = [pool.pop(rng.below(len(pool))) for _ in range(FESTIVAL_PRODUCTION_DRAWN)]
        for g in drawn:
            self.goods[g] -= 1
        self.fest_goods = tuple(sorted(drawn))
        board = self.board
        candidates = [b for b in _FEST_BUILDINGS if board[b] and B_GOOD[b] not in drawn]
        self.fest_building = candidates[rng.below(len(candidates))]
        self.fest_won = (-1, -1, -1)
        self.rng_state = rng.state

    def _festival_won(self, goal: int, p: int) -> None:
        won = list(self.fest_won)
        won[goal] = p
        self.fest_won = tuple(won)

    def _festival_plantation(self, p: int) -> None:
        """Player ``p`` just gained a plantation of the goal's kind: with the third one, the goal
        is met (3 colonists to San Juan, as far as the supply lasts; the tile goes back to the
        bottom of the stack), rules-notes 67."""
        k = self.fest_tile
        if self.fest_won[0] >= 0 or self.pl[p][TILES + k] < FESTIVAL_PLANTATIONS:
            return
        self._festival_won(0, p)
        given = min(FESTIVAL_COLONISTS, self.col_supply)
        self.col_supply -= given
        self.pl[p][SJ] += given
        self.deck.insert(0, k)

    def _festival_production(self, rp: int, before: list[list[int]]) -> None:
        """After the Craftsman's production: the first player from the Craftsman on who
        received every barrel of the goal meets it (3 doubloons; the barrels go back to the
        supply), rules-notes 68."""
        goal = _FEST_GOAL.get(self.fest_goods)  # (kind, barrels) pairs
        if goal is None:
            kinds = self.fest_goods
            goal = _FEST_GOAL[kinds] = tuple((g, kinds.count(g)) for g in sorted(set(kinds)))
        n = self.num_players
        for step in range(n):
            p = (rp + step) % n
            row = self.pl[p]
            got = before[p]
            for g, k in goal:  # (a loop: a generator per player costs more)
                if row[GOODS + g] - got[g] < k:
                    break
            else:
                self._festival_won(1, p)
                row[DOUB] += FESTIVAL_DOUBLOONS
                self.bank -= FESTIVAL_DOUBLOONS
                for g in self.fest_goods:
                    self.goods[g] += 1
                return

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

    # == copying ===================================================================================

    # ``clone`` is generated from FIELDS (see ``_make_clone`` below the class).

    # == notation ==================================================================================

    def role_card_id(self, card: int) -> str:
        """Text id of role card ``card`` (a second copy of a role gets a "2" suffix)."""
        kind = self.role_kind[card]
        copy = sum(1 for c in range(card) if self.role_kind[c] == kind)
        return ROLE_IDS[kind] + (str(copy + 1) if copy else "")

    def move_to_text(self, move: Move) -> str:
        return move_to_text(self, move)

    def parse_move(self, text: str) -> Move:
        return parse_move(self, text)

    # == serialization =============================================================================

    def to_json(self) -> dict[str, Any]:
        over = self.phase == PH_OVER
        players = []
        for row in self.pl:
            players.append(
                {
                    "doubloons": row[DOUB],
                    "vp": row[VP],
                    "unplaced": row[SJ],
                    "goods": {GOOD_IDS[g]: row[GOODS + g] for g in _GOODS_RANGE},
                    "island": {TILE_IDS[k]: row[TILES + k] for k in range(NUM_TILE_KINDS)},
                    "occupied": {TILE_IDS[k]: row[OCC + k] for k in range(NUM_TILE_KINDS)},
                    "buildings": {
                        BUILDINGS[b].id: row[BLD + b] for b in _BLD_RANGE if row[BLD + b] >= 0
                    },
                }
            )
            if "buildings" in self.expansions:
                players[-1]["forests"] = row[FOREST]
            if self.nobles:
                players[-1]["nobles"] = row[NOB]
                players[-1]["noble_on"] = [  # which of the four buildings hold a noble
                    BUILDINGS[b].id for b in NOBLE_BUILDINGS if row[NMASK] & NOBLE_BIT[b]
                ]
        return {
            "game": GAME_ID,
            "version": STATE_VERSION,
            "options": self.options_json(),
            "rng": self.rng_state,
            "phase": PHASE_IDS[self.phase],
            "round": self.round,
            "governor": self.governor,
            "current_player": None if over else self.cur,
            "role_player": None if self.role_player < 0 else self.role_player,
            "picks": self.picks,
            "end_triggered": bool(self.end_triggered),
            "end_reasons": [END_IDS[i] for i in range(len(END_IDS)) if self.end_triggered >> i & 1],
            "roles": [
                {
                    "role": ROLE_IDS[self.role_kind[c]],
                    "doubloons": self.role_coins[c],
                    "taken_by": None if self.role_taken[c] < 0 else self.role_taken[c],
                }
                for c in range(len(self.role_kind))
            ],
            "colonists": {"supply": self.col_supply, "ship": self.col_ship},
            "vp_supply": self.vp_supply,
            "bank": self.bank,
            "goods": {GOOD_IDS[g]: self.goods[g] for g in _GOODS_RANGE},
            "quarries": self.quarries,
            "face_up": {GOOD_IDS[g]: self.face_up[g] for g in _GOODS_RANGE},
            "deck": [GOOD_IDS[k] for k in self.deck],
            "discard": [GOOD_IDS[k] for k in self.discard],
            "ships": [
                {
                    "capacity": self.ship_cap[s],
                    "good": None if self.ship_good[s] < 0 else GOOD_IDS[self.ship_good[s]],
                    "count": self.ship_n[s],
                }
                for s in range(len(self.ship_cap))
            ],
            "trading_house": [GOOD_IDS[g] for g in self.house],
            "building_supply": {
                BUILDINGS[b].id: self.bsupply[b] for b in _BLD_RANGE if self.board[b]
            },
            "players": players,
            "settler": {"hacienda_used": self.hacienda_used},
            "craftsman": {"produced": [GOOD_IDS[g] for g in self.craft_kinds]},
            "mayor": {"privilege_pending": self.mayor_ask},
            "captain": {
                "idle": self.idle,
                "wharf_used": list(self.wharf_used),
                "bonus_given": self.cap_bonus,
                "bonus_pending": self.bonus_left,
            },
            **self._expansion_json(),
        }

    def _expansion_json(self) -> dict[str, Any]:
        """The state of the expansions' rules (no key at all in a base game)."""
        out: dict[str, Any] = {}
        if self.nobles:
            out["nobles"] = {
                "supply": self.nob_supply,  # nobles left
                "ship": self.nob_ship,  # of the ship's colonists ("colonists"."ship"), nobles
                "ship_take": None if self.ship_take < 0 else self.ship_take,  # Mayor: next take
                "supplier_used": list(self.supplier_used),  # Captain: first turn taken
                "land_used": self.land_used,  # Trader: the current player used the Land Office
                "forests_out": self.forests_out,  # discarded forests (their kind is unknown)
                "lodge_vp": None if self.lodge_vp < 0 else self.lodge_vp,  # asked: 2 VP?
            }
        if "buccaneer" in self.expansions:
            out["buccaneer"] = self._buccaneer_json()
        if "festival" in self.expansions:
            out["festival"] = self._festival_json()
        if "buildings" not in self.expansions:
            return out
        return out | {
            "new_buildings": {
                "library_tile": self.lib_turn,  # Settler: Library's 2nd tile: 0 / 1 now / 2 taken
                "hacienda_tile": (  # the Hacienda's tile, plantation or forest? (its owner sees it)
                    None if self.hacienda_tile < 0 else GOOD_IDS[self.hacienda_tile]
                ),
                "drawn_forests": [  # tiles drawn from the stack laid face down, in order
                    {"owner": owner, "kind": GOOD_IDS[k]} for owner, k in self.drawn_forests
                ],
                "extras_left": self.extras_left,  # Craftsman: Library barrel after the next
                "small_wharf_used": list(self.swharf_used),
                "guests_before": None if self.guest_phase < 0 else PHASE_IDS[self.guest_phase],
            }
        }

    def _buccaneer_json(self) -> dict[str, Any]:
        """Expansion 3 (all public)."""
        return {
            "token": None if self.buc_token < 0 else self.buc_token,  # null: on its card
            "kidnapped": None if self.buc_kidnap < 0 else self.role_card_id(self.buc_kidnap),
            "step": _BUC_STEPS[self.buc_step],  # "option" | "loot" | "raid"
            "good": None if self.buc_good < 0 else GOOD_IDS[self.buc_good],  # Piracy's barrels
            "held": self.buc_hold,  # barrels / colonists removed, not yet kept or returned
            "keep_left": self.buc_left,  # Raid: colonists that may still be placed
            "plunder_vp": list(self.plunder_vp),
        }

    def _festival_json(self) -> dict[str, Any]:
        """Expansion 4 (all public): the goals (null before they are drawn) and who met each."""
        won = self.fest_won
        drawn = self.fest_building >= 0
        return {
            "plantation": GOOD_IDS[self.fest_tile] if drawn else None,
            "production": [GOOD_IDS[g] for g in self.fest_goods],
            "construction": BUILDINGS[self.fest_building].id if drawn else None,
            "met_by": {
                goal: None if won[i] < 0 else won[i] for i, goal in enumerate(_FEST_GOALS)
            },
        }

    def options_json(self) -> dict[str, Any]:
        """The game's options as JSON: the expansion keys only when an expansion is in play (so
        a base game reads and writes exactly as before the expansions existed)."""
        options: dict[str, Any] = {"players": self.num_players, "hidden_vp": self.hidden_vp}
        if self.expansions:
            options["expansions"] = sorted(self.expansions)
            if self.random_draft:
                options["random_draft"] = True
        return options

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> PRState:
        """Rebuild a state from :meth:`to_json` output (or a patched copy of it).

        Raises ValueError with a readable message for anything else, including a state written
        by a newer engine (``version`` above :data:`STATE_VERSION`): its layout may mean
        something this engine does not know, so it is refused rather than misread.
        """
        problem = version_problem(data.get("version", 1) if isinstance(data, Mapping) else 1)
        if problem:
            raise ValueError(problem)
        try:
            return _from_json(cls, data)
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise ValueError(f"Not a valid Puerto Rico state: {exc!r}") from exc

    # == information ===============================================================================

    def view(self, player: int | None) -> dict[str, Any]:
        """What ``player`` (None: a spectator) may know: :meth:`to_json` without the RNG and the
        plantation stack's order (``deck_size`` and ``deck_counts`` instead), other players' VP
        chips hidden while ``hidden_vp``, plus ``viewer`` and, per player, ``prices``: what they
        would pay now for each building (``build``, quarries and the Builder's privilege, from
        :func:`rows.build_cost`) and get for one barrel of each good (``sell``, privilege and
        markets, from :func:`rows.sale_price`), so that a table shows the engine's numbers.

        ``deck_size`` is the stack's size; ``deck_counts`` counts, per kind, the plantations
        this viewer has not seen: the stack, the tile a Forest House owner is looking at (another
        player's: ``hacienda_tile`` is ``"hidden"``) and the tiles other players drew from the
        stack and laid face down (``drawn_forests`` entries of another owner show ``"kind":
        "hidden"``; the viewer's own show their kind). So the kind of a face-down tile cannot be
        deduced by subtraction (Expansion 1, rules-notes 41)."""
        data = self.to_json()
        del data["rng"]
        for p, pdata in enumerate(data["players"]):
            pdata["prices"] = {
                "build": {BUILDINGS[b].id: self.build_cost(p, b)
                          for b in _BLD_RANGE if self.board[b]},
                "sell": {GOOD_IDS[g]: self.sale_price(p, g) for g in _GOODS_RANGE},
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
        data["deck_counts"] = {GOOD_IDS[k]: unseen.count(k) for k in _GOODS_RANGE}
        data["viewer"] = player
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

    def deal_unseen(self, pool: list[int], pending: bool, theirs: list[int]) -> None:
        """Deal ``pool`` (as :meth:`unseen_tiles` lists them, in any order) back: the stack
        keeps its size, then the looked-at tile if ``pending``, then the kinds of the face-down
        tiles at ``theirs`` (each keeps its owner)."""
        size = len(self.deck)
        self.deck = pool[:size]
        if pending:
            self.hacienda_tile = pool[size]
            size += 1
        forests = self.drawn_forests
        for i in theirs:
            forests[i] = (forests[i][0], pool[size])
            size += 1


_BUC_STEPS = ("option", "loot", "raid")
_FEST_GOALS = ("plantation", "production", "construction")
_FEST_POOL = tuple(g for g in _GOODS_RANGE for _ in range(FESTIVAL_PRODUCTION_POOL))
_FEST_GOAL: dict[tuple[int, ...], tuple[tuple[int, int], ...]] = {}  # by drawn barrels (a few)
_FEST_BUILDINGS = tuple(b for b in _BLD_RANGE if B_VP[b] == FESTIVAL_BUILDING_VP)  # by index


def _make_clone() -> Callable[[PRState], PRState]:
    """``PRState.clone``, generated from :data:`FIELDS`: one assignment per field, as fast as a
    hand-written copy, and a field added to FIELDS is copied without another edit."""
    how_to_copy = {
        VALUE: "self.{0}",
        SHARED: "self.{0}",
        LIST: "self.{0}[:]",
        ROWS: "[r[:] for r in self.{0}]",
    }
    lines = ["def clone(self):", "    s = new(PRState)"]
    lines += [f"    s.{name} = " + how_to_copy[how].format(name) for name, how in FIELDS.items()]
    lines.append("    return s")
    namespace: dict[str, Any] = {"PRState": PRState, "new": PRState.__new__}
    exec("\n".join(lines), namespace)  # code built from the constant FIELDS only
    clone = namespace["clone"]
    clone.__doc__ = "An independent copy of the state (what a search or determinizer mutates)."
    clone.__qualname__ = "PRState.clone"
    return clone


PRState.clone = _make_clone()  # type: ignore[method-assign]


# == helpers used by the engine and by UIs / bots =================================================


def _fill(row: list[int], order: tuple[tuple[Any, ...], ...], total: int) -> PlacementMove:
    """Greedy placement: walk ``order`` (see ``_compile_order``) and fill what fits."""
    tiles = [0] * NUM_TILE_KINDS
    blds = [0] * NUM_BUILDINGS
    left = total
    for kind, pos, i, extra in order:
        if kind == 0:  # a tile kind: pos = row index of the tiles owned
            room = row[pos] - tiles[i]
            if room > 0:
                if room >= left:
                    tiles[i] += left
                    break
                tiles[i] += room
                left -= room
        elif kind == 3:  # buildings in a row (as kind 1 steps): extra = (pos, b, circles)s
            for bpos, b, circles in extra:
                if row[bpos] >= 0:
                    room = circles - blds[b]
                    if room >= left:
                        blds[b] += left
                        left = 0
                        break
                    blds[b] += room
                    left -= room
        elif kind == 1:  # a building: pos = row index, extra = circles
            if row[pos] >= 0:
                room = extra - blds[i]
                if room >= left:
                    blds[i] += left
                    break
                blds[i] += room
                left -= room
        else:  # production pairs of good i: pos = row index of its tiles, extra = buildings
            room_t = row[pos] - tiles[i]
            for bpos, b, circles in extra:
                if room_t <= 0 or left < 2:
                    break
                if row[bpos] >= 0:
                    put = circles - blds[b]
                    if put > room_t:
                        put = room_t
                    if put > left >> 1:
                        put = left >> 1
                    if put > 0:
                        blds[b] += put
                        tiles[i] += put
                        room_t -= put
                        left -= 2 * put
        if left <= 0:
            break
    return (PLACE_TAG, tuple(tiles), tuple(blds))


def _compile_order(order: list[tuple[int, int]]) -> tuple[tuple[Any, ...], ...]:
    """Turn (slot kind, index) pairs into the flat steps ``_fill`` walks.

    Slot kinds: 0 = tile kind, 1 = building, 2 = production pairs for a good (a plantation and a
    production circle together); ``_fill`` also walks kind 3 (see ``_grouped``).
    """
    steps: list[tuple[Any, ...]] = []
    for kind, i in order:
        if kind == 0:
            steps.append((0, TILES + i, i, 0))
        elif kind == 1:
            steps.append((1, BLD + i, i, B_CIRCLES[i]))
        else:
            blds = tuple((BLD + b, b, B_CIRCLES[b]) for b in GOOD_BUILDINGS[i])
            steps.append((2, TILES + i, i, blds))
    return tuple(steps)


def _grouped(order: tuple[tuple[Any, ...], ...]) -> tuple[tuple[Any, ...], ...]:
    """``order`` with each run of building steps (kind 1) as one step of kind 3 holding their
    (row index, building, circles): ``_fill`` fills the same, with a shorter loop per building
    (most of a row's buildings are not owned)."""
    steps: list[tuple[Any, ...]] = []
    run: list[tuple[int, int, int]] = []
    for step in (*order, (-1, 0, 0, 0)):  # a sentinel closes the last run
        if step[0] == 1:
            run.append((step[1], step[2], step[3]))
            continue
        if run:
            steps.append((3, 0, 0, tuple(run)))
            run = []
        if step[0] >= 0:
            steps.append(step)
    return tuple(steps)


def _orders(kept: Any) -> tuple[tuple[tuple[Any, ...], ...], ...]:
    """The three placement orders (default, buildings first, island first) over the building
    types in ``kept`` (a game's buildings: the base game's, or those on an expansion game's
    board): the fewer steps, the faster ``_fill``."""
    pairs = [(2, g) for g in _GOOD_ORDER_BY_VALUE]
    violets = [(1, b) for b in _VIOLET_ORDER if b in kept]
    prod = [(1, b) for b in _BLD_RANGE if b in kept and not _VIOLET_MASK[b]]
    tiles = [(0, k) for k in (COFFEE, TOBACCO, SUGAR, INDIGO, CORN, QUARRY)]
    return (
        _compile_order([*pairs, (0, CORN), *violets, (0, QUARRY), *tiles, *prod]),
        _compile_order([*violets, *pairs, *prod, (0, QUARRY), (0, CORN), *tiles]),
        _compile_order([(0, CORN), (0, QUARRY), *pairs, *tiles, *violets, *prod]),
    )


def _guest_targets(build: tuple[tuple[int, ...], ...]) -> tuple[tuple[int, int, int], ...]:
    """(row index, guest move, circles) of the buildings in the Builder's list ``build`` a guest
    may move to (not the Guest House itself, nor one without a circle), in that order."""
    return tuple(
        (pos, GUEST_BASE + GUEST_BUILDING + b, B_CIRCLES[b])
        for b, pos, *_ in build
        if b != GUEST_HOUSE and B_CIRCLES[b]
    )


_MAX_SEATS = max(SETUPS)  # the most players a game seats


class BoardTables:
    """What the hot paths scan in one game, restricted to the building types on its board (a
    base game's, or one drafted with Expansion 1), so that no game scans a type it lacks. Built
    once per board (``board_tables``) and shared by the states of its game and their clones."""

    __slots__ = (
        "build",
        "circles",
        "expand",
        "guest_last",
        "guest_targets",
        "on_board",
        "orders",
        "pick_slots",
        "zeros",
    )

    def __init__(self, orders: tuple[Any, ...], build: tuple[tuple[int, ...], ...],
                 guest_targets: tuple[tuple[int, int, int], ...],
                 on_board: tuple[tuple[int, int, int], ...]) -> None:
        #: the three placement orders for ``_fill``: default, buildings first, island first
        self.orders = orders
        #: the Builder's list: (type, row index, cost, column, city spaces), cheapest first
        self.build = build
        #: where a guest may move: (row index, guest move, circles), in the Builder's order
        self.guest_targets = guest_targets
        #: per seat, the guests' moves last listed, with the row they were listed for
        #: (San Juan, the row from the tiles on; see ``PRState._guest_moves``)
        self.guest_last: list[tuple[int, list[int], tuple[int, ...]] | None] = [None] * _MAX_SEATS
        #: (type, row index, circles) of the types on the board, in index order (a player owns
        #: buildings of the board only)
        self.on_board = on_board
        # for mayor_options: a picker of those types' row slots, their circles, as many zeros,
        # and ``expand`` turning (0, *per-type values) into a placement's tuple over every type
        types, positions, circles = zip(*on_board, strict=True) if on_board else ((), (), ())
        index = [0] * NUM_BUILDINGS  # a type's place in (0, *values): 0 if off the board
        for i, b in enumerate(types, 1):
            index[b] = i
        self.pick_slots = _picker(list(positions))
        self.circles = circles
        self.zeros = (0,) * len(on_board)
        self.expand = itemgetter(*index)


def _picker(indices: list[int]) -> Callable[[Any], tuple[Any, ...]]:
    """A function giving ``tuple(seq[i] for i in indices)``, at C speed when it can (an
    itemgetter of one index would give the item itself, of none a TypeError)."""
    if len(indices) >= 2:
        return itemgetter(*indices)
    at = tuple(indices)
    return lambda seq: tuple(seq[i] for i in at)


def _full_tables(nb: int) -> BoardTables:
    """The tables over every type of a game's building index space (``PRState.nbld``), the
    placement orders' runs of buildings grouped (see ``_grouped``)."""
    build = tuple(t for t in _BUILD_BY_COST if t[0] < nb)
    return BoardTables(tuple(_grouped(order) for order in _orders(range(nb))), build,
                       _guest_targets(build), tuple((b, BLD + b, B_CIRCLES[b]) for b in range(nb)))


# The full tables by index space: a set of expansions scans as far as its member reaching
# furthest, so the singles suffice. A base game's board holds them all.
_TABLES: dict[int, BoardTables] = {
    nb: _full_tables(nb)
    for nb in {nbld_of(frozenset(x)) for x in ((), *((n,) for n in EXPANSION_OPTIONS))}
}
_ORDER_DEFAULT, _ORDER_BUILDINGS, _ORDER_ISLAND = _TABLES[nbld_of(frozenset())].orders
_BOARD_TABLES: dict[tuple[tuple[bool, ...], int], BoardTables] = {}


def _board_filters(full: BoardTables) -> tuple[Any, ...]:
    """For ``board_tables``: per full placement order, its runs of buildings as (step index,
    picker of the run's board flags), last first; the Builder list's picker; the Guest House
    targets' picker."""
    runs = tuple(
        tuple((i, _picker([t[1] for t in step[3]]))
              for i, step in reversed(list(enumerate(order))) if step[0] == 3)
        for order in full.orders
    )
    return (runs, _picker([t[0] for t in full.build]),
            _picker([t[1] - GUEST_BASE - GUEST_BUILDING for t in full.guest_targets]))


_BOARD_FILTERS = {nb: _board_filters(full) for nb, full in _TABLES.items()}
# the draft: per printed cost, a picker of its violet types' board flags (_draft_free)
_DRAFT_PICKS = tuple(_picker(list(types)) for types in _DRAFT_OF_COST)


def _on_board(order: tuple[tuple[Any, ...], ...], runs: tuple[Any, ...],
              board: tuple[bool, ...]) -> tuple[Any, ...]:
    """A grouped placement order less the buildings not on ``board``: each run of buildings
    (kind 3; ``runs``: where they are, last first, and a picker of their board flags) keeps
    those on it, an emptied run goes (as filtering, then grouping, would do)."""
    steps = list(order)
    for i, pick in runs:  # last first: removing a step leaves the earlier ones in place
        run = tuple(compress(order[i][3], pick(board)))
        if run:
            steps[i] = (3, 0, 0, run)
        else:
            del steps[i]
    return tuple(steps)


def board_tables(board: tuple[bool, ...], nb: int) -> BoardTables:
    """The tables of a game whose board holds the building types ``board``: a drafted board
    (Expansion 1) places, builds and counts over its own buildings only."""
    if board == _BASE_BOARD:
        return _TABLES[nb]
    tables = _BOARD_TABLES.get((board, nb))
    if tables is None:
        if len(_BOARD_TABLES) > 512:  # many games in one process (simulations): start afresh
            _BOARD_TABLES.clear()
        full = _TABLES[nb]
        runs, pick_build, pick_targets = _BOARD_FILTERS[nb]
        orders = tuple(
            _on_board(order, r, board) for order, r in zip(full.orders, runs, strict=True)
        )
        # no Guest House on the board: nobody ever has a guest to move
        guests = (tuple(compress(full.guest_targets, pick_targets(board)))
                  if board[GUEST_HOUSE] else ())
        tables = _BOARD_TABLES[board, nb] = BoardTables(
            orders, tuple(compress(full.build, pick_build(board))), guests,
            tuple(compress(full.on_board, board)),  # (in index order, as the board)
        )
    return tables


def propose_placement(state: PRState, p: int) -> PlacementMove:
    """A sensible placement of all of player ``p``'s colonists (the UI's starting proposal).

    Production pairs first (most valuable good first), then corn, violet buildings (most
    expensive first), quarries, then whatever circles remain.
    """
    row = state.pl[p]
    return _fill(row, state.tables.orders[0], colonists_of(row))


def mayor_options(state: PRState, p: int) -> list[Move]:
    """Representative Mayor placements for ``p``, the proposed one first; one element exactly
    when only one outcome is possible (rules-notes 34): no colonist (then none: ``[]``),
    colonists for every circle, or all the circles in one place (one tile kind or one
    building). Otherwise at least two (any valid placement is legal, see ``is_legal``)."""
    row = state.pl[p]
    tables = state.tables
    # one pass counts the colonists (as colonists_of), the circles and the groups of circles
    total = row[SJ] + sum(row[OCC : OCC + NUM_TILE_KINDS])
    groups = 0
    cap = 0
    for t in row[TILES : TILES + NUM_TILE_KINDS]:
        if t:
            groups += 1
            cap += t
    # the building types on the board only (a player owns no other)
    circles = tables.circles
    slots = tables.pick_slots(row)  # -1: not owned (as in colonists_of)
    owned = list(map(ge, slots, tables.zeros))
    owned_circles = list(compress(circles, owned))
    # the Statue (Expansion 1) has no circle: not a place for a colonist
    groups += len(owned_circles) - owned_circles.count(0)
    cap += sum(owned_circles)
    total += sum(slots) + slots.count(-1)
    if total == 0:
        return []
    if total >= cap:  # every circle gets a colonist: one possible placement
        full = [
            (
                PLACE_TAG,
                tuple(row[TILES : TILES + NUM_TILE_KINDS]),
                tables.expand((0, *map(mul, circles, owned))),
            )
        ]
        return _with_nobles(row, full, total) if row[NOB] else full
    first = _fill(row, tables.orders[0], total)
    if groups <= 1:
        return _with_nobles(row, [first], total) if row[NOB] else [first]
    moves: list[Move] = [first]
    for order in tables.orders[1:]:
        m = _fill(row, order, total)
        if m not in moves:
            moves.append(m)
    if len(moves) == 1:  # the variants agree, yet the player has a choice: offer another
        moves.append(_shift_one(row, first))
    return _with_nobles(row, moves, total) if row[NOB] else moves


def _with_nobles(row: list[int], moves: list[Move], total: int) -> list[Move]:
    """Expansion 2: each placement with the most and with the fewest nobles on the buildings
    where a noble differs from a worker (both when they differ: the choice is the player's)."""
    if max(_NOBLE_SLOTS(row)) < 0:  # the player owns none of the four: nothing to choose
        return moves
    out: list[Move] = []
    nobles = row[NOB]
    workers = total - nobles
    # ``moves`` are distinct placements (mayor_options), so their variants are distinct too: only
    # a placement's own two variants can coincide (the same number of nobles)
    for m in moves:
        held = _NOBLE_GET(m[2])  # the colonists on the four buildings, in their order
        masks = _NOBLE_MASKS.get(held)
        if masks is None:
            masks = _NOBLE_MASKS[held] = _noble_masks(held)
        on = len(masks) - 1  # how many of the four the placement occupies
        if not on:  # no noble building in it: the placement as it is
            out.append(m)
            continue
        most = nobles if nobles < on else on
        fewest = on - workers
        out.append((PLACE_TAG, m[1], m[2], masks[most]) if most > 0 else m)
        if fewest < most:
            out.append((PLACE_TAG, m[1], m[2], masks[fewest]) if fewest > 0 else m)
    return out


def _noble_masks(held: tuple[int, ...]) -> list[int]:
    """For ``_with_nobles``: NMASK values with nobles on the first k of the noble buildings a
    placement occupies (``held``: its colonists on each), k = 0 up to all of them."""
    masks = [0]
    for i, c in enumerate(held):
        if c:
            masks.append(masks[-1] | 1 << i)
    return masks


_NOBLE_MASKS: dict[tuple[int, ...], list[int]] = {}  # _noble_masks by ``held`` (a few)


def _shift_one(row: list[int], move: PlacementMove) -> PlacementMove:
    """``move`` with one colonist moved to another place with a free circle. Needs two places
    (tile kinds owned, buildings owned, each with a circle), some colonist placed and a free
    circle: if no free circle were outside an occupied place, every other place would be full
    and so occupied."""
    counts = [list(move[1]), list(move[2])]
    places = [(0, k, row[TILES + k]) for k in range(NUM_TILE_KINDS) if row[TILES + k]]
    places += [(1, b, B_CIRCLES[b]) for b in _BLD_RANGE if row[BLD + b] >= 0 and B_CIRCLES[b]]
    src, dst = next(
        (a, b)
        for a in places
        if counts[a[0]][a[1]] > 0
        for b in places
        if b != a and counts[b[0]][b[1]] < b[2]
    )
    counts[dst[0]][dst[1]] += 1
    counts[src[0]][src[1]] -= 1
    return (PLACE_TAG, tuple(counts[0]), tuple(counts[1]))


# == the phases, as the rulebook tells them ========================================================

# Turn orders (``Phase.order``).
EACH_ONCE = 0  # every player once, from the role player clockwise
PRIVILEGE = 1  # the role player only (the Craftsman's extra barrel)
UNTIL_ALL_PASS = 2  # round and round until every player in a row had nothing to do (Captain)
CHOICE = 3  # the role choice and the end of the game: handled by the round itself


@dataclass(frozen=True)
class Phase:
    """One row of the phase table: everything the engine needs to run a phase.

    ``start(state, role_player)`` does what happens before the first decision (the Mayor's
    colonists, the Craftsman's production); ``options(state, p)`` lists player ``p``'s choices
    (empty: nothing to decide, the player is skipped); ``forced(state, move, p)``, if set, plays a
    player's only option for them; ``play(state, move, p)`` applies a decision (True when it also
    set up the next one); ``skip(state)`` runs when a player's turn passes without a decision;
    ``end(state)`` runs once the turn order is exhausted. An expansion adds a row (and a phase id).
    """

    id: str
    order: int
    play: Callable[[PRState, Any, int], bool]
    options: Callable[[PRState, int], list[Any]] = PRState._no_options
    end: Callable[[PRState], None] = PRState._end_phase
    start: Callable[[PRState, int], bool | None] | None = None
    forced: Callable[[PRState, Any, int], bool] | None = None
    skip: Callable[[PRState], None] | None = None


PHASES: tuple[Phase, ...] = (
    Phase("role", CHOICE, PRState._pick_role),
    Phase(
        "settler",
        EACH_ONCE,
        PRState._settler_move,
        PRState._settler_options,
        PRState._end_settler,
        start=PRState._start_settler,
        skip=PRState._settler_leave,
    ),
    Phase(
        "mayor",
        EACH_ONCE,
        PRState._mayor_move,
        mayor_options,
        PRState._end_mayor,
        start=PRState._start_mayor,
        forced=PRState._place,
    ),
    Phase("builder", EACH_ONCE, PRState._builder_move, PRState._builder_options),
    Phase(
        "craftsman",
        PRIVILEGE,
        PRState._craft_move,
        PRState._craft_options,
        start=PRState._start_craftsman,
    ),
    Phase("trader", EACH_ONCE, PRState._trader_move, PRState._trader_options, PRState._end_trader),
    Phase(
        "captain",
        UNTIL_ALL_PASS,
        PRState._captain_move,
        PRState._captain_options,
        PRState._end_loading,
        start=PRState._start_captain,
    ),
    Phase(
        "storage",
        EACH_ONCE,
        PRState._keep,
        PRState._store_options,
        PRState._end_captain,
        forced=PRState._keep,
    ),
    Phase("over", CHOICE, PRState._game_over_move),
    Phase("draft", CHOICE, PRState._draft_move),
    Phase(
        "guests",
        EACH_ONCE,
        PRState._guest_window_move,
        PRState._guest_window_options,
        PRState._end_guest_window,
    ),
    Phase(
        "buccaneer",
        PRIVILEGE,
        PRState._buccaneer_move,
        PRState._buccaneer_options,
        start=PRState._start_buccaneer,
    ),
    Phase("lodge", EACH_ONCE, PRState._lodge_move, PRState._lodge_options),
)
assert tuple(ph.id for ph in PHASES) == PHASE_IDS
_PLAY = tuple(ph.play for ph in PHASES)
_STARTS = tuple(ph.start for ph in PHASES)
# The turn-order part of each row, unpacked once for ``_next_decision`` (the hot path):
# (options, forced, skip, until everyone passes, turns: 1 for a privilege, 0 for every player).
_TURN_RULES = tuple(
    (ph.options, ph.forced, ph.skip, ph.order == UNTIL_ALL_PASS, 1 if ph.order == PRIVILEGE else 0)
    for ph in PHASES
)

# Role kind (data.ROLE_IDS order) -> the phase it starts; -1: none (the Prospector's doubloon).
ROLE_PHASES: tuple[int, ...] = (
    PH_SETTLER,
    PH_MAYOR,
    PH_BUILDER,
    PH_CRAFT,
    PH_TRADER,
    PH_CAPTAIN,
    -1,
    PH_BUCCANEER,
)
assert len(ROLE_PHASES) == len(ROLE_IDS)


# == JSON loading =================================================================================


def _index(ids: tuple[str, ...], name: Any, what: str) -> int:
    try:
        return ids.index(name)
    except ValueError:
        raise ValueError(f"unknown {what} {name!r}") from None


def _int(value: Any, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"{what} must be an integer")
    return value


def _from_json(cls: type[PRState], data: Mapping[str, Any]) -> PRState:
    if data.get("game", GAME_ID) != GAME_ID:
        raise ValueError("not a Puerto Rico state")
    options = data["options"]
    n = _int(options["players"], "players")
    if n not in SETUPS:
        raise ValueError("players must be 2..5")
    s = cls.__new__(cls)
    s.num_players = n
    s.hidden_vp = bool(options.get("hidden_vp", True))
    expansions = options.get("expansions", [])
    if not isinstance(expansions, list) or not all(isinstance(x, str) for x in expansions):
        raise ValueError("expansions must be a list of names")
    s.expansions = frozenset(expansions)
    problem = expansions_problem(s.expansions)
    if problem:
        raise ValueError(problem)
    s.random_draft = bool(options.get("random_draft", False)) and "buildings" in s.expansions
    s.nbld = nbld_of(s.expansions)
    s.picks_per_round = SETUPS[n].picks_per_round
    s.rng_state = _int(data["rng"], "rng")
    s.phase = _index(PHASE_IDS, data["phase"], "phase")
    s.round = _int(data.get("round", 1), "round")
    s.governor = _int(data["governor"], "governor")
    cur = data.get("current_player")
    s.cur = -1 if cur is None else _int(cur, "current_player")
    rp = data.get("role_player")
    s.role_player = -1 if rp is None else _int(rp, "role_player")
    s.picks = _int(data.get("picks", 0), "picks")
    mask = 0
    for reason in data.get("end_reasons", []):
        mask |= 1 << _index(END_IDS, reason, "end reason")
    if data.get("end_triggered", False) and not mask:
        mask = END_OTHER
    s.end_triggered = mask
    roles = data["roles"]
    s.role_kind = [_index(ROLE_IDS, r["role"], "role") for r in roles]
    s.role_coins = [_int(r.get("doubloons", 0), "role doubloons") for r in roles]
    s.role_taken = [
        -1 if r.get("taken_by") is None else _int(r["taken_by"], "taken_by") for r in roles
    ]
    s.col_supply = _int(data["colonists"]["supply"], "colonist supply")
    s.col_ship = _int(data["colonists"]["ship"], "colonist ship")
    s.vp_supply = _int(data["vp_supply"], "vp_supply")
    s.bank = _int(data.get("bank", 0), "bank")
    s.quarries = _int(data["quarries"], "quarries")
    s.goods = [_int(data["goods"].get(GOOD_IDS[g], 0), "goods") for g in _GOODS_RANGE]
    s.face_up = [_int(data["face_up"].get(GOOD_IDS[g], 0), "face_up") for g in _GOODS_RANGE]
    s.deck = [_index(GOOD_IDS, k, "plantation") for k in data.get("deck", [])]
    s.discard = [_index(GOOD_IDS, k, "plantation") for k in data.get("discard", [])]
    ships = data["ships"]
    s.ship_cap = [_int(sh["capacity"], "ship capacity") for sh in ships]
    s.ship_good = [
        -1 if sh.get("good") is None else _index(GOOD_IDS, sh["good"], "good") for sh in ships
    ]
    s.ship_n = [_int(sh.get("count", 0), "ship count") for sh in ships]
    s.ship_of = [-1] * NUM_GOODS
    for i in range(len(ships)):
        if s.ship_n[i] == 0:
            s.ship_good[i] = -1
        if s.ship_good[i] >= 0:
            if s.ship_of[s.ship_good[i]] >= 0:
                raise ValueError("two ships carry the same good")
            s.ship_of[s.ship_good[i]] = i
    s.house = [_index(GOOD_IDS, g, "good") for g in data.get("trading_house", [])]
    supply = data["building_supply"]
    for key in supply:
        _index(tuple(BUILDING_INDEX), key, "building")
    s.bsupply = [_int(supply.get(BUILDINGS[b].id, 0), "building supply") for b in _BLD_RANGE]
    # the buildings on the board are the supply's keys (an old state lists the base game's)
    tags = {EXPANSION_OPTIONS[x] for x in s.expansions} | {"base"}
    s.board = tuple(BUILDINGS[b].id in supply for b in _BLD_RANGE)
    # during the draft the tables stay those of its start (they serve once play begins)
    start = _DRAFT_BOARD
    if "nobles" in s.expansions:  # Expansion 2: the Jeweler is placed, not drafted
        start = tuple(
            on or (b in _NOBLE_ROWS and not _VIOLET_MASK[b]) for b, on in enumerate(start)
        )
    s._use_board(start if s.phase == PH_DRAFT else s.board)
    if any(s.board[b] and B_EXPANSION[b] not in tags for b in _BLD_RANGE):
        raise ValueError("a building of an expansion not in play is on the board")
    players = data["players"]
    if len(players) != n:
        raise ValueError("wrong number of players")
    s.pl = []
    for pdata in players:
        row = [0] * ROW_LEN
        row[DOUB] = _int(pdata.get("doubloons", 0), "doubloons")
        row[VP] = _int(pdata.get("vp", 0), "vp")
        row[SJ] = _int(pdata.get("unplaced", 0), "unplaced")
        goods = pdata.get("goods", {})
        for key in goods:
            _index(GOOD_IDS, key, "good")
        for g in _GOODS_RANGE:
            row[GOODS + g] = _int(goods.get(GOOD_IDS[g], 0), "goods")
        island = pdata.get("island", {})
        occupied = pdata.get("occupied", {})
        for key in list(island) + list(occupied):
            _index(TILE_IDS, key, "tile")
        for k in range(NUM_TILE_KINDS):
            row[TILES + k] = _int(island.get(TILE_IDS[k], 0), "island")
            row[OCC + k] = _int(occupied.get(TILE_IDS[k], 0), "occupied")
            if not 0 <= row[OCC + k] <= row[TILES + k]:
                raise ValueError(f"occupied {TILE_IDS[k]} tiles exceed the tiles owned")
        forests = pdata.get("forests", 0)
        if forests and "buildings" not in s.expansions:
            raise ValueError("forests need the New Buildings expansion")
        row[FOREST] = _int(forests, "forests")
        row[ISL] = sum(row[TILES : TILES + NUM_TILE_KINDS]) + row[FOREST]
        if row[FOREST] < 0:
            raise ValueError("forests must be 0 or more")
        for b in _BLD_RANGE:
            row[BLD + b] = -1
        city = 0
        for key, workers in pdata.get("buildings", {}).items():
            b = _index(tuple(BUILDING_INDEX), key, "building")
            w = _int(workers, "building colonists")
            if not 0 <= w <= B_CIRCLES[b]:
                raise ValueError(f"{key} holds 0..{B_CIRCLES[b]} colonists")
            if not s.board[b] and s.phase != PH_DRAFT:
                raise ValueError(f"{key} is not on the board")
            row[BLD + b] = w
            city += B_SPACES[b]
        row[CITY] = city
        s.pl.append(row)
    s.hacienda_used = bool(data.get("settler", {}).get("hacienda_used", False))
    s.craft_kinds = [
        _index(GOOD_IDS, g, "good") for g in data.get("craftsman", {}).get("produced", [])
    ]
    cap = data.get("captain", {})
    s.idle = _int(cap.get("idle", 0), "idle")
    wharf = cap.get("wharf_used", [False] * n)
    s.wharf_used = [bool(w) for w in wharf] + [False] * (n - len(wharf))
    s.cap_bonus = bool(cap.get("bonus_given", False))
    s.bonus_left = _int(cap.get("bonus_pending", 0), "bonus_pending")
    s.mayor_ask = bool(data.get("mayor", {}).get("privilege_pending", False))
    nb = data.get("new_buildings", {})
    if nb and "buildings" not in s.expansions:
        raise ValueError("new_buildings state without the New Buildings expansion")
    s.lib_turn = _int(nb.get("library_tile", 0), "library_tile")
    tile = nb.get("hacienda_tile")
    s.hacienda_tile = -1 if tile is None else _index(GOOD_IDS, tile, "plantation")
    s.drawn_forests = []  # absent from states saved before it existed: none known
    for entry in nb.get("drawn_forests", []):
        owner = _int(entry["owner"], "drawn forest owner")
        if not 0 <= owner < n:
            raise ValueError(f"no player {owner} to own a drawn forest")
        s.drawn_forests.append((owner, _index(GOOD_IDS, entry["kind"], "plantation")))
    s.extras_left = _int(nb.get("extras_left", 0), "extras_left")
    used = nb.get("small_wharf_used", [False] * n)
    s.swharf_used = [bool(w) for w in used] + [False] * (n - len(used))
    before = nb.get("guests_before")
    s.guest_phase = -1 if before is None else _index(PHASE_IDS, before, "phase")
    if (s.guest_phase >= 0) != (s.phase == PH_GUESTS):
        raise ValueError("the guests' window needs the phase that follows it")
    _nobles_from_json(s, data)
    _buccaneer_from_json(s, data)
    _festival_from_json(s, data)
    _resume(s)
    s.forced = ()  # decisions taken while loading are no move's
    return s


def _nobles_from_json(s: PRState, data: Mapping[str, Any]) -> None:
    """Expansion 2's part of a loaded state (its keys exist only when it is in play)."""
    s.nobles = "nobles" in s.expansions
    nob = data.get("nobles", {})
    if nob and not s.nobles:
        raise ValueError("nobles state without the Nobles expansion")
    n = s.num_players
    s.nob_supply = _int(nob.get("supply", 0), "nobles supply")
    s.nob_ship = _int(nob.get("ship", 0), "nobles on the ship")
    if not 0 <= s.nob_ship <= s.col_ship:
        raise ValueError("the ship holds more nobles than colonists")
    take = nob.get("ship_take")
    s.ship_take = -1 if take is None else _int(take, "ship_take")
    used = nob.get("supplier_used", [False] * n)
    s.supplier_used = [bool(w) for w in used] + [False] * (n - len(used))
    s.land_used = bool(nob.get("land_used", False))
    s.forests_out = _int(nob.get("forests_out", 0), "forests_out")
    asked = nob.get("lodge_vp")
    s.lodge_vp = -1 if asked is None else _int(asked, "lodge_vp")
    if s.lodge_vp >= 0 and s.phase != PH_LODGE:
        raise ValueError("the Hunting Lodge's VP are asked outside the lodge phase")
    for row, pdata in zip(s.pl, data["players"], strict=True):
        nobles = pdata.get("nobles", 0)
        on = pdata.get("noble_on", [])
        if (nobles or on) and not s.nobles:
            raise ValueError("nobles need the Nobles expansion")
        row[NOB] = _int(nobles, "nobles")
        mask = 0
        for key in on:
            b = _index(tuple(BUILDING_INDEX), key, "building")
            if b not in NOBLE_BIT or row[BLD + b] <= 0:
                raise ValueError(f"no noble can stand on {key}")
            mask |= NOBLE_BIT[b]
        row[NMASK] = mask
        if not 0 <= bin(mask).count("1") <= row[NOB] <= colonists_of(row):
            raise ValueError("a player's nobles do not match their colonists")
def _buccaneer_from_json(s: PRState, data: Mapping[str, Any]) -> None:
    n = s.num_players
    on = "buccaneer" in s.expansions
    buc = data.get("buccaneer", {})
    if (buc and not on) or (BUCCANEER in s.role_kind) != on:
        raise ValueError("the Buccaneer's card and state need the Buccaneer expansion")
    if on and s.role_kind[-1] != BUCCANEER:
        raise ValueError("the Buccaneer must be the last role card")
    token = buc.get("token")
    s.buc_token = -1 if token is None else _int(token, "buccaneer token")
    kidnapped = buc.get("kidnapped")
    s.buc_kidnap = -1
    if kidnapped is not None:
        ids = [s.role_card_id(c) for c in range(len(s.role_kind))]
        s.buc_kidnap = _index(tuple(ids), kidnapped, "role card")
        if not 0 <= s.buc_token < n or s.role_taken[s.buc_kidnap] >= 0:
            raise ValueError("a kidnapped card needs the token's holder and must be unchosen")
    s.buc_step = _index(_BUC_STEPS, buc.get("step", "option"), "buccaneer step")
    good = buc.get("good")
    s.buc_good = -1 if good is None else _index(GOOD_IDS, good, "good")
    s.buc_hold = _int(buc.get("held", 0), "buccaneer held")
    s.buc_left = _int(buc.get("keep_left", 0), "buccaneer keep_left")
    if s.buc_step and (s.phase != PH_BUCCANEER or s.buc_hold <= 0):
        raise ValueError("the Buccaneer's loot or raid is pending outside its phase")
    if s.buc_step == 1 and s.buc_good < 0:
        raise ValueError("the Piracy's barrels need their good")
    vp = buc.get("plunder_vp", [0] * n if on else [])
    s.plunder_vp = tuple(_int(v, "plunder_vp") for v in vp)
    if on and len(s.plunder_vp) != n:
        raise ValueError("plunder_vp needs one entry per player")


def _festival_from_json(s: PRState, data: Mapping[str, Any]) -> None:
    fest = data.get("festival", {})
    if fest and "festival" not in s.expansions:
        raise ValueError("festival state without the Festival expansion")
    tile = fest.get("plantation")
    building = fest.get("construction")
    s.fest_tile = -1 if tile is None else _index(GOOD_IDS, tile, "plantation")
    s.fest_building = (
        -1 if building is None else _index(tuple(BUILDING_INDEX), building, "building")
    )
    s.fest_goods = tuple(sorted(_index(GOOD_IDS, g, "good") for g in fest.get("production", [])))
    met = fest.get("met_by", {})
    s.fest_won = tuple(
        -1 if met.get(goal) is None else _int(met[goal], "met_by") for goal in _FEST_GOALS
    )


def _resume(s: PRState) -> None:
    """Recompute the legal moves of a loaded state (skipping a current player with none)."""
    n = s.num_players
    ph = s.phase
    if ph == PH_OVER:
        s.cur = -1
        s.legal = []
        return
    if not 0 <= s.cur < n:
        raise ValueError("current_player out of range")
    if ph == PH_DRAFT:
        s.role_player = -1
        s.legal = s._draft_options()
        if not s.legal:
            raise ValueError("the draft is over but the phase is still the draft")
        return
    if ph == PH_ROLE:
        s.role_player = -1
        s.legal = s._role_moves()
        if not s.legal:
            raise ValueError("no role card left to choose")
        return
    if not 0 <= s.role_player < n:
        raise ValueError("role_player out of range")
    if s.ship_take >= 0:
        if ph != PH_MAYOR or not s.nob_ship or s.col_ship <= s.nob_ship:
            raise ValueError("a take from the ship is pending outside the Mayor's turn")
        s.legal = [SHIP_NOBLE, SHIP_WORKER]
        return
    if s.mayor_ask:
        if ph != PH_MAYOR or s.cur != s.role_player or s.col_supply <= 0:
            raise ValueError("a privilege colonist is pending outside the Mayor's turn")
        s.legal = s._privilege_question()
        return
    if s.hacienda_tile >= 0:
        if ph != PH_SETTLER and ph != PH_TRADER:  # the Hacienda's, or the Land Office's
            raise ValueError("a Hacienda tile is pending outside the Settler phase")
        s.legal = [HACIENDA_KEEP, HACIENDA_FOREST]
        return
    if s.lib_turn == 1:
        if ph != PH_SETTLER or s.cur != s.role_player:
            raise ValueError("the Library's second tile is pending outside the Settler's turn")
        s.legal = s._settler_options(s.cur)
        if not s.legal:
            raise ValueError("the Library's second tile has nothing to take")
        return
    if s.bonus_left:
        if ph != PH_CAPTAIN or not 0 < s.bonus_left <= MAX_BONUS:
            raise ValueError("bonus VP are pending outside the Captain phase")
        s.legal = [BONUS_BASE + k for k in range(s.bonus_left, -1, -1)]
        return
    # the turn goes on from the current player (a privilege phase: the role player's turn)
    step = 0 if PHASES[ph].order == PRIVILEGE else (s.cur - s.role_player) % n
    s._next_decision(step)


# == notation =====================================================================================


def _simple_texts() -> dict[int, str]:
    texts: dict[int, str] = {PASS: "pass", HACIENDA_DRAW: "hacienda", TAKE_PRIVILEGE: "privilege"}
    for n in range(MAX_BONUS + 1):
        texts[BONUS_BASE + n] = f"bonus:{n}"
    for k in range(NUM_TILE_KINDS):
        texts[TAKE_BASE + k] = f"take:{TILE_IDS[k]}"
        texts[TAKE_HOSPICE_BASE + k] = f"take:{TILE_IDS[k]}+colonist"
    for g in _GOODS_RANGE:
        texts[EXTRA_BASE + g] = f"extra:{GOOD_IDS[g]}"
        texts[SELL_BASE + g] = f"sell:{GOOD_IDS[g]}"
        texts[WHARF_BASE + g] = f"wharf:{GOOD_IDS[g]}"
        for s in range(10):
            texts[LOAD_BASE + 10 * s + g] = f"load:{GOOD_IDS[g]}@{s + 1}"
    for b in _BLD_RANGE:
        texts[BUILD_BASE + b] = f"build:{BUILDINGS[b].id}"
        texts[BUILD_UNI_BASE + b] = f"build:{BUILDINGS[b].id}+colonist"
        texts[DRAFT_BASE + b] = f"draft:{BUILDINGS[b].id}"
        texts[GUEST_BASE + GUEST_BUILDING + b] = f"guest:{BUILDINGS[b].id}"
    texts[HACIENDA_KEEP] = "hacienda:keep"
    texts[HACIENDA_FOREST] = "hacienda:forest"
    texts[TAKE_PRIVILEGE_ONE] = "privilege:1"
    texts[SHIP_NOBLE] = "ship:noble"
    texts[SHIP_WORKER] = "ship:worker"
    texts[LAND_BUY] = "land:buy"
    for k in _GOODS_RANGE:
        texts[LAND_SELL_BASE + k] = f"land:sell@{TILE_IDS[k]}"
        texts[LODGE_BASE + k] = f"lodge:{TILE_IDS[k]}"
    texts[LODGE_BASE + LODGE_FOREST] = "lodge:forest"
    texts[LODGE_VP] = "lodge:vp"
    for b in NOBLE_BUILDINGS:
        texts[GUEST_NOBLE_BASE + b] = f"guest:{BUILDINGS[b].id}+noble"
    for mask in range(1, 32):
        goods = ",".join(GOOD_IDS[g] for g in _GOODS_RANGE if mask >> g & 1)
        texts[SUPPLIER_BASE + mask] = f"supplier:{goods}"
    for k in range(NUM_TILE_KINDS):
        texts[GUEST_BASE + k] = f"guest:{TILE_IDS[k]}"
    for g in _GOODS_RANGE:
        texts[TAKE_FOREST_BASE + g] = f"forest:{GOOD_IDS[g]}"
        texts[TAKE_FOREST_HOSPICE_BASE + g] = f"forest:{GOOD_IDS[g]}+colonist"
        texts[TRADING_POST_BASE + g] = f"post:{GOOD_IDS[g]}"
    for s in range(10):
        texts[BUC_PIRACY_BASE + s] = f"piracy:{s + 1}"
    texts[BUC_PLUNDER] = "plunder"
    texts[BUC_RAID] = "raid"
    for n in range(BUCCANEER_KEEP + 1):
        texts[BUC_LOOT_BASE + n] = f"loot:{n}"
    for k in range(NUM_TILE_KINDS):
        texts[BUC_RAID_PLACE_BASE + k] = f"raid:{TILE_IDS[k]}"
    for b in _BLD_RANGE:
        texts[BUC_RAID_PLACE_BASE + BUC_RAID_BUILDING + b] = f"raid:{BUILDINGS[b].id}"
    return texts


_TEXTS = _simple_texts()
_PARSE = {text: move for move, text in _TEXTS.items()}


def move_to_text(state: PRState, move: Move) -> str:
    """Stable text notation of a move (see the module docstring)."""
    if isinstance(move, tuple):
        if not 3 <= len(move) <= 4 or move[0] != PLACE_TAG:
            raise IllegalMove(f"Not a Puerto Rico move: {move!r}")
        parts = [f"{TILE_IDS[k]}={c}" for k, c in enumerate(move[1]) if c]
        parts += [f"{BUILDINGS[b].id}={c}" for b, c in enumerate(move[2]) if c]
        text = "place:" + (",".join(parts) if parts else "-")
        if len(move) > 3 and move[3]:  # Expansion 2: the nobles on the four buildings
            nobles = [BUILDINGS[b].id for b in _NOBLE_TEXT_ORDER if move[3] & NOBLE_BIT[b]]
            text += ";nobles=" + ",".join(nobles)
        return text
    if not isinstance(move, int) or isinstance(move, bool):
        raise IllegalMove(f"Not a Puerto Rico move: {move!r}")
    text = _TEXTS.get(move)
    if text is not None:
        return text
    if ROLE_BASE <= move < ROLE_BASE + len(state.role_kind):
        return "role:" + state.role_card_id(move - ROLE_BASE)
    if BUC_KIDNAP_BASE <= move < BUC_KIDNAP_BASE + len(state.role_kind):
        return "kidnap:" + state.role_card_id(move - BUC_KIDNAP_BASE)
    if KEEP_BASE <= move < KEEP_BASE + (1 << (4 * NUM_GOODS)):
        kept = keep_vector(move)
        parts = [f"{GOOD_IDS[g]}={kept[g]}" for g in _GOODS_RANGE if kept[g]]
        return "keep:" + (",".join(parts) if parts else "-")
    if SMALL_WHARF_BASE <= move < SMALL_WHARF_BASE + (1 << (4 * NUM_GOODS)):
        kept = keep_vector(move - SMALL_WHARF_BASE + KEEP_BASE)
        parts = [f"{GOOD_IDS[g]}={kept[g]}" for g in _GOODS_RANGE if kept[g]]
        return "smallwharf:" + (",".join(parts) if parts else "-")
    if BLACK_MARKET_BASE <= move < BLACK_MARKET_BASE + BLACK_MARKET_NOBLE * 2:
        b, uni, source, good, vp = black_market_parts(move)
        items = []
        if source:
            who = "noble@" if black_market_noble(move) else "colonist@"
            items.append(who + _SOURCE_IDS[source])
        if good >= 0:
            items.append("barrel@" + GOOD_IDS[good])
        if vp:
            items.append("vp")
        return f"blackmarket:{BUILDINGS[b].id}{'+colonist' if uni else ''}/" + ",".join(items)
    raise IllegalMove(f"Not a Puerto Rico move: {move!r}")


def _parse_counts(
    body: str, ids: dict[str, tuple[int, int]], what: str
) -> dict[tuple[int, int], int]:
    counts: dict[tuple[int, int], int] = {}
    if body == "-":
        return counts
    for part in body.split(","):
        name, eq, num = part.strip().partition("=")
        if not eq or name not in ids or not num.isdigit() or len(num) > 3:
            raise IllegalMove(f"Cannot read {what} {part!r}.")
        key = ids[name]
        if key in counts:
            raise IllegalMove(f"{name} appears twice.")
        counts[key] = int(num)
    return counts


_PLACE_IDS: dict[str, tuple[int, int]] = {TILE_IDS[k]: (0, k) for k in range(NUM_TILE_KINDS)}
_PLACE_IDS.update({BUILDINGS[b].id: (1, b) for b in _BLD_RANGE})
_KEEP_IDS: dict[str, tuple[int, int]] = {GOOD_IDS[g]: (0, g) for g in _GOODS_RANGE}


# Black Market colonist sources (see layout.BLACK_MARKET_BASE) and their text ids.
_SOURCE_IDS: dict[int, str] = {1: "unplaced"}  # the colonists waiting in the city
_SOURCE_IDS.update({2 + k: TILE_IDS[k] for k in range(NUM_TILE_KINDS)})
_SOURCE_IDS.update({8 + b: BUILDINGS[b].id for b in _BLD_RANGE})
_SOURCE_CODES = {text: code for code, text in _SOURCE_IDS.items()}


def _parse_barrels(body: str) -> list[int]:
    """Barrels per good from ``<good>=<n>,...`` (``keep:``, ``smallwharf:``); ``-`` is none."""
    barrels = [0] * NUM_GOODS
    for (_, g), c in _parse_counts(body, _KEEP_IDS, "barrels").items():
        if c > 15:
            raise IllegalMove("Too many barrels.")
        barrels[g] = c
    return barrels


def _parse_black_market(body: str) -> int:
    """``<building>[+colonist]/<items>``: items ``colonist@<where>``, ``barrel@<good>``, ``vp``."""
    what, slash, items = body.partition("/")
    uni = what.endswith("+colonist")
    if uni:
        what = what[: -len("+colonist")]
    if not slash or what not in BUILDING_INDEX:
        raise IllegalMove(f"Cannot read the Black Market purchase {body!r}.")
    source, good, vp, noble = 0, -1, False, False
    for item in items.split(","):
        item = item.strip()
        kind, _, arg = item.partition("@")
        if kind in ("colonist", "noble") and arg in _SOURCE_CODES and not source:
            source = _SOURCE_CODES[arg]
            noble = kind == "noble"
        elif kind == "barrel" and arg in GOOD_IDS and good < 0:
            good = GOOD_IDS.index(arg)
        elif item == "vp" and not vp:
            vp = True
        else:
            raise IllegalMove(f"Cannot read the Black Market item {item!r}.")
    return black_market_code(BUILDING_INDEX[what], uni, source, good, vp, noble)


def parse_move(state: PRState, text: str) -> Move:
    """Inverse of :func:`move_to_text`. Raises IllegalMove on unreadable text."""
    if not isinstance(text, str):
        raise IllegalMove("A move must be text.")
    t = text.strip()
    move = _PARSE.get(t)
    if move is not None:
        return move
    head, colon, body = t.partition(":")
    if colon and (head == "role" or head == "kidnap"):
        base = ROLE_BASE if head == "role" else BUC_KIDNAP_BASE
        for c in range(len(state.role_kind)):
            if state.role_card_id(c) == body:
                return base + c
        raise IllegalMove(f"There is no role card {body!r} in this game.")
    if colon and head == "smallwharf":
        return keep_code(_parse_barrels(body)) - KEEP_BASE + SMALL_WHARF_BASE
    if colon and head == "blackmarket":
        return _parse_black_market(body)
    if colon and head == "supplier":  # Expansion 2: goods in any order
        mask = 0
        for item in body.split(","):
            g = GOOD_IDS.index(item.strip()) if item.strip() in GOOD_IDS else -1
            if g < 0 or mask >> g & 1:
                raise IllegalMove(f"Cannot read the Royal Supplier's barrels {body!r}.")
            mask |= 1 << g
        return SUPPLIER_BASE + mask
    if colon and head == "keep":
        return keep_code(_parse_barrels(body))
    if colon and head == "place":
        body, semi, nobles = body.partition(";")
        counts = _parse_counts(body.strip(), _PLACE_IDS, "placement")
        tiles = [0] * NUM_TILE_KINDS
        blds = [0] * NUM_BUILDINGS
        for (kind, i), c in counts.items():
            if kind == 0:
                tiles[i] = c
            else:
                blds[i] = c
        if semi:  # Expansion 2: ";nobles=<building>,..." (the four buildings only)
            name, eq, items = nobles.strip().partition("=")
            mask = 0
            for item in items.split(",") if eq and name.strip() == "nobles" else [""]:
                b = BUILDING_INDEX.get(item.strip(), -1)
                if b not in NOBLE_BIT or mask & NOBLE_BIT[b]:
                    raise IllegalMove(f"Cannot read the nobles of the placement {text!r}.")
                mask |= NOBLE_BIT[b]
            return (PLACE_TAG, tuple(tiles), tuple(blds), mask)
        return (PLACE_TAG, tuple(tiles), tuple(blds))
    raise IllegalMove(f"Cannot read the move {text!r}.")


__all__ = [
    "PHASE_IDS",
    "PHASE_INDEX",
    "PRState",
    "build_cost",
    "capacity_of",
    "colonists_of",
    "decode_move",
    "free_circles",
    "keep_options",
    "mayor_options",
    "move_to_text",
    "parse_move",
    "production",
    "propose_placement",
    "sale_price",
]
