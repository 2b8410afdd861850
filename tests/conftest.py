from __future__ import annotations

import os

import pytest
from hypothesis import settings

from rules import registry
from tests.support.toy import TOY

# The everyday suite tries half the examples a property test asks for (tests/support/examples.py) and 50 where it
# asks for none; `HYPOTHESIS_PROFILE=thorough` (make fuzz) tries them all (Hypothesis's own default: 100).
settings.register_profile("suite", max_examples=50)
settings.register_profile("thorough", max_examples=100)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "suite"))

# The fixtures through which a test reaches the database (pytest-django refuses it any other way; its
# `django_db` mark asks for them too).
DB_FIXTURES = frozenset(
    {"db", "transactional_db", "django_db_reset_sequences", "django_db_serialized_rollback", "live_server"}
)


@pytest.fixture
def toy_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    """Register the test-only `toy` rule set beside the real ones."""
    monkeypatch.setattr(registry, "RULE_SETS", {**registry.RULE_SETS, "toy": TOY})


@pytest.hookimpl(tryfirst=True)  # before `-m` selects
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark `no_db` every test that cannot touch a database: `make test-pg` leaves them out, as they cannot
    answer differently on PostgreSQL."""
    for item in items:
        names = set(getattr(item, "fixturenames", ()))
        if not names & DB_FIXTURES and item.get_closest_marker("django_db") is None:
            item.add_marker(pytest.mark.no_db)


@pytest.fixture(scope="session")
def playwright_driver():
    """One Playwright driver per test process: the browser tests and the offline tests launch their browsers from it
    (a second sync driver in the same process is refused while the first runs)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        yield p
