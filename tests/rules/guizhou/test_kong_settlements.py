"""Kongs (豆) on a draw under 查叫全包, and who pays whom under 包杠: whole tables worked by hand.

Seed (seeds/000_83bcab1ae18cc98e.txt):
- line 149, 包杠: "有人胡牌时候,不听牌的玩家需要包自己手中本来算分的杠分,需要给对应的玩家分值(如果是收所有
  玩家的杠分,则反给所有玩家,如果是针对某一个的,则只给某一个(点豆和爬坡豆、闷豆的区别)": the seat that is
  not ready pays out the kong points it would have collected, to the seats it would have collected from:
  闷豆 / 爬坡豆 to every other seat, 点豆 to the discarder alone. The payer is the kong's OWNER.
- line 165, 荒庄查叫: "豆不计分" (a draw scores no kong), unless
- line 167, 查叫全包: "勾选后,荒庄的听牌玩家的鸡分和豆分需要算" (ticked: the ready seats' chickens and
  kongs score on a draw), "不勾选 ... 不包鸡包杠" (so ticked, 包鸡 and 包杠 apply too).
- rules-brief: 闷豆 and 爬坡豆 each other seat pays 1, 点豆 the discarder alone pays 1; dealer doubling
  (line 122: "庄家的胡牌或者被胡牌分都需要翻倍", the brief: any pattern or kong payment the dealer makes or
  receives) doubles kong payments too.

Seat 0 deals. `PH` is a 平胡 (1) on 5s with no chicken; "234m456m789p5s" with one kong is ready on 5s
(平胡 1). No flip, no 1s anywhere: no chicken in these tables.
"""

from __future__ import annotations

from typing import Any

import pytest

from .support import PH, kong, request, settle, win

NOTEN: dict[str, Any] = {"tenpai": False}
READY_WITH_KONG = "234m456m789p5s"  # + one kong: 13 tiles, waits on 5s (平胡 1)

CASES = [
    pytest.param(
        # 查叫全包 draw, seat 1 ready with a 闷豆 (9999s): 查叫 平胡 1 from each noten seat (dealer 1x2 = 2),
        # and the 闷豆 scores (line 167): 1 from each other seat, the dealer 1x2 = 2.
        # Seat 3 is not ready and holds a 点豆 8888m claimed from the dealer; 包杠 is off: it pays nothing back.
        # seat 1: 2+1+1 (查叫) + 2+1+1 (闷豆) = +8; dealer -2-2 = -4; seats 2 and 3: -1-1 = -2.
        request(
            [
                NOTEN,
                {"hand": READY_WITH_KONG, "melds": [kong("9999s")]},
                NOTEN,
                {"melds": [kong("8888m", "exposed", 0)], **NOTEN},
            ],
            options={"cha_jiao_quan_bao": True},
        ),
        [-4, 8, -2, -2],
        {
            (0, 1, "chajiao"): 2,
            (2, 1, "chajiao"): 1,
            (3, 1, "chajiao"): 1,
            (0, 1, "kong"): 2,
            (2, 1, "kong"): 1,
            (3, 1, "kong"): 1,
        },
        id="cha-jiao-quan-bao-draw-with-a-kong",
    ),
    pytest.param(
        # the same table without 查叫全包: "荒庄查叫 ... 豆不计分" (line 165): 查叫 only.
        request(
            [
                NOTEN,
                {"hand": READY_WITH_KONG, "melds": [kong("9999s")]},
                NOTEN,
                {"melds": [kong("8888m", "exposed", 0)], **NOTEN},
            ]
        ),
        [-2, 4, -1, -1],
        {(0, 1, "chajiao"): 2, (2, 1, "chajiao"): 1, (3, 1, "chajiao"): 1},
        id="draw-kong-scores-nothing",
    ),
    pytest.param(
        # 查叫全包 + 包杠 on a draw: as the first case, and seat 3 (not ready) pays back its 点豆 to the seat it
        # would have collected from, the discarder (the dealer): 1x2 = 2.
        # dealer -2-2+2 = -2; seat 1 +8; seat 2 -2; seat 3 -1-1-2 = -4.
        request(
            [
                NOTEN,
                {"hand": READY_WITH_KONG, "melds": [kong("9999s")]},
                NOTEN,
                {"melds": [kong("8888m", "exposed", 0)], **NOTEN},
            ],
            options={"cha_jiao_quan_bao": True, "bao_gang": True},
        ),
        [-2, 8, -2, -4],
        {
            (0, 1, "chajiao"): 2,
            (2, 1, "chajiao"): 1,
            (3, 1, "chajiao"): 1,
            (0, 1, "kong"): 2,
            (2, 1, "kong"): 1,
            (3, 1, "kong"): 1,
            (3, 0, "bao_kong"): 2,
        },
        id="cha-jiao-quan-bao-bao-gang-dian-dou",
    ),
    pytest.param(
        # 查叫全包 + 包杠, the dealer ready with a 爬坡豆 (3333p, added to a pon from seat 2):
        # 查叫 平胡 1x2 = 2 from each of the three noten seats; the 爬坡豆 1x2 = 2 from each.
        # Seat 3, not ready, holds a 闷豆 9999s: pays it back to every other seat, the dealer 1x2 = 2, seats 1, 2: 1.
        # dealer: 6 + 6 + 2 = +14; seat 1: -2-2+1 = -3; seat 2: -3; seat 3: -2-2-2-1-1 = -8.
        request(
            [
                {"hand": READY_WITH_KONG, "melds": [kong("3333p", "added", 2)]},
                NOTEN,
                NOTEN,
                {"melds": [kong("9999s")], **NOTEN},
            ],
            options={"cha_jiao_quan_bao": True, "bao_gang": True},
        ),
        [14, -3, -3, -8],
        {
            (1, 0, "chajiao"): 2,
            (2, 0, "chajiao"): 2,
            (3, 0, "chajiao"): 2,
            (1, 0, "kong"): 2,
            (2, 0, "kong"): 2,
            (3, 0, "kong"): 2,
            (3, 0, "bao_kong"): 2,
            (3, 1, "bao_kong"): 1,
            (3, 2, "bao_kong"): 1,
        },
        id="cha-jiao-quan-bao-bao-gang-men-dou-dealer-ready",
    ),
    pytest.param(
        # 包杠 with a win: seat 1 self-draws 平胡 1 (dealer 2, others 1).
        # Seat 2, not ready, holds a 闷豆 9999s: pays it back to every other seat (dealer 1x2 = 2, seats 1, 3: 1).
        # Seat 3, not ready, holds a 点豆 8888m claimed from seat 2: pays 1 back to seat 2 alone.
        # dealer -2+2 = 0; seat 1 4+1 = +5; seat 2 -1-2-1-1+1 = -4; seat 3 -1+1-1 = -1.
        request(
            [{}, win(PH, "5s"), {"melds": [kong("9999s")], **NOTEN}, {"melds": [kong("8888m", "exposed", 2)], **NOTEN}],
            options={"bao_gang": True},
        ),
        [0, 5, -4, -1],
        {
            (0, 1, "hand"): 2,
            (2, 1, "hand"): 1,
            (3, 1, "hand"): 1,
            (2, 0, "bao_kong"): 2,
            (2, 1, "bao_kong"): 1,
            (2, 3, "bao_kong"): 1,
            (3, 2, "bao_kong"): 1,
        },
        id="bao-gang-men-dou-and-dian-dou-between-non-dealers",
    ),
    pytest.param(
        # the same table with 包杠 off: the noten seats' kongs neither score nor are paid back.
        request(
            [{}, win(PH, "5s"), {"melds": [kong("9999s")], **NOTEN}, {"melds": [kong("8888m", "exposed", 2)], **NOTEN}]
        ),
        [-2, 4, -1, -1],
        {(0, 1, "hand"): 2, (2, 1, "hand"): 1, (3, 1, "hand"): 1},
        id="no-bao-gang",
    ),
    pytest.param(
        # 包杠 by the dealer: not ready, it holds a 爬坡豆 3333p (added to a pon from seat 2) and pays it back to
        # every other seat, each 1x2 = 2. Seat 1 self-draws 平胡: dealer 2, seats 2, 3: 1.
        # dealer -2-6 = -8; seat 1 4+2 = +6; seats 2, 3: -1+2 = +1.
        request([{"melds": [kong("3333p", "added", 2)], **NOTEN}, win(PH, "5s"), {}, {}], options={"bao_gang": True}),
        [-8, 6, 1, 1],
        {
            (0, 1, "hand"): 2,
            (2, 1, "hand"): 1,
            (3, 1, "hand"): 1,
            (0, 1, "bao_kong"): 2,
            (0, 2, "bao_kong"): 2,
            (0, 3, "bao_kong"): 2,
        },
        id="bao-gang-dealer-pa-po-dou",
    ),
]


@pytest.mark.parametrize(("data", "net", "ledger"), CASES)
def test_kong_settlement(data: dict[str, Any], net: list[int], ledger: dict[tuple[int, int, str], int]) -> None:
    ans, got = settle(data)
    assert ans["net"] == net
    assert got == ledger


def test_bao_gang_payer_is_the_kong_owner() -> None:
    # every 包杠 payment leaves the seat whose kong it is (line 149: "包自己手中本来算分的杠分")
    for param in CASES:
        data = param.values[0]
        ans, _ = settle(data)
        owners = {i for i, s in enumerate(data["seats"]) if s.get("melds") and s.get("tenpai") is False}
        for p in ans["payments"]:
            if p["reason"] == "bao_kong":
                assert p["from"] in owners, p
