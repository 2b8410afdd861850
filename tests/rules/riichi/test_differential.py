"""Differential test: 10,000 fixed-seed winning hands scored by us and by the PyPI package `mahjong` 2.1.0.

Under matching options (Tenhou preset, with kuitan, red fives, kiriage, double
yakuman and kazoe varied per hand) every hand must have the same han, fu
(below yakuman; a yakuman's fu means nothing) and points, and a hand that
`mahjong` calls "no_yaku" must be our "no yaku" error. No difference
remains; the rule differences that `mahjong` cannot express (a 2-fu double
wind pair, renhou as an option, the seed's honba, liability, draws) are
hand-scored in test_patterns.py / test_payments.py.
"""

from __future__ import annotations

from collections import Counter

from mahjong.hand_calculating.hand import HandCalculator

from bench.riichi import generate, mahjong_args, mahjong_points
from rules import score_request
from tests.support.settlement import check_settlement

N_HANDS = 10_000


def test_differential_against_mahjong_package() -> None:
    cases = generate(N_HANDS, seed=20260521)
    seen: Counter[str] = Counter()
    mismatches = []
    for c in cases:
        status, answer = score_request(c.request)
        theirs = HandCalculator.estimate_hand_value(**mahjong_args(c))
        if theirs.error:
            seen["no_yaku"] += 1
            ok = theirs.error == "no_yaku" and status == 400 and answer["errors"][0]["field"].endswith(".hand")
            if not ok:
                mismatches.append((c.request, theirs.error, answer))
            continue
        assert status == 200, (c.request, answer)
        check_settlement(answer)
        h = answer["hands"][0]
        points = mahjong_points(theirs, c.hand_input.tsumo)
        same = h["han"] == theirs.han and h["points"] == points and (h["yakuman"] > 0 or h["fu"] == theirs.fu)
        if not same:
            mismatches.append((c.request, (theirs.han, theirs.fu, points), (h["han"], h["fu"], h["points"])))
        seen["yakuman" if h["yakuman"] else (h["limit"] or "below_mangan")] += 1
        seen[
            "open"
            if "melds" in c.request["seats"][h["seat"]]
            and any(m["kind"] != "kong" or m.get("kong") != "concealed" for m in c.request["seats"][h["seat"]]["melds"])
            else "closed"
        ] += 1
        for item in h["items"]:
            seen[item["key"]] += 1
    assert mismatches == [], mismatches[:5]
    # the generated hands really cover what the issue lists
    for key in (
        "closed",
        "open",
        "aka_dora",
        "dora",
        "ura_dora",
        "riichi",
        "menzen_tsumo",
        "pinfu",
        "yakuman",
        "mangan",
        "haneman",
        "baiman",
        "sanbaiman",
        "kazoe_yakuman",
        "kiriage_mangan",
        "chiitoitsu",
        "toitoi",
        "sanankou",
        "honitsu",
        "chinitsu",
        "kokushi",
        "tenhou",
        "chiihou",
        "rinshan",
        "chankan",
        "no_yaku",
    ):
        assert seen[key] > 0, key
