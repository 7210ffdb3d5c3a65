"""The app shell: every screen but the game's own table, for any registered game.

``app.py`` holds :class:`~web.shell.app.App`, the event dispatcher, composed of one mixin per
screen or concern: ``landing.py`` (landing page and saved games), ``setup.py`` (the setup form,
generated from the game's option schema), ``table.py`` (the table frame, the hot-seat pass screen,
the log panel and the card panel, the menu, the question before a weighty move),
``endscreen.py`` (final scores), ``transfer.py`` (share links, import and export),
``settings.py`` (language, bot speed, think time, the player's preferences and each game's table
preferences, the settings screen) and ``bots.py`` (the bot runner). ``seats.py`` (seat kinds,
colours, names) and ``panes.py`` (how the frame reads a table's panes) are pure. The game's table
comes from its UI package (``web/<id>/``, see :mod:`web.gameui`); nothing here names a game.
"""
