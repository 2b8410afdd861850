"""No hand moves more than 2^53 - 1 points in all: the rules refuse it naming the fields that drive it, so the API,
the scoresheet (64-bit columns) and a page counting in JavaScript's numbers never hold an inexact number."""

from __future__ import annotations

import dataclasses

import pytest

import rules
from rules import registry
from rules.model import MAX_MOVED, ScoreRequest, Settlement, Transfer
from tests.support.toy import TOY


def _huge(req: ScoreRequest) -> Settlement:
    # each point of `unit_points` is worth 2^50: 8 of them from each of three payers pass 2^53
    amount = req.options["unit_points"] * 2**50 + req.table["rounds"]
    transfers = tuple(Transfer(payer=p, payee=0, amount=amount, reason="hand") for p in (1, 2, 3))
    return Settlement(hands=(), transfers=transfers, players=4)


HUGE = dataclasses.replace(TOY, score=_huge, money_fields=("options.unit_points", "table.rounds", "dealer_streak"))


@pytest.fixture
def huge_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(registry, "RULE_SETS", {**registry.RULE_SETS, "toy": HUGE})


def _request(unit: int, rounds: int = 0, streak: int = 0) -> dict:
    return {
        "ruleset": "toy",
        "lang": "en",
        "options": {"unit_points": unit},
        "table": {"rounds": rounds},
        "dealer_streak": streak,
        "seats": [{"hand": "123m456m789m123p11s", "win": {"tile": "1s", "by": "self_draw"}}, {}, {}, {}],
    }


@pytest.mark.usefixtures("huge_rules")
def test_moved_bound_refuses_a_hand_past_2_53_naming_the_field_set_above_its_default() -> None:
    status, answer = rules.score_request(_request(unit=3))  # 3 x 3 x 2^50 = 9 x 2^50 > 2^53 - 1
    assert status == 400
    assert [e["field"] for e in answer["errors"]] == ["options.unit_points"]
    message = answer["errors"][0]["message"]
    assert f"{9 * 2**50:,}" in message
    assert f"{MAX_MOVED:,}" in message
    assert "unit" in message


@pytest.mark.usefixtures("huge_rules")
def test_moved_bound_names_every_driving_field_the_request_sets() -> None:
    status, answer = rules.score_request(_request(unit=3, rounds=2, streak=5))
    assert status == 400
    assert [e["field"] for e in answer["errors"]] == ["options.unit_points", "table.rounds", "dealer_streak"]


@pytest.mark.usefixtures("huge_rules")
def test_moved_bound_accepts_a_hand_just_under_the_bound() -> None:
    # 2 x 3 x 2^50 = 6 x 2^50 < 2^53: scored, every number exact
    status, answer = rules.score_request(_request(unit=2))
    assert status == 200, answer
    assert answer["net"] == [6 * 2**50, -(2**51), -(2**51), -(2**51)]


def test_moved_bound_every_rule_set_declares_fields_it_has() -> None:
    for rs in registry.RULE_SETS.values():
        assert rs.money_fields, rs.key
        for path in rs.money_fields:
            group, _dot, key = path.partition(".")
            if group == "options":
                assert rs.option(key) is not None, path
            elif group == "table":
                assert any(f.key == key for f in rs.table_fields), path
            else:
                assert path == "dealer_streak"


def test_moved_bound_the_largest_beijing_hand_scores_exactly() -> None:
    """17 烧庄 rounds at base 1,000,000 (the issue's hand: -196,618,000,000 for the dealer) is inside the bound."""
    req = {
        "ruleset": "beijing",
        "options": {"base_points": 1_000_000},
        "dealer": 0,
        "indicators": {"flip": "9p"},
        "table": {"shaozhuang_rounds": 17},
        "seats": [
            {},
            {"hand": "222p333s444s55s", "melds": [{"kind": "pon", "tiles": "111m", "from": 2}]},
            {},
            {},
        ],
    }
    req["seats"][1]["win"] = {"tile": "5s", "by": "self_draw"}
    status, answer = rules.score_request(req)
    assert status == 200, answer
    # 烧庄: 17 rounds are 2^16 fan, the dealer pays each other seat 65,536 x 1,000,000; the hand (2 fan) is paid by
    # each of the three others to the self-drawing winner: past 2^31, far inside 2^53
    assert answer["net"] == [-196_610_000_000, 65_542_000_000, 65_534_000_000, 65_534_000_000]
