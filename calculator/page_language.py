"""The four page languages and the one a page is in."""

from __future__ import annotations

from django.utils.translation import get_language

LANGS = ("zh-hans", "zh-hant", "ja", "en")
LANG_NAMES = {"zh-hans": "简体中文", "zh-hant": "繁體中文", "ja": "日本語", "en": "English"}
LANG_SHORT = {"zh-hans": "简", "zh-hant": "繁", "ja": "日", "en": "EN"}


def page_lang() -> str:
    lang = (get_language() or "zh-hans").lower()
    return lang if lang in LANGS else "zh-hans"
