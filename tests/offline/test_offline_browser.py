"""Offline scoring in real Chromium (Debian's) at 390x844: the player chooses "use offline" on /offline/, then the
server stops (the connection cut for the page and for the service worker alike: `context.set_offline` does not
cover a service worker's fetches), the page is opened again from the service worker's cache, and the Web Worker
scores each rule set's seed task with the same answer JSON as the server's API gave before it stopped.

The server is a Django live-server thread of this module's own, so that it can be stopped. Figures (the download's
compressed bytes, the time from the choice to the worker ready, one offline answer, the calculator's first visit)
go to artifacts/offline-figures.json. The result's rendering in the page comes later (issue 28)."""

from __future__ import annotations

import contextlib
import gzip
import json
import os
import shutil
import socket
import time
import urllib.request
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import pytest
from django.contrib.staticfiles.handlers import StaticFilesHandler
from django.core.servers.basehttp import ThreadedWSGIServer
from django.test.testcases import LiveServerThread

from calculator.scoring import dump, score_bytes
from tests.browser.conftest import ARGS, ARTIFACTS, CHROMIUM, outside

os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

pytestmark = pytest.mark.browser

VIEWPORT = {"width": 390, "height": 844}
ROOT = Path(__file__).resolve().parents[2]
RECORD_CSP = """
window.__csp = [];
document.addEventListener('securitypolicyviolation',
  e => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI));
"""

# each rule set's seed task (tests/browser/test_table.py: the same hands, as contract requests)
SEED_TASKS = {
    "beijing-shili1": (
        {
            "ruleset": "beijing",
            "options": {"base_points": 2000},
            "dealer": 0,
            "indicators": {"flip": "9p"},
            "table": {"shaozhuang_rounds": 1},
            "seats": [
                {
                    "hand": "222p333s444s55s",
                    "melds": [{"kind": "pon", "tiles": "111m", "from": 2}],
                    "win": {"tile": "5s", "by": "self_draw"},
                },
                {},
                {},
                {},
            ],
        },
        [12000, -4000, -4000, -4000],
    ),
    "riichi-tsumo-pinfu-dora-ura": (
        {
            "ruleset": "riichi",
            "lang": "en",
            "dealer": 0,
            "indicators": {"dora": "1m", "ura": "4p"},
            "seats": [
                {"hand": "234m567p34566678s", "riichi": "single", "win": {"tile": "6s", "by": "self_draw"}},
                {},
                {},
                {},
            ],
        },
        [18000, -6000, -6000, -6000],
    ),
    "guizhou-14-payments": (
        {
            "ruleset": "guizhou",
            "lang": "ja",
            "dealer": 0,
            "table": {"chongfeng_seat": 3},
            "seats": [
                {},
                {"hand": "456m789p12233455s", "win": {"tile": "5s", "by": "self_draw"}},
                {"tenpai": True, "chickens": "11s", "melds": [{"kind": "kong", "tiles": "9999m", "kong": "concealed"}]},
                {"tenpai": False},
            ],
        },
        [-7, 6, 10, -9],
    ),
    "wenzhou-2-cai-shen": (
        {
            "ruleset": "wenzhou",
            "lang": "zh-hant",
            "dealer": 0,
            "indicators": {"flip": "5m"},
            "seats": [{}, {"hand": "1355m46789p234789s77z", "win": {"tile": "3m", "by": "self_draw"}}, {}, {}],
        },
        [-10, 30, -10, -10],
    ),
}


def record(key: str, value: Any) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / "offline-figures.json"
    figures = json.loads(path.read_text()) if path.exists() else {}
    figures[key] = value
    path.write_text(json.dumps(figures, indent=2, sort_keys=True))


@pytest.fixture(scope="module")
def chromium(offline_build, playwright_driver):
    if not Path(CHROMIUM).exists() and shutil.which("chromium") is None:
        pytest.fail("Chromium is missing: run `make browser-deps` (apt-get install chromium)")
    if not (ROOT / "static" / "vendor" / "offline" / "offline.json").exists():
        pytest.fail("the offline runtime is missing: run `make offline`")
    b = playwright_driver.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
    yield b
    b.close()


class _ClosingServer(ThreadedWSGIServer):
    """The live server, keeping its open connections: stopped, it closes them too (a browser's kept-alive connection
    would go on being answered by its thread after the server stopped listening)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.open: set[socket.socket] = set()

    def process_request(self, request: Any, client_address: Any) -> None:
        self.open.add(request)
        super().process_request(request, client_address)

    def shutdown_request(self, request: Any) -> None:
        self.open.discard(request)
        super().shutdown_request(request)

    def cut(self) -> None:
        for sock in list(self.open):
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)


class _StoppableServer(LiveServerThread):
    server_class = _ClosingServer

    def terminate(self) -> None:
        httpd = getattr(self, "httpd", None)
        super().terminate()
        if httpd is not None:
            httpd.cut()


@pytest.fixture
def server():
    """A live server this test can stop, connections and all (pytest-django's is shared by the whole session)."""
    thread = _StoppableServer("localhost", StaticFilesHandler)
    thread.daemon = True
    thread.start()
    thread.is_ready.wait()
    if thread.error:
        raise thread.error
    thread.url = f"http://localhost:{thread.port}"
    yield thread
    if thread.is_alive():
        thread.terminate()


def _api(url: str, request: dict[str, Any]) -> tuple[int, Any]:
    req = urllib.request.Request(
        url + "/api/v1/score", data=json.dumps(request).encode(), headers={"Content-Type": "application/json"}
    )
    try:
        with urllib.request.urlopen(req, timeout=30) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read())


def _context(chromium, url: str, *, service_workers: str = "allow"):
    ctx = chromium.new_context(viewport=VIEWPORT, locale="zh-CN", service_workers=service_workers)
    ctx.add_init_script(RECORD_CSP)
    gone: list[str] = []
    ctx.route(outside(urlparse(url).netloc), lambda r: (gone.append(r.request.url), r.abort()))
    ctx.gone = gone
    return ctx


def test_offline_worker_answers_as_the_api_after_the_server_stops(chromium, server) -> None:
    url = server.url
    online = {name: _api(url, req) for name, (req, _nets) in SEED_TASKS.items()}
    for name, (_req, nets) in SEED_TASKS.items():
        if nets is not None:
            assert online[name][0] == 200, online[name]
            assert online[name][1]["net"] == nets, name

    ctx = _context(chromium, url)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    sizes: dict[str, int] = {}

    def seen(resp) -> None:
        if "/vendor/offline/" in resp.url or "/offline/scorer.js" in resp.url:
            with contextlib.suppress(Exception):
                sizes[resp.url] = len(gzip.compress(resp.body(), 6))

    page.on("response", seen)
    try:
        page.goto(url + "/offline/")
        page.wait_for_selector("#offline-use:not([hidden])")
        chosen = time.perf_counter()
        page.click("#offline-use")
        page.wait_for_selector('#offline[data-state="ready"], #offline[data-state="failed"]', timeout=180_000)
        ready_s = time.perf_counter() - chosen
        assert page.get_attribute("#offline", "data-state") == "ready", (
            page.get_attribute("#offline", "data-error"),
            errors,
        )
        timings = page.evaluate("window.mahjongOfflineTimings")
        # the worker kept with its own policy: WebAssembly compiled, nothing inline, nothing evaluated
        policy = page.evaluate(
            "u => caches.match(u).then(r => r.headers.get('Content-Security-Policy'))",
            page.get_attribute("#offline", "data-worker"),
        )
        assert "'wasm-unsafe-eval'" in policy
        assert "unsafe-inline" not in policy
        assert page.evaluate("window.__csp") == []

        # the connection cut: the server stops; the page comes back from the service worker's cache
        server.terminate()
        server.join(10)
        page.reload()
        page.wait_for_selector('#offline[data-state="ready"]', timeout=30_000)
        start = time.perf_counter()
        page.evaluate("window.mahjongOffline.start()")
        worker_from_cache_s = time.perf_counter() - start
        answers = {}
        for name, (req, _nets) in SEED_TASKS.items():
            answers[name] = page.evaluate("r => window.mahjongOffline.score(r)", req)
        one = page.evaluate(
            """async r => { const t = performance.now(); const a = await window.mahjongOffline.score(r);
                            return {page: performance.now() - t, worker: a.ms}; }""",
            SEED_TASKS["beijing-shili1"][0],
        )
        assert page.evaluate("window.__csp") == []
        assert ctx.gone == []
        assert errors == []
    finally:
        ctx.close()

    for name, (req, _nets) in SEED_TASKS.items():
        status, api = online[name]
        got = answers[name]
        assert got["status"] == status, name
        assert json.loads(got["answer"]) == api, name  # the same JSON as the API's
        assert got["answer"] == dump(score_bytes(json.dumps(req))[1]), name  # byte for byte as `score --jsonl`
    record(
        "offline",
        {
            "download_gzip_bytes": sum(sizes.values()),
            "download_files": sizes,
            "choice_to_worker_ready_s": round(ready_s, 2),
            "page_timings_ms": {k: round(v) for k, v in timings.items()},
            "worker_from_cache_s": round(worker_from_cache_s, 2),
            "one_answer_ms": {k: round(v, 2) for k, v in one.items()},
            "statuses": {name: online[name][0] for name in SEED_TASKS},
        },
    )


def test_the_calculator_loads_nothing_offline_unless_chosen(chromium, server) -> None:
    """A first visit of a calculator registers no service worker and fetches none of the offline files."""
    ctx = _context(chromium, server.url)
    page = ctx.new_page()
    files: list[tuple[str, int]] = []

    def seen(resp) -> None:
        with contextlib.suppress(Exception):
            files.append((resp.url, len(gzip.compress(resp.body(), 6))))

    page.on("response", seen)
    try:
        page.goto(server.url + "/riichi/")
        page.wait_for_load_state("networkidle")
        registered = page.evaluate("navigator.serviceWorker.getRegistrations().then(r => r.length)")
    finally:
        ctx.close()
    assert registered == 0
    assert not [u for u, _ in files if "offline" in u or u.endswith("/sw.js") or "manifest" in u]
    packed = sum(n for _, n in files)
    record("calculator_first_visit", {"requests": len(files), "gzip_bytes": packed})
    assert packed < 150_000


def test_a_new_version_waits_whole_until_the_page_takes_it(chromium, server, monkeypatch) -> None:
    """A new version installs beside the one in use, with its own runtime and rules, and takes over only when the
    player says so on the page, which says it is ready."""
    from calculator import offline_views

    ctx = _context(chromium, server.url)
    page = ctx.new_page()
    try:
        page.goto(server.url + "/offline/")
        page.click("#offline-use")
        page.wait_for_selector('#offline[data-state="ready"], #offline[data-state="failed"]', timeout=180_000)
        old = page.get_attribute("#offline", "data-version")
        assert set(page.evaluate("caches.keys()")) == {"mahjong-" + old, "mahjong-choice"}

        versioned = offline_views._versioned()
        monkeypatch.setattr(
            offline_views, "_versioned", lambda: {**versioned, "version": versioned["version"][:12] + "beef"}
        )
        new = versioned["version"][:12] + "beef"
        page.reload()  # the page asks for an update: a new /sw.js
        page.wait_for_selector("#offline-update:not([hidden])", timeout=120_000)
        keys = page.evaluate("caches.keys()")
        assert set(keys) == {"mahjong-" + old, "mahjong-" + new, "mahjong-choice"}
        # the waiting version holds its own runtime and rules before it may take over
        kept = page.evaluate(
            "name => caches.open(name).then(c => c.keys()).then(rs => rs.map(r => new URL(r.url).pathname))",
            "mahjong-" + new,
        )
        assert any(p.endswith("pyodide.asm.wasm") for p in kept)
        assert any("/rules-" in p for p in kept)
        with page.expect_navigation():
            page.click("#offline-update-now")
        page.wait_for_selector('#offline[data-state="ready"]', timeout=30_000)
        assert set(page.evaluate("caches.keys()")) == {"mahjong-" + new, "mahjong-choice"}  # the old one is gone
    finally:
        ctx.close()
