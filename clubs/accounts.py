"""Accounts: the client address and the user name django-axes counts failed logins by."""

from __future__ import annotations

import ipaddress
from typing import Any

from django.conf import settings
from django.http import HttpRequest

USERNAME_MAX = 150  # django.contrib.auth's User.username; axes keeps at most 255


def _ip(text: str) -> str | None:
    try:
        return str(ipaddress.ip_address(text.strip()))
    except ValueError:
        return None


def client_ip(request: HttpRequest) -> str:
    """REMOTE_ADDR; behind our proxy (DJANGO_BEHIND_PROXY=1) the address the proxy appended last to
    X-Forwarded-For (nginx's $proxy_add_x_forwarded_for), which a client cannot forge. A last entry that is
    not an address (a client reaching the server past the proxy, or a proxy passing the header on as sent)
    is not used: axes stores the address in an address field, and `not-an-ip` was a 500."""
    if getattr(settings, "BEHIND_PROXY", False):
        forwarded = request.META.get("HTTP_X_FORWARDED_FOR", "")
        last = _ip(forwarded.split(",")[-1][:64])
        if last is not None:
            return last
    return _ip(request.META.get("REMOTE_ADDR", "")[:64]) or ""


def client_username(request: HttpRequest, credentials: dict[str, Any] | None = None) -> str | None:
    """The user name a login was tried with (axes' own lookup), cut to the longest a user name can be: a
    5,000-character name was a 500 on PostgreSQL when axes recorded the failure (varchar(255))."""
    name = (credentials or getattr(request, "data", request.POST)).get("username")
    return name[:USERNAME_MAX] if isinstance(name, str) else name
