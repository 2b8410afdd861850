"""Guizhou request checks that no test reached before: each bad request is refused naming its field.

Seed (seeds/000_83bcab1ae18cc98e.txt): the deal has 万筒条 only (line 121, "牌具有万筒条"), so no red five;
报听 (line 111): "进入托管状态,不能更换手牌" - a 报听 seat is ready by declaration; 冲锋鸡 names the seat that
discarded the first 1s (and who claimed it). A seat is given by its hand or by its facts (`chickens`), not both.
"""

from __future__ import annotations

from typing import Any

import pytest

from .support import PH, errors, pon, request, settle, win

NOT_READY = "1357m2468p13579s"  # 13 tiles, waits on nothing

CASES = [
    pytest.param(
        request([{}, win("234m406m789p234s55s", "5s"), {}, {}]),
        {"seats.1.hand": "Xingyi mahjong has no red fives"},
        id="red-five",
    ),
    pytest.param(
        request([{}, win(PH, "5s"), {"hand": "123m456m789p234s5s", "chickens": "1s"}, {}]),
        {
            "seats.2.chickens": "give either the hand or the chickens in hand, not both: the chickens in hand are counted from the hand"
        },
        id="chickens-and-hand",
    ),
    pytest.param(
        request([{}, win(PH, "5s"), {"baoting": True, "tenpai": False}, {}]),
        {"seats.2.tenpai": "a seat that declared ready (报听 bào tīng) is ready; it cannot be marked not ready"},
        id="baoting-marked-not-ready",
    ),
    pytest.param(
        request([{}, win(PH, "5s"), {"baoting": True, "hand": NOT_READY}, {}]),
        {"seats.2.baoting": "marked ready, but the hand given waits on nothing (or breaks the missing-suit rule)"},
        id="baoting-hand-waits-on-nothing",
    ),
    pytest.param(
        request(
            [{}, win(PH, "5s"), {"tenpai": True, "melds": [pon("111s", 3)]}, {}], table={"chongfeng_claimed_by": 2}
        ),
        {"table.chongfeng_seat": "a claimer is given, so the discarder must be given too"},
        id="chongfeng-claimer-without-discarder",
    ),
]


@pytest.mark.parametrize(("data", "expected"), CASES)
def test_refused(data: dict[str, Any], expected: dict[str, str]) -> None:
    assert errors(data) == expected


def test_a_seat_rightly_marked_not_ready_pays_like_any() -> None:
    # seat 2 gives its hand (waiting on nothing) and `tenpai: false`: consistent, accepted. Seat 1 self-draws
    # 平胡 1: the dealer pays 1x2, seats 2 and 3 pay 1 (seed lines 83, 122).
    ans, ledger = settle(request([{}, win(PH, "5s"), {"tenpai": False, "hand": NOT_READY}, {}]))
    assert ans["net"] == [-2, 4, -1, -1]
    assert ledger == {(0, 1, "hand"): 2, (2, 1, "hand"): 1, (3, 1, "hand"): 1}
