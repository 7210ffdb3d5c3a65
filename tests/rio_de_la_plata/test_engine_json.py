"""Río de la Plata's JSON (the layout in ``game/rio_de_la_plata/state.py``): scenario files and
saved positions address squares, grids, offices, tiles and enemies by readable names; the view,
which the table and the bots read, keeps them as lists indexed by number."""

from __future__ import annotations

import json

import pytest

from game.rio_de_la_plata import RioState
from game.rio_de_la_plata.board import SQUARE_BY_NAME, SQUARES
from game.rio_de_la_plata.data import CATHEDRAL, FORT, GUNNER, PALACE
from game.rio_de_la_plata.hidden import HIDDEN
from tests.rio_de_la_plata.support import new, play


def test_the_json_keys_squares_by_name_grids_by_major_and_offices_by_id():
    s = new(3)
    play(s, "place:F5", "grid:fort:1", "office:gunner")
    data = s.to_json()
    assert data["w_owner"]["F5"] == 0 and data["w_count"]["F5"] == 1
    assert len(data["bld"]) == SQUARES and list(data["bld"])[:2] == ["A1", "B1"]
    assert data["g_owner"]["fort"][0] == 0 and data["claim"]["gunner"] == 0
    assert data["enemy"] == {"natives": 1, "corsairs": 1}


def test_a_position_patched_by_name_reads_back_into_the_engines_lists():
    s = new(3)
    data = s.to_json()
    data["bld"]["F8"] = "hut"
    data["owner"]["F8"] = 2
    data["g_owner"]["fort"][3] = 1
    data["office_owner"]["gunner"] = 0
    t = RioState.from_json(json.loads(json.dumps(data)))
    assert t.bld[SQUARE_BY_NAME["F8"]] == "hut" and t.owner[SQUARE_BY_NAME["F8"]] == 2
    assert t.g_owner[FORT][3] == 1 and t.office_owner[GUNNER] == 0
    assert t.to_json() == data


def test_a_square_that_is_not_on_the_map_is_refused():
    data = new(3).to_json()
    data["bld"]["Q1"] = "hut"
    with pytest.raises(ValueError, match="Q1"):
        RioState.from_json(data)


def test_the_view_keeps_numbered_lists_and_rebuilds_the_same_position():
    s = new(3)
    play(s, "place:F5")
    view = s.view(1)
    assert isinstance(view["w_owner"], list) and view["w_owner"][SQUARE_BY_NAME["F5"]] == 0
    assert isinstance(view["g_owner"], list) and isinstance(view["office_owner"], list)
    assert HIDDEN.from_view(view).view(1) == view


def test_the_palaces_and_cathedrals_squares_are_written_by_name():
    s = new(3)
    s.bld[SQUARE_BY_NAME["H8"]] = "cathedral"
    s.major_done[CATHEDRAL] = SQUARE_BY_NAME["H8"]
    data = s.to_json()
    assert data["major_done"] == {"palace": -1, "cathedral": "H8", "fort": -1, "port": -1}
    data["major_done"]["palace"] = "G9"
    t = RioState.from_json(data)
    assert t.major_done[PALACE] == SQUARE_BY_NAME["G9"]
    assert s.view(0)["major_done"][CATHEDRAL] == SQUARE_BY_NAME["H8"]
