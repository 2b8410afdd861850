"""Presentation helpers for the pages: tiles, seat names, the result view, the rule pages.

Nothing here scores: the numbers come from `rules.score_request`'s answer and are
only arranged for display.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import Any

from django.conf import settings
from django.templatetags.static import static
from django.utils.translation import get_language, gettext_lazy, ngettext
from django.utils.translation import gettext as _

from rules import tiles as T
from rules.model import Field, RuleSet

LANGS = ("zh-hans", "zh-hant", "ja", "en")
LANG_NAMES = {"zh-hans": "简体中文", "zh-hant": "繁體中文", "ja": "日本語", "en": "English"}
LANG_SHORT = {"zh-hans": "简", "zh-hant": "繁", "ja": "日", "en": "EN"}


def page_lang() -> str:
    lang = (get_language() or "zh-hans").lower()
    return lang if lang in LANGS else "zh-hans"


# ------------------------------------------------------------------ tiles ---


def tile_alt(t: int, lang: str) -> str:
    """The text alternative of a tile picture, in the page language."""
    return T.TILE_NAMES[t].get(lang)


def tile_url(code: str) -> str:
    """The tile's picture: a view of the one cached sprite (calculator/assets/render_tiles.mjs)."""
    return f"{_sprite_url()}#{code}"


@lru_cache(maxsize=1)
def _sprite_url() -> str:
    return static("vendor/tiles/tiles.svg")


def tile_info(t: int, lang: str) -> dict[str, Any]:
    code = T.tile_str(t)
    return {"code": code, "alt": tile_alt(t, lang), "url": tile_url(code), "red": T.is_red(t)}


def parse_tiles(text: str) -> tuple[int, ...] | None:
    try:
        return T.parse(text or "")
    except T.TileError:
        return None


def palette(rs: RuleSet, lang: str) -> list[list[dict[str, Any]]]:
    """The tiles a hand can hold in this rule set, one row per suit (red fives after the 9)."""
    rows: list[list[dict[str, Any]]] = []
    for s, reds in ((0, 34), (1, 35), (2, 36), (3, None)):
        base = 9 * s
        n = 9 if s < 3 else 7
        row = [tile_info(base + i, lang) for i in range(n) if base + i in rs.kinds]
        if reds is not None and rs.red_fives and T.kind(reds) in rs.kinds:
            row.append(tile_info(reds, lang))
        if row:
            rows.append(row)
    return rows


@lru_cache(maxsize=8)
def all_tiles_json(lang: str) -> dict[str, Any]:
    """What the tile picker script needs: every tile's picture and name, and the Chinese names it reads."""
    tiles = {T.tile_str(t): {"alt": tile_alt(t, lang), "url": tile_url(T.tile_str(t))} for t in range(37)}
    names = {name: T.tile_str(t) for name, t in T.NAME_TO_TILE.items()}
    return {"tiles": tiles, "names": names}


def group_meld_tiles(ts: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Split a run of meld tiles written together ("555z777p") into melds: kongs, pons, chis."""
    out: list[tuple[int, ...]] = []
    i = 0
    while i < len(ts):
        k = T.kind(ts[i])
        if i + 4 <= len(ts) and all(T.kind(x) == k for x in ts[i : i + 4]) and (len(ts) - i) % 3 != 0:
            out.append(ts[i : i + 4])
            i += 4
        else:
            out.append(ts[i : i + 3])
            i += 3
    return out


def example_view(example: str, lang: str) -> dict[str, Any] | None:
    """A pattern's example hand ("123m|555z 777p") as tile pictures: the hand, then each meld."""
    if not example:
        return None
    parts = example.split("|")
    hand = parse_tiles(parts[0])
    if hand is None:
        return None
    melds: list[list[dict[str, Any]]] = []
    for chunk in (c for p in parts[1:] for c in re.split(r"[\s,]+", p) if c):
        ts = parse_tiles(chunk)
        if ts is None:
            return None
        melds += [[tile_info(t, lang) for t in g] for g in group_meld_tiles(ts)]
    return {"hand": [tile_info(t, lang) for t in hand], "melds": melds, "text": example}


# ------------------------------------------------------------------ seats ---

WINDS = (
    gettext_lazy("East"),
    gettext_lazy("South"),
    gettext_lazy("West"),
    gettext_lazy("North"),
)


def seat_wind(i: int, dealer: int, players: int) -> str:
    return str(WINDS[(i - dealer) % players % 4])


def seat_short(i: int, dealer: int, players: int) -> str:
    """ "West": a seat by its wind this hand (what players call each other at the table)."""
    return seat_wind(i, dealer, players)


def seat_label(i: int, dealer: int, players: int) -> str:
    """ "West", with the dealer marked: "East · dealer"."""
    label = seat_wind(i, dealer, players)
    if i == dealer:
        label += " · " + _("dealer")
    return label


def wild_rules(rs: RuleSet) -> dict[str, Any]:
    """What the tile keyboard needs to know about wildcards and tiles in sight: which indicator makes
    which tile wild ("same": the flipped tile, Wenzhou 财神; "next": the tile after it, Beijing 惠牌),
    and which indicator roles stay on the table (they count towards the four copies)."""
    defaults = {o.key: o.default for o in rs.options}
    off = rs.indicators_off_table(defaults) if rs.indicators_off_table else frozenset()
    wild = {"wenzhou": "same", "beijing": "next"}.get(rs.key)
    return {
        "wild": wild,
        "wild_name": _("财神") if wild == "same" else _("惠牌") if wild == "next" else "",
        "in_sight": [f.key for f in rs.indicator_roles if f.key not in off],
        "flip_role": "flip" if wild else "",
    }


# ----------------------------------------------------------------- result ---

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
    for item in items:
        op = item.get("op", "+")
        v = item["value"]
        if op == "":
            continue
        if not text:
            text = str(v)
        elif op == "x":
            text = (f"({text})" if "+" in text else text) + f" × {v}"
        else:
            text += f" + {v}"
    if not text:
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

_SEAT_REF = {
    "zh-hans": re.compile(r"座位\s*(\d)"),
    "zh-hant": re.compile(r"座位\s*(\d)"),
    "ja": re.compile(r"席\s*(\d)"),
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
    return text


# -------------------------------------------------------------- rule page ---


@lru_cache(maxsize=16)
def _source_lines(path: str) -> tuple[str, ...]:
    base = Path(settings.BASE_DIR)
    for candidate in (base / path, base / "seeds" / Path(path).name):
        if candidate.is_file():
            return tuple(candidate.read_text(encoding="utf-8").splitlines())
    return ()


def quote_lines(rs: RuleSet, source_key: str, lines: tuple[int, ...]) -> list[dict[str, Any]]:
    """The seed lines a rule comes from, quoted (1-based line numbers; blank lines skipped)."""
    src = next((s for s in rs.sources if s.key == source_key), None)
    if src is None:
        return []
    text = _source_lines(src.path)
    out = []
    for n in sorted(set(lines)):
        if 1 <= n <= len(text) and text[n - 1].strip():
            out.append({"n": n, "text": text[n - 1].strip()})
    return out


def value_text(p: Any, lang: str, unit: str) -> str:
    if p.value_text is not None:
        return str(p.value_text.get(lang))
    if p.value is None:
        return "—"
    return with_unit(p.value, unit)


def option_default(f: Field, lang: str) -> str:
    from calculator.widgets import form_kind

    return form_kind(f).describe(f, f.default, lang)
