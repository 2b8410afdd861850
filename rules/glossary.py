"""The players' terms, per language, in the same pipeline as every other phrase.

Each term is a msgid with the gettext context "glossary" (`NC_("glossary", ...)`), so its
translations are entries of the catalogs like any other (the `.po` files in `locale/`), shown to
translators in Poedit / Weblate beside the phrases that use them; docs/glossary.md is the table of
them for readers (tests/calculator/test_glossary.py keeps the two the same). `never` lists the
wrong forms a translation must not use, per catalog locale, in every phrase (`anchor` None) or
only in the phrases whose zh-Hans text holds `anchor`: e.g. Guizhou's 平胡 is never 平和 in
Japanese, where riichi players read 平和 as the stricter yaku.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from .text import NC_, Text

CONTEXT = "glossary"


@dataclass(frozen=True, slots=True, kw_only=True)
class Term:
    term: Text
    anchor: str | None = None
    never: Mapping[str, tuple[str, ...]] = field(default_factory=lambda: MappingProxyType({}))


def _never(**forms: tuple[str, ...]) -> Mapping[str, tuple[str, ...]]:
    return MappingProxyType(forms)


TERMS: tuple[Term, ...] = (
    Term(term=NC_("glossary", "East / South / West / North")),
    Term(term=NC_("glossary", "dealer")),
    Term(term=NC_("glossary", "non-dealer"), never=_never(zh_Hant=("閑",))),
    Term(term=NC_("glossary", "default"), never=_never(zh_Hant=("默認",))),
    Term(term=NC_("glossary", "preset")),
    Term(term=NC_("glossary", "Won")),
    Term(term=NC_("glossary", "Self-draw / Discard")),
    Term(term=NC_("glossary", "Discarded by")),
    Term(term=NC_("glossary", "Riichi / Double riichi")),
    Term(term=NC_("glossary", "Ippatsu")),
    Term(term=NC_("glossary", "Ready / Not ready")),
    Term(term=NC_("glossary", "riichi sticks")),
    Term(term=NC_("glossary", "Ura-dora")),
    Term(term=NC_("glossary", "Run / Triplet")),
    Term(term=NC_("glossary", "Chi / Pon / Kong"), never=_never(ja=("吃・碰", "吃/碰", "吃、碰"))),
    Term(term=NC_("glossary", "Concealed kong")),
    Term(term=NC_("glossary", "财神 (Wenzhou wildcard)")),
    Term(term=NC_("glossary", "惠牌 (Beijing wildcard)")),
    Term(term=NC_("glossary", "平胡 (Guizhou plain win)"), anchor="平胡", never=_never(ja=("平和",))),
    Term(term=NC_("glossary", "冲锋鸡 / 责任鸡 (Guizhou chickens)"), never=_never(ja=("冲锋鸡", "责任鸡"))),
    Term(term=NC_("glossary", "热炮")),
    Term(term=NC_("glossary", "burned (烧豆 / 烧鸡)")),
    Term(term=NC_("glossary", "Who pays whom")),
    Term(term=NC_("glossary", "Every payment")),
    Term(term=NC_("glossary", "Change to each score")),
    Term(term=NC_("glossary", "point / points")),
    Term(
        term=NC_("glossary", "the source (seed)"),
        never=_never(zh_Hans=("种子",), zh_Hant=("種子",), ja=("種子",)),
    ),
    Term(term=NC_("glossary", "our table's rules")),
)
