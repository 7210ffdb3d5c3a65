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


def check_position(state: GameState, player: int, legal: list, seen: set[str],
                   invariants: Invariants | None = None) -> list[str]:
    """Every check of one position where ``player`` acts (:func:`check_copies`,
    :func:`check_legal_moves` of ``legal`` with the game's ``invariants``,
    :func:`check_illegal_moves` with the moves ``seen`` elsewhere), then that none of them
    changed the state: the whole state is written out once before and once after (a position of
    Río's wars, 13 kB, was written eight times). Returns the legal moves' texts."""
    before = fingerprint(state)
    check_copies(state, before)
    assert legal, "a player to act must have a legal move"
    texts = check_legal_moves(state, player, legal, invariants)
    rejected = check_illegal_moves(state, player, seen - set(texts), legal)
    assert fingerprint(state) == before, (
        f"checking the position changed it (copies played on, legal moves tried on copies, "
        f"rejected {rejected})")
    return texts


def check_copies(state: GameState, before: str) -> None:
    """``clone`` and the JSON round trip of the state written out as ``before`` give equal,
    independent states that offer the same moves (independent: :func:`check_position` sees the
    original untouched after a move played on the copy)."""
    copy = state.clone()
    assert fingerprint(copy) == before
    restored = type(state).from_json(json.loads(before))
    assert fingerprint(restored) == before
    if not state.is_over():
        assert restored.legal_moves(actor(state)) == state.legal_moves(actor(state))
        copy.apply(copy.legal_moves(actor(copy))[0], actor(copy))


def check_legal_moves(state: GameState, player: int, legal: list,
                      invariants: Invariants | None = None) -> list[str]:
    """Every legal move applies on a copy (after which the game's ``invariants`` hold, when
    given), is legal by ``is_legal``, and its text round-trips."""
    texts = []
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
    return texts


def check_illegal_moves(state: GameState, player: int, others: set[str], legal: list) -> list[str]:
    """Moves seen elsewhere in the game that are not legal here are rejected (IllegalMove); so is
    a legal move played by someone who is not to act. Returns what was rejected (whether the
    state is untouched is :func:`check_position`'s to see)."""
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
    with pytest.raises(IllegalMove):
        state.parse_move("\x00 not a move \x00")
    return rejected


def check_end(state: GameState, record: GameRecord) -> None:
    """A finished game: nobody acts, one score per player, each the sum of its breakdown,
    returns that share one win, the record replays to the same state, and no further move is
    accepted."""
    assert state.is_over(), f"the game did not end within {MAX_MOVES} moves"
    check_copies(state, fingerprint(state))
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
