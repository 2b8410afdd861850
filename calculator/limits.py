"""Limits checked at the edge, before any work: a real request never reaches them.

Every way in (the JSON API, the `score` command, the calculator page's query string)
goes through here first, so nothing the scoring code does can be made slow or made to
fail by the size or shape of the input:

- the body: at most `MAX_BODY` bytes, UTF-8, nested at most `MAX_DEPTH` deep (measured on
  the raw bytes before parsing, so `json.loads` never recurses deeply);
- integer literals of at most `MAX_INT_DIGITS` digits (Python refuses 4,301+ digits with a
  ValueError), no NaN / Infinity;
- every string at most `MAX_STRING` characters and encodable (no lone surrogate such as
  `"\\ud800"`, which no answer echoing it could print), every list / object at most
  `MAX_ITEMS` entries, `lang` / `ruleset` / `preset` strings;
- on the pages, every query value clipped to `MAX_QUERY_VALUE` characters before the form
  sees it (the form's own max lengths then name the field).

Problems come back as `FieldError`s naming the field (`seats.2.hand`; `""` for the whole body),
the contract's error shape once passed to `rules.answer.errors_json`.
"""

from __future__ import annotations

import json
import re
from typing import Any

import orjson

from rules.model import FieldError
from rules.text import DEFAULT_LANG, LANGS, N_, Text

MAX_BODY = 64 * 1024
MAX_DEPTH = 12
MAX_INT_DIGITS = 18
MAX_STRING = 512
MAX_ITEMS = 256
MAX_QUERY_VALUE = 256
_INT_BOUND = 10**MAX_INT_DIGITS
SCALAR_STRINGS = ("lang", "ruleset", "preset")

BODY_TOO_LARGE = N_("the request is too large: at most {max} bytes")
NOT_UTF8 = N_("the request is not UTF-8 text (byte {pos})")
TOO_DEEP = N_("nested too deeply: at most {max} levels")
TOO_LONG = N_("too long: at most {max} characters")
TOO_MANY = N_("too many items: at most {max}")
INT_TOO_LARGE = N_("number too large: at most {max} digits")
BAD_NUMBER = N_("not a valid number: {value}")
BAD_CHARACTER = N_("contains an invalid character (a lone surrogate)")
EMPTY_LINE = N_("an empty line: no request")
NOT_STRING = N_("must be a string")
NOT_JSON_TYPE = N_("the request must be sent as application/json")


class LimitError(Exception):
    """The input broke a limit; `errors` name the fields."""

    def __init__(self, errors: list[FieldError], lang: str = DEFAULT_LANG) -> None:
        super().__init__(errors)
        self.errors = errors
        self.lang = lang


# ----------------------------------------------------------------- raw bytes ---

# a JSON string (escapes included), matched without backtracking
_STRING_RE = re.compile(rb'"(?:[^"\\]++|\\.)*+"', re.DOTALL)
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")


def raw_depth(body: bytes, limit: int = MAX_DEPTH) -> int:
    """How deep the brackets of `body` nest outside its strings (stops counting past `limit`)."""
    brackets = _STRING_RE.sub(b"", body).translate(None, _NOT_BRACKETS)
    depth = deepest = 0
    for b in brackets:
        if b in b"[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > limit:
                    return deepest
        else:
            depth -= 1
    return deepest


class _Refused:
    """Stands in for a number the parser would not build, so the walk can name its field."""

    def __init__(self, message: Text) -> None:
        self.message = message


def _parse_int(text: str) -> int | _Refused:
    if len(text) - (text[0] == "-") > MAX_INT_DIGITS:
        return _Refused(INT_TOO_LARGE.format(max=MAX_INT_DIGITS))
    return int(text)


def _parse_constant(text: str) -> _Refused:
    return _Refused(BAD_NUMBER.format(value=text))


def _bad_json(error: str) -> list[FieldError]:
    from rules import messages as M

    return [FieldError("", M.BAD_JSON.format(error=error))]


def decode(body: bytes | str) -> Any:
    """Parse one request from bytes (or text) within the size and depth limits; raises LimitError.
    The value may still hold refused numbers: `check` (which `read` runs) names their fields."""
    if isinstance(body, str):
        try:
            body = body.encode("utf-8")
        except UnicodeEncodeError as e:
            raise LimitError([FieldError("", NOT_UTF8.format(pos=e.start + 1))]) from None
    if len(body) > MAX_BODY:
        raise LimitError([FieldError("", BODY_TOO_LARGE.format(max=MAX_BODY))])
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError as e:
        raise LimitError([FieldError("", NOT_UTF8.format(pos=e.start + 1))]) from None
    if raw_depth(body) > MAX_DEPTH:
        raise LimitError([FieldError("", TOO_DEEP.format(max=MAX_DEPTH))])
    try:
        data = json.loads(text, parse_int=_parse_int, parse_constant=_parse_constant)
    except json.JSONDecodeError as e:
        raise LimitError(_bad_json(f"line {e.lineno} column {e.colno}: {e.msg}")) from None
    except (ValueError, RecursionError) as e:  # defence in depth: the checks above make these unreachable
        raise LimitError(_bad_json(type(e).__name__)) from None
    return data


# 19 digits in a row anywhere: a number orjson might read as a float (it turns integers past 64 bits into
# floats) or one past MAX_INT_DIGITS; such a body takes the careful way, which names the field. Found by
# turning every digit into 0 (bytes.translate) and looking for nineteen 0s: a few times cheaper than the
# regex `[0-9]{19}`, and the same test (tests/calculator/test_read_fast.py compares the two).
_DIGITS_TO_ZERO = bytes.maketrans(b"123456789", b"000000000")
_NINETEEN_ZEROS = b"0" * (MAX_INT_DIGITS + 1)


def long_digits(body: bytes) -> bool:
    """Does `body` hold MAX_INT_DIGITS + 1 digits in a row?"""
    return _NINETEEN_ZEROS in body.translate(_DIGITS_TO_ZERO)


def read(body: bytes | str) -> Any:
    """`decode` and `check` in one: the request within every limit, or LimitError naming the fields.

    The common case goes the fast way: orjson (C; it refuses invalid UTF-8, lone surrogates, NaN and
    nesting past 1,024 itself) and one walk without field paths (`within`). Anything that walk or
    orjson refuses is read again the careful way (`decode` + `check`), whose errors name the field: the
    same answer either way, only slower for a bad body."""
    if type(body) is bytes and len(body) <= MAX_BODY and not long_digits(body):
        try:
            data = orjson.loads(body)
        except orjson.JSONDecodeError:
            pass
        else:
            if (_short(body) or within(data, 1)) and _scalar_strings(data):
                return data
    data = decode(body)
    check(data)
    return data


# A body of at most this many bytes holds no string (nor key) past MAX_STRING characters (the quotes and each
# character take a byte at least) and no list or object past MAX_ITEMS entries (each takes a byte and a comma)
_SHORT = min(MAX_STRING + 2, 2 * MAX_ITEMS + 2)


def _short(body: bytes) -> bool:
    """Is `body` within every limit `within` walks for, by its bytes alone? Short enough (`_SHORT`), and with at most
    MAX_DEPTH opening brackets in all (those inside strings counted too), so nested no deeper. Its integers are
    within MAX_INT_DIGITS already (`long_digits`). Most requests are: the walk is left out."""
    return len(body) <= _SHORT and body.count(b"{") + body.count(b"[") <= MAX_DEPTH


def within(value: Any, depth: int) -> bool:
    """The limits of `check`, as a yes/no without field paths (the fast way of `read`): nesting, string
    lengths, entries per list / object, integer sizes. orjson's strings are always encodable."""
    t = type(value)
    if t is str:
        return len(value) <= MAX_STRING
    if t is dict:
        if depth > MAX_DEPTH or len(value) > MAX_ITEMS:
            return False
        depth += 1
        for k, v in value.items():
            if len(k) > MAX_STRING:
                return False
            tv = type(v)
            if tv is str:
                if len(v) > MAX_STRING:
                    return False
            elif tv is int:  # the case below, without a call
                if not -_INT_BOUND < v < _INT_BOUND:
                    return False
            elif tv is not bool and v is not None and not within(v, depth):
                return False
        return True
    if t is list:
        if depth > MAX_DEPTH or len(value) > MAX_ITEMS:
            return False
        depth += 1
        for v in value:
            tv = type(v)
            if tv is str:
                if len(v) > MAX_STRING:
                    return False
            elif tv is int:
                if not -_INT_BOUND < v < _INT_BOUND:
                    return False
            elif tv is not bool and v is not None and not within(v, depth):
                return False
        return True
    if t is int:
        return bool(-_INT_BOUND < value < _INT_BOUND)
    return True  # bool, None, float


def _scalar_strings(data: Any) -> bool:
    if type(data) is not dict:
        return True
    for key in SCALAR_STRINGS:  # noqa: SIM110 (a generator per call costs more than the loop on the request path)
        if key in data and type(data[key]) is not str:
            return False
    return True


def answer_lang(data: Any) -> str:
    """The language of the answer, read safely from a request that may be bad in any way."""
    if isinstance(data, dict):
        lang = data.get("lang")
        if isinstance(lang, str) and lang in LANGS:
            return lang
    return DEFAULT_LANG


# --------------------------------------------------------------- parsed values ---


def _key_text(key: str) -> str:
    """A key as it may appear in a field path: printable, encodable, short."""
    safe = key.encode("utf-8", "backslashreplace").decode("utf-8")
    return safe if len(safe) <= 64 else safe[:64] + "…"


def _join(path: str, key: str | int) -> str:
    key = _key_text(key) if isinstance(key, str) else str(key)
    return f"{path}.{key}" if path else key


def check(data: Any) -> None:
    """Check an already-parsed request (the API's and the command's, or one built by a form)."""
    errors: list[FieldError] = []
    _walk(data, "", 1, errors)
    if isinstance(data, dict):
        for key in SCALAR_STRINGS:
            if key in data and not isinstance(data[key], str):
                errors.append(FieldError(key, NOT_STRING))
    if errors:
        raise LimitError(errors[:20], answer_lang(data))


def _walk(value: Any, path: str, depth: int, errors: list[FieldError]) -> None:
    if isinstance(value, str):
        if len(value) > MAX_STRING:
            errors.append(FieldError(path, TOO_LONG.format(max=MAX_STRING)))
        elif not _encodable(value):
            errors.append(FieldError(path, BAD_CHARACTER))
        return
    if isinstance(value, bool) or value is None or isinstance(value, float):
        return
    if isinstance(value, _Refused):
        errors.append(FieldError(path, value.message))
        return
    if isinstance(value, int):
        if not -_INT_BOUND < value < _INT_BOUND:
            errors.append(FieldError(path, INT_TOO_LARGE.format(max=MAX_INT_DIGITS)))
        return
    if depth > MAX_DEPTH:
        errors.append(FieldError(path, TOO_DEEP.format(max=MAX_DEPTH)))
        return
    if isinstance(value, dict):
        if len(value) > MAX_ITEMS:
            errors.append(FieldError(path, TOO_MANY.format(max=MAX_ITEMS)))
            return
        for k, v in value.items():
            if len(k) > MAX_STRING:
                errors.append(FieldError(_join(path, k), TOO_LONG.format(max=MAX_STRING)))
                continue
            if not _encodable(k):
                errors.append(FieldError(_join(path, k), BAD_CHARACTER))
                continue
            _walk(v, _join(path, k), depth + 1, errors)
        return
    if isinstance(value, list | tuple):
        if len(value) > MAX_ITEMS:
            errors.append(FieldError(path, TOO_MANY.format(max=MAX_ITEMS)))
            return
        for i, v in enumerate(value):
            _walk(v, _join(path, i), depth + 1, errors)


def _encodable(s: str) -> bool:
    if s.isascii():
        return True
    try:
        s.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


# -------------------------------------------------------------------- pages ---


def bounded_query(query: Any) -> Any:
    """A copy of a QueryDict with every value clipped to MAX_QUERY_VALUE characters: enough for the
    form's own max lengths to name the field, never enough to make a field's parsing slow."""
    out = query.copy()
    for key, values in query.lists():
        if any(len(v) > MAX_QUERY_VALUE for v in values):
            out.setlist(key, [v[: MAX_QUERY_VALUE + 1] for v in values])
    return out
