"""Pages of the scoresheet: thin views over `scoresheet.services` (changes) and the cached replay (reading).

Every URL carries a token: the secret editing link's or the read-only link's. Every changing URL is
POST only (CSRF-protected) and needs the editing token: the read-only token gets 403, anything else 404.
"""

from __future__ import annotations

import functools
import io
import json
import re
import unicodedata
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from typing import Any
from urllib.parse import quote

from django import forms
from django.conf import settings
from django.core.exceptions import RequestDataTooBig
from django.db import transaction
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseNotAllowed, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext
from django.views import defaults
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from calculator import fields as N
from calculator import page_language, result_page, seat_words
from calculator.views import calculator_page_context
from clubs import access as club_access
from rules import progress as P
from rules import registry, score_request

from . import exchange, ratelimit, services
from .chart import running_totals_svg
from .forms import (
    ImportForm,
    draw_form,
    new_session_form,
    option_overrides,
    preset_values,
    progress_values,
    seating_form,
)
from .models import Session
from .prefill import calculator_query


class Forbidden(Exception):
    def __init__(self, club: Any = None) -> None:
        super().__init__("forbidden")
        self.club = club  # set when the session belongs to a club whose role the user lacks


def _session(token: str, *, edit: bool = False, request: HttpRequest | None = None) -> tuple[Session, bool]:
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


def _forbidden(request: HttpRequest, e: Forbidden | None = None) -> HttpResponse:
    if e is not None and e.club is not None:
        return render(request, "clubs/session_forbidden.html", {"club": e.club}, status=403)
    return render(request, "scoresheet/forbidden.html", status=403)


def edit_only(view):
    def wrapped(request: HttpRequest, token: str, *args: Any, **kwargs: Any) -> HttpResponse:
        try:
            session, _can = _session(token, edit=True, request=request)
        except Forbidden as e:
            return _forbidden(request, e)
        return view(request, token, session, *args, **kwargs)

    wrapped.__name__ = view.__name__
    wrapped.__doc__ = view.__doc__
    return wrapped


def _version(request: HttpRequest) -> int | None:
    try:
        v = int(request.POST.get("version", ""))
    except ValueError:
        return None
    return v if v >= 0 else None


def _names(session: Session) -> list[str]:
    return [p.name for p in session.players.all()]


def _lang() -> str:
    return page_language.page_lang()


# ------------------------------------------------- one snapshot per page ---


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


def reads_one_snapshot(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """A page that reads a session and its hands: its GET (and HEAD) inside `one_snapshot()`. Its POST, if it has
    one, changes the session through scoresheet.services, whose transaction locks the session row itself."""

    @functools.wraps(view)
    def wrapped(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        if request.method not in ("GET", "HEAD"):
            return view(request, *args, **kwargs)
        with one_snapshot():
            return view(request, *args, **kwargs)

    return wrapped


# -------------------------------------------------------------- index ---


@require_GET
def index(request: HttpRequest) -> HttpResponse:
    return _index_page(request, ImportForm())


@require_http_methods(["GET", "POST"])
@ratelimit.limited("new_session")
def new_session(request: HttpRequest, key: str) -> HttpResponse:
    rs = registry.RULE_SETS.get(key)
    if rs is None:
        raise Http404(key)
    lang = _lang()
    form = new_session_form(rs, lang, request.POST if request.method == "POST" else None)
    if request.method == "POST" and form.preset_changed:
        # the options now show the new preset's values: checked before anything is frozen
        return _new_page(request, rs, form, lang, status=200)
    if request.method == "POST" and form.is_valid():
        d = form.cleaned_data
        n = d["players"]
        names = [d.get(f"name_{i}") or "" for i in range(n)]
        extra_names = [d.get(f"name_{i}") for i in range(n, 4) if d.get(f"name_{i}")]
        progress = progress_values(form)
        kwargs: dict[str, Any] = {}
        if rs.key == "riichi":
            kwargs = {
                "scoring_preset": d["scoring_preset"],
                "start_points": d.get("start_points"),
                "return_points": d.get("return_points"),
                "uma": d.get("uma"),
                "tobi": None if not d.get("tobi") else d["tobi"] == "1",
            }
        if extra_names:
            form.add_error("players", _("More names than players: choose %(n)s players or clear a name.") % {"n": n})
        if not form.errors:
            try:
                session = services.create_session(
                    services.NewSession(
                        ruleset=rs.key,
                        preset=d["preset"],
                        names=names,
                        option_overrides=option_overrides(form),
                        progress_overrides=progress,
                        title=d.get("title") or "",
                        lang=lang,
                        **kwargs,
                    )
                )
            except services.SheetError as e:
                _add_errors(form, e.errors)
            else:
                return HttpResponseRedirect(reverse("scoresheet:session", args=[session.edit_token]) + "?new=1")
    return _new_page(request, rs, form, lang, status=400 if request.method == "POST" else 200)


def _new_page(request: HttpRequest, rs: Any, form: Any, lang: str, *, status: int) -> HttpResponse:
    names = set(form.option_fields) | set(form.progress_fields)
    ctx = {
        "rs": rs,
        "rs_name": rs.names.get(lang),
        "form": form,
        "main_fields": [
            form[n] for n in form.fields if n not in names and not n.startswith("o_") and n != "preset_was"
        ],
        "progress_fields": [form[n] for n in form.progress_fields],
        "option_fields": [form[N.option(k)] for k in form.option_fields],
        "option_errors": any(form.has_error(N.option(k)) for k in form.option_fields) if form.is_bound else False,
        "presets_json": {p.key: preset_values(rs, p.key) for p in rs.presets},
    }
    return render(request, "scoresheet/new.html", ctx, status=status)


def _add_errors(form: Any, errors: list[tuple[str, str]]) -> None:
    for field, message in errors:
        if field.startswith("options."):  # the rules name an option by its request path
            field = N.option(field.split(".")[1])
        form.add_error(field if field in form.fields else None, message)


# ------------------------------------------------------- session page ---


class StateWords:
    """The phrases a table state is told in, translated once per page (not once per hand)."""

    def __init__(self, session: Session) -> None:
        self.riichi = session.ruleset == "riichi"
        self.renchan = session.progress_options.get("honba") != "standard"
        self.winds = [_("East"), _("South"), _("West"), _("North")]
        self.where = _("%(wind)s %(n)s")
        self.honba = _("%(n)s honba")
        self.hand = _("Hand %(n)s")
        self.streak = _("dealer streak %(n)s")

    def __call__(self, state: P.TableState, names: list[str]) -> dict[str, Any]:
        dealer_name = names[state.seating[state.dealer]]
        if self.riichi:
            count = ""
            if state.streak:
                n = state.streak
                if self.renchan:
                    count = ngettext("dealer kept the deal %(n)s time", "dealer kept the deal %(n)s times", n) % {
                        "n": n
                    }
                else:
                    count = self.honba % {"n": n}
            return {
                "where": self.where % {"wind": self.winds[state.round_wind % 4], "n": state.round_hand + 1},
                "dealer": dealer_name,
                "count": count,
                "sticks": (
                    ngettext("%(n)s riichi stick on the table", "%(n)s riichi sticks on the table", state.sticks)
                    % {"n": state.sticks}
                    if state.sticks
                    else ""
                ),
            }
        return {
            "where": self.hand % {"n": state.hands + 1},
            "dealer": dealer_name,
            "count": self.streak % {"n": state.streak} if state.streak else "",
            "sticks": "",
        }


def _state_text(session: Session, state: P.TableState, names: list[str]) -> dict[str, Any]:
    return StateWords(session)(state, names)


def _seat_names(state: P.TableState, names: list[str]) -> list[dict[str, Any]]:
    players = state.players
    out = []
    for seat in range(players):
        out.append(
            {
                "seat": seat,
                "wind": seat_words.seat_wind(seat, state.dealer, players),
                "name": names[state.seating[seat]],
                "dealer": seat == state.dealer,
            }
        )
    return out


def _signed(v: int) -> str:
    return f"+{v}" if v > 0 else str(v)


def _summary_text(rs: Any, summary: list[list[Any]], lang: str) -> str:
    """Each winning hand's patterns (their names in `lang`), from [[keys], total, unit], said so that no number
    in it reads as what the hand moved (the row's changes say that):
    - the hand's value is given only in a unit of its own (番, 翻, ×2), never in points: a Guizhou "平胡（1 分）" beside
      +21 reads as the hand's score, when chickens, kongs, the dealer's doubling and three payers made the 21;
    - a pattern paid on its own (one that is also a payment reason of the rule set: Beijing's 烧庄, which the dealer
      pays to every other seat whoever wins) is named after the hand's value, marked as paid apart: "庄 · 推倒和（2 番）
      · 烧庄（另付）", where "烧庄（2 番）" read as 2 番 of 烧庄 (2 was the hand's fan without it)."""
    from django.utils import translation

    parts = []
    with translation.override(lang):
        apart_word = _("paid apart")
        for keys, total, unit in summary:
            known = [k for k in keys if k in rs.pattern_map]
            names = [rs.pattern_map[k].names.get(lang) for k in known if k not in rs.reasons]
            apart = [rs.pattern_map[k].names.get(lang) for k in known if k in rs.reasons]
            shown = f"{' · '.join(names[:4])}{' …' if len(names) > 4 else ''}"
            if unit != "points" and total is not None:
                shown += page_language.parens(result_page.with_unit(total, unit), lang)
            for name in apart:
                shown += f" · {name}" + page_language.parens(apart_word, lang)
            parts.append(shown.strip(" ·"))
    return page_language.mark("semicolon", lang).join(parts)


def _pattern_summary(session: Session, answer: dict[str, Any], lang: str) -> str:
    summary = [
        [[i.get("key") for i in h.get("items", [])], h.get("total"), h.get("unit", "")] for h in answer.get("hands", [])
    ]
    return _summary_text(registry.RULE_SETS[session.ruleset], summary, lang)


def _hand_rows(session: Session, names: list[str], lang: str) -> list[dict[str, Any]]:
    """The hand list from the cached replay alone (no hand is loaded from the database)."""
    rs = registry.RULE_SETS[session.ruleset]
    words = StateWords(session)
    kinds = {"win": "", "draw": _("Draw"), "abortive": _("Abortive draw"), "chombo": _("Chombo")}
    self_draw = _("self-draw")
    rows = []
    for entry in session.cache.get("hands", []):
        before = entry["before"]
        state = P.TableState(**{**before, "seating": tuple(before["seating"]), "scores": tuple(before["scores"])})
        if entry["kind"] == "win":
            what = page_language.mark("comma").join(names[p] for p in entry["winners"])
            what += f" ← {names[entry['discarder']]}" if entry["discarder"] is not None else f" · {self_draw}"
        elif entry["kind"] == "chombo" and entry.get("chombo") is not None:
            what = f"{kinds['chombo']} · {names[entry['chombo']]}"
        else:
            what = kinds[entry["kind"]]
        rows.append(
            {
                "number": entry["number"],
                "table": words(state, names),
                "what": what,
                "summary": _summary_text(rs, entry.get("summary") or [], lang),
                "changes": [
                    {"value": _signed(c), "sign": "plus" if c > 0 else "minus" if c < 0 else "zero"}
                    for c in entry["change"]
                ],
                "totals": entry["totals"],
                "redraw": entry.get("redraw", False),
            }
        )
    return rows


def _standings(session: Session, names: list[str]) -> list[dict[str, Any]]:
    final = session.cache["final"]
    out = []
    for s in session.cache.get("standings", []):
        row = {"rank": s["rank"], "name": names[s["player"]], "total": s["total"], "player": s["player"]}
        if session.ruleset == "riichi" and final["game_over"]:
            row["final"] = f"{s['final'] / 1000:+.1f}"
        out.append(row)
    return out


def _links(request: HttpRequest, session: Session) -> dict[str, str]:
    return {
        "edit": request.build_absolute_uri(reverse("scoresheet:session", args=[session.edit_token])),
        "view": request.build_absolute_uri(reverse("scoresheet:session", args=[session.view_token])),
    }


def _rules_shown(session: Session, lang: str) -> list[dict[str, str]]:
    """The frozen preset and options as words (shown so nobody argues later)."""
    rs = registry.RULE_SETS[session.ruleset]
    out = []
    for f in rs.options:
        if f.key not in session.options:
            continue
        v = session.options[f.key]
        if f.choices:
            text = next((t.get(lang) for c, t in f.choices if c == v), str(v))
        elif isinstance(v, bool):
            text = _("Yes") if v else _("No")
        elif isinstance(v, list):
            text = " ".join(str(x) for x in v)
        else:
            text = str(v)
        out.append({"name": f.names.get(lang), "value": text})
    prog = P.get_progress(session.ruleset)
    for info in prog.options:
        if info.key in session.progress_options:
            v = session.progress_options[info.key]
            text = next((t.get(lang) for c, t in info.choices if c == v), None)
            if text is None:
                text = (_("Yes") if v else _("No")) if isinstance(v, bool) else str(v)
            out.append({"name": info.name.get(lang), "value": text})
    if session.ruleset == "riichi":
        out += [
            {"name": _("Starting points"), "value": str(session.start_points)},
            {"name": _("Return points"), "value": str(session.return_points)},
            {"name": _("Uma by place (thousands)"), "value": " / ".join(_signed(u) for u in session.uma)},
            {"name": _("Oka (to the top)"), "value": str(session.oka)},
            {"name": _("Bankruptcy ends the game"), "value": _("Yes") if session.tobi else _("No")},
        ]
    return out


def _page_context(
    request: HttpRequest,
    session: Session,
    can_edit: bool,
    *,
    draw: Any = None,
    seating: Any = None,
    errors: list[str] | None = None,
    stale: bool = False,
) -> dict[str, Any]:
    lang = _lang()
    names = _names(session)
    rs = registry.RULE_SETS[session.ruleset]
    preset = rs.preset(session.preset)
    state = services.next_state(session)
    final = services.current_state(session)
    rows = _hand_rows(session, names, lang)
    start = session.start_points if session.ruleset == "riichi" else 0
    token = session.edit_token if can_edit else session.view_token
    ctx: dict[str, Any] = {
        "session": session,
        "token": token,
        "can_edit": can_edit,
        "rs_name": rs.names.get(lang),
        "preset_name": preset.names.get(lang) if preset else session.preset,
        "rules_shown": _rules_shown(session, lang),
        "names": names,
        "state": state,
        "final": final,
        "state_text": _state_text(session, state, names),
        "seats": _seat_names(state, names),
        "standings": _standings(session, names),
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
        "sticks_left": final.sticks if final.game_over else 0,
    }
    if can_edit:
        ctx["links"] = _links(request, session)
        ctx["undo"] = _undo_words(session)
        if not session.closed and not final.game_over:
            if state.redraw_due:
                ctx["seating_form"] = seating or with_version(seating_form(names, seating=state.seating), session)
            else:
                ctx["draw_form"] = draw or with_version(
                    draw_form(names_by_seat(state, names), session.ruleset), session
                )
                ctx["record_url"] = _record_url(session, state)
    else:
        ctx["links"] = {"view": _links(request, session)["view"]}
    ctx.update(club_access.session_context(request, session, can_edit))
    return ctx


def _undo_words(session: Session) -> dict[str, Any] | None:
    """What the undo button takes back, in words ("Hand deleted · hand 3"), and whether it can: the last change is
    named even when undo cannot take it back (a move to a club), so nothing older is reverted by surprise."""
    last = services.undo_target(session)
    if last is None or last.action in ("create", "import"):
        return None
    what = services.change_words().get(last.action, last.action)
    if last.hand_number:
        what += " · " + _("Hand %(n)s") % {"n": last.hand_number}
    return {"what": what, "can": last.action in services.UNDOABLE}


def names_by_seat(state: P.TableState, names: list[str]) -> list[str]:
    return [names[state.seating[s]] for s in range(state.players)]


def with_version(form: Any, session: Session) -> Any:
    """An unbound change form carrying the session's current version."""
    form.fields["version"].initial = session.version
    return form


def _record_url(session: Session, state: P.TableState, request_data: dict | None = None, number: int = 0) -> str:
    q = calculator_query(session.ruleset, session.preset, session.options, state, request_data)
    q["v"] = str(session.version)
    if number:
        q["number"] = str(number)
    return reverse("scoresheet:record", args=[session.edit_token]) + "?" + q.urlencode()


@reads_one_snapshot
def session_page(request: HttpRequest, token: str) -> HttpResponse:
    session, can_edit = _session(token, request=request)  # an unknown token is 404 whatever the method
    if request.method not in ("GET", "HEAD"):
        return HttpResponseNotAllowed(["GET"])
    return render(request, "scoresheet/session.html", _page_context(request, session, can_edit))


def _after_change(request: HttpRequest, session: Session) -> HttpResponse:
    return HttpResponseRedirect(reverse("scoresheet:session", args=[session.edit_token]))


def _change_failed(
    request: HttpRequest,
    token: str,
    e: Exception,
    *,
    draw: Any = None,
    seating: Any = None,
) -> HttpResponse:
    """Re-render the session page with the message; the input kept, the version made current."""
    session, can_edit = _session(token, request=request)
    if isinstance(e, services.StaleVersion):
        errors = [_("The session changed since this page was shown: here is the new state. Check it and try again.")]
        status = 409
        stale = True
    else:
        errors = [_field_message(f, m) for f, m in e.errors]  # type: ignore[attr-defined]
        status = 400
        stale = False
    for form in (draw, seating):
        if form is not None:
            data = form.data.copy()
            data["version"] = str(session.version)
            form.data = data
    ctx = _page_context(request, session, can_edit, draw=draw, seating=seating, errors=errors, stale=stale)
    return render(request, "scoresheet/session.html", ctx, status=status)


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
    "session.scoring_preset": gettext_lazy("Starting points and uma"),
    "session.start_points": gettext_lazy("Starting points"),
    "session.return_points": gettext_lazy("Return points"),
    "session.uma": gettext_lazy("Uma by place (thousands)"),
    "players": gettext_lazy("Players"),
}


def _field_message(field: str, message: str) -> str:
    label = IMPORT_FIELD_NAMES.get(field) or FIELD_NAMES.get(field.split(".")[0])
    return page_language.mark("colon").join((str(label), message)) if label else message


def _bad_version(request: HttpRequest, token: str) -> HttpResponse:
    return _change_failed(request, token, services.SheetError([("version", _("Missing or bad version number."))]))


@require_POST
@edit_only
def draw_hand(request: HttpRequest, token: str, session: Session) -> HttpResponse:
    names = _names(session)
    state = services.next_state(session)
    form = draw_form(names_by_seat(state, names), session.ruleset, request.POST)
    if not form.is_valid():
        errs = [(f, str(m)) for f, ms in form.errors.items() for m in ms]
        return _change_failed(request, token, services.SheetError(errs), draw=form)
    d = form.cleaned_data
    req = services.draw_request(
        session,
        tenpai=d.get("tenpai") or [],
        riichi=d.get("riichi") or [],
        abortive=d.get("abortive") or "",
        chombo=d.get("chombo"),
    )
    req["lang"] = _lang()
    try:
        services.record_hand(session, version=d["version"], token=token, request=req, lang=_lang())
    except (services.SheetError, services.StaleVersion) as e:
        return _change_failed(request, token, e, draw=form)
    return _after_change(request, session)


def _simple_change(request: HttpRequest, token: str, session: Session, fn, **kwargs: Any) -> HttpResponse:
    version = _version(request)
    if version is None:
        return _bad_version(request, token)
    try:
        fn(session, version=version, token=token, lang=_lang(), **kwargs)
    except (services.SheetError, services.StaleVersion) as e:
        return _change_failed(request, token, e)
    return _after_change(request, session)


@require_POST
@edit_only
def delete_hand(request: HttpRequest, token: str, session: Session, number: int) -> HttpResponse:
    return _simple_change(request, token, session, services.delete_hand, number=number)


@require_POST
@edit_only
def undo(request: HttpRequest, token: str, session: Session) -> HttpResponse:
    return _simple_change(request, token, session, services.undo_last)


@require_POST
@edit_only
def close(request: HttpRequest, token: str, session: Session) -> HttpResponse:
    return _simple_change(request, token, session, services.set_closed, closed=request.POST.get("closed") != "0")


@require_POST
@edit_only
def seating(request: HttpRequest, token: str, session: Session) -> HttpResponse:
    form = seating_form(_names(session), request.POST)
    if not form.is_valid():
        errs = [(f, str(m)) for f, ms in form.errors.items() for m in ms]
        return _change_failed(request, token, services.SheetError(errs), seating=form)
    n = session.players.count()
    seats = [form.cleaned_data[f"seat_{s}"] for s in range(n)]
    try:
        services.set_seating(session, version=form.cleaned_data["version"], token=token, seating=seats, lang=_lang())
    except (services.SheetError, services.StaleVersion) as e:
        return _change_failed(request, token, e, seating=form)
    return _after_change(request, session)


# ------------------------------------------------- recording a hand ---


def _record_bar(session: Session, state: P.TableState, number: int, names: list[str], version: int) -> dict:
    return {
        "sheet": session,
        "sheet_version": version,
        "sheet_number": number,
        "sheet_seats": _seat_names(state, names),
        "sheet_state": _state_text(session, state, names),
        "sheet_url": reverse("scoresheet:session", args=[session.edit_token]),
        "sheet_record_url": reverse("scoresheet:record", args=[session.edit_token]),
    }


def _number(data: Any) -> int:
    try:
        n = int(data.get("number") or 0)
    except (TypeError, ValueError):
        return -1
    return n


def _table_before(session: Session, number: int) -> P.TableState | None:
    """The table a hand is played at: hand `number`'s own (a correction) or the next hand's (0); None when the
    session has no hand `number` (any more)."""
    if not number:
        return services.next_state(session)
    hands = session.cache.get("hands", [])
    if number > len(hands):
        return None
    before = hands[number - 1]["before"]
    return P.TableState(**{**before, "seating": tuple(before["seating"]), "scores": tuple(before["scores"])})


def _go(request: HttpRequest, url: str, htmx_status: int, status: int = 302) -> HttpResponse:
    """Send the page to `url`: htmx by HX-Redirect (with `htmx_status`, as htmx-config handles it), a plain form
    by a redirect."""
    if request.htmx:  # type: ignore[attr-defined]
        resp = HttpResponse(status=htmx_status)
        resp["HX-Redirect"] = url
        return resp
    return HttpResponseRedirect(url, status=status)


def _stale(data: Any, session: Session) -> bool:
    """Was the page that sent `data` shown at an older version of the session (its `v`)?"""
    try:
        return int(data.get("v", "")) != session.version
    except ValueError:
        return False


def _changed_message(session: Session) -> str:
    """What the page shown again after another device's change says: how many hands there are now and the last
    one (two scorekeepers recording the same hand is the usual cause: it is not to be recorded twice)."""
    rows = _hand_rows(session, _names(session), _lang())
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


def _nothing_entered(req: dict[str, Any]) -> bool:
    """No seat says anything (no hand, meld, win, readiness, declaration, discards) and no table fact is given:
    the request of an untouched record form."""
    return not req.get("table") and not any(seat for seat in req.get("seats", ()) if isinstance(seat, dict))


@require_http_methods(["GET", "POST"])
@reads_one_snapshot
def record(request: HttpRequest, token: str) -> HttpResponse:
    """The calculator, pre-filled from the table, with a record bar; POST records (or corrects) the hand."""
    try:
        session, _can = _session(token, edit=True, request=request)
    except Forbidden as e:
        return _forbidden(request, e)
    names = _names(session)
    data = request.POST if request.method == "POST" else request.GET
    number = _number(data)
    hands = session.cache.get("hands", [])
    if number < 0 or number > len(hands):
        if request.method == "POST":
            return _change_failed(
                request,
                token,
                services.SheetError(
                    [("number", _("There is no hand %(n)s in this session.") % {"n": data.get("number")})]
                ),
            )
        raise Http404("no such hand")
    state = _table_before(session, number)
    assert state is not None  # the number is one of the session's hands, checked above
    if request.method == "GET" and "players" not in request.GET:
        stored = session.hands.get(number=number).request if number else None
        return HttpResponseRedirect(_record_url(session, state, stored, number))
    # the table and the rules are the session's: whatever the page sends for them, the result shown and the hand
    # recorded are scored at the session's table (services.record_hand records at it too)
    locked = calculator_query(session.ruleset, session.preset, session.options, state)
    errors: list[str] = []
    status = 200
    confirm_empty = False
    version = session.version
    if request.method == "GET" and _stale(request.GET, session):
        # a page shown before another device changed the session: shown again for the new table, the hand kept
        # (each tap asks for the result, so the page learns it at once, not when recording)
        again = request.GET.copy()
        for name in locked:
            again.setlist(name, locked.getlist(name))
        again["v"] = str(session.version)
        again["changed"] = "1"
        return _go(request, reverse("scoresheet:record", args=[session.edit_token]) + "?" + again.urlencode(), 409)
    notice = _changed_message(session) if request.method == "GET" and request.GET.get("changed") else ""
    if request.method == "POST":
        try:
            posted_version = int(request.POST.get("v", ""))
        except ValueError:
            posted_version = -1
        ctx = calculator_page_context(request, session.ruleset, request.POST, locked=locked)
        form = ctx["form"]
        if ctx["result"] is None:
            errors.append(_("The hand is not complete yet: see the problems listed."))
            status = 400
        elif _nothing_entered(req := form.to_request()) and request.POST.get("empty") != "1":
            # a form left empty scores as a draw: recorded only when the scorekeeper says so (in Wenzhou a draw
            # also passes the deal), never by two taps on an untouched page
            errors.append(
                _("Nothing is entered for any seat: this records a draw. Tap “Record a draw” if that is what happened.")
            )
            confirm_empty = True
            status = 400
        else:
            req["lang"] = _lang()
            try:
                if number:
                    services.edit_hand(
                        session, version=posted_version, token=token, number=number, request=req, lang=_lang()
                    )
                else:
                    services.record_hand(session, version=posted_version, token=token, request=req, lang=_lang())
            except services.StaleVersion as e:
                # Another device changed the session: the page is shown again for the new table (dealer,
                # streak, sticks, round wind; a correction: the hand's table as it stands now) with this hand
                # kept, so the result on screen is the one that would be recorded. A redirect (the GET form's own
                # address, as every calculator page has), so the whole page is rebuilt: seat winds, labels and
                # the result alike, with the message (`changed`).
                session = e.session
                now = _table_before(session, number)
                if now is None:  # the hand being corrected was undone meanwhile: the session page says so
                    if request.htmx:  # type: ignore[attr-defined]
                        return _go(request, reverse("scoresheet:session", args=[session.edit_token]), 409)
                    gone = _("There is no hand %(n)s in this session.") % {"n": number}
                    return _change_failed(request, token, services.SheetError([("number", gone)]))
                return _go(request, _record_url(session, now, req, number) + "&changed=1", 409, status=303)
            except services.SheetError as e:
                errors += [_field_message(f, m) for f, m in e.errors]
                status = 400
            else:
                return _go(request, reverse("scoresheet:session", args=[session.edit_token]), 204)
    bar = _record_bar(session, state, number, names, version)
    bar["sheet_errors"] = errors
    bar["sheet_confirm_empty"] = confirm_empty
    bar["sheet_notice"] = notice
    data_for_form = request.POST if request.method == "POST" else request.GET
    ctx = calculator_page_context(request, session.ruleset, data_for_form, extra=bar, locked=locked)
    seat_names = names_by_seat(state, names)
    for seat in ctx.get("seats", ()):  # each seat card says who sits there (the full page; a partial has none)
        if seat["index"] < len(seat_names):
            seat["name"] = seat_names[seat["index"]]
            seat["label"] = f"{seat['label']} · {seat['name']}"
    if errors:
        ctx["errors_listed"] = [{"name": "", "label": "", "message": m, "anchor": ""} for m in errors] + list(
            ctx.get("errors_listed") or []
        )
        ctx["result"] = None if status != 200 else ctx["result"]
    if request.htmx:  # type: ignore[attr-defined]
        if request.method == "POST":
            from django.template.loader import render_to_string

            oob = render_to_string("scoresheet/_record_bar.html", {**bar, "oob": True}, request=request)
            ctx["error_slots_html"] = ctx.get("error_slots_html", "") + oob
            ctx["oob"] = True
            # a hand that cannot be recorded answers 422 to htmx, which swaps 409 and 422 in (templates/base.html's
            # htmx-config): a 400 was not swapped, so the page said "the server did not answer" (and in
            # development django-htmx put the bare answer in place of the page)
            if status == 400:
                status = 422
        return render(request, "calculator/calculator.html#result-panel", ctx, status=status)
    return render(request, "scoresheet/record.html", ctx, status=status)


# ------------------------------------------------------ reading pages ---


def _settled_the_same(a: dict[str, Any], b: dict[str, Any]) -> bool:
    def money(x: dict[str, Any]) -> tuple[Any, ...]:
        pays = [(p.get("from"), p.get("to"), p.get("amount"), p.get("reason")) for p in x.get("payments", [])]
        return x.get("net"), x.get("score_change"), pays

    return money(a) == money(b)


def _answer_in(hand: Any, lang: str) -> dict[str, Any]:
    """The hand's answer with its words in the page's language: the stored answer carries the words of the
    language it was recorded in, so the stored request is scored again in `lang` and that answer is shown when it
    settles exactly as the stored one (the numbers are the record's); otherwise (the rules changed since: the
    rescore page tells) the stored answer as it is."""
    again = {**hand.request, "lang": lang}
    status, answer = score_request(again)
    if status == 200 and _settled_the_same(answer, hand.answer):
        return answer
    return dict(hand.answer)


@require_GET
@reads_one_snapshot
def hand_detail(request: HttpRequest, token: str, number: int) -> HttpResponse:
    session, can_edit = _session(token, request=request)
    hand = session.hands.filter(number=number).first()
    if hand is None:
        raise Http404("no such hand")
    rs = registry.RULE_SETS[session.ruleset]
    entry = session.cache["hands"][number - 1]
    before = entry["before"]
    names = _names(session)
    state = P.TableState(**{**before, "seating": tuple(before["seating"]), "scores": tuple(before["scores"])})
    result = result_page.result_view(_answer_in(hand, _lang()), rs, dealer=state.dealer, players=state.players)
    seat_names = names_by_seat(state, names)
    for n in result["nets"]:
        n["label"] = f"{n['label']} · {seat_names[n['seat']]}"
    for h in result["hands"]:
        h["label"] = f"{h['label']} · {seat_names[h['seat']]}"
    for p in result["payments"]:
        p["from_label"] = f"{p['from_label']} · {seat_names[p['from']]}"
        p["to_label"] = f"{p['to_label']} · {seat_names[p['to']]}"
    ctx = {
        "session": session,
        "token": token,
        "can_edit": can_edit,
        "rs": rs,
        "hand": hand,
        "result": result,
        "state_text": _state_text(session, state, names),
        "seats": _seat_names(state, names),
        "edit_url": _record_url(session, state, hand.request, number) if can_edit and not session.closed else "",
    }
    return render(request, "scoresheet/hand.html", ctx)


@require_GET
@reads_one_snapshot
def history(request: HttpRequest, token: str) -> HttpResponse:
    session, can_edit = _session(token, request=request)
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
                "link": _link_words(c.link) if can_edit else "",
                "undone": c.undone_by.exists(),
            }
        )
    return render(
        request,
        "scoresheet/history.html",
        {"session": session, "token": token, "changes": changes, "can_edit": can_edit},
    )


def _link_words(link: str) -> str:
    """Which link made a change, in the page's words: the editing link is told apart by the start of its token."""
    if link.startswith("edit "):
        return _("editing link %(id)s…") % {"id": link[5:]}
    return link


def _diff(a: Any, b: Any, path: str = "") -> list[str]:
    if isinstance(a, dict) and isinstance(b, dict):
        out = []
        for k in sorted(set(a) | set(b)):
            out += _diff(a.get(k), b.get(k), f"{path}.{k}" if path else str(k))
        return out
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        out = []
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            out += _diff(x, y, f"{path}.{i}")
        return out
    return [] if a == b else [path]


@require_GET
@reads_one_snapshot
def rescore(request: HttpRequest, token: str) -> HttpResponse:
    """Each stored hand scored again with today's rules: the hands whose answer would differ."""
    session, _can = _session(token, request=request)
    names = _names(session)
    rows = []
    for hand in session.hands.all():
        status, answer = score_request(hand.request)
        if status != 200:
            rows.append({"number": hand.number, "error": "; ".join(e["message"] for e in answer["errors"])})
            continue
        keys = ("net", "score_change", "hands", "payments")
        diff = [p for k in keys for p in _diff(hand.answer.get(k), answer.get(k), k)]
        if diff:
            entry = session.cache["hands"][hand.number - 1]
            seating = entry["before"]["seating"]
            old = hand.answer.get("score_change") or hand.answer.get("net")
            new = answer.get("score_change") or answer.get("net")
            rows.append(
                {
                    "number": hand.number,
                    "seats": [
                        {"name": names[seating[i]], "old": _signed(o), "new": _signed(n), "same": o == n}
                        for i, (o, n) in enumerate(zip(old, new, strict=False))
                    ],
                    "items_changed": any(p.startswith("hands") for p in diff),
                }
            )
    return render(
        request,
        "scoresheet/rescore.html",
        {"session": session, "token": token, "rows": rows, "checked": session.hands.count()},
    )


@require_GET
@reads_one_snapshot
def export_csv(request: HttpRequest, token: str) -> HttpResponse:
    session, _can = _session(token, request=request)
    body = exchange.to_csv(session, _names(session), _lang(), _pattern_summary)
    resp = HttpResponse(body.encode("utf-8-sig"), content_type="text/csv; charset=utf-8")
    resp["Content-Disposition"] = attachment(session, "csv")
    return resp


@require_GET
@reads_one_snapshot
def export_json(request: HttpRequest, token: str) -> HttpResponse:
    session, _can = _session(token, request=request)
    body = json.dumps(exchange.to_json(session), ensure_ascii=False, indent=1)
    resp = HttpResponse(body.encode("utf-8"), content_type="application/json; charset=utf-8")
    resp["Content-Disposition"] = attachment(session, "json")
    return resp


# what a file name cannot hold on Windows, macOS or Linux (and the quote that would end the header's value)
_NOT_IN_NAMES = re.compile(r'[\\/:*?"<>|]+')
_NAME_MAX = 100  # characters of the title kept (a title has at most 80)


def _name_text(text: str) -> str:
    """`text` fit for a file name: no control, format (bidi overrides), private-use or surrogate character, none
    of \\ / : * ? " < > |, spaces collapsed, no leading or trailing dot or space."""
    kept = "".join(" " if unicodedata.category(ch)[0] in ("C", "Z") else ch for ch in text)
    kept = _NOT_IN_NAMES.sub(" ", kept)
    return " ".join(kept.split()).strip(". ")[:_NAME_MAX]


def export_name(session: Session, ext: str) -> tuple[str, str]:
    """An export's file name: the day the session started (in the club's time zone) and its title, or the rule
    set's name for a session without one (`2026-11-26 Friday club.csv`, `2026-11-26 周五牌局.json`); and the same
    in ASCII for the programs that read only `filename=` (letters of other scripts dropped, the rule set's key
    when nothing is left: `2026-11-26 riichi.json`). Never the row id."""
    day = timezone.localdate(session.created).isoformat()
    rs = registry.RULE_SETS.get(session.ruleset)
    label = _name_text(session.title) or _name_text(rs.names.get(_lang()) if rs else "") or session.ruleset
    ascii_label = _name_text(unicodedata.normalize("NFKD", label).encode("ascii", "ignore").decode("ascii"))
    if not re.search(r"[A-Za-z0-9]", ascii_label):
        ascii_label = re.sub(r"[^A-Za-z0-9_-]", "", session.ruleset) or "session"
    return f"{day} {label}.{ext}", f"{day} {ascii_label}.{ext}"


def attachment(session: Session, ext: str) -> str:
    """The Content-Disposition of an export: an ASCII `filename=` and the full name as RFC 5987/6266 `filename*=`
    (UTF-8, percent-encoded), which every current browser prefers."""
    name, fallback = export_name(session, ext)
    return f"attachment; filename=\"{fallback}\"; filename*=UTF-8''{quote(name, safe='')}"


IMPORT_FILE_MAX = 5_000_000  # bytes: a 1,000-hand export is about 3 MB


def _import_text(form: ImportForm) -> str:
    """The export's text from the form (a file or a paste), every problem the form's error on its field: a file
    too large or not UTF-8 (never read with its bad bytes replaced), nothing given."""
    f = form.cleaned_data.get("file")
    if f is None:
        text = form.cleaned_data.get("text") or ""
        if not text:
            form.add_error("text", _("Choose a JSON export or paste it."))
        return text
    if f.size > IMPORT_FILE_MAX:
        form.add_error("file", _("The file is too large (at most %(n)s MB).") % {"n": IMPORT_FILE_MAX // 1_000_000})
        return ""
    try:
        return f.read().decode("utf-8-sig")
    except UnicodeDecodeError:
        form.add_error("file", _("This file is not UTF-8 text: is it a JSON export of a session?"))
        return ""


@require_POST
@ratelimit.limited("import")
def import_json(request: HttpRequest) -> HttpResponse:
    form = ImportForm(request.POST, request.FILES)
    lang = _lang()
    text = _import_text(form) if form.is_valid() else ""
    if form.is_valid() and text:
        try:
            session = exchange.import_json(text, lang, again=form.cleaned_data["again"])
        except services.SheetError as e:
            for field, message in e.errors:
                if field == "again":  # imported before: the choice to import it again, the file's text kept
                    form.fields["again"].widget = forms.CheckboxInput()
                    form.add_error("again", message)
                    if (
                        form.cleaned_data.get("file") is not None
                        and len(text) < settings.DATA_UPLOAD_MAX_MEMORY_SIZE // 2
                    ):
                        form.data = form.data.copy()
                        form.data["text"] = text
                    continue
                form.add_error("text", f"{_field_message(field, message)}")
        else:
            return HttpResponseRedirect(reverse("scoresheet:session", args=[session.edit_token]) + "?new=1")
    return _index_page(request, form, status=400)


def _index_page(request: HttpRequest, import_form: ImportForm, *, status: int = 200) -> HttpResponse:
    lang = _lang()
    rule_sets = [{"key": rs.key, "name": rs.names.get(lang)} for rs in registry.RULE_SETS.values()]
    return render(request, "scoresheet/index.html", {"rule_sets": rule_sets, "import_form": import_form}, status=status)


def bad_request(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    """The site's 400 page (config/urls.py `handler400`). A paste into the import form past
    DATA_UPLOAD_MAX_MEMORY_SIZE is refused while the body is read (by the CSRF check, before any view): that is the
    import form again with the message on its field. Anything else: Django's own 400 page (templates/400.html)."""
    if isinstance(exception, RequestDataTooBig) and request.path == reverse("scoresheet:import"):
        form = ImportForm(data={})
        form.is_valid()
        kb = settings.DATA_UPLOAD_MAX_MEMORY_SIZE // 1024
        form.add_error(
            "text", _("The pasted text is too long (at most %(kb)s KB): choose the export file instead.") % {"kb": kb}
        )
        return _index_page(request, form, status=400)
    return defaults.bad_request(request, exception or Exception("bad request"))


@require_GET
def qr(request: HttpRequest, token: str, kind: str) -> HttpResponse:
    """A QR code (SVG, drawn here by segno) of the editing or the read-only link."""
    import segno

    session, _can_edit = _session(token, edit=kind == "edit", request=request)
    if kind not in ("edit", "view"):
        raise Http404(kind)
    url = _links(request, session)[kind]
    buf = io.BytesIO()
    segno.make(url, error="m").save(buf, kind="svg", scale=4, border=2, xmldecl=False)
    # Cache-Control: private, no-cache, as every answer through a secret link (scoresheet.middleware)
    return HttpResponse(buf.getvalue(), content_type="image/svg+xml")


@reads_one_snapshot
def qr_view(request: HttpRequest, token: str, kind: str) -> HttpResponse:
    try:
        return qr(request, token, kind)
    except Forbidden as e:
        return _forbidden(request, e)
