"""Puerto Rico played through the page: hot-seat, undo, keyboard, layout (a whole game against
bots to the end screen, with every expansion, is test_pr_expansions.py's)."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest
from playwright import sync_api as playwright_errors

from game.core import GameRecord, replay
from tests.browser.support import (
    ARTIFACTS,
    INSTANT_BOTS,
    check,
    human_choices,
    new_context,
    open_app,
    saved_record,
    start,
    violations,
    wait_for_decision,
)


def test_hot_seat_passes_the_device_undoes_reloads_and_shares(context, server, browser, watch):
    page = context.new_page()
    open_app(page, server.url)
    start(page, ["human", "human"], ["Ana", "Bo"], seed="3")
    passes = moves = 0
    rng = random.Random(2)
    while moves < 25:
        status = wait_for_decision(page)
        if status == "pass":
            # The next player's hidden VP must not be shown to the previous one.
            assert "Pass the device" in page.get_by_test_id("pass-device").inner_text()
            page.get_by_test_id("pass-ready").click()
            passes += 1
            continue
        rng.choice(human_choices(page)).click()
        moves += 1
    assert passes >= 2
    wait_for_decision(page)
    # Undo takes back the last move: its player's, before the device is passed on (after that,
    # the next player may not take back someone else's move).
    before = saved_record(page).moves
    page.get_by_test_id("undo").click()
    assert saved_record(page).moves == before[:-1]
    if page.get_by_test_id("pass-ready").count():
        page.get_by_test_id("pass-ready").click()
    # Reload mid-game: the exact position comes back.
    open_app(page, server.url)
    if page.get_by_test_id("pass-ready").count():
        page.get_by_test_id("pass-ready").click()
    assert saved_record(page).moves == before[:-1]
    prompt = page.get_by_test_id("prompt").inner_text()
    # Share: a fresh browser opens the same position.
    page.get_by_test_id("share").click()
    url = page.get_by_test_id("share-url").input_value()
    other = new_context(browser, watch)
    try:
        fresh = other.new_page()
        open_app(fresh, url)
        assert fresh.get_by_test_id("prompt").inner_text() == prompt
    finally:
        other.close()


@pytest.mark.parametrize("width, height", [(1280, 800), (390, 844)])
def test_the_table_fits_desktop_and_phone_screens(context, server, width, height):
    context.add_init_script(INSTANT_BOTS)
    page = context.new_page()
    page.set_viewport_size({"width": width, "height": height})
    open_app(page, server.url)
    start(page, ["human", "medium", "medium", "medium"], seed="21")
    for _ in range(12):  # into the game a little, so boards have tiles and buildings
        if wait_for_decision(page) != "decide":
            break
        human_choices(page)[0].click()
    wait_for_decision(page)
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"pr-table-{width}x{height}.png"))
    page.screenshot(path=str(ARTIFACTS / f"pr-table-{width}x{height}-full.png"), full_page=True)


def test_hovering_a_building_shows_its_card(page):
    start(page, ["human", "human"], seed="4")
    page.get_by_test_id("supply-factory").hover()
    card = page.get_by_test_id("card")
    card.wait_for(state="visible")
    assert "Factory" in card.inner_text()


def test_a_whole_role_choice_round_can_be_played_with_the_keyboard(page):
    start(page, ["human", "human"], seed="8", hidden_vp=False)
    rounds = page.locator(".pr-round")
    assert "Round 1" in rounds.inner_text()
    for _ in range(300):
        if "Round 2" in rounds.inner_text():
            break
        for _ in range(80):
            page.keyboard.press("Tab")
            focused = page.evaluate("""() => {
                const el = document.activeElement;
                return el && (el.dataset.move || el.dataset.testid === 'mayor-done') ? 1 : 0;
            }""")
            if focused:
                break
        else:
            pytest.fail("Tab never reached a legal move")
        page.keyboard.press("Enter")
    assert "Round 2" in rounds.inner_text()


def test_hot_seat_undo_takes_back_only_your_own_decisions_and_never_shows_another_view(page):
    start(page, ["human", "human"], ["Alice", "Bob"], seed="3")
    for _ in range(20):  # Alice decides until the device must go to Bob
        if page.get_by_test_id("pass-ready").count():
            break
        human_choices(page)[0].click()
    handover = page.get_by_test_id("pass-device")
    assert "Bob" in handover.inner_text()
    played = len(saved_record(page).moves)
    # Before handing over, Alice may still take back her own move; Bob may hold the device
    # already, so it goes back to her through a pass screen.
    page.get_by_test_id("undo").click()
    assert len(saved_record(page).moves) == played - 1
    assert "Alice" in handover.inner_text()
    page.get_by_test_id("pass-ready").click()
    assert page.get_by_test_id("prompt").inner_text().startswith("Alice")
    human_choices(page)[0].click()
    assert len(saved_record(page).moves) == played
    page.get_by_test_id("pass-ready").click()
    # Bob may not take back Alice's move (that would show him her view).
    assert page.get_by_test_id("prompt").inner_text().startswith("Bob")
    assert page.get_by_test_id("undo").is_disabled()
    page.get_by_test_id("undo").click(force=True)
    assert len(saved_record(page).moves) == played
    assert page.get_by_test_id("prompt").inner_text().startswith("Bob")
    # Bob's own decision he may take back; whoever plays next is shown only after a pass.
    human_choices(page)[0].click()
    page.get_by_test_id("undo").click()  # on the pass screen, if it shows: still Bob's
    assert len(saved_record(page).moves) == played
    if page.get_by_test_id("pass-ready").count():  # back to Bob through a pass screen
        assert "Bob" in handover.inner_text()
        page.get_by_test_id("pass-ready").click()
    assert page.get_by_test_id("prompt").inner_text().startswith("Bob")


def test_after_an_undo_a_search_bot_answers_the_same_position_the_same_way(context, server):
    context.add_init_script(INSTANT_BOTS)
    page = context.new_page()
    open_app(page, server.url)
    start(page, ["human", "hard", "expert"], ["Ana", "Hal", "Eve"], seed="13")
    for _ in range(3):
        assert wait_for_decision(page) == "decide"
        human_choices(page)[0].click()
        assert wait_for_decision(page) == "decide"
        page.wait_for_function("() => !document.querySelector('[data-testid=waiting]')")
        first = saved_record(page).moves
        page.get_by_test_id("undo").click()
        human_choices(page)[0].click()
        wait_for_decision(page)
        page.wait_for_function("() => !document.querySelector('[data-testid=waiting]')")
        assert saved_record(page).moves == first


HIGHLIGHT_PROBLEMS = """() => {
    // what the decision's move list offers: one move per button, or a choice of several
    const offered = new Set(Array.from(
        document.querySelectorAll('[data-testid=moves] :is([data-move], [data-moves])'),
        el => el.dataset.move ? [el.dataset.move] : el.dataset.moves.split('|')).flat());
    const problems = [];
    for (const el of document.querySelectorAll('.pr-board *, .pr-player *')) {
        const lit = el.classList.contains('legal');
        const action = el.dataset.action;
        const name = el.dataset.testid || el.getAttribute('class');
        if (lit && action === 'move') {
            if (!offered.has(el.dataset.move)) problems.push(`${name}: ${el.dataset.move}`);
        } else if (lit && action === 'ui:choose') {
            const moves = el.dataset.moves.split('|');
            if (moves.length < 2 || !moves.every(m => offered.has(m))) {
                problems.push(`${name}: choice ${moves}`);
            }
        } else if (lit) {
            problems.push(`${name}: highlighted but does nothing`);
        } else if (action && action !== 'ui:mayor-toggle' && action !== 'ui:flip') {
            // the Mayor editor's spaces and show/hide buttons are not move highlights
            problems.push(`${name}: acts (${action}) but is not highlighted`);
        }
    }
    return problems;
}"""


def test_everything_highlighted_on_the_board_plays_a_move_and_nothing_else_acts(context, server):
    context.add_init_script(INSTANT_BOTS)
    page = context.new_page()
    open_app(page, server.url)
    start(page, ["human", "medium", "easy"], ["Ana", "Bo", "Cy"], seed="17")
    rng = random.Random(3)
    clicked: set[str] = set()
    while (status := wait_for_decision(page)) != "over":
        assert status == "decide"
        assert page.evaluate(HIGHLIGHT_PROBLEMS) == []
        board = page.locator(".pr-board .legal, .pr-player .legal")
        goods = page.locator(".pr-player .legal[data-testid^=good-]")
        # Steer towards what is rarer: produce, trade and ship, and sell whenever possible.
        roles = page.locator(".legal:is([data-testid=role-craftsman], [data-testid=role-trader],"
                             " [data-testid=role-captain])")
        if goods.count():
            board = goods
        elif roles.count() and rng.random() < 0.7:
            board = roles
        played = len(saved_record(page).moves)
        if board.count() and (goods.count() or rng.random() < 0.8):
            target = board.nth(rng.randrange(board.count()))
            clicked.add((target.get_attribute("data-testid") or "").split("-")[0])
            target.click()
            if page.get_by_test_id("choice").count():  # a choice opened next to it
                assert page.evaluate(HIGHLIGHT_PROBLEMS) == []
                options = page.get_by_test_id("choice-move")
                options.nth(rng.randrange(options.count())).click()
        else:
            rng.choice(human_choices(page)).click()
        page.wait_for_function(
            """n => Object.keys(localStorage).filter(k => k.startsWith('ec:save:'))
                .some(k => JSON.parse(localStorage.getItem(k)).record.moves.length > n)""",
            arg=played)
    assert {"ship", "good", "tile", "role"} <= clicked


def test_a_refused_mayor_placement_is_explained_next_to_done_not_at_the_top(page, server):
    from game.core import encode_link
    from tests.puerto_rico.table_support import mayor_decision

    session = mayor_decision()
    record = GameRecord("puerto_rico", session.record.options, session.record.seed,
                        list(session.record.moves),
                        meta={"names": ["Ana", "Bo", "Cy"], "seats": ["human"] * 3})
    open_app(page, f"{server.url}#g={encode_link(record)}")
    page.get_by_test_id("pr-table").wait_for()
    if page.get_by_test_id("pass-ready").count():
        page.get_by_test_id("pass-ready").click()
    done = page.get_by_test_id("mayor-done")
    assert done.is_enabled()
    page.get_by_test_id("mayor-clear").click()  # every colonist left in San Juan
    assert done.is_disabled()
    error = page.get_by_test_id("mayor").get_by_test_id("move-error")
    assert error.inner_text() == session.illegal_reason("place:-")
    assert page.get_by_test_id("message").is_hidden()
    page.get_by_test_id("mayor-suggest").click()
    assert done.is_enabled() and error.count() == 0
    done.click()
    assert len(saved_record(page).moves) == len(record.moves) + 1


UNCOVERED = """() => Array.from(document.querySelectorAll('[data-testid=move]')).every(b => {
    const r = b.getBoundingClientRect();
    if (r.bottom < 0 || r.top > innerHeight) return true;  // scrolled away
    const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    return hit !== null && b.contains(hit);
})"""


def test_the_card_closes_on_leave_focus_out_escape_and_its_button_and_never_covers_moves(page):
    start(page, ["human", "human"], seed="4")
    card = page.get_by_test_id("card")
    page.get_by_test_id("supply-factory").hover()
    card.wait_for(state="visible")
    assert page.evaluate(UNCOVERED)
    page.get_by_test_id("move").first.hover()  # the pointer leaves for a move button
    card.wait_for(state="hidden")
    page.get_by_test_id("supply-factory").hover()
    card.wait_for(state="visible")
    page.keyboard.press("Escape")
    card.wait_for(state="hidden")
    page.mouse.move(1, 1)
    page.get_by_test_id("supply-factory").hover()
    card.wait_for(state="visible")
    page.get_by_test_id("card-close").click()
    card.wait_for(state="hidden")
    page.mouse.move(1, 1)
    page.get_by_test_id("supply-hacienda").focus()  # keyboard: focus shows the card
    card.wait_for(state="visible")
    page.get_by_test_id("move").first.focus()
    card.wait_for(state="hidden")


def test_on_a_phone_the_card_sheet_closes_on_a_tap_elsewhere_and_on_its_button(browser, watch,
                                                                             server):
    context = new_context(browser, watch, viewport={"width": 390, "height": 844},
                          has_touch=True, is_mobile=True)
    try:
        page = context.new_page()
        open_app(page, server.url)
        start(page, ["human", "human"], seed="4")
        card = page.get_by_test_id("card")

        def long_press() -> None:
            # A long press opens the sheet. Right after a tap, the tap's own late events may
            # still close it (a person never long-presses within milliseconds of a tap): press
            # again then, a few times at most.
            for _ in range(5):
                page.get_by_test_id("supply-factory").dispatch_event("contextmenu")
                try:
                    card.wait_for(state="visible", timeout=2000)
                    return
                except playwright_errors.TimeoutError:
                    continue
            card.wait_for(state="visible", timeout=1)

        long_press()
        assert page.evaluate(UNCOVERED)
        page.get_by_test_id("prompt").tap()  # a tap elsewhere
        card.wait_for(state="hidden")
        page.wait_for_timeout(500)  # let the tap's late events pass
        tapped = False
        for _ in range(5):  # the close button closes the sheet
            long_press()
            try:
                page.get_by_test_id("card-close").tap(timeout=3000)
            except playwright_errors.TimeoutError:  # closed by a late event before the tap
                continue
            tapped = True
            break
        assert tapped, "the sheet's close button could never be tapped"
        card.wait_for(state="hidden")
        moves = len(saved_record(page).moves)
        long_press()
        page.get_by_test_id("move").first.tap()  # the sheet never stands in a move's way
        card.wait_for(state="hidden")
        assert len(saved_record(page).moves) == moves + 1
    finally:
        context.close()
    assert watch.console_errors == []


def test_a_tile_click_with_an_occupied_hospice_takes_the_free_colonist(page, server):
    from game.core import encode_link
    from tests.puerto_rico.table_support import position_with_free_colonist

    session = position_with_free_colonist()
    players = session.state.num_players
    record = GameRecord("puerto_rico", session.record.options, session.record.seed,
                        list(session.record.moves),
                        meta={"names": [f"P{p}" for p in range(players)],
                              "seats": ["human"] * players})
    open_app(page, f"{server.url}#g={encode_link(record)}")
    page.get_by_test_id("pr-table").wait_for()
    if page.get_by_test_id("pass-ready").count():
        page.get_by_test_id("pass-ready").click()
    move = next(m for m in session.legal_texts() if m.endswith("+colonist"))
    tile = move.split(":")[1].split("+")[0]
    page.get_by_test_id(f"tile-{tile}").click()
    assert saved_record(page).moves[-1] == move


@pytest.mark.parametrize("width, height", [(1280, 800), (390, 844)])
def test_the_others_boards_show_at_a_glance_their_full_board_a_tap_away(
        context, server, width, height):
    context.add_init_script(INSTANT_BOTS)
    page = context.new_page()
    page.set_viewport_size({"width": width, "height": height})
    open_app(page, server.url)
    start(page, ["human", "medium", "medium", "medium"], seed="21")
    for _ in range(14):  # into the game, so the others have tiles and buildings
        assert wait_for_decision(page) == "decide"
        human_choices(page)[0].click()
    assert wait_for_decision(page) == "decide"
    check(page, width, height)  # the decision and my board: no scroll
    if width < 600:
        page.get_by_test_id("tab-others").click()
    for seat in (1, 2, 3):
        glance = page.get_by_test_id(f"glance-{seat}")
        assert glance.is_visible()
        assert glance.locator(".glance-item").count() >= 1  # at least its first plantation
        box = glance.bounding_box()
        assert box["y"] + box["height"] <= height, f"board {seat} at a glance is off screen"
    page.mouse.move(0, 0)
    page.screenshot(path=str(ARTIFACTS / f"pr-glance-{width}x{height}.png"))
    assert violations(page) == []
    # one tap: that player's full board
    page.get_by_test_id("expand-board-2").click()
    page.get_by_test_id("board-2").locator(".pr-spaces").wait_for()
    assert page.get_by_test_id("glance-2").count() == 0
    assert page.get_by_test_id("glance-1").is_visible()
    assert violations(page) == []


def test_a_build_is_asked_about_before_it_is_played_by_default(asking_context, server):
    from game.core import encode_link

    rng = random.Random(1)  # a 2-player game played at random until the Builder may build
    record = GameRecord("puerto_rico", {"players": 2}, 3)
    state = replay(record)
    while True:
        texts = [state.move_to_text(m) for m in state.legal_moves()]
        if any(t.startswith("build:") for t in texts):
            break
        record.moves.append(rng.choice(texts))
        state.apply(state.parse_move(record.moves[-1]))
    page = asking_context.new_page()
    open_app(page, f"{server.url}#g={encode_link(record)}")
    if wait_for_decision(page) == "pass":
        page.get_by_test_id("pass-ready").click()
    build = page.locator("[data-testid=moves] [data-move^='build:']").first
    build.click()
    question = page.get_by_test_id("confirm-question")
    assert question.inner_text().startswith("Build the ")
    page.get_by_test_id("cancel-move").click()
    assert len(saved_record(page).moves) == len(record.moves)
    build.click()
    page.get_by_test_id("confirm-move").click()
    page.wait_for_function(
        """n => Object.keys(localStorage).filter(k => k.startsWith('ec:save:'))
            .some(k => JSON.parse(localStorage.getItem(k)).record.moves.length > n)""",
        arg=len(record.moves))


def test_the_bots_turn_reads_as_a_sequence_each_move_seen_moving(context, server):
    # the players' defaults: bots at normal speed, animations on
    page = context.new_page()
    open_app(page, server.url)
    start(page, ["human", "medium", "medium"], seed="5")
    # the page notes, every 30 ms, how long the log is and whether something glides
    page.evaluate("""() => { window.__seen = [];
        setInterval(() => window.__seen.push([
            document.querySelectorAll('[data-testid=log] li').length,
            document.getAnimations().some(a => String(a.id).startsWith('ec-'))]), 30); }""")
    skip = page.get_by_test_id("skip-animations")
    for _ in range(10):  # the human decides until the bots play
        page.wait_for_selector("[data-testid=move], [data-testid=skip-animations]")
        if skip.count():
            break
        human_choices(page)[0].click()
    page.wait_for_selector("[data-testid=skip-animations]", state="detached", timeout=60_000)
    seen = page.evaluate("window.__seen")
    lengths = [n for n, _ in seen]
    # the log grew one bot move at a time, each shown for a while before the next ...
    steps = [b - a for a, b in pairwise(lengths) if b != a]
    assert len(steps) >= 3 and max(steps) <= 3, steps  # (a move and what the engine did alone)
    # ... and something on the table glided while the bots played
    assert any(moving for _, moving in seen)
