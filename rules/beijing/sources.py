"""The document the Beijing rules are read from (the brief in rules-brief.md fixes its doubtful points)."""

from __future__ import annotations

from rules.model import RuleRef, Source
from rules.text import N_

SEED = "003_d63290519b540ef6"

SOURCES: tuple[Source, ...] = (
    Source(
        key=SEED,
        title="北京麻將游戲規則有哪些（學習啦，繁體網頁）",
        path="seeds/003_d63290519b540ef6.txt",
        note=N_(
            "A Beijing mahjong rule page (traditional Chinese): the wildcard indicator (惠坯 huì pī) and wildcard (惠牌 huì pái) wildcards, who may win how, the exhaustive draw, dealer's burn (烧庄 shāo zhuāng), mutual liability (互包 hù bāo), the fan table, the payment formula and two worked examples."
        ),
    ),
)


def ref(*lines: int, brief: bool = False, note: str = "") -> RuleRef:
    """A reference to lines of the seed (1-based)."""
    return RuleRef(source=SEED, lines=tuple(lines), brief=brief, note=note)
