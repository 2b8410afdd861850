"""Hands scored by hand from the seed's fan table (lines 61-93) and formula (lines 97-113).

Unless a case says otherwise: dealer = seat 0, 惠坯 9p so the 惠牌 is 1p (held by nobody),
底分 1 so points = fan. F = the hand fan; self-draw: each other seat pays F; discard:
the discarder pays F (seed lines 103-105).
"""

from __future__ import annotations

import pytest

from .helpers import chi, fans, kong, ok, payments, pon, request, win

PLAIN = "234m678m345p567s99s"  # no pattern at all: 推倒和 (+ 门清无惠 when closed, without 惠牌)

CASES = [
    # --- 推倒和, 庄, 门清无惠 -------------------------------------------------------------
    pytest.param(
        {1: win(PLAIN, "3p")},
        {},
        # non-dealer self-draw: 推倒和 1 + 门清无惠 1 = 2 (no 庄: line 65); each pays 2
        {"tuidaohu": 1, "menqing_wuhui": 1},
        [-2, 6, -2, -2],
        id="tuidaohu-menqing-nondealer-self-draw",
    ),
    pytest.param(
        {1: win(PLAIN, "3p", "discard", 2)},
        {},
        # non-dealer wins on non-dealer's discard: 推倒和 1 + 门清无惠 1 = 2, seat 2 pays 2
        {"tuidaohu": 1, "menqing_wuhui": 1},
        [0, 2, -2, 0],
        id="tuidaohu-discard-from-nondealer",
    ),
    pytest.param(
        {1: win(PLAIN, "3p", "discard", 0)},
        {},
        # the dealer dealt in: 庄 1 + 推倒和 1 + 门清无惠 1 = 3, the dealer pays 3
        {"zhuang": 1, "tuidaohu": 1, "menqing_wuhui": 1},
        [-3, 3, 0, 0],
        id="zhuang-dealer-dealt-in",
    ),
    pytest.param(
        {0: win(PLAIN, "3p")},
        {},
        # dealer self-draw: 庄 1 + 推倒和 1 + 门清无惠 1 = 3; 3 x 3 = 9
        {"zhuang": 1, "tuidaohu": 1, "menqing_wuhui": 1},
        [9, -3, -3, -3],
        id="zhuang-dealer-self-draw",
    ),
    pytest.param(
        {2: win(PLAIN, "3p", "robbed_kong", 0)},
        {},
        # robbing the dealer's kong counts as the dealer dealing in (line 33): 庄 + 推倒和 + 门清无惠 = 3
        {"zhuang": 1, "tuidaohu": 1, "menqing_wuhui": 1},
        [-3, 0, 3, 0],
        id="robbed-kong-from-dealer",
    ),
    pytest.param(
        {2: win("234m345p567s99s", "9s", melds=[chi("678m", 1)])},
        {},
        # open hand, self-draw by a non-dealer: 推倒和 1 only; each pays 1
        {"tuidaohu": 1},
        [-1, -1, 3, -1],
        id="tuidaohu-open-self-draw",
    ),
    # --- 对对和, 大钓 -------------------------------------------------------------------------
    pytest.param(
        {2: win("111m222p333s444s55z", "5z", "discard", 1)},
        {},
        # closed pungs: 对对和 2 + 门清无惠 1 = 3 (推倒和 not counted); seat 1 pays 3
        {"duiduihu": 2, "menqing_wuhui": 1},
        [0, -3, 3, 0],
        id="duiduihu-closed-discard",
    ),
    pytest.param(
        {3: win("88s", "8s", melds=[chi("123m", 2), pon("555p", 0), pon("777s", 1), pon("111z", 2)])},
        {},
        # four melds, one tile left: 大钓 2 (a chi: no 对对和); each pays 2
        {"dadiao": 2},
        [-2, -2, -2, 6],
        id="dadiao",
    ),
    pytest.param(
        {3: win("88s", "8s", melds=[pon("111m", 0), pon("555p", 1), pon("777s", 2), pon("111z", 0)])},
        {},
        # four pons and a lone wait: 对对和 2 + 大钓 2 = 4; each pays 4
        {"duiduihu": 2, "dadiao": 2},
        [-4, -4, -4, 12],
        id="dadiao-duiduihu",
    ),
    # --- 捉五魁 ---------------------------------------------------------------------------------
    pytest.param(
        {1: win("456m123789p11s222z", "5m", "discard", 2)},
        {"flip": "5s"},
        # 惠牌 6s; the 5m fills 4m_6m: 捉五魁 2 + 门清无惠 1 = 3 (no 一条龙: 456p missing)
        {"zhuowukui": 2, "menqing_wuhui": 1},
        [0, 3, -3, 0],
        id="zhuowukui",
    ),
    pytest.param(
        {1: win("45666m123789p222z", "5m", "discard", 2)},
        {"flip": "5s"},
        # line 73 "只和嵌單五萬一張牌" (default: the single-wait reading): 4666m waited on 4m and on 5m, so the
        # hand did not win on the 5m alone: no 捉五魁: 推倒和 1 + 门清无惠 1 = 2
        {"tuidaohu": 1, "menqing_wuhui": 1},
        [0, 2, -2, 0],
        id="zhuowukui-also-waiting-on-4m",
    ),
    pytest.param(
        {1: win("44456m123789p222z", "5m", "discard", 2)},
        {"flip": "5s"},
        # the case: 4446m waited on 5m (44 + 46) and on 6m (444 + 66): no 捉五魁 by default:
        # 推倒和 1 + 门清无惠 1 = 2
        {"tuidaohu": 1, "menqing_wuhui": 1},
        [0, 2, -2, 0],
        id="zhuowukui-4446m-two-waits",
    ),
    pytest.param(
        {1: win("44456m123789p222z", "5m", "discard", 2)},
        {"flip": "5s", "options": {"zhuowukui_single_wait": False}},
        # the looser reading (option off): the 5m sits in a real 4m_6m: 捉五魁 2 + 门清无惠 1 = 3
        {"zhuowukui": 2, "menqing_wuhui": 1},
        [0, 3, -3, 0],
        id="zhuowukui-looser-option",
    ),
    pytest.param(
        {1: win("456m123789p11s222z", "5m")},
        {"flip": "4m"},
        # 惠坯 4m: the 5m is the 惠牌, a wildcard, not a real 5m: 推倒和 1 only
        # (a 惠牌 in hand: no 门清无惠); each pays 1
        {"tuidaohu": 1},
        [-1, 3, -1, -1],
        id="zhuowukui-not-on-a-hui",
    ),
    # --- 海底捞月 -------------------------------------------------------------------------------
    pytest.param(
        {1: win(PLAIN, "3p", last_tile=True)},
        {},
        # last tile drawn: 海底捞月 2 + 门清无惠 1 = 3; each pays 3
        {"haidilaoyue": 2, "menqing_wuhui": 1},
        [-3, 9, -3, -3],
        id="haidilaoyue-self-draw",
    ),
    pytest.param(
        {1: win(PLAIN, "3p", "discard", 2, last_tile=True)},
        {},
        # the last discard: 海底捞月 1 to the winner + 门清无惠 1 = 2; seat 2 pays 2
        {"haidilaoyue": 1, "menqing_wuhui": 1},
        [0, 2, -2, 0],
        id="haidilaoyue-last-discard",
    ),
    # --- 一条龙 --------------------------------------------------------------------------------
    pytest.param(
        {2: win("123456789m123p11z", "9m", "discard", 3)},
        {"flip": "5s"},
        # 一条龙 3 + 门清无惠 1 = 4; seat 3 pays 4
        {"yitiaolong": 3, "menqing_wuhui": 1},
        [0, 0, 4, -4],
        id="yitiaolong",
    ),
    pytest.param(
        {2: win("123456m234p55z", "5z", melds=[chi("789m", 1)])},
        {},
        # a claimed 789m completes the straight: 一条龙 3; self-draw, each pays 3
        {"yitiaolong": 3},
        [-3, -3, 9, -3],
        id="yitiaolong-with-chi",
    ),
    # --- 七对子, 豪华七对子 --------------------------------------------------------------------
    pytest.param(
        {1: win("1155m2299p3377s11z", "1z", "discard", 2)},
        {"flip": "5s"},
        # 七对子 4 + 门清无惠 1 = 5; seat 2 pays 5
        {"qiduizi": 4, "menqing_wuhui": 1},
        [0, 5, -5, 0],
        id="qiduizi",
    ),
    pytest.param(
        {1: win("1111m2299p3377s11z", "1z")},
        {"flip": "5s"},
        # 1111m counts as two pairs: 豪华七对子 8 (not also 七对子) + 门清无惠 1 = 9; each pays 9
        {"haohua_qiduizi": 8, "menqing_wuhui": 1},
        [-9, 27, -9, -9],
        id="haohua-qiduizi",
    ),
    # --- 杠上开花 -------------------------------------------------------------------------------
    pytest.param(
        {1: win("123m456p789p11z", "1z", melds=[kong("2222s")], after_kong=True)},
        {},
        # concealed kong keeps the hand closed: 杠上开花 5 + 门清无惠 1 = 6; each pays 6
        {"gangshangkaihua": 5, "menqing_wuhui": 1},
        [-6, 18, -6, -6],
        id="gangshangkaihua",
    ),
    pytest.param(
        {1: win("123m456p789p11z", "1z", melds=[kong("2222s", 3)], after_kong=True)},
        {},
        # an exposed kong opens the hand: 杠上开花 5 only; each pays 5
        {"gangshangkaihua": 5},
        [-5, 15, -5, -5],
        id="gangshangkaihua-exposed-kong",
    ),
    # --- 清一色 --------------------------------------------------------------------------------
    pytest.param(
        {3: win("12334556778999p", "9p", "discard", 0)},
        {"flip": "5s"},
        # 清一色 6 + 门清无惠 1 + 庄 1 (the dealer dealt in) = 8; the dealer pays 8
        {"zhuang": 1, "qingyise": 6, "menqing_wuhui": 1},
        [-8, 0, 0, 8],
        id="qingyise",
    ),
    pytest.param(
        {1: win("1233455677899p4z", "8p")},
        {"flip": "3z"},
        # 惠牌 4z (北) stands for 9p: 123 345 567 789 99p, all dots: 清一色 6
        # (a 惠牌 in hand: no 门清无惠); each pays 6
        {"qingyise": 6},
        [-6, 18, -6, -6],
        id="qingyise-with-hui",
    ),
    # --- 四惠牌 --------------------------------------------------------------------------------
    pytest.param(
        {2: win("2222p13579m1357s1z", "2p")},
        {"flip": "1p"},
        # four 惠牌 (2p) win whatever the shape: 四惠牌 8; each pays 8
        {"sihuipai": 8},
        [-8, -8, 24, -8],
        id="sihuipai",
    ),
    pytest.param(
        {2: win("2222p123456789m1z", "2p")},
        {"flip": "1p"},
        # the 14 tiles also read as 123 456 789m + 1z+惠 pair + 3 惠 as a set:
        # 四惠牌 8 + 一条龙 3 = 11; each pays 11
        {"sihuipai": 8, "yitiaolong": 3},
        [-11, -11, 33, -11],
        id="sihuipai-with-yitiaolong",
    ),
    # --- 天和, 地和 ----------------------------------------------------------------------------
    pytest.param(
        {0: win(PLAIN, "3p", first_turn=True)},
        {},
        # 天和 10 (not also 庄) + 门清无惠 1 = 11; each pays 11
        {"tianhu": 10, "menqing_wuhui": 1},
        [33, -11, -11, -11],
        id="tianhu-not-zhuang",
    ),
    pytest.param(
        {2: win(PLAIN, "3p", first_turn=True)},
        {},
        # 地和 8 + 门清无惠 1 = 9; each pays 9
        {"dihu": 8, "menqing_wuhui": 1},
        [-9, -9, 27, -9],
        id="dihu-self-draw",
    ),
    pytest.param(
        {2: win(PLAIN, "3p", "discard", 0, first_turn=True)},
        {},
        # on the dealer's first discard: 地和 8 + 门清无惠 1 + 庄 1 = 10; the dealer pays 10
        {"zhuang": 1, "dihu": 8, "menqing_wuhui": 1},
        [-10, 0, 10, 0],
        id="dihu-on-dealer-discard",
    ),
    # --- 惠牌 as wildcards ---------------------------------------------------------------------
    pytest.param(
        {1: win("234m678m345p567s9s1p", "3p")},
        {},
        # the 惠牌 1p pairs the 9s: 推倒和 1 (a 惠牌: no 门清无惠); each pays 1
        {"tuidaohu": 1},
        [-1, 3, -1, -1],
        id="hui-as-pair",
    ),
    pytest.param(
        {1: win("12345678m11p222s4z", "8m", "discard", 2)},
        {"flip": "3z"},
        # 惠牌 4z as 9m makes 123 456 789m: 一条龙 3 beats 惠 as 6m (推倒和 1); seat 2 pays 3
        {"yitiaolong": 3},
        [0, 3, -3, 0],
        id="hui-best-reading-yitiaolong",
    ),
    pytest.param(
        {1: win("1155m2299p337s11z4z", "7s", "discard", 2)},
        {"flip": "3z"},
        # 惠牌 4z pairs the 7s: 七对子 4; seat 2 pays 4
        {"qiduizi": 4},
        [0, 4, -4, 0],
        id="hui-in-seven-pairs",
    ),
    pytest.param(
        {2: win("11155m2299p33s1z4z4z", "1z", "discard", 3)},
        {"flip": "3z"},
        # two 惠牌: one makes 1111m (two pairs), one pairs the 1z: 豪华七对子 8; seat 3 pays 8
        {"haohua_qiduizi": 8},
        [0, 0, 8, -8],
        id="hui-in-haohua-qiduizi",
    ),
    pytest.param(
        {1: win("234m678m345p56s1p1p1p", "3p")},
        {},
        # three 惠牌 (self-draw, as line 35 demands): one as 4s/7s, two as the pair: 推倒和 1
        {"tuidaohu": 1},
        [-1, 3, -1, -1],
        id="three-hui-self-draw",
    ),
]


@pytest.mark.parametrize(("seats", "kw", "expected_fans", "net"), CASES)
def test_hand_fans_and_nets(seats: dict, kw: dict, expected_fans: dict[str, int], net: list[int]) -> None:
    answer = ok(request(seats, **kw))
    (seat,) = seats
    assert fans(answer, seat) == expected_fans
    (hand,) = answer["hands"]
    assert hand["total"] == sum(expected_fans.values())
    assert answer["net"] == net
    # the ledger of lines 103-105: self-draw, each other seat pays F; discard, the discarder pays F
    w = seats[seat]["win"]
    f = sum(expected_fans.values())
    due = (
        [(o, seat, f, "hand") for o in range(4) if o != seat]
        if w["by"] == "self_draw"
        else [(w["from"], seat, f, "hand")]
    )
    assert payments(answer) == sorted(due)
