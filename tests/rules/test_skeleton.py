"""Every rule set package has one skeleton: the same files with the same roles (docs/architecture.md)."""

from __future__ import annotations

import importlib
import inspect
from pathlib import Path

import pytest

from rules import RULE_SETS
from rules.checks import run_checks
from rules.model import RuleSet

RULES = Path(__file__).resolve().parents[2] / "rules"

# The skeleton (docs/architecture.md, "A rule set package").
SKELETON = frozenset(
    {
        "__init__.py",  # builds RULE_SET
        "sources.py",  # the rule documents (Source) and refs into them
        "options.py",  # the table options, presets and the rule set's request fields
        "patterns.py",  # one Pattern record per breakdown key
        "detect.py",  # the views a pattern's detect reads, and one detect function per pattern, named after its key
        "messages.py",  # the words of its checks
        "notes.py",  # what the rule page says beyond the patterns: readings, table rules
        "checks.py",  # CHECKS: the shared checks with its data, then its own
        "hand.py",  # reading one hand: its best reading and what it is worth
        "settlement.py",  # the arithmetic: Settlement and its ledger
        "progress.py",  # the table's progress: who deals next, streaks, game end
        "outcome.py",  # a win recorded by its outcome: its fields, and its value as the tiles' would be
    }
)
# Modules a rule set needs beyond the skeleton: each says its job in its name and docstring.
EXTRAS = {
    "riichi": {"fu.py", "reference.py"},
    "guizhou": {"chickens.py", "discards.py", "draw.py", "kongs.py", "ledger.py"},
    "beijing": {"hui.py", "shaozhuang.py"},
    "wenzhou": {"claims.py"},
}
RULE_SET_LIST = list(RULE_SETS.values())
ids = [rs.key for rs in RULE_SET_LIST]


def _files(key: str) -> set[str]:
    return {p.name for p in (RULES / key).glob("*.py")}


def test_every_package_is_listed() -> None:
    assert set(EXTRAS) == set(RULE_SETS)


@pytest.mark.parametrize("rs", RULE_SET_LIST, ids=ids)
def test_package_has_the_skeleton_and_only_its_declared_extras(rs: RuleSet) -> None:
    files = _files(rs.key)
    assert files >= SKELETON, sorted(SKELETON - files)
    assert files - SKELETON == EXTRAS[rs.key]


def test_all_four_packages_list_the_same_skeleton_files() -> None:
    skeletons = {key: (_files(key)) & SKELETON for key in RULE_SETS}
    assert all(s == SKELETON for s in skeletons.values()), skeletons


@pytest.mark.parametrize("rs", RULE_SET_LIST, ids=ids)
def test_every_module_opens_with_its_job(rs: RuleSet) -> None:
    for name in sorted(_files(rs.key)):
        module = importlib.import_module(f"rules.{rs.key}.{name[:-3]}" if name != "__init__.py" else f"rules.{rs.key}")
        assert (inspect.getdoc(module) or "").strip(), name


@pytest.mark.parametrize("rs", RULE_SET_LIST, ids=ids)
def test_rule_set_declares_its_checks_from_checks_py(rs: RuleSet) -> None:
    checks = importlib.import_module(f"rules.{rs.key}.checks")
    assert rs.checks is checks.CHECKS
    assert rs.checks, rs.key
    assert rs.validate is None  # everything runs from CHECKS, in the common request path


@pytest.mark.parametrize("rs", RULE_SET_LIST, ids=ids)
def test_a_rule_set_without_red_fives_refuses_them(rs: RuleSet) -> None:
    from rules.checks import RedFives, TileFields

    refusing = [c for c in rs.checks if isinstance(c, RedFives | TileFields)]
    assert bool(refusing) == (not rs.red_fives), rs.key


def test_run_checks_stops_at_stop_only_when_something_was_found() -> None:
    from rules.checks import STOP
    from rules.model import FieldError
    from rules.text import T

    msg = T("a", "a", "a", "a")
    calls: list[str] = []

    def one(req: object) -> list[FieldError]:
        calls.append("one")
        return [FieldError("x", msg)]

    def two(req: object) -> list[FieldError]:
        calls.append("two")
        return []

    assert run_checks((two, STOP, one), None) == [FieldError("x", msg)]  # type: ignore[arg-type]
    assert calls == ["two", "one"]
    calls.clear()
    assert run_checks((one, STOP, two), None) == [FieldError("x", msg)]  # type: ignore[arg-type]
    assert calls == ["one"]
