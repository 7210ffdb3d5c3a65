"""The expansions as game options: how they are chosen, stored and refused (issue 11)."""

from __future__ import annotations

import pytest

from game.puerto_rico import GAME, PRState, normalize_options
from game.puerto_rico import data as prd
from game.puerto_rico.__main__ import main


def test_a_base_game_stores_no_expansion_key():
    st = PRState.new(4, 1)
    assert st.to_json()["options"] == {"players": 4, "hidden_vp": True}
    assert normalize_options({"players": 4}) == {"players": 4, "hidden_vp": True}
    assert PRState.from_json(st.to_json()).expansions == frozenset()


def test_an_unknown_expansion_is_refused_with_its_name():
    with pytest.raises(ValueError, match="pirates"):
        PRState.new(4, 1, expansions={"pirates"})
    with pytest.raises(ValueError, match="pirates"):
        GAME.new_game({"players": 4, "expansions": "pirates"}, 1)


def test_the_setup_screen_offers_a_toggle_per_playable_expansion():
    # the toggles and their folding into ``expansions``: tests/puerto_rico/test_setup_options.py
    assert GAME.options[0].id == "hidden_vp"


def test_the_command_line_refuses_an_unknown_expansion(capsys):
    with pytest.raises(SystemExit):
        main(["simulate", "--games", "1", "--expansions", "pirates"])
    assert "pirates" in capsys.readouterr().err


def test_expansions_come_as_a_list_or_comma_separated_text_and_are_stored_sorted():
    options = normalize_options({"players": 3, "expansions": "buildings", "random_draft": True})
    assert options == {"players": 3, "hidden_vp": True, "expansions": ["buildings"],
                       "random_draft": True}
    st = GAME.new_game(options, 5)
    assert st.to_json()["options"] == options
    assert PRState.from_json(st.to_json()).expansions == frozenset({"buildings"})


def test_the_random_draft_means_nothing_without_the_new_buildings():
    assert normalize_options({"players": 4, "random_draft": True}) == {
        "players": 4, "hidden_vp": True}


def test_the_command_line_simulates_games_with_the_expansions(capsys):
    main(["simulate", "--games", "2", "--players", "3", "--expansions", "buildings"])
    out = capsys.readouterr().out
    assert '"expansions": ["buildings"]' in out
    assert out.strip().splitlines()[-1].startswith("games/s:")


def test_the_bench_runs_all_four_expansions_beside_the_base_game(capsys):
    variants = dict(GAME.bench_variants)
    main(["simulate", "--games", "1", "--players", "4", *variants["all four expansions"]])
    assert '"expansions": ["buccaneer", "buildings", "festival", "nobles"]' in (
        capsys.readouterr().out)


def test_a_saved_state_with_a_building_off_the_board_is_refused():
    # a player owns buildings of the board only (the engine's Mayor scans those alone)
    st = GAME.new_game({"players": 3, "expansions": "buildings", "random_draft": True}, 5)
    data = st.to_json()
    off = next(b.id for b in prd.BUILDINGS
               if b.id not in data["building_supply"] and b.expansion == "new_buildings")
    data["players"][0]["buildings"][off] = 0
    with pytest.raises(ValueError, match="not on the board"):
        PRState.from_json(data)
