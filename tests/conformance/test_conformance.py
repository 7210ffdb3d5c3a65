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
finishes a game of each game. One or two games per case run by default (two unless the first tried
5,000 legal moves); ``--games N`` plays N per case (the long run).
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from game.bots import get_bot
from game.core.protocol import GameDef
from game.core.record import GameRecord, replay
from game.core.registry import installed_games
from game.core.rng import Rng
from tests.conformance.checks import check_end, check_position
from tests.games.support import (
    BUDGETED_LEVELS,
    MAX_MOVES,
    actor,
    fingerprint,
    random_game,
    registered_games,
)

# In CI a case plays up to two games, the second only while fewer than MOVES_PER_CASE legal moves
# were tried (each is applied on a copy: the checks' cost): a random game of Puerto Rico tries
# about 2,000, one of Río de la Plata 17,000. ``--games N`` plays N games a case (the long run).
GAMES_PER_CASE = 2
MOVES_PER_CASE = 5_000
# The record so far is replayed after these many moves (and the whole record at the end): a
# replay starts from the first move, so a check every few moves would cost the square of a game.
REPLAYED_AT = frozenset(25 * 2**k for k in range(10))


def cases() -> Iterator[tuple[GameDef, int, dict]]:
    """(game, players, options) for every game, player count and valid option combination
    (options marked ``exhaustive=False`` only all off and all on: the game's own suite covers
    their combinations)."""
    for definition in registered_games():
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


def test_every_installed_game_and_the_toy_game_have_cases():
    assert any(g.playable for g in installed_games()), "no playable game is installed"
    for definition in registered_games():
        assert any(d is definition for d, _, _ in CASES), definition.id


@pytest.mark.parametrize(("definition", "players", "combo"), CASES, ids=CASE_IDS)
def test_random_games_obey_the_protocol_at_every_position(request, definition, players, combo):
    options = {"players": players, **combo}
    tried = 0
    for game in range(games_per_case(request)):
        if game and tried >= MOVES_PER_CASE and not request.config.getoption("--games"):
            break
        seed = 1000 * players + game
        rng = random.Random(seed)
        record = GameRecord(definition.id, options, seed)
        state = definition.new_game(options, seed)
        seen_texts: set[str] = set()
        for _ in range(MAX_MOVES):
            if state.is_over():
                break
            player = actor(state)
            legal = state.legal_moves(player)
            turn = state.to_act()  # the playouts' fast path says the same
            assert turn is not None and (turn[0], list(turn[1])) == (player, legal)
            texts = check_position(state, player, legal, seen_texts)
            tried += len(texts)
            seen_texts.update(texts)
            text = rng.choice(texts)  # recorded as text, as a save would
            record.moves.append(text)
            state.apply(state.parse_move(text), player)
            if len(record.moves) in REPLAYED_AT:  # the record so far reproduces the state
                assert fingerprint(replay(record)) == fingerprint(state)
        assert state.to_act() is None
        check_end(state, record)


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
    for definition in registered_games():
        if definition.bots:
            for level in BUDGETED_LEVELS:  # (the test gives the search its budget)
                yield definition, level


@pytest.mark.parametrize(("definition", "level"), list(bot_cases()),
                         ids=[f"{d.id}-{lv}" for d, lv in bot_cases()])
def test_a_bot_of_every_level_finishes_a_game(definition, level):
    """Seat 1 is the bot under test, the others random; a small search budget keeps it quick:
    a few iterations, each playout cut after a few moves (a game whose playouts run a whole year
    of rules-played moves, as Río de la Plata's do, would otherwise take half a minute). The
    search's full playouts and its strength are its game's own tests and the tournaments'."""
    players = definition.default_players or definition.min_players
    state = definition.new_game({"players": players}, 11)
    budget = ({"iterations": 6, "time_limit": None, "playout_moves": 12}
              if level in ("hard", "expert") else {})
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
