"""Puerto Rico's plug-in for the generic bots (:mod:`game.bots`): ``ADAPTER``.

The adapter is in :mod:`.adapter` (its determinizer: :mod:`game.puerto_rico.hidden`), the
heuristics in :mod:`.rules`.
"""

from .adapter import ADAPTER, PRAdapter

__all__ = ["ADAPTER", "PRAdapter"]
