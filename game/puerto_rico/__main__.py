"""Command line: ``python3 -m game.puerto_rico simulate --players N --games G --seed S``, with
the game's options as flags (``--expansions buildings,nobles,buccaneer,festival``,
``--random-draft``, ``--no-hidden-vp``...); see :func:`game.core.simulate.command`."""

from __future__ import annotations

import sys

from game.core.simulate import command

from . import GAME

EXPANSIONS_HELP = ("comma-separated expansions in play: buildings, nobles, buccaneer, festival "
                   "(default: none, the base game)")


def main(argv: list[str] | None = None) -> int:
    """Run the command line (``argv``: its arguments; None: the process's)."""
    return command(GAME, argv, value_options={"expansions": EXPANSIONS_HELP})


if __name__ == "__main__":
    sys.exit(main())
