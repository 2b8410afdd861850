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
from django.utils.translation import get_language, gettext_lazy
from django.utils.translation import gettext as _

from rules import tiles as T
from rules.model import Field, RuleSet
from rules.schema import to_json

LANGS = ("zh-hans", "zh-hant", "ja", "en")
LANG_NAMES = {"zh-hans": "简体中文", "zh-hant": "繁體中文", "ja": "日本語", "en": "English"}
LANG_SHORT = {"zh-hans": "简", "zh-hant": "繁", "ja": "日", "en": "EN"}


def page_lang() -> str:
    lang = (get_language() or "zh-hans").lower()
    return lang if lang in LANGS else "zh-hans"


# ------------------------------------------------------------------ tiles ---

_EN_SUITS = ("characters", "dots", "bamboo")
_EN_HONORS = ("East wind", "South wind", "West wind", "North wind", "White dragon", "Green dragon", "Red dragon")


def tile_alt(t: int, lang: str) -> str:
    """The text alternative of a tile picture, in the page language."""
    if lang != "en":
        return T.tile_name(t, lang)
    k = T.kind(t)
    if k >= 27:
        return _EN_HONORS[k - 27]
    name = f"{k % 9 + 1} {_EN_SUITS[k // 9]}"
    return f"red {name}" if T.is_red(t) else name


def tile_url(code: str) -> str:
    return static(f"vendor/tiles/{code}.svg")


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
    """ "2 · West": for seat menus."""
    return f"{i} · {seat_wind(i, dealer, players)}"


def seat_label(i: int, dealer: int, players: int) -> str:
    """ "Seat 2 · West", with the dealer marked."""
    label = _("Seat %(n)s · %(wind)s") % {"n": i, "wind": seat_wind(i, dealer, players)}
    if i == dealer:
        label += " · " + _("dealer")
    return label


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


def result_view(answer: dict[str, Any], rs: RuleSet, *, dealer: int, players: int) -> dict[str, Any]:
    """Arrange a 200 answer for the result panel."""
    hands = []
    for h in answer.get("hands", []):
        extras = [
            {"label": str(EXTRA_LABELS[k]), "value": _extra_value(rs, h[k])}
            for k in EXTRA_LABELS
            if isinstance(h.get(k), str | int) and not isinstance(h.get(k), bool) and h.get(k) != 0
        ]
        fu_lines = [
            {
                "name": rs.pattern_map[f["key"]].names.get(page_lang())
                if f.get("key") in rs.pattern_map
                else f.get("key"),
                "anchor": f"p-{f.get('key')}",
                "known": f.get("key") in rs.pattern_map,
                "value": f.get("fu"),
            }
            for f in h.get("fu_lines", [])
            if isinstance(f, dict)
        ]
        hands.append(
            {
                "seat": h["seat"],
                "label": seat_label(h["seat"], dealer, players),
                "items": [
                    {**item, "anchor": f"p-{item['key']}", "known": item["key"] in rs.pattern_map}
                    for item in h["items"]
                ],
                "total": h["total"],
                "total_text": with_unit(h["total"], h.get("unit", "")),
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
            "reason": p.get("reason_name") or p["reason"],
            "reason_key": p["reason"],
            "note": p.get("note"),
        }
        for p in answer.get("payments", [])
    ]
    nets = []
    for i, n in enumerate(answer.get("net", [])):
        if n > 0:
            sign, word, icon = "gain", _("receives"), "▲"
        elif n < 0:
            sign, word, icon = "loss", _("pays"), "▼"
        else:
            sign, word, icon = "even", _("even"), "="
        nets.append(
            {
                "seat": i,
                "label": seat_label(i, dealer, players),
                "wind": seat_wind(i, dealer, players),
                "amount": n,
                "abs": abs(n),
                "signed": f"+{n}" if n > 0 else (f"−{-n}" if n < 0 else "0"),
                "sign": sign,
                "word": word,
                "icon": icon,
            }
        )
    return {"hands": hands, "payments": payments, "nets": nets, "notes": answer.get("notes", [])}


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
        return p.value_text.get(lang)
    if p.value is None:
        return "—"
    return with_unit(p.value, unit)


def option_default(f: Field, lang: str) -> str:
    v = f.default
    if f.kind == "bool":
        return _("on") if v else _("off")
    if f.kind == "choice":
        return next((label.get(lang) for val, label in f.choices if val == v), str(v))
    j = to_json(f, v)
    if j is None:
        return "—"
    if isinstance(j, list):
        return " ".join("-".join(map(str, x)) if isinstance(x, list) else str(x) for x in j)
    return str(j)


def rule_page_view(rs: RuleSet, lang: str) -> dict[str, Any]:
    patterns = []
    for p in rs.patterns:
        seen = {p.names.get(lang)}
        other = []
        for code in LANGS:
            name = p.names.get(code)
            if name not in seen:
                seen.add(name)
                other.append(code)
        patterns.append(
            {
                "key": p.key,
                "anchor": f"p-{p.key}",
                "name": p.names.get(lang),
                "other_names": [{"lang": code, "name": p.names.get(code)} for code in other],
                "value": value_text(p, lang, p.unit or rs.unit),
                "open_value": with_unit(p.open_value, p.unit or rs.unit)
                if p.open_value is not None and p.value_text is None and p.open_value != p.value
                else "",
                "kind": p.kind,
                "excludes": [
                    {
                        "key": k,
                        "anchor": f"p-{k}",
                        "name": rs.pattern_map[k].names.get(lang) if k in rs.pattern_map else k,
                    }
                    for k in sorted(p.excludes)
                ],
                "explanation": p.explanation.get(lang),
                "example": example_view(p.example, lang),
                "example_note": p.example_note.get(lang) if p.example_note else "",
                "quotes": quote_lines(rs, p.ref.source, p.ref.lines),
                "lines": p.ref.lines,
                "brief": p.ref.brief,
                "search": " ".join([p.key, *(p.names.get(c) for c in LANGS), p.explanation.get(lang)]).lower(),
            }
        )
    facts = [
        {
            "key": f.key,
            "name": f.names.get(lang),
            "explanation": f.explanation.get(lang),
            "default": option_default(f, lang),
            "search": " ".join([f.key, f.names.get(lang), f.explanation.get(lang)]).lower(),
        }
        for f in (*rs.indicator_roles, *rs.table_fields, *rs.seat_fields, *rs.win_fields)
    ]
    options = [
        {
            "key": f.key,
            "name": f.names.get(lang),
            "explanation": f.explanation.get(lang),
            "default": option_default(f, lang),
            "quotes": quote_lines(rs, f.ref.source, f.ref.lines) if f.ref else [],
            "search": " ".join([f.key, f.names.get(lang), f.explanation.get(lang)]).lower(),
        }
        for f in rs.options
    ]
    presets = [
        {
            "key": pr.key,
            "name": pr.names.get(lang),
            "explanation": pr.explanation.get(lang),
            "values": [
                {"name": rs.option(k).names.get(lang) if rs.option(k) else k, "value": _preset_value(rs, k, v, lang)}
                for k, v in pr.values.items()
            ],
        }
        for pr in rs.presets
    ]
    return {
        "patterns": patterns,
        "options": options,
        "facts": facts,
        "presets": presets,
        "notes": [n.get(lang) for n in rs.notes],
        "sources": [{"key": s.key, "title": s.title, "path": s.path, "url": s.url} for s in rs.sources],
        "reasons": [{"key": k, "name": v.get(lang)} for k, v in rs.reasons.items()],
    }


def _preset_value(rs: RuleSet, key: str, value: Any, lang: str) -> str:
    f = rs.option(key)
    if f is None:
        return str(value)
    return option_default(
        Field(key=f.key, kind=f.kind, default=value, names=f.names, explanation=f.explanation, choices=f.choices), lang
    )
