"""Two scorekeepers record on the same session at once (threads, each its own database connection,
a real database: SQLite here, PostgreSQL in the second test run): no hand lost, none recorded twice."""

from __future__ import annotations

import threading

import pytest
from django.db import connection
from django.test import Client

from scoresheet.models import Hand, Session
from tests.scoresheet.conftest import make_session

pytestmark = pytest.mark.django_db(transaction=True)

ROUNDS = 6


def _draw(token: str, version: int) -> int:
    return Client().post(f"/s/{token}/draw/", {"version": str(version), "tenpai": ["0", "1"]}).status_code


def _run(threads: list[threading.Thread]) -> None:
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert not any(t.is_alive() for t in threads)


def test_two_records_with_the_same_version_one_wins_one_is_told() -> None:
    s = make_session()
    barrier = threading.Barrier(2)
    codes: list[int] = []

    def worker() -> None:
        try:
            barrier.wait()
            codes.append(_draw(s.edit_token, s.version))
        finally:
            connection.close()

    _run([threading.Thread(target=worker) for _ in range(2)])
    assert sorted(codes) == [302, 409]
    assert Hand.objects.filter(session=s).count() == 1
    assert Session.objects.get(pk=s.pk).version == s.version + 1


def test_two_scorekeepers_recording_many_hands_lose_none_and_double_none() -> None:
    s = make_session()
    recorded: list[int] = []
    lock = threading.Lock()

    def worker() -> None:
        try:
            done = 0
            while done < ROUNDS:
                version = Session.objects.get(pk=s.pk).version  # as the page shows it
                code = _draw(s.edit_token, version)
                if code == 302:
                    done += 1
                    with lock:
                        recorded.append(version)
                else:
                    assert code == 409  # told, nothing saved: reload and record again
        finally:
            connection.close()

    _run([threading.Thread(target=worker) for _ in range(2)])
    numbers = list(Hand.objects.filter(session=s).order_by("number").values_list("number", flat=True))
    assert numbers == list(range(1, 2 * ROUNDS + 1))
    assert len(set(recorded)) == 2 * ROUNDS  # each success on a distinct version
    final = Session.objects.get(pk=s.pk)
    assert final.version == 2 * ROUNDS
    assert final.cache["final"]["hands"] == 2 * ROUNDS
