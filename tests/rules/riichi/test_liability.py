"""Liability (pao) worked by hand, including the cap on how many yakuman the liable seat answers for.

Seed (seeds/001_a3f5d4a3da016967.txt, §13 "役满牌的责任牌的支付", lines 69-74): the seat that fed the
last dragon / wind "就要承担此役满牌的和牌后的责任支付,即如果甲自摸的情况下,乙就要支付全部的点数;如果甲是吃别人铳
和的牌,则乙就要负责支付和牌点数的1/2" (self-draw: the liable seat pays it all; ron: it pays half), and
"四喜的牌型:(让别人碰倒最后一种风牌时,也承担同样的责任)" (the same for the four winds).
A yakuman is 8000 base points: a non-dealer's is 32000 (4 x 8000), a dealer's 48000 (6 x 8000).

The cap: with double yakuman hands on (大四喜 = two yakuman) but multiple yakuman off ("at most one
yakuman", options.py), the hand is worth ONE yakuman, so the liable seat answers for one yakuman, not two.
Without the cap it would be charged 64000 for a 32000 hand and the others paid a negative share.
"""

from __future__ import annotations

from typing import Any

import pytest

from .helpers import ok, pon, request

# 大四喜: pons of East (from 0), South (from 3) and West (from 2, the last wind: seat 2 is liable),
# North concealed, 5m pair completed by the winning 5m. Seat 1 (South) wins; seat 0 deals.
WINDS = [pon("111z", 0), pon("222z", 3), pon("333z", 2)]


def daisuushii(by: str, options: dict[str, Any], **kw: Any) -> dict[str, Any]:
    return request("444z55m", "5m", by, frm=0, melds=WINDS, liable=2, options=options, **kw)


CAP = [
    pytest.param(
        # one yakuman (the seed preset): self-draw, seat 2 pays all 32000
        "self_draw",
        {},
        [0, 32000, -32000, 0],
        [(2, 1, 32000, "liability")],
        id="one-yakuman-self-draw",
    ),
    pytest.param(
        # double yakuman hands on, multiple yakuman on: 大四喜 is two yakuman (16000 base), 4 x 16000 = 64000,
        # all of it from the liable seat
        "self_draw",
        {"double_yakuman": True},
        [0, 64000, -64000, 0],
        [(2, 1, 64000, "liability")],
        id="double-yakuman-self-draw",
    ),
    pytest.param(
        # double yakuman hands on, multiple yakuman off: at most one yakuman -> 32000, liable for one yakuman
        "self_draw",
        {"double_yakuman": True, "multiple_yakuman": False},
        [0, 32000, -32000, 0],
        [(2, 1, 32000, "liability")],
        id="capped-self-draw",
    ),
    pytest.param(
        # ron from the dealer (seat 0), one yakuman: 32000, half (16000) from the liable seat, half from the discarder
        "discard",
        {},
        [-16000, 32000, -16000, 0],
        [(2, 1, 16000, "liability"), (0, 1, 16000, "hand")],
        id="one-yakuman-ron",
    ),
    pytest.param(
        # two yakuman on a ron: 64000, 32000 each
        "discard",
        {"double_yakuman": True},
        [-32000, 64000, -32000, 0],
        [(2, 1, 32000, "liability"), (0, 1, 32000, "hand")],
        id="double-yakuman-ron",
    ),
    pytest.param(
        # capped to one yakuman on a ron: 32000, 16000 each (uncapped, the liable seat would pay all 32000)
        "discard",
        {"double_yakuman": True, "multiple_yakuman": False},
        [-16000, 32000, -16000, 0],
        [(2, 1, 16000, "liability"), (0, 1, 16000, "hand")],
        id="capped-ron",
    ),
]


@pytest.mark.parametrize(("by", "options", "net", "payments"), CAP)
def test_liability_cap(by: str, options: dict[str, Any], net: list[int], payments: list[tuple]) -> None:
    a = ok(daisuushii(by, options))
    assert a["net"] == net
    assert [(p["from"], p["to"], p["amount"], p["reason"]) for p in a["payments"]] == payments


def test_liability_dealer_self_draw_pays_honba_too() -> None:
    # the dealer (seat 0) self-draws 大四喜 with two honba; seat 2 fed the last wind: "乙就要支付全部的点数":
    # 6 x 8000 = 48000 and the honba (2 x 1500 = 3000, seed §11.2) all from seat 2
    data = request("444z55m", "5m", "self_draw", seat=0, melds=[pon("111z", 1), pon("222z", 3), pon("333z", 2)])
    data["seats"][0]["liable"] = 2
    data["dealer_streak"] = 2
    a = ok(data)
    assert [(p["from"], p["amount"], p["reason"]) for p in a["payments"]] == [
        (2, 48000, "liability"),
        (2, 3000, "honba"),
    ]
    assert a["net"] == [51000, 0, -51000, 0]


# 大三元 + 字一色 (two yakuman with multiple yakuman on, the seed preset): 白 from seat 3, 发 from seat 2
# (seat 3 fed 白, named liable), 中 and 东 concealed, 南 pair won on 南. Seat 1 wins; 8000 base each, 16000 in all.
TWO = {"hand": "777z111z22z", "tile": "2z", "melds": [pon("555z", 3), pon("666z", 2)]}
PART = {"liability_scope": "part"}


def test_liability_covers_the_whole_hand_self_draw() -> None:
    # the seed (§13, "乙就要支付全部的点数", the default): seat 3 pays all of it, 4 x 16000 = 64000
    a = ok(request(TWO["hand"], TWO["tile"], "self_draw", melds=TWO["melds"], liable=3))
    assert [(p["from"], p["amount"], p["reason"]) for p in a["payments"]] == [(3, 64000, "liability")]
    assert a["net"] == [0, 64000, 0, -64000]


def test_liability_covers_the_whole_hand_ron() -> None:
    # ron from the dealer: 4 x 16000 = 64000; seat 3 pays half of the whole hand (32000), the discarder the rest
    a = ok(request(TWO["hand"], TWO["tile"], frm=0, melds=TWO["melds"], liable=3))
    assert [(p["from"], p["amount"], p["reason"]) for p in a["payments"]] == [
        (3, 32000, "liability"),
        (0, 32000, "hand"),
    ]
    assert a["net"] == [-32000, 64000, 0, -32000]


def test_liability_covers_only_the_liable_yakuman_self_draw() -> None:
    # option "part" (Tenhou): 大三元 part: 4 x 8000 = 32000 from seat 3; 字一色 part as a non-dealer self-draw
    # of 8000 base: dealer 16000, each other seat 8000 (seat 3 too) -> 64000 in all
    a = ok(request(TWO["hand"], TWO["tile"], "self_draw", melds=TWO["melds"], liable=3, options=PART))
    assert sorted((p["from"], p["amount"], p["reason"]) for p in a["payments"]) == [
        (0, 16000, "hand"),
        (2, 8000, "hand"),
        (3, 8000, "hand"),
        (3, 32000, "liability"),
    ]
    assert a["net"] == [-16000, 64000, -8000, -40000]


def test_liability_covers_only_the_liable_yakuman_ron() -> None:
    # ron from the dealer: 4 x 16000 = 64000; seat 3 pays half the 大三元 part (32000 / 2 = 16000), the discarder the rest
    a = ok(request(TWO["hand"], TWO["tile"], frm=0, melds=TWO["melds"], liable=3, options=PART))
    assert a["net"] == [-48000, 64000, 0, -16000]


def test_tenhou_liability_covers_the_part() -> None:
    a = ok(request(TWO["hand"], TWO["tile"], frm=0, melds=TWO["melds"], liable=3, preset="tenhou"))
    assert a["net"] == [-48000, 64000, 0, -16000]


def test_liability_when_the_liable_seat_deals_in() -> None:
    # the liable seat itself deals in: it pays the whole ron, 64000, as a plain hand payment
    a = ok(request(TWO["hand"], TWO["tile"], frm=3, melds=TWO["melds"], liable=3))
    assert [(p["from"], p["amount"], p["reason"]) for p in a["payments"]] == [(3, 64000, "hand")]
    assert a["net"] == [0, 64000, 0, -64000]


def test_draw_tenpai_read_from_hand_and_melds() -> None:
    # exhaustive draw, tenpai worked out from hand + melds (no `tenpai` flag on seats 1 and 2):
    # seat 1: 234m 456p 99p 78s + pon 白: waits on 6s / 9s -> tenpai.
    # seat 2: 1m alone + pon 111m: its only wait is the fifth 1m -> noten ("a wait on a tile the seat itself
    # holds all four of is no wait"). One tenpai seat: the three others pay 1000 each (3000 in all, §9).
    a = ok(
        request(
            others={
                0: {"tenpai": False},
                1: {"hand": "234m456p99p78s", "melds": [pon("555z", 3)]},
                2: {"hand": "1m234p567p789s", "melds": [pon("111m", 0)]},
                3: {"tenpai": False},
            }
        )
    )
    assert a["tenpai"] == [False, True, False, False]
    assert a["net"] == [-1000, 3000, -1000, -1000]
