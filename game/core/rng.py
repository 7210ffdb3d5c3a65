"""A small, seeded, serializable random number generator.

The whole state is one 64-bit integer, so it fits in a saved game and behaves identically on every
Python version (``random.Random`` does not promise that for its helpers, and its state is large).
The generator is SplitMix64.
"""

from __future__ import annotations

_MASK64 = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


class Rng:
    """Deterministic RNG whose entire state is the integer ``state``."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK64

    def next_u64(self) -> int:
        """Return the next 64-bit unsigned integer."""
        self.state = s = (self.state + _GOLDEN) & _MASK64
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Return a uniform integer in ``[0, n)``; ``n`` must be positive."""
        if n <= 0:
            raise ValueError("Rng.below needs a positive bound")
        # Rejection sampling keeps the result unbiased.
        limit = _MASK64 - (_MASK64 + 1) % n
        while True:
            x = self.next_u64()
            if x <= limit:
                return x % n

    def shuffle(self, items: list) -> None:
        """Shuffle ``items`` in place (Fisher–Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items):
        """Return one element of a non-empty sequence."""
        return items[self.below(len(items))]

    def quick_shuffle(self, items: list) -> None:
        """Shuffle ``items`` in place with a multiply-shift index instead of rejection
        sampling: several times faster, biased by less than ``len(items) / 2**64`` per draw.
        For the bots' samples of hidden information; a game's own draws use :meth:`shuffle`
        (records replay them)."""
        draw = self.next_u64
        for i in range(len(items) - 1, 0, -1):
            j = (draw() * (i + 1)) >> 64
            items[i], items[j] = items[j], items[i]

    def copy(self) -> Rng:
        return Rng(self.state)


def seed_from_text(text: str) -> int:
    """Turn any user-entered seed (number or words) into a 63-bit integer, stably."""
    text = text.strip()
    if text.isdigit() and len(text) <= 18:
        return int(text)
    h = 0xCBF29CE484222325  # FNV-1a, 64 bit
    for byte in text.encode("utf-8"):
        h = ((h ^ byte) * 0x100000001B3) & _MASK64
    return h >> 1
