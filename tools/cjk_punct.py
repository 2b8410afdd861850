"""Full-width punctuation in the Chinese and Japanese catalogs.

Chinese and Japanese text takes the full-width marks: 和牌(自摸),不能:… reads as 和牌（自摸），不能：….
`fix(text, lang)` turns the ASCII marks that touch CJK text into their full-width forms and drops the spaces
around them; `problems(text, lang)` lists what `fix` would change (the catalogs' test asserts there is none).

What stays: placeholders (`%(n)s`, `{tile}`), marks between ASCII only (`25,000`, `3m@1:2`, `(x{n})`),
and a bracket pair with no CJK inside (六条(567s), mpsz(123m)). Japanese keeps its 、 and 。; its ASCII comma
and semicolon are not touched (the catalogs have none next to kana or kanji).

    python tools/cjk_punct.py            # rewrite locale/{zh_Hans,zh_Hant,ja}/LC_MESSAGES/django.po
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

LANGS = ("zh_Hans", "zh_Hant", "ja")

# CJK text and the marks that belong to it (CJK symbols, kana, han, full-width forms, curly quotes)
_CJK = re.compile(r"[\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef“”‘’]")
_PLACEHOLDER = re.compile(r"%\([A-Za-z_][A-Za-z0-9_]*\)[sdr]|%[sd]|\{[A-Za-z_0-9]*\}")
_WIDE = {",": "，", ";": "；", ":": "：", "?": "？", "!": "！", "(": "（", ")": "）"}
_MARKS = {"zh_Hans": ",;:?!", "zh_Hant": ",;:?!", "ja": ":?!"}


def _cjk(ch: str) -> bool:
    return bool(ch) and _CJK.match(ch) is not None


def fix(text: str, lang: str) -> str:
    if not text:
        return text
    if lang != "ja" and text.strip() in (",", ";"):  # a list's separator
        return _WIDE[text.strip()]
    # placeholders become one private-use character each (neither CJK nor a mark), put back at the end
    holes: list[str] = []

    def hide(m: re.Match[str]) -> str:
        holes.append(m.group(0))
        return chr(0xE000 + len(holes) - 1)

    chars = list(_PLACEHOLDER.sub(hide, text))
    n = len(chars)

    def before(i: int) -> str:
        return chars[i - 1] if i > 0 else ""

    def after_skipping_spaces(i: int) -> str:
        j = i + 1
        while j < n and chars[j] == " ":
            j += 1
        return chars[j] if j < n else ""

    # bracket pairs: full width when there is CJK inside (Latin alone keeps its half-width pair: 六条(567s))
    stack: list[int] = []
    for i, ch in enumerate(chars):
        if ch == "(":
            stack.append(i)
        elif ch == ")" and stack:
            o = stack.pop()
            if any(_cjk(c) for c in chars[o + 1 : i]):
                chars[o], chars[i] = "（", "）"
    marks = _MARKS[lang]
    for i, ch in enumerate(chars):
        if ch in marks:
            prev, nxt = before(i), after_skipping_spaces(i)
            if prev == "、" or (prev == " " and i + 1 < n and chars[i + 1] == " "):
                continue  # the mark itself, as typed: "then write : and ...", "the tile、: and ..."
            if ch in ",:" and prev.isdigit() and nxt.isdigit():
                continue  # 25,000 and 12:30
            if _cjk(prev) or _cjk(nxt) or prev == "）" or nxt == "（":
                chars[i] = _WIDE[ch]
    out = "".join(chars)
    # full-width marks carry their own space: none beside them
    out = re.sub(r" +([，；：？！（）])", r"\1", out)
    out = re.sub(r"([，；：？！（）]) +", r"\1", out)
    return re.sub("[\ue000-\ue8ff]", lambda m: holes[ord(m.group(0)) - 0xE000], out)


def problems(text: str, lang: str) -> bool:
    return fix(text, lang) != text


def main() -> int:
    import polib

    root = Path(__file__).resolve().parent.parent / "locale"
    for lang in LANGS:
        path = root / lang / "LC_MESSAGES" / "django.po"
        po = polib.pofile(str(path), wrapwidth=0)
        changed = 0
        for entry in po:
            if entry.msgstr:
                new = fix(entry.msgstr, lang)
                if new != entry.msgstr:
                    entry.msgstr, changed = new, changed + 1
            for k, v in list(entry.msgstr_plural.items()):
                new = fix(v, lang)
                if new != v:
                    entry.msgstr_plural[k], changed = new, changed + 1
        po.save(str(path))
        print(f"{lang}: {changed} messages")
    return 0


if __name__ == "__main__":
    sys.exit(main())
