"""`make mutants` summary: per mutated module, how many mutants mutmut made, killed, left alive, and the time.

Reads mutmut's own results (mutants/<path>.meta), the times `make mutants` wrote (mutants/times.txt) and
the fresh-import verdicts of `tests.support.import_time_mutants` (mutants/import_time.json: a mutant of a
function run only at import time that a fresh import killed counts as killed, shown in "at import");
`python -m tests.support.mutation_report [module ...]`; with `--survivors` also lists the survivors
(see one with `mutmut show <name>`).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path("mutants")
KILLED = {1, 3, 36, 24, -24, 152, 255, 37}  # a failing test, pytest's internal error, a timeout, the type check
NOT_A_VERDICT = {4, 5}  # pytest's usage error (a test path not found) and "no tests collected" in a fresh import


def fresh_kill(code: int) -> bool:
    """A fresh-import run (`import_time_mutants`) that failed: a test, the collection, pytest or a signal."""
    return code != 0 and code not in NOT_A_VERDICT


def module_of(meta: Path) -> str:
    return ".".join(meta.relative_to(ROOT).with_suffix("").with_suffix("").parts)


def main(argv: list[str]) -> int:
    show = "--survivors" in argv
    wanted = [a for a in argv if not a.startswith("--")]
    times: dict[str, str] = {}
    if (ROOT / "times.txt").exists():
        for line in (ROOT / "times.txt").read_text().splitlines():
            name, _, secs = line.partition(" ")
            times[name] = secs
    fresh: dict[str, int] = {}
    if (ROOT / "import_time.json").exists():
        fresh = json.loads((ROOT / "import_time.json").read_text())
    rows = []
    survivors: list[str] = []
    for meta in sorted(ROOT.glob("rules/**/*.py.meta")):
        module = module_of(meta)
        if wanted and module not in wanted:
            continue
        codes = json.loads(meta.read_text()).get("exit_code_by_key", {})
        if not codes:
            continue
        # "no tests" (5, 33) counts as a survivor: no test reaches that mutant
        run = {k: v for k, v in codes.items() if v is not None and v != 34}
        at_import = sum(1 for k, v in run.items() if v not in KILLED and fresh_kill(fresh.get(k, 0)))
        killed = sum(1 for v in run.values() if v in KILLED) + at_import
        alive = [k for k, v in run.items() if v not in KILLED and not fresh_kill(fresh.get(k, 0))]
        survivors += sorted(alive)
        score = f"{100 * killed / len(run):.1f}%" if run else "-"
        rows.append((module, len(codes), len(run), killed, at_import, len(alive), score, times.get(module, "-")))
    head = ("module", "mutants", "tested", "killed", "at import", "survived", "score", "time")
    widths = [max(len(str(r[i])) for r in [head, *rows]) for i in range(len(head))]
    for r in [head, *rows]:
        print("  ".join(str(c).ljust(w) for c, w in zip(r, widths, strict=True)))
    if show:
        print("\nsurvivors:")
        for name in survivors:
            print(" ", name)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
