"""The Beijing error messages speak the players' words: no seed line numbers, no field keys (issue 13)."""

from __future__ import annotations

import re

import pytest

from rules.beijing import messages
from rules.text import Text

LANGS = ("zh-hans", "zh-hant", "ja", "en")
TEXTS = {name: value for name, value in vars(messages).items() if isinstance(value, Text)}
LINE_NUMBER = re.compile(r"原文第|原文 ?\d|seed lines?|第 ?\d+ ?行|\d+ ?行目|\d+[、・]\d+ ?行")
KEY = re.compile(r"\b[a-z]+_[a-z_]+\b")


def test_there_are_messages() -> None:
    assert len(TEXTS) >= 10


@pytest.mark.parametrize("name", sorted(TEXTS))
@pytest.mark.parametrize("lang", LANGS)
def test_no_seed_line_numbers_or_keys(name: str, lang: str) -> None:
    text = TEXTS[name].get(lang)
    assert not LINE_NUMBER.search(text), text
    assert not KEY.search(text), text
