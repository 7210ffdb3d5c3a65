"""What a Puerto Rico player cannot know, and a way to re-draw it (for conformance tests).

Hidden from every player: the order of the plantation stack, and the random state that decides
future reshuffles. Hidden from the others when the ``hidden_vp`` option is on and the game is not
over: each player's VP chips (their total is public through the VP supply). Hidden from all but
their owner (Expansion 1, Forest House): the plantation a player drew with the Hacienda or bought
with the Land Office (Expansion 2) and is looking at, and the kind of every such tile they laid
face down as a forest (``drawn_forests``). The view's ``deck_counts`` counts those unseen tiles
together with the stack, so none of them can be deduced by subtraction (rules-notes 41). The
nobles (Expansion 2) are public.
"""

from __future__ import annotations

from game.core.rng import Rng

from .state import PH_OVER, VP, PRState


def redraw_hidden(state: PRState, viewer: int, rng: Rng) -> PRState:
    """A copy of ``state`` with everything ``viewer`` cannot know drawn anew with ``rng``.

    The plantations the viewer has not seen (the stack, another player's pending Hacienda or
    Land Office tile, the other players' face-down drawn tiles) are pooled, shuffled and dealt
    back (the stack keeps its size, each face-down tile its owner); the other players' hidden VP
    chips are split anew (same total, so the public VP supply is unchanged) and the RNG state is
    replaced.
    """
    other = state.clone()
    pool, pending, theirs = other.unseen_tiles(viewer)
    rng.shuffle(pool)
    other.deal_unseen(pool, pending, theirs)
    other.rng_state = rng.next_u64()
    if other.hidden_vp and other.phase != PH_OVER:
        others = [p for p in range(other.num_players) if p != viewer]
        total = sum(other.pl[p][VP] for p in others)
        for p in others:
            other.pl[p][VP] = 0
        for _ in range(total):
            other.pl[others[rng.below(len(others))]][VP] += 1
    return other
