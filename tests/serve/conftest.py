"""The served configuration (`make serve`), for real: the production environment in subprocesses, and one
live gunicorn on loopback (config/gunicorn.conf.py, as `make serve` starts it) shared by this folder's tests."""

from __future__ import annotations

import fcntl
import os
import secrets
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PY = sys.executable
GUNICORN = str(Path(PY).with_name("gunicorn"))
# `make serve`'s command: the configuration file names the app (config.asgi:application)
SERVE = [GUNICORN, "-c", "config/gunicorn.conf.py"]


def production_env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "GUNICORN_"))}
    env |= {"DJANGO_ENV": "production", "DJANGO_SETTINGS_MODULE": "config.settings", "PYTHONUNBUFFERED": "1"}
    env |= extra
    return env


def key() -> str:
    return secrets.token_urlsafe(50)


def run(args: list[str], env: dict[str, str], timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run(args, cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass(frozen=True)
class Served:
    port: int
    headers: dict[str, str]  # what the (pretend) TLS proxy adds to every request
    access_log: Path
    error_log: Path  # gunicorn's log and Django's (standard error)


def _collected_static(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The run's one STATIC_ROOT: shared by the pytest-xdist workers of a run (their base folders are siblings),
    so `collectstatic` (some 1,300 files, each compressed twice) is run once whichever workers use `served`."""
    base = tmp_path_factory.getbasetemp()
    return (base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base) / "served-static"


@contextmanager
def static_collected(static: Path, env: dict[str, str]) -> Iterator[None]:
    """`collectstatic` into `static` unless a worker of this run already did, while the body runs (the migration)."""
    static.parent.mkdir(parents=True, exist_ok=True)
    done = static / ".collected"
    with (static.parent / "served-static.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # a second worker waits here for the first one's files
        proc = None
        if not done.exists():
            proc = subprocess.Popen(
                # (the offline runtime, some 14 MB that WhiteNoise compresses for a minute, the admin's files and
                # django-htmx's extensions, 900 files, are no part of what these tests serve: `make serve` collects
                # them, these tests leave them out)
                [
                    PY,
                    "manage.py",
                    "collectstatic",
                    "--noinput",
                    "-v",
                    "0",
                    "-i",
                    "runtime-*",
                    "-i",
                    "admin",
                    "-i",
                    "ext",
                ],
                cwd=ROOT,
                env=env,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
            )
        try:
            yield
        except BaseException:
            if proc is not None:
                proc.kill()
                proc.wait()
            raise
        if proc is not None:
            _out, err = proc.communicate(timeout=180)
            assert proc.returncode == 0, err
            done.touch()


@pytest.fixture(scope="session")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    """`make serve`'s steps (collectstatic, migrate, then gunicorn with config/gunicorn.conf.py) in the
    production environment behind a (pretend) TLS proxy, on a database and logs of its own in files;
    stopped at the end, and killed if it outlives 5 minutes."""
    tmp = tmp_path_factory.mktemp("served")
    port = free_port()
    access_log, error_log = tmp / "access.log", tmp / "error.log"
    static = _collected_static(tmp_path_factory)
    env = production_env(
        DJANGO_SECRET_KEY=key(),
        DJANGO_STATIC_ROOT=str(static),
        DATABASE_URL=f"sqlite:///{tmp / 'db.sqlite3'}",
        DJANGO_BEHIND_PROXY="1",
        GUNICORN_BIND=f"127.0.0.1:{port}",
        GUNICORN_ACCESS_LOG=str(access_log),
    )
    with static_collected(static, env):
        r = run([PY, "manage.py", "migrate", "--noinput", "-v", "0"], env, timeout=180)
        assert r.returncode == 0, r.stderr
    with error_log.open("wb") as errors:
        proc = subprocess.Popen(
            ["timeout", "300", *SERVE],
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=errors,
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
                    raise AssertionError("gunicorn did not start: " + error_log.read_text()) from None
                time.sleep(0.2)
        yield Served(port, {"X-Forwarded-Proto": "https", "Host": "localhost"}, access_log, error_log)
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
