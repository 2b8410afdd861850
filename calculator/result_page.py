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

from .page_language import page_lang
from .seat_words import seat_label, seat_short, seat_wind

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


def _headline(answer: dict[str, Any], i: int, dealer: int, players: int) -> dict[str, Any]:
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
        "label": seat_label(i, dealer, players),
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


def result_view(answer: dict[str, Any], rs: RuleSet, *, dealer: int, players: int, lang: str = "") -> dict[str, Any]:
    """Arrange a 200 answer for the result panel: each seat's change first, then who pays whom
    (netted), the breakdowns with their arithmetic, and the itemised payments by reason."""
    from rules.netting import settle

    lang = lang or page_lang()
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
                "label": seat_label(h["seat"], dealer, players),
                "items": items,
                "total": h["total"],
                "total_text": with_unit(h["total"], unit),
                "expression": _expression(items, h["total"], unit),
                "fu_expression": (" + ".join(str(f["value"]) for f in fu_lines) + f" → {fu_total} " + str(UNITS["fu"]))
                if fu_lines and fu_total
                else "",
                "reading": h.get("reading"),
                "extras": extras,
                "fu_lines": fu_lines,
            }
        )
    payments = [
        {
            "from": p["from"],
            "to": p["to"],
            "from_label": seat_short(p["from"], dealer, players),
            "to_label": seat_short(p["to"], dealer, players),
            "amount": p["amount"],
            "reason": p.get("reason_name") or str(_("other payment")),
            "reason_key": p["reason"],
            "note": p.get("note"),
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
            "from_label": seat_short(a, dealer, players),
            "to_label": seat_short(b, dealer, players),
        }
        for a, b, amt in settle(net)
    ]
    nets = [_headline(answer, i, dealer, players) for i in range(len(net))]
    burned = [
        {
            "seat": b["seat"],
            "text": _burned_text(b, dealer, players),
        }
        for b in answer.get("burned", []) or []
        if isinstance(b, dict)
    ]
    notes = [n for n in answer.get("notes", []) if "score_change" not in n]
    verdicts = [  # rulings on what happened (a furiten ron settled as a false win, an abortive draw's facts)
        {
            "name": v["name"],
            "text": players_words(v["text"], None, dealer=dealer, players=players, lang=lang or page_lang()),
            "settled": v.get("settled_as") == "chombo",
            "anchor": f"r-{v['rule']}",
        }
        for v in answer.get("verdicts", [])
    ]
    pot = answer.get("pot_collected")
    return {
        "hands": hands,
        "payments": payments,
        "payment_groups": list(groups.values()),
        "transfers": transfers,
        "nets": nets,
        "has_sticks": any(n["sticks_signed"] for n in nets),
        "pot": {"label": seat_label(pot["seat"], dealer, players), "amount": pot["amount"]}
        if isinstance(pot, dict) and pot.get("amount")
        else None,
        "burned": burned,
        "notes": notes,
        "verdicts": verdicts,
    }


def _burned_text(b: dict[str, Any], dealer: int, players: int) -> str:
    seat = seat_label(b["seat"], dealer, players)
    n = b.get("count", 0)
    if b.get("what") == "kongs":
        if b.get("why") == "not_ready":
            return _("%(seat)s is not ready: its kongs (%(n)s) score nothing.") % {"seat": seat, "n": n}
        return _("%(seat)s dealt in after its kong (热炮) or had its kong robbed: its kong points burn (%(n)s).") % {
            "seat": seat,
            "n": n,
        }
    if b.get("why") == "not_ready":
        return _("%(seat)s is not ready: its chickens (%(n)s) score nothing.") % {"seat": seat, "n": n}
    return _("%(seat)s dealt in after its kong (热炮) or had its kong robbed: its chickens burn (%(n)s).") % {
        "seat": seat,
        "n": n,
    }


# ----------------------------------------------------------- the words ---

# (in Chinese and Japanese the space after the number goes too when CJK text follows: 座位 2 的 -> 西的)
_SEAT_REF = {
    "zh-hans": re.compile(r"座位\s*(\d)(?: (?=[\u3040-\u30ff\u3400-\u9fff]))?"),
    "zh-hant": re.compile(r"座位\s*(\d)(?: (?=[\u3040-\u30ff\u3400-\u9fff]))?"),
    "ja": re.compile(r"席\s*(\d)(?: (?=[\u3040-\u30ff\u3400-\u9fff]))?"),
    "en": re.compile(r"\b[Ss]eat (\d)"),
}


def players_words(message: str, form: Any, *, dealer: int, players: int, lang: str) -> str:
    """A rules message (written for the API: "seat 2", `hand`, `tenpai: true / false`) in the page's
    words: seats by their wind, fields by their labels."""
    text = str(message)
    rx = _SEAT_REF.get(lang)
    if rx is not None:
        text = rx.sub(lambda m: seat_short(int(m[1]), dealer, players) if int(m[1]) < players else m[0], text)
    replacements = {
        "`tenpai`: true / false": f"{_('Ready')} / {_('Not ready')}",
        "tenpai: true / false": f"{_('Ready')} / {_('Not ready')}",
        "`hand`": str(_("Hand")),
        " hand,": " " + str(_("Hand")) + ",",
        "`tenpai`": str(_("Ready (tenpai)")),
        "`melds`": str(_("Melds")),
    }
    for key, f in getattr(form, "seat_extra", {}).items():
        replacements[f"`{key}`"] = f.names.get(lang)
        replacements[f" {key} "] = " " + f.names.get(lang) + " "
        replacements[f"'s {key}"] = ": " + f.names.get(lang)
        replacements[f"的 {key} "] = "的" + f.names.get(lang)
        replacements[f"の {key} "] = "の" + f.names.get(lang)
    replacements["melds"] = str(_("Melds"))
    for old, new in replacements.items():
        text = text.replace(old, new)
    return _field_keys(text, form, lang) if form is not None else text


# an API key or path in a message: `riichi_at`, indicators.flip, after_kong (never a placeholder's leftovers)
_KEY_REF = re.compile(
    r"( ?)(`?)(?<![A-Za-z0-9_.@])([a-z][a-z0-9]*(?:_[a-z0-9]+)*(?:\.[a-z_]+)?)(?![A-Za-z0-9_])(`?)( ?)"
)
_CJK = re.compile(r"[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]")
_TOO_PLAIN = frozenset({"tile", "by", "from", "won", "hand", "melds", "preset", "players", "dealer"})


def _field_labels(form: Any) -> dict[str, str]:
    """Each field's API key (a seat's field as its own key, an indicator as `indicators.<key>`) -> its label."""
    from . import fields as N

    labels: dict[str, str] = {}
    for name, field in form.fields.items():
        group, seat, key = N.read(name)
        if group in ("seat", "seat_extra", "win_extra", "history") and seat == 0 and field.label:
            labels[key] = str(field.label)
        elif group in ("indicator", "table") and field.label:
            labels[("indicators." if group == "indicator" else "table.") + key] = str(field.label)
    return labels


def _field_keys(text: str, form: Any, lang: str) -> str:
    """The fields a message names by their API keys, named by their labels: in Chinese and Japanese every key
    (nothing else there is lower-case Latin but tile codes, which have digits); in English a key with a dot or
    an underscore, or in back quotes (a plain word such as "passed" stays a word)."""
    labels = _field_labels(form)
    cjk = lang != "en"

    def label(m: re.Match[str]) -> str:
        before, key, after = m[1], m[3], m[5]
        quoted = m[2] == "`" and m[4] == "`"
        new = labels.get(key)
        if new is None or key in _TOO_PLAIN or not (cjk or quoted or "_" in key or "." in key):
            return m[0]
        if cjk:  # no space between CJK words: keep one only next to Latin text
            start, end = m.start(), m.end()
            if before and (start == 0 or _CJK.match(text[start - 1])):
                before = ""
            if after and (end >= len(text) or _CJK.match(text[end])):
                after = ""
        return before + new + after

    return _KEY_REF.sub(label, text)
