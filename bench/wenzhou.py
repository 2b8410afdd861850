"""Wenzhou: how long finding the best 财神 reading of a 17-tile hand takes.

The hands hold four 财神 (wildcards) and 13 real tiles: the most a hand can
hold (by default the flipped tile goes back into play, so all four copies
can be held; option `flip_on_table`), and the worst case the reading
search can meet. Each hand is timed on its own; the figure is the median
over every hand and repetition, with the engine's memo tables warm, plus
the first pass over fresh tables. The same hands then go through the
whole request path (`rules.score_request`) as self-drawn wins.
"""

from __future__ import annotations

import random
import statistics
import time

import rules
from rules import engine as E
from rules.tiles import N_KINDS, to_mpsz
from rules.wenzhou.hand import Split, best_reading

WILD = 4  # 5m is the 财神 kind in every hand here


def _complete_hand(rng: random.Random) -> list[int]:
    """Five random sets and a pair (no kind beyond 4 copies), as kinds."""
    while True:
        counts = [0] * N_KINDS
        tiles: list[int] = []
        for _ in range(5):
            if rng.random() < 0.6:
                suit = rng.randrange(3)
                start = suit * 9 + rng.randrange(7)
                group = [start, start + 1, start + 2]
            else:
                group = [rng.randrange(N_KINDS)] * 3
            tiles += group
        tiles += [rng.randrange(N_KINDS)] * 2
        for t in tiles:
            counts[t] += 1
        if max(counts) <= 4 and counts[WILD] == 0:
            return tiles


def hands(n: int, seed: int = 2) -> list[Split]:
    """`n` complete 17-tile hands with four tiles replaced by 财神 (every third one spoiled, often past repair)."""
    rng = random.Random(seed)
    out = []
    for i in range(n):
        tiles = _complete_hand(rng)
        rng.shuffle(tiles)
        real = tiles[WILD:]
        if i % 3 == 2:  # break it: swap a real tile for an honor that cannot fit
            real[0] = 27 + (real[0] + 1) % 7
        counts = [0] * N_KINDS
        for t in real:
            counts[t] += 1
        out.append(Split(cai_shen=WILD, counts=tuple(counts), wild=WILD, baiban=0))
    return out


def _clear_memo() -> None:
    E._SUIT_TABLE.clear()
    E._HONOR_TABLE.clear()
    E._suit_decomps.cache_clear()
    E._need_num.cache_clear()


def _time(splits: list[Split], repeat: int) -> list[float]:
    times = []
    for _ in range(repeat):
        for s in splits:
            t0 = time.perf_counter()
            best_reading(s)
            times.append(time.perf_counter() - t0)
    return times


REQUEST = {  # the whole path: parse, check, read the 财神, settle, answer
    "ruleset": "wenzhou",
    "indicators": {"flip": "5m"},
    "dealer_streak": 2,
    "table": {"maidi": 5, "dingdi": [0, 3, 0, 0]},
    "options": {"cai_shen_qian": True},
    "seats": [
        {"cai_shen": 0},
        {"hand": "13m46789p234789s77z55m", "win": {"tile": "3m", "by": "self_draw"}},
        {"cai_shen": 1},
        {"cai_shen": 0},
    ],
}


def four_cai_shen_requests(splits: list[Split]) -> list[dict]:
    """Each hand as a whole request: 13 real tiles + 5555m, self-drawn by the dealer (5m flipped)."""
    out = []
    for s in splits:
        if max(s.counts) > 4:  # a spoiled hand can hold a fifth copy of an honor: not a real hand
            continue
        real = [k for k in range(N_KINDS) for _ in range(s.counts[k])]
        out.append(
            {
                "ruleset": "wenzhou",
                "indicators": {"flip": "5m"},
                "seats": [
                    {"hand": to_mpsz(real + [WILD] * s.wild), "win": {"tile": to_mpsz(real[:1]), "by": "self_draw"}},
                    {},
                    {},
                    {},
                ],
            }
        )
    return out


def run(quick: bool = False) -> list[tuple[str, float, str]]:
    splits = hands(60 if quick else 300)
    _clear_memo()
    cold = _time(splits, 1)
    warm = _time(splits, 3 if quick else 10)
    found = sum(1 for s in splits if best_reading(s)[0] is not None)
    whole = []
    for _ in range(50 if quick else 300):
        t0 = time.perf_counter()
        status, _answer = rules.score_request(REQUEST)
        whole.append(time.perf_counter() - t0)
        assert status == 200
    four = []
    for data in four_cai_shen_requests(splits):
        for _ in range(3):
            t0 = time.perf_counter()
            status, answer = rules.score_request(data)
            four.append(time.perf_counter() - t0)
            assert status == 200, answer  # four 财神 hold three: 三财神 wins whatever the shape
    return [
        ("wenzhou best 财神 reading, 17 tiles with 4 财神: median (warm)", statistics.median(warm) * 1000, "ms"),
        (
            "wenzhou best 财神 reading, 4 财神: 95th percentile (warm)",
            statistics.quantiles(warm, n=20)[18] * 1000,
            "ms",
        ),
        ("wenzhou best 财神 reading, 4 财神: median, first pass (fresh tables)", statistics.median(cold) * 1000, "ms"),
        ("wenzhou best 财神 reading, 4 财神: max, first pass (fresh tables)", max(cold) * 1000, "ms"),
        ("wenzhou hands timed (complete ones)", float(found), f"of {len(splits)}"),
        (
            "wenzhou score_request, soft hand with 2 财神, 买底/顶底, 财神钱: median",
            statistics.median(whole) * 1000,
            "ms",
        ),
        ("wenzhou score_request, 17 tiles with 4 财神 (13 real + 5555m): median", statistics.median(four) * 1000, "ms"),
        ("wenzhou score_request, 4 财神: max", max(four) * 1000, "ms"),
    ]


if __name__ == "__main__":
    for label, value, unit in run():
        print(f"{label}: {value:.3f} {unit}")
