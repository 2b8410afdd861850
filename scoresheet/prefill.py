"""The calculator's own query string (its permalink format), built from what the table knows."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.http import QueryDict

from calculator.forms import WIN_FLAGS, field_initial, melds_text
from rules import model, registry
from rules import progress as P
from rules.model import Field


def _put(q: QueryDict, name: str, f: Field, value: Any) -> None:
    v = field_initial(f, value)
    if v is None:
        return
    if f.kind == model.BOOL:
        q.setlist(name, ["0", "1"] if v else ["0"])
    elif f.kind == model.SEAT_LIST:
        q.setlist(name, [str(x) for x in v])
    else:
        q[name] = str(v)


def calculator_query(
    ruleset: str,
    preset: str,
    options: Mapping[str, Any],
    state: P.TableState,
    request: Mapping[str, Any] | None = None,
) -> QueryDict:
    """Players, dealer, streak, the frozen preset and options, riichi sticks and round wind from `state`;
    with `request` (a stored hand, for a correction) also its seats, indicators and table facts."""
    rs = registry.RULE_SETS[ruleset]
    q = QueryDict(mutable=True)
    q["players"] = str(state.players)
    q["dealer"] = str(state.dealer)
    q["dealer_streak"] = str(state.streak)
    q["preset"] = preset
    q["preset_was"] = preset
    for f in rs.options:
        if f.key in options:
            _put(q, f"o_{f.key}", f, options[f.key])
    req = dict(request or {})
    table = dict(req.get("table") or {})
    if ruleset == "riichi":
        table["riichi_sticks"] = state.sticks
        table["round_wind"] = ("1z", "2z", "3z", "4z")[state.round_wind % 4]
    for f in rs.table_fields:
        if f.key in table:
            _put(q, f"t_{f.key}", f, table[f.key])
    for role, tiles in (req.get("indicators") or {}).items():
        q[f"i_{role}"] = str(tiles)
    for i, seat in enumerate(req.get("seats") or []):
        if not isinstance(seat, Mapping):
            continue
        p = f"s{i}_"
        if seat.get("hand"):
            q[p + "hand"] = str(seat["hand"])
        if seat.get("melds"):
            q[p + "melds"] = melds_text(list(seat["melds"]))
        win = seat.get("win")
        if isinstance(win, Mapping):
            q[p + "won"] = "on"
            if win.get("tile"):
                q[p + "tile"] = str(win["tile"])
            q[p + "by"] = str(win.get("by") or "self_draw")
            if win.get("from") is not None:
                q[p + "from"] = str(win["from"])
            for flag in WIN_FLAGS:
                if win.get(flag):
                    q[p + flag] = "on"
            for f in rs.win_fields:
                if f.key in win:
                    _put(q, f"{p}w_{f.key}", f, win[f.key])
        if seat.get("riichi"):
            q[p + "riichi"] = str(seat["riichi"])
        if seat.get("ippatsu"):
            q[p + "ippatsu"] = "on"
        if seat.get("baoting"):
            q[p + "baoting"] = "on"
        if seat.get("tenpai") is not None:
            q[p + "tenpai"] = "yes" if seat["tenpai"] else "no"
        for f in rs.seat_fields:
            if f.key in seat:
                _put(q, f"{p}x_{f.key}", f, seat[f.key])
    return q
