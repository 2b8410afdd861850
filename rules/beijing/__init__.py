"""Beijing mahjong (北京麻将): 惠牌 wildcards, the seed's fan table, 烧庄 and 互包.

Source: seeds/003_d63290519b540ef6.txt; doubtful points fixed by the Beijing part of rules-brief.md.
"""

from __future__ import annotations

from rules.flags import BEIJING_FLAGS, BEIJING_WIN_WORDS
from rules.model import RuleSet, Wildcard
from rules.text import N_
from rules.tiles import ALL_KINDS

from . import outcome
from .checks import CHECKS
from .hui import hui_of
from .notes import NOTES, RULES
from .options import DRAW, INDICATOR_ROLES, OPTIONS, PRESETS, TABLE_FIELDS
from .patterns import HUBAO, PATTERNS, REASONS
from .progress import PROGRESS
from .settlement import UNIT, score
from .sources import SOURCES

RULE_SET = RuleSet(
    key="beijing",
    names=N_("Beijing mahjong"),
    description=N_(
        "136 tiles with wildcard (惠牌 huì pái); open hands win only by self-draw; fans add up, with dealer's burn (烧庄 shāo zhuāng) and mutual liability (互包 hù bāo) settled on top."
    ),
    players=(4,),
    sets=4,
    kinds=frozenset(ALL_KINDS),
    unit=UNIT,
    presets=PRESETS,
    options=OPTIONS,
    patterns=PATTERNS,
    outcome_fields=outcome.FIELDS,
    outcome_from_tiles=outcome.from_tiles,
    sources=SOURCES,
    score=score,
    progress=PROGRESS,
    win_words=BEIJING_WIN_WORDS,
    win_flags=BEIJING_FLAGS,
    history_facts=frozenset({"discards", "claimed"}),  # no riichi declaration; no win passed up is judged
    rules=RULES,
    wildcard=Wildcard(role="flip", names=N_("Wildcard (惠牌 huì pái)"), of=hui_of),
    checks=CHECKS,
    table_fields=TABLE_FIELDS,
    draw=DRAW,
    indicator_roles=INDICATOR_ROLES,
    allows_chi=True,
    red_fives=False,
    reasons=REASONS,
    hand_reasons=frozenset({"hand", HUBAO}),
    notes=NOTES,
    money_fields=("options.base_points", "table.shaozhuang_rounds"),
)

__all__ = ["RULE_SET"]
