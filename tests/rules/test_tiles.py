from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules import tiles
from rules.tiles import TileError, parse, to_mpsz


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param("123m", (0, 1, 2), id="mpsz-run"),
        pytest.param("1m2m3m", (0, 1, 2), id="mpsz-each"),
        pytest.param("0m0p0s", (34, 35, 36), id="red-fives"),
        pytest.param("1234567z", tuple(range(27, 34)), id="honors"),
        pytest.param("一万 五筒 九条 东 中 白板", (0, 13, 26, 27, 33, 31), id="names-simplified"),
        pytest.param("一萬五筒九條東風紅中發財", (0, 13, 26, 27, 33, 32), id="names-traditional-no-spaces"),
        pytest.param("5万 1p 幺鸡", (4, 9, 18), id="names-mixed"),
        pytest.param("赤五萬", (34,), id="red-name"),
        pytest.param("12m, 3m", (0, 1, 2), id="separators"),
        pytest.param("", (), id="empty"),
    ],
)
def test_parse_reads_both_notations(text: str, expected: tuple[int, ...]) -> None:
    assert parse(text) == expected


@pytest.mark.parametrize(
    ("text", "position"),
    [
        pytest.param("12x3m", 3, id="bad-char"),
        pytest.param("123", 1, id="no-suit"),
        pytest.param("m123", 1, id="suit-first"),
        pytest.param("8z", 1, id="no-8z"),
        pytest.param("123m 45", 6, id="trailing-digits"),
        pytest.param("一万 十万", 4, id="bad-name"),
    ],
)
def test_parse_error_names_the_position(text: str, position: int) -> None:
    with pytest.raises(TileError) as e:
        parse(text)
    assert e.value.position == position
    assert str(position) in e.value.text.get("en")
    assert str(position) in e.value.text.get("zh-hans")


def test_names_and_mpsz_round_trip_for_every_tile() -> None:
    for t in (*range(34), 34, 35, 36):
        for lang in ("zh-hans", "zh-hant", "ja"):
            assert parse(tiles.tile_name(t, lang)) == (t,)
        assert parse(to_mpsz([t])) == (t,)


@given(st.lists(st.sampled_from([*range(34), 34, 35, 36]), max_size=20))
def test_mpsz_round_trip(ts: list[int]) -> None:
    assert sorted(parse(to_mpsz(ts))) == sorted(ts)


@given(st.text(max_size=30))
def test_parse_never_fails_unexpectedly(text: str) -> None:
    try:
        parse(text)
    except TileError as e:
        message = e.text.get("en")
    else:
        message = "parsed"
    assert message


def test_successors_wrap() -> None:
    assert tiles.next_in_suit(8) == 0
    assert tiles.prev_in_suit(9) == 17
    assert tiles.kind(35) == 13


def test_parse_memo_gives_the_same_tiles_and_the_same_errors_again() -> None:
    for _ in range(2):
        assert tiles.parse("123m0p55z") == (0, 1, 2, 35, 31, 31)
        with pytest.raises(tiles.TileError):
            tiles.parse("8z")


def test_tile_str_table_is_to_mpsz() -> None:
    assert [tiles.tile_str(t) for t in range(37)] == [tiles.to_mpsz([t]) for t in range(37)]
