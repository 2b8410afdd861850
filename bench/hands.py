"""Fixed-seed random hands (counts arrays) for the bench and the engine tests."""

from __future__ import annotations

import random


def random_complete(rng: random.Random, sets: int = 4, *, honors: bool = True, runs: float = 0.5) -> list[int]:
    """A random complete hand as a counts array: `sets` sets (a run with probability `runs`) and a pair."""
    kinds = 34 if honors else 27
    while True:
        h = [0] * 34
        for _ in range(sets):
            if rng.random() < runs:
                b = rng.randrange(3) * 9 + rng.randrange(7)
                for k in (b, b + 1, b + 2):
                    h[k] += 1
            else:
                h[rng.randrange(kinds)] += 3
        h[rng.randrange(kinds)] += 2
        if max(h) <= 4:
            return h


def remove_random(rng: random.Random, hand: list[int], n: int) -> list[int]:
    h = list(hand)
    for _ in range(n):
        k = rng.choice([i for i in range(34) if h[i]])
        h[k] -= 1
    return h
