"""The rule document of Guizhou Xingyi chicken mahjong (贵州兴义捉鸡)."""

from __future__ import annotations

from rules.model import RuleRef, Source
from rules.text import N_

SEED = Source(
    key="seed",
    title="贵州兴义麻将游戏开发公司玩法规则（2023-06-03）",
    path="seeds/000_83bcab1ae18cc98e.txt",
    note=N_("A game studio's rule page for Xingyi mahjong (a web page)."),
)

SOURCES = (SEED,)


def ref(*lines: int, brief: bool = False, note: str = "") -> RuleRef:
    """A reference to lines of the seed (1-based)."""
    return RuleRef(source=SEED.key, lines=tuple(lines), brief=brief, note=note)
