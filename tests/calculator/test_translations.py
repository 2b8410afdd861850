"""The catalogs: exactly what `makemessages` finds in the code, and complete in every language."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import polib
import pytest

from tests.support.app_copy import ROOT, copy_of_the_app

LOCALES = ("zh_Hans", "zh_Hant", "ja")


def _po(root: Path, locale: str) -> polib.POFile:
    return polib.pofile(str(root / "locale" / locale / "LC_MESSAGES" / "django.po"))


def _msgids(po: polib.POFile) -> set[tuple[str | None, str]]:
    return {(e.msgctxt, e.msgid) for e in po if not e.obsolete}


def test_the_catalogs_are_what_makemessages_writes(tmp_path: Path) -> None:
    """Every phrase of the code (templates, web Python, rules' N_/NC_ markers) is a msgid, and no other."""
    root = copy_of_the_app(tmp_path)
    args = [sys.executable, "manage.py", "makemessages", "-v", "0", *(f"-l{loc}" for loc in LOCALES)]
    subprocess.run(args, cwd=root, check=True)
    for locale in LOCALES:
        committed, generated = _po(ROOT, locale), _po(root, locale)
        assert sorted(_msgids(generated) - _msgids(committed), key=str) == []  # run makemessages
        assert sorted(_msgids(committed) - _msgids(generated), key=str) == []
        assert not any(e.obsolete for e in committed)
        refs = {path for e in committed for path, _ in e.occurrences}  # for Poedit / Weblate
        assert {"calculator/forms.py", "templates/calculator/rules.html"} <= refs


@pytest.mark.parametrize("locale", LOCALES)
def test_every_catalog_is_complete(locale: str) -> None:
    po = ROOT / "locale" / locale / "LC_MESSAGES" / "django.po"
    out = subprocess.run(
        ["msgfmt", "--check", "--statistics", "-o", "/dev/null", str(po)], capture_output=True, text=True, check=True
    ).stderr
    assert out == f"{len(_po(ROOT, locale))} translated messages.\n"  # no untranslated, no fuzzy, no warning
