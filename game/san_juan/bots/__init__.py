"""San Juan's plug-in for the generic bots (:mod:`game.bots`): ``ADAPTER``.

The determinizer and adapter are in :mod:`.adapter`, the rules of thumb that read a state in
:mod:`.rules`, and the card knowledge on plain data in :mod:`.values` and :mod:`.choices`.
"""

from .adapter import ADAPTER, SJAdapter, SJDeterminizer

__all__ = ["ADAPTER", "SJAdapter", "SJDeterminizer"]
