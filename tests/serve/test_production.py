"""The production setting (the default) and the served configuration (`make serve`), tested for real:
subprocesses with the production environment, and a live gunicorn on loopback started by the test."""

from __future__ import annotations

import http.client
import socket
import threading
import time
from pathlib import Path

import pytest

from tests.serve.conftest import PY, SERVE, Served, key, production_env, run


def test_debug_is_off_unless_development_is_chosen() -> None:
    code = "from django.conf import settings; print(settings.DEBUG, settings.ENVIRONMENT)"
    env = production_env(DJANGO_SECRET_KEY=key())
    del env["DJANGO_ENV"]
    assert run([PY, "-c", "import django; django.setup(); " + code], env).stdout.split() == ["False", "production"]
    env["DJANGO_ENV"] = "development"
    assert run([PY, "-c", "import django; django.setup(); " + code], env).stdout.split() == ["True", "development"]


def test_check_deploy_has_zero_warnings_in_production() -> None:
    r = run([PY, "manage.py", "check", "--deploy", "--fail-level", "WARNING"], production_env(DJANGO_SECRET_KEY=key()))
    assert r.returncode == 0, r.stdout + r.stderr
    # the two silenced: HSTS without includeSubDomains (W005) and without preload (W021), off by choice
    # (config/settings.py); with both asked for, nothing is silenced (test_hsts_subdomains_and_preload_are_off_unless_asked)
    assert "System check identified no issues (2 silenced)." in r.stdout


def test_check_deploy_zero_warnings_behind_a_proxy() -> None:
    env = production_env(DJANGO_SECRET_KEY=key(), DJANGO_BEHIND_PROXY="1", DJANGO_ALLOWED_HOSTS="mahjong.example.org")
    r = run([PY, "manage.py", "check", "--deploy", "--fail-level", "WARNING"], env)
    assert r.returncode == 0, r.stdout + r.stderr


@pytest.mark.parametrize(
    "secret",
    [
        pytest.param(None, id="no-key"),
        pytest.param("dev-only-not-secret-mahjong-scorer", id="the-public-development-key"),
        pytest.param("short", id="too-short"),
    ],
)
def test_production_refuses_to_serve_without_a_real_key(secret: str | None) -> None:
    env = production_env() if secret is None else production_env(DJANGO_SECRET_KEY=secret)
    for app in ("config.wsgi", "config.asgi"):
        r = run([PY, "-c", f"import {app}"], env)
        assert r.returncode != 0
        assert "ImproperlyConfigured" in r.stderr
        assert ("No secret key" if secret is None else "public development key or too weak") in r.stderr
    # gunicorn refuses to start at all
    r = run([*SERVE, "--bind", "127.0.0.1:0"], env, timeout=60)
    assert r.returncode != 0


def test_secret_key_from_a_file(tmp_path: Path) -> None:
    f = tmp_path / "secret_key"
    f.write_text(key() + "\n")
    r = run([PY, "-c", "import config.asgi; print('ok')"], production_env(DJANGO_SECRET_KEY_FILE=str(f)))
    assert r.stdout.strip() == "ok", r.stderr


def _setting(names: str, **env: str) -> list[str]:
    code = f"import django; django.setup(); from django.conf import settings as s; print({names})"
    r = run([PY, "-c", code], production_env(DJANGO_SECRET_KEY=key(), **env))
    assert r.returncode == 0, r.stderr
    return r.stdout.split()


def test_hsts_subdomains_and_preload_are_off_unless_asked() -> None:
    """On a subdomain of someone else's domain, includeSubDomains / preload would bind that domain's other
    hosts: they are the deployer's choice (README), and check --deploy stays silent about them only while off."""
    names = "s.SECURE_HSTS_SECONDS, s.SECURE_HSTS_INCLUDE_SUBDOMAINS, s.SECURE_HSTS_PRELOAD, s.SILENCED_SYSTEM_CHECKS"
    assert _setting(names) == ["31536000", "False", "False", "['security.W005',", "'security.W021']"]
    on = {"DJANGO_HSTS_INCLUDE_SUBDOMAINS": "1", "DJANGO_HSTS_PRELOAD": "1"}
    assert _setting(names, **on) == ["31536000", "True", "True", "[]"]
    r = run(
        [PY, "manage.py", "check", "--deploy", "--fail-level", "WARNING"], production_env(DJANGO_SECRET_KEY=key(), **on)
    )
    assert r.returncode == 0, r.stdout + r.stderr
    assert "System check identified no issues (0 silenced)." in r.stdout


def test_the_smtp_server_has_10_seconds_unless_told() -> None:
    assert _setting("s.EMAIL_TIMEOUT") == ["10.0"]
    assert _setting("s.EMAIL_TIMEOUT", DJANGO_EMAIL_TIMEOUT="3") == ["3.0"]


# ------------------------------------------------------------ live server ---


def get(port: int, path: str, headers: dict[str, str], timeout: float = 10) -> tuple[int, dict[str, str], bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        conn.request("GET", path, headers=headers)
        r = conn.getresponse()
        return r.status, {k.lower(): v for k, v in r.getheaders()}, r.read()
    finally:
        conn.close()


def test_pages_and_static_files_are_served_with_debug_off(served: Served) -> None:
    port, headers = served.port, served.headers
    status, h, body = get(port, "/riichi/", headers)
    assert status == 200
    html = body.decode()
    assert "set-cookie" not in h
    assert "unsafe-inline" not in h["content-security-policy"]
    assert h["strict-transport-security"] == "max-age=31536000"  # no includeSubDomains, no preload: not asked
    assert "Traceback" not in html
    import re

    assets = re.findall(r'(?:src|href)="(/static/[^"]+)"', html)
    assert any("htmx" in a for a in assets)
    assert any(a.endswith(".css") for a in assets)
    for a in assets:
        assert re.search(r"\.[0-9a-f]{12}\.", a), a  # hashed names from the manifest
        status, h, body = get(port, a, {**headers, "Accept-Encoding": "br, gzip"})
        assert status == 200, a
        assert "immutable" in h["cache-control"]
        if a.endswith((".js", ".css")):
            assert h.get("content-encoding") == "br", a


def test_pages_are_compressed(served: Served) -> None:
    port, headers = served.port, served.headers
    status, h, _ = get(port, "/riichi/", {**headers, "Accept-Encoding": "gzip"})
    assert status == 200
    assert h["content-encoding"] == "gzip"
    assert "accept-encoding" in h["vary"].lower()


def test_plain_http_is_redirected_to_https(served: Served) -> None:
    port = served.port
    status, h, _ = get(port, "/riichi/", {"Host": "localhost"})
    assert status == 301
    assert h["location"] == "https://localhost/riichi/"


def test_unknown_page_is_a_plain_404(served: Served) -> None:
    port, headers = served.port, served.headers
    status, _, body = get(port, "/nowhere/rules/", headers)
    assert status == 404
    assert "Traceback" not in body.decode()


def test_two_stalled_clients_do_not_delay_a_third(served: Served) -> None:
    port, headers = served.port, served.headers
    stalled = []
    try:
        for _ in range(2):
            s = socket.create_connection(("127.0.0.1", port), timeout=5)
            # headers promise a body that never comes: the view waits on it
            s.sendall(
                b"POST /api/v1/score HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-Proto: https\r\n"
                b'Content-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"ruleset": '
            )
            stalled.append(s)
        for _ in range(2):  # and two that never finish their headers
            s = socket.create_connection(("127.0.0.1", port), timeout=5)
            s.sendall(b"GET /riichi/ HTTP/1.1\r\nHost: loc")
            stalled.append(s)
        time.sleep(0.5)  # let the server pick them up
        timings = []
        for _ in range(3):
            start = time.monotonic()
            status, _, _ = get(port, "/riichi/?players=4", {**headers, "HX-Request": "true"}, timeout=5)
            timings.append(time.monotonic() - start)
            assert status == 200
        assert max(timings) < 1.0, timings
    finally:
        for s in stalled:
            s.close()


def test_stalled_clients_in_parallel_with_a_burst(served: Served) -> None:
    """Ten requests at once, while two bodies stall: all answered within a few seconds."""
    port, headers = served.port, served.headers
    stalled = [socket.create_connection(("127.0.0.1", port), timeout=5) for _ in range(2)]
    for s in stalled:
        s.sendall(
            b"POST /api/v1/score HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 99\r\n\r\n"
        )
    results: list[int] = []

    def one() -> None:
        results.append(get(port, "/api/v1/rulesets", headers, timeout=10)[0])

    threads = [threading.Thread(target=one) for _ in range(10)]
    start = time.monotonic()
    for t in threads:
        t.start()
    for t in threads:
        t.join(15)
    try:
        assert results == [200] * 10
        assert time.monotonic() - start < 5
    finally:
        for s in stalled:
            s.close()


def test_a_body_over_8_mb_is_refused_before_it_is_read(served: Served) -> None:
    """Django's ASGI handler would read it all (to disk) before the view could refuse it (config/asgi.py)."""
    with socket.create_connection(("127.0.0.1", served.port), timeout=10) as s:
        s.sendall(
            b"POST /api/v1/score HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-Proto: https\r\n"
            b"Content-Type: application/json\r\nContent-Length: 100000000\r\n\r\n{"
        )
        answer = s.recv(4096)
    assert answer.startswith(b"HTTP/1.1 413 "), answer
