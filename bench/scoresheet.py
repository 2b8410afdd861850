"""The scoresheet on a session of 200 hands (riichi, SQLite file in a temp dir, Django test client, one process):

- recording a hand: POST of a one-tap draw -> stored, the whole session replayed, standings cached, redirect;
  each timed record is undone afterwards (not timed) so every one lands on a 200-hand session;
- opening the session page (standings, chart, hand list) of that session.

Runs in a child process so its database settings never mix with another bench module's.
Reports the median and p95 in milliseconds.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HANDS = 200
HAND = "234m345p456s678s55p"


def _p95(xs: list[float]) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, round(0.95 * (len(xs) - 1)))]


def _child(n: int) -> dict[str, float]:
    import django

    django.setup()
    from django.core.management import call_command
    from django.test import Client

    call_command("migrate", verbosity=0)
    from scoresheet import services
    from scoresheet.models import Session

    s = services.create_session(
        services.NewSession(
            ruleset="riichi",
            preset="seed",
            names=["张三", "李四", "王五", "赵六"],
            option_overrides={},
            progress_overrides={},
            lang="en",
        )
    )
    for i in range(HANDS):  # the dealer wins (keeps the deal) or is tenpai at a draw: the game never ends
        s = Session.objects.get(pk=s.pk)
        if i % 3 == 2:
            req = {"seats": [{"tenpai": True}, {"tenpai": i % 2 == 0}, {"tenpai": False}, {"tenpai": False}]}
        else:
            frm = 1 + i % 3
            req = {"seats": [{"hand": HAND, "win": {"tile": "8s", "by": "discard", "from": frm}}, {}, {}, {}]}
        services.record_hand(s, version=s.version, token=s.edit_token, request=req, lang="en")
    s = Session.objects.get(pk=s.pk)
    assert s.cache["final"]["hands"] == HANDS
    c = Client()
    record_ms, page_ms = [], []
    for _ in range(n):
        version = Session.objects.get(pk=s.pk).version
        t0 = time.perf_counter()
        r = c.post(f"/s/{s.edit_token}/draw/", {"version": str(version), "tenpai": ["0", "2"]})
        record_ms.append((time.perf_counter() - t0) * 1000)
        assert r.status_code == 302, r.status_code
        version = Session.objects.get(pk=s.pk).version
        assert c.post(f"/s/{s.edit_token}/undo/", {"version": str(version)}).status_code == 302
    for _ in range(n):
        t0 = time.perf_counter()
        r = c.get(f"/s/{s.view_token}/")
        page_ms.append((time.perf_counter() - t0) * 1000)
        assert r.status_code == 200
        assert r.content.count(b'<tr id="hand-') == HANDS
    return {
        "record_p50": statistics.median(record_ms),
        "record_p95": _p95(record_ms),
        "page_p50": statistics.median(page_ms),
        "page_p95": _p95(page_ms),
    }


def run(quick: bool = False) -> list[tuple[str, float, str]]:
    n = 10 if quick else 60
    with tempfile.TemporaryDirectory() as tmp:
        env = {
            **os.environ,
            "DATABASE_URL": f"sqlite:///{tmp}/bench.sqlite3",
            "DJANGO_SETTINGS_MODULE": "config.settings",
            # the development settings (no secret key or collected static files needed) with DEBUG off,
            # as bench/clubs.py runs them
            "DJANGO_ENV": "development",
            "DJANGO_DEBUG": "0",
        }
        out = subprocess.run(
            [sys.executable, "-m", "bench.scoresheet", "--child", str(n)],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            check=True,
            timeout=900,
        )
    r = json.loads(out.stdout.strip().splitlines()[-1])
    label = f"scoresheet: {HANDS}-hand riichi session, SQLite, {n} runs"
    return [
        (f"{label}: record a hand (POST -> stored + replayed): median", r["record_p50"], "ms"),
        (f"{label}: record a hand: p95", r["record_p95"], "ms"),
        (f"{label}: open the standings page: median", r["page_p50"], "ms"),
        (f"{label}: open the standings page: p95", r["page_p95"], "ms"),
    ]


if __name__ == "__main__":
    if "--child" in sys.argv:
        print(json.dumps(_child(int(sys.argv[-1]))))
    else:
        for row in run(quick="--quick" in sys.argv):
            print(row)
