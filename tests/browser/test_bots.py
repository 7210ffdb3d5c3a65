"""Bots think in a Web Worker: the page never blocks; without Workers they still play."""

from __future__ import annotations

import time

from tests.browser.support import human_choices, open_app, start, wait_for_decision

SETTINGS = """try {
    localStorage.setItem('ec:settings', JSON.stringify({bot_speed: 'instant', think_time: '0.5',
                                                  confirm: false}));
} catch (error) {}"""
# Count what the page asks the Worker and whether the Worker answered every time: the page only
# thinks itself (on the main thread) after the Worker failed a request.
COUNT_REQUESTS = """() => {
    window.__botRequests = 0;
    window.__botFailures = 0;
    const choose = window.ecBots.choose.bind(window.ecBots);
    window.ecBots.choose = (...args) => {
        window.__botRequests += 1;
        return choose(...args).catch((error) => { window.__botFailures += 1; throw error; });
    };
}"""


def test_hard_bots_think_in_a_worker_and_the_page_never_blocks(context, server):
    """Every bot decision is searched in the Worker, none on the page's thread. (How long the
    page's tasks take is a measurement, not a test: `python3 serve.py bench`.)"""
    context.add_init_script(SETTINGS)
    page = context.new_page()
    open_app(page, server.url)
    page.evaluate(COUNT_REQUESTS)
    start(page, ["human", "hard", "hard", "hard"], seed="31")
    decisions = 0
    deadline = time.time() + 120
    while decisions < 6 and time.time() < deadline:
        if wait_for_decision(page) != "decide":
            break
        human_choices(page)[0].click()
        decisions += 1
    assert decisions == 6
    assert wait_for_decision(page) == "decide"  # the bots are done: nothing is in flight
    requests = page.evaluate("window.__botRequests")
    assert requests >= 6  # the bots moved between the human's decisions
    assert page.evaluate("window.__botFailures") == 0
    assert page.evaluate("window.ecBots.answered") == requests  # the Worker chose every move


def test_without_workers_bots_still_play_on_the_page(context, server):
    # A browser that cannot start the bots' module Worker (PyScript itself still needs Worker).
    context.add_init_script(SETTINGS + """
        const RealWorker = window.Worker;
        window.Worker = class extends RealWorker {
            constructor(url, options) {
                if (String(url).includes("bot-worker")) throw new Error("no module workers");
                super(url, options);
            }
        };""")
    page = context.new_page()
    open_app(page, server.url)
    start(page, ["human", "hard", "medium"], seed="32")
    for _ in range(4):
        assert wait_for_decision(page) == "decide"
        human_choices(page)[0].click()
    assert page.evaluate("window.ecBots.answered") == 0
    assert page.locator("[data-testid=log] li").count() >= 8
