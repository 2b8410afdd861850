"""Wenzhou mahjong (温州麻将): 17-tile hands, the 财神, soft / hard / 双翻 and the base progression."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.flags import CHINESE_FLAGS, CHINESE_WIN_WORDS
from rules.model import RuleSet, Wildcard
from rules.text import N_
from rules.tiles import ALL_KINDS, kind

from . import outcome
from .checks import CHECKS
from .notes import NOTES, RULES
from .options import DRAW, OPTIONS, PRESETS, SEAT_FIELDS, TABLE_FIELDS
from .options import FLIP as _FLIP
from .options import FLIP_ON_TABLE as _FLIP_ON_TABLE
from .patterns import PATTERNS
from .progress import PROGRESS
from .settlement import REASONS, score
from .sources import SOURCES


def _indicators_off_table(options: Mapping[str, Any]) -> frozenset[str]:
    """The flipped tile goes back into play (all four 财神 can be held) unless `flip_on_table` keeps it out."""
    return frozenset() if options.get(_FLIP_ON_TABLE.key, _FLIP_ON_TABLE.default) else frozenset({"flip"})


RULE_SET = RuleSet(
    key="wenzhou",
    names=N_("Wenzhou mahjong"),
    description=N_(
        "17-tile hands, a flipped tile sets the wildcard (财神 cái shén) (white dragon (白板 bái bǎn) stands in for its own kind), soft ×1, hard ×2, double double (双翻 shuāng fān) ×4, and a base that grows with the dealer's streak."
    ),
    players=(2, 4),
    sets=5,
    kinds=frozenset(ALL_KINDS),
    unit="x",
    presets=PRESETS,
    options=OPTIONS,
    patterns=PATTERNS,
    outcome_fields=outcome.FIELDS,
    outcome_from_tiles=outcome.from_tiles,
    sources=SOURCES,
    score=score,
    progress=PROGRESS,
    win_words=CHINESE_WIN_WORDS,
    win_flags=CHINESE_FLAGS,
    history_facts=frozenset({"discards", "claimed", "passed"}),  # no riichi declaration
    rules=RULES,
    wildcard=Wildcard(role="flip", names=N_("Wildcard (财神 cái shén)"), of=kind),
    table_fields=TABLE_FIELDS,
    seat_fields=SEAT_FIELDS,
    draw=DRAW,
    indicator_roles=(_FLIP,),
    indicators_off_table=_indicators_off_table,
    allows_chi=True,
    red_fives=False,
    reasons=REASONS,
    checks=CHECKS,
    notes=NOTES,
    money_fields=(
        "options.base_progression",
        "dealer_streak",
        "options.cai_shen_qian_points",
        "table.maidi",
        "table.dingdi",
    ),
)

__all__ = ["RULE_SET"]
