"""`python manage.py import_tenhou FILE`: a session made from a real Tenhou game log (mjlog XML, gzipped or not, or
tenhou.net/6 JSON; `-` for standard input), every hand scored by our rules and put beside the log's own changes. A
three-player game (its mjlog) becomes a session of three players under the three-player presets (`tenhou_sanma`).

It prints the session's links, how many hands agree with the log, every hand that differs with both numbers (ours,
then the log's), and whether the game ends where the log's does with the same final result. Exit status 0 when the
session was made (whatever differs: the differences are the answer), 2 when the log cannot be imported (the message
names the part)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.urls import reverse
from django.utils import translation

from scoresheet import services, tenhou_import
from scoresheet.views.final import thousands
from scoresheet.views.table import signed


def _option(text: str) -> tuple[str, Any]:
    """KEY=VALUE, the value read as JSON where it is JSON (300, true, "x"), else as the text itself."""
    key, sep, value = text.partition("=")
    if not sep or not key:
        raise CommandError(f"--option {text!r}: KEY=VALUE expected", returncode=2)
    try:
        return key, json.loads(value)
    except ValueError:
        return key, value


class Command(BaseCommand):
    help = __doc__

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("file", help="the log: a file, or - for standard input")
        parser.add_argument(
            "--option",
            action="append",
            default=[],
            metavar="KEY=VALUE",
            help="a rule option set apart from the Tenhou preset's (e.g. honba_value=100): its hands are compared "
            "with the log all the same",
        )
        parser.add_argument("--title", default="", help="the session's name (default: the players' names)")
        parser.add_argument("--again", action="store_true", help="import a log imported before all the same")
        parser.add_argument("--lang", default="en", help="the session's language (zh-hans, zh-hant, ja, en)")

    def handle(self, *args: Any, **opts: Any) -> None:
        lang = opts["lang"]
        with translation.override(lang):
            try:
                content = sys.stdin.buffer.read() if opts["file"] == "-" else Path(opts["file"]).read_bytes()
            except OSError as e:
                raise CommandError(f"{opts['file']}: {e.strerror}", returncode=2) from e
            overrides = dict(_option(o) for o in opts["option"])
            try:
                text = tenhou_import.decode(content)
                imported = tenhou_import.import_log(
                    text, lang, option_overrides=overrides, title=opts["title"], again=opts["again"]
                )
            except services.SheetError as e:
                raise CommandError("; ".join(f"{f}: {m}" for f, m in e.errors), returncode=2) from e
            self._report(imported)

    def _report(self, imported: tenhou_import.Imported) -> None:
        session, compared = imported.session, imported.compared
        self.stdout.write(f"editing link: {reverse('scoresheet:session', args=[session.edit_token])}")
        self.stdout.write(f"read-only link: {reverse('scoresheet:session', args=[session.view_token])}")
        hands = compared["hands"]
        self.stdout.write(f"{compared['agreeing']} of {len(hands)} hands agree with the log")
        for h in hands:
            if h["agrees"]:
                continue
            ours = " ".join(signed(v) for v in h["ours"])
            log = " ".join(signed(v) for v in h["log"])
            table = "" if h["table_agrees"] else " (the table differs)"
            self.stdout.write(f"  hand {h['number']} ({h['name']}){table}: ours {ours} / log {log}")
        (ours_points, log_points), (ours_scores, log_scores) = compared["final_points"], compared["final_scores"]
        self.stdout.write(f"the game ends where the log ends: {'yes' if compared['end_agrees'] else 'no'}")
        self.stdout.write(
            "final points: ours " + " ".join(str(v) for v in ours_points) + " / log " + " ".join(map(str, log_points))
        )
        self.stdout.write(
            "final scores: ours "
            + " ".join(thousands(v) for v in ours_scores)
            + " / log "
            + " ".join(thousands(v) for v in log_scores)
        )
        self.stdout.write(f"final result agrees: {'yes' if compared['final_agrees'] else 'no'}")
