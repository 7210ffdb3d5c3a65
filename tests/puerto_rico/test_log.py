"""Puerto Rico's log: every sentence a statement, every gain said once and to the player whose
board shows it, every turn the engine passed over said, in English and Italian. Whole random
games are walked through the live session, the log read as a player reads it."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from game.core import GameRecord
from game.core.protocol import PassedOver
from game.puerto_rico.data import EXPANSION_OPTIONS
from tests.puerto_rico.support import me, play
from tests.puerto_rico.support_exp2 import e2_board, e2_table
from web import i18n
from web.puerto_rico import gains, text
from web.session import Session

EXPANSIONS = sorted(EXPANSION_OPTIONS)
NAMES = ["Ana", "Bo", "Cy", "Di", "Ed"]
# The phases where a turn is a decision of the role's action: a turn passed over there is said.
DECIDING = {"settler", "mayor", "builder", "craftsman", "trader", "captain"}
GAMES = [(expansions, players, seed)
         for expansions in ((), tuple(EXPANSIONS))
         for players, seed in ((2, 11), (3, 12), (4, 13), (5, 14))]


@dataclass
class Move:
    """One record move of a game walked through the session: who played what, the engine's
    whole JSON around it (the VP chips included, which the public views may hide), the log
    entries it wrote and what the engine did without asking."""

    player: int
    text: str
    before: dict[str, Any]
    after: dict[str, Any]
    public_before: dict[str, Any]
    public_after: dict[str, Any]
    entries: list[str]
    previous: dict[int, str]  # each player's last log entry before this move's
    events: list[tuple[int, Any]]


def walk(expansions: tuple[str, ...], players: int, seed: int,
         hidden_vp: bool = True) -> Iterator[Move]:
    options: dict[str, Any] = {"players": players, "hidden_vp": hidden_vp}
    if expansions:
        options["expansions"] = list(expansions)
    session = Session.open(GameRecord("puerto_rico", options, seed,
                                      meta={"names": NAMES[:players]}), "t", "t")
    rng = random.Random(seed)
    while not session.state.is_over():
        player, move = session.to_act(), rng.choice(session.legal_texts())
        before, public_before, start = session.state.to_json(), session.public, len(session.log)
        previous = {p: said for p, said in session.log}
        session.play_text(move)
        yield Move(player, move, before, session.state.to_json(), public_before, session.public,
                   [said for _, said in session.log[start:]], previous,
                   list(session.state.turn_events()))


def holdings(player: dict[str, Any]) -> Counter[str]:
    """A player's board in the engine's JSON, as the log's items (VP included)."""
    items: Counter[str] = Counter({"doubloons": player["doubloons"], "vp": player["vp"]})
    items.update({f"good:{g}": n for g, n in player["goods"].items()})
    nobles = player.get("nobles", 0)
    items["colonists"] = (player["unplaced"] + sum(player["occupied"].values())
                          + sum(n for n in player["buildings"].values() if n > 0) - nobles)
    items["nobles"] = nobles
    items.update({f"tile:{k}": n for k, n in player["island"].items()})
    items["forest"] = player.get("forests", 0)
    items.update({f"building:{b}": 1 for b in player["buildings"]})
    return items


def truth(move: Move) -> list[Counter[str]]:
    """What the move changed on every board, the VP chips taken included (a chip the Black
    Market gives back is no chip not taken)."""
    result = []
    for p, (old, new) in enumerate(zip(move.before["players"], move.after["players"],
                                       strict=True)):
        change = holdings(new)
        change.subtract(holdings(old))
        if p == move.player and move.text.startswith("blackmarket:") and (
                "vp" in move.text.partition("/")[2].split(",")):
            change["vp"] += 1
        result.append(change)
    return result


def phrases() -> dict[str, tuple[str, int]]:
    """Every gain as the log writes it ("+3 Corn") -> (item, count)."""
    table = {}
    for item in gains.ORDER:
        for n in range(1, 60 if item in ("doubloons", "vp", "colonists") else 20):
            table[f"+{gains.counted(item, n)}"] = (item, n)
            if item.startswith("building:"):
                break
    return table


def said_gains(entry: str, names: list[str], table: dict[str, tuple[str, int]]) -> list[Counter]:
    """The gains an entry lists, per player (parsed back from its words)."""
    result: list[Counter] = [Counter() for _ in names]
    head = i18n.t("Gains: {list}.", list="@").partition("@")[0]
    if head not in entry:
        return result
    body = entry[entry.index(head) + len(head):]
    assert body.endswith("."), entry
    for part in body[:-1].split("; "):
        name, _, items = part.partition(" ")
        p = names.index(name)
        assert not result[p], f"{name} listed twice: {entry}"
        for phrase in items.split(", "):
            item, n = table[phrase]
            assert item not in result[p], f"{phrase} repeated for {name}: {entry}"
            result[p][item] = n
    return result


@pytest.mark.parametrize("expansions, players, seed", GAMES)
def test_every_gain_in_the_log_is_what_changed_on_that_players_board(expansions, players, seed):
    table = phrases()
    names = NAMES[:players]
    for move in walk(expansions, players, seed):
        stated, _ = text.accounting(move.public_before, move.text, move.player,
                                    move.public_after)
        listed = said_gains(move.entries[0], names, table)
        for p, change in enumerate(truth(move)):
            rest = Counter(change)
            if p == move.player:
                rest.subtract(stated)
            where = f"{names[p]} after {names[move.player]} {move.text}: {move.entries[0]}"
            # what the sentence states happened, and nothing but barrels is lost unsaid
            assert all(n >= 0 for item, n in rest.items() if not item.startswith("good:")), \
                (where, rest)
            assert listed[p] == Counter({i: n for i, n in rest.items() if n > 0}), \
                (where, listed[p], rest)


def test_the_vp_chips_are_said_from_the_views_whether_hidden_or_shown():
    table = phrases()
    for move in walk(tuple(EXPANSIONS), 3, 5, hidden_vp=False):
        listed = said_gains(move.entries[0], NAMES[:3], table)
        stated, _ = text.accounting(move.public_before, move.text, move.player,
                                    move.public_after)
        for p, change in enumerate(truth(move)):
            vp = change["vp"] - (stated["vp"] if p == move.player else 0)
            assert listed[p]["vp"] == max(vp, 0), move.entries[0]


def test_a_nobles_chapel_vp_goes_to_its_owner_when_another_player_chooses_the_craftsman():
    # IT: "il proprietario di una Cappella occupata da un Nobile ottiene invece 1 segnalino PV"
    # at the start of every Craftsman phase, whoever chose the Craftsman
    state = e2_table(4, {"players.0": e2_board(nobles=1, noble_on=("chapel",),
                                               buildings={"chapel": 1})})
    state.report_passed = True  # the live game the log is written for
    play(state, "role:settler", "pass", "pass", "pass", "pass")
    assert state.cur == 1
    before = state.view(None)
    play(state, "role:craftsman")
    assert me(state, 0)["vp"] == 1 and me(state, 1)["vp"] == 0
    said = text.describe(before, "role:craftsman", 1, NAMES[:4], state.view(None))
    assert "Ana +1 VP" in said, said
    assert "Bo +1 VP" not in said and "Bo" not in said.partition("Gains:")[2], said


def first(moves: Iterator[Move], wanted) -> Move:
    for move in moves:
        if wanted(move):
            return move
    raise AssertionError("no such move")


def test_a_kidnapped_role_nobody_chose_is_said_when_the_buccaneer_plays_it_at_the_round_end():
    # IT (Rapimento): the Buccaneer plays the kidnapped card at the end of the round if nobody
    # chose it (rules-notes 63)
    def played_at_round_end(move: Move) -> bool:
        card = (move.public_before.get("buccaneer") or {}).get("kidnapped")
        return (card is not None and move.text != f"role:{card}"
                and move.public_after["buccaneer"]["kidnapped"] is None)

    for seed in range(20):
        try:
            move = first(walk(("buccaneer",), 3, seed), played_at_round_end)
        except AssertionError:
            continue
        card = move.public_before["buccaneer"]["kidnapped"]
        holder = NAMES[move.public_before["buccaneer"]["token"]]
        note = f"The round ends: {holder} (Buccaneer) plays the kidnapped {text.role_name(card)}."
        assert note in move.entries[0], move.entries
        assert move.entries[0].index(note) > 0  # a sentence of its own, after the move's
        return
    raise AssertionError("no kidnapped role was played at a round's end")


@pytest.mark.parametrize("expansions, players, seed", GAMES)
def test_every_turn_passed_over_in_a_deciding_phase_is_said(expansions, players, seed):
    names = NAMES[:players]
    for move in walk(expansions, players, seed):
        for p, event in move.events:
            if isinstance(event, PassedOver) and event.phase in DECIDING:
                said = text.passed_over(move.public_after, p, event.phase, names)
                assert said and said.startswith(names[p]), (event, said)
                # said now, or said already and nothing else said of that player since
                assert said in move.entries or move.previous.get(p) == said, (said, move.entries)


@pytest.mark.parametrize("language", ["en", "it"])
def test_log_lines_are_statements_each_gain_said_once(language):
    i18n.set_language(language)
    try:
        table = phrases()  # the gains in the language played
        for expansions, players, seed in GAMES:
            names = NAMES[:players]
            for move in walk(expansions, players, seed):
                for entry in move.entries:
                    where = (move.text, entry)
                    assert not entry.rstrip(" .").endswith((":", "…")), where
                    assert "(s)" not in entry and "{" not in entry, where
                    assert not entry.startswith(tuple(f"{n}:" for n in names)), where
                said_gains(move.entries[0], names, table)  # each player once, each gain once
    finally:
        i18n.set_language("en")


def test_counted_names_take_the_plural_in_english_and_italian():
    placed = "place:corn=1,coffee=3,quarry=2,large_sugar_mill=2,hospice=1"
    assert text.sentence({"players": []}, placed, 0, "Ana") == (
        "Ana places colonists: 1 Corn Plantation, 3 Coffee Plantations, 2 Quarries, "
        "Large Sugar Mill (2), Hospice.")
    i18n.set_language("it")
    try:
        said = text.sentence({"players": []}, "place:corn=4,sugar=1", 0, "Ana")
        assert said == "Ana piazza i lavoratori: 4 Possedimenti di mais, 1 Possedimento di " \
                       "zucchero.", said
        assert gains.counted("good:coffee", 3) == "3 barili di caffè"
        assert gains.counted("colonists", 1) == "1 lavoratore"
    finally:
        i18n.set_language("en")
