"""Whole hands entered by tapping tiles on a phone-sized screen, for each rule set that has landed.

Expected nets come from the rule text, not from the code: the Beijing seed's two worked
examples (实例1, 实例2, seed lines 119-179), a riichi hand scored by hand, a Guizhou table
from the seed's chicken rules, a Wenzhou 财神 hand.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .conftest import DESKTOP, check_clean, screenshot

pytestmark = pytest.mark.browser


def codes(mpsz: str) -> list[str]:
    """'123m5p' -> ['1m', '2m', '3m', '5p'] (the order of taps)."""
    out: list[str] = []
    for digits, suit in re.findall(r"(\d+)([mpsz])", mpsz):
        out += [d + suit for d in digits]
    return out


def open_seat(page, seat: int) -> None:
    panel = page.locator(f'details.seat[data-seat="{seat}"]')
    if panel.get_attribute("open") is None:
        panel.locator(":scope > summary").click()


def tap_field(page, input_id: str, tiles: str) -> None:
    """Make a tile field the palette's target, then tap each tile on the palette."""
    page.locator(f'.tile-field[data-input="{input_id}"] .tile-row').click()
    for code in codes(tiles):
        page.locator(f'#palette .tile-btn[data-tile="{code}"]').click()


def set_winner(page, seat: int, *, others_off: bool = True) -> None:
    for i in range(page.locator("details.seat:not([hidden])").count()):
        open_seat(page, i)
    for box in page.locator('input[name$="_won"]').all():
        name = box.get_attribute("name")
        if name == f"s{seat}_won":
            if not box.is_checked():
                box.check()
        elif others_off and box.is_checked():
            box.uncheck()
    open_seat(page, seat)


def tap_meld(page, seat: int, mode: str, tile: str, frm: int | None = None) -> None:
    page.locator(f'.tile-field[data-input="id_s{seat}_hand"] .tile-row').click()
    page.locator(f'#palette .mode[data-mode="{mode}"]').click()
    if frm is not None:
        page.locator(f'#palette .seat-pick[data-seat="{frm}"]').click()
    page.locator(f'#palette .tile-btn[data-tile="{tile}"]').click()
    # one meld told: the keyboard is back on single tiles for the hand
    expect(page.locator('#palette .mode[data-mode="hand"]')).to_have_attribute("aria-pressed", "true")


def pick(page, name: str, value: str) -> None:
    """Tap a choice shown as a name to tap (seats, riichi, won by, ready)."""
    page.locator(f'label:has(input[name="{name}"][value="{value}"])').click()


def type_into(page, input_id: str, text: str) -> None:
    """Text entry, one tap away from the tile keyboard."""
    page.locator(f'.tile-field[data-input="{input_id}"] .tile-row').click()
    page.locator('#palette [data-action="type"]').click()
    page.fill(f"#{input_id}", text)


def open_options(page) -> None:
    details = page.locator("details.options")
    if details.get_attribute("open") is None:
        details.locator(":scope > summary").click()


def expect_nets(page, nets: list[int]) -> None:
    for seat, net in enumerate(nets):
        expect(page.locator(f'#result-panel .net[data-seat="{seat}"]')).to_have_attribute(
            "data-net", str(net), timeout=10000
        )
    # told apart by words and signs, not colour alone
    for seat, net in enumerate(nets):
        # (the text as written: on a phone the panel is laid out only when it comes into view)
        text = page.locator(f'#result-panel .net[data-seat="{seat}"] .net-amount').text_content().strip()
        assert text == (f"+{net}" if net > 0 else f"−{-net}" if net < 0 else "0")
    # the address follows the answer once the page is idle (picker.js: writeAddress)
    expect(page.locator("html")).not_to_have_attribute("data-address-pending", "1")


def permalink_reproduces(browser_page_factory, url: str, nets: list[int], name: str) -> None:
    ctx, page = browser_page_factory(DESKTOP)
    page.goto(url)
    expect_nets(page, nets)
    screenshot(page, f"{name}-desktop")
    check_clean(page)
    ctx.close()


@pytest.fixture
def new_page(browser, live_server):
    from .conftest import _open

    return lambda viewport: _open(browser, live_server, viewport)


def test_beijing_seed_example_1_by_taps(phone, live_server, new_page) -> None:
    # 实例1 (seed lines 119-145): 底分 2000, dealer East self-draws 对对和 after 1 round of 烧庄.
    # East +12000 = [(1+2)*3 - 1*3]*2000; the others -4000 = [-(1+2) + 1]*2000.
    phone.goto(live_server.url + "/beijing/")
    open_options(phone)
    phone.fill("#id_o_base_points", "2000")
    phone.fill("#id_t_shaozhuang_rounds", "1")
    tap_field(phone, "id_i_flip", "9p")
    set_winner(phone, 0)
    tap_meld(phone, 0, "pon", "1m", frm=2)
    tap_field(phone, "id_s0_hand", "222p333s444s55s")
    expect_nets(phone, [12000, -4000, -4000, -4000])
    items = phone.locator("#result-panel .breakdown tbody tr")
    expect(items).to_have_count(3)
    assert (
        phone.locator('#result-panel tr[data-key="duiduihu"] a')
        .get_attribute("href")
        .endswith("/beijing/rules/#p-duiduihu")
    )
    screenshot(phone, "beijing-shili1-phone")
    check_clean(phone)
    permalink_reproduces(new_page, phone.url, [12000, -4000, -4000, -4000], "beijing-shili1")


def test_beijing_seed_example_2_by_taps(phone, live_server) -> None:
    # 实例2 (seed lines 147-179): 底分 500, 3 rounds of 烧庄 (4 fan), East deals in to South (推倒和),
    # South and North in 互包: East -6000, South +3000, West +2000, North +1000.
    phone.goto(live_server.url + "/beijing/")
    open_options(phone)
    phone.fill("#id_o_base_points", "500")
    phone.fill("#id_t_shaozhuang_rounds", "3")
    pick(phone, "t_hubao", "1-3")
    tap_field(phone, "id_i_flip", "9p")
    set_winner(phone, 1)
    tap_field(phone, "id_s1_hand", "234m678m345p99s5s1p7s")
    pick(phone, "s1_by", "discard")
    pick(phone, "s1_from", "0")
    expect_nets(phone, [-6000, 3000, 2000, 1000])
    screenshot(phone, "beijing-shili2-phone")
    check_clean(phone)


def test_riichi_hand_by_taps(phone, live_server, new_page) -> None:
    # South (seat 1) riichi, ron on 6s from West: 234m 567p 345s 678s 66s, ryanmen 78s.
    # riichi 1 + pinfu 1 + tanyao 1 = 3 han, 30 fu (20 + 10 closed ron): non-dealer 3900.
    phone.goto(live_server.url + "/riichi/")
    tap_field(phone, "id_i_dora", "1z")
    set_winner(phone, 1)
    tap_field(phone, "id_s1_hand", "234m567p345s66s78s6s")
    pick(phone, "s1_riichi", "single")
    pick(phone, "s1_by", "discard")
    pick(phone, "s1_from", "2")
    expect_nets(phone, [0, 3900, -3900, 0])
    keys = phone.locator("#result-panel .breakdown tbody tr").evaluate_all("rows => rows.map(r => r.dataset.key)")
    assert sorted(keys) == ["pinfu", "riichi", "tanyao"]
    screenshot(phone, "riichi-phone")
    check_clean(phone)
    permalink_reproduces(new_page, phone.url, [0, 3900, -3900, 0], "riichi")


def test_guizhou_table_by_taps(phone, live_server, new_page) -> None:
    # Seat 1 self-draws 平胡 holding one 幺鸡 (1s); seat 2 is ready holding two 1s; seat 3 is not
    # ready and discarded a 1s. Dealer doubling: the dealer pays 2, the others 1 for the hand.
    # Chickens: seat 1 +1 from each, seat 2 +2 from each; 包鸡: seat 3 pays 1 to each scoring seat.
    # Nets: seat 0 -2-1-2 = -5; seat 1 +4+3-2+1 = 6; seat 2 -1+6+1-1 = 5; seat 3 -1-1-2-1-1 = -6.
    phone.goto(live_server.url + "/guizhou/")
    set_winner(phone, 1)
    tap_field(phone, "id_s1_hand", "123s456m789p234s55s")
    open_seat(phone, 2)
    pick(phone, "s2_tenpai", "yes")
    tap_field(phone, "id_s2_x_chickens", "11s")
    open_seat(phone, 3)
    pick(phone, "s3_tenpai", "no")
    tap_field(phone, "id_s3_x_chicken_discards", "1s")
    expect_nets(phone, [-5, 6, 5, -6])
    screenshot(phone, "guizhou-phone")
    check_clean(phone)
    permalink_reproduces(new_page, phone.url, [-5, 6, 5, -6], "guizhou")


def test_wenzhou_cai_shen_hand_by_taps(phone, live_server, new_page) -> None:
    # Flip 5m: 5m is the 财神. Seat 1 self-draws 17 tiles where the two 5m stand for 2m and 5p
    # (123m 456p ...): a soft hand, x1; base 10 between everyone at streak 0: 10 from each seat.
    phone.goto(live_server.url + "/wenzhou/")
    tap_field(phone, "id_i_flip", "5m")
    set_winner(phone, 1)
    tap_field(phone, "id_s1_hand", "1m46789p234789s77z55m3m")
    expect_nets(phone, [-10, 30, -10, -10])
    # the copy-link button puts the permalink on the clipboard
    phone.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=live_server.url)
    phone.locator("#copy-link").click()
    expect(phone.locator("#copy-status")).not_to_be_empty()
    assert phone.evaluate("navigator.clipboard.readText()") == phone.url
    screenshot(phone, "wenzhou-phone")
    check_clean(phone)
    permalink_reproduces(new_page, phone.url, [-10, 30, -10, -10], "wenzhou")


def test_a_new_winner_replaces_the_empty_default_winner(phone, live_server) -> None:
    phone.goto(live_server.url + "/beijing/")
    expect(phone.locator("#id_s0_won")).to_be_checked()
    open_seat(phone, 2)
    phone.locator("#id_s2_won").check()
    expect(phone.locator("#id_s0_won")).not_to_be_checked()
    expect(phone.locator('.tile-field[data-input="id_s2_hand"]')).to_have_class(re.compile(r"\bactive\b"))
    check_clean(phone)


def test_tap_on_hand_removes_and_text_stays_in_sync(phone, live_server) -> None:
    phone.goto(live_server.url + "/beijing/")
    tap_field(phone, "id_s0_hand", "123m9p")
    expect(phone.locator("#id_s0_hand")).to_have_value("123m9p")
    phone.locator('.tile-row[data-row-for="id_s0_hand"] button[data-tile="2m"]').click()
    expect(phone.locator("#id_s0_hand")).to_have_value("13m9p")
    # typing Chinese names redraws the tiles
    type_into(phone, "id_s0_hand", "一万 东 五筒")
    tiles = phone.locator('.tile-row[data-row-for="id_s0_hand"] button').evaluate_all(
        "bs => bs.map(b => b.dataset.tile)"
    )
    assert tiles == ["1m", "1z", "5p"]
    check_clean(phone)


def test_no_javascript_form_submits_and_shows_the_result(nojs, live_server) -> None:
    # 实例1 typed into the plain form, submitted without JavaScript.
    nojs.goto(live_server.url + "/beijing/")
    expect(nojs.locator("#palette")).to_have_count(1)  # there, and hidden without JavaScript
    expect(nojs.locator("#palette")).to_be_hidden()
    nojs.locator("details.options > summary").click()
    nojs.fill("#id_o_base_points", "2000")
    nojs.fill("#id_t_shaozhuang_rounds", "1")
    nojs.fill("#id_i_flip", "9p")
    nojs.fill("#id_s0_hand", "222p333s444s55s")
    nojs.fill("#id_s0_melds", "111m@2")
    nojs.locator(".submit-row button[type=submit]").click()
    nojs.wait_for_url(re.compile(r".*players=.*"))
    expect_nets(nojs, [12000, -4000, -4000, -4000])
    screenshot(nojs, "beijing-nojs-phone")
    check_clean(nojs)


def test_errors_show_next_to_their_field(phone, live_server) -> None:
    phone.goto(live_server.url + "/beijing/")
    tap_field(phone, "id_s0_hand", "123m")
    # still entering: no error yet under the finger, the result says how far the hand is
    expect(phone.locator("#result-panel .entering")).to_be_visible(timeout=10000)
    expect(phone.locator("#err-s0_hand")).to_be_empty()
    # leaving the hand shows what is wrong with it
    phone.locator('.tile-field[data-input="id_i_flip"] .tile-row').click()
    expect(phone.locator("#err-s0_hand")).not_to_be_empty(timeout=10000)
    expect(phone.locator("#result-panel .problems a[href='#id_s0_hand']")).to_have_count(1)
    check_clean(phone)


def test_keyboard_enters_tiles_from_the_palette(phone, live_server) -> None:
    phone.goto(live_server.url + "/beijing/")
    phone.locator('.tile-field[data-input="id_s0_hand"] .tile-row').click()
    phone.locator('#palette .tile-btn[data-tile="1m"]').focus()
    phone.keyboard.press("Enter")
    phone.keyboard.press("ArrowRight")
    phone.keyboard.press("Enter")
    phone.keyboard.press("ArrowDown")
    phone.keyboard.press("Enter")
    expect(phone.locator("#id_s0_hand")).to_have_value("12m2p")
    phone.keyboard.press("Backspace")
    expect(phone.locator("#id_s0_hand")).to_have_value("12m")
    check_clean(phone)
