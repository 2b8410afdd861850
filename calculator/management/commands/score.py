"""`python manage.py score FILE|-` and `--jsonl`: the score API on the command line."""

from __future__ import annotations

import json
import sys
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from calculator.api import run_score
from rules import messages as M
from rules.answer import errors_json
from rules.model import FieldError
from rules.text import DEFAULT_LANG


def _dump(payload: dict[str, Any]) -> str:
    return json.dumps(payload, ensure_ascii=False)


class Command(BaseCommand):
    requires_system_checks = ()  # pure scoring: no system checks at start-up (a tenth of it)
    help = "Score a request (contract.md) from FILE or - (stdin); --jsonl scores one request per line."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("file", help="a JSON file, or - for standard input")
        parser.add_argument("--jsonl", action="store_true", help="one request per line in, one answer per line out")

    def handle(self, *args: Any, **opts: Any) -> None:
        try:
            text = sys.stdin.read() if opts["file"] == "-" else open(opts["file"], encoding="utf-8").read()  # noqa: SIM115
        except OSError as e:
            raise CommandError(str(e)) from e
        if opts["jsonl"]:
            worst = 0
            for line in text.splitlines():
                if not line.strip():
                    continue
                status, payload = self._one(line)
                self.stdout.write(_dump(payload))
                worst = max(worst, status)
            if worst >= 500:
                sys.exit(1)
            return
        status, payload = self._one(text)
        if status == 200:
            self.stdout.write(json.dumps(payload, ensure_ascii=False, indent=2))
            return
        self.stdout.write(json.dumps(payload, ensure_ascii=False, indent=2))
        sys.exit(2 if status == 400 else 1)

    def _one(self, text: str) -> tuple[int, dict[str, Any]]:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as e:
            return 400, errors_json([FieldError("", M.BAD_JSON.format(error=str(e)))], DEFAULT_LANG)
        return run_score(data)
