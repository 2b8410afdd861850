"""Who wins a discard several hands could win on (seed lines 32, 37): the first in turn order after the
discarder, a special hand before the others; the request names one winner and the answer says why it wins,
or names the seat that does.

Flip 5m (the 财神), dealer seat 0, progression 10/20/30/40 at streak 0: the dealer's base with anyone is 10.
Seat 0 discards 7z. Seat 1 comes first after it in turn order, then seat 2.
"""

from __future__ import annotations

from typing import Any

import pytest

import rules
from tests.support.settlement import check_settlement

PLAIN_WAIT = "123m456789p234789s7z"  # 5 sets and a lone 7z: wins on 7z (no 财神: 平胡 on a discard, x1)
PLAIN_WAIT2 = "123p456789m234789s7z"  # the same shape in other suits
BADUI_WAIT = "1122m3344p556699s7z1z"  # seven pairs, 7z, 1z: a 7z makes 硬八对 (special, line 27)


def texts(answer: dict[str, Any]) -> list[str]:
    """The verdict lines of an answer: each names its rule (the rule page's anchor) and says what was found."""
    return [f"{v['name']}: {v['text']} [{v['rule']}]" for v in answer.get("verdicts", [])]


def req(seats: dict[int, dict[str, Any]], **options: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "ruleset": "wenzhou",
        "lang": "en",
        "dealer": 0,
        "indicators": {"flip": "5m"},
        "seats": [seats.get(i, {}) for i in range(4)],
    }
    if options:
        data["options"] = options
    return data


def winner(hand: str) -> dict[str, Any]:
    return {"hand": hand + "7z", "win": {"tile": "7z", "by": "discard", "from": 0}}


def score(data: dict[str, Any]) -> dict[str, Any]:
    status, answer = rules.score_request(data)
    assert status == 200, answer
    return check_settlement(answer)


def errors(data: dict[str, Any]) -> dict[str, str]:
    status, answer = rules.score_request(data)
    assert status == 400, answer
    return {e["field"]: e["message"] for e in answer["errors"]}


def test_a_special_hand_beats_turn_order() -> None:
    # seat 2's 硬八对 goes before seat 1's plain win, though seat 1 comes first (line 37): 1 x 2 = 2, the
    # dealer pays 10 x 2
    answer = score(req({1: {"hand": PLAIN_WAIT}, 2: winner(BADUI_WAIT)}))
    assert answer["net"] == [-20, 0, 20, 0]
    assert any("Seat 1 comes first in turn order" in n and "special hand" in n for n in texts(answer))


def test_without_special_priority_turn_order_decides() -> None:
    got = errors(req({1: {"hand": PLAIN_WAIT}, 2: winner(BADUI_WAIT)}, special_priority=False))
    assert list(got) == ["seats.2.win"]
    assert "seat 1 also wins on seat 0's discard (it comes first in turn order" in got["seats.2.win"]


def test_the_earlier_seat_wins_a_plain_claim() -> None:
    # both plain: seat 1, first after the discarder, is the winner (line 32)
    got = errors(req({1: {"hand": PLAIN_WAIT}, 2: winner(PLAIN_WAIT2)}))
    assert list(got) == ["seats.2.win"]
    assert "seat 1 is the winner" in got["seats.2.win"]


def test_a_later_special_hand_takes_the_win() -> None:
    got = errors(req({1: winner(PLAIN_WAIT), 2: {"hand": BADUI_WAIT}}))
    assert list(got) == ["seats.1.win"]
    assert "seat 2 also wins" in got["seats.1.win"]
    assert "special hand" in got["seats.1.win"]


def test_the_named_earlier_seat_wins_and_the_answer_says_why() -> None:
    # seat 1 plain, seat 2 could too: seat 1 comes first; 平胡 x1 from the dealer, 10
    answer = score(req({1: winner(PLAIN_WAIT), 2: {"hand": PLAIN_WAIT2}}))
    assert answer["net"] == [-10, 10, 0, 0]
    assert any("Seat 2 could also win" in n for n in texts(answer))


def test_a_seat_that_passed_is_out_of_the_running() -> None:
    # seat 1 let seat 0's 7z pass (its history): seat 2 wins, 平胡 x1 from the dealer
    seat1 = {"hand": PLAIN_WAIT, "discards": "", "passed": [{"tile": "7z", "from": 0, "after": 0}]}
    answer = score(req({1: seat1, 2: winner(PLAIN_WAIT2)}))
    assert answer["net"] == [-10, 0, 10, 0]
    assert any("let it pass" in n for n in texts(answer))


@pytest.mark.parametrize("hand", ["123m456789p234789s1z", None])
def test_a_hand_that_does_not_win_on_the_tile_changes_nothing(hand: str | None) -> None:
    seats: dict[int, dict[str, Any]] = {2: winner(PLAIN_WAIT2)}
    if hand:
        seats[1] = {"hand": hand}
    answer = score(req(seats))
    assert answer["net"] == [-10, 0, 10, 0]
    assert not any("Claim order" in n for n in texts(answer))
