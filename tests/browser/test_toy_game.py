"""The seams, proved with the toy game: registered only by its own packages in a test build, it
appears on the landing page, its setup screen is generated from its option schema, and it is
played to the end through the shell in Chromium, with no line of the shell changed."""

from __future__ import annotations

from tests.browser.support import new_context, open_advanced, open_app


def test_a_game_moves_in_with_its_own_packages_and_plays_through_the_shell(browser, watch,
                                                                           toy_server):
    watch.origin = toy_server.url.rstrip("/")
    context = new_context(browser, watch)
    try:
        page = context.new_page()
        open_app(page, toy_server.url)
        # on the landing page, from its registration
        card = page.get_by_test_id("game-toy")
        assert "Hidden Nim" in card.inner_text()
        page.get_by_test_id("new-game-toy").click()
        # the setup screen, generated: its player counts and its one option
        page.get_by_test_id("setup").wait_for()
        assert page.locator("[data-testid=players] option").all_inner_texts() == ["2", "3", "4"]
        assert "Start with a long pile" in page.get_by_test_id("setup").inner_text()
        # a game without bots offers only human seats
        assert page.locator("[data-testid=seat-1] option").all_inner_texts() == ["Human"]
        page.get_by_test_id("long-pile").check()
        page.get_by_test_id("players").select_option("3")
        open_advanced(page)
        page.get_by_test_id("seed").fill("7")
        page.get_by_test_id("start").click()
        page.get_by_test_id("toy-table").wait_for()
        # a game without a stylesheet of its own: the shell's styles its table alone
        assert page.locator("link[data-game-styles]").count() == 0
        pile = int(page.get_by_test_id("pile").inner_text().split()[-1])
        assert 30 <= pile < 50  # the option reached the engine
        # played to the end: the shell passes the device between the three humans
        moves = 0
        while not page.get_by_test_id("scores").count():
            if page.get_by_test_id("pass-ready").count():
                page.get_by_test_id("pass-ready").click()
                continue
            page.get_by_test_id("move").first.click()
            moves += 1
            assert moves <= pile
        assert page.locator("[data-testid=log] li").count() == moves
        assert page.get_by_test_id("scores").is_visible()
        # the end extras, drawn from the public views the shell hands over
        history = page.get_by_test_id("toy-history").inner_text()
        assert history.startswith(f"Piles: {pile} → ") and history.endswith(" → 0")
        assert watch.console_errors == []
    finally:
        context.close()
