"""Offline play after one visit, and the "new version" banner when a new build is deployed."""

import shutil
import time

from tests.browser.support import Server, new_context, open_app, play_moves, start_game

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


def test_after_one_visit_the_game_boots_and_plays_with_the_server_stopped(browser, watch, site):
    server = Server(site)
    watch.origin = server.url.rstrip("/")
    context = new_context(browser, watch)
    try:
        page = context.new_page()
        open_app(page, server.url)
        wait_until(page, CACHED)
        server.stop()
        context.set_offline(True)
        open_app(page, server.url)
        start_game(page, 2, ["Ana", "Bo"])
        play_moves(page, 3)
        assert page.locator("[data-testid=log] li").count() == 3
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
