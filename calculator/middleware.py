"""Middleware: `?lang=xx` language links, and the Content-Security-Policy header.

`lang_param_middleware` runs after LocaleMiddleware, which otherwise picks the language from
Django's language cookie or the browser's Accept-Language. A plain link works without
JavaScript or a session.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal, cast

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.utils import translation
from django.utils.cache import patch_vary_headers

_SameSite = Literal["Lax", "Strict", "None", False] | None

LANGS = {code for code, _name in settings.LANGUAGES}


def lang_param_middleware(get_response: Callable[[HttpRequest], HttpResponse]) -> Callable[[HttpRequest], HttpResponse]:
    def middleware(request: HttpRequest) -> HttpResponse:
        lang = request.GET.get("lang", "").lower()
        if lang not in LANGS:
            return _vary_on_language_cookie(get_response(request))
        translation.activate(lang)
        request.LANGUAGE_CODE = lang
        response = get_response(request)
        response.set_cookie(
            settings.LANGUAGE_COOKIE_NAME,
            lang,
            max_age=settings.LANGUAGE_COOKIE_AGE,
            path=settings.LANGUAGE_COOKIE_PATH,
            domain=settings.LANGUAGE_COOKIE_DOMAIN,
            secure=settings.LANGUAGE_COOKIE_SECURE,
            httponly=settings.LANGUAGE_COOKIE_HTTPONLY,
            samesite=cast(_SameSite, settings.LANGUAGE_COOKIE_SAMESITE),
        )
        response.headers.setdefault("Content-Language", lang)
        return _vary_on_language_cookie(response)

    return middleware


def _vary_on_language_cookie(response: HttpResponse) -> HttpResponse:
    """A page's words depend on the language cookie (LocaleMiddleware adds Accept-Language)."""
    if response.get("Content-Type", "").startswith("text/html"):
        patch_vary_headers(response, ("Cookie",))
    return response


def content_security_policy(
    get_response: Callable[[HttpRequest], HttpResponse],
) -> Callable[[HttpRequest], HttpResponse]:
    """settings.CONTENT_SECURITY_POLICY on every response that does not set its own."""
    policy = settings.CONTENT_SECURITY_POLICY

    def middleware(request: HttpRequest) -> HttpResponse:
        response = get_response(request)
        if policy:
            response.headers.setdefault("Content-Security-Policy", policy)
        return response

    return middleware
