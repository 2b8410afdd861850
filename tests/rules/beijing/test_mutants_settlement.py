"""Beijing settlement (rules/beijing/settlement.py): the cases its surviving mutants showed untested.

Rules: seed 003 and rules-brief "Beijing": F = hand fan, B = 底分; self-draw: each other pays F x B, under
互包 the partner pays the whole 3F x B; 烧庄 of r rounds = 2^(r-1) fan, the dealer pays it to each of the
three others whoever wins; a draw pays 烧庄 only with the option `shaozhuang_on_draw`.
Every hand here is read with the flip 9p, so the 惠牌 is 1p and none of the hands holds one.
"""

from __future__ import annotations

from typing import Any

import rules

from .helpers import chi, errors, fans, ok, payments, pon, request, win

CLOSED = "123m456p789s123s55m"  # four chows and a 5m pair, no 1p (the 惠牌)


def test_hubao_self_draw_with_two_rounds_of_shaozhuang_whole_answer() -> None:
    # Seat 2 (not the dealer) self-draws CLOSED: 推倒和 1 (none of the big fans) + 门清无惠 1 (closed, no 惠牌)
    # = F 2. 互包 2-3: seat 3 pays the whole 3F x B = 3 x 2 x 1 = 6. 烧庄 r = 2: 2^(2-1) = 2 fan, the
    # dealer (seat 0) pays 2 x 1 to seats 1, 2, 3. Nets: seat 0 -6, seat 1 +2, seat 2 6 + 2 = 8, seat 3 -6 + 2 = -4.
    answer = ok(request({2: win(CLOSED, "5m")}, rounds=2, hubao=[[2, 3]], lang="en"))
    (hand,) = answer["hands"]
    assert fans(answer, 2) == {"tuidaohu": 1, "menqing_wuhui": 1}
    assert (hand["seat"], hand["total"], hand["unit"]) == (2, 2, "fan")
    sz = hand["items"][-1]
    assert sz == {
        "key": "shaozhuang",
        "name": sz["name"],
        "value": 2,
        "detail": "Dealer's burn (烧庄 shāo zhuāng), 2 in a row: the dealer pays 2 fan to each of the three others",
        "op": "",
    }
    assert payments(answer) == [
        (0, 1, 2, "shaozhuang"),
        (0, 2, 2, "shaozhuang"),
        (0, 3, 2, "shaozhuang"),
        (3, 2, 6, "hubao"),
    ]
    assert answer["net"] == [-6, 2, 8, -4]
    (hubao,) = [p for p in answer["payments"] if p["reason"] == "hubao"]
    assert hubao["note"] == "Mutual liability (互包 hù bāo): seat 3 pays seat 2's hand fan"
    assert hubao["note_parts"] == [
        {"text": "Mutual liability (互包 hù bāo): "},
        {"seat": 3, "text": "seat 3"},
        {"text": " pays "},
        {"seat": 2, "text": "seat 2"},
        {"text": "'s hand fan"},
    ]
    assert answer["notes"] == [
        "Dealer's burn (烧庄 shāo zhuāng), 2 in a row = 2 fan: the dealer (seat 0) pays 2 fan × base to each of the "
        "three others, whoever won and regardless of mutual liability (互包 hù bāo)."
    ]
    assert answer["notes_parts"] == [
        [
            {"text": "Dealer's burn (烧庄 shāo zhuāng), 2 in a row = 2 fan: the dealer ("},
            {"seat": 0, "text": "seat 0"},
            {
                "text": ") pays 2 fan × base to each of the three others, whoever won and regardless of mutual "
                "liability (互包 hù bāo)."
            },
        ]
    ]
    assert answer["shaozhuang"] == {"rounds": 2, "fan": 2}


def test_three_melds_from_one_seat_make_hubao_and_say_so() -> None:
    # Seat 2 pons 222m, 555p, 777s all from seat 1 (three claims: 互包 without being told) and self-draws
    # 345s + 99m: open, no big fan, not the dealer: 推倒和 1 = F 1; seat 1 pays 3F x B = 3.
    melds = [pon("222m", 1), pon("555p", 1), pon("777s", 1)]
    answer = ok(request({2: win("345s99m", "9m", melds=melds)}, lang="en"))
    assert fans(answer, 2) == {"tuidaohu": 1}
    assert payments(answer) == [(1, 2, 3, "hubao")]
    assert answer["notes"] == [
        "Seat 2 claimed 3 melds from seat 1: the two are in mutual liability (互包 hù bāo) automatically."
    ]
    assert answer["notes_parts"] == [
        [
            {"seat": 2, "text": "Seat 2"},
            {"text": " claimed 3 melds from "},
            {"seat": 1, "text": "seat 1"},
            {"text": ": the two are in mutual liability (互包 hù bāo) automatically."},
        ]
    ]


def test_shaozhuang_is_paid_after_a_win_even_with_the_draw_option_off() -> None:
    # the option only concerns draws: a win with r = 3 pays 2^2 = 4 fan from the dealer to each other seat
    # seat 1 wins on seat 2's discard with CLOSED: F = 2 (as above), seat 2 pays 2 x 1.
    data = request({1: win(CLOSED, "5m", "discard", 2)}, rounds=3, options={"shaozhuang_on_draw": False}, lang="en")
    answer = ok(data)
    assert payments(answer) == [
        (0, 1, 4, "shaozhuang"),
        (0, 2, 4, "shaozhuang"),
        (0, 3, 4, "shaozhuang"),
        (2, 1, 2, "hand"),
    ]
    assert answer["net"] == [-12, 6, 2, 4]


def test_a_draw_says_so_first_then_the_shaozhuang() -> None:
    # no winner, r = 2 (2 fan), the option on (default): the dealer pays 2 to each other seat
    answer = ok(request({}, rounds=2, lang="en"))
    assert answer["notes"][0] == "Drawn hand (no winner)."
    assert answer["notes"][1].startswith("Dealer's burn (烧庄 shāo zhuāng), 2 in a row = 2 fan: the dealer (seat 0)")
    assert answer["net"] == [-6, 2, 2, 2]


def test_a_draw_with_the_option_off_pays_no_shaozhuang_and_says_why() -> None:
    answer = ok(request({}, rounds=2, options={"shaozhuang_on_draw": False}, lang="en"))
    assert answer["payments"] == []
    assert answer["notes"] == [
        "Drawn hand (no winner).",
        "Draw: with the current options dealer's burn (烧庄 shāo zhuāng) is not paid on a draw.",
    ]


def test_a_draw_without_shaozhuang_says_only_that_it_is_a_draw() -> None:
    answer = ok(request({}, rounds=0, lang="en"))
    assert answer["payments"] == []
    assert answer["notes"] == ["Drawn hand (no winner)."]


OPEN_ON_DISCARD = "after a chi, pon or exposed kong a hand may only win by self-draw, never on a discard"


def _open_discard_win(seat: int) -> dict[str, Any]:
    # a chi from the seat before, then a win on a discard: forbidden (seed lines 29, 33)
    return win("456p789s123s55m", "5m", "discard", 0, melds=[chi("123m", (seat - 1) % 4)])


def test_every_winner_s_error_is_reported_not_only_the_first() -> None:
    # two illegal wins: both named
    got = errors(request({1: _open_discard_win(1), 2: _open_discard_win(2)}, lang="en"))
    assert [f for f, _ in got] == ["seats.1.win.by", "seats.2.win.by"]
    assert all(m.startswith(OPEN_ON_DISCARD) for _, m in got)


def test_an_illegal_win_then_a_hand_that_cannot_win_are_both_reported() -> None:
    # seat 1 wins illegally, seat 2's 14 tiles are no winning shape: both errors, in seat order
    not_winning = win("123m456p789s123s5m1z", "5m", "discard", 0)
    got = errors(request({1: _open_discard_win(1), 2: not_winning}, lang="en"))
    assert [f for f, _ in got] == ["seats.1.win.by", "seats.2.hand"]
    # the message names the 惠牌 (flip 9p: 1p)
    assert "wildcard (惠牌 huì pái) 1p" in got[1][1]


def test_a_hand_that_cannot_win_then_an_illegal_win_are_both_reported() -> None:
    not_winning = win("123m456p789s123s5m1z", "5m", "discard", 0)
    got = errors(request({1: not_winning, 2: _open_discard_win(2)}, lang="en"))
    assert [f for f, _ in got] == ["seats.1.hand", "seats.2.win.by"]


def test_no_shaozhuang_field_means_no_rounds() -> None:
    # the table object left out: 0 rounds of 烧庄, a plain discard win of F 2 paid by the discarder alone
    data = request({1: win(CLOSED, "5m", "discard", 2)}, lang="en")
    del data["table"]
    status, answer = rules.score_request(data)
    assert status == 200, answer
    assert payments(answer) == [(2, 1, 2, "hand")]
    assert "shaozhuang" not in answer
