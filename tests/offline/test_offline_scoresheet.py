"""The scoresheet at a table without a connection (issue 28), in real Chromium at 390x844.

The scorekeeper chose "use offline" (once for the module: the runtime is loaded once) and opened the session's page
with the connection up; then the server stops (the connection cut for the page and its service worker alike:
`context.set_offline` does not cover a service worker's fetches). The record page and the session page come from the
service worker's copies; a hand recorded there is kept on the phone (IndexedDB: static/scoresheet/queue.js) and
listed as not sent yet; when the server is back (the same port: the service worker and the kept hands belong to the
origin) the hands are sent and the server records each once at the table as it then stands. Where another device
changed the session meanwhile, the review page shows both (the hand recorded meanwhile and this one scored at the
table as it now stands) and the scorekeeper chooses. The database is checked each time.
Screenshots: artifacts/offline-sheet-*-390x844.png."""

from __future__ import annotations

import re
import time
from types import SimpleNamespace
from typing import Any

import pytest
from django.contrib.staticfiles.handlers import StaticFilesHandler
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import expect

from scoresheet import services
from scoresheet.models import Change, Hand, Session
from tests.browser.conftest import ARTIFACTS
from tests.browser.test_flows import pick, set_winner, tap_field
from tests.offline.test_offline_browser import _ClosingServer, _context, _StoppableServer, chromium

__all__ = ["chromium"]  # the fixture, shared with the module it comes from

pytestmark = pytest.mark.browser

NAMES = ["张三", "李四", "王五", "赵六"]
HAND = "234m345p456s55p67s8s"  # pinfu + tanyao, won on 8s: a non-dealer's ron is 2000, the dealer's 2900
# the hands kept on this phone, as the page's script keeps them
KEPT = """() => new Promise((resolve, reject) => {
  const open = indexedDB.open("mahjong-sheet");
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const db = open.result;
    if (!db.objectStoreNames.contains("hands")) { resolve([]); return; }
    const all = db.transaction("hands").objectStore("hands").getAll();
    all.onsuccess = () => resolve(all.result.sort((a, b) => a.at - b.at));
  };
})"""
# whether the service worker keeps a copy of a page by its path (any address of it)
KEEPS = """async (path) => {
  for (const name of await caches.keys()) {
    if ((await (await caches.open(name)).keys(path, { ignoreSearch: true })).length) return true;
  }
  return false;
}"""


class _ReboundServer(_ClosingServer):
    """Bound again to the port it had (the live server's own refuses to reuse an address)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs["allow_reuse_address"] = True
        super().__init__(*args, **kwargs)


class _ServerThread(_StoppableServer):
    server_class = _ReboundServer


class _Server:
    """This module's live server, stopped and started again on the same port."""

    def __init__(self) -> None:
        self.port = 0
        self.thread: _ServerThread | None = None
        self.url = ""

    def start(self) -> None:
        thread = _ServerThread("localhost", StaticFilesHandler, port=self.port)
        thread.daemon = True
        thread.start()
        thread.is_ready.wait()
        if thread.error:
            raise thread.error
        self.thread, self.port = thread, thread.port
        self.url = f"http://localhost:{thread.port}"

    def stop(self) -> None:
        if self.thread is not None and self.thread.is_alive():
            self.thread.terminate()
            self.thread.join(10)


@pytest.fixture(scope="module")
def table(chromium: Any, django_db_setup: Any) -> Any:
    """One phone for the module: offline chosen once (the runtime downloaded and started once)."""
    server = _Server()
    server.start()
    ctx = _context(chromium, server.url)
    ctx.set_default_timeout(60_000)  # (a loaded machine: three test workers on two cores)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(server.url + "/offline/")
        page.click("#offline-use")
        page.wait_for_selector('#offline[data-state="ready"], #offline[data-state="failed"]', timeout=180_000)
        assert page.get_attribute("#offline", "data-state") == "ready", page.get_attribute("#offline", "data-error")
        yield SimpleNamespace(server=server, ctx=ctx, page=page, errors=errors)
    finally:
        ctx.close()
        server.stop()


@pytest.fixture
def phone(table: Any, transactional_db: Any) -> Any:
    """The module's phone, the server up, no page error left over; checked after the test."""
    if table.server.thread is None or not table.server.thread.is_alive():
        table.server.start()
    table.errors.clear()
    yield table
    assert table.errors == []
    assert table.page.evaluate("(window.mahjongQueueTimings || {}).error || ''") == ""
    assert table.ctx.gone == []


def _session() -> Session:
    return services.create_session(
        services.NewSession(
            ruleset="riichi", preset="seed", names=NAMES, option_overrides={}, progress_overrides={}, lang="zh-hans"
        )
    )


def _until(page: Any, predicate: str, arg: Any = None, seconds: float = 30) -> Any:
    """The predicate's value once true, asked again across the page's own reloads (the session page shows the new
    table once the hands kept here are recorded)."""
    end = time.monotonic() + seconds
    while True:
        try:
            value = page.evaluate(predicate, arg)
        except PlaywrightError as e:
            if "context was destroyed" not in str(e):
                raise
            value = None
        if value:
            return value
        assert time.monotonic() < end, predicate
        page.wait_for_timeout(50)


def _open_online(page: Any, url: str, token: str) -> None:
    """The session's page with the connection up: the service worker keeps it and the next hand's record page."""
    page.goto(url)
    _until(page, KEEPS, f"/s/{token}/record/")


def _enter_ron(page: Any, winner: int, discarder: int) -> None:
    set_winner(page, winner)
    tap_field(page, f"id_s{winner}_hand", HAND)
    pick(page, f"s{winner}_by", "discard")
    pick(page, f"s{winner}_from", str(discarder))


def _record_offline(page: Any, sheet: str, winner: int, discarder: int, kept: int, shot: str = "") -> None:
    """The next hand entered on the record page's copy and recorded: kept, and on to the session page's copy."""
    page.click("#next-hand")
    page.wait_for_url(re.compile(r"/record/\?"))
    _enter_ron(page, winner, discarder)
    if shot:  # the top of the page: the hands kept on this phone, above the hand being entered
        page.evaluate("window.scrollTo(0, 0)")
        page.screenshot(path=str(ARTIFACTS / shot))
    page.click("#record-hand")
    page.wait_for_url(sheet)
    expect(page.locator("#sheet-queue-list li")).to_have_count(kept)


def _nets(session: Session) -> list[list[int]]:
    return [h.answer["net"] for h in Hand.objects.filter(session=session).order_by("number")]


def test_two_hands_recorded_offline_are_stored_once_when_the_connection_is_back(phone: Any) -> None:
    page, server = phone.page, phone.server
    s = _session()
    sheet = f"{server.url}/s/{s.edit_token}/"
    _open_online(page, sheet, s.edit_token)

    server.stop()  # the connection is cut
    # 李四 rons 张三 on the record page's copy: the phone scores it (the same rules) while the server is gone
    page.click("#next-hand")
    page.wait_for_url(re.compile(r"/record/\?"))
    _enter_ron(page, 1, 0)
    expect(page.locator('#result-panel .net[data-seat="1"]')).to_have_attribute("data-net", "2000", timeout=60_000)
    assert page.get_attribute("#result-panel", "data-scored") == "phone"
    page.click("#record-hand")
    page.wait_for_url(sheet)
    expect(page.locator("#sheet-queue-list li")).to_have_count(1)
    # 王五 rons 赵六: the next hand, entered on the copy of the same table (the server scores it at the table after
    # the first: the page says so)
    _record_offline(page, sheet, 2, 3, kept=2, shot="offline-sheet-record-kept-390x844.png")
    expect(page.locator("#sheet-queue")).to_be_visible()
    expect(page.locator("#sheet-queue-count")).to_have_text("2")
    page.screenshot(path=str(ARTIFACTS / "offline-sheet-kept-390x844.png"))
    kept = page.evaluate(KEPT)
    assert [k["state"] for k in kept] == ["waiting", "waiting"]  # (tried at each page load: no server)
    assert [k["v"] for k in kept] == [0, 0]  # both entered at the version this phone had seen
    assert kept[1]["prev"] == kept[0]["key"]  # the second goes after the first, at the version its recording makes
    assert [k["summary"]["what"] for k in kept] == ["李四 ← 张三", "王五 ← 赵六"]
    assert Hand.objects.filter(session=s).count() == 0

    server.start()  # the connection is back: the browser says so ("online"), the hands go, the page shows them
    page.evaluate("window.dispatchEvent(new Event('online'))")
    expect(page.locator('#sheet-queue-list li[data-state="recorded"]')).to_have_count(2, timeout=30_000)
    expect(page.locator("table.hands tbody tr")).to_have_count(2)
    page.screenshot(path=str(ARTIFACTS / "offline-sheet-sent-390x844.png"))
    assert _nets(s) == [[-2000, 2000, 0, 0], [0, 0, 2000, -2000]]
    assert Hand.objects.get(session=s, number=2).request["dealer"] == 1  # scored at the table as it then stood
    keys = list(
        Change.objects.filter(session=s, action="record").order_by("version").values_list("client_key", flat=True)
    )
    assert keys == [k["key"] for k in kept]
    _until(page, f"() => ({KEPT})().then((k) => k.length === 0)")  # said once, then forgotten

    # the first hand sent again, as after an answer lost on the way back: recorded once all the same
    again = page.evaluate(
        """async (k) => {
          const body = new URLSearchParams(k.pairs);
          body.set("v", String(k.v)); body.set("client_key", k.key); body.set("from_queue", "1");
          body.set("csrfmiddlewaretoken", document.querySelector('input[name="csrfmiddlewaretoken"]').value);
          return (await fetch(k.url, { method: "POST", body })).json();
        }""",
        kept[0],
    )
    assert again == {"status": "recorded", "again": True, "number": 1, "version": 1}
    assert Hand.objects.filter(session=s).count() == 2


def test_a_hand_recorded_meanwhile_elsewhere_is_shown_beside_mine_and_the_scorekeeper_chooses(phone: Any) -> None:
    page, server = phone.page, phone.server
    s = _session()
    sheet = f"{server.url}/s/{s.edit_token}/"
    _open_online(page, sheet, s.edit_token)
    server.stop()
    _record_offline(page, sheet, 1, 0, kept=1)  # 李四 rons 张三, kept on this phone
    # meanwhile another device records 王五's ron off 赵六: the deal passes to 李四
    services.record_hand(
        Session.objects.get(pk=s.pk),
        version=0,
        token=s.edit_token,
        request={"seats": [{}, {}, {"hand": HAND, "win": {"tile": "8s", "by": "discard", "from": 3}}, {}]},
        lang="zh-hans",
    )

    server.start()
    page.click("#sheet-queue-send")  # "Send now"
    expect(page.locator('#sheet-queue-list li[data-state="conflict"]')).to_have_count(1)
    assert Hand.objects.filter(session=s).count() == 1  # nothing recorded without the scorekeeper
    page.click('#sheet-queue-list li[data-state="conflict"] a.queued-review')
    page.wait_for_url(re.compile(r"/record/\?.*queued="))
    # both: the hand recorded meanwhile, and mine scored at the table as it now stands (李四 deals: 2900)
    expect(page.locator("#queued-meanwhile")).to_contain_text("王五 ← 赵六")
    expect(page.locator("#queued-meanwhile")).to_contain_text("+2000")
    expect(page.locator("#queued-nets")).to_contain_text("+2900")
    expect(page.locator('#result-panel .net[data-seat="1"]')).to_have_attribute("data-net", "2900")
    page.screenshot(path=str(ARTIFACTS / "offline-sheet-conflict-390x844.png"))

    # discard: asked once more, then undone with one tap; nothing leaves the phone meanwhile
    page.click("#queued-discard")
    expect(page.locator("#queued-confirm")).to_be_visible()
    page.click("#queued-discard-yes")
    expect(page.locator("#queued-discarded")).to_be_visible()
    expect(page.locator("#queued-record")).to_be_disabled()
    (undo_kept,) = page.evaluate(KEPT)
    assert undo_kept["state"] == "discarded"
    page.screenshot(path=str(ARTIFACTS / "offline-sheet-discarded-390x844.png"))
    page.click("#queued-undo")
    expect(page.locator("#queued-choice")).to_be_visible()
    assert [k["state"] for k in page.evaluate(KEPT)] == ["conflict"]

    # record mine as the next hand too
    page.click("#queued-record")
    page.wait_for_url(sheet)
    expect(page.locator("table.hands tbody tr")).to_have_count(2)
    expect(page.locator('#sheet-queue-list li[data-state="recorded"]')).to_have_count(1)
    assert _nets(s) == [[0, 0, 2000, -2000], [-2900, 2900, 0, 0]]
    assert Change.objects.filter(session=s).exclude(client_key="").count() == 1
    _until(page, f"() => ({KEPT})().then((k) => k.length === 0)")


def test_a_draw_and_an_undo_from_the_session_page_offline_are_made_once_in_order(phone: Any) -> None:
    """The session page's own forms without a server: a draw (张三 and 王五 ready), then undo, each kept on the phone
    in the same list as the hands, the undo after the draw (it takes back the draw: the version the draw's recording
    made); with the server back both are made once, in order, and hand 1 stays. Then an undo kept while another device
    recorded hand 2: nothing is undone until the scorekeeper, on its review (the session page), sees that the last
    change is now hand 2, discards the undo, takes the discard back, and undoes hand 2 after all."""
    page, server = phone.page, phone.server
    s = _session()
    win = {"hand": HAND, "win": {"tile": "8s", "by": "discard", "from": 0}}
    services.record_hand(s, version=0, token=s.edit_token, request={"seats": [{}, win, {}, {}]}, lang="zh-hans")
    sheet = f"{server.url}/s/{s.edit_token}/"
    _open_online(page, sheet, s.edit_token)

    server.stop()
    page.click("details.draw > summary")
    page.check('input[name="tenpai"][value="0"]')
    page.check('input[name="tenpai"][value="2"]')
    page.click("#record-draw")
    expect(page.locator("#sheet-queue-list li")).to_have_count(1)
    expect(page.locator("details.draw")).not_to_have_attribute("open", "")  # kept: the form cleared and closed
    page.click("#undo")
    expect(page.locator("#sheet-queue-list li")).to_have_count(2)
    page.screenshot(path=str(ARTIFACTS / "offline-sheet-changes-kept-390x844.png"))
    kept = page.evaluate(KEPT)
    assert [(k["kind"], k["state"], k["v"]) for k in kept] == [("draw", "waiting", 1), ("undo", "waiting", 1)]
    assert kept[1]["prev"] == kept[0]["key"]
    assert "张三、王五" in kept[0]["summary"]["what"]
    assert kept[1]["summary"]["tiles"] == kept[0]["summary"]["what"]  # what the undo takes back, said
    assert [v for k, v in kept[0]["pairs"] if k == "tenpai"] == ["0", "2"]
    assert Change.objects.filter(session=s).count() == 2  # (the start and hand 1)

    server.start()
    page.evaluate("window.dispatchEvent(new Event('online'))")
    expect(page.locator('#sheet-queue-list li[data-state="recorded"]')).to_have_count(2)
    expect(page.locator("table.hands tbody tr")).to_have_count(1)
    made = list(Change.objects.filter(session=s).order_by("version").values_list("action", "client_key", "version"))
    assert made == [
        ("create", "", 0),
        ("record", "", 1),
        ("record", kept[0]["key"], 2),
        ("undo", kept[1]["key"], 3),
    ]
    assert _nets(s) == [[-2000, 2000, 0, 0]]
    _until(page, f"() => ({KEPT})().then((k) => k.length === 0)")

    # an undo kept while another device records hand 2: reviewed, never made blindly
    expect(page.locator("#undo")).to_contain_text("1")  # the page knows hand 1 as the last change
    server.stop()
    page.click("#undo")
    expect(page.locator('#sheet-queue-list li[data-state="waiting"]')).to_have_count(1)
    other = {"hand": HAND, "win": {"tile": "8s", "by": "discard", "from": 3}}
    services.record_hand(
        Session.objects.get(pk=s.pk),
        version=3,
        token=s.edit_token,
        request={"seats": [{}, {}, other, {}]},
        lang="zh-hans",
    )
    server.start()
    page.click("#sheet-queue-send")
    expect(page.locator('#sheet-queue-list li[data-state="conflict"]')).to_have_count(1)
    assert Hand.objects.filter(session=s).count() == 2  # nothing undone without the scorekeeper
    page.click('#sheet-queue-list li[data-state="conflict"] a.queued-review')
    page.wait_for_url(re.compile(r"/s/[^/]+/\?.*queued=.*kind=undo"))
    expect(page.locator("#queued-last")).to_contain_text("2")  # the last change now: hand 2, recorded meanwhile
    expect(page.locator("#queued-meanwhile")).to_contain_text("王五 ← 赵六")
    page.screenshot(path=str(ARTIFACTS / "offline-sheet-undo-review-390x844.png"))
    page.click("#queued-discard")
    page.click("#queued-discard-yes")
    expect(page.locator("#queued-discarded")).to_be_visible()
    (undo_kept,) = page.evaluate(KEPT)
    assert undo_kept["state"] == "discarded"
    page.click("#queued-undo")
    expect(page.locator("#queued-record")).to_be_enabled()
    page.click("#queued-record")  # undo hand 2 after all
    page.wait_for_url(sheet)
    expect(page.locator('#sheet-queue-list li[data-state="recorded"]')).to_have_count(1)
    expect(page.locator("table.hands tbody tr")).to_have_count(1)
    undo = Change.objects.get(session=s, client_key=undo_kept["key"])
    assert (undo.action, undo.version, undo.undoes.version) == ("undo", 5, 4)
