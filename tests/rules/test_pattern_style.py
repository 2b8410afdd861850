"""One way to write a pattern, in every rule set: a detect function per pattern, exclusions as data.

Each rule set's `detect.py` holds the detect functions, one per pattern, named after the pattern's key; its
`patterns.py` gives each record that function (`Pattern.detect`) and its exclusions (`Pattern.excludes`). The
keys that are no pattern of the hand (payments, fu, dora, limits, the arithmetic's results) are listed below as
`NOT_DETECTED`: a new key is either detected or added there. A rule set that put a pattern in a breakdown some
other way (an if-chain beside the records) fails `test_every_detected_line_was_found_by_its_detect`: every
breakdown line of a detected key, over every example of the rule pages and every stored request, must have
been found by that key's detect while the request was scored.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable, Iterator
from functools import cache
from types import ModuleType
from typing import Any

import pytest

import rules
from bench.answers import BASELINE, _open
from rules import RULE_SETS
from rules.model import Pattern, RuleSet

RULE_SET_LIST = list(RULE_SETS.values())
ids = [rs.key for rs in RULE_SET_LIST]

# The keys scored by the arithmetic, not found on the hand: by kind for riichi (every dora, limit and fu item),
# by key for the others.
NOT_DETECTED_KINDS = {"riichi": frozenset({"dora", "limit", "fu", "outcome"})}  # outcome: a win's value as entered
NOT_DETECTED = {
    "riichi": frozenset(),
    # kongs and chickens are paid by kongs.py / chickens.py, 查叫 by the settlement, the dealer's doubling by the ledger
    "guizhou": frozenset(
        {
            "men_dou",
            "pa_po_dou",
            "dian_dou",
            "han_bao_dou",
            "yao_ji",
            "yi_tong_ji",
            "yi_wan_ji",
            "wu_gu_ji",
            "jin_ji",
            "fan_pai_ji",
            "chong_feng_ji",
            "ze_ren_ji",
            "bao_ji",
            "fa_peng_gang_ji",
            "bao_gang",
            "cha_jiao",
            "zhuang_double",
        }
    ),
    "beijing": frozenset({"shaozhuang", "hubao"}),  # 烧庄 rounds from the table, 互包 who pays
    "wenzhou": frozenset({"shuang_fan"}),  # the result of a hard special hand: the multiplier's cap
}


def _detect_module(rs: RuleSet) -> ModuleType:
    return importlib.import_module(f"rules.{rs.key}.detect")


def _not_detected(rs: RuleSet, p: Pattern) -> bool:
    return p.key in NOT_DETECTED[rs.key] or p.kind in NOT_DETECTED_KINDS.get(rs.key, ())


def test_every_rule_set_is_listed() -> None:
    assert set(NOT_DETECTED) == set(RULE_SETS)


@pytest.mark.parametrize("rs", RULE_SET_LIST, ids=ids)
def test_every_pattern_is_detected_or_listed_as_arithmetic(rs: RuleSet) -> None:
    both = [p.key for p in rs.patterns if p.detect is not None and _not_detected(rs, p)]
    neither = [p.key for p in rs.patterns if p.detect is None and not _not_detected(rs, p)]
    assert both == [], "detected, yet listed as not detected"
    assert neither == [], "no detect function: add one to detect.py (or list the key as arithmetic here)"
    assert NOT_DETECTED[rs.key] <= set(rs.pattern_map), NOT_DETECTED[rs.key] - set(rs.pattern_map)


@pytest.mark.parametrize("rs", RULE_SET_LIST, ids=ids)
def test_each_detect_is_the_function_of_detect_py_named_after_its_key(rs: RuleSet) -> None:
    module = _detect_module(rs)
    detected = [p for p in rs.patterns if p.detect is not None]
    assert detected
    for p in detected:
        assert getattr(module, p.key, None) is p.detect, p.key
    functions = [id(p.detect) for p in detected]
    assert len(set(functions)) == len(functions)  # exactly one detect function per key
    # and no function of detect.py named after a key is left out of its record
    for name in dir(module):
        if name in rs.pattern_map:
            assert rs.pattern_map[name].detect is getattr(module, name), name


@pytest.mark.parametrize("rs", RULE_SET_LIST, ids=ids)
def test_exclusions_name_detected_patterns_of_the_same_rule_set(rs: RuleSet) -> None:
    for p in rs.patterns:
        if not p.excludes:
            continue
        assert p.detect is not None, p.key  # only a detected pattern drops another
        assert p.key not in p.excludes, p.key
        for key in p.excludes:
            assert key in rs.pattern_map, (p.key, key)
            other = rs.pattern_map[key]
            assert other.detect is not None, (p.key, key)
            assert p.key not in other.excludes, (p.key, key)  # two patterns dropping each other would drop both


# ------------------------------------------------------------ the breakdowns ---


@cache
def stored_requests() -> tuple[Any, ...]:
    """The requests of the stored answers (bench/data): ~24,000, every rule set, valid and invalid."""
    with _open(BASELINE, "r") as f:
        return tuple(json.loads(line.split("\t", 1)[0]) for line in f)


def example_requests(rs: RuleSet) -> Iterator[dict[str, Any]]:
    """Every worked example of the rule set's rule pages (its patterns' and its rules'), as a whole request."""
    notes = importlib.import_module(f"rules.{rs.key}.notes")
    for record in (*rs.patterns, *notes.RULES):
        for ex in record.examples:
            yield {"ruleset": rs.key, **ex.request}


def requests_of(rs: RuleSet) -> list[Any]:
    stored = [r for r in stored_requests() if isinstance(r, dict) and r.get("ruleset") == rs.key]
    return [*example_requests(rs), *stored]


def _recording(p: Pattern, found: set[str]) -> Callable[[Any], int | None]:
    detect = p.detect
    assert detect is not None

    def recorded(view: Any) -> int | None:
        value = detect(view)
        if value is not None:
            found.add(p.key)
        return value

    return recorded


# riichi's hot path reads its yaku from tables built on the records: tests/rules/test_pattern_style_riichi.py
# checks it against the detect functions hand for hand
DYNAMIC = [rs for rs in RULE_SET_LIST if rs.key != "riichi"]


@pytest.mark.parametrize("rs", DYNAMIC, ids=[rs.key for rs in DYNAMIC])
def test_every_detected_line_was_found_by_its_detect(rs: RuleSet) -> None:
    memos: list[dict[Any, Any]] = []
    if rs.key == "guizhou":
        from rules.guizhou import hand as guizhou_hand

        memos.append(guizhou_hand._BY_VIEW)  # the hand pattern of each view, judged once: judged again per request here
    found: set[str] = set()
    originals = {p.key: p.detect for p in rs.patterns if p.detect is not None}
    for p in rs.patterns:
        if p.detect is not None:
            object.__setattr__(p, "detect", _recording(p, found))
    lines = wins = 0
    outside: list[tuple[int, str]] = []
    try:
        for n, request in enumerate(requests_of(rs)):
            for memo in memos:
                memo.clear()
            found.clear()
            status, answer = rules.score_request(request)
            if status != 200:
                continue
            for result in answer["hands"]:
                wins += 1
                for item in result["items"]:
                    lines += 1
                    key = item["key"]
                    assert key in rs.pattern_map, (n, key)
                    if key in originals and key not in found:
                        outside.append((n, key))
    finally:
        for p in rs.patterns:
            if p.key in originals:
                object.__setattr__(p, "detect", originals[p.key])
        for memo in memos:
            memo.clear()
    assert outside == [], outside[:5]
    assert wins > 500, wins
    assert lines > wins, (wins, lines)


@pytest.mark.parametrize("rs", DYNAMIC, ids=[rs.key for rs in DYNAMIC])
def test_every_detected_pattern_shows_in_some_breakdown(rs: RuleSet) -> None:
    """The examples reach every detected pattern (none is dead code, the check above covers each)."""
    shown: set[str] = set()
    for request in example_requests(rs):
        status, answer = rules.score_request(request)
        assert status == 200, (request, answer)
        shown |= {item["key"] for hand in answer["hands"] for item in hand["items"]}
    assert {p.key for p in rs.patterns if p.detect is not None} <= shown


# ---------------------------------------------------------- Guizhou's hand patterns ---


def test_guizhou_every_reading_leaves_one_hand_pattern_worth_its_seed_value() -> None:
    from itertools import product

    from rules.guizhou import patterns
    from rules.guizhou.detect import ShapeView
    from rules.guizhou.hand import pattern_of

    seen = set()
    for seven_pairs, all_pungs, paired_twice, flush, hun in product((False, True), repeat=5):
        if (seven_pairs and all_pungs) or (paired_twice and not seven_pairs):
            continue  # no reading is read so
        hp = pattern_of(ShapeView(seven_pairs, all_pungs, paired_twice, flush, hun))
        assert hp.value == patterns.HAND_VALUES[hp.key][hun], hp
        seen.add(hp.key)
    assert seen == set(patterns.SHAPE_KEYS)
