"""Whole-table settlements worked by hand from the seed (seeds/000_83bcab1ae18cc98e.txt).

Each case gives every seat's net and every payment summed by (payer, payee,
reason). Seat 0 is the dealer unless said otherwise; dealer doubling
(lines 85, 122-123) doubles any pattern or kong payment the dealer makes or
receives, never a chicken payment. `PH` is a 平胡 on 5s with no chicken.
"""

from __future__ import annotations

from typing import Any

import pytest

from .support import PH, kong, pon, request, settle, win

NOTEN: dict[str, Any] = {"tenpai": False}
READY: dict[str, Any] = {"tenpai": True}

CASES = [
    # ---------------------------------------------------------------- patterns (lines 85-99)
    pytest.param(
        # 平胡 1, self-drawn by seat 1: dealer pays 1x2, seats 2 and 3 pay 1.
        request([{}, win(PH, "5s"), {}, {}]),
        [-2, 4, -1, -1],
        {(0, 1, "hand"): 2, (2, 1, "hand"): 1, (3, 1, "hand"): 1},
        id="ping-hu-self-draw",
    ),
    pytest.param(
        # the dealer self-draws 平胡: every seat pays 1x2.
        request([win(PH, "5s"), {}, {}, {}]),
        [6, -2, -2, -2],
        {(1, 0, "hand"): 2, (2, 0, "hand"): 2, (3, 0, "hand"): 2},
        id="dealer-self-draw",
    ),
    pytest.param(
        # 大对子 3 on a discard from seat 3: only the discarder pays (line 83).
        request([{}, {}, win("222m555m888p333s66s", "6s", "discard", 3), {}]),
        [0, 0, 3, -3],
        {(3, 2, "hand"): 3},
        id="da-dui-zi-discard",
    ),
    pytest.param(
        # 七对 3 on the dealer's discard: 3x2 = 6.
        request([{}, win("2233m5577p4499s66s", "6s", "discard", 0), {}, {}]),
        [-6, 6, 0, 0],
        {(0, 1, "hand"): 6},
        id="qi-dui-dealer-deals-in",
    ),
    pytest.param(
        # 龙七对 4 self-drawn: dealer 8, others 4 -> +16.
        request([{}, win("2222m5577p4499s66s", "6s"), {}, {}]),
        [-8, 16, -4, -4],
        {(0, 1, "hand"): 8, (2, 1, "hand"): 4, (3, 1, "hand"): 4},
        id="long-qi-dui-self-draw",
    ),
    pytest.param(
        # 清一色 4 (a flush with chows) on a discard needs no pass: seat 2 pays 4.
        request([{}, {}, {}, win("234p567p234p789p55p", "5p", "discard", 2)]),
        [0, 0, -4, 4],
        {(2, 3, "hand"): 4},
        id="qing-yi-se-discard",
    ),
    pytest.param(
        # 清大对 7 with a pon (melds allowed, line 87): seat 3 pays 7; the pon scores nothing.
        request([{}, win("222p444p666p33p", "3p", "discard", 3, melds=[pon("888p", 2)]), {}, {}]),
        [0, 7, 0, -7],
        {(3, 1, "hand"): 7},
        id="qing-da-dui-with-pon",
    ),
    pytest.param(
        # 清七对 8 (better than its 清一色 reading 234 234 567 567 99): dealer 16, others 8.
        request([{}, {}, win("2233p4455p6677p99p", "9p"), {}]),
        [-16, -8, 32, -8],
        {(0, 2, "hand"): 16, (1, 2, "hand"): 8, (3, 2, "hand"): 8},
        id="qing-qi-dui-self-draw",
    ),
    pytest.param(
        # 青龙背 8 by the dealer on seat 1's discard: 8x2 = 16.
        request([win("2222p4455p6677p99p", "9p", "discard", 1), {}, {}, {}]),
        [16, -16, 0, 0],
        {(1, 0, "hand"): 16},
        id="qing-long-bei-dealer",
    ),
    pytest.param(
        # 混五清十 (line 159): 清大对 becomes 10; self-drawn: dealer 20, others 10.
        request([{}, win("222p444p666p888p33p", "3p"), {}, {}], options={"hun_wu_qing_shi": True}),
        [-20, 40, -10, -10],
        {(0, 1, "hand"): 20, (2, 1, "hand"): 10, (3, 1, "hand"): 10},
        id="hun-wu-qing-shi-pure",
    ),
    pytest.param(
        # 混五清十: 大对子 becomes 5; discard from seat 3.
        request([{}, {}, win("222m555m888p333s66s", "6s", "discard", 3), {}], options={"hun_wu_qing_shi": True}),
        [0, 0, 5, -5],
        {(3, 2, "hand"): 5},
        id="hun-wu-qing-shi-mixed",
    ),
    pytest.param(
        # 牌型分2倍 (line 131): 大对子 3 -> 6.
        request([{}, {}, win("222m555m888p333s66s", "6s", "discard", 3), {}], options={"pattern_double": True}),
        [0, 0, 6, -6],
        {(3, 2, "hand"): 6},
        id="pattern-double",
    ),
    pytest.param(
        # dealer doubling off: the dealer deals in a 七对 and pays only 3.
        request([{}, win("2233m5577p4499s66s", "6s", "discard", 0), {}, {}], options={"dealer_double": False}),
        [-3, 3, 0, 0],
        {(0, 1, "hand"): 3},
        id="dealer-double-off",
    ),
    pytest.param(
        # 自摸翻倍 (line 133): 平胡 1 -> 2; dealer 4, others 2.
        request([{}, win(PH, "5s"), {}, {}], options={"zi_mo_double": True}),
        [-4, 8, -2, -2],
        {(0, 1, "hand"): 4, (2, 1, "hand"): 2, (3, 1, "hand"): 2},
        id="zi-mo-double",
    ),
    pytest.param(
        # 底分 10 (line 177): the first case times 10.
        request([{}, win(PH, "5s"), {}, {}], options={"base_points": 10}),
        [-20, 40, -10, -10],
        {(0, 1, "hand"): 20, (2, 1, "hand"): 10, (3, 1, "hand"): 10},
        id="base-points",
    ),
    pytest.param(
        # 连庄 option at 1 point, dealer streak 2: hand = 1 + 2x1 = 3, doubled: each pays 6.
        request([win(PH, "5s"), {}, {}, {}], options={"lian_zhuang_points": 1}, streak=2),
        [18, -6, -6, -6],
        {(1, 0, "hand"): 6, (2, 0, "hand"): 6, (3, 0, "hand"): 6},
        id="lian-zhuang-points",
    ),
    # ------------------------------------------------------- special wins (lines 105-115)
    pytest.param(
        # 平胡 on a discard with a pass: seat 1's 闷豆 7p. Hand: seat 2 pays 1.
        # 闷豆 (line 45): dealer 2, seats 2 and 3 pay 1.  Seat 1: 1 + 4 = 5.
        request([{}, win("234m456m234s55s", "5s", "discard", 2, melds=[kong("7777p")]), {}, {}]),
        [-2, 5, -2, -1],
        {(2, 1, "hand"): 1, (0, 1, "kong"): 2, (2, 1, "kong"): 1, (3, 1, "kong"): 1},
        id="ping-hu-discard-with-pass",
    ),
    pytest.param(
        # 憨包豆 is a pass but scores 0 (line 47): only the hand, 1 from seat 2.
        request([{}, win("234m456m234s55s", "5s", "discard", 2, melds=[kong("7777p")], hanbao_kongs="7p"), {}, {}]),
        [0, 1, -1, 0],
        {(2, 1, "hand"): 1},
        id="han-bao-dou-pass",
    ),
    pytest.param(
        # 热炮 (line 109): 平胡 without a pass wins on the discard after seat 2's 点豆 9m (from seat 3).
        # 热炮烧豆 (default on): seat 2 collects nothing for its kong. Only the hand: 1.
        request(
            [
                {},
                win(PH, "5s", "discard", 2, after_kong_discard=True),
                {"melds": [kong("9999m", "exposed", 3)], "tenpai": True},
                {},
            ]
        ),
        [0, 1, -1, 0],
        {(2, 1, "hand"): 1},
        id="re-pao-burns-kong",
    ),
    pytest.param(
        # 热炮烧豆 off: the ready seat 2 collects its 点豆 from seat 3: 1.
        request(
            [
                {},
                win(PH, "5s", "discard", 2, after_kong_discard=True),
                {"melds": [kong("9999m", "exposed", 3)], "tenpai": True},
                {},
            ],
            options={"re_pao_shao_dou": False},
        ),
        [0, 1, 0, -1],
        {(2, 1, "hand"): 1, (3, 2, "kong"): 1},
        id="re-pao-shao-dou-off",
    ),
    pytest.param(
        # 热炮翻倍 (line 125): the 平胡 is worth 2; seat 2's kong still burned.
        request(
            [
                {},
                win(PH, "5s", "discard", 2, after_kong_discard=True),
                {"melds": [kong("9999m", "exposed", 3)], "tenpai": True},
                {},
            ],
            options={"re_pao_double": True},
        ),
        [0, 2, -2, 0],
        {(2, 1, "hand"): 2},
        id="re-pao-double",
    ),
    pytest.param(
        # 热炮烧鸡 (default on): the 热炮 seat holds a 1s but collects nothing.
        request(
            [
                {},
                win(PH, "5s", "discard", 2, after_kong_discard=True),
                {"melds": [kong("9999m", "exposed", 3)], "tenpai": True, "chickens": "1s"},
                {},
            ]
        ),
        [0, 1, -1, 0],
        {(2, 1, "hand"): 1},
        id="re-pao-burns-chicken",
    ),
    pytest.param(
        # 热炮烧鸡 off: seat 2's 1s is 1 from each of seats 0, 1, 3 (chickens are never doubled).
        request(
            [
                {},
                win(PH, "5s", "discard", 2, after_kong_discard=True),
                {"melds": [kong("9999m", "exposed", 3)], "tenpai": True, "chickens": "1s"},
                {},
            ],
            options={"re_pao_shao_ji": False},
        ),
        [-1, 0, 2, -1],
        {(2, 1, "hand"): 1, (0, 2, "chicken"): 1, (1, 2, "chicken"): 1, (3, 2, "chicken"): 1},
        id="re-pao-shao-ji-off",
    ),
    pytest.param(
        # 杠开 (line 105) with seat 3's 闷豆 9m: self-draw 平胡 1 (dealer 2, others 1) + 闷豆 (dealer 2, others 1).
        request([{}, {}, {}, win("234m456p234s55s", "5s", melds=[kong("9999m")], after_kong=True)]),
        [-4, -2, -2, 8],
        {
            (0, 3, "hand"): 2,
            (1, 3, "hand"): 1,
            (2, 3, "hand"): 1,
            (0, 3, "kong"): 2,
            (1, 3, "kong"): 1,
            (2, 3, "kong"): 1,
        },
        id="gang-kai",
    ),
    pytest.param(
        # 杠开翻倍 and 自摸翻倍 stack: 1 x2 x2 = 4 (dealer 8, others 4); the 闷豆 as before.
        request(
            [{}, {}, {}, win("234m456p234s55s", "5s", melds=[kong("9999m")], after_kong=True)],
            options={"gang_kai_double": True, "zi_mo_double": True},
        ),
        [-10, -5, -5, 20],
        {
            (0, 3, "hand"): 8,
            (1, 3, "hand"): 4,
            (2, 3, "hand"): 4,
            (0, 3, "kong"): 2,
            (1, 3, "kong"): 1,
            (2, 3, "kong"): 1,
        },
        id="gang-kai-double",
    ),
    pytest.param(
        # 杠上花 option at 1 point: hand 1 + 1 = 2 (dealer 4, others 2) + the 闷豆.
        request(
            [{}, {}, {}, win("234m456p234s55s", "5s", melds=[kong("9999m")], after_kong=True)],
            options={"gang_shang_hua_points": 1},
        ),
        [-6, -3, -3, 12],
        {
            (0, 3, "hand"): 4,
            (1, 3, "hand"): 2,
            (2, 3, "hand"): 2,
            (0, 3, "kong"): 2,
            (1, 3, "kong"): 1,
            (2, 3, "kong"): 1,
        },
        id="gang-shang-hua-points",
    ),
    pytest.param(
        # 抢杠 (line 107): seat 1 robs seat 2's added kong of 5s; 平胡 needs no pass. Scored as a
        # self-draw (dealer share 2, seats 2 and 3 1 each), all paid by seat 2: 4. The pon scores nothing.
        request(
            [{}, win("234m456m789p345s99p", "5s", "robbed_kong", 2), {"melds": [pon("555s", 1)], "tenpai": True}, {}]
        ),
        [0, 4, -4, 0],
        {(2, 1, "hand"): 4},
        id="qiang-gang",
    ),
    pytest.param(
        # 抢杠 with 自摸翻倍 (抢杠 counts as a self-draw, lines 107, 153): shares 4 + 2 + 2.
        request(
            [{}, win("234m456m789p345s99p", "5s", "robbed_kong", 2), {"melds": [pon("555s", 1)], "tenpai": True}, {}],
            options={"zi_mo_double": True},
        ),
        [0, 8, -8, 0],
        {(2, 1, "hand"): 8},
        id="qiang-gang-zi-mo-double",
    ),
    pytest.param(
        # the dealer robs seat 2's kong: three shares of 1x2, all from seat 2.
        request(
            [win("234m456m789p345s99p", "5s", "robbed_kong", 2), {}, {"melds": [pon("555s", 1)], "tenpai": True}, {}]
        ),
        [6, 0, -6, 0],
        {(2, 0, "hand"): 6},
        id="qiang-gang-dealer",
    ),
    pytest.param(
        # 抢杠烧鸡 off: the robbed, ready seat 2 collects its 1s from each other seat (1 each).
        request(
            [
                {},
                win("234m456m789p345s99p", "5s", "robbed_kong", 2),
                {"melds": [pon("555s", 1)], "tenpai": True, "chickens": "1s"},
                {},
            ],
            options={"qiang_gang_shao_ji": False},
        ),
        [-1, 3, -1, -1],
        {(2, 1, "hand"): 4, (0, 2, "chicken"): 1, (1, 2, "chicken"): 1, (3, 2, "chicken"): 1},
        id="qiang-gang-shao-ji-off",
    ),
    pytest.param(
        # 抢杠烧豆 (default on): the robbed seat 2 is ready and has a 闷豆 9m, but collects nothing for it.
        request(
            [
                {},
                win("234m456m789p345s99p", "5s", "robbed_kong", 2),
                {"melds": [pon("555s", 1), kong("9999m")], "tenpai": True},
                {},
            ]
        ),
        [0, 4, -4, 0],
        {(2, 1, "hand"): 4},
        id="qiang-gang-burns-kong",
    ),
    pytest.param(
        # 抢杠烧豆 off: seat 2's 闷豆 collects 2 from the dealer, 1 from seats 1 and 3.
        request(
            [
                {},
                win("234m456m789p345s99p", "5s", "robbed_kong", 2),
                {"melds": [pon("555s", 1), kong("9999m")], "tenpai": True},
                {},
            ],
            options={"qiang_gang_shao_dou": False},
        ),
        [-2, 3, 0, -1],
        {(2, 1, "hand"): 4, (0, 2, "kong"): 2, (1, 2, "kong"): 1, (3, 2, "kong"): 1},
        id="qiang-gang-shao-dou-off",
    ),
    pytest.param(
        # 多人抢杠胡 (line 153): seats 1 and 3 both rob seat 2's 5s; each 平胡 is a self-draw whose three
        # shares (dealer 2, others 1) seat 2 pays alone: 4 to each.
        request(
            [
                {},
                win("234m456m789p345s99p", "5s", "robbed_kong", 2),
                {"melds": [pon("555s", 1)], "tenpai": True},
                win("234m456m789p345s88p", "5s", "robbed_kong", 2),
            ]
        ),
        [0, 4, -8, 4],
        {(2, 1, "hand"): 4, (2, 3, "hand"): 4},
        id="qiang-gang-two-winners",
    ),
    pytest.param(
        # 一炮多响 (line 151): seats 1 (七对 3) and 2 (大对子 3) both win on seat 3's 6s.
        request(
            [{}, win("2233m5577p4499s66s", "6s", "discard", 3), win("222p444p888p333s66s", "6s", "discard", 3), {}]
        ),
        [0, 3, 3, -6],
        {(3, 1, "hand"): 3, (3, 2, "hand"): 3},
        id="yi-pao-duo-xiang",
    ),
    pytest.param(
        # 一炮多响 with seat 3 the dealer: it pays each winner 3x2.
        request(
            [{}, win("2233m5577p4499s66s", "6s", "discard", 3), win("222p444p888p333s66s", "6s", "discard", 3), {}],
            dealer=3,
        ),
        [0, 6, 6, -12],
        {(3, 1, "hand"): 6, (3, 2, "hand"): 6},
        id="yi-pao-duo-xiang-dealer-pays",
    ),
    pytest.param(
        # 报听 (line 111): 平胡 1 + the 清一色 value 4 = 5; self-drawn: dealer 10, others 5.
        request([{}, win(PH, "5s", baoting=True), {}, {}]),
        [-10, 20, -5, -5],
        {(0, 1, "hand"): 10, (2, 1, "hand"): 5, (3, 1, "hand"): 5},
        id="bao-ting",
    ),
    pytest.param(
        # 报听 with 混五清十: 七对 5 + 10 = 15; dealer 30, others 15.
        request([{}, win("2233m5577p4499s66s", "6s", baoting=True), {}, {}], options={"hun_wu_qing_shi": True}),
        [-30, 60, -15, -15],
        {(0, 1, "hand"): 30, (2, 1, "hand"): 15, (3, 1, "hand"): 15},
        id="bao-ting-hun-wu-qing-shi",
    ),
    pytest.param(
        # 天胡 (line 113): the dealer's 大对子 3 + 4 = 7, each seat pays 7x2.
        request([win("222m555m888p333s66s", "6s", first_turn=True), {}, {}, {}]),
        [42, -14, -14, -14],
        {(1, 0, "hand"): 14, (2, 0, "hand"): 14, (3, 0, "hand"): 14},
        id="tian-hu",
    ),
    pytest.param(
        # 地胡 (line 115): seat 2's 平胡 on seat 1's discard needs no pass: 1 + 4 = 5.
        request([{}, {}, win(PH, "5s", "discard", 1, first_turn=True), {}]),
        [0, -5, 5, 0],
        {(1, 2, "hand"): 5},
        id="di-hu",
    ),
    # ------------------------------------------------------------------ kongs (lines 37-47)
    pytest.param(
        # Seat 1 self-draws 平胡 with a 爬坡豆 7p; ready seat 2 has a 闷豆 9s; not-ready seat 3
        # has a 点豆 8m from the dealer, which scores nothing (line 39).
        # hand: 0->1 2, 2->1 1, 3->1 1; 爬坡豆: 0->1 2, 2->1 1, 3->1 1; 闷豆: 0->2 2, 1->2 1, 3->2 1.
        request(
            [
                {},
                win("234m456m234s55s", "5s", melds=[kong("7777p", "added", 2)]),
                {"melds": [kong("9999s")], "tenpai": True},
                {"melds": [kong("8888m", "exposed", 0)], "tenpai": False},
            ]
        ),
        [-6, 7, 2, -3],
        {
            (0, 1, "hand"): 2,
            (2, 1, "hand"): 1,
            (3, 1, "hand"): 1,
            (0, 1, "kong"): 2,
            (2, 1, "kong"): 1,
            (3, 1, "kong"): 1,
            (0, 2, "kong"): 2,
            (1, 2, "kong"): 1,
            (3, 2, "kong"): 1,
        },
        id="kongs-ready-and-not",
    ),
    pytest.param(
        # 包杠 (line 149): as above, and seat 3 pays back the 点豆 it would have collected: 1x2 to the dealer.
        request(
            [
                {},
                win("234m456m234s55s", "5s", melds=[kong("7777p", "added", 2)]),
                {"melds": [kong("9999s")], "tenpai": True},
                {"melds": [kong("8888m", "exposed", 0)], "tenpai": False},
            ],
            options={"bao_gang": True},
        ),
        [-4, 7, 2, -5],
        {
            (0, 1, "hand"): 2,
            (2, 1, "hand"): 1,
            (3, 1, "hand"): 1,
            (0, 1, "kong"): 2,
            (2, 1, "kong"): 1,
            (3, 1, "kong"): 1,
            (0, 2, "kong"): 2,
            (1, 2, "kong"): 1,
            (3, 2, "kong"): 1,
            (3, 0, "bao_kong"): 2,
        },
        id="bao-gang",
    ),
    pytest.param(
        # 闷豆翻倍 (line 129): seat 2's 闷豆 is 2 (dealer pays 4).
        request(
            [
                {},
                win("234m456m234s55s", "5s", melds=[kong("7777p", "added", 2)]),
                {"melds": [kong("9999s")], "tenpai": True},
                {"melds": [kong("8888m", "exposed", 0)], "tenpai": False},
            ],
            options={"men_dou_double": True},
        ),
        [-8, 6, 6, -4],
        {
            (0, 1, "hand"): 2,
            (2, 1, "hand"): 1,
            (3, 1, "hand"): 1,
            (0, 1, "kong"): 2,
            (2, 1, "kong"): 1,
            (3, 1, "kong"): 1,
            (0, 2, "kong"): 4,
            (1, 2, "kong"): 2,
            (3, 2, "kong"): 2,
        },
        id="men-dou-double",
    ),
    pytest.param(
        # the dealer's 点豆 (line 43): the discarder pays 1x2. Dealer self-draws 平胡 (each pays 2).
        request([win("234m456m234s55s", "5s", melds=[kong("7777p", "exposed", 3)]), {}, {}, {}]),
        [8, -2, -2, -4],
        {(1, 0, "hand"): 2, (2, 0, "hand"): 2, (3, 0, "hand"): 2, (3, 0, "kong"): 2},
        id="dealer-dian-dou",
    ),
    # --------------------------------------------------------------- chickens (lines 53-77)
    pytest.param(
        # 幺鸡: winner seat 1 holds one 1s (1 from each other seat); ready seat 2 holds two (2 from each);
        # seat 3 is not ready and discarded a 1s: 包鸡 1 to each scoring seat.
        request(
            [
                {},
                win("123s456m789p234s55s", "5s"),
                {"tenpai": True, "chickens": "1s1s"},
                {"tenpai": False, "chicken_discards": "1s"},
            ]
        ),
        [-5, 6, 5, -6],
        {
            (0, 1, "hand"): 2,
            (2, 1, "hand"): 1,
            (3, 1, "hand"): 1,
            (0, 1, "chicken"): 1,
            (2, 1, "chicken"): 1,
            (3, 1, "chicken"): 1,
            (0, 2, "chicken"): 2,
            (1, 2, "chicken"): 2,
            (3, 2, "chicken"): 2,
            (3, 1, "bao_chicken"): 1,
            (3, 2, "bao_chicken"): 1,
        },
        id="yao-ji-and-bao-ji",
    ),
    pytest.param(
        # 翻牌 9s -> 1s is gold (line 63): seat 2's three 1s are 2 each: 6 from every other seat; hand 3 from seat 3.
        request([{}, {}, win("111s555m888p222s66s", "6s", "discard", 3), {}], flip="9s"),
        [-6, -6, 21, -9],
        {(3, 2, "hand"): 3, (0, 2, "chicken"): 6, (1, 2, "chicken"): 6, (3, 2, "chicken"): 6},
        id="jin-ji",
    ),
    pytest.param(
        # 翻牌 4p -> 5p (F+1, line 73): three 5p in the winner's hand, 3 from each; hand 2/1/1.
        request([{}, win("234m456m555p234s77s", "7s"), {}, {}], flip="4p"),
        [-5, 13, -4, -4],
        {
            (0, 1, "hand"): 2,
            (2, 1, "hand"): 1,
            (3, 1, "hand"): 1,
            (0, 1, "chicken"): 3,
            (2, 1, "chicken"): 3,
            (3, 1, "chicken"): 3,
        },
        id="fan-pai-ji-next",
    ),
    pytest.param(
        # 本鸡 (line 77): the flipped 5p itself is the chicken; same three 5p, same numbers.
        request([{}, win("234m456m555p234s77s", "7s"), {}, {}], flip="5p", options={"flip_chicken": "self"}),
        [-5, 13, -4, -4],
        {
            (0, 1, "hand"): 2,
            (2, 1, "hand"): 1,
            (3, 1, "hand"): 1,
            (0, 1, "chicken"): 3,
            (2, 1, "chicken"): 3,
            (3, 1, "chicken"): 3,
        },
        id="ben-ji",
    ),
    pytest.param(
        # 摇摆鸡 (line 73): flip 6p -> 7p and 5p; 555p + 777p = 6 chickens, 6 from each.
        request([{}, win("234m456m555p777p33s", "3s"), {}, {}], flip="6p", options={"flip_chicken": "swing"}),
        [-8, 22, -7, -7],
        {
            (0, 1, "hand"): 2,
            (2, 1, "hand"): 1,
            (3, 1, "hand"): 1,
            (0, 1, "chicken"): 6,
            (2, 1, "chicken"): 6,
            (3, 1, "chicken"): 6,
        },
        id="yao-bai-ji",
    ),
    pytest.param(
        # 满堂鸡 (line 75): ready seat 2's two unclaimed 5p discards are flipped chickens: 2 from each other seat.
        request(
            [{}, win(PH, "5s"), {"tenpai": True, "chicken_discards": "5p5p"}, {}],
            flip="4p",
            options={"man_tang_ji": True},
        ),
        [-4, 2, 5, -3],
        {
            (0, 1, "hand"): 2,
            (2, 1, "hand"): 1,
            (3, 1, "hand"): 1,
            (0, 2, "chicken"): 2,
            (1, 2, "chicken"): 2,
            (3, 2, "chicken"): 2,
        },
        id="man-tang-ji",
    ),
    pytest.param(
        # without 满堂鸡 the discarded flipped chickens count for nothing.
        request([{}, win(PH, "5s"), {"tenpai": True, "chicken_discards": "5p5p"}, {}], flip="4p"),
        [-2, 4, -1, -1],
        {(0, 1, "hand"): 2, (2, 1, "hand"): 1, (3, 1, "hand"): 1},
        id="man-tang-ji-off",
    ),
    pytest.param(
        # 冲锋鸡 (line 61): ready seat 3 discarded the first 1s, unclaimed: 2 from each other seat.
        request([{}, win(PH, "5s"), {}, {"tenpai": True, "chicken_discards": "1s"}], table={"chongfeng_seat": 3}),
        [-4, 2, -3, 5],
        {
            (0, 1, "hand"): 2,
            (2, 1, "hand"): 1,
            (3, 1, "hand"): 1,
            (0, 3, "chicken"): 2,
            (1, 3, "chicken"): 2,
            (2, 3, "chicken"): 2,
        },
        id="chong-feng-ji",
    ),
    pytest.param(
        # the same table with the 冲锋鸡 told once, at the table: it is one of seat 3's unclaimed discards
        # whether listed there or not (issue 13: each fact asked once) - the same nets as above.
        request([{}, win(PH, "5s"), {}, {"tenpai": True}], table={"chongfeng_seat": 3}),
        [-4, 2, -3, 5],
        {
            (0, 1, "hand"): 2,
            (2, 1, "hand"): 1,
            (3, 1, "hand"): 1,
            (0, 3, "chicken"): 2,
            (1, 3, "chicken"): 2,
            (2, 3, "chicken"): 2,
        },
        id="chong-feng-ji-told-once",
    ),
    pytest.param(
        # told once, seat 3 not ready: 包鸡 for its 冲锋鸡, 2 to the winner (line 71: 冲锋鸡 2分);
        # 平胡 self-drawn by seat 1: the dealer 2, the others 1.
        request([{}, win(PH, "5s"), {}, {"tenpai": False}], table={"chongfeng_seat": 3}),
        [-2, 6, -1, -3],
        {(0, 1, "hand"): 2, (2, 1, "hand"): 1, (3, 1, "hand"): 1, (3, 1, "bao_chicken"): 2},
        id="chong-feng-ji-told-once-bao-ji",
    ),
    pytest.param(
        # a gold 冲锋鸡 (flip 9s): twice the gold value, 4 from each other seat.
        request(
            [{}, win(PH, "5s"), {}, {"tenpai": True, "chicken_discards": "1s"}], table={"chongfeng_seat": 3}, flip="9s"
        ),
        [-6, 0, -5, 11],
        {
            (0, 1, "hand"): 2,
            (2, 1, "hand"): 1,
            (3, 1, "hand"): 1,
            (0, 3, "chicken"): 4,
            (1, 3, "chicken"): 4,
            (2, 3, "chicken"): 4,
        },
        id="chong-feng-jin-ji",
    ),
    pytest.param(
        # 责任鸡 (line 69): seat 2 pon'd seat 3's first 1s. Ready seat 2: 3 chickens from each other seat,
        # and 1 more from seat 3 (责任鸡). Seat 3 is not ready: 包鸡 for the 责任鸡, 1 to each scoring seat.
        request(
            [{}, win(PH, "5s"), {"melds": [pon("111s", 3)], "tenpai": True}, {"tenpai": False}],
            table={"chongfeng_seat": 3, "chongfeng_claimed_by": 2},
        ),
        [-5, 2, 10, -7],
        {
            (0, 1, "hand"): 2,
            (2, 1, "hand"): 1,
            (3, 1, "hand"): 1,
            (0, 2, "chicken"): 3,
            (1, 2, "chicken"): 3,
            (3, 2, "chicken"): 3,
            (3, 2, "responsibility_chicken"): 1,
            (3, 1, "bao_chicken"): 1,
            (3, 2, "bao_chicken"): 1,
        },
        id="ze-ren-ji",
    ),
    pytest.param(
        # 责任鸡 off: the claimed 1s is just seat 2's pon.
        request(
            [{}, win(PH, "5s"), {"melds": [pon("111s", 3)], "tenpai": True}, {"tenpai": False}],
            table={"chongfeng_seat": 3, "chongfeng_claimed_by": 2},
            options={"ze_ren_ji": False},
        ),
        [-5, 1, 8, -4],
        {
            (0, 1, "hand"): 2,
            (2, 1, "hand"): 1,
            (3, 1, "hand"): 1,
            (0, 2, "chicken"): 3,
            (1, 2, "chicken"): 3,
            (3, 2, "chicken"): 3,
        },
        id="ze-ren-ji-off",
    ),
    pytest.param(
        # 包鸡 with gold chickens (flip 9s): not-ready seat 3 melded three 1s and discarded one:
        # 4 x 2 = 8 to the only scoring seat, the winner.
        request(
            [{}, win(PH, "5s"), {}, {"melds": [pon("111s", 2)], "chicken_discards": "1s", "tenpai": False}], flip="9s"
        ),
        [-2, 12, -1, -9],
        {(0, 1, "hand"): 2, (2, 1, "hand"): 1, (3, 1, "hand"): 1, (3, 1, "bao_chicken"): 8},
        id="bao-ji-gold",
    ),
    pytest.param(
        # 包鸡 off: the same exposed chickens cost nothing.
        request(
            [{}, win(PH, "5s"), {}, {"melds": [pon("111s", 2)], "chicken_discards": "1s", "tenpai": False}],
            flip="9s",
            options={"bao_ji": False},
        ),
        [-2, 4, -1, -1],
        {(0, 1, "hand"): 2, (2, 1, "hand"): 1, (3, 1, "hand"): 1},
        id="bao-ji-off",
    ),
    pytest.param(
        # 罚碰杠鸡 (line 145): not-ready seat 3 pon'd the flipped chicken 5p (flip 4p): 3 to the winner.
        request(
            [{}, win(PH, "5s"), {}, {"melds": [pon("555p", 2)], "tenpai": False}],
            flip="4p",
            options={"fa_peng_gang_ji": True},
        ),
        [-2, 7, -1, -4],
        {(0, 1, "hand"): 2, (2, 1, "hand"): 1, (3, 1, "hand"): 1, (3, 1, "bao_chicken"): 3},
        id="fa-peng-gang-ji",
    ),
    pytest.param(
        # 1p and 1m chickens (line 59): 111p + 1m in seat 2's self-drawn 平胡: 4 from each other seat.
        request([{}, {}, win("111p123m456s789s55s", "5s"), {}], options={"chicken_1p": True, "chicken_1m": True}),
        [-6, -5, 16, -5],
        {
            (0, 2, "hand"): 2,
            (1, 2, "hand"): 1,
            (3, 2, "hand"): 1,
            (0, 2, "chicken"): 4,
            (1, 2, "chicken"): 4,
            (3, 2, "chicken"): 4,
        },
        id="yi-tong-yi-wan-ji",
    ),
    pytest.param(
        # the "every chicken" preset turns on the 1p and 1m chickens: the same 4 chickens as above.
        request([{}, {}, win("111p123m456s789s55s", "5s"), {}], preset="full_chickens"),
        [-6, -5, 16, -5],
        {
            (0, 2, "hand"): 2,
            (1, 2, "hand"): 1,
            (3, 2, "hand"): 1,
            (0, 2, "chicken"): 4,
            (1, 2, "chicken"): 4,
            (3, 2, "chicken"): 4,
        },
        id="preset-full-chickens",
    ),
    pytest.param(
        # readiness computed from the hand: seat 2's 234m456m789p123s5s waits on 5s, so its 1s scores (1 each).
        request([{}, win(PH, "5s"), {"hand": "234m456m789p123s5s"}, {}]),
        [-3, 3, 2, -2],
        {
            (0, 1, "hand"): 2,
            (2, 1, "hand"): 1,
            (3, 1, "hand"): 1,
            (0, 2, "chicken"): 1,
            (1, 2, "chicken"): 1,
            (3, 2, "chicken"): 1,
        },
        id="tenpai-from-hand",
    ),
    pytest.param(
        # a hand that waits on nothing: its concealed 1s neither scores nor is exposed.
        request([{}, win(PH, "5s"), {"hand": "2468m2468p2468s1s"}, {}]),
        [-2, 4, -1, -1],
        {(0, 1, "hand"): 2, (2, 1, "hand"): 1, (3, 1, "hand"): 1},
        id="noten-from-hand",
    ),
    # ----------------------------------------------------------------- draws (lines 163-167)
    pytest.param(
        # 荒庄查叫: seat 1's 2233445566778p waits on 2p 5p 8p, best 清七对 8 (on 8p); seat 2's
        # 222m444s666s888m9m waits on 7m (平胡) and 9m (大对子 3). Seats 0 (dealer) and 3 are not ready:
        # 0 -> 1 16, 0 -> 2 6, 3 -> 1 8, 3 -> 2 3.
        request([NOTEN, {"hand": "2233445566778p"}, {"hand": "222m444s666s888m9m"}, NOTEN]),
        [-22, 24, 9, -11],
        {(0, 1, "chajiao"): 16, (0, 2, "chajiao"): 6, (3, 1, "chajiao"): 8, (3, 2, "chajiao"): 3},
        id="cha-jiao",
    ),
    pytest.param(
        # 牌型分2倍 applies to 查叫 (line 131): every amount doubles.
        request(
            [NOTEN, {"hand": "2233445566778p"}, {"hand": "222m444s666s888m9m"}, NOTEN], options={"pattern_double": True}
        ),
        [-44, 48, 18, -22],
        {(0, 1, "chajiao"): 32, (0, 2, "chajiao"): 12, (3, 1, "chajiao"): 16, (3, 2, "chajiao"): 6},
        id="cha-jiao-pattern-double",
    ),
    pytest.param(
        # a draw settles no chicken or kong (line 165): seat 1's three 1s score nothing; 平胡 on 5s: 2/1/1.
        request([NOTEN, {"hand": "234m456m789p111s5s"}, {"tenpai": False, "chicken_discards": "1s"}, NOTEN]),
        [-2, 4, -1, -1],
        {(0, 1, "chajiao"): 2, (2, 1, "chajiao"): 1, (3, 1, "chajiao"): 1},
        id="cha-jiao-no-chickens",
    ),
    pytest.param(
        # 查叫全包 (line 167): the ready seat's three 1s score (3 from each), and seat 2 pays 包鸡 1 for its discard.
        request(
            [NOTEN, {"hand": "234m456m789p111s5s"}, {"tenpai": False, "chicken_discards": "1s"}, NOTEN],
            options={"cha_jiao_quan_bao": True},
        ),
        [-5, 14, -5, -4],
        {
            (0, 1, "chajiao"): 2,
            (2, 1, "chajiao"): 1,
            (3, 1, "chajiao"): 1,
            (0, 1, "chicken"): 3,
            (2, 1, "chicken"): 3,
            (3, 1, "chicken"): 3,
            (2, 1, "bao_chicken"): 1,
        },
        id="cha-jiao-quan-bao",
    ),
    pytest.param(
        # nobody ready: nobody pays (line 165).
        request([NOTEN, NOTEN, NOTEN, NOTEN]),
        [0, 0, 0, 0],
        {},
        id="draw-nobody-ready",
    ),
    pytest.param(
        # 报听 on a draw (rules-brief: 查叫 pays the best possible pattern value, lines 165/185): the 平胡 waiting
        # on 5s is paid 1, the dealer (seat 0) doubling it to 2; no 清一色 value added by default.
        request([NOTEN, {"hand": "234m456m789p123s5s", "baoting": True}, NOTEN, NOTEN]),
        [-2, 4, -1, -1],
        {(0, 1, "chajiao"): 2, (2, 1, "chajiao"): 1, (3, 1, "chajiao"): 1},
        id="cha-jiao-bao-ting",
    ),
    pytest.param(
        # the option adds the 报听 清一色 value to 查叫: 平胡 1 + 4 = 5, the dealer paying 10.
        request(
            [NOTEN, {"hand": "234m456m789p123s5s", "baoting": True}, NOTEN, NOTEN], options={"cha_jiao_bao_ting": True}
        ),
        [-10, 20, -5, -5],
        {(0, 1, "chajiao"): 10, (2, 1, "chajiao"): 5, (3, 1, "chajiao"): 5},
        id="cha-jiao-bao-ting-option",
    ),
    # ------------------------------------------------------------- table sizes and deals
    pytest.param(
        # 3 players (line 15): 清一色 4 self-drawn by seat 1: dealer 8, seat 2 4.
        request([{}, win("234p567p234p789p55p", "5p"), {}]),
        [-8, 12, -4],
        {(0, 1, "hand"): 8, (2, 1, "hand"): 4},
        id="three-players",
    ),
    pytest.param(
        # 2 players: the dealer's 大对子 on seat 1's discard: 3x2.
        request([win("222m555m888p333s66s", "6s", "discard", 1), {}]),
        [6, -6],
        {(1, 0, "hand"): 6},
        id="two-players",
    ),
    pytest.param(
        # 二房牌 (line 121): pins and bamboos only; 1m chicken option has no effect. 平胡 self-drawn.
        request([{}, win("234p567p234s789s55s", "5s"), {}, {}], options={"deal": "two_suits", "chicken_1m": True}),
        [-2, 4, -1, -1],
        {(0, 1, "hand"): 2, (2, 1, "hand"): 1, (3, 1, "hand"): 1},
        id="er-fang-pai",
    ),
    pytest.param(
        # 缺一门 (line 121): a hand with no characters wins normally.
        request([{}, win("234p567p234s789s55s", "5s"), {}, {}], options={"deal": "missing_suit"}),
        [-2, 4, -1, -1],
        {(0, 1, "hand"): 2, (2, 1, "hand"): 1, (3, 1, "hand"): 1},
        id="que-yi-men",
    ),
    pytest.param(
        # 缺一门: seat 2's hand waits on 5s but holds all three suits, so it is not ready: its 1s scores nothing.
        request(
            [{}, win("234p567p234s789s55s", "5s"), {"hand": "234m456m789p123s5s"}, {}], options={"deal": "missing_suit"}
        ),
        [-2, 4, -1, -1],
        {(0, 1, "hand"): 2, (2, 1, "hand"): 1, (3, 1, "hand"): 1},
        id="que-yi-men-not-ready",
    ),
]


@pytest.mark.parametrize(("data", "net", "ledger"), CASES)
def test_settlement(data: dict[str, Any], net: list[int], ledger: dict[tuple[int, int, str], int]) -> None:
    ans, got = settle(data)
    assert ans["net"] == net
    assert got == ledger


def test_enough_worked_settlements() -> None:
    assert len(CASES) >= 40
