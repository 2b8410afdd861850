"""The web layer as it is served, and the slowest valid request of each rule set.

1. The HTMX result endpoint under the served configuration (`make serve`: production settings,
   `collectstatic`, gunicorn with config/gunicorn.conf.py: event-loop workers, config.asgi) on 127.0.0.1, behind a
   pretend TLS proxy (X-Forwarded-Proto: https). Load: wrk (Debian's package) when installed, else a
   bounded Python loop of keep-alive connections in threads; at 10 and at 50 connections. Each
   request is the partial a phone gets on every tap: Beijing's 实例1. Reports requests per second and
   p50 / p95 / p99 latency. Target: p95 under 50 ms at 50 connections on 2 cores.
   Two runs of each load: "same hand" requests one address again and again, which the server answers
   from its per-process panel cache (calculator/views.py: a panel is a pure function of its address and
   language) as it does for a hand re-sent or a shared link opened at every seat; "every request new"
   adds a random never-seen `_shown` value to each request (the same hand, the same work, no cache hit:
   every panel built, scored and rendered), as a table entering new hands sees it.
2. The worst valid request of each rule set, timed in-process through the API's own path
   (`calculator.api.score_bytes`: limits, JSON, rules): a search over hands with many readings
   (one-suit runs, nine gates shapes, wildcards in numbers) keeps those the rules accept and reports
   the slowest, by median CPU time (and its wall time). Target: under 10 ms (the known worst: Beijing, flip 4z,
   4556667778s1111z, 7s self-drawn).
"""

from __future__ import annotations

import http.client
import json
import os
import secrets
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from urllib.parse import urlencode

ROOT = Path(__file__).resolve().parent.parent
HOST = "127.0.0.1"
LOADS = (10, 50)
HEADERS = {"HX-Request": "true", "Accept-Language": "zh-CN", "X-Forwarded-Proto": "https", "Host": "localhost"}

BEIJING_SHILI1 = {
    "players": "4",
    "dealer": "0",
    "preset": "seed",
    "o_base_points": "2000",
    "t_shaozhuang_rounds": "1",
    "i_flip": "9p",
    "s0_won": "on",
    "s0_hand": "222p333s444s55s",
    "s0_melds": "111m@2",
    "s0_by": "self_draw",
}

# each request a new address: the same hand with a random `_shown` (the error slots shown: none of them)
FRESH_LUA = """
request = function()
  return wrk.format(nil, wrk.path .. "&_shown=f" .. math.random(1, 2000000000))
end
"""

LATENCY_LUA = """
done = function(summary, latency, requests)
  io.write(string.format("P50_US %d\\nP95_US %d\\nP99_US %d\\n",
    latency:percentile(50), latency:percentile(95), latency:percentile(99)))
  io.write(string.format("ERRORS %d\\n", summary.errors.status + summary.errors.connect + summary.errors.read
    + summary.errors.write + summary.errors.timeout))
end
"""


def _free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


def _path() -> tuple[str, str]:
    return "Beijing 实例1", "/beijing/?" + urlencode(BEIJING_SHILI1)


def _get(conn: http.client.HTTPConnection, path: str) -> bytes:
    conn.request("GET", path, headers=HEADERS)
    r = conn.getresponse()
    body = r.read()
    if r.status != 200:
        raise RuntimeError(f"GET {path} -> {r.status}")
    return body


def _env(static_root: str, port: int) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "GUNICORN_"))}
    return env | {
        "DJANGO_ENV": "production",
        "DJANGO_SECRET_KEY": secrets.token_urlsafe(50),
        "DJANGO_STATIC_ROOT": static_root,
        "DJANGO_BEHIND_PROXY": "1",
        "DJANGO_ALLOWED_HOSTS": "localhost,127.0.0.1",
        "GUNICORN_BIND": f"{HOST}:{port}",
        "GUNICORN_ACCESS_LOG": "/dev/null",
        "GUNICORN_LOG_LEVEL": "warning",
        "PYTHONPATH": str(ROOT),
    }


def _start(port: int, static_root: str) -> subprocess.Popen:
    """`make serve`'s steps: collectstatic, then gunicorn -c config/gunicorn.conf.py."""
    env = _env(static_root, port)
    subprocess.run(
        [sys.executable, "manage.py", "collectstatic", "--noinput", "-v", "0"],
        cwd=ROOT,
        env=env,
        check=True,
        timeout=300,
    )
    gunicorn = Path(sys.executable).with_name("gunicorn")
    cmd = [str(gunicorn) if gunicorn.exists() else "gunicorn", "-c", "config/gunicorn.conf.py"]
    proc = subprocess.Popen(
        cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError("gunicorn did not start: " + (proc.stderr.read().decode() if proc.stderr else ""))
        try:
            with socket.create_connection((HOST, port), timeout=0.2):
                return proc
        except OSError:
            time.sleep(0.1)
    _stop(proc)
    raise RuntimeError("gunicorn did not listen within 60 s")


def _stop(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()


def _wrk(
    port: int, path: str, connections: int, seconds: int, fresh: bool = False
) -> tuple[float, float, float, float]:
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as f:
        f.write((FRESH_LUA if fresh else "") + LATENCY_LUA)
        script = f.name
    args = ["wrk", "-t2", f"-c{connections}", f"-d{seconds}s", "--timeout", "5s", "-s", script]
    for k, v in HEADERS.items():
        args += ["-H", f"{k}: {v}"]
    try:
        out = subprocess.run(
            [*args, f"http://{HOST}:{port}{path}"], capture_output=True, text=True, check=True, timeout=seconds + 30
        ).stdout
    finally:
        os.unlink(script)
    found: dict[str, float] = {}
    for line in out.splitlines():
        parts = line.split()
        if line.startswith("Requests/sec:"):
            found["rps"] = float(parts[1])
        elif parts and parts[0] in ("P50_US", "P95_US", "P99_US"):
            found[parts[0]] = int(parts[1]) / 1000
        elif parts and parts[0] == "ERRORS" and int(parts[1]):
            raise RuntimeError(f"wrk: {parts[1]} errors (non-2xx, timeouts or socket errors)")
    return found["rps"], found["P50_US"], found["P95_US"], found["P99_US"]


def _python_load(
    port: int, path: str, connections: int, total: int, fresh: bool = False
) -> tuple[float, float, float, float]:
    per_thread = max(1, total // connections)
    latencies: list[float] = []
    lock = threading.Lock()
    errors: list[BaseException] = []

    def worker() -> None:
        conn = http.client.HTTPConnection(HOST, port, timeout=10)
        mine = []
        try:
            for _ in range(per_thread):
                t0 = time.perf_counter()
                _get(conn, path + (f"&_shown=f{secrets.randbelow(2_000_000_000)}" if fresh else ""))
                mine.append(time.perf_counter() - t0)
        except BaseException as e:  # reported after the run
            errors.append(e)
        finally:
            conn.close()
        with lock:
            latencies.extend(mine)

    threads = [threading.Thread(target=worker) for _ in range(connections)]
    t0 = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    elapsed = time.perf_counter() - t0
    if errors:
        raise RuntimeError(f"load failed: {errors[0]}")
    q = statistics.quantiles(latencies, n=100)
    return len(latencies) / elapsed, q[49] * 1000, q[94] * 1000, q[98] * 1000


def load(quick: bool = False) -> list[tuple[str, float, str]]:
    what, path = _path()
    port = _free_port()
    rows: list[tuple[str, float, str]] = []
    with tempfile.TemporaryDirectory(prefix="bench-static-") as static_root:
        proc = _start(port, static_root)
        try:
            conn = http.client.HTTPConnection(HOST, port, timeout=10)
            body = b""
            for _ in range(40):  # warm every worker
                body = _get(conn, path)
            conn.close()
            if b'id="result-panel"' not in body or b"data-net" not in body:
                raise RuntimeError("the endpoint did not answer with a scored result panel")
            for fresh in (False, True):
                kind = "every request new" if fresh else "same hand"
                for connections in LOADS:
                    if shutil.which("wrk"):
                        seconds = 3 if quick else 10
                        tool = f"wrk {connections} conns {seconds}s"
                        rps, p50, p95, p99 = _wrk(port, path, connections, seconds, fresh=fresh)
                    else:
                        n = 500 if quick else 5000
                        tool = f"python loop {connections} conns {n} reqs"
                        rps, p50, p95, p99 = _python_load(port, path, connections, n, fresh=fresh)
                    label = f"web: HTMX result ({what}, {kind}), gunicorn asgi, {tool}"
                    rows += [
                        (f"{label}: requests", rps, "/s"),
                        (f"{label}: p50", p50, "ms"),
                        (f"{label}: p95", p95, "ms"),
                        (f"{label}: p99", p99, "ms"),
                    ]
        finally:
            _stop(proc)
    return rows


# ------------------------------------------------------------- worst cases ---

# Hands with many readings. Each is tried as seat 0's self-drawn win on its last tile (and on a few
# others), with every flip indicator listed for rule sets that have one; only accepted ones count.
HANDS = [
    "4556667778s1111z",
    "1112345678999m5m",
    "1112345678999s9s",
    "11122233344455p",
    "22233344455566s",
    "11223344556677m",
    "12345678999m111z",
    "1112223334445s5s",
    "2223334445556m6m",
    "3334445556667p7p",
    "5556667778889s9s",
    "4445556667778m1z",
    "1234567899m1111z",
    "2345678s11112222z",
    "3456667778s111z",
]
FLIPS = ("4z", "3z", "9p", "4m", "5m", "7z")


def _requests() -> list[tuple[str, str, dict]]:
    from rules import registry
    from rules.tiles import parse, to_mpsz

    out = []
    for key, rs in registry.RULE_SETS.items():
        roles = {f.key for f in rs.indicator_roles}
        # 3 * sets + 2 tiles: the 14-tile shapes, and for 17-tile rule sets the same plus a set of 789p
        hands = HANDS if rs.sets == 4 else [h + "789p" for h in HANDS]
        for hand in hands:
            try:
                tiles = parse(hand)
            except Exception:
                continue
            wins = sorted({to_mpsz([t]) for t in tiles})
            for flip in FLIPS if "flip" in roles else (None,):
                for win in wins:
                    req = {
                        "ruleset": key,
                        "seats": [{"hand": hand, "win": {"tile": win, "by": "self_draw"}}, {}, {}, {}],
                    }
                    if flip:
                        req["indicators"] = {"flip": flip}
                    label = f"{hand}, win {win} self-draw" + (f", flip {flip}" if flip else "")
                    out.append((key, label, req))
    return out


def _median_ms(body: bytes, runs: int, clock=time.thread_time) -> float:
    """Median time of one `score_bytes(body)`, by default in CPU time of this thread:
    what the request costs, whatever else the shared machine runs (wall time swings with the load)."""
    from calculator.api import score_bytes

    times = []
    for _ in range(runs):
        t0 = clock()
        score_bytes(body)
        times.append(clock() - t0)
    return statistics.median(times) * 1000


def worst_cases(quick: bool = False) -> list[tuple[str, float, str]]:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    os.environ.setdefault("DJANGO_ENV", "development")
    import django

    django.setup()
    from calculator.api import score_bytes

    worst: dict[str, tuple[float, str, bytes]] = {}
    accepted: dict[str, int] = {}
    for key, label, req in _requests():
        body = json.dumps(req).encode()
        status, _answer = score_bytes(body)
        if status != 200:
            continue
        accepted[key] = accepted.get(key, 0) + 1
        first = _median_ms(body, 3)
        if first > worst.get(key, (0.0, "", b""))[0] * 0.5:  # only the slow ones are timed again, properly
            ms = _median_ms(body, 7 if quick else 25)
            if ms > worst.get(key, (0.0, "", b""))[0]:
                worst[key] = (ms, label, body)
    rows = []
    for key, (ms, label, body) in sorted(worst.items()):
        rows.append((f"worst valid request, {key} ({accepted[key]} accepted candidates): {label}, CPU", ms, "ms"))
        wall = _median_ms(body, 7 if quick else 25, clock=time.perf_counter)
        rows.append((f"worst valid request, {key}: the same, wall time (swings with the machine's load)", wall, "ms"))
    return rows


def run(quick: bool = False) -> list[tuple[str, float, str]]:
    return worst_cases(quick) + load(quick)


if __name__ == "__main__":
    for row in run(quick="--quick" in sys.argv):
        print(*row)
