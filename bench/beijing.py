"""Beijing: time to score whole requests with 0, 3 and 4 惠牌, and plain throughput."""

from __future__ import annotations

import random
from typing import Any

import rules
from rules.tiles import tile_str, to_mpsz

from .hands import random_complete
from .timing import median_ms, per_second

FLIP = "9p"  # 惠坯 9p: the 惠牌 is 1p
HUI = 9  # 1p
FLIP_KIND = 17  # 9p, on the table: at most 3 more in a hand


def _hand(rng: random.Random, wild: int) -> tuple[str, str] | None:
    """(hand, winning tile): a random complete 14-tile hand with `wild` of its tiles turned into 惠牌."""
    c = random_complete(rng)
    if c[HUI] or c[FLIP_KIND] > 3:
        return None
    for _ in range(wild):
        c[rng.choice([k for k in range(34) if c[k]])] -= 1
    tiles = [k for k in range(34) for _ in range(c[k])] + [HUI] * wild
    return to_mpsz(tiles), tile_str(tiles[-1])


def requests(n: int, wild: int, seed: int = 20261121) -> list[dict[str, Any]]:
    """Self-draws by seat 1 (always legal, whatever the 惠牌 count), with 烧庄 and a 互包 pair."""
    rng = random.Random(seed + wild)
    out = []
    while len(out) < n:
        made = _hand(rng, wild)
        if made is None:
            continue
        hand, tile = made
        out.append(
            {
                "ruleset": "beijing",
                "dealer": 0,
                "indicators": {"flip": FLIP},
                "table": {"shaozhuang_rounds": 2, "hubao": [[1, 3]]},
                "seats": [{}, {"hand": hand, "win": {"tile": tile, "by": "self_draw"}}, {}, {}],
            }
        )
    return out


def _score(data: dict[str, Any]) -> None:
    status, answer = rules.score_request(data)
    if status != 200:
        raise AssertionError(answer)


def run(quick: bool = False) -> list[tuple[str, float, str]]:
    n = 20 if quick else 200
    out = []
    for wild in (0, 3, 4):
        label = f"beijing: median per request, {wild} 惠牌 ({n} random hands)"
        out.append((label, median_ms(_score, requests(n, wild)), "ms"))
    out.append((f"beijing: requests per second, 1 惠牌 ({n} random hands)", per_second(_score, requests(n, 1)), "/s"))
    worst = [
        {
            "ruleset": "beijing",
            "indicators": {"flip": FLIP},
            "seats": [{}, {"hand": hand, "win": {"tile": "1p", "by": "self_draw"}}, {}, {}],
        }
        for hand in ("1112223334m1111p", "1122334455m1111p")
    ]
    out.append(("beijing: worst case, 4 惠牌 + 10 tiles of one suit (~800 readings)", median_ms(_score, worst), "ms"))
    return out
