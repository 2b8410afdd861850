"""烧庄 counted from the four seats' discards (seed 1.7, lines 51-53), when every seat's discards are given.

Play order: the dealer first, then seat order; a claim hands the turn to the claimer (rules/history.py).
"""

from __future__ import annotations

from typing import Any

import rules

from .helpers import ok, pon, request, win


def texts(answer: dict[str, Any]) -> list[str]:
    """The verdict lines of an answer: each names its rule (the rule page's anchor) and says what was found."""
    return [f"{v['name']}: {v['text']} [{v['rule']}]" for v in answer.get("verdicts", [])]


def _errors(data: dict) -> dict[str, str]:
    status, answer = rules.score_request(data)
    assert status == 400, answer
    return {e["field"]: e["message"] for e in answer["errors"]}


def test_seed_example_1_with_its_round_read_from_the_discards() -> None:
    # 实例1 (lines 119-145): 底分 2000, East (dealer) self-draws 对对和 after one round of 烧庄: all four discard
    # 9m first; then 1z, 2z, seat 2's 1m ponned by East, 3z, 4z, 5z, 6z, and East draws.
    # [(庄 1 + 对对和 2) x 3 - 烧庄 1 x 3] x 2000 = 12000; each other [-(1 + 2) + 1] x 2000 = -4000
    seats = {
        0: {**win("222p333s444s55s", "5s", melds=[pon("111m", 2)]), "discards": "9m1z3z"},
        1: {"discards": "9m2z4z"},
        2: {"discards": "9m1m5z", "claimed": [{"at": 2, "by": 0}]},
        3: {"discards": "9m6z"},
    }
    answer = ok(request(seats, base=2000, lang="en"))
    assert answer["net"] == [12000, -4000, -4000, -4000]
    assert any("烧庄" in n and "1 go-rounds in a row" in n for n in texts(answer))


def test_seed_example_2_with_three_rounds_read_from_the_discards() -> None:
    # 实例2 (lines 147-179): 底分 500, three rounds of 烧庄 (4 fan), East deals in to South (推倒和), South and
    # North in 互包 (惠坯 5s: the 6s in South's hand is a 惠牌, so no 门清无惠): East -6000, South 3000,
    # West 2000, North 1000.
    seats = {
        0: {"discards": "1z2z3z9s"},
        1: {**win("234678m345p567s99s", "9s", "discard", 0), "discards": "1z2z3z"},
        2: {"discards": "1z2z3z"},
        3: {"discards": "1z2z3z"},
    }
    answer = ok(request(seats, base=500, hubao=[[1, 3]], flip="5s"))
    assert answer["net"] == [-6000, 3000, 2000, 1000]


def test_a_broken_round_ends_the_count() -> None:
    # round 1 all 1z; round 2 seat 1 discards 4z: broken; round 3 all 3z no longer counts (line 51).
    # A draw (烧庄 is paid on a draw by default): the dealer pays 2^0 = 1 to each other seat.
    seats = {0: {"discards": "1z2z3z"}, 1: {"discards": "1z4z3z"}, 2: {"discards": "1z2z3z"}, 3: {"discards": "1z2z3z"}}
    answer = ok(request(seats, flip=None))
    assert answer["net"] == [-3, 1, 1, 1]


def test_rounds_at_the_table_that_disagree_with_the_discards() -> None:
    seats = {0: {"discards": "1z2z"}, 1: {"discards": "1z2z"}, 2: {"discards": "1z2z"}, 3: {"discards": "1z2z"}}
    got = _errors(request(seats, flip=None, rounds=1, lang="en"))
    assert list(got) == ["table.shaozhuang_rounds"]
    assert "2 round" in got["table.shaozhuang_rounds"]


def test_without_every_seats_discards_the_table_fact_counts() -> None:
    # seat 3's discards are missing: the order is not known, so the table's 2 rounds stand: 2 fan to each
    seats = {0: {"discards": "1z"}, 1: {"discards": "1z"}, 2: {"discards": "1z"}}
    answer = ok(request(seats, flip=None, rounds=2))
    assert answer["net"] == [-6, 2, 2, 2]


def test_the_rule_pages_seed_example_2_gives_the_seeds_numbers() -> None:
    # every example on the rule page that shows 实例2 (the 烧庄 and 互包 entries) pays as the seed prints it
    from rules.registry import RULE_SETS

    rs = RULE_SETS["beijing"]
    examples = [*rs.pattern_map["shaozhuang"].examples, *rs.pattern_map["hubao"].examples]
    assert len(examples) == 3
    for ex in examples:
        assert ok({"ruleset": "beijing", **ex.request})["net"] == [-6000, 3000, 2000, 1000]
