"""The document the Wenzhou rules are read from, and the brief that fixes its doubtful points."""

from __future__ import annotations

from rules.model import RuleRef, Source
from rules.text import N_

SEED = "002_7e6e85d95f480946"

SOURCES: tuple[Source, ...] = (
    Source(
        key=SEED,
        title="溫州麻將規則（繁體網頁）",
        path="seeds/002_7e6e85d95f480946.txt",
        note=N_(
            "A Wenzhou mahjong rule page (traditional Chinese): tiles, the wildcard (财神 cái shén), winning shapes, soft/hard multipliers, the base progression, dealer's buy (买底 mǎi dǐ)/non-dealer's raise (顶底 dǐng dǐ) and wildcard money (财神钱 cái shén qián)."
        ),
    ),
)


def ref(*lines: int, brief: bool = False, note: str = "") -> RuleRef:
    """A reference to lines of the seed (1-based)."""
    return RuleRef(source=SEED, lines=tuple(lines), brief=brief, note=note)
