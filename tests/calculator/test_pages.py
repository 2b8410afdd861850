"""The pages through Django's test client: home, calculator (full page and HTMX partial), rule pages."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import urlencode

import pytest
from django.test import Client

from rules import registry
from tests.browser.fakes import FAKE, install

HX = {"HX-Request": "true"}
WIN = {"players": "4", "dealer": "0", "preset": "seed", "s0_won": "on", "s0_by": "self_draw"}


@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> None:
    install(monkeypatch)


def nets(html: str) -> list[int]:
    return [int(n) for n in re.findall(r'data-net="(-?\d+)"', html)]


def get(client: Client, path: str, params: dict[str, str] | None = None, **kw) -> str:
    url = path + ("?" + urlencode(params) if params else "")
    r = client.get(url, **kw)
    assert r.status_code == 200
    return r.content.decode()


# ------------------------------------------------------------------- home ---


def test_index_lists_every_rule_set_with_its_links(client: Client, fake: None) -> None:
    html = get(client, "/")
    for rs in registry.RULE_SETS.values():
        assert rs.names.get("zh-hans") in html
        assert rs.description.get("zh-hans") in html
        assert f'href="/{rs.key}/"' in html
        assert f'href="/{rs.key}/rules/"' in html


# ------------------------------------------------------------- calculator ---


def test_calculator_page_unbound_shows_the_form_and_a_hint(client: Client, fake: None) -> None:
    html = get(client, "/fake/")
    assert 'id="calc"' in html
    # one history entry: the address follows the hand by replacing, never pushing (issue 13)
    assert 'hx-replace-url="true"' in html
    assert "hx-push-url" not in html
    assert 'id="result-panel"' in html
    assert "data-net" not in html
    for o in FAKE.options:
        assert f'name="o_{o.key}"' in html
        assert o.explanation.get("zh-hans") in html


def test_calculator_scores_through_the_rules_and_shows_nets(client: Client, fake: None) -> None:
    # dealer seat 0 self-draws: base 1 + zimo 1 + dealer 1 = 3 fan, 3 from each other seat
    html = get(client, "/fake/", {**WIN, "s0_hand": "123m456p789s111z22z"})
    assert nets(html) == [9, -3, -3, -3]
    assert 'href="/fake/rules/#p-zimo"' in html
    assert "▲" in html
    assert "▼" in html


def test_htmx_gets_only_the_result_panel(client: Client, fake: None) -> None:
    html = get(client, "/fake/", {**WIN, "s0_hand": "123m456p789s111z22z"}, headers=HX)
    assert "<html" not in html
    assert html.lstrip().startswith('<section id="result-panel"')
    assert nets(html) == [9, -3, -3, -3]
    assert 'id="result-peek"' in html


def test_permalink_reproduces_the_full_page(client: Client, fake: None) -> None:
    params = {**WIN, "s0_hand": "123m456p789s111z22z", "s1_x_chickens": "2", "o_base_points": "10"}
    partial = get(client, "/fake/", params, headers=HX)
    page = get(client, "/fake/", params)
    assert "<html" in page
    # 3 fan x 10 = 30 from each; seat 1's two chickens: 2 from each other seat.
    # seat 0: 90 - 2 = 88; seat 1: -30 + 6 = -24; seats 2, 3: -30 - 2 = -32
    assert nets(page) == nets(partial) == [88, -24, -32, -32]
    assert 'value="10"' in page


def test_rules_errors_sit_next_to_their_field_with_status_200(client: Client, fake: None) -> None:
    # the page says which slots show an error now (s1_hand): those are sent back, emptied
    r = client.get("/fake/?" + urlencode({**WIN, "s0_hand": "123m456p789s111z23z", "_shown": "s1_hand"}), headers=HX)
    assert r.status_code == 200
    html = r.content.decode()
    slot = re.search(r'<div class="field-error" id="err-s0_hand" hx-swap-oob="true">(.*?)</div>', html, re.S)
    assert slot is not None
    assert "没有和牌" in slot.group(1)
    assert 'href="#id_s0_hand"' in html
    assert "data-net" not in html
    # the slot shown before is sent empty, so the old error disappears; untouched slots are not sent
    assert '<div class="field-error" id="err-s1_hand" hx-swap-oob="true"></div>' in html
    assert 'id="err-s2_hand"' not in html


def test_form_syntax_errors_show_without_scoring(client: Client, fake: None) -> None:
    html = get(client, "/fake/", {**WIN, "s0_hand": "123m", "o_base_points": "lots"})
    assert re.search(r'id="err-o_base_points"[^>]*><p>', html)
    assert "data-net" not in html


def test_errors_in_the_page_language(client: Client, fake: None) -> None:
    html = get(client, "/fake/", {**WIN, "s0_hand": "123m456p789s111z23z", "lang": "en"})
    assert "not a winning hand" in html
    assert '<html lang="en">' in html


def test_unknown_rule_set_is_404(client: Client) -> None:
    assert client.get("/nope/").status_code == 404
    assert client.get("/nope/rules/").status_code == 404


def test_calculator_renders_for_every_landed_rule_set(client: Client) -> None:
    for rs in registry.RULE_SETS.values():
        html = get(client, f"/{rs.key}/")
        for f in rs.options:
            assert f'name="o_{f.key}"' in html
        for f in rs.indicator_roles:
            assert f'name="i_{f.key}"' in html
        assert html.count('class="card seat') == max(rs.players)


# Whole hands through the real rule sets; the expected nets are worked from the rule text
# (the same hands the browser tests enter by tapping).
FLOWS = [
    pytest.param(
        "beijing",
        # 实例1 (seed lines 119-145)
        {
            "o_base_points": "2000",
            "t_shaozhuang_rounds": "1",
            "i_flip": "9p",
            "s0_won": "on",
            "s0_hand": "222p333s444s55s",
            "s0_melds": "111m@2",
            "s0_by": "self_draw",
        },
        [12000, -4000, -4000, -4000],
        id="beijing-shili1",
    ),
    pytest.param(
        "beijing",
        # 实例2 (seed lines 147-179)
        {
            "o_base_points": "500",
            "t_shaozhuang_rounds": "3",
            "t_hubao": "1-3",
            "i_flip": "9p",
            "s1_won": "on",
            "s1_hand": "234m678m345p99s5s1p7s",
            "s1_by": "discard",
            "s1_from": "0",
        },
        [-6000, 3000, 2000, 1000],
        id="beijing-shili2",
    ),
    pytest.param(
        "riichi",
        # riichi + pinfu + tanyao, 30 fu, non-dealer ron: 3900
        {
            "i_dora": "1z",
            "s1_won": "on",
            "s1_hand": "234m567p345s66s78s6s",
            "s1_riichi": "single",
            "s1_by": "discard",
            "s1_from": "2",
        },
        [0, 3900, -3900, 0],
        id="riichi-3han-30fu",
    ),
    pytest.param(
        "guizhou",
        # 平胡 self-drawn with a 幺鸡, a ready seat with two, a not-ready seat that discarded one (包鸡)
        {
            "s1_won": "on",
            "s1_hand": "123s456m789p234s55s",
            "s1_by": "self_draw",
            "s2_tenpai": "yes",
            "s2_x_chickens": "1s1s",
            "s3_tenpai": "no",
            "s3_x_chicken_discards": "1s",
        },
        [-5, 6, 5, -6],
        id="guizhou-chickens",
    ),
    pytest.param(
        "wenzhou",
        # two 财神 (5m) stand for 2m and 5p: soft x1, base 10 from each
        {"i_flip": "5m", "s1_won": "on", "s1_hand": "1m46789p234789s77z55m3m", "s1_by": "self_draw"},
        [-10, 30, -10, -10],
        id="wenzhou-soft-cai-shen",
    ),
]


@pytest.mark.parametrize(("key", "params", "expected"), FLOWS)
def test_real_rule_set_flow(client: Client, key: str, params: dict[str, str], expected: list[int]) -> None:
    rs = registry.RULE_SETS[key]
    base = {"players": "4", "dealer": "0", "preset": rs.default_preset}
    html = get(client, f"/{key}/", {**base, **params}, headers=HX)
    assert nets(html) == expected, re.findall(r'class="field-error"[^>]*><p>.*?</p>', html)
    assert nets(get(client, f"/{key}/", {**base, **params})) == expected


def test_riichi_limit_is_shown_by_its_name(client: Client) -> None:
    # 222 333 444 555 66m self-drawn on 6m: suuankou tanki, a yakuman
    params = {
        "players": "4",
        "dealer": "0",
        "preset": "seed",
        "lang": "en",
        "s1_won": "on",
        "s1_hand": "22233344455566m",
        "s1_by": "self_draw",
    }
    html = get(client, "/riichi/", params, headers=HX)
    name = registry.RULE_SETS["riichi"].pattern_map["yakuman"].names.get("en")
    assert re.search(r"limit\b.*?" + re.escape(name), html, re.S)
    assert ">yakuman<" not in html


# ------------------------------------------------------------ rule pages ---


def test_rule_page_shows_every_pattern_option_and_seed_quote(client: Client, fake: None) -> None:
    html = get(client, "/fake/rules/")
    for p in FAKE.patterns:
        assert f'id="p-{p.key}"' in html
        for lang in ("zh-hans", "en", "ja"):
            assert p.names.get(lang) in html
        assert p.explanation.get("zh-hans") in html
    # the exclusions, linked
    assert 'href="#p-zimo"' in html
    # seed line 27 quoted from seeds/003_...
    line27 = Path("seeds/003_d63290519b540ef6.txt").read_text(encoding="utf-8").splitlines()[26].strip()
    assert line27 in html
    # example hands drawn as tiles with text alternatives
    assert re.search(
        r'<span class="tile t1m" role="img" aria-label="一万" data-tile="1m"></span>',
        html,
    )
    for o in FAKE.options:
        assert o.names.get("zh-hans") in html
    assert 'id="rule-filter"' in html


def test_rule_pages_render_for_every_landed_rule_set(client: Client) -> None:
    for rs in registry.RULE_SETS.values():
        html = get(client, f"/{rs.key}/rules/")
        for p in rs.patterns:
            assert f'id="p-{p.key}"' in html
        for f in rs.options:
            assert f'id="o-{f.key}"' in html
        assert html.count('class="seed"') >= sum(1 for p in rs.patterns if p.ref.lines) // 2


# -------------------------------------------------------------- languages ---


@pytest.mark.parametrize(
    ("accept", "lang", "word"),
    [
        pytest.param("zh-CN,zh;q=0.9", "zh-hans", "<h1>玩法</h1>"),
        pytest.param("zh-TW", "zh-hant", "<h1>玩法</h1>"),
        pytest.param("ja-JP,ja;q=0.9", "ja", "<h1>対応ルール</h1>"),
        pytest.param("en-US,en;q=0.8", "en", "<h1>Rule sets</h1>"),
    ],
)
def test_language_from_the_browser(client: Client, accept: str, lang: str, word: str) -> None:
    html = get(client, "/", HTTP_ACCEPT_LANGUAGE=accept)
    assert f'<html lang="{lang}">' in html
    assert word in html


def test_language_switch_by_link_is_remembered(client: Client) -> None:
    r = client.get("/?lang=ja", HTTP_ACCEPT_LANGUAGE="en")
    assert r.cookies["django_language"].value == "ja"
    html = get(client, "/", HTTP_ACCEPT_LANGUAGE="en")
    assert '<html lang="ja">' in html


def test_language_links_keep_the_request(client: Client, fake: None) -> None:
    html = get(client, "/fake/", {**WIN, "s0_hand": "123m456p789s111z22z"})
    assert re.search(r'href="/fake/\?[^"]*s0_hand=123m456p789s111z22z[^"]*lang=en"', html)


@pytest.mark.parametrize(("lang", "word"), [("zh-hans", "预设"), ("zh-hant", "預設集"), ("ja", "プリセット")])
def test_compiled_catalogs_translate(lang: str, word: str) -> None:
    from django.utils import translation

    with translation.override(lang):
        assert translation.gettext("Preset") == word


@pytest.mark.parametrize(
    "query",
    [
        pytest.param("players=abc&dealer=x", id="bad-numbers"),
        pytest.param("players=9&dealer=7&dealer_streak=-1", id="out-of-range"),
        pytest.param("players=4&preset=nope&preset_was=seed", id="unknown-preset"),
        pytest.param("players=4&s0_won=on&s0_by=discard&s0_from=0&s0_hand=123m456p789s111z22z", id="from-self"),
        pytest.param("players=4&s0_won=on&s0_by=sideways&s0_hand=1m", id="bad-choice"),
        pytest.param("players=4&s0_won=on&s0_hand=" + "1m" * 150, id="too-long"),
        pytest.param("players=4&s0_melds=1111m@9&s0_won=on&s0_hand=23m", id="meld-from-nowhere"),
        pytest.param("players=4&i_flip=9p9p9p&s1_won=on&s2_won=on&s1_hand=11m&s2_hand=22m", id="two-winners"),
        pytest.param("players=4&o_style=other&o_base_points=0", id="bad-options"),
    ],
)
def test_bad_input_is_answered_on_the_page_never_a_500(client: Client, fake: None, query: str) -> None:
    for headers in ({}, HX):
        r = client.get("/fake/?" + query, headers=headers)
        assert r.status_code == 200
        html = r.content.decode()
        assert "data-net" not in html
        assert "⚠" in html


def test_every_example_hand_is_drawn_and_every_seed_ref_is_quoted() -> None:
    from calculator.rule_pages import quote_lines
    from calculator.tile_view import example_view

    undrawn = []
    unquoted = []
    for rs in registry.RULE_SETS.values():
        for p in rs.patterns:
            if p.example and example_view(p.example, "en") is None:
                undrawn.append((rs.key, p.key, p.example))
            if p.ref.lines and not quote_lines(rs, p.ref.source, p.ref.lines):
                unquoted.append((rs.key, p.key))
    assert undrawn == []
    assert unquoted == []


@pytest.mark.parametrize(
    ("example", "hand", "melds"),
    [
        pytest.param("234m|555z", 3, [3], id="one-meld"),
        pytest.param("55s|123m|456p|777s|111z", 2, [3, 3, 3, 3], id="bar-separated"),
        pytest.param("11z|555z777p 1111m", 2, [3, 3, 4], id="run-together-and-spaced"),
        pytest.param("|5555p", 0, [4], id="kong-only"),
    ],
)
def test_example_hands_split_into_melds(example: str, hand: int, melds: list[int]) -> None:
    from calculator.tile_view import example_view

    view = example_view(example, "en")
    assert view is not None
    assert len(view["hand"]) == hand
    assert [len(m) for m in view["melds"]] == melds


def test_breakdown_line_opens_its_rule_in_place(client: Client) -> None:
    # 222 333 444 555 66m self-drawn on 6m (suuankou tanki): the line links to the rule page and
    # htmx-gets that rule's explanation into a slot right under it
    params = {"players": "4", "dealer": "0", "preset": "seed", "lang": "en", "s1_won": "on"}
    params |= {"s1_hand": "22233344455566m", "s1_by": "self_draw"}
    html = get(client, "/riichi/", params, headers=HX)
    links = re.findall(r'hx-get="(/riichi/rules/([a-z_]+)/)" hx-target="#(rule-1-[a-z_]+)"', html)
    assert links, html
    url, key, slot = links[0]
    assert slot == f"rule-1-{key}"
    assert f'id="{slot}"' in html
    fragment = get(client, url, {"lang": "en"}, headers=HX)
    assert "<html" not in fragment
    assert registry.RULE_SETS["riichi"].pattern_map[key].names.get("en") in fragment
