"""The conformance suite's checks of one position or one finished game, for any game on the core
protocol (``tests/conformance/test_conformance.py`` runs them on every registered game; a game's
own suite may run them over option combinations the generic suite only samples, adding its own
invariants)."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

from game.core.errors import IllegalMove
from game.core.protocol import GameState
from game.core.record import GameRecord, replay
from tests.games.support import MAX_MOVES, actor, fingerprint

Invariants = Callable[[GameState], None]


def check_copies(state: GameState) -> None:
    """``clone`` and the JSON round trip give equal, independent states that offer the same
    moves."""
    before = fingerprint(state)
    copy = state.clone()
    assert fingerprint(copy) == before
    restored = type(state).from_json(json.loads(before))
    assert fingerprint(restored) == before
    if not state.is_over():
        assert restored.legal_moves(actor(state)) == state.legal_moves(actor(state))
        # the copy is independent: playing on it leaves the original alone
        copy.apply(copy.legal_moves(actor(copy))[0], actor(copy))
        assert fingerprint(state) == before


def check_legal_moves(state: GameState, player: int, legal: list,
                      invariants: Invariants | None = None) -> list[str]:
    """Every legal move applies on a copy (after which the game's ``invariants`` hold, when
    given), is legal by ``is_legal``, and its text round-trips."""
    texts = []
    before = fingerprint(state)
    for move in legal:
        text = state.move_to_text(move)
        assert state.parse_move(text) == move, text
        assert state.is_legal(move, player), text
        copy = state.clone()
        copy.apply(move, player)
        if invariants is not None:
            invariants(copy)
        texts.append(text)
    assert len(set(texts)) == len(texts), "two legal moves share a text"
    assert fingerprint(state) == before, "trying moves on copies changed the state"
    return texts


def check_illegal_moves(state: GameState, player: int, others: set[str], legal: list) -> None:
    """Moves seen elsewhere in the game that are not legal here are rejected, the state
    untouched; so is a legal move played by someone who is not to act."""
    before = fingerprint(state)
    rejected = []
    for text in sorted(others)[:12]:
        move = state.parse_move(text)
        if move in legal or state.is_legal(move, player):
            continue
        with pytest.raises(IllegalMove):
            state.apply(move, player)
        rejected.append(text)
    waiting = [p for p in range(state.num_players) if p not in state.current_players()]
    if waiting:
        with pytest.raises(IllegalMove):
            state.apply(legal[0], waiting[0])
        rejected.append(f"{state.move_to_text(legal[0])} by player {waiting[0]}")
    # (compared once: a change a rejection made would still be there)
    assert fingerprint(state) == before, f"rejected {rejected} but the state changed"
    with pytest.raises(IllegalMove):
        state.parse_move("\x00 not a move \x00")


def check_end(state: GameState, record: GameRecord) -> None:
    """A finished game: nobody acts, one score per player, each the sum of its breakdown,
    returns that share one win, the record replays to the same state, and no further move is
    accepted."""
    assert state.is_over(), f"the game did not end within {MAX_MOVES} moves"
    assert state.current_players() == ()
    assert state.legal_moves() == []
    with pytest.raises(IllegalMove):
        state.apply(state.parse_move(record.moves[-1]), 0)
    scores = state.final_scores()
    assert [s.player for s in scores] == list(range(state.num_players))
    for score in scores:
        assert score.total == sum(score.breakdown.values()), score
    returns = state.returns()
    assert len(returns) == state.num_players
    assert abs(sum(returns) - 1.0) < 1e-9 and all(r >= 0 for r in returns)
    assert fingerprint(replay(record)) == fingerprint(state)
