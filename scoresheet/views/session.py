"""The session page (its table, hands, standings, the forms that change it) and the QR codes of its links."""

from __future__ import annotations

import io
from typing import Any, NotRequired, TypedDict, TypeVar

from django import forms
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseNotAllowed
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET

from clubs import access as club_access
from rules import registry
from rules.model import Field
from scoresheet import services
from scoresheet.chart import running_totals_svg
from scoresheet.forms import RESULT_PRESET_LABEL, draw_form, seating_form
from scoresheet.models import Session

from .common import Forbidden, forbidden, lang, open_session, player_names
from .final import final_view
from .kept import can_make, change_review, kept_draw
from .snapshot import reads_one_snapshot
from .table import hand_rows, names_by_seat, record_url, seat_names, signed, state_text
from .tenhou import source_summary

_Form = TypeVar("_Form", bound=forms.Form)


class StandingRow(TypedDict):
    rank: int
    name: str
    total: int
    player: int
    final: NotRequired[str]  # the ranked result (riichi's uma and oka), once the game is over


class UndoWords(TypedDict):
    what: str  # the change undo takes back, in words
    can: bool  # whether undo can take it back


def standings(session: Session, names: list[str]) -> list[StandingRow]:
    final = session.cache["final"]
    ranked = registry.RULE_SETS[session.ruleset].progress.ranked_result
    out: list[StandingRow] = []
    for s in session.cache.get("standings", []):
        row: StandingRow = {"rank": s["rank"], "name": names[s["player"]], "total": s["total"], "player": s["player"]}
        if ranked and final["game_over"]:
            row["final"] = f"{s['final'] / 1000:+.1f}"
        out.append(row)
    return out


def links(request: HttpRequest, session: Session) -> dict[str, str]:
    return {
        "edit": request.build_absolute_uri(reverse("scoresheet:session", args=[session.edit_token])),
        "view": request.build_absolute_uri(reverse("scoresheet:session", args=[session.view_token])),
    }


def value_words(f: Field, v: Any, lang: str, *, by_place: bool = False) -> str:
    """An option's value as words: a choice's name, Yes or No, numbers (a list of them by place, the uma, signed
    and set apart with slashes; any other list as written)."""
    if f.choices:
        return next((str(t.get(lang)) for c, t in f.choices if c == v), str(v))
    if isinstance(v, bool):
        return str(_("Yes") if v else _("No"))
    if isinstance(v, (list, tuple)):
        return " / ".join(signed(int(x)) for x in v) if by_place else " ".join(str(x) for x in v)
    return str(v)


def rules_shown(session: Session, lang: str) -> list[dict[str, str]]:
    """The frozen preset and options as words (shown so nobody argues later)."""
    rs = registry.RULE_SETS[session.ruleset]
    out = []
    for f in rs.options:
        if f.key in session.options:
            out.append({"name": f.names.get(lang), "value": value_words(f, session.options[f.key], lang)})
    prog = rs.progress
    progress = services.progress_options(session)
    result = prog.result_preset(session.scoring_preset)
    if result is not None:
        out.append({"name": str(RESULT_PRESET_LABEL), "value": result.names.get(lang)})
    for f in prog.fields:
        if f.key in progress:
            out.append({"name": f.names.get(lang), "value": value_words(f, progress[f.key], lang, by_place=True)})
    players = len(session.cache.get("final", {}).get("scores", ())) or session.players.count()
    for name, value in prog.summary(progress, players):
        out.append({"name": name.get(lang), "value": str(value)})
    return out


def page_context(
    request: HttpRequest,
    session: Session,
    can_edit: bool,
    *,
    draw: forms.Form | None = None,
    seating: forms.Form | None = None,
    errors: list[str] | None = None,
    stale: bool = False,
) -> dict[str, Any]:
    """What the session page shows; `draw` / `seating`: a refused form, shown again with its input. With the
    editing link, the review of a change kept on the phone (issue 28: kept.py) where the address (or the form posted
    from the review) names one."""
    page_lang = lang()
    names = player_names(session)
    rs = registry.RULE_SETS[session.ruleset]
    preset = rs.preset(session.preset)
    state = services.next_state(session)
    final = services.current_state(session)
    rows = hand_rows(session, names, page_lang)
    review = None
    if can_edit:
        asked = request.POST if request.method == "POST" else request.GET
        review = change_review(asked, session, names, rows)
        if review is not None and review["kind"] == "draw" and draw is None and not review["done"]:
            # the kept draw, at the table as it now stands: what recording it now would record
            kept = kept_draw(asked, session)
            draw = draw_form(names_by_seat(state, names), rs, kept, options=dict(session.options))
    start = rs.progress.start_score(services.progress_options(session))
    token = session.edit_token if can_edit else session.view_token
    ctx: dict[str, Any] = {
        "session": session,
        "token": token,
        "can_edit": can_edit,
        "rs_name": rs.names.get(page_lang),
        "preset_name": preset.names.get(page_lang) if preset else session.preset,
        "rules_shown": rules_shown(session, page_lang),
        "names": names,
        "state": state,
        "final": final,
        "state_text": state_text(session, state, names),
        "seats": seat_names(state, names),
        "standings": standings(session, names),
        "rows": rows,
        "hand_base": reverse("scoresheet:session", args=[token]) + "hand/",
        "chart": running_totals_svg(
            names, [start] * len(names), [r["totals"] for r in rows], _("Running totals after each hand")
        )
        if rows
        else "",
        "errors": errors or [],
        "stale": stale,
        "created": request.GET.get("new") == "1" and can_edit,
        "result": final_view(session, names),
        "source": source_summary(session),
    }
    if can_edit:
        ctx["links"] = links(request, session)
        ctx["undo"] = undo_words(session)
        if not session.closed:
            ctx["can_end"] = bool(rows) and not state.game_over
            ctx["can_play_on"] = services.can_play_on(session)
        if not session.closed and not final.game_over:
            if state.redraw_due:
                ctx["seating_form"] = seating or with_version(seating_form(names, seating=state.seating), session)
            else:
                ctx["draw_form"] = draw or with_version(
                    draw_form(
                        names_by_seat(state, names), registry.RULE_SETS[session.ruleset], options=dict(session.options)
                    ),
                    session,
                )
                ctx["record_url"] = record_url(session, state)
    else:
        ctx["links"] = {"view": links(request, session)["view"]}
    if review is not None:
        review["can"] = can_make(review, ctx, session)
        ctx["change_review"] = review
        ctx["draw_open"] = review["kind"] == "draw" and not review["done"]
    ctx.update(club_access.session_context(request, session, can_edit))
    return ctx


def undo_words(session: Session) -> UndoWords | None:
    """What the undo button takes back, in words ("Hand deleted · hand 3"), and whether it can: the last change is
    named even when undo cannot take it back (a move to a club), so nothing older is reverted by surprise."""
    last = services.undo_target(session)
    if last is None or last.action in ("create", "import"):
        return None
    what = services.change_words().get(last.action, last.action)
    if last.hand_number:
        what += " · " + _("Hand %(n)s") % {"n": last.hand_number}
    return {"what": what, "can": last.action in services.UNDOABLE}


def with_version(form: _Form, session: Session) -> _Form:
    """An unbound change form carrying the session's current version."""
    form.fields["version"].initial = session.version
    return form


@reads_one_snapshot
def session_page(request: HttpRequest, token: str) -> HttpResponse:
    session, can_edit = open_session(token, request=request)  # an unknown token is 404 whatever the method
    if request.method not in ("GET", "HEAD"):
        return HttpResponseNotAllowed(["GET"])
    ctx = page_context(request, session, can_edit)
    # the record page's "Record a draw by the draw form", or the review of a draw kept on the phone
    ctx["draw_open"] = request.GET.get("draw") == "1" or ctx.get("draw_open", False)
    return render(request, "scoresheet/session.html", ctx)


# ---------------------------------------------------------- QR codes ---


@require_GET
def qr(request: HttpRequest, token: str, kind: str) -> HttpResponse:
    """A QR code (SVG, drawn here by segno) of the editing or the read-only link."""
    import segno

    session, _can_edit = open_session(token, edit=kind == "edit", request=request)
    if kind not in ("edit", "view"):
        raise Http404(kind)
    url = links(request, session)[kind]
    buf = io.BytesIO()
    segno.make(url, error="m").save(buf, kind="svg", scale=4, border=2, xmldecl=False)
    # Cache-Control: private, no-cache, as every answer through a secret link (scoresheet.middleware)
    return HttpResponse(buf.getvalue(), content_type="image/svg+xml")


@reads_one_snapshot
def qr_view(request: HttpRequest, token: str, kind: str) -> HttpResponse:
    try:
        return qr(request, token, kind)
    except Forbidden as e:
        return forbidden(request, e)
