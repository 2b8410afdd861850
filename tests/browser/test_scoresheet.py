"""A scorekeeper's evening on a phone (390x844): create a session, record three hands from the calculator
by tapping tiles, correct the second, read the standings and the chart; a player opens the read-only link
in a second browser and sees the same standings.

Each hand: pinfu + tanyao (234m 345p 456s 55p 67s, won on 8s), 30 fu 2 han: a non-dealer's ron is 2000
(seed 001 table; no honba since no dealer keeps the deal). Seats 0..3: 张三 (first dealer), 李四, 王五, 赵六.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .conftest import PHONE, _open, check_clean, screenshot
from .test_flows import pick, set_winner, tap_field

pytestmark = pytest.mark.browser

NAMES = ["张三", "李四", "王五", "赵六"]


def record_ron(page, winner: int, discarder: int, expected_net: list[int]) -> None:
    set_winner(page, winner)
    tap_field(page, f"id_s{winner}_hand", "234m345p456s55p67s8s")
    pick(page, f"s{winner}_by", "discard")
    pick(page, f"s{winner}_from", str(discarder))
    for seat, net in enumerate(expected_net):
        expect(page.locator(f'#result-panel .net[data-seat="{seat}"]')).to_have_attribute(
            "data-net", str(net), timeout=10000
        )


def standings(page) -> list[tuple[str, str]]:
    rows = page.locator("table.standings tbody tr")
    return [
        (rows.nth(i).locator("th").inner_text().strip(), rows.nth(i).locator("td.total").inner_text().strip())
        for i in range(rows.count())
    ]


def test_a_session_recorded_by_taps_corrected_and_read_elsewhere(phone, live_server, browser) -> None:
    phone.goto(live_server.url + "/s/new/riichi/")
    phone.fill("#id_title", "周五")
    for i, n in enumerate(NAMES):
        phone.fill(f"#id_name_{i}", n)
    phone.locator("button[type=submit]").click()
    phone.wait_for_url(re.compile(r"/s/[^/]+/\?new=1$"))
    session_url = phone.url.split("?")[0]
    view_url = phone.locator("#view-link").get_attribute("href")
    screenshot(phone, "scoresheet-new-phone")

    # three hands: 李四 rons 张三, 王五 rons 赵六, 赵六 rons 李四; the deal passes each time
    for winner, discarder, nets in (
        (1, 0, [-2000, 2000, 0, 0]),
        (2, 3, [0, 0, 2000, -2000]),
        (3, 1, [0, -2000, 0, 2000]),
    ):
        phone.locator("#next-hand").click()
        phone.wait_for_url(re.compile(r"/record/\?"))
        expect(phone.locator("#record-bar .seat-names")).to_contain_text(NAMES[winner])
        record_ron(phone, winner, discarder, nets)
        if winner == 2:
            screenshot(phone, "scoresheet-record-phone")
        phone.locator("#record-hand").click()
        phone.wait_for_url(session_url)
    expect(phone.locator("table.hands tbody tr")).to_have_count(3)

    # correct hand 2: 王五 won on 张三's discard, not 赵六's
    phone.locator("#hand-2 a").first.click()
    phone.locator("#edit-hand").click()
    phone.wait_for_url(re.compile(r"number=2"))
    expect(phone.locator("#id_s2_hand")).to_have_value(re.compile("8s"))
    pick(phone, "s2_from", "0")
    expect(phone.locator('#result-panel .net[data-seat="0"]')).to_have_attribute("data-net", "-2000", timeout=10000)
    phone.locator("#record-hand").click()
    phone.wait_for_url(session_url)

    # totals: 张三 25000-2000-2000, 李四 +2000-2000, 王五 +2000, 赵六 +2000; 王五 and 赵六 tie: seat order
    want = [("王五", "27000"), ("赵六", "27000"), ("李四", "25000"), ("张三", "21000")]
    assert standings(phone) == want
    assert phone.locator("#hand-2 td.num").all_inner_texts() == ["-2000", "0", "+2000", "0"]
    chart = phone.locator("svg.chart")
    expect(chart).to_be_visible()
    assert chart.locator("polyline").count() == 4
    box = chart.bounding_box()
    assert box is not None
    assert box["width"] <= PHONE["width"]
    assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    screenshot(phone, "scoresheet-session-phone")
    check_clean(phone)

    # a player at the table opens the read-only link on their own phone
    ctx, other = _open(browser, live_server, PHONE)
    other.goto(view_url)
    assert standings(other) == want
    expect(other.locator("#next-hand")).to_have_count(0)
    expect(other.locator("form[method=post]")).to_have_count(0)
    screenshot(other, "scoresheet-readonly-phone")
    check_clean(other)
    ctx.close()
