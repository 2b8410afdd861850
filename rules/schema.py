"""The JSON side of `Field`s: reading a value (`coerce`, through the field's kind object) and the
description of a field for `GET /api/v1/rulesets`. The kinds themselves are in `rules/kinds.py`.
"""

from __future__ import annotations

from typing import Any

from .kinds import MISSING
from .model import Field, FieldError


def coerce(f: Field, value: Any, path: str, errors: list[FieldError], *, players: int = 4) -> Any:
    """Check `value` against `f`; return the typed value, or `MISSING` after adding errors."""
    return f.kind.read(f, value, path, errors, players)


def is_missing(v: Any) -> bool:
    return v is MISSING


def describe(f: Field, lang: str) -> dict[str, Any]:
    """A field as JSON for `GET /api/v1/rulesets`."""
    d: dict[str, Any] = {
        "key": f.key,
        "type": str(f.kind),
        "default": to_json(f, f.default),
        "name": f.names.get(lang),
        "explanation": f.explanation.get(lang),
    }
    if f.choices:
        d["choices"] = [{"value": v, "name": t.get(lang)} for v, t in f.choices]
    if f.min is not None:
        d["min"] = f.min
    if f.max is not None:
        d["max"] = f.max
    if f.group:
        d["group"] = f.group
    if f.players:  # asked only at these numbers of players
        d["players"] = list(f.players)
    return d


def to_json(f: Field, value: Any) -> Any:
    return None if value is None else f.kind.to_json(value)
