"""Recording a hand (or correcting one): the calculator, pre-filled from the table, with a record bar."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from django.http import Http404, HttpResponse, HttpResponseRedirect, JsonResponse, QueryDict
from django.shortcuts import render
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import ngettext
from django.views.decorators.http import require_http_methods

from calculator import fields as N
from calculator.page_language import mark
from calculator.views import HtmxHttpRequest, calculator_page_context
from rules import progress as P
from scoresheet import services
from scoresheet.models import Session
from scoresheet.prefill import calculator_query
from scoresheet.replay import state_from_json

from .changes import change_failed
from .common import Forbidden, field_message, forbidden, go, lang, open_session, player_names
from .kept import CLIENT_KEY, client_key, meanwhile
from .snapshot import reads_one_snapshot
from .table import hand_rows, names_by_seat, record_url, seat_names, state_text


def record_bar(session: Session, state: P.TableState, number: int, names: list[str], version: int) -> dict[str, Any]:
    """What the record page adds to the calculator page (the `sheet_` names its templates read)."""
    return {
        "sheet": session,
        "sheet_version": version,
        "sheet_number": number,
        "sheet_seats": seat_names(state, names),
        "sheet_state": state_text(session, state, names),
        "sheet_url": reverse("scoresheet:session", args=[session.edit_token]),
        "sheet_record_url": reverse("scoresheet:record", args=[session.edit_token]),
    }


def hand_number(data: QueryDict) -> int:
    """The hand a record page corrects (0: a new hand; -1: not a number)."""
    try:
        n = int(data.get("number") or 0)
    except (TypeError, ValueError):
        return -1
    return n


def table_before(session: Session, number: int) -> P.TableState | None:
    """The table a hand is played at: hand `number`'s own (a correction) or the next hand's (0); None when the
    session has no hand `number` (any more)."""
    if not number:
        return services.next_state(session)
    hands = services.hand_entries(session)
    if number > len(hands):
        return None
    return state_from_json(hands[number - 1]["before"])


def is_stale(data: QueryDict, session: Session) -> bool:
    """Was the page that sent `data` shown at an older version of the session (its `v`)?"""
    try:
        return int(data.get("v", "")) != session.version
    except ValueError:
        return False


def changed_message(session: Session) -> str:
    """What the page shown again after another device's change says: how many hands there are now and the last
    one (two scorekeepers recording the same hand is the usual cause: it is not to be recorded twice)."""
    rows = hand_rows(session, player_names(session), lang())
    if not rows:
        return _(
            "The session changed since this page was shown (no hand is recorded now). This page now shows the new table, with your hand kept: check it and record it."
        )
    n = len(rows)
    return ngettext(
        "The session changed since this page was shown (%(n)s hand recorded so far; the last: %(last)s). This page now shows the new table, with your hand kept. If the last hand is this one, it is already recorded; otherwise check it and record it.",
        "The session changed since this page was shown (%(n)s hands recorded so far; the last: %(last)s). This page now shows the new table, with your hand kept. If the last hand is this one, it is already recorded; otherwise check it and record it.",
        n,
    ) % {"n": n, "last": rows[-1]["what"]}


def nothing_entered(req: dict[str, Any], locked: QueryDict | None = None) -> bool:
    """No seat says anything (no hand, meld, win, readiness, declaration, discards) and no table fact is given but
    the session's own (`locked`: the round wind, the sticks): the request of an untouched record form."""
    table = req.get("table") or {}
    given = [key for key in table if locked is None or N.table(key) not in locked]
    return not given and not any(seat for seat in req.get("seats", ()) if isinstance(seat, dict))


@require_http_methods(["GET", "POST"])
@reads_one_snapshot
def record_page(request: HtmxHttpRequest, token: str) -> HttpResponse:
    """The calculator, pre-filled from the table, with a record bar; POST records (or corrects) the hand."""
    try:
        session, _can = open_session(token, edit=True, request=request)
    except Forbidden as e:
        return forbidden(request, e)
    names = player_names(session)
    data = request.POST if request.method == "POST" else request.GET
    number = hand_number(data)
    hands = services.hand_entries(session)
    if number < 0 or number > len(hands):
        if request.method == "POST":
            return change_failed(
                request,
                token,
                services.SheetError(
                    [("number", _("There is no hand %(n)s in this session.") % {"n": data.get("number")})]
                ),
            )
        raise Http404("no such hand")
    state = table_before(session, number)
    assert state is not None  # the number is one of the session's hands, checked above
    if request.method == "GET" and "players" not in request.GET:
        stored = session.hands.get(number=number).request if number else None
        return HttpResponseRedirect(record_url(session, state, stored, number))
    # the table and the rules are the session's: whatever the page sends for them, the result shown and the hand
    # recorded are scored at the session's table (services.record_hand records at it too)
    locked = calculator_query(session.ruleset, session.preset, session.options, state)
    if request.method == "POST" and request.POST.get("from_queue") == "1":
        return queued_send(request, session, token, number, locked)  # a hand kept on the phone (issue 28)
    errors: list[str] = []
    status = 200
    confirm_empty = False
    draw_link = False
    version = session.version
    if request.method == "GET" and is_stale(request.GET, session):
        # a page shown before another device changed the session: shown again for the new table, the hand kept
        # (each tap asks for the result, so the page learns it at once, not when recording)
        again = request.GET.copy()
        for name in locked:
            again.setlist(name, locked.getlist(name))
        again["v"] = str(session.version)
        again["changed"] = "1"
        return go(request, reverse("scoresheet:record", args=[session.edit_token]) + "?" + again.urlencode(), 409)
    notice = changed_message(session) if request.method == "GET" and request.GET.get("changed") else ""
    if request.method == "POST":
        try:
            posted_version = int(request.POST.get("v", ""))
        except ValueError:
            posted_version = -1
        ctx = calculator_page_context(request, session.ruleset, request.POST, locked=locked)
        form = ctx["form"]
        req = form.to_request() if form.is_valid() else {}
        empty = bool(req) and nothing_entered(req, locked)
        if empty and (ctx["result"] is None or request.POST.get("empty") != "1"):
            # a form left empty is no hand: a draw is recorded with the session page's draw form (what the rules
            # need of a draw, in a few taps), or here only when the scorekeeper says so and it scores as one (in
            # Wenzhou a draw also passes the deal), never by two taps on an untouched page
            if ctx["result"] is not None:
                errors.append(
                    _(
                        "Nothing is entered for any seat: this records a draw. Tap “Record a draw” if that is what happened, or use the session page's draw form."
                    )
                )
                confirm_empty = True
            else:
                errors.append(
                    _(
                        "Nothing is entered for any seat. A hand nobody won is recorded with the session page's draw form: “Record a draw by the draw form”."
                    )
                )
            draw_link = True
            status = 400
        elif ctx["result"] is None:
            errors.append(_("The hand is not complete yet: see the problems listed."))
            status = 400
        else:
            req["lang"] = lang()
            try:
                if number:
                    services.edit_hand(
                        session, version=posted_version, token=token, number=number, request=req, lang=lang()
                    )
                else:
                    services.record_hand(
                        session,
                        version=posted_version,
                        token=token,
                        request=req,
                        lang=lang(),
                        client_key=client_key(request.POST),
                    )
            except services.AlreadyRecorded:
                # sent again after its answer was lost (issue 28): recorded the first time, never twice
                return go(request, reverse("scoresheet:session", args=[session.edit_token]), 204)
            except services.StaleVersion as e:
                # Another device changed the session: the page is shown again for the new table (dealer,
                # streak, sticks, round wind; a correction: the hand's table as it stands now) with this hand
                # kept, so the result on screen is the one that would be recorded. A redirect (the GET form's own
                # address, as every calculator page has), so the whole page is rebuilt: seat winds, labels and
                # the result alike, with the message (`changed`).
                session = e.session
                now = table_before(session, number)
                if now is None:  # the hand being corrected was undone meanwhile: the session page says so
                    if request.htmx:
                        return go(request, reverse("scoresheet:session", args=[session.edit_token]), 409)
                    gone = _("There is no hand %(n)s in this session.") % {"n": number}
                    return change_failed(request, token, services.SheetError([("number", gone)]))
                shown_again = record_url(session, now, req, number) + "&changed=1" + queued_query(request.POST)
                return go(request, shown_again, 409, status=303)
            except services.SheetError as e:
                errors += [field_message(f, m) for f, m in e.errors]
                status = 400
            else:
                return go(request, reverse("scoresheet:session", args=[session.edit_token]), 204)
    bar = record_bar(session, state, number, names, version)
    bar.update(queued_review(data, session, names))
    bar["sheet_errors"] = errors
    bar["sheet_confirm_empty"] = confirm_empty
    bar["sheet_draw_url"] = bar["sheet_url"] + "?draw=1#draw" if draw_link else ""
    bar["sheet_notice"] = notice
    data_for_form = request.POST if request.method == "POST" else request.GET
    seat_names_now = names_by_seat(state, names)
    ctx = calculator_page_context(
        request, session.ruleset, data_for_form, extra=bar, locked=locked, names=dict(enumerate(seat_names_now))
    )
    for seat in ctx.get("seats", ()):  # each seat card says who sits there (the full page; a partial has none)
        if seat["index"] < len(seat_names_now):
            seat["name"] = seat_names_now[seat["index"]]
            seat["label"] = f"{seat['label']} · {seat['name']}"
    if errors:
        ctx["errors_listed"] = [{"name": "", "label": "", "message": m, "anchor": ""} for m in errors] + list(
            ctx.get("errors_listed") or []
        )
        ctx["result"] = None if status != 200 else ctx["result"]
    if request.htmx:
        if request.method == "POST":
            oob = render_to_string("scoresheet/_record_bar.html", {**bar, "oob": True}, request=request)
            ctx["error_slots_html"] = ctx.get("error_slots_html", "") + oob
            ctx["oob"] = True
            # a hand that cannot be recorded answers 422 to htmx, which swaps 409 and 422 in (templates/base.html's
            # htmx-config): a 400 was not swapped, so the page said "the server did not answer" (and in
            # development django-htmx put the bare answer in place of the page)
            if status == 400:
                status = 422
        response = render(request, "calculator/calculator.html#result-panel", ctx, status=status)
        if request.method == "GET":  # the address keeps the hand, never the page's own bookkeeping
            response["HX-Replace-Url"] = clean_address(request.path, request.GET)
        return response
    return render(request, "scoresheet/record.html", ctx, status=status)


# what the page script sends beside the hand (the field being entered, the errors shown) and a POST's token: never
# part of an address a scorekeeper sees, reloads or shares
PAGE_INTERNALS = ("_editing", "_shown", "csrfmiddlewaretoken")


def clean_address(path: str, query: QueryDict) -> str:
    q = query.copy()
    for name in PAGE_INTERNALS:
        q.pop(name, None)
    return path + ("?" + q.urlencode() if q else "")


# ------------------------------------------------------------------- a hand kept on the phone (issue 28) ---
# A hand whose record POST found no server is kept on the phone (static/scoresheet/queue.js, IndexedDB) and sent again
# when the connection is back: the same form with the key the page gave it (`client_key`, kept.py), the version it
# was entered at (`v`) and `from_queue=1`, answered in JSON (the session page's changes likewise: kept.py). The server scores it at the session's table as it then
# stands, and the version check decides: recorded (once: a key already recorded is answered so), or the session
# changed meanwhile and the scorekeeper chooses on the review page (this page with the hand at the table as it now
# stands, its key and version in `queued` and `since`: templates/offline/_sheet_conflict.html).


def queued_query(data: QueryDict) -> str:
    """The review page's own parameters, for an address that shows it again ("" on any other page)."""
    key = data.get("queued") or ""
    if not CLIENT_KEY.fullmatch(key):
        return ""
    return "&" + urlencode({"queued": key, "since": data.get("since") or ""})


def review_url(session: Session, req: dict[str, Any], data: QueryDict, key: str, since: int) -> str:
    """The review page of a kept hand: the record page with the hand at the table as it now stands."""
    state = services.next_state(session)
    if req:
        base = record_url(session, state, req)
    else:  # a hand the form cannot read: its fields as sent, at the table as it stands
        q = data.copy()
        for name in (*PAGE_INTERNALS, "client_key", "from_queue", "queued", "since", "v", "number"):
            q.pop(name, None)
        locked = calculator_query(session.ruleset, session.preset, session.options, state)
        for name in locked:
            q.setlist(name, locked.getlist(name))
        q["v"] = str(session.version)
        base = reverse("scoresheet:record", args=[session.edit_token]) + "?" + q.urlencode()
    return base + "&" + urlencode({"queued": key, "since": since})


def queued_send(request: HtmxHttpRequest, session: Session, token: str, number: int, locked: QueryDict) -> JsonResponse:
    """A kept hand sent again: {"status": "recorded", "number", "version" (the version its recording made),
    "again" (recorded by an earlier try)}; 409 {"status": "changed", "version", "review"}; 422 {"status": "refused",
    "errors", "review"} (the session closed, the game over, a hand the table as it now stands refuses)."""
    key = client_key(request.POST)
    if not key or number:  # only new hands are kept (the page's script never sends anything else)
        return JsonResponse({"status": "refused", "errors": []}, status=400)
    done = session.changes.filter(client_key=key).first()
    if done is not None:
        return JsonResponse({"status": "recorded", "again": True, "number": done.hand_number, "version": done.version})
    try:
        posted = int(request.POST.get("v", ""))
    except ValueError:
        posted = -1
    ctx = calculator_page_context(request, session.ruleset, request.POST, locked=locked)
    form = ctx["form"]
    req: dict[str, Any] = form.to_request() if form.is_valid() else {}

    def changed(now: Session) -> JsonResponse:
        review = review_url(now, req, request.POST, key, posted)
        return JsonResponse({"status": "changed", "version": now.version, "review": review}, status=409)

    def refused(errors: list[str]) -> JsonResponse:
        review = review_url(session, req, request.POST, key, posted)
        return JsonResponse({"status": "refused", "errors": errors, "review": review}, status=422)

    if posted != session.version:
        return changed(session)
    if ctx["result"] is None:
        listed = [
            mark("colon").join((str(e["label"]), str(e["message"]))) if e.get("label") else str(e["message"])
            for e in ctx.get("errors_listed") or []
        ]
        return refused([_("The hand is not complete yet: see the problems listed."), *listed])
    if nothing_entered(req, locked) and request.POST.get("empty") != "1":
        return refused(
            [
                _(
                    "Nothing is entered for any seat. A hand nobody won is recorded with the session page's draw form: “Record a draw by the draw form”."
                )
            ]
        )
    req["lang"] = lang()
    try:
        s, n = services.record_hand(session, version=posted, token=token, request=req, lang=lang(), client_key=key)
    except services.AlreadyRecorded as e:
        return JsonResponse(
            {"status": "recorded", "again": True, "number": e.change.hand_number, "version": e.change.version}
        )
    except services.StaleVersion as e:
        return changed(e.session)
    except services.SheetError as e:
        return refused([field_message(f, m) for f, m in e.errors])
    return JsonResponse({"status": "recorded", "again": False, "number": n, "version": s.version})


def queued_review(data: QueryDict, session: Session, names: list[str]) -> dict[str, Any]:
    """What the review page of a kept hand adds (nothing on any other record page): the changes made meanwhile
    (since the version the hand was entered at), the hands they recorded, and whether this hand is recorded."""
    key = data.get("queued") or ""
    if not CLIENT_KEY.fullmatch(key):
        return {}
    try:
        since = int(data.get("since") or "")
    except ValueError:
        since = session.version
    done = session.changes.filter(client_key=key).first()
    rows = hand_rows(session, names, lang())
    return {
        "sheet_queued": {
            "key": key,
            "since": since,
            "recorded": done.hand_number if done is not None else 0,
            "next": len(rows) + 1,
            "meanwhile": meanwhile(session, since, names, rows),
        }
    }
