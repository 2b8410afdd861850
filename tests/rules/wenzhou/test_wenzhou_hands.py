"""Wenzhou hands scored by hand from the seed's text (seeds/002_7e6e85d95f480946.txt).

Every row: the request, then the breakdown (multiplier class, special wins,
双翻), the multiplier, every payment and the nets, with the arithmetic in
a comment. Unless a row says otherwise: 4 players, seat 0 deals, streak 0,
the flip is 5m (so 5m is the 财神; by default, `flip_on_table` off, the
flipped tile goes back into play and all four 5m can be held), progression
[10, 20, 30, 40] (seed line 38): dealer <-> non-dealer base 10, between
non-dealers 10.
"""

from __future__ import annotations

from typing import Any

import pytest

import rules
from rules.tiles import parse, tile_str
from tests.support.settlement import check_settlement

# Hands (17 tiles), the 财神 5m unless the row flips another tile.
PLAIN = "123m456789p234789s77z"  # no 财神
SOFT1 = "13m456789p234789s77z5m"  # 5m as 2m in 123m
SOFT2 = "13m46789p234789s77z55m"  # 5m as 2m in 123m, 5m as 5p in 456p
GUIWEI1 = "123456m789p234789s77z"  # the one 5m as itself in 456m
GUIWEI2 = "123m456789p234789s55m"  # two 5m as themselves: the pair
BAI = "123m46m789p234789s77z5z"  # 白板 is an ordinary 5m: 456m; no 财神
BAI_SOFT = "1346m789p234789s77z5m5z"  # 5m as 2m in 123m; 白板 as 5m in 456m
BADUI = "1122m3344p556699s77z1z"  # 8 pairs + 1z
SAN_SHAPE = "123m456789p234s7z5m5m5m7s"  # three 财神, and a shape too
SAN_NO_SHAPE = "1479m258p369s1234z555m"  # three 财神, no shape at all
# Four 财神 (13 real tiles + 5555m): the flip goes back into play by default (option flip_on_table).
SOFT4 = "13m46p78p234s789s7z5555m"  # all four stand in: 2m (123m), 4p (44p), 7z 7z (777z)
HARD4 = "123m455556m789p234s77z"  # all four as themselves: 456m and 555m
HARD4_BAI = "34m5555m5z67m789p234s77z"  # four 5m as themselves + 白板 as a fifth 5m: 345m 555m 567m
NO_SHAPE4 = "147m258p369s1234z5555m"  # four 财神, the other 13 tiles make nothing
DANDIAO_MELDS = [
    {"kind": "chi", "tiles": "123m", "from": 0},
    {"kind": "pon", "tiles": "444p", "from": 2},
    {"kind": "pon", "tiles": "999p", "from": 3},
    {"kind": "pon", "tiles": "111z", "from": 0},
    {"kind": "kong", "tiles": "2222s", "from": 3, "kong": "exposed"},
]
# the same five sets, the kong concealed: not "通過吃或者碰" (line 31)
DANDIAO_MELDS_CONCEALED = [*DANDIAO_MELDS[:4], {"kind": "kong", "tiles": "2222s", "kong": "concealed"}]
BADUI_QUAD = (
    "1111m3344p5566s99s77z1z"  # 1m x4, 3p 4p 5s 6s 9s 7z pairs + 1z: eight pairs only if four alike count as two
)


def win(
    hand: str,
    by: str = "self_draw",
    frm: int | None = None,
    *,
    tile: str | None = None,
    first_turn: bool = False,
    melds: list[dict] | None = None,
) -> dict:
    """A winning seat: its hand, melds and win (the winning tile defaults to the hand's first)."""
    w: dict[str, Any] = {"tile": tile or tile_str(parse(hand)[0]), "by": by}
    if frm is not None:
        w["from"] = frm
    if first_turn:
        w["first_turn"] = True
    seat: dict[str, Any] = {"hand": hand, "win": w}
    if melds:
        seat["melds"] = melds
    return seat


def request(seats: list[dict], **kw: Any) -> dict:
    data: dict[str, Any] = {
        "ruleset": "wenzhou",
        "lang": kw.pop("lang", "en"),
        "players": len(seats),
        "dealer": kw.pop("dealer", 0),
        "dealer_streak": kw.pop("streak", 0),
        "indicators": {"flip": kw.pop("flip", "5m")},
        "seats": seats,
    }
    for key in ("table", "options", "preset"):
        if key in kw:
            data[key] = kw.pop(key)
    assert not kw, kw
    return data


def at(seat: int, hand_seat: dict, players: int = 4) -> list[dict]:
    seats: list[dict] = [{} for _ in range(players)]
    seats[seat] = hand_seat
    return seats


def score(data: dict) -> dict:
    status, answer = rules.score_request(data)
    assert status == 200, answer
    return check_settlement(answer)


def payments(answer: dict) -> list[tuple[int, int, int, str]]:
    return [(p["from"], p["to"], p["amount"], p["reason"]) for p in answer["payments"]]


def items(answer: dict) -> list[tuple[str, int]]:
    (hand,) = answer["hands"]
    return [(i["key"], i["value"]) for i in hand["items"]]


HAND = "hand"
QIAN = "cai_shen_qian"

CASES = [
    # ---------------------------------------------------------------- soft / hard, 0 to 3 财神 ---
    pytest.param(
        request(at(0, win(PLAIN))),
        [("ying_pai", 2)],
        2,
        # no 财神, self-drawn: hard 2 (line 33, 41); each pays 10 x 2 = 20
        [(1, 0, 20, HAND), (2, 0, 20, HAND), (3, 0, 20, HAND)],
        [60, -20, -20, -20],
        id="hard-0-cai-shen-dealer-self-draw",
    ),
    pytest.param(
        request(at(2, win(PLAIN))),
        [("ying_pai", 2)],
        2,
        # non-dealer self-draw, hard 2: dealer 10 x 2, the others 10 x 2 (line 38)
        [(0, 2, 20, HAND), (1, 2, 20, HAND), (3, 2, 20, HAND)],
        [-20, -20, 60, -20],
        id="hard-0-cai-shen-non-dealer-self-draw",
    ),
    pytest.param(
        request(at(0, win(PLAIN, "discard", 1))),
        [("ping_hu", 1)],
        1,
        # no 财神 but on a discard: neither soft nor hard, 1; the discarder pays 10
        [(1, 0, 10, HAND)],
        [10, -10, 0, 0],
        id="plain-0-cai-shen-discard",
    ),
    pytest.param(
        request(at(0, win(SOFT1, tile="3m"))),
        [("ruan_pai", 1)],
        1,
        # the 5m stands for 2m: soft 1 (line 26, 40), even self-drawn; each pays 10
        [(1, 0, 10, HAND), (2, 0, 10, HAND), (3, 0, 10, HAND)],
        [30, -10, -10, -10],
        id="soft-1-cai-shen-self-draw",
    ),
    pytest.param(
        request(at(1, win(SOFT1, "discard", 3, tile="3m"))),
        [("ruan_pai", 1)],
        1,
        # soft 1 on seat 3's discard (non-dealers: base 10): seat 3 pays 10
        [(3, 1, 10, HAND)],
        [0, 10, 0, -10],
        id="soft-1-cai-shen-discard",
    ),
    pytest.param(
        request(at(1, win(SOFT2, tile="3m"))),
        [("ruan_pai", 1)],
        1,
        # two 5m stand for 2m and 5p: soft 1; dealer 10, seats 2 and 3 10 each
        [(0, 1, 10, HAND), (2, 1, 10, HAND), (3, 1, 10, HAND)],
        [-10, 30, -10, -10],
        id="soft-2-cai-shen",
    ),
    pytest.param(
        request(at(0, win(GUIWEI1))),
        [("ying_pai", 2)],
        2,
        # the 5m as itself in 456m (财神归位, line 33) self-drawn: hard 2; 20 each
        [(1, 0, 20, HAND), (2, 0, 20, HAND), (3, 0, 20, HAND)],
        [60, -20, -20, -20],
        id="hard-1-cai-shen-as-itself",
    ),
    pytest.param(
        request(at(1, win(GUIWEI1, "discard", 3))),
        [("ping_hu", 1)],
        1,
        # 归位 but on a discard: 1; seat 3 pays 10
        [(3, 1, 10, HAND)],
        [0, 10, 0, -10],
        id="as-itself-on-a-discard",
    ),
    pytest.param(
        request(at(3, win(GUIWEI2))),
        [("ying_pai", 2)],
        2,
        # two 5m as themselves (the pair), self-drawn: hard 2; 20 from each
        [(0, 3, 20, HAND), (1, 3, 20, HAND), (2, 3, 20, HAND)],
        [-20, -20, -20, 60],
        id="hard-2-cai-shen-as-themselves",
    ),
    pytest.param(
        request(at(1, win(SAN_SHAPE, tile="5m"))),
        [("ying_pai", 2), ("san_cai_shen", 2), ("shuang_fan", 4)],
        4,
        # three 财神: hard (line 35) and special: 双翻 4 (line 42); 10 x 4 from each
        [(0, 1, 40, HAND), (2, 1, 40, HAND), (3, 1, 40, HAND)],
        [-40, 120, -40, -40],
        id="3-cai-shen-self-draw",
    ),
    pytest.param(
        request(at(3, win(SAN_NO_SHAPE, "discard", 2, tile="1m"))),
        [("ying_pai", 2), ("san_cai_shen", 2), ("shuang_fan", 4)],
        4,
        # three 财神 need no shape (line 35); on seat 2's discard: 10 x 4 = 40
        [(2, 3, 40, HAND)],
        [0, 0, -40, 40],
        id="3-cai-shen-no-shape-discard",
    ),
    # ------------------------------------------------------------------ four 财神 ---
    # Line 35 "手中有3張財神牌": a hand holding four 财神 holds three, so it is 三财神 (our
    # reading: three or more): hard 2 (line 35) x special 2 = 双翻 4 (line 42), whatever the shape
    # and whether the 财神 stand in (soft shape) or as themselves (hard shape).
    pytest.param(
        request(at(0, win(SOFT4, tile="3m"))),
        [("ying_pai", 2), ("san_cai_shen", 2), ("shuang_fan", 4)],
        4,
        # soft shape (all four 5m stand in: alone it would be 软牌 1), but four 财神 hold three:
        # 三财神, hard 2 x 2 = 4; the dealer self-draws: 10 x 4 = 40 from each
        [(1, 0, 40, HAND), (2, 0, 40, HAND), (3, 0, 40, HAND)],
        [120, -40, -40, -40],
        id="4-cai-shen-soft-shape-self-draw",
    ),
    pytest.param(
        request(at(1, win(SOFT4, "discard", 2, tile="3m"))),
        [("ying_pai", 2), ("san_cai_shen", 2), ("shuang_fan", 4)],
        4,
        # the same hand on seat 2's discard: 三财神 is hard without a self-draw (line 35):
        # 4; between non-dealers base 10: seat 2 pays 10 x 4 = 40
        [(2, 1, 40, HAND)],
        [0, 40, -40, 0],
        id="4-cai-shen-soft-shape-discard",
    ),
    pytest.param(
        request(at(2, win(HARD4))),
        [("ying_pai", 2), ("san_cai_shen", 2), ("shuang_fan", 4)],
        4,
        # all four 5m as themselves (456m 555m), self-drawn: hard, and 三财神: 4;
        # dealer 10 x 4 = 40, seats 1 and 3 10 x 4 = 40
        [(0, 2, 40, HAND), (1, 2, 40, HAND), (3, 2, 40, HAND)],
        [-40, -40, 120, -40],
        id="4-cai-shen-as-themselves-self-draw",
    ),
    pytest.param(
        request(at(0, win(HARD4, "discard", 3)), streak=1),
        [("ying_pai", 2), ("san_cai_shen", 2), ("shuang_fan", 4)],
        4,
        # as themselves on seat 3's discard, streak 1 (base 20): 三财神 4; seat 3 pays 20 x 4 = 80
        [(3, 0, 80, HAND)],
        [80, 0, 0, -80],
        id="4-cai-shen-as-themselves-discard",
    ),
    pytest.param(
        request(at(3, win(NO_SHAPE4, "discard", 0, tile="1m"))),
        [("ying_pai", 2), ("san_cai_shen", 2), ("shuang_fan", 4)],
        4,
        # no shape at all, four 财神: 三财神 needs none (line 35); the dealer pays 10 x 4 = 40
        [(0, 3, 40, HAND)],
        [-40, 0, 0, 40],
        id="4-cai-shen-no-shape",
    ),
    pytest.param(
        request(at(0, win(HARD4_BAI, tile="3m"))),
        [("ying_pai", 2), ("san_cai_shen", 2), ("shuang_fan", 4)],
        4,
        # 5555m + 白板 (a fifth 5m, line 13): 345m 555m 567m; 三财神 4; 40 from each
        [(1, 0, 40, HAND), (2, 0, 40, HAND), (3, 0, 40, HAND)],
        [120, -40, -40, -40],
        id="4-cai-shen-and-baiban",
    ),
    pytest.param(
        request(at(1, win("123m456789p234s7777z5z")), flip="7z"),
        [("ying_pai", 2), ("san_cai_shen", 2), ("shuang_fan", 4)],
        4,
        # flip 中: four 中 + 白板 as 中 = five 中, read 777z + 77z; 三财神 4; 40 from each
        [(0, 1, 40, HAND), (2, 1, 40, HAND), (3, 1, 40, HAND)],
        [-40, 120, -40, -40],
        id="4-honor-cai-shen-and-baiban",
    ),
    pytest.param(
        request(at(1, win(SOFT4, "robbed_kong", 3, tile="3m"))),
        [("ying_pai", 2), ("san_cai_shen", 2), ("shuang_fan", 4)],
        4,
        # robbing seat 3's kong with four 财神: 三财神 (4) outranks 财神抢杠 (2); seat 3 pays 10 x 4
        [(3, 1, 40, HAND)],
        [0, 40, 0, -40],
        id="4-cai-shen-robbing-a-kong",
    ),
    pytest.param(
        request(at(0, win(SOFT1, tile="3m")), options={"flip_on_table": True}),
        [("ruan_pai", 1)],
        1,
        # flip_on_table changes only how many 财神 exist: a soft hand is still 1; 10 each
        [(1, 0, 10, HAND), (2, 0, 10, HAND), (3, 0, 10, HAND)],
        [30, -10, -10, -10],
        id="flip-on-table-soft",
    ),
    pytest.param(
        request(at(1, win(SAN_SHAPE, tile="5m")), options={"flip_on_table": True}),
        [("ying_pai", 2), ("san_cai_shen", 2), ("shuang_fan", 4)],
        4,
        # flip on the table: three 财神 are all there are, and they still win: 4; 40 from each
        [(0, 1, 40, HAND), (2, 1, 40, HAND), (3, 1, 40, HAND)],
        [-40, 120, -40, -40],
        id="flip-on-table-3-cai-shen",
    ),
    # ------------------------------------------------------------------------- 白板 ---
    pytest.param(
        request(at(0, win(BAI))),
        [("ying_pai", 2)],
        2,
        # 白板 is an ordinary 5m (line 13): 456m, no 财神, self-drawn: hard 2; 20 each
        [(1, 0, 20, HAND), (2, 0, 20, HAND), (3, 0, 20, HAND)],
        [60, -20, -20, -20],
        id="baiban-as-5m-hard",
    ),
    pytest.param(
        request(at(0, win(BAI_SOFT, tile="3m"))),
        [("ruan_pai", 1)],
        1,
        # 5m as 2m (soft), 白板 as 5m in 456m: soft 1; 10 each
        [(1, 0, 10, HAND), (2, 0, 10, HAND), (3, 0, 10, HAND)],
        [30, -10, -10, -10],
        id="baiban-as-5m-with-a-soft-cai-shen",
    ),
    pytest.param(
        request(at(0, win("13m456789p234789s77z5z", tile="3m")), flip="5z"),
        [("ruan_pai", 1)],
        1,
        # flip 白板: the 白板 are the 财神; it stands for 2m: soft 1; 10 each
        [(1, 0, 10, HAND), (2, 0, 10, HAND), (3, 0, 10, HAND)],
        [30, -10, -10, -10],
        id="flip-baiban-soft",
    ),
    pytest.param(
        request(at(0, win("123m456789p234789s55z", tile="5z")), flip="5z"),
        [("ying_pai", 2)],
        2,
        # flip 白板: the pair of 白板 as themselves, self-drawn: hard 2; 20 each
        [(1, 0, 20, HAND), (2, 0, 20, HAND), (3, 0, 20, HAND)],
        [60, -20, -20, -20],
        id="flip-baiban-hard",
    ),
    pytest.param(
        request(at(2, win(PLAIN, tile="7z")), flip="7z"),
        [("ying_pai", 2)],
        2,
        # flip 中: the 77z pair are 财神 as themselves, self-drawn: hard 2; 20 each
        [(0, 2, 20, HAND), (1, 2, 20, HAND), (3, 2, 20, HAND)],
        [-20, -20, 60, -20],
        id="honor-cai-shen-as-itself",
    ),
    # --------------------------------------------------------------- special wins ---
    pytest.param(
        request(at(0, win(BADUI, tile="1z"))),
        [("ying_pai", 2), ("ying_ba_dui", 2), ("shuang_fan", 4)],
        4,
        # 硬八对 (line 27) self-drawn, no 财神: hard 2 x special 2 = 4; 40 each
        [(1, 0, 40, HAND), (2, 0, 40, HAND), (3, 0, 40, HAND)],
        [120, -40, -40, -40],
        id="ying-ba-dui-self-draw-shuang-fan",
    ),
    pytest.param(
        request(at(2, win(BADUI, "discard", 1, tile="1z"))),
        [("ping_hu", 1), ("ying_ba_dui", 2)],
        2,
        # 硬八对 on a discard: 1 x 2 = 2; seat 1 pays 10 x 2 = 20
        [(1, 2, 20, HAND)],
        [0, -20, 20, 0],
        id="ying-ba-dui-discard",
    ),
    pytest.param(
        request(at(0, win(PLAIN, first_turn=True))),
        [("ying_pai", 2), ("tian_hu", 2), ("shuang_fan", 4)],
        4,
        # 天胡 (line 29), hard: 双翻 4; 10 x 4 = 40 each
        [(1, 0, 40, HAND), (2, 0, 40, HAND), (3, 0, 40, HAND)],
        [120, -40, -40, -40],
        id="tian-hu-hard",
    ),
    pytest.param(
        request(at(0, win(SOFT1, tile="3m", first_turn=True))),
        [("ruan_pai", 1), ("tian_hu", 2)],
        2,
        # 天胡 with a 财神 standing in: soft 1 x 2 = 2; 20 each
        [(1, 0, 20, HAND), (2, 0, 20, HAND), (3, 0, 20, HAND)],
        [60, -20, -20, -20],
        id="tian-hu-soft",
    ),
    pytest.param(
        request(at(0, win(BADUI, tile="1z", first_turn=True))),
        [("ying_pai", 2), ("tian_hu", 2), ("ying_ba_dui", 1), ("shuang_fan", 4)],
        4,
        # 天胡 and 硬八对: a special win doubles once, so still 4, never above (line 42)
        [(1, 0, 40, HAND), (2, 0, 40, HAND), (3, 0, 40, HAND)],
        [120, -40, -40, -40],
        id="tian-hu-and-ba-dui-capped-at-4",
    ),
    pytest.param(
        request(at(2, win(PLAIN, "discard", 0, first_turn=True))),
        [("ping_hu", 1), ("di_hu", 2)],
        2,
        # 地胡 (line 30): on the dealer's first discard: 1 x 2; the dealer pays 10 x 2
        [(0, 2, 20, HAND)],
        [-20, 0, 20, 0],
        id="di-hu",
    ),
    pytest.param(
        request(at(1, win("7z5m", "discard", 0, tile="7z", melds=DANDIAO_MELDS))),
        [("ruan_pai", 1), ("dan_diao", 2)],
        2,
        # 单吊 (line 31): five melds, 5m stands for 7z: soft 1 x 2; the dealer pays 10 x 2
        [(0, 1, 20, HAND)],
        [-20, 20, 0, 0],
        id="dan-diao-soft-discard",
    ),
    pytest.param(
        request(at(1, win("77z", melds=DANDIAO_MELDS))),
        [("ying_pai", 2), ("dan_diao", 2), ("shuang_fan", 4)],
        4,
        # 单吊 self-drawn with no 财神: hard 2 x 2 = 双翻 4; 40 from each
        [(0, 1, 40, HAND), (2, 1, 40, HAND), (3, 1, 40, HAND)],
        [-40, 120, -40, -40],
        id="dan-diao-hard-shuang-fan",
    ),
    pytest.param(
        request(at(1, win("7z5m", "discard", 0, tile="7z", melds=DANDIAO_MELDS_CONCEALED))),
        [("ruan_pai", 1)],
        1,
        # a concealed kong among the five sets: the seed's 单吊 comes "by chi or pon" (line 31), so by default
        # no 单吊: soft 1; the dealer pays 10 x 1
        [(0, 1, 10, HAND)],
        [-10, 10, 0, 0],
        id="dan-diao-not-with-a-concealed-kong",
    ),
    pytest.param(
        request(
            at(1, win("7z5m", "discard", 0, tile="7z", melds=DANDIAO_MELDS_CONCEALED)),
            options={"dan_diao_concealed_kong": True},
        ),
        [("ruan_pai", 1), ("dan_diao", 2)],
        2,
        # the option counts the concealed kong: soft 1 x 2; the dealer pays 10 x 2
        [(0, 1, 20, HAND)],
        [-20, 20, 0, 0],
        id="dan-diao-concealed-kong-option",
    ),
    pytest.param(
        request(at(1, win(BADUI_QUAD, tile="1z")), options={"ba_dui_quads": True}),
        [("ying_pai", 2), ("ying_ba_dui", 2), ("shuang_fan", 4)],
        4,
        # option: 1111m is two pairs, so 硬八对 self-drawn with no 财神: hard 2 x special 2 = 4;
        # the dealer pays 10 x 4, each non-dealer 10 x 4
        [(0, 1, 40, HAND), (2, 1, 40, HAND), (3, 1, 40, HAND)],
        [-40, 120, -40, -40],
        id="ying-ba-dui-four-alike-option",
    ),
    pytest.param(
        request(at(1, win(SOFT1, "robbed_kong", 2, tile="3m"))),
        [("cai_shen_qiang_gang", 2)],
        2,
        # 财神抢杠 (line 34): hard 2; the robbed seat 2 pays 10 x 2
        [(2, 1, 20, HAND)],
        [0, 20, -20, 0],
        id="cai-shen-qiang-gang",
    ),
    pytest.param(
        request(at(1, win(PLAIN, "robbed_kong", 2))),
        [("ping_hu", 1)],
        1,
        # robbing a kong with no 财神: only 1; the robbed seat pays 10
        [(2, 1, 10, HAND)],
        [0, 10, -10, 0],
        id="robbed-kong-without-cai-shen",
    ),
    # ------------------------------------------------------- progression, line 38-39 ---
    *(
        pytest.param(
            request(at(0, win(PLAIN)), streak=streak),
            [("ying_pai", 2)],
            2,
            # dealer self-draw, hard: base [10,20,30,40][min(streak, 3)] x 2 from each
            [(s, 0, each, HAND) for s in (1, 2, 3)],
            [3 * each, -each, -each, -each],
            id=f"progression-streak-{streak}",
        )
        for streak, each in ((0, 20), (1, 40), (2, 60), (3, 80), (4, 80), (5, 80))
    ),
    pytest.param(
        request(at(1, win(PLAIN)), streak=2),
        [("ying_pai", 2)],
        2,
        # streak 2: dealer <-> seat 1 base 30 x 2 = 60; non-dealers stay at 10 x 2 = 20
        [(0, 1, 60, HAND), (2, 1, 20, HAND), (3, 1, 20, HAND)],
        [-60, 100, -20, -20],
        id="progression-non-dealer-wins",
    ),
    pytest.param(
        request(at(0, win(SOFT1, tile="3m")), streak=1, preset="base_2468"),
        [("ruan_pai", 1)],
        1,
        # preset [2,4,6,8], streak 1: base 4 x 1 from each
        [(1, 0, 4, HAND), (2, 0, 4, HAND), (3, 0, 4, HAND)],
        [12, -4, -4, -4],
        id="preset-2468",
    ),
    pytest.param(
        request(at(2, win(PLAIN)), streak=5, preset="base_3579"),
        [("ying_pai", 2)],
        2,
        # preset [3,5,7,9], streak 5 -> held at 9: dealer 9 x 2 = 18; non-dealers 3 x 2 = 6
        [(0, 2, 18, HAND), (1, 2, 6, HAND), (3, 2, 6, HAND)],
        [-18, -6, 30, -6],
        id="preset-3579-held-at-last",
    ),
    pytest.param(
        request(at(1, win(SOFT1, "discard", 0, tile="3m")), streak=3, options={"base_progression": [5, 15]}),
        [("ruan_pai", 1)],
        1,
        # custom [5, 15], streak 3 -> held at 15; the dealer discards: 15 x 1
        [(0, 1, 15, HAND)],
        [-15, 15, 0, 0],
        id="custom-progression",
    ),
    # --------------------------------------------------------- 买底 / 顶底, line 44-45 ---
    pytest.param(
        request(at(1, win(SOFT1, tile="3m")), streak=1, table={"maidi": 5, "dingdi": [0, 3, 0, 0]}),
        [("ruan_pai", 1)],
        1,
        # base 20; dealer pays seat 1 (20 + 买底 5 + 顶底 3) x 1 = 28; seats 2, 3: 10 x 1
        [(0, 1, 28, HAND), (2, 1, 10, HAND), (3, 1, 10, HAND)],
        [-28, 48, -10, -10],
        id="maidi-dingdi-dealer-pays",
    ),
    pytest.param(
        request(at(0, win(PLAIN)), table={"maidi": 10, "dingdi": [0, 0, 5, 0]}),
        [("ying_pai", 2)],
        2,
        # dealer wins, hard: (10 + 10) x 2 = 40 from seats 1 and 3; (10 + 10 + 5) x 2 = 50 from seat 2
        [(1, 0, 40, HAND), (2, 0, 50, HAND), (3, 0, 40, HAND)],
        [130, -40, -50, -40],
        id="maidi-dingdi-dealer-collects",
    ),
    pytest.param(
        request(at(1, win(PLAIN, "discard", 0)), streak=2, table={"dingdi": [0, 30, 0, 0]}),
        [("ping_hu", 1)],
        1,
        # base 30, seat 1's 顶底 30 (at most the base): the dealer pays (30 + 30) x 1
        [(0, 1, 60, HAND)],
        [-60, 60, 0, 0],
        id="dingdi-equal-to-base",
    ),
    pytest.param(
        request(at(2, win(PLAIN, "discard", 3)), table={"maidi": 10}),
        [("ping_hu", 1)],
        1,
        # between non-dealers 买底 does not count: 10 x 1
        [(3, 2, 10, HAND)],
        [0, 0, 10, -10],
        id="maidi-not-between-non-dealers",
    ),
    pytest.param(
        request(at(0, win(PLAIN, "discard", 3)), table={"maidi": 10, "dingdi": [0, 0, 0, 10]}),
        [("ping_hu", 1)],
        1,
        # the dealer wins on seat 3's discard: (10 + 买底 10 + 顶底 10) x 1 = 30
        [(3, 0, 30, HAND)],
        [30, 0, 0, -30],
        id="maidi-dingdi-discard-to-dealer",
    ),
    pytest.param(
        request(
            at(2, win(SOFT1, "discard", 3, tile="3m")),
            streak=1,
            table={"maidi": 5, "dingdi": [0, 0, 4, 0]},
            options={"discarder_pays_all": True},
        ),
        [("ruan_pai", 1)],
        1,
        # seat 3 pays every share: the dealer's (20 + 5 + 4) x 1 = 29, seat 1's 10, its own 10 = 49
        [(3, 2, 29, HAND), (3, 2, 10, HAND), (3, 2, 10, HAND)],
        [0, 0, 49, -49],
        id="discarder-pays-all",
    ),
    # ---------------------------------------------------------------- 财神钱, line 43 ---
    pytest.param(
        request(
            [win(SOFT1, tile="3m"), {"hand": "111222333444555z6z"}, {"cai_shen": 2}, {"cai_shen": 0}],
            options={"cai_shen_qian": True},
        ),
        [("ruan_pai", 1)],
        1,
        # hand: 10 from each; 财神钱 1 point: seat 0 holds one 5m (+1 from each of 3),
        # seat 2 holds two (+2 from each of 3): nets 30+3-2, -10-1-2, -10-1+6, -10-1-2
        [
            (1, 0, 10, HAND),
            (2, 0, 10, HAND),
            (3, 0, 10, HAND),
            (1, 0, 1, QIAN),
            (2, 0, 1, QIAN),
            (3, 0, 1, QIAN),
            (0, 2, 2, QIAN),
            (1, 2, 2, QIAN),
            (3, 2, 2, QIAN),
        ],
        [31, -13, -5, -13],
        id="cai-shen-qian",
    ),
    pytest.param(
        request(
            [{"cai_shen": 0}, {"cai_shen": 0}, win(SOFT4, tile="3m"), {"cai_shen": 0}],
            options={"cai_shen_qian": True},
        ),
        [("ying_pai", 2), ("san_cai_shen", 2), ("shuang_fan", 4)],
        4,
        # four 财神: 三财神 4, 10 x 4 = 40 from each; 财神钱: 4 x 1 = 4 from each
        # nets: 3 x (40 + 4) = 132, the others -44
        [
            (0, 2, 40, HAND),
            (1, 2, 40, HAND),
            (3, 2, 40, HAND),
            (0, 2, 4, QIAN),
            (1, 2, 4, QIAN),
            (3, 2, 4, QIAN),
        ],
        [-44, -44, 132, -44],
        id="cai-shen-qian-4-cai-shen",
    ),
    # ---------------------------------------------------------------- 2 players ---
    pytest.param(
        request(at(1, win(PLAIN), players=2), streak=2),
        [("ying_pai", 2)],
        2,
        # 2 players, streak 2: the dealer pays 30 x 2
        [(0, 1, 60, HAND)],
        [-60, 60],
        id="two-players-self-draw",
    ),
    pytest.param(
        request(at(0, win(SOFT1, "discard", 1, tile="3m"), players=2), table={"maidi": 10}),
        [("ruan_pai", 1)],
        1,
        # 2 players, the dealer bought 10: seat 1 pays (10 + 10) x 1
        [(1, 0, 20, HAND)],
        [20, -20],
        id="two-players-maidi",
    ),
    pytest.param(
        request([{"cai_shen": 1}, win(SOFT1, tile="3m")], options={"cai_shen_qian": True}),
        [("ruan_pai", 1)],
        1,
        # 2 players: the dealer pays 10; 财神钱: each holds one 财神, 1 each way
        [(0, 1, 10, HAND), (1, 0, 1, QIAN), (0, 1, 1, QIAN)],
        [-10, 10],
        id="two-players-cai-shen-qian",
    ),
]


@pytest.mark.parametrize(("data", "lines", "multiplier", "pays", "net"), CASES)
def test_wenzhou_hand_settles(data: dict, lines: list, multiplier: int, pays: list, net: list) -> None:
    answer = score(data)
    assert items(answer) == lines
    assert answer["hands"][0]["total"] == multiplier
    assert payments(answer) == pays
    assert answer["net"] == net


def test_wenzhou_draw_pays_only_cai_shen_qian() -> None:
    # no winner; 财神钱 at 2 points: seats 1 and 3 hold one 财神 each
    data = request(
        [{"cai_shen": 0}, {"cai_shen": 1}, {"cai_shen": 0}, {"cai_shen": 1}],
        options={"cai_shen_qian": True, "cai_shen_qian_points": 2},
    )
    answer = score(data)
    assert answer["hands"] == []
    assert payments(answer) == [
        (0, 1, 2, QIAN),
        (2, 1, 2, QIAN),
        (3, 1, 2, QIAN),
        (0, 3, 2, QIAN),
        (1, 3, 2, QIAN),
        (2, 3, 2, QIAN),
    ]
    assert answer["net"] == [-4, 4, -4, 4]


def test_wenzhou_draw_without_options_moves_nothing() -> None:
    data = request([{}, {}, {}, {}])
    del data["indicators"]
    answer = score(data)
    assert answer["payments"] == []
    assert answer["net"] == [0, 0, 0, 0]


@pytest.mark.parametrize(
    ("lang", "hand", "tile", "reading"),
    [
        pytest.param("en", SOFT1, "3m", "Wildcard (财神 cái shén) as 2m in 123m", id="en"),
        pytest.param("zh-hans", SOFT1, "3m", "财神作二万(123m)", id="zh-hans"),
        pytest.param("zh-hant", SOFT1, "3m", "財神作二萬(123m)", id="zh-hant"),
        pytest.param("ja", SOFT1, "3m", "財神を二萬として(123m)", id="ja"),
        pytest.param(
            "en",
            GUIWEI1,
            "1m",
            "every wildcard (财神 cái shén) as itself (5m): 123m 456m 789p 234s 789s 77z",
            id="as-itself",
        ),
        pytest.param("en", PLAIN, "1m", "no wildcard (财神 cái shén): 123m 456p 789p 234s 789s 77z", id="none"),
        pytest.param(
            "en",
            BAI_SOFT,
            "3m",
            "Wildcard (财神 cái shén) as 2m in 123m; White dragon (白板 bái bǎn) ×1 as the wildcard (财神 cái shén)'s own kind, 5m",
            id="baiban",
        ),
        pytest.param("en", SAN_NO_SHAPE, "1m", "three wildcards (财神 cái shén), no shape needed", id="san-cai-shen"),
        pytest.param(
            "en",
            NO_SHAPE4,
            "1m",
            "four wildcards (财神 cái shén) (three or more: three wildcards (三财神 sān cái shén)), no shape needed",
            id="four-no-shape",
        ),
        pytest.param("zh-hans", NO_SHAPE4, "1m", "四张财神（三张以上即三财神），不需成牌型", id="four-no-shape-zh"),
        pytest.param(
            "en",
            SOFT4,
            "3m",
            "Wildcard (财神 cái shén) as 2m in 123m; Wildcard (财神 cái shén) as 4p in 44p; Wildcard (财神 cái shén) as 7z in 777z (×2)",
            id="four-soft",
        ),
        pytest.param(
            "en",
            HARD4,
            "1m",
            "every wildcard (财神 cái shén) as itself (5m): 123m 456m 789p 234s 77z 555m",
            id="four-as-themselves",
        ),
        pytest.param("en", BADUI, "1z", "eight pairs: 11m 22m 33p 44p 55s 66s 99s 77z 1z", id="ba-dui"),
    ],
)
def test_wenzhou_reading_is_shown(lang: str, hand: str, tile: str, reading: str) -> None:
    answer = score(request(at(0, win(hand, tile=tile)), lang=lang))
    assert answer["hands"][0]["reading"] == reading


def test_wenzhou_soft_reading_uses_fewest_substitutions() -> None:
    # 5m 5m with 13m and 46p: both must stand in (2m, 5p); the reading names both
    answer = score(request(at(0, win(SOFT2, tile="3m"))))
    assert (
        answer["hands"][0]["reading"]
        == "Wildcard (财神 cái shén) as 2m in 123m; Wildcard (财神 cái shén) as 5p in 456p"
    )


def test_wenzhou_payment_note_explains_the_base() -> None:
    data = request(at(1, win(SOFT1, tile="3m")), streak=1, table={"maidi": 5, "dingdi": [0, 3, 0, 0]})
    answer = score(data)
    assert (
        answer["payments"][0]["note"]
        == "(base 20 + Dealer's buy (买底 mǎi dǐ) 5 + Non-dealer's raise (顶底 dǐng dǐ) 3) × 1 = 28"
    )
    assert answer["payments"][1]["note"] == "base 10 × 1 = 10"


def test_wenzhou_draw_with_four_cai_shen_in_one_hand() -> None:
    # no winner; 财神钱 1 point: seat 1 holds all four 财神 (the flip went back into play): 4 from each
    data = request(
        [{"cai_shen": 0}, {"cai_shen": 4}, {"cai_shen": 0}, {"cai_shen": 0}],
        options={"cai_shen_qian": True},
    )
    answer = score(data)
    assert payments(answer) == [(0, 1, 4, QIAN), (2, 1, 4, QIAN), (3, 1, 4, QIAN)]
    assert answer["net"] == [-4, 12, -4, -4]


def test_wenzhou_four_cai_shen_line_explains_three_or_more() -> None:
    answer = score(request(at(0, win(SOFT4, tile="3m"))))
    assert answer["hands"][0]["items"][0]["detail"] == (
        "four wildcards (财神 cái shén) hold three: three wildcards (三财神 sān cái shén) count as hard"
    )


@pytest.mark.parametrize(
    ("options", "note"),
    [
        pytest.param(
            {},
            "Wildcard (财神 cái shén): 5m (flip 5m); white dragon (白板 bái bǎn) stands for 5m; the flipped tile goes back "
            "into play: all four wildcards (财神 cái shén) are in play",
            id="default",
        ),
        pytest.param(
            {"flip_on_table": True},
            "Wildcard (财神 cái shén): 5m (flip 5m); white dragon (白板 bái bǎn) stands for 5m; the flipped tile stays on "
            "the table: three wildcards (财神 cái shén) are in play",
            id="on-table",
        ),
    ],
)
def test_wenzhou_note_says_how_many_cai_shen_are_in_play(options: dict, note: str) -> None:
    answer = score(request(at(0, win(SOFT1, tile="3m")), options=options))
    assert answer["notes"][0] == note


def test_four_alike_are_not_two_pairs_of_ying_ba_dui_by_default() -> None:
    # "AA,AA,AA,AA,AA,AA,AA,AA,B" (line 27): by default 1111m is not two pairs, and 1111m3344p5566s99s77z1z
    # makes no five sets and a pair either: not a winning hand
    status, answer = rules.score_request(request(at(1, win(BADUI_QUAD, tile="1z"))))
    assert status == 400, answer
    assert [e["field"] for e in answer["errors"]] == ["seats.1.hand"]
