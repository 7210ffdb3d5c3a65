"""The legal moves of random games, checked against the book's rules restated independently.

At every decision of random 2-5 player games, the engine's legal moves must be exactly what the
rules below (written from the books, reading only ``to_json()``) allow for the Settler, Builder,
Trader, Captain, Craftsman privilege and role choice. Mayor placements and storage choices have
their own tests (they are validated rather than enumerated).
"""

from __future__ import annotations

import itertools
import random

import pytest

from tests.puerto_rico.support import BUILDINGS, GOODS, new_game

LARGE = {"guild_hall", "residence", "fortress", "customs_house", "city_hall"}


def occupied(board: dict, building: str) -> bool:
    return board["buildings"].get(building, 0) > 0


def colonist_available(data: dict) -> bool:
    return data["colonists"]["supply"] > 0 or data["colonists"]["ship"] > 0


def settler_moves(data: dict, p: int) -> set[str]:
    board = data["players"][p]
    moves: set[str] = set()
    hospice = occupied(board, "hospice") and colonist_available(data)
    kinds = [k for k in GOODS if data["face_up"][k] > 0]
    if data["quarries"] > 0 and (p == data["role_player"] or occupied(board, "construction_hut")):
        kinds.append("quarry")
    for k in kinds:
        moves.add(f"take:{k}")
        if hospice:
            moves.add(f"take:{k}+colonist")
    if (
        occupied(board, "hacienda")
        and not data["settler"]["hacienda_used"]
        and (data["deck"] or data["discard"])
    ):
        moves.add("hacienda")
    return moves | {"pass"} if moves else moves


def builder_moves(data: dict, p: int) -> set[str]:
    board = data["players"][p]
    used = sum(2 if b in LARGE else 1 for b in board["buildings"])
    quarries = board["occupied"]["quarry"]
    moves: set[str] = set()
    for b, (cost, _, _, column) in BUILDINGS.items():
        if data["building_supply"][b] == 0 or b in board["buildings"]:
            continue
        if (2 if b in LARGE else 1) > 12 - used:
            continue
        price = cost - min(quarries, column) - (1 if p == data["role_player"] else 0)
        if max(price, 0) <= board["doubloons"]:
            moves.add(f"build:{b}")
            if occupied(board, "university") and colonist_available(data):
                moves.add(f"build:{b}+colonist")
    return moves | {"pass"} if moves else moves


def trader_moves(data: dict, p: int) -> set[str]:
    board = data["players"][p]
    house = data["trading_house"]
    if len(house) >= 4:
        return set()
    office = occupied(board, "office")
    moves = {f"sell:{g}" for g in GOODS if board["goods"][g] and (office or g not in house)}
    return moves | {"pass"} if moves else moves


def captain_moves(data: dict, p: int) -> set[str]:
    board = data["players"][p]
    ships = data["ships"]
    moves: set[str] = set()
    for g in GOODS:
        have = board["goods"][g]
        if not have:
            continue
        holding = [i for i, s in enumerate(ships) if s["good"] == g and s["count"] > 0]
        if holding:
            s = ships[holding[0]]
            if s["count"] < s["capacity"]:
                moves.add(f"load:{g}@{holding[0] + 1}")
            continue
        empty = [i for i, s in enumerate(ships) if s["count"] == 0]
        if not empty:
            continue
        best = max(min(ships[i]["capacity"], have) for i in empty)
        moves |= {f"load:{g}@{i + 1}" for i in empty if min(ships[i]["capacity"], have) == best}
    if occupied(board, "wharf") and not data["captain"]["wharf_used"][p]:
        wharf = {f"wharf:{g}" for g in GOODS if board["goods"][g]}
        if wharf and not moves:
            moves.add("pass")  # the Wharf is optional; loading on a cargo ship is not
        moves |= wharf
    return moves


def craftsman_moves(data: dict, p: int) -> set[str]:
    moves = {f"extra:{g}" for g in data["craftsman"]["produced"] if data["goods"][g] > 0}
    return moves | {"pass"} if moves else moves


def storage_moves(data: dict, p: int) -> set[str]:
    """1 barrel, plus every barrel of 1 / 2 / 3 kinds with a Small / Large / both warehouses.
    Only the choices that keep the most are offered (see docs/rules-notes.md)."""
    board = data["players"][p]
    present = [g for g in GOODS if board["goods"][g]]
    wh = (1 if occupied(board, "small_warehouse") else 0) + (
        2 if occupied(board, "large_warehouse") else 0
    )
    if len(present) <= wh:
        kept_all = ",".join(f"{g}={board['goods'][g]}" for g in present)
        return {f"keep:{kept_all}"}
    outcomes = []
    for stored in itertools.combinations(present, wh):
        for single in present:
            if single not in stored:
                outcomes.append(
                    {g: board["goods"][g] if g in stored else 0 for g in GOODS} | {single: 1}
                )
    # an outcome keeping no more of any good than another one is never offered
    best = [
        v
        for v in outcomes
        if not any(w != v and all(v[g] <= w[g] for g in GOODS) for w in outcomes)
    ]
    return {"keep:" + ",".join(f"{g}={v[g]}" for g in GOODS if v[g]) for v in best}


ORACLES = {
    "storage": storage_moves,
    "settler": settler_moves,
    "builder": builder_moves,
    "trader": trader_moves,
    "captain": captain_moves,
    "craftsman": craftsman_moves,
}


@pytest.mark.parametrize("game", range(40))
def test_legal_moves_follow_the_book_in_random_games(game):
    players = 2 + game % 4
    rng = random.Random(game)
    state = new_game(players, seed=1000 + game)
    checked = 0
    while not state.is_over():
        data = state.to_json()
        p = data["current_player"]
        engine = {state.move_to_text(m) for m in state.legal_moves()}
        if data["phase"] == "role":
            expected = {
                f"role:{r['role']}" + ("2" if r["role"] == "prospector" and i == 7 else "")
                for i, r in enumerate(data["roles"])
                if r["taken_by"] is None
            }
            assert engine == expected
        elif data["phase"] in ORACLES:
            expected = ORACLES[data["phase"]](data, p)
            assert engine == expected, (data["phase"], p, data["players"][p])
            checked += 1
        assert engine, "a player to act always has a move"
        state.apply(rng.choice(state.legal_moves()))
    assert checked > 20
