"""Presentation filters: tile pictures and language links. No scoring here."""

from __future__ import annotations

import re
from typing import Any

from django import template
from django.utils.html import conditional_escape, format_html, format_html_join
from django.utils.http import urlencode
from django.utils.safestring import SafeString, mark_safe

from calculator import page_language, tile_view

register = template.Library()


@register.simple_tag
def tile_img(info: dict[str, Any], css: str = "") -> str:
    cls = f"tile t{info['code']} red" if info.get("red") else f"tile t{info['code']}"
    if css:
        cls += " " + css
    # a cell of the one cached tile sheet (calculator/assets/render_tiles.mjs, app.css), named for screen readers
    return format_html(
        '<span class="{}" role="img" aria-label="{}" data-tile="{}"></span>', cls, info["alt"], info["code"]
    )


def _pictures(ts: tuple[int, ...], lang: str) -> str:
    """The tiles `ts` as pictures, one after another."""
    return format_html_join("", "{}", ((tile_img(tile_view.tile_info(t, lang)),) for t in ts))


@register.simple_tag
def tile_row(text: str) -> str:
    """The tiles of a tile string as pictures (nothing when it cannot be read)."""
    ts = tile_view.parse_tiles(text or "")
    if not ts:
        return ""
    return _pictures(ts, page_language.page_lang())


# a tile group written in the notation inside a sentence (`234m`, `99s`, `0p`), not part of a longer word or number
# (with the brackets of a meld written around it, `[111m]`: kept on the group's line)
_GROUP = re.compile(r"(\[ ?)?(?<![0-9A-Za-z])([0-9]+[mpsz])(?![0-9A-Za-z])( ?\])?")


@register.filter
def tile_text(text: Any) -> SafeString:
    """A sentence with each tile group in it (`读法:234m 678m …`) drawn as small tile pictures, named for screen
    readers; the rest of the text as it is (escaped). A group that is not tiles stays text."""
    raw = str(text or "")
    lang = page_language.page_lang()
    out = []
    pos = 0
    for m in _GROUP.finditer(raw):
        ts = tile_view.parse_tiles(m.group(2))
        if not ts:
            continue
        out.append(conditional_escape(raw[pos : m.start()]))
        opening, closing = (m.group(1) or "").strip(), (m.group(3) or "").strip()
        out.append(format_html('<span class="text-tiles">{}{}{}</span>', opening, _pictures(ts, lang), closing))
        pos = m.end()
    out.append(conditional_escape(raw[pos:]))
    return mark_safe("".join(out))  # every part above escaped or built by format_html


@register.simple_tag
def say(segments: Any, rules_url: str = "") -> SafeString:
    """A message's pieces (calculator/result_page.py `Words.segments`) drawn: text as text, a tile as its picture,
    a pattern linked to its rule (where `rules_url` is given), a seat or a field in its words."""
    lang = page_language.page_lang()
    out = []
    for seg in segments or ():
        if seg.get("tiles"):
            ts = tile_view.parse_tiles(seg["tiles"])
            if ts:
                out.append(format_html('<span class="text-tiles">{}</span>', _pictures(ts, lang)))
                continue
        if seg.get("anchor") and rules_url:
            out.append(format_html('<a href="{}#{}">{}</a>', rules_url, seg["anchor"], seg["text"]))
        elif seg.get("ref"):
            out.append(format_html('<span class="ref-{}">{}</span>', seg["ref"], seg["text"]))
        else:
            out.append(conditional_escape(seg["text"]))
    return mark_safe("".join(out))  # every part above escaped or built by format_html


@register.simple_tag(takes_context=True)
def lang_url(context: template.Context, lang: str) -> str:
    """The current page in another language: same path and query, `lang` replaced."""
    request = context["request"]
    params = [(k, v) for k, vs in request.GET.lists() if k != "lang" for v in vs]
    params.append(("lang", lang))
    return f"{request.path}?{urlencode(params)}"


@register.simple_tag
def languages() -> list[dict[str, str]]:
    return [
        {"code": c, "name": page_language.LANG_NAMES[c], "short": page_language.LANG_SHORT[c]}
        for c in page_language.LANGS
    ]


@register.simple_tag
def meld_row(text: str) -> str:
    """Melds written `555z@2 1111m` as groups of pictures."""
    lang = page_language.page_lang()
    groups = []
    for item in (text or "").split():
        ts = tile_view.parse_tiles(item.split("@")[0].rstrip("+"))
        if ts:
            groups.append(
                format_html(
                    '<span class="meld">{}</span>',
                    _pictures(ts, lang),
                )
            )
    return format_html_join("", "{}", ((g,) for g in groups))
