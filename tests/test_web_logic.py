"""The browser side's plain-Python parts, tested on CPython: saves, links, files, i18n, session."""

import json

import pytest

from game.core import GameRecord, RecordError, encode_link
from tools.i18n_strings import boot_keys, domains
from web import i18n
from web.files import export_filename, export_text, game_title, parse_export
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
    assert export_filename("Friday <b>/x") == "Friday-b-x.json"
    assert export_filename("Puerto Rico · Ana, Bo") == "Puerto-Rico-Ana-Bo.json"
    assert export_filename("Partita di Niccolò — 3°") == "Partita-di-Niccolò-3.json"
    assert export_filename("···") == "game.json"


def test_session_replays_and_undoes():
    record = new_record(5)
    session = Session.open(record, "id", "title")
    # the fifth move (the Mayor) leaves Bo one possible placement: its own entry, not a move
    assert len(session.log) == 6 and session.log[-1][1].endswith("(only option)")
    assert session.entries == [1, 1, 1, 1, 2]
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


def test_every_installed_game_has_its_own_domain_with_its_registration_texts():
    from game.core.registry import installed_games

    found = domains()
    for definition in installed_games():
        if definition.summary:
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


def test_counted_texts_take_the_right_form_and_numbers_follow_the_language():
    from web.puerto_rico import text
    from web.puerto_rico.i18n import nt

    one = "{n} colonists not placed (they wait in San Juan)."
    assert nt("1 colonist not placed (it waits in San Juan).",
              "{n} colonists not placed (they wait in San Juan).", 1).startswith("1 colonist not")
    assert nt("x", one, 3) == "3 colonists not placed (they wait in San Juan)."
    assert nt("x", one, 0).startswith("0 colonists")
    view = {"players": [], "vp_supply": 0}
    assert text.sentence(view, "take:indigo", 0, "Ana") == "Ana takes an Indigo Plantation."
    assert text.sentence(view, "take:quarry", 0, "Ana") == "Ana takes a Quarry."
    assert i18n.number(12345.5, 1) == "12,345.5" and i18n.locale_tag() == "en-GB"
    try:
        i18n.set_language("it")
        assert i18n.number(12345.5, 1) == "12.345,5" and i18n.locale_tag() == "it-IT"
        assert text.sentence(view, "take:quarry", 0, "Ana") == "Ana prende una Cava."
        assert nt("1 colonist not placed (it waits in San Juan).", one, 1).endswith(
            "1 (resta sul porto).")
        assert i18n.nt("{game} · 1 move", "{game} · {n} moves", 4, game="G") == "G · 4 mosse"
    finally:
        i18n.set_language("en")


def _finished_session(seed: int = 5) -> Session:
    import random

    record = GameRecord("puerto_rico", {"players": 3}, seed,
                        meta={"names": ["Ana", "Bo", "Cy"], "seats": ["human", "easy", "easy"]})
    session = Session.open(record, "x", "t")
    rng = random.Random(seed)
    while not session.state.is_over():
        session.play(rng.choice(session.state.legal_moves(session.to_act())))
    return session


def test_the_log_marks_each_round_with_its_governor_and_says_why_the_game_ended():
    session = _finished_session()
    rounds = session.public["round"]
    assert session.marks[0] == "Round 1 · Governor: Ana"
    labels = [session.marks[i] for i in sorted(session.marks)]
    assert [label.split(" ·")[0] for label in labels[:rounds]] == [
        f"Round {n}" for n in range(1, rounds + 1)]
    assert "Governor: Bo" in labels[1]  # the governor passes to the left
    assert Session.open(session.record, "x", "t").marks == session.marks  # replays the same
    reason = session.end_reason()
    assert reason is not None and reason.startswith("Game over: ")
    assert any(part in reason for part in ("VP chips", "12 city spaces", "colonists"))
    session.undo(len(session.record.moves) - 1)
    assert all(i <= len(session.log) for i in session.marks) and session.end_reason() is None


def test_since_your_last_turn_lists_what_the_others_did_since_you_decided():
    record = GameRecord("puerto_rico", {"players": 3}, 3,
                        meta={"names": ["Ana", "Bo", "Cy"], "seats": ["human", "easy", "easy"]})
    session = Session.open(record, "x", "t")
    assert session.since_last_turn(0) == []
    while session.to_act() == 0:
        session.play(session.state.legal_moves(0)[0])
        assert session.since_last_turn(0) == []  # nobody else moved yet
    mine = len(session.log)
    while session.to_act() != 0:
        session.play(session.state.legal_moves(session.to_act())[0])
    recent = session.since_last_turn(0)
    assert recent and recent == [s for _, s in session.log[mine:]]
    assert all(p != 0 for p, _ in session.log[mine:])


def test_the_end_screen_chart_labels_its_axes_and_the_panel_stops_warning_once_over():
    from web.gameui import TableContext
    from web.puerto_rico import UI
    from web.puerto_rico.chart import vp_chart

    session = _finished_session()

    def texts(node):
        if isinstance(node, str):
            return [node]
        if isinstance(node, (list, tuple)) and node and isinstance(node[0], str) and (
                len(node) == 3 and (node[1] is None or isinstance(node[1], dict))):
            return texts(node[2])
        if isinstance(node, (list, tuple)):
            return [x for child in node for x in texts(child)]
        return []

    chart = texts(vp_chart(session.history(), session.names(), ["#000"] * 3))
    assert "Rounds" in chart and "VP" in chart and "1" in chart and "End" in chart
    ui = UI()
    board = texts(ui.render_table(TableContext(view=session.public, legal=[], actor=None,
                                               human_turn=False, names=session.names(),
                                               colors=["#000"] * 3)))
    assert session.public["end_triggered"] and "Last round!" not in board


def test_a_game_is_titled_by_its_players_every_name_whole():
    from game.core.record import MAX_NAME_CHARS

    assert game_title("Puerto Rico", ["Ana", "Bo", " "]) == "Puerto Rico · Ana, Bo"
    assert game_title("Puerto Rico", []) == "Puerto Rico"
    names = [letter * MAX_NAME_CHARS for letter in "vwxyz"]  # the most players, longest names
    title = game_title("Río de la Plata", names)
    # never cut inside a name: the page shortens a long title with an ellipsis
    assert title == "Río de la Plata · " + ", ".join(names)
    store = SaveStore(MemoryStorage(), Clock())
    store.put("a", new_record(), title)
    assert store.get("a").title == title
    assert parse_export(export_text(title, new_record()))[0] == title


def test_a_saved_game_says_whose_turn_and_which_round_it_is():
    from web.shell.seats import status_line

    record = new_record(3)
    session = Session.open(record, "x", "t")
    status = session.status()
    assert status == {"turn": session.to_act(), "round": session.public["round"]}
    store = SaveStore(MemoryStorage(), clock=Clock())
    store.put("a", record, "A game", status)
    entry = store.get("a")
    assert entry is not None and entry.status == status
    names = record.meta["names"]
    assert status_line(entry.status, names) == f"{names[status['turn']]} to play · round 1"
    assert status_line({"turn": 2}, ["Ana", "Bo", " "]) == "Player 3 to play"
    assert status_line({}, names) == "" and status_line({"over": True}, names) == "Game over"
    store.put("b", record, "Old", None)  # saves from before: no status, nothing made up
    assert store.get("b").status == {}
    store.storage.setItem("ec:save:c", json.dumps({"schema": 1, "title": "x", "updated": 5,
                                                   "record": record.to_json(),
                                                   "status": {"turn": "<b>", "round": -1,
                                                              "over": "yes"}}))
    assert store.get("c").status == {}
    assert _finished_session().status() == {"over": True}


def test_a_bots_sale_flashes_on_the_trading_house():
    from web.gameui import TableContext
    from web.puerto_rico import UI

    session = _finished_session()
    ui = UI()

    def house_class() -> str:
        ctx = TableContext(view=session.public, legal=[], actor=None, human_turn=False,
                           names=session.names(), colors=["#000"] * 3)
        found: list[str] = []

        def walk(node):
            if isinstance(node, tuple):
                attrs = node[1] or {}
                if attrs.get("data-testid") == "trading-house":
                    found.append(attrs["class"])
                for child in node[2]:
                    walk(child)

        walk(ui.render_table(ctx))
        return found[0]

    ui.played("sell:corn", True)
    assert "just" in house_class().split()
    ui.played("sell:corn", False)  # a human's own move is not flashed
    assert "just" not in house_class().split()


def test_a_version_1_record_opens_upgraded_and_logs_the_same_game():
    """A record of the first Puerto Rico engine (no "engine" key) opens with the decisions that
    engine took by itself as moves; saving it again writes the current engine version."""
    from pathlib import Path

    from game.core import replay

    path = Path(__file__).parent / "puerto_rico" / "records" / "v1-random-3p.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data.pop("expected")
    old = GameRecord.from_json(data)
    session = Session.open(old, "id", "title")
    assert len(session.record.moves) > len(old.moves)
    assert session.record.to_json()["engine"] == session.state.engine_version == 2
    assert session.state.to_json() == replay(old).to_json()
    assert len(session.entries) == len(session.record.moves)
    assert len(session.log) == sum(session.entries)
    assert Session.open(session.record, "id", "title").log == session.log


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
    # each move's own log entry comes first (decisions forced on others follow it)
    firsts, entry = [], len(session.log)
    for written in reversed(session.entries[-count:]):
        entry -= written
        firsts.append(session.log[entry][0])
    assert all(session.is_bot(p) or p == mover for p in firsts)
    session.undo(player=mover)
    assert session.to_act() == mover
