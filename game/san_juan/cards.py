"""Cards as the engine counts them: the card tables as plain tuples, and choosing among cards.

Every card is a building (face up in a city), money (in a hand) or a good (face down on a
production building) ("La parte speciale di San Juan"). The engine holds card *types* (small
ints, ``data.CARDS[i]``) in plain lists, so a hand is a multiset: the helpers here pick, check
and remove cards as multisets, and list the distinct choices a player has among them.
"""

from __future__ import annotations

from collections.abc import Iterable

from .data import CARDS, NUM_CARD_TYPES

# -- the card tables as plain tuples (the hot path indexes them) -----------------------------------
COST: tuple[int, ...] = tuple(c.cost for c in CARDS)
VP: tuple[int, ...] = tuple(c.vp for c in CARDS)
IS_PROD: tuple[bool, ...] = tuple(c.production for c in CARDS)
IS_VIOLET: tuple[bool, ...] = tuple(c.violet for c in CARDS)
IS_MONUMENT: tuple[bool, ...] = tuple(c.monument for c in CARDS)
IS_SIX: tuple[bool, ...] = tuple(c.six for c in CARDS)
GOOD_OF: tuple[int, ...] = tuple(-1 if c.good is None else c.good for c in CARDS)
CARD_IDS: tuple[str, ...] = tuple(c.id for c in CARDS)
# Order used to pick "the cheapest cards": printed cost, then data order.
CHEAP_KEY: tuple[tuple[int, int], ...] = tuple((c.cost, c.index) for c in CARDS)


def remove(hand: list[int], cards: Iterable[int]) -> None:
    """Take ``cards`` (a multiset known to be within ``hand``) out of ``hand``."""
    for t in cards:
        hand.remove(t)


def multiset_within(cards: Iterable[object], pool: list[int]) -> bool:
    """True when ``cards`` are card types that ``pool`` holds, copies counted."""
    counts = [0] * NUM_CARD_TYPES
    for t in pool:
        counts[t] += 1
    for t in cards:
        if not (isinstance(t, int) and 0 <= t < NUM_CARD_TYPES) or counts[t] == 0:
            return False
        counts[t] -= 1
    return True


def combos(cards: list[int], k: int) -> list[tuple[int, ...]]:
    """Every distinct multiset of ``k`` cards from ``cards`` (as sorted tuples)."""
    counts: dict[int, int] = {}
    for t in cards:
        counts[t] = counts.get(t, 0) + 1
    types = sorted(counts)
    out: list[tuple[int, ...]] = []

    def rec(i: int, chosen: tuple[int, ...], left: int) -> None:
        if left == 0:
            out.append(chosen)
            return
        if i == len(types):
            return
        t = types[i]
        for c in range(min(left, counts[t]), -1, -1):
            rec(i + 1, chosen + (t,) * c, left - c)

    rec(0, (), k)
    return out


def type_multisets(groups: list[list[int]], k: int) -> list[tuple[int, ...]]:
    """Sorted position tuples taking, from each group of equivalent positions (same building
    type), a prefix, for every total size 1..k: one choice per multiset of building types."""
    out: list[tuple[int, ...]] = [(g[0],) for g in groups]
    if k == 2:  # the common case (a privilege), without recursion
        for i, gi in enumerate(groups):
            a = gi[0]
            if len(gi) > 1:
                out.append((a, gi[1]))
            for gj in groups[i + 1:]:
                b = gj[0]
                out.append((a, b) if a < b else (b, a))
        return out
    if k < 2:
        return out
    out = []

    def rec(i: int, chosen: list[int], left: int) -> None:
        if i == len(groups):
            if chosen:
                out.append(tuple(sorted(chosen)))
            return
        group = groups[i]
        for c in range(min(left, len(group)) + 1):
            rec(i + 1, chosen + group[:c], left - c)

    rec(0, [], k)
    return out


def discard_choices(cards: list[int], d: int) -> list[tuple[int, ...]]:
    """A few sensible ways to discard ``d`` of ``cards`` (sorted tuples, distinct): the
    cheapest, the most expensive, the duplicates first. At least two whenever more than one
    outcome is possible."""
    if d <= 0:
        return [()]
    order = sorted(cards, key=CHEAP_KEY.__getitem__)
    if d >= len(order):
        return [tuple(sorted(order))]
    seen: set[int] = set()
    dupes = []
    firsts = []
    for t in order:
        (dupes if t in seen else firsts).append(t)
        seen.add(t)
    options = [tuple(sorted(order[:d])), tuple(sorted(order[-d:])),
               tuple(sorted((dupes + firsts)[:d]))]
    out: list[tuple[int, ...]] = []
    for o in options:
        if o not in out:
            out.append(o)
    return out


def positions_problem(city: list[int], positions: tuple[int, ...]) -> str | None:
    """Why ``positions`` (a choice not among the listed ones) do not name distinct buildings of
    ``city``, or None."""
    if not positions:
        return "You have nothing to decide here."  # "none" is legal only where listed
    if len(set(positions)) != len(positions):
        return "Each building can be named only once."
    for i in positions:
        if i >= len(city):
            return f"Your city has no position {i}."
    return None
