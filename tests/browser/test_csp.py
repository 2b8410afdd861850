"""The pages satisfy the Content-Security-Policy (no 'unsafe-inline') in a real Chromium: every page, an
HTMX swap and the tile palette, with no violation reported and no console error."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.browser.test_flows import type_into

os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

pytestmark = pytest.mark.browser

ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts"
RECORD = """
window.__csp = [];
document.addEventListener('securitypolicyviolation',
  e => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI + ' ' + (e.sample || '')));
"""


def test_pages_and_htmx_swaps_raise_no_csp_violation(browser, live_server) -> None:
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, locale="zh-CN", service_workers="block")
    ctx.add_init_script(RECORD)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    headers = []
    page.on(
        "response",
        lambda r: (
            headers.append(r.headers.get("content-security-policy")) if r.request.resource_type == "document" else None
        ),
    )
    try:
        for path in ("/", "/riichi/rules/", "/beijing/", "/nowhere/rules/"):
            page.goto(live_server.url + path)
            page.wait_for_load_state("networkidle")
            assert page.evaluate("window.__csp") == [], path
        assert all(h and "unsafe-inline" not in h and "script-src 'self'" in h for h in headers), headers
        # an HTMX swap: type a winning hand; the result panel comes back through htmx
        page.goto(live_server.url + "/riichi/")
        type_into(page, "id_s0_hand", "123m456p789s123s11z")
        page.wait_for_selector("[data-net]", timeout=10_000)
        page.wait_for_load_state("networkidle")
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "csp-riichi-result-phone.png"), full_page=False)
        assert page.evaluate("window.__csp") == []
        assert page.evaluate("document.querySelectorAll('style').length") == 0  # htmx's indicator style is off
        assert [e for e in errors if "404" not in e] == []
        assert not ctx.cookies()
    finally:
        ctx.close()
