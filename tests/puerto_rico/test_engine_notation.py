"""The move notation is stored in saved games: pin every form of it."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalMove
from game.puerto_rico import GAME
from game.puerto_rico import state as prs

TEXTS = [
    "pass",
    "role:settler",
    "role:mayor",
    "role:builder",
    "role:craftsman",
    "role:trader",
    "role:captain",
    "role:prospector",
    "take:corn",
    "take:coffee",
    "take:quarry",
    "take:sugar+colonist",
    "take:quarry+colonist",
    "hacienda",
    "build:small_indigo_plant",
    "build:city_hall",
    "build:factory+colonist",
    "extra:tobacco",
    "sell:indigo",
    "load:corn@1",
    "load:coffee@3",
    "wharf:sugar",
    "keep:corn=1",
    "keep:indigo=3,coffee=2",
    "keep:-",
    "place:corn=1,quarry=2,large_indigo_plant=3,small_market=1",
    "place:-",
]


def test_engine_notation_round_trips_every_form() -> None:
    st = GAME.new_game({"players": 4}, 1)
    for text in TEXTS:
        move = st.parse_move(text)
        assert st.move_to_text(move) == text
        assert st.parse_move(f"  {text} ") == move


def test_engine_notation_accepts_any_order_and_writes_the_canonical_one() -> None:
    st = GAME.new_game({"players": 4}, 1)
    move = st.parse_move("place:small_market=1,quarry=2,large_indigo_plant=3,corn=1")
    assert st.move_to_text(move) == "place:corn=1,quarry=2,large_indigo_plant=3,small_market=1"
    assert st.move_to_text(st.parse_move("keep:coffee=2,indigo=3")) == "keep:indigo=3,coffee=2"


def test_engine_notation_second_prospector() -> None:
    st = GAME.new_game({"players": 5}, 1)
    assert st.move_to_text(st.parse_move("role:prospector2")) == "role:prospector2"
    with pytest.raises(IllegalMove):
        GAME.new_game({"players": 4}, 1).parse_move("role:prospector2")


@pytest.mark.parametrize(
    "text",
    [
        "",
        "role:",
        "role:pirate",
        "take:gold",
        "build:castle",
        "keep:corn",
        "keep:corn=x",
        "keep:corn=99",
        "keep:corn=1,corn=2",
        "place:corn",
        "place:castle=1",
        "load:corn",
        "PASS",
    ],
)
def test_engine_notation_rejects_unreadable_text(text: str) -> None:
    st = GAME.new_game({"players": 4}, 1)
    with pytest.raises(IllegalMove):
        st.parse_move(text)


def test_engine_notation_move_values_are_stable() -> None:
    """The internal ints are not stored, but bots may cache them: keep them stable too."""
    st = GAME.new_game({"players": 4}, 1)
    assert st.parse_move("pass") == prs.PASS == 0
    assert st.parse_move("role:settler") == 1
    assert st.parse_move("take:quarry") == 25
    assert st.parse_move("load:corn@2") == 110
    assert st.parse_move("build:factory") == 214


def test_engine_describe_move_sentences() -> None:
    # The log sentences come from the UI's describer, which reads the public view.
    from web.puerto_rico.text import sentence

    st = GAME.new_game({"players": 4}, 1)
    assert sentence(st.view(None), "role:settler", 0, "Player 1") == (
        "Player 1 chooses the Settler.")
    st.role_coins[2] = 2
    assert sentence(st.view(None), "role:builder", 0, "Player 1") == (
        "Player 1 chooses the Builder and takes 2 doubloons."
    )
    assert sentence(st.view(None), "pass", 2, "Player 3") == "Player 3 passes."
    assert "keeps 3 Indigo, 2 Coffee" in sentence(st.view(None), "keep:indigo=3,coffee=2", 1,
                                                  "Player 2")
