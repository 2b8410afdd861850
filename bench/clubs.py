"""A club's leaderboard and member pages on a club of 50 members and 2,000 recorded hands, on SQLite and on
PostgreSQL (a throw-away cluster started on 127.0.0.1 in a temp dir, as scoresheet/pg_test.sh does).

The club is seeded through the real path (`scoresheet.services.record_hand`, which writes the statistics
rows in each change's transaction): 250 riichi hanchan of 8 hands each (every hand a non-dealer's win, so
the deal passes and the game ends after South 4), four of the 50 members at each table, the wins varied
(ron, self-draw, riichi). Then, with the Django test client logged in as a member, the leaderboard page
(the whole season, sorted by total points, and a three-month period sorted by average place) and the member
pages (cycling through the members) are opened `n` times each; p50 and p95 in milliseconds, of the wall
clock and of this process's CPU time (on a machine shared with other work the wall clock includes the
time spent waiting for a core; the CPU time does not, and on PostgreSQL leaves out the server's share).

Each database runs in a child process of its own so their settings never mix.
"""

from __future__ import annotations

import glob
import json
import os
import random
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MEMBERS = 50
SESSIONS = 250
HANDS_PER_SESSION = 8  # 2,000 hands
HAND = "234m345p456s678s55p"


def _p95(xs: list[float]) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, round(0.95 * (len(xs) - 1)))]


def _hand(rng: random.Random, dealer: int) -> dict:
    winner = rng.choice([s for s in range(4) if s != dealer])
    seats: list[dict] = [{} for _ in range(4)]
    kind = rng.randrange(3)
    if kind == 0:  # self-draw: menzen tsumo + pinfu + tanyao
        seats[winner] = {"hand": HAND, "win": {"tile": "8s", "by": "self_draw"}}
    else:
        discarder = rng.choice([s for s in range(4) if s != winner])
        seats[winner] = {"hand": HAND, "win": {"tile": "8s", "by": "discard", "from": discarder}}
        if kind == 2:
            seats[winner]["riichi"] = "single"
    return {"seats": seats}


def _seed() -> tuple[int, list[int]]:
    from datetime import UTC, datetime, timedelta

    from django.contrib.auth import get_user_model

    from clubs.models import MEMBER, OWNER, Club, Membership
    from scoresheet import services
    from scoresheet.models import Hand, Session

    User = get_user_model()
    users = User.objects.bulk_create([User(username=f"player{i:02d}", password="!") for i in range(MEMBERS)])
    users = list(User.objects.order_by("pk"))
    club = Club.objects.create(name="Bench club", created_by=users[0])
    Membership.objects.bulk_create(
        [Membership(club=club, user=u, role=OWNER if i == 0 else MEMBER) for i, u in enumerate(users)]
    )
    rng = random.Random(2026)
    start = datetime(2026, 1, 1, 19, tzinfo=UTC)
    for k in range(SESSIONS):
        table = rng.sample(users, 4)
        s = services.create_session(
            services.NewSession(
                ruleset="riichi",
                preset="seed",
                names=[u.username for u in table],
                option_overrides={},
                progress_overrides={},
                scoring_preset="tenhou" if k % 2 else "seed",
                lang="en",
            )
        )
        Session.objects.filter(pk=s.pk).update(created=start + timedelta(days=k))
        s = Session.objects.get(pk=s.pk)
        s = services.set_club(s, version=s.version, token=s.edit_token, club=club, lang="en")
        links = dict(enumerate(table))
        s = services.link_players(s, version=s.version, token=s.edit_token, members=links, lang="en")
        for _ in range(HANDS_PER_SESSION):
            dealer = s.cache["final"]["dealer"]
            s, _n = services.record_hand(
                s, version=s.version, token=s.edit_token, request=_hand(rng, dealer), lang="en"
            )
    assert Hand.objects.filter(session__club=club).count() == SESSIONS * HANDS_PER_SESSION
    return club.pk, [u.pk for u in users]


def _child(n: int) -> dict[str, float]:
    import django

    django.setup()
    from django.contrib.auth import get_user_model
    from django.core.management import call_command
    from django.test import Client

    call_command("migrate", verbosity=0)
    t0 = time.perf_counter()
    club, members = _seed()
    seed_s = time.perf_counter() - t0
    c = Client()
    c.force_login(get_user_model().objects.get(pk=members[0]), backend="django.contrib.auth.backends.ModelBackend")
    board = [
        f"/c/{club}/leaderboard/?ruleset=riichi",
        f"/c/{club}/leaderboard/?ruleset=riichi&start=2026-03-01&end=2026-05-31&sort=placement",
    ]
    for url in board:  # warm: templates, translations, connection
        assert c.get(url).status_code == 200
    board_ms, member_ms, board_cpu, member_cpu = [], [], [], []
    for i in range(n):
        t0, c0 = time.perf_counter(), time.process_time()
        r = c.get(board[i % 2])
        board_ms.append((time.perf_counter() - t0) * 1000)
        board_cpu.append((time.process_time() - c0) * 1000)
        assert r.status_code == 200
        assert r.content.count(b"data-member=") == MEMBERS or i % 2
    for i in range(n):
        t0, c0 = time.perf_counter(), time.process_time()
        r = c.get(f"/c/{club}/member/{members[i % MEMBERS]}/?ruleset=riichi")
        member_ms.append((time.perf_counter() - t0) * 1000)
        member_cpu.append((time.process_time() - c0) * 1000)
        assert r.status_code == 200
        assert b'id="best-in-calculator"' in r.content
    return {
        "seed_s": seed_s,
        "board_p50": statistics.median(board_ms),
        "board_p95": _p95(board_ms),
        "member_p50": statistics.median(member_ms),
        "member_p95": _p95(member_ms),
        "board_cpu_p50": statistics.median(board_cpu),
        "board_cpu_p95": _p95(board_cpu),
        "member_cpu_p50": statistics.median(member_cpu),
        "member_cpu_p95": _p95(member_cpu),
    }


def _run_child(n: int, database_url: str) -> dict[str, float]:
    env = {
        **os.environ,
        "DATABASE_URL": database_url,
        "DJANGO_SETTINGS_MODULE": "config.settings",
        "DJANGO_ENV": "development",
        "DJANGO_DEBUG": "0",
    }
    out = subprocess.run(
        [sys.executable, "-m", "bench.clubs", "--child", str(n)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=3600,
    )
    if out.returncode != 0:
        raise RuntimeError(f"bench.clubs child failed:\n{out.stderr[-4000:]}")
    return json.loads(out.stdout.strip().splitlines()[-1])


class _Postgres:
    """A throw-away PostgreSQL cluster on 127.0.0.1 (Debian's server binaries), removed on exit."""

    def __init__(self) -> None:
        bins = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
        self.bin = Path(bins[-1]).parent if bins else None
        self.dir = ""
        self.port = 0
        self.prefix: list[str] = []

    def __enter__(self) -> str | None:
        if self.bin is None:
            return None
        self.dir = tempfile.mkdtemp(prefix="mahjong-bench-pg.")
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port = s.getsockname()[1]
        if os.geteuid() == 0:
            user = "postgres"
            try:
                import pwd

                pwd.getpwnam(user)
            except KeyError:
                user = "nobody"
            shutil.chown(self.dir, user)
            self.prefix = ["runuser", "-u", user, "--"]
        data = f"{self.dir}/data"
        subprocess.run(
            [*self.prefix, str(self.bin / "initdb"), "-D", data, "-U", "mahjong", "--auth=trust", "-E", "UTF8"],
            check=True,
            capture_output=True,
        )
        opts = f"-c listen_addresses=127.0.0.1 -p {self.port} -k {self.dir} -c fsync=off -c synchronous_commit=off"
        subprocess.run(
            [
                *self.prefix,
                str(self.bin / "pg_ctl"),
                "-D",
                data,
                "-l",
                f"{self.dir}/server.log",
                "-w",
                "-o",
                opts,
                "start",
            ],
            check=True,
            capture_output=True,
        )
        return f"postgres://mahjong@127.0.0.1:{self.port}/postgres"

    def __exit__(self, *exc: object) -> None:
        if self.dir:
            subprocess.run(
                [*self.prefix, str(self.bin / "pg_ctl"), "-D", f"{self.dir}/data", "-m", "immediate", "-w", "stop"],
                capture_output=True,
            )
            shutil.rmtree(self.dir, ignore_errors=True)


def _rows(label: str, r: dict[str, float]) -> list[tuple[str, float, str]]:
    return [
        (f"{label}: seeding (record_hand x 2,000, statistics rows written)", r["seed_s"], "s"),
        (f"{label}: leaderboard page: p50", r["board_p50"], "ms"),
        (f"{label}: leaderboard page: p95", r["board_p95"], "ms"),
        (f"{label}: member page: p50", r["member_p50"], "ms"),
        (f"{label}: member page: p95", r["member_p95"], "ms"),
        (f"{label}: leaderboard page, CPU time of this process: p50", r["board_cpu_p50"], "ms"),
        (f"{label}: leaderboard page, CPU time of this process: p95", r["board_cpu_p95"], "ms"),
        (f"{label}: member page, CPU time of this process: p50", r["member_cpu_p50"], "ms"),
        (f"{label}: member page, CPU time of this process: p95", r["member_cpu_p95"], "ms"),
    ]


def run(quick: bool = False) -> list[tuple[str, float, str]]:
    n = 20 if quick else 100
    base = f"clubs: {MEMBERS} members, {SESSIONS * HANDS_PER_SESSION} hands, {n} runs"
    out: list[tuple[str, float, str]] = []
    with tempfile.TemporaryDirectory() as tmp:
        out += _rows(f"{base}, SQLite", _run_child(n, f"sqlite:///{tmp}/bench.sqlite3"))
    with _Postgres() as url:
        if url is None:
            out.append((f"{base}, PostgreSQL: not installed (apt-get install postgresql)", 0.0, ""))
        else:
            out += _rows(f"{base}, PostgreSQL", _run_child(n, url))
    return out


if __name__ == "__main__":
    if "--child" in sys.argv:
        print(json.dumps(_child(int(sys.argv[-1]))))
    else:
        for row in run(quick="--quick" in sys.argv):
            print(row)
