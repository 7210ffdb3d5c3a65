"""Helpers for the browser tests (their fixtures are in ``conftest.py``): the served site, what
a browser context may not do, opening the app, starting and playing a Puerto Rico game through
the page, the layout and accessibility checks. Holds no tests itself."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import serve
from game.core import GameRecord

READY = "body[data-app-ready]"
BOOT_TIMEOUT_MS = 90_000


class Server:
    """The built site on 127.0.0.1:<free port>, in a background thread; stoppable."""

    def __init__(self, directory: Path, port: int = 0) -> None:
        self.httpd = serve.make_server(directory, "127.0.0.1", port)
        self.port = self.httpd.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}/"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def stop(self) -> None:
        """Stop serving (idempotent): later requests fail as if the host were gone."""
        if self.thread.is_alive():
            self.httpd.shutdown()
            self.httpd.server_close()


@dataclass
class Watch:
    """What a context did that a test may forbid: off-origin requests and console errors."""

    origin: str
    off_origin: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    allowed_errors: list[str] = field(default_factory=list)

    def on_request(self, request: object) -> None:
        url = request.url  # type: ignore[attr-defined]
        parts = urlsplit(url)
        if parts.scheme in ("data", "blob", "about", "chrome-extension"):
            return
        if f"{parts.scheme}://{parts.netloc}" != self.origin:
            self.off_origin.append(url)

    def on_console(self, message: object) -> None:
        if message.type == "error":  # type: ignore[attr-defined]
            text = message.text  # type: ignore[attr-defined]
            if not any(allowed in text for allowed in self.allowed_errors):
                self.console_errors.append(text)

    def on_page_error(self, error: object) -> None:
        self.console_errors.append(f"uncaught: {error}")

    def attach(self, page: object) -> None:
        page.on("console", self.on_console)  # type: ignore[attr-defined]
        page.on("pageerror", self.on_page_error)  # type: ignore[attr-defined]


# A test plays moves by clicking them: unless it is about the question asked before a weighty
# move (on by default for players, see web/shell/settings.py), the page does not ask.
NO_QUESTIONS = """try {
    if (localStorage.getItem('ec:settings') === null) {
        localStorage.setItem('ec:settings', JSON.stringify({confirm: false}));
    }
} catch (error) { /* about:blank has no storage */ }"""


# The page's last pointer presses, releases and clicks (when, the test id or action of what was
# hit, where) and layout shifts, kept for the report of a failing test (:func:`page_state`): did
# a click the test made reach the page, and did something move under it?
CLICK_TRACE = """(() => {
    const trace = (window.__ecClicks = []);
    const name = (node) => {
        const hit = node && node.closest
            ? node.closest('[data-testid], [data-action], button') : null;
        return hit ? (hit.getAttribute('data-testid') || hit.getAttribute('data-action')
            || hit.tagName) : String(node && node.nodeName);
    };
    const keep = (entry) => { trace.push(entry); if (trace.length > 16) trace.shift(); };
    for (const type of ['pointerdown', 'pointerup', 'click']) {
        window.addEventListener(type, (event) => keep([Math.round(performance.now()), type,
            name(event.target), Math.round(event.clientX), Math.round(event.clientY)]), true);
    }
    // what moved on the page (Chromium's layout shifts), to tell a click that missed
    try {
        new PerformanceObserver((list) => {
            for (const shift of list.getEntries()) {
                keep([Math.round(shift.startTime), 'shift', (shift.sources || []).map(
                    (s) => name(s.node)).join(' ')]);
            }
        }).observe({type: 'layout-shift', buffered: true});
    } catch (error) { /* no layout-shift entries here */ }
})();"""


def new_context(browser: object, watch: Watch, asks: bool = False, **options: object) -> object:
    """A fresh browser context watched for other hosts and console errors; ``asks``: keep the
    players' default of being asked before a weighty move (else the page never asks)."""
    context = browser.new_context(**options)  # type: ignore[attr-defined]
    context.on("request", watch.on_request)
    context.on("page", watch.attach)
    context.add_init_script(CLICK_TRACE)  # type: ignore[attr-defined]
    if not asks:
        context.add_init_script(NO_QUESTIONS)  # type: ignore[attr-defined]
    return context


PAGE_STATE = """() => {
    const text = (sel) => {
        const el = document.querySelector(sel);
        return el ? el.innerText : null;
    };
    const saves = Object.keys(localStorage).filter((k) => k.startsWith('ec:save:')).map((k) => {
        try { return JSON.parse(localStorage.getItem(k)).record.moves.length; }
        catch (error) { return 'unreadable'; } });
    const focus = document.activeElement;
    return {url: location.href, ready: document.body.hasAttribute('data-app-ready'),
            prompt: text('[data-testid=prompt]'), pass_screen: !!document.querySelector(
                '[data-testid=pass-ready]'), message: text('#message'),
            log: [...document.querySelectorAll('[data-testid=log] li')].slice(-5)
                .map((li) => li.innerText),
            saved_moves: saves,
            focus: focus ? focus.outerHTML.slice(0, focus.outerHTML.indexOf('>') + 1) : null,
            clicks: window.__ecClicks || [], now: Math.round(performance.now())};
}"""


def page_state(tab: object) -> str:
    """What a page shows, for the report of a failing test: the prompt, the pass screen, the last
    log entries, the moves saved, the focus and the last clicks that reached it."""
    state = tab.evaluate(PAGE_STATE)  # type: ignore[attr-defined]
    return "\n".join(f"{key}: {value}" for key, value in state.items())


def open_app(tab: object, url: str) -> None:
    tab.goto(url)  # type: ignore[attr-defined]
    tab.wait_for_selector(READY, timeout=BOOT_TIMEOUT_MS)  # type: ignore[attr-defined]


def open_advanced(tab: object) -> None:
    """Open the setup's "Advanced" disclosure (the seed, undo and bot settings are in it)."""
    box = tab.get_by_test_id("advanced")  # type: ignore[attr-defined]
    if box.count() and not box.evaluate("details => details.open"):
        tab.get_by_test_id("advanced-toggle").click()  # type: ignore[attr-defined]


def start_game(tab: object, players: int = 2, names: list[str] | None = None,
               seed: str = "42") -> None:
    """From the landing page: set up and start a Puerto Rico game, every seat human."""
    tab.get_by_test_id("new-game-puerto_rico").click()  # type: ignore[attr-defined]
    tab.get_by_test_id("players").select_option(str(players))  # type: ignore[attr-defined]
    for seat in range(players):
        tab.get_by_test_id(f"seat-{seat}").select_option("human")  # type: ignore[attr-defined]
    for seat, name in enumerate(names or []):
        tab.get_by_test_id(f"name-{seat}").fill(name)  # type: ignore[attr-defined]
    open_advanced(tab)
    tab.get_by_test_id("seed").fill(seed)  # type: ignore[attr-defined]
    tab.get_by_test_id("start").click()  # type: ignore[attr-defined]
    tab.get_by_test_id("pr-table").wait_for()  # type: ignore[attr-defined]


def go_home(tab: object) -> None:
    """From the table to the landing page: "Menu", then "All games"."""
    tab.get_by_test_id("menu").click()  # type: ignore[attr-defined]
    tab.get_by_test_id("menu-home").click()  # type: ignore[attr-defined]
    tab.get_by_test_id("saves").wait_for()  # type: ignore[attr-defined]


def reveal(tab: object) -> None:
    """In hot-seat, accept the "pass the device" screen if it is showing."""
    handover = tab.get_by_test_id("pass-ready")  # type: ignore[attr-defined]
    if handover.count():
        handover.click()


def play_moves(tab: object, count: int) -> None:
    """Play ``count`` moves, each the first legal move offered (passing the device as needed)."""
    for _ in range(count):
        reveal(tab)
        tab.locator(  # type: ignore[attr-defined]
            "[data-testid=mayor-done], [data-testid=move]").first.click()
    reveal(tab)


def log_length(tab: object) -> int:
    return tab.locator("[data-testid=log] li").count()  # type: ignore[attr-defined]


# -- a Puerto Rico game through the page --------------------------------------------------------

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
# For tests that play many moves: bots move at once, nothing asks first, and nothing glides (a
# move's animation holds the next bot move back a third of a second; the animations have tests
# of their own, in test_table_frame.py and test_puerto_rico.py).
INSTANT_BOTS = """try {
    localStorage.setItem('ec:settings',
                         JSON.stringify({bot_speed: 'instant', confirm: false, motion: false}));
} catch (error) { /* about:blank has no storage */ }"""


def start(page, seats: list[str], names: list[str] | None = None, seed: str = "11",
          hidden_vp: bool = True) -> None:
    page.get_by_test_id("new-game-puerto_rico").click()
    page.get_by_test_id("players").select_option(str(len(seats)))
    for seat, kind in enumerate(seats):
        page.get_by_test_id(f"seat-{seat}").select_option(kind)
        if names:
            page.get_by_test_id(f"name-{seat}").fill(names[seat])
    if not hidden_vp:
        page.get_by_test_id("hidden-vp").uncheck()
    open_advanced(page)
    page.get_by_test_id("seed").fill(seed)
    page.get_by_test_id("start").click()
    page.get_by_test_id("pr-table").wait_for()


def human_choices(page):
    """The clickable legal moves the page offers right now (buttons in the decision panel, or
    the moves of a choice a button has opened)."""
    done = page.get_by_test_id("mayor-done")
    if done.count():
        return [done]
    choice = page.get_by_test_id("moves").get_by_test_id("choice-move")
    if choice.count():
        return [choice.nth(i) for i in range(choice.count())]
    moves = page.get_by_test_id("move")
    return [moves.nth(i) for i in range(moves.count())]


def wait_for_decision(page) -> str:
    """Wait until a human must decide, the device must be passed, or the game is over."""
    page.wait_for_selector(
        "[data-testid=move], [data-testid=mayor-done], [data-testid=pass-ready], "
        "[data-testid=scores]", timeout=60_000)
    if page.get_by_test_id("scores").count():
        return "over"
    if page.get_by_test_id("pass-ready").count():
        return "pass"
    return "decide"


def saved_record(page) -> GameRecord:
    entries = page.evaluate("""() => Object.keys(localStorage)
        .filter(k => k.startsWith('ec:save:')).map(k => localStorage.getItem(k))""")
    assert len(entries) == 1
    return GameRecord.from_json(json.loads(entries[0])["record"])


# -- layout and accessibility --------------------------------------------------------------------

DESKTOP = (1280, 800)
PHONE = (390, 844)

MEASURE = """() => {
    const box = el => { const r = el.getBoundingClientRect();
        return {x: r.left, y: r.top, w: r.width, h: r.height, right: r.right, bottom: r.bottom,
                name: (el.dataset.testid || el.className || el.tagName) + ' '
                      + (el.innerText || el.getAttribute('aria-label') || '').slice(0, 40)}; };
    const visible = el => el.getClientRects().length > 0
        && getComputedStyle(el).visibility !== 'hidden';
    const q = s => Array.from(document.querySelectorAll(s)).filter(visible);
    const prompt = q('[data-testid=prompt]')[0];
    const acting = q('[data-testid^=board-].acting')[0];
    const bar = q('[data-pane=decision]')[0];
    const pr = document.querySelector('[data-testid=pr-table]');
    return {
        scrollTop: document.scrollingElement.scrollTop,
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        phase: pr ? pr.dataset.phase || '' : '',
        prompt: prompt ? box(prompt) : null,
        promptText: prompt ? prompt.innerText : '',
        moves: q('[data-testid=move], [data-testid^=mayor-]').filter(
            el => el.tagName === 'BUTTON').map(box),
        board: acting ? box(acting) : null,
        bar: bar ? box(bar) : null,
        clickable: q('button, [data-action], [role=button], a[href], select, input')
            .filter(el => !el.closest('[hidden]')).map(box),
    };
}"""


def inside(item: dict, width: int, height: int, what: str) -> None:
    assert item is not None, f"{what}: not shown"
    assert item["x"] >= -1 and item["y"] >= -1, f"{what} starts off screen: {item}"
    assert item["right"] <= width + 1 and item["bottom"] <= height + 1, \
        f"{what} ends off screen ({width}×{height}): {item}"


STILL = "() => !document.getAnimations().some(a => String(a.id).startsWith('ec-'))"


def wait_for(page, script: str, arg: object = None, timeout: float = 30.0) -> None:
    """Wait until ``script`` (a JavaScript expression, or a function called with ``arg``) is
    truthy in the page. Polled from here: Playwright's ``wait_for_function`` polls with eval()
    inside the page, which the page's security policy forbids."""
    deadline = time.monotonic() + timeout
    while not page.evaluate(script, arg):
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for: {script}")
        time.sleep(0.05)


# The frame after the next one; a page that draws no frame for a while (one full run hung on it
# for 12 minutes) is given half a second instead.
NEXT_FRAME = """() => new Promise(done => {
    requestAnimationFrame(() => requestAnimationFrame(done));
    setTimeout(done, 500);
})"""


def resize(page, width: int, height: int) -> None:
    """Give ``page`` a viewport of width×height and let the page follow: its layout is CSS, and
    web/dom.js refits the decision pane in the frame after a resize."""
    if page.viewport_size != {"width": width, "height": height}:
        page.set_viewport_size({"width": width, "height": height})
        page.evaluate(NEXT_FRAME)


def each_size(page, sizes) -> Iterator[tuple[int, int]]:
    """Resize ``page`` to each of ``sizes`` in turn, the size it has first, and yield each: one
    game checked at a desktop's and a phone's size instead of one game per size (the same game,
    the same checks). Played at the last size, the next decision arrives at that size, so each
    size sees decisions arrive in turn, and costs one resize. (A table's markup is the same at
    every size, its layout is CSS: what one page resized shows, a page opened at that size
    shows too.)"""
    now = page.viewport_size or {}
    for width, height in sorted(sizes, key=lambda s: s != (now.get("width"), now.get("height"))):
        resize(page, width, height)
        yield width, height


LANGUAGES = ["en", "it"]  # the languages the page is translated into


def show_in(page, lang: str) -> None:
    """Show the page in ``lang`` as a player switches: by the top bar's language menu (at a
    desktop's size, where the top bar shows); the page is redrawn in it, not reopened."""
    if page.evaluate("document.documentElement.lang") != lang:
        resize(page, *DESKTOP)
        page.get_by_test_id("language").select_option(lang)
        wait_for(page, "(lang) => document.documentElement.lang === lang", arg=lang)
        page.evaluate("() => document.activeElement.blur()")  # as a page opened in it shows


def check(page, width: int, height: int) -> str:
    """Assert the layout promises at the decision on screen, once what moves has come to rest
    (web/dom.js's glides: a box measured mid-glide is scaled); return the phase."""
    wait_for(page, STILL)
    m = page.evaluate(MEASURE)
    assert m["scrollTop"] == 0, f"the page is scrolled by {m['scrollTop']} px"
    assert m["overflow"] <= 0, f"horizontal overflow of {m['overflow']} px"
    where = f"[{m['phase']}: {m['promptText']}]"
    inside(m["prompt"], width, height, f"prompt {where}")
    assert m["moves"], f"no move buttons {where}"
    for move in m["moves"]:
        inside(move, width, height, f"move {move['name']} {where}")
    inside(m["board"], width, height, f"own board {where}")
    if width < 600:
        bar = m["bar"]
        assert bar is not None, "no pinned action bar on the phone"
        assert m["board"]["bottom"] <= bar["y"] + 1, f"the action bar hides the board {where}"
        for item in m["clickable"]:
            assert item["w"] >= 44 - 0.5 and item["h"] >= 44 - 0.5, \
                f"tap target under 44×44: {item} {where}"
    return m["phase"]


AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"

RUN_AXE = """async () => {
    // label-content-name-mismatch (WCAG 2.5.3, label in name) is experimental in axe-core,
    // so off unless asked for: a control's accessible name must contain its visible text
    const result = await axe.run(document, {
        resultTypes: ["violations"],
        rules: {"label-content-name-mismatch": {enabled: true}}});
    return result.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => ({id: v.id, impact: v.impact, help: v.help,
                      nodes: v.nodes.slice(0, 5).map((n) => n.target.join(" "))}));
}"""


def violations(tab: object) -> list[dict]:
    """The serious and critical axe-core violations of the page as it is now."""
    assert AXE.exists(), "axe-core is missing: `npm ci` installs it (package.json)"
    # evaluate() is not subject to the page's CSP, which forbids inline scripts
    tab.evaluate(AXE.read_text(encoding="utf-8") + "\n;void 0")  # type: ignore[attr-defined]
    return tab.evaluate(RUN_AXE)  # type: ignore[attr-defined]
