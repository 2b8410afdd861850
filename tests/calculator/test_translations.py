"""The catalogs: exactly what `makemessages` finds in the code, and complete in every language."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import polib
import pytest

from tests.support.app_copy import ROOT, copy_of_the_app
from tools import cjk_punct

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


@pytest.mark.parametrize("locale", LOCALES)
def test_chinese_and_japanese_use_full_width_punctuation(locale: str) -> None:
    """和牌（自摸），不能：… not 和牌(自摸),不能:… (`python tools/cjk_punct.py` rewrites the catalogs)."""
    half = [
        text
        for e in _po(ROOT, locale)
        for text in (e.msgstr, *e.msgstr_plural.values())
        if text and cjk_punct.problems(text, locale)
    ]
    assert half == []


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        ("原文:起始 25,000,不返点", "zh_Hans", "原文：起始 25,000，不返点"),
        ("第 %(n)s 局:%(msg)s", "zh_Hans", "第 %(n)s 局：%(msg)s"),
        ("默认 (1 分)", "zh_Hans", "默认（1 分）"),
        ("mpsz(123m456p789s11z)或牌名(一万)", "zh_Hans", "mpsz(123m456p789s11z)或牌名（一万）"),
        ("惠牌当六条(567s)", "zh_Hans", "惠牌当六条(567s)"),
        ("然后写 : 和当时几张,如 3m@1:2", "zh_Hans", "然后写 : 和当时几张，如 3m@1:2"),
        ("座位、: 和", "zh_Hant", "座位、: 和"),
        (", ", "zh_Hans", "，"),
        ("(×{n})", "ja", "(×{n})"),
        ("オプション: 嶺上開花 (既定 0)", "ja", "オプション：嶺上開花（既定 0）"),
        ("請求須為 application/json", "zh_Hant", "請求須為 application/json"),
    ],
)
def test_the_punctuation_tool(text: str, lang: str, expected: str) -> None:
    assert cjk_punct.fix(text, lang) == expected
