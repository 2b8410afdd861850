"""The live server's logs never hold a secret link: the access log masks the token of every editing or
read-only link, invitation, club-session action and password-reset link (in the request line, a query's
`next`, a Referer), and Django's own lines ("Not Found: ...") do too (config/logs.py)."""

from __future__ import annotations

import http.client
import secrets
import time

import pytest

from config.logs import mask_secret_links
from tests.serve.conftest import Served


def _get(served: Served, path: str, headers: dict[str, str]) -> int:
    conn = http.client.HTTPConnection("127.0.0.1", served.port, timeout=10)
    try:
        conn.request("GET", path, headers={**served.headers, **headers})
        r = conn.getresponse()
        r.read()
        return r.status
    finally:
        conn.close()


def test_the_access_log_never_writes_a_token(served: Served) -> None:
    t = [secrets.token_urlsafe(24) for _ in range(7)]
    agent = f"log-test-{secrets.token_hex(8)}"  # finds this test's lines
    requests = [
        (f"/s/{t[0]}/", {}),
        (f"/s/{t[1]}/record/?number=3", {}),
        (f"/c/join/{t[2]}/", {}),
        (f"/c/session/{t[3]}/move/", {}),
        (f"/accounts/login/?next=%2Fs%2F{t[4]}%2Fhistory%2F", {}),
        (f"/accounts/reset/MQ/{t[5]}/", {}),
        ("/riichi/", {"Referer": f"https://localhost/s/{t[6]}/record/"}),
    ]
    for path, headers in requests:
        assert _get(served, path, {"User-Agent": agent, **headers}) < 500, path
    lines: list[str] = []
    for _ in range(50):  # the workers write their lines as they answer: at most 5 s
        lines = [x for x in served.access_log.read_text(encoding="utf-8").splitlines() if agent in x]
        if len(lines) == len(requests):
            break
        time.sleep(0.1)
    assert len(lines) == len(requests), lines
    logged = "\n".join(lines)
    for token in t:
        assert token not in logged
    for masked in (
        '"GET /s/…/ HTTP/1.1"',
        '"GET /s/…/record/?number=3 HTTP/1.1"',
        "/c/join/…/",
        "/c/session/…/move/",
        "next=%2Fs%2F…%2Fhistory%2F",
        "/accounts/reset/MQ/…/",
        '"https://localhost/s/…/record/"',
    ):
        assert masked in logged, logged
    assert '"GET /riichi/ HTTP/1.1" 200' in logged  # the rest as it was
    # nor in Django's own lines: an unknown token's page is a 404 it logs
    errors = served.error_log.read_text(encoding="utf-8")
    assert "Not Found: /s/…/" in errors
    for token in t:
        assert token not in errors


@pytest.mark.parametrize(
    ("text", "masked"),
    [
        pytest.param("GET /s/Ab-_9xYz/record/ HTTP/1.1", "GET /s/…/record/ HTTP/1.1", id="editing-link"),
        pytest.param("/s/newAbc/", "/s/…/", id="token-starting-with-new"),
        pytest.param("/s/new/riichi/", "/s/new/riichi/", id="new-session-page"),
        pytest.param("/s/import/", "/s/import/", id="import-page"),
        pytest.param("/c/12/s/34/", "/c/12/s/34/", id="club-session-by-row-id"),
        pytest.param("/c/join/AbC/", "/c/join/…/", id="invitation"),
        pytest.param("/c/session/AbC/players/", "/c/session/…/players/", id="club-session-action"),
        pytest.param("/accounts/reset/MQ/set-password/", "/accounts/reset/MQ/…/", id="password-reset"),
        pytest.param("?next=%2fc%2fjoin%2fAbC%2f&x=1", "?next=%2fc%2fjoin%2f…%2f&x=1", id="encoded-in-a-query"),
        pytest.param("?next=/s/AbC&lang=ja", "?next=/s/…&lang=ja", id="plain-in-a-query"),
    ],
)
def test_mask_secret_links(text: str, masked: str) -> None:
    assert mask_secret_links(text) == masked
