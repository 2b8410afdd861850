"""Pages: thin views over `rules`."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import get_language
from django.views.decorators.http import require_GET

import rules


def page_lang(request: HttpRequest) -> str:
    lang = (get_language() or "zh-hans").lower()
    return lang if lang in ("zh-hans", "zh-hant", "ja", "en") else "zh-hans"


@require_GET
def index(request: HttpRequest) -> HttpResponse:
    lang = page_lang(request)
    rule_sets = [
        {"key": rs.key, "name": rs.names.get(lang), "description": rs.description.get(lang)}
        for rs in rules.RULE_SETS.values()
    ]
    return render(request, "calculator/index.html", {"rule_sets": rule_sets})
