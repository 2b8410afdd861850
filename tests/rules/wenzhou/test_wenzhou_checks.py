"""Wenzhou request checks that no test reached before.

rules-brief: 136 tiles (no red fives); 天胡 / 地胡 come before any call; only one winner per hand, the first
in turn order after the discarder, a special win first (seed line 37) - and a claim whose hand is no win
at all is never the special one.
"""

from __future__ import annotations

from typing import Any

import pytest

import rules

from .test_wenzhou_requests import BADUI, discard, errors

NO_RED = "Wenzhou mahjong has no red fives: write 0m/0p/0s as 5m/5p/5s"
NOT_A_WIN = "123m456789p234789s12z"  # 17 tiles, two lone honors: no shape, no special win


def test_wenzhou_red_five_flip() -> None:
    status, answer = rules.score_request(
        {
            "ruleset": "wenzhou",
            "lang": "en",
            "indicators": {"flip": "0m"},
            "seats": [{"hand": "123m456789p234789s77z", "win": {"tile": "1m", "by": "self_draw"}}, {}, {}, {}],
        }
    )
    assert status == 400
    assert answer["errors"] == [{"field": "indicators.flip", "message": NO_RED}]


MELD_HAND = {"hand": "123m456789p234s77z", "win": {"tile": "1m", "by": "self_draw"}}

CASES = [
    pytest.param(
        {"seats": [{**MELD_HAND, "melds": [{"kind": "pon", "tiles": "550s", "from": 2}]}, {}, {}, {}]},
        [("seats.0.melds.0.tiles", NO_RED)],
        id="red-five-meld",
    ),
    pytest.param(
        {
            "seats": [
                {
                    **MELD_HAND,
                    "melds": [{"kind": "pon", "tiles": "555s", "from": 2}],
                    "win": {"tile": "1m", "by": "self_draw", "first_turn": True},
                },
                {},
                {},
                {},
            ]
        },
        [
            (
                "seats.0.win.first_turn",
                "a first-turn win (天胡 tiān hú / 地胡 dì hú) comes before any chi, pon or exposed kong",
            )
        ],
        id="first-turn-with-a-pon",
    ),
]


@pytest.mark.parametrize(("data", "expected"), CASES)
def test_wenzhou_refuses(data: dict[str, Any], expected: list[tuple[str, str]]) -> None:
    assert errors(data) == expected


def test_wenzhou_one_winner_skips_a_claim_that_is_no_win() -> None:
    # seats 1 and 3 claim seat 0's 1m; seat 1 is first in turn order but its hand is no win, so it is not
    # looked at for a special win; seat 3's 硬八对 is special and goes first: seat 1's claim is refused
    ((field, message),) = errors({"seats": [{}, discard(0, NOT_A_WIN), {}, discard(0, BADUI, "1m")]})
    assert field == "seats.1.win"
    assert message.endswith("Here that is seat 3: give only seat 3's win")
