"""The application `make serve` runs: Django's ASGI handler under gunicorn's event-loop workers
(config/gunicorn.conf.py), within two bounds.

The views stay synchronous. The event loop reads each request in full, headers and body, however slowly
it comes, without holding a thread; Django then runs the request in a thread of its own (asgiref's
ThreadSensitiveContext, one per request). Two bounds keep that as tame as the threaded workers were:

- at most `REQUESTS_AT_ONCE` requests run in Django at once per worker (GUNICORN_THREADS, default 8): the
  others wait in the event loop, so threads and database connections stay bounded (PostgreSQL's own
  limit is 100 connections);
- a request body over `MAX_BODY` is refused (413) before Django reads it: Django's ASGI handler reads a
  whole body (to a temporary file past 2.5 MB) before any view runs, where under WSGI a view reads only
  what it needs (the API stops after 64 KB).

config/wsgi.py stays for `manage.py runserver` and any WSGI server.
"""

from __future__ import annotations

import asyncio
import os
import warnings
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from django.core.asgi import get_asgi_application
from django.core.exceptions import ImproperlyConfigured

Message = Mapping[str, Any]
Scope = dict[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

# the largest body read: a session's JSON export imported as a file (at most 5 MB, scoresheet/views/exchange.py, which
# says so itself up to this size) in its form
MAX_BODY = 8 * 1024 * 1024
REQUESTS_AT_ONCE = int(os.environ.get("GUNICORN_THREADS", "8"))


def _content_length(scope: Scope) -> int:
    for name, value in scope.get("headers", ()):
        if name.lower() == b"content-length":
            try:
                return int(value)
            except ValueError:
                return 0
    return 0


async def _refuse_too_large(send: Send) -> None:
    await send(
        {
            "type": "http.response.start",
            "status": 413,
            "headers": [(b"content-type", b"text/plain; charset=utf-8"), (b"connection", b"close")],
        }
    )
    await send({"type": "http.response.body", "body": b"Request body too large.\n"})


class Bounded:
    """An ASGI app around `app`: at most `at_once` requests inside it at once (a request takes its place once
    its body has fully arrived, and leaves it when answered), and no body over `max_body` bytes."""

    def __init__(self, app: ASGIApp, *, at_once: int, max_body: int) -> None:
        self.app = app
        self.max_body = max_body
        self.places = asyncio.Semaphore(at_once)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        if _content_length(scope) > self.max_body:
            await _refuse_too_large(send)
            return
        received = 0
        placed = too_large = answered = False

        async def receive_bounded() -> Message:
            nonlocal received, placed, too_large
            message = await receive()
            if message["type"] == "http.request" and not placed:
                received += len(message.get("body", b""))
                if received > self.max_body:  # a chunked body that outgrew the bound
                    too_large = True
                    return {"type": "http.disconnect"}  # Django stops reading and answers nothing
                if not message.get("more_body", False):
                    await self.places.acquire()
                    placed = True
            return message

        async def send_watched(message: Message) -> None:
            nonlocal answered
            answered = answered or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, receive_bounded, send_watched)
        finally:
            if placed:
                self.places.release()
        if too_large and not answered:
            await _refuse_too_large(send)


os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
# WhiteNoise answers a static file with a FileResponse, whose iterator is synchronous: Django reads the file
# in a thread and sends it, as it should, and warns each worker once that it does (a few KB of CSS or JS)
warnings.filterwarnings("ignore", message="StreamingHttpResponse must consume synchronous iterators")

django_application = get_asgi_application()
application = Bounded(django_application, at_once=REQUESTS_AT_ONCE, max_body=MAX_BODY)

from django.conf import settings  # noqa: E402

# The server refuses to start without a secret key (production is the default: config/settings.py).
if not settings._wrapped.SECRET_KEY:  # type: ignore[misc]
    raise ImproperlyConfigured(settings.NO_SECRET_KEY)
