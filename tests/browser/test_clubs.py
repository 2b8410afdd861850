"""A club's evening in real Chromium on phones (390x844): the first person signs up and creates a club,
invites a member by a link that a second browser context opens, signs up through and accepts; the owner
starts a session in the club, records a hand by tapping tiles, and both see themselves on the leaderboard.

The hand: 李四's seat (mei) rons the dealer's discard with pinfu + tanyao, 30 fu 2 han: 2000 (seed 001 table).
Every club page: no serious axe-core violation, no console error, no request outside the server, no
horizontal scrolling at 390 px; the screenshots go to artifacts/.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .conftest import _open, axe_violations, check_clean, screenshot
from .test_csp import RECORD
from .test_scoresheet import record_ron

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}
PASSWORD = "mahjong Night 2026!"


def sign_up(page, name: str) -> None:
    page.fill("#id_username", name)
    page.fill("#id_email", f"{name}@example.org")
    page.fill("#id_password1", PASSWORD)
    page.fill("#id_password2", PASSWORD)
    page.locator("#signup").click()


def no_csp_violation(page) -> None:
    assert page.evaluate("window.__csp || []") == []


def fits(page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


def test_a_club_signs_up_invites_records_and_reads_its_leaderboard(browser, live_server) -> None:
    ctx, owner = _open(browser, live_server, PHONE)
    owner.add_init_script(RECORD)  # CSP violations recorded on every page
    owner.goto(live_server.url + "/accounts/signup/?lang=en")
    screenshot(owner, "clubs-signup-phone")
    assert axe_violations(owner) == []
    sign_up(owner, "lin")
    owner.wait_for_url(re.compile(r"/c/$"))
    owner.fill("#id_name", "周五麻将")
    owner.locator("#create-club").click()
    owner.wait_for_url(re.compile(r"/c/\d+/$"))
    club_url = owner.url
    owner.select_option("#id_role", "member")
    owner.locator("#make-invite").click()
    invite = owner.locator(".invite-link").first.get_attribute("href")
    assert invite
    assert "/c/join/" in invite

    # a second person, on their own phone: the invitation, sign up through it, accept
    ctx2, guest = _open(browser, live_server, PHONE)
    guest.add_init_script(RECORD)
    guest.goto(invite + "?lang=en")
    expect(guest.locator("main")).to_contain_text("周五麻将")
    assert axe_violations(guest) == []
    guest.locator("#signup-to-join").click()
    sign_up(guest, "mei")
    guest.wait_for_url(re.compile(r"/c/join/"))
    guest.locator("#accept").click()
    guest.wait_for_url(club_url)
    expect(guest.locator("#members")).to_contain_text("lin")
    expect(guest.locator("#make-invite")).to_have_count(0)  # a member does not invite

    # the owner starts a session in the club: the players named as members are linked to them
    owner.goto(club_url)
    expect(owner.locator("#members")).to_contain_text("mei")
    owner.locator("details.new-session summary").click()
    owner.locator('a[href$="/new/riichi/"]').click()
    owner.fill("#id_title", "第一场")
    for i, n in enumerate(["lin", "mei", "客人甲", "客人乙"]):
        owner.fill(f"#id_name_{i}", n)
    owner.locator("button[type=submit]").click()
    owner.wait_for_url(re.compile(r"/s/[^/]+/\?new=1$"))
    session_url = owner.url.split("?")[0]
    expect(owner.locator("#session-club")).to_contain_text("周五麻将")
    owner.locator("#next-hand").click()
    owner.wait_for_url(re.compile(r"/record/\?"))
    record_ron(owner, 1, 0, [-2000, 2000, 0, 0])
    owner.locator("#record-hand").click()
    owner.wait_for_url(session_url)
    expect(owner.locator("table.hands tbody tr")).to_have_count(1)

    # the leaderboard: both members, mei first (+2000), lin (-2000); the guests are not on it
    owner.goto(club_url)
    screenshot(owner, "clubs-club-phone")
    no_csp_violation(owner)
    assert axe_violations(owner) == []
    fits(owner)
    owner.locator('a[href*="/leaderboard/?ruleset=riichi"]').first.click()
    rows = owner.locator("table.board tbody tr")
    expect(rows).to_have_count(2)
    assert [rows.nth(i).get_attribute("data-member") for i in range(2)] == ["mei", "lin"]
    assert rows.nth(0).locator("td.c-points").inner_text() == "2000"
    assert rows.nth(1).locator("td.c-deal_in_rate").inner_text() == "100.0%"
    chart = owner.locator("svg.chart")
    expect(chart).to_be_visible()
    assert chart.locator("polyline").count() == 2
    box = chart.bounding_box()
    assert box is not None
    assert box["width"] <= PHONE["width"]
    fits(owner)
    no_csp_violation(owner)
    assert axe_violations(owner) == []
    screenshot(owner, "clubs-leaderboard-phone")
    # sorting is a plain link
    owner.locator("a.sort-deal_in_rate").click()
    expect(rows.first).to_have_attribute("data-member", "mei")
    owner.locator("a.sort-deal_in_rate").click()
    expect(rows.first).to_have_attribute("data-member", "lin")

    # the member's page: the best hand opens in the calculator, scored
    guest.goto(club_url.rstrip("/") + "/leaderboard/?ruleset=riichi")
    expect(guest.locator("table.board tbody tr")).to_have_count(2)
    guest.locator('table.board a:text("mei")').click()
    expect(guest.locator("#f-win-rate")).to_have_text("100.0%")
    no_csp_violation(guest)
    assert axe_violations(guest) == []
    fits(guest)
    screenshot(guest, "clubs-member-phone")
    guest.locator("#best-in-calculator").click()
    expect(guest.locator('#result-panel .net[data-seat="1"]')).to_have_attribute("data-net", "2000", timeout=10000)

    # the member cannot change the club's session, even with its page open
    guest.goto(session_url)
    expect(guest.locator("#next-hand")).to_have_count(0)
    # the other pages of accounts and clubs: axe, CSP, 390 px
    players = session_url.replace(live_server.url, "").replace("/s/", "/c/session/") + "players/"
    for path in ("/c/", "/accounts/password_change/", players):
        owner.goto(live_server.url + path)
        no_csp_violation(owner)
        assert axe_violations(owner) == [], path
        fits(owner)
    owner.locator("#logout").click()
    for path in ("/accounts/login/", "/accounts/password_reset/", "/c/"):
        owner.goto(live_server.url + path)
        no_csp_violation(owner)
        assert axe_violations(owner) == [], path
        fits(owner)
    screenshot(owner, "clubs-index-logged-out-phone")
    check_clean(owner)
    check_clean(guest)
    ctx2.close()
    ctx.close()
