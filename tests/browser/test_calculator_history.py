"""Nothing entered is lost by one tap, and Back goes to the hand before (issue 24, item 5), at 390x844.

Clear empties a field in one tap; for a while the same button takes it back in one tap. Each finished hand is an
entry of the browser's history: the taps of a hand replace the address, a new hand pushes one, so Back shows the
hand before, again from its address alone, and a second Back leaves the calculator.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .conftest import ARTIFACTS, _open, check_clean
from .test_flows import codes

pytestmark = pytest.mark.browser

PHONE_390 = {"width": 390, "height": 844}
HAND_1 = "234m567p345s66s78s6s"  # East self-draws 234m 567p 345s 678s 66s
HAND_2 = "123m456p789s11z23s1s"  # East self-draws 123m 456p 789s 123s 11z


@pytest.fixture
def phone(browser, live_server):
    ctx, page = _open(browser, live_server, PHONE_390)
    yield page
    ctx.close()


# the second button under the keyboard: Clear (and for a while "Undo")
CLEAR = "#palette .palette-actions > button:nth-of-type(2)"


def tap(page, tiles: str) -> None:
    for code in codes(tiles):
        page.locator(f'#palette .tile-btn[data-tile="{code}"]').click()


def nets(page) -> list[str]:
    """The result's nets once current and its address written."""
    expect(page.locator("#result-panel .net")).to_have_count(4, timeout=10000)
    expect(page.locator("#result-peek")).not_to_have_class(re.compile(r"is-stale"))
    expect(page.locator("html")).not_to_have_attribute("data-address-pending", "1")
    return [n.get_attribute("data-net") or "" for n in page.locator("#result-panel .net").all()]


def page_box(el) -> list[float]:
    """An element's box on the page (not on the screen: the result shrinking may scroll the page)."""
    return el.evaluate(
        "(e) => { const r = e.getBoundingClientRect(); return [r.x, r.y + scrollY, r.width, r.height]; }"
    )


def hand_of(page) -> str:
    return page.locator("#id_s0_hand").input_value()


def test_clear_is_undone_with_one_tap(phone, live_server) -> None:
    """Clear empties the hand; the same button, now "Undo", puts the hand back in one tap, with its result, and
    leaves no history entry behind; the button keeps its size; any other change ends the offer."""
    page = phone
    page.goto(live_server.url + "/")
    page.goto(live_server.url + "/riichi/")
    tap(page, HAND_1)
    first = nets(page)
    entered = hand_of(page)
    button = page.locator(CLEAR)
    box = page_box(button)
    expect(button).to_have_attribute("data-action", "clear")
    button.click()
    assert hand_of(page) == ""
    expect(page.locator("#result-panel .net")).to_have_count(0)
    # one tap from the same screen: the button is now the undo, the same size (the row beside it does not move;
    # the hand's own error slot above may: that is the form's, not the button's)
    expect(button).to_have_attribute("data-action", "undo-clear")
    expect(button).to_have_text(re.compile(r"↶"))
    assert button.locator(".when-undo").is_visible()
    assert not button.locator(".when-clear").is_visible()
    after = page_box(button)
    assert (after[0], after[2], after[3]) == (box[0], box[2], box[3])
    expect(button).to_be_in_viewport()
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "clear-undo-offered-zh-hans-390x844.png"))
    button.click()
    assert hand_of(page) == entered
    assert nets(page) == first
    expect(button).to_have_attribute("data-action", "clear")
    assert button.locator(".when-clear").is_visible()
    expect(page.locator('.tile-row[data-row-for="id_s0_hand"] button[data-tile="2m"]')).to_have_count(1)
    # the hand was put back as it was: no entry was left for the empty hand; Back leaves the calculator
    page.go_back()
    page.wait_for_url(re.compile(r"/$"))
    page.go_forward()
    assert nets(page) == first
    # another change after a Clear ends the offer: the Clear stays
    button = page.locator(CLEAR)
    button.click()
    expect(button).to_have_attribute("data-action", "undo-clear")
    tap(page, "1m")
    expect(button).to_have_attribute("data-action", "clear")
    assert hand_of(page) == "1m"
    check_clean(page)


def test_back_goes_to_the_hand_before(phone, live_server) -> None:
    """Two hands in a row: Back shows the first again (its address, its tiles, its result), a second Back leaves
    the calculator, Forward comes back to each hand in turn."""
    page = phone
    page.goto(live_server.url + "/")
    page.goto(live_server.url + "/riichi/")
    tap(page, HAND_1)
    first = nets(page)
    first_url, first_hand = page.url, hand_of(page)
    page.locator(CLEAR).click()
    tap(page, HAND_2)
    second = nets(page)
    second_url, second_hand = page.url, hand_of(page)
    assert second != first
    assert second_url != first_url
    page.go_back()
    page.wait_for_url(first_url)
    assert nets(page) == first
    assert hand_of(page) == first_hand
    expect(page.locator(f'.tile-row[data-row-for="id_s0_hand"] [data-tile="{codes(HAND_1)[0]}"]')).not_to_have_count(0)
    page.go_back()
    page.wait_for_url(re.compile(r"/$"))
    expect(page.locator(".rule-sets")).to_be_visible()
    page.go_forward()
    page.wait_for_url(first_url)
    assert nets(page) == first
    page.go_forward()
    page.wait_for_url(second_url)
    assert nets(page) == second
    assert hand_of(page) == second_hand
    check_clean(page)


def test_taps_of_one_hand_make_one_entry(phone, live_server) -> None:
    """The taps of a hand and the changes to a finished hand (a dora indicator) replace the address: one Back from
    the finished hand leaves the calculator."""
    page = phone
    page.goto(live_server.url + "/")
    page.goto(live_server.url + "/riichi/")
    tap(page, HAND_1)
    first = nets(page)
    page.locator('.tile-field[data-input="id_i_dora"] .tile-row').click()
    tap(page, "1m")
    assert nets(page) != first
    assert "i_dora=1m" in page.url
    page.go_back()
    page.wait_for_url(re.compile(r"/$"))
    check_clean(page)
