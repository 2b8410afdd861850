"""Every seat's number in the result is explained by lines that add up to it (issue 24, item 2).

For every worked example of every rule page, the result panel as the page shows it is parsed: each seat whose
number is not zero has a block (seats paying alike share one) whose lines add up, visibly, to that number; each
line links to a rule-page entry that exists; and no tile is written as a code (`8s`) anywhere in the result's
text, in any of the four languages (tiles are pictures there, or names)."""

from __future__ import annotations

import os
import re
from functools import cache
from html.parser import HTMLParser
from typing import Any

import pytest
from django.test import Client
from django.utils import translation

from calculator import result_page, rule_pages
from rules import registry, score_request
from rules.model import Example, RuleSet

HX = {"HX-Request": "true"}
LANGS = ("zh-hans", "zh-hant", "ja", "en")
CODE = re.compile(r"[0-9][mpsz]\b")
VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"})
READ_ATTRS = ("aria-label", "title", "alt", "placeholder")


class Node:
    def __init__(self, tag: str, attrs: dict[str, str]) -> None:
        self.tag = tag
        self.attrs = attrs
        self.children: list[Node | str] = []

    def classes(self) -> set[str]:
        return set(self.attrs.get("class", "").split())

    def find_all(self, cls: str) -> list[Node]:
        out = []
        for c in self.children:
            if isinstance(c, Node):
                if cls in c.classes():
                    out.append(c)
                out += c.find_all(cls)
        return out

    def find(self, cls: str) -> Node:
        found = self.find_all(cls)
        assert found, cls
        return found[0]

    def text(self) -> str:
        return "".join(c if isinstance(c, str) else c.text() for c in self.children)

    def tags(self, tag: str) -> list[Node]:
        out = []
        for c in self.children:
            if isinstance(c, Node):
                if c.tag == tag:
                    out.append(c)
                out += c.tags(tag)
        return out


class _Tree(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.root = Node("root", {})
        self.stack = [self.root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        node = Node(tag, {k: v or "" for k, v in attrs})
        self.stack[-1].children.append(node)
        if tag not in VOID:
            self.stack.append(node)

    def handle_endtag(self, tag: str) -> None:
        for i in range(len(self.stack) - 1, 0, -1):
            if self.stack[i].tag == tag:
                del self.stack[i:]
                return

    def handle_data(self, data: str) -> None:
        self.stack[-1].children.append(data)


def tree(html: str) -> Node:
    p = _Tree()
    p.feed(html)
    return p.root


def _examples() -> list[Any]:
    out = []
    for rs in registry.RULE_SETS.values():
        items = [(p.key, p.examples) for p in rs.patterns] + [(r.key, r.examples) for r in rule_pages.rules_of(rs)]
        for key, examples in items:
            for n, ex in enumerate(examples):
                out.append(pytest.param(rs, ex, id=f"{rs.key}-{key}-{n}"))
    return out


EXAMPLES = _examples()


def number(text: str) -> int:
    """ "+39", "−13", "0" as an int (the pages write a true minus sign)."""
    return int(text.strip().replace("−", "-").replace("+", ""))


def equation_sum(text: str) -> int:
    """ "= 24 + 6 + 9" or "= −8 − 2 − 3" worked out."""
    terms = re.findall(r"([+−]?)\s*(\d+)", text.replace("=", ""))
    return sum(-int(n) if sign == "−" else int(n) for sign, n in terms)


def panel(rs: RuleSet, ex: Example, lang: str) -> Node:
    html = Client(headers={"Accept-Language": lang, **HX}).get(rule_pages.example_url(rs, ex.request)).content.decode()
    return tree(html)


@cache
def rule_page_ids(key: str) -> frozenset[str]:
    html = Client(headers={"Accept-Language": "en"}).get(f"/{key}/rules/").content.decode()
    return frozenset(re.findall(r'\bid="([^"]+)"', html))


def check_sums(rs: RuleSet, root: Node) -> int:
    """The lines of each block add up to its number, shown as such; every seat with a number has its block;
    each line links to its rule. The count of blocks."""
    shown = {int(n.attrs["data-seat"]): int(n.attrs["data-change"]) for n in root.find_all("net")}
    explained: dict[int, int] = {}
    blocks = root.find_all("seat-sum")
    for block in blocks:
        total = int(block.attrs["data-shown"])
        lines = block.find_all("sum-line")
        amounts = [int(li.attrs["data-amount"]) for li in lines]
        assert sum(amounts) == total, (block.text(), amounts, total)
        # what a player reads says the same: the block's number, each line's amount, the sum between them
        assert number(block.find("sum-total").text()) == total
        for li, amount in zip(lines, amounts, strict=True):
            assert number(li.find("sum-amount").text()) == amount, li.text()
            links = [a.attrs["href"] for a in li.tags("a")]
            assert any(h.startswith(f"/{rs.key}/rules/#") for h in links), li.text()
            for h in links:
                assert h.split("#", 1)[1] in rule_page_ids(rs.key), (h, li.text())
        if len(lines) > 1:
            assert equation_sum(block.find("sum-eq").text()) == total, block.find("sum-eq").text()
        for seat in block.attrs["data-seats"].split():
            explained[int(seat)] = total
    for seat, change in shown.items():
        if change:
            assert explained.get(seat) == change, (seat, change, explained)
    return len(blocks)


def visible_text(node: Node, skip: frozenset[str] = frozenset()) -> list[str]:
    """Every text a reader meets in the result: text nodes and the attributes that are read out."""
    out = [node.attrs[a] for a in READ_ATTRS if node.attrs.get(a)]
    for c in node.children:
        if isinstance(c, str):
            out.append(c)
        elif not (c.classes() & skip):
            out += visible_text(c, skip)
    return out


# The suite reads each example in two languages, the pairs taking turns so every language is read over the
# examples; `SWEEP=1` (`make sweep`) reads every example in all four.
PAIRS = (("zh-hans", "en"), ("zh-hant", "ja"))


@pytest.mark.django_db
@pytest.mark.parametrize(("i", "rs", "ex"), [pytest.param(i, *p.values, id=p.id) for i, p in enumerate(EXAMPLES)])
def test_breakdown_lines_add_up_to_each_seat_s_number(i: int, rs: RuleSet, ex: Example) -> None:
    """Every example: the lines of each seat add up to its number, each links its rule, and no tile code is
    left in the result's text (the address of the hand, shown to be copied, is an address)."""
    status, answer = score_request({"ruleset": rs.key, **ex.request})
    assert status == 200
    blocks = {}
    for lang in LANGS if os.environ.get("SWEEP") == "1" else PAIRS[i % 2]:
        root = panel(rs, ex, lang)
        result = root.find("result")
        blocks[lang] = check_sums(rs, result)
        # (the hint for typing a hand teaches the notation of the text fields: "123m456p")
        codes = [t for t in visible_text(result, frozenset({"permalink"})) if CODE.search(t) and "123m456p" not in t]
        assert codes == [], (lang, codes[:5])
    # the same blocks in every language, and one at least wherever a number moved
    assert len(set(blocks.values())) == 1, blocks
    assert next(iter(blocks.values())) >= (1 if any(answer.get("score_change", answer["net"])) else 0)


def test_seat_sums_of_the_issue_s_guizhou_hand() -> None:
    """The hand of the issue: East +39 = 24 (清一色 4 × 庄家翻倍 2 × 3 seats) + 6 (闷豆) + 9 (chickens); the others
    pay alike: −13 = −8 − 2 − 3, one block for the three."""
    rs = registry.RULE_SETS["guizhou"]
    request = {
        "ruleset": "guizhou",
        "indicators": {"flip": "4s"},
        "seats": [
            {
                "hand": "11234567999s",
                "melds": [{"kind": "kong", "tiles": "8888s", "kong": "concealed"}],
                "win": {"tile": "9s", "by": "self_draw"},
            },
            {},
            {},
            {},
        ],
    }
    status, answer = score_request(request)
    assert status == 200
    with translation.override("zh-hans"):
        view = result_page.result_view(answer, rs, dealer=0, players=4, lang="zh-hans")
    east, others = view["seat_sums"]
    assert east["seats"] == [0]
    assert [ln["amount"] for ln in east["lines"]] == [24, 6, 9]
    assert [ln["math"] for ln in east["lines"]] == ["8 × 3", "2 × 3", "(2 + 1) × 3"]
    assert east["equation"] == "24 + 6 + 9"
    hand = "".join(p["text"] for p in east["lines"][0]["parts"])
    assert "清一色 4 分" in hand
    assert "庄家翻倍 ×2" in hand
    assert {p["anchor"] for p in east["lines"][0]["parts"]} >= {"p-qing_yi_se", "p-zhuang_double"}
    assert {p["anchor"] for p in east["lines"][1]["parts"]} >= {"p-men_dou"}
    assert {p["anchor"] for p in east["lines"][2]["parts"]} >= {"p-yao_ji", "p-fan_pai_ji"}
    assert others["seats"] == [1, 2, 3]
    assert others["amount"] == -13
    assert others["equation"] == "−8 − 2 − 3"
    assert others["lines"][2]["math"] == "−(2 + 1)"


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_seat_sums_render_in_each_language(lang: str) -> None:
    """The issue's Guizhou address, as a page: the breakdown is open (not folded in a <details>), in the page's
    words, its tiles as pictures named in the page's language."""
    url = "/guizhou/?i_flip=4s&s0_hand=11234567999s&s0_melds=8888s&s0_won=1&s0_tile=9s"
    html = Client(headers={"Accept-Language": lang}).get(url).content.decode()
    root = tree(html)
    result = root.find("result")
    assert check_sums(registry.RULE_SETS["guizhou"], result) == 2
    sums = result.find("seat-sums")
    assert not any(d.tag == "details" for d in _ancestors(result, sums))
    text = sums.text()
    assert "+39" in text
    assert "−13" in text
    pictures = [s for s in sums.tags("span") if "tile" in s.classes()]
    # (a name may show its tile too: ja 幺鶏(1s))
    assert {p.attrs["data-tile"] for p in pictures} == {"1s", "5s", "8s"}
    with translation.override(lang):
        from rules.tiles import TILE_NAMES, parse

        eight = next(p for p in pictures if p.attrs["data-tile"] == "8s")
        assert eight.attrs["aria-label"] == TILE_NAMES[parse("8s")[0]].get(lang)
    words = {"zh-hans": "庄家翻倍", "zh-hant": "莊家翻倍", "ja": "親の倍付け", "en": "Dealer doubling"}[lang]
    assert words.lower() in text.lower()
    if lang == "en":
        assert not re.search(r"[\u3400-\u9fff]{2}", re.sub(r"\([^)]*\)", "", text))  # nothing left in Chinese
    for li in sums.find_all("sum-line"):
        assert li.find("sum-amount").text().strip()


def _ancestors(root: Node, target: Node) -> list[Node]:
    def walk(node: Node, path: list[Node]) -> list[Node] | None:
        if node is target:
            return path
        for c in node.children:
            if isinstance(c, Node):
                got = walk(c, [*path, node])
                if got is not None:
                    return got
        return None

    return walk(root, []) or []


@pytest.mark.parametrize(
    ("key", "summary", "lang", "expected"),
    [
        # a +21 Guizhou hand: its pattern is named, its pattern points (1) are not, since they read as the hand's score
        pytest.param("guizhou", [[["ping_hu"], 1, "points"]], "zh-hans", "平胡", id="guizhou-points-not-shown"),
        # Beijing: the fan is the hand's (2), and 烧庄, paid by the dealer on its own, is named apart
        pytest.param(
            "beijing",
            [[["zhuang", "tuidaohu", "shaozhuang"], 2, "fan"]],
            "zh-hans",
            "庄 · 推倒和（2 番） · 烧庄（另付）",
            id="beijing-shaozhuang-apart",
        ),
        pytest.param(
            "beijing",
            [[["zhuang", "tuidaohu", "shaozhuang"], 2, "fan"]],
            "en",
            "Dealer (庄 zhuāng) · Plain win (推倒和 tuī dǎo hú) (2 fan) · Dealer's burn (烧庄 shāo zhuāng) (paid apart)",
            id="beijing-en",
        ),
        # units that never read as points stay: riichi's han, Wenzhou's multiplier
        pytest.param("riichi", [[["riichi", "pinfu"], 2, "han"]], "en", "Riichi · Pinfu (2 han)", id="riichi-han"),
        pytest.param("wenzhou", [[["ying_pai"], 2, "x"]], "zh-hans", "硬牌（×2）", id="wenzhou-multiplier"),
    ],
)
def test_summary_text_says_no_number_a_player_would_misread(
    key: str, summary: list[list[Any]], lang: str, expected: str
) -> None:
    """The scoresheet's hand list names each hand's patterns beside the players' changes: no number in it may read as
    what the hand moved (Guizhou's "平胡（1 分）" beside +21), nor a fan without 烧庄 beside 烧庄 ("烧庄（2 番）")."""
    from scoresheet.views import _summary_text

    assert _summary_text(registry.RULE_SETS[key], summary, lang) == expected
