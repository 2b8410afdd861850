"""Slow clients against the served configuration (`make serve`: production settings, `collectstatic`,
gunicorn with config/gunicorn.conf.py) on 127.0.0.1.

50 sockets each send a request one byte every 2 s (a "slowloris": the request line and then a header that
never ends) for the whole run, about 40 s; meanwhile 10 normal requests (the HTMX result panel a phone
asks for on every tap), one every 3.5 s, are timed from connect to the last byte of the answer. Reports
their median and max; a request not answered within 10 s counts as 10 s. Goal: under 1 s (README
"Putting it on a server"). `SlowClients` is also what tests/serve/test_slow_clients.py holds against the
server.
"""

from __future__ import annotations

import http.client
import socket
import statistics
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

HOST = "127.0.0.1"
SLOW_SOCKETS = 50
DRIP_SECONDS = 2.0
NORMAL_REQUESTS = 10
NORMAL_TIMEOUT = 10.0
NORMAL_PATH = "/riichi/?players=4"
NORMAL_HEADERS = {"HX-Request": "true", "X-Forwarded-Proto": "https", "Host": "localhost"}
# what a slow socket sends, one byte at a time: a request whose last header never ends
DRIP = b"GET /riichi/ HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-Proto: https\r\nX-Slow: " + b"a" * 4000


class SlowClients:
    """`count` sockets to HOST:port, each sending the next byte of DRIP every `interval` seconds, from a
    thread of their own, for at most `seconds` (then they stop by themselves) or until `stop()`. A socket
    the server closes is opened again (the load stays at `count`); `dropped` counts those. Loopback only."""

    def __init__(self, port: int, *, count: int = SLOW_SOCKETS, interval: float = DRIP_SECONDS, seconds: float) -> None:
        self.port = port
        self.count = count
        self.interval = interval
        self.ticks = max(1, int(seconds / interval))
        self.dropped = 0
        self.connected = threading.Event()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="slow-clients", daemon=True)
        self._sockets: list[socket.socket | None] = []
        self._sent: list[int] = []

    def _open(self) -> socket.socket | None:
        try:
            s = socket.create_connection((HOST, self.port), timeout=2)
            s.sendall(DRIP[:1])
            return s
        except OSError:
            return None

    def _drip(self, i: int) -> None:
        s = self._sockets[i]
        if s is not None:
            try:
                s.sendall(DRIP[self._sent[i] % len(DRIP) :][:1])
                self._sent[i] += 1
                return
            except OSError:
                s.close()
        self.dropped += s is not None
        self._sockets[i] = self._open()
        self._sent[i] = 1

    def _run(self) -> None:
        try:
            for _ in range(self.count):
                self._sockets.append(self._open())
                self._sent.append(1)
            self.connected.set()
            for _ in range(self.ticks):  # bounded: `seconds` at most
                if self._stop.wait(self.interval):
                    break
                for i in range(self.count):
                    self._drip(i)
        finally:
            self.connected.set()
            for s in self._sockets:
                if s is not None:
                    s.close()

    def start(self) -> SlowClients:
        self._thread.start()
        self.connected.wait(30)
        return self

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(30)

    def __enter__(self) -> SlowClients:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    @property
    def open_sockets(self) -> int:
        return sum(s is not None for s in self._sockets)


def timed_get(port: int, timeout: float = NORMAL_TIMEOUT) -> tuple[float, int | None]:
    """One normal request on a new connection: (seconds to the end of its answer, status); status None
    when it was not answered within `timeout` (the seconds are then `timeout`)."""
    start = time.monotonic()
    conn = http.client.HTTPConnection(HOST, port, timeout=timeout)
    try:
        conn.request("GET", NORMAL_PATH, headers=NORMAL_HEADERS)
        r = conn.getresponse()
        r.read()
        return time.monotonic() - start, r.status
    except OSError:  # socket.timeout is an OSError
        return timeout, None
    finally:
        conn.close()


def _latencies(port: int, n: int, gap: float) -> list[tuple[float, int | None]]:
    out = []
    for _ in range(n):
        out.append(timed_get(port))
        time.sleep(gap)
    return out


@contextmanager
def _served() -> Iterator[int]:
    from bench.web import _free_port, _start, _stop

    port = _free_port()
    with tempfile.TemporaryDirectory(prefix="bench-static-") as static_root:
        proc = _start(port, static_root)
        try:
            yield port
        finally:
            _stop(proc)


def run(quick: bool = False) -> list[tuple[str, float, str]]:
    """The issue's case: 50 slow sockets for 40 s (quick: 8 s), the normal requests spread over that time."""
    n, gap = (4, 1.0) if quick else (NORMAL_REQUESTS, 3.5)
    with _served() as port:
        before = [t for t, _ in _latencies(port, 5, 0.0)]
        # the slow sockets hold for the whole run: the requests (at most NORMAL_TIMEOUT each) and a margin
        with SlowClients(port, seconds=2 * DRIP_SECONDS + n * (NORMAL_TIMEOUT + gap)) as slow:
            time.sleep(2 * DRIP_SECONDS)  # every socket has sent a few bytes: the server holds them all
            timed = _latencies(port, n, gap)
            held = slow.open_sockets
    during = [t for t, _ in timed]
    unanswered = sum(status is None for _, status in timed)
    label = f"slow clients: normal request latency with {SLOW_SOCKETS} slow sockets"
    return [
        ("slow clients: normal request latency, no slow socket: median", statistics.median(before) * 1000, "ms"),
        (f"{label}: median", statistics.median(during) * 1000, "ms"),
        (f"{label}: max", max(during) * 1000, "ms"),
        (f"slow clients: of {n} normal requests, unanswered within {NORMAL_TIMEOUT:.0f} s", float(unanswered), ""),
        (f"slow clients: slow sockets still held at the end (of {SLOW_SOCKETS})", float(held), ""),
    ]


if __name__ == "__main__":
    for row in run():
        print(*row)
