"""Riichi fu (rules/riichi/fu.py): the double-wind pair option, through both readings of a hand.

`hand.evaluate` (the hot path) and `reference.evaluate` (every Pattern.detect, fu by `fu_of`) must both
honour `double_wind_fu`; the fast tests compared the two only with the option at its default, so
`fu_of` dropping the option went unseen. The numbers are the rule's own (fu.py docstring, seed 001):
base 20, closed ron 10, a concealed terminal pung 8, a pair of the seat wind 2 and of the round wind 2
(a double-wind pair 4, or 2 with the option), rounded up to 10.
"""

from __future__ import annotations

import pytest

from rules.riichi import hand as scoring
from rules.riichi import reference
from rules.riichi.hand import HandInput
from rules.riichi.options import OPTIONS, PRESETS
from rules.tiles import parse

TENHOU = {o.key: o.default for o in OPTIONS} | dict(PRESETS[1].values)


@pytest.mark.parametrize("evaluate", [scoring.evaluate, reference.evaluate], ids=["hot-path", "reference"])
@pytest.mark.parametrize(("double_wind_fu", "fu"), [(4, 50), (2, 40)])
def test_a_double_wind_pair_counts_as_the_option_says(evaluate, double_wind_fu: int, fu: int) -> None:
    # East (the dealer) in the East round, riichi, ron on 8s: 999m 234p 456s 67s+8s 11z (East pair).
    # 20 + 10 (closed ron) + 0 (67s waits on 5s-8s: ryanmen) + 8 (999m concealed terminal pung)
    # + East pair: 4 (seat and round) -> 42 -> 50 fu; with the option 2 -> 40 fu.
    hi = HandInput(hand=parse("999m234p456s678s11z"), melds=(), win_tile=parse("8s")[0], tsumo=False, riichi="single")
    value = evaluate(hi, TENHOU | {"double_wind_fu": double_wind_fu})
    assert value.fu == fu
    assert [k for k, _, _ in value.fu_lines].count("fu_pair_round_wind") == (1 if double_wind_fu == 4 else 0)
    assert value.yaku == (("riichi", 1),)
