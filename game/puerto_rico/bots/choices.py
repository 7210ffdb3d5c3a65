"""Puerto Rico bots' rules of thumb: one choice per kind of decision (a tile, a building, a load,
a storage, a sale, the Craftsman's barrel, the Mayor's placement, an optional privilege, and the
expansions' decisions: the draft, the guests, the nobles' buildings).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from game.core.protocol import Move
from game.core.rng import Rng
from game.puerto_rico.data import (
    B_CIRCLES,
    B_COLUMN,
    B_GOOD,
    B_KIND,
    B_VP,
    BLACK_MARKET,
    CHURCH,
    CHURCH_BONUS,
    CLOISTER,
    CLOISTER_BONUS,
    CORN,
    CUSTOMS_HOUSE,
    FACTORY,
    FESTIVAL_VP,
    FORTRESS,
    GOOD_BUILDINGS,
    GOOD_PRICE,
    GUEST_HOUSE,
    GUILD_HALL,
    HARBOR,
    ISLAND_SPACES,
    LARGE_MARKET,
    LARGE_WAREHOUSE,
    LIGHTHOUSE,
    NUM_BUILDINGS,
    NUM_GOODS,
    NUM_TILE_KINDS,
    OFFICE,
    QUARRY,
    RESIDENCE,
    RESIDENCE_BONUS,
    ROYAL_GARDEN,
    SMALL_MARKET,
    SMALL_WAREHOUSE,
    SMALL_WHARF,
    SPECIALTY_FACTORY,
    STATUE,
    STOREHOUSE,
    TRADING_POST,
    UNION_HALL,
    UNIVERSITY,
    VIOLET_LARGE,
    VIOLET_SMALL,
    WHARF,
)
from game.puerto_rico.layout import (
    BLACK_MARKET_BASE,
    BLACK_MARKET_NOBLE,
    BLD,
    BONUS_BASE,
    BUILD_BASE,
    BUILD_UNI_BASE,
    DOUB,
    GOODS,
    GUEST_BASE,
    GUEST_BUILDING,
    HACIENDA_DRAW,
    HACIENDA_FOREST,
    HACIENDA_KEEP,
    ISL,
    KEEP_BASE,
    LAND_BUY,
    LODGE_BASE,
    M_DRAFT,
    M_LOAD,
    M_PASS,
    M_SELL,
    M_SELL_POST,
    M_SMALL_WHARF,
    M_WHARF,
    NOB,
    OCC,
    PASS,
    PH_BUILDER,
    PH_CAPTAIN,
    PH_CRAFT,
    PH_GUESTS,
    PH_LODGE,
    PH_MAYOR,
    PH_TRADER,
    PLACE_TAG,
    SHIP_NOBLE,
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
    VP,
    black_market_parts,
    decode_move,
    keep_code,
    keep_vector,
)
from game.puerto_rico.rows import (
    build_cost,
    cloister_sets,
    keep_options,
    large_bonus,
    score_total,
)
from game.puerto_rico.state import PRState

from .evaluation import (
    LARGE_VIOLET,
    SMALL_VIOLET,
    capacity_free,
    circles,
    colonists,
    doubloon_worth,
    festival_tile_bonus,
    forest_value,
    player_estimate,
    potential,
    rounds_left,
    violet_round,
)
from .weights import (
    BM_COLONIST,
    BUILD_COST_FACTOR,
    DRAFT_VALUE,
    GOOD_WORTH,
    HELD_WORTH,
    LARGE_FACTOR,
    MAYOR_RATE,
    PROD_FACTOR,
)

_G = range(NUM_GOODS)
_B = range(NUM_BUILDINGS)


# =================================================================================================
# Rules of thumb
# =================================================================================================


def tile_value(row: list[int], circ: list[int], k: int, r: float) -> float:
    """How much a player wants an island tile of kind ``k`` (plantation or quarry)."""
    if row[ISL] >= ISLAND_SPACES:
        return 0.0
    if k == QUARRY:
        q = row[TILES + QUARRY]
        if q >= 4:
            return 0.2
        return (1.3 if r > 5 else 0.5) + (0.3 if q < 2 else 0.0)
    if k == CORN:
        return 1.2 if row[TILES + CORN] < 3 else 0.6
    spare = circ[k] - row[TILES + k]
    if spare > 0:
        return 1.5 + 0.25 * GOOD_PRICE[k]
    base = 0.55 + 0.12 * GOOD_PRICE[k]
    if row[TILES + k] == 0:
        base += 0.25  # a new kind: trading and the Factory
    return base


def building_value(
    s: PRState, p: int, b: int, r: float, cache: list[Any] | None = None
) -> float:
    """Estimated VP that owning building ``b`` would add for player ``p`` (before its cost).

    ``cache``: an empty list to share per-player work between calls for the same player and
    position (filled on first use).
    """
    row = s.pl[p]
    value = float(B_VP[b])
    if b == s.fest_building and s.fest_won[2] < 0:  # Expansion 4: the construction goal
        value += FESTIVAL_VP
    horizon = r + 0.6
    if horizon > 10.0:
        horizon = 10.0
    kind = B_KIND[b]
    if kind == VIOLET_LARGE:
        if b == GUILD_HALL:
            bonus = large_bonus(row, b) + (1.0 if r > 2 else 0.0)
        elif b == RESIDENCE:
            bonus = RESIDENCE_BONUS[min(row[ISL] + int(r * 0.6), ISLAND_SPACES)]
        elif b == FORTRESS:
            bonus = (colonists(row) + int(r * 1.5)) // 3
        elif b == CUSTOMS_HOUSE:
            bonus = (max(row[VP], 0) + 2.5 * r) / 4.0
        elif b == STATUE:  # Expansion 1: 8 VP, and no colonist needed (one works elsewhere)
            return (value + 0.5) * LARGE_FACTOR
        elif b == ROYAL_GARDEN:  # Expansion 2: a VP more per noble (more to come)
            bonus = row[NOB] + MAYOR_RATE * 0.4 * r
        elif b == CLOISTER:  # Expansion 1: sets of 3 tiles of one kind
            sets = cloister_sets(row)
            if r > 2 and row[ISL] < ISLAND_SPACES - 1 and sets < 4:
                sets += 1
            bonus = CLOISTER_BONUS[sets]
        else:  # city hall counts itself
            bonus = large_bonus(row, b) + 1 + (0.5 * r if r < 3 else 1.5)
        staffed = 1.0 if (row[SJ] > 0 or capacity_free(row) == 0) else (0.85 if r >= 1 else 0.4)
        return (value + bonus * staffed) * LARGE_FACTOR
    if cache:
        circ, kinds, barrels = cache
    else:
        circ = circles(row)
        pot = potential(row, circ)
        kinds = 0
        for g in _G:
            if pot[g]:
                kinds += 1
        barrels = sum(pot)
        if cache is not None:
            cache.extend((circ, kinds, barrels))
    g = B_GOOD[b]
    if kind == VIOLET_SMALL or g < 0:  # (a production building of no good works like these)
        per = violet_round(row, b, r, kinds, barrels, doubloon_worth(r))
        return value + per * horizon * 0.8
    tiles = row[TILES + g]
    have = circ[g]
    new = have + B_CIRCLES[b]
    gain = (tiles if tiles < new else new) - (tiles if tiles < have else have)
    value += gain * GOOD_WORTH[g] * horizon * PROD_FACTOR
    spare = new - tiles
    if spare > 0 and r > 3:
        value += (spare if spare < 2 else 2) * GOOD_WORTH[g] * (horizon - 3) * 0.2
    return value


def best_build(s: PRState, p: int, moves: Sequence[int], r: float) -> tuple[float, int]:
    dw = doubloon_worth(r) * BUILD_COST_FACTOR
    best = 0.0
    best_move = PASS
    cache: list[Any] = []
    row = s.pl[p]
    privilege = s.privileges(p) if p == s.role_player else 0  # called in the Builder phase only
    church = row[BLD + CHURCH] > 0
    values: dict[int, float] = {}
    for m in moves:
        if m == PASS:
            continue
        if m >= BLACK_MARKET_BASE:  # Expansion 1: every doubloon, plus what is given back
            b, uni, source, good, vp = black_market_parts(m)
            v = values.get(b)
            if v is None:
                v = values[b] = building_value(s, p, b, r, cache)
            v -= row[DOUB] * dw + black_market_loss(row, source, good, vp)
            if m & BLACK_MARKET_NOBLE:  # Expansion 2: a noble given back takes its VP along
                v -= 1.0
        else:
            uni = m >= BUILD_UNI_BASE  # the move encoding of layout.py (a hot loop: no decode)
            b = m - (BUILD_UNI_BASE if uni else BUILD_BASE)
            v = values.get(b)
            if v is None:
                v = values[b] = building_value(s, p, b, r, cache)
            v -= build_cost(row, b, privilege) * dw
        if uni:
            v += 0.3
        if church and b != CHURCH:  # Expansion 1: the Church's VP for this column
            v += CHURCH_BONUS[B_COLUMN[b]]
        if v > best:
            best = v
            best_move = m
    return best, best_move


def black_market_loss(row: list[int], source: int, good: int, vp: bool) -> float:
    """Expansion 1: the VP a Black Market purchase gives up besides its doubloons (a colonist
    from San Juan or a tile / building, a barrel, a VP chip)."""
    loss = 1.0 if vp else 0.0
    if good >= 0:
        loss += HELD_WORTH[good]
    if source == 1:
        loss += BM_COLONIST[0]
    elif source >= 2:
        loss += BM_COLONIST[1]
        if source == 2 + CORN or source == 2 + QUARRY:
            loss -= 0.3
    return loss


def best_keep(moves: Sequence[int]) -> int:
    """The storage choice that keeps the most valuable barrels."""
    best = -1.0
    choice = moves[0]
    for m in moves:
        v = 0.0
        for g, k in enumerate(keep_vector(m)):
            if k:
                v += k * (1.0 + 0.25 * GOOD_PRICE[g])
        if v > best:
            best = v
            choice = m
    return choice


def best_load(s: PRState, p: int, moves: Sequence[int]) -> int:
    """Captain phase: ship the most barrels; keep the Wharf for when it is needed; Expansion 1:
    the Small Wharf only once nothing else can be loaded, for the barrels storage would lose."""
    best = -1e9
    choice = moves[0]
    row = s.pl[p]
    small_wharf = False
    for m in moves:
        kind, arg = decode_move(m)
        if kind == M_PASS:
            v = 0.0
        elif kind == M_LOAD:
            ship, g = arg
            amt = s.load_amount(p, ship, g)
            v = amt - 0.08 * GOOD_PRICE[g]
            if s.ship_n[ship] + amt >= s.ship_cap[ship]:
                v += 0.05
        elif kind == M_WHARF:
            g = arg
            v = row[GOODS + g] - 0.6 - 0.08 * GOOD_PRICE[g]
        else:  # the Small Wharf's many subsets: one considered below
            small_wharf = small_wharf or kind == M_SMALL_WHARF
            continue
        if v > best:
            best = v
            choice = m
    if small_wharf and best <= 0.0:
        m = small_wharf_choice(row)
        if m is not None:
            return m
    return choice


def small_wharf_choice(row: list[int]) -> int | None:
    """Expansion 1: the Small Wharf shipment of every barrel that the best storage would not
    keep (None when that is under 2 barrels: it would earn no VP)."""
    keep = best_keep(keep_options(row))
    kept = keep_vector(keep) if keep else [0] * NUM_GOODS
    ship = [row[GOODS + g] - kept[g] for g in _G]
    if sum(ship) < 2:
        return None
    if sum(ship) & 1:  # an odd barrel earns nothing: keep it if the supply rules allow
        for g in (CORN, 1, 2, 3, 4):
            if ship[g] and kept[g] == 0:
                break
        else:
            g = -1
        if g < 0:
            for g in _G:
                if ship[g]:
                    break
        ship[g] -= 1
        if sum(ship) < 2:
            return None
    return SMALL_WHARF_BASE + keep_code(ship) - KEEP_BASE


def best_sale(s: PRState, p: int, moves: Sequence[int]) -> int:
    """Trader phase: sell the barrel that pays most (keep corn unless it pays); Expansion 1:
    to the player's own Trading Post too (no market bonus there)."""
    best = 0.5
    choice = PASS
    row = s.pl[p]
    for m in moves:
        if m == PASS:
            continue
        kind, g = decode_move(m)
        if kind == M_SELL:
            v = s.sale_price(p, g) + 0.05 * row[GOODS + g]
        elif kind == M_SELL_POST:  # ties go to the post: the trading house stays open
            v = s.sale_price(p, g, True) + 0.05 * row[GOODS + g] + 0.01
        else:
            continue
        if v > best:
            best = v
            choice = m
    return choice


def best_extra(moves: Sequence[int]) -> int:
    """Craftsman privilege: the most valuable barrel."""
    best = -1
    choice = moves[0]
    for m in moves:
        if m != PASS:
            g = decode_move(m)[1]
            if g > best:
                best = g
                choice = m
    return choice


def best_tile(s: PRState, p: int, moves: Sequence[int], r: float) -> int:
    """Settler phase: Hacienda first when worth it, then the most wanted tile; Expansion 1: a
    forest (occupied Forest House) when it is worth more, and the Hacienda's tile kept or laid
    as a forest."""
    row = s.pl[p]
    circ = circles(row)
    if s.hacienda_tile >= 0 and HACIENDA_KEEP in moves:
        keep = tile_value(row, circ, s.hacienda_tile, r)
        return HACIENDA_FOREST if forest_value(row, r) > keep else HACIENDA_KEEP
    if HACIENDA_DRAW in moves and row[ISL] < ISLAND_SPACES - 1 and r > 1:
        return HACIENDA_DRAW
    best = -1.0
    choice = PASS
    forest = -1.0
    for m in moves:
        if m == PASS or m == HACIENDA_DRAW:
            continue
        if m >= TAKE_FOREST_BASE and m < TAKE_FOREST_BASE + 10:
            if forest < 0.0:
                forest = forest_value(row, r)
            hosp = m >= TAKE_FOREST_HOSPICE_BASE
            k = m - (TAKE_FOREST_HOSPICE_BASE if hosp else TAKE_FOREST_BASE)
            # the Hospice's colonist waits in San Juan; a dear kind taken is a small denial
            v = forest + (0.3 if hosp else 0.0) + 0.02 * GOOD_PRICE[k]
        elif m >= TAKE_BASE and m < TAKE_HOSPICE_BASE + 10:
            hosp = m >= TAKE_HOSPICE_BASE  # the move encoding of layout.py (hot loop)
            k = m - (TAKE_HOSPICE_BASE if hosp else TAKE_BASE)
            v = tile_value(row, circ, k, r) + (0.5 if hosp else 0.0)
            if k == s.fest_tile:  # Expansion 4: the plantation goal
                v += festival_tile_bonus(s, row, k)
        else:
            continue  # a guest's move (Expansion 1): see guest_choice
        if v > best:
            best = v
            choice = m
    return choice


# -- Mayor: a placement optimizer ------------------------------------------------------------------


def mayor_placement(s: PRState, p: int) -> Move:
    """The Mayor's placement: :func:`best_placement` when the engine accepts it, else the
    engine's proposal (a safety net for rules the optimizer does not know)."""
    move = best_placement(s, p, rounds_left(s))
    if not s.expansions or s.placement_problem(move, p) is None:  # (base game: always valid)
        return move
    return s.legal[0]


def best_placement(s: PRState, p: int, r: float) -> tuple[Any, ...]:
    """A strong placement of all of ``p``'s colonists.

    Greedy on value per colonist: production pairs (plantation + production circle), occupied
    large buildings (their bonus), useful violet buildings, corn, quarries; then every circle left
    is filled, as the rules demand before colonists may stay in San Juan.
    """
    row = s.pl[p]
    total = colonists(row)
    tiles = [0] * NUM_TILE_KINDS
    blds = [0] * NUM_BUILDINGS
    items: list[tuple[float, int, int, int]] = []  # (value per colonist, kind, index, count)
    horizon = min(r + 0.6, 10.0)
    circ = circles(row)
    pot = potential(row, circ)
    kinds = sum(1 for g in _G if pot[g])
    barrels = sum(pot)
    dw = doubloon_worth(r)
    for g in (1, 2, 3, 4):
        t = row[TILES + g]
        if t:
            owned = [b for b in GOOD_BUILDINGS[g] if row[BLD + b] >= 0]
            owned.sort(key=lambda b: -B_CIRCLES[b])
            left = t
            for b in owned:
                pairs = min(left, B_CIRCLES[b])
                if pairs > 0:
                    items.append((GOOD_WORTH[g] / 2.0 + 0.01, 2, g, pairs * 256 + b))
                    left -= pairs
    if row[TILES + CORN]:
        items.append((GOOD_WORTH[CORN] - 0.05, 0, CORN, row[TILES + CORN]))
    for b in LARGE_VIOLET:
        if row[BLD + b] >= 0:
            items.append((1.5 + large_bonus(row, b), 1, b, 1))
    for b in SMALL_VIOLET:
        if row[BLD + b] >= 0:
            per = violet_round(row, b, r, kinds, barrels, dw)
            items.append((per * (horizon if horizon < 3.0 else 3.0) + 0.02, 1, b, 1))
    if row[TILES + QUARRY]:
        items.append((0.3 if r > 1 else 0.03, 0, QUARRY, row[TILES + QUARRY]))
    items.sort(key=lambda it: -it[0])
    left = total
    for _v, kind, i, count in items:
        if left <= 0:
            break
        if kind == 0:
            put = min(count - tiles[i], left)
            if put > 0:
                tiles[i] += put
                left -= put
        elif kind == 1:
            put = min(B_CIRCLES[i] - blds[i], left)
            if put > 0:
                blds[i] += put
                left -= put
        else:
            pairs, b = divmod(count, 256)
            pairs = min(pairs, left // 2, B_CIRCLES[b] - blds[b], row[TILES + i] - tiles[i])
            if pairs > 0:
                tiles[i] += pairs
                blds[b] += pairs
                left -= 2 * pairs
    if left > 0:  # fill every remaining circle (the rules forbid idle colonists otherwise)
        for k in (4, 3, 2, 1, CORN, QUARRY):
            put = min(row[TILES + k] - tiles[k], left)
            if put > 0:
                tiles[k] += put
                left -= put
        for b in _B:
            if left <= 0:
                break
            if row[BLD + b] >= 0:
                put = min(B_CIRCLES[b] - blds[b], left)
                if put > 0:
                    blds[b] += put
                    left -= put
    return s.with_nobles((PLACE_TAG, tuple(tiles), tuple(blds)), p)




# -- optional privileges that can end the game ------------------------------------------------


def leading(s: PRState, p: int) -> bool:
    """Whether ``p`` would win (or tie) if the game ended now (VP chips, buildings, bonuses)."""
    mine = score_total(s.pl[p])
    return all(score_total(s.pl[q]) <= mine for q in range(s.num_players) if q != p)


def privilege_choice(s: PRState, p: int) -> Move:
    """The Mayor's privilege colonist and the Captain's bonus VP, asked only when they could
    end the game this round: take them, unless that would end the game while ``p`` is behind.

    The Mayor: the supply ends the game when it cannot refill the ship with ``max(players,
    empty building circles)``; the empty circles are estimated as they are now, less the
    colonists waiting in San Juan. The Captain: the VP supply ends it when it runs out."""
    if s.bonus_left:
        if leading(s, p):
            return BONUS_BASE + s.bonus_left
        keep_open = s.vp_supply - 1  # take as many as leave a chip in the supply
        return BONUS_BASE + max(0, min(s.bonus_left, keep_open))
    empty = 0
    waiting = 0
    for row in s.pl:
        waiting += row[SJ]
        for b in _B:
            if row[BLD + b] >= 0:
                empty += B_CIRCLES[b] - row[BLD + b]
    needed = max(s.num_players, empty - waiting)
    supply = s.col_supply
    # leading, or the ship stays refillable, or it cannot be refilled anyway: take them all
    if supply < needed or supply - s.privileges(p) >= needed or leading(s, p):
        return TAKE_PRIVILEGE
    if TAKE_PRIVILEGE_ONE in s.legal and supply - 1 >= needed:
        return TAKE_PRIVILEGE_ONE  # Expansion 1, Library: one of the two keeps the game going
    return PASS  # taking it would leave the ship short and end the game




def blur(rng: Rng, noise: float) -> float:
    """A uniform amount in [-noise/2, noise/2) (Easy's blur of a choice's worth)."""
    return noise * ((rng.next_u64() >> 11) * (1.0 / 9007199254740992.0) - 0.5)


def best_scored(scored: Iterable[tuple[float, Move]], first: Move, rng: Rng | None = None,
                noise: float = 0.0) -> Move:
    """The move of the highest score in ``scored`` ((score, move) pairs; ``first`` if none is
    above -1e9), each score blurred by ``noise`` (Easy's) first; ties go to the earliest."""
    best = -1e9
    choice = first
    for v, m in scored:
        if noise and rng is not None:
            v += blur(rng, noise)
        if v > best:
            best = v
            choice = m
    return choice


def best_draft(moves: Sequence[Move], rng: Rng | None = None, noise: float = 0.0) -> Move:
    """Expansion 1 setup draft: the most wanted violet building left (``noise``: Easy's blur)."""
    drafts = ((DRAFT_VALUE[b], m) for m in moves for kind, b in (decode_move(m),)
              if kind == M_DRAFT)
    return best_scored(drafts, moves[0], rng, noise)


def guest_choice(s: PRState, p: int, moves: Sequence[Move]) -> Move | None:
    """Expansion 1, Guest House: the guest's move that raises ``p``'s estimate most (None: keep
    the guests at home for now). A guest moves to any free circle and may use its ability at
    once, so it goes where a colonist is worth most now."""
    row = s.pl[p]
    if row[BLD + GUEST_HOUSE] <= 0:
        return None
    r = rounds_left(s)
    base = player_estimate(s, p, r)
    best = 0.02
    choice: Move | None = None
    for m in moves:
        if type(m) is not int or not GUEST_BASE <= m < GUEST_BASE + GUEST_BUILDING + NUM_BUILDINGS:
            continue
        slot = m - GUEST_BASE
        pos = BLD + slot - GUEST_BUILDING if slot >= GUEST_BUILDING else OCC + slot
        row[BLD + GUEST_HOUSE] -= 1
        row[pos] += 1
        v = player_estimate(s, p, r) - base + guest_now(s, p, slot)
        row[pos] -= 1
        row[BLD + GUEST_HOUSE] += 1
        if v > best:
            best = v
            choice = m
    return choice


def guest_now(s: PRState, p: int, slot: int) -> float:
    """What a guest moved to ``slot`` (a tile kind, or GUEST_BUILDING + building) brings in the
    phase about to be played, beyond the estimate's average (the guests' window opens before
    the Craftsman's production and the Captain's loading)."""
    ph = s.window_for if s.phase == PH_GUESTS else s.phase
    if slot < GUEST_BUILDING:
        if ph == PH_CRAFT and slot < QUARRY:
            return 0.3
        return 0.0
    b = slot - GUEST_BUILDING
    if ph == PH_CRAFT and (B_GOOD[b] >= 0 or b == FACTORY or b == SPECIALTY_FACTORY):
        return 0.3
    if ph == PH_CAPTAIN and b in (HARBOR, WHARF, SMALL_WHARF, LIGHTHOUSE, UNION_HALL,
                                  SMALL_WAREHOUSE, LARGE_WAREHOUSE, STOREHOUSE):
        return 0.5
    if ph == PH_TRADER and b in (SMALL_MARKET, LARGE_MARKET, OFFICE, TRADING_POST):
        return 0.5
    if ph == PH_BUILDER and b in (BLACK_MARKET, CHURCH, UNIVERSITY):
        return 0.3
    return 0.0




def nobles_choice(s: PRState, p: int, ph: int, moves: Sequence[Move]) -> Move | None:
    """Expansion 2's decisions (None: none of them now, or the usual rules decide): the
    ship's noble, the Hunting Lodge, the Royal Supplier, the Land Office."""
    if ph == PH_MAYOR:
        # a noble is a colonist and a VP (and works as a worker wherever it differs not)
        return SHIP_NOBLE if SHIP_NOBLE in moves else None
    if ph == PH_LODGE:
        return lodge_choice(s, p, moves)
    if ph == PH_CAPTAIN:
        return supplier_choice(s, p, moves)
    if ph == PH_TRADER and LAND_BUY in moves:
        row = s.pl[p]
        r = rounds_left(s)
        # a random plantation for a doubloon: worth it while it can still be worked
        if r > 2 and row[ISL] < ISLAND_SPACES - 1 and row[DOUB] > 2:
            return LAND_BUY
    return None


def lodge_choice(s: PRState, p: int, moves: Sequence[Move]) -> Move:
    """Expansion 2, Hunting Lodge with a worker: discard a plantation only when the island is
    full and one of its plantations can never be worked (no circle for it and not corn)."""
    row = s.pl[p]
    if row[ISL] >= ISLAND_SPACES:
        circ = circles(row)
        for g in (1, 2, 3, 4):
            m = LODGE_BASE + g
            if m in moves and row[TILES + g] > circ[g]:
                return m
    return PASS


def supplier_choice(s: PRState, p: int, moves: Sequence[Move]) -> Move | None:
    """Expansion 2, Royal Supplier (before the first Captain turn): a VP each for the barrels
    no ship can take now (they would mostly be lost in storage); one of each kind, a barrel
    per noble. None: the usual rules play the turn."""
    offered = False
    for m in moves:
        if type(m) is int and SUPPLIER_BASE < m < SUPPLIER_BASE + 32:
            offered = True
            break
    if not offered:
        return None
    row = s.pl[p]
    gains: list[tuple[float, int]] = []
    for g in _G:
        have = row[GOODS + g]
        if not have:
            continue
        room = s.ship_room(g)
        if have > room:  # this kind overflows the ships: a barrel of it is a VP for free
            gains.append((1.0 + 0.1 * (have - room) - 0.05 * GOOD_PRICE[g], g))
        elif row[BLD + WHARF] > 0 or row[BLD + SMALL_WHARF] > 0:
            continue
        elif have == 1 and room == 0:
            gains.append((0.9, g))
    gains.sort(reverse=True)
    mask = 0
    for _gain, g in gains[: row[NOB]]:
        mask |= 1 << g
    if mask and SUPPLIER_BASE + mask in moves:
        return SUPPLIER_BASE + mask
    return None

