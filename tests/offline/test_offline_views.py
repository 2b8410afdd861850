"""The routes of the installable app (calculator/offline_views.py): the service worker at the site's root, the
worker with its own policy, the manifest and its icons, the "use offline" page; the pages' policy unchanged."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from django.conf import settings
from django.contrib.staticfiles import finders
from django.test import Client

from calculator import offline_views
from rules import registry

pytestmark = pytest.mark.skipif(offline_views._info() is None, reason="run `make offline` first")


def _exists(client: Client, url: str) -> bool:
    """A static file by its address (the test client serves none: looked up where collectstatic would), or a route."""
    if url.startswith(settings.STATIC_URL):
        return finders.find(url.removeprefix(settings.STATIC_URL)) is not None
    return client.get(url).status_code == 200


def _config(body: bytes) -> dict[str, Any]:
    found = re.search(rb"^const CONFIG = (\{.*\});$", body, re.M)
    assert found, body[:300]
    config: dict[str, Any] = json.loads(found.group(1))
    return config


def test_service_worker_is_served_from_the_root_with_this_versions_files(client: Client) -> None:
    r = client.get("/sw.js")
    assert r.status_code == 200
    assert r["Content-Type"].startswith("text/javascript")
    assert r["Cache-Control"] == "no-cache"
    config = _config(r.content)
    assert re.fullmatch(r"[0-9a-f]{16}", config["version"])
    assert any(u.endswith("pyodide.asm.wasm") for u in config["offline"])
    assert any(re.search(r"/rules-[0-9a-f]{16}\.zip$", u) for u in config["offline"])
    assert f"/offline/scorer.js?v={config['version']}" in config["offline"]
    for key in registry.RULE_SETS:  # every rule set's calculator and rule page kept
        assert f"/{key}/" in config["pages"]
        assert f"/{key}/rules/" in config["pages"]
    for url in config["shell"] + config["offline"][:-1]:
        assert _exists(client, url), url


def test_worker_alone_may_compile_webassembly(client: Client) -> None:
    worker = client.get("/offline/scorer.js?v=x")
    assert worker.status_code == 200
    policy = worker["Content-Security-Policy"]
    assert "'wasm-unsafe-eval'" in policy
    assert "unsafe-inline" not in policy
    assert "'unsafe-eval'" not in policy
    assert _config(worker.content)["runtime"].endswith("/runtime-" + offline_views._info()["pyodide"] + "/")
    for path in ("/", "/offline/", "/sw.js"):
        page_policy = client.get(path)["Content-Security-Policy"]
        assert "wasm" not in page_policy, path
        assert "unsafe-inline" not in page_policy, path


def test_manifest_names_the_app_and_its_icons(client: Client) -> None:
    r = client.get("/manifest.webmanifest")
    assert r["Content-Type"] == "application/manifest+json"
    data = json.loads(r.content)
    assert (data["start_url"], data["scope"], data["display"]) == ("/", "/", "standalone")
    sizes = {icon["sizes"] for icon in data["icons"]}
    assert {"192x192", "512x512"} <= sizes
    assert any(icon.get("purpose") == "maskable" for icon in data["icons"])
    for icon in data["icons"]:
        assert _exists(client, icon["src"]), icon


def test_offline_page_says_how_much_it_downloads(client: Client) -> None:
    r = client.get("/offline/")
    text = r.content.decode()
    mb = f"{offline_views._info()['gzip'] / 1e6:.1f}"
    assert mb in text
    assert 'rel="manifest"' in text
    assert "offline/offline.js" in text


def test_other_pages_do_not_load_the_offline_files(client: Client) -> None:
    """Every page names the manifest and links the "use offline" page (the calculator's script loads offline.js
    only where a service worker controls the page, data-script); nothing offline is loaded by the page itself."""
    for path in ["/", *(f"/{key}/" for key in registry.RULE_SETS)]:
        text = client.get(path).content.decode()
        assert re.findall(r'src="[^"]*(?:offline|manifest|sw\.js)[^"]*"', text) == [], path
        assert re.findall(r'href="[^"]*(?:offline|manifest|sw\.js)[^"]*"', text) == [
            'href="/manifest.webmanifest"',
            'href="/offline/"',
        ], path
        assert "<script" not in text.split('class="offline-link"', 1)[1].split("</footer>", 1)[0]
