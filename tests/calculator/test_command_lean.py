"""`manage.py score FILE [--jsonl]` as a real process: the lean start (no Django set-up) answers exactly as
the Django command does, line for line, with the same exit status."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.management import call_command

ROOT = Path(__file__).resolve().parents[2]

# Beijing, the seed's worked example 1: 庄 1 + 对对和 2 = 3 fan x 2000 from each of the three others (18,000),
# less one round of 烧庄 (2^0 x 2000 from the dealer to each other seat, 6,000): +12,000 and -4,000 each
SHILI1 = {
    "ruleset": "beijing",
    "options": {"base_points": 2000},
    "dealer": 0,
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
}
LINES = [
    json.dumps(SHILI1).encode(),
    b"",
    b"   ",
    bytes(range(1, 256)).replace(b"\n", b""),
    b"[" * 1000 + b"]" * 1000,
    b'{"ruleset": "\\ud800"}',
    b'{"ruleset": "riichi", "dealer": ' + b"9" * 4400 + b"}",
    json.dumps({**SHILI1, "lang": "en", "note": "a\u2028b"}, ensure_ascii=False).encode(),
    json.dumps(SHILI1, ensure_ascii=False).encode() + b"\r",
    json.dumps(SHILI1).encode(),  # the last line without its newline
]


def _lean(args: list[str], data: bytes) -> tuple[int, bytes]:
    done = subprocess.run(
        [sys.executable, "manage.py", "score", *args],
        cwd=ROOT,
        input=data,
        capture_output=True,
        timeout=120,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)},
        check=False,
    )
    return done.returncode, done.stdout


def _django(args: list[str], data: bytes) -> tuple[int, bytes]:
    out = io.StringIO()
    old = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8")
    try:
        call_command("score", *args, stdout=out)
        code = 0
    except SystemExit as e:
        code = int(e.code or 0)
    finally:
        sys.stdin = old
    return code, out.getvalue().encode()


def test_lean_start_answers_line_for_line_as_the_django_command() -> None:
    data = b"\n".join(LINES)
    code, out = _lean(["--jsonl", "-"], data)
    assert code == 2  # some lines were bad
    answers = out.split(b"\n")[:-1]
    assert len(answers) == len(LINES)
    assert ["net" in json.loads(a) for a in answers] == [
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
    assert json.loads(answers[0])["net"] == [12000, -4000, -4000, -4000]
    assert "\u2028".encode() not in out
    assert _django(["--jsonl", "-"], data) == (code, out)


@pytest.mark.parametrize(("body", "status"), [(json.dumps(SHILI1).encode(), 0), (b"{}", 2)])
def test_lean_start_one_request(body: bytes, status: int) -> None:
    code, out = _lean(["-"], body)
    assert code == status
    assert (code, out) == _django(["-"], body)


def test_lean_start_missing_file_is_a_command_error(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "manage.py", "score", "--jsonl", str(tmp_path / "none.jsonl")],
        cwd=ROOT,
        capture_output=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 1
    assert done.stderr.startswith(b"CommandError: ")
    assert done.stdout == b""
