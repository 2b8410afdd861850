"""The hand engine against the PyPI package `mahjong` on the same fixed-seed hands."""

from __future__ import annotations

import random

from mahjong.agari import Agari

from rules import engine as E

from .hands import random_complete, remove_random
from .timing import compare, median_ms

RIICHI = E.STANDARD | E.SEVEN_PAIRS | E.THIRTEEN_ORPHANS


def hands(n: int, seed: int = 20261121) -> tuple[list[list[int]], list[list[int]]]:
    """(14-tile hands to check: half complete, half a tenpai hand plus a random draw; 13-tile tenpai-ish hands)."""
    rng = random.Random(seed)
    checks: list[list[int]] = []
    tenpai: list[list[int]] = []
    while len(checks) < n:
        full = random_complete(rng)
        checks.append(full)
        t = remove_random(rng, full, 1)
        tenpai.append(t)
        d = list(t)
        k = rng.randrange(34)
        if d[k] < 4:
            d[k] += 1
            checks.append(d)
    return checks[:n], tenpai


def mahjong_waits(hand: list[int]) -> tuple[int, ...]:
    agari = Agari()
    out = []
    for t in range(34):
        if hand[t] < 4:
            hand[t] += 1
            if agari.is_agari(hand):
                out.append(t)
            hand[t] -= 1
    return tuple(out)


def run(quick: bool = False) -> list[tuple[str, float, str]]:
    n = 4000 if quick else 40000
    checks, tenpai = hands(n)
    tenpai = tenpai[: n // 8]
    agari = Agari()
    for h in checks:  # fill the lookup tables once: they are part of the engine
        E.is_complete(h, 0, RIICHI)
    ours, theirs = compare(E.is_complete, agari.is_agari, checks, 0, RIICHI)
    ours_w, theirs_w = compare(lambda h: E.waits(h, shapes=RIICHI), mahjong_waits, tenpai)

    rng = random.Random(7)
    fourteen = [random_complete(rng) for _ in range(200 if quick else 1000)]
    decomp = median_ms(E.readings, fourteen)
    sixteen = [remove_random(rng, random_complete(rng, sets=5), 4) for _ in range(50 if quick else 300)]
    waits3 = median_ms(lambda h: E.waits(h, 3), sixteen)
    return [
        ("engine: complete-hand checks/s (ours)", ours, "/s"),
        ("engine: complete-hand checks/s (mahjong Agari.is_agari)", theirs, "/s"),
        ("engine: complete-hand check speed-up", ours / theirs, "x"),
        ("engine: waits/s of 13-tile hands (ours)", ours_w, "/s"),
        ("engine: waits/s of 13-tile hands (mahjong, is_agari over 34 tiles)", theirs_w, "/s"),
        ("engine: waits speed-up", ours_w / theirs_w, "x"),
        ("engine: median all decompositions of a 14-tile hand", decomp, "ms"),
        ("engine: median waits of a 16-tile hand with 3 wildcards", waits3, "ms"),
    ]
