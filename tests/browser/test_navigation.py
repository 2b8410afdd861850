"""Language switching, the rule-page search and the links from a result line to its rule."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .conftest import check_clean, screenshot

pytestmark = pytest.mark.browser

SHILI1 = "/beijing/?players=4&dealer=0&o_base_points=2000&t_shaozhuang_rounds=1&i_flip=9p&s0_won=on&s0_hand=222p333s444s55s&s0_melds=111m@2&s0_by=self_draw"


def test_language_switch_keeps_the_hand_and_a_result_line_links_to_its_rule(phone, live_server) -> None:
    phone.goto(live_server.url + SHILI1)
    expect(phone.locator("html")).to_have_attribute("lang", "zh-hans")
    phone.locator('.langs a[hreflang="ja"]').click()
    expect(phone.locator("html")).to_have_attribute("lang", "ja")
    expect(phone.locator('#result-panel .net[data-seat="0"]')).to_have_attribute("data-net", "12000")
    expect(phone.locator("#result-panel")).to_contain_text("受け取り")
    screenshot(phone, "beijing-shili1-ja-phone")
    # tapping the line opens its rule in place (htmx), no page jump; the seed's words one tap away
    url = phone.url
    phone.locator('#result-panel tr[data-key="duiduihu"] a').click()
    inline = phone.locator("#rule-0-duiduihu .rule-inline")
    expect(inline).to_be_visible()
    expect(inline).to_be_in_viewport()
    assert phone.url == url
    inline.locator("details.seed > summary").click()
    expect(inline.locator("blockquote.seed")).to_be_visible()
    screenshot(phone, "beijing-rule-in-place-ja-phone")
    check_clean(phone)


def test_rule_page_search_filters_on_the_page(desktop, live_server) -> None:
    desktop.goto(live_server.url + "/riichi/rules/")
    total = desktop.locator(".searchable").count()
    desktop.fill("#rule-filter", "pinfu")
    expect(desktop.locator("#p-pinfu")).to_be_visible()
    expect(desktop.locator("#p-tanyao")).to_have_count(1)  # there, and filtered out
    expect(desktop.locator("#p-tanyao")).to_be_hidden()
    shown = desktop.locator(".searchable:visible").count()
    assert 0 < shown < total
    desktop.fill("#rule-filter", "zzzz-nothing")
    expect(desktop.locator("#no-match")).to_be_visible()
    screenshot(desktop, "riichi-rules-desktop")
    check_clean(desktop)
