"""The glossary (rules/glossary.py, docs/glossary.md) in the catalogs, and the catalogs keeping to it."""

from __future__ import annotations

from pathlib import Path

import polib
import pytest

from rules.glossary import CONTEXT, TERMS

LOCALES = ("zh_Hans", "zh_Hant", "ja")
LANG_OF = {"zh_Hans": "zh-hans", "zh_Hant": "zh-hant", "ja": "ja"}


def _catalog(locale: str) -> dict[tuple[str | None, str], str]:
    po = polib.pofile(str(Path("locale") / locale / "LC_MESSAGES" / "django.po"))
    return {(e.msgctxt, e.msgid): e.msgstr for e in po if not e.obsolete}


def _table() -> dict[str, tuple[str, str, str]]:
    rows: dict[str, tuple[str, str, str]] = {}
    for line in Path("docs/glossary.md").read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("|") and len(cells) == 5 and cells[0] not in ("English (msgid)", "---"):
            rows[cells[0]] = (cells[1], cells[2], cells[3])
    return rows


def test_the_docs_table_is_the_catalogs_glossary() -> None:
    table = _table()
    assert sorted(table) == sorted(t.term.msgid for t in TERMS)
    assert len(table) == 119
    for i, locale in enumerate(LOCALES):
        catalog = _catalog(locale)
        assert {en: catalog[(CONTEXT, en)] for en in table} == {en: words[i] for en, words in table.items()}


def test_a_term_reads_as_the_catalog_says() -> None:
    pinghu = next(t for t in TERMS if t.anchor == "平胡").term
    assert pinghu.get("ja") == "平胡"
    assert pinghu.get("en") == "Plain win (平胡 píng hú)"


@pytest.mark.parametrize("locale", LOCALES)
def test_no_translation_uses_a_form_the_glossary_forbids(locale: str) -> None:
    zh_hans = _catalog("zh_Hans")
    found = []
    for key, text in _catalog(locale).items():
        if key[0] == CONTEXT:
            continue
        for term in TERMS:
            if term.anchor is not None and term.anchor not in zh_hans.get(key, ""):
                continue
            found += [(term.term.msgid, bad, key[1][:60]) for bad in term.never.get(locale, ()) if bad in text]
    assert found == []


def test_the_check_finds_pinghu_read_as_pinghe() -> None:
    """The check above is not vacuous: 平胡 written 平和 in Japanese is caught (and only where zh-hans says 平胡)."""
    term = next(t for t in TERMS if t.anchor == "平胡")
    assert "平和" in term.never["ja"]
    zh_hans = _catalog("zh_Hans")
    assert sum("平胡" in v for v in zh_hans.values()) > 10  # the anchor does occur in the catalogs
