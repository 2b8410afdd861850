"""Guizhou pattern records (rules/guizhou/patterns.py): every field `_p` puts in a record, checked.

`_p` runs only while the module is imported, so its mutants are seen by a fresh import alone
(tests/support/import_time_mutants.py); nothing else read the fields below. Rule text (seed 000): 平胡 1
(line 83: 123,123,111,111,11, melds allowed), 大对子 3, 七对 3, 龙七对 4, 清一色 4, 清大对 7, 清七对 8,
青龙背 8 (lines 87-99); 报听 adds the 清一色 value (line 111; the brief: 4, or 10 with 混五清十).
"""

from __future__ import annotations

from rules.guizhou import patterns as P
from rules.guizhou.sources import ref
from rules.text import N_

SEED_VALUES = {
    P.PING_HU: 1,
    P.DA_DUI_ZI: 3,
    P.QI_DUI: 3,
    P.LONG_QI_DUI: 4,
    P.QING_YI_SE: 4,
    P.QING_DA_DUI: 7,
    P.QING_QI_DUI: 8,
    P.QING_LONG_BEI: 8,
}


def test_hand_patterns_are_points_patterns_with_the_seed_values() -> None:
    # every hand pattern: kind "pattern" (the `_p` default), unit "points", the seed's 闲家 value
    got = {p.key: (p.kind, p.unit, p.value) for p in P.HAND_PATTERNS}
    assert got == {k: ("pattern", "points", v) for k, v in SEED_VALUES.items()}
    assert {k: v for k, (v, _) in P.HAND_VALUES.items()} == SEED_VALUES


def test_ping_hu_record() -> None:
    # 平胡: seed lines 83 and 85, not a brief reference; its drawn hand 123m 456m 789p 123s 55s
    p = P.PATTERN_MAP[P.PING_HU]
    assert p.key == P.PING_HU
    assert p.names == N_("Plain win (平胡 píng hú)")
    assert p.explanation.msgid.startswith("Four sets and a pair, melds allowed.")
    assert p.ref == ref(83, 85)
    assert not p.ref.brief
    assert p.example == "123m456m789p123s55s"
    assert p.excludes == frozenset()
    assert p.value_text is None
    assert p.reading is None
    assert len(p.examples) == 2


def test_qing_long_bei_excludes_its_parts() -> None:
    # 青龙背 = 龙七对 + 清一色 (line 99): 8, and none of its parts counts beside it
    p = P.PATTERN_MAP[P.QING_LONG_BEI]
    assert (p.value, p.ref) == (8, ref(99))
    assert p.excludes == {P.PING_HU, P.QI_DUI, P.LONG_QI_DUI, P.QING_YI_SE, P.QING_QI_DUI}


def test_bao_ting_record() -> None:
    # 报听 (line 111, 159, a brief reading): a bonus of the 清一色 value 4, with the project's reading
    p = P.PATTERN_MAP[P.BAO_TING]
    assert (p.kind, p.unit, p.value) == ("bonus", "points", 4)
    assert p.ref == ref(111, 159, brief=True)
    assert p.example == ""
    assert p.value_text == N_(
        "the full flush (清一色 qīng yī sè) value (4; 10 with mixed five, pure ten (混五清十 hùn wǔ qīng shí))"
    )
    assert p.reading is not None
    assert p.reading.msgid.startswith("The rule text adds the full flush (清一色 qīng yī sè) value")
    assert len(p.examples) == 2


def test_kinds_of_the_other_records() -> None:
    # each table's kind as `_p` was told it; units all points
    assert {p.kind for p in P.BONUS_PATTERNS} == {"bonus", "multiplier"}
    assert {p.kind for p in P.KONG_PATTERNS} == {"kong"}
    assert {p.kind for p in P.CHICKEN_PATTERNS} == {"chicken", "kong", "payment", "multiplier"}
    assert {p.unit for p in P.PATTERNS} == {"points"}
    assert P.PATTERN_MAP[P.CHA_JIAO].value is None
    assert P.PATTERN_MAP[P.JIN_JI].value == 2
