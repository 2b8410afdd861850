"""A session from a real game's log (upload or paste), and the page that puts each hand beside the log."""

from __future__ import annotations

from typing import Any, TypedDict

from django import forms
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods

from scoresheet import ratelimit, services, tenhou_import
from scoresheet.forms import LogForm
from scoresheet.models import Session

from .common import field_message, lang, open_session, player_names
from .final import thousands
from .snapshot import reads_one_snapshot
from .table import StateWords, signed


def _log_text(form: LogForm) -> str:
    """The log's text from the form (a file, gzipped or not, or a paste), every problem the form's error on its
    field: a file too large (before or after unzipping), not UTF-8, nothing given."""
    f = form.cleaned_data.get("file")
    if f is None:
        text: str = form.cleaned_data.get("text") or ""
        if not text.strip():
            form.add_error("text", _("Choose a game log file or paste it."))
        return text
    if f.size is None or f.size > tenhou_import.LOG_MAX:
        form.add_error("file", _("The file is too large (at most %(kb)s KB).") % {"kb": tenhou_import.LOG_MAX // 1000})
        return ""
    try:
        return tenhou_import.decode(f.read())
    except services.SheetError as e:
        form.add_error("file", e.errors[0][1])
        return ""


def log_import_page(request: HttpRequest, form: LogForm, *, status: int = 200) -> HttpResponse:
    return render(request, "scoresheet/tenhou.html", {"form": form}, status=status)


@require_http_methods(["GET", "POST"])
@ratelimit.limited("import")
def import_log(request: HttpRequest) -> HttpResponse:
    """GET: the form. POST: the new session (its page), or the form again with the message on its field."""
    if request.method != "POST":
        return log_import_page(request, LogForm())
    form = LogForm(request.POST, request.FILES)
    text = _log_text(form) if form.is_valid() else ""
    if form.is_valid() and text:
        field = "file" if form.cleaned_data.get("file") is not None else "text"
        try:
            imported = tenhou_import.import_log(text, lang(), field=field, again=form.cleaned_data["again"])
        except services.SheetError as e:
            for name, message in e.errors:
                if name == "again":  # imported before: the choice to import it again
                    form.fields["again"].widget = forms.CheckboxInput()
                    form.add_error("again", message)
                elif name in form.fields:
                    form.add_error(name, message)
                else:
                    form.add_error(field, field_message(name, message))
        else:
            return HttpResponseRedirect(reverse("scoresheet:session", args=[imported.session.edit_token]) + "?new=1")
    return log_import_page(request, form, status=400)


# ------------------------------------------------------------- the log page ---


class Cell(TypedDict):
    ours: str
    log: str
    agrees: bool


class LogRow(TypedDict):
    number: int
    name: str
    where: str  # our table before the hand, in words
    log_where: str  # the log's, where it differs ("" when equal)
    cells: list[Cell]  # by player
    agrees: bool
    calls: str  # the table's calls our session needed with this hand


class SourceSummary(TypedDict):
    agree: str  # "12 of 12 hands agree with the log"
    final: str  # whether the end and the final result agree


def _where(words: StateWords, state: Any, names: list[str]) -> str:
    t = words(state, names)
    return " · ".join(x for x in (t["where"], t["dealer"], t["count"], t["sticks"]) if x)


def _agree_words(compared: tenhou_import.Comparison) -> str:
    n, total = compared["agreeing"], len(compared["hands"])
    return _("%(n)s of %(total)s hands agree with the log") % {"n": n, "total": total}


def _final_words(compared: tenhou_import.Comparison) -> str:
    if compared["end_agrees"] and compared["final_agrees"]:
        return _("the game ends where the log ends, with the same final result")
    if not compared["end_agrees"]:
        return _("our rules do not end the game where the log does")
    return _("the final result differs from the log's")


def source_summary(session: Session) -> SourceSummary | None:
    """The session page's line on a session made from a log (None for any other)."""
    if not session.source:
        return None
    compared = tenhou_import.compare(session)
    return {"agree": _agree_words(compared), "final": _final_words(compared)}


@require_GET
@reads_one_snapshot
def log_page(request: HttpRequest, token: str) -> HttpResponse:
    """Each hand of a session made from a log beside the log: our table and changes, the log's, and where they
    differ both numbers; then the end and the final result."""
    session, can_edit = open_session(token, request=request)
    if not session.source:
        raise Http404("not made from a log")
    names = player_names(session)
    compared = tenhou_import.compare(session)
    words = StateWords(session)
    played_on, ended = _("played on past the end"), _("the table ended the game here")
    rows: list[LogRow] = []
    for h in compared["hands"]:
        cells: list[Cell] = [
            {"ours": signed(o), "log": signed(g), "agrees": o == g} for o, g in zip(h["ours"], h["log"], strict=True)
        ]
        rows.append(
            {
                "number": h["number"],
                "name": h["name"],
                "where": _where(words, h["before"], names),
                "log_where": "" if h["table_agrees"] else _where(words, h["log_before"], names),
                "cells": cells,
                "agrees": h["agrees"],
                "calls": " · ".join(w for w, on in zip((played_on, ended), h["calls"], strict=True) if on),
            }
        )
    ours_points, log_points = compared["final_points"]
    ours_scores, log_scores = compared["final_scores"]
    final = [
        {
            "name": names[p],
            "points": {"ours": str(ours_points[p]) if ours_points else "—", "log": str(log_points[p])},
            "score": {"ours": thousands(ours_scores[p]) if ours_scores else "—", "log": thousands(log_scores[p])},
            "agrees": bool(ours_points) and ours_points[p] == log_points[p] and ours_scores[p] == log_scores[p],
        }
        for p in range(min(len(names), len(log_points), len(log_scores)))
    ]
    ctx = {
        "session": session,
        "token": token,
        "can_edit": can_edit,
        "names": names,
        "rows": rows,
        "agree": _agree_words(compared),
        "all_agree": compared["agreeing"] == len(rows),
        "final_words": _final_words(compared),
        "final": final,
    }
    return render(request, "scoresheet/log.html", ctx)
