"""Invariants over many random Beijing requests (fixed seed): the exclusions hold, the ledger balances."""

from __future__ import annotations

import random

import rules
from bench.hands import random_complete
from rules.tiles import tile_str, to_mpsz
from tests.support.settlement import check_settlement

BONUS = {
    "duiduihu",
    "dadiao",
    "zhuowukui",
    "haidilaoyue",
    "yitiaolong",
    "qiduizi",
    "gangshangkaihua",
    "qingyise",
    "haohua_qiduizi",
    "sihuipai",
    "tianhu",
    "dihu",
}  # seed line 63


def _hand(rng: random.Random, wild: int) -> tuple[str, str]:
    """A random complete closed hand (no 1p, at most three 9p) with `wild` tiles turned into 惠牌 1p."""
    while True:
        c = random_complete(rng)
        if not c[9] and c[17] <= 3:
            break
    for _ in range(wild):
        c[rng.choice([k for k in range(34) if c[k]])] -= 1
    tiles = [k for k in range(34) for _ in range(c[k])] + [9] * wild
    return to_mpsz(tiles), tile_str(rng.choice(tiles))


def _variants(rng: random.Random) -> list[dict]:
    out = []
    for wild in (0, 1, 2, 3, 4):
        for _ in range(12):
            seat = rng.randrange(4)
            tiles, tile = _hand(rng, wild)
            data = {"ruleset": "beijing", "indicators": {"flip": "9p"}, "seats": [{}, {}, {}, {}]}
            data["dealer"] = rng.randrange(4)
            win = {"tile": tile, "by": "self_draw"}
            if rng.random() < 0.5:
                win["by"] = rng.choice(["discard", "robbed_kong"])
                win["from"] = rng.choice([s for s in range(4) if s != seat])
            win["first_turn"] = rng.random() < 0.2
            win["last_tile"] = not win["first_turn"] and win["by"] != "robbed_kong" and rng.random() < 0.2
            data["seats"][seat] = {"hand": tiles, "win": win}
            data["table"] = {"shaozhuang_rounds": rng.randrange(4), "hubao": rng.choice([[], [[seat, (seat + 1) % 4]]])}
            data["options"] = {"base_points": rng.choice([1, 500, 2000])}
            out.append(data)
    return out


def test_random_requests_keep_every_invariant() -> None:
    rng = random.Random(5)
    scored = 0
    for data in _variants(rng):
        status, answer = rules.score_request(data)
        if status == 400:
            # only the rules of lines 35 and 91 may refuse these (three 惠牌 / a dealer's first-turn discard)
            assert {e["field"].rsplit(".", 1)[-1] for e in answer["errors"]} <= {"by", "first_turn"}, answer
            continue
        scored += 1
        assert sum(answer["net"]) == 0
        check_settlement(answer)
        (hand,) = answer["hands"]
        keys = {i["key"] for i in hand["items"]}
        assert ("tuidaohu" in keys) == (not keys & BONUS)
        assert not {"tianhu", "zhuang"} <= keys
        assert not {"haohua_qiduizi", "qiduizi"} <= keys
        assert hand["total"] == sum(i["value"] for i in hand["items"] if i["key"] != "shaozhuang")
        rounds = data["table"]["shaozhuang_rounds"]
        base = data["options"]["base_points"]
        sz = [p for p in answer["payments"] if p["reason"] == "shaozhuang"]
        assert len(sz) == (3 if rounds else 0)
        assert all(p["from"] == data["dealer"] and p["amount"] == 2 ** (rounds - 1) * base for p in sz)
        hand_paid = sum(p["amount"] for p in answer["payments"] if p["reason"] in ("hand", "hubao"))
        by = data["seats"][hand["seat"]]["win"]["by"]
        assert hand_paid == hand["total"] * base * (3 if by == "self_draw" else 1)
    assert scored >= 40
