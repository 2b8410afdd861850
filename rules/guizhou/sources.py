"""The rule document of Guizhou Xingyi chicken mahjong (贵州兴义捉鸡)."""

from __future__ import annotations

from rules.model import RuleRef, Source
from rules.text import T

SEED = Source(
    key="seed",
    title="贵州兴义麻将游戏开发公司玩法规则 (2023-06-03)",
    path="seeds/000_83bcab1ae18cc98e.txt",
    note=T(
        "一家游戏公司的兴义麻将规则说明(网页)。",
        "一家遊戲公司的興義麻將規則說明(網頁)。",
        "あるゲーム会社による興義麻雀のルール説明(ウェブページ)。",
        "A game studio's rule page for Xingyi mahjong (a web page).",
    ),
)

SOURCES = (SEED,)


def ref(*lines: int, brief: bool = False, note: str = "") -> RuleRef:
    """A reference to lines of the seed (1-based)."""
    return RuleRef(source=SEED.key, lines=tuple(lines), brief=brief, note=note)
