"""Three-player riichi (sanma, issue 27) on a phone (390x844), the taps counted: the calculator and a scoresheet.

The hand (scored by hand from the rule text): the dealer's self-draw 123456789p 123s 55s, won on the 5s, with two
Norths set aside. Ittsu (closed) 2 + menzen tsumo 1 + North dora 2 = 5 han: a dealer's mangan, 4000 from each of the
two other seats (Tenhou's tsumo loss: no North seat pays), +8000 / -4000 / -4000.

A tap is what a finger does: a key, a mode, a pill, a button; choosing from a list is two (open it, pick).
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .conftest import DESKTOP, _open, check_clean, screenshot
from .test_draw_forms import PHONE_390, phone
from .test_draw_forms import Finger as _Finger

__all__ = ["phone"]  # the fixture, shared with the module it comes from

pytestmark = pytest.mark.browser

NETS = {"0": "8000", "1": "-4000", "2": "-4000"}
NOT_AT_THREE = ["2m", "3m", "4m", "5m", "6m", "7m", "8m", "0m"]
TAPS: dict[str, int] = {}


class Finger(_Finger):
    """Taps on a page, counted (test_draw_forms.Finger), with the keyboard's keys and modes."""

    def key(self, tile: str) -> None:
        self.tap(f'#palette .tile-btn[data-tile="{tile}"]')

    def mode(self, mode: str) -> None:
        self.tap(f'#palette .mode[data-mode="{mode}"]')


def enter_the_hand(finger: Finger, seat: int) -> None:
    """123456789p 123s by runs (a mode, four keys), then 55s tile by tile: the last 5s is the winning tile; two
    Norths set aside (one pill)."""
    finger.mode("run")
    for tile in ("1p", "4p", "7p", "1s"):
        finger.key(tile)
    finger.mode("hand")
    finger.key("5s")
    finger.key("5s")
    finger.tap(f'label[for="id_s{seat}_x_nuki_2"]')


def expect_nets(page, want: dict[str, str]) -> None:
    for seat, net in want.items():
        expect(page.locator(f'#result-panel .net[data-seat="{seat}"]')).to_have_attribute("data-net", net)
    expect(page.locator("#result-panel .net")).to_have_count(len(want))


def test_three_player_calculator_self_draw_with_two_norths(phone, live_server, browser) -> None:
    """Players 3 chosen on the page: three seats, a keyboard without 2m-8m and without chi, the Norths asked; the
    self-draw scored with its nets and who pays whom; the address reloaded (and opened on a desktop) shows the same."""
    page = phone
    page.goto(live_server.url + "/riichi/")
    expect(page.locator('#palette .tile-btn[data-tile="2m"]')).to_be_visible()
    expect(page.locator('#palette .mode[data-mode="chi"]')).to_be_visible()
    expect(page.locator('fieldset.for-players:has([name="s0_x_nuki"])')).to_be_hidden()
    finger = Finger(page)

    # the players chosen: nothing above the finger moves it (the keyboard shrinks above the list, the page keeps it)
    players = page.locator("#id_players")
    players.scroll_into_view_if_needed()
    before = players.bounding_box()
    finger.choose("#id_players", "3")
    expect(page.locator('details.seat[data-seat="3"]')).to_be_hidden()
    for tile in NOT_AT_THREE:
        expect(page.locator(f'#palette .tile-btn[data-tile="{tile}"]')).to_be_hidden()
    expect(page.locator('#palette .tile-btn[data-tile="1m"]')).to_be_visible()
    expect(page.locator('#palette .tile-btn[data-tile="9m"]')).to_be_visible()
    expect(page.locator('#palette .mode[data-mode="chi"]')).to_be_hidden()
    expect(page.locator('fieldset.for-players:has([name="s0_x_nuki"])')).to_be_visible()
    expect(page.locator('#id_t_draw option[value="four_winds"]')).to_be_hidden()  # a draw that needs four seats
    after = players.bounding_box()
    assert before is not None
    assert after is not None
    assert abs(after["y"] - before["y"]) < 1, (before, after)

    # the dealer's hand (the seat the keyboard writes into)
    page.evaluate("window.scrollTo(0, 0)")
    enter_the_hand(finger, 0)
    expect_nets(page, NETS)
    transfers = page.locator("#result-panel .transfers li")
    expect(transfers).to_have_count(2)
    assert sorted((li.get_attribute("data-from"), li.get_attribute("data-amount")) for li in transfers.all()) == [
        ("1", "4000"),
        ("2", "4000"),
    ]
    expect(page.locator('#result-panel tr[data-key="nukidora"]')).to_have_count(1)
    TAPS["calculator"] = finger.count
    assert finger.count == 2 + 5 + 3 + 1  # the players, the runs, 55s, the Norths
    page.locator("#result-panel").scroll_into_view_if_needed()
    screenshot(page, "sanma-calculator-phone")

    # the address holds the hand: reloaded, the same hand and the same result
    page.wait_for_function("() => !document.documentElement.dataset.addressPending")
    url = page.url
    assert "players=3" in url
    assert "s0_x_nuki=2" in url
    page.reload()
    expect_nets(page, NETS)
    expect(page.locator("#id_players")).to_have_value("3")
    expect(page.locator('input[name="s0_x_nuki"][value="2"]')).to_be_checked()
    for tile in NOT_AT_THREE:
        expect(page.locator(f'#palette .tile-btn[data-tile="{tile}"]')).to_be_hidden()
    # the keyboard on the first screen
    box = page.locator("#palette").bounding_box()
    assert box is not None
    assert box["y"] + box["height"] <= PHONE_390["height"], box
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE_390["width"]
    # a language switch: the same hand in Japanese
    page.locator('.langs a[hreflang="ja"]').click()
    page.wait_for_url(re.compile(r"lang=ja"))
    expect_nets(page, NETS)
    expect(page.locator('input[name="s0_x_nuki"][value="2"]')).to_be_checked()
    check_clean(page)

    # on a desktop, the same address with Tenhou's three-player room chosen: the same hand, the same result
    ctx, desk = _open(browser, live_server, DESKTOP)
    desk.goto(url + "&preset=tenhou_sanma")
    expect_nets(desk, NETS)
    expect(desk.locator("#id_preset")).to_have_value("tenhou_sanma")
    screenshot(desk, "sanma-calculator-desktop")
    # four players chosen: the keyboard and chi back, the Norths no longer asked nor sent, the room's preset left for
    # the first one for four; the same tiles are then a dealer's 3 han 30 fu self-draw, 2000 from each of three
    desk.locator("#id_players").select_option("4")
    expect(desk.locator('#palette .tile-btn[data-tile="2m"]')).to_be_visible()
    expect(desk.locator('#palette .mode[data-mode="chi"]')).to_be_visible()
    expect(desk.locator('fieldset.for-players:has([name="s0_x_nuki"])')).to_be_hidden()
    expect(desk.locator('#id_preset option[value="tenhou_sanma"]')).to_be_hidden()
    expect(desk.locator("#id_preset")).not_to_have_value("tenhou_sanma")
    expect_nets(desk, {"0": "6000", "1": "-2000", "2": "-2000", "3": "-2000"})
    check_clean(desk)
    ctx.close()


NAMES = ["张三", "李四", "王五"]


def standings(page) -> list[tuple[str, str]]:
    rows = page.locator("table.standings tbody tr")
    return [
        (rows.nth(i).locator("th").inner_text().strip(), rows.nth(i).locator("td.total").inner_text().strip())
        for i in range(rows.count())
    ]


def test_three_player_scoresheet_self_draw_with_two_norths_then_a_draw(phone, live_server) -> None:
    """A three-player riichi session (Tenhou's three-player room): the dealer's self-draw with two Norths set aside
    recorded from the calculator by taps, then an exhaustive draw with 张三 and 李四 ready; the standings shown."""
    page = phone
    page.goto(live_server.url + "/s/new/riichi/")
    finger = Finger(page)
    # at four players the three-player presets are not offered; at three the fourth name box goes
    expect(page.locator('#id_preset option[value="tenhou_sanma"]')).to_be_disabled()
    finger.choose("#id_players", "3")
    expect(page.locator('#id_preset option[value="tenhou_sanma"]')).to_be_enabled()
    expect(page.locator("#id_name_3")).to_be_disabled()
    finger.choose("#id_preset", "tenhou_sanma")
    for i, name in enumerate(NAMES):
        page.fill(f"#id_name_{i}", name)  # typed names: not counted as taps
    finger.tap("#start-session")
    page.wait_for_url(re.compile(r"/s/[^/]+/\?new=1$"))
    session_url = page.url.split("?")[0]
    TAPS["scoresheet-new"] = finger.count
    start = dict(standings(page))

    # the hand, recorded from the calculator: 张三 deals and wins
    finger = Finger(page)
    finger.tap("#next-hand")
    page.wait_for_url(re.compile(r"/record/\?"))
    expect(page.locator("details.seat:not([hidden])")).to_have_count(3)
    for tile in NOT_AT_THREE:
        expect(page.locator(f'#palette .tile-btn[data-tile="{tile}"]')).to_be_hidden()
    finger.tap('label[for="id_s0_won"]')  # a record page names no winner before one is told
    enter_the_hand(finger, 0)
    expect_nets(page, NETS)
    screenshot(page, "sanma-record-phone")
    finger.tap("#record-hand")
    page.wait_for_url(session_url)
    TAPS["scoresheet-hand"] = finger.count
    assert finger.count == 1 + 1 + 5 + 3 + 1 + 1  # next hand, won, the runs, 55s, the Norths, record

    # an exhaustive draw: 张三 and 李四 ready, 王五 pays each of them half the noten payments
    finger = Finger(page)
    finger.tap("details.draw > summary")
    finger.tap('input[name="tenpai"][value="0"]')
    finger.tap('input[name="tenpai"][value="1"]')
    finger.tap("#record-draw")
    page.wait_for_url(session_url)
    TAPS["scoresheet-draw"] = finger.count
    expect(page.locator("table.hands tbody tr")).to_have_count(2)

    got = dict(standings(page))
    change = {name: int(got[name]) - int(start[name]) for name in NAMES}
    assert change == {"张三": 8000 + 1000, "李四": -4000 + 1000, "王五": -4000 - 2000}
    screenshot(page, "sanma-session-phone")
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE_390["width"]
    check_clean(page)
