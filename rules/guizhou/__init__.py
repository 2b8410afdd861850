"""Guizhou Xingyi chicken mahjong (贵州兴义捉鸡): whole-table settlement of the win, every kong and every chicken."""

from __future__ import annotations

from rules import flags
from rules.flags import CHINESE_WIN_WORDS
from rules.model import RuleSet
from rules.text import N_
from rules.tiles import NUMBER_KINDS

from . import outcome
from .checks import CHECKS
from .draw import CHAJIAO_PATTERN, DRAW
from .notes import NOTES, RULES
from .options import FLIP, OPTIONS, PRESETS, SEAT_FIELDS, TABLE_FIELDS
from .patterns import PATTERNS, REASONS
from .progress import PROGRESS
from .settlement import score
from .sources import SOURCES

RULE_SET = RuleSet(
    key="guizhou",
    names=N_("Guizhou Xingyi chicken mahjong"),
    description=N_(
        "108 (or 72) number tiles, no chi: the winning pattern, every kong (豆 dòu) and every chicken (鸡 jī) settled for the whole table at once."
    ),
    players=(2, 3, 4),
    sets=4,
    kinds=frozenset(NUMBER_KINDS),
    unit="points",
    presets=PRESETS,
    options=OPTIONS,
    patterns=PATTERNS,
    sources=SOURCES,
    score=score,
    progress=PROGRESS,
    win_words=CHINESE_WIN_WORDS,
    win_flags={
        "after_kong": flags.GANG_SHANG_HUA,
        "first_turn": flags.TIAN_DI_HU,
        "after_kong_discard": flags.RE_PAO,
    },
    history_facts=frozenset({"discards", "claimed", "passed"}),  # no riichi declaration
    rules=RULES,
    pattern_sections=(
        ("patterns", ("pattern", "bonus", "multiplier")),
        ("kongs", ("kong",)),
        ("chickens", ("chicken",)),
        ("payments", ("payment",)),
    ),
    checks=CHECKS,
    seat_fields=(*SEAT_FIELDS, CHAJIAO_PATTERN),
    outcome_fields=outcome.FIELDS,
    outcome_from_tiles=outcome.from_tiles,
    outcome_tiles=outcome.TILES,
    draw=DRAW,
    table_fields=TABLE_FIELDS,
    indicator_roles=(FLIP,),
    allows_chi=False,
    red_fives=False,
    declarations=frozenset({"baoting"}),
    reasons=REASONS,
    notes=NOTES,
    money_fields=(
        "options.base_points",
        "dealer_streak",
        "options.lian_zhuang_points",
        "options.gang_shang_hua_points",
    ),
)

__all__ = ["RULE_SET"]
