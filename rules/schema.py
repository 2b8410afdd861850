"""Typed values of `Field`s: checking, with every error naming its field, and the JSON schema."""

from __future__ import annotations

from typing import Any

from . import messages as M
from . import model
from .model import Field, FieldError
from .text import Text
from .tiles import TileError, parse, parse_one, to_mpsz

_MISSING = object()


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _seat(v: Any, path: str, players: int, errors: list[FieldError]) -> int | None:
    if not _is_int(v):
        errors.append(FieldError(path, M.NOT_INT))
        return None
    if not 0 <= v < players:
        errors.append(FieldError(path, M.BAD_SEAT.format(max=players - 1)))
        return None
    return v


def coerce(f: Field, value: Any, path: str, errors: list[FieldError], *, players: int = 4) -> Any:
    """Check `value` against `f`; return the typed value, or `_MISSING` after adding errors."""
    n_err = len(errors)
    kind = f.kind
    out: Any = _MISSING
    if kind == model.BOOL:
        if isinstance(value, bool):
            out = value
        else:
            errors.append(FieldError(path, M.NOT_BOOL))
    elif kind == model.INT:
        if not _is_int(value):
            errors.append(FieldError(path, M.NOT_INT))
        elif f.min is not None and value < f.min:
            errors.append(FieldError(path, M.TOO_SMALL.format(min=f.min)))
        elif f.max is not None and value > f.max:
            errors.append(FieldError(path, M.TOO_LARGE.format(max=f.max)))
        else:
            out = value
    elif kind == model.CHOICE:
        values = [c[0] for c in f.choices]
        if value in values and type(value) is type(values[values.index(value)]):
            out = value
        else:
            errors.append(FieldError(path, M.BAD_CHOICE.format(value=value, choices=", ".join(map(str, values)))))
    elif kind == model.INT_LIST:
        if not isinstance(value, list) or not value:
            errors.append(FieldError(path, M.NOT_LIST))
        else:
            for i, v in enumerate(value):
                if not _is_int(v):
                    errors.append(FieldError(f"{path}.{i}", M.NOT_INT))
                elif f.min is not None and v < f.min:
                    errors.append(FieldError(f"{path}.{i}", M.TOO_SMALL.format(min=f.min)))
                elif f.max is not None and v > f.max:
                    errors.append(FieldError(f"{path}.{i}", M.TOO_LARGE.format(max=f.max)))
            if len(errors) == n_err:
                out = tuple(value)
    elif kind in (model.TILE, model.TILES):
        if not isinstance(value, str):
            errors.append(FieldError(path, M.NOT_STRING))
        else:
            try:
                out = parse_one(value) if kind == model.TILE else parse(value)
            except TileError as e:
                errors.append(FieldError(path, e.text))
    elif kind == model.SEAT:
        s = _seat(value, path, players, errors)
        if s is not None:
            out = s
    elif kind == model.SEAT_LIST:
        if not isinstance(value, list):
            errors.append(FieldError(path, M.NOT_LIST))
        else:
            seats = [_seat(v, f"{path}.{i}", players, errors) for i, v in enumerate(value)]
            if len(errors) == n_err:
                out = tuple(seats)
    elif kind == model.SEAT_PAIRS:
        if not isinstance(value, list):
            errors.append(FieldError(path, M.NOT_LIST))
        else:
            pairs = []
            for i, pair in enumerate(value):
                if not isinstance(pair, list) or len(pair) != 2:
                    errors.append(FieldError(f"{path}.{i}", _PAIR_SHAPE))
                    continue
                a = _seat(pair[0], f"{path}.{i}.0", players, errors)
                b = _seat(pair[1], f"{path}.{i}.1", players, errors)
                if a is not None and b is not None:
                    if a == b:
                        errors.append(FieldError(f"{path}.{i}", _PAIR_SAME))
                    else:
                        pairs.append((a, b))
            if len(errors) == n_err:
                out = tuple(pairs)
    elif kind == model.INT_PER_SEAT:
        if not isinstance(value, list) or len(value) != players:
            errors.append(FieldError(path, _PER_SEAT.format(players=players)))
        else:
            sub = Field(key=f.key, kind=model.INT, names=f.names, explanation=f.explanation, min=f.min, max=f.max)
            vals = [coerce(sub, v, f"{path}.{i}", errors) for i, v in enumerate(value)]
            if len(errors) == n_err:
                out = tuple(vals)
    elif kind == model.TILE_LIST_PER_SEAT:
        raise NotImplementedError(kind)
    else:  # pragma: no cover - a rule set declared a kind this module does not know
        raise ValueError(f"unknown field kind {kind!r}")
    return out


def is_missing(v: Any) -> bool:
    return v is _MISSING


def describe(f: Field, lang: str) -> dict[str, Any]:
    """A field as JSON for `GET /api/v1/rulesets`."""
    d: dict[str, Any] = {
        "key": f.key,
        "type": f.kind,
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
    return d


def to_json(f: Field, value: Any) -> Any:
    if value is None:
        return None
    if f.kind == model.TILE:
        return to_mpsz([value])
    if f.kind == model.TILES:
        return to_mpsz(value, sort=False)
    if f.kind in (model.INT_LIST, model.SEAT_LIST, model.INT_PER_SEAT):
        return list(value)
    if f.kind == model.SEAT_PAIRS:
        return [list(p) for p in value]
    return value


_PAIR_SHAPE = Text(
    "应为两个座位号组成的列表,如 [1, 3]",
    "應為兩個座位號組成的列表,如 [1, 3]",
    "[1, 3] のような席番号 2 つのリストです",
    "must be a list of two seats, like [1, 3]",
)
_PAIR_SAME = Text("两个座位不能相同", "兩個座位不能相同", "同じ席は組にできません", "the two seats must differ")
_PER_SEAT = Text(
    "应为每个座位一个数({players} 个)",
    "應為每個座位一個數({players} 個)",
    "席ごとに 1 つずつ({players} 個)の数です",
    "must be a list with one number per seat ({players})",
)
