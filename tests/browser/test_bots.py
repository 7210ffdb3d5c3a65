"""Bots think in a Web Worker: the page never blocks; without Workers they still play."""

from __future__ import annotations

import time

from tests.browser.conftest import open_app
from tests.browser.test_puerto_rico import human_choices, start, wait_for_decision

SETTINGS = """try {
    localStorage.setItem('ec:settings', JSON.stringify({bot_speed: 'instant', think_time: '0.5'}));
} catch (error) {}"""
LONG_TASKS = """() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({type: 'longtask', buffered: false});
}"""


def test_hard_bots_think_in_a_worker_and_the_page_never_blocks(context, server):
    context.add_init_script(SETTINGS)
    page = context.new_page()
    open_app(page, server.url)
    start(page, ["human", "hard", "hard", "hard"], seed="31")
    page.evaluate(LONG_TASKS)
    decisions = 0
    deadline = time.time() + 120
    while decisions < 6 and time.time() < deadline:
        if wait_for_decision(page) != "decide":
            break
        human_choices(page)[0].click()
        decisions += 1
    assert decisions == 6
    assert page.evaluate("window.ecBots.answered") >= 6  # the worker chose the bots' moves
    long_tasks = page.evaluate("window.__longTasks")
    assert [d for d in long_tasks if d > 100] == [], long_tasks


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
