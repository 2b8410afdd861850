"""The answer of contract.md, and the rule-set descriptions of `GET /api/v1/rulesets`."""

from __future__ import annotations

from typing import Any

from .history import HISTORY_FIELDS
from .model import Field, FieldError, HandResult, RuleSet, ScoreRequest, Settlement
from .schema import describe
from .text import LANGS


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
        if line.op != "+":
            item["op"] = line.op
        items.append(item)
    out: dict[str, Any] = {"seat": h.seat, "items": items, "total": h.total, "unit": h.unit}
    if h.reading is not None:
        out["reading"] = h.reading.get(lang)
    out.update(h.extra)
    return out


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
        payments.append(pay)
    out: dict[str, Any] = {
        "ruleset": rs.key,
        "preset": req.preset,
        "lang": lang,
        "hands": [hand_json(rs, h, lang) for h in st.hands],
        "payments": payments,
        "net": net,
    }
    if st.notes:
        out["notes"] = [n.get(lang) for n in st.notes]
    if st.verdicts:
        out["verdicts"] = [
            {
                "key": v.key,
                "rule": v.rule,
                "seat": v.seat,
                "name": v.title.get(lang),
                "text": v.text.get(lang),
                **({"settled_as": v.settled_as} if v.settled_as else {}),
            }
            for v in st.verdicts
        ]
    out.update(st.extra)
    return out


def history_fields(rs: RuleSet) -> tuple[Field, ...]:
    """The history fields a rule set reads: none where its own seat field takes `discards` (the others count
    positions in the discards)."""
    if any(f.key == "discards" for f in rs.seat_fields):
        return ()
    return tuple(f for f in HISTORY_FIELDS if f.key in rs.history_facts)


def errors_json(errors: list[FieldError], lang: str) -> dict[str, Any]:
    return {"errors": [{"field": e.field, "message": e.message.get(lang)} for e in errors]}


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
            }
            for p in rs.presets
        ],
        "options": [describe(f, lang) for f in rs.options],
        "indicators": [describe(f, lang) for f in rs.indicator_roles],
        "table": [describe(f, lang) for f in rs.table_fields],
        "seat_fields": [describe(f, lang) for f in rs.seat_fields],
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
