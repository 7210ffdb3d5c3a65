"""Describing DOM from Python; ``web/dom.js`` builds it in one call.

``h(tag, attrs, *children)`` returns a light tuple, so a whole screen is built in Python with no
calls into the browser, then :func:`replace` hands it to JavaScript as JSON. Strings always become
text nodes: nothing from a player, a save or a link is ever parsed as HTML.
"""

from __future__ import annotations

import json
from typing import Any

Node = tuple  # (tag, attrs | None, children)
Child = Any  # a Node, a string, a number, None/False (skipped) or a list of those


def h(tag: str, attrs: dict[str, Any] | None = None, *children: Child) -> Node:
    """An element: attributes with True/False/None mean present/absent/absent."""
    out: list[Any] = []
    _collect(children, out)
    return (tag, attrs or None, out)


def _collect(children: Any, out: list[Any]) -> None:
    for child in children:
        if child is None or child is False:
            continue
        if isinstance(child, list):
            _collect(child, out)
        elif isinstance(child, (str, tuple)):
            out.append(child)
        else:
            out.append(str(child))


def to_json(*children: Child) -> str:
    out: list[Any] = []
    _collect(children, out)
    return json.dumps(out, separators=(",", ":"), ensure_ascii=False)


def replace(target: Any, *children: Child) -> None:
    """Replace ``target``'s children with ``children`` (one call into JavaScript)."""
    from js import window

    window.ecDom.render(target, to_json(*children))


def closest_action(target: Any) -> Any:
    """The nearest element (from the event target up) that carries ``data-action``, or None."""
    if getattr(target, "closest", None) is None:
        return None
    found = target.closest("[data-action]")
    return found if found else None
