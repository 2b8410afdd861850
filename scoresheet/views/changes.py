"""The session page's changes (a draw, a deletion, undo, closing, the seats after a redraw, the game ended now or
played on): POST only, with the editing link; each answers with the session page (a redirect), or the page again
with the message. A draw, undo, the game ended now or played on, closing or reopening carry the key the page's
script gave them (`client_key`: made once whatever the tries) and, kept on the phone while the server did not answer
and sent again (`from_queue=1`), are answered in JSON (kept.py, issue 28)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django import forms
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect, QueryDict
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from calculator.page_language import mark
from rules import registry
from scoresheet import services
from scoresheet.forms import DrawForm, draw_form, seating_form
from scoresheet.models import Session

from .common import edit_only, field_message, lang, open_session, player_names, posted_version
from .kept import client_key, from_queue, queued_change, sent_form_data
from .session import page_context
from .table import names_by_seat, record_url


def after_change(request: HttpRequest, session: Session) -> HttpResponse:
    return HttpResponseRedirect(reverse("scoresheet:session", args=[session.edit_token]))


def change_failed(
    request: HttpRequest,
    token: str,
    e: services.SheetError | services.StaleVersion,
    *,
    draw: forms.Form | None = None,
    seating: forms.Form | None = None,
    draw_full_url: str = "",
) -> HttpResponse:
    """Re-render the session page with the message; the input kept, the version made current."""
    session, can_edit = open_session(token, request=request)
    if isinstance(e, services.StaleVersion):
        errors = [_("The session changed since this page was shown: here is the new state. Check it and try again.")]
        status = 409
        stale = True
    else:
        errors = [field_message(f, m) for f, m in e.errors]
        status = 400
        stale = False
    for form in (draw, seating):
        if form is not None:
            assert isinstance(form.data, QueryDict)  # a refused form is bound to the request's POST
            data = form.data.copy()
            data["version"] = str(session.version)
            form.data = data
    ctx = page_context(request, session, can_edit, draw=draw, seating=seating, errors=errors, stale=stale)
    if draw_full_url:
        ctx["draw_full_url"] = draw_full_url
    return render(request, "scoresheet/session.html", ctx, status=status)


def bad_version(request: HttpRequest, token: str) -> HttpResponse:
    return change_failed(request, token, services.SheetError([("version", _("Missing or bad version number."))]))


@require_POST
@edit_only
def draw_hand(request: HttpRequest, token: str, session: Session) -> HttpResponse:
    """A hand nobody won, from the session page's draw form (what the rule set declares a draw needs). A draw the
    rules refuse is shown again with each message beside the field it is about (a seat's by that seat) and a link
    to the full form, the record page, pre-filled with what was entered."""
    names = player_names(session)
    state = services.next_state(session)
    seats = names_by_seat(state, names)
    rs = registry.RULE_SETS[session.ruleset]
    queued = from_queue(request)
    form = draw_form(seats, rs, sent_form_data(request.POST) if queued else request.POST, options=dict(session.options))
    if queued:  # a draw kept on the phone, sent again (JSON)
        return queued_change(
            request,
            session,
            "draw",
            lambda version, key: record_draw(session, token, form, version=version, key=key),
            lambda path, message: draw_message(form, path, message, seats),
        )
    if not form.is_valid():
        errs = [(f, str(m)) for f, ms in form.errors.items() for m in ms]
        return change_failed(request, token, services.SheetError(errs), draw=form)
    req = draw_of(session, form)
    version, key = form.cleaned_data["version"], client_key(request.POST)
    try:
        services.record_hand(session, version=version, token=token, request=req, lang=lang(), client_key=key)
    except services.AlreadyRecorded:
        return after_change(request, session)  # sent again after its answer was lost: recorded the first time
    except services.StaleVersion as e:
        return change_failed(request, token, e, draw=form)
    except services.SheetError as e:
        rest: list[tuple[str, str]] = []
        for path, message in e.errors:
            name = form.field_for_path(path)
            if name is not None:
                form.add_error(name, message)
            else:
                rest.append((path, seat_message(path, message, seats)))
        if not rest:
            rest = [("", _("The draw was not recorded: see the messages in the draw form."))]
        full = record_url(session, state, req)
        return change_failed(request, token, services.SheetError(rest), draw=form, draw_full_url=full)
    return after_change(request, session)


def draw_of(session: Session, form: DrawForm) -> dict[str, Any]:
    """The contract request of a valid draw form."""
    facts = form.facts()
    req = services.draw_request(
        session, tenpai=facts["tenpai"], riichi=facts["riichi"], seats=facts["seats"], table=facts["table"]
    )
    req["lang"] = lang()
    return req


def record_draw(session: Session, token: str, form: DrawForm, *, version: int, key: str) -> None:
    """Record the draw the form holds (its fields' problems: SheetError) at `version`, with the page's key."""
    if not form.is_valid():
        raise services.SheetError([(f, str(m)) for f, ms in form.errors.items() for m in ms])
    services.record_hand(
        session, version=version, token=token, request=draw_of(session, form), lang=lang(), client_key=key
    )


def draw_message(form: DrawForm, path: str, message: str, seats: list[str]) -> str:
    """A refused draw's message said without its form: naming the field (its label) or the seat it is about."""
    field = form.fields.get(path) or form.fields.get(form.field_for_path(path) or "")
    if field is not None and field.label:
        return mark("colon").join((str(field.label), message))
    return seat_message(path, field_message(path, message), seats)


def seat_message(path: str, message: str, seats: list[str]) -> str:
    """A message about one seat (`seats.2.hand`) said with the seat's name first: two seats refused for the same
    reason read as two messages, not one said twice."""
    parts = path.split(".")
    if len(parts) >= 2 and parts[0] == "seats" and parts[1].isdigit() and int(parts[1]) < len(seats):
        return mark("colon").join((seats[int(parts[1])], message))
    return message


def simple_change(
    request: HttpRequest,
    token: str,
    session: Session,
    change: Callable[..., Session],
    kind: str = "",
    **kwargs: Any,
) -> HttpResponse:
    """A change that needs nothing but the version posted (and `kwargs`): `change(session, version=, token=,
    lang=, **kwargs)`, one of scoresheet.services'. `kind`: a change the phone keeps while offline (kept.ROUTES),
    made once per key (`client_key=`) and, sent again from the phone's queue, answered in JSON."""
    if kind and from_queue(request):
        return queued_change(
            request,
            session,
            kind,
            lambda version, key: change(session, version=version, token=token, lang=lang(), client_key=key, **kwargs),
        )
    version = posted_version(request)
    if version is None:
        return bad_version(request, token)
    if kind:
        kwargs["client_key"] = client_key(request.POST)
    try:
        change(session, version=version, token=token, lang=lang(), **kwargs)
    except services.AlreadyRecorded:
        pass  # sent again after its answer was lost: made the first time, never twice
    except (services.SheetError, services.StaleVersion) as e:
        return change_failed(request, token, e)
    return after_change(request, session)


@require_POST
@edit_only
def delete_hand(request: HttpRequest, token: str, session: Session, number: int) -> HttpResponse:
    return simple_change(request, token, session, services.delete_hand, number=number)


@require_POST
@edit_only
def undo(request: HttpRequest, token: str, session: Session) -> HttpResponse:
    return simple_change(request, token, session, services.undo_last, "undo")


@require_POST
@edit_only
def close(request: HttpRequest, token: str, session: Session) -> HttpResponse:
    closed = request.POST.get("closed") != "0"
    return simple_change(request, token, session, services.set_closed, "close" if closed else "reopen", closed=closed)


@require_POST
@edit_only
def end_now(request: HttpRequest, token: str, session: Session) -> HttpResponse:
    """End the game now (by agreement, time up): the final result is worked out where the table stands."""
    return simple_change(request, token, session, services.end_now, "end")


@require_POST
@edit_only
def play_on(request: HttpRequest, token: str, session: Session) -> HttpResponse:
    """Play on where the game ended (the house plays on)."""
    return simple_change(request, token, session, services.play_on, "play_on")


@require_POST
@edit_only
def seating(request: HttpRequest, token: str, session: Session) -> HttpResponse:
    form = seating_form(player_names(session), request.POST)
    if not form.is_valid():
        errs = [(f, str(m)) for f, ms in form.errors.items() for m in ms]
        return change_failed(request, token, services.SheetError(errs), seating=form)
    n = session.players.count()
    seats = [form.cleaned_data[f"seat_{s}"] for s in range(n)]
    try:
        services.set_seating(session, version=form.cleaned_data["version"], token=token, seating=seats, lang=lang())
    except (services.SheetError, services.StaleVersion) as e:
        return change_failed(request, token, e, seating=form)
    return after_change(request, session)
