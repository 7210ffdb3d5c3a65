"""Each game's package, fetched the first time the game is opened.

The built site keeps a game's engine, bots and table in ``games/<id>.zip`` (``serve.py build``);
the boot snapshot holds only the shell and every game's announcement (``game/games.json``, read by
``game.core.registry``). :func:`load_game` fetches a zip once, unpacks it where imports find it
(the page's working directory) and lets the registry find the game; the service worker keeps the
zips for offline play.
"""

from __future__ import annotations

import asyncio

from game.core.registry import forget_listings, is_loaded, is_playable, refresh

_loading: dict[str, asyncio.Future[None]] = {}


def needs_loading(game_id: str) -> bool:
    """True when ``game_id`` is played here but its package has not arrived yet."""
    return is_playable(game_id) and not is_loaded(game_id)


async def load_game(game_id: str) -> None:
    """Fetch and unpack ``game_id``'s package unless it is here already; one download however
    many callers wait. Raises OSError when it cannot be had (offline before a first visit)."""
    if not needs_loading(game_id):
        return
    if game_id not in _loading:
        _loading[game_id] = asyncio.ensure_future(_fetch_and_unpack(game_id))
    try:
        await _loading[game_id]
    finally:
        if _loading.get(game_id) is not None and _loading[game_id].done():
            del _loading[game_id]


async def _fetch_and_unpack(game_id: str) -> None:
    from js import Object, ecFetchDecoded, ecUnpack, navigator
    from pyodide.ffi import JsException, to_js

    # (compressed however the host can, as the boot's big files: web/fetch-decoded.js)
    controlled = bool(getattr(navigator, "serviceWorker", None)
                      and navigator.serviceWorker.controller)
    options = to_js({"controlled": controlled}, dict_converter=Object.fromEntries)
    try:
        response = await ecFetchDecoded(f"games/{game_id}.zip", "application/zip", options)
        if not response.ok:
            raise OSError(f"games/{game_id}.zip: HTTP {response.status}")
        ecUnpack(await response.arrayBuffer())  # (web/runtime.mjs: into the working directory)
    except JsException as exc:  # no network, no cache
        raise OSError(str(exc)) from exc
    import web

    forget_listings(web.__path__)  # web/<id>/, the game's table
    refresh()
    if not is_loaded(game_id):
        raise OSError(f"games/{game_id}.zip does not hold the game")
