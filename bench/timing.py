"""Small timing helpers shared by the bench modules."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Sequence
from typing import Any


def per_second(fn: Callable[..., object], items: Sequence[Any], *args: Any, repeat: int = 3) -> float:
    """Best-of-`repeat` throughput of `fn(item, *args)` over `items` (items per second), called directly."""
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        for x in items:
            fn(x, *args)
        best = min(best, time.perf_counter() - t0)
    return len(items) / best


def median_ms(fn: Callable[[Any], object], items: Sequence[Any], *, repeat: int = 5) -> float:
    """Median over items of the best-of-`repeat` time of one call, in milliseconds."""
    times = []
    for x in items:
        best = float("inf")
        for _ in range(repeat):
            t0 = time.perf_counter()
            fn(x)
            best = min(best, time.perf_counter() - t0)
        times.append(best)
    return statistics.median(times) * 1000


def compare(
    ours: Callable[..., object], theirs: Callable[..., object], items: Sequence[Any], *args: Any, repeat: int = 5
) -> tuple[float, float]:
    """Items per second of `ours(item, *args)` and `theirs(item)`, passes alternating, best pass of each.

    Alternating keeps a busy machine (other processes on the 2 cores) from
    favouring whichever side happened to run in a quiet moment.
    """
    a = b = 0.0
    for _ in range(repeat):
        a = max(a, per_second(ours, items, *args, repeat=1))
        b = max(b, per_second(theirs, items, repeat=1))
    return a, b
