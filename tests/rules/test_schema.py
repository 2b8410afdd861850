"""Field kinds (rules/kinds.py) and the JSON side of fields (rules/schema.py): every kind, limit and message."""

from __future__ import annotations

from typing import Any

import pytest

from rules import kinds as K
from rules import messages as M
from rules.model import Field, FieldError
from rules.schema import coerce, describe, is_missing, to_json
from rules.text import T, Text

_W = T("名", "名", "名", "name")


def _field(kind: Any, **kw: Any) -> Field:
    return Field(key="f", kind=kind, names=_W, explanation=_W, **kw)


def _read(f: Field, value: Any, players: int = 4) -> tuple[Any, list[tuple[str, str]]]:
    errors: list[FieldError] = []
    v = coerce(f, value, "options.f", errors, players=players)
    return v, [(e.field, e.message.get("en")) for e in errors]


# ------------------------------------------------------------ accepted values ---


@pytest.mark.parametrize(
    ("field", "value", "typed"),
    [
        pytest.param(_field(K.BOOL), True, True, id="bool-true"),
        pytest.param(_field(K.BOOL), False, False, id="bool-false"),
        pytest.param(_field(K.INT, min=0, max=10), 0, 0, id="int-at-min"),
        pytest.param(_field(K.INT, min=0, max=10), 10, 10, id="int-at-max"),
        pytest.param(_field(K.INT), -(10**6), -(10**6), id="int-unbounded"),
        pytest.param(_field(K.CHOICE, choices=((2, _W), (4, _W))), 4, 4, id="choice-int"),
        pytest.param(_field(K.CHOICE, choices=(("a", _W), ("b", _W))), "b", "b", id="choice-str"),
        pytest.param(_field(K.INT_LIST, min=1, max=9), [1, 9, 5], (1, 9, 5), id="int-list"),
        pytest.param(_field(K.TILE), "5p", 13, id="tile"),
        pytest.param(_field(K.TILE), "0s", 36, id="tile-red"),
        pytest.param(_field(K.TILES), "123m东", (0, 1, 2, 27), id="tiles-mixed"),
        pytest.param(_field(K.TILES), "", (), id="tiles-empty"),
        pytest.param(_field(K.SEAT), 3, 3, id="seat"),
        pytest.param(_field(K.SEAT_LIST), [0, 2], (0, 2), id="seat-list"),
        pytest.param(_field(K.SEAT_LIST), [], (), id="seat-list-empty"),
        pytest.param(_field(K.SEAT_PAIRS), [[1, 3], [0, 2]], ((1, 3), (0, 2)), id="seat-pairs"),
        pytest.param(_field(K.INT_PER_SEAT, min=0), [0, 3, 0, 1], (0, 3, 0, 1), id="int-per-seat"),
    ],
)
def test_each_kind_reads_its_values(field: Field, value: Any, typed: Any) -> None:
    assert _read(field, value) == (typed, [])


# ------------------------------------------------------------ refused values ---


@pytest.mark.parametrize(
    ("field", "value", "errors"),
    [
        pytest.param(_field(K.BOOL), 1, [("options.f", M.NOT_BOOL.get("en"))], id="bool-not-int"),
        pytest.param(_field(K.BOOL), "true", [("options.f", M.NOT_BOOL.get("en"))], id="bool-not-str"),
        pytest.param(_field(K.BOOL), None, [("options.f", M.NOT_BOOL.get("en"))], id="bool-not-null"),
        pytest.param(_field(K.INT), True, [("options.f", M.NOT_INT.get("en"))], id="int-not-bool"),
        pytest.param(_field(K.INT), 1.0, [("options.f", M.NOT_INT.get("en"))], id="int-not-float"),
        pytest.param(_field(K.INT), "3", [("options.f", M.NOT_INT.get("en"))], id="int-not-str"),
        pytest.param(_field(K.INT, min=1), 0, [("options.f", "must be at least 1")], id="int-below-min"),
        pytest.param(_field(K.INT, max=9), 10, [("options.f", "must be at most 9")], id="int-above-max"),
        pytest.param(
            _field(K.CHOICE, choices=((2, _W), (4, _W))), 3, [("options.f", "'3' is not one of: 2, 4")], id="choice"
        ),
        pytest.param(
            _field(K.CHOICE, choices=((2, _W), (4, _W))),
            4.0,
            [("options.f", "'4.0' is not one of: 2, 4")],
            id="choice-type-matters",
        ),
        pytest.param(
            _field(K.CHOICE, choices=((1, _W),)), True, [("options.f", "'True' is not one of: 1")], id="choice-not-bool"
        ),
        pytest.param(
            _field(K.CHOICE, choices=(("a", _W),), message=T("x", "x", "x", "say a")),
            "b",
            [("options.f", "say a")],
            id="choice-own-message",
        ),
        pytest.param(_field(K.INT_LIST), [], [("options.f", M.NOT_LIST.get("en"))], id="int-list-empty"),
        pytest.param(_field(K.INT_LIST), 3, [("options.f", M.NOT_LIST.get("en"))], id="int-list-not-list"),
        pytest.param(
            _field(K.INT_LIST, min=1, max=5),
            [1, 0, "x", 6],
            [
                ("options.f.1", "must be at least 1"),
                ("options.f.2", M.NOT_INT.get("en")),
                ("options.f.3", "must be at most 5"),
            ],
            id="int-list-items-named",
        ),
        pytest.param(_field(K.TILE), 5, [("options.f", M.NOT_STRING.get("en"))], id="tile-not-str"),
        pytest.param(
            _field(K.TILE), "12m", [("options.f", "exactly one tile is expected here; found 2")], id="tile-two"
        ),
        pytest.param(
            _field(K.TILES), "8z", [("options.f", "position 1: honors are 1z to 7z; there is no 8z")], id="8z"
        ),
        pytest.param(
            _field(K.TILES),
            "12",
            [("options.f", "the digits from position 1 have no suit letter (m p s z) after them")],
        ),
        pytest.param(_field(K.TILES), ["1m"], [("options.f", M.NOT_STRING.get("en"))], id="tiles-not-str"),
        pytest.param(_field(K.SEAT), 4, [("options.f", "a seat number from 0 to 3")], id="seat-too-high"),
        pytest.param(_field(K.SEAT), -1, [("options.f", "a seat number from 0 to 3")], id="seat-negative"),
        pytest.param(_field(K.SEAT), "1", [("options.f", M.NOT_INT.get("en"))], id="seat-not-int"),
        pytest.param(_field(K.SEAT_LIST), 1, [("options.f", M.NOT_LIST.get("en"))], id="seat-list-not-list"),
        pytest.param(
            _field(K.SEAT_LIST), [0, 9], [("options.f.1", "a seat number from 0 to 3")], id="seat-list-item-named"
        ),
        pytest.param(_field(K.SEAT_PAIRS), {}, [("options.f", M.NOT_LIST.get("en"))], id="pairs-not-list"),
        pytest.param(
            _field(K.SEAT_PAIRS), [[1]], [("options.f.0", "must be a list of two seats, like [1, 3]")], id="pair-short"
        ),
        pytest.param(
            _field(K.SEAT_PAIRS), [[1, 1]], [("options.f.0", "the two seats must differ")], id="pair-same-seat"
        ),
        pytest.param(
            _field(K.SEAT_PAIRS),
            [[0, 5]],
            [("options.f.0.1", "a seat number from 0 to 3")],
            id="pair-seat-named",
        ),
        pytest.param(
            _field(K.INT_PER_SEAT),
            [1, 2, 3],
            [("options.f", "must be a list with one number per seat (4)")],
            id="per-seat-count",
        ),
        pytest.param(
            _field(K.INT_PER_SEAT, min=0, max=5),
            [0, -1, 6, True],
            [
                ("options.f.1", "must be at least 0"),
                ("options.f.2", "must be at most 5"),
                ("options.f.3", M.NOT_INT.get("en")),
            ],
            id="per-seat-items-named",
        ),
    ],
)
def test_each_kind_refuses_with_a_message_naming_the_field(
    field: Field, value: Any, errors: list[tuple[str, str]]
) -> None:
    v, got = _read(field, value)
    assert is_missing(v)
    assert got == errors


def test_seat_limits_follow_the_number_of_players() -> None:
    assert _read(_field(K.SEAT), 2, players=3) == (2, [])
    assert _read(_field(K.SEAT), 3, players=3)[1] == [("options.f", "a seat number from 0 to 2")]
    assert _read(_field(K.INT_PER_SEAT), [0, 0], players=2) == ((0, 0), [])


# ------------------------------------------------------------ kinds as objects ---


def test_a_kind_is_an_object_that_is_also_its_name() -> None:
    assert K.BOOL == "bool"
    assert isinstance(K.TILES, K.Kind)
    assert {str(k) for k in K.KINDS.values()} == {
        "bool",
        "int",
        "choice",
        "int_list",
        "tile",
        "tiles",
        "seat",
        "seat_list",
        "seat_pairs",
        "int_per_seat",
        "claims",
        "passes",
    }


def test_a_field_declared_with_a_kind_name_gets_the_kind_object() -> None:
    f = Field(key="x", kind="tiles", names=_W, explanation=_W)  # type: ignore[arg-type]
    assert f.kind is K.TILES


def test_an_unknown_kind_name_is_refused_when_declared() -> None:
    with pytest.raises(ValueError, match="unknown field kind 'colour'"):
        Field(key="x", kind="colour", names=_W, explanation=_W)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("field", "value", "shown"),
    [
        pytest.param(_field(K.BOOL), True, True, id="bool"),
        pytest.param(_field(K.TILE), 36, "0s", id="tile"),
        pytest.param(_field(K.TILES), (27, 0, 1), "1z12m", id="tiles-in-order"),
        pytest.param(_field(K.INT_LIST), (10, 20), [10, 20], id="int-list"),
        pytest.param(_field(K.SEAT_LIST), (1,), [1], id="seat-list"),
        pytest.param(_field(K.SEAT_PAIRS), ((1, 3),), [[1, 3]], id="seat-pairs"),
        pytest.param(_field(K.INT_PER_SEAT), (0, 1, 0, 0), [0, 1, 0, 0], id="per-seat"),
        pytest.param(_field(K.TILE), None, None, id="none"),
    ],
)
def test_to_json_writes_back_what_read_accepts(field: Field, value: Any, shown: Any) -> None:
    assert to_json(field, value) == shown
    if value is not None:
        assert _read(field, shown) == (value, [])


def test_describe_gives_type_limits_choices_and_words() -> None:
    f = Field(
        key="k",
        kind=K.CHOICE,
        default="a",
        names=T("甲", "甲", "甲", "Name"),
        explanation=T("乙", "乙", "乙", "Why"),
        choices=(("a", T("一", "一", "一", "one")),),
        min=1,
        max=3,
        group="g",
    )
    assert describe(f, "en") == {
        "key": "k",
        "type": "choice",
        "default": "a",
        "name": "Name",
        "explanation": "Why",
        "choices": [{"value": "a", "name": "one"}],
        "min": 1,
        "max": 3,
        "group": "g",
    }
    assert describe(_field(K.TILES, default=(0,)), "ja")["default"] == "1m"


def test_messages_are_text_in_four_languages() -> None:
    errors: list[FieldError] = []
    coerce(_field(K.INT, max=3), 9, "p", errors)
    assert isinstance(errors[0].message, Text)
    assert errors[0].message.get("zh-hans") == "不能大于 3"
    assert errors[0].message.get("ja") == "3 以下にしてください"
