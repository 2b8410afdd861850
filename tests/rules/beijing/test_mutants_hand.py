"""Beijing hand reading (rules/beijing/hand.py): 捉五魁 with the single-wait option, the cases its mutants showed.

Seed 003 line 73: 捉五魁 (2 fan) is a win on the 5m alone, in the middle of 4m-6m; with the option
`zhuowukui_single_wait` the hand must have waited on nothing else (the 惠牌 itself aside). Flip 9p: the
惠牌 is 1p. Seat 1 (not the dealer) self-draws: each other seat pays F x 1.
"""

from __future__ import annotations

from .helpers import fans, ok, request, win

SINGLE = {"zhuowukui_single_wait": True}


def test_a_5m_pair_beside_the_4m_6m_gap_still_waits_on_5m_alone() -> None:
    # 234p 456p 789s + 4m 5m 5m 6m before the win. Adding 3m: 34556m has no pair + set; 4m: 44556m neither;
    # 6m: 45566m neither; 7m: 45567m neither; any other tile leaves 4556m broken. Only 5m: 456m + 55m.
    # So 捉五魁 2 + 门清无惠 1 (closed, no 1p) = F 3; each other seat pays 3.
    answer = ok(request({1: win("234p456p789s45556m", "5m")}, options=SINGLE))
    assert fans(answer, 1) == {"menqing_wuhui": 1, "zhuowukui": 2}
    assert answer["net"] == [-3, 9, -3, -3]


def test_a_hui_beside_a_complete_456m_waits_on_anything_so_no_zhuowukui() -> None:
    # before the win: 234p 456p 789s 456m (four sets) + the 惠牌 1p alone: it pairs with any tile, so the
    # hand waited on every kind, not on 5m alone: no 捉五魁, and with a 惠牌 no 门清无惠: 推倒和 1.
    answer = ok(request({1: win("234p456p789s4556m1p", "5m")}, options=SINGLE))
    assert fans(answer, 1) == {"tuidaohu": 1}
    assert answer["net"] == [-1, 3, -1, -1]
