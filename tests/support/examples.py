"""How many examples a property test tries, by the Hypothesis profile (tests/conftest.py registers them).

`examples(full)`: the test's full count under `HYPOTHESIS_PROFILE=thorough` (`make fuzz`), half of it under the
everyday `suite` profile (`make test`): the profile's `max_examples` read as a share of 100. Hypothesis draws new
examples on every run, so the runs of the suite go on covering new ground."""

from __future__ import annotations

from hypothesis import settings


def examples(full: int) -> int:
    return max(10, full * settings.default.max_examples // 100)
