"""Offline play after one visit, and the "new version" banner when a new build is deployed."""

import shutil
import time

from game.core.registry import installed_games
from tests.browser.support import Server, go_home, new_context, open_app, play_moves, wait_for

CACHED = """async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) return false;
    const keys = await caches.keys();
    return registration.active !== null && keys.some(k => k.startsWith('ec-'));
}"""


def wait_until(page, script: str, timeout: float = 60.0) -> None:
    deadline = time.time() + timeout
    while not page.evaluate(script):
        if time.time() > deadline:
            raise AssertionError(f"timed out waiting for: {script}")
        time.sleep(0.2)


def test_after_one_visit_every_game_plays_offline_with_its_bots(browser, watch, site):
    """The first visit sees only the landing page; the service worker keeps every game's package
    (web/games.py loads it when first opened): with the server gone, each game in turn (the page
    opened again for each, so that its Worker starts anew) sets up, its moves play, and a bot
    seat thinks in the Worker, which starts from the same cache."""
    games = [g.id for g in installed_games() if g.playable]
    assert len(games) >= 2
    server = Server(site)
    watch.origin = server.url.rstrip("/")
    context = new_context(browser, watch)
    try:
        page = context.new_page()
        open_app(page, server.url)
        wait_until(page, CACHED)
        server.stop()
        context.set_offline(True)
        for game_id in games:
            open_app(page, server.url)
            if page.get_by_test_id("menu").count():  # the game before, resumed
                go_home(page)
            page.get_by_test_id(f"new-game-{game_id}").click()
            page.get_by_test_id("players").select_option("2")
            page.get_by_test_id("seat-0").select_option("human")
            page.get_by_test_id("seat-1").select_option("medium")
            page.get_by_test_id("start").click()
            page.get_by_test_id("prompt").wait_for()
            # The human may move first: play their first offered moves until the bot's turn. A
            # Río de la Plata player places up to five workers (a grid's worker takes three
            # clicks: the group, the building, the box) before "Done placing".
            for _ in range(40):
                if page.evaluate("window.ecBots.answered") > 0:
                    break
                play_moves(page, 1)
            wait_for(page, "window.ecBots.answered > 0", timeout=60)
            # A new game's seed is random: when the bot moved first, the human answers it. (The
            # Worker's answer is counted when it arrives, the move played just after.)
            if page.locator("[data-testid=log] li").count() < 2:
                play_moves(page, 1)
            wait_for(page, "document.querySelectorAll('[data-testid=log] li').length >= 2")
    finally:
        context.close()
        server.stop()
    assert watch.off_origin == [] and watch.console_errors == []


def test_a_new_deployment_shows_a_reload_banner_instead_of_mixing_versions(browser, watch,
                                                                           site, tmp_path):
    deployed = tmp_path / "deployed"
    shutil.copytree(site, deployed)
    server = Server(deployed)
    watch.origin = server.url.rstrip("/")
    context = new_context(browser, watch)
    try:
        page = context.new_page()
        open_app(page, server.url)
        wait_until(page, CACHED)
        old_keys = page.evaluate("caches.keys()")
        assert page.get_by_test_id("update-banner").is_hidden()
        # Deploy a new build: new bytes in the worker (its cache name is the build hash).
        worker = deployed / "sw.js"
        worker.write_text(worker.read_text().replace('const BUILD = "', 'const BUILD = "new-'))
        open_app(page, server.url)
        page.get_by_test_id("update-banner").wait_for(state="visible", timeout=60_000)
        assert "new version" in page.get_by_test_id("update-banner").inner_text()
        with page.expect_event("load", timeout=60_000):
            page.get_by_test_id("update-reload").click()
        page.wait_for_selector("body[data-app-ready]", timeout=90_000)
        wait_until(page, """async () => (await caches.keys()).some(k => k.startsWith('ec-new-'))""")
        assert page.get_by_test_id("update-banner").is_hidden()
        assert page.evaluate("caches.keys()") != old_keys
    finally:
        context.close()
        server.stop()
    assert watch.off_origin == [] and watch.console_errors == []
