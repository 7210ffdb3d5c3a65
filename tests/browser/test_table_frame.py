"""The table frame every game gets, in Chromium: hot-seat secrets kept through Undo, the menu,
the question before a weighty move, remembered preferences, the phone's folding decision bar, a
long press that shows a card and never plays, titles shortened by the page, moves you can see
happen, the "your turn" signal, and the setup screen's words."""

from __future__ import annotations

import json

import pytest

from game.core import GameRecord, encode_link
from game.core.record import MAX_NAME_CHARS
from game.puerto_rico import GAME
from tests.browser.support import (
    DESKTOP,
    PHONE,
    human_choices,
    new_context,
    open_advanced,
    open_app,
    start,
    violations,
    wait_for_decision,
)


def settings(tab) -> dict:
    return tab.evaluate("JSON.parse(localStorage.getItem('ec:settings') || '{}')")


def with_settings(context, **values) -> None:
    """Every page of ``context`` starts with these settings (bot speed, preferences...), over
    those it had."""
    context.add_init_script(f"""try {{
        const had = JSON.parse(localStorage.getItem('ec:settings') || '{{}}');
        localStorage.setItem('ec:settings',
                             JSON.stringify(Object.assign(had, {json.dumps(values)})));
    }} catch (error) {{ /* about:blank has no storage */ }}""")


def log_entries(tab) -> int:
    return tab.locator("[data-testid=log] li").count()


# -- hot seat: Undo never shows a hand to the wrong eyes -------------------------------------------

def test_undo_on_the_pass_screen_hands_the_device_back_through_a_pass_screen(browser, watch,
                                                                             server):
    context = new_context(browser, watch, viewport={"width": PHONE[0], "height": PHONE[1]},
                          has_touch=True, is_mobile=True)
    try:
        page = context.new_page()
        open_app(page, server.url)
        page.get_by_test_id("new-game-san_juan").click()
        page.get_by_test_id("players").select_option("2")
        for seat, name in enumerate(["Alice", "Bob"]):
            page.get_by_test_id(f"seat-{seat}").select_option("human")
            page.get_by_test_id(f"name-{seat}").fill(name)
        open_advanced(page)
        page.get_by_test_id("seed").fill("3")
        page.get_by_test_id("start").click()
        # Alice decides until the device must go to Bob (she builds, say)
        for _ in range(10):
            page.wait_for_selector("[data-testid=move], [data-testid=pass-ready]")
            if page.get_by_test_id("pass-ready").count():
                break
            assert page.get_by_test_id("prompt").inner_text().startswith("Alice")
            page.locator("[data-testid=move]:not([disabled])").first.click()
        assert "Bob" in page.get_by_test_id("pass-device").inner_text()
        moves = saved_moves(page)
        # Bob may be holding the device already: Undo takes Alice's decision back, and the
        # device goes back to her through a pass screen, her hand unseen until she says so.
        page.get_by_test_id("undo").click()
        page.get_by_test_id("pass-device").wait_for()
        assert "Alice" in page.get_by_test_id("pass-device").inner_text()
        assert page.get_by_test_id("sj-table").count() == 0
        assert page.get_by_test_id("hand").count() == 0
        assert saved_moves(page) < moves
        page.get_by_test_id("pass-ready").click()
        page.get_by_test_id("hand").wait_for()
        assert page.get_by_test_id("prompt").inner_text().startswith("Alice")
    finally:
        context.close()
    assert watch.console_errors == []


def saved_moves(page) -> int:
    """How many moves the saved game holds."""
    return page.evaluate("""() => Object.keys(localStorage).filter(k => k.startsWith('ec:save:'))
        .map(k => JSON.parse(localStorage.getItem(k)).record.moves.length)[0]""")


# -- the menu ------------------------------------------------------------------------------------

def test_menu_opens_a_menu_that_the_keyboard_walks_and_escape_closes(page):
    start(page, ["human", "human"], seed="4")
    menu = page.get_by_test_id("menu")
    assert menu.get_attribute("aria-haspopup") == "menu"
    assert menu.get_attribute("aria-expanded") == "false"
    menu.click()
    items = page.locator("#table-menu [role=menuitem]")
    assert page.get_by_test_id("table-menu").is_visible() and items.count() == 3
    assert menu.get_attribute("aria-expanded") == "true"
    focused = "() => document.activeElement.dataset.testid"
    assert page.evaluate(focused) == "menu-home"
    page.keyboard.press("ArrowDown")
    assert page.evaluate(focused) == "menu-new-game"
    page.keyboard.press("End")
    assert page.evaluate(focused) == "menu-settings"
    page.keyboard.press("ArrowDown")  # round again
    assert page.evaluate(focused) == "menu-home"
    page.keyboard.press("Escape")
    assert page.get_by_test_id("table-menu").is_hidden()
    assert page.evaluate(focused) == "menu"
    # a click elsewhere closes it too
    menu.click()
    page.get_by_test_id("log").click()
    assert page.get_by_test_id("table-menu").is_hidden()
    # "Settings", and "Back" to the same table
    menu.click()
    page.get_by_test_id("menu-settings").click()
    page.get_by_test_id("settings-screen").wait_for()
    page.get_by_test_id("settings-back").click()
    page.get_by_test_id("pr-table").wait_for()
    # "New game" of the same game, and "All games"
    menu.click()
    page.get_by_test_id("menu-new-game").click()
    assert "Puerto Rico" in page.get_by_test_id("setup").locator("h1").inner_text()
    open_app(page, page.url)
    page.get_by_test_id("menu").click()
    page.get_by_test_id("menu-home").click()
    page.get_by_test_id("saves").wait_for()


# -- the question before a weighty move, preferences -------------------------------------------

def toy_page(context, toy_server, watch):
    watch.origin = toy_server.url.rstrip("/")
    page = context.new_page()
    open_app(page, toy_server.url)
    page.get_by_test_id("new-game-toy").click()
    open_advanced(page)
    page.get_by_test_id("seed").fill("7")
    page.get_by_test_id("start").click()
    page.get_by_test_id("pass-ready").or_(page.get_by_test_id("toy-table")).first.wait_for()
    if page.get_by_test_id("pass-ready").count():
        page.get_by_test_id("pass-ready").click()
    page.get_by_test_id("toy-table").wait_for()
    return page


def pile(page) -> int:
    return int(page.get_by_test_id("pile").inner_text().split()[-1])


def test_a_weighty_move_is_asked_about_and_cancel_plays_nothing(asking_context, toy_server,
                                                                watch):
    page = toy_page(asking_context, toy_server, watch)
    stones = pile(page)
    take3 = page.locator("[data-testid=move][data-move='take:3']")
    take3.click()
    bar = page.get_by_test_id("confirm-bar")
    assert bar.is_visible()
    assert page.get_by_test_id("confirm-question").inner_text() == "Take three stones at once?"
    assert page.evaluate("document.activeElement.dataset.testid") == "confirm-move"
    page.get_by_test_id("cancel-move").click()
    assert bar.count() == 0 and pile(page) == stones and log_entries(page) == 0
    take3.click()
    page.keyboard.press("Escape")  # Escape is Cancel
    assert bar.count() == 0 and pile(page) == stones and log_entries(page) == 0
    take3.click()
    page.keyboard.press("Enter")  # Enter is Confirm
    page.get_by_test_id("pass-ready").wait_for()
    assert saved_moves(page) == 1
    page.get_by_test_id("pass-ready").click()
    assert pile(page) == stones - 3
    # a move the game does not ask about plays at once
    page.locator("[data-testid=move][data-move='take:1']").click()
    page.get_by_test_id("pass-ready").wait_for()
    assert saved_moves(page) == 2


def test_preferences_and_a_tables_remembered_choices_survive_a_reload(asking_context,
                                                                       toy_server, watch):
    page = toy_page(asking_context, toy_server, watch)
    # the table's own choice (GameUI.prefs), remembered by the shell for the game
    assert page.get_by_test_id("order").inner_text() == "forwards"
    page.get_by_test_id("turn-stones").click()
    assert page.get_by_test_id("order").inner_text() == "backwards"
    # the settings, from the landing page
    page.get_by_test_id("menu").click()
    page.get_by_test_id("menu-home").click()
    page.get_by_test_id("settings").click()
    screen = page.get_by_test_id("settings-screen")
    assert page.get_by_test_id("pref-confirm").is_checked()  # on by default
    assert page.get_by_test_id("pref-motion").is_checked()
    assert not page.get_by_test_id("pref-sound").is_checked()  # off by default
    page.get_by_test_id("pref-confirm").uncheck()
    page.get_by_test_id("pref-motion").uncheck()
    page.get_by_test_id("pref-sound").check()
    page.get_by_test_id("bot-speed").select_option("slow")
    open_app(page, toy_server.url)
    page.get_by_test_id("settings").click()
    screen.wait_for()
    assert not page.get_by_test_id("pref-confirm").is_checked()
    assert not page.get_by_test_id("pref-motion").is_checked()
    assert page.get_by_test_id("pref-sound").is_checked()
    assert page.get_by_test_id("bot-speed").input_value() == "slow"
    page.get_by_test_id("settings-back").click()
    page.get_by_test_id("continue").click()
    if page.get_by_test_id("pass-ready").count():
        page.get_by_test_id("pass-ready").click()
    assert page.get_by_test_id("order").inner_text() == "backwards"
    # with the question turned off, a weighty move plays at once
    page.locator("[data-testid=move][data-move='take:3']").click()
    page.get_by_test_id("pass-ready").wait_for()
    assert saved_moves(page) == 1


# -- moves you can see happen -------------------------------------------------------------------

ANIMATIONS = """(testid) => document.querySelector(`[data-testid="${testid}"]`).getAnimations()
    .map(a => a.id).filter(id => id.startsWith('ec-'))"""


def test_what_a_table_marks_glides_and_pops_between_two_renders(context, toy_server, watch):
    page = toy_page(context, toy_server, watch)
    where = """(testid) => { const el = document.querySelector(`[data-testid=${testid}]`);
        return [el.offsetLeft, el.offsetTop]; }"""
    first = page.evaluate(where, "stone-0")  # (its place in the layout, transforms aside)
    page.get_by_test_id("turn-stones").click()
    # the same stone, keyed the same, moved: it glides from where it was
    assert page.evaluate(ANIMATIONS, "stone-0") == ["ec-flip"]
    assert page.evaluate(where, "stone-0") != first  # now last in the row
    assert page.evaluate(ANIMATIONS, "order") == ["ec-pop"]  # its text changed
    assert page.evaluate(ANIMATIONS, "turned") == ["ec-flip-from"]  # new, from stone 0
    page.wait_for_function("!document.getAnimations().some(a => a.id.startsWith('ec-'))")
    page.get_by_test_id("turn-stones").click()  # back: it glides again
    assert page.evaluate(ANIMATIONS, "stone-0") == ["ec-flip"]


@pytest.mark.parametrize("why", ["reduced motion", "animations off"])
def test_nothing_moves_under_reduced_motion_or_with_animations_off(context, toy_server, watch,
                                                                   why):
    if why == "animations off":
        with_settings(context, motion=False)
    page = toy_page(context, toy_server, watch)
    if why == "reduced motion":
        page.emulate_media(reduced_motion="reduce")
    page.get_by_test_id("turn-stones").click()
    assert page.get_by_test_id("order").inner_text() == "backwards"
    for testid in ("stone-0", "order", "turned"):
        assert page.evaluate(ANIMATIONS, testid) == []


def test_the_bots_turn_can_be_skipped(context, server):
    with_settings(context, bot_speed="slow")
    page = context.new_page()
    open_app(page, server.url)
    start(page, ["human", "medium", "medium"], seed="5")
    skip = page.get_by_test_id("skip-animations")
    for _ in range(10):  # the human decides until the bots play
        page.wait_for_selector("[data-testid=move], [data-testid=skip-animations]")
        if skip.count():
            break
        page.locator("[data-testid=move]").first.click()
    assert skip.is_visible()
    skip.click()
    # the bots finish at once, unanimated, until the human decides again
    assert page.evaluate("document.documentElement.dataset.motion") == "off"
    page.wait_for_selector("[data-testid=move]")
    assert skip.count() == 0
    page.locator("[data-testid=move]").first.click()
    assert page.evaluate("document.documentElement.dataset.motion") == "on"


# -- the "your turn" signal ---------------------------------------------------------------------

SIGNAL = """() => ({title: document.title,
    icons: Array.from(document.querySelectorAll('link[rel=icon]'),
                      l => l.getAttribute('href').slice(0, 22))})"""


def test_your_turn_shows_in_the_tabs_title_and_icon_until_the_player_acts_or_looks(context,
                                                                                  server):
    with_settings(context, bot_speed="fast")
    page = context.new_page()
    open_app(page, server.url)
    base = page.evaluate(SIGNAL)
    assert not base["title"].startswith("●")
    start(page, ["human", "easy", "easy"], seed="5")
    assert page.evaluate(SIGNAL) == base  # the first decision is nobody's news
    play_until_my_turn_again(page)
    signal = page.evaluate(SIGNAL)
    assert signal["title"] == f"● Your turn — {base['title']}"
    assert signal["icons"] == ["data:image/png;base64,"] * len(base["icons"])
    page.evaluate("window.dispatchEvent(new Event('focus'))")  # the player comes back
    assert page.evaluate(SIGNAL) == base
    play_until_my_turn_again(page)
    human_choices(page)[0].click()  # acting clears it too
    assert page.evaluate(SIGNAL) == base


def play_until_my_turn_again(page) -> None:
    """Decide (the first choice offered) until the bots have played and it is the human's turn
    again: the tab's title says so."""
    signalled = "() => document.title.startsWith('● Your turn')"
    for _ in range(30):
        wait_for_decision(page)
        if page.evaluate(signalled):
            return
        human_choices(page)[0].click()
    pytest.fail("the bots never handed the turn back")


# -- the phone's decision bar folds out of the way ---------------------------------------------

def test_the_phone_decision_bar_folds_to_its_prompt_and_the_board_still_plays(browser, watch,
                                                                              server):
    context = new_context(browser, watch, viewport={"width": PHONE[0], "height": PHONE[1]},
                          has_touch=True, is_mobile=True)
    try:
        page = context.new_page()
        open_app(page, server.url)
        start(page, ["human", "human", "human"], seed="5")
        page.get_by_test_id("pass-ready").or_(page.get_by_test_id("prompt")).first.wait_for()
        if page.get_by_test_id("pass-ready").count():
            page.get_by_test_id("pass-ready").click()
        bar = page.locator("[data-pane=decision]")
        toggle = page.get_by_test_id("bar-toggle")
        tall = bar.bounding_box()["height"]
        box = toggle.bounding_box()
        assert box["width"] >= 44 and box["height"] >= 44
        assert toggle.get_attribute("aria-expanded") == "true" and toggle.get_attribute(
            "aria-label")
        toggle.click()
        assert toggle.get_attribute("aria-expanded") == "false"
        folded = bar.bounding_box()
        assert folded["height"] < 80 < tall  # one line: the prompt
        assert page.get_by_test_id("prompt").is_visible()
        assert page.locator("[data-pane=decision] [data-testid=move]").first.is_hidden()
        assert violations(page) == []
        # the shared board is in view above it, and plays from there
        page.get_by_test_id("tab-table").click()
        role = page.get_by_test_id("role-settler")
        assert role.bounding_box()["y"] + role.bounding_box()["height"] <= folded["y"] + 1
        role.click()
        page.wait_for_function("document.querySelectorAll('[data-testid=log] li').length > 0")
        # still folded at the next decision (remembered while the game is open), the keyboard
        # unfolds it
        page.get_by_test_id("pass-ready").or_(page.get_by_test_id("prompt")).first.wait_for()
        if page.get_by_test_id("pass-ready").count():
            page.get_by_test_id("pass-ready").click()
        assert toggle.get_attribute("aria-expanded") == "false"
        toggle.focus()
        page.keyboard.press("Enter")
        assert toggle.get_attribute("aria-expanded") == "true"
        assert page.locator("[data-pane=decision] [data-testid=move]").first.is_visible()
    finally:
        context.close()
    assert watch.console_errors == []


# -- the player's own board and "since your last turn" stay in view ----------------------------

def mayor_record() -> GameRecord:
    """Three humans; the third is about to choose the Mayor, then to place colonists on their
    own board."""
    state = GAME.new_game({"players": 3, "hidden_vp": True}, 3)
    moves: list[str] = []
    while True:
        actor = state.current_players()[0]
        legal = [state.move_to_text(m) for m in state.legal_moves(actor)]
        if "role:mayor" in legal:
            trial = state.clone()
            trial.apply(trial.parse_move("role:mayor"), actor)
            if trial.current_players()[0] == actor and len(trial.legal_moves(actor)) > 1:
                return GameRecord("puerto_rico", {"players": 3, "hidden_vp": True}, 3, moves,
                                  meta={"names": ["Ana", "Bo", "Cy"]})
        move = next(m for m in legal if m != "role:mayor")
        moves.append(move)
        state.apply(state.parse_move(move), actor)


def test_a_decision_on_the_players_own_board_shows_that_board_on_a_phone(browser, watch,
                                                                        server):
    context = new_context(browser, watch, viewport={"width": PHONE[0], "height": PHONE[1]},
                          has_touch=True, is_mobile=True)
    try:
        page = context.new_page()
        open_app(page, f"{server.url}#g={encode_link(mayor_record())}")
        page.get_by_test_id("pass-ready").or_(page.get_by_test_id("prompt")).first.wait_for()
        if page.get_by_test_id("pass-ready").count():
            page.get_by_test_id("pass-ready").click()
        page.get_by_test_id("tab-table").click()  # the player looks at the shared board
        page.get_by_test_id("role-mayor").click()
        # the Mayor: colonists to place on the player's own board, which comes into view
        page.get_by_test_id("mayor-done").wait_for()
        assert page.get_by_test_id("tab-me").get_attribute("aria-pressed") == "true"
        board = page.locator("[data-pane=me]").bounding_box()
        bar = page.locator("[data-pane=decision]").bounding_box()
        assert board["height"] > 0 and board["y"] >= 0 and board["y"] < bar["y"]
        assert page.evaluate("document.scrollingElement.scrollTop") == 0
    finally:
        context.close()
    assert watch.console_errors == []


@pytest.mark.parametrize("width, height", [(1280, 460), PHONE])
def test_since_your_last_turn_is_never_cut_off(context, server, width, height):
    with_settings(context, bot_speed="instant")
    page = context.new_page()
    page.set_viewport_size({"width": width, "height": height})
    open_app(page, server.url)
    start(page, ["human", "easy", "easy"], seed="5")
    since = page.get_by_test_id("since-last-turn")
    for _ in range(30):
        wait_for_decision(page)
        if since.count():
            break
        human_choices(page)[0].click()
    pane = page.locator("[data-pane=decision]").bounding_box()
    if width < 600:  # a phone: one line in the bar, the list opens above it
        page.get_by_test_id("since-toggle").click()
        shown = page.get_by_test_id("since-list").bounding_box()
        assert shown["y"] >= 0 and shown["y"] + shown["height"] <= pane["y"] + 1
    else:  # a decision pane taller than the screen scrolls: the summary stays in sight
        box = since.bounding_box()
        assert box["y"] >= max(pane["y"], 0) - 1
        assert box["y"] + box["height"] <= min(pane["y"] + pane["height"], height) + 1


# -- a long press shows the card and never plays ------------------------------------------------

def test_a_long_press_on_a_touch_screen_shows_the_card_and_never_plays(browser, watch,
                                                                       toy_server):
    watch.origin = toy_server.url.rstrip("/")
    context = new_context(browser, watch, viewport={"width": PHONE[0], "height": PHONE[1]},
                          has_touch=True, is_mobile=True)
    try:
        page = toy_page(context, toy_server, watch)
        cdp = context.new_cdp_session(page)
        move = page.locator("[data-testid=move][data-move='take:2']")
        box = move.bounding_box()
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2

        def touch(kind: str) -> None:
            points = [] if kind == "touchEnd" else [{"x": x, "y": y}]
            cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

        touch("touchStart")
        page.wait_for_timeout(800)  # held: the card shows while the finger is down
        assert page.get_by_test_id("card").is_visible()
        assert page.get_by_test_id("card-title").inner_text() == "take:2"
        touch("touchEnd")
        page.wait_for_timeout(300)
        assert log_entries(page) == 0 and page.get_by_test_id("pass-ready").count() == 0
        # a short tap still plays
        touch("touchStart")
        touch("touchEnd")
        page.get_by_test_id("pass-ready").wait_for()
        assert saved_moves(page) == 1
    finally:
        context.close()
    assert watch.console_errors == []


# -- titles: whole in the data, shortened by the page -------------------------------------------

LONG_NAMES = ["Alessandra Maria Bartolomei", "Benedetta Costanza Ferraris",
              "Cristoforo Colombo di Genova", "Domenica Evangelista Rossi"]


def test_a_long_title_is_shortened_with_an_ellipsis_and_shown_whole_on_hover(browser, watch,
                                                                            server):
    record = GameRecord("puerto_rico", {"players": 4}, 5,
                        meta={"names": LONG_NAMES, "seats": ["human"] + ["medium"] * 3})
    assert all(len(name) <= MAX_NAME_CHARS for name in LONG_NAMES)
    context = new_context(browser, watch, viewport={"width": PHONE[0], "height": PHONE[1]})
    shortened = """(el) => ({cut: el.scrollWidth > el.clientWidth,
        ellipsis: getComputedStyle(el).textOverflow, title: el.getAttribute('title') ||
        el.closest('[title]').getAttribute('title'), text: el.textContent})"""
    try:
        page = context.new_page()
        open_app(page, f"{server.url}#g={encode_link(record)}")
        page.get_by_test_id("prompt").wait_for()
        whole = "Puerto Rico · " + ", ".join(LONG_NAMES)
        heading = page.get_by_test_id("table-title").evaluate(shortened)
        assert heading == {"cut": True, "ellipsis": "ellipsis", "title": whole, "text": whole}
        page.get_by_test_id("menu").click()
        page.get_by_test_id("menu-home").click()
        for testid in ("save-title", "continue-title"):
            found = page.get_by_test_id(testid).evaluate(shortened)
            assert found == {"cut": True, "ellipsis": "ellipsis", "title": whole,
                             "text": whole}, testid
        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE[0]
    finally:
        context.close()
    assert watch.console_errors == []


# -- the setup screen's words -------------------------------------------------------------------

CHECKBOXES = """() => Array.from(
    document.querySelectorAll('[data-testid=setup] input[type=checkbox]'))
    .filter(el => el.getClientRects().length).map(el => {
        const r = el.getBoundingClientRect();
        return [Math.round(r.width), Math.round(r.height)]; })"""


@pytest.mark.parametrize("width, height", [DESKTOP, PHONE])
def test_the_setup_speaks_of_several_humans_only_when_there_are_and_its_checkboxes_match(
        page, width, height):
    page.set_viewport_size({"width": width, "height": height})
    page.get_by_test_id("new-game-puerto_rico").click()
    open_advanced(page)
    # one human and bots: nothing about sharing the device or undoing among humans
    hint = page.get_by_test_id("seats-hint")
    assert hint.inner_text() == "Seat 1 plays first."
    assert page.get_by_test_id("allow-undo").is_hidden()
    # every checkbox the same size, the VP chips' with its long label included
    sizes = page.evaluate(CHECKBOXES)
    assert len(sizes) >= 3 and len(set(map(tuple, sizes))) == 1, sizes
    page.get_by_test_id("seat-1").select_option("human")
    assert "share this device" in hint.inner_text()
    assert page.get_by_test_id("allow-undo").is_visible()
    sizes = page.evaluate(CHECKBOXES)
    assert len(set(map(tuple, sizes))) == 1, sizes


def test_unnamed_bots_are_named_in_the_language_shown(context, server):
    with_settings(context, bot_speed="instant")
    page = context.new_page()
    open_app(page, server.url)
    start(page, ["human", "medium"], seed="5")
    board = page.get_by_test_id("board-1")
    assert "Medium bot 2" in board.inner_text()
    page.get_by_test_id("menu").click()
    page.get_by_test_id("menu-settings").click()  # (the language is in the top bar)
    page.get_by_test_id("language").select_option("it")
    page.get_by_test_id("settings-back").click()
    assert "Bot medio 2" in page.get_by_test_id("board-1").inner_text()



# -- the frame's new parts, for everyone ---------------------------------------------------------

@pytest.mark.parametrize("width, height", [DESKTOP, PHONE])
def test_the_menu_the_question_and_the_settings_have_no_serious_accessibility_violation(
        browser, watch, toy_server, width, height):
    watch.origin = toy_server.url.rstrip("/")
    context = new_context(browser, watch, asks=True,
                          viewport={"width": width, "height": height})
    try:
        page = toy_page(context, toy_server, watch)
        page.locator("[data-testid=move][data-move='take:3']").click()
        page.get_by_test_id("confirm-bar").wait_for()
        assert violations(page) == []
        page.get_by_test_id("menu").click()
        page.get_by_test_id("table-menu").wait_for()
        assert violations(page) == []
        page.get_by_test_id("menu-settings").click()
        page.get_by_test_id("settings-screen").wait_for()
        assert violations(page) == []
    finally:
        context.close()
    assert watch.console_errors == []
