"""The browser side: rendering, DOM events → moves, storage and links (runs under PyScript).

``shell/`` is the app shell (every screen but the game's table); ``gameui.py`` is the interface
that a game's UI package (``web/<id>/``) implements. Only ``web.shell`` (but ``web.shell.seats``),
``web.dom.replace`` and ``web.main`` touch the browser; the rest is plain Python, so it can be
unit-tested on CPython.
"""
