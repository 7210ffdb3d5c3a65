"""San Juan's plug-in for the generic bots (:mod:`game.bots`): ``ADAPTER``.

The adapter is in :mod:`.adapter` (its determinizer: the game's hidden information,
:data:`game.san_juan.hidden.HIDDEN`, in a :class:`~game.core.hidden.ViewSampler`), the rules
of thumb that read a state in :mod:`.rules`, and the card knowledge on plain data in
:mod:`.values` and :mod:`.choices`.
"""

from .adapter import ADAPTER, SJAdapter

__all__ = ["ADAPTER", "SJAdapter"]
