"""The short permalink: the calculator form's query with only what differs from the defaults.

The URL holds the whole hand (issue 13: shared links, one Back leaves); this keeps it short. A
parameter is left out when it says what the page would assume anyway: the rule set's default
preset, the preset's option values, a field's declared default, no dealer streak, a self-draw.
The page rebuilt from the short query scores the same hand and shows the same form
(tests/calculator/test_pages.py::test_permalink_reproduces_the_full_page, test_fields.py,
test_history_form.py, test_link_state.py). A field whose value did not clean, or that the rules
refused, is kept as it was sent.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from django import forms

from . import fields as N
from .forms import asked_at, default_players
from .widgets import DefaultedBooleanField, _json_default, field_json

if TYPE_CHECKING:
    from rules.model import Field

    from .forms import CalculatorForm


def short_params(form: CalculatorForm) -> list[tuple[str, str]]:
    """The form's query with only what differs from the defaults (the short permalink); the page
    rebuilt from it scores the same hand."""
    rs = form.rule_set
    data = form.data
    # a field that did not clean (its syntax) or that the rules refused (add_error takes it out of
    # cleaned_data) keeps what was sent; the others are compared with what the page assumes
    cleaned = getattr(form, "cleaned_data", None) or {}
    preset = data.get("preset") or rs.default_preset
    base = form.preset_values(preset)
    out: list[tuple[str, str]] = []
    any_won = any(N.ticked(data, N.seat(i, "won")) for i in range(form.max_players))
    players = cleaned.get("players") or default_players(rs, preset)
    for name, field in form.fields.items():
        values = [v for v in (data.getlist(name) if hasattr(data, "getlist") else [data.get(name)]) if v is not None]
        if not values or all(v == "" for v in values):
            continue
        if name not in cleaned:
            out += [(name, v) for v in values if v != ""]
            continue
        v = cleaned.get(name)
        group, _i, key = N.read(name)
        f = _asked_field(form, group, key)
        if f is not None and not asked_at(f, players):
            continue  # not asked at this number of players: not read, and not kept in the address
        if name == "players":
            if v == default_players(rs, preset) and any_won:
                continue
        elif name == "dealer" or name == "dealer_streak":
            if not v:
                continue
        elif name == "preset":
            if v in ("", rs.default_preset):
                continue
        elif name == "preset_was":
            if v in ("", preset):
                continue
        elif group == "option" and key in form.option_fields:
            f = form.option_fields[key]
            if v is None or field_json(f, v) == _json_default(f, base.get(f.key)):
                continue
        elif group == "table" and key in form.table_fields:
            f = form.table_fields[key]
            if v is None or field_json(f, v) == _json_default(f, f.default):
                continue
        elif group == "seat" and key == "by":
            if v in ("", "self_draw"):
                continue
        elif group in ("seat_extra", "win_extra", "outcome"):
            extra = {"seat_extra": form.seat_extra, "win_extra": form.win_extra, "outcome": form.outcome_fields}[
                group
            ].get(key)
            if extra is None or v is None or field_json(extra, v) == _json_default(extra, extra.default):
                continue
        if isinstance(field, DefaultedBooleanField):
            out.append((name, "1" if v else "0"))
        elif isinstance(field, forms.BooleanField):
            if v:
                out.append((name, "1"))
        else:
            out += [(name, x) for x in values if x != ""]
    return out


def _asked_field(form: CalculatorForm, group: str, key: str) -> Field | None:
    """The rule set's `Field` behind a form field (an option, a table, seat, win or outcome fact), or None."""
    fields = {
        "option": form.option_fields,
        "table": form.table_fields,
        "seat_extra": form.seat_extra,
        "win_extra": form.win_extra,
        "outcome": form.outcome_fields,
    }.get(group)
    return None if fields is None else fields.get(key)
