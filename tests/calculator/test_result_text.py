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


@pytest.mark.parametrize(
    ("lang", "message", "expected"),
    [
        ("zh-hans", "温州麻将要翻一张牌定财神：请给出 indicators.flip（一张牌）", "请给出翻牌（财神）（一张牌）"),
        ("zh-hans", "填了 riichi_at 就要同时给出这一家的舍牌，位置按它来数", "填了立直宣言牌就要同时给出这一家的舍牌"),
        ("zh-hans", "荒牌流局要知道每家是否听牌：给出 tenpai 或手牌", "给出听牌或手牌"),
        ("zh-hans", "座位 2 的舍牌已给出（请在它的 claimed 里写明）", "西的舍牌已给出（请在它的被吃碰杠的舍牌里写明）"),
        ("ja", "{n} を書くときはこの席の捨て牌も必要です".replace("{n}", "passed"), "見逃した当たり牌を書くときは"),
        ("en", "give this seat's discards too: `passed` counts positions in them", "too: Wins passed counts"),
        (
            "en",
            "after_kong needs a self-drawn win",
            "On a kong replacement tile (杠上开花) needs a self-drawn",
        ),
        ("en", "so it was no win passed", "so it was no win passed"),  # a plain word stays a word
        ("en", "Wenzhou flips one tile: give indicators.flip (one tile)", "give Flipped tile (财神) (one tile)"),
    ],
)
def test_a_rules_message_names_fields_by_their_labels_on_a_page(lang: str, message: str, expected: str) -> None:
    # the rules' messages are written for the API (field keys and paths); a page names the fields as it shows them
    from calculator.forms import calculator_form
    from calculator.result_page import players_words
    from rules import registry

    with translation.override(lang):
        # (the riichi declaration tile is a field of the rule set that has the declaration)
        key = "riichi" if "riichi_at" in message else "wenzhou"
        form = calculator_form(registry.RULE_SETS[key], lang, seat_label=lambda i: f"S{i}")
        text = players_words(message, form, dealer=0, players=4, lang=lang)
    assert expected in text, text
    if lang != "en":
        assert not re.search(r"[a-z]{4,}", text), text


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
