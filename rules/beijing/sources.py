"""The document the Beijing rules are read from (the brief in rules-brief.md fixes its doubtful points)."""

from __future__ import annotations

from rules.model import RuleRef, Source
from rules.text import T

SEED = "003_d63290519b540ef6"

SOURCES: tuple[Source, ...] = (
    Source(
        key=SEED,
        title="北京麻將游戲規則有哪些(學習啦,繁體網頁)",
        path="seeds/003_d63290519b540ef6.txt",
        note=T(
            "北京麻将的规则网页(繁体):惠坯与惠牌、和牌限制、荒牌、烧庄、互包、番型表、计分公式和两个算分实例。",
            "北京麻將的規則網頁(繁體):惠坯與惠牌、和牌限制、荒牌、燒莊、互包、番型表、計分公式和兩個算分實例。",
            "北京麻雀のルールページ(繁体字):惠坯と惠牌、和了の制限、流局、焼荘、互包、役の表、計算式と二つの計算例。",
            "A Beijing mahjong rule page (traditional Chinese): the 惠坯 and 惠牌 wildcards, who may win how, "
            "the exhaustive draw, 烧庄, 互包, the fan table, the payment formula and two worked examples.",
        ),
    ),
)


def ref(*lines: int, brief: bool = False, note: str = "") -> RuleRef:
    """A reference to lines of the seed (1-based)."""
    return RuleRef(source=SEED, lines=tuple(lines), brief=brief, note=note)
