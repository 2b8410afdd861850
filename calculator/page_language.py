"""The four page languages and the one a page is in."""

from __future__ import annotations

from django.utils.translation import get_language

LANGS = ("zh-hans", "zh-hant", "ja", "en")
LANG_NAMES = {"zh-hans": "简体中文", "zh-hant": "繁體中文", "ja": "日本語", "en": "English"}
LANG_SHORT = {"zh-hans": "简", "zh-hant": "繁", "ja": "日", "en": "EN"}


def page_lang() -> str:
    lang = (get_language() or "zh-hans").lower()
    return lang if lang in LANGS else "zh-hans"


# The marks between words: Chinese and Japanese take the full-width ones, with no space after them
_CJK_MARKS = {"colon": "：", "comma": "、", "semicolon": "；"}
_LATIN_MARKS = {"colon": ": ", "comma": ", ", "semicolon": "; "}


def mark(name: str, lang: str | None = None) -> str:
    """`colon`, `comma` or `semicolon` in the page's language (or `lang`'s)."""
    return (_LATIN_MARKS if (lang or page_lang()) == "en" else _CJK_MARKS)[name]


def parens(text: object, lang: str | None = None) -> str:
    """A remark after a word: 和牌（2 番）, Won (2 han): in English with the space before the bracket."""
    return f" ({text})" if (lang or page_lang()) == "en" else f"（{text}）"
