"""`make mutants` summary: per mutated module, how many mutants mutmut made, killed, left alive, and the time.

Reads mutmut's own results (mutants/<path>.meta) and the times `make mutants` wrote (mutants/times.txt);
`python -m tests.support.mutation_report [module ...]`; with `--survivors` also lists the survivors
(see one with `mutmut show <name>`).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path("mutants")
KILLED = {1, 3, 36, 24, -24, 152, 255, 37}  # a failing test, pytest's internal error, a timeout, the type check


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
        killed = sum(1 for v in run.values() if v in KILLED)
        alive = [k for k, v in run.items() if v not in KILLED]
        survivors += sorted(alive)
        score = f"{100 * killed / len(run):.1f}%" if run else "-"
        rows.append((module, len(codes), len(run), killed, len(alive), score, times.get(module, "-")))
    head = ("module", "mutants", "tested", "killed", "survived", "score", "time")
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
