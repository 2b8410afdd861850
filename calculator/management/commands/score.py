"""`python manage.py score FILE|-` and `--jsonl`: the score API on the command line.

The work is `calculator.scoring`'s (no Django in it): manage.py runs it directly for `score FILE
[--jsonl]` (the lean start); this command runs it when called through Django (`call_command`, or
with Django's own options such as --settings)."""

from __future__ import annotations

import sys
from typing import IO, Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from calculator.scoring import HELP, dump, read_lines, score_jsonl, score_line, score_single, stdin_bytes

__all__ = ["HELP", "Command", "dump", "read_lines", "score_line"]


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
            run = score_jsonl if opts["jsonl"] else score_single
            code = run(stream, self.stdout.write)
        except OSError as e:
            raise CommandError(str(e)) from e
        finally:
            if opts["file"] != "-":
                stream.close()
        if code:
            sys.exit(code)

    @staticmethod
    def _open(name: str) -> IO[bytes]:
        return stdin_bytes() if name == "-" else open(name, "rb")
