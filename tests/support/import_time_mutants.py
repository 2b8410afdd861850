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

(run from the worktree after `make mutants` made `mutants/`; the children run inside `mutants/`).
The verdicts go to mutants/import_time.json ({mutant: pytest exit code}); `mutation_report` counts a
non-zero code there as killed.
"""

from __future__ import annotations

import ast
import json
import os
import sys
from pathlib import Path

from tests.support.mutation_report import KILLED, ROOT

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


def main(argv: list[str]) -> int:
    cut = argv.index("--") if "--" in argv else len(argv)
    modules, tests = argv[:cut], argv[cut + 1 :]
    only = {f for a in modules if a.startswith("--only=") for f in a.removeprefix("--only=").split(",")}
    named = [n for a in modules if a.startswith("--names=") for n in a.removeprefix("--names=").split(",")]
    modules = [m for m in modules if not m.startswith("--")]
    verdicts: dict[str, int] = json.loads(OUT.read_text()) if OUT.exists() else {}
    for name in named:  # any mutant, checked in a fresh import (a memo filled before the fork hides some)
        verdicts[name] = run_one(name, tests)
        print(f"  {name}: {'killed' if verdicts[name] else 'survived'} ({verdicts[name]})", flush=True)
        OUT.write_text(json.dumps(verdicts, indent=1, sort_keys=True))
    for module in modules:
        src = Path(module.replace(".", "/") + ".py").read_text(encoding="utf-8")
        functions = import_time_functions(src)
        names = survivors(module, functions & only if only else functions)
        print(f"{module}: {len(names)} survivors in import-time functions")
        for name in names:
            if name in verdicts:
                continue
            verdicts[name] = run_one(name, tests)
            print(f"  {name}: {'killed' if verdicts[name] else 'survived'} ({verdicts[name]})", flush=True)
            OUT.write_text(json.dumps(verdicts, indent=1, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
