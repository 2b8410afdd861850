"""`?lang=xx` switches the page language (and remembers it in Django's language cookie).

Runs after LocaleMiddleware, which otherwise picks the language from that cookie or
the browser's Accept-Language. A plain link works without JavaScript or a session.
"""

from __future__ import annotations

from collections.abc import Callable

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.utils import translation

LANGS = {code for code, _name in settings.LANGUAGES}


def lang_param_middleware(get_response: Callable[[HttpRequest], HttpResponse]) -> Callable[[HttpRequest], HttpResponse]:
    def middleware(request: HttpRequest) -> HttpResponse:
        lang = request.GET.get("lang", "").lower()
        if lang not in LANGS:
            return get_response(request)
        translation.activate(lang)
        request.LANGUAGE_CODE = lang
        response = get_response(request)
        response.set_cookie(settings.LANGUAGE_COOKIE_NAME, lang, max_age=365 * 24 * 3600, samesite="Lax", path="/")
        response.headers.setdefault("Content-Language", lang)
        return response

    return middleware
