"""Payments: 互包 (seed lines 57, 113), 烧庄 (107-111), several winners, 底分 (97), and the ledger itself."""

from __future__ import annotations

import rules

from .helpers import chi, fans, ok, payments, pon, request, win

PLAIN = "234m678m345p567s99s"  # closed, no 惠牌: 推倒和 1 + 门清无惠 1 = 2 for a non-dealer


def test_hubao_two_partners_self_draw_each_pays_a_full_share() -> None:
    # seat 1 self-draws F = 2; partners 0 and 3 each pay what the whole table would: 3 x 2 = 6;
    # seat 2 pays nothing. Winner +12 = double (line 113).
    answer = ok(request({1: win(PLAIN, "3p")}, hubao=[[1, 0], [3, 1]]))
    assert payments(answer) == [(0, 1, 6, "hubao"), (3, 1, 6, "hubao")]
    assert answer["net"] == [-6, 12, 0, -6]
    assert fans(answer, 1) == {"tuidaohu": 1, "menqing_wuhui": 1}  # 互包 is not a fan line (line 115)


def test_hubao_three_partners_each_pay_a_share() -> None:
    # the seed covers two partners; three (possible in theory) extend it: each pays 3 x 2 = 6
    answer = ok(request({1: win(PLAIN, "3p")}, hubao=[[1, 0], [1, 2], [1, 3]]))
    assert payments(answer) == [(0, 1, 6, "hubao"), (2, 1, 6, "hubao"), (3, 1, 6, "hubao")]
    assert answer["net"] == [-6, 18, -6, -6]


def test_hubao_two_partners_discard_win() -> None:
    # seat 1 wins F = 2 on seat 2's discard; partners 0 and 3 each pay F = 2, the discarder nothing.
    answer = ok(request({1: win(PLAIN, "3p", "discard", 2)}, hubao=[[0, 1], [1, 3]]))
    assert payments(answer) == [(0, 1, 2, "hubao"), (3, 1, 2, "hubao")]
    assert answer["net"] == [-2, 4, 0, -2]


def test_hubao_one_partner_self_draw_pays_all_three_shares() -> None:
    # dealer self-draws: 庄 1 + 推倒和 1 + 门清无惠 1 = 3; partner seat 2 pays 3 x 3 = 9, base 100 -> 900.
    answer = ok(request({0: win(PLAIN, "3p")}, hubao=[[0, 2]], base=100))
    assert payments(answer) == [(2, 0, 900, "hubao")]
    assert answer["net"] == [900, 0, -900, 0]


def test_hubao_partners_both_win_one_discard_settle_the_difference() -> None:
    # seats 1 and 3 (互包) both win on seat 2's 9s. Seat 1: 推倒和 + 门清无惠 = 2, paid by seat 3;
    # seat 3: 七对子 4 + 门清无惠 1 = 5, paid by seat 1. Net: seat 3 +3, seat 1 -3 (line 57).
    answer = ok(
        request(
            {1: win(PLAIN, "9s", "discard", 2), 3: win("1155m2299p3377s99s", "9s", "discard", 2)},
            hubao=[[1, 3]],
        )
    )
    assert fans(answer, 3) == {"qiduizi": 4, "menqing_wuhui": 1}
    assert payments(answer) == [(1, 3, 5, "hubao"), (3, 1, 2, "hubao")]
    assert answer["net"] == [0, -3, 0, 3]


def test_hubao_formed_by_three_claims_from_one_seat() -> None:
    # seat 2 claimed 123m, 456p (chi) and 777s (pon) from seat 1: 互包 by itself (line 57).
    # 推倒和 1 on a self-draw: seat 1 pays all 3 x 1 = 3.
    seat2 = win("234s99s", "9s", melds=[chi("123m", 1), chi("456p", 1), pon("777s", 1)])
    answer = ok(request({2: seat2}))
    assert payments(answer) == [(1, 2, 3, "hubao")]
    assert answer["net"] == [0, -3, 3, 0]
    assert any("互包" in n for n in answer["notes"])


def test_two_winners_on_the_dealers_discard() -> None:
    # both on the dealer's 9s: seat 1 庄 + 推倒和 + 门清无惠 = 3; seat 3 庄 + 七对子 + 门清无惠 = 6.
    answer = ok(request({1: win(PLAIN, "9s", "discard", 0), 3: win("1155m2299p3377s99s", "9s", "discard", 0)}))
    assert payments(answer) == [(0, 1, 3, "hand"), (0, 3, 6, "hand")]
    assert answer["net"] == [-9, 3, 0, 6]


def test_shaozhuang_with_a_nondealer_self_draw() -> None:
    # 2 rounds = 2^(2-1) = 2 fan. Seat 1 self-draws F = 2: +6, others -2.
    # 烧庄: dealer pays 2 to each other seat. Base 100:
    # seat 0: -2 - 6 = -8 -> -800; seat 1: +6 + 2 = 8 -> 800; seats 2, 3: -2 + 2 = 0.
    answer = ok(request({1: win(PLAIN, "3p")}, rounds=2, base=100))
    assert answer["net"] == [-800, 800, 0, 0]
    (hand,) = answer["hands"]
    assert hand["items"][-1]["key"] == "shaozhuang"
    assert hand["items"][-1]["value"] == 2
    assert hand["total"] == 2  # the hand fan F; 烧庄 is paid on its own
    assert answer["shaozhuang"] == {"rounds": 2, "fan": 2}


def test_shaozhuang_paid_on_a_draw_by_default() -> None:
    # no winner, 4 rounds = 2^3 = 8 fan, dealer seat 2, base 1000: the dealer pays 8000 to each.
    answer = ok(request({}, flip=None, rounds=4, dealer=2, base=1000))
    assert answer["hands"] == []
    assert payments(answer) == [(2, 0, 8000, "shaozhuang"), (2, 1, 8000, "shaozhuang"), (2, 3, 8000, "shaozhuang")]
    assert answer["net"] == [8000, 8000, -24000, 8000]


def test_shaozhuang_on_a_draw_can_be_turned_off() -> None:
    answer = ok(request({}, rounds=4, options={"shaozhuang_on_draw": False}))
    assert answer["payments"] == []
    assert answer["net"] == [0, 0, 0, 0]


def test_draw_without_shaozhuang_moves_nothing() -> None:
    answer = ok(request({}, flip=None))
    assert answer["net"] == [0, 0, 0, 0]


def test_base_points_default_is_2000() -> None:
    # 实例1's 底分. Seat 1 self-draw F = 2: each pays 2 x 2000 = 4000.
    data = request({1: win(PLAIN, "3p")})
    del data["options"]
    answer = ok(data)
    assert answer["net"] == [-4000, 12000, -4000, -4000]
    assert answer["base_points"] == 2000


def test_reading_is_shown_with_the_hui() -> None:
    # 惠牌 4z chosen as 9m (一条龙) rather than 6m
    answer = ok(request({1: win("12345678m11p222s4z", "8m", "discard", 2)}, flip="3z", lang="en"))
    (hand,) = answer["hands"]
    assert hand["reading"] == "reading: 123m 456m 789m 222s 11p; Wildcard (惠牌 huì pái) as 9m in 789m"
    assert hand["hui"] == "4z"


def test_reading_of_three_hui_as_a_set() -> None:
    # 123456789m + 1z, four 惠牌 2p: three 惠牌 form a set of their own, one pairs the 1z.
    answer = ok(request({2: win("2222p123456789m1z", "2p")}, flip="1p", lang="en"))
    (hand,) = answer["hands"]
    assert "3 wildcards (惠牌 huì pái) as 222p" in hand["reading"]
    assert "Wildcard (惠牌 huì pái) as 1z in 11z" in hand["reading"]


def test_names_follow_the_request_language() -> None:
    answer = ok(request({1: win(PLAIN, "3p")}, lang="ja"))
    (hand,) = answer["hands"]
    assert [i["name"] for i in hand["items"]] == ["推倒和", "門清無惠"]


def test_rule_set_is_described() -> None:
    described = {rs["key"]: rs for rs in rules.describe_rulesets("en")["rulesets"]}
    bj = described["beijing"]
    assert [o["key"] for o in bj["options"]] == [
        "base_points",
        "shaozhuang_on_draw",
        "zhuowukui_single_wait",
        "dadiao_exposed_only",
    ]
    assert [f["key"] for f in bj["table"]] == ["shaozhuang_rounds", "hubao"]
    assert bj["payment_reasons"].keys() == {"hand", "hubao", "shaozhuang"}
