"""Nothing moves or hides under the finger (issue "Trust at the table", item 4), at 390x844 and 1366x900.

On the four calculators: the first paint already has the final layout (the browser's own layout-shift entries,
watched from before the page loads, at CPU x4, add up to nothing without recent input); the tap that completes a
hand moves neither the keyboard, nor the hand, nor the indicators (Beijing and Wenzhou without their flipped tile:
the missing tile is told in the result, not pushed in above the keyboard), and no problem is counted while a hand
is still being entered; the tile keyboard and its meld buttons are on the first screen (above the result bar at
the bottom of a phone) in four languages; the discarder's seats appear on the first screen, next to 点炮; several
indicators are entered in a row; the indicator box shows the keyboard when no seat is open; the record page opens
with a seat open and its keyboard ready. Figures go to artifacts/no-shift-figures.json, screenshots to artifacts/.
"""

from __future__ import annotations

import fcntl
import json
import re

import pytest
from playwright.sync_api import expect

from .conftest import ARTIFACTS, _open, check_clean
from .test_flows import codes

pytestmark = pytest.mark.browser

PHONE_390 = {"width": 390, "height": 844}
DESKTOP = {"width": 1366, "height": 900}
SIZES = [pytest.param(PHONE_390, id="390x844"), pytest.param(DESKTOP, id="1366x900")]
KEYS = ["riichi", "guizhou", "beijing", "wenzhou"]
LANGS = ["zh-hans", "zh-hant", "ja", "en"]

# installed before the page's own scripts: every layout shift from the first paint on, with whether the player
# had just tapped (hadRecentInput) and where the moved boxes are
WATCH = """(() => {
  window.__shifts = [];
  const where = (n) => { n = n && (n.nodeType === 1 ? n : n.parentElement);
    return n ? (n.id || n.className || n.nodeName).toString().slice(0, 60) : ''; };
  // a tile of a row (a hand's tiles take their sorted places as the hand grows: those moves are the tap's own)
  const tile = (n) => { n = n && (n.nodeType === 1 ? n : n.parentElement); return !!(n && n.closest && n.closest('.tile-row > *')); };
  const say = (s) => where(s.node) + ' ' + Math.round(s.previousRect.x) + ',' + Math.round(s.previousRect.y) + ' ' + Math.round(s.previousRect.width) + 'x' + Math.round(s.previousRect.height) + '->' + Math.round(s.currentRect.x) + ',' + Math.round(s.currentRect.y) + ' ' + Math.round(s.currentRect.width) + 'x' + Math.round(s.currentRect.height);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__shifts.push({ value: e.value, input: e.hadRecentInput, at: e.startTime,
      others: (e.sources || []).filter((s) => !tile(s.node)).map(say), sources: (e.sources || []).map(say) });
  }).observe({ type: 'layout-shift', buffered: true });
})();"""

# the page settled: the script has run (the keyboard's target is named) and two frames have been painted
SETTLED = """() => new Promise((ok) => { const done = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(ok, 50)));
  const wait = () => (document.querySelector('#palette .palette-target') || {}).textContent ? done() : setTimeout(wait, 20); wait(); })"""

# boxes on the page (not on the screen): the keyboard's keys and its meld buttons, the hand being entered, the indicators
BOXES = """() => { const box = (el) => { if (!el) return null; const r = el.getBoundingClientRect();
    return [Math.round(r.x), Math.round(r.y + scrollY), Math.round(r.width), Math.round(r.height)]; };
  return { keys: box(document.querySelector('#palette .palette-tiles')), modes: box(document.querySelector('#palette .modes')),
    hand: box(document.querySelector('.tile-field.active')), indicators: box(document.querySelector('.indicators')) }; }"""


def record(key: str, value) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / "no-shift-figures.json"
    with open(ARTIFACTS / "no-shift-figures.lock", "w") as lock:  # two test processes write it
        fcntl.flock(lock, fcntl.LOCK_EX)
        figures = json.loads(path.read_text() or "{}") if path.exists() else {}
        figures[key] = value
        path.write_text(json.dumps(figures, indent=2, sort_keys=True, ensure_ascii=False))


def shot(page, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"))


@pytest.fixture(params=SIZES)
def page(request, browser, live_server):
    ctx, page = _open(browser, live_server, request.param)
    page.size_id = f"{request.param['width']}x{request.param['height']}"
    page.add_init_script(WATCH)
    yield page
    ctx.close()


@pytest.fixture
def phone(browser, live_server):
    ctx, page = _open(browser, live_server, PHONE_390)
    page.add_init_script(WATCH)
    yield page
    ctx.close()


def slow_cpu(page) -> None:
    page.context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": 4})


def cls(page) -> float:
    """The cumulative layout shift since the first paint, without the shifts that follow a tap."""
    return sum(s["value"] for s in page.evaluate("window.__shifts") if not s["input"])


def first_screen_bottom(page) -> float:
    """Where the first screen ends for the player: the viewport's bottom, or the top of the result bar fixed there."""
    return page.evaluate(
        """() => { const bar = document.getElementById('result-peek'); const r = bar && bar.getBoundingClientRect();
          return r && r.height && getComputedStyle(bar).display !== 'none' ? r.top : innerHeight; }"""
    )


def screen_box(loc) -> dict:
    box = loc.bounding_box()
    assert box is not None
    return box


# ------------------------------------------------------------------ (b) ---


@pytest.mark.parametrize("key", KEYS)
def test_first_paint_has_the_final_layout(page, live_server, key) -> None:
    """(b) The text boxes became tile boxes and the keyboard came in when the script ran (CLS 0.50-0.56)."""
    slow_cpu(page)
    found, shifts = {}, {}
    for lang in ("zh-hans", "en"):
        page.goto(f"{live_server.url}/{key}/?lang={lang}")
        page.evaluate(SETTLED)
        found[lang] = round(cls(page), 4)
        shifts[lang] = page.evaluate("window.__shifts")
        record(f"cls/{key}/{page.size_id}/{lang}", found[lang])
    assert found == {"zh-hans": 0, "en": 0}, shifts
    # the keyboard is there, for the hand of the seat that is open
    expect(page.locator("#palette .palette-tiles")).to_be_visible()
    expect(page.locator(".tile-field.active[data-kind=hand]")).to_have_count(1)
    check_clean(page)


# ------------------------------------------------------------------ (a) ---

HANDS = {
    # Beijing and Wenzhou without the flipped tile: the hand is complete, the flip is missing
    "beijing": "123m456p789s234p5s5s",
    "wenzhou": "1m46789p234789s77z55m3m",
    "riichi": "234m567p345s66s78s6s",
    "guizhou": "123s456m789p234s55s",
}


@pytest.mark.parametrize("key", KEYS)
def test_the_completing_tap_moves_nothing(page, live_server, key) -> None:
    """(a) Beijing/Wenzhou put the missing flip's error above the keyboard on the completing tap (+48 px), and a red
    problem count showed from the first tap."""
    page.goto(f"{live_server.url}/{key}/?lang=zh-hans")
    page.evaluate(SETTLED)
    taps = codes(HANDS[key])
    peek = page.locator("#result-peek")
    page.locator(f'#palette .tile-btn[data-tile="{taps[0]}"]').click()
    # one tile in: the hand is being entered, which is no problem
    expect(page.locator("#result-panel .entering")).to_be_visible(timeout=10000)
    expect(peek).not_to_have_class(re.compile(r"has-errors"))
    for code in taps[1:-1]:
        page.locator(f'#palette .tile-btn[data-tile="{code}"]').click()
    expect(page.locator("#result-panel .entering")).to_contain_text(str(len(taps) - 1), timeout=10000)
    expect(peek).not_to_have_class(re.compile(r"has-errors"))
    before = page.evaluate(BOXES)
    page.evaluate("window.__shifts = []")
    page.locator(f'#palette .tile-btn[data-tile="{taps[-1]}"]').click()
    # the answer to the completing tap: a result, or (Beijing, Wenzhou) the flip's error
    expect(peek).to_have_class(re.compile(r"has-(result|errors)"), timeout=10000)
    expect(page.locator("html")).not_to_have_attribute("data-address-pending", "1")
    if key in ("beijing", "wenzhou"):
        expect(page.locator("#result-panel .problems")).to_contain_text("翻", timeout=10000)
        expect(page.locator("#err-i_flip")).not_to_be_empty()
    page.wait_for_timeout(100)
    after = page.evaluate(BOXES)
    shifts = page.evaluate("window.__shifts")
    moved = [s for s in shifts if s["others"]]
    record(f"completing-tap/{key}/{page.size_id}", {"before": before, "after": after, "moved": moved})
    assert after == before
    # nothing but the hand's own tiles moved (the browser's layout-shift entries, those right after the tap included)
    assert moved == [], moved
    shot(page, f"no-shift-completed-{key}-zh-hans-{page.size_id}")
    check_clean(page)


@pytest.mark.parametrize("key", ["beijing", "riichi"])
def test_no_problem_counted_before_a_tile_is_in(phone, live_server, key) -> None:
    """(a) Choosing 点炮 and the discarder before any tile counted the empty hand as "1 个问题"."""
    page = phone
    page.goto(f"{live_server.url}/{key}/?lang=zh-hans")
    page.evaluate(SETTLED)
    page.locator('label:has(input[name="s0_by"][value="discard"])').click()
    page.locator('label:has(input[name="s0_from"][value="2"])').click()
    expect(page.locator("#result-panel .entering")).to_be_visible(timeout=10000)
    expect(page.locator("#result-peek")).not_to_have_class(re.compile(r"has-errors"))
    expect(page.locator("#result-panel .problems")).to_have_count(0)
    check_clean(page)


# -------------------------------------------------------------- (c) (d) ---


@pytest.mark.parametrize("key", KEYS)
def test_keyboard_meld_buttons_and_discarder_on_the_first_screen(page, live_server, key) -> None:
    """(d) The meld buttons were below the fold on all four calculators; (c) the discarder's seats appeared 418 px
    below the fold after 点炮."""
    # on a phone in every language (their words take different widths); on a desktop, with room to spare, in two
    for lang in LANGS if page.viewport_size["width"] < 800 else ("zh-hans", "en"):
        page.goto(f"{live_server.url}/{key}/?lang={lang}")
        page.evaluate(SETTLED)
        bottom = first_screen_bottom(page)
        keys = screen_box(page.locator("#palette .palette-tiles"))
        melds = screen_box(page.locator('#palette .mode[data-mode="pon"]'))
        modes = screen_box(page.locator("#palette .modes"))
        record(f"first-screen/{key}/{page.size_id}/{lang}", {"keys": keys, "modes": modes, "bottom": bottom})
        assert 0 <= keys["y"] <= keys["y"] + keys["height"] <= bottom, (lang, keys, bottom)
        assert 0 <= modes["y"] <= modes["y"] + modes["height"] <= bottom, (lang, modes, bottom)
        assert melds["y"] + melds["height"] <= bottom
        assert page.evaluate("scrollY") == 0
        if lang in ("zh-hans", "en"):
            shot(page, f"no-shift-first-screen-{key}-{lang}-{page.size_id}")
        # 点炮 is on the first screen; its seats come next to it, on the first screen too
        by = page.locator('label:has(input[name="s0_by"][value="discard"])')
        by_box = screen_box(by)
        assert by_box["y"] + by_box["height"] <= bottom, (lang, by_box)
        by.click()
        assert page.evaluate("scrollY") == 0
        picker = page.locator('label:has(input[name="s0_from"][value="2"])')
        expect(picker).to_be_visible()
        got = screen_box(picker)
        record(f"discarder/{key}/{page.size_id}/{lang}", {"by": by_box, "picker": got})
        # (above the result bar at the bottom of a phone, not under it)
        assert 0 <= got["y"] <= got["y"] + got["height"] <= bottom, (lang, got, bottom)
        # near the control that asked for it: beside it or on the line under it
        assert got["y"] - (by_box["y"] + by_box["height"]) <= 16, (lang, by_box, got)
        if lang in ("zh-hans", "en"):
            shot(page, f"no-shift-discarder-{key}-{lang}-{page.size_id}")
    check_clean(page)


# -------------------------------------------------------------- (e) (f) ---


def test_indicators_are_entered_in_a_row(page, live_server) -> None:
    """(e) Each dora indicator needed its own tap on the field: the keyboard jumped back to the hand after each."""
    page.goto(f"{live_server.url}/riichi/?lang=en")
    page.evaluate(SETTLED)
    page.locator('.tile-field[data-input="id_i_dora"] .tile-row').click()
    for code in ("1m", "4p", "9s"):
        page.locator(f'#palette .tile-btn[data-tile="{code}"]').click()
    expect(page.locator("#id_i_dora")).to_have_value("1m4p9s")
    expect(page.locator("#id_s0_hand")).to_have_value("")
    expect(page.locator('.tile-field[data-input="id_i_dora"]')).to_have_class(re.compile(r"\bactive\b"))
    # a mode of the hand (a run) takes the keyboard back to the hand
    page.locator('#palette .mode[data-mode="run"]').click()
    page.locator('#palette .tile-btn[data-tile="2m"]').click()
    expect(page.locator("#id_s0_hand")).to_have_value("234m")
    expect(page.locator("#id_i_dora")).to_have_value("1m4p9s")
    # Beijing's 惠坯 is one tile: told, the keyboard is back on the hand
    page.goto(f"{live_server.url}/beijing/?lang=en")
    page.evaluate(SETTLED)
    page.locator('.tile-field[data-input="id_i_flip"] .tile-row').click()
    page.locator('#palette .tile-btn[data-tile="9p"]').click()
    page.locator('#palette .tile-btn[data-tile="1m"]').click()
    expect(page.locator("#id_i_flip")).to_have_value("9p")
    expect(page.locator("#id_s0_hand")).to_have_value("1m")
    check_clean(page)


@pytest.mark.parametrize("key", ["riichi", "beijing"])
def test_indicator_box_shows_the_keyboard_with_no_seat_open(page, live_server, key) -> None:
    """(f) The 翻牌 / dora box tapped before any seat was opened showed no keyboard."""
    role = "dora" if key == "riichi" else "flip"
    page.goto(f"{live_server.url}/{key}/?lang=zh-hans")
    page.evaluate(SETTLED)
    for seat in page.locator("details.seat[open] > summary").all():
        seat.click()
    expect(page.locator("details.seat[open]")).to_have_count(0)
    page.locator(f'.tile-field[data-input="id_i_{role}"] .tile-row').click()
    keys = page.locator("#palette .palette-tiles")
    expect(keys).to_be_visible()
    expect(keys).to_be_in_viewport()
    page.locator('#palette .tile-btn[data-tile="9p"]').click()
    expect(page.locator(f"#id_i_{role}")).to_have_value("9p")
    shot(page, f"no-shift-indicator-keyboard-{key}-{page.size_id}")
    check_clean(page)


# ------------------------------------------------------------------ (g) ---


@pytest.mark.parametrize("key", ["riichi", "beijing"])
def test_record_page_opens_with_the_keyboard_ready(phone, live_server, key) -> None:
    """(g) The record page opened with every seat closed and no keyboard."""
    from scoresheet import services

    s = services.create_session(
        services.NewSession(
            ruleset=key,
            preset="seed",
            names=["张三", "李四", "王五", "赵六"],
            option_overrides={},
            progress_overrides={},
            lang="zh-hans",
        )
    )
    page = phone
    slow_cpu(page)
    page.goto(f"{live_server.url}/s/{s.edit_token}/record/")
    page.wait_for_url(re.compile(r"/record/\?"))
    page.evaluate(SETTLED)
    expect(page.locator("details.seat[open]")).to_have_count(1)
    keys = page.locator("#palette .palette-tiles")
    expect(keys).to_be_visible()
    box = screen_box(keys)
    assert box["y"] + box["height"] <= first_screen_bottom(page), box
    assert round(cls(page), 4) == 0, page.evaluate("window.__shifts")
    page.locator('#palette .tile-btn[data-tile="1m"]').click()
    expect(page.locator("#id_s0_hand")).to_have_value("1m")
    shot(page, f"no-shift-record-{key}-zh-hans-390x844")
    check_clean(page)
