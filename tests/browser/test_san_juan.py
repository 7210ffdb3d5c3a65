"""San Juan in Chromium: a game through the buttons to the end screen, a two-player hot-seat game
(pass screens at every change of hands, undo, reload, a share link opened in a fresh context
behind the pass screen), the Share dialog's warning, card panels, and the one-screen layout on a
desktop and a phone."""

from __future__ import annotations

import json
import random

import pytest

from game.bots import has_bots
from game.core import GameRecord, encode_link, replay
from tests.browser.support import (
    ARTIFACTS,
    DESKTOP,
    INSTANT_BOTS,
    PHONE,
    check,
    new_context,
    open_advanced,
    open_app,
)

GAME = "san_juan"
BOT = "easy" if has_bots(GAME) else "human"


def start(page, seats: list[str], names: list[str] | None = None, seed: str = "11",
          variant: bool = False) -> None:
    page.get_by_test_id(f"new-game-{GAME}").click()
    page.get_by_test_id("players").select_option(str(len(seats)))
    for seat, kind in enumerate(seats):
        page.get_by_test_id(f"seat-{seat}").select_option(kind)
        if names:
            page.get_by_test_id(f"name-{seat}").fill(names[seat])
    if variant:
        page.get_by_test_id("start-variant").check()
    open_advanced(page)
    if not page.get_by_test_id("allow-undo").is_checked():
        page.get_by_test_id("allow-undo").check()
    page.get_by_test_id("seed").fill(seed)
    page.get_by_test_id("start").click()
    page.get_by_test_id("sj-table").or_(page.get_by_test_id("pass-device")).first.wait_for()


def wait_for_decision(page) -> str:
    """Wait until a human must decide, the device must be passed, or the game is over."""
    page.wait_for_selector("[data-testid=move], [data-testid=pass-ready], [data-testid=scores]",
                           timeout=60_000)
    if page.get_by_test_id("scores").count():
        return "over"
    if page.get_by_test_id("pass-ready").count():
        return "pass"
    return "decide"


def choices(page):
    """The enabled buttons of the decision: exactly what may be clicked to decide."""
    moves = page.locator("[data-testid=move]:not([disabled])")
    return [moves.nth(i) for i in range(moves.count())]


def saved_record(page) -> GameRecord:
    entries = page.evaluate("""() => Object.keys(localStorage)
        .filter(k => k.startsWith('ec:save:')).map(k => localStorage.getItem(k))""")
    assert len(entries) == 1
    return GameRecord.from_json(json.loads(entries[0])["record"])


def acting_name(page) -> str:
    return page.get_by_test_id("prompt").inner_text().partition(":")[0]


def test_a_game_with_bots_goes_through_the_buttons_to_the_scores_the_engine_computes(
        context, server):
    context.add_init_script(INSTANT_BOTS)
    page = context.new_page()
    open_app(page, server.url)
    start(page, ["human", BOT, BOT], ["Ana", "Bo", "Cy"], seed="5")
    rng = random.Random(5)
    decisions = 0
    while (status := wait_for_decision(page)) != "over":
        if status == "pass":
            page.get_by_test_id("pass-ready").click()
            continue
        offered = choices(page)
        assert offered, "a decision with nothing to click"
        rng.choice(offered).click()
        decisions += 1
        assert decisions < 700
    record = saved_record(page)
    engine = replay(record).final_scores()
    rows = page.get_by_test_id("scores").get_by_test_id("score-row")
    totals = sorted(int(rows.nth(i).get_by_test_id("score-total").inner_text())
                    for i in range(rows.count()))
    assert totals == sorted(s.total for s in engine)
    assert "12th building" in page.get_by_test_id("end-reason").inner_text()
    assert page.get_by_test_id("log-end").count() == 1
    marks = page.get_by_test_id("log-mark")
    assert marks.count() >= 5 and "Round 1" in marks.first.inner_text()
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "sj-end.png"), full_page=True)


def test_hot_seat_passes_the_device_at_every_change_of_hands_undoes_reloads_and_shares(
        context, server, browser, watch):
    page = context.new_page()
    open_app(page, server.url)
    start(page, ["human", "human"], ["Ana", "Bo"], seed="3")
    rng = random.Random(2)
    passes = moves = 0
    last = None
    while moves < 30:
        status = wait_for_decision(page)
        if status == "pass":
            # Hands differ: the next player's must not be shown to the previous one.
            text = page.get_by_test_id("pass-device").inner_text()
            assert "Pass the device" in text and page.get_by_test_id("hand").count() == 0
            page.get_by_test_id("pass-ready").click()
            passes += 1
            last = None
            continue
        name = acting_name(page)
        assert last is None or name == last, f"{name} sees the table {last} just left"
        last = name
        rng.choice(choices(page)).click()
        moves += 1
    assert passes >= 5
    status = wait_for_decision(page)
    # Undo takes back the looking player's last decision.
    before = saved_record(page).moves
    if status == "pass":
        page.get_by_test_id("pass-ready").click()
    undo = page.get_by_test_id("undo")
    if undo.is_enabled():
        undo.click()
        assert len(saved_record(page).moves) < len(before)
    # A reload resumes the game where it was, behind the pass screen or at the same decision.
    kept = saved_record(page).moves
    open_app(page, server.url)
    assert wait_for_decision(page) == "pass"  # whoever reloaded may not be the one to act
    page.get_by_test_id("pass-ready").click()
    wait_for_decision(page)
    assert saved_record(page).moves == kept
    # Share: the dialog says a link holds every hand; the link opens behind the pass screen.
    page.get_by_test_id("share").click()
    assert "cards in every hand" in page.get_by_test_id("share-hidden").inner_text()
    url = page.get_by_test_id("share-url").input_value()
    other = new_context(browser, watch)
    try:
        fresh = other.new_page()
        open_app(fresh, url)
        fresh.get_by_test_id("pass-device").wait_for()
        assert fresh.get_by_test_id("hand").count() == 0
        fresh.get_by_test_id("pass-ready").click()
        fresh.get_by_test_id("hand").wait_for()
    finally:
        other.close()


def test_building_pays_with_the_cards_tapped(page):
    """Pick a building, change the pre-selected payment card by card: the engine's refusal shows
    by the button while the payment is wrong, and the build is played once it is right."""
    start(page, ["human", "human"], seed="7")
    for _ in range(60):
        status = wait_for_decision(page)
        if status == "pass":
            page.get_by_test_id("pass-ready").click()
            continue
        buildable = page.locator("[data-testid^=hand-][data-action='ui:build']")
        if buildable.count():
            break
        role = page.locator("[data-testid=move][data-move='role:builder']")
        page_choices = choices(page)
        (role if role.count() else page_choices[-1]).first.click()
    else:
        pytest.fail("never a building to pay for")
    buildable.first.click()
    confirm = page.get_by_test_id("editor").get_by_test_id("move")
    picked = page.locator("[data-testid^=hand-][aria-pressed=true]")
    paid = picked.count()
    if paid == 0:  # the card cost nothing after the privilege: nothing to change
        return
    assert confirm.is_enabled()
    picked.first.click()  # one card too few now
    assert page.locator("[data-testid^=hand-][aria-pressed=true]").count() == paid - 1
    assert confirm.is_disabled()
    assert page.get_by_test_id("editor").get_by_test_id("move-error").inner_text()
    page.locator("[data-testid^=hand-][aria-pressed=false]").first.click()
    assert confirm.is_enabled()
    moves = len(saved_record(page).moves)
    confirm.click()
    page.wait_for_function(
        f"""() => Object.keys(localStorage).filter(k => k.startsWith('ec:save:'))
            .some(k => JSON.parse(localStorage.getItem(k)).record.moves.length > {moves})""")
    assert saved_record(page).moves[-1].startswith("build:")


def test_hovering_a_card_shows_what_it_does(page):
    start(page, ["human", "human"], seed="4")
    if wait_for_decision(page) == "pass":
        page.get_by_test_id("pass-ready").click()
    page.get_by_test_id("hand-0").hover()
    card = page.get_by_test_id("card")
    card.wait_for(state="visible")
    assert "Cost" in card.inner_text()
    page.get_by_test_id("role-builder").hover()
    page.wait_for_function("""() => document.getElementById('card').innerText
        .includes('Privilege')""")


def test_the_setup_screen_offers_the_start_variant(page):
    page.get_by_test_id(f"new-game-{GAME}").click()
    setup = page.get_by_test_id("setup")
    setup.wait_for()
    assert "keep 4" in setup.inner_text()
    assert page.get_by_test_id("players").input_value() in ("2", "3", "4")


def test_the_start_variant_asks_which_cards_to_keep(page):
    start(page, ["human", "human"], seed="9", variant=True)
    if wait_for_decision(page) == "pass":
        page.get_by_test_id("pass-ready").click()
    assert "starting hand" in page.get_by_test_id("prompt").inner_text()
    # the discards are pre-selected (1 of the Governor's 5 cards) and may be played at once
    assert page.locator("[data-testid^=hand-][aria-pressed=true]").count() == 1
    page.get_by_test_id("editor").get_by_test_id("move").click()
    status = wait_for_decision(page)
    assert status == "pass"  # the next player's hand is different


def late_game(players: int, seed: int, moves: int) -> GameRecord:
    """A game ``moves`` random legal moves on (full hands and cities), all seats human."""
    rng = random.Random(seed)
    record = GameRecord(GAME, {"players": players}, seed)
    state = replay(record)
    while len(record.moves) < moves and not state.is_over():
        move = rng.choice(state.legal_moves())
        record.moves.append(state.move_to_text(move))
        state.apply(move)
    return record


def big_hand(players: int, seed: int, cards: int) -> GameRecord:
    """A game played on by random legal moves to a role choice, after round 10, of a player
    holding ``cards`` cards or more."""
    rng = random.Random(seed)
    record = GameRecord(GAME, {"players": players}, seed)
    state = replay(record)
    while not (state.view(None)["phase"] == "role" and state.view(None)["round"] > 10
               and state.view(None)["players"][state.to_act()[0]]["hand_size"] >= cards):
        move = rng.choice(state.legal_moves())
        record.moves.append(state.move_to_text(move))
        state.apply(move)
    return record


def play_checking_layout(page, width: int, height: int, decisions: int, seed: int) -> set[str]:
    rng = random.Random(seed)
    phases: set[str] = set()
    for _ in range(decisions):
        status = wait_for_decision(page)
        if status == "over":
            break
        if status == "pass":
            page.get_by_test_id("pass-ready").click()
            continue
        phases.add(page.get_by_test_id("sj-table").get_attribute("data-phase") or "")
        check(page, width, height)
        rng.choice(choices(page)).click()
    return phases


@pytest.mark.parametrize("width, height", [DESKTOP, PHONE])
def test_the_table_never_needs_a_scroll(context, server, width, height):
    context.add_init_script(INSTANT_BOTS)
    page = context.new_page()
    page.set_viewport_size({"width": width, "height": height})
    open_app(page, server.url)
    start(page, ["human", BOT, BOT, BOT], seed="21")
    phases = play_checking_layout(page, width, height, 40, 1)
    assert {"role", "builder"} <= phases, phases
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"sj-table-{width}x{height}.png"))


@pytest.mark.parametrize("width, height", [DESKTOP, PHONE])
def test_a_late_game_link_fits_the_screen(context, server, width, height):
    page = context.new_page()
    page.set_viewport_size({"width": width, "height": height})
    open_app(page, f"{server.url}#g={encode_link(late_game(4, 5, 160))}")
    if wait_for_decision(page) == "pass":
        page.get_by_test_id("pass-ready").click()
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"sj-late-{width}x{height}.png"))
    play_checking_layout(page, width, height, 25, 8)


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("width, height", [PHONE, (360, 740)])
def test_the_hand_on_a_phone_shows_card_names_readable_without_a_long_press(
        context, server, width, height, lang):
    context.add_init_script("try { localStorage.setItem('ec:settings', JSON.stringify({lang: '"
                            + lang + "'})); } catch (error) {}")
    page = context.new_page()
    page.set_viewport_size({"width": width, "height": height})
    open_app(page, f"{server.url}#g={encode_link(big_hand(4, 3, 7))}")
    if wait_for_decision(page) == "pass":
        page.get_by_test_id("pass-ready").click()
    page.get_by_test_id("hand").wait_for()
    names = page.evaluate("""() => Array.from(document.querySelectorAll(
            '[data-testid=hand] [data-testid^=hand-] .name')).map(el => ({
        text: el.innerText, size: parseFloat(getComputedStyle(el).fontSize),
        clipped: el.scrollWidth > el.clientWidth + 1,
        inside: el.getBoundingClientRect().right <= el.closest('.sj-card')
            .getBoundingClientRect().right + 1}))""")
    assert len(names) >= 7, names
    for name in names:
        assert name["size"] >= 12, name
        assert not name["clipped"] and name["inside"], name
    check(page, width, height)
