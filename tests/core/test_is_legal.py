"""The protocol's default ``is_legal`` / ``illegal_reason`` and ``apply`` built on them."""

from __future__ import annotations

import pytest

from game.core import IllegalMove

from .toy_game import GAME


def test_is_legal_default_of_the_protocol_is_membership_in_legal_moves() -> None:
    st = GAME.new_game({"players": 2}, 3)
    assert st.is_legal(1) and st.is_legal(1, 0)
    assert not st.is_legal(1, 1) and not st.is_legal(7)
    assert st.illegal_reason(7) == "Illegal move: take:7"
    assert st.illegal_reason(1, 1) == "It is not player 2's turn."
    with pytest.raises(IllegalMove, match="Illegal move: take:7"):
        st.apply(7)
