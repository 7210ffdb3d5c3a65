"""The shell hands game-specific actions (``data-action="ui:..."``) to the game's UI, and checks
every move text the UI produces with the engine: Puerto Rico's Mayor editor."""

from __future__ import annotations

from game.core import GameRecord, encode_link
from game.puerto_rico import GAME
from tests.browser.support import ARTIFACTS, log_length, new_context, open_app, reveal, wait_for
from web.session import Session


def mayor_record() -> GameRecord:
    """Three humans; the first time a Mayor decision has a choice, stop before it."""
    state = GAME.new_game({"players": 3, "hidden_vp": True}, 3)
    moves: list[str] = []
    while True:
        legal = [state.move_to_text(m) for m in state.legal_moves(state.current_players()[0])]
        if state.view(None)["phase"] == "mayor" and len(legal) > 1:
            break
        move = "role:mayor" if "role:mayor" in legal else legal[0]
        moves.append(move)
        state.apply(state.parse_move(move))
    assert legal[:2] == ["place:corn=1,coffee=1", "place:corn=1,small_indigo_plant=1"]
    return GameRecord("puerto_rico", {"players": 3, "hidden_vp": True}, 3, moves,
                      meta={"names": ["Ana", "Bo", "Cy"]})


def pressed(page, testid: str) -> str:
    return page.get_by_test_id(testid).get_attribute("aria-pressed")


def wait_unpressed(page, *testids: str) -> None:
    """Wait until each button is shown not pressed (the table is drawn again after a click)."""
    wait_for(page, """(ids) => ids.every((id) => document.querySelector(
        `[data-testid="${id}"]`).getAttribute('aria-pressed') === 'false')""", list(testids))


def test_the_mayor_editor_goes_through_the_game_ui_and_the_engine_checks_its_placement(
        page, server):
    record = mayor_record()
    open_app(page, f"{server.url}#g={encode_link(record)}")
    reveal(page)
    page.get_by_test_id("mayor").wait_for()
    # one entry per move, and one per decision the engine took alone ("only option")
    logged = len(Session.open(record, "t", "t").log)
    assert logged >= len(record.moves)
    assert log_length(page) == logged
    # The suggestion is the first legal placement.
    assert pressed(page, "place-corn-0") == "true" and pressed(page, "place-coffee-0") == "true"
    page.get_by_test_id("mayor-clear").click()
    wait_unpressed(page, "place-corn-0", "place-coffee-0")
    assert "2" in page.get_by_test_id("mayor-free").inner_text()
    # Leaving colonists in San Juan while circles are free is refused by the engine, on screen
    # next to Done, which waits.
    done = page.get_by_test_id("mayor-done")
    assert done.is_disabled()
    assert page.get_by_test_id("mayor").get_by_test_id("move-error").inner_text()
    done.click(force=True)
    assert log_length(page) == logged
    # Another valid placement, clicked together, is played.
    page.get_by_test_id("place-corn-0").click()
    page.get_by_test_id("place-small_indigo_plant-0").click()
    assert pressed(page, "place-small_indigo_plant-0") == "true"
    page.get_by_test_id("mayor-done").click()
    wait_for(page, f"document.querySelectorAll('[data-testid=log] li').length > "
                           f"{logged}")
    assert "Small Indigo Plant" in page.locator("[data-testid=log] li").nth(logged).inner_text()


STYLES = """() => ({
    links: [...document.querySelectorAll('link[data-game-styles]')]
        .map(l => [l.getAttribute('href'), l.disabled]),
    loading: document.documentElement.dataset.styles || null,
    width: getComputedStyle(document.querySelector('.table-game > *'))
        .getPropertyValue('--decision-width').trim()})"""


def test_a_games_own_stylesheet_comes_with_its_table_and_goes_with_it(page, server):
    record = mayor_record()
    open_app(page, f"{server.url}#g={encode_link(record)}")
    reveal(page)
    page.get_by_test_id("mayor").wait_for()
    # linked once the table shows, and the table shown only once it has loaded
    assert page.evaluate(STYLES) == {"links": [["web/puerto_rico/table.css", False]],
                                     "loading": None, "width": "20rem"}
    # another game's table: its own stylesheet on, the first one's off
    page.get_by_test_id("home").click()
    page.get_by_test_id("new-game-san_juan").click()
    page.get_by_test_id("start").click()
    reveal(page)
    page.get_by_test_id("sj-table").wait_for()
    assert page.evaluate(STYLES) == {"links": [["web/puerto_rico/table.css", True],
                                               ["web/san_juan/table.css", False]],
                                     "loading": None, "width": "19rem"}


def shot(page, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / name))


def center(page, testid: str) -> tuple[float, float]:
    box = page.get_by_test_id(testid).bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def mouse_drag(page, source: str, target: str | None, check_midway=None) -> None:
    """Press on ``source``, move in steps to ``target`` (None: an empty corner), release."""
    x, y = center(page, source)
    to = center(page, target) if target else (3.0, 3.0)
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move((x + to[0]) / 2, (y + to[1]) / 2, steps=4)
    page.mouse.move(*to, steps=4)
    if check_midway is not None:
        check_midway()
    page.mouse.up()


def free_colonists(page) -> str:
    return page.get_by_test_id("mayor-free").inner_text()


def test_mayor_colonists_are_dragged_with_the_mouse_onto_a_circle_a_space_or_san_juan(
        page, server):
    record = mayor_record()
    page.set_viewport_size({"width": 1280, "height": 800})
    open_app(page, f"{server.url}#g={encode_link(record)}")
    reveal(page)
    page.get_by_test_id("mayor").wait_for()
    logged = log_length(page)
    assert pressed(page, "place-coffee-0") == "true"

    def highlighted() -> None:
        # while dragging, the empty circle and San Juan are drop targets, the colonists are not
        target = page.get_by_test_id("place-small_indigo_plant-0")
        assert "drop-over" in (target.get_attribute("class") or "")
        assert "drop-target" in (page.get_by_test_id("mayor-san-juan").get_attribute("class")
                                 or "")
        assert "drop-target" not in (page.get_by_test_id("place-corn-0").get_attribute("class")
                                     or "")
        # the ghost keeps the shell's size over the game's own icon sizes (its stylesheet comes
        # after the shell's)
        ghost = page.locator(".drag-ghost .icon").evaluate("e => e.getBoundingClientRect().width")
        assert abs(ghost - 1.4 * 16) < 0.1  # 1.4rem, not the colonist's 1rem on the board
        shot(page, "pr-mayor-drag-1280x800-after.png")

    # The coffee colonist dragged into the Small Indigo Plant's circle.
    mouse_drag(page, "place-coffee-0", "place-small_indigo_plant-0", highlighted)
    assert page.locator(".drop-target, .drag-ghost").count() == 0
    assert pressed(page, "place-coffee-0") == "false"
    assert pressed(page, "place-small_indigo_plant-0") == "true"
    # A drop outside any target cancels: nothing moves, nothing stays picked up.
    mouse_drag(page, "place-small_indigo_plant-0", None)
    assert pressed(page, "place-small_indigo_plant-0") == "true"
    assert page.locator(".picked, .san-juan.selected").count() == 0
    # Back to San Juan, and from San Juan onto the empty coffee space.
    mouse_drag(page, "place-small_indigo_plant-0", "mayor-san-juan")
    assert pressed(page, "place-small_indigo_plant-0") == "false" and "1" in free_colonists(page)
    mouse_drag(page, "mayor-san-juan", "place-coffee-0")
    assert pressed(page, "place-coffee-0") == "true"
    assert free_colonists(page) == "Every colonist has a place."
    # A colonist picked up by a tap is put down when another one is dragged.
    page.get_by_test_id("place-corn-0").click()
    assert page.locator(".picked").count() == 1
    mouse_drag(page, "place-coffee-0", "place-small_indigo_plant-0")
    assert pressed(page, "place-corn-0") == "true" and pressed(page, "place-coffee-0") == "false"
    assert page.locator(".picked").count() == 0
    # The engine plays what was dragged.
    page.get_by_test_id("mayor-done").click()
    wait_for(page, f"document.querySelectorAll('[data-testid=log] li').length > "
                           f"{logged}")
    assert "Small Indigo Plant" in page.locator("[data-testid=log] li").nth(logged).inner_text()


def test_mayor_colonists_are_dragged_with_a_finger_on_a_phone(browser, watch, server):
    context = new_context(browser, watch, viewport={"width": 390, "height": 844},
                          has_touch=True, is_mobile=True)
    try:
        page = context.new_page()
        open_app(page, f"{server.url}#g={encode_link(mayor_record())}")
        reveal(page)
        page.get_by_test_id("mayor").wait_for()
        assert pressed(page, "place-coffee-0") == "true"
        # Real touch input through the browser's input pipeline: it makes the pointer events.
        cdp = context.new_cdp_session(page)
        (x, y), to = (center(page, "place-coffee-0"),
                      center(page, "place-small_indigo_plant-0"))

        def touch(kind: str, px: float, py: float) -> None:
            points = [] if kind == "touchEnd" else [{"x": px, "y": py}]
            cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

        touch("touchStart", x, y)
        for step in range(1, 9):
            touch("touchMove", x + (to[0] - x) * step / 8, y + (to[1] - y) * step / 8)
        assert page.locator(".drop-over").count() == 1
        shot(page, "pr-mayor-drag-390x844-after.png")
        touch("touchEnd", *to)
        assert pressed(page, "place-coffee-0") == "false"
        assert pressed(page, "place-small_indigo_plant-0") == "true"
        assert page.evaluate("document.scrollingElement.scrollTop") == 0
    finally:
        context.close()
    assert watch.console_errors == []


FRAMES = "() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))"


def test_nothing_moves_the_page_while_a_pointer_is_down(page, server):
    # A press and its release must land on the same button. The page scrolled past the player's
    # own board brings it back at a new decision (web/dom.js reveal), but not while a pointer is
    # down: here that scroll would put "Suggested placement" under the release.
    open_app(page, f"{server.url}#g={encode_link(mayor_record())}")
    reveal(page)
    page.get_by_test_id("mayor").wait_for()
    page.evaluate("window.scrollTo(0, 200)")
    page.evaluate(FRAMES)
    button = page.get_by_test_id("mayor-clear").bounding_box()
    page.mouse.move(button["x"] + button["width"] / 2, button["y"] + button["height"] / 2)
    page.mouse.down()
    page.evaluate("window.ecDom.reveal()")
    page.evaluate(FRAMES)
    assert page.evaluate("window.scrollY") == 200
    page.mouse.up()
    wait_unpressed(page, "place-corn-0", "place-coffee-0")  # "Remove all" was clicked
    # after the release the page may be re-fitted and revealed again
    page.evaluate("window.ecDom.reveal()")
    page.evaluate(FRAMES)
    assert page.evaluate("window.scrollY") < 200
