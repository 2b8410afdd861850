"""Every page speaks one language in its players' words (issue 24, item 7).

Each page (home, each calculator empty and with the result of rule-page examples, each rule page, the new-session
form, a session's page, a hand, its record page and history, a club's page and leaderboard) is opened in the four
languages with Django's test client, and its text read as a reader sees it (the text, plus the `alt`, `title`,
`aria-label` and `placeholder` a screen reader reads; never scripts, styles or the text inside an element marked
with another language, `lang="zh"`: the rule pages' seed quotes and a pattern's names in the other languages are
shown as such on purpose; nor the rule text quoted in `class="seed"`, which keeps its own punctuation). It fails on:

- a bare Chinese term on an English page: any run of CJK characters that is not inside the glossary form
  "English (中文 pīnyīn)" with a term of the glossary (rules/glossary.py), or a quotation of the rule text in quotation
  marks ('…', “…”, with no Latin letter in it: the source's own words, with their English beside them). Tiles are no
  exception: an English page draws them as pictures whose text alternative is the mpsz code (`5p`), never 五筒, so
  a tile name in Chinese is a bare term too (dragons are "red", "green", "white" in English words);
- ASCII punctuation (`: , ; ? !`) right after Chinese or Japanese text on a Chinese or Japanese page: those
  pages take the full-width marks (：，；？！);
- two forms of one term on one page of one language (`MIXED`): zh-hant's 胡 / 和 and 放槍 / 點炮 / 放銃, ja's
  搶槓 / 槍槓 and リーチ棒 / 供託.

The suite reads a sample (every page once, every rule set's examples a few, each in all four languages);
`SWEEP=1` (`make sweep`) reads every example of every rule page in all four languages.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from functools import cache
from html.parser import HTMLParser
from typing import Any

import pytest
from django.test import Client

from calculator import rule_pages
from rules import registry
from rules.glossary import TERMS

LANGS = ("zh-hans", "zh-hant", "ja", "en")
CJK_LANGS = ("zh-hans", "zh-hant", "ja")
SKIP_TAGS = frozenset({"script", "style", "template", "noscript"})
VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"})
READ_ATTRS = ("alt", "title", "aria-label", "placeholder")

# Han ideographs, kana and the CJK marks: a character of Chinese or Japanese text
CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3005\u3006\u30fc"
CJK_RUN = re.compile(rf"[{CJK}]+(?:[ ・/／]*[{CJK}]+)*")
# the glossary form: "English (中文 pīnyīn)", several terms in one bracket split by " / "
PINYIN = r"[a-zāáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜü']+"
GLOSS = re.compile(rf"\(([{CJK}]+) ({PINYIN}(?: {PINYIN})*)((?: / [{CJK}]+ {PINYIN}(?: {PINYIN})*)*)\)")
ASCII_AFTER_CJK = re.compile(rf"[{CJK}][:;,?!]")
# a quotation of the rule text, in quotation marks and without a Latin letter: the source's words, not a term
QUOTED = re.compile(r"'[^'A-Za-z]*'|\"[^\"A-Za-z]*\"|“[^”A-Za-z]*”|‘[^’A-Za-z]*’")

# Two (or more) forms of one term that must not both show on one page of that language.
MIXED: dict[str, tuple[tuple[str, ...], ...]] = {
    "zh-hans": (("胡牌", "和牌"), ("点炮", "放炮", "放铳"), ("抢杠", "枪杠")),
    "zh-hant": (("胡牌", "和牌"), ("放槍", "點炮", "放銃", "放炮"), ("搶槓", "槍槓")),
    "ja": (("搶槓", "槍槓"), ("リーチ棒", "供託"), ("和了", "胡了")),
}


def check(found: list[str]) -> None:
    """Nothing found: every Chinese term on an English page in the glossary form, CJK punctuation after CJK text,
    one word per term on a page (the form's words of a win follow each rule set: RuleSet.win_words), no seat number
    or API key."""
    assert found == []


# ------------------------------------------------------------------ reading a page ---


class _Reader(HTMLParser):
    """The text a reader of the page meets, in pieces (one per text node or read attribute)."""

    def __init__(self, lang: str) -> None:
        super().__init__(convert_charrefs=True)
        self.lang = lang
        self.stack: list[tuple[str, bool]] = []  # (tag, hidden: skipped, another language, or a seed quote)
        self.pieces: list[str] = []

    def _hidden(self) -> bool:
        return bool(self.stack) and self.stack[-1][1]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        other = "lang" in a and not a["lang"].lower().startswith(self.lang.split("-")[0]) and tag != "html"
        # the rule text quoted as it is written (its own punctuation, its own words): `class="seed"`
        seed = "seed" in a.get("class", "").split()
        hidden = self._hidden() or tag in SKIP_TAGS or other or seed
        if not hidden:
            self.pieces += [a[k] for k in READ_ATTRS if a.get(k)]
            if tag == "input" and a.get("type") in ("submit", "button") and a.get("value"):
                self.pieces.append(a["value"])
        if tag not in VOID:
            self.stack.append((tag, hidden))

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.stack.pop()

    def handle_endtag(self, tag: str) -> None:
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i][0] == tag:
                del self.stack[i:]
                return

    def handle_data(self, data: str) -> None:
        if not self._hidden() and data.strip():
            self.pieces.append(" ".join(data.split()))


def read(html: str, lang: str) -> list[str]:
    r = _Reader(lang)
    r.feed(html)
    return r.pieces


@cache
def glossary_pairs() -> frozenset[tuple[str, str]]:
    """(中文, pinyin) of every glossary term written in the glossary form."""
    pairs = set()
    for t in TERMS:
        for m in GLOSS.finditer(t.term.msgid):
            pairs.add((m[1], m[2]))
            pairs |= {(p.split(" ", 1)[0], p.split(" ", 1)[1]) for p in m[3].split(" / ") if p}
    return frozenset(pairs)


def bare_terms(pieces: list[str]) -> list[str]:
    """CJK runs on an English page outside the glossary form with a glossary term."""
    known = glossary_pairs()
    found = []
    for text in pieces:
        allowed = [m.span() for m in QUOTED.finditer(text)]
        for m in GLOSS.finditer(text):
            terms = [(m[1], m[2])] + [tuple(p.split(" ", 1)) for p in m[3].split(" / ") if p]
            if all(t in known for t in terms):
                allowed.append(m.span())
        for m in CJK_RUN.finditer(text):
            if not any(a <= m.start() and m.end() <= b for a, b in allowed):
                found.append(f"{m[0]}  «{_around(text, m.start(), m.end())}»")
    return found


def ascii_marks(pieces: list[str]) -> list[str]:
    return [f"«{_around(t, m.start(), m.end())}»" for t in pieces for m in ASCII_AFTER_CJK.finditer(t)]


def mixed_terms(pieces: list[str], lang: str) -> list[str]:
    # the rule text quoted keeps its own words
    text = QUOTED.sub("", re.sub(r"「[^」]*」", "", "\n".join(pieces)))
    out = []
    for forms in MIXED.get(lang, ()):
        shown = [f for f in forms if f in text]
        if len(shown) > 1:
            out.append(" / ".join(shown))
    return out


def _around(text: str, start: int, end: int) -> str:
    return text[max(0, start - 30) : end + 30]


# a seat by its number, an API key or path, a field in back quotes: what a message of the rules says to the API, never
# to a player (a page says a seat by its wind, a field by its label: typed message parts)
INTERNAL = re.compile(
    r"座位\s*\d|席\s*\d|\b[Ss]eat \d|`[^`]+`|(?<![\w/.#=&?-])[a-z]+(?:_[a-z0-9]+)+(?![\w/.=])|\bindicators\.\w+"
)


def internal(pieces: list[str]) -> list[str]:
    out = []
    for p in pieces:
        for m in INTERNAL.finditer(p):
            out.append(_around(p, m.start(), m.end()))
    return out


def problems(html: str, lang: str) -> list[str]:
    pieces = read(html, lang)
    found = [f"internal: {i}" for i in internal(pieces)]
    if lang == "en":
        return found + [f"bare: {b}" for b in bare_terms(pieces)]
    return found + [f"ascii: {a}" for a in ascii_marks(pieces)] + [f"mixed: {m}" for m in mixed_terms(pieces, lang)]


# ------------------------------------------------------------------ the pages ---


def _examples(sample: bool) -> Iterator[tuple[str, str]]:
    """(id, url) of each rule-page example: in the suite the first of each rule set and every tenth."""
    for rs in registry.RULE_SETS.values():
        items = [(p.key, p.examples) for p in rs.patterns] + [(r.key, r.examples) for r in rule_pages.rules_of(rs)]
        n = 0
        for key, examples in items:
            for i, ex in enumerate(examples):
                if not sample or n < 1 or n % 10 == 0:
                    yield f"{rs.key}-{key}-{i}", rule_pages.example_url(rs, ex.request)
                n += 1


SWEEP = os.environ.get("SWEEP") == "1"
EXAMPLE_URLS = list(_examples(sample=not SWEEP))


def get(url: str, lang: str, client: Client | None = None) -> str:
    response = (client or Client()).get(url, headers={"Accept-Language": lang})
    assert response.status_code == 200, (url, response.status_code)
    return response.content.decode()


STATIC_PAGES = [
    "/",
    "/s/",
    *(f"/{k}/" for k in registry.RULE_SETS),
    *(f"/{k}/rules/" for k in registry.RULE_SETS),
    *(f"/s/new/{k}/" for k in registry.RULE_SETS),
]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("url", STATIC_PAGES)
def test_page_words(url: str, lang: str) -> None:
    """A page without a database: the home page, each calculator, each rule page, each new-session form."""
    check(problems(get(url, lang), lang))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("name", "url"), EXAMPLE_URLS, ids=[n for n, _ in EXAMPLE_URLS])
def test_result_words(name: str, url: str, lang: str) -> None:
    """The calculator with a rule-page example's result."""
    check(problems(get(url, lang), lang))


# ------------------------------------------------------------------ the scoresheet and a club ---

NAMES = ("olga", "sam", "mia", "guest")


def _session_with_a_hand(key: str) -> Any:
    """A session of rule set `key` in a club, with its players linked, holding the first rule-page example the
    table accepts as its first hand, and a draw."""
    from clubs.models import OWNER, Club, Membership
    from scoresheet import services
    from tests.clubs.conftest import User, club_session, user

    owner = User.objects.filter(username="olga").first() or user("olga")
    club, made = Club.objects.get_or_create(name="Friday club", created_by=owner)
    if made:
        Membership.objects.create(club=club, user=owner, role=OWNER)
    rs = registry.RULE_SETS[key]
    players = max(rs.players)
    s = club_session(club, ruleset=key, names=NAMES[:players])
    examples = [ex for p in rs.patterns for ex in p.examples] + [ex for r in rs.rules for ex in r.examples]
    for ex in examples:
        request = {k: v for k, v in ex.request.items() if k in ("seats", "indicators", "table")}
        try:
            s, _n = services.record_hand(s, version=s.version, token=s.edit_token, request=request, lang="en")
            break
        except services.SheetError:
            continue
    assert s.hands.count() == 1, key
    return owner, club, s


def session_pages(key: str) -> list[tuple[str, Client]]:
    owner, club, s = _session_with_a_hand(key)
    c = Client()
    c.force_login(owner, backend="django.contrib.auth.backends.ModelBackend")
    record = c.get(f"/s/{s.edit_token}/record/")
    record_url = record["Location"] if record.status_code == 302 else f"/s/{s.edit_token}/record/"
    return [
        (f"/s/{s.view_token}/", c),
        (f"/s/{s.edit_token}/", c),
        (f"/s/{s.edit_token}/hand/1/", c),
        (f"/s/{s.edit_token}/history/", c),
        (record_url, c),
        (f"/c/{club.pk}/", c),
        (f"/c/{club.pk}/leaderboard/", c),
        (f"/c/{club.pk}/member/{owner.pk}/", c),
        (f"/c/{club.pk}/new/{key}/", c),
    ]


@pytest.mark.django_db
@pytest.mark.parametrize("key", list(registry.RULE_SETS))
def test_scoresheet_and_club_words(key: str, settings: Any) -> None:
    """A session with a hand: its page (read-only and editing), the hand, the history, the record page; the club's
    page, leaderboard, member page and new-session form."""
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    found = []
    for url, c in session_pages(key):
        for lang in LANGS:
            found += [f"{url} {lang} {p}" for p in problems(get(url, lang, c), lang)]
    check(found)
