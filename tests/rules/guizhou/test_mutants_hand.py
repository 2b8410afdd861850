"""Guizhou hand patterns (rules/guizhou/hand.py): a flush whose pung is of the suit's 1, the case a mutant showed.

Seed 000 / rules-brief "Guizhou": 清一色 4 (one suit throughout, melds included); the dealer pays double;
only the best pattern counts. 1p is no chicken unless its option is on (default off), so no chicken here.
"""

from __future__ import annotations

from .support import pon, request, settle, win


def test_a_flush_with_a_melded_1p_pung_is_qing_yi_se() -> None:
    # seat 1 self-draws 234p 456p 789p 55p with 111p pon'd from seat 2: every tile a pin: 清一色 4
    # (not 清大对: there are chows). Dealer seat 0 pays 4 x 2 = 8, seats 2 and 3 pay 4: seat 1 +16.
    ans, ledger = settle(request([{}, win("234p456p789p55p", "5p", melds=[pon("111p", 2)]), {}, {}]))
    assert [(i["key"], i["value"]) for i in ans["hands"][0]["items"]] == [("qing_yi_se", 4)]
    assert ledger == {(0, 1, "hand"): 8, (2, 1, "hand"): 4, (3, 1, "hand"): 4}
    assert ans["net"] == [-8, 16, -4, -4]
