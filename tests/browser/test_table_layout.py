"""A table you never have to scroll to play: at every decision of a game, on a desktop (1280×800)
and a phone (390×844), the prompt, every move button and the deciding player's own board are in
the viewport without scrolling; the page opens unscrolled; the phone never scrolls sideways and
everything tappable there is at least 44×44 px.

Screenshots go to ``test-artifacts/`` (``LAYOUT_SHOTS=before`` names them ``…-before.png``)."""

from __future__ import annotations

import os
import random

import pytest

from game.core import GameRecord, encode_link, replay
from tests.browser.support import (
    ARTIFACTS,
    DESKTOP,
    INSTANT_BOTS,
    MEASURE,
    PHONE,
    check,
    human_choices,
    inside,
    open_app,
    start,
    wait_for_decision,
)

SHOTS = os.environ.get("LAYOUT_SHOTS", "after")


def shoot(page, width: int, height: int, tag: str = "") -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    name = f"pr-table-{width}x{height}{tag}-{SHOTS}.png"
    page.screenshot(path=str(ARTIFACTS / name))


def play(page, width: int, height: int, decisions: int, seed: int,
         shots: dict[str, str]) -> set[str]:
    """Play random legal moves, checking the layout at every decision; screenshots of the
    phases in ``shots`` (phase -> file tag) the first time each comes up."""
    rng = random.Random(seed)
    phases: set[str] = set()
    for _ in range(decisions):
        status = wait_for_decision(page)
        if status == "over":
            break
        if status == "pass":
            page.get_by_test_id("pass-ready").click()
            continue
        phase = page.get_by_test_id("pr-table").get_attribute("data-phase") or ""
        if phase in shots and phase not in phases:
            shoot(page, width, height, shots[phase])
        phases.add(phase)
        if SHOTS == "after":
            check(page, width, height)
        rng.choice(human_choices(page)).click()
    return phases


@pytest.mark.parametrize("width, height", [DESKTOP, PHONE])
def test_four_players_against_bots_never_scroll(context, server, width, height):
    context.add_init_script(INSTANT_BOTS)
    page = context.new_page()
    page.set_viewport_size({"width": width, "height": height})
    open_app(page, server.url)
    start(page, ["human", "medium", "medium", "medium"], seed="21")
    wait_for_decision(page)
    shoot(page, width, height)
    phases = play(page, width, height, 45, 1,
                  {"mayor": "-mayor", "builder": "-builder", "captain": "-captain"})
    if SHOTS == "after":
        assert {"role", "mayor", "builder"} <= phases, phases
    if width < 600 and SHOTS == "after" and wait_for_decision(page) == "decide":
        # One tap shows each pane; the decision stays pinned and in reach on every tab.
        for tab in ("table", "others", "log", "me"):
            page.get_by_test_id(f"tab-{tab}").click()
            assert page.get_by_test_id(f"tab-{tab}").get_attribute("aria-pressed") == "true"
            if tab != "me":
                shoot(page, width, height, f"-tab-{tab}")
            m = page.evaluate(MEASURE)
            assert m["scrollTop"] == 0 and m["overflow"] <= 0, m
            inside(m["prompt"], width, height, "prompt")
            for item in m["moves"] + m["clickable"]:
                inside(item, width, 10_000, item["name"])
                assert item["w"] >= 44 - 0.5 and item["h"] >= 44 - 0.5, f"{item} on {tab}"
        check(page, width, height)


@pytest.mark.parametrize("width, height", [DESKTOP, PHONE])
def test_two_player_hot_seat_never_scrolls(context, server, width, height):
    page = context.new_page()
    page.set_viewport_size({"width": width, "height": height})
    open_app(page, server.url)
    start(page, ["human", "human"], seed="3")
    phases = play(page, width, height, 70, 4,
                  {"trader": "-2p-trader", "storage": "-2p-storage"})
    if SHOTS == "after":
        assert {"role", "settler", "mayor", "captain", "trader"} <= phases, phases


def late_game(players: int, seed: int, moves: int) -> GameRecord:
    """A game ``moves`` random legal moves on (rich players, full cities), all seats human."""
    rng = random.Random(seed)
    record = GameRecord("puerto_rico", {"players": players}, seed)
    state = replay(record)
    while len(record.moves) < moves and not state.is_over():
        move = rng.choice(state.legal_moves())
        record.moves.append(state.move_to_text(move))
        state.apply(move)
    return record


@pytest.mark.parametrize("width, height", [DESKTOP, PHONE])
def test_a_late_game_link_opens_unscrolled_with_every_decision_in_view(
        context, server, width, height):
    page = context.new_page()
    page.set_viewport_size({"width": width, "height": height})
    open_app(page, f"{server.url}#g={encode_link(late_game(3, 5, 120))}")
    status = wait_for_decision(page)
    page.wait_for_timeout(300)
    if status == "decide":
        assert page.evaluate("document.scrollingElement.scrollTop") == 0
    else:
        page.get_by_test_id("pass-ready").click()
    shoot(page, width, height, "-late")
    if SHOTS == "after":
        play(page, width, height, 30, 8, {})


def position(players: int, wanted, seeds: range = range(100)) -> GameRecord:
    """The first position of a random game (all seats human) where ``wanted(state, view)``."""
    for seed in seeds:
        rng = random.Random(seed)
        record = GameRecord("puerto_rico", {"players": players}, seed)
        state = replay(record)
        while not state.is_over():
            if wanted(state, state.view(None)):
                return record
            move = rng.choice(state.legal_moves())
            record.moves.append(state.move_to_text(move))
            state.apply(move)
    raise AssertionError("no such position")


POSITIONS = {
    # a storage decision (what to keep after the Captain)
    "storage": (2, "storage", lambda s, v: v["phase"] == "storage"),
    # a Builder decision with twenty or more buildings to choose from
    "many-builds": (4, "builder",
                    lambda s, v: v["phase"] == "builder" and 20 <= len(s.legal_moves()) <= 24),
    # a Captain decision with many ways to load
    "captain": (5, "captain", lambda s, v: v["phase"] == "captain" and len(s.legal_moves()) >= 8),
}


@pytest.mark.parametrize("kind", list(POSITIONS))
def test_crowded_decisions_fit_without_a_scroll_on_a_desktop_and_a_phone(context, server, kind):
    players, phase, wanted = POSITIONS[kind]
    page = context.new_page()
    page.set_viewport_size({"width": DESKTOP[0], "height": DESKTOP[1]})
    open_app(page, f"{server.url}#g={encode_link(position(players, wanted))}")
    if wait_for_decision(page) == "pass":
        page.get_by_test_id("pass-ready").click()
    assert wait_for_decision(page) == "decide"
    assert page.get_by_test_id("pr-table").get_attribute("data-phase") == phase
    for width, height in (DESKTOP, PHONE):  # the same page, resized
        page.set_viewport_size({"width": width, "height": height})
        shoot(page, width, height, f"-{kind}")
        if SHOTS == "after":
            check(page, width, height)


# Every legal choice the decision pane offers, each with its box: a button playing one move
# (data-move), or one opening a choice between several (data-moves), inside the decision pane.
OFFERED = """() => {
    const visible = el => el.getClientRects().length > 0
        && getComputedStyle(el).visibility !== 'hidden';
    const pane = document.querySelector('[data-pane=decision]');
    return Array.from(pane.querySelectorAll('[data-move], [data-moves]')).filter(visible)
        .map(el => { const r = el.getBoundingClientRect();
            return {moves: el.dataset.move ? [el.dataset.move] : el.dataset.moves.split('|'),
                    x: r.left, y: r.top, w: r.width, h: r.height, right: r.right,
                    bottom: r.bottom, name: el.innerText}; });
}"""


def university_builder() -> GameRecord:
    """A Builder decision of a player with an occupied University and money for almost every
    building: each build comes with or without the free colonist (40 and more legal moves)."""
    return position(3, lambda s, v: v["phase"] == "builder" and len(s.legal_moves()) >= 40
                    and any(s.move_to_text(m).endswith("+colonist") for m in s.legal_moves()),
                    range(100, 130))


@pytest.mark.parametrize("width, height", [DESKTOP, PHONE])
def test_a_university_builder_turn_shows_every_choice_and_the_own_board_without_a_scroll(
        context, server, width, height):
    record = university_builder()
    state = replay(record)
    legal = {state.move_to_text(m) for m in state.legal_moves()}
    assert len(legal) >= 40
    page = context.new_page()
    page.set_viewport_size({"width": width, "height": height})
    open_app(page, f"{server.url}#g={encode_link(record)}")
    if wait_for_decision(page) == "pass":
        page.get_by_test_id("pass-ready").click()
    assert page.get_by_test_id("pr-table").get_attribute("data-phase") == "builder"
    shoot(page, width, height, "-university")
    if SHOTS != "after":
        return
    check(page, width, height)
    reached: set[str] = set()
    switch = page.get_by_test_id("university-colonist")
    for _ in range(2 if switch.count() else 1):  # with the free colonist, then without
        for item in page.evaluate(OFFERED):
            inside(item, width, height, f"choice {item['name']} {item['moves']}")
            if width < 600:
                assert item["w"] >= 44 - 0.5 and item["h"] >= 44 - 0.5, item
            reached.update(item["moves"])
        if switch.count():
            switch.click()
            check(page, width, height)
    # Every legal move is one click (or a click and a choice) away, and nothing else is offered.
    assert reached == legal, (legal - reached, reached - legal)


UNCOVERED = """sel => Array.from(document.querySelectorAll(sel))
    .filter(el => el.getClientRects().length).every(el => { const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return hit !== null && (hit === el || el.contains(hit)); })"""


def test_on_a_phone_your_turn_sums_up_the_others_moves_in_one_line_that_opens_and_dismisses(
        context, server):
    context.add_init_script(INSTANT_BOTS)
    page = context.new_page()
    width, height = PHONE
    page.set_viewport_size({"width": width, "height": height})
    open_app(page, server.url)
    start(page, ["human", "medium", "easy"], seed="11")
    summary = page.get_by_test_id("since-last-turn")
    for _ in range(12):
        assert wait_for_decision(page) == "decide"
        if summary.count():
            break
        human_choices(page)[0].click()
    shoot(page, width, height, "-since")
    if SHOTS != "after":
        return
    # One line at the top of the pinned bar: the newest move and how many there were.
    toggle = page.get_by_test_id("since-toggle")
    assert toggle.is_visible()
    assert page.get_by_test_id("since-list").is_hidden()
    box = toggle.bounding_box()
    bar = page.locator("[data-pane=decision]").bounding_box()
    assert bar["y"] - 1 <= box["y"] and box["y"] + box["height"] <= height
    check(page, width, height)  # the decision and the own board are still in view, no scroll
    assert page.evaluate(UNCOVERED, "[data-testid=move]")
    # A tap opens the whole list above the bar; the decision stays in view and clickable.
    toggle.click()
    assert toggle.get_attribute("aria-expanded") == "true"
    listing = page.get_by_test_id("since-list")
    assert listing.is_visible() and listing.locator("li").count() >= 1
    shoot(page, width, height, "-since-open")
    shown = listing.bounding_box()
    assert shown["y"] >= 0 and shown["y"] + shown["height"] <= bar["y"] + 1
    assert page.evaluate("document.scrollingElement.scrollTop") == 0
    assert page.evaluate(UNCOVERED, "[data-testid=move]")
    toggle.click()  # and closes it again
    assert listing.is_hidden()
    page.get_by_test_id("dismiss-summary").click()
    assert summary.count() == 0
    check(page, width, height)
    played = page.get_by_test_id("move").first.get_attribute("data-move")
    page.get_by_test_id("move").first.click()  # the decision was never in the way
    assert played


LOG_AT_END = """() => { const box = document.querySelector('[data-testid=log]');
    return box.scrollHeight - box.scrollTop - box.clientHeight; }"""


def test_the_log_opens_at_its_newest_entry_and_stays_where_the_reader_scrolled(
        context, server):
    page = context.new_page()
    page.set_viewport_size({"width": DESKTOP[0], "height": DESKTOP[1]})
    open_app(page, f"{server.url}#g={encode_link(late_game(3, 5, 120))}")
    if wait_for_decision(page) != "decide":
        page.get_by_test_id("pass-ready").click()
        wait_for_decision(page)
    page.wait_for_timeout(300)
    assert page.evaluate(LOG_AT_END) <= 8, "the log opens at its oldest entry"
    # A reader who scrolls up to older entries is not pulled back down when the table redraws.
    page.evaluate("() => { const b = document.querySelector('[data-testid=log]');"
                  " b.scrollTop = 0; b.dispatchEvent(new Event('scroll')); }")
    page.wait_for_timeout(100)
    show = page.get_by_role("button", name="Show").first
    show.click()
    page.get_by_role("button", name="Hide").first.wait_for()
    assert page.evaluate(LOG_AT_END) > 8


def against_bots(players: int, wanted, options: dict | None = None) -> GameRecord:
    """The first decision of seat 0 (a human, the others Medium bots) in a random game where
    ``wanted(state, view)``, others having moved since seat 0's last decision."""
    for seed in range(300):
        rng = random.Random(seed)
        record = GameRecord("puerto_rico", {"players": players, **(options or {})}, seed,
                            meta={"seats": ["human"] + ["medium"] * (players - 1)})
        state = replay(record)
        while not state.is_over():
            if state.cur == 0 and record.moves and wanted(state, state.view(None)):
                return record
            move = rng.choice(state.legal_moves())
            record.moves.append(state.move_to_text(move))
            state.apply(move)
    raise AssertionError("no such position")


EVERY_EXPANSION = {"expansions": ["buccaneer", "buildings", "festival", "nobles"]}
CROWDED = {
    # twenty buildings and more to choose from
    "builder": (5, lambda s, v: v["phase"] == "builder" and len(s.legal_moves()) >= 20, None),
    # buildings bought with the Black Market among them (Expansion 1)
    "black-market": (4, lambda s, v: v["phase"] == "builder" and len(s.legal_moves()) >= 20,
                     EVERY_EXPANSION),
    "mayor": (4, lambda s, v: v["phase"] == "mayor"
              and s.move_to_text(s.legal_moves()[0]).startswith("place:"), None),
}
PANE = """() => { const r = document.querySelector('[data-pane=decision]').getBoundingClientRect();
    const s = document.querySelector('[data-testid=since-last-turn]');
    const b = s && s.getBoundingClientRect();
    return {pane: r.bottom, since: b && {top: b.top, bottom: b.bottom},
            scrolled: document.scrollingElement.scrollTop}; }"""


@pytest.mark.parametrize("kind", list(CROWDED))
def test_a_crowded_decision_and_since_your_last_turn_fit_the_screen_unscrolled(
        context, server, kind):
    players, wanted, options = CROWDED[kind]
    context.add_init_script(INSTANT_BOTS)
    page = context.new_page()
    page.set_viewport_size({"width": DESKTOP[0], "height": DESKTOP[1]})
    open_app(page, f"{server.url}#g={encode_link(against_bots(players, wanted, options))}")
    assert wait_for_decision(page) == "decide"
    page.wait_for_timeout(300)
    for width, height in (DESKTOP, PHONE):  # the same page, resized
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(200)
        shoot(page, width, height, f"-since-{kind}")
        check(page, width, height)  # the prompt, every move and my board, without a scroll
        fit = page.evaluate(PANE)
        assert fit["since"] is not None, "nobody moved since: no summary to check"
        assert fit["scrolled"] == 0
        # the whole decision, "Since your last turn" at its foot, ends on the screen
        assert fit["pane"] <= height + 1 and fit["since"]["bottom"] <= height + 1, fit
