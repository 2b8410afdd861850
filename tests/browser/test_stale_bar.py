"""The bar at the bottom of a phone's screen says when its numbers are out of date (issue 24, item 3), at 390x844.

The keyboard is where the finger is, and the bar of nets is the number seen there: while an answer is on its way
(the server held back by route interception) or cannot come (the request aborted: no connection), the bar's nets
are greyed and its status line says so in the page's language, inside the viewport, at 4.5:1 contrast at least
(worked out from the computed colours), without anything moving (PerformanceObserver's layout-shift entries, and
the bar's boxes measured before and after); the label goes with the fresh number.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .conftest import ARTIFACTS, _open
from .test_flows import codes

pytestmark = pytest.mark.browser

PHONE_390 = {"width": 390, "height": 844}
WORDS = {
    "en": {"result": "Result ↓", "updating": "Updating…", "offline": "No connection: this result is out of date"},
    "zh-hans": {"result": "结果 ↓", "updating": "正在更新…", "offline": "没有网络：这个结果已过时"},
}

# the contrast of an element's text against its own (opaque) background, as WCAG works it out
CONTRAST = """(el) => {
  const rgb = (c) => c.match(/[\\d.]+/g).map(Number);
  const lum = ([r, g, b]) => {
    const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const cs = getComputedStyle(el);
  const bg = rgb(cs.backgroundColor);
  if (bg.length > 3 && bg[3] < 1) return -1;  // not opaque: no contrast to claim
  const [a, b] = [lum(rgb(cs.color)), lum(bg)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}"""

# every layout shift from now on, with whether it moved anything inside the bar
WATCH_SHIFTS = """() => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const inBar = (e.sources || []).some((s) => {
        const n = s.node && (s.node.nodeType === 1 ? s.node : s.node.parentElement);
        return !!(n && n.closest && n.closest('#result-peek'));
      });
      window.__shifts.push({ value: e.value, inBar });
    }
  }).observe({ type: 'layout-shift', buffered: false });
}"""

BOXES = """() => Array.from(document.querySelectorAll('#result-peek, #result-peek .peek-status, #result-peek .peek-net'))
  .map((e) => { const r = e.getBoundingClientRect(); return [r.x, r.y, r.width, r.height].map(Math.round); })"""

FRAMES = "() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(ok, 0))))"


@pytest.fixture(params=["en", "zh-hans"])
def phone(request, browser, live_server):
    ctx, page = _open(browser, live_server, PHONE_390)
    page.lang = request.param
    yield page
    ctx.close()


def enter_a_hand(page, live_server) -> list[str]:
    """East self-draws 234m 567p 345s 678s 66s (taps on the keyboard); the bar's nets once current."""
    page.goto(f"{live_server.url}/riichi/?lang={page.lang}")
    for code in codes("234m567p345s66s78s6s"):
        page.locator(f'#palette .tile-btn[data-tile="{code}"]').click()
    peek = page.locator("#result-peek")
    expect(peek).to_have_class("peek has-result", timeout=10000)
    expect(page.locator("html")).not_to_have_attribute("data-address-pending", "1")
    return peek.locator(".peek-net").all_inner_texts()


def the_label_is_read_at_the_keyboard(page, words: str) -> None:
    """The bar's status line says `words` in full, on screen, not covered, beside the keyboard, at 4.5:1."""
    peek = page.locator("#result-peek")
    label = peek.locator(".peek-status")
    expect(label).to_have_text(words)
    expect(label).to_be_in_viewport()
    box = label.bounding_box()
    assert box is not None
    assert box["y"] >= 0
    assert box["y"] + box["height"] <= PHONE_390["height"]
    # nothing drawn over it, and none of it cut off
    assert label.evaluate(
        "(el) => { const r = el.getBoundingClientRect(); const hit = document.elementFromPoint(r.x + r.width / 2,"
        " r.y + r.height / 2); return el === hit || el.contains(hit); }"
    )
    assert label.evaluate("(el) => el.scrollWidth <= el.clientWidth")
    # the keyboard is on the same screen: the finger is there
    expect(page.locator("#palette .palette-tiles")).to_be_in_viewport()
    ratio = label.evaluate(CONTRAST)
    assert ratio >= 4.5, ratio
    # the nets behind it are marked too: struck through, not the current colours
    net = peek.locator(".peek-net").first
    assert "line-through" in net.evaluate("(e) => getComputedStyle(e).textDecorationLine")


def nothing_moved(page, before: list) -> None:
    page.evaluate(FRAMES)
    assert page.evaluate(BOXES) == before
    shifts = page.evaluate("() => window.__shifts")
    assert [s for s in shifts if s["inBar"]] == []
    assert sum(s["value"] for s in shifts) == 0, shifts


def viewport_shot(page, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"))


def test_stale_bar_says_updating_while_the_server_is_slow(phone, live_server) -> None:
    """A tap whose answer the server holds back: the bar says "Updating…" at once, where the finger is, and nothing
    moves; the label goes when the fresh number comes."""
    page = phone
    was = enter_a_hand(page, live_server)
    before = page.evaluate(BOXES)
    page.evaluate(WATCH_SHIFTS)
    held = []
    page.route("**/riichi/?*", lambda r: held.append(r))
    # a dora indicator of 1m: the dora is 2m, one more han (two taps at the keyboard)
    page.locator('.tile-field[data-input="id_i_dora"] .tile-row').click()
    page.locator('#palette .tile-btn[data-tile="1m"]').click()
    peek = page.locator("#result-peek")
    expect(peek).to_have_class("peek has-result is-stale")
    page.locator('#palette .tile-btn[data-tile="9p"]').scroll_into_view_if_needed()
    the_label_is_read_at_the_keyboard(page, WORDS[page.lang]["updating"])
    nothing_moved(page, before)
    viewport_shot(page, f"stale-bar-updating-{page.lang}-390x844")
    assert held
    for r in held:
        r.continue_()
    page.unroute("**/riichi/?*")
    # the fresh number: the label is gone, the nets are the new answer's
    expect(peek).to_have_class("peek has-result", timeout=10000)
    expect(peek.locator(".peek-status")).to_have_text(WORDS[page.lang]["result"])
    now = peek.locator(".peek-net").all_inner_texts()
    assert now != was
    panel = [n.strip() for n in page.locator("#result-panel .net-amount").all_text_contents()]
    assert [n.split()[-1].lstrip("▲▼=") for n in now] == panel


def test_stale_bar_says_no_connection_when_the_server_is_unreachable(phone, live_server) -> None:
    """The request cannot reach the server: the bar says there is no connection and the result is out of date, at
    the keyboard; the next answer clears it."""
    page = phone
    enter_a_hand(page, live_server)
    before = page.evaluate(BOXES)
    page.evaluate(WATCH_SHIFTS)
    page.route("**/riichi/?*", lambda r: r.abort("internetdisconnected"))
    page.locator('.tile-field[data-input="id_i_dora"] .tile-row').click()
    page.locator('#palette .tile-btn[data-tile="1m"]').click()
    peek = page.locator("#result-peek")
    expect(peek).to_have_attribute("data-stale", "offline")
    page.locator('#palette .tile-btn[data-tile="9p"]').scroll_into_view_if_needed()
    the_label_is_read_at_the_keyboard(page, WORDS[page.lang]["offline"])
    nothing_moved(page, before)
    viewport_shot(page, f"stale-bar-offline-{page.lang}-390x844")
    # the connection is back: the next tap brings a current number and the label goes
    page.unroute("**/riichi/?*")
    page.locator('.tile-field[data-input="id_i_dora"] .tile-row').click()
    page.locator('#palette .tile-btn[data-tile="2m"]').click()
    expect(peek).to_have_class("peek has-result", timeout=10000)
    expect(peek.locator(".peek-status")).to_have_text(WORDS[page.lang]["result"])
