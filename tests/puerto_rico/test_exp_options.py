"""The expansions as game options: how they are chosen, stored and refused (issue 11)."""

from __future__ import annotations

import pytest

from game.puerto_rico import GAME, PRState, normalize_options
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


def test_the_expansions_are_not_options_of_the_setup_screen():
    assert [o.id for o in GAME.options] == ["hidden_vp"]


def test_the_command_line_refuses_an_unknown_expansion(capsys):
    with pytest.raises(SystemExit):
        main(["simulate", "--games", "1", "--expansions", "pirates"])
    assert "pirates" in capsys.readouterr().err
