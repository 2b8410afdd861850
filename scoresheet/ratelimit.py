"""How often one address may create a session or import one without logging in (4 importers stored 54,000 hands in
30 s before there was a limit).

A fixed window per (action, client address) counted in Django's cache named `ratelimit` (settings.CACHES: a file
cache shared by the server's worker processes, the tests' own memory cache). A logged-in user is not limited here: an
account is already a name to stop. The limits come from the settings (`RATE_LIMITS`: action -> (count, seconds)),
each from the environment (`DJANGO_RATE_LIMIT_NEW_SESSION`, `DJANGO_RATE_LIMIT_IMPORT`: how many an hour).
Over the limit: 429 with the page saying what was refused and when to try again, in the page's language.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import wraps
from typing import Any

from django.conf import settings
from django.core.cache import caches
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from clubs.accounts import client_ip


def _limit(action: str) -> tuple[int, int]:
    most, seconds = settings.RATE_LIMITS[action]
    return int(most), int(seconds)


def _key(request: HttpRequest, action: str) -> tuple[str, int, int] | None:
    """The cache key of the request's address and window, the limit and the seconds until the window ends; None
    when the request is not limited (a logged-in user, or a limit of 0)."""
    most, seconds = _limit(action)
    user = getattr(request, "user", None)
    if most <= 0 or (user is not None and user.is_authenticated):
        return None
    now = int(time.time())
    window = now // seconds
    return f"rl:{action}:{client_ip(request)}:{window}", most, (window + 1) * seconds - now


def wait(request: HttpRequest, action: str) -> int:
    """0 when the request's address may `action` again, else the seconds until it may."""
    k = _key(request, action)
    if k is None:
        return 0
    key, most, left = k
    return left if caches["ratelimit"].get(key, 0) >= most else 0


def count(request: HttpRequest, action: str) -> None:
    """One `action` done from the request's address."""
    k = _key(request, action)
    if k is None:
        return
    key, _most, left = k
    cache = caches["ratelimit"]
    if cache.add(key, 1, timeout=left + 1):
        return
    try:
        cache.incr(key)
    except ValueError:  # the window ended between add and incr
        cache.set(key, 1, timeout=left + 1)


def _refused(request: HttpRequest, action: str, left: int) -> HttpResponse:
    minutes = max(1, (left + 59) // 60)
    what = {"new_session": _("Too many new sessions"), "import": _("Too many imports")}[action]
    most, _seconds = _limit(action)
    message = ngettext(
        "This address has reached the most allowed without an account (%(count)s an hour). Try again in "
        "%(minutes)s minute, or log in.",
        "This address has reached the most allowed without an account (%(count)s an hour). Try again in "
        "%(minutes)s minutes, or log in.",
        minutes,
    ) % {"count": most, "minutes": minutes}
    response = render(request, "429.html", {"what": what, "message": message}, status=429)
    response["Retry-After"] = str(left)
    return response


def limited(action: str) -> Callable[[Callable[..., HttpResponse]], Callable[..., HttpResponse]]:
    """A view whose POST, when it succeeds (a redirect to what it made), counts as one `action`; a POST past the
    limit is refused before the view runs. A GET only shows the form; a refused form (an error to correct) or a
    preset changed without a script does not count."""

    def decorate(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
        @wraps(view)
        def wrapped(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
            if request.method != "POST":
                return view(request, *args, **kwargs)
            left = wait(request, action)
            if left:
                return _refused(request, action, left)
            response = view(request, *args, **kwargs)
            if response.status_code in (302, 303):
                count(request, action)
            return response

        return wrapped

    return decorate
