"""The bot runner: when a bot is to act, ask it (in the Worker, else briefly on the page) and play
its move after a short, adjustable delay, once the last move's animations are over: a bots' turn
reads as a sequence, one move after another (none of it when the player skips the animations)."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from js import window

from game.bots import level_info

THINK_OVERHEAD = 0.05  # seconds reserved for everything around the search
# When no Worker is available, bots think on the page itself, briefly, so it never freezes.
MAIN_THREAD_BUDGET = {"time_limit": 0.05, "iterations": 150}


class BotRunner:
    """Mixin of :class:`~web.shell.app.App`: scheduling and asking the bots."""

    session: Any
    screen: str
    bot_token: tuple[str, int] | None
    focus_prompt: bool
    _tasks: set[asyncio.Future[None]]

    def schedule_bot(self) -> None:
        """If a bot is to act, let it move after a short, adjustable delay."""
        session = self.session
        if session is None or self.screen != "table" or session.state.is_over():
            return
        actor = session.to_act()
        if actor is None or not session.is_bot(actor):
            return
        token = (session.save_id, len(session.record.moves))
        if self.bot_token == token:
            return
        self.bot_token = token
        task = asyncio.ensure_future(self.bot_turn(token))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def bot_turn(self, token: tuple[str, int]) -> None:
        session = self.session
        if session is None:
            return
        await self.motion_settled()  # the last move is seen moving before the next one
        actor = session.to_act()
        level = level_info(session.seat(actor)) if actor is not None else None
        skipped = getattr(self, "skipping", None) == session.save_id
        delay = 0 if skipped else self.bot_delay()
        if session.ui is not None:
            delay = round(delay * session.ui.bot_pace(session.public))
        if level is not None and level.searches:
            delay = min(delay, 150)  # searching already takes its think time
        await asyncio.sleep(delay / 1000)
        if not self._bot_may_move(token):
            return
        actor = session.to_act()
        # The same position and seat get the same decision (after an undo, say), even from a
        # search against the clock.
        move = session.recall_bot(actor)
        if move is None:
            move = await self.ask_bot(session, actor)
            if not self._bot_may_move(token):
                return  # the player undid, left or reloaded while the bot was thinking
        self.bot_token = None
        # When the bots are done and a human decides, keyboard focus goes to the prompt.
        self.focus_prompt = True
        session.remember_bot(actor, move)
        if not self.play(move, by_bot=True):
            # A bot must never stall the game: fall back to the first legal move.
            first = session.state.move_to_text(session.state.legal_moves(actor)[0])
            session.remember_bot(actor, first)
            self.play(first, by_bot=True)

    @staticmethod
    async def motion_settled() -> None:
        """Wait until the animations on the page have finished (web/dom.js; at most a second)."""
        dom = getattr(window, "ecDom", None)
        if dom is None:
            return
        try:
            await dom.settled()
        except Exception:  # an animation is never worth a stalled game
            pass

    def _bot_may_move(self, token: tuple[str, int]) -> bool:
        session = self.session
        if (session is None or self.bot_token != token or self.screen != "table"
                or (session.save_id, len(session.record.moves)) != token):
            return False
        actor = session.to_act()
        return actor is not None and session.is_bot(actor)

    async def ask_bot(self, session: Any, actor: int) -> str:
        """The bot's move: thought out in the Worker, or briefly on the page if it cannot be."""
        state = session.state
        level = session.seat(actor)
        info = level_info(level)
        searches = info is not None and info.searches
        view = state.view(actor)
        legal = [state.move_to_text(m) for m in state.legal_moves(actor)]
        seed = (session.record.seed + 7919 * (actor + 1) + len(session.record.moves)) % 2**63
        budget: dict[str, Any] = {}
        if info is not None and info.searches:
            think = float(self.think_time()) * info.think_factor
            # Keep the whole decision (messages, view, search) within the chosen think time.
            budget = {"time_limit": max(0.1, think - THINK_OVERHEAD), "iterations": 10**7}
        bots = getattr(window, "ecBots", None)
        if bots is not None and bots.available():
            request = json.dumps({"game": session.record.game, "level": level, "seed": seed,
                                  "view": view, "legal": legal, "budget": budget})
            try:
                return str(await bots.choose(request, 30_000 + budget.get("time_limit", 0) * 2000))
            except Exception:  # the Worker failed: think here instead
                pass
        from game.bots import get_bot

        small = MAIN_THREAD_BUDGET if searches else {}
        return str(get_bot(session.record.game, level, seed=seed, **small).choose(view, legal))
