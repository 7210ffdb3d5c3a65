"""Río de la Plata in Chromium: a short game's last year through the buttons to the end screen
(the engine's scores, the chart, the final city), the map highlighting exactly the engine's legal
squares, a trade offer made in the dialog and answered by the other player in hot-seat behind
the pass screen, and the one-screen layout with axe-core on a desktop and a phone."""

from __future__ import annotations

import random

import pytest

from game.core import GameRecord, encode_link, replay
from game.core.registry import game_info
from game.rio_de_la_plata.board import SQUARE_BY_NAME
from tests.browser.support import DESKTOP, PHONE, check, new_context, open_app, violations

GAME = "rio_de_la_plata"
# The moves that end a player's part of a decision, clicked to reach the end of a game quickly.
WAY_OUT = ("done", "end", "stay", "refuse", "none")


def record_until(players: int, seed: int, stop, short: bool = False,
                 avoid: tuple[str, ...] = ("offer",)) -> GameRecord:
    """A game of random moves (none of the kinds ``avoid`` names while another is legal) up to
    the first position where ``stop(state)`` holds, as a link carries it, every seat human."""
    definition = game_info(GAME)
    options = definition.normalize_options({"players": players, "short": short})
    state = definition.new_game(options, seed)
    rng = random.Random(seed)
    moves: list[str] = []
    while not state.is_over() and not stop(state):
        legal = [state.move_to_text(m) for m in state.legal_moves()]
        wanted = [m for m in legal if m.split(":")[0] not in avoid] or legal
        move = rng.choice(wanted)
        moves.append(move)
        state.apply(state.parse_move(move))
    meta = {"names": ["Ana", "Bo", "Cy", "Di", "Ed"][:players], "seats": ["human"] * players}
    return GameRecord(GAME, options, seed, moves, meta)


def open_record(page, server, record: GameRecord) -> None:
    open_app(page, f"{server.url}#g={encode_link(record)}")
    page.get_by_test_id("prompt").wait_for()


def legal_texts(record: GameRecord) -> list[str]:
    state = replay(record)
    return [state.move_to_text(m) for m in state.legal_moves()]


def test_the_last_year_of_a_short_game_is_played_through_the_buttons_to_the_engines_scores(
        page, server):
    record = record_until(2, 7, lambda s: s.year == s.years - 1, short=True)
    open_record(page, server, record)
    clicks = 0
    while not page.get_by_test_id("scores").count():
        page.wait_for_selector("[data-testid=move], [data-testid^=edge-], [data-testid^=square-],"
                               " [data-testid=scores]")
        if page.get_by_test_id("scores").count():
            break
        moves = page.locator("[data-testid=move]")
        way_out = [moves.nth(i) for i in range(moves.count())
                   if moves.nth(i).get_attribute("data-move") in WAY_OUT]
        if way_out:
            way_out[0].click()
        elif moves.count():
            moves.first.click()
        elif page.locator("[data-testid^=edge-]").count():
            page.locator("[data-testid^=edge-]").first.click()
        else:  # a completed Palace's site: the square, then its move
            page.locator("[data-testid^=square-]").first.click()
            page.get_by_test_id("square-info").wait_for()
            page.get_by_test_id("moves").get_by_test_id("move").first.click()
        clicks += 1
        assert clicks < 200
    saved = page.evaluate("""() => Object.keys(localStorage)
        .filter(k => k.startsWith('ec:save:')).map(k => localStorage.getItem(k))""")
    assert len(saved) == 1
    import json

    final = GameRecord.from_json(json.loads(saved[0])["record"])
    engine = replay(final).final_scores()
    rows = page.get_by_test_id("scores").get_by_test_id("score-row")
    totals = sorted(int(rows.nth(i).get_by_test_id("score-total").inner_text())
                    for i in range(rows.count()))
    assert totals == sorted(s.total for s in engine)
    assert "1594" in page.get_by_test_id("end-reason").inner_text()
    page.get_by_test_id("vp-chart").wait_for()
    page.get_by_test_id("final-city").wait_for()
    marks = page.get_by_test_id("log-mark")
    assert "Year 1594" in [marks.nth(i).inner_text() for i in range(marks.count())]


def test_the_map_highlights_exactly_the_squares_of_the_engines_legal_placements(page, server):
    record = record_until(3, 4, lambda s: len(s.placed) and sum(s.placed) >= 4)
    open_record(page, server, record)
    legal = legal_texts(record)
    squares = {m.split(":")[1] for m in legal if m.split(":")[0] in ("place", "expropriate")}
    taps = page.locator("[data-testid^=square-]")
    shown = {taps.nth(i).get_attribute("data-square") for i in range(taps.count())}
    assert shown == squares and squares
    # what a square would do is shown before anything is played: its moves, and Back
    state = replay(record)
    square = next(name for name in sorted(squares)
                  if state.bld[SQUARE_BY_NAME[name]] == "")  # an empty square: what it builds
    before = page.locator("[data-testid=log] li").count()
    page.get_by_test_id(f"square-{square}").focus()  # the keyboard plays too
    page.keyboard.press("Enter")
    assert square in page.get_by_test_id("square-info").inner_text()
    assert "With 1 worker" in page.get_by_test_id("square-info").inner_text()
    buttons = page.get_by_test_id("moves").get_by_test_id("move")
    offered = {buttons.nth(i).get_attribute("data-move") for i in range(buttons.count())}
    assert offered == {m for m in legal if m.split(":")[-1] == square}
    assert page.locator("[data-testid=log] li").count() == before
    buttons.first.click()
    page.wait_for_function(f"document.querySelectorAll('[data-testid=log] li').length > {before}")
    assert square in page.locator("[data-testid=log] li").last.inner_text()


def test_a_trade_offer_is_made_in_the_dialog_and_answered_by_the_other_player_in_hot_seat(
        page, server):
    def offer_time(s) -> bool:
        return any(m[0] == "offer" for m in s.legal_moves())

    record = record_until(2, 3, offer_time)
    state = replay(record)
    offerer, other = state.cur, 1 - state.cur
    open_record(page, server, record)
    page.get_by_test_id("trade-open").click()
    page.get_by_test_id(f"trade-to-{other}").click()
    page.get_by_test_id("trade-give-silver-more").click()
    # asking for nothing is refused by the engine, next to the button that would send it
    assert page.get_by_test_id("trade-send").is_disabled()
    assert page.get_by_test_id("trade-problem").inner_text()
    page.get_by_test_id("trade-get-wood-more").click()
    assert page.get_by_test_id("trade-send").is_enabled()
    silver = [int(page.get_by_test_id(f"silver-{p}").first.inner_text().split()[-1])
              for p in (offerer, other)]
    wood = [int(page.get_by_test_id(f"wood-{p}").first.inner_text().split()[-1])
            for p in (offerer, other)]
    page.get_by_test_id("trade-send").click()
    page.get_by_test_id("log").get_by_text("offers").first.wait_for()
    # the offerer goes on until the other player's decision comes: the offer waits for them,
    # and the device passes to them first (nothing else in Río is hidden)
    names = ["Ana", "Bo"]
    passed = False
    for _ in range(30):
        page.wait_for_selector("[data-testid=move], [data-testid=pass-ready]")
        if page.get_by_test_id("pass-ready").count():
            assert names[other] in page.get_by_test_id("pass-device").inner_text()
            page.get_by_test_id("pass-ready").click()
            passed = True
            continue
        if page.get_by_test_id("offer").count():
            break
        moves = page.locator("[data-testid=move]")
        out = [moves.nth(i) for i in range(moves.count())
               if moves.nth(i).get_attribute("data-move") in WAY_OUT]
        (out[0] if out else moves.first).click()
    assert passed
    assert page.get_by_test_id("prompt").inner_text().startswith(names[other])
    assert "1 silver" in page.get_by_test_id("offer").inner_text()
    page.locator("[data-move=accept]").click()
    page.get_by_test_id("log").get_by_text("accepts").first.wait_for()
    after_silver = [int(page.get_by_test_id(f"silver-{p}").first.inner_text().split()[-1])
                    for p in (offerer, other)]
    after_wood = [int(page.get_by_test_id(f"wood-{p}").first.inner_text().split()[-1])
                  for p in (offerer, other)]
    assert after_silver[1] - silver[1] == 1 and after_wood[0] - wood[0] == 1
    assert after_wood[1] - wood[1] == -1


@pytest.mark.parametrize("width, height", [DESKTOP, PHONE])
def test_the_table_fits_the_screen_without_horizontal_scroll_and_passes_axe(
        browser, watch, server, width, height):
    context = new_context(browser, watch, viewport={"width": width, "height": height})
    try:
        page = context.new_page()
        record = record_until(5, 9, lambda s: s.year == 2)
        open_record(page, server, record)
        check(page, width, height)
        assert violations(page) == []
        # the most crowded choice: a major building's boxes, now or later, with 5 players
        page.locator("[data-group=grid]").click()
        check(page, width, height)
        page.locator("[data-group='grid:palace']").click()
        check(page, width, height)
        page.get_by_test_id("move-back").click()
        page.get_by_test_id("move-back").click()
        square = page.locator("[data-testid^=square-]").first
        square.scroll_into_view_if_needed()
        square.click()
        page.get_by_test_id("square-info").wait_for()
        overflow = page.evaluate("document.documentElement.scrollWidth - innerWidth")
        assert overflow <= 0
        assert violations(page) == []
    finally:
        context.close()
