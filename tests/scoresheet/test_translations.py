"""Every word of the scoresheet (its views, forms and templates) in the three catalogs."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from django.test import Client
from django.utils import translation

from tests.scoresheet.conftest import make_session


def _catalog(lang: str) -> dict[str, str]:
    text = (Path("locale") / lang / "LC_MESSAGES" / "django.po").read_text(encoding="utf-8")
    pairs = re.findall(r'^msgid "(.*)"\n(?:msgid_plural ".*"\n)?msgstr(?:\[0\])? "(.*)"$', text, re.M)
    return {k.replace('\\"', '"'): v for k, v in pairs if k}


def _strings() -> set[str]:
    found: set[str] = set()
    for path in [*Path("scoresheet").glob("*.py"), *Path("templates/scoresheet").glob("*.html")]:
        text = path.read_text(encoding="utf-8")
        found |= set(re.findall(r'{% translate "([^"]+)"', text))
        found |= set(re.findall(r"{% translate '([^']+)'", text))
        blocks = re.findall(r"{% blocktranslate[^%]*%}(.+?){% (?:plural|endblocktranslate)", text)
        found |= {re.sub(r"{{ (\w+) }}", r"%(\1)s", b) for b in blocks}
        found |= set(re.findall(r'(?<![\w.])_\(\s*"([^"]+)"', text))
        found |= set(re.findall(r"(?<![\w.])_\(\s*'([^']+)'", text))
        found |= set(re.findall(r'gettext_lazy\("([^"]+)"\)', text))
    return found


@pytest.mark.parametrize("lang", ["zh_Hans", "zh_Hant", "ja"])
def test_every_scoresheet_word_is_translated(lang: str) -> None:
    strings = _strings()
    assert len(strings) > 100
    catalog = _catalog(lang)
    assert sorted(s for s in strings if not catalog.get(s)) == []


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("lang", "word"), [("zh-hans", "排名"), ("zh-hant", "唯讀"), ("ja", "順位表"), ("en", "Standings")]
)
def test_the_session_page_speaks_the_language(lang: str, word: str) -> None:
    s = make_session()
    html = Client().get(f"/s/{s.view_token}/?lang={lang}").content.decode()
    assert f'<html lang="{lang}">' in html
    assert word in html
    with translation.override(lang):
        assert translation.gettext("Scoresheet") in html
