"""Pages that read a session and its hands while another scorekeeper changes it (issue 23): each page reads one
consistent snapshot, so a hand recorded, corrected, deleted or undone meanwhile never gives a 500 (it gave
`KeyError`, `IndexError`, `Hand.DoesNotExist`) and never a page mixing two states of the session.

Threads with their own database connections, on a real database: SQLite here, PostgreSQL in the second test run
(`make test-pg`). The first tests put a change exactly between a page's first read and its read of the hands
(a hook on the reading connection runs the change in another thread, which commits, before the page's query of
the hands goes on); the last one runs scorekeepers and readers at once and checks every answer and the hands
left at the end against what the successful changes say."""

from __future__ import annotations

import csv
import io
import json
import random
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any
from urllib.parse import urlsplit

import pytest
from django.db import connection
from django.http import QueryDict
from django.test import Client

from scoresheet import services
from scoresheet.models import Hand, Session
from tests.scoresheet.conftest import fresh, make_session

pytestmark = pytest.mark.django_db(transaction=True)

SEATS = 4


def _draw_request(tenpai: tuple[int, ...]) -> dict[str, Any]:
    return {"seats": [{"tenpai": i in tenpai} for i in range(SEATS)]}


def _session_with_hands(n: int) -> Session:
    """A riichi session (no bankruptcy: the seed scoring) with `n` draws, the dealer ready in each: the deal stays,
    the game never ends, so any number of hands can be recorded, corrected or deleted."""
    s = make_session()
    for i in range(n):
        s = fresh(s)
        s, _n = services.record_hand(
            s, version=s.version, token=s.edit_token, request=_draw_request((0, 1 + i % 3)), lang="en"
        )
    return fresh(s)


def _in_thread(fn: Callable[[], None]) -> None:
    """`fn` in another thread (its own database connection), finished and committed before this returns."""
    errors: list[BaseException] = []

    def run() -> None:
        try:
            fn()
        except BaseException as e:  # handed to the caller
            errors.append(e)
        finally:
            connection.close()

    t = threading.Thread(target=run)
    t.start()
    t.join(timeout=60)
    assert not t.is_alive()
    if errors:
        raise errors[0]


@contextmanager
def _change_before_the_hands_are_read(change: Callable[[], None]) -> Iterator[list[bool]]:
    """While the block runs, the first query of this connection that reads the hands table waits until `change`
    has run and committed in another thread: the page has read the session, another device then changes it."""
    fired: list[bool] = []

    def hook(execute: Any, sql: str, params: Any, many: bool, context: Any) -> Any:
        if not fired and "scoresheet_hand" in sql and sql.lstrip().upper().startswith("SELECT"):
            fired.append(True)
            _in_thread(change)
        return execute(sql, params, many, context)

    with connection.execute_wrapper(hook):
        yield fired


def _record_one(s: Session) -> Callable[[], None]:
    def change() -> None:
        now = fresh(s)
        services.record_hand(now, version=now.version, token=now.edit_token, request=_draw_request((0,)), lang="en")

    return change


def _delete(s: Session, number: int) -> Callable[[], None]:
    def change() -> None:
        now = fresh(s)
        services.delete_hand(now, version=now.version, token=now.edit_token, number=number, lang="en")

    return change


def test_hand_page_of_a_hand_recorded_meanwhile_is_not_found_not_an_error() -> None:
    """The page read the session (3 hands), then hand 4 was recorded before it read the hand: it answers as the
    session stood when it began (no hand 4), where it raised IndexError (a 500)."""
    s = _session_with_hands(3)
    c = Client(raise_request_exception=False)
    with _change_before_the_hands_are_read(_record_one(s)) as fired:
        r = c.get(f"/s/{s.view_token}/hand/4/")
    assert fired
    assert r.status_code == 404
    assert Hand.objects.filter(session=s).count() == 4
    assert c.get(f"/s/{s.view_token}/hand/4/").status_code == 200


def test_record_page_of_a_hand_deleted_meanwhile_corrects_the_hand_it_showed() -> None:
    """The record page with ?number=3 read the session, then hand 3 was deleted before it read the hand: the
    address it sends the scorekeeper to is the one the session had (whose version is now stale, so recording it
    is refused and the page shows the new table), where it raised Hand.DoesNotExist (a 500)."""
    s = _session_with_hands(3)
    c = Client(raise_request_exception=False)
    with _change_before_the_hands_are_read(_delete(s, 3)) as fired:
        r = c.get(f"/s/{s.edit_token}/record/?number=3")
    assert fired
    assert r.status_code == 302
    q = QueryDict(urlsplit(r["Location"]).query)
    assert (q["number"], q["v"]) == ("3", str(s.version))
    assert Hand.objects.filter(session=s).count() == 2


def test_csv_export_while_the_last_hand_is_deleted_lists_the_hands_it_read() -> None:
    """The CSV export read the session (3 hands), then hand 3 was deleted before it read the hands: the file is the
    session as it stood (3 rows), where it raised KeyError (a 500)."""
    s = _session_with_hands(3)
    c = Client(raise_request_exception=False)
    with _change_before_the_hands_are_read(_delete(s, 3)) as fired:
        r = c.get(f"/s/{s.view_token}/export.csv")
    assert fired
    assert r.status_code == 200
    rows = list(csv.reader(io.StringIO(r.content.decode("utf-8-sig"))))
    numbers = [row[0] for row in rows[1 : rows.index([])]]
    assert numbers == ["1", "2", "3"]


def test_json_export_while_a_hand_is_recorded_is_one_state_of_the_session() -> None:
    """The JSON export read the session (its standings after 3 hands), then hand 4 was recorded before it read the
    hands: the file holds the 3 hands its standings come from, where it held 4 hands beside 3 hands' standings."""
    s = _session_with_hands(3)
    c = Client(raise_request_exception=False)
    with _change_before_the_hands_are_read(_record_one(s)) as fired:
        r = c.get(f"/s/{s.view_token}/export.json")
    assert fired
    assert r.status_code == 200
    data = json.loads(r.content)
    assert [h["number"] for h in data["hands"]] == [1, 2, 3]
    totals = [25000] * SEATS
    for h in data["hands"]:
        totals = [t + c for t, c in zip(totals, h["answer"]["score_change"], strict=True)]
    assert sorted(st["total"] for st in data["standings"]) == sorted(totals)


# ------------------------------------------------- readers and writers at once ---

WRITERS = 2
READERS = 3
WRITES = 30  # changes tried by each scorekeeper
START_HANDS = 4
TENPAI_SETS = [(0,), (0, 1), (0, 2), (0, 3), (0, 1, 2), (0, 1, 3), (0, 2, 3), (0, 1, 2, 3)]  # the dealer always ready


def _signature(request: dict[str, Any]) -> tuple[bool, ...]:
    return tuple(bool(seat.get("tenpai")) for seat in request["seats"])


def _sig(tenpai: tuple[int, ...]) -> tuple[bool, ...]:
    return tuple(i in tenpai for i in range(SEATS))


class Tally:
    """What the threads saw: every answer to a read, every change that succeeded (at which version)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.reads = 0
        self.writes = 0
        self.server_errors: list[str] = []
        self.done: list[tuple[int, str, int, tuple[bool, ...] | None]] = []  # (version, action, number, signature)

    def answer(self, what: str, status: int) -> None:
        with self.lock:
            self.reads += 1
            if status >= 500:
                self.server_errors.append(f"{what}: {status}")

    def changed(self, version: int, action: str, number: int = 0, sig: tuple[bool, ...] | None = None) -> None:
        with self.lock:
            self.done.append((version, action, number, sig))


def _writer(s: Session, seed: int, tally: Tally) -> None:
    """A scorekeeper's phone: records draws, corrects a hand (through the record page), deletes one, undoes."""
    rnd = random.Random(seed)
    c = Client(raise_request_exception=False)
    tok = s.edit_token
    for _ in range(WRITES):
        now = Session.objects.get(pk=s.pk)  # the version and hands as the page shows them
        n = len(now.cache.get("hands", []))
        version = now.version
        action = rnd.choices(["record", "edit", "delete", "undo"], weights=[5, 3, 2, 2])[0]
        if action in ("edit", "delete") and n == 0:
            action = "record"
        with tally.lock:
            tally.writes += 1
        if action == "record":
            tenpai = rnd.choice(TENPAI_SETS)
            r = c.post(f"/s/{tok}/draw/", {"version": str(version), "tenpai": [str(i) for i in tenpai]})
            if r.status_code == 302:
                tally.changed(version, "record", n + 1, _sig(tenpai))
        elif action == "edit":
            number = rnd.randint(1, n)
            page = c.get(f"/s/{tok}/record/?number={number}")
            tally.answer(f"record page ?number={number}", page.status_code)
            if page.status_code != 302:
                continue
            q = QueryDict(urlsplit(page["Location"]).query).copy()
            tenpai = rnd.choice(TENPAI_SETS)
            for i in range(SEATS):
                q[f"s{i}_tenpai"] = "yes" if i in tenpai else "no"
            r = c.post(f"/s/{tok}/record/", dict(q.lists()))
            if r.status_code == 302 and r["Location"] == f"/s/{tok}/":
                tally.changed(int(q["v"]), "edit", number, _sig(tenpai))
        elif action == "delete":
            number = rnd.randint(1, n)
            r = c.post(f"/s/{tok}/hand/{number}/delete/", {"version": str(version)})
            if r.status_code == 302:
                tally.changed(version, "delete", number)
        else:
            r = c.post(f"/s/{tok}/undo/", {"version": str(version)})
            if r.status_code == 302:
                tally.changed(version, "undo")
        if r.status_code >= 500:
            with tally.lock:
                tally.server_errors.append(f"{action}: {r.status_code}")


def _reader(s: Session, seed: int, tally: Tally, writing: threading.Event) -> None:
    """Someone watching the evening: the hand pages, the record page of a hand, the session page, the exports."""
    rnd = random.Random(seed)
    c = Client(raise_request_exception=False)
    while writing.is_set():
        n = len(Session.objects.get(pk=s.pk).cache.get("hands", [])) or 1
        number = rnd.choice([n, n + 1, rnd.randint(1, n)])  # the last hands are the ones that come and go
        url = rnd.choice(
            [
                f"/s/{s.view_token}/hand/{number}/",
                f"/s/{s.edit_token}/hand/{number}/",
                f"/s/{s.edit_token}/record/?number={number}",
                f"/s/{s.edit_token}/record/?number={number}",
                f"/s/{s.view_token}/export.csv",
                f"/s/{s.view_token}/export.csv",
                f"/s/{s.view_token}/",
                f"/s/{s.view_token}/export.json",
                f"/s/{s.view_token}/history/",
                f"/s/{s.view_token}/rescore/",
            ]
        )
        tally.answer(url.replace(s.view_token, "<view>").replace(s.edit_token, "<edit>"), c.get(url).status_code)


def _expected_hands(start: list[tuple[bool, ...]], done: list[tuple[int, str, int, Any]]) -> list[tuple[bool, ...]]:
    """The hands the successful changes leave, applied in the order of their versions (undo inverts the last change
    that is not undone yet, as services.undo_last does)."""
    hands = list(start)
    undoable: list[tuple[str, int, Any]] = []
    for _version, action, number, sig in sorted(done):
        if action == "record":
            hands.append(sig)
            undoable.append(("record", len(hands), None))
        elif action == "edit":
            undoable.append(("edit", number, hands[number - 1]))
            hands[number - 1] = sig
        elif action == "delete":
            undoable.append(("delete", number, hands.pop(number - 1)))
        else:
            what, n, before = undoable.pop()
            if what == "record":
                del hands[n - 1]
            elif what == "edit":
                hands[n - 1] = before
            else:
                hands.insert(n - 1, before)
    return hands


def test_readers_during_records_corrections_deletions_and_undos_see_no_error_and_no_hand_is_lost() -> None:
    """Two scorekeepers record, correct, delete and undo while three readers load every page that reads the hands:
    no read answers 5xx, every change is on its own version, and the hands at the end are exactly those the
    successful changes make (none lost, none phantom)."""
    s = _session_with_hands(START_HANDS)
    start = [_signature(h.request) for h in Hand.objects.filter(session=s).order_by("number")]
    tally = Tally()
    writing = threading.Event()
    writing.set()

    def run(fn: Callable[[], None]) -> Callable[[], None]:
        def target() -> None:
            try:
                fn()
            finally:
                connection.close()

        return target

    writers = [threading.Thread(target=run(lambda i=i: _writer(s, 100 + i, tally))) for i in range(WRITERS)]
    readers = [threading.Thread(target=run(lambda i=i: _reader(s, 200 + i, tally, writing))) for i in range(READERS)]
    for t in readers + writers:
        t.start()
    for t in writers:
        t.join(timeout=120)
    writing.clear()
    for t in readers:
        t.join(timeout=60)
    assert not any(t.is_alive() for t in readers + writers)

    print(
        f"\nreads {tally.reads}, writes tried {tally.writes}, succeeded {len(tally.done)}, 5xx {len(tally.server_errors)}"
    )
    assert tally.server_errors == []
    assert tally.reads > 0
    final = Session.objects.get(pk=s.pk)
    versions = sorted(v for v, *_rest in tally.done)
    assert versions == list(range(s.version, final.version))  # each success on its own version, none unaccounted
    hands = [_signature(h.request) for h in Hand.objects.filter(session=s).order_by("number")]
    assert [h.number for h in Hand.objects.filter(session=s).order_by("number")] == list(range(1, len(hands) + 1))
    assert hands == _expected_hands(start, tally.done)
    assert len(final.cache["hands"]) == len(hands)
