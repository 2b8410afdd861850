"""Riichi yakuman detects (rules/riichi/patterns.py): nine gates at its edges, the cases mutants showed.

Rule text (seed 001, standard riichi): 九莲宝灯 (chuuren) is 1112345678999 + any tile of the same suit,
closed; 纯正九莲 (junsei) when the 13 tiles before the win were exactly 1112345678999 (a nine-sided wait).
Both readings of a hand (the hot path and the plain reading that asks every `detect`) must agree.
"""

from __future__ import annotations

import pytest

from rules.riichi import hand as scoring
from rules.riichi import reference
from rules.riichi.hand import HandInput
from rules.riichi.options import OPTIONS, PRESETS
from rules.tiles import parse

TENHOU = {o.key: o.default for o in OPTIONS} | dict(PRESETS[1].values)
BOTH = pytest.mark.parametrize("evaluate", [scoring.evaluate, reference.evaluate], ids=["hot-path", "reference"])


def _ron(hand: str, win: str) -> HandInput:
    return HandInput(hand=parse(hand), melds=(), win_tile=parse(win)[0], tsumo=False)


@BOTH
def test_chuuren_won_on_the_third_1(evaluate) -> None:
    # 11123455678999m won on 1m: before the win 1123455678999 (two 1m, two 5m): not the pure form, so
    # 九莲宝灯 (not 纯正), though the winning 1m is now the third of its kind. Read 111 234 55 678 999.
    value = evaluate(_ron("11123455678999m", "1m"), TENHOU)
    assert value.yaku == (("chuuren", 13),)


@BOTH
def test_junsei_chuuren_won_on_the_fourth_1(evaluate) -> None:
    # 11112345678999m won on 1m: before the win 1112345678999, the pure form: 纯正九莲 (a double yakuman
    # with the tenhou preset's double_yakuman), the winning 1m the fourth of its kind.
    value = evaluate(_ron("11112345678999m", "1m"), TENHOU)
    assert [k for k, _ in value.yaku] == ["junsei_chuuren"]


@BOTH
def test_chuuren_in_pinzu(evaluate) -> None:
    # the same shape in pins: 11123456789999p won on 2p (2p the only one of its kind): 九莲宝灯
    value = evaluate(_ron("11123456789999p", "2p"), TENHOU)
    assert value.yaku == (("chuuren", 13),)


@BOTH
def test_no_2_no_nine_gates(evaluate) -> None:
    # 111 345 678 999 + 44m won on 3m: three 1m and three 9m but no 2m: not nine gates. Closed ron:
    # 清一色 6 han only (the pair 44m is no terminal, no chow sequence 123-456-789, only two concealed pungs).
    value = evaluate(_ron("11134445678999m", "3m"), TENHOU)
    assert value.yakuman == 0
    assert value.yaku == (("chinitsu", 6),)
