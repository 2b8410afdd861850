"""The result panel's words: tile groups inside a sentence drawn as tile pictures (the rest escaped text), and the
breakdown's sum shown only when its lines combine."""

from __future__ import annotations

import re
from typing import Any

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


def _messages() -> list[tuple[str, str, Any, str]]:
    from rules.history import MELD_NOT_CLAIMED, NEEDS_DISCARDS
    from rules.refs import FieldRef, SeatRef
    from rules.riichi import messages as RM
    from rules.riichi.settlement import TENPAI_NEEDED
    from rules.wenzhou import messages as WM

    flip = WM.FLIP_REQUIRED.format(flip=FieldRef("indicators.flip", quoted=False))
    return [
        ("zh-hans", "wenzhou", flip, "请给出翻牌（财神）（一张牌）"),
        ("en", "wenzhou", flip, "give Flipped tile (财神 cái shén) (one tile)"),
        (
            "zh-hans",
            "riichi",
            NEEDS_DISCARDS.format(key=FieldRef("riichi_at")),
            "填了立直宣言牌就要同时给出这一家的舍牌",
        ),
        ("zh-hans", "riichi", TENPAI_NEEDED.format(tenpai=FieldRef("tenpai")), "给出听牌或手牌"),
        (
            "zh-hans",
            "wenzhou",
            MELD_NOT_CLAIMED.format(seat=SeatRef(2), claimed=FieldRef("claimed")),
            "西的舍牌已给出，但没有一张标明被这一家吃碰杠（请在它的被吃碰杠的舍牌里写明）",
        ),
        ("ja", "riichi", NEEDS_DISCARDS.format(key=FieldRef("passed")), "見逃した当たり牌を書くときは"),
        ("en", "riichi", NEEDS_DISCARDS.format(key=FieldRef("passed")), "too: Wins passed counts"),
        (
            "en",
            "riichi",
            RM.AFTER_KONG_SELF_DRAW.format(after_kong=FieldRef("after_kong", quoted=False)),
            "On a kong replacement tile",
        ),
    ]


@pytest.mark.parametrize(("lang", "key", "message", "expected"), _messages())
def test_a_rules_message_names_fields_by_their_labels_on_a_page(
    lang: str, key: str, message: Any, expected: str
) -> None:
    """A message names its fields and seats by reference (its parts): a page says them in its own words, the
    field by its label, the seat by its wind; nothing reads the message's words back."""
    from calculator.forms import calculator_form
    from calculator.result_page import Words, field_labels
    from rules import registry
    from rules.refs import parts_json

    rs = registry.RULE_SETS[key]
    with translation.override(lang):
        form = calculator_form(rs, lang, seat_label=lambda i: f"S{i}")
        words = Words(rs, dealer=0, players=4, lang=lang, labels=field_labels(form))
        text = "".join(seg["text"] for seg in words.segments(message.get(lang), parts_json(message, lang)))
    assert expected in text, text
    if lang != "en":
        assert not re.search(r"[a-z]{4,}", text), text
    assert "`" not in text


@pytest.mark.parametrize("lang", ["zh-hans", "zh-hant", "ja", "en"])
def test_the_pages_punctuate_in_their_language(lang: str) -> None:
    # the labels, the result's headings and sums, the rule page's lists: 手牌：, 东 · 庄：2 番, 七对子、推倒和
    c = Client(headers={"Accept-Language": lang})
    win = "players=4&dealer=0&preset=seed&s1_won=on&s1_hand=234m345p456s678s55p&s1_tile=8s&s1_by=discard&s1_from=2"
    pages = [c.get(f"/riichi/?{win}").content.decode(), c.get("/beijing/rules/").content.decode()]
    for html in pages:
        body = re.sub(r'<blockquote class="seed".*?</blockquote>', "", html.split("<body", 1)[1], flags=re.S)
        text = re.sub(r"<[^>]+>", " ", body)  # (the rule documents are quoted as written: left out)
        # (the mark as typed stays: "座位、: 和当时…" says to type ":")
        half = re.findall(r"[\u3040-\u30ff\u3400-\u9fff][:,;]|(?<!、)[:,;] ?[\u3040-\u30ff\u3400-\u9fff]", text)
        if lang == "en":
            assert "：" not in text
        else:
            assert half == [], half[:10]
    if lang != "en":
        assert re.search(r"<label[^>]*>[^<]+：</label>", pages[0])
        assert "、" in pages[1]
    else:
        assert re.search(r"<label[^>]*>Hand:</label>", pages[0])


def test_a_meld_s_brackets_stay_with_its_tiles() -> None:
    with translation.override("zh-hans"):
        html = str(tile_text("读法：234m [111m] 99s"))
    assert re.search(r'<span class="text-tiles">\[<span', html)
    assert re.search(r"</span>\]</span>", html)
    assert html.count('class="text-tiles"') == 3
