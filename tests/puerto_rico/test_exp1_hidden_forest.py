"""Expansion 1, the Forest House: a plantation drawn from the hidden stack and laid face down as a
forest (the Hacienda's tile, or with Expansion 2 the Land Office's) is seen by its owner only
(rules-notes 41). The others' views count it with the stack's tiles they have not seen, so its
kind cannot be deduced by subtraction, neither while the owner looks at it nor once it is laid;
the bots' determinizer and the conformance re-draw deal all those unseen tiles anew."""

from __future__ import annotations

import json

import pytest

import game.puerto_rico.state as prs
from game.core import canonical_json
from game.core.hidden import ViewSampler
from game.core.rng import Rng
from game.puerto_rico import GAME, PRState, json_io
from tests.puerto_rico.support import js, legal, me, patch, phase, play
from tests.puerto_rico.support_exp1 import e1_board, e1_table
from tests.puerto_rico.support_exp2 import e2_board, e2_table

EMPTY = e1_board()
OWNER = 1  # the Forest House owner in these positions
OTHERS = (0, 2, 3, None)  # the other players and a spectator
# the stack's last tile is drawn next: two stacks with the same tiles, another one on top and
# the other one at the bottom, below more tiles than the face-up plantations' refill draws
FILLER = ["indigo", "sugar", "tobacco", "indigo", "sugar", "tobacco"]
COFFEE_ON_TOP = ["corn", *FILLER, "coffee"]
CORN_ON_TOP = ["coffee", *FILLER, "corn"]


def hacienda_draw(deck: list[str]) -> PRState:
    """Player 1 (occupied Hacienda and Forest House) has drawn the stack's top tile and looks at
    it (player 0 chose the Settler and passed)."""
    board = e1_board(buildings={"forest_house": 1, "hacienda": 1})
    state = e1_table(4, {"players.0": EMPTY, "players.1": board, "deck": deck})
    return play(state, "role:settler", "pass", "hacienda")


def land_office_buy(deck: list[str]) -> PRState:
    """Player 1 (a worker on the Land Office, an occupied Forest House) has bought the stack's
    top tile in the Trader phase and looks at it."""
    board = e2_board(doubloons=1, buildings={"land_office": 1, "forest_house": 1})
    state = e2_table(4, {"players.1": board, "deck": deck}, buildings=True)
    return play(state, "role:trader", "land:buy")


def views(state: PRState, viewers=OTHERS) -> list[dict]:
    return [state.view(p) for p in viewers]


def test_a_hacienda_tile_laid_as_a_forest_cannot_be_deduced_from_the_others_view():
    coffee = play(hacienda_draw(COFFEE_ON_TOP), "hacienda:forest")
    corn = play(hacienda_draw(CORN_ON_TOP), "hacienda:forest")
    assert me(coffee, OWNER)["forests"] == me(corn, OWNER)["forests"] == 1
    assert js(coffee)["deck"] != js(corn)["deck"]  # the stacks really differ...
    assert views(coffee) == views(corn)  # ...but not what the others see
    assert coffee.view(0)["deck_counts"] == {
        "corn": 1, "indigo": 2, "sugar": 2, "tobacco": 2, "coffee": 1
    }
    assert coffee.view(0)["deck_size"] == 7
    # and it stays so as the game goes on (the face-up plantations are drawn anew)
    play(coffee, "pass", "pass", "pass")
    play(corn, "pass", "pass", "pass")
    assert phase(coffee) == phase(corn) == "role"
    assert views(coffee) == views(corn)


def test_a_hacienda_tile_the_owner_is_looking_at_cannot_be_deduced_from_the_others_view():
    coffee, corn = hacienda_draw(COFFEE_ON_TOP), hacienda_draw(CORN_ON_TOP)
    assert legal(coffee) == legal(corn) == ["hacienda:forest", "hacienda:keep"]
    assert coffee.view(0)["new_buildings"]["hacienda_tile"] == "hidden"
    assert views(coffee) == views(corn)
    assert coffee.view(OWNER)["new_buildings"]["hacienda_tile"] == "coffee"
    assert views(coffee, [OWNER]) != views(corn, [OWNER])


def test_a_land_office_tile_laid_as_a_forest_cannot_be_deduced_from_the_others_view():
    coffee, corn = land_office_buy(COFFEE_ON_TOP), land_office_buy(CORN_ON_TOP)
    assert views(coffee) == views(corn)  # while the owner looks at it
    play(coffee, "hacienda:forest")
    play(corn, "hacienda:forest")
    assert me(coffee, OWNER)["forests"] == 1 and me(coffee, OWNER)["doubloons"] == 0
    assert js(coffee)["deck"] != js(corn)["deck"]
    assert views(coffee) == views(corn)
    assert coffee.view(2)["new_buildings"]["drawn_forests"] == [
        {"owner": OWNER, "kind": "hidden"}
    ]


def test_the_owner_still_sees_the_kind_of_their_forest():
    state = play(hacienda_draw(COFFEE_ON_TOP), "hacienda:forest")
    mine = state.view(OWNER)
    assert mine["new_buildings"]["drawn_forests"] == [{"owner": OWNER, "kind": "coffee"}]
    # the owner's unseen tiles are the stack's only
    assert mine["deck_counts"] == {"corn": 1, "indigo": 2, "sugar": 2, "tobacco": 2, "coffee": 0}
    assert state.view(0)["new_buildings"]["drawn_forests"] == [{"owner": OWNER, "kind": "hidden"}]


def test_a_plantation_kept_from_the_stack_is_public_and_not_a_secret_forest():
    state = play(hacienda_draw(COFFEE_ON_TOP), "hacienda:keep")
    assert me(state, OWNER)["island"]["coffee"] == 1
    assert state.view(0)["new_buildings"]["drawn_forests"] == []
    assert state.view(0)["deck_counts"]["coffee"] == 0


def test_a_face_up_plantation_laid_as_a_forest_is_no_secret():
    board = e1_board(buildings={"forest_house": 1})
    state = e1_table(4, {"players.0": EMPTY, "players.1": board, "face_up.sugar": 1})
    play(state, "role:settler", "pass", "forest:sugar")
    assert me(state, OWNER)["forests"] == 1
    assert js(state)["new_buildings"]["drawn_forests"] == []  # everybody saw it face up


def test_a_forest_discarded_by_the_hunting_lodge_keeps_its_secret():
    # which forest a Hunting Lodge discards is not said: the face-down tile stays recorded and
    # counted among the others' unseen tiles
    board = e2_board(forests=1, buildings={"hunting_lodge": 1})
    state = e2_table(4, {
        "players.1": board, "deck": FILLER,
        "new_buildings.drawn_forests": [{"owner": OWNER, "kind": "coffee"}],
    }, buildings=True)
    play(state, "role:settler", "pass", "pass", "pass", "pass", "lodge:forest")
    assert me(state, OWNER)["forests"] == 0 and js(state)["nobles"]["forests_out"] == 1
    assert js(state)["new_buildings"]["drawn_forests"] == [{"owner": OWNER, "kind": "coffee"}]
    assert "coffee" not in js(state)["deck"] and state.view(0)["deck_counts"]["coffee"] == 1


def test_the_determinizer_deals_the_stack_from_every_tile_the_bot_has_not_seen():
    state = play(hacienda_draw(["tobacco", "indigo", "sugar", "corn", "coffee"]),
                 "hacienda:forest")
    view = state.view(0)
    determinizer = ViewSampler(GAME.hidden, view)
    unseen = sorted(prs.GOOD_IDS.index(g) for g, n in view["deck_counts"].items()
                    for _ in range(n))
    rng = Rng(3)
    stacks = set()
    for _ in range(40):
        sample = determinizer.sample(rng)
        assert len(sample.deck) == view["deck_size"] == 4
        forest = sample.drawn_forests[0]
        assert forest[0] == OWNER
        assert sorted([*sample.deck, forest[1]]) == unseen
        assert sample.view(0) == view
        stacks.add(tuple(sorted(sample.deck)))
    assert len(stacks) == 5  # any of the five unseen tiles may be the face-down one


def test_the_determinizer_deals_the_tile_another_player_looks_at_from_the_unseen_tiles():
    state = hacienda_draw(["tobacco", "indigo", "sugar", "corn", "coffee"])
    view = state.view(2)
    determinizer = ViewSampler(GAME.hidden, view)
    rng = Rng(4)
    looked_at = set()
    for _ in range(40):
        sample = determinizer.sample(rng)
        assert len(sample.deck) == 4
        assert sorted([*sample.deck, sample.hacienda_tile]) == [0, 1, 2, 3, 4]
        assert sample.view(2) == view and sample.legal == state.legal
        looked_at.add(sample.hacienda_tile)
    assert len(looked_at) == 5


def test_a_redraw_deals_the_unseen_tiles_anew_and_keeps_the_viewers_view():
    state = play(hacienda_draw(["tobacco", "indigo", "sugar", "corn", "coffee"]),
                 "hacienda:forest")
    forests = set()
    for seed in range(20):
        other = GAME.hidden.redraw(state, 0, Rng(seed))
        assert other.view(0) == state.view(0)
        assert len(other.deck) == len(state.deck)
        forests.add(other.drawn_forests[0])
        # the owner's own secret is theirs: a redraw for the owner keeps it
        assert GAME.hidden.redraw(state, OWNER, Rng(seed)).drawn_forests == state.drawn_forests
    assert len(forests) > 1


def test_a_saved_game_keeps_the_face_down_tiles_and_their_owners():
    state = play(land_office_buy(COFFEE_ON_TOP), "hacienda:forest")
    loaded = PRState.from_json(json.loads(canonical_json(state.to_json())))
    assert loaded.drawn_forests == state.drawn_forests == [(OWNER, 4)]
    assert loaded.view(OWNER) == state.view(OWNER) and loaded.view(0) == state.view(0)


def test_a_game_saved_before_the_face_down_tiles_were_recorded_still_loads():
    state = play(hacienda_draw(COFFEE_ON_TOP), "hacienda:forest")
    data = json.loads(canonical_json(state.to_json()))
    del data["new_buildings"]["drawn_forests"]
    loaded = PRState.from_json(data)
    assert loaded.drawn_forests == [] and me(loaded, OWNER)["forests"] == 1


def test_a_face_down_tile_of_no_player_is_refused():
    state = play(hacienda_draw(COFFEE_ON_TOP), "hacienda:forest")
    for bad in ({"owner": 4, "kind": "coffee"}, {"owner": 0, "kind": "quarry"}, "coffee"):
        with pytest.raises(ValueError):
            patch(state, {"new_buildings.drawn_forests": [bad]})


def test_the_face_down_tiles_are_in_the_documented_json_and_view():
    assert '"drawn_forests"' in json_io.__doc__ and '"deck_counts"' in json_io.__doc__
