"""Invariants over every registered rule set: the data that drives pages, API and arithmetic is whole."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from rules import RULE_SETS, describe_rulesets
from rules.model import RuleSet
from rules.text import LANGS
from rules.tiles import TileError, parse

ROOT = Path(__file__).resolve().parents[2]
RULE_SET_LIST = list(RULE_SETS.values())
ids = [rs.key for rs in RULE_SET_LIST]


def test_all_four_rule_sets_are_registered() -> None:
    assert sorted(RULE_SETS) == ["beijing", "guizhou", "riichi", "wenzhou"]


@pytest.mark.parametrize("rs", RULE_SET_LIST, ids=ids)
def test_every_pattern_is_named_explained_and_sourced(rs: RuleSet) -> None:
    sources = {s.key: s for s in rs.sources}
    for p in rs.patterns:
        for lang in LANGS:
            assert p.names.get(lang).strip(), (p.key, lang)
            assert p.explanation.get(lang).strip(), (p.key, lang)
        assert p.ref.source in sources, p.key
        src = sources[p.ref.source]
        if src.path:
            n_lines = len((ROOT / src.path).read_text(encoding="utf-8").splitlines())
            assert all(1 <= line <= n_lines for line in p.ref.lines), p.key


@pytest.mark.parametrize("rs", RULE_SET_LIST, ids=ids)
def test_pattern_keys_unique_and_exclusions_resolve(rs: RuleSet) -> None:
    keys = [p.key for p in rs.patterns]
    assert len(keys) == len(set(keys))
    for p in rs.patterns:
        assert p.excludes <= set(keys), (p.key, p.excludes - set(keys))
        assert p.key not in p.excludes


@pytest.mark.parametrize("rs", RULE_SET_LIST, ids=ids)
def test_examples_parse(rs: RuleSet) -> None:
    for p in rs.patterns:
        if p.example:
            for part in p.example.split("|"):
                try:
                    parse(part)
                except TileError as e:  # pragma: no cover - the assertion names the pattern
                    pytest.fail(f"{p.key}: {e}")


@pytest.mark.parametrize("rs", RULE_SET_LIST, ids=ids)
def test_options_and_presets_are_consistent(rs: RuleSet) -> None:
    keys = [o.key for o in rs.options]
    assert len(keys) == len(set(keys))
    for f in (*rs.options, *rs.table_fields, *rs.seat_fields, *rs.win_fields, *rs.indicator_roles):
        for lang in LANGS:
            assert f.names.get(lang).strip(), (f.key, lang)
            assert f.explanation.get(lang).strip(), (f.key, lang)
    for preset in rs.presets:
        assert set(preset.values) <= set(keys), (preset.key, set(preset.values) - set(keys))
    for reason, name in rs.reasons.items():
        assert all(name.get(lang) for lang in LANGS), reason


def test_rulesets_description_is_json_ready() -> None:
    import json

    for lang in LANGS:
        json.dumps(describe_rulesets(lang), ensure_ascii=False)


def test_rules_package_imports_no_django() -> None:
    code = "import sys, rules; print(any(m == 'django' or m.startswith('django.') for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    assert out.stdout.strip() == "False"


def test_rules_package_does_no_io() -> None:
    import re

    src = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "rules").rglob("*.py"))
    for banned in (
        r"(?<![\w.])open\(",
        r"^import os\b",
        r"^from os\b",
        r"\bdjango\b",
        r"\bpathlib\b",
        r"\bsubprocess\b",
        r"\bsocket\b",
    ):
        assert not re.search(banned, src, re.MULTILINE), banned
