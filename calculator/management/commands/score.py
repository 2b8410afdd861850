"""`python manage.py score FILE|-` and `--jsonl`: the score API on the command line."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from typing import IO, Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from calculator import limits
from calculator.api import score_bytes
from rules.answer import errors_json
from rules.model import FieldError
from rules.text import DEFAULT_LANG

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

# Characters that some line readers take for line ends: escaped in the answers (still the same JSON).
_LINE_BREAKS = str.maketrans({"\u2028": "\\u2028", "\u2029": "\\u2029", "\u0085": "\\u0085"})


def _dump(payload: dict[str, Any]) -> str:
    return json.dumps(payload, ensure_ascii=False).translate(_LINE_BREAKS)


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


_TOO_LARGE = errors_json([FieldError("", limits.BODY_TOO_LARGE.format(max=limits.MAX_BODY))], DEFAULT_LANG)
_EMPTY = errors_json([FieldError("", limits.EMPTY_LINE)], DEFAULT_LANG)


def score_line(line: bytes | None) -> tuple[int, dict[str, Any]]:
    if line is None:
        return 400, _TOO_LARGE
    if not line.strip():
        return 400, _EMPTY
    return score_bytes(line)


class Command(BaseCommand):
    requires_system_checks = ()  # pure scoring: no system checks at start-up (a tenth of it)
    help = HELP

    def create_parser(self, prog_name: str, subcommand: str, **kwargs: Any) -> CommandParser:
        from argparse import RawDescriptionHelpFormatter

        parser = super().create_parser(prog_name, subcommand, **kwargs)
        parser.formatter_class = RawDescriptionHelpFormatter
        return parser

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("file", help="a JSON file, or - for standard input")
        parser.add_argument(
            "--jsonl",
            action="store_true",
            help="one request per line in, one answer per line out, in order; exit 2 when any line was bad",
        )

    def handle(self, *args: Any, **opts: Any) -> None:
        try:
            stream = self._open(opts["file"])
        except OSError as e:
            raise CommandError(str(e)) from e
        try:
            code = self._jsonl(stream) if opts["jsonl"] else self._single(stream)
        except OSError as e:
            raise CommandError(str(e)) from e
        finally:
            if opts["file"] != "-":
                stream.close()
        if code:
            sys.exit(code)

    @staticmethod
    def _open(name: str) -> IO[bytes]:
        return _stdin() if name == "-" else open(name, "rb")

    def _single(self, stream: IO[bytes]) -> int:
        body = stream.read(limits.MAX_BODY + 1)
        status, payload = score_bytes(body)
        self.stdout.write(json.dumps(payload, ensure_ascii=False, indent=2))
        return 0 if status == 200 else 2 if status == 400 else 1

    def _jsonl(self, stream: IO[bytes]) -> int:
        write = self.stdout.write
        bad = broken = False
        for line in read_lines(stream):
            status, payload = score_line(line)
            write(_dump(payload))
            if status != 200:
                bad = True
                broken = broken or status >= 500
        return 1 if broken else 2 if bad else 0


def _stdin() -> IO[bytes]:
    buf = getattr(sys.stdin, "buffer", None)
    if buf is not None:
        return buf
    # a text stream without bytes underneath (tests replace sys.stdin with StringIO)
    import io

    return io.BytesIO(sys.stdin.read().encode("utf-8", "surrogateescape"))
