"""The page's bot runner on CPython (``js`` stubbed: no Worker, bots think here): the same
position and seat always get the same bot decision, also after an undo."""

from __future__ import annotations

import asyncio
import sys
import types

import pytest

from game.core import GameRecord
from web.session import Session


def run_async(coroutine):
    """Run a coroutine to the end in a fresh event loop of its own thread (the browser tests'
    Playwright may leave a loop running in this one)."""
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


@pytest.fixture
def runner_class(monkeypatch):
    fake = types.ModuleType("js")
    fake.window = types.SimpleNamespace()  # no ecBots: the bots think on the page
    fake.document = types.SimpleNamespace()
    monkeypatch.setitem(sys.modules, "js", fake)
    monkeypatch.delitem(sys.modules, "web.shell.bots", raising=False)
    from web.shell.bots import BotRunner

    class Runner(BotRunner):
        def __init__(self, session: Session) -> None:
            self.session = session
            self.screen = "table"
            self.bot_token = None
            self._tasks = set()
            self.asked = 0

        def bot_delay(self) -> int:
            return 0

        def think_time(self) -> float:
            return 0.1

        def play(self, text: str, by_bot: bool = False) -> bool:
            self.session.play_text(text)
            return True

        async def turn(self) -> str:
            token = (self.session.save_id, len(self.session.record.moves))
            self.bot_token = token
            await self.bot_turn(token)
            return self.session.record.moves[-1]

    return Runner


def bot_session(level: str) -> Session:
    record = GameRecord("puerto_rico", {"players": 3}, 5,
                        meta={"seats": ["human", level, level], "undo": True})
    session = Session.open(record, "id", "t")
    session.play(session.state.legal_moves(session.to_act())[0])  # the human's decision
    while session.to_act() == 0:
        session.play(session.state.legal_moves(0)[0])
    return session


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_a_search_bot_decides_the_same_again_after_an_undo(runner_class, monkeypatch, level):
    session = bot_session(level)
    runner = runner_class(session)
    first = run_async(runner.turn())
    position = list(session.record.moves[:-1])
    session.undo(player=0)  # the human's decision and the bot's answer
    while session.to_act() == 0:  # the human decides the same again
        session.play(session.state.legal_moves(0)[0])
    assert session.record.moves == position
    # A search against the clock may well choose otherwise; the runner must not ask again.
    legal = session.legal_texts()
    other = next(m for m in legal if m != first) if len(legal) > 1 else first

    async def elsewise(session_: Session, actor: int) -> str:
        return other

    monkeypatch.setattr(runner, "ask_bot", elsewise)
    assert run_async(runner.turn()) == first


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_the_simpler_bots_are_seeded_by_the_position(runner_class, level):
    session = bot_session(level)
    runner = runner_class(session)
    asks = [run_async(runner.ask_bot(session, session.to_act())) for _ in range(3)]
    assert len(set(asks)) == 1
    fresh = runner_class(Session.open(session.record, "id", "t"))
    assert run_async(fresh.ask_bot(fresh.session, fresh.session.to_act())) == asks[0]
