"""The rule sets, keyed by slug: an explicit tuple, no import-time registration."""

from __future__ import annotations

from types import MappingProxyType

from .beijing import RULE_SET as BEIJING
from .guizhou import RULE_SET as GUIZHOU
from .model import RuleSet
from .riichi import RULE_SET as RIICHI
from .wenzhou import RULE_SET as WENZHOU

# Each rule set package exposes RULE_SET; list it here once it lands.
_ALL: tuple[RuleSet, ...] = (RIICHI, GUIZHOU, WENZHOU, BEIJING)

RULE_SETS: MappingProxyType[str, RuleSet] = MappingProxyType({rs.key: rs for rs in _ALL})


def get_rule_set(key: str) -> RuleSet | None:
    return RULE_SETS.get(key)
