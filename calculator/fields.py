"""The calculator form's field names, built in this one place, and a contract request as the
calculator's query string (the inverse of `CalculatorForm.to_request`).

The names are short because the whole request lives in the page URL (the permalink):
`preset preset_was players dealer dealer_streak`, `o_<option>`, `t_<table fact>`,
`i_<indicator role>`, and per seat `s<i>_<common seat field>` (hand, melds, won, tile, by, from,
the win flags, riichi, ippatsu, baoting, tenpai), `s<i>_w_<rule set's win field>`,
`s<i>_x_<rule set's seat field>`, `s<i>_h_<what happened>` (rules/history.py).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from rules.history import HISTORY_FIELDS
from rules.model import Field, RuleSet

from .widgets import WIN_FLAGS, field_initial, is_bool, melds_text

TOP = ("preset", "preset_was", "players", "dealer", "dealer_streak")


def option(key: str) -> str:
    return f"o_{key}"


def table(key: str) -> str:
    return f"t_{key}"


def indicator(role: str) -> str:
    return f"i_{role}"


def seat(i: int, key: str) -> str:
    """A common seat field: hand, melds, won, tile, by, from, a win flag, riichi, ippatsu, baoting, tenpai."""
    return f"s{i}_{key}"


def seat_namer(i: int) -> Callable[[str], str]:
    """`seat` for one seat: `p = seat_namer(2); p("hand")` is "s2_hand"."""
    return lambda key: seat(i, key)


def seat_extra(i: int, key: str) -> str:
    """One of the rule set's own seat fields (`RuleSet.seat_fields`)."""
    return f"s{i}_x_{key}"


def win_extra(i: int, key: str) -> str:
    """One of the rule set's own win fields (`RuleSet.win_fields`)."""
    return f"s{i}_w_{key}"


def ticked(data: Any, name: str) -> bool:
    """A box the address or the post says is ticked ("on", "1", "true"), as the page's script sends it."""
    return str(data.get(name, "")).lower() in ("on", "1", "true")


def outcome(i: int, key: str) -> str:
    """One of the rule set's outcome fields (`RuleSet.outcome_fields`): a win recorded by its outcome."""
    return f"s{i}_o_{key}"


def history(i: int, key: str) -> str:
    """One of the history fields every rule set reads (`rules.history.HISTORY_FIELDS`)."""
    return f"s{i}_h_{key}"


_SEAT = re.compile(r"s(\d{1,2})_(?:(x|w|h|o)_)?(\w+)")  # a seat is one digit: a long one never reaches int()
_HISTORY = {f.key: f for f in HISTORY_FIELDS}


def read(name: str) -> tuple[str, int | None, str]:
    """What a name stands for: (group, seat or None, key); group is one of "top", "option",
    "table", "indicator", "seat", "seat_extra", "win_extra", "history", "outcome", or "" for a name that is none of these."""
    if name in TOP:
        return "top", None, name
    for prefix, group in (("o_", "option"), ("t_", "table"), ("i_", "indicator")):
        if name.startswith(prefix):
            return group, None, name[2:]
    m = _SEAT.fullmatch(name)
    if m is None:
        return "", None, name
    group = {"x": "seat_extra", "w": "win_extra", "h": "history", "o": "outcome"}.get(m[2] or "", "seat")
    return group, int(m[1]), m[3]


# ------------------------------------------------- a request as a query ---


def request_query(rs: RuleSet, request: Mapping[str, Any]) -> list[tuple[str, str]]:
    """The calculator's query for a contract request: the page opened with it scores that request."""
    q: list[tuple[str, str]] = [("players", str(request.get("players", max(rs.players))))]
    for key in ("preset", "dealer", "dealer_streak"):
        if request.get(key) is not None:
            q.append((key, str(request[key])))
    if "preset" in request:
        q.append(("preset_was", str(request["preset"])))
    for key, value in (request.get("options") or {}).items():
        q += params(option(key), rs.option(key), value)
    for key, value in (request.get("indicators") or {}).items():
        q.append((indicator(key), str(value)))
    table_fields = {f.key: f for f in rs.table_fields}
    for key, value in (request.get("table") or {}).items():
        q += params(table(key), table_fields.get(key), value)
    seat_fields = {f.key: f for f in rs.seat_fields}
    win_fields = {f.key: f for f in rs.win_fields}
    outcome_fields = {f.key: f for f in rs.outcome_fields}
    for i, s in enumerate(request.get("seats") or []):
        if not isinstance(s, Mapping):
            continue
        if s.get("hand"):
            q.append((seat(i, "hand"), str(s["hand"])))
        if s.get("melds"):
            q.append((seat(i, "melds"), melds_text(list(s["melds"]))))
        win = s.get("win")
        if isinstance(win, Mapping):
            q += [(seat(i, "won"), "on"), (seat(i, "by"), str(win.get("by") or "self_draw"))]
            if win.get("tile"):
                q.append((seat(i, "tile"), str(win["tile"])))
            if win.get("from") is not None:
                q.append((seat(i, "from"), str(win["from"])))
            q += [(seat(i, flag), "on") for flag in WIN_FLAGS if win.get(flag)]
            for key, value in win.items():
                if key in win_fields:
                    q += params(win_extra(i, key), win_fields[key], value)
        given = s.get("outcome")
        if isinstance(given, Mapping):  # a win recorded by its outcome
            q.append((seat(i, "by_outcome"), "on"))
            for key, value in given.items():
                if key in outcome_fields:
                    q += params(outcome(i, key), outcome_fields[key], value)
        if s.get("riichi"):
            q.append((seat(i, "riichi"), str(s["riichi"])))
        for flag in ("ippatsu", "baoting"):
            if s.get(flag):
                q.append((seat(i, flag), "on"))
        if s.get("tenpai") is not None:
            q.append((seat(i, "tenpai"), "yes" if s["tenpai"] else "no"))
        for key, value in s.items():
            if key in seat_fields:
                q += params(seat_extra(i, key), seat_fields[key], value)
            elif key in _HISTORY:  # what happened (rules/history.py)
                q += params(history(i, key), _HISTORY[key], value)
    return q


def params(name: str, f: Field | None, value: Any) -> list[tuple[str, str]]:
    """One field's value as the form sends it (a checkbox: its hidden "0", then "1" when on)."""
    if f is None:
        return [(name, str(value))]
    if is_bool(f):
        return [(name, "0"), (name, "1")] if value else [(name, "0")]
    shown = field_initial(f, value)
    if shown is None:
        return []
    if isinstance(shown, list):
        return [(name, str(v)) for v in shown]
    return [(name, str(shown))]
