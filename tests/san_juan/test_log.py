"""San Juan's log on CPython, over whole random games in English and Italian: every turn the
engine passes over in a phase where players decide is said in a sentence; log lines are
statements (never a prompt), say each gain once and count with the catalogs' plural forms."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from game.core import GameRecord
from game.core.protocol import PassedOver
from web import i18n
from web.san_juan import UI
from web.session import Session

NAMES = ["Ana", "Medium bot 2", "Cy", "Di"]
# The phases whose actions every player has, and the Chapel step for a Chapel owner: a turn
# passed over there is a player who could not act, and the log says why.
DECIDING = {"builder", "producer", "trader"}


def chapel_owner(session: Session, player: int) -> bool:
    return any(b["card"] == "chapel" for b in session.public["players"][player]["city"])


def games(seeds: range) -> Iterator[tuple[Session, int, list[PassedOver]]]:
    """Whole random games (2-4 players, half with the start variant): after each move, the
    session, how many log entries it wrote and the turns the engine passed over."""
    for seed in seeds:
        players = 2 + seed % 3
        record = GameRecord("san_juan", {"players": players, "start_variant": seed % 2 == 1},
                            seed, meta={"names": NAMES[:players]})
        session = Session.open(record, "t", "t")
        rng = random.Random(seed)
        while not session.state.is_over():
            session.play_text(rng.choice(session.legal_texts()))
            yield session, session.entries[-1], list(session.state.turn_events())


@pytest.fixture(params=["en", "it"])
def language(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def test_every_turn_passed_over_in_a_deciding_phase_is_said_in_the_log(language):
    ui = UI()
    said: dict[str, int] = {}
    for session, written, events in games(range(8)):
        entries = session.log[len(session.log) - written:]
        for player, event in events:
            if not isinstance(event, PassedOver):
                continue
            phase = event.phase
            sentence = ui.passed_over(session.public, player, phase, session.names())
            if phase in DECIDING or (phase == "chapel" and chapel_owner(session, player)):
                assert sentence, (phase, player)
                earlier = [s for p, s in session.log[:len(session.log) - written] if p == player]
                assert (player, sentence) in entries or earlier[-1:] == [sentence], sentence
                said[phase] = said.get(phase, 0) + 1
            else:  # a step only some players have passes the others silently
                assert sentence is None, (phase, sentence)
    assert DECIDING <= set(said), said


GAINS = {"en": r"draws \d+ cards?|for \d+ cards?|\(\+",
         "it": r"pesca \d+ cart[ae]|per \d+ cart[ae]|\(\+"}
# "1 cards", "3 card", and none counted as "0 cards" (it reads "nothing")
WRONG_PLURALS = {"en": r"\b1 (cards|goods)\b|\b(0|[2-9]|\d\d+) (card|good)\b|\b0 (cards|goods)\b",
                 "it": r"\b1 (carte|merci)\b|\b(0|[2-9]|\d\d+) (carta|merce)\b|\b0 (carte|merci)\b"}
# a thing listed twice ("Coffee and Coffee") is counted instead; nothing paid is not "for free
# and 1 good"
REPEATS = {"en": r"\b(\w+) and \1\b|for free and", "it": r"\b(\w+) e \1\b|gratis e"}


def test_log_lines_are_statements_each_gain_said_once_plurals_right(language):
    lines = 0
    for session, written, _ in games(range(16)):
        for player, line in session.log[len(session.log) - written:]:
            lines += 1
            assert not line.rstrip().endswith((":", "…")), line
            assert not line.startswith(f"{session.names()[player]}:"), line  # not a prompt
            assert "(s)" not in line, line
            assert len(re.findall(GAINS[language], line)) <= 1, line
            assert not re.search(WRONG_PLURALS[language], line), line
            assert not re.search(REPEATS[language], line), line
    assert lines > 2000
