"""Wenzhou's base typed directly (`table.base`, issue 24 item 7): a table that agrees on the base gives it instead of
reaching it through the dealer's streak; left out, the progression and the streak give it as before."""

from __future__ import annotations

from rules import score_request


def _self_draw(table: dict, streak: int = 0) -> dict:
    # a hard hand (no 财神 held, five sets and a pair) self-drawn by the dealer (the flip 9p: 1p is the 财神)
    return {
        "ruleset": "wenzhou",
        "lang": "en",
        "dealer": 0,
        "dealer_streak": streak,
        "indicators": {"flip": "9p"},
        "table": table,
        "seats": [{"hand": "123m456m789m234p678p55s", "win": {"tile": "5s", "by": "self_draw"}}, {}, {}, {}],
    }


def test_the_base_given_is_the_base_the_streak_would_give() -> None:
    by_streak = score_request(_self_draw({}, streak=1))
    typed = score_request(_self_draw({"base": 20}, streak=0))
    assert by_streak[0] == typed[0] == 200
    # a hard hand doubles (×2); the dealer's base is 20: each of the three pays 20 × 2 = 40
    assert by_streak[1]["net"] == typed[1]["net"] == [120, -40, -40, -40]


def test_a_typed_base_is_the_dealer_s_base_and_the_non_dealers_keep_the_first_value() -> None:
    plain = score_request(_self_draw({}))[1]["net"]
    doubled = score_request(_self_draw({"base": 20}))[1]["net"]
    assert plain[0] * 2 == doubled[0]
    assert all(2 * a == b for a, b in zip(plain[1:], doubled[1:], strict=True))


def test_a_base_below_one_is_refused_naming_the_field() -> None:
    status, answer = score_request(_self_draw({"base": 0}))
    assert status == 400
    assert [e["field"] for e in answer["errors"]] == ["table.base"]
