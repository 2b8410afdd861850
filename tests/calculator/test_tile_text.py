"""Tile groups inside a sentence (a result's reading) are drawn as tile pictures, the rest stays escaped text."""

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
