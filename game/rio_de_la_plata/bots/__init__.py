"""Río de la Plata's plug-in for the generic bots (:mod:`game.bots`): ``ADAPTER``.

The adapter is in :mod:`.adapter` (its determinizer: the house's
:class:`~game.core.hidden.ViewSampler` on the game's hidden information, the RNG only), the
rules of thumb in :mod:`.rules`, the worths and the estimate of each player's final VP in
:mod:`.values`.
"""

from .adapter import ADAPTER, RioAdapter

__all__ = ["ADAPTER", "RioAdapter"]
