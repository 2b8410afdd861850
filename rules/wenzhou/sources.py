"""The document the Wenzhou rules are read from, and the brief that fixes its doubtful points."""

from __future__ import annotations

from rules.model import RuleRef, Source
from rules.text import T

SEED = "002_7e6e85d95f480946"

SOURCES: tuple[Source, ...] = (
    Source(
        key=SEED,
        title="溫州麻將規則(繁體網頁)",
        path="seeds/002_7e6e85d95f480946.txt",
        note=T(
            "温州麻将的规则网页(繁体):牌、财神、和牌牌型、软硬牌倍数、进阶底分、买底顶底、财神钱。",
            "溫州麻將的規則網頁(繁體):牌、財神、和牌牌型、軟硬牌倍數、進階底分、買底頂底、財神錢。",
            "温州麻雀のルールページ(繁体字):牌、財神、和了形、軟牌・硬牌の倍率、進階底点、買底・頂底、財神銭。",
            "A Wenzhou mahjong rule page (traditional Chinese): tiles, the 财神, winning shapes, soft/hard "
            "multipliers, the base progression, 买底/顶底 and 财神钱.",
        ),
    ),
)


def ref(*lines: int, brief: bool = False, note: str = "") -> RuleRef:
    """A reference to lines of the seed (1-based)."""
    return RuleRef(source=SEED, lines=tuple(lines), brief=brief, note=note)
