"""Reading the DOM trees a table renders on CPython (``web/dom.py``'s ``(tag, attributes,
children)`` tuples). Holds no tests itself."""

from __future__ import annotations

from collections.abc import Iterator


def nodes(node) -> Iterator[tuple]:
    """Every element of the tree under ``node`` (itself first), in document order."""
    stack = [node]
    while stack:  # iterative: nested generators cost the tree's depth for every element
        item = stack.pop()
        if isinstance(item, tuple):
            yield item
            stack.extend(reversed(item[2]))


def attrs(node) -> dict:
    return node[1] or {}


def classes(node) -> set[str]:
    return set(str(attrs(node).get("class") or "").split())


def find(tree, testid: str) -> tuple | None:
    """The first element whose ``data-testid`` is ``testid``."""
    return next((n for n in nodes(tree) if attrs(n).get("data-testid") == testid), None)
