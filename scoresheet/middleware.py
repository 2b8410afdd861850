"""Two guards for the pages reached through a secret link, and for hostile input anywhere.

`GuardMiddleware`:

1. **No shared cache keeps a page reached through a secret link.** Every answer of a route that takes a
   `token` (a session's editing or read-only link under `/s/<token>/`, its exports and QR codes; an invitation
   `/c/join/<token>/`; `/c/session/<token>/...`; a password reset link), and of the club pages that show or
   redirect to such links (`SHOWS_SECRET_LINKS`), says `Cache-Control: private, no-cache`: a proxy or shared
   cache stores none of them, the browser asks again before showing one. Decided here, from the resolved route,
   so a new route with a token is covered without a word in its view.
2. **A NUL character is refused before any view** (400, naming the parameter): no field of this site takes one,
   and PostgreSQL refuses it in a query (a 500 wherever a value reached one unchecked: the admin's list filters
   with `?ruleset=%00`). Checked in the path, in every query-string key and value, and in every form key and
   value of a form POST (url-encoded or multipart), for every route but the calculator's (`NO_DATABASE`: it
   stores nothing, and its forms and its JSON API answer a NUL with the field's own error, as their contract
   says). A view that reads its body itself (`csrf_exempt`) is left to do so: its form is never parsed here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.http import HttpRequest, HttpResponse, QueryDict
from django.shortcuts import render
from django.utils.cache import patch_cache_control
from django.utils.translation import gettext as _

# url names (namespace:name) of pages that show a secret link without taking one: the club page lists the
# owner's open invitations; a club's session page redirects to the session's editing or read-only link
SHOWS_SECRET_LINKS = frozenset({"clubs:club", "clubs:session"})

# url namespaces whose views never query the database with what a request sends (the calculator and its API)
NO_DATABASE = frozenset({"calculator"})
FORM_TYPES = ("application/x-www-form-urlencoded", "multipart/form-data")
NUL = "\x00"


def reached_through_a_secret_link(request: HttpRequest) -> bool:
    match = getattr(request, "resolver_match", None)
    if match is None:
        return False
    return "token" in match.kwargs or match.view_name in SHOWS_SECRET_LINKS


def _shown(name: str) -> str:
    """A parameter's name as the message shows it: ASCII, short (it may be the hostile part itself)."""
    text = ascii(name[:40])[1:-1]
    return text + ("..." if len(name) > 40 else "")


def nul_in(data: QueryDict) -> str | None:
    """The name of the first parameter whose name or value holds a NUL, or None."""
    for key, values in data.lists():
        if NUL in key or any(NUL in v for v in values if isinstance(v, str)):
            return key
    return None


def _refused(request: HttpRequest, where: str, name: str | None = None) -> HttpResponse:
    """The 400 page in the page's language, naming where the NUL is (the address, or the parameter)."""
    places = {"address": _("the address"), "query": _("the address's parameter"), "form": _("the form's field")}
    if name is None:
        message = _("Bad request: %(where)s holds a NUL character (\\x00), which nothing on this site takes.") % {
            "where": places[where]
        }
    else:
        message = _(
            "Bad request: %(where)s “%(name)s” holds a NUL character (\\x00), which nothing on this site takes."
        ) % {"where": places[where], "name": _shown(name)}
    return render(request, "400_message.html", {"message": message}, status=400)


class GuardMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if reached_through_a_secret_link(request):
            patch_cache_control(response, private=True, no_cache=True)
        return response

    def process_view(
        self, request: HttpRequest, view: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]
    ) -> HttpResponse | None:
        """The path, the query and the form of a POST (read as the CSRF check reads it, just after this)."""
        match = request.resolver_match
        if match is not None and NO_DATABASE.intersection(match.namespaces):
            return None
        if NUL in request.path:
            return _refused(request, "address")
        name = nul_in(request.GET)
        if name is not None:
            return _refused(request, "query", name)
        if request.method != "POST" or getattr(view, "csrf_exempt", False):
            return None
        if request.content_type not in FORM_TYPES:
            return None
        name = nul_in(request.POST)
        if name is None:
            name = next((key for key in request.FILES if NUL in key), None)
        return _refused(request, "form", name) if name is not None else None
