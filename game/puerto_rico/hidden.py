"""What a Puerto Rico player cannot know, and a way to re-draw it (for conformance tests).

Hidden from every player: the order of the plantation stack (its per-kind counts are public), and
the random state that decides future reshuffles. Hidden from the others when the ``hidden_vp``
option is on and the game is not over: each player's VP chips (their total is public through the
VP supply); the plantation a Forest House owner drew with the Hacienda (Expansion 1) or bought
with the Land Office (Expansion 2) and is looking at. The nobles (Expansion 2) are public.
"""

from __future__ import annotations

from game.core.rng import Rng

from .state import PH_OVER, VP, PRState


def redraw_hidden(state: PRState, viewer: int, rng: Rng) -> PRState:
    """A copy of ``state`` with everything ``viewer`` cannot know drawn anew with ``rng``.

    The stack is reshuffled, the other players' hidden VP chips are split anew (same total, so the
    public VP supply is unchanged) and the RNG state is replaced.
    """
    other = state.clone()
    if other.hacienda_tile >= 0 and viewer != other.cur:
        # Expansion 1: the tile a Forest House owner drew with the Hacienda is theirs to see
        pool = [*other.deck, other.hacienda_tile]
        rng.shuffle(pool)
        other.hacienda_tile = pool.pop()
        other.deck = pool
    rng.shuffle(other.deck)
    other.rng_state = rng.next_u64()
    if other.hidden_vp and other.phase != PH_OVER:
        others = [p for p in range(other.num_players) if p != viewer]
        total = sum(other.pl[p][VP] for p in others)
        for p in others:
            other.pl[p][VP] = 0
        for _ in range(total):
            other.pl[others[rng.below(len(others))]][VP] += 1
    return other
