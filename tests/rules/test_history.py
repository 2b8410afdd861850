"""The common history fields (issue 14, rules/history.py): reading, the checks of bad or impossible
histories (each error naming its field), and the global discard order `replay`."""

from __future__ import annotations

from typing import Any

import pytest

from rules import describe_rulesets, parse_request, score_request
from rules.history import Discard, replay, window
from rules.model import Passed, RequestError, SeatHistory
from rules.tiles import parse

H1 = "123m456p789p234s88s"  # waits 1s-4s; won on 4s


def req(seats: list[dict[str, Any]], **kw: Any) -> dict[str, Any]:
    return {"ruleset": "riichi", "lang": "en", "players": 4, "dealer": 0, "seats": seats, **kw}


def ron(discards: str = "9p1m", **extra: Any) -> dict[str, Any]:
    """Seat 1 wins on seat 2's 4s."""
    return {"hand": H1, "win": {"tile": "4s", "by": "discard", "from": 2}, "discards": discards, **extra}


def errors(data: dict[str, Any]) -> list[tuple[str, str]]:
    status, answer = score_request(data)
    assert status == 400, answer
    return [(e["field"], e["message"]) for e in answer["errors"]]


def fields(data: dict[str, Any]) -> list[str]:
    return [f for f, _ in errors(data)]


def test_read_into_seat_history() -> None:
    r = parse_request(
        req(
            [
                {"discards": "1z9m", "claimed": [{"at": 2, "by": 1}]},
                {
                    "hand": "456p789p234s8s",
                    "melds": [{"kind": "pon", "tiles": "999m", "from": 0}],
                    "discards": "9p",
                    "passed": [{"tile": "8s", "from": 2, "after": 1}],
                },
                {"discards": "2z8s"},
                {},
            ]
        )
    )
    assert r.seats[0].history == SeatHistory(discards=parse("1z9m"), claimed=((2, 1),))
    assert r.seats[1].history == SeatHistory(discards=parse("9p"), passed=(Passed(tile=25, from_seat=2, after=1),))
    assert r.seats[3].history is None


def test_no_history_fields_no_history() -> None:
    r = parse_request(req([{}, ron().copy() | {"discards": ""}, {}, {}]))
    assert r.seats[1].history == SeatHistory(discards=())
    r = parse_request(req([{}, {"hand": H1, "win": {"tile": "4s", "by": "discard", "from": 2}}, {}, {}]))
    assert all(s.history is None for s in r.seats)


@pytest.mark.parametrize(
    ("seat", "field"),
    [
        pytest.param({"discards": 5}, "seats.0.discards", id="discards-not-string"),
        pytest.param({"discards": "1x"}, "seats.0.discards", id="discards-bad-tile"),
        pytest.param({"discards": "1m" * 41}, "seats.0.discards", id="too-many-discards"),
        pytest.param({"discards": "1m", "claimed": {"at": 1}}, "seats.0.claimed", id="claimed-not-list"),
        pytest.param({"discards": "1m", "claimed": [3]}, "seats.0.claimed.0", id="claim-not-object"),
        pytest.param({"discards": "1m", "claimed": [{"at": 1}]}, "seats.0.claimed.0.by", id="claim-no-by"),
        pytest.param({"discards": "1m", "claimed": [{"at": 0, "by": 1}]}, "seats.0.claimed.0.at", id="claim-at-0"),
        pytest.param({"discards": "1m", "claimed": [{"at": 1, "by": 4}]}, "seats.0.claimed.0.by", id="claim-by-5th"),
        pytest.param(
            {"discards": "1m", "claimed": [{"at": 1, "by": 1, "how": "pon"}]},
            "seats.0.claimed.0.how",
            id="claim-unknown-key",
        ),
        pytest.param({"discards": "1m", "riichi_at": "1"}, "seats.0.riichi_at", id="riichi-at-not-int"),
        pytest.param(
            {"discards": "1m", "passed": [{"tile": "1q", "from": 1, "after": 0}]},
            "seats.0.passed.0.tile",
            id="pass-bad-tile",
        ),
        pytest.param(
            {"discards": "1m", "passed": [{"tile": "1m", "from": 1, "after": -1}]},
            "seats.0.passed.0.after",
            id="pass-after-negative",
        ),
        pytest.param({"claimed": [{"at": 1, "by": 1}]}, "seats.0.claimed", id="claimed-needs-discards"),
        pytest.param({"riichi_at": 1, "riichi": "single"}, "seats.0.riichi_at", id="riichi-at-needs-discards"),
        pytest.param({"passed": [{"tile": "1m", "from": 1, "after": 0}]}, "seats.0.passed", id="passed-needs-discards"),
    ],
)
def test_bad_shapes_name_the_field(seat: dict[str, Any], field: str) -> None:
    assert field in fields(req([seat, {}, {}, {}]))


@pytest.mark.parametrize(
    ("seats", "field", "words"),
    [
        pytest.param(
            [{"discards": "1z", "claimed": [{"at": 2, "by": 1}]}, {}, {}, {}],
            "seats.0.claimed.0.at",
            "only 1 discards",
            id="claim-beyond-discards",
        ),
        pytest.param(
            [{"discards": "1z", "claimed": [{"at": 1, "by": 0}]}, {}, {}, {}],
            "seats.0.claimed.0.by",
            "its own discard",
            id="claim-by-itself",
        ),
        pytest.param(
            [{"discards": "1z", "riichi_at": 2, "riichi": "single"}, {}, {}, {}],
            "seats.0.riichi_at",
            "no discard number 2",
            id="riichi-at-beyond",
        ),
        pytest.param(
            [{"discards": "1z", "riichi_at": 1}, {}, {}, {}],
            "seats.0.riichi_at",
            "did not declare riichi",
            id="riichi-at-without-riichi",
        ),
        pytest.param(
            [{"discards": "1z", "passed": [{"tile": "1m", "from": 1, "after": 2}]}, {}, {}, {}],
            "seats.0.passed.0.after",
            "cannot have passed after 2",
            id="after-beyond",
        ),
        pytest.param(
            [{"discards": "1z", "passed": [{"tile": "1z", "from": 0, "after": 1}]}, {}, {}, {}],
            "seats.0.passed.0.from",
            "own discard",
            id="pass-own-discard",
        ),
    ],
)
def test_impossible_positions(seats: list[dict[str, Any]], field: str, words: str) -> None:
    errs = errors(req(seats))
    assert any(f == field and words in m for f, m in errs), errs


def test_fifth_copy_names_the_discards() -> None:
    # seat 1 holds two 8s; two more in seat 3's discards make 4: fine
    ok = req([{}, ron(), {"discards": "4z"}, {"discards": "8s8s"}])
    assert score_request(ok)[0] == 200
    # a third 8s among the discards makes a fifth copy: named where it tips over, in the discards
    bad = req([{}, ron(), {"discards": "4z"}, {"discards": "8s8s8s"}])
    errs = errors(bad)
    assert errs == [("seats.3.discards", "a fifth 8s: each tile exists 4 times")]


def test_winning_discard_listed_is_not_counted_twice() -> None:
    # 4s: one in seat 1's hand (the winning tile), listed as seat 2's last discard, and three more in
    # seat 0's discards: 4 copies, not 5
    data = req([{"discards": "4s4s4s"}, ron("9p1m4z"), {"discards": "2z3z4s"}, {"discards": "3z1z"}])
    assert score_request(data)[0] == 200, score_request(data)


def test_claimed_discard_is_in_the_meld_not_the_pond() -> None:
    # seat 3 ponned seat 2's 7z: the three 7z are its meld, the claimed discard is not a fourth on the table
    claimer = {"hand": "123456m1122p", "melds": [{"kind": "pon", "tiles": "777z", "from": 2}]}
    data = req(
        [
            {"discards": "7z1m"},
            ron("9p1m"),
            {"discards": "7z4s", "claimed": [{"at": 1, "by": 3}]},
            {**claimer, "discards": "1z"},
        ]
    )
    assert score_request(data)[0] == 200, score_request(data)


def test_second_red_five_in_the_discards() -> None:
    data = req([{"discards": "0m"}, ron(), {"discards": "0m"}, {}], options={"red_fives": True})
    assert errors(data) == [("seats.2.discards", "there is only one red 0m")]


def test_guizhou_reads_discards_as_history_and_keeps_its_own_chicken_discards() -> None:
    # Guizhou's own fact for tables that do not record every discard is `chicken_discards`; `discards` is the
    # common history field there too (helper legal3 renamed Guizhou's field: the same fields for every rule set)
    data = {
        "ruleset": "guizhou",
        "players": 4,
        "dealer": 0,
        "seats": [{"discards": "1s", "chicken_discards": "1s", "tenpai": False}, *[{"tenpai": False}] * 3],
    }
    r = parse_request(data)
    assert r.seats[0].extra["chicken_discards"] == parse("1s")
    assert r.seats[0].history is not None
    assert r.seats[0].history.discards == parse("1s")


def test_claim_must_be_in_the_claimers_melds() -> None:
    # seat 2's 4s claimed by seat 3, but seat 3 has no meld from seat 2
    data = req([{"discards": "1z"}, ron(), {"discards": "4s4s", "claimed": [{"at": 1, "by": 3}]}, {}])
    assert errors(data) == [("seats.2.claimed.0.by", "seat 3's melds hold no 4s claimed from seat 2")]
    # a chi holding the tile from the right seat is fine
    claimer = {"hand": "123456m1122p", "melds": [{"kind": "chi", "tiles": "345s", "from": 2}], "discards": "9m"}
    ok = req([{"discards": "1z1z"}, ron("9p1m"), {"discards": "4s4s", "claimed": [{"at": 1, "by": 3}]}, claimer])
    assert score_request(ok)[0] == 200, score_request(ok)


def test_two_claims_one_meld() -> None:
    claimer = {"hand": "123456m1122p", "melds": [{"kind": "pon", "tiles": "777z", "from": 2}], "discards": "9m"}
    data = req(
        [
            {"discards": "1z1z"},
            ron("9p1m"),
            {"discards": "7z7z4s", "claimed": [{"at": 1, "by": 3}, {"at": 2, "by": 3}]},
            claimer,
        ]
    )
    assert ("seats.2.claimed.1.by", "seat 3's melds hold no 7z claimed from seat 2") in errors(data)


def test_meld_from_a_seat_whose_discards_show_no_claim() -> None:
    claimer = {"hand": "123456m1122p", "melds": [{"kind": "pon", "tiles": "777z", "from": 2}]}
    data = req([{}, ron(), {"discards": "7z4s"}, claimer])
    assert fields(data) == ["seats.3.melds.0.from"]
    # the source's discards not given: nothing to hold against the meld
    data = req([{}, ron(), {}, claimer])
    assert score_request(data)[0] == 200


def test_more_discards_than_turns() -> None:
    # dealer 0; nobody claimed: seat 0 discarded twice, so seat 1 at most twice, seat 2 once (then the ron)
    data = req([{"discards": "1z9m"}, ron("9p1m5z"), {"discards": "2z4s"}, {"discards": "3z"}])
    assert fields(data) == ["seats.1.discards"]
    assert "turn came 2 times" in errors(data)[0][1]


def test_a_claim_skips_turns() -> None:
    # seat 3 pons seat 0's first discard: seat 3 discards next, seats 1 and 2 lose a turn
    claimer = {"hand": "123456m1122p", "melds": [{"kind": "pon", "tiles": "111z", "from": 0}]}
    seats = [
        {"discards": "1z9m", "claimed": [{"at": 1, "by": 3}]},
        ron("9p"),
        {"discards": "2z4s"},
        {**claimer, "discards": "3z"},
    ]
    seats[3] = {**claimer, "discards": "3z9s"}
    assert fields(req(seats)) == ["seats.2.discards"]  # seat 2 had only one turn: its winning discard
    seats[3] = {**claimer, "discards": "3z"}
    seats[2] = {"discards": "4s"}
    r = parse_request(req(seats))
    assert replay(r) == (
        Discard(seat=0, at=1, tile=27, claimed_by=3),
        Discard(seat=3, at=1, tile=29),
        Discard(seat=0, at=2, tile=8),
        Discard(seat=1, at=1, tile=17),
        Discard(seat=2, at=1, tile=21),
    )
    assert score_request(req(seats))[0] == 200


def test_replay_dealer_first() -> None:
    r = parse_request(
        req(
            [{"discards": "1m2m"}, {"discards": "1z2z3z"}, {"discards": "5p6p"}, {"discards": "9s9p"}],
            dealer=1,
        )
    )
    got = [(d.seat, d.at) for d in replay(r)]
    assert got == [(1, 1), (2, 1), (3, 1), (0, 1), (1, 2), (2, 2), (3, 2), (0, 2), (1, 3)]
    assert [(d.seat, d.at) for d in window(replay(r), 2, 1)] == [(3, 1), (0, 1), (1, 2)]


def test_last_turn_fits_the_win() -> None:
    # seat 1 self-draws, but by the discards it was seat 0's turn (seat 3 discarded last)
    sd = {"hand": H1, "win": {"tile": "4s", "by": "self_draw"}}
    data = req([{"discards": "1z"}, {**sd, "discards": "9p"}, {"discards": "2z"}, {"discards": "3z"}])
    assert fields(data) == ["seats.1.win"]
    data = req([{"discards": "1z"}, {**sd, "discards": ""}, {"discards": ""}, {"discards": ""}])
    assert score_request(data)[0] == 200
    # a ron on seat 2's discard: seat 2 discarded last, or its turn came (winning tile not listed)
    assert score_request(req([{"discards": "1z"}, ron("9p"), {"discards": "4s"}, {"discards": ""}]))[0] == 200
    assert score_request(req([{"discards": "1z"}, ron("9p"), {"discards": ""}, {"discards": ""}]))[0] == 200
    assert fields(req([{"discards": "1z"}, ron("9p"), {"discards": "4s"}, {"discards": "1m"}])) == ["seats.1.win"]


def test_passed_discard_must_have_been_made() -> None:
    # seat 1 passed seat 2's 1s when it had made 1 discard: seat 2 never discarded 1s
    data = req([{"discards": "1z"}, ron("9p", passed=[{"tile": "1s", "from": 2, "after": 1}]), {"discards": "4s"}, {}])
    assert errors(data) == [("seats.1.passed.0.tile", "seat 2 never discarded 1s")]
    # with every seat's discards: seat 2's 1s came before seat 1's first discard, not after it
    seats = [
        {"discards": "1z2z"},
        ron("9p3z", passed=[{"tile": "1s", "from": 2, "after": 1}]),
        {"discards": "1s4s"},
        {"discards": "7z"},
    ]
    assert score_request(req(seats))[0] == 200
    seats[1]["passed"] = [{"tile": "1s", "from": 2, "after": 0}]
    assert errors(req(seats)) == [
        ("seats.1.passed.0.tile", "seat 2 did not discard 1s while this seat had made 0 discards")
    ]


def test_schema_lists_the_history_fields() -> None:
    riichi = next(r for r in describe_rulesets("en")["rulesets"] if r["key"] == "riichi")
    assert [f["key"] for f in riichi["history_fields"]] == ["discards", "claimed", "riichi_at", "passed"]
    assert [f["type"] for f in riichi["history_fields"]] == ["tiles", "claims", "int", "passes"]


def test_request_error_type() -> None:
    with pytest.raises(RequestError):
        parse_request(req([{"discards": "1z", "claimed": [{"at": 1, "by": 0}]}, {}, {}, {}]))
