"""The panes of a game's table as the frame reads them (pure Python, no browser imports).

A game marks its table's parts with ``data-pane`` (``decision``, ``me``, ``table``, ``others``;
see :meth:`web.gameui.GameUI.render_table`). The frame puts its own controls into the decision
pane (:func:`dress_decision`) and, at a new decision, finds the panes the decision acts on
(:func:`panes_with_legal`), so that a phone shows the player's own board when the decision is on
it.
"""

from __future__ import annotations

from typing import Any

from ..dom import Node, h


def _attrs(node: Any) -> dict[str, Any]:
    return (node[1] or {}) if isinstance(node, tuple) else {}


def dress_decision(tree: Node, head: list[Node], after: list[Node]) -> Node | None:
    """``tree`` (a game's table) with the frame's controls in its decision pane (the first element
    marked ``data-pane="decision"``): the prompt (``data-testid=prompt``, a child of the pane)
    and ``head`` wrapped together in a ``.decision-head`` line, ``after`` right after that line.
    Only the path to the pane is copied: the game's own nodes are never changed. None: the table
    has no decision pane."""
    if not isinstance(tree, tuple):
        return None
    tag, attrs, children = tree
    if (attrs or {}).get("data-pane") == "decision":
        kids = list(children)
        at = next((i for i, kid in enumerate(kids) if _attrs(kid).get("data-testid") == "prompt"),
                  None)
        line = h("div", {"class": "decision-head"}, kids[at] if at is not None else None, head)
        after = [node for node in after if node is not None]
        if at is None:
            kids[0:0] = [line, *after]
        else:
            kids[at:at + 1] = [line, *after]
        return (tag, attrs, kids)
    for index, child in enumerate(children):
        dressed = dress_decision(child, head, after)
        if dressed is not None:
            return (tag, attrs, [*children[:index], dressed, *children[index + 1:]])
    return None


def panes_with_legal(tree: Node) -> set[str]:
    """The panes (``data-pane``) of a table holding what the decision acts on: something
    highlighted to click (``.legal``), to drag or to drop on (``data-drag``, ``data-drop``); the
    decision pane left out."""
    found: set[str] = set()
    stack: list[tuple[Any, str | None]] = [(tree, None)]
    while stack:
        node, pane = stack.pop()
        if not isinstance(node, tuple):
            continue
        attrs = node[1] or {}
        pane = attrs.get("data-pane", pane)
        if pane == "decision":
            continue
        if pane is not None and ("legal" in str(attrs.get("class") or "").split()
                                 or attrs.get("data-drag") not in (None, False)
                                 or attrs.get("data-drop") not in (None, False)):
            found.add(pane)
        stack.extend((child, pane) for child in node[2])
    return found
