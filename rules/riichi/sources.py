"""The rule documents the riichi rule set reads."""

from __future__ import annotations

from rules.model import RuleRef, Source
from rules.text import N_

SEED = Source(
    key="seed",
    title="日本麻将打法（日本麻将之电子基盘真人体验版（包铳制）规则）",
    path="seeds/001_a3f5d4a3da016967.txt",
    note=N_(
        "The seed document: this table's rules (dora, kan dora, 1500 per honba, chombo, liability, draws). "
        "The yaku themselves are those of standard Japanese riichi mahjong."
    ),
)
BRIEF = Source(
    key="brief",
    title="Rules brief: how the seed documents are read",
    path="",
    name=N_("How this calculator reads the points the rule text leaves open"),
)
SOURCES = (SEED, BRIEF)


def seed(*lines: int, brief: bool = False, note: str = "") -> RuleRef:
    """A reference to seed lines (inclusive pairs written out as the lines themselves)."""
    return RuleRef(source="seed", lines=lines, brief=brief, note=note)


# Standard yaku the seed does not spell out: the brief says "every standard yaku"; we cite the brief.
STANDARD = RuleRef(source="brief", brief=True, note="standard riichi yaku (rules-brief.md: Japanese)")
# A pattern whose ref is brief=True and that carries no reading of its own shows an empty "our reading" mark on the
# rule page. The dora, kan dora and liability lines are the rule text's plain words; where a reading is needed (the
# dora order, what the liable seat answers for) it is said at the rule's own entry (notes.py, options.py).
DORA = seed(5, 6, 7, 11, 12, 13, 15)
KAN_DORA = seed(14, 15)
ONE_HAN_NEEDED = seed(13, 24, 25)
CHANKAN = seed(26, 27)
DRAW = seed(28, 29, 30, 31, 32, 33, 34, 36, 37)
ABORTIVE = seed(38, 39, 41, 42, 44, 45, 46, 47, 48)
HONBA = seed(61, 62, 63, 64, 65, brief=True)
CHOMBO = seed(67, 68, brief=True)
LIABILITY = seed(69, 70, 71, 72, 73, 74)
RIICHI = seed(77, 78, 79, 80, 87)
TSUMO = seed(88, 89)
WINDS = seed(90, 91, 92)
