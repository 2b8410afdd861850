"""The answer of contract.md, and the rule-set descriptions of `GET /api/v1/rulesets`."""

from __future__ import annotations

from typing import Any

from .history import HISTORY_FIELDS
from .model import Field, FieldError, HandResult, RuleSet, ScoreRequest, Settlement
from .refs import parts_json
from .schema import describe
from .text import LANGS, Text


class UnbalancedSettlement(AssertionError):
    """A settlement whose nets do not sum to zero: a bug, never printed as a result."""


def hand_json(rs: RuleSet, h: HandResult, lang: str) -> dict[str, Any]:
    items = []
    for line in h.lines:
        p = rs.pattern_map[line.key]
        item: dict[str, Any] = {"key": line.key, "name": p.names.get(lang), "value": line.value}
        if line.count != 1:
            item["count"] = line.count
        if line.detail is not None:
            item["detail"] = line.detail.get(lang)
            if (parts := parts_json(line.detail, lang)) is not None:
                item["detail_parts"] = parts
        if line.op != "+":
            item["op"] = line.op
        items.append(item)
    out: dict[str, Any] = {"seat": h.seat, "items": items, "total": h.total, "unit": h.unit}
    if h.reading is not None:
        out["reading"] = h.reading.get(lang)
    out.update(h.extra)
    return out


def _by_outcome(hand: dict[str, Any], req: ScoreRequest) -> dict[str, Any]:
    """A hand recorded by its outcome says so (`"by_outcome": true`): its value is the table's, not read from tiles."""
    if req.seats[hand["seat"]].outcome is not None:
        hand["by_outcome"] = True
    return hand


def answer_json(rs: RuleSet, req: ScoreRequest, st: Settlement) -> dict[str, Any]:
    net = st.net()
    if sum(net) != 0:
        raise UnbalancedSettlement(net)
    lang = req.lang
    payments = []
    for t in st.transfers:
        if t.amount == 0:
            continue
        pay: dict[str, Any] = {"from": t.payer, "to": t.payee, "amount": t.amount, "reason": t.reason}
        name = rs.reasons.get(t.reason)
        if name is not None:
            pay["reason_name"] = name.get(lang)
        if t.note is not None:
            pay["note"] = t.note.get(lang)
            if (parts := parts_json(t.note, lang)) is not None:
                pay["note_parts"] = parts
        payments.append(pay)
    out: dict[str, Any] = {
        "ruleset": rs.key,
        "preset": req.preset,
        "lang": lang,
        "hands": [_by_outcome(hand_json(rs, h, lang), req) for h in st.hands],
        "payments": payments,
        "net": net,
    }
    if st.notes:
        out["notes"] = [n.get(lang) for n in st.notes]
        if any(n.has_refs() for n in st.notes):
            out["notes_parts"] = [parts_json(n, lang) for n in st.notes]
    if st.verdicts:
        out["verdicts"] = [
            {
                "key": v.key,
                "rule": v.rule,
                "seat": v.seat,
                "name": v.title.get(lang),
                "text": v.text.get(lang),
                **({"text_parts": parts} if (parts := parts_json(v.text, lang)) is not None else {}),
                **({"settled_as": v.settled_as} if v.settled_as else {}),
            }
            for v in st.verdicts
        ]
    for key, value in st.extra.items():
        out[key] = _extra_json(value, lang) if type(value) is list and value and type(value[0]) is dict else value
    return out


def _extra_json(items: list[dict[str, Any]], lang: str) -> list[dict[str, Any]]:
    """A rule set's own list of records (Guizhou's `burned`): each phrase in the request's language, its parts
    beside it."""
    out = []
    for item in items:
        row: dict[str, Any] = {}
        for k, v in item.items():
            if isinstance(v, Text):
                row[k] = v.get(lang)
                if (parts := parts_json(v, lang)) is not None:
                    row[k + "_parts"] = parts
            else:
                row[k] = v
        out.append(row)
    return out


def history_fields(rs: RuleSet) -> tuple[Field, ...]:
    """The history fields a rule set reads: none where its own seat field takes `discards` (the others count
    positions in the discards)."""
    if any(f.key == "discards" for f in rs.seat_fields):
        return ()
    return tuple(f for f in HISTORY_FIELDS if f.key in rs.history_facts)


def errors_json(errors: list[FieldError], lang: str) -> dict[str, Any]:
    out = []
    for e in errors:
        error: dict[str, Any] = {"field": e.field, "message": e.message.get(lang)}
        if (parts := parts_json(e.message, lang)) is not None:
            error["message_parts"] = parts
        out.append(error)
    return {"errors": out}


def ruleset_json(rs: RuleSet, lang: str) -> dict[str, Any]:
    return {
        "key": rs.key,
        "name": rs.names.get(lang),
        "description": rs.description.get(lang),
        "players": list(rs.players),
        "tiles_in_winning_hand": 3 * rs.sets + 2,
        "unit": rs.unit,
        "default_preset": rs.default_preset,
        "presets": [
            {
                "key": p.key,
                "name": p.names.get(lang),
                "explanation": p.explanation.get(lang),
                "values": {k: _json_value(rs, k, v) for k, v in p.values.items()},
                **({"players": list(p.players)} if p.players else {}),  # for these numbers of players only
            }
            for p in rs.presets
        ],
        "options": [describe(f, lang) for f in rs.options],
        "indicators": [describe(f, lang) for f in rs.indicator_roles],
        "table": [describe(f, lang) for f in rs.table_fields],
        "seat_fields": [describe(f, lang) for f in rs.seat_fields],
        # a win recorded by its outcome: `seats[i].outcome` (contract: "A win recorded by its outcome")
        "outcome_fields": [describe(f, lang) for f in rs.outcome_fields],
        "win_fields": [describe(f, lang) for f in rs.win_fields],
        "declarations": sorted(rs.declarations),
        "history_fields": [describe(f, lang) for f in history_fields(rs)],
        "patterns": [
            {
                "key": p.key,
                "name": p.names.get(lang),
                "names": {code: p.names.get(code) for code in LANGS},
                "value": p.value,
                **({"value_text": p.value_text.get(lang)} if p.value_text else {}),
                "kind": p.kind,
                "excludes": sorted(p.excludes),
                "explanation": p.explanation.get(lang),
                "source": {"document": p.ref.source, "lines": list(p.ref.lines)},
            }
            for p in rs.patterns
        ],
        "payment_reasons": {k: v.get(lang) for k, v in rs.reasons.items()},
        "sources": [{"key": s.key, "title": s.title, "path": s.path} for s in rs.sources],
    }


def _json_value(rs: RuleSet, key: str, value: Any) -> Any:
    from .schema import to_json

    f = rs.option(key)
    return to_json(f, value) if f is not None else value
