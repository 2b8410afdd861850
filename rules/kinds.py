"""Field kinds as objects: how each typed value of a `Field` is read from JSON, every error naming its field.

A kind is a `str` subclass whose value is the name the API schema shows (`"bool"`, `"tiles"`...), so
`Field(kind=BOOL, ...)` still compares equal to `"bool"`; the request reader calls
`f.kind.read(f, value, path, errors, players)` and never branches on the kind's name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from . import messages as M
from .errors import FieldError
from .text import N_, Text
from .tiles import TileError, parse, parse_one, to_mpsz

if TYPE_CHECKING:
    from .model import Field

MISSING: Any = object()  # what `read` returns after adding errors


def _is_int(v: Any) -> bool:
    return type(v) is int or (isinstance(v, int) and not isinstance(v, bool))


def _seat(v: Any, path: str, players: int, errors: list[FieldError]) -> int | None:
    if not _is_int(v):
        errors.append(FieldError(path, M.NOT_INT))
        return None
    if not 0 <= v < players:
        errors.append(FieldError(path, M.BAD_SEAT.format(max=players - 1)))
        return None
    return cast(int, v)


class Kind(str):
    """A field kind. `read` checks a JSON value and returns the typed one, or `MISSING` after adding errors."""

    __slots__ = ()

    def read(self, f: Field, value: Any, path: str, errors: list[FieldError], players: int) -> Any:
        raise NotImplementedError  # pragma: no cover - every kind below defines it

    def to_json(self, value: Any) -> Any:
        return value


class _Bool(Kind):
    __slots__ = ()

    def read(self, f: Field, value: Any, path: str, errors: list[FieldError], players: int) -> Any:
        if value is True or value is False:
            return value
        errors.append(FieldError(path, f.message or M.NOT_BOOL))
        return MISSING


class _Int(Kind):
    __slots__ = ()

    def read(self, f: Field, value: Any, path: str, errors: list[FieldError], players: int) -> Any:
        if not _is_int(value):
            errors.append(FieldError(path, M.NOT_INT))
        elif f.min is not None and value < f.min:
            errors.append(FieldError(path, M.TOO_SMALL.format(min=f.min)))
        elif f.max is not None and value > f.max:
            errors.append(FieldError(path, M.TOO_LARGE.format(max=f.max)))
        else:
            return value
        return MISSING


class _Choice(Kind):
    __slots__ = ()

    def read(self, f: Field, value: Any, path: str, errors: list[FieldError], players: int) -> Any:
        for v, _name in f.choices:
            if v == value and type(v) is type(value):
                return value
        values = [c[0] for c in f.choices]
        errors.append(
            FieldError(path, f.message or M.BAD_CHOICE.format(value=value, choices=", ".join(map(str, values))))
        )
        return MISSING


class _IntList(Kind):
    __slots__ = ()

    def read(self, f: Field, value: Any, path: str, errors: list[FieldError], players: int) -> Any:
        if not isinstance(value, list) or not value:
            errors.append(FieldError(path, M.NOT_LIST))
            return MISSING
        n_err = len(errors)
        for i, v in enumerate(value):
            INT.read(f, v, f"{path}.{i}", errors, players)
        return tuple(value) if len(errors) == n_err else MISSING

    def to_json(self, value: Any) -> Any:
        return None if value is None else list(value)


class _Tile(Kind):
    """One tile in mpsz (`parse_one`); `_Tiles` reads a list of them with the same checks."""

    __slots__ = ()

    @staticmethod
    def _parse(value: str) -> Any:
        return parse_one(value)

    @staticmethod
    def _write(value: Any) -> str:
        return to_mpsz([value])

    def read(self, f: Field, value: Any, path: str, errors: list[FieldError], players: int) -> Any:
        if not isinstance(value, str):
            errors.append(FieldError(path, M.NOT_STRING))
            return MISSING
        try:
            return self._parse(value)
        except TileError as e:
            errors.append(FieldError(path, e.text))
            return MISSING

    def to_json(self, value: Any) -> Any:
        return None if value is None else self._write(value)


class _Tiles(_Tile):
    __slots__ = ()

    @staticmethod
    def _parse(value: str) -> Any:
        return parse(value)

    @staticmethod
    def _write(value: Any) -> str:
        return to_mpsz(value, sort=False)


class _Seat(Kind):
    __slots__ = ()

    def read(self, f: Field, value: Any, path: str, errors: list[FieldError], players: int) -> Any:
        s = _seat(value, path, players, errors)
        return MISSING if s is None else s


class _SeatList(Kind):
    __slots__ = ()

    def read(self, f: Field, value: Any, path: str, errors: list[FieldError], players: int) -> Any:
        if not isinstance(value, list):
            errors.append(FieldError(path, M.NOT_LIST))
            return MISSING
        n_err = len(errors)
        seats = [_seat(v, f"{path}.{i}", players, errors) for i, v in enumerate(value)]
        return tuple(seats) if len(errors) == n_err else MISSING

    def to_json(self, value: Any) -> Any:
        return None if value is None else list(value)


class _SeatPairs(Kind):
    __slots__ = ()

    def read(self, f: Field, value: Any, path: str, errors: list[FieldError], players: int) -> Any:
        if not isinstance(value, list):
            errors.append(FieldError(path, M.NOT_LIST))
            return MISSING
        n_err = len(errors)
        pairs = []
        for i, pair in enumerate(value):
            if not isinstance(pair, list) or len(pair) != 2:
                errors.append(FieldError(f"{path}.{i}", PAIR_SHAPE))
                continue
            a = _seat(pair[0], f"{path}.{i}.0", players, errors)
            b = _seat(pair[1], f"{path}.{i}.1", players, errors)
            if a is not None and b is not None:
                if a == b:
                    errors.append(FieldError(f"{path}.{i}", PAIR_SAME))
                else:
                    pairs.append((a, b))
        return tuple(pairs) if len(errors) == n_err else MISSING

    def to_json(self, value: Any) -> Any:
        return None if value is None else [list(p) for p in value]


class _IntPerSeat(Kind):
    __slots__ = ()

    def read(self, f: Field, value: Any, path: str, errors: list[FieldError], players: int) -> Any:
        if not isinstance(value, list) or len(value) != players:
            errors.append(FieldError(path, PER_SEAT.format(players=players)))
            return MISSING
        n_err = len(errors)
        vals = [INT.read(f, v, f"{path}.{i}", errors, players) for i, v in enumerate(value)]
        return tuple(vals) if len(errors) == n_err else MISSING

    def to_json(self, value: Any) -> Any:
        return None if value is None else list(value)


def _records(
    value: Any, path: str, errors: list[FieldError], keys: tuple[str, ...], shape: Text
) -> list[tuple[str, dict[str, Any]]] | None:
    """A list of objects with exactly `keys` (each item's path and its value), or None after adding errors."""
    if not isinstance(value, list):
        errors.append(FieldError(path, M.NOT_LIST))
        return None
    if len(value) > 40:
        errors.append(FieldError(path, M.TOO_LARGE.format(max=40)))
        return None
    out = []
    for i, item in enumerate(value):
        p = f"{path}.{i}"
        if not isinstance(item, dict):
            errors.append(FieldError(p, shape))
            continue
        n_err = len(errors)
        for key in item:
            if key not in keys:
                errors.append(FieldError(f"{p}.{key}", M.UNKNOWN_FIELD.format(key=key)))
        for key in keys:
            if key not in item:
                errors.append(FieldError(f"{p}.{key}", M.REQUIRED))
        if len(errors) == n_err:
            out.append((p, item))
    return out


def _count(v: Any, path: str, lo: int, errors: list[FieldError]) -> int | None:
    if not _is_int(v):
        errors.append(FieldError(path, M.NOT_INT))
    elif v < lo:
        errors.append(FieldError(path, M.TOO_SMALL.format(min=lo)))
    elif v > 40:
        errors.append(FieldError(path, M.TOO_LARGE.format(max=40)))
    else:
        return cast(int, v)
    return None


class _Claims(Kind):
    """`[{"at": 3, "by": 2}]`: which of a seat's discards (1-based) were claimed, and by whom -> ((at, by), ...)."""

    __slots__ = ()

    def read(self, f: Field, value: Any, path: str, errors: list[FieldError], players: int) -> Any:
        n_err = len(errors)
        items = _records(value, path, errors, ("at", "by"), CLAIM_SHAPE)
        out = []
        for p, item in items or ():
            at = _count(item["at"], f"{p}.at", 1, errors)
            by = _seat(item["by"], f"{p}.by", players, errors)
            if at is not None and by is not None:
                out.append((at, by))
        return tuple(out) if items is not None and len(errors) == n_err else MISSING

    def to_json(self, value: Any) -> Any:
        return None if value is None else [{"at": at, "by": by} for at, by in value]


class _Passes(Kind):
    """`[{"tile": "3m", "from": 1, "after": 2}]`: wins a seat passed -> (Passed, ...)."""

    __slots__ = ()

    def read(self, f: Field, value: Any, path: str, errors: list[FieldError], players: int) -> Any:
        from .model import Passed

        n_err = len(errors)
        items = _records(value, path, errors, ("tile", "from", "after"), PASS_SHAPE)
        out = []
        for p, item in items or ():
            tile = TILE.read(f, item["tile"], f"{p}.tile", errors, players)
            frm = _seat(item["from"], f"{p}.from", players, errors)
            after = _count(item["after"], f"{p}.after", 0, errors)
            if tile is not MISSING and frm is not None and after is not None:
                out.append(Passed(tile=tile, from_seat=frm, after=after))
        return tuple(out) if items is not None and len(errors) == n_err else MISSING

    def to_json(self, value: Any) -> Any:
        if value is None:
            return None
        return [{"tile": to_mpsz([p.tile]), "from": p.from_seat, "after": p.after} for p in value]


BOOL = _Bool("bool")
INT = _Int("int")
CHOICE = _Choice("choice")
INT_LIST = _IntList("int_list")
TILE = _Tile("tile")
TILES = _Tiles("tiles")
SEAT = _Seat("seat")
SEAT_LIST = _SeatList("seat_list")
SEAT_PAIRS = _SeatPairs("seat_pairs")
INT_PER_SEAT = _IntPerSeat("int_per_seat")
CLAIMS = _Claims("claims")
PASSES = _Passes("passes")
KINDS: dict[str, Kind] = {
    k: k for k in (BOOL, INT, CHOICE, INT_LIST, TILE, TILES, SEAT, SEAT_LIST, SEAT_PAIRS, INT_PER_SEAT, CLAIMS, PASSES)
}


def as_kind(name: str) -> Kind:
    """The kind object of a name (`"bool"` -> `BOOL`); a `ValueError` for a name no kind has."""
    if isinstance(name, Kind):
        return name
    try:
        return KINDS[name]
    except KeyError:
        raise ValueError(f"unknown field kind {name!r}") from None


PAIR_SHAPE = N_("must be a list of two seats, like [1, 3]")
PAIR_SAME = N_("the two seats must differ")
PER_SEAT = N_("must be a list with one number per seat ({players})")
CLAIM_SHAPE = N_("must be an object with at (the discard's position, from 1) and by (the seat that claimed it)")
PASS_SHAPE = N_(
    "must be an object with tile, from (the seat that discarded it) and after (how many of its own discards the seat had made then)"
)
