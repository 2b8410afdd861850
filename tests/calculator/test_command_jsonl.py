"""`manage.py score --jsonl`: one answer line per input line, in order, whatever the line holds."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path
from typing import Any

import pytest
from django.core.management import call_command

from calculator import limits
from calculator.management.commands.score import read_lines

pytestmark = pytest.mark.usefixtures("toy_rules")

GOOD: dict[str, Any] = {
    "ruleset": "toy",
    "seats": [{"hand": "123m456p789s123s11z", "win": {"tile": "1z", "by": "discard", "from": 2}}, {}, {}, {}],
}
GOOD_LINE = json.dumps(GOOD).encode()
BIG = json.dumps({**GOOD, "preset": "big"}).encode()
# U+2028 / U+0085 inside a string: a line reader that splits on them would cut this line in two
# (the line is answered whole: its one error names the unknown field that comes after them)
SEP_LINE = json.dumps({**GOOD, "note": "a\u2028b\u0085c"}, ensure_ascii=False).encode()


def run(data: bytes, *args: str) -> tuple[int, list[bytes]]:
    """Run the command on stdin bytes; (exit status, the output lines split on b"\\n" only)."""
    out = io.StringIO()
    old = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8")
    try:
        call_command("score", "-", "--jsonl", *args, stdout=out)
        code = 0
    except SystemExit as e:
        code = int(e.code or 0)
    finally:
        sys.stdin = old
    text = out.getvalue()
    assert text.endswith("\n")
    return code, text.encode("utf-8").split(b"\n")[:-1]


def scored(line: bytes) -> bool:
    return "net" in json.loads(line)


def error_fields(line: bytes) -> list[str]:
    return [e["field"] for e in json.loads(line)["errors"]]


def test_every_good_line_exit_0() -> None:
    code, out = run(GOOD_LINE + b"\n" + BIG + b"\n")
    assert code == 0
    assert [json.loads(x)["net"] for x in out] == [[1, 0, -1, 0], [10, 0, -10, 0]]


def test_mixed_file_answers_align_line_by_line() -> None:
    lines = [
        GOOD_LINE,
        b"",  # empty
        b"   \t",  # blank
        GOOD_LINE + b"\r",  # CRLF
        SEP_LINE,
        b"\xff\xfe\x00junk\x80",  # not UTF-8
        b"{broken",
        b"[" * 1000 + b"]" * 1000,  # 1,000 deep, mid-file
        b'{"ruleset": "\\ud800"}',  # a lone surrogate
        b'{"ruleset": "toy", "players": ' + b"9" * 4301 + b"}",  # 4,301 digits
        b'{"ruleset": "toy", "seats": [{"hand": "' + b"1" * (limits.MAX_BODY + 10) + b'"}]}',  # too large
        BIG,
        GOOD_LINE,  # the last line, without its newline
    ]
    code, out = run(b"\n".join(lines))
    assert code == 2
    assert len(out) == len(lines)
    assert [scored(x) for x in out] == [
        True,
        False,
        False,
        True,
        False,
        False,
        False,
        False,
        False,
        False,
        False,
        True,
        True,
    ]
    assert error_fields(out[4]) == ["note"]
    assert json.loads(out[11])["net"] == [10, 0, -10, 0]
    assert error_fields(out[8]) == ["ruleset"]
    assert error_fields(out[9]) == ["players"]
    assert error_fields(out[7]) == [""]
    assert json.loads(out[7])["errors"][0]["message"] == "嵌套过深：最多 12 层"
    assert json.loads(out[10])["errors"][0]["message"].startswith("请求过大")
    assert json.loads(out[5])["errors"][0]["message"] == "请求不是 UTF-8 文本（第 1 字节）"


def test_separators_inside_strings_are_escaped_in_answers() -> None:
    # the answer echoes nothing of U+2028 raw: a reader splitting on it would still see one line
    line = json.dumps({"ruleset": "no\u2028such"}, ensure_ascii=False).encode()
    code, out = run(line + b"\n")
    assert code == 2
    assert len(out) == 1
    assert "\u2028".encode() not in out[0]
    assert "no\u2028such" in json.loads(out[0])["errors"][0]["message"]


def test_only_junk_still_answers_each_line() -> None:
    junk = bytes(range(256)).replace(b"\n", b"")
    code, out = run(junk + b"\n" + junk + b"\n")
    assert code == 2
    assert len(out) == 2


def test_bad_line_at_5001_answers_the_rest() -> None:
    lines = [GOOD_LINE] * 5000 + [b'{"ruleset": "\\ud800"}'] + [GOOD_LINE] * 10
    code, out = run(b"\n".join(lines) + b"\n")
    assert code == 2
    assert len(out) == 5011
    assert not scored(out[5000])
    assert scored(out[5001])


def test_file_argument_and_crlf_file(tmp_path: Path) -> None:
    f = tmp_path / "in.jsonl"
    f.write_bytes(GOOD_LINE + b"\r\n\r\n" + BIG + b"\r\n")
    out = io.StringIO()
    with pytest.raises(SystemExit) as e:
        call_command("score", str(f), "--jsonl", stdout=out)
    assert e.value.code == 2
    lines = out.getvalue().splitlines()
    assert len(lines) == 3
    assert [("net" in json.loads(x)) for x in lines] == [True, False, True]


def test_read_lines_keeps_one_line_at_a_time() -> None:
    # a line longer than the limit is skipped without being kept whole
    data = b"a\n" + b"x" * 300_000 + b"\nb\r\nc"
    assert list(read_lines(io.BytesIO(data), limit=1000)) == [b"a", None, b"b", b"c"]
    assert list(read_lines(io.BytesIO(b""), limit=10)) == []
    assert list(read_lines(io.BytesIO(b"\n"), limit=10)) == [b""]
    assert list(read_lines(io.BytesIO(b"x" * 12), limit=10)) == [None]


def test_help_states_the_exit_statuses(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        call_command("score", "--help")
    text = capsys.readouterr().out
    assert "Exit status 0 only when every line scored, 2 when any line was bad" in " ".join(text.split())
