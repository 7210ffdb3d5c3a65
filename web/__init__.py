"""The browser side: rendering, DOM events → moves, storage and links (runs under PyScript).

Only ``web.app``, ``web.dom`` and ``web.main`` import browser modules; the rest is plain Python so
it can be unit-tested on CPython.
"""
