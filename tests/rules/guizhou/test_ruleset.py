"""The rule set's data and answer: options of the seed with their defaults, names in every language, breakdowns."""

from __future__ import annotations

import pytest

from rules import describe_rulesets
from rules.guizhou import RULE_SET
from rules.text import LANGS

from .support import PH, kong, request, settle, win


def test_registered_with_seed_shape() -> None:
    assert RULE_SET.players == (2, 3, 4)
    assert RULE_SET.kinds == frozenset(range(27))
    assert not RULE_SET.allows_chi
    assert RULE_SET.declarations == frozenset({"baoting"})


@pytest.mark.parametrize(
    ("key", "default"),
    [
        pytest.param("deal", "three_suits", id="deal"),
        pytest.param("dealer_double", True, id="dealer-double"),
        pytest.param("ze_ren_ji", True, id="ze-ren-ji"),
        pytest.param("bao_ji", True, id="bao-ji"),
        pytest.param("yi_pao_duo_xiang", True, id="yi-pao-duo-xiang"),
        pytest.param("chicken_1p", False, id="chicken-1p"),
        pytest.param("chicken_1m", False, id="chicken-1m"),
        pytest.param("flip_chicken", "next", id="flip-chicken"),
        pytest.param("man_tang_ji", False, id="man-tang-ji"),
        pytest.param("fa_peng_gang_ji", False, id="fa-peng-gang-ji"),
        pytest.param("bao_gang", False, id="bao-gang"),
        pytest.param("re_pao_shao_dou", True, id="re-pao-shao-dou"),
        pytest.param("re_pao_shao_ji", True, id="re-pao-shao-ji"),
        pytest.param("qiang_gang_shao_dou", True, id="qiang-gang-shao-dou"),
        pytest.param("qiang_gang_shao_ji", True, id="qiang-gang-shao-ji"),
        pytest.param("zi_mo_double", False, id="zi-mo-double"),
        pytest.param("re_pao_double", False, id="re-pao-double"),
        pytest.param("gang_kai_double", False, id="gang-kai-double"),
        pytest.param("pattern_double", False, id="pattern-double"),
        pytest.param("men_dou_double", False, id="men-dou-double"),
        pytest.param("hun_wu_qing_shi", False, id="hun-wu-qing-shi"),
        pytest.param("cha_jiao_quan_bao", False, id="cha-jiao-quan-bao"),
        pytest.param("lian_zhuang_points", 0, id="lian-zhuang-points"),
        pytest.param("gang_shang_hua_points", 0, id="gang-shang-hua-points"),
    ],
)
def test_option_defaults(key: str, default: object) -> None:
    opt = RULE_SET.option(key)
    assert opt is not None
    assert opt.default == default
    assert opt.ref is not None


def test_reasons_cover_every_payment_in_four_languages() -> None:
    assert set(RULE_SET.reasons) == {
        "hand",
        "kong",
        "chicken",
        "responsibility_chicken",
        "bao_chicken",
        "bao_kong",
        "chajiao",
    }
    for name in RULE_SET.reasons.values():
        assert all(name.get(lang) for lang in LANGS)


def test_breakdown_lines_in_the_request_language() -> None:
    # 报听 平胡 self-drawn with 自摸翻倍: 平胡 1 + 报听 4 = 5, x2 = 10.
    data = request([{}, win(PH, "5s", baoting=True), {}, {}], options={"zi_mo_double": True}, lang="zh-hans")
    ans, _ = settle(data)
    (hand,) = ans["hands"]
    assert [(i["key"], i["name"], i["value"]) for i in hand["items"]] == [
        ("ping_hu", "平胡", 1),
        ("bao_ting", "报听", 4),
        ("zi_mo_double", "自摸翻倍", 2),
    ]
    assert hand["total"] == 10
    assert ans["seat_status"] == ["noten", "win", "noten", "noten"]
    assert {p["reason_name"] for p in ans["payments"]} == {"和牌牌型分"}


def test_payment_notes_explain_kongs_and_dealer_doubling() -> None:
    data = request([{}, win("234m456m234s55s", "5s", "discard", 2, melds=[kong("7777p")]), {}, {}], lang="en")
    ans, _ = settle(data)
    notes = {(p["from"], p["reason"]): p.get("note") for p in ans["payments"]}
    assert notes[(0, "kong")] == "Concealed kong 7p; Dealer doubling ×2"
    assert notes[(2, "kong")] == "Concealed kong 7p"


def test_draw_hand_shows_waits() -> None:
    data = request([{"tenpai": False}, {"hand": "222m444s666s888m9m"}, {"tenpai": False}, {"tenpai": False}])
    ans, _ = settle(data)
    (hand,) = ans["hands"]
    assert hand["waits"] == "79m"
    assert hand["best_wait"] == "9m"
    assert [i["key"] for i in hand["items"]] == ["da_dui_zi"]


def test_description_lists_facts_and_options() -> None:
    (rs,) = [r for r in describe_rulesets("en")["rulesets"] if r["key"] == "guizhou"]
    assert {f["key"] for f in rs["seat_fields"]} == {"chicken_discards", "chickens", "hanbao_kongs", "chajiao_pattern"}
    assert "chongfeng_seat" in {f["key"] for f in rs["table"]}
    assert [f["key"] for f in rs["indicators"]] == ["flip"]
    assert len(rs["options"]) == len(RULE_SET.options)
