"""Shared pytest options."""

from __future__ import annotations

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--games",
        action="store",
        type=int,
        default=0,
        help="run the long random-game fuzz with this many games (opt-in; e.g. --games 10000)",
    )
