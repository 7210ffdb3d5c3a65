"""Hidden information: what a seat cannot see, and dealing it again consistently with its view.

Each game with hidden information writes one :class:`HiddenInfo` and names it in its
registration (``GameDef.hidden``). The same three calls serve every use:

* the conformance suite and the tests re-draw what a seat cannot know (:meth:`HiddenInfo.redraw`)
  and check that the seat's view, the table and the log do not change;
* the bots' determinizer rebuilds a full state from a view (:meth:`HiddenInfo.from_view`) and
  deals the unknown part again for each sample (:class:`ViewSampler`);
* the game's own tests check that a redeal keeps every public fact.

What a seat knows is everything its view shows, including what the others have publicly
revealed (a card everyone saw go into a hand stays in that hand in every deal).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .protocol import GameState
from .rng import Rng


@dataclass
class Unseen:
    """What one seat cannot know in one state: ``pool``, the hidden items (cards, tiles...) that
    can be dealt to any of the hidden places, and ``places``, where they lie (the game's own
    description, read by its :meth:`HiddenInfo.deal`). Anything else a game hides (a hidden
    score, the RNG state) is dealt by ``deal`` from the same description."""

    viewer: int | None
    pool: list[Any] = field(default_factory=list)
    places: Any = None


class HiddenInfo(ABC):
    """One game's hidden information (see the module docstring)."""

    @abstractmethod
    def unseen(self, state: GameState, viewer: int | None) -> Unseen:
        """What ``viewer`` (None: a spectator) cannot know in ``state``."""

    @abstractmethod
    def deal(self, state: GameState, unseen: Unseen, rng: Rng) -> None:
        """Deal ``unseen`` again into ``state``, in place, at random with ``rng``: the pool
        shuffled back into its places (each keeps its size), the other hidden facts drawn anew
        consistently with the view (e.g. a hidden score with the same public total), and a new
        RNG state for the game's future draws. Afterwards ``state.view(unseen.viewer)`` is what
        it was, and ``state`` is a position the engine can go on from. ``unseen`` itself is
        left as it is (one serves many deals)."""

    @abstractmethod
    def from_view(self, view: Mapping[str, Any]) -> GameState:
        """A full state with every fact of ``view`` (a player's view), the hidden places filled
        with some deal consistent with it. Raises ValueError for a view that does not add up."""

    def redraw(self, state: GameState, viewer: int | None, rng: Rng) -> GameState:
        """A copy of ``state`` with everything ``viewer`` cannot know dealt again with ``rng``."""
        copy = state.clone()
        self.deal(copy, self.unseen(copy, viewer), rng)
        return copy


class ViewSampler:
    """Full states consistent with one player's view: the state is rebuilt from the view once,
    then each :meth:`sample` clones it and deals the unknown part again (the bots'
    determinizer)."""

    def __init__(self, hidden: HiddenInfo, view: Mapping[str, Any]) -> None:
        viewer = view.get("viewer")
        if viewer is None:
            raise ValueError("a full state needs a player's view, not a spectator's")
        self.hidden = hidden
        self.viewer = int(viewer)
        self.base = hidden.from_view(view)
        self.unseen = hidden.unseen(self.base, self.viewer)

    def sample(self, rng: Rng) -> GameState:
        """A new full state: the view's facts, the hidden ones dealt at random with ``rng``."""
        state = self.base.clone()
        self.hidden.deal(state, self.unseen, rng)
        return state
