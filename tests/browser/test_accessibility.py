"""Accessibility: axe-core (pinned through npm, injected by the test) finds no serious or critical
violation on the landing page, the setup screen, a table and the end screen of every playable
game, in English and Italian."""

from __future__ import annotations

import random

import pytest

from game.core import GameRecord, encode_link
from game.core.registry import installed_games
from tests.browser.support import LANGUAGES, open_app, show_in, violations, wait_for

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


def test_the_landing_page_has_no_serious_accessibility_violation(page):
    for lang in LANGUAGES:  # the page's language switched
        show_in(page, lang)
        assert violations(page) == [], lang


@pytest.mark.parametrize("game_id", GAMES)
def test_the_setup_screen_and_the_table_have_no_serious_accessibility_violation(page, game_id):
    page.get_by_test_id(f"new-game-{game_id}").click()
    page.get_by_test_id("setup").wait_for()
    assert violations(page) == []
    page.get_by_test_id("start").click()
    page.get_by_test_id("prompt").wait_for()
    assert violations(page) == []


def open_link(tab, url: str) -> None:
    """Open a link in a page already open, as pasting it into the address bar does: the page
    opens it on the hash change (no reload), then takes it out of the address."""
    tab.goto(url)
    wait_for(tab, "() => location.hash === ''")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_table_in_mid_game_and_the_end_screen_have_no_serious_accessibility_violation(
        context, server, game_id):
    # mid-game (at 30% and 60% of a game's moves) in Italian, the end screen in English: each
    # opened by a link, the later ones in the same page
    context.add_init_script("""try {
        localStorage.setItem('ec:settings', JSON.stringify({lang: 'it'}));
    } catch (error) {}""")
    tab = context.new_page()
    for number, fraction in enumerate((0.3, 0.6)):
        url = f"{server.url}#g={encode_link(random_record(game_id, fraction))}"
        if number == 0:
            open_app(tab, url)
        else:
            open_link(tab, url)
        # a game with hidden cards and several humans (a game without bots) opens behind the
        # pass screen
        tab.get_by_test_id("prompt").or_(tab.get_by_test_id("pass-ready")).first.wait_for()
        if tab.get_by_test_id("pass-ready").count():
            assert violations(tab) == [], fraction
            tab.get_by_test_id("pass-ready").click()
            tab.get_by_test_id("prompt").wait_for()
        assert violations(tab) == [], fraction
    show_in(tab, "en")
    open_link(tab, f"{server.url}#g={encode_link(random_record(game_id))}")
    tab.get_by_test_id("scores").wait_for()
    assert violations(tab) == []
