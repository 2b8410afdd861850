"""Riichi yakuman detects (rules/riichi/patterns.py): nine gates at its edges, the cases mutants showed.

Rule text (seed 001, standard riichi): 九莲宝灯 (chuuren) is 1112345678999 + any tile of the same suit,
closed; 纯正九莲 (junsei) when the 13 tiles before the win were exactly 1112345678999 (a nine-sided wait).
Both readings of a hand (the hot path and the plain reading that asks every `detect`) must agree.
"""

from __future__ import annotations

import pytest

from rules.riichi import detect as V
from rules.riichi import hand as scoring
from rules.riichi import patterns as P
from rules.riichi import reference
from rules.riichi import sources as S
from rules.riichi.hand import HandInput
from rules.riichi.options import OPTIONS, PRESETS
from rules.text import N_
from rules.tiles import parse

TENHOU = {o.key: o.default for o in OPTIONS} | dict(PRESETS[1].values)
BOTH = pytest.mark.parametrize("evaluate", [scoring.evaluate, reference.evaluate], ids=["hot-path", "reference"])


def _ron(hand: str, win: str) -> HandInput:
    return HandInput(hand=parse(hand), melds=(), win_tile=parse(win)[0], tsumo=False)


@BOTH
def test_chuuren_won_on_the_third_1(evaluate) -> None:
    # 11123455678999m won on 1m: before the win 1123455678999 (two 1m, two 5m): not the pure form, so
    # 九莲宝灯 (not 纯正), though the winning 1m is now the third of its kind. Read 111 234 55 678 999.
    value = evaluate(_ron("11123455678999m", "1m"), TENHOU)
    assert value.yaku == (("chuuren", 13),)


@BOTH
def test_junsei_chuuren_won_on_the_fourth_1(evaluate) -> None:
    # 11112345678999m won on 1m: before the win 1112345678999, the pure form: 纯正九莲 (a double yakuman
    # with the tenhou preset's double_yakuman), the winning 1m the fourth of its kind.
    value = evaluate(_ron("11112345678999m", "1m"), TENHOU)
    assert [k for k, _ in value.yaku] == ["junsei_chuuren"]


@BOTH
def test_chuuren_in_pinzu(evaluate) -> None:
    # the same shape in pins: 11123456789999p won on 2p (2p the only one of its kind): 九莲宝灯
    value = evaluate(_ron("11123456789999p", "2p"), TENHOU)
    assert value.yaku == (("chuuren", 13),)


@BOTH
def test_no_2_no_nine_gates(evaluate) -> None:
    # 111 345 678 999 + 44m won on 3m: three 1m and three 9m but no 2m: not nine gates. Closed ron:
    # 清一色 6 han only (the pair 44m is no terminal, no chow sequence 123-456-789, only two concealed pungs).
    value = evaluate(_ron("11134445678999m", "3m"), TENHOU)
    assert value.yakuman == 0
    assert value.yaku == (("chinitsu", 6),)


# ------------------------------------------------------------------------------------------------------
# The records: `_yaku`, `_yakuman` and `_plain` run only while the module is imported, so their mutants are
# seen by a fresh import alone (tests/support/import_time_mutants.py). Standard riichi (rules-brief
# "Japanese"): pinfu 1 han closed only, tanyao 1 (open too, with kuitan), junchan 3 (2 open) and not also
# chanta; kokushi a yakuman (13), its 13-sided wait and junsei chuuren double yakuman (26) by option; one
# han per dora; mangan 2000 base points; a concealed kong 16 fu.


def test_yaku_records() -> None:
    pinfu, tanyao, junchan = (P.PATTERN_MAP[k] for k in ("pinfu", "tanyao", "junchan"))
    assert (pinfu.kind, pinfu.unit, pinfu.value, pinfu.open_value) == ("yaku", "han", 1, None)
    assert pinfu.key == "pinfu"
    assert pinfu.names == N_("Pinfu")
    assert pinfu.explanation == N_("Closed, four chows, a pair that is not a value tile, won on a two-sided wait.")
    assert pinfu.ref == S.STANDARD
    assert pinfu.detect is V.pinfu
    assert pinfu.example == "234m567p789s23455p"
    assert pinfu.excludes == frozenset()
    assert pinfu.value_text is None
    assert len(pinfu.examples) == 1
    assert (tanyao.value, tanyao.open_value) == (1, 1)
    assert (junchan.value, junchan.open_value, junchan.excludes) == (3, 2, {"chanta"})
    # a record without a drawn hand keeps the empty default
    assert P.PATTERN_MAP["riichi"].example == ""
    assert P.PATTERN_MAP["riichi"].ref == S.RIICHI


def test_yakuman_records() -> None:
    kokushi, k13, junsei = (P.PATTERN_MAP[k] for k in ("kokushi", "kokushi_juusanmen", "junsei_chuuren"))
    assert (kokushi.kind, kokushi.unit, kokushi.value, kokushi.open_value) == ("yakuman", "han", 13, 13)
    assert kokushi.key == "kokushi"
    assert kokushi.names == N_("Kokushi musou")
    assert kokushi.explanation == N_("One of each of the 13 terminals and honors plus a second of one.")
    assert kokushi.ref == S.STANDARD
    assert P.PATTERN_MAP["daisangen"].ref == S.LIABILITY  # its liability rule (seed lines 69-74)
    assert kokushi.detect is V.kokushi
    assert kokushi.example == "19m19p19s12345677z"
    assert kokushi.value_text == N_("yakuman")
    assert len(kokushi.examples) == 1
    # the double ones: 26 (13 per yakuman), shown as a double yakuman, excluding their single form
    assert (k13.value, k13.open_value, k13.value_text) == (26, 26, N_("double yakuman (option)"))
    assert (junsei.value, junsei.open_value, junsei.excludes) == (26, 26, {"chuuren"})
    assert k13.excludes == {"kokushi"}
    assert k13.example == ""
    doubles = {"kokushi_juusanmen", "suuankou_tanki", "daisuushii", "junsei_chuuren"}
    assert frozenset(doubles) == P.DOUBLE_YAKUMAN_KEYS


def test_plain_records() -> None:
    dora, mangan, kong = (P.PATTERN_MAP[k] for k in ("dora", "mangan", "fu_closed_kong"))
    assert (dora.key, dora.kind, dora.unit, dora.value, dora.ref) == ("dora", "dora", "han", 1, S.DORA)
    assert dora.names == N_("Dora")
    assert dora.explanation.msgid.startswith("One han per dora tile")
    assert len(dora.examples) == 1
    assert (mangan.kind, mangan.unit, mangan.value) == ("limit", "base points", 2000)
    assert (kong.kind, kong.unit, kong.value) == ("fu", "fu", 16)
    assert {p.unit for p in P.DORA_PATTERNS} == {"han"}
    assert all(len(p.examples) == 1 for p in (*P.DORA_PATTERNS, *P.LIMIT_PATTERNS, *P.FU_PATTERNS))
