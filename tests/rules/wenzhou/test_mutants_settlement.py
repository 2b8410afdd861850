"""Wenzhou settlement (rules/wenzhou/settlement.py): the cases its surviving mutants showed untested.

Rules: seed 002 and rules-brief "Wenzhou": 16 tiles + the winning one (five sets and a pair); the flip
itself is the 财神 (with a 白板 flip there is no stand-in); classes 平胡 x1, 软牌 x1, 硬牌 x2 (a self-drawn
hard hand, or 三财神); the first special win doubles, a second one adds nothing ("only once"); the
multiplier is capped at 4 (双翻: hard 2 x special 2). A share is base x multiplier; the dealer's base
climbs the progression (default 10, 20, 30, 40) with the streak and stays at its last value; a pair
of non-dealers uses the first value. With 点炮包赔 the discarder pays every share. 财神钱: each seat
holding n 财神 gets n x points from each other seat.
"""

from __future__ import annotations

from typing import Any

import rules
from tests.support.settlement import check_settlement

PLAIN = "123m456789p234789s77z"  # 123m 456p 789p 234s 789s 77z: no 财神 (5m) in it


def _seat(hand: str, tile: str, by: str, frm: int | None = None, **flags: Any) -> dict[str, Any]:
    w: dict[str, Any] = {"tile": tile, "by": by, **flags}
    if frm is not None:
        w["from"] = frm
    return {"hand": hand, "win": w}


def _score(seats: list[dict[str, Any]], *, flip: str = "5m", lang: str = "en", **top: Any) -> dict[str, Any]:
    data = {"ruleset": "wenzhou", "lang": lang, "indicators": {"flip": flip}, "seats": seats, **top}
    status, answer = rules.score_request(data)
    assert status == 200, answer
    return check_settlement(answer)


def _pays(answer: dict[str, Any]) -> list[tuple[int, int, int, str, str | None]]:
    return [(p["from"], p["to"], p["amount"], p["reason"], p.get("note")) for p in answer["payments"]]


def test_discarder_pays_every_share_at_the_top_of_the_progression() -> None:
    # Seat 2 wins PLAIN on seat 1's discard: no 财神, not self-drawn: 平胡 x1. Dealer seat 0 on a streak of
    # 4: its base is the progression's last value, 40 (10, 20, 30, 40: streak 4 >= 4 values).
    # Shares: seat 0's (a dealer pair) 40 x 1 = 40, seat 1's and seat 3's (non-dealer pairs) 10 x 1 = 10;
    # 点炮包赔: seat 1 pays all three, 60; the two it pays for say whose share.
    answer = _score(
        [{}, {}, _seat(PLAIN, "1m", "discard", 1), {}],
        dealer=0,
        dealer_streak=4,
        options={"discarder_pays_all": True},
    )
    (hand,) = answer["hands"]
    assert (hand["seat"], hand["unit"], hand["total"], hand["multiplier"], hand["cai_shen"]) == (2, "x", 1, 1, "5m")
    assert hand["items"] == [{"key": "ping_hu", "name": hand["items"][0]["name"], "value": 1, "op": "x"}]
    assert _pays(answer) == [
        (1, 2, 40, "hand", "base 40 × 1 = 40 (seat 0's share)"),
        (1, 2, 10, "hand", "base 10 × 1 = 10"),
        (1, 2, 10, "hand", "base 10 × 1 = 10 (seat 3's share)"),
    ]
    assert answer["net"] == [0, -60, 60, 0]
    assert answer["notes"] == [
        "Wildcard (财神 cái shén): 5m (flip 5m); white dragon (白板 bái bǎn) stands for 5m; the flipped tile goes back into play: "
        "all four wildcards (财神 cái shén) are in play",
        "dealer streak 4: the base stays at the progression's last value, 40",
    ]


def test_the_notes_name_the_cai_shen_in_every_language() -> None:
    # the same hand: the 财神 (五万, the flip itself) named in each language's own words, English in mpsz
    seats = [{}, {}, _seat(PLAIN, "1m", "discard", 1), {}]
    notes = {lang: _score(seats, lang=lang, dealer_streak=4)["notes"] for lang in ("zh-hans", "zh-hant", "ja")}
    assert notes["zh-hans"] == [
        "财神：五万（翻牌 五万）；白板作五万用；翻牌回到牌中，4 张财神都在牌局里",
        "连庄 4 次，底分停在进阶表的最后一个数 40",
    ]
    assert notes["zh-hant"] == [
        "財神：五萬（翻牌 五萬）；白板作五萬用；翻牌回到牌中，4 張財神都在牌局裡",
        "連莊 4 次，底分停在進階表的最後一個數 40",
    ]
    assert notes["ja"] == [
        "財神：五萬（めくり牌 五萬）。白板は 五萬 として使います。めくり牌は牌山に戻り、財神は 4 枚とも場にあります",
        "連荘 4 回：底点は進階表の最後の値 40 のまま",
    ]


def test_a_draw_on_a_long_streak_has_no_base_note() -> None:
    # no winner: nothing is paid, so the base held at 40 is not mentioned
    answer = _score([{}, {}, {}, {}], dealer_streak=4)
    assert answer["payments"] == []
    assert len(answer["notes"]) == 1


def test_a_white_flip_has_no_stand_in() -> None:
    # flip 白板 (5z): 白板 is the 财神 and nothing stands for it; seat 0 (dealer, streak 0: base 10)
    # self-draws PLAIN: hard (no 财神) and self-drawn: 硬牌 x2; each of 3 pays 10 x 2 = 20
    answer = _score([_seat(PLAIN, "1m", "self_draw"), {}, {}, {}], flip="5z")
    assert answer["notes"] == [
        "Wildcard (财神 cái shén): 5z (flip 5z); the flip is the white dragon (白板 bái bǎn), so the white dragon is the "
        "wildcard (财神 cái shén) and no tile stands in for it; the flipped tile goes back into play: all four "
        "wildcards (财神 cái shén) are in play"
    ]
    assert answer["net"] == [60, -20, -20, -20]


def test_three_cai_shen_on_the_first_draw_double_once_and_cap_at_four() -> None:
    # Dealer seat 0 holds 555m (three 财神) and self-draws on its first turn (天胡):
    # 三财神 makes it hard, x2 ("three 财神 count as hard"); specials 天胡 (doubles: 2, no detail) and
    # 三财神 (1: "special wins double only once"); 2 x 2 = 4 = the cap, shown as 双翻 4 ("hard 2 x special 2").
    # Each of the three pays base 10 x 4 = 40.
    answer = _score([_seat("123m456789p234s77z555m", "1m", "self_draw", first_turn=True), {}, {}, {}])
    (hand,) = answer["hands"]
    items = [{k: v for k, v in i.items() if k != "name"} for i in hand["items"]]
    assert items == [
        {"key": "ying_pai", "value": 2, "detail": "three wildcards (财神 cái shén) count as hard", "op": "x"},
        {"key": "tian_hu", "value": 2, "op": "x"},
        {"key": "san_cai_shen", "value": 1, "detail": "special wins double only once", "op": "x"},
        {"key": "shuang_fan", "value": 4, "detail": "hard 2 × special 2", "op": ""},
    ]
    assert hand["total"] == 4
    assert _pays(answer) == [(p, 0, 40, "hand", "base 10 × 4 = 40") for p in (1, 2, 3)]


def test_cai_shen_money_from_every_other_seat() -> None:
    # 财神钱 at 5 points: seat 0 holds three 财神 (3 x 5 = 15 from each other seat), seat 2 one (1 x 5 = 5
    # from each other seat), seats 1 and 3 none. The hand: seat 0 (dealer) wins on seat 2's discard with
    # 555m: 三财神 hard x2, doubled once by the special: x4; seat 2 pays 10 x 4 = 40.
    seats = [
        _seat("123m456789p234s77z555m", "1m", "discard", 2),
        {"cai_shen": 0},
        {"hand": "123m456789p234789s5m"},
        {"cai_shen": 0},
    ]
    answer = _score(seats, options={"cai_shen_qian": True, "cai_shen_qian_points": 5})
    assert _pays(answer) == [
        (2, 0, 40, "hand", "base 10 × 4 = 40"),
        (1, 0, 15, "cai_shen_qian", "Wildcard (财神 cái shén) ×3 × 5"),
        (2, 0, 15, "cai_shen_qian", "Wildcard (财神 cái shén) ×3 × 5"),
        (3, 0, 15, "cai_shen_qian", "Wildcard (财神 cái shén) ×3 × 5"),
        (0, 2, 5, "cai_shen_qian", "Wildcard (财神 cái shén) ×1 × 5"),
        (1, 2, 5, "cai_shen_qian", "Wildcard (财神 cái shén) ×1 × 5"),
        (3, 2, 5, "cai_shen_qian", "Wildcard (财神 cái shén) ×1 × 5"),
    ]
    # seat 0: 40 + 45 - 5 = 80; seat 1: -15 - 5 = -20; seat 2: -40 - 15 + 15 = -40; seat 3: -20
    assert answer["net"] == [80, -20, -40, -20]


def test_a_soft_hand_reads_the_cai_shen_as_the_tile_it_stands_for() -> None:
    # PLAIN with one 7z replaced by the 财神 5m, won on a discard: the 5m completes the 77z pair: 软牌 x1
    answer = _score([_seat("123m456789p234789s7z5m", "7z", "discard", 2), {}, {}, {}])
    (hand,) = answer["hands"]
    assert [(i["key"], i["value"]) for i in hand["items"]] == [("ruan_pai", 1)]
    assert hand["reading"] == "Wildcard (财神 cái shén) as 7z in 77z"
