"""The JSON API of contract.md: stateless, no session, no CSRF cookie needed."""

from __future__ import annotations

import json
import logging

from django.http import HttpRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_GET, require_POST

import rules
from rules import messages as M
from rules.answer import errors_json
from rules.model import FieldError
from rules.text import DEFAULT_LANG, LANGS

log = logging.getLogger(__name__)

MAX_BODY = 64 * 1024


def _json(status: int, payload: dict) -> JsonResponse:
    return JsonResponse(payload, status=status, json_dumps_params={"ensure_ascii": False})


def run_score(data: object) -> tuple[int, dict]:
    """Score a parsed request; a bug is logged and answered without any number in it."""
    try:
        return rules.score_request(data)
    except Exception:
        log.exception("scoring failed")
        lang = data.get("lang") if isinstance(data, dict) and data.get("lang") in LANGS else DEFAULT_LANG
        return 500, errors_json([FieldError("", M.INTERNAL)], lang)


@csrf_exempt
@require_POST
def score(request: HttpRequest) -> JsonResponse:
    if len(request.body) > MAX_BODY:
        return _json(400, errors_json([FieldError("", M.NOT_OBJECT)], DEFAULT_LANG))
    try:
        data = json.loads(request.body.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        return _json(400, errors_json([FieldError("", M.BAD_JSON.format(error=str(e)))], DEFAULT_LANG))
    status, payload = run_score(data)
    return _json(status, payload)


@require_GET
def rulesets(request: HttpRequest) -> JsonResponse:
    lang = request.GET.get("lang", DEFAULT_LANG)
    if lang not in LANGS:
        lang = DEFAULT_LANG
    return _json(200, rules.describe_rulesets(lang))
