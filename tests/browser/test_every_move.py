"""Every move visible: what the bots did since your turn, where the keyboard lands, the setup
screen at a glance."""

from __future__ import annotations

from tests.browser.support import (
    INSTANT_BOTS,
    go_home,
    human_choices,
    open_advanced,
    open_app,
    saved_record,
    start,
    wait_for_decision,
)

FOCUSED = "() => document.activeElement && document.activeElement.dataset.testid"


def test_your_turn_sums_up_the_bots_moves_and_the_keyboard_starts_at_the_prompt(context, server):
    context.add_init_script(INSTANT_BOTS)
    page = context.new_page()
    open_app(page, server.url)
    start(page, ["human", "easy", "easy"], seed="11")
    assert wait_for_decision(page) == "decide"
    assert page.evaluate(FOCUSED) == "prompt"  # "New game": focus on the prompt, not the top
    assert page.get_by_test_id("since-last-turn").count() == 0  # nobody has moved yet
    summary = page.get_by_test_id("since-last-turn")
    for _ in range(12):
        human_choices(page)[0].click()
        assert wait_for_decision(page) == "decide"
        if summary.count():
            break
    assert summary.is_visible() and summary.locator("li").count() >= 1
    assert page.evaluate(FOCUSED) == "prompt"  # after the bots' moves too
    page.keyboard.press("Tab")  # the next stop is a decision, not the page's top
    assert page.evaluate("() => !!(document.activeElement.dataset.move || "
                         "document.activeElement.dataset.testid === 'mayor-done')")
    assert summary.inner_text().count("\n") >= 1
    page.get_by_test_id("dismiss-summary").click()
    assert page.get_by_test_id("since-last-turn").count() == 0
    marks = page.get_by_test_id("log-mark")
    assert marks.first.inner_text() == "Round 1 · Governor: Player 1"


def test_the_setup_starts_without_scrolling_and_hides_the_seed_under_advanced(context, server):
    page = context.new_page()
    page.set_viewport_size({"width": 1280, "height": 800})
    open_app(page, server.url)
    page.get_by_test_id("new-game-puerto_rico").click()
    for players in ("3", "5"):
        page.get_by_test_id("players").select_option(players)
        box = page.get_by_test_id("start").bounding_box()
        assert box is not None and box["y"] + box["height"] <= 800
        assert page.evaluate("document.documentElement.scrollHeight") <= 800 or (
            box["y"] + box["height"] <= 800)
    assert not page.get_by_test_id("seed").is_visible()
    open_advanced(page)
    assert page.get_by_test_id("seed").is_visible()
    page.get_by_test_id("players").select_option("4")  # a redraw keeps it open
    assert page.get_by_test_id("seed").is_visible()


def test_a_random_first_player_turns_names_kinds_and_colours_together(context, server):
    page = context.new_page()
    open_app(page, server.url)
    page.evaluate("Math.random = () => 0.5")  # seat 2 of 3 goes first
    page.get_by_test_id("new-game-puerto_rico").click()
    page.get_by_test_id("players").select_option("3")
    for seat, (kind, name) in enumerate([("human", "Ana"), ("easy", "Bo"), ("human", "Cy")]):
        page.get_by_test_id(f"seat-{seat}").select_option(kind)
        page.get_by_test_id(f"name-{seat}").fill(name)
    colours = [page.get_by_test_id(f"color-{seat}").input_value() for seat in range(3)]
    page.get_by_test_id("random-first").check()
    page.get_by_test_id("start").click()
    page.get_by_test_id("pr-table").wait_for()
    meta = saved_record(page).meta
    assert meta["names"] == ["Bo", "Cy", "Ana"]
    assert meta["seats"] == ["easy", "human", "human"]
    assert meta["colors"] == colours[1:] + colours[:1]


def test_the_landing_says_what_is_playable_and_where_a_saved_game_stands(context, server):
    context.add_init_script(INSTANT_BOTS)
    page = context.new_page()
    open_app(page, server.url)
    playable = page.get_by_test_id("playable").inner_text()
    from game.core.registry import installed_games

    # (the site's games: not the toy games other tests register in this process)
    ready = [info.name for info in installed_games() if info.playable]
    assert playable.startswith("Playable now: " + ", ".join(ready) + ".")
    assert ("Coming later: " in playable) == any(not info.playable for info in installed_games())
    assert "bots" in page.locator(".hero").inner_text()
    start(page, ["human", "easy", "easy"], names=["Ana", "Bo", "Cy"], seed="11")
    assert wait_for_decision(page) == "decide"
    human_choices(page)[0].click()
    assert wait_for_decision(page) == "decide"
    go_home(page)
    details = page.get_by_test_id("save").first.inner_text()
    assert "to play · round 1" in details
    assert page.get_by_test_id("save-title").first.inner_text() == "Puerto Rico · Ana, Bo, Cy"
