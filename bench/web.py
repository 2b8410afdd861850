"""The HTMX result endpoint under gunicorn (2 workers) on 127.0.0.1 with a bounded local load.

The load is wrk (Debian's package) when it is installed, else a bounded Python loop
(keep-alive connections in threads). Each request is the partial a phone gets on every
tap: Beijing's 实例1 (or the first rule set's calculator page when Beijing is absent).
Reports requests per second and the p50 / p95 latency.
"""

from __future__ import annotations

import http.client
import os
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
CONNECTIONS = 8

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

P95_LUA = """
done = function(summary, latency, requests)
  io.write(string.format("P50_US %d\\nP95_US %d\\n", latency:percentile(50), latency:percentile(95)))
end
"""


def _free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


def _path() -> tuple[str, str]:
    sys.path.insert(0, str(ROOT))
    from rules import registry

    if "beijing" in registry.RULE_SETS:
        return "beijing 实例1", "/beijing/?" + urlencode(BEIJING_SHILI1)
    key = next(iter(registry.RULE_SETS), None)
    if key is None:
        return "home", "/"
    return f"{key} empty form", f"/{key}/?players={max(registry.RULE_SETS[key].players)}"


def _get(conn: http.client.HTTPConnection, path: str) -> bytes:
    conn.request("GET", path, headers={"HX-Request": "true", "Accept-Language": "zh-CN"})
    r = conn.getresponse()
    body = r.read()
    if r.status != 200:
        raise RuntimeError(f"GET {path}: HTTP {r.status}")
    return body


def _start(port: int) -> subprocess.Popen:
    env = {**os.environ, "DJANGO_DEBUG": "0", "DJANGO_ALLOWED_HOSTS": "127.0.0.1,localhost", "PYTHONPATH": str(ROOT)}
    gunicorn = Path(sys.executable).with_name("gunicorn")
    cmd = [
        str(gunicorn) if gunicorn.exists() else "gunicorn",
        "config.wsgi:application",
        "-w",
        "2",
        "-b",
        f"{HOST}:{port}",
        "--log-level",
        "warning",
    ]
    proc = subprocess.Popen(
        cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True
    )
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError("gunicorn did not start: " + (proc.stderr.read().decode() if proc.stderr else ""))
        try:
            with socket.create_connection((HOST, port), timeout=0.2):
                return proc
        except OSError:
            time.sleep(0.1)
    _stop(proc)
    raise RuntimeError("gunicorn did not listen within 30 s")


def _stop(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()


def _wrk(port: int, path: str, seconds: int) -> tuple[float, float, float]:
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as f:
        f.write(P95_LUA)
        script = f.name
    try:
        out = subprocess.run(
            [
                "wrk",
                "-t2",
                f"-c{CONNECTIONS}",
                f"-d{seconds}s",
                "--timeout",
                "5s",
                "-s",
                script,
                "-H",
                "HX-Request: true",
                "-H",
                "Accept-Language: zh-CN",
                f"http://{HOST}:{port}{path}",
            ],
            capture_output=True,
            text=True,
            check=True,
            timeout=seconds + 30,
        ).stdout
    finally:
        os.unlink(script)
    rps = p50 = p95 = 0.0
    for line in out.splitlines():
        parts = line.split()
        if line.startswith("Requests/sec:"):
            rps = float(parts[1])
        elif parts and parts[0] == "P50_US":
            p50 = int(parts[1]) / 1000
        elif parts and parts[0] == "P95_US":
            p95 = int(parts[1]) / 1000
        elif "Non-2xx" in line:
            raise RuntimeError(line.strip())
    return rps, p50, p95


def _python_load(port: int, path: str, total: int) -> tuple[float, float, float]:
    per_thread = total // CONNECTIONS
    latencies: list[float] = []
    lock = threading.Lock()
    errors: list[BaseException] = []

    def worker() -> None:
        conn = http.client.HTTPConnection(HOST, port, timeout=10)
        mine = []
        try:
            for _ in range(per_thread):
                t0 = time.perf_counter()
                _get(conn, path)
                mine.append(time.perf_counter() - t0)
        except BaseException as e:  # reported after the run
            errors.append(e)
        finally:
            conn.close()
        with lock:
            latencies.extend(mine)

    threads = [threading.Thread(target=worker) for _ in range(CONNECTIONS)]
    t0 = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    elapsed = time.perf_counter() - t0
    if errors:
        raise RuntimeError(f"load failed: {errors[0]}")
    q = statistics.quantiles(latencies, n=100)
    return len(latencies) / elapsed, q[49] * 1000, q[94] * 1000


def run(quick: bool = False) -> list[tuple[str, float, str]]:
    what, path = _path()
    port = _free_port()
    proc = _start(port)
    try:
        conn = http.client.HTTPConnection(HOST, port, timeout=10)
        body = b""
        for _ in range(20):  # warm both workers
            body = _get(conn, path)
        conn.close()
        if b'id="result-panel"' not in body:
            raise RuntimeError("the endpoint did not answer with the result panel")
        if shutil.which("wrk"):
            tool = f"wrk {CONNECTIONS} conns {2 if quick else 10}s"
            rps, p50, p95 = _wrk(port, path, 2 if quick else 10)
        else:
            n = 400 if quick else 4000
            tool = f"python loop {CONNECTIONS} conns {n} reqs"
            rps, p50, p95 = _python_load(port, path, n)
    finally:
        _stop(proc)
    label = f"web: HTMX result ({what}), gunicorn 2 workers, {tool}"
    return [
        (f"{label}: requests", rps, "/s"),
        (f"{label}: p50 latency", p50, "ms"),
        (f"{label}: p95 latency", p95, "ms"),
    ]


if __name__ == "__main__":
    for row in run(quick="--quick" in sys.argv):
        print(*row)
