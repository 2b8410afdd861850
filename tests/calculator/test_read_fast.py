"""`limits.read` (orjson and a walk without field paths) answers every body exactly as the careful way
(`decode` then `check`, whose errors name the field): the same value, or the same errors."""

from __future__ import annotations

import json
import re

import pytest

from calculator import limits
from calculator.scoring import score_bytes
from tests.support.limit_readers import careful, fast

GOOD = {
    "ruleset": "riichi",
    "dealer": 0,
    "seats": [{"hand": "123m456p789s11222z", "win": {"tile": "2z", "by": "self_draw"}}, {}, {}, {}],
}


BODIES = [
    json.dumps(GOOD).encode(),
    json.dumps(GOOD, ensure_ascii=False).encode(),
    json.dumps({**GOOD, "lang": "ja", "note": "a\u2028b"}, ensure_ascii=False).encode(),
    b'{"ruleset": "riichi", "dealer": 123456789012345678901}',  # past 64 bits: orjson would read a float
    b'{"ruleset": "riichi", "dealer": 12345678901234567890}',
    b'{"ruleset": "riichi", "dealer": 1000000000000000000}',  # 19 digits: one past the limit
    b'{"ruleset": "riichi", "dealer": 999999999999999999}',  # 18 digits: within
    b'{"ruleset": "riichi", "dealer": -999999999999999999}',
    b'{"ruleset": "riichi", "seats": "123456789012345678901m"}',  # 19 digits in a string: the careful way, same answer
    b'{"ruleset": "riichi", "dealer": 1e400}',
    b'{"ruleset": "riichi", "dealer": 2.5}',
    b'{"a": NaN}',
    b'{"a": -Infinity}',
    b"[" * 13 + b"]" * 13,
    b"[" * 12 + b"]" * 12,
    b"[" * 2000 + b"]" * 2000,
    b'{"lang": [1], "ruleset": {"a": 1}}',
    b'{"ruleset": "\\ud800"}',
    b'{"ruleset": "\\ud83d\\ude00"}',  # a pair: one character
    b'{"ruleset": "' + b"x" * 513 + b'"}',
    b'{"ruleset": "' + b"x" * 512 + b'"}',
    b'{"' + b"k" * 513 + b'": 1}',
    b'{"x": [' + b"1," * 256 + b"1]}",
    b'{"x": [' + b"1," * 255 + b"1]}",
    b"\xef\xbb\xbf{}",
    b"\xff\xfe",
    b'{"a": "\x01"}',
    b'{"a": 1, "a": 2}',
    b"  {}  ",
    b'"just a string"',
    b"",
    b"{",
]


@pytest.mark.parametrize("body", BODIES, ids=range(len(BODIES)))
def test_the_fast_way_answers_as_the_careful_way(body: bytes) -> None:
    assert fast(body) == careful(body)


def test_a_good_body_scores_the_same_either_way() -> None:
    body = json.dumps(GOOD).encode()
    status, answer = score_bytes(body)
    assert status == 200
    assert answer["net"] == score_bytes(body.decode())[1]["net"]  # a str body takes the careful way


LONG_DIGITS = re.compile(rb"[0-9]{19}")  # what limits.long_digits finds, said the plain way


@pytest.mark.parametrize("body", BODIES, ids=range(len(BODIES)))
def test_the_long_digits_scan_finds_what_the_regex_finds(body: bytes) -> None:
    assert limits.long_digits(body) == (LONG_DIGITS.search(body) is not None)
