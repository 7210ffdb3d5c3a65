"""Building DOM nodes from Python. Text always goes in as text nodes, never parsed as HTML."""

from __future__ import annotations

from typing import Any

from pyscript import document

Child = Any  # a node, a string, None, or a list of those


def h(tag: str, attrs: dict[str, Any] | None = None, *children: Child) -> Any:
    """Create ``<tag>`` with attributes and children. ``class`` sets className; True/False/None
    add an empty attribute, or leave it out."""
    node = document.createElement(tag)
    if attrs:
        for key, value in attrs.items():
            if value is None or value is False:
                continue
            if key == "class":
                node.className = value
            elif value is True:
                node.setAttribute(key, "")
            else:
                node.setAttribute(key, str(value))
    for child in children:
        append(node, child)
    return node


def append(node: Any, child: Child) -> None:
    if child is None or child is False:
        return
    if isinstance(child, (list, tuple)):
        for item in child:
            append(node, item)
    elif isinstance(child, str):
        node.appendChild(document.createTextNode(child))
    elif isinstance(child, (int, float)):
        node.appendChild(document.createTextNode(str(child)))
    else:
        node.appendChild(child)


def replace(node: Any, *children: Child) -> None:
    """Replace all of ``node``'s children."""
    fragment = document.createDocumentFragment()
    for child in children:
        append(fragment, child)
    node.replaceChildren(fragment)


def closest_action(target: Any) -> Any:
    """The nearest element (from the event target up) that carries ``data-action``, or None."""
    closest = getattr(target, "closest", None)
    if closest is None:
        return None
    found = target.closest("[data-action]")
    return found if found else None
