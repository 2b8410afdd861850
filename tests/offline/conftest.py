"""What the offline browser tests share."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def offline_build() -> None:
    """The offline files of the tree as it is (`make offline`: only what changed is written), read again by the
    routes: the worker must run the rules and catalogs the server runs, whatever changed since the last build."""
    if not (ROOT / "node_modules" / "pyodide" / "package.json").exists():
        pytest.fail("the offline runtime is missing: run `make offline` (npm ci)")
    from calculator import offline_views
    from offline import build

    build.build()
    offline_views._info.cache_clear()
    offline_views._versioned.cache_clear()
