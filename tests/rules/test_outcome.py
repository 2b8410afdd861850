"""A win recorded by its outcome (issue "Whole games"): settled exactly as the same hand entered tile by tile.

The property: for a winning hand of any request the rules accept (the kept answers' requests, bench.answers: every
rule set, preset and option the generator varies), the winner given by its outcome instead (the rule set's
`outcome_from_tiles`: riichi's han, dora and fu; Guizhou's pattern and chickens; Beijing's fan items; Wenzhou's
hard or soft and its special wins) moves the same points between the same seats. Hypothesis draws the requests.
"""

from __future__ import annotations

import functools
import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules
from bench.answers import BASELINE, _open
from rules.registry import RULE_SETS
from rules.request import parse_request

OUTCOME_SETS = [key for key, rs in RULE_SETS.items() if rs.outcome_fields]


@functools.cache
def _wins() -> dict[str, list[dict[str, Any]]]:
    """The kept requests that score a win, by rule set."""
    out: dict[str, list[dict[str, Any]]] = {key: [] for key in RULE_SETS}
    with _open(BASELINE, "r") as f:
        for line in f:
            request, answer = line.rstrip("\n").split("\t", 1)
            status, body = json.loads(answer)
            if status == 200 and body.get("hands"):
                req = json.loads(request)
                if any(type(s) is dict and s.get("win") for s in req["seats"]):
                    out[req.get("ruleset", "riichi")].append(req)
    return out


def as_outcome(data: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """(the tiles' answer, the same request with every winner given by its outcome)."""
    status, answer = rules.score_request(data)
    assert status == 200, answer
    rs = RULE_SETS[answer["ruleset"]]
    assert rs.outcome_from_tiles is not None
    req = parse_request(data)
    seats = [dict(s or {}) for s in data["seats"]]
    for hand in answer["hands"]:
        i = hand["seat"]
        if seats[i].get("win"):  # a won hand (not a ready seat's 查叫 on a draw)
            seats[i] = rs.outcome_from_tiles(seats[i], hand, req)
    return answer, {**data, "seats": seats}


def settled(answer: dict[str, Any]) -> tuple[Any, ...]:
    pays = sorted((p["from"], p["to"], p["amount"], p["reason"]) for p in answer["payments"])
    return answer["net"], pays


@pytest.mark.parametrize("key", OUTCOME_SETS)
def test_every_rule_set_with_outcomes_has_winning_requests_to_draw_from(key: str) -> None:
    assert len(_wins()[key]) >= 100


@pytest.mark.parametrize("key", OUTCOME_SETS)
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_win_by_its_outcome_settles_as_its_tiles(key: str, data: st.DataObject) -> None:
    request = data.draw(st.sampled_from(_wins()[key]))
    tiles, by_outcome = as_outcome(request)
    status, answer = rules.score_request(by_outcome)
    assert status == 200, (by_outcome, answer)
    assert settled(answer) == settled(tiles), by_outcome
    assert all(h.get("by_outcome") for h in answer["hands"])
    assert not any(h.get("by_outcome") for h in tiles["hands"])


@pytest.mark.parametrize("key", OUTCOME_SETS)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_the_winning_tile_may_be_left_out_of_an_outcome(key: str, data: st.DataObject) -> None:
    """Nothing an outcome is worth reads the winning tile: left out, the same settlement."""
    request = data.draw(st.sampled_from(_wins()[key]))
    tiles, by_outcome = as_outcome(request)
    for seat in by_outcome["seats"]:
        if seat.get("outcome"):
            seat["win"] = {k: v for k, v in seat["win"].items() if k != "tile"}
    status, answer = rules.score_request(by_outcome)
    assert status == 200, (by_outcome, answer)
    assert settled(answer) == settled(tiles), by_outcome


def test_the_winning_tile_is_still_needed_without_an_outcome() -> None:
    seats = [{"hand": "234m567p789s23455p", "win": {"by": "self_draw"}}, {}, {}, {}]
    status, answer = rules.score_request({"ruleset": "riichi", "lang": "en", "seats": seats})
    assert (status, answer["errors"]) == (400, [{"field": "seats.0.win.tile", "message": "this field is required"}])


@pytest.mark.parametrize("key", OUTCOME_SETS)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_an_outcome_needs_no_indicator(key: str, data: st.DataObject) -> None:
    """Every winner given by its outcome: the flipped tile (Beijing's 惠牌, Wenzhou's 财神) and the dora indicators
    may be left out, and the hand is still scored (what they would tell is in the outcome), never a crash. Guizhou's
    flipped chickens are none without the flip: a chicken listed for it is then refused, naming the field."""
    request = data.draw(st.sampled_from(_wins()[key]))
    _tiles, by_outcome = as_outcome(request)
    by_outcome.pop("indicators", None)
    options = dict(by_outcome.get("options") or {})
    options.pop("cai_shen_qian", None)
    by_outcome["options"] = options
    status, answer = rules.score_request(by_outcome)
    if key == "guizhou" and status == 400:  # a flipped chicken listed among its chickens is none without the flip
        assert {e["field"].rsplit(".", 1)[-1] for e in answer["errors"]} == {"chickens"}, answer
        return
    assert status == 200, (by_outcome, answer)
    assert sum(answer["net"]) == 0
    assert all(h.get("by_outcome") for h in answer["hands"])


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 200) | st.text(max_size=12) | st.sampled_from(["hard", "soft", "none"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=8,
)


@pytest.mark.parametrize("key", list(RULE_SETS))
@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_any_outcome_is_answered_or_refused_by_field(key: str, data: st.DataObject) -> None:
    """Bad input: whatever an outcome holds (and wherever it is given), the answer is a settlement that sums to
    zero or errors that each name a field; never an exception."""
    rs = RULE_SETS[key]
    keys = [f.key for f in rs.outcome_fields] + ["hand", "x"]
    outcome = data.draw(st.dictionaries(st.sampled_from(keys), JSON, max_size=4) | JSON)
    win = data.draw(
        st.sampled_from([{"by": "self_draw"}, {"by": "discard", "from": 1}, {"by": "self_draw", "tile": "5s"}, None])
    )
    seat: dict[str, Any] = {"outcome": outcome}
    if win is not None:
        seat["win"] = win
    if data.draw(st.booleans()):
        seat["hand"] = "123m456p789s23455p"
    status, answer = rules.score_request({"ruleset": key, "seats": [seat, {}, {}, {}]})
    if status == 200:
        assert sum(answer["net"]) == 0
    else:
        assert status == 400
        assert answer["errors"]
        assert all(e["field"] and e["message"] for e in answer["errors"])
