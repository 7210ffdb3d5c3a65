"""The conformance suite every registered game gets for free (in the spirit of OpenSpiel's
``random_sim_test``).

For every playable game in the registry, every player count and every valid combination of its
options, random games are played to the end while checking, at every position:

* every legal move applies (on a copy), and its text notation round-trips;
* moves that are not legal here, and moves by a player who is not to act, are rejected with
  :class:`IllegalMove` and leave the state untouched;
* ``clone`` and the JSON round trip give an equal state;
* the view of every seat (and of a spectator) is unchanged when what that seat must not know is
  re-drawn (the game's ``hidden`` information, ``HiddenInfo.redraw``).

At the end the record replays to the same state, and the returns are well formed. Each bot level
finishes a game of each game. A handful of games per case run by default; ``--games N`` plays N
per case (the long run).
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator

import pytest

from game.bots import LEVEL_IDS, get_bot
from game.core.errors import IllegalMove
from game.core.protocol import GameDef, GameState, canonical_json
from game.core.record import GameRecord, replay
from game.core.registry import installed_games
from game.core.rng import Rng
from tests.core import toy_game  # the suite's reference game (tiny, with a hidden secret)

GAMES_PER_CASE = 2  # in CI; ``--games N`` for the long run
MAX_MOVES = 20_000  # a game that has not ended by then is stuck


def conformance_games() -> list[GameDef]:
    """Every playable game installed as a package, and the toy game (not games other tests
    register at run time, so the cases do not depend on the order tests are collected in)."""
    return [g for g in installed_games() if g.playable] + [toy_game.GAME]


def cases() -> Iterator[tuple[GameDef, int, dict]]:
    """(game, players, options) for every game, player count and valid option combination
    (options marked ``exhaustive=False`` only all off and all on: the game's own suite covers
    their combinations)."""
    for definition in conformance_games():
        for players in range(definition.min_players, definition.max_players + 1):
            for combo in definition.conformance_combinations():
                try:
                    definition.normalize_options({"players": players, **combo})
                except ValueError:
                    continue  # the book does not allow this combination at this player count
                yield definition, players, combo


CASES = list(cases())
CASE_IDS = [
    f"{d.id}-{p}p" + "".join(f"-{k}={v}" for k, v in sorted(o.items())) for d, p, o in CASES
]


def games_per_case(request: pytest.FixtureRequest) -> int:
    return request.config.getoption("--games") or GAMES_PER_CASE


def fingerprint(state: GameState) -> str:
    """The whole state, hidden parts and RNG included, as one text."""
    return canonical_json(state.to_json())


def actor(state: GameState) -> int:
    return state.current_players()[0]


def random_game(definition: GameDef, options: dict, seed: int) -> Iterator[GameState]:
    """Yield every position of a game in which each player picks a random legal move."""
    state = definition.new_game(options, seed)
    rng = random.Random(seed)
    for _ in range(MAX_MOVES):
        yield state
        if state.is_over():
            return
        player = actor(state)
        state.apply(rng.choice(state.legal_moves(player)), player)
    pytest.fail(f"{definition.id}: the game did not end within {MAX_MOVES} moves")


def test_every_installed_game_and_the_toy_game_have_cases():
    assert any(g.playable for g in installed_games()), "no playable game is installed"
    for definition in conformance_games():
        assert any(d is definition for d, _, _ in CASES), definition.id


@pytest.mark.parametrize(("definition", "players", "combo"), CASES, ids=CASE_IDS)
def test_random_games_obey_the_protocol_at_every_position(request, definition, players, combo):
    options = {"players": players, **combo}
    for game in range(games_per_case(request)):
        seed = 1000 * players + game
        rng = random.Random(seed)
        record = GameRecord(definition.id, options, seed)
        state = definition.new_game(options, seed)
        seen_texts: set[str] = set()
        for _ in range(MAX_MOVES):
            check_copies(state)
            if state.is_over():
                break
            player = actor(state)
            legal = state.legal_moves(player)
            assert legal, "a player to act must have a legal move"
            turn = state.to_act()  # the playouts' fast path says the same
            assert turn is not None and (turn[0], list(turn[1])) == (player, legal)
            texts = check_legal_moves(state, player, legal)
            check_illegal_moves(state, player, seen_texts - set(texts), legal)
            seen_texts.update(texts)
            text = rng.choice(texts)  # recorded as text, as a save would
            record.moves.append(text)
            state.apply(state.parse_move(text), player)
            if len(record.moves) % 25 == 0:  # replaying the record so far reproduces the state
                assert fingerprint(replay(record)) == fingerprint(state)
        assert state.to_act() is None
        check_end(state, record)


def check_copies(state: GameState) -> None:
    """``clone`` and the JSON round trip give equal, independent states."""
    before = fingerprint(state)
    copy = state.clone()
    assert fingerprint(copy) == before
    restored = type(state).from_json(json.loads(before))
    assert fingerprint(restored) == before
    if not state.is_over():  # the copy is independent: playing on it leaves the original alone
        copy.apply(copy.legal_moves(actor(copy))[0], actor(copy))
        assert fingerprint(state) == before


def check_legal_moves(state: GameState, player: int, legal: list) -> list[str]:
    """Every legal move applies on a copy, is legal by ``is_legal``, and its text round-trips."""
    texts = []
    before = fingerprint(state)
    for move in legal:
        text = state.move_to_text(move)
        assert state.parse_move(text) == move, text
        assert state.is_legal(move, player), text
        copy = state.clone()
        copy.apply(move, player)
        texts.append(text)
    assert len(set(texts)) == len(texts), "two legal moves share a text"
    assert fingerprint(state) == before, "trying moves on copies changed the state"
    return texts


def check_illegal_moves(state: GameState, player: int, others: set[str], legal: list) -> None:
    """Moves seen elsewhere in the game that are not legal here are rejected, the state
    untouched; so is a legal move played by someone who is not to act."""
    before = fingerprint(state)
    for text in sorted(others)[:12]:
        move = state.parse_move(text)
        if move in legal or state.is_legal(move, player):
            continue
        with pytest.raises(IllegalMove):
            state.apply(move, player)
        assert fingerprint(state) == before, f"rejected {text} but the state changed"
    waiting = [p for p in range(state.num_players) if p not in state.current_players()]
    if waiting:
        with pytest.raises(IllegalMove):
            state.apply(legal[0], waiting[0])
        assert fingerprint(state) == before
    with pytest.raises(IllegalMove):
        state.parse_move("\x00 not a move \x00")


def check_end(state: GameState, record: GameRecord) -> None:
    """A finished game: nobody acts, one score per player, returns that share one win, the
    record replays to the same state, and no further move is accepted."""
    assert state.is_over(), f"the game did not end within {MAX_MOVES} moves"
    assert state.current_players() == ()
    assert state.legal_moves() == []
    with pytest.raises(IllegalMove):
        state.apply(state.parse_move(record.moves[-1]), 0)
    scores = state.final_scores()
    assert [s.player for s in scores] == list(range(state.num_players))
    returns = state.returns()
    assert len(returns) == state.num_players
    assert abs(sum(returns) - 1.0) < 1e-9 and all(r >= 0 for r in returns)
    assert fingerprint(replay(record)) == fingerprint(state)


@pytest.mark.parametrize(("definition", "players", "combo"), CASES, ids=CASE_IDS)
def test_a_view_never_depends_on_what_its_viewer_must_not_know(request, definition, players,
                                                                 combo):
    assert definition.hidden is not None, (
        f"{definition.id} must register its hidden information so its views can be checked")
    redraw = definition.hidden.redraw
    options = {"players": players, **combo}
    rng = Rng(7)
    for game in range(games_per_case(request)):
        redrawn_something = False
        for number, state in enumerate(random_game(definition, options, 50 + game)):
            if number % 7:
                continue
            for viewer in range(players):
                other = redraw(state, viewer, rng)
                assert other.view(viewer) == state.view(viewer)
                assert other.view(None) == state.view(None)  # a spectator knows even less
                redrawn_something |= fingerprint(other) != fingerprint(state)
        assert redrawn_something, "the redraw never changed anything: the check is empty"


def bot_cases() -> Iterator[tuple[GameDef, str]]:
    for definition in conformance_games():
        if definition.bots:
            for level in LEVEL_IDS:
                yield definition, level


@pytest.mark.parametrize(("definition", "level"), list(bot_cases()),
                         ids=[f"{d.id}-{lv}" for d, lv in bot_cases()])
def test_a_bot_of_every_level_finishes_a_game(definition, level):
    """Seat 1 is the bot under test, the others random; a small search budget keeps it quick."""
    players = definition.default_players or definition.min_players
    state = definition.new_game({"players": players}, 11)
    budget = {"iterations": 6, "time_limit": None} if level in ("hard", "expert") else {}
    bots = [get_bot(definition.id, level, 3, **budget)] + [
        get_bot(definition.id, "random", seat) for seat in range(1, players)]
    for _ in range(MAX_MOVES):
        if state.is_over():
            break
        player = actor(state)
        legal = [state.move_to_text(m) for m in state.legal_moves(player)]
        text = bots[player].choose(state.view(player), legal)
        move = state.parse_move(text)
        assert state.is_legal(move, player), f"{level} chose an illegal move: {text}"
        state.apply(move, player)
    assert state.is_over(), f"{level} did not finish a game"
