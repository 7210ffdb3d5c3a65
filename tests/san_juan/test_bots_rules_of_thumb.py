"""San Juan bots follow the rules of thumb a good player follows: build the Library as the Builder,
pay with the cards worth least, produce and sell the most valuable goods, keep the best cards,
tuck a spare card under the Chapel, discard the cards worth least at the hand limit, keep as
many cards as allowed (the Prefecture's second, a Gold Mine card), and use the Crane and the
Black Market when they pay off."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from game.bots import play_move
from game.san_juan import GAME
from game.san_juan.state import SJState
from tests.san_juan.support import make_bot

LEVELS = ["easy", "medium", "hard"]
SEARCH = {"iterations": 200, "time_limit": None}


def _bot(level: str, seed: int = 1):
    return make_bot(level, seed, **(SEARCH if level == "hard" else {}))


def table(
    players: int = 4,
    hands: Mapping[int, Sequence[str]] | None = None,
    cities: Mapping[int, Sequence[str]] | None = None,
    goods: Mapping[int, Sequence[int]] | None = None,
    chapel: Mapping[int, Sequence[str]] | None = None,
    **fields: Any,
) -> SJState:
    """A position: the given hands and cities (cards taken from the deck, all 110 kept), goods
    on the given city positions, and top-level fields patched (phase, role, ...)."""
    data = GAME.new_game({"players": players}, 5).to_json()
    pool = list(data["deck"])
    for p in data["players"]:
        pool += p["hand"]
        pool += [b["card"] for b in p["city"]]
        p["hand"], p["city"] = [], []

    def take(card: str) -> str:
        pool.remove(card)
        return card

    for q, p in enumerate(data["players"]):
        p["city"] = [{"card": take(c), "good": None}
                     for c in (cities or {}).get(q, ["indigo_plant"])]
        p["chapel"] = [take(c) for c in (chapel or {}).get(q, [])]
    for q, p in enumerate(data["players"]):
        if q in (hands or {}):
            p["hand"] = [take(c) for c in hands[q]]
    drawn = [take(c) for c in fields.pop("drawn", [])]
    # the other players get 4 cards each, then goods come from the deck
    for q, p in enumerate(data["players"]):
        if q not in (hands or {}):
            p["hand"] = [take(pool[-1]) for _ in range(4)]
    for q, positions in (goods or {}).items():
        for i in positions:
            data["players"][q]["city"][i]["good"] = take(pool[-1])
    data["drawn"] = drawn
    data["deck"] = pool
    data.update(fields)
    return SJState.from_json(data)


def role_phase(role: str, player: int, **more: Any) -> dict[str, Any]:
    """Fields of a position where ``player`` chose ``role`` and acts first."""
    roles = {r: None for r in ("builder", "producer", "trader", "councillor", "prospector")}
    roles[role] = player
    return {"phase": "gold_mine" if role == "prospector" else role, "role": role,
            "role_player": player, "current_player": player, "governor": player,
            "roles": roles, "picks": 0, "step": 0, **more}


def text(state: SJState, level: str, seed: int = 1) -> str:
    return state.move_to_text(play_move(_bot(level, seed), state))


@pytest.mark.parametrize("level", LEVELS)
def test_a_builder_with_a_library_and_five_cards_builds_the_library(level):
    state = table(hands={0: ["library", "indigo_plant", "sugar_mill", "well", "statue"]},
                  cities={0: ["indigo_plant", "sugar_mill"]}, **role_phase("builder", 0))
    assert text(state, level).startswith("build:library/")


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_the_builder_pays_with_the_cards_worth_least(level):
    # Library (5, -1 as Builder): pays 4 of the 5 other cards, keeping the Hero (the second
    # Smithy is only money)
    state = table(hands={0: ["library", "indigo_plant", "indigo_plant", "sugar_mill", "smithy",
                             "hero"]},
                  cities={0: ["indigo_plant", "smithy", "silver_smelter"]},
                  **role_phase("builder", 0))
    move = text(state, level)
    assert move.startswith("build:library/")
    assert "hero" not in move.split("/pay:")[1]


@pytest.mark.parametrize("level", LEVELS)
def test_the_producer_fills_the_most_valuable_buildings_first(level):
    state = table(cities={0: ["indigo_plant", "sugar_mill", "silver_smelter", "coffee_roaster"]},
                  **role_phase("producer", 0))
    # the privilege: two goods; silver (2) and coffee (3) are worth most
    assert text(state, level) == "produce:2,3"


@pytest.mark.parametrize("level", LEVELS)
def test_the_trader_sells_the_goods_that_fetch_most(level):
    state = table(cities={0: ["indigo_plant", "sugar_mill", "silver_smelter", "coffee_roaster"]},
                  goods={0: [0, 1, 2, 3]}, **role_phase("trader", 0))
    assert text(state, level) == "sell:2,3"


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_the_councillor_keeps_the_card_worth_most(level):
    state = table(hands={0: ["indigo_plant", "sugar_mill"]},
                  cities={0: ["indigo_plant", "coffee_roaster", "silver_smelter", "smithy"]},
                  **role_phase("councillor", 0, drawn=["library", "indigo_plant", "well",
                                                       "sugar_mill", "archive"]))
    assert text(state, level) == "keep:library"


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_gold_mine_keeps_the_most_useful_card(level):
    roles = role_phase("prospector", 1)
    roles["current_player"] = 0
    roles["step"] = 3
    state = table(hands={0: ["indigo_plant", "sugar_mill", "well"]},
                  cities={0: ["indigo_plant", "gold_mine", "tobacco_storage"]},
                  drawn=["smithy", "sugar_mill", "tobacco_storage", "library"], **roles)
    assert text(state, level) == "keep:library"


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_prefecture_owner_keeps_as_many_cards_as_allowed(level):
    """Keeping fewer is a choice (the Prefecture's "fino a 2"), but a card is always worth its
    money: the rules keep both."""
    roles = role_phase("councillor", 1)
    roles["current_player"] = 0
    roles["step"] = 3
    state = table(hands={0: ["indigo_plant", "sugar_mill"]},
                  cities={0: ["indigo_plant", "prefecture", "tobacco_storage"]},
                  drawn=["smithy", "well"], **roles)
    assert text(state, level) == "keep:smithy,well"


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_gold_mine_owner_keeps_a_card_rather_than_none(level):
    roles = role_phase("prospector", 1)
    roles["current_player"] = 0
    roles["step"] = 3
    state = table(hands={0: ["indigo_plant"]},
                  cities={0: ["indigo_plant", "gold_mine", "smithy"]},
                  drawn=["smithy", "sugar_mill", "tobacco_storage", "palace"], **roles)
    assert "keep:none" in [state.move_to_text(m) for m in state.legal_moves()]
    assert text(state, level) != "keep:none"


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_chapel_owner_tucks_a_spare_card_late_in_the_game(level):
    city = ["indigo_plant", "sugar_mill", "chapel", "tobacco_storage", "well", "statue",
            "smithy", "coffee_roaster", "archive"]
    state = table(hands={0: ["indigo_plant", "indigo_plant", "sugar_mill", "smithy", "well"]},
                  cities={0: city, 1: ["indigo_plant", "hero", "victory_column", "quarry", "tower",
                                       "crane", "carpenter", "market_hall"]},
                  phase="chapel", current_player=0, governor=0, round=11, step=0,
                  roles={r: None for r in ("builder", "producer", "trader", "councillor",
                                           "prospector")})
    move = text(state, level)
    assert move.startswith("chapel:") and move != "chapel:none"
    # a card it cannot build (a second Smithy or Well) or the cheapest
    assert move.split(":")[1] in ("smithy", "well", "indigo_plant")


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_the_hand_limit_discards_the_cards_worth_least(level):
    hand = ["library", "palace", "indigo_plant", "indigo_plant", "smithy", "sugar_mill",
            "well", "hero", "smithy"]
    state = table(hands={0: hand}, cities={0: ["indigo_plant", "smithy", "well"]},
                  phase="hand_limit", current_player=0, governor=0, round=4, step=0,
                  roles={r: None for r in ("builder", "producer", "trader", "councillor",
                                           "prospector")})
    move = text(state, level)
    assert move.startswith("discard:")
    gone = move.split(":")[1].split(",")
    assert len(gone) == 2
    assert "library" not in gone and "palace" not in gone and "hero" not in gone


def test_a_crane_builds_over_a_weak_building_when_it_pays_off():
    # late in the game: the Palace over the Indigo Plant costs 6 - 1 - 1 = 4, which the hand
    # can pay; without the Crane it cannot
    city = ["indigo_plant", "crane", "sugar_mill", "tobacco_storage", "well", "statue",
            "smithy", "coffee_roaster", "archive", "chapel"]
    rival = ["indigo_plant", "hero", "victory_column", "quarry", "tower", "market_hall",
             "carpenter", "library", "prefecture"]
    state = table(hands={0: ["palace", "sugar_mill", "indigo_plant", "well", "tower"]},
                  cities={0: city, 1: rival}, round=10, **role_phase("builder", 0))
    move = text(state, "medium")
    assert move.startswith("build:palace/over:")


def test_a_black_market_pays_with_cheap_goods_instead_of_cards():
    state = table(hands={0: ["library", "hero", "victory_column", "palace"]},
                  cities={0: ["indigo_plant", "indigo_plant", "black_market", "silver_smelter"]},
                  goods={0: [0, 1]}, **role_phase("builder", 0))
    move = text(state, "medium")
    assert move.startswith("build:")
    assert "/goods:0,1" in move


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_two_player_governor_announces_the_library_when_it_pays_for_a_build(level):
    # the Palace costs 6: 4 cards with the Builder's privilege doubled by the Library, 5
    # without; the hand holds 4 cards besides the Palace (and the Indigo Plant is full)
    state = table(players=2,
                  hands={0: ["palace", "indigo_plant", "sugar_mill", "indigo_plant", "well"]},
                  cities={0: ["indigo_plant", "library", "statue", "victory_column"]},
                  goods={0: [0]},
                  phase="role", current_player=0, governor=0, round=3, picks=0, step=0,
                  roles={r: None for r in ("builder", "producer", "trader", "councillor",
                                           "prospector")})
    assert "role:builder+library" in [state.move_to_text(m) for m in state.legal_moves(0)]
    assert text(state, level) == "role:builder+library"
