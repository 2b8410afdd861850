"""Text in the four languages of the app.

Every name, explanation and message that `rules` hands out is a `Text`, so
the same record serves the rule pages, the breakdown and the error messages
in whatever language the request asks for.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

LANGS: tuple[str, ...] = ("zh-hans", "zh-hant", "ja", "en")
DEFAULT_LANG = "zh-hans"


@dataclass(frozen=True, slots=True)
class Text:
    """One phrase in zh-Hans, zh-Hant, Japanese and English."""

    zh_hans: str
    zh_hant: str
    ja: str
    en: str

    def get(self, lang: str = DEFAULT_LANG) -> str:
        if lang == "zh-hans":
            return self.zh_hans
        if lang == "zh-hant":
            return self.zh_hant
        if lang == "ja":
            return self.ja
        return self.en

    def format(self, **params: Any) -> Text:
        """Fill `{name}` placeholders in every language at once; a `Text` parameter gives each language its own."""
        return Text.build(
            lambda lang: self.get(lang).format(
                **{k: v.get(lang) if isinstance(v, Text) else v for k, v in params.items()}
            )
        )

    @staticmethod
    def build(phrase: Callable[[str], str]) -> Text:
        """A `Text` from a function of the language code."""
        return Text(phrase("zh-hans"), phrase("zh-hant"), phrase("ja"), phrase("en"))

    def __add__(self, other: Text) -> Text:
        return Text(
            self.zh_hans + other.zh_hans,
            self.zh_hant + other.zh_hant,
            self.ja + other.ja,
            self.en + other.en,
        )


def T(zh_hans: str, zh_hant: str, ja: str, en: str) -> Text:
    return Text(zh_hans, zh_hant, ja, en)


def same(text: str) -> Text:
    """A phrase written the same way in every language (a tile string, a number)."""
    return Text(text, text, text, text)
