"""The production setting (the default) and the served configuration (`make serve`), tested for real:
subprocesses with the production environment, and a live gunicorn on loopback started by the test."""

from __future__ import annotations

import http.client
import os
import secrets
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PY = sys.executable
GUNICORN = str(Path(PY).with_name("gunicorn"))


def production_env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "GUNICORN_"))}
    env |= {"DJANGO_ENV": "production", "DJANGO_SETTINGS_MODULE": "config.settings", "PYTHONUNBUFFERED": "1"}
    env |= extra
    return env


def key() -> str:
    return secrets.token_urlsafe(50)


def run(args: list[str], env: dict[str, str], timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run(args, cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout)


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
    assert "System check identified no issues (0 silenced)." in r.stdout


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
    r = run([PY, "-c", "import config.wsgi"], env)
    assert r.returncode != 0
    assert "ImproperlyConfigured" in r.stderr
    assert ("No secret key" if secret is None else "public development key or too weak") in r.stderr
    # gunicorn refuses to start at all
    r = run([GUNICORN, "-c", "config/gunicorn.conf.py", "--bind", "127.0.0.1:0", "config.wsgi"], env, timeout=60)
    assert r.returncode != 0


def test_secret_key_from_a_file(tmp_path: Path) -> None:
    f = tmp_path / "secret_key"
    f.write_text(key() + "\n")
    r = run([PY, "-c", "import config.wsgi; print('ok')"], production_env(DJANGO_SECRET_KEY_FILE=str(f)))
    assert r.stdout.strip() == "ok", r.stderr


# ------------------------------------------------------------ live server ---


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[int, dict[str, str]]]:
    """`make serve`'s steps (collectstatic, then gunicorn with config/gunicorn.conf.py) in the production
    environment behind a (pretend) TLS proxy; stopped at the end, and killed if it outlives 5 minutes."""
    static_root = tmp_path_factory.mktemp("static")
    port = _free_port()
    env = production_env(
        DJANGO_SECRET_KEY=key(),
        DJANGO_STATIC_ROOT=str(static_root),
        DJANGO_BEHIND_PROXY="1",
        GUNICORN_BIND=f"127.0.0.1:{port}",
        GUNICORN_ACCESS_LOG="/dev/null",
    )
    r = run([PY, "manage.py", "collectstatic", "--noinput", "-v", "0"], env, timeout=180)
    assert r.returncode == 0, r.stderr
    proc = subprocess.Popen(
        ["timeout", "300", GUNICORN, "-c", "config/gunicorn.conf.py", "config.wsgi"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=1):
                    break
            except OSError:
                if proc.poll() is not None or time.monotonic() > deadline:
                    raise AssertionError("gunicorn did not start: " + proc.stderr.read().decode()) from None
                time.sleep(0.2)
        yield port, {"X-Forwarded-Proto": "https", "Host": "localhost"}
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def get(port: int, path: str, headers: dict[str, str], timeout: float = 10) -> tuple[int, dict[str, str], bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        conn.request("GET", path, headers=headers)
        r = conn.getresponse()
        return r.status, {k.lower(): v for k, v in r.getheaders()}, r.read()
    finally:
        conn.close()


def test_pages_and_static_files_are_served_with_debug_off(served: tuple[int, dict[str, str]]) -> None:
    port, headers = served
    status, h, body = get(port, "/riichi/", headers)
    assert status == 200
    html = body.decode()
    assert "set-cookie" not in h
    assert "unsafe-inline" not in h["content-security-policy"]
    assert h["strict-transport-security"].startswith("max-age=31536000")
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


def test_pages_are_compressed(served: tuple[int, dict[str, str]]) -> None:
    port, headers = served
    status, h, _ = get(port, "/riichi/", {**headers, "Accept-Encoding": "gzip"})
    assert status == 200
    assert h["content-encoding"] == "gzip"
    assert "accept-encoding" in h["vary"].lower()


def test_plain_http_is_redirected_to_https(served: tuple[int, dict[str, str]]) -> None:
    port, _ = served
    status, h, _ = get(port, "/riichi/", {"Host": "localhost"})
    assert status == 301
    assert h["location"] == "https://localhost/riichi/"


def test_unknown_page_is_a_plain_404(served: tuple[int, dict[str, str]]) -> None:
    port, headers = served
    status, _, body = get(port, "/nowhere/rules/", headers)
    assert status == 404
    assert "Traceback" not in body.decode()


def test_two_stalled_clients_do_not_delay_a_third(served: tuple[int, dict[str, str]]) -> None:
    port, headers = served
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


def test_stalled_clients_in_parallel_with_a_burst(served: tuple[int, dict[str, str]]) -> None:
    """Ten requests at once, while two bodies stall: all answered within a few seconds."""
    port, headers = served
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
