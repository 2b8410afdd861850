"""The answers of today's code, kept (`bench/data/answers-baseline.tsv.xz`, written by `python -m bench.answers
write` on 2026-11-26, before the rule sets became self-contained): a sample of 2,168 (every twelfth) of its 26,006 requests (every
rule set, valid and invalid, every error kind the generator makes) scored again must answer byte for byte the same.
`python -m bench.answers check` compares all of them. A change of an answer on purpose is listed in CHANGED with its
reason, never silently."""

from __future__ import annotations

import json

import pytest

import rules
from bench.answers import BASELINE, _open

STEP = 12

# request index in the baseline -> why its answer changed on purpose (none so far)
CHANGED: dict[int, str] = {}


def _sample() -> list[tuple[int, str, str]]:
    with _open(BASELINE, "r") as f:
        lines = [line.rstrip("\n").split("\t", 1) for line in f]
    return [(i, lines[i][0], lines[i][1]) for i in range(0, len(lines), STEP)]


@pytest.mark.usefixtures("settings")  # the catalogs installed: answers in every language, as the pages give them
def test_baseline_answers_a_sample_scores_the_same_as_the_kept_answers() -> None:
    sample = _sample()
    assert len(sample) == 2168
    statuses = {json.loads(answer)[0] for _i, _r, answer in sample}
    assert statuses == {200, 400}
    differ = []
    for i, request, answer in sample:
        status, now = rules.score_request(json.loads(request))
        line = json.dumps([status, now], ensure_ascii=False, sort_keys=True)
        if line != answer and i not in CHANGED:
            differ.append(f"request {i}: {request[:300]}\n  kept {answer[:300]}\n  now  {line[:300]}")
    assert not differ, f"{len(differ)} answers changed:\n" + "\n".join(differ[:5])
