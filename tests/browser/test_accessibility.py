"""Accessibility: axe-core (pinned through npm, injected by the test) finds no serious or critical
violation on the landing page, the setup screen, a table and the end screen of every playable
game, in English and Italian."""

from __future__ import annotations

import random

import pytest

from game.core import GameRecord, encode_link
from game.core.registry import installed_games
from tests.browser.support import open_app, violations

GAMES = [g.id for g in installed_games() if g.playable]  # the games the built page has


def random_record(game_id: str, fraction: float = 1.0) -> GameRecord:
    """A game of ``game_id`` played by random moves to its end (``fraction`` 1) or to that
    fraction of its moves, as a link would carry it (one human, the others Medium bots)."""
    definition = next(g for g in installed_games() if g.id == game_id)
    players = definition.default_players or definition.min_players
    seats = ["human"] + ["medium"] * (players - 1)
    meta = {"names": [f"P{n}" for n in range(players)], "seats": seats}
    moves: list[str] = []
    state = definition.new_game({"players": players}, 3)
    rng = random.Random(3)
    while not state.is_over():
        move = rng.choice(state.legal_moves())
        moves.append(state.move_to_text(move))
        state.apply(move)
    return GameRecord(game_id, {"players": players}, 3, moves[:round(len(moves) * fraction)],
                      meta)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_landing_page_has_no_serious_accessibility_violation(page, lang):
    if lang != "en":
        page.get_by_test_id("language").select_option(lang)
    assert violations(page) == []


@pytest.mark.parametrize("game_id", GAMES)
def test_the_setup_screen_has_no_serious_accessibility_violation(page, game_id):
    page.get_by_test_id(f"new-game-{game_id}").click()
    page.get_by_test_id("setup").wait_for()
    assert violations(page) == []


@pytest.mark.parametrize("game_id", GAMES)
def test_the_table_has_no_serious_accessibility_violation(page, game_id):
    page.get_by_test_id(f"new-game-{game_id}").click()
    page.get_by_test_id("start").click()
    page.get_by_test_id("prompt").wait_for()
    assert violations(page) == []


@pytest.mark.parametrize("fraction", [0.3, 0.6])
@pytest.mark.parametrize("game_id", GAMES)
def test_a_table_in_mid_game_has_no_serious_accessibility_violation(context, server, game_id,
                                                                     fraction):
    context.add_init_script("""try {
        localStorage.setItem('ec:settings', JSON.stringify({lang: 'it'}));
    } catch (error) {}""")
    tab = context.new_page()
    open_app(tab, f"{server.url}#g={encode_link(random_record(game_id, fraction))}")
    # a game with hidden cards and several humans (a game without bots) opens behind the pass
    # screen
    tab.get_by_test_id("prompt").or_(tab.get_by_test_id("pass-ready")).first.wait_for()
    if tab.get_by_test_id("pass-ready").count():
        assert violations(tab) == []
        tab.get_by_test_id("pass-ready").click()
        tab.get_by_test_id("prompt").wait_for()
    assert violations(tab) == []


@pytest.mark.parametrize("game_id", GAMES)
def test_the_end_screen_has_no_serious_accessibility_violation(context, server, game_id):
    tab = context.new_page()
    open_app(tab, f"{server.url}#g={encode_link(random_record(game_id))}")
    tab.get_by_test_id("scores").wait_for()
    assert violations(tab) == []
