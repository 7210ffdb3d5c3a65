"""What a seat cannot see, for every game, through its registration's ``GameDef.hidden`` (a
``game.core.hidden.HiddenInfo``), at positions spread over a random game:

* a redeal (``HiddenInfo.redraw``) is a position the engine goes on from: it survives the JSON
  round trip, the seat to act has the same moves, and play continues from it;
* full states sampled from a seat's view (``ViewSampler``, the bots' determinizer) show exactly
  that view and offer the seat its moves, and differ where the view is silent;
* bots decide from the view alone: dealing again what the seat to act cannot see changes no
  level's choice, and a bot's choice does not depend on what it was asked before.

That every seat's view (and a spectator's) stays the same under a redeal is the conformance
suite's check (``tests/conformance``), over every option combination.
"""

from __future__ import annotations

import json

import pytest

from game.bots import get_bot, has_bots
from game.core.hidden import ViewSampler
from game.core.protocol import GameDef, GameState
from game.core.rng import Rng
from tests.games.support import (
    BUDGETED_LEVELS,
    actor,
    fingerprint,
    game_ids,
    legal_texts,
    random_positions,
    redraw_of,
    registered_games,
)

GAMES = registered_games()
WITH_HIDDEN = [d for d in GAMES if d.hidden is not None]
BOT_CASES = [(d, level) for d in GAMES if has_bots(d.id) for level in BUDGETED_LEVELS]
# a small fixed budget: reproducible, and enough for the search to sample the hidden part; short
# playouts (the search still determinizes, plays out and evaluates in every iteration) keep
# games whose playouts run for a year of moves as quick as the others
SEARCH = {"iterations": 16, "time_limit": None, "playout_moves": 12}
PLAY_ON = 12  # moves played from a redeal


def positions(definition: GameDef, count: int = 6) -> list[GameState]:
    """Positions over a random game at the default player count."""
    players = definition.default_players or definition.min_players
    return random_positions(definition, players, seed=17, count=count)


def bot(definition: GameDef, level: str, seed: int = 7):
    return get_bot(definition.id, level, seed, **(SEARCH if level in ("hard", "expert") else {}))


def test_every_game_with_hidden_information_is_checked_here():
    assert WITH_HIDDEN, "no registered game declares GameDef.hidden"


@pytest.mark.parametrize("definition", WITH_HIDDEN, ids=game_ids(WITH_HIDDEN))
def test_a_redeal_is_a_position_the_engine_goes_on_from(definition: GameDef):
    changed = False
    for number, state in enumerate(positions(definition)):
        for viewer in (*range(state.num_players), None):
            other = definition.hidden.redraw(state, viewer, Rng(number))
            changed |= fingerprint(other) != fingerprint(state)
            again = type(other).from_json(json.loads(fingerprint(other)))
            assert fingerprint(again) == fingerprint(other)
            if viewer == actor(state):
                assert legal_texts(other, viewer) == legal_texts(state, viewer)
            for _ in range(PLAY_ON):
                if other.is_over():
                    break
                player = actor(other)
                other.apply(other.legal_moves(player)[0], player)
    assert changed, "no redeal changed anything: the check is empty"


@pytest.mark.parametrize("definition", WITH_HIDDEN, ids=game_ids(WITH_HIDDEN))
def test_states_sampled_from_a_view_show_that_view_and_differ_where_it_is_silent(definition):
    differ = False
    for number, state in enumerate(positions(definition)):
        for viewer in range(state.num_players):
            view = state.view(viewer)
            sampler = ViewSampler(definition.hidden, view)
            samples = [sampler.sample(Rng(100 * number + k)) for k in range(4)]
            for sample in samples:
                assert sample.view(viewer) == view
                if viewer == actor(state):
                    assert legal_texts(sample, viewer) == legal_texts(state, viewer)
            differ |= len({fingerprint(s) for s in samples}) > 1
    assert differ, "the samples never differed: the check is empty"


@pytest.mark.parametrize(("definition", "level"), BOT_CASES,
                         ids=[f"{d.id}-{level}" for d, level in BOT_CASES])
def test_dealing_again_what_a_bot_cannot_see_never_changes_its_choice(definition, level):
    redraw = redraw_of(definition)
    redealt = False
    for number, state in enumerate(positions(definition, count=4)):
        player = actor(state)
        twin = redraw(state, player, Rng(1000 + number))
        redealt |= fingerprint(twin) != fingerprint(state)
        assert twin.view(player) == state.view(player)  # the bot cannot tell them apart
        legal = legal_texts(state, player)
        first = bot(definition, level).choose(state.view(player), legal)
        assert bot(definition, level).choose(twin.view(player), legal) == first
    assert redealt, "nothing hidden was dealt again: the check is empty"


@pytest.mark.parametrize("definition", [d for d in GAMES if has_bots(d.id)],
                         ids=game_ids([d for d in GAMES if has_bots(d.id)]))
def test_the_same_seed_and_view_give_the_same_move_whatever_came_before(definition):
    first_state, *others = positions(definition, count=3)
    player = actor(first_state)
    view, legal = first_state.view(player), legal_texts(first_state, player)
    searcher = bot(definition, "hard", seed=5)
    first = searcher.choose(view, legal)
    for other in others:
        searcher.choose(other.view(actor(other)), legal_texts(other, actor(other)))
    assert searcher.choose(view, legal) == first
