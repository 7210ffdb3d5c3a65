"""A state's fields, declared once: its ``__slots__`` and its generated ``clone``.

A game declares its state's fields in one table, field name -> how a copy treats it::

    FIELDS = {"pile": VALUE, "hands": ROWS, "deck": LIST, "legal": SHARED}

    class MyState(GameState):
        __slots__ = tuple(FIELDS)

    MyState.clone = make_clone(MyState, FIELDS)

``make_clone`` writes the copy as generated code, one line per field, as fast as a hand-written
one, and a field added to the table is copied without another edit.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

VALUE = "value"  # an immutable value (int, bool, str, frozenset, tuple): shared by the copy
LIST = "list"  # a flat list: copied
ROWS = "rows"  # a list of lists: each row copied
SHARED = "shared"  # a list (or object) that is replaced, never changed in place: shared
KINDS = (VALUE, LIST, ROWS, SHARED)

_COPY = {
    VALUE: "self.{0}",
    SHARED: "self.{0}",
    LIST: "self.{0}[:]",
    ROWS: "[r[:] for r in self.{0}]",
}

S = TypeVar("S")


def make_clone(cls: type[S], fields: Mapping[str, str]) -> Callable[[S], S]:
    """``cls.clone``, generated from ``fields``: a new instance (no ``__init__``) with each field
    copied as its kind says."""
    unknown = sorted(name for name, kind in fields.items() if kind not in KINDS)
    if unknown:
        raise ValueError(f"fields of unknown kind: {', '.join(unknown)}")
    bad = sorted(name for name in fields if not name.isidentifier())
    if bad:
        raise ValueError(f"field names that are not identifiers: {', '.join(bad)}")
    lines = ["def clone(self):", "    s = new(cls)"]
    lines += [f"    s.{name} = " + _COPY[kind].format(name) for name, kind in fields.items()]
    lines.append("    return s")
    namespace: dict[str, Any] = {"cls": cls, "new": cls.__new__}
    exec("\n".join(lines), namespace)  # code built from the game's constant field table only
    clone = namespace["clone"]
    clone.__doc__ = "An independent copy of the state (what a search or determinizer mutates)."
    clone.__qualname__ = f"{cls.__name__}.clone"
    return clone
