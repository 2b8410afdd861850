"""Secret links never reach a log: every address is masked before it is written.

A session's editing and read-only links (`/s/<token>/...`), an invitation (`/c/join/<token>/`), a club's
session actions (`/c/session/<token>/...`) and a password-reset link (`/accounts/reset/<uid>/<token>/`)
carry their secret in the path; it shows up in a request line, in a `Referer`, and percent-encoded in a
query (`/accounts/login/?next=%2Fc%2Fjoin%2F<token>%2F`). `mask_secret_links` replaces each such segment
with `…`, whatever the segment holds, so the route stays readable (`GET /s/…/record/`).

- `AccessLogger`: gunicorn's logger with every access-log field masked (config/gunicorn.conf.py
  `logger_class`): the request line, path, query, headers and environment variables alike;
- `SecretLinkFilter`: the same for Django's own records ("Not Found: /s/…/", a 500's request line),
  on the console handler of config/settings.py's LOGGING.
"""

from __future__ import annotations

import logging
import re
from typing import Any

from gunicorn.glogging import Logger  # type: ignore[import-untyped]

MASK = "…"
_SEP = r"(?:/|%2[fF])"
# a path segment, also when it sits percent-encoded inside a query value: up to the next separator
_SEGMENT = r"(?:(?!%2[fF])[^/?#&\s\"'])+"
_SECRET_PATH = re.compile(
    rf"(?P<prefix>{_SEP}(?:"
    # /s/<token>: not /s/new/... nor /s/import/ (no secret), nor a club's /c/<id>/s/<row id>/
    rf"s{_SEP}(?!(?:new|import|[0-9]+)(?:{_SEP}|[?#&\s\"']|$))"
    rf"|c{_SEP}(?:join|session){_SEP}"
    rf"|accounts{_SEP}reset{_SEP}{_SEGMENT}{_SEP}"  # the uid, then the token
    rf")){_SEGMENT}"
)


def mask_secret_links(text: str) -> str:
    """`text` with the secret segment of every secret link replaced by `…`."""
    return _SECRET_PATH.sub(lambda m: m["prefix"] + MASK, text)


def _masked(value: Any) -> Any:
    return mask_secret_links(value) if isinstance(value, str) else value


class AccessLogger(Logger):  # type: ignore[misc]
    """gunicorn's logger whose access-log fields never hold a secret link (gunicorn formats the line from
    these fields, whatever `access_log_format` picks)."""

    def atoms(self, resp: Any, req: Any, environ: dict[str, Any], request_time: Any) -> dict[str, Any]:
        return {k: _masked(v) for k, v in super().atoms(resp, req, environ, request_time).items()}


class SecretLinkFilter(logging.Filter):
    """Masks the secret links in a record's message (Django logs the path of a 404, a 403, a 500)."""

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        masked = mask_secret_links(message)
        if masked != message:
            record.msg, record.args = masked, None
        return True
