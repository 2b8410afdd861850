"""The scoresheet's start: the index (the rule sets, the import form) and a new session's form."""

from __future__ import annotations

from django import forms
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods

from calculator import fields as N
from rules import registry
from rules.model import RuleSet
from scoresheet import ratelimit, services
from scoresheet.forms import (
    ImportForm,
    NewSessionForm,
    new_session_form,
    option_overrides,
    preset_values,
    progress_values,
)

from .common import lang


@require_GET
def index(request: HttpRequest) -> HttpResponse:
    return index_page(request, ImportForm())


def index_page(request: HttpRequest, import_form: ImportForm, *, status: int = 200) -> HttpResponse:
    page_lang = lang()
    rule_sets = [{"key": rs.key, "name": rs.names.get(page_lang)} for rs in registry.RULE_SETS.values()]
    return render(request, "scoresheet/index.html", {"rule_sets": rule_sets, "import_form": import_form}, status=status)


@require_http_methods(["GET", "POST"])
@ratelimit.limited("new_session")
def new_session(request: HttpRequest, key: str) -> HttpResponse:
    rs = registry.RULE_SETS.get(key)
    if rs is None:
        raise Http404(key)
    page_lang = lang()
    form = new_session_form(rs, page_lang, request.POST if request.method == "POST" else None)
    if request.method == "POST" and form.preset_changed:
        # the options now show the new preset's values: checked before anything is frozen
        return new_page(request, rs, form, page_lang, status=200)
    if request.method == "POST" and form.is_valid():
        d = form.cleaned_data
        n = d["players"]
        names = [d.get(f"name_{i}") or "" for i in range(n)]
        extra_names = [d.get(f"name_{i}") for i in range(n, 4) if d.get(f"name_{i}")]
        progress = progress_values(form)
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
                        scoring_preset=d.get("scoring_preset") or "",
                        title=d.get("title") or "",
                        lang=page_lang,
                    )
                )
            except services.SheetError as e:
                add_errors(form, e.errors)
            else:
                return HttpResponseRedirect(reverse("scoresheet:session", args=[session.edit_token]) + "?new=1")
    return new_page(request, rs, form, page_lang, status=400 if request.method == "POST" else 200)


def new_page(request: HttpRequest, rs: RuleSet, form: NewSessionForm, page_lang: str, *, status: int) -> HttpResponse:
    names = set(form.option_fields) | set(form.progress_fields) | {"scoring_preset"}
    ctx = {
        "rs": rs,
        "rs_name": rs.names.get(page_lang),
        "form": form,
        "main_fields": [
            form[n] for n in form.fields if n not in names and not n.startswith("o_") and n != "preset_was"
        ],
        "progress_fields": [form[n] for n in ("scoring_preset", *form.progress_fields) if n in form.fields],
        "option_fields": [form[N.option(k)] for k in form.option_fields],
        "option_errors": any(form.has_error(N.option(k)) for k in form.option_fields) if form.is_bound else False,
        "presets_json": {p.key: preset_values(rs, p.key) for p in rs.presets},
        # the numbers of players each result preset is for (new.js offers only those of the players chosen)
        "result_players": {
            p.key: [n for n in rs.players if rs.progress.fits(p, n)] for p in rs.progress.result_presets
        },
        # what each result preset says, in full (its choice names only its numbers)
        "result_presets": [
            {"name": p.names.get(page_lang), "explanation": p.explanation.get(page_lang)}
            for p in rs.progress.result_presets
        ],
    }
    return render(request, "scoresheet/new.html", ctx, status=status)


def add_errors(form: forms.Form, errors: list[tuple[str, str]]) -> None:
    """A refused session's errors on the form's fields: the rules name an option or a progress option by its
    request path."""
    for field, message in errors:
        if field.startswith("options."):  # the rules name an option by its request path
            field = N.option(field.split(".")[1])
        elif field.startswith("progress_options."):  # a progress option by its key
            field = field.split(".")[1]
        form.add_error(field if field in form.fields else None, message)
