"""The stored requests (bench.answers) scored again by `rules/` inside the offline runtime (Pyodide under Node,
offline/score.mjs) give, byte for byte, the server's answers (`calculator.scoring`: what the API and
`manage.py score --jsonl` write). The suite's share: at least 2,000 lines chosen to cover every rule set, preset,
language, status and error kind (offline.check.sample); `make offline-check` runs all of them. The runtime is
loaded once for the module: one Node process scores the whole sample."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest

import rules
from offline import check
from offline.build import PYODIDE, write_bundle

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="node is missing (CI installs it: make node-deps)")

SAMPLE = 2000


@pytest.fixture(scope="module")
def chosen() -> dict[str, Any]:
    lines = check.stored_requests()
    indices, kinds = check.sample(lines, SAMPLE)
    return {"lines": [lines[i] for i in indices], "kinds": kinds}


@pytest.fixture(scope="module")
def scored(chosen: dict[str, Any], tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    if not (PYODIDE / "pyodide.asm.wasm").exists():
        pytest.fail("node_modules/pyodide is missing: run `make offline` (npm ci)")
    bundle = write_bundle(Path(tmp_path_factory.mktemp("offline")))  # this tree's rules/ and catalogs
    offline, timing, _seconds = check.offline_answers(chosen["lines"], bundle)  # one Node process: one runtime
    return {**chosen, "server": check.server_answers(chosen["lines"]), "offline": offline, "timing": timing}


def test_sample_covers_every_rule_set_preset_and_error_kind(chosen: dict[str, Any]) -> None:
    assert len(chosen["lines"]) >= SAMPLE
    found: set[tuple[str, ...]] = set()
    for line in chosen["lines"]:
        found |= check.kinds(line)
    assert found == chosen["kinds"]  # every kind of the whole stored set
    for key, rs in rules.RULE_SETS.items():
        assert ("ruleset", key) in found
        for preset in rs.presets:
            assert ("preset", key, preset.key) in found, (key, preset.key)
    assert {k[1] for k in found if k[0] == "status"} == {"200", "400"}
    assert {k[1] for k in found if k[0] == "lang"} == {"zh-hans", "zh-hant", "ja", "en"}
    assert len([k for k in found if k[0] == "error"]) > 100


def test_offline_answers_are_the_servers_byte_for_byte(scored: dict[str, Any]) -> None:
    diffs = check.compare(scored["lines"], scored["server"], scored["offline"])
    shown = "\n".join(f"line {i}: {req[:200]}\n  server  {s[:300]}\n  offline {o[:300]}" for i, req, s, o in diffs[:3])
    assert diffs == [], f"{len(diffs)} of {len(scored['lines'])} answers differ ({scored['timing']}):\n{shown}"
