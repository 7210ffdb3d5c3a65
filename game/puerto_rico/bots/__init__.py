"""Puerto Rico's plug-in for the generic bots (:mod:`game.bots`): ``ADAPTER``.

The determinizer and adapter are in :mod:`.adapter`, the heuristics in :mod:`.rules`.
"""

from .adapter import ADAPTER, PRAdapter, PRDeterminizer

__all__ = ["ADAPTER", "PRAdapter", "PRDeterminizer"]
