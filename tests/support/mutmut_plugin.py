"""pytest plugin for `make mutants` only (loaded by [tool.mutmut] pytest_add_cli_args): empty the riichi memos.

mutmut learns which tests reach a function from one run of the suite ("stats"), then runs each mutant
against those tests only. The riichi hot path memoizes what its `detect`s said (per suit, per meld, per set
of situation flags): in that one run only the first test that meets a combination calls the function,
and later tests read the memo, so they are never tied to it. A mutant of `_haitei` was then tried against
the generated hands of test_fast alone (the hot path and the plain reading share the mutated `detect`, so
they agree) and survived, though test_patterns' worked haitei hand kills it. Emptying the memos before
every test ties each test to every function it really needs.

The mutants' own runs do not start empty either: mutmut 3 runs the stats and clean runs in its own process
and forks each mutant's run from it, so the child inherits memos the unmutated code filled (a mutant of
`_haitei`, `_chankan` or `_double_riichi` then survived every test, a fresh import killing it). So each
mutant's run also empties them, once, before its first test (`rules.riichi.hand.forget_hands` is the
bench's own hook for memos keyed on whole hands).
"""

from __future__ import annotations

import os

import pytest

_emptied_for: tuple[int, str] | None = None  # (process, mutant) whose memos were emptied last


def _empty() -> None:
    from rules.riichi import hand

    for memo in (*hand._ENTRIES, hand._LOCAL, hand._MELDS, hand._SITUATION, hand._BREAKDOWNS):
        memo.clear()
    hand.forget_hands()


@pytest.fixture(autouse=True)
def _empty_riichi_memos() -> None:
    global _emptied_for
    mutant = os.environ.get("MUTANT_UNDER_TEST", "")
    if mutant == "stats":
        _empty()
    elif mutant and _emptied_for != (os.getpid(), mutant):
        _emptied_for = (os.getpid(), mutant)
        _empty()
