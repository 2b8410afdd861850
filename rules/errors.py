"""Errors of a request: each names its field (`seats.2.hand`, `options.base_points`) and says what is wrong."""

from __future__ import annotations

from dataclasses import dataclass

from .text import Text


@dataclass(frozen=True, slots=True)
class FieldError:
    """One problem with a request, naming the field (`seats.2.hand`, `options.base_points`)."""

    field: str
    message: Text


class RequestError(Exception):
    """Bad input: every problem found. The API answers 400, the command exits 2."""

    def __init__(self, errors: list[FieldError]) -> None:
        super().__init__("; ".join(f"{e.field}: {e.message.get('en')}" for e in errors))
        self.errors = errors


class ScoreError(RequestError):
    """The request is well formed but the rules forbid it (no yaku, an illegal win, ...)."""
