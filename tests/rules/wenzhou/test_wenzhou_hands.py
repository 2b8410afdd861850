"""Wenzhou hands scored by hand from the seed's text (seeds/002_7e6e85d95f480946.txt).

Every row: the request, then the breakdown (multiplier class, special wins,
双翻), the multiplier, every payment and the nets, with the arithmetic in
a comment. Unless a row says otherwise: 4 players, seat 0 deals, streak 0,
the flip is 5m (so 5m is the 财神, three copies in play), progression
[10, 20, 30, 40] (seed line 38): dealer <-> non-dealer base 10, between
non-dealers 10.
"""

from __future__ import annotations

from typing import Any

import pytest

import rules
from rules.tiles import parse, tile_str

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
DANDIAO_MELDS = [
    {"kind": "chi", "tiles": "123m", "from": 0},
    {"kind": "pon", "tiles": "444p", "from": 2},
    {"kind": "pon", "tiles": "999p", "from": 3},
    {"kind": "pon", "tiles": "111z", "from": 0},
    {"kind": "kong", "tiles": "2222s"},
]


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
    return answer


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
        [("ying_pai", 2)], 2,
        # no 财神, self-drawn: hard 2 (line 33, 41); each pays 10 x 2 = 20
        [(1, 0, 20, HAND), (2, 0, 20, HAND), (3, 0, 20, HAND)], [60, -20, -20, -20],
        id="hard-0-cai-shen-dealer-self-draw",
    ),
    pytest.param(
        request(at(2, win(PLAIN))),
        [("ying_pai", 2)], 2,
        # non-dealer self-draw, hard 2: dealer 10 x 2, the others 10 x 2 (line 38)
        [(0, 2, 20, HAND), (1, 2, 20, HAND), (3, 2, 20, HAND)], [-20, -20, 60, -20],
        id="hard-0-cai-shen-non-dealer-self-draw",
    ),
    pytest.param(
        request(at(0, win(PLAIN, "discard", 1))),
        [("ping_hu", 1)], 1,
        # no 财神 but on a discard: neither soft nor hard, 1; the discarder pays 10
        [(1, 0, 10, HAND)], [10, -10, 0, 0],
        id="plain-0-cai-shen-discard",
    ),
    pytest.param(
        request(at(0, win(SOFT1, tile="3m"))),
        [("ruan_pai", 1)], 1,
        # the 5m stands for 2m: soft 1 (line 26, 40), even self-drawn; each pays 10
        [(1, 0, 10, HAND), (2, 0, 10, HAND), (3, 0, 10, HAND)], [30, -10, -10, -10],
        id="soft-1-cai-shen-self-draw",
    ),
    pytest.param(
        request(at(1, win(SOFT1, "discard", 3, tile="3m"))),
        [("ruan_pai", 1)], 1,
        # soft 1 on seat 3's discard (non-dealers: base 10): seat 3 pays 10
        [(3, 1, 10, HAND)], [0, 10, 0, -10],
        id="soft-1-cai-shen-discard",
    ),
    pytest.param(
        request(at(1, win(SOFT2, tile="3m"))),
        [("ruan_pai", 1)], 1,
        # two 5m stand for 2m and 5p: soft 1; dealer 10, seats 2 and 3 10 each
        [(0, 1, 10, HAND), (2, 1, 10, HAND), (3, 1, 10, HAND)], [-10, 30, -10, -10],
        id="soft-2-cai-shen",
    ),
    pytest.param(
        request(at(0, win(GUIWEI1))),
        [("ying_pai", 2)], 2,
        # the 5m as itself in 456m (财神归位, line 33) self-drawn: hard 2; 20 each
        [(1, 0, 20, HAND), (2, 0, 20, HAND), (3, 0, 20, HAND)], [60, -20, -20, -20],
        id="hard-1-cai-shen-as-itself",
    ),
    pytest.param(
        request(at(1, win(GUIWEI1, "discard", 3))),
        [("ping_hu", 1)], 1,
        # 归位 but on a discard: 1; seat 3 pays 10
        [(3, 1, 10, HAND)], [0, 10, 0, -10],
        id="as-itself-on-a-discard",
    ),
    pytest.param(
        request(at(3, win(GUIWEI2))),
        [("ying_pai", 2)], 2,
        # two 5m as themselves (the pair), self-drawn: hard 2; 20 from each
        [(0, 3, 20, HAND), (1, 3, 20, HAND), (2, 3, 20, HAND)], [-20, -20, -20, 60],
        id="hard-2-cai-shen-as-themselves",
    ),
    pytest.param(
        request(at(1, win(SAN_SHAPE, tile="5m"))),
        [("ying_pai", 2), ("san_cai_shen", 2), ("shuang_fan", 4)], 4,
        # three 财神: hard (line 35) and special: 双翻 4 (line 42); 10 x 4 from each
        [(0, 1, 40, HAND), (2, 1, 40, HAND), (3, 1, 40, HAND)], [-40, 120, -40, -40],
        id="3-cai-shen-self-draw",
    ),
    pytest.param(
        request(at(3, win(SAN_NO_SHAPE, "discard", 2, tile="1m"))),
        [("ying_pai", 2), ("san_cai_shen", 2), ("shuang_fan", 4)], 4,
        # three 财神 need no shape (line 35); on seat 2's discard: 10 x 4 = 40
        [(2, 3, 40, HAND)], [0, 0, -40, 40],
        id="3-cai-shen-no-shape-discard",
    ),
    # ------------------------------------------------------------------------- 白板 ---
    pytest.param(
        request(at(0, win(BAI))),
        [("ying_pai", 2)], 2,
        # 白板 is an ordinary 5m (line 13): 456m, no 财神, self-drawn: hard 2; 20 each
        [(1, 0, 20, HAND), (2, 0, 20, HAND), (3, 0, 20, HAND)], [60, -20, -20, -20],
        id="baiban-as-5m-hard",
    ),
    pytest.param(
        request(at(0, win(BAI_SOFT, tile="3m"))),
        [("ruan_pai", 1)], 1,
        # 5m as 2m (soft), 白板 as 5m in 456m: soft 1; 10 each
        [(1, 0, 10, HAND), (2, 0, 10, HAND), (3, 0, 10, HAND)], [30, -10, -10, -10],
        id="baiban-as-5m-with-a-soft-cai-shen",
    ),
    pytest.param(
        request(at(0, win("13m456789p234789s77z5z", tile="3m")), flip="5z"),
        [("ruan_pai", 1)], 1,
        # flip 白板: the 白板 are the 财神; it stands for 2m: soft 1; 10 each
        [(1, 0, 10, HAND), (2, 0, 10, HAND), (3, 0, 10, HAND)], [30, -10, -10, -10],
        id="flip-baiban-soft",
    ),
    pytest.param(
        request(at(0, win("123m456789p234789s55z", tile="5z")), flip="5z"),
        [("ying_pai", 2)], 2,
        # flip 白板: the pair of 白板 as themselves, self-drawn: hard 2; 20 each
        [(1, 0, 20, HAND), (2, 0, 20, HAND), (3, 0, 20, HAND)], [60, -20, -20, -20],
        id="flip-baiban-hard",
    ),
    pytest.param(
        request(at(2, win(PLAIN, tile="7z")), flip="7z"),
        [("ying_pai", 2)], 2,
        # flip 中: the 77z pair are 财神 as themselves, self-drawn: hard 2; 20 each
        [(0, 2, 20, HAND), (1, 2, 20, HAND), (3, 2, 20, HAND)], [-20, -20, 60, -20],
        id="honor-cai-shen-as-itself",
    ),
    # --------------------------------------------------------------- special wins ---
    pytest.param(
        request(at(0, win(BADUI, tile="1z"))),
        [("ying_pai", 2), ("ying_ba_dui", 2), ("shuang_fan", 4)], 4,
        # 硬八对 (line 27) self-drawn, no 财神: hard 2 x special 2 = 4; 40 each
        [(1, 0, 40, HAND), (2, 0, 40, HAND), (3, 0, 40, HAND)], [120, -40, -40, -40],
        id="ying-ba-dui-self-draw-shuang-fan",
    ),
    pytest.param(
        request(at(2, win(BADUI, "discard", 1, tile="1z"))),
        [("ping_hu", 1), ("ying_ba_dui", 2)], 2,
        # 硬八对 on a discard: 1 x 2 = 2; seat 1 pays 10 x 2 = 20
        [(1, 2, 20, HAND)], [0, -20, 20, 0],
        id="ying-ba-dui-discard",
    ),
    pytest.param(
        request(at(0, win(PLAIN, first_turn=True))),
        [("ying_pai", 2), ("tian_hu", 2), ("shuang_fan", 4)], 4,
        # 天胡 (line 29), hard: 双翻 4; 10 x 4 = 40 each
        [(1, 0, 40, HAND), (2, 0, 40, HAND), (3, 0, 40, HAND)], [120, -40, -40, -40],
        id="tian-hu-hard",
    ),
    pytest.param(
        request(at(0, win(SOFT1, tile="3m", first_turn=True))),
        [("ruan_pai", 1), ("tian_hu", 2)], 2,
        # 天胡 with a 财神 standing in: soft 1 x 2 = 2; 20 each
        [(1, 0, 20, HAND), (2, 0, 20, HAND), (3, 0, 20, HAND)], [60, -20, -20, -20],
        id="tian-hu-soft",
    ),
    pytest.param(
        request(at(0, win(BADUI, tile="1z", first_turn=True))),
        [("ying_pai", 2), ("tian_hu", 2), ("ying_ba_dui", 1), ("shuang_fan", 4)], 4,
        # 天胡 and 硬八对: a special win doubles once, so still 4, never above (line 42)
        [(1, 0, 40, HAND), (2, 0, 40, HAND), (3, 0, 40, HAND)], [120, -40, -40, -40],
        id="tian-hu-and-ba-dui-capped-at-4",
    ),
    pytest.param(
        request(at(2, win(PLAIN, "discard", 0, first_turn=True))),
        [("ping_hu", 1), ("di_hu", 2)], 2,
        # 地胡 (line 30): on the dealer's first discard: 1 x 2; the dealer pays 10 x 2
        [(0, 2, 20, HAND)], [-20, 0, 20, 0],
        id="di-hu",
    ),
    pytest.param(
        request(at(1, win("7z5m", "discard", 0, tile="7z", melds=DANDIAO_MELDS))),
        [("ruan_pai", 1), ("dan_diao", 2)], 2,
        # 单吊 (line 31): five melds, 5m stands for 7z: soft 1 x 2; the dealer pays 10 x 2
        [(0, 1, 20, HAND)], [-20, 20, 0, 0],
        id="dan-diao-soft-discard",
    ),
    pytest.param(
        request(at(1, win("77z", melds=DANDIAO_MELDS))),
        [("ying_pai", 2), ("dan_diao", 2), ("shuang_fan", 4)], 4,
        # 单吊 self-drawn with no 财神: hard 2 x 2 = 双翻 4; 40 from each
        [(0, 1, 40, HAND), (2, 1, 40, HAND), (3, 1, 40, HAND)], [-40, 120, -40, -40],
        id="dan-diao-hard-shuang-fan",
    ),
    pytest.param(
        request(at(1, win(SOFT1, "robbed_kong", 2, tile="3m"))),
        [("cai_shen_qiang_gang", 2)], 2,
        # 财神抢杠 (line 34): hard 2; the robbed seat 2 pays 10 x 2
        [(2, 1, 20, HAND)], [0, 20, -20, 0],
        id="cai-shen-qiang-gang",
    ),
    pytest.param(
        request(at(1, win(PLAIN, "robbed_kong", 2))),
        [("ping_hu", 1)], 1,
        # robbing a kong with no 财神: only 1; the robbed seat pays 10
        [(2, 1, 10, HAND)], [0, 10, -10, 0],
        id="robbed-kong-without-cai-shen",
    ),
    # ------------------------------------------------------- progression, line 38-39 ---
    *(
        pytest.param(
            request(at(0, win(PLAIN)), streak=streak),
            [("ying_pai", 2)], 2,
            # dealer self-draw, hard: base [10,20,30,40][min(streak, 3)] x 2 from each
            [(s, 0, each, HAND) for s in (1, 2, 3)], [3 * each, -each, -each, -each],
            id=f"progression-streak-{streak}",
        )
        for streak, each in ((0, 20), (1, 40), (2, 60), (3, 80), (4, 80), (5, 80))
    ),
    pytest.param(
        request(at(1, win(PLAIN)), streak=2),
        [("ying_pai", 2)], 2,
        # streak 2: dealer <-> seat 1 base 30 x 2 = 60; non-dealers stay at 10 x 2 = 20
        [(0, 1, 60, HAND), (2, 1, 20, HAND), (3, 1, 20, HAND)], [-60, 100, -20, -20],
        id="progression-non-dealer-wins",
    ),
    pytest.param(
        request(at(0, win(SOFT1, tile="3m")), streak=1, preset="base_2468"),
        [("ruan_pai", 1)], 1,
        # preset [2,4,6,8], streak 1: base 4 x 1 from each
        [(1, 0, 4, HAND), (2, 0, 4, HAND), (3, 0, 4, HAND)], [12, -4, -4, -4],
        id="preset-2468",
    ),
    pytest.param(
        request(at(2, win(PLAIN)), streak=5, preset="base_3579"),
        [("ying_pai", 2)], 2,
        # preset [3,5,7,9], streak 5 -> held at 9: dealer 9 x 2 = 18; non-dealers 3 x 2 = 6
        [(0, 2, 18, HAND), (1, 2, 6, HAND), (3, 2, 6, HAND)], [-18, -6, 30, -6],
        id="preset-3579-held-at-last",
    ),
    pytest.param(
        request(at(1, win(SOFT1, "discard", 0, tile="3m")), streak=3, options={"base_progression": [5, 15]}),
        [("ruan_pai", 1)], 1,
        # custom [5, 15], streak 3 -> held at 15; the dealer discards: 15 x 1
        [(0, 1, 15, HAND)], [-15, 15, 0, 0],
        id="custom-progression",
    ),
    # --------------------------------------------------------- 买底 / 顶底, line 44-45 ---
    pytest.param(
        request(at(1, win(SOFT1, tile="3m")), streak=1, table={"maidi": 5, "dingdi": [0, 3, 0, 0]}),
        [("ruan_pai", 1)], 1,
        # base 20; dealer pays seat 1 (20 + 买底 5 + 顶底 3) x 1 = 28; seats 2, 3: 10 x 1
        [(0, 1, 28, HAND), (2, 1, 10, HAND), (3, 1, 10, HAND)], [-28, 48, -10, -10],
        id="maidi-dingdi-dealer-pays",
    ),
    pytest.param(
        request(at(0, win(PLAIN)), table={"maidi": 10, "dingdi": [0, 0, 5, 0]}),
        [("ying_pai", 2)], 2,
        # dealer wins, hard: (10 + 10) x 2 = 40 from seats 1 and 3; (10 + 10 + 5) x 2 = 50 from seat 2
        [(1, 0, 40, HAND), (2, 0, 50, HAND), (3, 0, 40, HAND)], [130, -40, -50, -40],
        id="maidi-dingdi-dealer-collects",
    ),
    pytest.param(
        request(at(1, win(PLAIN, "discard", 0)), streak=2, table={"dingdi": [0, 30, 0, 0]}),
        [("ping_hu", 1)], 1,
        # base 30, seat 1's 顶底 30 (at most the base): the dealer pays (30 + 30) x 1
        [(0, 1, 60, HAND)], [-60, 60, 0, 0],
        id="dingdi-equal-to-base",
    ),
    pytest.param(
        request(at(2, win(PLAIN, "discard", 3)), table={"maidi": 10}),
        [("ping_hu", 1)], 1,
        # between non-dealers 买底 does not count: 10 x 1
        [(3, 2, 10, HAND)], [0, 0, 10, -10],
        id="maidi-not-between-non-dealers",
    ),
    pytest.param(
        request(at(0, win(PLAIN, "discard", 3)), table={"maidi": 10, "dingdi": [0, 0, 0, 10]}),
        [("ping_hu", 1)], 1,
        # the dealer wins on seat 3's discard: (10 + 买底 10 + 顶底 10) x 1 = 30
        [(3, 0, 30, HAND)], [30, 0, 0, -30],
        id="maidi-dingdi-discard-to-dealer",
    ),
    pytest.param(
        request(
            at(2, win(SOFT1, "discard", 3, tile="3m")),
            streak=1,
            table={"maidi": 5, "dingdi": [0, 0, 4, 0]},
            options={"discarder_pays_all": True},
        ),
        [("ruan_pai", 1)], 1,
        # seat 3 pays every share: the dealer's (20 + 5 + 4) x 1 = 29, seat 1's 10, its own 10 = 49
        [(3, 2, 29, HAND), (3, 2, 10, HAND), (3, 2, 10, HAND)], [0, 0, 49, -49],
        id="discarder-pays-all",
    ),
    # ---------------------------------------------------------------- 财神钱, line 43 ---
    pytest.param(
        request(
            [win(SOFT1, tile="3m"), {"hand": "111222333444555z6z"}, {"cai_shen": 2}, {"cai_shen": 0}],
            options={"cai_shen_qian": True},
        ),
        [("ruan_pai", 1)], 1,
        # hand: 10 from each; 财神钱 1 point: seat 0 holds one 5m (+1 from each of 3),
        # seat 2 holds two (+2 from each of 3): nets 30+3-2, -10-1-2, -10-1+6, -10-1-2
        [
            (1, 0, 10, HAND), (2, 0, 10, HAND), (3, 0, 10, HAND),
            (1, 0, 1, QIAN), (2, 0, 1, QIAN), (3, 0, 1, QIAN),
            (0, 2, 2, QIAN), (1, 2, 2, QIAN), (3, 2, 2, QIAN),
        ],
        [31, -13, -5, -13],
        id="cai-shen-qian",
    ),
    # ---------------------------------------------------------------- 2 players ---
    pytest.param(
        request(at(1, win(PLAIN), players=2), streak=2),
        [("ying_pai", 2)], 2,
        # 2 players, streak 2: the dealer pays 30 x 2
        [(0, 1, 60, HAND)], [-60, 60],
        id="two-players-self-draw",
    ),
    pytest.param(
        request(at(0, win(SOFT1, "discard", 1, tile="3m"), players=2), table={"maidi": 10}),
        [("ruan_pai", 1)], 1,
        # 2 players, the dealer bought 10: seat 1 pays (10 + 10) x 1
        [(1, 0, 20, HAND)], [20, -20],
        id="two-players-maidi",
    ),
    pytest.param(
        request([{"cai_shen": 1}, win(SOFT1, tile="3m")], options={"cai_shen_qian": True}),
        [("ruan_pai", 1)], 1,
        # 2 players: the dealer pays 10; 财神钱: each holds one 财神, 1 each way
        [(0, 1, 10, HAND), (1, 0, 1, QIAN), (0, 1, 1, QIAN)], [-10, 10],
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
        (0, 1, 2, QIAN), (2, 1, 2, QIAN), (3, 1, 2, QIAN),
        (0, 3, 2, QIAN), (1, 3, 2, QIAN), (2, 3, 2, QIAN),
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
        pytest.param("en", SOFT1, "3m", "财神 as 2m in 123m", id="en"),
        pytest.param("zh-hans", SOFT1, "3m", "财神作二万(123m)", id="zh-hans"),
        pytest.param("zh-hant", SOFT1, "3m", "財神作二萬(123m)", id="zh-hant"),
        pytest.param("ja", SOFT1, "3m", "財神を二萬として(123m)", id="ja"),
        pytest.param("en", GUIWEI1, "1m", "every 财神 as itself (5m): 123m 456m 789p 234s 789s 77z", id="as-itself"),
        pytest.param("en", PLAIN, "1m", "no 财神: 123m 456p 789p 234s 789s 77z", id="none"),
        pytest.param(
            "en", BAI_SOFT, "3m", "财神 as 2m in 123m; 白板 x1 as the 财神's own kind, 5m", id="baiban"
        ),
        pytest.param("en", SAN_NO_SHAPE, "1m", "three 财神, no shape needed", id="san-cai-shen"),
        pytest.param("en", BADUI, "1z", "eight pairs: 11m 22m 33p 44p 55s 66s 99s 77z 1z", id="ba-dui"),
    ],
)
def test_wenzhou_reading_is_shown(lang: str, hand: str, tile: str, reading: str) -> None:
    answer = score(request(at(0, win(hand, tile=tile)), lang=lang))
    assert answer["hands"][0]["reading"] == reading


def test_wenzhou_soft_reading_uses_fewest_substitutions() -> None:
    # 5m 5m with 13m and 46p: both must stand in (2m, 5p); the reading names both
    answer = score(request(at(0, win(SOFT2, tile="3m"))))
    assert answer["hands"][0]["reading"] == "财神 as 2m in 123m; 财神 as 5p in 456p"


def test_wenzhou_payment_note_explains_the_base() -> None:
    data = request(at(1, win(SOFT1, tile="3m")), streak=1, table={"maidi": 5, "dingdi": [0, 3, 0, 0]})
    answer = score(data)
    assert answer["payments"][0]["note"] == "(base 20 + 买底 5 + 顶底 3) x 1 = 28"
    assert answer["payments"][1]["note"] == "base 10 x 1 = 10"
