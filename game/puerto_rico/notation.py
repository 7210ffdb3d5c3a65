"""Puerto Rico's move notation: the text of every move, as records, links and the table use
it, and back. Pure: it reads the game's data and the move encoding (:mod:`.layout`), never a
state (a role card's text needs only the game's role cards).

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
                                 i.e. ends the game (:func:`.mayor.privilege_colonist_matters`);
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

``place:`` and ``keep:`` accept their items in any order and with surrounding spaces trimmed;
``move_to_text`` writes them in data order (tile kinds, then buildings in ``data.BUILDINGS``
order; goods corn, indigo, sugar, tobacco, coffee), which is the form stored in records.
Internally moves are ints (``PASS`` = 0, ``ROLE_BASE`` + card, ``TAKE_BASE`` + tile kind, ...
see :mod:`.layout`) and the Mayor placement is ``("place", tiles, buildings[, nobles])`` with
one count per tile kind and per building type.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any, NamedTuple

from game.core.errors import IllegalMove
from game.core.protocol import Move

from .data import (
    BUCCANEER_KEEP,
    BUILDING_INDEX,
    BUILDINGS,
    GOOD_IDS,
    NOBLE_BIT,
    NOBLE_BUILDINGS,
    NUM_BUILDINGS,
    NUM_GOODS,
    NUM_TILE_KINDS,
    ROLE_IDS,
    TILE_IDS,
)

# -- the encoding ---------------------------------------------------------------------------------
PASS = 0
ROLE_BASE = 1  # + role card index (< 16)
TAKE_BASE = 20  # + tile kind
TAKE_HOSPICE_BASE = 30  # + tile kind
HACIENDA_DRAW = 40
TAKE_PRIVILEGE = 41  # Mayor: take the privilege colonist (only asked when it can matter)
BONUS_BASE = 90  # + n: Captain, take n of the bonus VP chips (privilege, Harbor) just earned
EXTRA_BASE = 50  # + good
SELL_BASE = 60  # + good
WHARF_BASE = 70  # + good
LOAD_BASE = 100  # + 10 * ship + good
BUILD_BASE = 200  # + building
BUILD_UNI_BASE = 300  # + building
KEEP_BASE = 1000  # + sum(count << 4 * good)
# Expansion 1 (New Buildings)
HACIENDA_FOREST = 42  # Forest House + Hacienda: the drawn tile becomes a forest
HACIENDA_KEEP = 43  # ... or stays a plantation
TAKE_PRIVILEGE_ONE = 44  # Mayor with a Library: take one of the two privilege colonists
TRADING_POST_BASE = 600  # + good: Trader, sell one barrel to one's own Trading Post
TAKE_FOREST_BASE = 80  # + good: take a face-up plantation as a forest (Forest House)
TAKE_FOREST_HOSPICE_BASE = 85  # + good: the same, with the Hospice's colonist (to San Juan)
DRAFT_BASE = 400  # + building: setup draft, place the building on a free space of its cost
GUEST_BASE = 500  # + slot: Guest House, move a guest to a tile kind (slot < 10) or to a
GUEST_BUILDING = 10  # building (slot = GUEST_BUILDING + building)
# Expansion 2 (Nobles)
SHIP_NOBLE = 45  # Mayor: take the noble from the colonist ship
SHIP_WORKER = 46  # ... or a worker, leaving the noble for the next player
LAND_BUY = 47  # Trader: Land Office with a worker, buy the top hidden plantation for 1 doubloon
LAND_SELL_BASE = 700  # + plantation kind: Land Office with a noble, sell one for 1 doubloon
LODGE_BASE = 710  # + tile kind (or LODGE_FOREST): Hunting Lodge with a worker, discard it
LODGE_FOREST = 9  # slot of a forest for LODGE_BASE
LODGE_VP = LODGE_BASE + 8  # Hunting Lodge with a noble: take the 2 VP (asked when they can end)
GUEST_NOBLE_BASE = 720  # + building: a Guest House guest that is a noble moves there
SUPPLIER_BASE = 770  # + bit mask of goods (1..31): Royal Supplier, barrels for 1 VP each
SMALL_WHARF_BASE = 1 << 21  # + sum(count << 4 * good): ship these barrels with the Small Wharf
# Black Market purchase: BLACK_MARKET_BASE + ((((b * 2 + colonist_of_university) * 64
# + colonist source) * 8 + good) * 2 + vp) where the colonist source is 0 (none), 1 (San Juan),
# 2 + tile kind, 8 + building; good 0 (none) or 1 + good; vp 0/1.
BLACK_MARKET_BASE = 1 << 22
# Expansion 3 (Buccaneer), the 900s: options, then the follow-up decisions
BUC_PIRACY_BASE = 900  # + ship: Piracy, empty that cargo ship
BUC_PLUNDER = 910  # Plunder: empty the trading house, 1 VP per good
BUC_RAID = 911  # Raid: reduce the colonist ship to the number of players
BUC_LOOT_BASE = 912  # + n (0..3): Piracy, keep n of the barrels removed
BUC_KIDNAP_BASE = 920  # + role card: Kidnapping, play that unused card in front of oneself
BUC_RAID_PLACE_BASE = 936  # + slot: Raid, place one removed colonist on a tile kind (slot < 6)
BUC_RAID_BUILDING = 6  # or in a building (slot = BUC_RAID_BUILDING + building)
assert BUC_RAID_PLACE_BASE + BUC_RAID_BUILDING + NUM_BUILDINGS <= KEEP_BASE
BLACK_MARKET_NOBLE = 1 << 20  # added to a Black Market code: the colonist given back is a noble
MAX_BONUS = 3  # bonus VP per load: the Captain's privilege (once; 2 with a Library), the Harbor
PLACE_TAG = "place"  # Mayor placements: (PLACE_TAG, tiles tuple, buildings tuple)
# With Expansion 2 a placement may have a 4th item, the player's new NMASK (which of
# data.NOBLE_BUILDINGS get a noble); a 3-item placement means none (NMASK 0).

PlacementMove = tuple  # (PLACE_TAG, tuple[int, ...] per tile kind, tuple[int, ...] per building)

# Move kinds returned by decode_move, with the argument each carries.
M_PASS = 0  # None
M_ROLE = 1  # role card index (PRState.role_kind[card] is its role)
M_TAKE = 2  # tile kind
M_TAKE_HOSPICE = 3  # tile kind (plus the Hospice's colonist)
M_HACIENDA = 4  # None
M_EXTRA = 5  # good (Craftsman privilege)
M_SELL = 6  # good
M_WHARF = 7  # good
M_LOAD = 8  # (ship, good)
M_BUILD = 9  # building
M_BUILD_UNI = 10  # building (plus the University's colonist)
M_KEEP = 11  # list of barrels kept per good
M_PLACE = 12  # (tiles per kind, colonists per building)
M_PRIVILEGE = 13  # None (the Mayor's privilege colonist is taken)
M_BONUS = 14  # number of bonus VP chips taken (0 declines them all)
M_DRAFT = 15  # building placed on the board in the setup draft
M_TAKE_FOREST = 16  # plantation kind taken face down as a forest
M_TAKE_FOREST_HOSPICE = 17  # the same, with the Hospice's colonist
M_HACIENDA_FOREST = 18  # True: the Hacienda's tile becomes a forest; False: it stays
M_GUEST = 19  # (0, tile kind) or (1, building): a Guest House guest moves there
M_SMALL_WHARF = 20  # list of barrels shipped per good
M_BLACK_MARKET = 21  # (building, university colonist, colonist source, good or -1, vp 0/1)
M_SELL_POST = 22  # good sold to the player's own Trading Post
M_PRIVILEGE_ONE = 23  # None (Mayor with a Library: one of the two privilege colonists)
M_PIRACY = 24  # cargo ship emptied by the Buccaneer's Piracy
M_PLUNDER = 25  # None (the Buccaneer's Plunder)
M_RAID = 26  # None (the Buccaneer's Raid)
M_LOOT = 27  # barrels the Buccaneer keeps after Piracy
M_KIDNAP = 28  # role card kidnapped by the Buccaneer
M_RAID_PLACE = 29  # (0, tile kind) or (1, building): a raided colonist placed there
M_SHIP = 30  # True: the Mayor-phase taker takes the ship's noble; False: a worker
M_LAND_BUY = 31  # None (then, with a Forest House, hacienda:keep / hacienda:forest)
M_LAND_SELL = 32  # plantation kind sold with the Land Office
M_LODGE = 33  # tile kind discarded with the Hunting Lodge (LODGE_FOREST: a forest; 8: the
# noble's 2 VP, LODGE_VP)
M_GUEST_NOBLE = 34  # building a noble guest moves to
M_SUPPLIER = 35  # list of goods given to the Royal Supplier

_GOODS_RANGE = range(NUM_GOODS)


def keep_code(kept: list[int] | tuple[int, ...]) -> int:
    """The keep move for a vector of barrels kept per good."""
    code = KEEP_BASE
    for g in _GOODS_RANGE:
        code += kept[g] << (4 * g)
    return code


def keep_vector(move: int) -> list[int]:
    """Barrels kept per good by a keep move (inverse of :func:`keep_code`)."""
    enc = move - KEEP_BASE
    return [(enc >> (4 * g)) & 15 for g in _GOODS_RANGE]


def _decode_table() -> dict[int, tuple[int, Any]]:
    # Every int move but the keep moves (too many): a dict lookup is the fast path.
    table: dict[int, tuple[int, Any]] = {
        PASS: (M_PASS, None),
        HACIENDA_DRAW: (M_HACIENDA, None),
        TAKE_PRIVILEGE: (M_PRIVILEGE, None),
    }
    for n in range(MAX_BONUS + 1):
        table[BONUS_BASE + n] = (M_BONUS, n)
    for c in range(16):
        table[ROLE_BASE + c] = (M_ROLE, c)
    for k in range(NUM_TILE_KINDS):
        table[TAKE_BASE + k] = (M_TAKE, k)
        table[TAKE_HOSPICE_BASE + k] = (M_TAKE_HOSPICE, k)
    for g in _GOODS_RANGE:
        table[EXTRA_BASE + g] = (M_EXTRA, g)
        table[SELL_BASE + g] = (M_SELL, g)
        table[WHARF_BASE + g] = (M_WHARF, g)
        for s in range(10):
            table[LOAD_BASE + 10 * s + g] = (M_LOAD, (s, g))
    for b in range(NUM_BUILDINGS):
        table[BUILD_BASE + b] = (M_BUILD, b)
        table[BUILD_UNI_BASE + b] = (M_BUILD_UNI, b)
        table[DRAFT_BASE + b] = (M_DRAFT, b)
        table[GUEST_BASE + GUEST_BUILDING + b] = (M_GUEST, (1, b))
    for k in range(NUM_TILE_KINDS):
        table[GUEST_BASE + k] = (M_GUEST, (0, k))
    for g in _GOODS_RANGE:
        table[TAKE_FOREST_BASE + g] = (M_TAKE_FOREST, g)
        table[TAKE_FOREST_HOSPICE_BASE + g] = (M_TAKE_FOREST_HOSPICE, g)
    for g in _GOODS_RANGE:
        table[TRADING_POST_BASE + g] = (M_SELL_POST, g)
    table[TAKE_PRIVILEGE_ONE] = (M_PRIVILEGE_ONE, None)
    for s in range(10):
        table[BUC_PIRACY_BASE + s] = (M_PIRACY, s)
    table[BUC_PLUNDER] = (M_PLUNDER, None)
    table[BUC_RAID] = (M_RAID, None)
    for n in range(4):
        table[BUC_LOOT_BASE + n] = (M_LOOT, n)
    for c in range(16):
        table[BUC_KIDNAP_BASE + c] = (M_KIDNAP, c)
    for k in range(NUM_TILE_KINDS):
        table[BUC_RAID_PLACE_BASE + k] = (M_RAID_PLACE, (0, k))
    for b in range(NUM_BUILDINGS):
        table[BUC_RAID_PLACE_BASE + BUC_RAID_BUILDING + b] = (M_RAID_PLACE, (1, b))
    table[SHIP_NOBLE] = (M_SHIP, True)
    table[SHIP_WORKER] = (M_SHIP, False)
    table[LAND_BUY] = (M_LAND_BUY, None)
    for k in _GOODS_RANGE:
        table[LAND_SELL_BASE + k] = (M_LAND_SELL, k)
    for k in (*range(NUM_TILE_KINDS), 8, LODGE_FOREST):
        table[LODGE_BASE + k] = (M_LODGE, k)
    for b in range(NUM_BUILDINGS):
        table[GUEST_NOBLE_BASE + b] = (M_GUEST_NOBLE, b)
    for mask in range(1, 32):
        table[SUPPLIER_BASE + mask] = (M_SUPPLIER, [g for g in _GOODS_RANGE if mask >> g & 1])
    table[HACIENDA_FOREST] = (M_HACIENDA_FOREST, True)
    table[HACIENDA_KEEP] = (M_HACIENDA_FOREST, False)
    return table


def black_market_code(
    b: int, uni: bool, colonist: int, good: int, vp: bool, noble: bool = False
) -> int:
    """The Black Market purchase move (see BLACK_MARKET_BASE; ``good`` -1: no barrel;
    ``noble``: Expansion 2, the colonist given back is a noble)."""
    code = BLACK_MARKET_BASE + ((((b * 2 + uni) * 64 + colonist) * 8 + good + 1) * 2 + vp)
    return code + BLACK_MARKET_NOBLE if noble else code


def black_market_noble(move: int) -> bool:
    """Whether a Black Market move gives back a noble (Expansion 2)."""
    return bool((move - BLACK_MARKET_BASE) & BLACK_MARKET_NOBLE)


def black_market_parts(move: int) -> tuple[int, bool, int, int, bool]:
    """(building, university colonist, colonist source, good or -1, vp) of a Black Market move
    (whether the colonist is a noble: :func:`black_market_noble`)."""
    code = (move - BLACK_MARKET_BASE) & (BLACK_MARKET_NOBLE - 1)
    code, vp = divmod(code, 2)
    code, good = divmod(code, 8)
    code, colonist = divmod(code, 64)
    b, uni = divmod(code, 2)
    return b, bool(uni), colonist, good - 1, bool(vp)


_DECODE = _decode_table()
_KEEP_END = KEEP_BASE + (1 << (4 * NUM_GOODS))


def decode_move(move: Any) -> tuple[int, Any]:
    """``(kind, argument)`` of a move (see the ``M_*`` kinds). Raises ValueError if ``move`` is
    not a Puerto Rico move."""
    if type(move) is int:  # not a bool
        found = _DECODE.get(move)
        if found is not None:
            return found
        if KEEP_BASE <= move < _KEEP_END:
            return M_KEEP, keep_vector(move)
        if move >= BLACK_MARKET_BASE:
            return M_BLACK_MARKET, black_market_parts(move)
        if move >= SMALL_WHARF_BASE:
            return M_SMALL_WHARF, keep_vector(move - SMALL_WHARF_BASE + KEEP_BASE)
    elif isinstance(move, tuple) and 3 <= len(move) <= 4 and move[0] == PLACE_TAG:
        return M_PLACE, (move[1], move[2])
    raise ValueError(f"not a Puerto Rico move: {move!r}")

# -- moves decoded: what a rule reads ---------------------------------------------------------


class Decoded(NamedTuple):
    """A move read: its ``kind`` (an ``M_*`` constant) and the fields that kind names (the
    others keep their defaults). The engine's rules read these, never the encoding."""

    kind: int
    card: int = -1  # a role card (role, kidnap)
    tile: int = -1  # a tile kind (take, forest, land sale, lodge; LODGE_FOREST: a forest)
    good: int = -1  # a good (extra, sell, post, wharf, load; the Black Market's barrel)
    ship: int = -1  # a cargo ship (load, piracy)
    building: int = -1  # a building (build, draft, the Black Market's purchase)
    place: int = -1  # where a colonist goes (guest, raid): a tile kind, or BLD_PLACE + building
    count: int = 0  # bonus VP chips taken, barrels kept after Piracy
    colonist: bool = False  # with the Hospice's or the University's colonist
    noble: bool = False  # a noble (the ship's, a guest, the one the Black Market takes back)
    forest: bool = False  # laid as a forest (the Hacienda's tile, the Forest House's take)
    vp: bool = False  # a VP chip (the Black Market's payment, the Hunting Lodge's 2 VP)
    barrels: tuple[int, ...] = ()  # per good: kept, shipped (Small Wharf), given (Supplier)
    source: int = 0  # the Black Market's colonist: 0 none, 1 San Juan, 2 + tile, 8 + building


# Captain: the load of good g onto ship s is LOAD_MOVES[s][g].
LOAD_MOVES = tuple(tuple(LOAD_BASE + 10 * ship + g for g in _GOODS_RANGE) for ship in range(10))
BLD_PLACE = 8  # ``Decoded.place`` of a building: BLD_PLACE + building (tile kinds are below)


@lru_cache(maxsize=4096)  # (only the keep, Small Wharf and Black Market moves come here twice)
def _decoded(move: int) -> Decoded:
    """Read an int move from the encoding (:func:`decode_move`'s ``(kind, argument)``)."""
    kind, arg = decode_move(move)
    if kind in (M_ROLE, M_KIDNAP):
        return Decoded(kind, card=arg)
    if kind in (M_TAKE, M_TAKE_HOSPICE, M_TAKE_FOREST, M_TAKE_FOREST_HOSPICE):
        return Decoded(kind, tile=arg, colonist=kind in (M_TAKE_HOSPICE, M_TAKE_FOREST_HOSPICE),
                       forest=kind in (M_TAKE_FOREST, M_TAKE_FOREST_HOSPICE))
    if kind in (M_EXTRA, M_SELL, M_SELL_POST, M_WHARF):
        return Decoded(kind, good=arg)
    if kind == M_LOAD:
        return Decoded(kind, ship=arg[0], good=arg[1])
    if kind in (M_BUILD, M_BUILD_UNI, M_DRAFT):
        return Decoded(kind, building=arg, colonist=kind == M_BUILD_UNI)
    if kind in (M_BONUS, M_LOOT):
        return Decoded(kind, count=arg)
    if kind in (M_GUEST, M_RAID_PLACE):
        where, i = arg
        return Decoded(kind, place=BLD_PLACE + i if where else i)
    if kind == M_GUEST_NOBLE:
        return Decoded(kind, place=BLD_PLACE + arg, noble=True)
    if kind == M_PIRACY:
        return Decoded(kind, ship=arg)
    if kind == M_LAND_SELL:
        return Decoded(kind, tile=arg)
    if kind == M_LODGE:
        return Decoded(kind, tile=arg, vp=move == LODGE_VP, forest=arg == LODGE_FOREST)
    if kind == M_SHIP:
        return Decoded(kind, noble=arg)
    if kind == M_HACIENDA_FOREST:
        return Decoded(kind, forest=arg)
    if kind in (M_KEEP, M_SMALL_WHARF):
        return Decoded(kind, barrels=tuple(arg))
    if kind == M_SUPPLIER:
        return Decoded(kind, barrels=tuple(1 if g in arg else 0 for g in _GOODS_RANGE))
    if kind == M_BLACK_MARKET:
        b, uni, source, good, vp = arg
        return Decoded(kind, building=b, colonist=uni, source=source, good=good, vp=vp,
                       noble=black_market_noble(move))
    return Decoded(kind)


# Every int move read, but the keep, Small Wharf and Black Market ones (too many: :func:`decode`
# reads those on demand). A rule that never sees those reads ``MOVES[move]``.
MOVES: dict[int, Decoded] = {move: _decoded(move) for move in _DECODE}


# The guests' moves (Expansion 1): to a tile kind or a building, as a worker or (Expansion 2) a
# noble; a guest's move interrupts a decision (.guest_house).
GUEST_MOVES = frozenset(m for m, d in MOVES.items() if d.kind in (M_GUEST, M_GUEST_NOBLE))


def is_guest_move(move: object) -> bool:
    """Whether ``move`` moves a guest of the Guest House."""
    return type(move) is int and move in GUEST_MOVES


def decode(move: int) -> Decoded:
    """The int move ``move`` read (a rule's one way to know what a move says)."""
    found = MOVES.get(move)
    return found if found is not None else _decoded(move)



def _simple_texts() -> dict[int, str]:
    """The text of every move that needs no table of the game (not a role card, keep...)."""
    texts: dict[int, str] = {PASS: "pass", HACIENDA_DRAW: "hacienda", TAKE_PRIVILEGE: "privilege"}
    for n in range(MAX_BONUS + 1):
        texts[BONUS_BASE + n] = f"bonus:{n}"
    for k in range(NUM_TILE_KINDS):
        texts[TAKE_BASE + k] = f"take:{TILE_IDS[k]}"
        texts[TAKE_HOSPICE_BASE + k] = f"take:{TILE_IDS[k]}+colonist"
    for g in range(NUM_GOODS):
        texts[EXTRA_BASE + g] = f"extra:{GOOD_IDS[g]}"
        texts[SELL_BASE + g] = f"sell:{GOOD_IDS[g]}"
        texts[WHARF_BASE + g] = f"wharf:{GOOD_IDS[g]}"
        for s in range(10):
            texts[LOAD_BASE + 10 * s + g] = f"load:{GOOD_IDS[g]}@{s + 1}"
    for b in range(NUM_BUILDINGS):
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
    for k in range(NUM_GOODS):
        texts[LAND_SELL_BASE + k] = f"land:sell@{TILE_IDS[k]}"
        texts[LODGE_BASE + k] = f"lodge:{TILE_IDS[k]}"
    texts[LODGE_BASE + LODGE_FOREST] = "lodge:forest"
    texts[LODGE_VP] = "lodge:vp"
    for b in NOBLE_BUILDINGS:
        texts[GUEST_NOBLE_BASE + b] = f"guest:{BUILDINGS[b].id}+noble"
    for mask in range(1, 32):
        goods = ",".join(GOOD_IDS[g] for g in range(NUM_GOODS) if mask >> g & 1)
        texts[SUPPLIER_BASE + mask] = f"supplier:{goods}"
    for k in range(NUM_TILE_KINDS):
        texts[GUEST_BASE + k] = f"guest:{TILE_IDS[k]}"
    for g in range(NUM_GOODS):
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
    for b in range(NUM_BUILDINGS):
        texts[BUC_RAID_PLACE_BASE + BUC_RAID_BUILDING + b] = f"raid:{BUILDINGS[b].id}"
    return texts


_TEXTS = _simple_texts()
_PARSE = {text: move for move, text in _TEXTS.items()}


def role_card_id(role_kind: Sequence[int], card: int) -> str:
    """Text id of role card ``card`` of a game with these role cards (``role_kind``: each
    card's role): a second copy of a role gets a "2" suffix."""
    kind = role_kind[card]
    copy = sum(1 for c in range(card) if role_kind[c] == kind)
    return ROLE_IDS[kind] + (str(copy + 1) if copy else "")


def move_to_text(role_kind: Sequence[int], move: Move) -> str:
    """Stable text notation of a move in a game with these role cards (``role_kind``: each
    card's role; see the module docstring)."""
    if isinstance(move, tuple):
        if not 3 <= len(move) <= 4 or move[0] != PLACE_TAG:
            raise IllegalMove(f"Not a Puerto Rico move: {move!r}")
        parts = [f"{TILE_IDS[k]}={c}" for k, c in enumerate(move[1]) if c]
        parts += [f"{BUILDINGS[b].id}={c}" for b, c in enumerate(move[2]) if c]
        text = "place:" + (",".join(parts) if parts else "-")
        if len(move) > 3 and move[3]:  # Expansion 2: the nobles on the four buildings
            nobles = [BUILDINGS[b].id for b in sorted(NOBLE_BUILDINGS) if move[3] & NOBLE_BIT[b]]
            text += ";nobles=" + ",".join(nobles)
        return text
    if not isinstance(move, int) or isinstance(move, bool):
        raise IllegalMove(f"Not a Puerto Rico move: {move!r}")
    text = _TEXTS.get(move)
    if text is not None:
        return text
    if ROLE_BASE <= move < ROLE_BASE + len(role_kind):
        return "role:" + role_card_id(role_kind, move - ROLE_BASE)
    if BUC_KIDNAP_BASE <= move < BUC_KIDNAP_BASE + len(role_kind):
        return "kidnap:" + role_card_id(role_kind, move - BUC_KIDNAP_BASE)
    if KEEP_BASE <= move < KEEP_BASE + (1 << (4 * NUM_GOODS)):
        kept = keep_vector(move)
        parts = [f"{GOOD_IDS[g]}={kept[g]}" for g in range(NUM_GOODS) if kept[g]]
        return "keep:" + (",".join(parts) if parts else "-")
    if SMALL_WHARF_BASE <= move < SMALL_WHARF_BASE + (1 << (4 * NUM_GOODS)):
        kept = keep_vector(move - SMALL_WHARF_BASE + KEEP_BASE)
        parts = [f"{GOOD_IDS[g]}={kept[g]}" for g in range(NUM_GOODS) if kept[g]]
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
    """``<id>=<n>,...`` (``-``: none) as counts by the ids' (kind, index)."""
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
_PLACE_IDS.update({BUILDINGS[b].id: (1, b) for b in range(NUM_BUILDINGS)})
_KEEP_IDS: dict[str, tuple[int, int]] = {GOOD_IDS[g]: (0, g) for g in range(NUM_GOODS)}


# Black Market colonist sources (see layout.BLACK_MARKET_BASE) and their text ids.
_SOURCE_IDS: dict[int, str] = {1: "unplaced"}  # the colonists waiting in the city
_SOURCE_IDS.update({2 + k: TILE_IDS[k] for k in range(NUM_TILE_KINDS)})
_SOURCE_IDS.update({8 + b: BUILDINGS[b].id for b in range(NUM_BUILDINGS)})
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


def parse_move(role_kind: Sequence[int], text: str) -> Move:
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
        for c in range(len(role_kind)):
            if role_card_id(role_kind, c) == body:
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
