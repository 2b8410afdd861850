"""Pages: thin views over `rules`. One URL per page; HTMX gets the result panel only."""

from __future__ import annotations

import io
import threading
from collections import OrderedDict
from functools import partial
from typing import Any
from urllib.parse import urlencode

from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse, QueryDict
from django.shortcuts import render
from django.urls import reverse
from django.utils import translation
from django.utils.html import format_html_join
from django.views.decorators.cache import cache_control
from django.views.decorators.http import require_GET
from django.views.decorators.vary import vary_on_headers
from django_htmx.middleware import HtmxDetails

from rules import registry
from rules.model import RuleSet

from . import fields as N
from . import limits, page_language, result_page, seat_words, tile_view
from .api import run_score
from .forms import WIN_FLAGS, CalculatorForm, asked_at, calculator_form, default_players
from .permalink import short_params

# sent by the page script with each update: the field being entered (errors of an unfinished
# hand wait until it is complete or left); never part of the permalink
EDITING = "_editing"
# sent by the page script too: the fields whose error slots show something now (only those, and
# the new errors, are swapped: a few small out-of-band swaps instead of one per field)
SHOWN = "_shown"


class HtmxHttpRequest(HttpRequest):
    htmx: HtmxDetails


def _rule_set(key: str) -> RuleSet:
    rs = registry.RULE_SETS.get(key)
    if rs is None:
        raise Http404(key)
    return rs


@require_GET
def index(request: HtmxHttpRequest) -> HttpResponse:
    lang = page_language.page_lang()
    rule_sets = [
        {"key": rs.key, "name": rs.names.get(lang), "description": rs.description.get(lang)}
        for rs in registry.RULE_SETS.values()
    ]
    return render(request, "calculator/index.html", {"rule_sets": rule_sets})


def _int_param(data: Any, key: str, default: int, lo: int, hi: int) -> int:
    try:
        v = int(data.get(key, default))
    except (TypeError, ValueError):
        return default
    return v if lo <= v <= hi else default


def _nothing_entered(data: Any) -> bool:
    """No seat has anything in it yet: no field of a seat, its win, its own facts or its history is filled in."""
    groups = ("seat", "seat_extra", "win_extra", "history", "outcome")
    return not any(data.get(k) and N.read(k)[0] in groups for k in data)


def _unfinished(form: CalculatorForm, data: Any) -> dict[str, Any] | None:
    """The seat being entered, as `form.unfinished` says, and also a winner told before any of its tiles (how it won,
    who discarded): a hand not entered yet is no problem to count while the player is entering it."""
    editing = data.get(EDITING, "")
    entering = form.unfinished(editing)
    if entering is not None:
        return entering
    group, i, _key = N.read(editing or "")
    if i is None or group not in ("seat", "seat_extra", "win_extra", "outcome") or editing not in form.fields:
        return None
    won = N.ticked(data, N.seat(i, "won"))
    by_outcome = N.ticked(data, N.seat(i, "by_outcome"))
    if (
        won
        and not by_outcome
        and not str(data.get(N.seat(i, "hand"), "") or "").strip()
        and not str(data.get(N.seat(i, "melds"), "") or "").strip()
    ):
        return {"seat": i, "have": 0, "need": 3 * form.rule_set.sets + 2}
    return None


def calculator_page_context(
    request: HttpRequest,
    key: str,
    data: Any,
    *,
    extra: dict[str, Any] | None = None,
    locked: QueryDict | None = None,
    names: dict[int, str] | None = None,
) -> dict[str, Any]:
    """Everything the calculator page (or its result panel, for htmx) shows for `data` (a QueryDict).

    `extra` is merged last (pages that extend the calculator page add their own context). `locked` (a QueryDict:
    the scoresheet's table and rules) overrides those fields of `data` whatever was sent, and the page carries
    them as hidden fields: the result is then the one recording gives. `names`: the session's players by seat,
    named in the result beside their winds."""
    rs = _rule_set(key)
    if locked is not None:
        data = data.copy()
        for name in locked:
            data.setlist(name, locked.getlist(name))
    data = limits.bounded_query(data)  # before any parsing: see calculator/limits.py
    lang = page_language.page_lang()
    max_players = max(rs.players)
    htmx = bool(getattr(request, "htmx", False))
    players = _int_param(data, "players", default_players(rs, data.get("preset")), min(rs.players), max_players)
    dealer = _int_param(data, "dealer", 0, 0, players - 1)
    label = partial(seat_words.seat_short, dealer=dealer, players=players)
    form = calculator_form(rs, lang, seat_label=label, data=data)
    bound = any(k in form.fields for k in data)
    if not bound:
        form = calculator_form(rs, lang, seat_label=label, data=None)
    result = None
    entering = None
    if bound and form.is_valid():
        entering = _unfinished(form, data)
        if entering is None:
            status, answer = run_score(form.to_request())
            if status == 200:
                result = result_page.result_view(answer, rs, dealer=dealer, players=players, lang=lang, names=names)
                result["warnings"] = _warnings(form, players)
                # only the table given and it scores (a draw, where nobody paying is the rule): say so, with the hint
                result["table_only"] = not answer.get("hands") and _nothing_entered(data)
            elif _nothing_entered(data) and all(e["field"].startswith("seats") for e in answer["errors"]):
                pass  # only the table is given (the scoresheet's next hand, a link): the hint, not a list of problems
            else:
                _add_rule_errors(form, answer["errors"], dealer=dealer, players=players, lang=lang)
    elif bound:
        entering = _unfinished(form, data)
        if entering is not None:
            form.hide_errors()
    short = short_params(form) if bound else []
    path = reverse("calculator:calculator", args=[rs.key])
    permalink = path + ("?" + urlencode(short) if short else "")
    context: dict[str, Any] = {
        "hidden_fields": _hidden_fields(form),
        "rs": rs,
        "rs_name": rs.names.get(lang),
        "form": form,
        "bound": bound,
        "result": result,
        "entering": entering,
        "errors_listed": _errors_listed(form, dealer=dealer, players=players) if bound and entering is None else [],
        "oob": htmx,
        "permalink": permalink,
        "absolute_permalink": request.build_absolute_uri(permalink),
        "qr_url": reverse("calculator:qr", args=[rs.key]) + ("?" + urlencode(short) if short else ""),
        "share_title": rs.names.get(lang),
    }
    if htmx:
        # the result panel only, plus every field's error slot swapped out of band
        context["error_slots_html"] = _error_slots_html(form, shown=set(data.get(SHOWN, "").split(",")))
    else:
        context |= {
            "players": players,
            "dealer": dealer,
            "seats": _seats(form, rs, players, dealer, max_players),
            "palette": tile_view.palette(rs, lang, players),
            # what is in play at each number of players (the tiles, chi): the keyboard follows the players chosen
            "play_json": tile_view.play_by_players(rs),
            "chi_ever": any(rs.allows_chi_for(n) for n in rs.players),
            "chi_now": rs.allows_chi_for(players),
            "tiles_json": tile_view.all_tiles_json(lang),
            "presets_json": _presets_json(form),
            "table_fields": [form[n] for n in ("players", "dealer", "dealer_streak", "preset")],
            "option_fields": [form[N.option(k)] for k in form.option_fields],
            # the options asked at this number of players (the others are there, hidden: asked at another number)
            "options_asked": sum(asked_at(f, players) for f in form.option_fields.values()),
            "table_extra": [form[N.table(k)] for k in form.table_fields],
            "indicator_fields": [form[N.indicator(k)] for k in form.indicator_fields],
            # each with how many tiles it holds: the keyboard stays on a field that takes several (dora)
            "indicators": [
                {"field": form[N.indicator(k)], "max": f.max or 0} for k, f in form.indicator_fields.items()
            ],
            "option_errors": any(form.has_error(N.option(k)) for k in form.option_fields) if bound else False,
            "wild_json": tile_view.wild_rules(rs, players),
            "seat_labels": {
                str(n): {
                    "long": [[seat_words.seat_label(i, d, n) for i in range(max_players)] for d in range(n)],
                    "short": [[seat_words.seat_short(i, d, n) for i in range(max_players)] for d in range(n)],
                }
                for n in rs.players
            },
        }
    if not htmx:
        # the seat whose hand the keyboard writes into when the page opens (the page script's first target): the
        # first winner, else the first seat; drawn open with the keyboard under its hand (the record page too)
        seats = context["seats"]
        first = next((s for s in seats if s["won"] and s["active"]), seats[0])
        first["keyboard"] = True
        context["keyboard_seat"] = first["index"]
    context["locked"] = frozenset(locked or ())
    if extra:
        context |= extra
    return context


# The result panel is a pure function of its address (the whole hand is in the query, `_shown` and
# `_editing` included), the scheme and host (the share link) and the page language: nothing of the user,
# the session or a CSRF token is in it. The panels answered last are kept per process and sent again as they
# were (a hand tapped back and forth, a shared link opened at every seat, a page reloaded): a small LRU,
# bounded in entries (and each entry by the request line's limit), emptied by a restart (a deploy). Off with
# DEBUG (development, where code changes under the same address). On in the tests (DEBUG off there): an entry
# made with another rule set object (the tests' fake rule sets) is not used.
# (address, language) -> (the rule set it was made with, the panel, its HX-Replace-Url)
_PANELS: OrderedDict[tuple[str, str], tuple[RuleSet, bytes, str | None]] = OrderedDict()
_PANELS_MAX = 512
_PANELS_LOCK = threading.Lock()


def _panel_key(request: HttpRequest) -> tuple[str, str]:
    return request.build_absolute_uri(), translation.get_language() or ""


def _cached_panel(key: tuple[str, str], rs: RuleSet | None) -> HttpResponse | None:
    with _PANELS_LOCK:
        got = _PANELS.get(key)
        if got is None or got[0] is not rs:  # made with another rule set object (tests swap them): stale
            return None
        _PANELS.move_to_end(key)
    _rs, content, replace_url = got
    response = HttpResponse(content)
    if replace_url is not None:
        response["HX-Replace-Url"] = replace_url
    return response


def _keep_panel(key: tuple[str, str], rs: RuleSet, response: HttpResponse) -> None:
    if response.status_code != 200 or response.cookies:
        return
    with _PANELS_LOCK:
        _PANELS[key] = (rs, response.content, response.get("HX-Replace-Url"))
        _PANELS.move_to_end(key)
        while len(_PANELS) > _PANELS_MAX:
            _PANELS.popitem(last=False)


@require_GET
@vary_on_headers("HX-Request")
def calculator(request: HtmxHttpRequest, key: str) -> HttpResponse:
    panel_key = _panel_key(request) if request.htmx and not settings.DEBUG else None
    if panel_key is not None:
        cached = _cached_panel(panel_key, registry.RULE_SETS.get(key))
        if cached is not None:
            return cached
    context = calculator_page_context(request, key, request.GET)
    template_name = "calculator/calculator.html"
    if request.htmx:
        template_name += "#result-panel"
    response = render(request, template_name, context)
    if request.htmx and context["bound"]:
        # the address follows the hand: the page script writes it (a finished hand its own history entry, the taps
        # of a hand one entry: static/calculator/picker.js, followAddress)
        response["HX-Replace-Url"] = context["permalink"]
    if panel_key is not None:
        _keep_panel(panel_key, context["rs"], response)
    return response


@require_GET
@cache_control(max_age=86400)
def qr(request: HttpRequest, key: str) -> HttpResponse:
    """A QR code (SVG) of the calculator page for the query given: the hand's short permalink."""
    import segno

    rs = _rule_set(key)
    query = request.GET.urlencode()
    url = request.build_absolute_uri(reverse("calculator:calculator", args=[rs.key]) + ("?" + query if query else ""))
    if len(url) > 2000:
        raise Http404("too long")
    buf = io.BytesIO()
    segno.make(url, error="l", micro=False).save(buf, kind="svg", scale=4, border=2, dark="#1b1f1d", xmldecl=False)
    return HttpResponse(buf.getvalue(), content_type="image/svg+xml")


def _hidden_fields(form: CalculatorForm) -> frozenset[str]:
    """The facts asked only while an option is on (`Field.shown_when`), that option being off here: drawn hidden
    (the page script shows them when the option is turned on), so nothing shifts after the first paint."""
    hidden = set()
    for key, f in form.table_fields.items():
        if f.shown_when:
            name = N.option(f.shown_when)
            value = form[name].value() if name in form.fields else None
            if value in (None, "", False, "false", "False", "0", "no"):
                hidden.add(N.table(key))
    return frozenset(hidden)


def _warnings(form: CalculatorForm, players: int) -> list[str]:
    """What the rules accept but a player may not have meant (never silence): an indicator given that counts only
    for a winner with a declaration none of the winners made (the rule set's `counts_for` and `warning`)."""
    d = form.cleaned_data
    out = []
    for key, f in form.indicator_fields.items():
        given = f.counts_for and f.warning is not None and d.get(N.indicator(key))
        if given and not any(d.get(N.seat(i, "won")) and d.get(N.seat(i, f.counts_for)) for i in range(players)):
            assert f.warning is not None
            out.append(f.warning.get(form.lang))
    return out


def _add_rule_errors(
    form: CalculatorForm, errors: list[dict[str, Any]], *, dealer: int, players: int, lang: str
) -> None:
    """Put the rules' errors (`seats.2.hand`, ...) next to the form fields they name, in the page's words (a seat
    by its wind, a field by its label, a tile as its picture: from the message's parts)."""
    from .templatetags.tiles import say

    words = result_page.Words(
        form.rule_set, dealer=dealer, players=players, lang=lang, labels=result_page.field_labels(form)
    )
    mapped = [(form.field_for_path(err["field"]), err) for err in errors]
    named = {name for name, _err in mapped}
    for name, err in mapped:
        # the winning tile defaults to the hand's last tile: when the hand cannot be read,
        # "winning tile required" would only repeat the hand's own error
        if name and name.endswith("_tile") and name[:-4] + "hand" in named and not form.data.get(name):
            continue
        form.add_error(name, say(words.segments(err["message"], err.get("message_parts"))))


def _seats(form: CalculatorForm, rs: RuleSet, players: int, dealer: int, max_players: int) -> list[dict[str, Any]]:
    seats = []
    for i in range(max_players):
        p = N.seat_namer(i)
        won_value = form[p("won")].value()
        won = bool(won_value) and won_value not in ("", "false", "False", "0")
        seats.append(
            {
                "index": i,
                "label": seat_words.seat_label(i, dealer, players),
                "active": i < players,
                "won": won,
                "hand": form[p("hand")],
                "melds": form[p("melds")],
                "won_field": form[p("won")],
                "tile": form[p("tile")],
                "by": form[p("by")],
                "from": form[p("from")],
                "flags": [form[p(f)] for f in WIN_FLAGS if p(f) in form.fields],
                "win_extra": [form[N.win_extra(i, k)] for k in form.win_extra],
                "riichi": form[p("riichi")] if p("riichi") in form.fields else None,
                "ippatsu": form[p("ippatsu")] if p("ippatsu") in form.fields else None,
                "baoting": form[p("baoting")] if p("baoting") in form.fields else None,
                "tenpai": form[p("tenpai")] if p("tenpai") in form.fields else None,
                "extra": [form[N.seat_extra(i, k)] for k in form.seat_extra],
                "history": form.history_of(i),
                # a win recorded by its outcome: the switch, and the outcome's fields (shown while it is on)
                "by_outcome": form[p("by_outcome")] if p("by_outcome") in form.fields else None,
                "outcome": [form[N.outcome(i, k)] for k in form.outcome_fields],
                # where the tile keyboard goes when the outcome is on: the first seat fact the outcome is given with
                "outcome_keyboard": next(
                    (form[N.seat_extra(i, k)].auto_id for k in rs.outcome_tiles if k in form.seat_extra), ""
                ),
                "outcome_on": won
                and p("by_outcome") in form.fields
                and form[p("by_outcome")].value() not in (None, False, "", "false", "False", "0"),
                "history_open": any(f.value() or f.errors for f in form.history_of(i)),
                "has_errors": any(form.has_error(n) for n in form.fields if N.read(n)[1] == i),
                # the discarder's seats are asked for (else drawn hidden, as the page script hides them)
                "asks_from": str(form[p("by")].value() or "") in ("discard", "robbed_kong"),
                "keyboard": False,
            }
        )
    return seats


def _presets_json(form: CalculatorForm) -> dict[str, dict[str, Any]]:
    from .forms import field_initial

    rs = form.rule_set
    out = {}
    for pr in rs.presets:
        values = form.preset_values(pr.key)
        out[pr.key] = {N.option(k): field_initial(f, values.get(k)) for k, f in form.option_fields.items()}
    return out


def _error_slots_html(form: CalculatorForm, *, shown: set[str]) -> str:
    """The error slots to swap out of band (as templates/calculator/_errors.html draws them): every
    field with an error now, and every field whose slot shows one (`shown`) so old errors go."""
    errors = form.errors if form.is_bound else {}
    return format_html_join(
        "\n",
        '<div class="field-error" id="err-{}" hx-swap-oob="true">{}</div>',
        (
            (
                name,
                format_html_join(
                    "", '<p><span aria-hidden="true">⚠</span> {}</p>', ((e,) for e in errors.get(name, []))
                ),
            )
            for name, field in form.fields.items()
            if not field.widget.is_hidden and (name in errors or name in shown)
        ),
    )


def _errors_listed(form: CalculatorForm, *, dealer: int, players: int) -> list[dict[str, Any]]:
    out = []
    for name, errs in form.errors.items():
        if name in form.fields and form.fields[name].widget.is_hidden:
            name = "__all__"
        field = form.fields.get(name)
        label = ""
        if field is not None:
            label = str(field.label or "")
            seat = N.read(name)[1]
            if seat is not None:
                label = f"{seat_words.seat_label(seat, dealer, players)} · {label}"
        for e in errs:
            out.append(
                {"name": name, "label": label, "message": e, "anchor": f"id_{name}" if field is not None else ""}
            )
    return out
