"""Shared pytest options, and the order the suite runs in.

``python3 serve.py test`` runs the suite on parallel workers (pytest-xdist, ``--dist
worksteal``): the longest jobs are collected first, so a worker starts on them at once while the
other works through the rest, and an idle worker takes tests queued for a busy one.
"""

from __future__ import annotations

import pytest

# The jobs that take longest, started first: the Pyodide job (one test that runs a suite inside
# Pyodide under Node), then the browser tests (each boots the page in Chromium).
FIRST = ("pyodide", "browser")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--games",
        action="store",
        type=int,
        default=0,
        help="the long runs (opt-in): this many random games in the engine fuzz, and per case "
        "in the conformance suite (e.g. --games 10000)",
    )


@pytest.hookimpl(trylast=True)  # after tests/browser/conftest.py has marked its tests
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The Pyodide job first, then the browser tests, then the rest, each in collection order."""

    def rank(item: pytest.Item) -> int:
        for index, marker in enumerate(FIRST):
            if item.get_closest_marker(marker):
                return index
        return len(FIRST)

    items.sort(key=rank)
