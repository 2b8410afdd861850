"""config/asgi.py's bounds around Django's ASGI app, with a stand-in app: a body over the limit is refused
(413) before the app reads it, declared or chunked; at most `at_once` requests are inside the app at once;
a request whose body is still coming holds no place."""

from __future__ import annotations

import asyncio
from typing import Any

from config.asgi import Bounded

SCOPE: dict[str, Any] = {"type": "http", "method": "POST", "path": "/api/v1/score", "headers": []}


def _run(coro: Any) -> Any:
    """`asyncio.run` on a thread of its own: the browser tests' Playwright driver may keep an event loop running on
    this one for the whole test process."""
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coro).result()


class Recorder:
    """A stand-in ASGI app: reads its body, waits for `gate`, answers 200; counts who is inside at once."""

    def __init__(self) -> None:
        self.inside = self.most_inside = self.calls = 0
        self.gate = asyncio.Event()
        self.gate.set()
        self.bodies: list[bytes] = []

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        self.calls += 1
        body = b""
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            body += message.get("body", b"")
            if not message.get("more_body", False):
                break
        self.inside += 1
        self.most_inside = max(self.most_inside, self.inside)
        try:
            await self.gate.wait()
            self.bodies.append(body)
            await send({"type": "http.response.start", "status": 200, "headers": []})
            await send({"type": "http.response.body", "body": b"ok"})
        finally:
            self.inside -= 1


def _receiver(*chunks: bytes, then_wait: asyncio.Event | None = None) -> Any:
    messages = [{"type": "http.request", "body": c, "more_body": i < len(chunks) - 1} for i, c in enumerate(chunks)]
    if then_wait is not None:
        messages[-1]["more_body"] = True

    async def receive() -> dict[str, Any]:
        if messages:
            return messages.pop(0)
        await (then_wait or asyncio.Event()).wait()
        return {"type": "http.disconnect"}

    return receive


async def _call(app: Bounded, receive: Any, headers: list[tuple[bytes, bytes]] | None = None) -> list[dict[str, Any]]:
    sent: list[dict[str, Any]] = []

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    await app({**SCOPE, "headers": headers or []}, receive, send)
    return sent


def test_bounded_refuses_a_declared_body_over_the_limit_before_the_app() -> None:
    inner = Recorder()
    app = Bounded(inner, at_once=2, max_body=100)
    sent = _run(_call(app, _receiver(b"x" * 101), [(b"content-length", b"101")]))
    assert sent[0]["status"] == 413
    assert inner.calls == 0


def test_bounded_refuses_a_chunked_body_that_outgrows_the_limit() -> None:
    inner = Recorder()
    app = Bounded(inner, at_once=2, max_body=100)
    sent = _run(_call(app, _receiver(b"x" * 60, b"x" * 60)))
    assert [m.get("status") for m in sent if m["type"] == "http.response.start"] == [413]
    assert inner.bodies == []


def test_bounded_passes_a_body_within_the_limit() -> None:
    inner = Recorder()
    app = Bounded(inner, at_once=2, max_body=100)
    sent = _run(_call(app, _receiver(b"x" * 60, b"y" * 40), [(b"content-length", b"100")]))
    assert sent[0]["status"] == 200
    assert inner.bodies == [b"x" * 60 + b"y" * 40]


def test_bounded_lets_at_most_at_once_requests_into_the_app() -> None:
    async def scenario() -> tuple[int, int]:
        inner = Recorder()
        inner.gate.clear()
        app = Bounded(inner, at_once=2, max_body=100)
        tasks = [asyncio.create_task(_call(app, _receiver(b"{}"))) for _ in range(5)]
        for _ in range(20):  # let every request go as far as it may
            await asyncio.sleep(0)
        waiting_at_the_gate = inner.inside
        inner.gate.set()
        await asyncio.wait_for(asyncio.gather(*tasks), 5)
        return waiting_at_the_gate, inner.most_inside

    assert _run(scenario()) == (2, 2)


def test_bounded_a_body_still_coming_holds_no_place() -> None:
    async def scenario() -> int:
        inner = Recorder()
        app = Bounded(inner, at_once=1, max_body=100)
        never = asyncio.Event()
        slow = asyncio.create_task(_call(app, _receiver(b"{", then_wait=never)))  # its body never ends
        await asyncio.sleep(0)
        sent = await asyncio.wait_for(_call(app, _receiver(b"{}")), 5)
        never.set()
        await asyncio.wait_for(slow, 5)
        return sent[0]["status"]

    assert _run(scenario()) == 200
