"""The table frame every game gets, in Chromium: hot-seat secrets kept through Undo."""

from __future__ import annotations

from tests.browser.support import (
    PHONE,
    new_context,
    open_advanced,
    open_app,
)

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
