"""Command line: ``python3 -m game.rio_de_la_plata simulate --players N --games G --seed S
[--experience E] [--short] [--count-bonus] [--json]``: random games (``game.core.simulate``),
Río de la Plata's options as flags."""

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
