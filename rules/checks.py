"""Checks that are the same for every rule set, driven by `RuleSet` data, run after the common request
checks and before the rule set's own `validate` (see rules/request.py)."""

from __future__ import annotations

from .model import FieldError, RuleSet, ScoreRequest


def shared_checks(rs: RuleSet, req: ScoreRequest) -> list[FieldError]:
    return []
