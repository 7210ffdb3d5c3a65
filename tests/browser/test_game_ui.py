"""The shell hands game-specific actions (``data-action="ui:..."``) to the game's UI, and checks
every move text the UI produces with the engine: Puerto Rico's Mayor editor."""

from __future__ import annotations

from game.core import GameRecord, encode_link
from game.puerto_rico import GAME
from tests.browser.conftest import log_length, open_app, reveal
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
    assert pressed(page, "place-corn-0") == "false" and pressed(page, "place-coffee-0") == "false"
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
    page.wait_for_function(f"document.querySelectorAll('[data-testid=log] li').length > "
                           f"{logged}")
    assert "Small Indigo Plant" in page.locator("[data-testid=log] li").nth(logged).inner_text()
