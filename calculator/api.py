"""The JSON API of contract.md: stateless, no session, no CSRF cookie needed."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_GET, require_POST

import rules
from rules.answer import errors_json
from rules.model import FieldError
from rules.text import DEFAULT_LANG, LANGS

from . import limits
from .scoring import run_score, score_bytes  # the score path has no Django in it: shared with the command

__all__ = ["rulesets", "run_score", "score", "score_bytes"]


def _json(status: int, payload: dict[str, Any]) -> JsonResponse:
    try:
        return JsonResponse(payload, status=status, json_dumps_params={"ensure_ascii": False})
    except UnicodeEncodeError:  # a lone surrogate got past the limits: still never a 500
        return JsonResponse(payload, status=status)


def _length(request: HttpRequest) -> int | None:
    try:
        return int(request.META.get("CONTENT_LENGTH") or 0)
    except ValueError:
        return None


@csrf_exempt
@require_POST
def score(request: HttpRequest) -> JsonResponse:
    if request.content_type != "application/json":
        return _json(415, errors_json([FieldError("", limits.NOT_JSON_TYPE)], DEFAULT_LANG))
    length = _length(request)
    if length is None or length > limits.MAX_BODY:
        return _json(
            400, errors_json([FieldError("", limits.BODY_TOO_LARGE.format(max=limits.MAX_BODY))], DEFAULT_LANG)
        )
    body = request.read(limits.MAX_BODY + 1)
    status, payload = score_bytes(body)
    return _json(status, payload)


@require_GET
def rulesets(request: HttpRequest) -> JsonResponse:
    lang = request.GET.get("lang", DEFAULT_LANG)
    if lang not in LANGS:
        lang = DEFAULT_LANG
    return _json(200, rules.describe_rulesets(lang))
