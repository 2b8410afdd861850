"""The rule pages: one page per rule set, folded into sections, and one rule's explanation as a
fragment (the calculator's breakdown lines open it in place with htmx).

Nothing here scores. The examples are `Example` requests of the rule data; each is drawn as
tiles and linked to the calculator with the whole request in the query string, so it opens
already scored.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path
from typing import Any

from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.http import urlencode
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET
from django.views.decorators.vary import vary_on_headers

from rules import model, registry
from rules import tiles as T
from rules.model import Example, Field, Pattern, Rule, RuleSet
from rules.refs import parts_json

from . import fields, page_language, result_page, seat_words, tile_view
from .forms import WIN_FLAGS

# ----------------------------------------------------------- rule data ---


def rule_set(key: str) -> RuleSet:
    rs = registry.RULE_SETS.get(key)
    if rs is None:
        raise Http404(key)
    return rs


def rules_of(rs: RuleSet) -> tuple[Rule, ...]:
    """The rule set's `Rule` records (its `notes.RULES`): the rules that are not one pattern."""
    return rs.rules


# Sections of a page, in order; patterns go to a section by their `kind`.
TOPICS = ("table", "win", "patterns", "pay", "draw", "other")


def section_title(key: str) -> str:
    return {
        "table": _("Players, tiles and the deal"),
        "win": _("Winning: what is allowed"),
        "patterns": _("Patterns"),
        "yaku": _("Yaku"),
        "yakuman": _("Yakuman"),
        "dora": _("Dora"),
        "limits": _("Limits"),
        "fu": _("Fu"),
        "kongs": _("Kongs (豆 dòu)"),
        "chickens": _("Chickens (鸡 jī)"),
        "payments": _("Payments"),
        "pay": _("Who pays whom"),
        "draw": _("Draws"),
        "other": _("Other rules"),
        "readings": _("How this site reads the rules"),
        "options": _("Options"),
        "facts": _("What you enter besides the hands"),
        "presets": _("Presets"),
        "sources": _("Sources"),
    }[key]


# ---------------------------------------------------------- seed quotes ---


def quotes(rs: RuleSet, ref: model.RuleRef | None) -> list[dict[str, Any]]:
    """The seed lines a rule comes from (their text only: no line numbers in the page)."""
    if ref is None:
        return []
    return [{"text": q["text"]} for q in quote_lines(rs, ref.source, ref.lines)]


# -------------------------------------------------------------- examples ---


def example_query(rs: RuleSet, request: Mapping[str, Any]) -> list[tuple[str, str]]:
    """The calculator's query string for a contract request (the inverse of `CalculatorForm.to_request`)."""
    return fields.request_query(rs, request)


def example_url(rs: RuleSet, request: Mapping[str, Any]) -> str:
    return reverse("calculator:calculator", args=[rs.key]) + "?" + urlencode(example_query(rs, request))


def _tiles(text: str, lang: str) -> list[dict[str, Any]]:
    ts = tile_view.parse_tiles(text)
    return [tile_view.tile_info(t, lang) for t in ts or ()]


def _how_won(rs: RuleSet, win: Mapping[str, Any], request: Mapping[str, Any]) -> str:
    players = int(request.get("players", max(rs.players)))
    dealer = int(request.get("dealer", 0))
    by = win.get("by", "self_draw")
    if by == "self_draw":
        how = _("self-drawn")
    elif by == "robbed_kong":
        how = _("robbing the kong of %(seat)s") % {"seat": seat_words.seat_wind(win.get("from", 0), dealer, players)}
    else:
        words = rs.win_words.get("on_discard")  # the table's own word: 西家点炮 / 西家放铳
        seat = seat_words.seat_wind(win.get("from", 0), dealer, players)
        how = (
            words.format(seat=seat).get(page_language.page_lang())
            if words
            else _("on the discard of %(seat)s") % {"seat": seat}
        )
    flags = {
        "after_kong": _("on a kong replacement tile"),
        "last_tile": _("on the last tile"),
        "first_turn": _("in the first turn"),
        "after_kong_discard": _("on the discard right after a kong (热炮 rè pào)"),
    }
    extra = [flags[f] for f in WIN_FLAGS if win.get(f)]
    return page_language.mark("comma").join([how, *extra])


def example_view(rs: RuleSet, ex: Example, lang: str) -> dict[str, Any]:
    """One example as the page draws it: each seat that has a hand, its melds, the winning tile marked."""
    request = ex.request
    players = int(request.get("players", max(rs.players)))
    dealer = int(request.get("dealer", 0))
    seats = []
    for i, seat in enumerate(request.get("seats", [])):
        if not seat.get("hand") and not seat.get("melds"):
            continue
        win = seat.get("win")
        hand = _tiles(seat.get("hand", ""), lang)
        win_tile = None
        if win is not None and hand:
            tile = win.get("tile") or hand[-1]["code"]
            # the winning tile is drawn apart, after the hand
            idx = next((n for n in range(len(hand) - 1, -1, -1) if hand[n]["code"] == tile), None)
            if idx is not None:
                win_tile = hand.pop(idx)
        melds = []
        for m in seat.get("melds", []):
            tiles = _tiles(m["tiles"], lang)
            concealed = m["kind"] == "kong" and m.get("kong") == "concealed"
            melds.append({"tiles": tiles, "concealed": concealed})
        seats.append(
            {
                "label": seat_words.seat_label(i, dealer, players),
                "hand": hand,
                "melds": melds,
                "win_tile": win_tile,
                "how": _how_won(rs, win, request) if win is not None else "",
                "facts": _seat_facts(rs, seat, lang, dealer=dealer, players=players),
                "text": _seat_text(seat, lang),
            }
        )
    indicators = [
        {"name": _indicator_name(rs, role, lang), "tiles": _tiles(str(v), lang)}
        for role, v in request.get("indicators", {}).items()
    ]
    return {
        "seats": seats,
        "indicators": indicators,
        "url": example_url(rs, request),
        # the example's words name seats by reference: on the page, by their winds
        "note": result_page.Words(rs, dealer=dealer, players=players, lang=lang).segments(
            ex.note.get(lang), parts_json(ex.note, lang)
        )
        if ex.note
        else [],
    }


def _seat_facts(rs: RuleSet, seat: Mapping[str, Any], lang: str, *, dealer: int, players: int) -> list[str]:
    """The seat's own facts an example gives besides its tiles (riichi's Norths set aside), in words: "name: value",
    a fact that is on said by its name alone. The link opens the calculator with them."""
    from .widgets import SeatKind, TileKind, TilesKind, form_kind, is_bool

    facts = []
    win = seat.get("win")
    given = [(f, seat[f.key]) for f in rs.seat_fields if f.key in seat]
    if isinstance(win, Mapping):
        given += [(f, win[f.key]) for f in rs.win_fields if f.key in win]
    for f, value in given:
        if value is None or value == f.default:
            continue
        kind = form_kind(f)
        if is_bool(f):
            facts.append(f.names.get(lang))
            continue
        if isinstance(kind, SeatKind):
            shown = seat_words.seat_wind(int(value), dealer, players)
        elif isinstance(kind, TileKind | TilesKind):
            tiles = tile_view.parse_tiles(str(value))
            shown = T.tiles_display(tiles, lang) if tiles else str(value)
        else:
            shown = kind.describe(f, value, lang)
        facts.append(f"{f.names.get(lang)}{page_language.mark('colon')}{shown}")
    return facts


def _indicator_name(rs: RuleSet, role: str, lang: str) -> str:
    f = next((f for f in rs.indicator_roles if f.key == role), None)
    return f.names.get(lang) if f else role


def _seat_text(seat: Mapping[str, Any], lang: str) -> str:
    """The tiles in words, for the picture's text alternative."""
    parts = []
    ts = tile_view.parse_tiles(seat.get("hand", ""))
    if ts:
        parts.append(T.tiles_display(ts, lang) if lang != "en" else T.to_mpsz(ts, sort=False))
    for m in seat.get("melds", []):
        mt = tile_view.parse_tiles(m["tiles"]) or ()
        parts.append(T.tiles_display(mt, lang) if lang != "en" else T.to_mpsz(mt, sort=False))
    return " | ".join(parts)


# ---------------------------------------------------------------- shaping ---


def _other_names(p: Pattern, lang: str) -> list[dict[str, str]]:
    seen = {p.names.get(lang)}
    out = []
    for code in page_language.LANGS:
        name = p.names.get(code)
        if name not in seen:
            seen.add(name)
            out.append({"lang": code, "name": name})
    return out


def pattern_reading(rs: RuleSet, p: Pattern, lang: str) -> str:
    """What is our reading about this pattern: its own `reading`; else, for a pattern the rule text does
    not list (no lines cited), the rule set's general reading; else, where the brief fixed the reading,
    a pointer to the readings section."""
    if p.reading is not None:
        return str(p.reading.get(lang))
    unlisted = rs.unlisted_reading
    if not p.ref.lines and unlisted is not None:
        return str(unlisted.get(lang))
    if p.ref.brief:
        return _(
            "Where the rule text is loose, this explanation follows the reading this site fixed (see “How this site reads the rules”)."
        )
    return ""


def value_text(rs: RuleSet, p: Pattern, lang: str) -> str:
    """What a pattern is worth, in words ("1 point", not "1 points")."""
    text = _value_words(p, lang, p.unit or rs.unit)
    return "1 point" if text == "1 points" else text


def pattern_view(rs: RuleSet, p: Pattern, lang: str) -> dict[str, Any]:
    return {
        "key": p.key,
        "anchor": f"p-{p.key}",
        "name": p.names.get(lang),
        "other_names": _other_names(p, lang),
        "value": value_text(rs, p, lang),
        "open_value": result_page.with_unit(p.open_value, p.unit or rs.unit)
        if p.open_value is not None and p.value_text is None and p.open_value != p.value
        else "",
        "excludes": [
            {"anchor": f"p-{k}", "name": rs.pattern_map[k].names.get(lang)}
            for k in sorted(p.excludes)
            if k in rs.pattern_map
        ],
        "explanation": p.explanation.get(lang),
        "reading": pattern_reading(rs, p, lang),
        "examples": [example_view(rs, ex, lang) for ex in p.examples],
        # a pattern with only a hand string (no scored example yet): drawn as tiles, no link
        "hand_only": tile_view.example_view(p.example, lang) if not p.examples else None,
        "quotes": quotes(rs, p.ref),
        "search": " ".join([*(p.names.get(c) for c in page_language.LANGS), p.explanation.get(lang)]).lower(),
    }


def rule_view(rs: RuleSet, r: Rule, lang: str) -> dict[str, Any]:
    return {
        "key": r.key,
        "anchor": f"r-{r.key}",
        "name": r.title.get(lang),
        "explanation": r.text.get(lang),
        "reading": r.reading.get(lang) if r.reading else "",
        "calculator": r.calculator.get(lang) if r.calculator else "",
        "examples": [example_view(rs, ex, lang) for ex in r.examples],
        "quotes": quotes(rs, r.ref),
        "search": " ".join([r.title.get(lang), r.text.get(lang)]).lower(),
    }


def option_view(rs: RuleSet, f: Field, lang: str, prefix: str) -> dict[str, Any]:
    default = option_default(f, lang)
    return {
        "anchor": f"{prefix}-{f.key}",
        "name": f.names.get(lang),
        "explanation": f.explanation.get(lang),
        "reading": f.reading.get(lang) if f.reading else "",
        "default": default if default != "—" else "",
        "quotes": quotes(rs, f.ref),
        "search": " ".join([f.names.get(lang), f.explanation.get(lang)]).lower(),
    }


def page_sections(rs: RuleSet, lang: str) -> list[dict[str, Any]]:
    """The page's sections in order, each with its items (rules, patterns, options...)."""
    rules = rules_of(rs)
    by_topic: dict[str, list[dict[str, Any]]] = {t: [] for t in TOPICS}
    for r in rules:
        by_topic.setdefault(r.topic, []).append(rule_view(rs, r, lang))
    sections: list[dict[str, Any]] = []

    def add(key: str, items: list[dict[str, Any]], kind: str) -> None:
        if items:
            sections.append(
                {"key": key, "anchor": f"s-{key}", "title": section_title(key), "items": items, "kind": kind}
            )

    add("table", by_topic["table"], "rule")
    add("win", by_topic["win"], "rule")
    for key, kinds in rs.pattern_sections:
        add(key, [pattern_view(rs, p, lang) for p in rs.patterns if p.kind in kinds], "pattern")
    placed = {k for _key, kinds in rs.pattern_sections for k in kinds}
    add("other", [pattern_view(rs, p, lang) for p in rs.patterns if p.kind not in placed], "pattern")
    add("pay", by_topic["pay"], "rule")
    add("draw", by_topic["draw"], "rule")
    if by_topic["other"]:
        if sections and sections[-1]["key"] == "other":
            sections[-1]["items"] += by_topic["other"]
        else:
            add("other", by_topic["other"], "rule")
    add("readings", [{"text": n.get(lang), "search": n.get(lang).lower()} for n in rs.notes], "note")
    add("options", [option_view(rs, f, lang, "o") for f in rs.options], "option")
    facts = (*rs.indicator_roles, *rs.table_fields, *rs.seat_fields, *rs.win_fields, *rs.outcome_fields)
    add("facts", [option_view(rs, f, lang, "f") for f in facts], "option")
    return sections


def _preset_value(rs: RuleSet, key: str, value: Any, lang: str) -> str:
    f = rs.option(key)
    if f is None:
        return str(value)
    return option_default(
        Field(key=f.key, kind=f.kind, default=value, names=f.names, explanation=f.explanation, choices=f.choices), lang
    )


def _option_name(rs: RuleSet, key: str, lang: str) -> str:
    opt = rs.option(key)
    return key if opt is None else opt.names.get(lang)


def rule_page_context(rs: RuleSet, lang: str) -> dict[str, Any]:
    sections = page_sections(rs, lang)
    presets = [
        {
            "name": pr.names.get(lang),
            "explanation": pr.explanation.get(lang),
            # a preset for some numbers of players only (a three-player room's rules)
            "players": page_language.mark("comma").join(map(str, pr.players)),
            "values": [
                {"name": _option_name(rs, k, lang), "value": _preset_value(rs, k, v, lang)}
                for k, v in pr.values.items()
            ],
        }
        for pr in rs.presets
    ]
    return {
        "rs": rs,
        "rs_name": rs.names.get(lang),
        "rs_description": rs.description.get(lang),
        "sections": sections,
        "presets": presets,
        # a source without a name of ours is shown by its own title, in its own language (a Chinese page's title)
        "sources": [
            {"title": s.name.get(lang) if s.name else s.title, "url": s.url, "own_title": s.name is None}
            for s in rs.sources
        ],
        "toc": [{"anchor": s["anchor"], "title": s["title"], "count": len(s["items"])} for s in sections],
    }


def find_item(rs: RuleSet, item: str, lang: str) -> dict[str, Any] | None:
    """One pattern or rule, shaped for the fragment, by its key."""
    p = rs.pattern_map.get(item)
    if p is not None:
        return {**pattern_view(rs, p, lang), "kind": "pattern"}
    r = next((r for r in rules_of(rs) if r.key == item), None)
    if r is not None:
        return {**rule_view(rs, r, lang), "kind": "rule"}
    return None


# ------------------------------------------------------------------ views ---


@require_GET
def rules_page(request: HttpRequest, key: str) -> HttpResponse:
    rs = rule_set(key)
    return render(request, "calculator/rules.html", rule_page_context(rs, page_language.page_lang()))


@require_GET
@vary_on_headers("HX-Request")
def rule_fragment(request: HttpRequest, key: str, item: str) -> HttpResponse:
    """One rule's explanation: the fragment htmx puts under a breakdown line, or (without htmx)
    a small page of its own, both linking to the rule page's anchor."""
    rs = rule_set(key)
    lang = page_language.page_lang()
    found = find_item(rs, item, lang)
    if found is None:
        raise Http404(item)
    context = {
        "rs": rs,
        "rs_name": rs.names.get(lang),
        "item": found,
        "rules_url": reverse("calculator:rules", args=[rs.key]),
    }
    template = "calculator/_rule.html" if getattr(request, "htmx", False) else "calculator/rule.html"
    return render(request, template, context)


# ----------------------------------------------------- quotes and values ---


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


def _value_words(p: Any, lang: str, unit: str) -> str:
    if p.value_text is not None:
        return str(p.value_text.get(lang))
    if p.value is None:
        return "—"
    return result_page.with_unit(p.value, unit)


def option_default(f: Field, lang: str) -> str:
    from calculator.widgets import form_kind

    return form_kind(f).describe(f, f.default, lang)
