"""Puerto Rico bots' role choice: what each role card would bring its chooser and the others
(:func:`role_scores`), and the Buccaneer's options (Expansion 3).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.protocol import Move
from game.puerto_rico.data import (
    B_CIRCLES,
    BLACK_MARKET,
    BUCCANEER,
    BUCCANEER_KEEP,
    CITY_SPACES,
    FACTORY,
    FACTORY_BONUS,
    FESTIVAL_DOUBLOONS,
    FOREST_HOUSE,
    HARBOR,
    ISLAND_SPACES,
    LIBRARY,
    LIGHTHOUSE,
    NUM_BUILDINGS,
    NUM_GOODS,
    PLUNDER_VP_PER_GOOD,
    QUARRY,
    SMALL_WHARF,
    SPECIALTY_FACTORY,
    TRADING_POST,
    UNION_HALL,
    WHARF,
)
from game.puerto_rico.layout import (
    BLD,
    BUC_KIDNAP_BASE,
    BUC_LOOT_BASE,
    BUC_PIRACY_BASE,
    BUC_PLUNDER,
    BUC_RAID,
    BUC_STEP_LOOT,
    BUC_STEP_RAID,
    CITY,
    DOUB,
    FOREST,
    GOODS,
    ISL,
    M_LOOT,
    M_RAID_PLACE,
    OCC,
    PASS,
    ROLE_BASE,
    TILES,
    decode_move,
)
from game.puerto_rico.rows import (
    production,
    sale_price,
    sellable_goods,
    union_hall_vp,
)
from game.puerto_rico.state import PRState

from .choices import tile_value
from .evaluation import (
    capacity_free,
    circles,
    doubloon_worth,
    festival_production_met,
    festival_tile_bonus,
    forest_value,
    player_estimate,
    rounds_left,
)
from .weights import (
    BUCCANEER_SCALE,
    HELD_WORTH,
    OTHERS_WEIGHT,
    PROSPECTOR,
    ROLE_BIAS,
    ROLE_PRIV,
    ROLE_SCALE,
)

_G = range(NUM_GOODS)
_B = range(NUM_BUILDINGS)


# -- role choice ---------------------------------------------------------------------------------


def shippable(s: PRState, row: list[int]) -> int:
    """Barrels a player could roughly load (ignores competition for ships)."""
    total = 0
    wharf = row[BLD + WHARF] > 0
    for g in _G:
        c = row[GOODS + g]
        if not c:
            continue
        room = s.ship_room(g)
        if wharf and c > room:
            room = c
            wharf = False
        total += c if c < room else room
    return total


def best_sale_price(s: PRState, row: list[int], privilege: bool) -> int:
    """The best price the player could get for one barrel in a Trader phase now (0: none)."""
    best = 0
    for g in sellable_goods(row, s.house):
        price = sale_price(row, g, privilege)
        if price > best:
            best = price
    if row[BLD + TRADING_POST] > 0:  # Expansion 1: any barrel, to the player's own post
        for g in _G:
            if row[GOODS + g]:
                price = sale_price(row, g, privilege, True)
                if price > best:
                    best = price
    return best


def role_values(s: PRState, p: int, kind: int, r: float, dw: float) -> tuple[float, float]:
    """(what player ``p`` gets from role ``kind`` as a follower, extra as the chooser), in VP."""
    if kind < PROSPECTOR:
        return _ROLE_VALUES[kind](s, s.pl[p], r, dw)
    return 0.0, dw  # the Prospector: a doubloon for the chooser alone


def settler_values(s: PRState, row: list[int], r: float, dw: float) -> tuple[float, float]:
    """The Settler for a player with ``row``: the best face-up tile (or a forest), the
    privilege: a quarry worth more."""
    if row[ISL] >= ISLAND_SPACES:
        return 0.0, 0.0
    circ = circles(row)
    best = 0.0
    for k in _G:
        if s.face_up[k]:
            v = tile_value(row, circ, k, r)
            if k == s.fest_tile:
                v += festival_tile_bonus(s, row, k)
            if v > best:
                best = v
    if s.expansions and row[BLD + FOREST_HOUSE] > 0 and any(s.face_up):
        v = forest_value(row, r)  # Expansion 1: a forest instead
        if v > best:
            best = v
    priv = 0.0
    if s.quarries:
        q = tile_value(row, circ, QUARRY, r)
        if q > best:
            priv = q - best
    return best * 0.6, priv * 0.6 + 0.1


def mayor_values(s: PRState, row: list[int], r: float, dw: float) -> tuple[float, float]:
    """The Mayor for a player with ``row``: a share of the colonist ship, the privilege: one
    more colonist."""
    per = 0.45 if capacity_free(row) > 0 else 0.03
    return per * (s.col_ship / s.num_players), (per if s.col_supply > 0 else 0.0)


def builder_values(s: PRState, row: list[int], r: float, dw: float) -> tuple[float, float]:
    """The Builder for a player with ``row``: what the doubloons can buy, the privilege: a
    doubloon off."""
    if row[CITY] >= CITY_SPACES - 1:
        return 0.0, 0.0
    money = row[DOUB] + (row[OCC + QUARRY] if row[OCC + QUARRY] < 3 else 3)
    money += row[FOREST] >> 1  # Expansion 1 (and the Black Market's up to 3 more)
    if row[BLD + BLACK_MARKET] > 0:
        money += 1.5
    gain = 0.32 * (money if money < 10 else 10) * (1.0 if r > 1 else 0.6)
    return gain, dw + 0.1


def craftsman_values(s: PRState, row: list[int], r: float, dw: float) -> tuple[float, float]:
    """The Craftsman for a player with ``row``: the barrels produced (and the Factory's,
    Specialty Factory's, Festival's doubloons), the privilege: the best extra barrel."""
    prod = production(row)
    v = 0.0
    best = 0.0
    kinds = 0
    for g in _G:
        if prod[g]:
            v += prod[g] * HELD_WORTH[g]
            kinds += 1
            if HELD_WORTH[g] > best:
                best = HELD_WORTH[g]
    v *= 0.55
    if row[BLD + FACTORY] > 0:
        v += FACTORY_BONUS[kinds] * dw
    if row[BLD + SPECIALTY_FACTORY] > 0:  # Expansion 1
        most = max(prod[1:])
        if most > 1:
            v += (most - 1) * dw
    if s.fest_goods and festival_production_met(s, row):  # Expansion 4
        v += FESTIVAL_DOUBLOONS * dw
    return v, best


def trader_values(s: PRState, row: list[int], r: float, dw: float) -> tuple[float, float]:
    """The Trader for a player with ``row``: the best sale, the privilege: a doubloon more."""
    price = best_sale_price(s, row, False)
    return price * dw, (dw if price or has_goods(row) else 0.0)


def captain_values(s: PRState, row: list[int], r: float, dw: float) -> tuple[float, float]:
    """The Captain for a player with ``row``: the barrels shipped (and Expansion 1's buildings),
    the privilege: a VP more."""
    n = shippable(s, row)
    if n and row[BLD + HARBOR] > 0:
        n += 1
    v = n * 0.75
    priv = 1.0 if n else 0.0
    if s.expansions:  # Expansion 1: Union Hall VP, Lighthouse doubloons, Small Wharf
        if row[BLD + UNION_HALL] > 0:
            v += union_hall_vp(row)
        if row[BLD + LIGHTHOUSE] > 0:
            v += dw if n else 0.0
            priv += 2 * dw
        if row[BLD + SMALL_WHARF] > 0:
            loose = 0
            for g in _G:
                loose += row[GOODS + g]
            v += 0.3 * (loose - n if loose > n else 0)
    return v, priv


# by role kind (data.ROLE_IDS order), the roles with a phase
_ROLE_VALUES = (settler_values, mayor_values, builder_values, craftsman_values, trader_values,
                captain_values)


def has_goods(row: list[int]) -> bool:
    for g in _G:
        if row[GOODS + g]:
            return True
    return False


def role_scores(s: PRState, p: int, r: float) -> list[tuple[float, int]]:
    """(score, move) for every role card ``p`` may choose now: my gain minus the others'."""
    n = s.num_players
    dw = doubloon_worth(r)
    out = []
    cache: dict[int, float] = {}
    weight = OTHERS_WEIGHT / (n - 1)
    roles = len(s.role_kind)
    lib = s.pl[p][BLD + LIBRARY] > 0
    for m in s.legal:
        card = m - ROLE_BASE  # a role move is ROLE_BASE + card (layout; hot: no decode call)
        if card >= roles:  # an expansion's move offered at the role choice (a guest's)
            continue
        kind = s.role_kind[card]
        base = cache.get(kind)
        if base is None and kind >= len(ROLE_SCALE):  # a later expansion's role
            base = cache[kind] = expansion_role_score(s, p, kind, r, dw)
        if base is None:
            mine, priv = role_values(s, p, kind, r, dw)
            others = 0.0
            if kind != PROSPECTOR:
                for q in range(n):
                    if q != p:
                        others += role_values(s, q, kind, r, dw)[0]
            if lib:  # Expansion 1: an occupied Library doubles every privilege
                priv *= 2.0
            base = ROLE_SCALE[kind] * mine + ROLE_PRIV[kind] * priv - others * weight
            base += ROLE_BIAS[kind]
            cache[kind] = base
        out.append((base + s.role_coins[card] * dw, m))
    return out


def expansion_role_score(s: PRState, p: int, kind: int, r: float, dw: float) -> float:
    """The role score (as :func:`role_scores`) of a role kind the base game does not have."""
    if kind == BUCCANEER:
        return buccaneer_role_score(s, p, r, dw)
    return 0.0


# -- Expansion 3: the Buccaneer ----------------------------------------------------------------


def buccaneer_options(s: PRState, p: int, r: float, dw: float) -> list[tuple[float, Move]]:
    """The Buccaneer's options for ``p`` with their worth in VP: Piracy (the barrels kept),
    Plunder (a VP per good in the trading house), Raid (colonists placed at once), Kidnapping
    (the card's doubloons, 3 more if someone takes it, else its role played by ``p``)."""
    row = s.pl[p]
    out: list[tuple[float, Move]] = []
    late = 1.0 if r >= 1.0 else 0.4
    for ship in range(len(s.ship_cap)):
        n = s.ship_n[ship]
        if n:
            g = s.ship_good[ship]
            keep = n if n < BUCCANEER_KEEP else BUCCANEER_KEEP
            out.append((keep * HELD_WORTH[g] * late, BUC_PIRACY_BASE + ship))
    if s.house:
        out.append((len(s.house) * PLUNDER_VP_PER_GOOD + 0.05, BUC_PLUNDER))
    if s.col_ship > s.num_players:
        keep = min(BUCCANEER_KEEP, s.col_ship - s.num_players, capacity_free(row))
        out.append((keep * 0.8 * (1.0 if r >= 2.0 else 0.3), BUC_RAID))
    for card, taken in enumerate(s.role_taken):
        if taken < 0 and s.role_kind[card] < len(ROLE_SCALE):
            mine, priv = role_values(s, p, s.role_kind[card], r, dw)
            v = s.role_coins[card] * dw + 0.5 * 3 * dw + 0.4 * (mine + priv)
            out.append((v, BUC_KIDNAP_BASE + card))
    return out


def buccaneer_choice(s: PRState, p: int, moves: Sequence[Move]) -> Move:
    """Expansion 3, the Buccaneer phase: the best option, then all the loot Piracy allows, then
    each raided colonist where it is worth most."""
    if s.buc_step == BUC_STEP_LOOT:  # Piracy's loot: keep as many barrels as allowed
        best = -1
        for m in moves:
            kind, n = decode_move(m)
            if kind == M_LOOT and n > best:
                best = n
        return BUC_LOOT_BASE + best if best >= 0 else moves[0]
    if s.buc_step == BUC_STEP_RAID:  # Raid: a colonist to the circle worth most
        return colonist_slot_choice(s, p, moves)
    r = rounds_left(s)
    best_v = 0.0
    choice: Move = PASS
    for v, m in buccaneer_options(s, p, r, doubloon_worth(r)):
        if v > best_v and m in moves:
            best_v = v
            choice = m
    return choice


def colonist_slot_choice(s: PRState, p: int, moves: Sequence[Move]) -> Move:
    """Expansion 3, Raid: where one more colonist raises ``p``'s estimate most, looking one
    colonist ahead while another may follow (a plantation and its building pay only as a pair;
    ``pass`` only when no circle is offered)."""
    row = s.pl[p]
    r = rounds_left(s)
    slots: list[tuple[int, Move]] = []
    for m in moves:
        kind, arg = decode_move(m)
        if kind == M_RAID_PLACE:
            where, i = arg
            slots.append((BLD + i if where else OCC + i, m))
    if not slots:
        return PASS
    pair = s.buc_left > 1
    best = -1e9
    choice: Move = slots[0][1]
    for pos, m in slots:
        row[pos] += 1
        v = player_estimate(s, p, r)
        if pair:
            for pos2, _m2 in slots:
                if room_left(row, pos2):
                    row[pos2] += 1
                    v2 = player_estimate(s, p, r)
                    row[pos2] -= 1
                    if v2 > v:
                        v = v2
        row[pos] -= 1
        if v > best:
            best = v
            choice = m
    return choice


def room_left(row: list[int], pos: int) -> bool:
    """Whether the tile kind or building at row index ``pos`` has a free circle."""
    if pos >= BLD:
        return 0 <= row[pos] < B_CIRCLES[pos - BLD]
    k = pos - OCC
    return row[pos] < row[TILES + k]


def buccaneer_role_score(s: PRState, p: int, r: float, dw: float) -> float:
    """The Buccaneer card's role score: its best option for ``p`` (only the chooser acts)."""
    best = 0.0
    for v, _m in buccaneer_options(s, p, r, dw):
        if v > best:
            best = v
    return BUCCANEER_SCALE * best


