"""Seats as players call them: by their wind this hand, the dealer marked."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from rules.model import wind_of_seat

WINDS = (
    gettext_lazy("East"),
    gettext_lazy("South"),
    gettext_lazy("West"),
    gettext_lazy("North"),
)


def seat_wind(i: int, dealer: int, players: int) -> str:
    return str(WINDS[wind_of_seat(i, dealer, players)])


def seat_short(i: int, dealer: int, players: int) -> str:
    """ "West": a seat by its wind this hand (what players call each other at the table)."""
    return seat_wind(i, dealer, players)


def seat_label(i: int, dealer: int, players: int) -> str:
    """ "West", with the dealer marked: "East · dealer"."""
    label = seat_wind(i, dealer, players)
    if i == dealer:
        label += " · " + _("dealer")
    return label


def seat_named(words: str, name: str | None, lang: str) -> str:
    """A seat's words with its player's name first where the session knows it: "Alice (West)", "阿明（西）"."""
    if not name:
        return words
    return f"{name} ({words})" if lang == "en" else f"{name}（{words}）"
