"""Japanese riichi mahjong: every standard yaku, exact fu, limits, dora, and whole-table settlement."""

from __future__ import annotations

from rules.flags import RIICHI_FLAGS, RIICHI_WIN_WORDS
from rules.model import RuleSet
from rules.text import N_

from . import outcome
from .checks import CHECKS
from .notes import NOTES, RULES, UNLISTED_READING
from .options import DRAW, INDICATOR_ROLES, OPTIONS, PRESETS, SANMA_KINDS, SEAT_FIELDS, TABLE_FIELDS, WIN_FIELDS
from .patterns import PATTERNS
from .progress import PROGRESS
from .settlement import REASONS, score
from .sources import SOURCES

RULE_SET = RuleSet(
    key="riichi",
    names=N_("Japanese riichi"),
    description=N_(
        "Every standard yaku, exact fu, mangan to yakuman, dora and ura-dora, honba, riichi sticks, liability, draws and chombo, settled for the whole table."
    ),
    players=(4, 3),
    sets=4,
    kinds=frozenset(range(34)),
    kinds_by_players={3: SANMA_KINDS},  # three players: no 2m-8m (108 tiles)
    chi_by_players={3: False},  # three players: no chi
    unit="han",
    presets=PRESETS,
    options=OPTIONS,
    patterns=(*PATTERNS, *outcome.PATTERNS),
    outcome_fields=outcome.FIELDS,
    outcome_from_tiles=outcome.from_tiles,
    sources=SOURCES,
    score=score,
    progress=PROGRESS,
    win_words=RIICHI_WIN_WORDS,
    win_flags=RIICHI_FLAGS,
    rules=RULES,
    unlisted_reading=UNLISTED_READING,
    pattern_sections=(
        ("yaku", ("yaku",)),
        ("yakuman", ("yakuman",)),
        ("dora", ("dora",)),
        ("limits", ("limit",)),
        ("fu", ("fu",)),
    ),
    table_fields=TABLE_FIELDS,
    seat_fields=SEAT_FIELDS,
    draw=DRAW,
    win_fields=WIN_FIELDS,
    indicator_roles=INDICATOR_ROLES,
    allows_chi=True,
    red_fives=True,
    declarations=frozenset({"riichi", "ippatsu"}),
    reasons=REASONS,
    hand_reasons=frozenset({"hand", "liability"}),
    reason_rules={"riichi_deposit": "riichi_rules", "sticks": "riichi_rules"},
    checks=CHECKS,
    notes=NOTES,
    money_fields=("options.honba_value", "dealer_streak", "table.riichi_sticks"),
)

__all__ = ["RULE_SET"]
