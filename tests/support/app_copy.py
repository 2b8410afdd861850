"""A copy of the app's sources in a temporary folder, for the commands that rewrite files (makemessages)."""

from __future__ import annotations

import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ("config", "calculator", "rules", "scoresheet", "clubs", "templates", "locale")


def copy_of_the_app(into: Path) -> Path:
    root = into / "app"
    root.mkdir()
    for name in ("manage.py", "pyproject.toml"):
        shutil.copy(ROOT / name, root / name)
    for name in SOURCES:
        shutil.copytree(ROOT / name, root / name, ignore=shutil.ignore_patterns("__pycache__", "*.mo"))
    return root
