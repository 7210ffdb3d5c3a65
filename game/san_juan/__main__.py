"""Command line: ``python3 -m game.san_juan simulate --players N --games G --seed S
[--start-variant] [--json]``: random games (``game.core.simulate``), San Juan's options as
flags; the statistics include the mean rounds and why games ended (``12th_building``, or
``cards_ran_out`` when no card could move any more)."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from game.core.simulate import command

from . import GAME


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line with ``argv`` (default: the process's arguments)."""
    return command(GAME, argv)


if __name__ == "__main__":
    sys.exit(main())
