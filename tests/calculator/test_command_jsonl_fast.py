"""The fast read of a `score --jsonl` line (`limits.read`): a body short enough, with few enough brackets, skips the
walk (`limits._short`) and still answers exactly as the careful way (`decode` then `check`) at every limit; and the
lean command answers the riichi bench's lines as `score_bytes` does, line by line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from calculator import limits
from calculator.scoring import dump, score_bytes
from tests.support.limit_readers import careful, fast

ROOT = Path(__file__).resolve().parents[2]


def _nested(depth: int, inner: bytes = b"1") -> bytes:
    return b"[" * depth + inner + b"]" * depth


SHORT = limits._SHORT
BODIES = [
    _nested(12),  # 12 brackets: within, no walk
    _nested(13),  # 13: the walk finds it
    _nested(11, b'{"a": 1}'),
    _nested(12, b'{"a": 1}'),
    b'{"a": "[[[[[[[[[[[[[[", "b": 1}',  # brackets in a string: counted, the walk says it is fine
    b'{"a": "]]]]]]]]]]]]]", "b": ' + _nested(12) + b"}",  # closers in a string do not hide the depth
    b'{"a": "' + b"x" * (SHORT - 8) + b'"}',  # the longest short body, one string
    b'{"a": "' + b"x" * (SHORT - 7) + b'"}',  # one byte more: walked
    b'{"a": "' + b"x" * limits.MAX_STRING + b'"}',
    b'{"a": "' + b"x" * (limits.MAX_STRING + 1) + b'"}',
    b'{"' + b"k" * (limits.MAX_STRING + 1) + b'": 1}',
    b'"' + b"x" * (limits.MAX_STRING + 1) + b'"',
    b"[" + b"1," * (limits.MAX_ITEMS - 1) + b"1]",
    b"[" + b"1," * limits.MAX_ITEMS + b"1]",
    b'{"a": 999999999999999999, "b": -999999999999999999}',
    b'{"a": 1000000000000000000}',
    b'{"lang": 1, "ruleset": "riichi"}',
    b'{"ruleset": ["riichi"]}',
    b'{"ruleset": "\\u00e9\\u00e9"}',
    b'{"ruleset": "\\ud800"}',
    '{"ruleset": "\u00e9\u2028"}'.encode(),
    b"1e400",
    b"null",
    b"[]",
    b"{}",
]


@pytest.mark.parametrize("body", BODIES, ids=range(len(BODIES)))
def test_the_fast_read_answers_as_the_careful_way(body: bytes) -> None:
    assert fast(body) == careful(body)


def test_short_is_only_said_of_a_body_that_cannot_break_a_limit() -> None:
    assert SHORT <= limits.MAX_STRING + 2  # a string past MAX_STRING takes MAX_STRING + 3 bytes at least
    assert SHORT <= 2 * limits.MAX_ITEMS + 2  # a list past MAX_ITEMS takes 2 * MAX_ITEMS + 3 bytes at least
    assert limits._short(_nested(12))
    assert not limits._short(_nested(13))
    assert not limits._short(b"[" + b" " * SHORT + b"]")


_json = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**19), 10**19) | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner, max_size=4),
    max_leaves=30,
)


@settings(max_examples=400, deadline=None)
@given(_json)
def test_any_small_value_reads_as_the_careful_way(value: object) -> None:
    body = json.dumps(value, ensure_ascii=False).encode("utf-8", "surrogatepass")
    assert fast(body) == careful(body)


def test_the_lean_command_answers_each_line_as_score_bytes(tmp_path: Path) -> None:
    from bench.jsonl import _write_requests

    path = tmp_path / "riichi.jsonl"
    _write_requests(path, 300)
    lines = path.read_bytes().split(b"\n")[:-1]
    lines += [b"", b"{", _nested(13), b'{"ruleset": "riichi", "seats": 5}']
    path.write_bytes(b"\n".join(lines) + b"\n")
    done = subprocess.run(
        [sys.executable, "manage.py", "score", "--jsonl", str(path)], cwd=ROOT, capture_output=True, check=False
    )
    assert done.returncode == 2, done.stderr
    expected = []
    for line in lines:
        _status, payload = score_bytes(line) if line.strip() else (400, None)
        expected.append(dump(payload) if payload is not None else None)
    got = done.stdout.decode("utf-8").split("\n")[:-1]
    assert len(got) == len(lines)
    assert [g for g, e in zip(got, expected, strict=True) if e is not None] == [e for e in expected if e is not None]
