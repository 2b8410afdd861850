"""Accounts: the client address django-axes counts failed logins by."""

from __future__ import annotations

from django.conf import settings
from django.http import HttpRequest


def client_ip(request: HttpRequest) -> str:
    """REMOTE_ADDR; behind our proxy (DJANGO_BEHIND_PROXY=1) the address the proxy appended last to
    X-Forwarded-For (nginx's $proxy_add_x_forwarded_for), which a client cannot forge."""
    if getattr(settings, "BEHIND_PROXY", False):
        forwarded = request.META.get("HTTP_X_FORWARDED_FOR", "")
        last = forwarded.split(",")[-1].strip()
        if last:
            return last[:64]
    return request.META.get("REMOTE_ADDR", "")[:64]
