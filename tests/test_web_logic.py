"""The browser side's plain-Python parts, tested on CPython: saves, links, files, i18n, session."""

import json

import pytest

from game.core import GameRecord, RecordError, encode_link
from tools.i18n_strings import boot_keys, domains
from web import i18n
from web.files import export_filename, export_text, parse_export
from web.links import payload_from_fragment, record_from_text, share_url
from web.session import Session
from web.storage import SAVE_PREFIX, MemoryStorage, SaveStore


def new_record(moves: int = 0) -> GameRecord:
    record = GameRecord("puerto_rico", {"players": 3}, 7, meta={"names": ["Ana", "Bo", "Cy"]})
    session = Session.open(record, "x", "t")
    for _ in range(moves):
        session.play(session.state.legal_moves(session.to_act())[0])
    return session.record


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        self.now += 1
        return self.now


def test_saves_round_trip_and_list_newest_first():
    store = SaveStore(MemoryStorage(), Clock())
    store.put("a", new_record(2), "First")
    store.put("b", new_record(3), "Second")
    assert [e.title for e in store.list()] == ["Second", "First"]
    assert store.get("a").record == new_record(2)
    assert store.latest().id == "b"


def test_a_damaged_save_is_listed_with_a_reason_and_never_harms_the_others():
    storage = MemoryStorage()
    store = SaveStore(storage, Clock())
    store.put("good", new_record(1), "Good")
    storage.setItem(SAVE_PREFIX + "bad", "{not json")
    storage.setItem(SAVE_PREFIX + "newer", json.dumps({"schema": 99, "title": "Future"}))
    entries = {e.id: e for e in store.list()}
    assert entries["good"].record is not None
    assert entries["bad"].record is None and "damaged" in entries["bad"].error
    assert "newer version" in entries["newer"].error
    assert store.latest().id == "good"


def test_rename_and_delete_touch_only_their_save():
    store = SaveStore(MemoryStorage(), Clock())
    store.put("a", new_record(), "A")
    store.put("b", new_record(), "B")
    store.rename("a", "  Sunday   game ")
    store.delete("b")
    assert [(e.id, e.title) for e in store.list()] == [("a", "Sunday game")]


def test_a_full_storage_is_reported_not_raised_as_a_crash():
    class Full(MemoryStorage):
        def setItem(self, key, value):
            raise RuntimeError("QuotaExceededError")

    store = SaveStore(Full(), Clock())
    with pytest.raises(Exception, match="storage is full"):
        store.put("a", new_record(), "A")


def test_share_url_round_trips_through_the_fragment():
    record = new_record(4)
    url = share_url("http://127.0.0.1:8000/index.html?x=1#old", record)
    assert url.startswith("http://127.0.0.1:8000/index.html#g=1.")
    assert record_from_text(url) == record
    assert payload_from_fragment(url[url.index("#"):]) == encode_link(record)
    assert payload_from_fragment("#other=1") is None


@pytest.mark.parametrize("text", ["", "   ", "http://x/#nothing", "#g=", "g=zzz"])
def test_pasted_text_that_is_not_a_game_is_refused(text):
    with pytest.raises(RecordError):
        record_from_text(text)


def test_export_file_round_trips():
    record = new_record(2)
    title, again = parse_export(export_text("Friday <b>", record))
    assert title == "Friday <b>" and again == record
    assert export_filename("Friday <b>/x") == "Friday _b__x.json"


def test_session_replays_and_undoes():
    record = new_record(5)
    session = Session.open(record, "id", "title")
    assert len(session.log) == 5
    session.undo(2)
    assert len(session.record.moves) == 3 and len(session.log) == 3
    again = Session.open(session.record, "id", "title")
    assert again.state.to_json() == session.state.to_json()


def test_session_rejects_an_illegal_move_inside_a_record():
    record = new_record(2)
    record.moves.append("role:nonsense")
    with pytest.raises(RecordError, match="Move 3"):
        Session.open(record, "id", "title")


@pytest.mark.parametrize("lang", [code for code in i18n.LANGUAGES if code != "en"])
@pytest.mark.parametrize("domain", sorted(domains()))
def test_every_catalog_translates_every_text_of_its_domain_and_has_no_stale_key(lang, domain):
    """The shell's catalog and each game's: nothing missing (a game may rely on the shell's
    catalog, its fallback), nothing stale, no empty translation."""
    keys = domains()[domain]
    path = i18n.catalog_path(lang, domain)
    catalog = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    shell = json.loads(i18n.catalog_path(lang).read_text(encoding="utf-8"))
    fallback = shell if domain != i18n.SHELL else {}
    assert sorted(keys - set(catalog) - set(fallback)) == []
    assert sorted(set(catalog) - keys) == []
    assert [k for k, v in catalog.items() if not isinstance(v, str) or not v.strip()] == []


def test_every_registered_game_has_its_own_domain_with_its_registration_texts():
    from game.core.registry import games

    found = domains()
    for definition in games():
        if definition.summary:  # games registered by tests may have none
            assert definition.summary in found[definition.id]
            assert definition.summary not in found[i18n.SHELL]
        for option in definition.options:
            assert {option.label, option.help} <= found[definition.id]


def test_a_games_translator_is_scoped_and_falls_back_to_the_shell(tmp_path, monkeypatch):
    (tmp_path / "it.json").write_text(json.dumps({"Harbor": "Porto", "Player {n}": "G {n}"}))
    (tmp_path / "it-game_a.json").write_text(json.dumps({"Harbor": "Approdo"}))
    monkeypatch.setattr(i18n, "_CATALOG_DIRS", (tmp_path,))
    try:
        assert i18n.set_language("it") == "it"
        assert i18n.translator("game_a").t("Harbor") == "Approdo"
        assert i18n.translator("game_b").t("Harbor") == "Porto"
        assert i18n.t("Harbor") == "Porto"
        assert i18n.translator("game_a").t("Player {n}", n=2) == "G 2"
        assert i18n.translator("game_a").t("Unknown {x}", x=1) == "Unknown 1"
        assert i18n.N_("Harbor") == "Harbor"
    finally:
        monkeypatch.undo()
        i18n.set_language("en")


def test_the_boot_screen_texts_have_italian_translations_in_the_generic_catalog():
    catalog = json.loads((i18n._CATALOG_DIRS[1] / "it.json").read_text(encoding="utf-8"))
    keys = boot_keys()
    assert "Downloading the game" in keys and "Python could not start: {detail}" in keys
    assert sorted(keys - set(catalog)) == []


def test_translation_switches_and_falls_back_to_english():
    try:
        assert i18n.set_language("it") == "it"
        assert i18n.t("Player {n}", n=2) == "Giocatore 2"
        assert i18n.t("Not in any catalog") == "Not in any catalog"
        assert i18n.set_language("xx") == "en"
        assert i18n.t("Player {n}", n=2) == "Player 2"
    finally:
        i18n.set_language("en")


def test_the_log_says_what_a_move_made_players_gain_and_replays_identically():
    import random

    record = GameRecord("puerto_rico", {"players": 3}, 5, meta={"names": ["Ana", "Bo", "Cy"]})
    session = Session.open(record, "x", "t")
    rng = random.Random(1)
    while not session.state.is_over():
        session.play(rng.choice(session.state.legal_moves(session.to_act())))
    sentences = [sentence for _, sentence in session.log]
    assert any("Gains:" in s and "VP" in s for s in sentences)  # shipping
    assert any("chooses the Craftsman" in s and "Gains:" in s for s in sentences)  # production
    assert Session.open(session.record, "x", "t").log == session.log


def test_undo_takes_back_only_the_undoing_players_own_decisions():
    record = GameRecord("puerto_rico", {"players": 3}, 7,
                        meta={"names": ["Ana", "Bo", "Cy"], "seats": ["human", "human", "medium"],
                              "undo": True})
    session = Session.open(record, "x", "t")
    mover = session.to_act()
    session.play(session.state.legal_moves(mover)[0])
    while session.to_act() == mover or session.is_bot(session.to_act()):
        session.play(session.state.legal_moves(session.to_act())[0])
    other = session.to_act()
    # The other human may not take back a decision that was not theirs...
    assert not session.can_undo(other) and session.undo_count(other) == 0
    session.undo(player=other)
    assert session.to_act() == other
    # ...the one who decided may: their decisions since the other human's, and the bots' after.
    count = session.undo_count(mover)
    assert count >= 1
    assert all(session.is_bot(p) or p == mover for p, _ in session.log[-count:])
    session.undo(player=mover)
    assert session.to_act() == mover
