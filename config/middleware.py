"""`one_thread`: the innermost middleware, synchronous only, so that under ASGI (`make serve`: config/asgi.py)
Django runs the whole middleware chain and the view in one thread per request.

Django adapts each middleware to the mode of the one inside it: with an async-capable middleware innermost, the
async-capable ones (Django's own, django-htmx, axes) run in async mode and hop to a thread and back for each of
their hooks (about two dozen hops a request, several milliseconds), while our synchronous ones sit between them.
A synchronous middleware innermost makes every middleware outside it run synchronously: one hop into a thread
for the request, none between the middlewares. Under WSGI (`runserver`, the tests) it changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse


def one_thread(get_response: Callable[[HttpRequest], HttpResponse]) -> Callable[[HttpRequest], HttpResponse]:
    return get_response
