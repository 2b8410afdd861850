"""荒庄查叫 with a ready seat's best pattern given without its tiles (`chajiao_pattern`, seed lines 165, 175, 185):
each seat that is not ready pays each ready seat that pattern's value, the dealer doubling, exactly as when the
ready seat's tiles are given."""

from __future__ import annotations

from typing import Any

import pytest

from .support import request, settle

NOTEN = {"tenpai": False}


def ready(pattern: str, **more: Any) -> dict[str, Any]:
    return {"tenpai": True, "chajiao_pattern": pattern, **more}


CASES = [
    pytest.param(
        # line 165: 清七对 8 to seat 1, 大对子 3 to seat 2; the dealer (seat 0) pays double: 0 -> 1 16, 0 -> 2 6,
        # 3 -> 1 8, 3 -> 2 3 (the tiles of test_settlements' "cha-jiao", given as their patterns).
        request([NOTEN, ready("qing_qi_dui"), ready("da_dui_zi"), NOTEN]),
        [-22, 24, 9, -11],
        {(0, 1, "chajiao"): 16, (0, 2, "chajiao"): 6, (3, 1, "chajiao"): 8, (3, 2, "chajiao"): 3},
        id="two-ready",
    ),
    pytest.param(
        # line 131: 牌型分2倍 doubles the pattern part of 查叫 too.
        request([NOTEN, ready("qing_qi_dui"), ready("da_dui_zi"), NOTEN], options={"pattern_double": True}),
        [-44, 48, 18, -22],
        {(0, 1, "chajiao"): 32, (0, 2, "chajiao"): 12, (3, 1, "chajiao"): 16, (3, 2, "chajiao"): 6},
        id="pattern-double",
    ),
    pytest.param(
        # the dealer ready with 清一色 4: each of the three others pays it double, 8.
        request([ready("qing_yi_se"), NOTEN, NOTEN, NOTEN]),
        [24, -8, -8, -8],
        {(1, 0, "chajiao"): 8, (2, 0, "chajiao"): 8, (3, 0, "chajiao"): 8},
        id="dealer-ready",
    ),
    pytest.param(
        # 混五清十 (line 25): a mixed 大对子 is worth 5, a one-suit hand 10.
        request([NOTEN, ready("da_dui_zi"), ready("qing_long_bei"), NOTEN], options={"hun_wu_qing_shi": True}),
        [-30, 15, 30, -15],
        {(0, 1, "chajiao"): 10, (0, 2, "chajiao"): 20, (3, 1, "chajiao"): 5, (3, 2, "chajiao"): 10},
        id="hun-wu-qing-shi",
    ),
    pytest.param(
        # line 165: everybody ready (or nobody): nobody pays.
        request([ready("ping_hu"), ready("qi_dui"), ready("qing_yi_se"), ready("da_dui_zi")]),
        [0, 0, 0, 0],
        {},
        id="all-ready",
    ),
    pytest.param(
        # readiness follows from the pattern: no `tenpai` needed beside it.
        request([NOTEN, {"chajiao_pattern": "long_qi_dui"}, NOTEN, NOTEN]),
        [-8, 16, -4, -4],
        {(0, 1, "chajiao"): 8, (2, 1, "chajiao"): 4, (3, 1, "chajiao"): 4},
        id="pattern-implies-ready",
    ),
]


@pytest.mark.parametrize(("data", "net", "ledger"), CASES)
def test_chajiao_pattern_settlement(
    data: dict[str, Any], net: list[int], ledger: dict[tuple[int, int, str], int]
) -> None:
    """A ready seat's pattern alone settles 荒庄查叫 to the exact amounts the seed's rule gives."""
    ans, got = settle(data)
    assert ans["net"] == net
    assert got == ledger


# ready hands (13 tiles) and the pattern each is paid on a draw (its best over its waits)
READY_HANDS = [
    pytest.param("2233445566778p", "qing_qi_dui", id="qing-qi-dui"),
    pytest.param("222m444s666s888m9m", "da_dui_zi", id="da-dui-zi"),
    pytest.param("234m456m789p123s5s", "ping_hu", id="ping-hu"),
    pytest.param("1122m3344p5566s7s", "qi_dui", id="qi-dui"),
    pytest.param("234p567p234p789p5p", "qing_yi_se", id="qing-yi-se"),
    pytest.param("111p222p333p444p5p", "qing_da_dui", id="qing-da-dui"),
]


@pytest.mark.parametrize("options", [{}, {"hun_wu_qing_shi": True}, {"pattern_double": True}], ids=str)
@pytest.mark.parametrize("dealer", [0, 1])
@pytest.mark.parametrize(("hand", "pattern"), READY_HANDS)
def test_pattern_settles_as_its_tiles(hand: str, pattern: str, dealer: int, options: dict[str, Any]) -> None:
    """The same ready seat entered as its tiles or as its best pattern settles identically (the answer's nets,
    payments and hand lines), whoever deals and under the options that change a pattern's value."""
    by_tiles, _ = settle(request([NOTEN, {"hand": hand}, NOTEN, NOTEN], dealer=dealer, options=options))
    by_pattern, _ = settle(request([NOTEN, ready(pattern), NOTEN, NOTEN], dealer=dealer, options=options))
    assert by_pattern["net"] == by_tiles["net"]
    assert by_pattern["payments"] == by_tiles["payments"]
    values = [[i["value"] for i in h["items"]] for h in by_tiles["hands"]]
    assert [[i["value"] for i in h["items"]] for h in by_pattern["hands"]] == values
    if not options.get("hun_wu_qing_shi"):  # under 混五清十 one-suit patterns tie at 10: the tiles name the first
        assert [h["items"] for h in by_pattern["hands"]] == [h["items"] for h in by_tiles["hands"]]
    assert [h["total"] for h in by_pattern["hands"]] == [h["total"] for h in by_tiles["hands"]]


def test_pattern_with_the_tiles_it_makes_is_accepted() -> None:
    """Both given and agreeing: settled as the tiles (under 混五清十 any pattern of the same value agrees)."""
    _ans, got = settle(request([NOTEN, {"hand": "2233445566778p", "chajiao_pattern": "qing_qi_dui"}, NOTEN, NOTEN]))
    assert got == {(0, 1, "chajiao"): 16, (2, 1, "chajiao"): 8, (3, 1, "chajiao"): 8}
    seats = [NOTEN, {"hand": "2233445566778p", "chajiao_pattern": "qing_yi_se"}, NOTEN, NOTEN]
    _ans, got = settle(request(seats, options={"hun_wu_qing_shi": True}))
    assert got == {(0, 1, "chajiao"): 20, (2, 1, "chajiao"): 10, (3, 1, "chajiao"): 10}
