"""What a phone kept while the server did not answer (issue 28), the server's side the pages share:

1. the key a phone gives a hand or a change (`client_key`), made once per session whatever the tries
   (scoresheet/services.py `AlreadyRecorded`);
2. the session page's changes kept on the phone (a draw, undo, the game ended now or played on, the session closed
   or reopened: static/scoresheet/queue.js) and sent again when the connection is back, the same POST with
   `from_queue=1`, its key and `v` (the version it was entered at, or the one the change kept before it made),
   answered in JSON as a kept hand is (record.py `queued_send`): made, or 409 the session changed meanwhile, or 422
   refused, each but the first with the address of its review;
3. the review of such a change (the session page with `queued`, `since`, `kind`, and a draw's fields:
   templates/offline/_sheet_change_review.html): what was changed meanwhile, what the change would do now (an undo:
   which change is now the last), to be made or discarded by the scorekeeper.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any, TypedDict
from urllib.parse import urlencode

from django.http import HttpRequest, JsonResponse, QueryDict
from django.urls import reverse
from django.utils.translation import gettext as _

from scoresheet import services
from scoresheet.models import Change, Session

from .common import field_message
from .table import HandRow

CLIENT_KEY = re.compile(r"[A-Za-z0-9_-]{8,64}")
MEANWHILE_SHOWN = 10  # the changes made meanwhile that a review lists (the latest: never an evening's)

# each change of the session page a phone keeps -> its route's name (closing and reopening: one route)
ROUTES = {"draw": "draw", "undo": "undo", "end": "end", "play_on": "play-on", "close": "close", "reopen": "close"}

# what a review's address never carries of a change's fields: the page's bookkeeping, what the sending writes itself
INTERNALS = ("csrfmiddlewaretoken", "version", "v", "client_key", "from_queue", "queued", "since", "kind", "number")


def kind_words() -> dict[str, str]:
    """Each kept change as the list and its review name it."""
    return {
        "draw": _("Draw"),
        "undo": _("Undo the last change"),
        "end": _("End the game now"),
        "play_on": _("Play on"),
        "close": _("Close the session"),
        "reopen": _("Reopen the session"),
    }


def client_key(data: QueryDict) -> str:
    """The key the page's script gave the hand or change (`client_key`; on a review page its `queued`), or ""."""
    key = data.get("client_key") or data.get("queued") or ""
    return key if CLIENT_KEY.fullmatch(key) else ""


def from_queue(request: HttpRequest) -> bool:
    """Is this POST a kept hand or change sent again by the page's script (answered in JSON)?"""
    return request.POST.get("from_queue") == "1"


def sent_version(data: QueryDict) -> int:
    """The version a kept hand or change is sent at (`v`; -1: missing or bad, which no session has)."""
    try:
        return int(data.get("v", ""))
    except ValueError:
        return -1


def meanwhile(session: Session, since: int, names: list[str], rows: list[HandRow]) -> list[dict[str, Any]]:
    """The changes made since version `since` (the latest `MEANWHILE_SHOWN`, oldest first), each with the hand it
    recorded or corrected and that hand's changes per player (`rows`: the session's hand list)."""
    words = services.change_words()
    out = []
    changes = list(session.changes.filter(version__gt=since).order_by("-version")[:MEANWHILE_SHOWN])
    for c in changes[::-1]:
        what = words.get(c.action, c.action)
        n = c.hand_number or 0
        if n:
            what += " · " + _("Hand %(n)s") % {"n": n}
        row = rows[n - 1] if c.action in ("record", "edit") and 0 < n <= len(rows) else None
        out.append(
            {
                "what": what,
                "hand": row["what"] if row else "",
                "changes": [
                    {"name": names[p], **change}
                    for p, change in enumerate(row["changes"] if row else [])
                    if change["sign"] != "zero"
                ],
            }
        )
    return out


# ---------------------------------------------------------------- a change sent again ---


def review_address(session: Session, kind: str, key: str, since: int, data: QueryDict) -> str:
    """The review of a kept change: the session page with its key, the version it was entered at, its kind and its
    own fields (a draw's seats, closing or reopening), none of the page's bookkeeping."""
    q = data.copy()
    for name in INTERNALS:
        q.pop(name, None)
    own = q.urlencode()
    review = urlencode({"queued": key, "since": since, "kind": kind})
    return reverse("scoresheet:session", args=[session.edit_token]) + "?" + (f"{own}&{review}" if own else review)


def made(change: Change, *, again: bool) -> JsonResponse:
    """Made (by this try, or an earlier one: `again`): the hand it recorded (a draw's number; the hand an undo or an
    ending concerned, else 0) and the version its making made."""
    return JsonResponse(
        {"status": "recorded", "again": again, "number": change.hand_number or 0, "version": change.version}
    )


def queued_change(
    request: HttpRequest,
    session: Session,
    kind: str,
    make: Callable[[int, str], object],
    words: Callable[[str, str], str] = field_message,
) -> JsonResponse:
    """A kept change of the session page sent again: `make(version, key)` makes it (one of scoresheet.services'
    changes, with the key) at the version it was sent at. {"status": "recorded", "again", "number", "version"};
    409 {"status": "changed", "version", "review"}: the session changed since (nothing made: an undo never takes
    back a change it did not know); 422 {"status": "refused", "errors", "review"}: the session as it stands refuses it
    (each message by `words(field, message)`); 400: no key."""
    key = client_key(request.POST)
    if not key:
        return JsonResponse({"status": "refused", "errors": []}, status=400)
    done = session.changes.filter(client_key=key).first()
    if done is not None:
        return made(done, again=True)
    version = sent_version(request.POST)

    def changed(now: Session) -> JsonResponse:
        review = review_address(now, kind, key, version, request.POST)
        return JsonResponse({"status": "changed", "version": now.version, "review": review}, status=409)

    if version != session.version:
        return changed(session)
    try:
        make(version, key)
    except services.AlreadyRecorded as e:
        return made(e.change, again=True)
    except services.StaleVersion as e:
        return changed(e.session)
    except services.SheetError as e:
        review = review_address(session, kind, key, version, request.POST)
        errors = [words(f, m) for f, m in e.errors]
        return JsonResponse({"status": "refused", "errors": errors, "review": review}, status=422)
    return made(session.changes.get(client_key=key), again=False)


def sent_form_data(data: QueryDict) -> QueryDict:
    """A kept change's fields as its form reads them: the version it is sent at (`v`) as the form's `version`."""
    q = data.copy()
    q["version"] = q.get("v", "")
    return q


# ----------------------------------------------------------------------- its review ---


class ChangeReview(TypedDict):
    key: str
    since: int
    kind: str  # one of ROUTES
    what: str  # the change in words
    done: bool  # made already (by the scorekeeper's tap, or an earlier try)
    meanwhile: list[dict[str, Any]]
    action: str  # the address its form posts to
    can: bool  # whether the session as it now stands lets it be made (set by the session page)


def change_review(data: QueryDict, session: Session, names: list[str], rows: list[HandRow]) -> ChangeReview | None:
    """The review a session page shows for `queued`, `since`, `kind` (None on any other session page)."""
    key = data.get("queued") or ""
    kind = data.get("kind") or ""
    if not CLIENT_KEY.fullmatch(key) or kind not in ROUTES:
        return None
    try:
        since = int(data.get("since") or "")
    except ValueError:
        since = session.version
    return {
        "key": key,
        "since": since,
        "kind": kind,
        "what": kind_words()[kind],
        "done": session.changes.filter(client_key=key).exists(),
        "meanwhile": meanwhile(session, since, names, rows),
        "action": reverse(f"scoresheet:{ROUTES[kind]}", args=[session.edit_token]),
        "can": False,
    }


def kept_draw(data: QueryDict, session: Session) -> QueryDict:
    """A kept draw's fields (its review's address) as the draw form reads them, at the session's version."""
    q = data.copy()
    for name in INTERNALS:
        q.pop(name, None)
    q["version"] = str(session.version)
    return q


def can_make(review: ChangeReview, page: Mapping[str, Any], session: Session) -> bool:
    """Whether the session page as it now stands offers the change (`page`: its context): its form is there."""
    kind = review["kind"]
    if kind == "undo":
        undo = page.get("undo")
        return bool(undo and undo["can"])
    if kind == "draw":
        return "draw_form" in page
    if kind == "end":
        return bool(page.get("can_end"))
    if kind == "play_on":
        return bool(page.get("can_play_on"))
    return session.closed == (kind == "reopen")
