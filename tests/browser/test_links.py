"""Share links round-trip; hostile links are refused cleanly and harm nothing."""

import base64
import json
import zlib

from game.core import GameRecord, encode_link
from tests.browser.support import go_home, log_length, new_context, open_app, play_moves, start_game


def share(page) -> str:
    page.get_by_test_id("share").click()
    return page.get_by_test_id("share-url").input_value()


def test_a_shared_link_restores_the_exact_position_in_a_fresh_browser(page, browser, watch,
                                                                       server):
    start_game(page, 3, ["Ana", "Bo", "Cy"])
    play_moves(page, 5)
    url = share(page)
    assert url.startswith(server.url) and "#g=1." in url
    moves = page.get_by_test_id("pr-table").inner_text()
    logged = log_length(page)  # 5 moves, and any decision the engine took alone
    assert logged >= 5
    other = new_context(browser, watch)
    try:
        fresh = other.new_page()
        open_app(fresh, url)
        assert log_length(fresh) == logged
        assert fresh.get_by_test_id("pr-table").inner_text() == moves
        assert "#" not in fresh.url  # opened once, then kept as a saved game
        go_home(fresh)
        assert fresh.get_by_test_id("save").count() == 1
    finally:
        other.close()


def test_a_link_pasted_into_open_a_link_opens_the_game(page):
    start_game(page, 2)
    play_moves(page, 2)
    url = share(page)
    go_home(page)
    page.get_by_test_id("link-input").fill(url)
    page.get_by_test_id("open-link").click()
    page.get_by_test_id("pr-table").wait_for()
    assert log_length(page) == 2


def _payload(data) -> str:
    raw = json.dumps(data).encode()
    return "1." + base64.urlsafe_b64encode(zlib.compress(raw)).decode().rstrip("=")


GOOD = GameRecord("puerto_rico", {"players": 2}, 5).to_json()
HOSTILE = {
    "garbled": "1.%%%%not-base64",
    "truncated": encode_link(GameRecord("puerto_rico", {"players": 2}, 5, ["role:settler"]))[:25],
    "oversized": "1." + "A" * 70_000,
    "newer version": _payload({**GOOD, "v": 99}),
    "illegal move": _payload({**GOOD, "moves": ["role:settler", "role:settler"]}),
    "unknown game": _payload({**GOOD, "game": "chess"}),
    "not a record": _payload([1, 2, 3]),
}


def test_every_kind_of_hostile_link_is_refused_with_a_message_and_no_harm(page, server, watch):
    watch.allowed_errors.append("")  # a refused link may log; it must not throw (pageerror)
    start_game(page, 2)
    play_moves(page, 1)
    go_home(page)
    before = page.evaluate("JSON.stringify(localStorage)")
    for kind, payload in HOSTILE.items():  # one after the other, in the same page
        open_app(page, f"{server.url}#g={payload}")
        message = page.get_by_test_id("message-text")
        message.wait_for()
        assert "could not be opened" in message.inner_text(), kind
        assert page.get_attribute("#app", "data-screen") == "landing", kind
        assert page.evaluate("JSON.stringify(localStorage)") == before, kind
        assert page.get_by_test_id("save").count() == 1, kind
        assert [e for e in watch.console_errors if e.startswith("uncaught")] == [], kind
        page.get_by_test_id("dismiss").click()  # so the next link's message is its own
        message.wait_for(state="detached")


def test_html_in_a_player_name_from_a_link_is_shown_as_text_and_never_runs(page, server):
    names = ['<img src=x onerror="window.pwned=1">', "<script>window.pwned=2</script>"]
    record = GameRecord("puerto_rico", {"players": 2}, 5, meta={"names": names})
    open_app(page, f"{server.url}#g={encode_link(record)}")
    page.get_by_test_id("pr-table").wait_for()
    assert page.evaluate("window.pwned") is None
    table = page.get_by_test_id("pr-table")
    assert table.locator("img").count() == 0
    assert table.locator("script").count() == 0
    assert names[0][:40] in page.get_by_test_id("board-0").inner_text()
    assert names[1][:40] in page.get_by_test_id("board-1").inner_text()
