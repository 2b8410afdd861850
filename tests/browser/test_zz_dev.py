from __future__ import annotations
import pytest
from .conftest import ARTIFACTS

@pytest.mark.browser
def test_dev(phone, desktop, live_server):
    phone.goto(live_server.url + "/beijing/rules/#p-duiduihu")
    phone.screenshot(path=str(ARTIFACTS / "dev-r1.png"))
    phone.goto(live_server.url + "/guizhou/")
    phone.locator('details.seat[data-seat="1"] summary').click()
    phone.locator('details.seat[data-seat="1"]').scroll_into_view_if_needed()
    phone.screenshot(path=str(ARTIFACTS / "dev-r2.png"))
    desktop.goto(live_server.url + "/riichi/rules/?q=yakuman")
    desktop.screenshot(path=str(ARTIFACTS / "dev-r3.png"))
