"""Autosave, the saved-games list (load, rename, delete), export and import."""

import json

from tests.browser.support import (
    go_home,
    log_length,
    open_app,
    play_moves,
    reveal,
    start_game,
)


def saved_entries(page):
    return page.evaluate("""() => Object.keys(localStorage)
        .filter(k => k.startsWith('ec:save:'))
        .map(k => JSON.parse(localStorage.getItem(k)))""")


def test_every_move_is_saved_and_continue_restores_the_position(page, server):
    start_game(page, 3, ["Ana", "Bo", "Cy"])
    play_moves(page, 4)
    assert len(saved_entries(page)[0]["record"]["moves"]) == 4
    prompt = page.get_by_test_id("prompt").inner_text()
    go_home(page)
    page.get_by_test_id("continue").click()
    assert log_length(page) == 4
    assert page.get_by_test_id("prompt").inner_text() == prompt


def test_reloading_mid_game_restores_the_exact_position(page, server):
    start_game(page, 2)
    play_moves(page, 3)
    before = page.get_by_test_id("pr-table").inner_text()
    open_app(page, server.url)
    assert log_length(page) == 3
    assert page.get_by_test_id("pr-table").inner_text() == before


def test_undo_takes_back_the_last_move(page):
    start_game(page, 2)
    play_moves(page, 1)
    # The second move is the first player's too; Undo is theirs until the device is passed.
    page.locator("[data-testid=mayor-done], [data-testid=move]").first.click()
    page.get_by_test_id("undo").click()  # on the pass screen: the device goes back to them
    assert "Pass the device" in page.get_by_test_id("pass-device").inner_text()
    reveal(page)
    assert log_length(page) == 1
    assert len(saved_entries(page)[0]["record"]["moves"]) == 1


def test_the_tables_own_export_button_downloads_the_game_and_no_banner_follows_home(
        page, tmp_path):
    start_game(page, 2, ["Ana", "Bo"])
    play_moves(page, 3)
    with page.expect_download() as download:
        page.get_by_test_id("export-current").click()
    path = tmp_path / "current.json"
    download.value.save_as(path)
    assert len(json.loads(path.read_text())["record"]["moves"]) == 3
    assert page.get_by_test_id("message").is_hidden()
    # A message shown at the table stays at the table.
    page.get_by_test_id("share").click()
    page.get_by_test_id("copy-link").click()
    page.get_by_test_id("message-text").wait_for()
    go_home(page)
    page.get_by_test_id("continue").wait_for()
    assert page.get_by_test_id("message").is_hidden()


def test_saved_games_can_be_renamed_and_deleted(page):
    start_game(page, 2, ["Ana", "Bo"])
    play_moves(page, 1)
    go_home(page)
    start_game(page, 2, ["Cy", "Di"])
    go_home(page)
    assert page.get_by_test_id("save").count() == 2
    page.get_by_test_id("rename").first.click()
    page.get_by_test_id("rename-input").fill("Sunday <b>game</b>")
    page.get_by_test_id("rename-save").click()
    assert page.get_by_test_id("save-title").first.inner_text() == "Sunday <b>game</b>"
    page.get_by_test_id("delete").first.click()
    page.get_by_test_id("confirm-delete").click()
    assert page.get_by_test_id("save").count() == 1
    assert "Ana" in page.get_by_test_id("save-title").first.inner_text()


def test_export_to_a_file_and_import_it_back(page, tmp_path):
    start_game(page, 2, ["Ana", "Bo"])
    play_moves(page, 3)
    go_home(page)
    with page.expect_download() as download:
        page.get_by_test_id("export").first.click()
    path = tmp_path / "game.json"
    download.value.save_as(path)
    data = json.loads(path.read_text())
    assert len(data["record"]["moves"]) == 3
    page.get_by_test_id("import-file").set_input_files(str(path))
    page.get_by_test_id("pr-table").wait_for()
    assert log_length(page) == 3
    go_home(page)
    assert page.get_by_test_id("save").count() == 2


def test_a_bad_import_is_refused_with_a_message(page, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"euro-classics": 1, "record": {"v": 1, "game": "chess"}}')
    page.get_by_test_id("import-file").set_input_files(str(bad))
    message = page.get_by_test_id("message-text")
    message.wait_for()
    assert "could not be imported" in message.inner_text()


def test_a_damaged_save_is_shown_and_the_others_still_load(page, server):
    start_game(page, 2, ["Ana", "Bo"])
    play_moves(page, 2)
    page.evaluate("""() => {
        localStorage.setItem('ec:save:zz-bad', '{broken');
        localStorage.setItem('ec:save:zz-future', JSON.stringify({schema: 99, title: 'Future'}));
    }""")
    open_app(page, server.url)  # reopens the game in progress
    go_home(page)
    saves = page.get_by_test_id("save")
    assert saves.count() == 3
    text = page.get_by_test_id("saves").inner_text()
    assert "damaged" in text.lower() and "newer version" in text
    page.get_by_test_id("continue").click()
    page.get_by_test_id("pr-table").wait_for()
    assert log_length(page) == 2
