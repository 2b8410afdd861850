"""Headless Chromium (Debian's package) driven by Playwright, against pytest-django's live_server.

Every page gets: requests to anything but the live server aborted and recorded,
console errors and page errors recorded; `check_clean(page)` asserts none happened.
"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path
from urllib.parse import urlparse

import pytest

os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "artifacts"
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
PHONE = {"width": 360, "height": 780}
DESKTOP = {"width": 1366, "height": 900}


# Chromium's own window around each page builds its address bar's pop-ups as WebUI pages
# (chrome://omnibox-popup.top-chrome/), each in a renderer process of its own that nothing here ever shows: about
# half the CPU a new page costs. Turned off, Playwright's own --disable-features kept: Chromium reads only the last
# such switch, so the list it was launched with is read from its command line and given again with these added.
BROWSER_UI_OFF = ("WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup")


def _disabled_features(browser) -> list[str]:
    """The features a running Chromium was told to disable (its last --disable-features), from /proc."""
    cdp = browser.new_browser_cdp_session()
    try:
        processes = cdp.send("SystemInfo.getProcessInfo")["processInfo"]
    finally:
        cdp.detach()
    pid = next(p["id"] for p in processes if p["type"] == "browser")
    argv = Path(f"/proc/{pid}/cmdline").read_bytes().decode().split("\0")
    given = [a.split("=", 1)[1] for a in argv if a.startswith("--disable-features=")]
    return [f for f in given[-1].split(",") if f] if given else []


@pytest.fixture(scope="session")
def browser(playwright_driver):
    if not Path(CHROMIUM).exists() and shutil.which("chromium") is None:
        pytest.fail("Chromium is missing: run `make browser-deps` (apt-get install chromium)")
    if not (ROOT / "static" / "vendor" / "tiles" / "tiles.webp").exists() or not AXE.exists():
        pytest.fail("the tile pictures or axe-core are missing: run `make assets` (npm ci + render the tiles)")
    p = playwright_driver
    first = p.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
    off = _disabled_features(first)
    first.close()
    off_now = ",".join(dict.fromkeys([*off, *BROWSER_UI_OFF]))
    b = p.chromium.launch(executable_path=CHROMIUM, args=[*ARGS, f"--disable-features={off_now}"], headless=True)
    assert _disabled_features(b) == off_now.split(",")
    yield b
    b.close()


def outside(host: str) -> re.Pattern[str]:
    """Every address but the live server's (`host`: its host:port) and data: or blob: ones."""
    return re.compile(rf"^(?![a-zA-Z][a-zA-Z0-9+.-]*://{re.escape(host)}(?:[/?#]|$))(?!data:|blob:)")


class PageProbe:
    def __init__(self) -> None:
        self.console_errors: list[str] = []
        self.outside: list[str] = []


def _open(browser, live_server, viewport, *, javascript: bool = True):
    ctx = browser.new_context(
        viewport=viewport, java_script_enabled=javascript, locale="zh-CN", service_workers="block"
    )
    probe = PageProbe()
    host = urlparse(live_server.url).netloc

    def route(r):
        url = urlparse(r.request.url)
        if url.scheme in ("data", "blob") or url.netloc == host:
            r.continue_()
        else:
            probe.outside.append(r.request.url)
            r.abort()

    # Only the requests that leave the live server come to Python (Playwright's driver matches the pattern):
    # a handler for every request made each page load wait on this process for each of its files.
    ctx.route(outside(host), route)
    page = ctx.new_page()
    page.on("console", lambda m: probe.console_errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: probe.console_errors.append(str(e)))
    page.probe = probe
    return ctx, page


@pytest.fixture
def phone(browser, live_server):
    ctx, page = _open(browser, live_server, PHONE)
    yield page
    ctx.close()


@pytest.fixture
def desktop(browser, live_server):
    ctx, page = _open(browser, live_server, DESKTOP)
    yield page
    ctx.close()


@pytest.fixture
def nojs(browser, live_server):
    ctx, page = _open(browser, live_server, PHONE, javascript=False)
    yield page
    ctx.close()


def check_clean(page) -> None:
    assert page.probe.console_errors == []
    assert page.probe.outside == []


def screenshot(page, name: str) -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


def axe_violations(page) -> list[dict]:
    """Serious and critical axe-core violations on the current page."""
    page.evaluate(AXE.read_text(encoding="utf-8"))  # not a <script> tag: the CSP forbids inline scripts
    result = page.evaluate("async () => await axe.run(document, {resultTypes: ['violations']})")
    return [
        {"id": v["id"], "impact": v["impact"], "nodes": [n["target"] for n in v["nodes"]][:5]}
        for v in result["violations"]
        if v["impact"] in ("serious", "critical")
    ]
