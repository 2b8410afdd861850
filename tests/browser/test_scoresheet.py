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

from .conftest import _open, axe_violations, check_clean, screenshot
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


SHEET_PHONE = {"width": 390, "height": 844}  # the size issue 10 names for this evening


@pytest.fixture
def sheet_phone(browser, live_server):
    ctx, page = _open(browser, live_server, SHEET_PHONE)
    yield page
    ctx.close()


def test_a_session_recorded_by_taps_corrected_and_read_elsewhere(sheet_phone, live_server, browser) -> None:
    phone = sheet_phone
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
    assert box["width"] <= SHEET_PHONE["width"]
    assert phone.evaluate("document.documentElement.scrollWidth") <= SHEET_PHONE["width"]
    # the hand list fits the narrowest phone with four players: every change in view, no word broken over two lines
    phone.set_viewport_size({"width": 360, "height": 780})
    hands = phone.locator("table.hands")
    assert hands.evaluate("t => t.parentElement.scrollWidth <= t.parentElement.clientWidth")
    broken = hands.evaluate(
        """t => [...t.querySelectorAll('tbody td:nth-child(2)')].flatMap(td => {
            const out = [], walk = document.createTreeWalker(td, NodeFilter.SHOW_TEXT);
            for (let node = walk.nextNode(); node; node = walk.nextNode()) {
                for (const m of node.textContent.matchAll(/[^\\s←·()（）]+/g)) {
                    const r = document.createRange();
                    r.setStart(node, m.index);
                    r.setEnd(node, m.index + m[0].length);
                    const lines = new Set([...r.getClientRects()].map(x => Math.round(x.top)));
                    if (lines.size > 1) out.push(m[0]);
                }
            }
            return out;
        })"""
    )
    assert broken == []
    screenshot(phone, "scoresheet-session-phone")
    phone.set_viewport_size(SHEET_PHONE)
    check_clean(phone)

    # a player at the table opens the read-only link on their own phone
    ctx, other = _open(browser, live_server, SHEET_PHONE)
    other.goto(view_url)
    assert standings(other) == want
    expect(other.locator("#next-hand")).to_have_count(0)
    expect(other.locator("form[method=post]")).to_have_count(0)
    screenshot(other, "scoresheet-readonly-phone")
    check_clean(other)
    ctx.close()


def test_a_hand_that_cannot_be_recorded_or_a_changed_session_answers_on_the_page(sheet_phone, live_server) -> None:
    """Record with nothing entered (refused), then after another device recorded a hand (the session changed):
    each answer is shown in place, the page (header, hand, keyboard) stays. Before, htmx did not swap a 400 or
    409: the result said "the server did not answer" and the scorekeeper did not learn why."""
    from scoresheet import services
    from scoresheet.models import Session

    phone = sheet_phone
    s = services.create_session(
        services.NewSession(
            ruleset="riichi", preset="seed", names=NAMES, option_overrides={}, progress_overrides={}, lang="zh-hans"
        )
    )
    phone.goto(f"{live_server.url}/s/{s.edit_token}/record/")
    phone.wait_for_url(re.compile(r"/record/\?"))
    phone.locator("#record-hand").click()
    expect(phone.locator("#record-bar .field-error")).to_contain_text("这一局还没填完")
    expect(phone.locator("#result-panel .problems")).to_be_visible()
    assert phone.locator("#result-panel").get_attribute("data-stale") != "failed"
    expect(phone.locator("header.top")).to_be_visible()
    expect(phone.locator("#id_s0_hand")).to_have_count(1)

    # 李四's ron off 赵六, entered while 张三 deals: a non-dealer's 2000
    record_ron(phone, 1, 3, [0, 2000, 0, -2000])
    # another device records a hand meanwhile: this page's version is old
    services.record_hand(
        Session.objects.get(pk=s.pk),
        version=s.version,
        token=s.edit_token,
        request={
            "ruleset": "riichi",
            "preset": "seed",
            "players": 4,
            "dealer": 0,
            "seats": [{}, {"hand": "234m345p456s55p67s8s", "win": {"tile": "8s", "by": "discard", "from": 0}}, {}, {}],
        },
        lang="zh-hans",
    )
    phone.locator("#record-hand").click()
    expect(phone.locator("#record-bar .field-error")).to_contain_text("打开此页之后记录已有变动（现在共 1 局，")
    expect(phone.locator("#record-version")).to_have_value(str(s.version + 1))
    # the page is shown again for the new table, the hand kept: 李四 deals now, so the same ron is the
    # dealer's 2900, which is what recording it gives (before, the page kept the old dealer and, on the next
    # change, showed the old table's 2000 while the hand would be recorded at 2900)
    expect(phone.locator('input[name="dealer"]')).to_have_value("1")  # the session's, carried as a hidden field
    expect(phone.locator("#record-bar .table-now")).to_contain_text("庄家：李四")
    expect(phone.locator("#sheet-notice")).to_contain_text("最后一局：李四 ← 张三")  # at the top of the page
    # each seat says who sits there, after the page's script has written the winds (it wrote the winds alone)
    expect(phone.locator('.seat-label[data-seat="1"]')).to_have_text("东 · 庄 · 李四")
    expect(phone.locator('.seat-label[data-seat="0"]')).to_have_text("北 · 张三")
    expect(phone.locator('#result-panel .net[data-seat="1"]')).to_have_attribute("data-net", "2900")
    expect(phone.locator('#result-panel .net[data-seat="3"]')).to_have_attribute("data-net", "-2900")
    expect(phone.locator("#id_s1_hand")).to_have_value("234m34555p456678s")  # kept, in the order a stored hand reads
    screenshot(phone, "scoresheet-record-refused-phone")
    # recorded again, with the version the page now holds
    phone.locator("#record-hand").click()
    phone.wait_for_url(re.compile(rf"/s/{s.edit_token}/$"))
    expect(phone.locator("table.hands tbody tr")).to_have_count(2)
    assert standings(phone) == [("李四", "29900"), ("王五", "25000"), ("张三", "23000"), ("赵六", "22100")]


def test_without_javascript_a_session_is_created_recorded_drawn_and_undone(nojs, live_server) -> None:
    """Plain form posts all the way: the hand typed into the calculator's text fields and recorded, a draw
    with its tenpai seats, an undo. 李四's ron off 张三 as above: 2000 (30 fu 2 han, seed 001 table); then an
    exhaustive draw with 张三 and 王五 tenpai: 3000 from the two noten seats, 1500 to each tenpai seat."""
    page = nojs
    page.goto(live_server.url + "/s/new/riichi/")
    for i, n in enumerate(NAMES):
        page.fill(f"#id_name_{i}", n)
    page.locator("#start-session").click()
    page.wait_for_url(re.compile(r"/s/[^/]+/\?new=1$"))
    session_url = page.url.split("?")[0]

    page.locator("#next-hand").click()
    page.wait_for_url(re.compile(r"/record/\?"))
    page.locator('details.seat[data-seat="1"] > summary').click()
    page.locator("#id_s1_won").check()
    page.fill("#id_s1_hand", "234m345p456s55p67s8s")
    # a player taps the pill (the label), not the radio it stands for (hidden under it)
    page.locator('label[for="id_s1_by_1"]').click()
    page.locator('label[for="id_s1_from_0"]').click()
    expect(page.locator('input[name="s1_from"][value="0"]')).to_be_checked()
    page.locator("#record-hand").click()
    page.wait_for_url(session_url)
    assert standings(page) == [("李四", "27000"), ("王五", "25000"), ("赵六", "25000"), ("张三", "23000")]

    page.locator("details.draw > summary").click()
    page.locator('input[name="tenpai"][value="0"]').check()
    page.locator('input[name="tenpai"][value="2"]').check()
    page.locator("#record-draw").click()
    page.wait_for_url(session_url)
    expect(page.locator("table.hands tbody tr")).to_have_count(2)
    assert standings(page) == [("王五", "26500"), ("李四", "25500"), ("张三", "24500"), ("赵六", "23500")]

    page.locator("#undo").click()
    page.wait_for_url(session_url)
    expect(page.locator("table.hands tbody tr")).to_have_count(1)
    assert standings(page)[0] == ("李四", "27000")
    screenshot(page, "scoresheet-nojs-phone")
    check_clean(page)


def test_axe_on_the_scoresheet_pages(phone, live_server) -> None:
    found = {}
    for key in ("riichi", "guizhou", "wenzhou", "beijing"):
        phone.goto(f"{live_server.url}/s/new/{key}/")
        phone.locator("details.options > summary").click()
        found[f"new-{key}"] = axe_violations(phone)
    for i, n in enumerate(NAMES):
        phone.fill(f"#id_name_{i}", n)
    phone.locator("#start-session").click()
    phone.wait_for_url(re.compile(r"/s/[^/]+/\?new=1$"))
    found["session"] = axe_violations(phone)
    phone.locator("#next-hand").click()
    phone.wait_for_url(re.compile(r"/record/\?"))
    found["record"] = axe_violations(phone)
    phone.goto(live_server.url + "/s/")
    found["index"] = axe_violations(phone)
    phone.goto(live_server.url + "/s/new/riichi/")
    phone.select_option("#id_preset", "tenhou")
    expect(phone.locator("#id_o_honba_value")).to_have_value("300")  # the script shows the preset's values
    assert found == {k: [] for k in found}
    check_clean(phone)
