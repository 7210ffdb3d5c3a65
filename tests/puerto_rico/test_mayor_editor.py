"""The Mayor editor on CPython: tap a colonist, then where it goes; San Juan is flagged while
spaces wait (web/puerto_rico/mayor.py)."""

from __future__ import annotations

from game.puerto_rico import GAME
from web.dom import to_json
from web.puerto_rico.mayor import UNPLACED
from web.puerto_rico.table import PuertoRicoTable


def mayor_position():
    """Three players; the first Mayor decision with a choice (corn, coffee, small indigo)."""
    state = GAME.new_game({"players": 3, "hidden_vp": True}, 3)
    while True:
        player = state.current_players()[0]
        legal = [state.move_to_text(m) for m in state.legal_moves(player)]
        if state.view(None)["phase"] == "mayor" and len(legal) > 1:
            return state.view(player), player, legal
        move = "role:mayor" if "role:mayor" in legal else legal[0]
        state.apply(state.parse_move(move))


def test_tap_a_colonist_then_its_destination():
    view, player, legal = mayor_position()
    table = PuertoRicoTable()
    placement = table.placement_for(view, player, legal)
    assert placement.to_text() == "place:corn=1,coffee=1"
    table.toggle(view, player, legal, "coffee", 0)  # pick up the coffee colonist
    assert placement.selected == "coffee"
    table.toggle(view, player, legal, "small_indigo_plant", 0)  # put it in the indigo plant
    assert placement.to_text() == "place:corn=1,small_indigo_plant=1"
    assert placement.selected is None
    table.toggle(view, player, legal, "corn", 0)  # pick up, then back to San Juan
    table.toggle(view, player, legal, UNPLACED, 0)
    assert placement.to_text() == "place:small_indigo_plant=1" and placement.free() == 1
    # An empty space tapped with nothing picked up takes a colonist from San Juan.
    table.toggle(view, player, legal, "coffee", 0)
    assert placement.to_text() == "place:coffee=1,small_indigo_plant=1"
    # Nothing more waits: an empty space stays empty; tapping a colonist twice drops it again.
    table.toggle(view, player, legal, "corn", 0)
    assert placement.to_text() == "place:coffee=1,small_indigo_plant=1"
    table.toggle(view, player, legal, "coffee", 0)
    table.toggle(view, player, legal, "coffee", 0)
    assert placement.selected is None


def test_a_colonist_left_in_san_juan_is_flagged_on_the_board():
    view, player, legal = mayor_position()
    table = PuertoRicoTable()
    table.reset(view, player, legal, empty=True)
    board = to_json(table.waiting_room(table.placement_for(view, player, legal)))
    assert '"san-juan flag"' in board and "2 waiting while spaces are empty" in board
    table.reset(view, player, legal)
    board = to_json(table.waiting_room(table.placement_for(view, player, legal)))
    assert "mayor-flag" not in board and '"san-juan"' in board


def test_colonists_may_be_dragged_onto_empty_spaces_and_circles_or_back_to_san_juan():
    view, player, legal = mayor_position()
    table = PuertoRicoTable()
    placement = table.placement_for(view, player, legal)
    board = table.island(view["players"][player], placement), table.city(
        view["players"][player], placement)
    marks = {}
    for node in _nodes(board):
        attrs = node[1] or {}
        if "data-testid" in attrs and attrs["data-testid"].startswith("place-"):
            marks[attrs["data-testid"]] = (attrs.get("data-drag"), attrs.get("data-drop"))
    # the suggestion fills corn and coffee: those colonists are dragged, the indigo circle takes
    assert marks["place-corn-0"] == ("place-corn-0", None)
    assert marks["place-coffee-0"] == ("place-coffee-0", None)
    assert marks["place-small_indigo_plant-0"] == (None, "place-small_indigo_plant-0")
    room = table.waiting_room(placement)[1]
    assert room["data-drop"] == "mayor-san-juan" and room.get("data-drag") is None  # nobody waits
    table.toggle(view, player, legal, "coffee", 0)  # a tap picks up the coffee colonist
    spaces = [n[1] for n in _nodes(table.island(view["players"][player], placement))
              if (n[1] or {}).get("data-picked")]
    assert [s["data-testid"] for s in spaces] == ["place-coffee-0"]
    table.toggle(view, player, legal, UNPLACED, 0)  # back to San Juan: now one may be dragged
    room = table.waiting_room(placement)[1]
    assert room["data-drag"] == "mayor-san-juan"


def _nodes(node):
    if isinstance(node, tuple) and len(node) == 3 and isinstance(node[0], str):
        yield node
        for child in node[2]:
            yield from _nodes(child)
    elif isinstance(node, (tuple, list)):
        for child in node:
            yield from _nodes(child)
