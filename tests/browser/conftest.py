"""Browser tests: the built site, served on a free localhost port, driven in Chromium.

Every test gets a fresh browser context (a fresh profile: empty storage, no service worker) and
fails if the page requests any host other than its own or logs a console error. Other hosts are
made unresolvable with Chromium's --host-resolver-rules, which (unlike page.route) leaves the HTTP
cache alone.
"""

from __future__ import annotations

import fcntl
import os
import shutil
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

import serve
from tests.browser.support import ARTIFACTS, Server, Watch, new_context, open_app, page_state

playwright_api = pytest.importorskip("playwright.sync_api")

# A browser tab whose renderer process died ("Target crashed", "Page crashed") says nothing about
# the page: one CI run lost 7 tests to it while booting, never seen on a developer's machine. Such
# a test runs again from a fresh context, at most twice (pytest-rerunfailures; shown as "R" and
# counted as reruns). Any other failure, an assertion or a timeout, is never rerun.
RENDERER_CRASHED = ["Target crashed", "Page crashed"]


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/browser/" in item.nodeid.replace(os.sep, "/"):
            item.add_marker(pytest.mark.browser)
            item.add_marker(pytest.mark.flaky(reruns=2, only_rerun=RENDERER_CRASHED))


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo) -> Iterator[None]:
    """A browser test that fails says what its pages showed then (the prompt, the log's end,
    the moves saved, the last clicks: see ``page_state``) and leaves a screenshot of each in
    test-artifacts/failed/: a failure seen once in CI can be read afterwards."""
    report = yield
    if report.when == "call" and report.failed:
        for number, tab in enumerate(open_pages(item)):
            try:
                report.sections.append((f"page {number} at the failure", page_state(tab)))
                folder = ARTIFACTS / "failed"
                folder.mkdir(parents=True, exist_ok=True)
                tab.screenshot(path=str(folder / f"{item.name[:120]}-{number}.png"))
            except Exception as exc:  # a closed or crashed page says nothing more
                report.sections.append((f"page {number} at the failure", repr(exc)))
    return report


def open_pages(item: pytest.Item) -> list[object]:
    """The pages still open in the test's fixtures (a test's own contexts are closed by then)."""
    pages: list[object] = []
    for value in getattr(item, "funcargs", {}).values():
        for tab in getattr(value, "pages", None) or ([value] if hasattr(value, "evaluate")
                                                     else []):
            if tab not in pages and not tab.is_closed():
                pages.append(tab)
    return pages


@pytest.fixture(scope="session")
def site(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site built once per run: parallel workers share one build (the first to get the lock
    builds it; the tests only read it, or copy it to change it)."""
    root = tmp_path_factory.getbasetemp()
    if hasattr(request.config, "workerinput"):  # a pytest-xdist worker: its base's parent is shared
        root = root.parent
    target, done = root / "site", root / "site.built"
    with (root / "site.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not done.exists():
            serve.build(target, quiet=True, quality=serve.QUICK_QUALITY)
            done.touch()
    return target


@pytest.fixture(scope="session")
def toy_server(site: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """The built site plus two packages in its app archive: the toy game
    (``tests/core/toy_game.py``) as ``game/toy/`` and its table (``toy_ui.py``) as ``web/toy/``:
    a game that moves in with its own packages only."""
    here = Path(__file__).resolve().parent
    copy = tmp_path_factory.mktemp("toy-site") / "site"
    shutil.copytree(site, copy)
    with zipfile.ZipFile(copy / serve.APP_ZIP, "a") as archive:
        archive.write(here.parent / "core" / "toy_game.py", "game/toy/__init__.py")
        archive.write(here / "toy_ui.py", "web/toy/__init__.py")
    serve.precompress(copy, serve.QUICK_QUALITY, [copy / serve.APP_ZIP])  # its .br and .gz too
    running = Server(copy)
    yield running
    running.stop()


@pytest.fixture(scope="session")
def server(site: Path) -> Iterator[Server]:
    running = Server(site)
    yield running
    running.stop()


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    executable = os.environ.get("CHROMIUM_PATH") or shutil.which("chromium") or None
    with playwright_api.sync_playwright() as p:
        launched = p.chromium.launch(executable_path=executable, args=list(serve.CHROMIUM_ARGS))
        yield launched
        launched.close()


@pytest.fixture
def watch(server: Server) -> Watch:
    return Watch(origin=server.url.rstrip("/"))


# The desktop the table is made for (every decision in view unscrolled): Playwright's default
# 1280×720 made the page scroll under a click (the decision pane, sticky, is re-fitted after a
# scroll), and a click pressed on one button was released on the next.
VIEWPORT = {"width": 1280, "height": 800}


@pytest.fixture
def context(browser: object, watch: Watch) -> Iterator[object]:
    ctx = new_context(browser, watch, viewport=VIEWPORT)
    yield ctx
    ctx.close()
    assert watch.off_origin == [], f"requests to other hosts: {watch.off_origin}"
    assert watch.console_errors == [], f"console errors: {watch.console_errors}"


@pytest.fixture
def asking_context(browser: object, watch: Watch) -> Iterator[object]:
    """A context with the players' default of being asked before a weighty move."""
    ctx = new_context(browser, watch, asks=True, viewport=VIEWPORT)
    yield ctx
    ctx.close()
    assert watch.off_origin == [], f"requests to other hosts: {watch.off_origin}"
    assert watch.console_errors == [], f"console errors: {watch.console_errors}"


@pytest.fixture
def page(context: object, server: Server) -> object:
    tab = context.new_page()  # type: ignore[attr-defined]
    open_app(tab, server.url)
    return tab


