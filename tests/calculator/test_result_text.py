"""The result panel's words: tile groups inside a sentence drawn as tile pictures (the rest escaped text), and the
breakdown's sum shown only when its lines combine."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.utils import translation

from calculator.templatetags.tiles import tile_text


def _tiles(html: str) -> list[str]:
    return re.findall(r'data-tile="([^"]+)"', html)


def test_groups_become_pictures_and_the_rest_stays_text() -> None:
    with translation.override("en"):
        html = str(tile_text("reading: 234m 99s [555z]; 惠牌 as 6s in 567s <b>"))
    assert _tiles(html) == ["2m", "3m", "4m", "9s", "9s", "5z", "5z", "5z", "6s", "5s", "6s", "7s"]
    assert html.count('class="text-tiles"') == 5
    assert html.startswith("reading: <span")
    assert "&lt;b&gt;" in html
    assert "<b>" not in html
    assert "惠牌 as " in html


@pytest.mark.parametrize("text", ["no tiles here", "ura1m", "12345", "1m2", "8z", "x0z"])
def test_what_is_not_a_tile_group_stays_text(text: str) -> None:
    assert _tiles(str(tile_text(text))) == []


@pytest.mark.django_db
def test_a_beijing_result_shows_its_reading_as_tiles() -> None:
    # 实例1: 222p 333s 444s 55s with 111m from seat 2, self-drawn
    q = "players=4&dealer=0&preset=seed&i_flip=9p&s0_won=on&s0_hand=222p333s444s55s&s0_melds=111m%402&s0_by=self_draw"
    page = Client(headers={"Accept-Language": "en"}).get("/beijing/?" + q).content.decode()
    reading = re.search(r'<p class="reading">(.*?)</p>', page, re.S)
    assert reading is not None
    text = re.sub(r"<[^>]+>", "", reading.group(1))
    assert not re.search(r"[0-9][mpsz]\b", text)  # no tile code left as text
    assert sorted(_tiles(reading.group(1))) == sorted(["2p"] * 3 + ["3s"] * 3 + ["4s"] * 3 + ["5s"] * 2 + ["1m"] * 3)


@pytest.mark.parametrize(
    ("items", "total", "unit", "shown"),
    [
        ([{"value": 1}, {"value": 1}, {"value": 2}], 4, "han", "1 + 1 + 2 = 4 han"),
        ([{"value": 2, "op": "x"}, {"value": 2, "op": "x"}], 4, "x", "2 × 2 = ×4"),
        ([{"value": 1}, {"value": 2}, {"value": 2, "op": "x"}], 6, "points", "(1 + 2) × 2 = 6 points"),
        # one line is its own total: no "2 = ×2", no "3 = 3 fan"; a line set aside does not count
        ([{"value": 2, "op": "x"}], 2, "x", ""),
        ([{"value": 3}, {"value": 8000, "op": ""}], 3, "fan", ""),
    ],
)
def test_the_breakdown_sum_is_shown_only_when_lines_combine(items, total, unit, shown) -> None:
    from calculator.result_page import _expression

    with translation.override("en"):
        assert _expression(items, total, unit) == shown
