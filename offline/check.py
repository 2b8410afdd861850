"""`python -m offline.check` (make offline-check): every stored request scored again by `rules/` inside the offline
runtime under Node, compared byte for byte with the server's answer.

The requests are those of `bench.answers` (the committed `bench/data/answers-baseline.tsv.xz`: one request a line,
its JSON as stored, then a tab and the answer of its day). The server's answer is computed now, by this tree: what
`manage.py score --jsonl` writes for the line (`calculator.scoring.score_line` and `dump`: the limits, then
`rules.score_request`, with the API's translator: Django set up). The offline answer is what `offline/score.mjs`
writes for the same line (Pyodide, the rules bundle of this tree). `sample()` chooses the suite's share
(tests/offline/test_identical_answers.py): every rule set, preset, status, language and error kind, then a
fixed-seed draw of the rest.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCORE_MJS = ROOT / "offline" / "score.mjs"
SEED = 28


def stored_requests() -> list[str]:
    """The stored requests' JSON, one per stored answer, in the file's order."""
    from bench.answers import BASELINE, _open

    with _open(BASELINE, "r") as f:
        return [line.split("\t", 1)[0] for line in f]


def server_answers(lines: Iterable[str]) -> list[str]:
    """What the server's `score --jsonl` writes for each line (the caller has set Django up)."""
    from calculator.scoring import dump, score_line

    return [dump(score_line(line.encode())[1]) for line in lines]


_NUMBERS = re.compile(r"\d+")


def kinds(line: str) -> set[tuple[str, ...]]:
    """What the request stands for in the sample: its rule set, preset (or none), language, status, and each
    error's kind (the field with its numbers taken out, the message's English text before its parameters)."""
    import rules
    from calculator import limits
    from rules.errors import RequestError
    from rules.request import request_lang

    data = json.loads(line)
    out: set[tuple[str, ...]] = set()
    if isinstance(data, dict):
        rs = data.get("ruleset")
        rs = rs if isinstance(rs, str) else repr(rs)
        preset = data.get("preset")
        out.add(("ruleset", rs))
        out.add(("preset", rs, preset if isinstance(preset, str) else repr(preset)))
    out.add(("lang", request_lang(data)))
    try:
        limits.check(data)
        req = rules.parse_request(data)
        rules.score(req)
        out.add(("status", "200"))
    except (limits.LimitError, RequestError) as e:
        out.add(("status", "400"))
        for err in e.errors:
            msgid = getattr(err.message, "msgid", None) or _NUMBERS.sub("#", err.message.get("en"))
            out.add(("error", _NUMBERS.sub("#", err.field), msgid))
    return out


def sample(lines: Sequence[str], n: int = 2000, seed: int = SEED) -> tuple[list[int], set[tuple[str, ...]]]:
    """At least `n` line numbers: first one line for every kind found in `lines` (the first line that has it),
    then a fixed-seed draw of the others; and the kinds found."""
    chosen: list[int] = []
    seen: set[tuple[str, ...]] = set()
    for i, line in enumerate(lines):
        k = kinds(line)
        if k - seen:
            chosen.append(i)
            seen |= k
    taken = set(chosen)
    rest = [i for i in range(len(lines)) if i not in taken]
    chosen += random.Random(seed).sample(rest, max(0, min(len(rest), n - len(chosen))))
    return sorted(chosen), seen


def offline_answers(lines: Sequence[str], bundle: Path | None = None) -> tuple[list[str], str, float]:
    """Each line scored by offline/score.mjs in one Node process (the runtime loaded once): its answer lines,
    what it said about its timing, and the wall-clock seconds of the whole run."""
    args = ["node", str(SCORE_MJS), "--timing"]
    if bundle is not None:
        args += ["--bundle", str(bundle)]
    start = time.perf_counter()
    done = subprocess.run(
        args,
        input="".join(line + "\n" for line in lines).encode(),
        capture_output=True,
        check=False,
        cwd=ROOT,
    )
    seconds = time.perf_counter() - start
    if done.returncode not in (0, 2):
        raise RuntimeError(f"score.mjs failed ({done.returncode}): {done.stderr.decode()[-2000:]}")
    return done.stdout.decode().split("\n")[:-1], done.stderr.decode().strip(), seconds


def compare(lines: Sequence[str], server: Sequence[str], offline: Sequence[str]) -> list[tuple[int, str, str, str]]:
    """The lines whose answers differ: (line number, request, server's answer, offline answer)."""
    if len(offline) != len(server):
        return [(-1, f"{len(lines)} lines", f"{len(server)} answers", f"{len(offline)} answers")]
    return [(i, lines[i], s, o) for i, (s, o) in enumerate(zip(server, offline, strict=True)) if s != o]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m offline.check", description=__doc__.split("\n")[0])
    parser.add_argument("--sample", type=int, default=0, help="only the suite's sample of at least N lines")
    args = parser.parse_args(argv)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()  # the API's translator (calculator.apps)
    from offline.build import write_bundle

    lines = stored_requests()
    if args.sample:
        chosen, seen = sample(lines, args.sample)
        lines = [lines[i] for i in chosen]
        print(f"sample: {len(lines)} lines covering {len(seen)} kinds")
    start = time.perf_counter()
    server = server_answers(lines)
    server_seconds = time.perf_counter() - start
    with tempfile.TemporaryDirectory() as tmp:
        offline, timing, seconds = offline_answers(lines, write_bundle(Path(tmp)))
    diffs = compare(lines, server, offline)
    for i, req, s, o in diffs[:5]:
        print(f"line {i}: {req[:300]}\n  server  {s[:400]}\n  offline {o[:400]}")
    print(f"{len(lines) - len(diffs)} identical of {len(lines)}")
    print(f"server (in process): {server_seconds:.1f} s; offline (Node, one process): {seconds:.1f} s; {timing}")
    return 1 if diffs else 0


if __name__ == "__main__":
    sys.exit(main())
