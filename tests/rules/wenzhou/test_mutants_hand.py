"""Wenzhou hand reading (rules/wenzhou/hand.py): 白板 standing for the 财神's own kind, counted and named.

Seed 002 / rules-brief "Wenzhou": the flip is the 财神 (here 5m); 白板 (5z) stands for the 财神's own kind,
as a plain tile, not as a wild one; a hand without a wild 财神 is hard; hard and self-drawn: 硬牌 x2.
"""

from __future__ import annotations

import rules
from tests.support.settlement import check_settlement


def test_three_baiban_read_as_5m_and_counted_in_the_reading() -> None:
    # 123m 456p 789p 234s + 4m 5z 6m + 5z 5z: each 白板 is a 5m: 456m and a 55m pair; no 财神 in the hand,
    # so hard, self-drawn: 硬牌 x2; dealer seat 0 (base 10): each other seat pays 10 x 2 = 20.
    seat = {"hand": "123m456789p234s46m555z", "win": {"tile": "1m", "by": "self_draw"}}
    out = {}
    for lang in ("en", "zh-hans"):
        data = {"ruleset": "wenzhou", "lang": lang, "indicators": {"flip": "5m"}, "seats": [seat, {}, {}, {}]}
        status, answer = rules.score_request(data)
        assert status == 200, answer
        out[lang] = check_settlement(answer)
    (hand,) = out["en"]["hands"]
    assert [(i["key"], i["value"]) for i in hand["items"]] == [("ying_pai", 2)]
    assert out["en"]["net"] == [60, -20, -20, -20]
    # the reading counts the three 白板 and names the kind they stand for, in each language's words
    assert hand["reading"].endswith("White dragon (白板 bái bǎn) ×3 as the wildcard (财神 cái shén)'s own kind, 5m")
    assert out["zh-hans"]["hands"][0]["reading"].endswith("白板 ×3 作财神本身的牌 五万")
