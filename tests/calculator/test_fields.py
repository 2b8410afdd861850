"""The web layer's field names (calculator/fields.py): built and read in one place; a request turned into
the calculator's query scores the same request; a short link's missing players and dealer shown at their
defaults."""

from __future__ import annotations

import re

import pytest
from django.http import QueryDict
from django.test import Client

from calculator import fields as N
from calculator.forms import calculator_form
from calculator.seat_words import seat_short
from rules import registry

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("name", "read"),
    [
        pytest.param(N.option("red_fives"), ("option", None, "red_fives"), id="option"),
        pytest.param(N.table("riichi_sticks"), ("table", None, "riichi_sticks"), id="table"),
        pytest.param(N.indicator("ura"), ("indicator", None, "ura"), id="indicator"),
        pytest.param(N.seat(2, "hand"), ("seat", 2, "hand"), id="seat"),
        pytest.param(N.seat(3, "after_kong"), ("seat", 3, "after_kong"), id="win-flag"),
        pytest.param(N.seat_extra(1, "chickens"), ("seat_extra", 1, "chickens"), id="seat-extra"),
        pytest.param(N.win_extra(0, "robbed_kong"), ("win_extra", 0, "robbed_kong"), id="win-extra"),
        pytest.param("dealer_streak", ("top", None, "dealer_streak"), id="top"),
        pytest.param("_editing", ("", None, "_editing"), id="none"),
    ],
)
def test_names_are_read_back_as_they_were_built(name, read) -> None:
    assert N.read(name) == read


REQUESTS = [
    pytest.param(
        {
            "ruleset": "riichi",
            "preset": "tenhou",
            "dealer": 2,
            "dealer_streak": 1,
            "options": {"red_fives": False},
            "indicators": {"dora": "3m", "ura": "7z"},
            "table": {"riichi_sticks": 2},
            "seats": [
                {},
                {"hand": "234m567p345s66678s", "riichi": "single", "win": {"tile": "6s", "by": "discard", "from": 3}},
                {"tenpai": True},
                {},
            ],
        },
        id="riichi",
    ),
    pytest.param(
        {
            "ruleset": "beijing",
            "options": {"base_points": 5000},
            "indicators": {"flip": "9p"},
            "table": {"shaozhuang_rounds": 1},
            "seats": [
                {
                    "hand": "222p333s444s55s",
                    "melds": [{"kind": "pon", "tiles": "111m", "from": 2}],
                    "win": {"tile": "5s", "by": "self_draw"},
                },
                {},
                {},
                {},
            ],
        },
        id="beijing",
    ),
]


@pytest.mark.parametrize("request_", REQUESTS)
def test_a_request_as_a_query_scores_the_same_request(request_) -> None:
    rs = registry.RULE_SETS[request_["ruleset"]]
    q = QueryDict(mutable=True)
    for name, value in N.request_query(rs, request_):
        q.appendlist(name, value)
    form = calculator_form(rs, "en", seat_label=lambda i: seat_short(i, 0, 4), data=q)
    assert form.is_valid(), form.errors
    back = form.to_request()
    for key in ("options", "indicators", "table"):
        assert back.get(key) == request_.get(key), key
    for key in ("dealer", "dealer_streak"):
        assert back.get(key, 0) == request_.get(key, 0), key
    assert back["preset"] == request_.get("preset", rs.default_preset)
    for seat, want in zip(back["seats"], request_["seats"], strict=True):
        assert seat == want


def test_a_short_link_shows_every_seat_and_the_dealer() -> None:
    # a short permalink leaves out the players (four) and the dealer (seat 0): the page still shows four
    # players chosen (not the first choice, 2, which hid West and North) and East as the dealer
    html = Client().get("/guizhou/?s1_won=1&s1_hand=123s456m789p234s55s&s1_tile=5s").content.decode()
    assert re.search(r'<option value="4" selected>4</option>', html)
    assert re.search(r'<input type="radio" name="dealer" value="0"[^>]* checked', html)
