"""Bots decide from the player's view only: hidden information they must not know changes
nothing, and the determinizer samples states consistent with the view."""

from __future__ import annotations

import pytest

from game.bots import get_bot
from game.core.hidden import ViewSampler
from game.core.rng import Rng
from game.puerto_rico import GAME
from game.puerto_rico.state import PH_MAYOR, PH_ROLE, PH_SETTLER, VP, PRState

LEVELS = ("random", "easy", "medium", "hard", "expert")
# small fixed budgets: reproducible and quick (no time limit)
SEARCH = {"iterations": 60, "time_limit": None}


def _advance(seed: int, decisions: int, phase: int | None = None) -> PRState:
    """A mid-game position reached by Medium bots (then, optionally, the next ``phase``)."""
    state = GAME.new_game({"players": 4}, seed)
    bot = get_bot("puerto_rico", "medium", seed)
    done = 0
    while not state.is_over():
        if done >= decisions and (phase is None or state.phase == phase):
            break
        p = state.current_players()[0]
        legal = [state.move_to_text(m) for m in state.legal_moves(p)]
        state.apply(state.parse_move(bot.choose(state.view(p), legal)), p)
        done += 1
    assert not state.is_over()
    return state


def _twin(state: PRState, seed: int) -> PRState:
    """The same position with another hidden plantation order and other hidden VP chips."""
    twin = state.clone()
    rng = Rng(seed)
    for _ in range(10):
        rng.shuffle(twin.deck)
        if twin.deck != state.deck or len(set(state.deck)) < 2:
            break
    viewer = state.cur
    others = [p for p in range(state.num_players) if p != viewer]
    total = sum(state.pl[p][VP] for p in others)
    # move the others' chips around (keeping their total, which the public supply reveals)
    twin.pl[others[0]][VP] = total
    for p in others[1:]:
        twin.pl[p][VP] = 0
    if total == 0:  # no chips yet: still change the state by re-dealing later chips
        twin.pl[others[0]][VP] = 0
    twin.rng_state = rng.next_u64()
    return twin


POSITIONS = [
    (11, 30, PH_ROLE),
    (12, 60, PH_SETTLER),
    (13, 90, PH_MAYOR),
    (14, 140, None),
    (15, 180, PH_ROLE),
]


@pytest.mark.parametrize(("seed", "decisions", "phase"), POSITIONS)
def test_hidden_information_does_not_change_any_level_choice(seed, decisions, phase):
    state = _advance(seed, decisions, phase)
    twin = _twin(state, seed + 1000)
    player = state.cur
    assert twin.deck != state.deck or len(set(state.deck)) < 2
    assert state.view(player) == twin.view(player)  # the bot cannot tell them apart
    legal = [state.move_to_text(m) for m in state.legal_moves(player)]
    for level in LEVELS:
        options = SEARCH if level in ("hard", "expert") else {}
        a = get_bot("puerto_rico", level, 7, **options).choose(state.view(player), legal)
        b = get_bot("puerto_rico", level, 7, **options).choose(twin.view(player), legal)
        assert a == b, level


def test_hidden_vp_chips_of_others_do_not_change_hard_choice_late_in_the_game():
    state = _advance(21, 180, PH_ROLE)
    player = state.cur
    others = [p for p in range(4) if p != player]
    twin = state.clone()
    chips = [state.pl[p][VP] for p in others]
    for p, v in zip(others, reversed(chips), strict=True):
        twin.pl[p][VP] = v
    twin.pl[others[0]][VP] += 3
    twin.pl[others[1]][VP] -= 3
    assert state.view(player) == twin.view(player)
    legal = [state.move_to_text(m) for m in state.legal_moves(player)]
    bot_a = get_bot("puerto_rico", "hard", 3, **SEARCH)
    bot_b = get_bot("puerto_rico", "hard", 3, **SEARCH)
    assert bot_a.choose(state.view(player), legal) == bot_b.choose(twin.view(player), legal)


def test_same_seed_and_view_give_the_same_move_whatever_came_before():
    state = _advance(31, 50)
    player = state.cur
    view = state.view(player)
    legal = [state.move_to_text(m) for m in state.legal_moves(player)]
    bot = get_bot("puerto_rico", "hard", 5, **SEARCH)
    first = bot.choose(view, legal)
    other = _advance(32, 80)
    p2 = other.cur
    bot.choose(other.view(p2), [other.move_to_text(m) for m in other.legal_moves(p2)])
    assert bot.choose(view, legal) == first


def test_determinized_states_show_the_same_view_and_keep_the_public_totals():
    for seed, decisions in ((41, 20), (42, 120), (43, 180)):
        state = _advance(seed, decisions)
        player = state.cur
        view = state.view(player)
        det = ViewSampler(GAME.hidden, view)
        hidden_total = sum(state.pl[p][VP] for p in range(4) if p != player)
        rng = Rng(seed)
        decks = set()
        for _ in range(5):
            sample = det.sample(rng)
            assert sample.view(player) == view
            assert sorted(sample.deck) == sorted(state.deck)
            assert sum(sample.pl[p][VP] for p in range(4) if p != player) == hidden_total
            assert sample.pl[player][VP] == state.pl[player][VP]
            decks.add(tuple(sample.deck))
            assert [state.move_to_text(m) for m in sample.legal_moves()] == [
                state.move_to_text(m) for m in state.legal_moves()
            ]
        assert len(decks) > 1


def test_determinizer_splits_hidden_chips_evenly_with_a_random_remainder():
    state = _advance(51, 170)
    player = state.cur
    others = [p for p in range(4) if p != player]
    total = sum(state.pl[p][VP] for p in others)
    assert total >= 3
    for p, v in zip(others, (total, 0, 0), strict=True):  # the supply is unchanged
        state.pl[p][VP] = v
    each, extra = divmod(total, 3)
    expected = sorted([each + 1] * extra + [each] * (3 - extra))
    seen = set()
    for seed in range(8):
        sample = ViewSampler(GAME.hidden, state.view(player)).sample(Rng(seed))
        chips = [sample.pl[p][VP] for p in others]
        assert sorted(chips) == expected
        seen.add(tuple(chips))
    assert extra == 0 or len(seen) > 1


def test_a_spectator_view_is_refused():
    state = GAME.new_game({"players": 3}, 1)
    with pytest.raises(ValueError):
        ViewSampler(GAME.hidden, state.view(None))
