"""The rule pages on a 360x780 phone: folded sections, a table of contents that works, headings never
hidden under the sticky search box, examples that open scored, axe-core clean with everything open."""

from __future__ import annotations

import re

import pytest

from rules import registry

from .conftest import _open, axe_violations, check_clean, screenshot

pytestmark = pytest.mark.browser

SMALL = {"width": 360, "height": 780}
KEYS = sorted(registry.RULE_SETS)


@pytest.fixture
def small(browser, live_server):
    ctx, page = _open(browser, live_server, SMALL)
    yield page
    ctx.close()


def _sticky_bottom(page) -> float:
    return page.evaluate("document.querySelector('.rule-search').getBoundingClientRect().bottom")


def _top(page, selector: str) -> float:
    return page.evaluate(f"document.querySelector({selector!r}).getBoundingClientRect().top")


@pytest.mark.parametrize("key", KEYS)
def test_rule_page_is_short_folded_and_its_contents_work(small, live_server, key: str) -> None:
    small.goto(f"{live_server.url}/{key}/rules/?lang=zh-hans")
    height = small.evaluate("document.documentElement.scrollHeight")
    print(f"{key}: folded page height {height} px at 360x780")  # reported in the closing note
    assert height < 3000
    # every section and rule starts folded; the contents are on the first screen
    assert small.locator("details[open]").count() == 0
    toc = small.locator("nav.toc a")
    assert toc.count() >= 4
    assert _top(small, "nav.toc") < 780
    screenshot(small, f"rules-{key}-360-top")
    # each contents entry lands its section heading just below the sticky search box
    for i in range(toc.count()):
        link = toc.nth(i)
        target = link.get_attribute("href")
        link.click()
        small.wait_for_function(f"location.hash === {target!r}")
        heading = f"{target} h2" if small.locator(f"{target} h2").count() else target
        top = _top(small, heading)
        bar = _sticky_bottom(small)
        assert bar - 1 <= top < 780, (target, top, bar)
    check_clean(small)


def test_a_rule_link_opens_the_rule_below_the_sticky_bar(small, live_server) -> None:
    small.goto(f"{live_server.url}/riichi/rules/?lang=ja#p-daisangen")
    rule = small.locator("#p-daisangen")
    assert rule.get_attribute("open") is not None
    assert _sticky_bottom(small) - 1 <= _top(small, "#p-daisangen") < 780
    # its example marks the winning tile and says how it was won
    assert rule.locator(".win-tile [role=img]").first.get_attribute("aria-label")
    assert "ロン" in rule.locator(".ex-label").first.inner_text()
    screenshot(small, "rules-riichi-daisangen-ja-360")
    # arriving at one rule, its original words are shown; browsing, they are one tap away
    assert rule.locator("details.seed blockquote").first.is_visible()
    small.goto(f"{live_server.url}/riichi/rules/?lang=ja")
    small.locator("#s-yaku > summary").click()
    small.locator("#p-chankan > summary").click()
    assert not small.locator("#p-chankan details.seed blockquote").is_visible()
    small.locator("#p-chankan details.seed > summary").click()
    assert small.locator("#p-chankan details.seed blockquote").is_visible()
    check_clean(small)


def test_tapping_a_heading_opens_it_and_the_example_opens_scored(small, live_server) -> None:
    small.goto(f"{live_server.url}/beijing/rules/?lang=zh-hans")
    small.locator("#s-patterns > summary").click()
    small.locator("#p-duiduihu > summary").click()
    assert small.locator("#p-duiduihu").get_attribute("open") is not None
    assert _top(small, "#p-duiduihu") >= _sticky_bottom(small) - 1
    small.locator("#p-duiduihu details.seed > summary").click()
    assert small.locator("#p-duiduihu details.seed blockquote").is_visible()
    screenshot(small, "rules-beijing-duiduihu-open-360")
    small.locator("#p-duiduihu figure.example a").first.click()
    small.wait_for_load_state()
    nets = [int(n) for n in re.findall(r'data-net="(-?\d+)"', small.content())]
    assert nets[:4] == [12000, -4000, -4000, -4000]
    check_clean(small)


def test_search_hides_empty_sections(small, live_server) -> None:
    small.goto(f"{live_server.url}/guizhou/rules/?lang=zh-hans")
    small.fill("#rule-filter", "冲锋鸡")
    assert small.locator("#p-chong_feng_ji").is_visible()
    assert small.locator("#s-kongs").is_hidden()
    check_clean(small)


@pytest.mark.parametrize("key", KEYS)
def test_axe_with_every_section_open(small, live_server, key: str) -> None:
    small.goto(f"{live_server.url}/{key}/rules/?lang=en")
    small.evaluate("document.querySelectorAll('details').forEach(d => d.open = true)")
    assert axe_violations(small) == []
    if key == "guizhou":
        screenshot(small, "rules-guizhou-open-360")
    small.goto(f"{live_server.url}/{key}/rules/{registry.RULE_SETS[key].patterns[0].key}/?lang=ja")
    assert axe_violations(small) == []
    check_clean(small)
