"""Wins recorded by their outcome on a phone (390x844), the taps counted (issue "Whole games"): the scorekeeper
knows "East self-drew 清一色 with two 幺鸡" and records that, in each rule set's own terms, with no tiles.

A tap is what a finger does (as in test_draw_forms): a switch, a key of the tile keyboard, choosing from a list
(two: open it, pick), typing one digit into a number box (two: the box, the digit), recording. Each test asserts
its taps, the standings the rules give (the same as the hand entered tile by tile: tests/rules/test_outcome.py)
and the hand page's word that the hand was entered by its outcome.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .conftest import _open, check_clean, screenshot
from .test_draw_forms import Finger, new_session

pytestmark = pytest.mark.browser

PHONE_390 = {"width": 390, "height": 844}
TAPS: dict[str, int] = {}


@pytest.fixture
def phone(browser, live_server):
    ctx, page = _open(browser, live_server, PHONE_390)
    yield page
    ctx.close()


def standings(token: str) -> tuple[list[int], dict]:
    from scoresheet.models import Hand

    hand = Hand.objects.get(session__edit_token=token)
    return list(hand.answer["net"]), hand.request


def record_by_outcome(page, live_server, token: str, steps) -> Finger:
    page.goto(f"{live_server.url}/s/{token}/record/")
    page.wait_for_url(re.compile(r"/record/"))
    finger = Finger(page)
    seat = page.locator('details.seat[data-seat="0"]')
    expect(seat).to_have_attribute("open", "")
    finger.tap('details.seat[data-seat="0"] label:has([name="s0_won"])')
    expect(seat.locator('[name="s0_won"]')).to_be_checked()
    finger.tap('details.seat[data-seat="0"] .outcome-switch label')
    expect(seat.locator(".outcome-fields")).to_be_visible()
    expect(seat.locator('.tile-field[data-kind="hand"]')).to_be_hidden()
    steps(finger)
    from scoresheet.models import Session

    screenshot(page, f"outcome-{Session.objects.get(edit_token=token).ruleset}-390x844")
    finger.tap("#record-hand")
    page.wait_for_url(re.compile(r"/s/[^/]+/(\?|$)"))
    return finger


def test_riichi_a_dealer_tsumo_of_3_han_1_dora_30_fu(phone, live_server) -> None:
    token = new_session("riichi")

    def steps(f: Finger) -> None:
        f.type_digits('[name="s0_o_han"]', "3")
        f.type_digits('[name="s0_o_dora"]', "1")

    finger = record_by_outcome(phone, live_server, token, steps)
    net, request = standings(token)
    # 4 han 30 fu, dealer tsumo: 1,920 base -> 3,900 from each of the three others
    assert net == [11700, -3900, -3900, -3900]
    assert request["seats"][0]["outcome"] == {"han": 3, "dora": 1, "fu": 30, "yakuman": 0}
    assert "hand" not in request["seats"][0]
    TAPS["riichi"] = finger.count
    assert finger.count <= 8, finger.count
    phone.goto(f"{live_server.url}/s/{token}/hand/1/")
    expect(phone.locator(".by-outcome")).to_contain_text("没有录入牌")
    check_clean(phone)


def test_guizhou_the_dealer_self_draws_a_full_flush_with_a_concealed_kong_and_two_bamboo_one_chickens(
    phone, live_server
) -> None:
    """The issue's own example: "East self-drew 清一色 with one 闷豆 and two 幺鸡"."""
    token = new_session("guizhou")

    def steps(f: Finger) -> None:
        f.tap('label:has([name="s0_o_pattern"][value="qing_yi_se"])')  # the patterns: a row to tap
        # the hand hidden, the keyboard writes into the chickens held (the fact the outcome is given with)
        expect(f.page.locator('details.seat[data-seat="0"] [data-input="id_s0_x_chickens"]')).to_have_class(
            re.compile(r"\bactive\b")
        )
        f.tap('#palette .tile-btn[data-tile="1s"]')
        f.tap('#palette .tile-btn[data-tile="1s"]')
        f.tap('#palette .mode[data-mode="ankan"]')  # a meld's mode: the keyboard writes into the melds
        f.tap('#palette .tile-btn[data-tile="8s"]')
        # the kong told: back to the chickens
        expect(f.page.locator('details.seat[data-seat="0"] [data-input="id_s0_x_chickens"]')).to_have_class(
            re.compile(r"\bactive\b")
        )

    finger = record_by_outcome(phone, live_server, token, steps)
    net, request = standings(token)
    # the dealer: 清一色 4 x 2 = 8, 闷豆 1 x 2 = 2, two 幺鸡 1 x 2 each = 2, from each of the three (lines 93, 45, 55);
    # the same as its tiles 11234567999s + 8888s give (tests/rules/test_outcome.py)
    assert net == [36, -12, -12, -12]
    assert request["seats"][0]["outcome"] == {"pattern": "qing_yi_se"}
    assert request["seats"][0]["melds"] == [{"kind": "kong", "tiles": "8888s", "kong": "concealed"}]
    TAPS["guizhou"] = finger.count
    assert finger.count <= 8, finger.count


def test_beijing_the_dealer_self_draws_all_pungs_closed(phone, live_server) -> None:
    token = new_session("beijing")

    def steps(f: Finger) -> None:
        f.tap('label[for="id_s0_o_duiduihu"]')
        f.tap('label[for="id_s0_o_menqing_wuhui"]')

    finger = record_by_outcome(phone, live_server, token, steps)
    net, _request = standings(token)
    # 庄 1 + 门清无惠 1 + 对对和 2 = 4 fan, self-drawn: each of the three pays 4 x the base (rule text line 85)
    assert net == [3 * 4 * 2000, -4 * 2000, -4 * 2000, -4 * 2000]
    TAPS["beijing"] = finger.count
    assert finger.count <= 8, finger.count


def test_wenzhou_the_dealer_self_draws_a_soft_hand_holding_one_wildcard(phone, live_server) -> None:
    token = new_session("wenzhou")

    def steps(f: Finger) -> None:
        f.tap('label:has([name="s0_o_shape"][value="soft"])')  # hard, soft or none: a row to tap
        f.type_digits('[name="s0_x_cai_shen"]', "1")

    finger = record_by_outcome(phone, live_server, token, steps)
    net, request = standings(token)
    # soft (软牌): x1 at the base of 10 (streak 0), self-drawn: each of the three pays 10 (rule text lines 26, 38)
    assert net == [30, -10, -10, -10]
    assert request["seats"][0]["outcome"]["shape"] == "soft"
    TAPS["wenzhou"] = finger.count
    assert finger.count <= 8, finger.count


@pytest.mark.parametrize("lang", ["zh-hans", "en"])
def test_a_win_by_outcome_opened_from_its_link_has_the_keyboard_on_the_first_screen(phone, live_server, lang) -> None:
    """Reloaded or shared, a Guizhou win recorded by its outcome shows the keyboard where the hidden hand is (at the top
    of the seat), writing into the chickens held; the patterns' row above it does not push it off the first screen."""
    phone.goto(f"{live_server.url}/guizhou/?s0_won=1&s0_by_outcome=1&lang={lang}")
    expect(phone.locator('[data-input="id_s0_x_chickens"]')).to_have_class(re.compile(r"\bactive\b"))
    keys = phone.locator("#palette .palette-tiles").bounding_box()
    assert keys is not None
    assert keys["y"] + keys["height"] <= 844, keys
    phone.locator('#palette .tile-btn[data-tile="1s"]').click()
    expect(phone.locator("#id_s0_x_chickens")).to_have_value("1s")
