"""From the last tap to the result on screen, on a slow phone: the calculator as it is served (`make serve`'s steps,
bench/web.py), in Debian's headless Chromium at CPU x4, at a phone's size (360x780) and a desktop's (1366x900).

The clock starts at the finger's pointerdown on the fourteenth tile of a riichi hand (the page opened with thirteen)
and stops two animation frames after the result panel was swapped in; nothing polls the page while a tap is timed.
Seven taps a round, five rounds; reported: the median of the best round and of all taps (target: under 150 ms).
This was a test with a threshold (tests/browser/test_table.py); a timing belongs here, where a busy machine makes a
figure worse, not a suite red.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from typing import Any

from .web import HOST, _free_port, _start, _stop

CHROMIUM = "/usr/bin/chromium"
SIZES = ((360, 780), (1366, 900))
PAGE = "/riichi/?s0_won=1&s0_hand=234m567p345s6678s"
TILE = "6s"
NET = "3900"  # the dealer's menzen tsumo + pinfu + tanyao: 3 han 20 fu, 1300 from each of three

TIMED_TAP = """() => { window.__t = null; window.__net = null; window.__tap = null;
  document.body.addEventListener('htmx:afterSwap', (e) => { if (e.detail.target.id !== 'result-panel') return;
    requestAnimationFrame(() => requestAnimationFrame(() => { window.__t = performance.now() - window.__tap;
      const n = document.querySelector('#result-panel .net[data-seat="0"]'); window.__net = n && n.dataset.net; })); });
  document.querySelector('#palette').addEventListener('pointerdown', () => { window.__tap = performance.now(); }, {capture: true}); }"""


def _tap(page: Any, cdp: Any, url: str) -> float:
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
    page.goto(url)
    page.wait_for_load_state("networkidle")
    key = page.locator(f'#palette .tile-btn[data-tile="{TILE}"]')
    key.scroll_into_view_if_needed()
    box = key.bounding_box()
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": 4})
    page.evaluate(TIMED_TAP)
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    time.sleep(0.6)  # nothing asks the page anything while the answer comes in
    deadline = time.monotonic() + 15
    while not page.evaluate("window.__t !== null"):
        if time.monotonic() > deadline:
            raise RuntimeError("no result within 15 s of the tap")
        time.sleep(0.25)
    if page.evaluate("window.__net") != NET:
        raise RuntimeError("the tap's result is not the hand's")
    return float(page.evaluate("window.__t"))


def run(quick: bool = False) -> list[tuple[str, float, str]]:
    from playwright.sync_api import sync_playwright

    rounds, taps = (1, 5) if quick else (5, 7)
    out: list[tuple[str, float, str]] = []
    with tempfile.TemporaryDirectory(prefix="bench-tap-") as static_root:
        port = _free_port()
        proc = _start(port, static_root)
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM)
                for width, height in SIZES:
                    ctx = browser.new_context(
                        viewport={"width": width, "height": height},
                        locale="zh-CN",
                        extra_http_headers={"X-Forwarded-Proto": "https"},
                    )
                    page = ctx.new_page()
                    cdp = ctx.new_cdp_session(page)
                    url = f"http://{HOST}:{port}{PAGE}"
                    found = [sorted(_tap(page, cdp, url) for _ in range(taps)) for _ in range(rounds)]
                    ctx.close()
                    best = min(statistics.median(r) for r in found)
                    every = statistics.median([t for r in found for t in r])
                    label = f"tap: last tap to result, CPU x4, {width}x{height}"
                    out.append((f"{label}, median of the best round ({taps} taps)", best, "ms"))
                    out.append((f"{label}, median of all {rounds * taps} taps", every, "ms"))
                browser.close()
        finally:
            _stop(proc)
    return out
