"""What every page of the scoresheet shares: the session a token opens and whether it may be changed, the names
of its players, the answer that sends the page elsewhere (htmx or not), the words of a refused change."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Concatenate, ParamSpec

from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.utils.translation import gettext_lazy
from django_htmx.http import HttpResponseClientRedirect

from calculator import page_language
from calculator.views import HtmxHttpRequest
from clubs import access as club_access
from scoresheet.forms import RESULT_PRESET_LABEL
from scoresheet.models import Session

if TYPE_CHECKING:
    from clubs.models import Club

_P = ParamSpec("_P")


class Forbidden(Exception):
    def __init__(self, club: Club | None = None) -> None:
        super().__init__("forbidden")
        self.club = club  # set when the session belongs to a club whose role the user lacks


def open_session(token: str, *, edit: bool = False, request: HttpRequest | None = None) -> tuple[Session, bool]:
    """The session a token opens and whether it may be changed; 404 for an unknown token,
    403 (via Forbidden) for the read-only token where editing is needed.

    A club's session (clubs/) is changed only by the club's owners and scorekeepers, logged in: with
    either link for them, with neither for anyone else (the editing link then reads only)."""
    if not token or len(token) > 64:
        raise Http404("no such session")
    s = Session.objects.filter(edit_token=token).first()
    if s is None:
        s = Session.objects.filter(view_token=token).first()
        if s is None:
            raise Http404("no such session")
        if s.club_id is not None and club_access.may_change(request, s.club_id):
            return s, True
        if edit:
            raise Forbidden(s.club if s.club_id is not None else None)
        return s, False
    if s.club_id is None or club_access.may_change(request, s.club_id):
        return s, True
    if edit:
        raise Forbidden(s.club)
    return s, False


def forbidden(request: HttpRequest, e: Forbidden | None = None) -> HttpResponse:
    """The 403 page: the club's (naming it) for a club's session, the scoresheet's otherwise."""
    if e is not None and e.club is not None:
        return render(request, "clubs/session_forbidden.html", {"club": e.club}, status=403)
    return render(request, "scoresheet/forbidden.html", status=403)


def edit_only(view: Callable[Concatenate[HttpRequest, str, Session, _P], HttpResponse]) -> Callable[..., HttpResponse]:
    """A view that changes a session: given the session its token opens for editing (else the 403 page). What it
    returns takes the token by name, as the URL resolver passes it (a Callable type can only say "any arguments")."""

    @functools.wraps(view)
    def wrapped(request: HttpRequest, /, token: str, *args: _P.args, **kwargs: _P.kwargs) -> HttpResponse:
        try:
            session, _can = open_session(token, edit=True, request=request)
        except Forbidden as e:
            return forbidden(request, e)
        return view(request, token, session, *args, **kwargs)

    return wrapped


def posted_version(request: HttpRequest) -> int | None:
    """The version of the session the posted form was shown at (None: missing or bad)."""
    try:
        v = int(request.POST.get("version", ""))
    except ValueError:
        return None
    return v if v >= 0 else None


def player_names(session: Session) -> list[str]:
    return [p.name for p in session.players.all()]


def lang() -> str:
    return page_language.page_lang()


def go(request: HtmxHttpRequest, url: str, htmx_status: int, status: int = 302) -> HttpResponse:
    """Send the page to `url`: htmx by HX-Redirect (with `htmx_status`, as htmx-config handles it), a plain form
    by a redirect."""
    if request.htmx:
        return HttpResponseClientRedirect(url, status=htmx_status)
    return HttpResponseRedirect(url, status=status)


FIELD_NAMES = {
    "version": gettext_lazy("Version"),
    "number": gettext_lazy("Hand number"),
    "seating": gettext_lazy("Seating"),
    "hand": gettext_lazy("Hand"),
    "undo": gettext_lazy("Undo"),
    "tenpai": gettext_lazy("Ready (tenpai)"),
    "chombo": gettext_lazy("Chombo by"),
    "abortive": gettext_lazy("Kind of draw"),
    "riichi": gettext_lazy("Declared riichi in this hand"),
}


# what an imported file's parts are called on the new-session form (the message names the part, not its key)
IMPORT_FIELD_NAMES = {
    "session.title": gettext_lazy("Name of the session"),
    "session.ruleset": gettext_lazy("Rule set"),
    "session.preset": gettext_lazy("Preset"),
    "session.scoring_preset": RESULT_PRESET_LABEL,
    "session.start_points": gettext_lazy("Starting points"),
    "session.return_points": gettext_lazy("Return points"),
    "session.uma": gettext_lazy("Uma by place (thousands)"),
    "players": gettext_lazy("Players"),
}


def field_message(field: str, message: str) -> str:
    """A refused change's message, naming the field it is about."""
    label = IMPORT_FIELD_NAMES.get(field) or FIELD_NAMES.get(field.split(".")[0])
    return page_language.mark("colon").join((str(label), message)) if label else message
