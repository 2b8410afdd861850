"""The two ways calculator/limits.py reads a body, each answering the same shape (the data, or what it refused), so
that tests compare the one-walk reader with the careful one (`decode` + `check`) body by body."""

from __future__ import annotations

from calculator import limits


def careful(body: bytes) -> object:
    try:
        data = limits.decode(body)
        limits.check(data)
    except limits.LimitError as e:
        return ("refused", [(err.field, err.message.get("en")) for err in e.errors], e.lang)
    return data


def fast(body: bytes) -> object:
    try:
        return limits.read(body)
    except limits.LimitError as e:
        return ("refused", [(err.field, err.message.get("en")) for err in e.errors], e.lang)
