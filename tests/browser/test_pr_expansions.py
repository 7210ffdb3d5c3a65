"""Puerto Rico with the expansions, played through the page: the setup toggles, a whole game
with every expansion this build plays against bots to the end screen, the setup draft by clicks
in hot-seat, the table's layout at desktop and phone sizes (screenshots in test-artifacts/) and
axe-core on an expansion table at both."""

from __future__ import annotations

import json
import os
import random
from collections.abc import Callable

import pytest

from game.core import replay
from game.puerto_rico import EXPANSION_TOGGLES
from tests.browser.support import (
    ARTIFACTS,
    INSTANT_BOTS,
    LANGUAGES,
    check,
    each_size,
    human_choices,
    inside,
    open_advanced,
    open_app,
    resize,
    saved_record,
    show_in,
    violations,
    wait_for,
    wait_for_decision,
)

EXPANSIONS = list(EXPANSION_TOGGLES)


def start(page, seats: list[str], seed: str, random_draft: bool = False,
          sizes: tuple[tuple[int, int], ...] = ()) -> None:
    """Set up a game with every expansion this build plays switched on at the setup screen (a
    screenshot of it at the page's size, or at each of ``sizes``)."""
    page.get_by_test_id("new-game-puerto_rico").click()
    page.get_by_test_id("players").select_option(str(len(seats)))
    for seat, kind in enumerate(seats):
        page.get_by_test_id(f"seat-{seat}").select_option(kind)
    draft = page.get_by_test_id("random-draft")
    assert draft.is_disabled()  # it means nothing without New Buildings
    for name in EXPANSIONS:
        page.get_by_test_id(name).check()
    assert draft.is_enabled()
    if random_draft:
        draft.check()
    ARTIFACTS.mkdir(exist_ok=True)
    size = page.viewport_size or {"width": 0, "height": 0}
    for width, height in each_size(page, sizes or [(size["width"], size["height"])]):
        page.screenshot(path=str(ARTIFACTS / f"pr-exp-setup-{width}x{height}.png"))
    open_advanced(page)
    page.get_by_test_id("seed").fill(seed)
    page.get_by_test_id("start").click()
    page.get_by_test_id("pr-table").wait_for()


def the_table_fits_and_passes_axe(page, width: int, height: int) -> None:
    """At a decision well into an expansion game: no sideways scroll, the prompt on screen
    without scrolling, on a phone every move button a tap target of at least 44 px; screenshots
    of the table (and on a phone of the shared board, on its tab); no serious axe violation."""
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0
    # the prompt and its first button are on screen without scrolling; tap targets >= 44 px
    box = page.get_by_test_id("prompt").bounding_box()
    assert box is not None and box["y"] + box["height"] <= height
    if width < 400:  # every move button is a tap target of at least 44 px
        small = page.evaluate("""() => [...document.querySelectorAll('[data-testid=move]')]
            .map((b) => b.getBoundingClientRect()).filter((r) => r.height < 43.5).length""")
        assert small == 0
    page.mouse.move(0, 0)
    page.screenshot(path=str(ARTIFACTS / f"pr-exp-table-{width}x{height}.png"))
    if width < 400:  # the shared board, on its tab
        page.get_by_test_id("tab-table").click()
        page.screenshot(path=str(ARTIFACTS / f"pr-exp-board-{width}x{height}.png"))
        page.get_by_test_id("tab-me").click()
    page.screenshot(path=str(ARTIFACTS / f"pr-exp-table-{width}x{height}-full.png"),
                    full_page=True)
    assert violations(page) == []


def test_a_game_with_every_expansion_against_bots_fits_passes_axe_and_reaches_the_scores(
        context, server):
    # Well into the game, the table at a desktop's size in English and at a phone's in Italian
    # (the same page resized and its language switched); the violet buildings laid by the
    # random draft (a draft against a bot is played in the names' test below, in hot-seat by
    # clicks in test_the_draft_is_played_by_clicks_in_hot_seat).
    context.add_init_script(INSTANT_BOTS)
    page = context.new_page()
    resize(page, 1280, 800)
    open_app(page, server.url)
    start(page, ["human", "easy", "medium"], seed="7", random_draft=True,
          sizes=((1280, 800), (390, 844)))
    resize(page, 1280, 800)
    rng = random.Random(7)
    decisions = 0
    while (status := wait_for_decision(page)) != "over":
        assert status == "decide"
        if decisions == 40:  # into the game: boards with tiles, forests and buildings
            the_table_fits_and_passes_axe(page, 1280, 800)
            show_in(page, "it")
            resize(page, 390, 844)
            the_table_fits_and_passes_axe(page, 390, 844)
            show_in(page, "en")  # (and back at the desktop's size)
        choices = human_choices(page)
        assert choices, "a human decision with nothing to click"
        rng.choice(choices).click()
        decisions += 1
        assert decisions < 500
    assert decisions > 40
    record = saved_record(page)
    assert record.options["expansions"] == sorted(EXPANSIONS)
    assert record.options["random_draft"] is True
    assert not any(m.startswith("draft:") for m in record.moves)
    engine = replay(record).final_scores()
    rows = page.get_by_test_id("scores").get_by_test_id("score-row")
    totals = sorted(int(rows.nth(i).get_by_test_id("score-total").inner_text())
                    for i in range(rows.count()))
    assert totals == sorted(s.total for s in engine)
    shown = page.get_by_test_id("scores")
    assert "wins!" in shown.inner_text()
    # Why it ended, on the end screen and at the log's end; the panel no longer warns.
    assert page.get_by_test_id("end-reason").inner_text().startswith("Game over: ")
    assert page.get_by_test_id("log-end").inner_text().startswith("Game over: ")
    assert page.get_by_test_id("end-warning").count() == 0
    assert page.get_by_test_id("log-mark").first.inner_text().startswith("Round 1 · Governor: ")
    # No score column in which every player has 0.
    columns = page.evaluate("""() => {
        const rows = [...document.querySelectorAll('[data-testid=score-row]')];
        return rows[0].querySelectorAll('td').length === 0 ? [] : [...rows[0].cells].map(
            (_, i) => rows.map(r => r.cells[i].textContent));
    }""")
    assert columns and all(any(cell.strip() not in ("0", "") for cell in column)
                           for column in columns[1:-1])
    chart = page.get_by_test_id("vp-chart")
    assert chart.is_visible()
    assert chart.get_by_test_id("chart-x").text_content() == "Rounds"
    assert chart.get_by_test_id("chart-y").text_content() == "VP"
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "pr-exp-end-1280x800.png"), full_page=True)


def test_the_draft_is_played_by_clicks_in_hot_seat(context, server):
    page = context.new_page()
    open_app(page, server.url)
    start(page, ["human", "human"], seed="5")
    picks = 0
    while True:
        if wait_for_decision(page) == "pass":
            page.get_by_test_id("pass-ready").click()
            continue
        if page.get_by_test_id("pr-table").get_attribute("data-phase") != "draft":
            break
        free = page.locator("[data-testid^=draft-space-]").count()
        assert "Place a violet building" in page.get_by_test_id("prompt").inner_text()
        buttons = page.get_by_test_id("moves").get_by_test_id("move")
        name = buttons.first.get_attribute("data-move").split(":")[1]
        buttons.first.click()
        picks += 1
        if wait_for_decision(page) == "pass":
            page.get_by_test_id("pass-ready").click()
        # the building is on the board now, one free space fewer
        page.get_by_test_id(f"supply-{name}").wait_for()
        assert page.locator("[data-testid^=draft-space-]").count() == free - 1 or (
            page.get_by_test_id("pr-table").get_attribute("data-phase") != "draft")
    spaces = 17 + (7 if "nobles" in EXPANSIONS else 0)  # the red spaces (rules-notes 52)
    assert picks == spaces
    assert page.get_by_test_id("pr-table").get_attribute("data-phase") == "role"
    record = saved_record(page)
    assert sum(m.startswith("draft:") for m in record.moves) == spaces


def record_where(found: Callable[[list[str]], bool], players: int, what: str):
    """A game with the expansions (every seat human), played at random until a decision whose
    moves (as text) are ``found``, as a link carries it; and those moves."""
    from game.core import GameRecord
    from game.puerto_rico import GAME

    options = {"players": players, "expansions": EXPANSIONS}
    for seed in range(200):
        state = GAME.new_game(options, seed)
        rng = random.Random(seed)
        moves: list[str] = []
        while not state.is_over():
            texts = [state.move_to_text(m) for m in state.legal_moves()]
            if found(texts):
                meta = {"names": [f"P{n}" for n in range(players)], "seats": ["human"] * players}
                return GameRecord("puerto_rico", options, seed, moves, meta), texts
            move = rng.choice(texts)
            moves.append(move)
            state.apply(state.parse_move(move))
    raise AssertionError(f"no {what} decision found")


def record_until(prefix: str, players: int = 3):
    """A game played until a human seat may play a move starting with ``prefix``."""
    return record_where(lambda texts: any(t.startswith(prefix) for t in texts), players, prefix)


def open_record(page, server, record) -> None:
    from game.core import encode_link

    open_app(page, f"{server.url}#g={encode_link(record)}")
    if wait_for_decision(page) == "pass":
        page.get_by_test_id("pass-ready").click()
    wait_for_decision(page)


def next_move(page, index: int) -> str:
    """The move the page saved at ``index`` of the record, once it has saved it."""
    wait_for(page,
        """(n) => Object.keys(localStorage).some((k) => k.startsWith('ec:save:')
            && JSON.parse(localStorage.getItem(k)).record.moves.length > n)""", arg=index)
    return saved_record(page).moves[index]


def test_the_small_wharf_ships_the_barrels_counted_with_its_buttons(page, server):
    record, legal = record_until("smallwharf:")
    open_record(page, server, record)
    target = next(m for m in legal if m.startswith("smallwharf:"))
    for part in target.split(":")[1].split(","):
        good, _, n = part.partition("=")
        for _ in range(int(n)):
            page.get_by_test_id(f"wharf-more-{good}").click()
    page.get_by_test_id("small-wharf").get_by_test_id("move").click()
    assert next_move(page, len(record.moves)) == target


def test_the_black_market_builds_with_the_give_backs_chosen(page, server):
    record, legal = record_until("blackmarket:")
    open_record(page, server, record)
    target = next(m for m in legal if m.startswith("blackmarket:"))
    head, _, items = target.split(":", 1)[1].partition("/")
    building, plus, _ = head.partition("+")
    page.locator(f"[data-action='ui:market-pick'][data-building={building}]").click()
    for item in items.split(",") + (["+colonist"] if plus else []):
        page.locator(f"[data-action='ui:market-item'][data-item='{item}']").click()
    page.get_by_test_id("black-market").get_by_test_id("move").click()
    assert next_move(page, len(record.moves)) == target


def test_the_mayor_editor_puts_a_noble_on_a_building_by_its_switch(page, server):
    from game.core import GameRecord
    from game.puerto_rico import GAME

    if "nobles" not in EXPANSIONS:
        pytest.skip("the Nobles are not played by this engine yet")
    options = {"players": 3, "expansions": EXPANSIONS}
    for seed in range(100):
        state = GAME.new_game(options, seed)
        rng = random.Random(seed)
        moves: list[str] = []
        while not state.is_over():
            texts = [state.move_to_text(m) for m in state.legal_moves()]
            first = next((t for t in texts if t.startswith("place:")), "")
            # the proposal puts a noble on a building, and a worker there is legal too
            if ";nobles=" in first and first.partition(";")[0] in texts:
                break
            move = rng.choice(texts)
            moves.append(move)
            state.apply(state.parse_move(move))
        else:
            continue
        break
    else:
        raise AssertionError("no Mayor placement with a noble found")
    meta = {"names": ["P0", "P1", "P2"], "seats": ["human"] * 3}
    open_record(page, server, GameRecord("puerto_rico", options, seed, moves, meta))
    slot = first.split(";nobles=")[1].split(",")[0]
    switch = page.get_by_test_id(f"noble-{slot}")
    assert switch.get_attribute("aria-pressed") == "true"
    switch.click()  # a worker there instead (the engine accepts both here)
    assert page.get_by_test_id(f"noble-{slot}").get_attribute("aria-pressed") == "false"
    page.get_by_test_id("mayor-done").click()
    assert next_move(page, len(moves)) == first.partition(";")[0]


# Every building button of the decision pane whose name does not sit inside it: a word of the
# name split over two lines (the grids do not hyphenate, and this Chromium could not: a split
# word is cut without a hyphen), drawn outside the button's content box (over its padding or
# border, or beyond it), or a button whose content scrolls. (Across the button the limit is its
# content box, so that no name touches the border; down it the padding box, as a glyph's box is
# taller than its line.) Each problem as "name: what".
NAMES_OUTSIDE_THEIR_BUTTONS = """([selector, nameSelector]) => {
    const problems = [];
    const buttons = document.querySelectorAll(selector);
    for (const button of buttons) {
        const name = button.querySelector(nameSelector);
        const text = name.textContent;
        const box = button.getBoundingClientRect();
        const css = getComputedStyle(button);
        const px = (v) => parseFloat(v) || 0;
        const inner = {
            left: box.left + px(css.borderLeftWidth) + px(css.paddingLeft) - 0.5,
            right: box.right - px(css.borderRightWidth) - px(css.paddingRight) + 0.5,
            // a glyph box is taller than its line: vertically the padding is the limit
            top: box.top + px(css.borderTopWidth) - 0.5,
            bottom: box.bottom - px(css.borderBottomWidth) + 0.5,
        };
        // (scroll sizes are rounded up, client sizes down: a pixel apart is no overflow)
        const scrolls = (el) => el.scrollWidth > el.clientWidth + 1
            || el.scrollHeight > el.clientHeight + 1;
        if (scrolls(button) || scrolls(name)) {
            problems.push(`${text}: its content scrolls`);
        }
        const node = name.firstChild;
        for (const word of text.matchAll(/\\S+/g)) {
            const range = document.createRange();
            range.setStart(node, word.index);
            range.setEnd(node, word.index + word[0].length);
            const rects = [...range.getClientRects()].filter((r) => r.width > 0);
            if (rects.length !== 1) {
                problems.push(`${text}: "${word[0]}" is split over ${rects.length} lines`);
            }
            for (const r of rects) {
                if (r.left < inner.left || r.right > inner.right || r.top < inner.top
                        || r.bottom > inner.bottom) {
                    problems.push(`${text}: "${word[0]}" leaves the button `
                        + `(x ${r.left.toFixed(1)}-${r.right.toFixed(1)} in `
                        + `${inner.left.toFixed(1)}-${inner.right.toFixed(1)}, `
                        + `y ${r.top.toFixed(1)}-${r.bottom.toFixed(1)} in `
                        + `${inner.top.toFixed(1)}-${inner.bottom.toFixed(1)})`);
                }
            }
        }
    }
    return {count: buttons.length, problems};
}"""


BUILDINGS = ["[data-pane=decision] .move.build", ".name"]  # the grids' buttons, their names
ROLES = [".pr-role", ".pr-role-name"]  # the role cards of the table, their names


def builder_offering(buildings: int, players: int = 2):
    """A game played until the Builder may build ``buildings`` different buildings or more: a
    crowded grid of long names."""
    def crowded(texts: list[str]) -> bool:
        offered = {t[6:].partition("+")[0] for t in texts if t.startswith("build:")}
        return len(offered) >= buildings

    return record_where(crowded, players, f"Builder with {buildings} buildings")[0]


SIZES = [(390, 844), (1280, 800), (360, 740)]  # a phone, a desktop, a small phone

# The table bar's buttons (Undo, Share, Export, Menu) cut off by the screen's edge (in Italian on
# a small phone the Menu was).
BAR_BUTTONS_CUT_OFF = """() => Array.from(document.querySelectorAll('.table-actions button'))
    .filter((b) => b.getClientRects().length)
    .filter((b) => { const r = b.getBoundingClientRect();
                     return r.left < -0.5 || r.right > innerWidth + 0.5; })
    .map((b) => `the bar's ${b.dataset.testid} button is cut off`)"""


def names_outside_their_buttons(context, server) -> list[str]:
    """Every building name that does not fit its button (see NAMES_OUTSIDE_THEIR_BUTTONS), in
    each of :data:`LANGUAGES` (the page's language switched, see ``show_in``) at each of
    :data:`SIZES` (the page resized, not reopened): at each pick of a setup draft (a human and a
    bot), then at a Builder turn offering twenty-five buildings and more (opened by a link).
    Screenshots of the first draft pick and of the Builder's grid go to test-artifacts/."""
    shots = os.environ.get("LAYOUT_SHOTS", "after")  # the screenshots' suffix
    settings = json.dumps({"bot_speed": "instant", "lang": LANGUAGES[0], "confirm": False})
    context.add_init_script(
        f"try {{ localStorage.setItem('ec:settings', '{settings}'); }} catch (error) {{}}")
    page = context.new_page()
    page.set_viewport_size({"width": SIZES[0][0], "height": SIZES[0][1]})
    open_app(page, server.url)
    assert page.evaluate("document.documentElement.lang") == LANGUAGES[0]
    ARTIFACTS.mkdir(exist_ok=True)
    problems: list[str] = []

    def measure(where: str, least: int, shoot: bool) -> None:
        now = page.evaluate("document.documentElement.lang")  # the language shown first
        for lang in sorted(LANGUAGES, key=lambda code: code != now):
            show_in(page, lang)
            for width, height in SIZES:
                resize(page, width, height)
                page.mouse.move(0, 0)
                if shoot:
                    page.screenshot(path=str(
                        ARTIFACTS / f"pr-{where}-{width}x{height}-{lang}-{shots}.png"))
                found = page.evaluate(NAMES_OUTSIDE_THEIR_BUTTONS, BUILDINGS)
                assert found["count"] >= least, (where, width, lang)
                problem = f"{where} {width}x{height} {lang}: "
                problems.extend(problem + p for p in found["problems"]
                                if problem + p not in problems)
                problems.extend(problem + p for p in page.evaluate(BAR_BUTTONS_CUT_OFF)
                                if problem + p not in problems)
                assert page.evaluate(
                    "document.documentElement.scrollWidth - window.innerWidth") <= 0
        resize(page, *SIZES[0])

    start(page, ["human", "easy"], seed="5")
    drafts = 0
    while wait_for_decision(page) == "decide" and (
            page.get_by_test_id("pr-table").get_attribute("data-phase") == "draft"):
        measure("draft", 1, drafts == 0)
        drafts += 1
        page.get_by_test_id("moves").get_by_test_id("move").first.click()
    assert drafts >= 8
    page.goto("about:blank")
    open_record(page, server, builder_offering(25))
    assert page.get_by_test_id("pr-table").get_attribute("data-phase") == "builder"
    measure("builder", 25, True)
    return problems


def test_every_building_name_fits_its_button_in_the_draft_and_the_builder_on_phones_and_desktop(
        context, server):
    # in English and in Italian
    problems = names_outside_their_buttons(context, server)
    assert problems == [], "\n".join(problems)


def test_every_role_name_fits_its_card_in_the_desktop_strip_of_roles(context, server):
    # five players and the Buccaneer: nine role cards in one row at 1280x800 (Italian's
    # "Caposquadra" was cut as "Caposquadr/a"), in each language (the page's switched)
    context.add_init_script(INSTANT_BOTS)
    page = context.new_page()
    page.set_viewport_size({"width": 1280, "height": 800})
    open_app(page, server.url)
    open_record(page, server, builder_offering(12, players=5))
    ARTIFACTS.mkdir(exist_ok=True)
    for lang in LANGUAGES:
        show_in(page, lang)
        found = page.evaluate(NAMES_OUTSIDE_THEIR_BUTTONS, ROLES)
        page.get_by_test_id("roles").screenshot(
            path=str(ARTIFACTS / f"pr-roles-1280x800-{lang}.png"))
        assert found["count"] == 9, lang
        assert found["problems"] == [], "\n".join(found["problems"])


# A decision of each kind the table draws its own way, found in a game with every expansion.
DECISIONS: dict[str, Callable[[list[str]], bool]] = {
    "draft": lambda texts: any(t.startswith("draft:") for t in texts),
    "builder": lambda texts: sum(t.startswith("build:") for t in texts) >= 6,
    "mayor": lambda texts: any(t.startswith("place:") for t in texts),
    "captain": lambda texts: sum(t.startswith("load:") for t in texts) >= 2,
}


@pytest.mark.parametrize("kind", list(DECISIONS))
def test_the_draft_builder_mayor_and_captain_decisions_pass_axe_label_in_name_included(
        page, server, kind):
    # WCAG 2.5.3: every control's accessible name contains the text it shows
    record, _ = record_where(DECISIONS[kind], 3, kind)
    open_record(page, server, record)
    page.mouse.move(0, 0)
    assert violations(page) == []
    if kind == "builder":  # a Builder button shows its building's card, as the board does
        button = page.locator("[data-testid=moves] .move.build[data-card]").first
        building = button.locator(".name").inner_text()
        button.focus()
        card = page.get_by_test_id("card")
        card.wait_for(state="visible")
        assert building in card.inner_text()


def test_the_draft_says_whose_pick_of_how_many_goes_where_with_the_board_in_view(
        context, server):
    # IT (ESPANSIONE 1, PREPARAZIONE): each player in turn places a violet building on a free
    # board space of its cost until the spaces are full: 24 with the Nobles' red ones, 6 each
    from game.core import GameRecord, encode_link

    context.add_init_script(INSTANT_BOTS)
    page = context.new_page()
    resize(page, 1280, 800)
    record = GameRecord("puerto_rico", {"players": 4, "expansions": EXPANSIONS}, 7,
                        meta={"names": ["Ana", "Bo", "Cy", "Di"],
                              "seats": ["human", "medium", "medium", "medium"]})
    open_app(page, f"{server.url}#g={encode_link(record)}")
    for pick in (1, 2):
        assert wait_for_decision(page) == "decide"
        for width, height in each_size(page, [(1280, 800), (390, 844)]):  # the page resized
            picks = page.get_by_test_id("draft-picks").inner_text()
            assert f"Your pick {pick} of 6: the building goes on a free board space" in picks
            assert "Picks: Bo 6, Cy 6, Di 6." in picks
            board = page.get_by_test_id("draft-board")
            assert board.get_attribute("aria-label") == (
                f"Violet spaces on the board: {24 - 4 * (pick - 1)} of 24 free")
            assert board.locator(".draft-space.filled").count() == 4 * (pick - 1)
            box = board.bounding_box()
            inside({**box, "right": box["x"] + box["width"], "bottom": box["y"] + box["height"]},
                   width, height, "the draft's board")
            check(page, width, height)  # the prompt, every building offered, my board: no scroll
            page.mouse.move(0, 0)
            page.screenshot(path=str(ARTIFACTS / f"pr-draft-{pick}-{width}x{height}.png"))
        page.get_by_test_id("move").first.click()
