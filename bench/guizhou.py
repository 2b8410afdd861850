"""Guizhou: the 查叫 best-pattern search for a ready 13-tile hand, and whole-table settlements."""

from __future__ import annotations

import random
from typing import Any

import rules
from rules.guizhou.hand import best_wait
from rules.tiles import counts, to_mpsz

from .hands import random_complete
from .timing import median_ms, per_second


def _ready_hand(rng: random.Random) -> list[int] | None:
    """A random complete 14-tile hand of number tiles (sets + pair, or seven pairs) less one tile: ready."""
    c = [0] * 34
    if rng.random() < 0.2:
        for k in rng.sample(range(27), 7):
            c[k] += 2
    else:
        c = random_complete(rng, honors=False, runs=0.6)
    if max(c) > 4:
        return None
    tiles = [k for k in range(27) for _ in range(c[k])]
    tiles.pop(rng.randrange(14))
    return tiles


def _hands(n: int, seed: int = 4) -> list[list[int]]:
    rng = random.Random(seed)
    out: list[list[int]] = []
    while len(out) < n:
        h = _ready_hand(rng)
        if h is not None:
            out.append(h)
    return out


def _draw_request(hand: list[int]) -> dict[str, Any]:
    return {
        "ruleset": "guizhou",
        "players": 4,
        "dealer": 0,
        "seats": [{"tenpai": False}, {"hand": to_mpsz(hand)}, {"tenpai": False}, {"tenpai": False}],
    }


def run(quick: bool = False) -> list[tuple[str, float, str]]:
    n = 200 if quick else 2000
    hands = _hands(n)
    count_arrays = [counts(h) for h in hands]
    first = median_ms(lambda c: best_wait(c, []), count_arrays, repeat=1)
    warm = median_ms(lambda c: best_wait(c, []), count_arrays, repeat=5)
    reqs = [_draw_request(h) for h in hands[: n // 4]]
    whole = median_ms(rules.score_request, reqs, repeat=3)
    rate = per_second(rules.score_request, reqs, repeat=2)
    return [
        ("guizhou: 查叫 best pattern over all waits, 13-tile ready hand (median, first call)", first, "ms"),
        ("guizhou: 查叫 best pattern over all waits, 13-tile ready hand (median, best of 5)", warm, "ms"),
        ("guizhou: whole draw settlement through score_request (median)", whole, "ms"),
        ("guizhou: draw settlements through score_request", rate, "/s"),
    ]
