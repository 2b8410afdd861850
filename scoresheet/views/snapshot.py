"""One snapshot per page: a page that reads a session and then its hands, players or history shows one state."""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from typing import Concatenate, ParamSpec, TypeVar

from django.db import transaction
from django.http import HttpRequest, HttpResponse

_P = ParamSpec("_P")
_Request = TypeVar("_Request", bound=HttpRequest)  # a view may read more of it (htmx)


@contextmanager
def one_snapshot() -> Iterator[None]:
    """Every query inside reads the database as it stood at the first one: a page that reads a session (its
    cached replay) and then its hands, players or history shows one state of it, whatever another device
    records, corrects, deletes or undoes meanwhile (that gave KeyError, IndexError and Hand.DoesNotExist 500s).

    One read transaction, with the isolation that gives a snapshot on each database:
    - PostgreSQL: REPEATABLE READ (its default, READ COMMITTED, takes a new snapshot for each statement, so a
      plain transaction would not do). A read-only transaction there never waits for a writer nor makes one wait
      (no row lock, unlike SELECT ... FOR SHARE of the session), and never fails to serialise (only writes do).
    - SQLite: a deferred transaction (BEGIN, not the BEGIN IMMEDIATE that config/settings.py makes every
      transaction start with, which would take the database's one write lock and queue the readers behind the
      writers and each other). In WAL mode the read transaction keeps the snapshot of its first read while a
      writer commits beside it.
    Inside a transaction already (a caller's, a test's) it adds nothing: that transaction reads what it reads."""
    conn = transaction.get_connection()
    if conn.in_atomic_block:
        yield
        return
    with ExitStack() as stack:
        if conn.vendor == "sqlite":
            conn.ensure_connection()  # connecting sets transaction_mode from the settings: before it is changed
            mode = getattr(conn, "transaction_mode", None)
            conn.transaction_mode = "DEFERRED"  # for this BEGIN only
            try:
                stack.enter_context(transaction.atomic())
            finally:
                conn.transaction_mode = mode
        else:
            stack.enter_context(transaction.atomic())
            if conn.vendor == "postgresql":
                with conn.cursor() as cursor:
                    cursor.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
        yield


def reads_one_snapshot(
    view: Callable[Concatenate[_Request, _P], HttpResponse],
) -> Callable[Concatenate[_Request, _P], HttpResponse]:
    """A page that reads a session and its hands: its GET (and HEAD) inside `one_snapshot()`. Its POST, if it has
    one, changes the session through scoresheet.services, whose transaction locks the session row itself."""

    @functools.wraps(view)
    def wrapped(request: _Request, /, *args: _P.args, **kwargs: _P.kwargs) -> HttpResponse:
        if request.method not in ("GET", "HEAD"):
            return view(request, *args, **kwargs)
        with one_snapshot():
            return view(request, *args, **kwargs)

    return wrapped
