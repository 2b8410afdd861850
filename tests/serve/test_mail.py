"""A password reset whose mail cannot be sent: a silent SMTP server (accepts, never answers), a refused
connection, an SMTP error. Each answers within EMAIL_TIMEOUT with the reset form again and a message saying
the mail did not go (503, in the page's language), logs the failure without the address, and tries no
second mail for that request (clubs/mail.py). Before, a silent server held the request forever."""

from __future__ import annotations

import logging
import socket
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
from django.contrib.auth import get_user_model
from django.core import mail
from django.test import Client

User = get_user_model()
TIMEOUT = 1.0  # EMAIL_TIMEOUT here (10 s on a server)
BOUND = 5.0  # seconds: generous; without a timeout a silent server never lets the request end


@pytest.fixture
def smtp(settings: Any) -> Any:
    settings.EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    settings.EMAIL_HOST = "127.0.0.1"
    settings.EMAIL_TIMEOUT = TIMEOUT
    settings.EMAIL_USE_TLS = False
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    return settings


@pytest.fixture
def olga(db: None) -> Any:
    return User.objects.create_user("olga", "olga@example.org", "a long Passw0rd!")


@pytest.fixture
def silent_port() -> Iterator[int]:
    """A port on 127.0.0.1 that accepts connections (the kernel does) and never says a word."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen(8)
        yield s.getsockname()[1]


@pytest.fixture
def refusing_port() -> Iterator[int]:
    """A port on 127.0.0.1 held by nobody who listens: a connection is refused."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        yield s.getsockname()[1]


@pytest.fixture
def rejecting_server() -> Iterator[tuple[int, list[int]]]:
    """An SMTP server that greets every connection with 554 (no service) and hangs up; counts the connections.
    Its thread ends by itself: each accept waits at most 10 s, and it stops when the test ends."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(8)
    server.settimeout(0.2)
    connections: list[int] = []
    done = threading.Event()

    def serve() -> None:
        deadline = time.monotonic() + 10
        while not done.is_set() and time.monotonic() < deadline:
            try:
                conn, _ = server.accept()
            except TimeoutError:
                continue
            with conn:
                connections.append(1)
                conn.sendall(b"554 5.3.2 No service today\r\n")

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        yield server.getsockname()[1], connections
    finally:
        done.set()
        thread.join(5)
        server.close()


def _reset(lang: str = "en") -> tuple[Any, float]:
    start = time.monotonic()
    r = Client().post(f"/accounts/password_reset/?lang={lang}", {"email": "olga@example.org"})
    return r, time.monotonic() - start


def _not_sent(r: Any) -> bool:
    return r.status_code == 503 and 'id="mail-not-sent"' in r.content.decode()


def test_password_reset_with_a_silent_smtp_server_answers_with_the_message(
    smtp: Any, olga: Any, silent_port: int, caplog: pytest.LogCaptureFixture
) -> None:
    smtp.EMAIL_PORT = silent_port
    with caplog.at_level(logging.ERROR, logger="clubs.mail"):
        r, seconds = _reset()
    assert seconds < BOUND
    assert _not_sent(r)
    html = r.content.decode()
    assert "The e-mail could not be sent just now" in html
    assert 'value="olga@example.org"' in html  # the form again, the address kept
    [record] = [x for x in caplog.records if x.name == "clubs.mail"]
    assert record.levelno == logging.ERROR
    assert f"user {olga.pk} not sent" in record.getMessage()
    assert "olga@example.org" not in record.getMessage()


def test_password_reset_with_a_refused_connection_answers_with_the_message(
    smtp: Any, olga: Any, refusing_port: int, caplog: pytest.LogCaptureFixture
) -> None:
    smtp.EMAIL_PORT = refusing_port
    with caplog.at_level(logging.ERROR, logger="clubs.mail"):
        r, _ = _reset()
    assert _not_sent(r)
    assert any("ConnectionRefusedError" in x.getMessage() for x in caplog.records if x.name == "clubs.mail")


def test_password_reset_with_an_smtp_error_tries_one_mail_only(
    smtp: Any, olga: Any, rejecting_server: tuple[int, list[int]]
) -> None:
    """Two accounts share the address: after the first mail fails, the second is not tried (it would wait as
    long again on a silent server)."""
    User.objects.create_user("olga2", "olga@example.org", "a long Passw0rd!")
    smtp.EMAIL_PORT, connections = rejecting_server
    r, _ = _reset()
    assert _not_sent(r)
    assert len(connections) == 1


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("zh-hans", "邮件暂时发不出去"),
        ("zh-hant", "郵件暫時寄不出去"),
        ("ja", "今はメールを送れませんでした"),
        ("en", "The e-mail could not be sent just now"),
    ],
)
def test_the_mail_not_sent_message_speaks_the_language(
    smtp: Any, olga: Any, refusing_port: int, lang: str, words: str
) -> None:
    smtp.EMAIL_PORT = refusing_port
    r, _ = _reset(lang)
    assert _not_sent(r)
    assert words in r.content.decode()


def test_password_reset_sends_the_mail_as_before(smtp: Any, olga: Any) -> None:
    smtp.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    r, _ = _reset()
    assert r.status_code == 302
    assert r["Location"] == "/accounts/password_reset/done/"
    assert len(mail.outbox) == 1
