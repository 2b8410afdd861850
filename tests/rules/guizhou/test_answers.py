"""Guizhou answers read beyond `net`: the 查叫 hand lines and facts, the dealer-doubling notes, and the seats
whose readiness matters (seed seeds/000_83bcab1ae18cc98e.txt lines 122, 163-171; 混五清十 line 159)."""

from __future__ import annotations

from typing import Any

import pytest

from .support import PH, errors, request, settle, win

NOTEN: dict[str, Any] = {"tenpai": False}


def test_cha_jiao_hand_with_hun_wu_qing_shi_and_pattern_double() -> None:
    # seat 1 holds 1122334455667m: a one-suit hand, ready on 1m, 4m and 7m. Under 混五清十 every pure pattern
    # (清一色 清大对 清七对 青龙背) is 10, so its best pattern over the waits is 10 (line 159); 牌型分2倍 applies
    # on a draw (line 131: "荒庄查叫生效的"): 20. Each noten seat pays 20, the dealer 20x2 = 40.
    ans, ledger = settle(
        request(
            [NOTEN, {"hand": "1122m3344m5566m7m"}, NOTEN, NOTEN],
            options={"hun_wu_qing_shi": True, "pattern_double": True},
        )
    )
    (hand,) = ans["hands"]
    assert hand["seat"] == 1
    assert [i["value"] for i in hand["items"]] == [10, 2]
    assert hand["items"][-1]["key"] == "pattern_double"
    assert (hand["total"], hand["unit"], hand["chajiao"], hand["waits"]) == (20, "points", True, "147m")
    assert ans["net"] == [-40, 80, -20, -20]
    assert ledger == {(0, 1, "chajiao"): 40, (2, 1, "chajiao"): 20, (3, 1, "chajiao"): 20}
    notes = {p["from"]: p.get("note") for p in ans["payments"]}
    # only the dealer's payment says it is doubled
    assert notes[0]
    assert notes[2] is None
    assert notes[3] is None


def test_discard_win_dealer_doubling_note() -> None:
    # 大对子 3 on the dealer's discard: 3x2 = 6, and the payment says why it is doubled (line 122)
    ans, ledger = settle(request([{}, win("222m555m888p333s66s", "6s", "discard", 0), {}, {}]))
    assert ledger == {(0, 1, "hand"): 6}
    (p,) = ans["payments"]
    assert p["note"] == "Dealer doubling ×2"
    assert ans["hands"][0]["unit"] == "points"


READY_UNKNOWN = "whether this seat is ready matters here: give its hand, or mark it ready or not ready"


@pytest.mark.parametrize(
    "seat2",
    [pytest.param({"chicken_discards": "9m"}, id="discards"), pytest.param({"chickens": "1s"}, id="chickens")],
)
def test_a_seat_with_facts_must_say_whether_it_is_ready(seat2: dict[str, Any]) -> None:
    # a seat that discarded or holds chickens may collect or pay for them: whether it is ready decides which
    assert errors(request([{}, win(PH, "5s"), seat2, {}])) == {"seats.2.tenpai": READY_UNKNOWN}
