from __future__ import annotations

import pytest

from rules import registry
from tests.support.toy import TOY


@pytest.fixture
def toy_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    """Register the test-only `toy` rule set beside the real ones."""
    monkeypatch.setattr(registry, "RULE_SETS", {**registry.RULE_SETS, "toy": TOY})
