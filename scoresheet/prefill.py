"""The calculator's own query string (its permalink format), built from what the table knows."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.http import QueryDict

from calculator.fields import request_query
from rules import progress as P
from rules import registry


def calculator_query(
    ruleset: str,
    preset: str,
    options: Mapping[str, Any],
    state: P.TableState,
    request: Mapping[str, Any] | None = None,
) -> QueryDict:
    """Players, dealer, streak, the frozen preset and options, the table facts the state fills (riichi's sticks and
    round wind) from `state`;
    with `request` (a stored hand, for a correction) also its seats, indicators and table facts."""
    rs = registry.RULE_SETS[ruleset]
    req = dict(request or {})
    table = dict(req.get("table") or {})
    table.update(rs.progress.table_facts(state))
    known = {f.key for f in rs.table_fields}
    frozen = {f.key: options[f.key] for f in rs.options if f.key in options}
    query = request_query(
        rs,
        {
            **req,
            "players": state.players,
            "dealer": state.dealer,
            "dealer_streak": state.streak,
            "preset": preset,
            "options": frozen,
            "table": {k: v for k, v in table.items() if k in known},
        },
    )
    q = QueryDict(mutable=True)
    for name, value in query:
        q.appendlist(name, value)
    return q
