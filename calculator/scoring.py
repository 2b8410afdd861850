"""The score path without Django: shared by the JSON API, the pages and `manage.py score`.

Nothing here imports Django, so `manage.py score FILE [--jsonl]` can run it without setting Django up
(see manage.py: the lean start); the management command (`calculator/management/commands/score.py`)
runs the same functions when called through Django (`call_command`, other options).
"""

from __future__ import annotations

import gc
import json
import logging
import sys
from collections.abc import Iterator
from typing import IO, Any

import orjson

import rules
from rules import messages as M
from rules.answer import errors_json
from rules.model import FieldError
from rules.text import DEFAULT_LANG

from . import limits

log = logging.getLogger("calculator.api")

HELP = """Score a request (contract.md) from FILE, or - for standard input.

Without --jsonl: FILE holds one JSON request; the answer is printed. Exit status 0 when it
scored, 2 when the request was bad (the errors are printed, each naming its field), 1 on an
internal error.

With --jsonl: one request per line in, exactly one answer line out per input line, in the same
order, whatever a line holds (a blank line, bytes that are not UTF-8, a line too large or nested
too deeply, a last line without its newline: each gets its error answer and the rest go on).
Lines are split on \\n only (a \\r before it is ignored; U+2028 or U+0085 inside a string do not
split a line); each line is read and answered on its own, so memory stays flat however long the
file. Exit status 0 only when every line scored, 2 when any line was bad, 1 when any line hit an
internal error."""


# ------------------------------------------------------------------ one request ---


def run_score(data: object) -> tuple[int, dict[str, Any]]:
    """Score a parsed request (API, command, pages): the limits first, then the rules.
    A bug is logged and answered without any number in it."""
    try:
        limits.check(data)
    except limits.LimitError as e:
        return 400, errors_json(e.errors, e.lang)
    return _score_checked(data)


def _score_checked(data: object) -> tuple[int, dict[str, Any]]:
    try:
        return rules.score_request(data)
    except Exception:
        log.exception("scoring failed")
        return 500, errors_json([FieldError("", M.INTERNAL)], limits.answer_lang(data))


def score_bytes(body: bytes | str) -> tuple[int, dict[str, Any]]:
    """One request as raw bytes (the API's body, one line of `score --jsonl`) -> (status, answer)."""
    try:
        data = limits.read(body)  # decoded and checked
    except limits.LimitError as e:
        return 400, errors_json(e.errors, e.lang)
    return _score_checked(data)


# --------------------------------------------------------------------- the command ---

# Characters that some line readers take for line ends: escaped in the answers (still the same JSON).
_LINE_BREAKS = str.maketrans({"\u2028": "\\u2028", "\u2029": "\\u2029", "\u0085": "\\u0085"})
_U2028, _U2029, _U0085 = "\u2028".encode(), "\u2029".encode(), "\u0085".encode()


def dump(payload: dict[str, Any]) -> str:
    """One answer as one line of compact JSON (UTF-8 kept, the characters above escaped)."""
    try:
        raw = orjson.dumps(payload)
    except TypeError:  # orjson.JSONEncodeError (an int past 64 bits): the standard encoder
        return json.dumps(payload, ensure_ascii=False, separators=(",", ":")).translate(_LINE_BREAKS)
    text = raw.decode()
    if _U2028 in raw or _U2029 in raw or _U0085 in raw:  # three searches in C, no generator
        text = text.translate(_LINE_BREAKS)
    return text


def read_lines(stream: IO[bytes], limit: int = limits.MAX_BODY) -> Iterator[bytes | None]:
    """Each line of `stream` split on b"\\n" only, without its line end; `None` for a line longer
    than `limit` bytes, whose rest is read past without being kept. A final empty segment (the
    file ended with a newline) is not a line."""
    while True:
        line = stream.readline(limit + 2)
        if not line:
            return
        if line.endswith(b"\n"):
            line = line[:-1]
        elif len(line) == limit + 2:  # too long: skip to the end of this line
            while True:
                rest = stream.readline(64 * 1024)
                if not rest or rest.endswith(b"\n"):
                    break
            yield None
            continue
        if line.endswith(b"\r"):
            line = line[:-1]
        yield line if len(line) <= limit else None


_FIXED: dict[str, dict[str, Any]] = {}  # the answers of a too-large and an empty line, written on first use
# (after the translator is installed)


def score_line(line: bytes | None) -> tuple[int, dict[str, Any]]:
    if line is None:
        big = _FIXED.get("large")
        if big is None:
            message = limits.BODY_TOO_LARGE.format(max=limits.MAX_BODY)
            big = _FIXED["large"] = errors_json([FieldError("", message)], DEFAULT_LANG)
        return 400, big
    if not line.strip():
        empty = _FIXED.get("empty")
        if empty is None:
            empty = _FIXED["empty"] = errors_json([FieldError("", limits.EMPTY_LINE)], DEFAULT_LANG)
        return 400, empty
    return score_bytes(line)


def score_jsonl(stream: IO[bytes], write: Any) -> int:
    """Answer each line of `stream` with one call of `write(answer_line)`; the exit status (0, 2 or 1)."""
    bad = broken = False
    for line in read_lines(stream):
        status, payload = score_line(line)
        write(dump(payload))
        if status != 200:
            bad = True
            broken = broken or status >= 500
    return 1 if broken else 2 if bad else 0


def score_single(stream: IO[bytes], write: Any) -> int:
    status, payload = score_bytes(stream.read(limits.MAX_BODY + 1))
    write(json.dumps(payload, ensure_ascii=False, indent=2))
    return 0 if status == 200 else 2 if status == 400 else 1


def stdin_bytes() -> IO[bytes]:
    buf: IO[bytes] | None = getattr(sys.stdin, "buffer", None)
    if buf is not None:
        return buf
    # a text stream without bytes underneath (tests replace sys.stdin with StringIO)
    import io

    return io.BytesIO(sys.stdin.read().encode("utf-8", "surrogateescape"))


def _install_lean_translator() -> None:
    """The answers' words without Django: the same compiled catalogs (`locale/*/LC_MESSAGES/django.mo`) read
    by the standard library's gettext, one catalog per language on its first use (what `calculator.apps`
    installs through Django's machinery when Django is set up)."""
    import gettext
    from pathlib import Path

    from rules import text

    localedir = Path(__file__).resolve().parent.parent / "locale"
    names = {"zh-hans": "zh_Hans", "zh-hant": "zh_Hant", "ja": "ja"}
    catalogs: dict[str, gettext.NullTranslations] = {}

    def translate(lang: str, context: str | None, msgid: str) -> str:
        catalog = catalogs.get(lang)
        if catalog is None:
            catalog = catalogs[lang] = gettext.translation(
                "django", localedir=localedir, languages=[names.get(lang, lang)], fallback=True
            )
        return catalog.gettext(msgid) if context is None else catalog.pgettext(context, msgid)

    text.install(translate, tuple(names))


def lean_main(argv: list[str]) -> int | None:
    """`manage.py score FILE [--jsonl]` without setting Django up (nothing on this path needs it); None for
    any other arguments (--help, Django's own options...), which go the Django way."""
    args = [a for a in argv if a != "--jsonl"]
    if len(args) != 1 or (args[0].startswith("-") and args[0] != "-"):
        return None
    logging.basicConfig(format="%(asctime)s %(levelname)s %(name)s: %(message)s", level=logging.WARNING)
    _install_lean_translator()
    name = args[0]
    try:
        stream = stdin_bytes() if name == "-" else open(name, "rb")  # noqa: SIM115 - closed below
    except OSError as e:
        sys.stderr.write(f"CommandError: {e}\n")
        return 1
    out = sys.stdout

    def write(text: str) -> None:
        out.write(text + "\n")

    # this process only scores: what is loaded by now stays for the whole run, out of the collector's way
    # (each line's garbage is young)
    gc.freeze()
    try:
        code = score_jsonl(stream, write) if "--jsonl" in argv else score_single(stream, write)
        out.flush()
    except OSError as e:
        sys.stderr.write(f"CommandError: {e}\n")
        return 1
    finally:
        if name != "-":
            stream.close()
    return code
