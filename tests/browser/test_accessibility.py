"""axe-core (from the npm registry, injected from node_modules) on every page: no serious or critical violations."""

from __future__ import annotations

import pytest

from rules import registry

from .conftest import axe_violations, check_clean

pytestmark = pytest.mark.browser


def pages() -> list[str]:
    keys = sorted(registry.RULE_SETS)
    return ["/", *(f"/{k}/" for k in keys), *(f"/{k}/rules/" for k in keys)]


def test_axe_on_every_page(phone, live_server) -> None:
    found = {}
    for path in pages():
        phone.goto(live_server.url + path)
        found[path] = axe_violations(phone)
    assert found == {path: [] for path in pages()}
    check_clean(phone)


def test_axe_on_a_result_and_on_errors(phone, live_server) -> None:
    ok = "/beijing/?players=4&dealer=0&i_flip=9p&s0_won=on&s0_hand=222p333s444s55s&s0_melds=111m@2&s0_by=self_draw"
    bad = "/beijing/?players=4&dealer=0&s0_won=on&s0_hand=12x&s0_by=self_draw&o_base_points=abc"
    found = {}
    for path in (ok, bad):
        phone.goto(live_server.url + path)
        found[path] = axe_violations(phone)
    assert found == {ok: [], bad: []}
    check_clean(phone)


def test_pages_fit_a_360px_phone(browser, live_server) -> None:
    from .conftest import _open, screenshot

    ctx, page = _open(browser, live_server, {"width": 360, "height": 740})
    wide = {}
    for path in pages():
        page.goto(live_server.url + path)
        width = page.evaluate("document.documentElement.scrollWidth")
        if width > 360:
            wide[path] = width
    page.goto(live_server.url + pages()[1])
    screenshot(page, "calculator-360")
    check_clean(page)
    ctx.close()
    assert wide == {}
