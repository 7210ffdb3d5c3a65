"""Shared pytest options."""

from __future__ import annotations

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--games",
        action="store",
        type=int,
        default=0,
        help="the long runs (opt-in): this many random games in the engine fuzz, and per case "
        "in the conformance suite (e.g. --games 10000)",
    )
