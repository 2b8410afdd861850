"""Rejected hands and facts: each answer names the field and says which rule forbids it."""

from __future__ import annotations

from typing import Any

import pytest

from .support import PH, errors, kong, pon, request, win

CASES = [
    pytest.param(
        # 平胡 on a discard with no kong, no 热炮, no 抢杠, no 地胡 (lines 83, 109, 115)
        request([{}, win(PH, "5s", "discard", 2), {}, {}]),
        "seats.1.win.by",
        "pass",
        id="ping-hu-discard-without-pass",
    ),
    pytest.param(
        # 缺一门 (line 121): the winning hand has all three suits
        request([{}, win(PH, "5s"), {}, {}], options={"deal": "missing_suit"}),
        "seats.1.hand",
        "missing suit",
        id="que-yi-men-broken",
    ),
    pytest.param(
        # a fifth 1s: three in the winner's hand, one melded... the fifth among discards
        request([{}, win("111s456m789p234s55s", "5s"), {}, {"tenpai": False, "chicken_discards": "1s1s"}]),
        "seats.3.chicken_discards",
        "fifth 1s",
        id="fifth-1s-in-discards",
    ),
    pytest.param(
        # a fifth 1s in hands and melds (the common check)
        request([{}, win("111s456m789p234s55s", "5s"), {"melds": [pon("111s", 3)], "tenpai": True}, {}]),
        "seats.2.melds.0.tiles",
        "fifth 1s",
        id="fifth-1s-in-melds",
    ),
    pytest.param(
        # 冲锋鸡 claimed by its own discarder (line 69)
        request(
            [{}, win(PH, "5s"), {"melds": [pon("111s", 3)], "tenpai": True}, {"tenpai": False}],
            table={"chongfeng_seat": 2, "chongfeng_claimed_by": 2},
        ),
        "table.chongfeng_claimed_by",
        "cannot be claimed by the seat that discarded it",
        id="chong-feng-self-claim",
    ),
    pytest.param(
        # a claimer with no 1s pon from the discarder
        request(
            [{}, win(PH, "5s"), {"tenpai": True}, {"tenpai": False}],
            table={"chongfeng_seat": 3, "chongfeng_claimed_by": 2},
        ),
        "table.chongfeng_claimed_by",
        "no pon or kong of 1s",
        id="chong-feng-claimer-without-pon",
    ),
    pytest.param(
        # a 1p 冲锋鸡 while the 1p chicken option is off
        request([{}, win(PH, "5s"), {}, {"tenpai": False, "chicken_discards": "1p"}], table={"chongfeng_1p_seat": 3}),
        "table.chongfeng_1p_seat",
        "the option “1p is a chicken too (金筒 jīn tǒng)” is off",
        id="chong-feng-1p-option-off",
    ),
    pytest.param(
        # 二房牌: no characters in play
        request([{}, win(PH, "5s"), {}, {}], options={"deal": "two_suits"}),
        "seats.1.hand",
        "not in play",
        id="er-fang-pai-character",
    ),
    pytest.param(
        # not a complete hand
        request([{}, win("234m456m789p234s56s", "5s"), {}, {}]),
        "seats.1.hand",
        "not a winning hand",
        id="not-winning",
    ),
    pytest.param(
        # 热炮 needs a kong of the discarder (line 109)
        request([{}, win(PH, "5s", "discard", 2, after_kong_discard=True), {}, {}]),
        "seats.1.win.after_kong_discard",
        "must have a kong",
        id="re-pao-without-kong",
    ),
    pytest.param(
        # 杠开 needs a kong of the winner (line 105)
        request([{}, win(PH, "5s", after_kong=True), {}, {}]),
        "seats.1.win.after_kong",
        "has a kong",
        id="gang-kai-without-kong",
    ),
    pytest.param(
        # only a 爬坡豆 can be robbed (line 107): seat 2 has no pon of 5s
        request([{}, win("234m456m789p345s99p", "5s", "robbed_kong", 2), {"tenpai": True}, {}]),
        "seats.1.win.from",
        "pon of 5s",
        id="robbed-without-pon",
    ),
    pytest.param(
        # 憨包豆 names a kong the seat does not have
        request([{}, win(PH, "5s", hanbao_kongs="7p"), {}, {}]),
        "seats.1.hanbao_kongs",
        "not a kong",
        id="han-bao-dou-not-a-kong",
    ),
    pytest.param(
        # 报听 then pon (line 111)
        request([{}, win("234m456m234s55s", "5s", melds=[pon("777p", 3)], baoting=True), {}, {}]),
        "seats.1.baoting",
        "cannot pon or kong",
        id="bao-ting-with-pon",
    ),
    pytest.param(
        # 报听 then a concealed kong: line 111 says 不能碰和杠, a concealed kong included (rules-brief)
        request([{}, win("234m456m789p55s", "5s", melds=[kong("9999s")], baoting=True), {}, {}]),
        "seats.1.baoting",
        "not even a concealed kong",
        id="bao-ting-with-concealed-kong",
    ),
    pytest.param(
        # the same for a 报听 seat that did not win (on a draw)
        request(
            [
                {"hand": "234m456m789p5s", "melds": [kong("9999s")], "baoting": True},
                {"tenpai": False},
                {"tenpai": False},
                {"tenpai": False},
            ]
        ),
        "seats.0.baoting",
        "not even a concealed kong",
        id="bao-ting-draw-with-concealed-kong",
    ),
    pytest.param(
        # 地胡 after a pon (line 115)
        request([{}, {}, win("234m456m234s55s", "5s", melds=[pon("777p", 3)], first_turn=True), {}]),
        "seats.2.win.first_turn",
        "pon or kong",
        id="di-hu-after-pon",
    ),
    pytest.param(
        # a seat with a kong whose readiness is unknown
        request([{}, win(PH, "5s"), {"melds": [kong("9999m")]}, {}]),
        "seats.2.tenpai",
        "whether this seat is ready",
        id="readiness-unknown",
    ),
    pytest.param(
        # a draw needs every seat's readiness
        request([{"tenpai": False}, {"hand": "2233445566778p"}, {}, {"tenpai": False}]),
        "seats.2.tenpai",
        "whether this seat is ready",
        id="draw-readiness-unknown",
    ),
    pytest.param(
        # a ready seat in a draw must give its best pattern (or its hand) for 查叫
        request([{"tenpai": False}, {"tenpai": True}, {"tenpai": False}, {"tenpai": False}]),
        "seats.1.chajiao_pattern",
        "give that pattern, or its hand",
        id="draw-ready-without-hand",
    ),
    pytest.param(
        # a best pattern for 查叫 is a draw's fact
        request([{}, win(PH, "5s"), {"tenpai": True, "chajiao_pattern": "qing_yi_se"}, {}]),
        "seats.2.chajiao_pattern",
        "only when nobody won",
        id="chajiao-pattern-on-win",
    ),
    pytest.param(
        request(
            [
                {"tenpai": False, "chajiao_pattern": "ping_hu"},
                {"tenpai": True, "chajiao_pattern": "ping_hu"},
                {"tenpai": False},
                {"tenpai": False},
            ]
        ),
        "seats.0.chajiao_pattern",
        "only for a ready seat",
        id="chajiao-pattern-not-ready",
    ),
    pytest.param(
        # the hand 1112345678999p waits on every 1p..9p: its best is a one-suit pattern, never 平胡
        request(
            [
                {"tenpai": False},
                {"hand": "1112345678999p", "chajiao_pattern": "ping_hu"},
                {"tenpai": False},
                {"tenpai": False},
            ]
        ),
        "seats.1.chajiao_pattern",
        "best pattern, not the one picked",
        id="chajiao-pattern-differs",
    ),
    pytest.param(
        request(
            [{"tenpai": False}, {"tenpai": True, "chajiao_pattern": "san_yuan"}, {"tenpai": False}, {"tenpai": False}]
        ),
        "seats.1.chajiao_pattern",
        "not a hand pattern",
        id="chajiao-pattern-unknown",
    ),
    pytest.param(
        # marked ready but the hand waits on nothing
        request([{}, win(PH, "5s"), {"hand": "2468m2468p2468s1s", "tenpai": True}, {}]),
        "seats.2.tenpai",
        "waits on nothing",
        id="tenpai-conflict",
    ),
    pytest.param(
        # marked not ready but the hand waits on 5s
        request([{}, win(PH, "5s"), {"hand": "234m456m789p123s5s", "tenpai": False}, {}]),
        "seats.2.tenpai",
        "waits on 5s",
        id="noten-conflict",
    ),
    pytest.param(
        # `chickens` beside a full hand
        request([{}, win(PH, "5s"), {"hand": "234m456m789p123s5s", "chickens": "1s"}, {}]),
        "seats.2.chickens",
        "not both",
        id="chickens-with-hand",
    ),
    pytest.param(
        # `chickens` that are not chickens
        request([{}, win(PH, "5s"), {"tenpai": True, "chickens": "5p"}, {}]),
        "seats.2.chickens",
        "not a chicken",
        id="chickens-not-chicken",
    ),
    pytest.param(
        # two winners with 一炮多响 off
        request(
            [{}, win("2233m5577p4499s66s", "6s", "discard", 3), win("222p444p888p333s66s", "6s", "discard", 3), {}],
            options={"yi_pao_duo_xiang": False},
        ),
        "seats.2.win",
        "only one seat may win",
        id="yi-pao-duo-xiang-off",
    ),
    pytest.param(
        # 天胡 on a discard
        request([win("222m555m888p333s66s", "6s", "discard", 1, first_turn=True), {}, {}, {}]),
        "seats.0.win.first_turn",
        "dealt hand",
        id="tian-hu-on-discard",
    ),
    pytest.param(
        # chi does not exist (line 19)
        request([{}, win("234m456m234s55s", "5s", melds=[{"kind": "chi", "tiles": "789p", "from": 0}]), {}, {}]),
        "seats.1.melds.0.kind",
        "no chi",
        id="no-chi",
    ),
    pytest.param(
        # the flipped tile is a number tile too (line 9)
        request([{}, win(PH, "5s"), {}, {}], flip="1z"),
        "indicators.flip",
        "not in play",
        id="flip-honor",
    ),
    pytest.param(
        # honors among discards
        request([{}, win(PH, "5s"), {}, {"tenpai": False, "chicken_discards": "5z"}]),
        "seats.3.chicken_discards",
        "not in play",
        id="discard-honor",
    ),
    pytest.param(
        # no honors (line 9)
        request([{}, win("234m456m789p11z55s", "5s"), {}, {}]),
        "seats.1.hand",
        "not in play",
        id="no-honors",
    ),
]


@pytest.mark.parametrize(("data", "field", "phrase"), CASES)
def test_rejected(data: dict[str, Any], field: str, phrase: str) -> None:
    got = errors(data)
    assert field in got, got
    assert phrase in got[field]


def test_pass_error_in_chinese_names_the_rule() -> None:
    data = request([{}, win(PH, "5s", "discard", 2), {}, {}], lang="zh-hans")
    assert "通行证" in errors(data)["seats.1.win.by"]


def test_every_refused_winner_is_reported() -> None:
    # two 平胡 on seat 3's discard, neither with a pass
    data = request(
        [{}, win("234m456m789p234s55s", "5s", "discard", 3), win("345m567m789p345s55s", "5s", "discard", 3), {}]
    )
    got = errors(data)
    assert set(got) == {"seats.1.win.by", "seats.2.win.by"}
