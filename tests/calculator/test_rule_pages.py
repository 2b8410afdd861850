"""The rule pages: every example scores and shows what it illustrates, opens scored in the calculator,
every seed reference exists, the pages speak the players' words (no keys, paths or line numbers), the
table of contents resolves, and one rule's explanation comes as an htmx fragment."""

from __future__ import annotations

import re
from functools import partial
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from django.http import QueryDict
from django.test import Client
from django.utils import translation

from calculator import rule_pages, seat_words
from calculator.forms import calculator_form
from rules import registry, score_request
from rules.model import Example, RuleRef, RuleSet

HX = {"HX-Request": "true"}
LANGS = ("zh-hans", "zh-hant", "ja", "en")
RULE_SETS = list(registry.RULE_SETS.values())


def _examples() -> list[Any]:
    out = []
    for rs in RULE_SETS:
        items = [(p.key, p.examples) for p in rs.patterns] + [(r.key, r.examples) for r in rule_pages.rules_of(rs)]
        for key, examples in items:
            for n, ex in enumerate(examples):
                out.append(pytest.param(rs, key, ex, id=f"{rs.key}-{key}-{n}"))
    return out


EXAMPLES = _examples()


def shown_keys(rs: RuleSet, answer: dict[str, Any]) -> set[str]:
    """Every key the breakdown shows: hand items, fu items, the limit, payment reasons, and the
    patterns (kongs, chickens) a payment's note names."""
    keys: set[str] = set()
    for h in answer.get("hands", []):
        keys |= {i["key"] for i in h["items"]}
        keys |= {f["key"] for f in h.get("fu_lines", []) if isinstance(f, dict)}
        if h.get("limit"):
            keys.add(h["limit"])
    keys |= {p["reason"] for p in answer.get("payments", [])}
    notes = [p.get("note", "") for p in answer.get("payments", [])]
    for p in rs.patterns:
        name = re.escape(p.names.get("zh-hans"))
        if any(re.search(rf"(^|[,，;；:：(（])\s*{name}(\s|[,，;；×:：)）]|$)", note) for note in notes):
            keys.add(p.key)
    return keys


def _score(rs: RuleSet, ex: Example) -> dict[str, Any]:
    status, answer = score_request({"ruleset": rs.key, **ex.request})
    assert status == 200, answer
    return answer


@pytest.mark.parametrize(("rs", "key", "ex"), EXAMPLES)
def test_example_scores_and_shows_what_it_illustrates(rs: RuleSet, key: str, ex: Example) -> None:
    answer = _score(rs, ex)
    # a pattern's example shows the pattern; a rule's example shows what it names (or only scores: a void hand)
    for k in ex.shows or ((key,) if key in rs.pattern_map else ()):
        assert k in shown_keys(rs, answer), (k, answer)
    assert sum(answer["net"]) == 0


@pytest.mark.parametrize(("rs", "key", "ex"), EXAMPLES)
def test_example_link_opens_the_same_hand_in_the_calculator(rs: RuleSet, key: str, ex: Example) -> None:
    # the link's query string, read by the calculator's own form, is the same request
    query = QueryDict(mutable=True)
    for name, value in rule_pages.example_query(rs, ex.request):
        query.appendlist(name, value)
    players = int(ex.request.get("players", max(rs.players)))
    label = partial(seat_words.seat_short, dealer=int(ex.request.get("dealer", 0)), players=players)
    form = calculator_form(rs, "zh-hans", seat_label=label, data=query)
    assert form.is_valid(), form.errors
    status, via_form = score_request(form.to_request())
    assert status == 200, via_form
    direct = _score(rs, ex)
    assert via_form["net"] == direct["net"]
    assert [h["items"] for h in via_form["hands"]] == [h["items"] for h in direct["hands"]]


@pytest.mark.parametrize("rs", RULE_SETS, ids=lambda rs: rs.key)
def test_every_pattern_has_an_example(rs: RuleSet) -> None:
    assert [p.key for p in rs.patterns if not p.examples] == []


def test_example_page_link_opens_scored(client: Client) -> None:
    rs = registry.RULE_SETS["beijing"]
    ex = rs.pattern_map["duiduihu"].examples[0]  # the seed's worked example 1
    html = client.get(rule_pages.example_url(rs, ex.request)).content.decode()
    assert [int(n) for n in re.findall(r'data-net="(-?\d+)"', html)] == [12000, -4000, -4000, -4000]


# ------------------------------------------------------------ seed lines ---


def _refs(rs: RuleSet) -> list[tuple[str, RuleRef]]:
    refs = [(f"p-{p.key}", p.ref) for p in rs.patterns]
    refs += [(f"r-{r.key}", r.ref) for r in rule_pages.rules_of(rs) if r.ref]
    fields = (*rs.options, *rs.table_fields, *rs.seat_fields, *rs.win_fields, *rs.indicator_roles)
    refs += [(f"o-{f.key}", f.ref) for f in fields if f.ref]
    return refs


@pytest.mark.parametrize("rs", RULE_SETS, ids=lambda rs: rs.key)
def test_every_cited_seed_line_exists_and_has_text(rs: RuleSet) -> None:
    sources = {s.key: s for s in rs.sources}
    for where, ref in _refs(rs):
        src = sources[ref.source]
        if not src.path:
            assert not ref.lines, where
            continue
        lines = Path(src.path).read_text(encoding="utf-8").splitlines()
        for n in ref.lines:
            assert 1 <= n <= len(lines), (where, n)
            assert lines[n - 1].strip(), (where, n)


def test_project_seed_copies_are_the_shared_seeds() -> None:
    shared = Path("/work/shared/seeds")
    if not shared.is_dir():
        pytest.skip("no shared copy on this machine")
    for f in Path("seeds").glob("*.txt"):
        assert f.read_bytes() == (shared / f.name).read_bytes(), f.name


@pytest.mark.parametrize(
    ("key", "item", "words"),
    [
        pytest.param("beijing", "dadiao", "大釣:吃碰12張牌", id="beijing-dadiao"),
        pytest.param("beijing", "zhuowukui", "捉五魁", id="beijing-zhuowukui"),
        pytest.param("beijing", "tianhu", "天和:莊家", id="beijing-tianhu"),
        pytest.param("beijing", "hubao", "互包指", id="beijing-hubao"),
        pytest.param("guizhou", "qing_long_bei", "青龙背", id="guizhou-qinglongbei"),
        pytest.param("guizhou", "chong_feng_ji", "冲锋鸡", id="guizhou-chongfeng"),
        pytest.param("wenzhou", "ying_ba_dui", "硬八對", id="wenzhou-yingbadui"),
        pytest.param("riichi", "chankan", "抢杠", id="riichi-chankan"),
    ],
)
def test_seed_quotes_are_the_rules_own_lines(key: str, item: str, words: str) -> None:
    rs = registry.RULE_SETS[key]
    quoted = " ".join(q["text"] for q in rule_pages.quotes(rs, rs.pattern_map[item].ref))
    assert words in quoted


# ----------------------------------------------------------------- words ---


class _MainText(HTMLParser):
    """The text a reader sees in the page language: no folded original wording, other-language names or alt texts."""

    def __init__(self) -> None:
        super().__init__()
        self.depth = 0
        self.skip = 0
        self.stack: list[bool] = []
        self.text: list[str] = []
        self.hrefs: list[str] = []
        self.ids: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if a.get("id"):
            self.ids.add(a["id"] or "")
        if tag == "a" and (a.get("href") or "").startswith("#"):
            self.hrefs.append((a["href"] or "")[1:])
        if tag in ("img", "input", "br", "link", "meta"):
            return
        # the folded original text, scripts, and names given in another language (lang="...")
        quote = tag in ("blockquote", "script", "style") or ("lang" in a and tag != "html")
        self.stack.append(quote)
        self.skip += quote

    def handle_endtag(self, tag: str) -> None:
        if tag in ("img", "input", "br", "link", "meta") or not self.stack:
            return
        self.skip -= self.stack.pop()

    def handle_data(self, data: str) -> None:
        if not self.skip:
            self.text.append(data)


BAD_WORDS = [
    (re.compile(r"\b[a-z]+_[a-z_]+\b"), "snake_case key"),
    (re.compile(r"\b(seats|win|table|options|indicators)\.[a-z0-9_]+"), "field path"),
    (re.compile(r"seed line|line \d+|lines \d+", re.I), "seed line number"),
    (re.compile(r"第 ?\d+ ?[行条條]"), "seed line number"),
    (re.compile(r"\d+ ?行目"), "seed line number"),
    (re.compile(r"种子|種子"), "种子文档"),
    (re.compile(r"[{}\[\]]"), "JSON"),
    # (a word said twice by a join; the glossary's "Double double (双翻 shuāng fān)" is a name, not a repetition)
    (re.compile(r"\b1 points\b|x2 x2|×2 ×2|Double double(?! \(双翻)|25 fu 25 fu|25 符 25 符"), "wording"),
]
BAD_WORDS_IN = {
    # the simplified forms and mainland words where players write otherwise
    "zh-hant": [(re.compile(r"默認|閑家|冲锋鸡|责任鸡"), "wording")],
    "ja": [(re.compile(r"平和\(ピンフー\)|冲锋鸡|责任鸡|吃・碰"), "wording")],
}


def _page(client: Client, path: str, lang: str) -> _MainText:
    r = client.get(path, {"lang": lang})
    assert r.status_code == 200
    parser = _MainText()
    parser.feed(r.content.decode())
    return parser


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("rs", RULE_SETS, ids=lambda rs: rs.key)
def test_rule_page_speaks_the_players_words(client: Client, rs: RuleSet, lang: str) -> None:
    text = " ".join(_page(client, f"/{rs.key}/rules/", lang).text)
    found = [(why, m.group(0)) for rx, why in BAD_WORDS + BAD_WORDS_IN.get(lang, []) for m in rx.finditer(text)]
    assert found == []


@pytest.mark.parametrize("rs", RULE_SETS, ids=lambda rs: rs.key)
def test_rule_page_contents_links_resolve(client: Client, rs: RuleSet) -> None:
    page = _page(client, f"/{rs.key}/rules/", "en")
    assert page.hrefs
    assert [h for h in page.hrefs if h not in page.ids] == []
    for p in rs.patterns:
        assert f"p-{p.key}" in page.ids


@pytest.mark.parametrize("rs", RULE_SETS, ids=lambda rs: rs.key)
def test_rule_page_marks_readings_in_every_language(client: Client, rs: RuleSet) -> None:
    marks = {"zh-hans": "本桌解读", "zh-hant": "本桌解讀", "ja": "当サイトの解釈", "en": "Our reading"}
    readings = sum(1 for p in rs.patterns if p.reading) + len(rs.notes)
    assert readings
    for lang, mark in marks.items():
        html = client.get(f"/{rs.key}/rules/", {"lang": lang}).content.decode()
        assert html.count(f'<span class="reading-mark">{mark}</span>') >= readings


def test_rule_page_folds_the_original_text(client: Client) -> None:
    html = client.get("/beijing/rules/", {"lang": "zh-hans"}).content.decode()
    assert html.count("<summary>原文</summary>") >= 17
    assert "种子" not in html


# -------------------------------------------------------------- fragment ---


@pytest.mark.parametrize("rs", RULE_SETS, ids=lambda rs: rs.key)
def test_rule_fragment_for_every_pattern(client: Client, rs: RuleSet) -> None:
    with translation.override("en"):
        for p in rs.patterns:
            r = client.get(f"/{rs.key}/rules/{p.key}/", headers=HX)
            assert r.status_code == 200
            html = r.content.decode()
            assert "<html" not in html
            assert (
                p.names.get("zh-hans")
                in client.get(f"/{rs.key}/rules/{p.key}/", {"lang": "zh-hans"}, headers=HX).content.decode()
            )
            assert f'href="/{rs.key}/rules/#p-{p.key}"' in html


def test_rule_fragment_without_htmx_is_a_page(client: Client) -> None:
    html = client.get("/riichi/rules/pinfu/", {"lang": "ja"}).content.decode()
    assert "<html" in html
    assert "平和" in html
    assert 'href="/riichi/rules/#p-pinfu"' in html


def test_rule_fragment_of_a_rule_record(client: Client) -> None:
    html = client.get("/beijing/rules/rob_kong/", {"lang": "zh-hans"}, headers=HX).content.decode()
    assert "抢杠" in html
    assert 'href="/beijing/rules/#r-rob_kong"' in html


@pytest.mark.parametrize("path", ["/beijing/rules/nope/", "/nope/rules/pinfu/", "/riichi/rules/dadiao/"])
def test_rule_fragment_unknown_is_404(client: Client, path: str) -> None:
    assert client.get(path, headers=HX).status_code == 404


@pytest.mark.parametrize("lang", ["zh-hans", "zh-hant", "ja", "en"])
@pytest.mark.parametrize("key", ["riichi", "guizhou", "wenzhou", "beijing"])
def test_rule_page_examples_name_seats_by_their_winds(client: Client, key: str, lang: str) -> None:
    # "庄家座位 1 先打，座位 0 …" said the rules' own numbering; the page calls seats 东 南 西 北 everywhere else
    html = client.get(f"/{key}/rules/", headers={"Accept-Language": lang}).content.decode()
    body = re.sub(r'<blockquote class="seed".*?</blockquote>', "", html, flags=re.S)  # the documents, as written
    text = re.sub(r"<[^>]+>", " ", body)
    assert re.findall(r".{0,20}(?:座位 ?\d|席 ?\d|\b[Ss]eat \d).{0,20}", text) == []
