"""Mahjong scoring: pure Python, no Django, no I/O.

Public API:

* `score_request(data)`: a contract.md request (parsed JSON) -> `(status, answer)`,
  status 200 with the settlement or 400 with every error naming its field.
* `parse_request`, `score`: the same in two typed steps.
* `RULE_SETS`, `get_rule_set`: the registry.
"""

from __future__ import annotations

from typing import Any

from . import registry
from .answer import answer_json, errors_json, ruleset_json
from .checks import moved_errors
from .model import RequestError, ScoreError, ScoreRequest, Settlement
from .registry import RULE_SETS, get_rule_set
from .request import parse_request, request_lang


def score(request: ScoreRequest) -> Settlement:
    """The settlement of a checked request; RequestError when the rules forbid the hand or it would move more
    than `model.MAX_MOVED` points in all."""
    rs = registry.RULE_SETS[request.ruleset]
    settlement = rs.score(request)
    if errors := moved_errors(rs, request, settlement):
        raise ScoreError(errors)
    return settlement


def score_request(data: Any) -> tuple[int, dict[str, Any]]:
    """Score one request. Bad input -> (400, {"errors": [...]}); never a partial result."""
    try:
        req = parse_request(data)
        settlement = score(req)
        return 200, answer_json(registry.RULE_SETS[req.ruleset], req, settlement)
    except RequestError as e:
        return 400, errors_json(e.errors, request_lang(data))


def describe_rulesets(lang: str = "zh-hans") -> dict[str, Any]:
    return {"rulesets": [ruleset_json(rs, lang) for rs in registry.RULE_SETS.values()]}


__all__ = ["RULE_SETS", "describe_rulesets", "get_rule_set", "parse_request", "score", "score_request"]
