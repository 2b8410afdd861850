"""Path converters shared by the apps' URLs.

`<id:...>`: a row id, as Django's `<int:...>` but at most 18 digits. A longer number cannot be a row of ours and
does not fit the database's 64-bit integers (SQLite raised OverflowError on a 25-digit member id: a 500); such an
address is simply not found (404)."""

from __future__ import annotations

from django.urls import register_converter


class IdConverter:
    regex = "[0-9]{1,18}"

    def to_python(self, value: str) -> int:
        return int(value)

    def to_url(self, value: int | str) -> str:
        return str(value)


class TokenConverter:
    """`<token:...>`: a secret link's token, as `secrets.token_urlsafe` writes it (the URL-safe base64 alphabet),
    at most 64 characters. Anything else (a NUL, which PostgreSQL refuses in a query, a space, a long string)
    is not a token of ours and never reaches a query: the address is not found (404)."""

    regex = "[A-Za-z0-9_-]{1,64}"

    def to_python(self, value: str) -> str:
        return value

    def to_url(self, value: str) -> str:
        return value


register_converter(IdConverter, "id")
register_converter(TokenConverter, "token")
