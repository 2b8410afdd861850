"""The request path's short cuts (rules/request.py, rules/checks.py) answer exactly as the plain reading does:
melds read once and looked up after, the seat and win facts shared at their defaults, the fifth-copy test on
sorted bytes, and the seat rules a win without flags cannot break left out."""

from __future__ import annotations

import contextlib
import copy
import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bench.answers import generate
from rules import RULE_SETS, request
from rules.checks import SeatRule, SeatRules
from rules.model import FieldError, RequestError, ScoreRequest, SeatInput
from rules.text import Text

RIICHI: dict[str, Any] = {
    "ruleset": "riichi",
    "dealer": 0,
    "indicators": {"dora": "1m"},
    "seats": [
        {},
        {
            "hand": "456p789s11z555p",
            "melds": [{"kind": "chi", "tiles": "123m", "from": 0}],
            "win": {"tile": "5p", "by": "discard", "from": 0},
        },
        {},
        {},
    ],
}


def _errors(data: Any) -> list[tuple[str, str]] | None:
    try:
        request.parse_request(data)
    except RequestError as e:
        return [(err.field, err.message.get("en")) for err in e.errors]
    return None


def _with_meld(meld: dict[str, Any], seat: int = 1) -> dict[str, Any]:
    data = copy.deepcopy(RIICHI)
    winner = data["seats"][1]
    data["seats"][1] = {}
    data["seats"][seat] = winner
    winner["melds"] = [meld]
    winner["win"]["from"] = (seat + 2) % 4
    return data


@pytest.mark.parametrize(
    ("meld", "seat", "field"),
    [
        pytest.param(
            {"kind": "chi", "tiles": "123m", "from": 0}, 2, "seats.2.melds.0.from", id="chi-not-from-the-left"
        ),
        pytest.param(
            {"kind": "chi", "tiles": "123m", "from": True}, 1, "seats.1.melds.0.from", id="from-true-is-not-1"
        ),
        pytest.param({"kind": "chi", "tiles": "123m", "from": 1}, 1, "seats.1.melds.0.from", id="from-self"),
        pytest.param({"kind": "chi", "tiles": "123m", "from": 0, "kong": None}, 1, None, id="kong-null-as-absent"),
        pytest.param(
            {"kind": "chi", "tiles": "123m", "from": 0, "kong": "added"}, 1, "seats.1.melds.0.kong", id="kong"
        ),
        pytest.param({"kind": "chi", "tiles": "123m", "from": 0, "x": 1}, 1, "seats.1.melds.0.x", id="unknown-key"),
        pytest.param({"kind": "chi", "tiles": "124m", "from": 0}, 1, "seats.1.melds.0.tiles", id="shape"),
    ],
)
def test_a_meld_read_before_does_not_answer_for_another(meld: dict[str, Any], seat: int, field: str | None) -> None:
    good = _with_meld({"kind": "chi", "tiles": "123m", "from": 0})
    assert _errors(good) is None
    assert _errors(good) is None  # the second time from the table of melds read
    errors = _errors(_with_meld(meld, seat))
    if field is None:
        assert errors is None
    else:
        assert errors is not None
        assert field in [f for f, _m in errors]


@pytest.mark.parametrize(
    ("win", "field"),
    [
        pytest.param({"tile": "5p", "by": "discard", "from": True}, "seats.1.win.from", id="from-true-is-not-0"),
        pytest.param({"tile": "5p", "by": "discard", "from": 1}, "seats.1.win.from", id="from-self"),
        pytest.param({"tile": "5p", "by": "discard"}, "seats.1.win.from", id="from-needed"),
        pytest.param({"tile": "5p", "by": "self_draw", "from": 0}, "seats.1.win.from", id="from-forbidden"),
        pytest.param({"tile": "5p", "by": "discard", "from": 0, "last_tile": 1}, "seats.1.win.last_tile", id="flag-1"),
        pytest.param(
            {"tile": "5p", "by": "discard", "from": 0, "robbed_kong": "x"}, "seats.1.win.robbed_kong", id="fact"
        ),
        pytest.param({"tile": "5p", "by": "discard", "from": 0, "x": None}, "seats.1.win.x", id="unknown-key"),
        pytest.param({"tile": "5p", "by": "discard", "from": 0, "last_tile": False}, None, id="flag-false"),
    ],
)
def test_a_win_read_before_does_not_answer_for_another(win: dict[str, Any], field: str | None) -> None:
    good = copy.deepcopy(RIICHI)
    assert _errors(good) is None
    assert _errors(good) is None  # the second time from the table of wins read
    data = copy.deepcopy(RIICHI)
    data["seats"][1]["win"] = win
    errors = _errors(data)
    if field is None:
        assert errors is None
    else:
        assert errors is not None
        assert field in [f for f, _m in errors]


def test_a_win_looked_up_is_the_win_read_and_the_same_win_elsewhere_is_read_again() -> None:
    rs = RULE_SETS["riichi"]
    request._spec(rs).wins_read.clear()
    first = request.parse_request(copy.deepcopy(RIICHI))
    again = request.parse_request(copy.deepcopy(RIICHI))
    assert again.seats[1].win is first.seats[1].win
    data = copy.deepcopy(RIICHI)
    data["seats"][0], data["seats"][1] = data["seats"][1], {}  # seat 0 winning on its own discard
    errors = _errors(data)
    assert errors is not None
    assert ("seats.0.win.from", "cannot come from the seat itself") in errors
    data = copy.deepcopy(RIICHI)
    data["seats"][1]["win"]["robbed_kong"] = "concealed"
    win = request.parse_request(data).seats[1].win
    assert win is not None
    assert dict(win.extra) == {"robbed_kong": "concealed", "robbed_north": False}
    with pytest.raises(TypeError):
        win.extra["robbed_kong"] = "added"  # type: ignore[index]


def test_a_meld_looked_up_is_the_meld_read() -> None:
    rs = RULE_SETS["riichi"]
    request._spec(rs).melds_read.clear()
    first = request.parse_request(copy.deepcopy(RIICHI))
    again = request.parse_request(copy.deepcopy(RIICHI))
    assert again.seats[1].melds == first.seats[1].melds
    assert again.seats[1].melds[0] is first.seats[1].melds[0]  # immutable: one record serves every request


def test_facts_at_their_defaults_are_shared_and_read_only() -> None:
    rs = RULE_SETS["riichi"]
    spec = request._spec(rs)
    req = request.parse_request(copy.deepcopy(RIICHI))
    winner = req.seats[1]
    assert winner.extra is spec.seat_defaults
    assert winner.win is not None
    assert winner.win.extra is spec.win_defaults
    with pytest.raises(TypeError):
        winner.extra["liable"] = 0  # type: ignore[index]
    data = copy.deepcopy(RIICHI)
    data["seats"][1]["liable"] = 2
    given_facts = request.parse_request(data).seats[1].extra
    assert list(given_facts) == list(spec.seat_defaults)  # the same keys in the fields' order
    assert dict(given_facts) == {**spec.seat_defaults, "liable": 2}


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=33), max_size=40))
def test_the_fifth_copy_test_finds_what_counting_finds(kinds: list[int]) -> None:
    every = sorted(kinds)
    found = request._FIVE_SAME.search(bytes(every)) is not None
    assert found == (bool(kinds) and max(Counter(kinds).values()) > 4)


# ------------------------------------------------------------ seat rules ---


def _plain(rules: tuple[Any, ...], req: ScoreRequest) -> list[FieldError]:
    """Every rule at every seat, in order, as `SeatRules` said it before it left any out."""
    errors: list[FieldError] = []
    for s in req.seats:
        done: set[str] = set()
        for r in rules:
            if not isinstance(r, SeatRule):
                errors += r(req, s)
                continue
            if s.win is None and r.winners:
                continue
            if r.chain and r.chain in done:
                continue
            if r.broken(req, s):
                msg = r.message if isinstance(r.message, Text) else r.message(req, s)
                errors.append(FieldError(f"seats.{s.index}.{r.field}", msg))
                if r.chain:
                    done.add(r.chain)
    return errors


def _typed_requests(monkeypatch: pytest.MonkeyPatch, n: int) -> list[ScoreRequest]:
    """Typed requests as the checks see them (the generated mix, with win flags set at random)."""
    seen: list[ScoreRequest] = []

    class Kept(Exception):
        pass

    def keep(checks: Any, req: ScoreRequest) -> list[FieldError]:
        seen.append(req)
        raise Kept

    monkeypatch.setattr(request, "run_checks", keep)
    rng = random.Random(7)
    for data in generate(n):
        seats = data.get("seats") if isinstance(data, dict) else None
        if isinstance(seats, list):
            for seat in seats:
                if isinstance(seat, dict) and isinstance(seat.get("win"), dict):
                    for flag in request.WIN_FLAGS:
                        if rng.random() < 0.3:
                            seat["win"][flag] = True
        with contextlib.suppress(RequestError, Kept):
            request.parse_request(data)
    return seen


def test_seat_rules_answer_as_every_rule_in_order(monkeypatch: pytest.MonkeyPatch) -> None:
    reqs = _typed_requests(monkeypatch, 2000)
    flagged = 0
    for req in reqs:
        errors: list[FieldError] = []
        for check in RULE_SETS[req.ruleset].checks:  # in order, as `run_checks` runs them
            found = check(req)
            if isinstance(check, SeatRules):
                assert found == _plain(check.rules, req)
            errors += found
            if errors and getattr(check, "stop", False):
                break
        flagged += any(s.win is not None and s.win.first_turn for s in req.seats)
    assert len({r.ruleset for r in reqs}) == 4
    assert flagged > 20  # the flagged wins, which run every rule, are among them


def test_a_win_without_flags_leaves_out_only_rules_that_test_a_flag_first() -> None:
    for rs in RULE_SETS.values():
        for check in rs.checks:
            if isinstance(check, SeatRules):
                kept = {id(r if r is not None else test) for test, r in check._plain}
                left_out = [r for r in check.rules if id(r) not in kept]
                assert all(isinstance(r, SeatRule) and r.field.startswith("win.") for r in left_out), rs.key


def test_a_seat_given_as_empty_is_the_shared_record() -> None:
    req = request.parse_request(copy.deepcopy(RIICHI))
    spec = request._spec(RULE_SETS["riichi"])
    assert req.seats[0] is spec.empty_seats[0]
    assert isinstance(req.seats[1], SeatInput)
