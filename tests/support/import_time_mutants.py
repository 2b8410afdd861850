"""Re-check the mutants mutmut cannot reach: those of functions the module calls while it is imported.

mutmut 3 imports the code once in its fork server and switches mutants per call (a trampoline reads
`MUTANT_UNDER_TEST`). A function called at import time (the record builders of a pattern table:
`_yaku(...)`, `_p(...)`, `_renhou_at("yaku")`) has run before any mutant is switched on, so mutmut
reports each of its mutants as surviving though no test ever saw it. Here each such survivor is
checked for real: a forked child sets `MUTANT_UNDER_TEST` *before* importing `rules`, so the module
builds its tables with the mutant, and runs the given tests (stopping at the first failure).

    python -m tests.support.import_time_mutants rules.guizhou.patterns -- tests/rules/guizhou
    python -m tests.support.import_time_mutants --only=dora_kind,_yakuhai_table rules.riichi.hand -- tests/rules/riichi
    python -m tests.support.import_time_mutants --names=rules.riichi.patterns.x__haitei__mutmut_1 -- tests/rules/riichi

(run from the worktree after `make mutants` made `mutants/`; the children run inside `mutants/`, with
`tests/` copied there again first, so a test written since `make mutants` takes part).
The verdicts go to mutants/import_time.json ({mutant: pytest exit code}, merged with what is there, so two
runs may share it); `mutation_report` counts a failing run there as killed (`fresh_kill`), not pytest's
"no tests collected" (5) or "usage error" (4, e.g. a test path that is not there): those are a bad
command, not a verdict, and are neither kept nor counted.
"""

from __future__ import annotations

import ast
import fcntl
import json
import os
import shutil
import sys
from pathlib import Path

from tests.support.mutation_report import KILLED, NOT_A_VERDICT, ROOT

OUT = ROOT / "import_time.json"
PYTEST_ARGS = ["-x", "-q", "-p", "no:randomly", "-p", "no:xdist", "-p", "no:cacheprovider", "--no-header"]


def import_time_functions(source: str) -> set[str]:
    """Names of the module's own functions called by a module-level statement (outside any def)."""
    tree = ast.parse(source)
    defined = {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}
    called: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            return
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in defined:
            called.add(node.func.id)
        for child in ast.iter_child_nodes(node):
            visit(child)

    for stmt in tree.body:
        visit(stmt)
    return called


def survivors(module: str, functions: set[str]) -> list[str]:
    meta = ROOT / (module.replace(".", "/") + ".py.meta")
    codes = json.loads(meta.read_text()).get("exit_code_by_key", {})
    out = []
    for name, code in codes.items():
        fn = name.rpartition(".x_")[2].rpartition("__mutmut_")[0]
        if code is not None and code not in KILLED and fn in functions:
            out.append(name)
    return sorted(out)


def run_one(mutant: str, tests: list[str]) -> int:
    pid = os.fork()
    if pid == 0:  # the child: the mutant is on before `rules` is imported
        os.environ["MUTANT_UNDER_TEST"] = mutant
        os.chdir(ROOT)
        sys.path.insert(0, os.getcwd())
        for loaded in [m for m in sys.modules if m == "tests" or m.startswith("tests.")]:
            del sys.modules[loaded]  # the tests are imported again from mutants/, beside its rules
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.dup2(devnull, 2)
        import pytest

        code = int(pytest.main([*PYTEST_ARGS, *tests]))
        os._exit(code)
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status)


def record(verdicts: dict[str, int], name: str, code: int) -> None:
    """Keep one verdict: merged into the file under a lock, so runs of two modules side by side keep both."""
    tag = "survived" if code == 0 else "killed" if code not in NOT_A_VERDICT else "no verdict: bad command"
    print(f"  {name}: {tag} ({code})", flush=True)
    if code in NOT_A_VERDICT:
        return
    verdicts[name] = code
    with open(ROOT / "import_time.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        on_disk = json.loads(OUT.read_text()) if OUT.exists() else {}
        on_disk[name] = code
        tmp = OUT.with_suffix(".tmp")
        tmp.write_text(json.dumps(on_disk, indent=1, sort_keys=True))
        tmp.replace(OUT)


def main(argv: list[str]) -> int:
    cut = argv.index("--") if "--" in argv else len(argv)
    modules, tests = argv[:cut], argv[cut + 1 :]
    only = {f for a in modules if a.startswith("--only=") for f in a.removeprefix("--only=").split(",")}
    named = [n for a in modules if a.startswith("--names=") for n in a.removeprefix("--names=").split(",")]
    modules = [m for m in modules if not m.startswith("--")]
    verdicts: dict[str, int] = json.loads(OUT.read_text()) if OUT.exists() else {}
    shutil.copytree("tests", ROOT / "tests", dirs_exist_ok=True)  # the tests as they are now
    for name in named:  # any mutant, checked in a fresh import (a memo filled before the fork hides some)
        record(verdicts, name, run_one(name, tests))
    for module in modules:
        src = Path(module.replace(".", "/") + ".py").read_text(encoding="utf-8")
        functions = import_time_functions(src)
        names = survivors(module, functions & only if only else functions)
        print(f"{module}: {len(names)} survivors in import-time functions")
        for name in names:
            if name in verdicts and verdicts[name] != 0:
                continue  # killed already; a survivor is tried again (a test may have been added since)
            record(verdicts, name, run_one(name, tests))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
