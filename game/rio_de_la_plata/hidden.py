"""What a Río de la Plata seat cannot know: nothing on the table (every worker, building,
resource and coin is in sight), only the dice to come (the RNG: the war checks, the battles'
cannons). :data:`HIDDEN` (``GAME.hidden``) deals a new RNG state consistently with any view."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.hidden import HiddenInfo, Unseen
from game.core.protocol import GameState
from game.core.rng import Rng

from .state import RioState


class RioHidden(HiddenInfo):
    """Río de la Plata's hidden information: the RNG only."""

    def unseen(self, state: GameState, viewer: int | None) -> Unseen:
        return Unseen(viewer)

    def deal(self, state: GameState, unseen: Unseen, rng: Rng) -> None:
        assert isinstance(state, RioState)
        state.rng_state = rng.next_u64()

    def from_view(self, view: Mapping[str, Any]) -> GameState:
        data = {k: v for k, v in view.items() if k not in ("viewer", "calendar_year", "phase_id")}
        data["rng_state"] = 0
        return RioState.from_json(data)


HIDDEN = RioHidden()
