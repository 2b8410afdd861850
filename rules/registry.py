"""The rule sets, keyed by slug: an explicit tuple, no import-time registration."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from .beijing import RULE_SET as BEIJING
from .guizhou import RULE_SET as GUIZHOU
from .model import RuleSet
from .progress import resolve
from .riichi import RULE_SET as RIICHI
from .wenzhou import RULE_SET as WENZHOU

# Each rule set package exposes RULE_SET; list it here once it lands.
_ALL: tuple[RuleSet, ...] = (RIICHI, GUIZHOU, WENZHOU, BEIJING)

RULE_SETS: MappingProxyType[str, RuleSet] = MappingProxyType({rs.key: rs for rs in _ALL})


def get_rule_set(key: str) -> RuleSet | None:
    return RULE_SETS.get(key)


def progress_options(
    key: str, preset: str | None, overrides: Mapping[str, Any] | None = None, *, result_preset: str | None = None
) -> dict[str, Any]:
    """The rule set `key`'s progress options: defaults <- the rule preset's values <- the result preset's (the first
    when not given) <- overrides (unknown keys ignored)."""
    return resolve(RULE_SETS[key].progress, preset, overrides, result_preset=result_preset)
