"""Differential test at three players: generated three-player hands scored by us and by `mahjong` 2.1.0.

The hands come from the bench's generator (`bench.riichi.generate(players=3)`: no 2m-8m, no chi, North tiles set
aside, every wind of a table of three, the preset `tenhou_sanma` with kuitan, red fives, kiriage, double yakuman
and kazoe varied), its random source drawn by hypothesis; `mahjong` gets `OptionalRules(is_three_player=True)` and
`HandConfig(num_nuki_dora=...)`. Every hand must have the same han, fu (below yakuman) and points (a self-draw's
two payers: tsumo loss), and a hand `mahjong` calls "no_yaku" must be our "no yaku" error.
"""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mahjong.hand_calculating.hand import HandCalculator

from bench.riichi import Case, mahjong_args, mahjong_points, sanma_case
from rules import score_request
from rules.riichi import reference
from rules.riichi.hand import NotComplete, NoYaku, evaluate
from tests.support.settlement import check_settlement


def _case(rng: random.Random) -> Case:
    while True:
        c = sanma_case(rng)
        if c is not None:
            return c


def _disagreement(c: Case) -> object:
    status, answer = score_request(c.request)
    theirs = HandCalculator.estimate_hand_value(**mahjong_args(c))
    if theirs.error:
        if theirs.error == "no_yaku" and status == 400 and answer["errors"][0]["field"].endswith(".hand"):
            return None
        return (theirs.error, answer)
    if status != 200:
        return answer
    check_settlement(answer)
    h = answer["hands"][0]
    points = mahjong_points(theirs, c.hand_input.tsumo, players=3)
    if h["han"] == theirs.han and h["points"] == points and (h["yakuman"] > 0 or h["fu"] == theirs.fu):
        return None
    return ((theirs.han, theirs.fu, points), (h["han"], h["fu"], h["points"]))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.randoms(use_true_random=False))
def test_sanma_hands_agree_with_mahjong_package(rng: random.Random) -> None:
    """A generated three-player hand: the same han, fu and points as `mahjong` 2.1.0 with three-player rules."""
    c = _case(rng)
    assert _disagreement(c) is None, c.request


def test_sanma_fixed_hands_agree_and_cover_north_dora() -> None:
    """1,000 fixed-seed three-player hands agree, among them hands with Norths set aside, North as the dora, a 1m /
    9m indicator, kokushi and counted yakuman."""
    rng = random.Random(20270127)
    seen: Counter[str] = Counter()
    wrong = []
    for _ in range(1000):
        c = _case(rng)
        why = _disagreement(c)
        if why is not None:
            wrong.append((c.request, why))
        seen["nuki"] += c.hand_input.nuki > 0
        seen["north_dora"] += c.hand_input.nuki > 0 and 29 in c.hand_input.dora
        seen["man_indicator"] += any(d in (0, 8) for d in c.hand_input.dora)
        seen["tsumo"] += c.hand_input.tsumo
    assert wrong == [], wrong[:3]
    assert seen["nuki"] >= 200, seen
    assert seen["north_dora"] >= 5, seen
    assert seen["man_indicator"] >= 20, seen
    assert seen["tsumo"] >= 300, seen


def test_sanma_hot_path_matches_the_pattern_detects() -> None:
    """The hot path (`hand.evaluate`) and the pattern records' detects (`reference.evaluate`) value 1,000
    three-player hands alike, North dora and the three-player dora order included."""

    def value(f: object, c: Case) -> object:
        try:
            return f(c.hand_input, c.options)  # type: ignore[operator]
        except (NoYaku, NotComplete) as e:
            return type(e).__name__

    rng = random.Random(20270128)
    cases = [_case(rng) for _ in range(1000)]
    wrong = [c.request for c in cases if value(evaluate, c) != value(reference.evaluate, c)]
    assert wrong == [], wrong[:3]
