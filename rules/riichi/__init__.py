"""Japanese riichi mahjong: every standard yaku, exact fu, limits, dora, and whole-table settlement."""

from __future__ import annotations

from rules.model import RuleSet
from rules.text import T

from .checks import CHECKS
from .notes import NOTES
from .options import INDICATOR_ROLES, OPTIONS, PRESETS, SEAT_FIELDS, TABLE_FIELDS, WIN_FIELDS
from .patterns import PATTERNS
from .settlement import REASONS, score
from .sources import SOURCES

RULE_SET = RuleSet(
    key="riichi",
    names=T("日本立直麻将", "日本立直麻將", "リーチ麻雀", "Japanese riichi"),
    description=T(
        "标准役种、精确符数、满贯到役满、宝牌/里宝牌、本场、立直棒、包牌、流局与诈和的整桌结算。",
        "標準役種、精確符數、滿貫到役滿、寶牌/裏寶牌、本場、立直棒、包牌、流局與詐和的整桌結算。",
        "全ての標準役、正確な符、満貫〜役満、ドラ・裏ドラ、積み棒・供託、パオ、流局とチョンボまで卓全体を精算。",
        "Every standard yaku, exact fu, mangan to yakuman, dora and ura-dora, honba, riichi sticks, liability, draws and chombo, settled for the whole table.",
    ),
    players=(4,),
    sets=4,
    kinds=frozenset(range(34)),
    unit="han",
    presets=PRESETS,
    options=OPTIONS,
    patterns=PATTERNS,
    sources=SOURCES,
    score=score,
    table_fields=TABLE_FIELDS,
    seat_fields=SEAT_FIELDS,
    win_fields=WIN_FIELDS,
    indicator_roles=INDICATOR_ROLES,
    allows_chi=True,
    red_fives=True,
    declarations=frozenset({"riichi", "ippatsu"}),
    reasons=REASONS,
    checks=CHECKS,
    notes=NOTES,
)

__all__ = ["RULE_SET"]
