"""The scoresheet speaks the page language (its words are in the catalogs: tests/calculator/test_translations.py)."""

from __future__ import annotations

import pytest
from django.test import Client
from django.utils import translation

from tests.scoresheet.conftest import make_session


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
