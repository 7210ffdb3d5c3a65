"""Errors raised by the engines. Each carries a message fit to show a player."""


class GameError(Exception):
    """Base class for every engine error."""


class IllegalMove(GameError):
    """A move that is not legal in the current state. The state is left untouched."""


class RecordError(GameError):
    """A saved game, link or imported file that cannot be loaded."""
