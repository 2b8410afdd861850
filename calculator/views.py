"""Pages: thin views over `rules`. One URL per page; HTMX gets the result panel only."""

from __future__ import annotations

from functools import partial
from typing import Any

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.html import format_html_join
from django.views.decorators.http import require_GET
from django.views.decorators.vary import vary_on_headers
from django_htmx.middleware import HtmxDetails

from rules import registry
from rules.model import RuleSet

from . import pages
from .api import run_score
from .forms import WIN_FLAGS, CalculatorForm, calculator_form


class HtmxHttpRequest(HttpRequest):
    htmx: HtmxDetails


def _rule_set(key: str) -> RuleSet:
    rs = registry.RULE_SETS.get(key)
    if rs is None:
        raise Http404(key)
    return rs


@require_GET
def index(request: HtmxHttpRequest) -> HttpResponse:
    lang = pages.page_lang()
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


@require_GET
@vary_on_headers("HX-Request")
def calculator(request: HtmxHttpRequest, key: str) -> HttpResponse:
    data = request.GET if "players" in request.GET else None
    context = calculator_page_context(request, key, data)
    template_name = "calculator/calculator.html"
    if request.htmx:
        template_name += "#result-panel"
    return render(request, template_name, context)


def calculator_page_context(
    request: HtmxHttpRequest, key: str, data: Any, *, extra: dict[str, Any] | None = None
) -> dict[str, Any]:
    """The calculator page's context for `data` (a query dict; None: the empty form). Also used by
    scoresheet's record page, which extends calculator.html; `extra` is merged in last."""
    rs = _rule_set(key)
    lang = pages.page_lang()
    max_players = max(rs.players)
    bound = data is not None
    params = data if bound else request.GET
    players = _int_param(params, "players", max_players, min(rs.players), max_players)
    dealer = _int_param(params, "dealer", 0, 0, players - 1)
    label = partial(pages.seat_short, dealer=dealer, players=players)
    form = calculator_form(rs, lang, seat_label=label, data=data)
    result = None
    if bound and form.is_valid():
        status, answer = run_score(form.to_request())
        if status == 200:
            result = pages.result_view(answer, rs, dealer=dealer, players=players)
        else:
            _add_rule_errors(form, answer["errors"])
    context: dict[str, Any] = {
        "rs": rs,
        "rs_name": rs.names.get(lang),
        "form": form,
        "bound": bound,
        "result": result,
        "errors_listed": _errors_listed(form) if bound else [],
        "oob": bool(request.htmx),
    }
    if request.htmx:
        # the result panel only, plus every field's error slot swapped out of band
        context["error_slots_html"] = _error_slots_html(form)
    else:
        context |= {
            "players": players,
            "dealer": dealer,
            "seats": _seats(form, rs, players, dealer, max_players),
            "palette": pages.palette(rs, lang),
            "tiles_json": pages.all_tiles_json(lang),
            "presets_json": _presets_json(form),
            "table_fields": [form[n] for n in ("players", "dealer", "dealer_streak", "preset")],
            "option_fields": [form[f"o_{k}"] for k in form.option_fields],
            "table_extra": [form[f"t_{k}"] for k in form.table_fields],
            "indicator_fields": [form[f"i_{k}"] for k in form.indicator_fields],
            "option_errors": any(form.has_error(f"o_{k}") for k in form.option_fields) if bound else False,
            "seat_labels": {
                str(n): {
                    "long": [[pages.seat_label(i, d, n) for i in range(max_players)] for d in range(n)],
                    "short": [[pages.seat_short(i, d, n) for i in range(max_players)] for d in range(n)],
                }
                for n in rs.players
            },
        }
    if extra:
        context |= extra
    return context


def _add_rule_errors(form: CalculatorForm, errors: list[dict[str, str]]) -> None:
    """Put the rules' errors (`seats.2.hand`, ...) next to the form fields they name."""
    mapped = [(form.field_for_path(err["field"]), err["message"]) for err in errors]
    named = {name for name, _msg in mapped}
    for name, message in mapped:
        # the winning tile defaults to the hand's last tile: when the hand cannot be read,
        # "winning tile required" would only repeat the hand's own error
        if name and name.endswith("_tile") and name[:-4] + "hand" in named and not form.data.get(name):
            continue
        form.add_error(name, message)


def _seats(form: CalculatorForm, rs: RuleSet, players: int, dealer: int, max_players: int) -> list[dict[str, Any]]:
    seats = []
    for i in range(max_players):
        p = f"s{i}_"
        won = form[p + "won"].value()
        seats.append(
            {
                "index": i,
                "label": pages.seat_label(i, dealer, players),
                "active": i < players,
                "won": bool(won) and won not in ("", "false", "False", "0"),
                "hand": form[p + "hand"],
                "melds": form[p + "melds"],
                "won_field": form[p + "won"],
                "tile": form[p + "tile"],
                "by": form[p + "by"],
                "from": form[p + "from"],
                "flags": [form[p + f] for f in WIN_FLAGS],
                "win_extra": [form[f"{p}w_{k}"] for k in form.win_extra],
                "riichi": form[p + "riichi"] if p + "riichi" in form.fields else None,
                "ippatsu": form[p + "ippatsu"] if p + "ippatsu" in form.fields else None,
                "baoting": form[p + "baoting"] if p + "baoting" in form.fields else None,
                "tenpai": form[p + "tenpai"],
                "extra": [form[f"{p}x_{k}"] for k in form.seat_extra],
                "has_errors": any(form.has_error(n) for n in form.fields if n.startswith(p)),
            }
        )
    return seats


def _presets_json(form: CalculatorForm) -> dict[str, dict[str, Any]]:
    from .forms import field_initial

    rs = form.rule_set
    out = {}
    for pr in rs.presets:
        values = form.preset_values(pr.key)
        out[pr.key] = {f"o_{k}": field_initial(f, values.get(k)) for k, f in form.option_fields.items()}
    return out


def _error_slots_html(form: CalculatorForm) -> str:
    """Every field's error slot (as templates/calculator/_errors.html draws it), for out-of-band swaps:
    the empty ones clear errors shown before."""
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
            if not field.widget.is_hidden
        ),
    )


def _errors_listed(form: CalculatorForm) -> list[dict[str, Any]]:
    out = []
    for name, errs in form.errors.items():
        if name in form.fields and form.fields[name].widget.is_hidden:
            name = "__all__"
        field = form.fields.get(name)
        label = ""
        if field is not None:
            label = str(field.label or name)
            if name.startswith("s") and "_" in name and name[1:].split("_", 1)[0].isdigit():
                label = f"{pages.seat_label(int(name[1:].split('_', 1)[0]), _dealer(form), form.max_players)} · {label}"
        for e in errs:
            out.append(
                {"name": name, "label": label, "message": e, "anchor": f"id_{name}" if field is not None else ""}
            )
    return out


def _dealer(form: CalculatorForm) -> int:
    try:
        return int(form.data.get("dealer", 0))
    except (TypeError, ValueError):
        return 0


@require_GET
def rules_page(request: HtmxHttpRequest, key: str) -> HttpResponse:
    rs = _rule_set(key)
    lang = pages.page_lang()
    context = {
        "rs": rs,
        "rs_name": rs.names.get(lang),
        "rs_description": rs.description.get(lang),
        **pages.rule_page_view(rs, lang),
    }
    return render(request, "calculator/rules.html", context)
