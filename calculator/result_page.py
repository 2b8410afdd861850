"""The result as a player reads it: each seat's change, who pays whom, every breakdown with its
arithmetic, burned points, and the rule sets' messages in the players' words.

Nothing here scores: the numbers come from `rules.score_request`'s answer and are only arranged.
"""

from __future__ import annotations

import re
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from rules.model import RuleSet

from .page_language import mark, page_lang
from .seat_words import seat_label, seat_named, seat_short, seat_wind

UNITS = {
    "fan": gettext_lazy("fan"),
    "han": gettext_lazy("han"),
    "fu": gettext_lazy("fu"),
    "points": gettext_lazy("points"),
    "base points": gettext_lazy("base points"),
}


def with_unit(value: Any, unit: str) -> str:
    """ "3 番", "×2" (a multiplier), "8000 基本点"."""
    if unit == "x":
        return f"×{value}"
    if unit == "points" and isinstance(value, int):
        return ngettext("%(n)s point", "%(n)s points", value) % {"n": value}
    name = unit_name(unit)
    return f"{value} {name}" if name else str(value)


EXTRA_LABELS = {
    "han": gettext_lazy("han"),
    "fu": gettext_lazy("fu"),
    "limit": gettext_lazy("limit"),
    "points": gettext_lazy("points"),
}


def unit_name(unit: str) -> str:
    return str(UNITS.get(unit, unit))


def _extra_value(rs: RuleSet, value: str | int) -> str | int:
    """A pattern key (riichi's `limit`: "mangan") is shown by its name in the page language."""
    if isinstance(value, str) and value in rs.pattern_map:
        return rs.pattern_map[value].names.get(page_lang())
    return value


def _expression(items: list[dict[str, Any]], total: Any, unit: str) -> str:
    """How the breakdown's lines make its total, read left to right: "1 + 2 = 3 fan",
    "(1 + 1) × 2 × 2 = 8 points", "2 × 2 = ×4"; lines not in the total are left out."""
    text = ""
    terms = 0
    for item in items:
        op = item.get("op", "+")
        v = item["value"]
        if op == "":
            continue
        terms += 1
        if not text:
            text = str(v)
        elif op == "x":
            text = (f"({text})" if "+" in text else text) + f" × {v}"
        else:
            text += f" + {v}"
    if terms < 2:  # one line is its own total: "2 = ×2" would only say it again
        return ""
    return f"{text} = {with_unit(total, unit)}"


REASON_GROUP_ORDER = ("hand",)


def _headline(answer: dict[str, Any], i: int, dealer: int, players: int, words: Words) -> dict[str, Any]:
    net = answer.get("net", [])[i]
    change = answer["score_change"][i] if isinstance(answer.get("score_change"), list) else net
    if change > 0:
        sign, word, icon = "gain", _("receives"), "▲"
    elif change < 0:
        sign, word, icon = "loss", _("pays"), "▼"
    else:
        sign, word, icon = "even", _("even"), "="
    sticks = change - net
    return {
        "seat": i,
        "label": words.label(i),
        "wind": seat_wind(i, dealer, players),
        "amount": net,
        "change": change,
        "abs": abs(change),
        "signed": signed(change),
        "sign": sign,
        "word": word,
        "icon": icon,
        "hand_signed": signed(net) if sticks else "",
        "sticks_signed": signed(sticks) if sticks else "",
    }


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else (f"−{-n}" if n < 0 else "0")


def result_view(
    answer: dict[str, Any],
    rs: RuleSet,
    *,
    dealer: int,
    players: int,
    lang: str = "",
    names: dict[int, str] | None = None,
) -> dict[str, Any]:
    """Arrange a 200 answer for the result panel: each seat's change first, then who pays whom
    (netted), the breakdowns with their arithmetic, and the itemised payments by reason. `names`: the players
    of a session's seats, named beside their winds."""
    from rules.netting import settle

    lang = lang or page_lang()
    words = Words(rs, dealer=dealer, players=players, lang=lang, names=names)
    hands = []
    for h in answer.get("hands", []):
        extras = [
            {"label": str(EXTRA_LABELS[k]), "value": _extra_value(rs, h[k])}
            for k in EXTRA_LABELS
            if isinstance(h.get(k), str | int) and not isinstance(h.get(k), bool) and h.get(k) != 0
        ]
        fu_lines = [
            {
                "name": rs.pattern_map[f["key"]].names.get(lang) if f.get("key") in rs.pattern_map else _("Fu"),
                "anchor": f"p-{f.get('key')}",
                "known": f.get("key") in rs.pattern_map,
                "value": f.get("fu"),
            }
            for f in h.get("fu_lines", [])
            if isinstance(f, dict)
        ]
        unit = h.get("unit", "")
        items = []
        for item in h["items"]:
            op = item.get("op", "+")
            items.append(
                {
                    **item,
                    "anchor": f"p-{item['key']}",
                    "known": item["key"] in rs.pattern_map,
                    "op": op,
                    "shown": (f"×{item['value']}" if op == "x" else str(item["value"])),
                    "aside": op == "",
                }
            )
        fu_total = h.get("fu") if fu_lines else None
        hands.append(
            {
                "seat": h["seat"],
                "label": words.label(h["seat"]),
                "items": items,
                "total": h["total"],
                "total_text": with_unit(h["total"], unit),
                "expression": _expression(items, h["total"], unit),
                "fu_expression": (" + ".join(str(f["value"]) for f in fu_lines) + f" → {fu_total} " + str(UNITS["fu"]))
                if fu_lines and fu_total
                else "",
                "reading": h.get("reading"),
                "by_outcome": bool(h.get("by_outcome")),
                "extras": extras,
                "fu_lines": fu_lines,
            }
        )
    payments = [
        {
            "from": p["from"],
            "to": p["to"],
            "from_label": words.seat(p["from"]),
            "to_label": words.seat(p["to"]),
            "amount": p["amount"],
            "reason": p.get("reason_name") or str(_("other payment")),
            "reason_key": p["reason"],
            "note": words.segments(p.get("note"), p.get("note_parts")),
        }
        for p in answer.get("payments", [])
    ]
    groups: dict[str, dict[str, Any]] = {}
    for p in payments:
        g = groups.setdefault(p["reason_key"], {"reason": p["reason"], "rows": [], "total": 0})
        g["rows"].append(p)
        g["total"] += p["amount"]
    net = answer.get("net", [])
    transfers = [
        {
            "from": a,
            "to": b,
            "amount": amt,
            "from_label": words.seat(a),
            "to_label": words.seat(b),
        }
        for a, b, amt in settle(net)
    ]
    nets = [_headline(answer, i, dealer, players, words) for i in range(len(net))]
    burned = [
        {
            "seat": b["seat"],
            "text": words.segments(b.get("text"), b.get("text_parts")),
        }
        for b in answer.get("burned", []) or []
        if isinstance(b, dict)
    ]
    notes_parts = answer.get("notes_parts") or [None] * len(answer.get("notes", []))
    notes = [  # (a note that speaks of the answer's own fields is for the API's readers: the page shows the sums)
        words.segments(n, parts)
        for n, parts in zip(answer.get("notes", []), notes_parts, strict=False)
        if not any("field" in piece for piece in parts or ())
    ]
    verdicts = [  # rulings on what happened (a furiten ron settled as a false win, an abortive draw's facts)
        {
            "name": v["name"],
            "text": words.segments(v["text"], v.get("text_parts")),
            "settled": v.get("settled_as") == "chombo",
            "anchor": f"r-{v['rule']}",
        }
        for v in answer.get("verdicts", [])
    ]
    pot = answer.get("pot_collected")
    return {
        "seat_sums": seat_sums(answer, rs, hands, words),
        "hands": hands,
        "payments": payments,
        "payment_groups": list(groups.values()),
        "transfers": transfers,
        "nets": nets,
        "has_sticks": any(n["sticks_signed"] for n in nets),
        "pot": {"label": words.label(pot["seat"]), "amount": pot["amount"]}
        if isinstance(pot, dict) and pot.get("amount")
        else None,
        "burned": burned,
        "voided": answer.get("chombo") is not None,  # a false win (诈和) settled: nobody won, and it was no draw
        "notes": notes,
        "verdicts": verdicts,
    }


# ------------------------------------------------- each seat's number, line by line ---
#
# What a seat's number is made of, from the answer's payments (the settlement's transfers), in five steps:
#  1. the seat's payments are grouped by reason: received ones by reason, paid ones by reason (and, for a hand,
#     by the winner whose hand it pays); within a reason, by note;
#  2. one line per reason when the same seats pay each of its notes, the same amount each ("鸡分 · 幺鸡 ×2；翻牌鸡
#     ×1: (2 + 1) × 3"), else one line per note; a line's amount is its payments' sum, signed;
#  3. a line names its rule: the reason's name (linked to its rule-page entry when it has one), for a payment for
#     a winning hand that hand's patterns (each linked) and value ("清一色 4 分", "庄、对对和 3 番 × 底分 2000",
#     "立直、平和 2 番 30 符 → 2900 点"), for a line of the hand paid on its own what it is worth ("烧庄 · 4 番 ×
#     底分 500"), then the notes with every pattern they name linked and their tiles drawn as pictures (a note's
#     seat numbers said as winds); and its arithmetic: "8 × 3" (the same amount from three seats), "1000 + 500 +
#     500", "−(2 + 1)", with the seats on the other side;
#  4. riichi's sticks from earlier hands, or the seat's own stick left on the table (the answer's `score_change`
#     beside `net`), are one more line, so the lines add up to the number shown in the headline;
#  5. seats whose lines say the same (three seats paying one winner alike) share one block.
# Nothing is computed but sums of the answer's own amounts.

# which reasons pay for a winner's hand (`RuleSet.hand_reasons`) and which rule explains a reason no pattern or
# rule is keyed by (`RuleSet.reason_rules`) are the rule set's to say
STICK = 1000


def _rule_keys(rs: RuleSet) -> tuple[str, ...]:
    from .rule_pages import rules_of

    return tuple(r.key for r in rules_of(rs))


def reason_anchor(rs: RuleSet, reason: str, *, by_example: bool = True) -> str:
    """The rule-page entry that explains a payment reason: the pattern or rule of that key, else the pattern
    named as the reason is; else (`by_example`) the rule or pattern whose worked example shows that reason and
    nothing else; "" when none."""
    rules = _rule_keys(rs)
    if reason in rs.pattern_map:
        return f"p-{reason}"
    if reason in rules:
        return f"r-{reason}"
    name = rs.reasons[reason].get("zh-hans") if reason in rs.reasons else ""
    for p in rs.patterns:
        if name and p.names.get("zh-hans") == name:
            return f"p-{p.key}"
    if not by_example:
        return ""
    from .rule_pages import rules_of

    for r in rules_of(rs):
        if any(ex.shows == (reason,) for ex in r.examples):
            return f"r-{r.key}"
    for p in rs.patterns:
        if any(ex.shows == (reason,) for ex in p.examples):
            return f"p-{p.key}"
    fallback = rs.reason_rules.get(reason, "")
    return f"r-{fallback}" if fallback in rules else ""


def _text(text: str) -> dict[str, str]:
    return {"text": text, "anchor": ""}


def _scales(base: Any, h: dict[str, Any]) -> bool:
    """The answer's `base_points` multiplies what the hand's value is paid (fan or points × 底分; a base of 1
    changes nothing and goes unsaid)."""
    return isinstance(base, int) and not isinstance(base, bool) and base != 1 and h.get("unit") in ("fan", "points")


def _hand_segments(h: dict[str, Any], view: dict[str, Any] | None, rs: RuleSet, base: Any) -> list[dict[str, str]]:
    """A winning hand in a line: its patterns (linked) and its value ("清一色 4 分", "庄、对对和 3 番 × 底分
    2000", "立直、平和 2 番 30 符"); a line paid on its own (its own payment reason: Beijing's 烧庄) is left to
    its own line."""
    counted = [i for i in h.get("items", []) if i.get("op", "+") != ""]
    named = [i for i in h.get("items", []) if i.get("op", "+") == "" and i["key"] not in rs.reasons]
    out: list[dict[str, str]] = []
    for n, item in enumerate(counted):
        if n:
            out.append(_text(mark("comma")))
        name = item.get("name", item["key"])
        if item.get("count", 1) != 1:
            name += f" ×{item['count']}"
        out.append({"text": name, "anchor": f"p-{item['key']}" if item["key"] in rs.pattern_map else ""})
    value = view["total_text"] if view is not None else str(h.get("total", ""))
    if h.get("fu") and not h.get("limit"):
        value += f" {h['fu']} {UNITS['fu']}"
    if _scales(base, h):
        value += " × " + _("base %(n)s") % {"n": base}
    out.append(_text(" " + value))
    for item in named:  # the limit reached, the name of the result
        out.append(_text(" "))
        out.append({"text": item.get("name", item["key"]), "anchor": f"p-{item['key']}"})
    points = h.get("points")
    if isinstance(points, int) and not isinstance(points, bool) and h.get("unit") != "points":
        out.append(_text(" → " + with_unit(points, "points")))  # riichi: 2 番 30 符 → 2900 点
    return out


def _sign(n: int) -> str:
    return "gain" if n > 0 else "loss" if n < 0 else "even"


def _math(amounts: list[int]) -> str:
    """ "8" (nothing to work out: ""), "8 × 3", "1000 + 500 + 500"."""
    if len(amounts) == 1:
        return ""
    if len(set(amounts)) == 1:
        return f"{amounts[0]} × {len(amounts)}"
    return " + ".join(str(a) for a in amounts)


def _equation(amounts: list[int]) -> str:
    """The lines' amounts as a sum: "24 + 6 + 9", "−8 − 2 − 3"."""
    text = ""
    for a in amounts:
        if not text:
            text = str(a) if a >= 0 else f"−{-a}"
        else:
            text += f" + {a}" if a >= 0 else f" − {-a}"
    return text


def _payment_groups(
    payments: list[dict[str, Any]], s: int, hand_reasons: frozenset[str]
) -> dict[tuple[Any, ...], dict[Any, dict[str, Any]]]:
    """Seat `s`'s payments: (way, reason, the winner whose hand is paid) -> note -> the seats on the other side and
    the amounts, in the answer's order."""
    groups: dict[tuple[Any, ...], dict[Any, dict[str, Any]]] = {}
    for p in payments:
        if p["to"] == s:
            key: tuple[Any, ...] = ("in", p["reason"])
            other = p["from"]
        elif p["from"] == s:  # for a hand: the hand paid for (its winner's), one line each
            key = ("out", p["reason"], p["to"] if p["reason"] in hand_reasons else None)
            other = p["to"]
        else:
            continue
        sub = groups.setdefault(key, {}).setdefault(p.get("note"), {"payment": p, "who": [], "amounts": []})
        sub["who"].append(other)
        sub["amounts"].append(p["amount"])
    return groups


class _Lines:
    """Builds a seat's lines (one answer, one page language)."""

    def __init__(self, answer: dict[str, Any], rs: RuleSet, hands: list[dict[str, Any]], words: Words) -> None:
        self.rs, self.words = rs, words
        self.by_seat = {h["seat"]: h for h in answer.get("hands", [])}
        self.views = {h["seat"]: h for h in hands}
        self.base = answer.get("base_points")
        self.anchors: dict[tuple[str, bool], str] = {}
        self.notes: dict[str, list[dict[str, str]]] = {}
        # a line of a hand paid on its own (its key a payment reason: Beijing's 烧庄): what each payment is worth
        self.apart: dict[str, str] = {}
        for h in answer.get("hands", []):
            for item in h.get("items", []):
                if item.get("op", "+") == "" and item["key"] in rs.reasons and isinstance(item.get("value"), int):
                    value = with_unit(item["value"], h.get("unit", ""))
                    if _scales(self.base, h):
                        value += " × " + _("base %(n)s") % {"n": self.base}
                    self.apart[item["key"]] = value

    def note(self, payment: dict[str, Any]) -> list[dict[str, str]]:
        note = payment.get("note")
        if not note:
            return []
        got = self.notes.get(note)
        if got is None:  # (each note once: the seats on both sides of a payment read the same one)
            got = self.notes[note] = self.words.segments(note, payment.get("note_parts"))
        return got

    def anchor(self, reason: str, by_example: bool) -> str:
        if (reason, by_example) not in self.anchors:
            self.anchors[reason, by_example] = reason_anchor(self.rs, reason, by_example=by_example)
        return self.anchors[reason, by_example]

    def line(self, key: tuple[Any, ...], subs: list[dict[str, Any]], sign: int, owner: int) -> dict[str, Any]:
        """One line for `subs` (one reason; one note each), whose arithmetic is `amounts` per seat."""
        reason = key[1]
        notes = [self.note(sub["payment"]) for sub in subs]
        linked = {n["anchor"] for parts in notes for n in parts if n["anchor"]}
        # the reason's own entry; found through a worked example only when nothing else in the line links
        anchor = self.anchor(reason, not linked and reason not in self.rs.hand_reasons)
        parts: list[dict[str, str]] = []
        if not anchor or anchor not in linked:
            parts.append({"text": subs[0]["payment"].get("reason_name") or str(_("other payment")), "anchor": anchor})
        if reason in self.rs.hand_reasons and owner in self.by_seat:
            if parts:
                parts.append(_text(" · "))
            parts += _hand_segments(self.by_seat[owner], self.views.get(owner), self.rs, self.base)
        elif reason in self.apart:  # 烧庄 · 4 番 × 底分 500
            parts.append(_text(" · " + self.apart[reason]))
        for n, note_parts in enumerate(p for p in notes if p):
            parts.append(_text(mark("semicolon") if n else " · ") if parts else _text(""))
            parts += note_parts
        who = subs[0]["who"]
        if len(subs) == 1:
            math = _math(subs[0]["amounts"])
        else:  # the same seats pay each part, the same amount each: (2 + 1) × 3
            each = " + ".join(str(sub["amounts"][0]) for sub in subs)
            math = f"({each}) × {len(who)}" if len(who) > 1 else each
        if math and sign < 0:  # what the seat pays, worked out with its sign: −2 × 3, −(2 + 1)
            math = "−" + (f"({math})" if "+" in math and not math.startswith("(") else math)
        amount = sign * sum(sum(sub["amounts"]) for sub in subs)
        names = mark("comma").join(self.words.seat(o) for o in who)
        return {
            "reason": reason,
            "parts": parts,
            "math": math,
            "who": (_("from %(seats)s") if sign > 0 else _("to %(seats)s")) % {"seats": names},
            "amount": amount,
            "signed": signed(amount),
            "sign": _sign(amount),
        }

    def lines(self, answer: dict[str, Any], s: int) -> list[dict[str, Any]]:
        out = []
        for key, by_note in _payment_groups(answer.get("payments", []), s, self.rs.hand_reasons).items():
            sign, owner = (1, s) if key[0] == "in" else (-1, key[2])
            subs = list(by_note.values())
            # parts paid by the same seats, the same amount each, make one line; else a line per note
            same = all(sub["who"] == subs[0]["who"] and len(set(sub["amounts"])) == 1 for sub in subs)
            if same:
                out.append(self.line(key, subs, sign, owner))
            else:
                out += [self.line(key, [sub], sign, owner) for sub in subs]
        return out

    def sticks(self, amount: int) -> dict[str, Any]:
        """Riichi sticks beside the payments (the answer's `score_change` beside `net`)."""
        rule = self.rs.reason_rules.get("sticks", "")
        anchor = f"r-{rule}" if rule in _rule_keys(self.rs) else ""
        words = (
            _("riichi sticks left on the table by earlier hands")
            if amount > 0
            else _("riichi stick put down: it stays on the table")
        )
        n, r = divmod(abs(amount), STICK)
        return {
            "reason": "riichi_sticks",
            "parts": [{"text": str(words), "anchor": anchor}],
            "math": f"{STICK} × {n}" if not r and n > 1 else "",
            "who": "",
            "amount": amount,
            "signed": signed(amount),
            "sign": _sign(amount),
        }


def _same_lines(a: list[dict[str, Any]], b: list[dict[str, Any]]) -> bool:
    return [(x["parts"], x["math"], x["who"], x["amount"]) for x in a] == [
        (x["parts"], x["math"], x["who"], x["amount"]) for x in b
    ]


def seat_sums(answer: dict[str, Any], rs: RuleSet, hands: list[dict[str, Any]], words: Words) -> list[dict[str, Any]]:
    """Each seat's number as lines that add up to it (see the outline above); seats whose lines say the same
    (three seats paying one winner alike) share one block: "南、西、北 (each) −13 = −8 − 2 − 3". A seat whose
    payments cancel out is shown too (its lines say why it is even); a seat with none is not."""
    net = answer.get("net", [])
    change = answer["score_change"] if isinstance(answer.get("score_change"), list) else net
    build = _Lines(answer, rs, hands, words)
    out: list[dict[str, Any]] = []
    for s in range(len(net)):
        lines = build.lines(answer, s)
        if change[s] != net[s]:
            lines.append(build.sticks(change[s] - net[s]))
        if not lines:
            continue
        twin = next((b for b in out if b["amount"] == change[s] and _same_lines(b["lines"], lines)), None)
        if twin is not None:
            twin["seats"].append(s)
            continue
        out.append(
            {
                "seats": [s],
                "amount": change[s],
                "signed": signed(change[s]),
                "sign": _sign(change[s]),
                "lines": lines,
                "equation": _equation([ln["amount"] for ln in lines]) if len(lines) > 1 else "",
            }
        )
    for b in out:
        labels = [words.label(i) for i in b["seats"]]
        b["label"] = labels[0] if len(labels) == 1 else _("%(seats)s (each)") % {"seats": mark("comma").join(labels)}
        b["seat_list"] = " ".join(str(i) for i in b["seats"])
    return out


# ----------------------------------------------------------- the words ---
#
# A message of the rules comes with its parts (contract.md, "Messages and their parts"): pieces of text and the
# references between them. A page says each reference in its own words: a seat by its wind this hand (and its
# player, where the session knows the players), a tile as its picture, a field by its label, a pattern by its
# name linked to its rule. Nothing reads the words of a message back.

_CJK = re.compile(r"[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]")


class Words:
    """How one page says references: the hand's dealer and players, the players' names, the form's labels."""

    def __init__(
        self,
        rs: RuleSet,
        *,
        dealer: int,
        players: int,
        lang: str = "",
        names: dict[int, str] | None = None,
        labels: dict[str, str] | None = None,
    ) -> None:
        self.rs, self.dealer, self.players = rs, dealer, players
        self.lang = lang or page_lang()
        self.names = names or {}
        self.labels = labels or {}

    def seat(self, i: int) -> str:
        """ "West", or "Alice (West)" where the session knows the player."""
        return seat_named(seat_short(i, self.dealer, self.players), self.names.get(i), self.lang)

    def label(self, i: int) -> str:
        """The same with the dealer marked: "East · dealer", "Alice (East · dealer)"."""
        return seat_named(seat_label(i, self.dealer, self.players), self.names.get(i), self.lang)

    def field(self, path: str) -> str:
        """A field by its label: the form's, else the rule set's own name of it, else the common fields' names."""
        if path in self.labels:
            return self.labels[path]
        key = path.rsplit(".", 1)[-1]
        if key in self.labels:
            return self.labels[key]
        for f in (*self.rs.seat_fields, *self.rs.win_fields, *self.rs.table_fields, *self.rs.indicator_roles):
            if f.key == key:
                return f.names.get(self.lang)
        return str(_COMMON_FIELDS[key]) if key in _COMMON_FIELDS else path

    def segments(self, text: str | None, parts: list[dict[str, Any]] | None = None) -> list[dict[str, str]]:
        """A message as pieces a template draws: {"text", "anchor", "tiles"} (tiles: drawn as pictures)."""
        if not text:
            return []
        if not parts:
            return [_text(text)]
        out: list[dict[str, str]] = []
        for piece in parts:
            if "seat" in piece and isinstance(piece["seat"], int) and 0 <= piece["seat"] < self.players:
                out.append({"text": self.seat(piece["seat"]), "anchor": "", "ref": "seat"})
            elif "tile" in piece:
                out.append({"text": piece["text"], "anchor": "", "tiles": str(piece["tile"])})
            elif "field" in piece:
                out.append({"text": self.field(str(piece["field"])), "anchor": "", "ref": "field"})
            elif "pattern" in piece:
                key = str(piece["pattern"])
                out.append({"text": piece["text"], "anchor": f"p-{key}" if key in self.rs.pattern_map else ""})
            else:
                out.append(_text(piece["text"]))
        if self.lang != "en":
            _close_up(out)
        return out

    def plain(self, text: str | None, parts: list[dict[str, Any]] | None = None) -> str:
        """The same in plain text (a tile by its name): for a form's error."""
        from . import tile_view

        words = []
        for seg in self.segments(text, parts):
            ts = tile_view.parse_tiles(seg["tiles"]) if seg.get("tiles") else None
            words.append(mark("comma").join(tile_view.tile_alt(t, self.lang) for t in ts) if ts else seg["text"])
        return "".join(words)


def _close_up(out: list[dict[str, str]]) -> None:
    """In Chinese and Japanese no space stands between words: the space beside a reference said in CJK words
    goes where CJK text is on its other side (`座位 2 的` was a reference with its spaces: `西的`)."""
    for n, seg in enumerate(out):
        if not seg.get("ref") or not seg["text"] or not _CJK.match(seg["text"][-1]):
            continue
        if n + 1 < len(out) and not out[n + 1].get("ref") and not out[n + 1].get("tiles"):
            nxt = out[n + 1]["text"]
            if nxt.startswith(" ") and len(nxt) > 1 and _CJK.match(nxt[1]):
                out[n + 1] = {**out[n + 1], "text": nxt[1:]}
        if n > 0 and not out[n - 1].get("ref") and not out[n - 1].get("tiles"):
            prev = out[n - 1]["text"]
            if prev.endswith(" ") and len(prev) > 1 and _CJK.match(prev[-2]):
                out[n - 1] = {**out[n - 1], "text": prev[:-1]}


_COMMON_FIELDS = {
    "hand": gettext_lazy("Hand"),
    "melds": gettext_lazy("Melds"),
    "tenpai": gettext_lazy("Ready (tenpai)"),
    "discards": gettext_lazy("Discards"),
    "claimed": gettext_lazy("Claimed discards"),
    "riichi_at": gettext_lazy("Riichi declared on discard"),
    "passed": gettext_lazy("Passed-up wins"),
    "after_kong": gettext_lazy("After a kong"),
    "last_tile": gettext_lazy("Last tile"),
    "net": gettext_lazy("Net"),
    "score_change": gettext_lazy("Change with sticks"),
}


def field_labels(form: Any) -> dict[str, str]:
    """Each field's API key (a seat's field as its own key, an indicator as `indicators.<key>`) -> its label."""
    from . import fields as N

    labels: dict[str, str] = {}
    for name, field in form.fields.items():
        group, seat, key = N.read(name)
        if group in ("seat", "seat_extra", "win_extra", "history", "outcome") and seat == 0 and field.label:
            labels[key] = str(field.label)
        elif group in ("indicator", "table") and field.label:
            labels[("indicators." if group == "indicator" else "table.") + key] = str(field.label)
    return labels
