"""The code base stays `ruff` clean (style rules in pyproject.toml)."""

import ast
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_ruff_finds_nothing():
    command = [sys.executable, "-m", "ruff"]
    if subprocess.run([*command, "--version"], capture_output=True).returncode != 0:
        if shutil.which("ruff") is None:
            pytest.skip("ruff is not installed (python3 serve.py test installs it)")
        command = ["ruff"]
    result = subprocess.run([*command, "check", "."], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_engine_never_imports_browser_modules():
    browser = {"pyodide", "js"}
    offenders = []
    for path in (ROOT / "game").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            else:
                continue
            offenders += [f"{path.relative_to(ROOT)}: {n}" for n in names
                          if n.split(".")[0] in browser]
    assert offenders == []
