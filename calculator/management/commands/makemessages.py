"""`manage.py makemessages`: Django's, also finding the phrases `rules/` marks with `N_` / `NC_`.

`rules/` stays free of Django, so it marks its phrases with the no-op markers of `rules/text.py`
(`N_("...")`, `NC_("context", "...")`); xgettext is told about them here, so
`manage.py makemessages -l ja -l zh_Hans -l zh_Hant` writes every phrase of the app, with its
source references, into `locale/*/LC_MESSAGES/django.po`. On top of Django's command:
- msgmerge never guesses (no fuzzy matching): a new msgid starts untranslated, never with a
  neighbour's translation marked fuzzy;
- entries no longer in the code are dropped (`--no-obsolete`), so a catalog is exactly what the
  code uses;
- the folders that hold no words of the app (tests, tools, node_modules, static, seeds, ...) are
  skipped without being named on the command line.
"""

from __future__ import annotations

from typing import Any

from django.core.management.commands import makemessages

KEYWORDS = ["--keyword=N_", "--keyword=NC_:1c,2"]
IGNORED = ["node_modules", "tests", "tools", "static", "seeds", "mutants", "bench", "docs", "htmlcov", "build", "dist"]


class Command(makemessages.Command):
    xgettext_options = [*makemessages.Command.xgettext_options, *KEYWORDS]  # noqa: RUF012 (Django's own class attributes)
    msgmerge_options = [*makemessages.Command.msgmerge_options, "--no-fuzzy-matching"]  # noqa: RUF012

    def handle(self, *args: Any, **options: Any) -> None:
        options["ignore_patterns"] = [*options.get("ignore_patterns", []), *IGNORED]
        options["no_obsolete"] = True
        super().handle(*args, **options)
