"""A session's history (every change, which link made it, what undo took back) and its rescore page (each stored
hand scored again with today's rules)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET

from rules import score_request
from scoresheet import services

from .common import open_session, player_names
from .snapshot import reads_one_snapshot
from .table import signed


@require_GET
@reads_one_snapshot
def history_page(request: HttpRequest, token: str) -> HttpResponse:
    session, can_edit = open_session(token, request=request)
    labels = services.change_words()
    changes = []
    for c in session.changes.select_related("undoes").all():
        what = labels.get(c.action, c.action)
        if c.undoes is not None:
            what += " · " + labels.get(c.undoes.action, c.undoes.action)
        changes.append(
            {
                "version": c.version,
                "at": c.at,
                "what": what,
                "hand": c.hand_number,
                "link": link_words(c.link) if can_edit else "",
                "undone": c.undone_by.exists(),
            }
        )
    return render(
        request,
        "scoresheet/history.html",
        {"session": session, "token": token, "changes": changes, "can_edit": can_edit},
    )


def link_words(link: str) -> str:
    """Which link made a change, in the page's words: the editing link is told apart by the start of its token."""
    if link.startswith("edit "):
        return _("editing link %(id)s…") % {"id": link[5:]}
    return link


def diff(a: Any, b: Any, path: str = "") -> list[str]:
    """The paths (`hands.0.items.2.points`) where two JSON values differ."""
    if isinstance(a, dict) and isinstance(b, dict):
        out = []
        for k in sorted(set(a) | set(b)):
            out += diff(a.get(k), b.get(k), f"{path}.{k}" if path else str(k))
        return out
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        out = []
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            out += diff(x, y, f"{path}.{i}")
        return out
    return [] if a == b else [path]


def seat_changes(answer: Mapping[str, Any]) -> list[int]:
    """What a scored hand changed, seat by seat: the scores (riichi's sticks included) or the nets."""
    changes: list[int] = answer.get("score_change") or answer.get("net") or []
    return changes


@require_GET
@reads_one_snapshot
def rescore(request: HttpRequest, token: str) -> HttpResponse:
    """Each stored hand scored again with today's rules: the hands whose answer would differ."""
    session, _can = open_session(token, request=request)
    names = player_names(session)
    entries = services.hand_entries(session)
    rows: list[dict[str, Any]] = []
    for hand in session.hands.all():
        status, answer = score_request(hand.request)
        if status != 200:
            rows.append({"number": hand.number, "error": "; ".join(e["message"] for e in answer["errors"])})
            continue
        keys = ("net", "score_change", "hands", "payments")
        changed = [p for k in keys for p in diff(hand.answer.get(k), answer.get(k), k)]
        if changed:
            seating = entries[hand.number - 1]["before"]["seating"]
            old, new = seat_changes(hand.answer), seat_changes(answer)
            rows.append(
                {
                    "number": hand.number,
                    "seats": [
                        {"name": names[seating[i]], "old": signed(o), "new": signed(n), "same": o == n}
                        for i, (o, n) in enumerate(zip(old, new, strict=False))
                    ],
                    "items_changed": any(p.startswith("hands") for p in changed),
                }
            )
    return render(
        request,
        "scoresheet/rescore.html",
        {"session": session, "token": token, "rows": rows, "checked": session.hands.count()},
    )
