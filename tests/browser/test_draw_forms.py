"""Draws recorded from the session page's draw form on a phone (390x844), the taps counted (issue 26): Guizhou's
荒庄查叫 with a ready seat's best pattern, Beijing's 烧庄 on a draw, riichi's nagashi mangan and chombo.

A tap is what a finger does: opening the draw form, ticking a seat, choosing from a list (two: open it, pick), typing
one digit into a number box (two: the box, the digit), recording. Each test asserts its count and the standings the
rules give; `TAPS` keeps the counts for the closing note.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .conftest import _open, check_clean, screenshot

pytestmark = pytest.mark.browser

PHONE_390 = {"width": 390, "height": 844}
NAMES = ["张三", "李四", "王五", "赵六"]
TAPS: dict[str, int] = {}


class Finger:
    """Taps on a page, counted."""

    def __init__(self, page) -> None:
        self.page = page
        self.count = 0

    def tap(self, selector: str) -> None:
        self.page.locator(selector).click()
        self.count += 1

    def choose(self, selector: str, value: str) -> None:
        self.page.locator(selector).select_option(value)
        self.count += 2  # open the list, pick

    def type_digits(self, selector: str, digits: str) -> None:
        self.page.locator(selector).click()
        self.page.locator(selector).fill(digits)
        self.count += 1 + len(digits)


@pytest.fixture
def phone(browser, live_server):
    ctx, page = _open(browser, live_server, PHONE_390)
    yield page
    ctx.close()


def new_session(ruleset: str, **options: object) -> str:
    from scoresheet import services

    s = services.create_session(
        services.NewSession(
            ruleset=ruleset,
            preset="seed",
            names=NAMES,
            option_overrides=dict(options),
            progress_overrides={},
            lang="zh-hans",
        )
    )
    return s.edit_token


def nets(token: str) -> list[int]:
    from scoresheet.models import Hand

    return list(Hand.objects.get(session__edit_token=token).answer["net"])


def draw_by_taps(page, live_server, token: str, steps) -> int:
    page.goto(f"{live_server.url}/s/{token}/")
    finger = Finger(page)
    finger.tap("details.draw > summary")
    steps(finger)
    finger.tap("#record-draw")
    page.wait_for_url(re.compile(rf"/s/{token}/$"))
    expect(page.locator("table.hands tbody tr")).to_have_count(1)
    return finger.count


def label_of(name: str, value: str) -> str:
    return f'details.draw label:has(input[name="{name}"][value="{value}"])'


def test_guizhou_cha_jiao_by_the_best_pattern(phone, live_server) -> None:
    """李四 ready with 清七对 (8), the others not: the dealer 张三 pays 16, 王五 and 赵六 8 each. Picking the
    pattern marks the seat ready: 4 taps (open, the list twice, record)."""
    token = new_session("guizhou")
    taps = draw_by_taps(
        phone, live_server, token, lambda f: f.choose('select[name="s1_x_chajiao_pattern"]', "qing_qi_dui")
    )
    assert nets(token) == [-16, 32, -8, -8]
    TAPS["guizhou 荒庄查叫, one ready seat by its pattern"] = taps
    assert taps == 4
    screenshot(phone, "draw-guizhou-cha-jiao-390x844")
    check_clean(phone)


def test_guizhou_cha_jiao_refused_points_to_the_full_form(phone, live_server) -> None:
    """Two seats ticked ready, no pattern: each is told beside its own field, once; the full form is one tap away
    with the two ready seats filled in."""
    token = new_session("guizhou")
    phone.goto(f"{live_server.url}/s/{token}/")
    phone.locator("details.draw > summary").click()
    phone.locator(label_of("tenpai", "1")).click()
    phone.locator(label_of("tenpai", "2")).click()
    phone.locator("#record-draw").click()
    expect(phone.locator("#err-s1_x_chajiao_pattern")).to_contain_text("李四")
    expect(phone.locator("#err-s2_x_chajiao_pattern")).to_contain_text("王五")
    expect(phone.locator("details.draw .field-error")).to_have_count(2)
    phone.locator("#draw-full-form").click()
    phone.wait_for_url(re.compile(r"/record/\?"))
    assert "s1_tenpai=yes" in phone.url
    assert "s2_tenpai=yes" in phone.url
    # the refused draw answered 400 (the browser logs that status); nothing else went wrong
    assert [e for e in phone.probe.console_errors if "status of 400" not in e] == []
    assert phone.probe.outside == []


def test_beijing_shaozhuang_on_a_draw(phone, live_server) -> None:
    """Two 烧庄 rounds on a draw: 2 fan x 2000 from the dealer to each other seat. 4 taps (open, the box, the
    digit, record); no readiness is asked."""
    token = new_session("beijing")
    phone.goto(f"{live_server.url}/s/{token}/")
    expect(phone.locator('details.draw input[name="tenpai"]')).to_have_count(0)
    taps = draw_by_taps(phone, live_server, token, lambda f: f.type_digits('input[name="t_shaozhuang_rounds"]', "2"))
    assert nets(token) == [-12000, 4000, 4000, 4000]
    TAPS["beijing 烧庄 on a draw (2 rounds)"] = taps
    assert taps == 4
    check_clean(phone)


def test_riichi_nagashi_mangan_with_a_tenpai_seat(phone, live_server) -> None:
    """王五's nagashi mangan (a non-dealer's mangan: 4000 from the dealer, 2000 from each other), 李四 tenpai:
    4 taps (open, 李四 tenpai, 王五 nagashi mangan, record)."""
    token = new_session("riichi")

    def steps(f: Finger) -> None:
        f.tap(label_of("tenpai", "1"))
        f.tap(label_of("nagashi_mangan", "2"))

    taps = draw_by_taps(phone, live_server, token, steps)
    assert nets(token) == [-4000, -2000, 8000, -2000]
    TAPS["riichi nagashi mangan (+1 tenpai seat)"] = taps
    assert taps == 4
    screenshot(phone, "draw-riichi-nagashi-390x844")
    check_clean(phone)


def test_riichi_chombo(phone, live_server) -> None:
    """赵六's chombo: 4000 to the dealer, 2000 to each other. 3 taps (open, 赵六, record)."""
    token = new_session("riichi")
    taps = draw_by_taps(phone, live_server, token, lambda f: f.tap(label_of("t_chombo", "3")))
    assert nets(token) == [4000, 2000, 2000, -8000]
    TAPS["riichi chombo"] = taps
    assert taps == 3
    check_clean(phone)


def test_riichi_abortive_draw_by_kind(phone, live_server) -> None:
    """Four winds discarded: nobody pays, the deal stays. 4 taps (open, the list twice, record)."""
    token = new_session("riichi")
    taps = draw_by_taps(phone, live_server, token, lambda f: f.choose('select[name="t_draw"]', "four_winds"))
    assert nets(token) == [0, 0, 0, 0]
    TAPS["riichi abortive draw (four winds)"] = taps
    assert taps == 4
    check_clean(phone)
