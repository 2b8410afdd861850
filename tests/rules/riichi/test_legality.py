"""Riichi legality judged from what happened (issue 14), worked by hand from the seed (001).

Furiten (seed §10, lines 49-57, and 报听 c, lines 81-82): a seat whose waits include a tile it discarded
may not ron ("只能自摸和牌。否则算诈和"); after riichi, a seat that passed a winning discard may then only
self-draw ("自摸听"); a seat that passed the first winning discard in a go-round may not ron the second
("同一巡内的第一张铳牌没和,则出现第二张铳牌时也不能和牌"). Each such ron "算诈和", settled by §12
(lines 67-68): "以“自摸满贯”的点数按比率支付“罚点”": a non-dealer pays the dealer 4000 and the two
others 2000 each (a mangan self-draw: 2000 base, the dealer paying double); the dealer pays 4000 to each.

Abortive draws (seed §9.2, lines 38-48) are recognised from their facts and refused when the facts
contradict them. The gaps of issue 14 each have a test here that failed before the change.
"""

from __future__ import annotations

from typing import Any

import pytest

from rules import score_request

from .helpers import H1, kong, ok, pon, request

H2 = "456m123p456s789s22p"  # pinfu on 4s (56s waiting 4s-7s): 1 han 30 fu
H3 = "345s678m678p99m111z"  # kanchan 4s; East pung is the round wind

# seat 1 (not the dealer) falsely rons: it pays the dealer (seat 0) 4000 and seats 2 and 3 2000 each
FALSE_WIN_SEAT_1 = [4000, -8000, 2000, 2000]


def bad(data: dict[str, Any]) -> list[tuple[str, str]]:
    status, answer = score_request(data)
    assert status == 400, answer
    return [(e["field"], e["message"]) for e in answer["errors"]]


def with_seat(data: dict[str, Any], seat: int, **fields: Any) -> dict[str, Any]:
    data["seats"][seat] = {**data["seats"][seat], **fields}
    return data


def chombo_payments(answer: dict[str, Any]) -> list[tuple[int, int, int]]:
    return sorted((p["from"], p["to"], p["amount"]) for p in answer["payments"] if p["reason"] == "chombo")


# ---------------------------------------------------------------- furiten ---


def test_own_discard_furiten_ron_is_a_false_win() -> None:
    # seat 1 waits on 1s-4s (23s) and discarded 1s itself (its second discard); it rons seat 2's 4s:
    # permanent furiten over all its waits (§10.1), so the ron is 诈和: 4000 to the dealer, 2000 to each other
    data = with_seat(request(H1, "4s", frm=2), 1, discards="9p1s")
    a = ok(data)
    assert a["hands"] == []
    assert a["net"] == FALSE_WIN_SEAT_1
    assert chombo_payments(a) == [(1, 0, 4000), (1, 2, 2000), (1, 3, 2000)]
    assert a["chombo"] == 1
    [v] = a["verdicts"]
    assert (v["key"], v["rule"], v["seat"], v["settled_as"]) == ("furiten_own_discard", "furiten", 1, "chombo")
    assert v["text"].startswith("seat 1 waits on 1s 4s and discarded 1s itself (its discard 2): furiten")


def test_own_discard_furiten_by_the_dealer() -> None:
    # the dealer (seat 1 deals) falsely rons: it pays 4000 to each of the three others (§12)
    data = with_seat(request(H1, "4s", frm=2, dealer=1), 1, discards="4s")
    a = ok(data)
    assert a["net"] == [4000, -12000, 4000, 4000]


def test_furiten_does_not_stop_a_self_draw() -> None:
    # "只能自摸和牌": the same furiten seat may still win by self-draw: pinfu + tsumo, 2 han 20 fu
    # (base 320): the dealer pays 700, the others 400 each
    a = ok(with_seat(request(H1, "4s", "self_draw"), 1, discards="9p1s"))
    assert a["net"] == [-700, 1500, -400, -400]
    assert "verdicts" not in a


def test_furiten_on_a_robbed_kong() -> None:
    # robbing a kong is a win on another's tile: furiten forbids it too
    data = with_seat(request(H1, "4s", "robbed_kong", frm=2), 1, discards="1s")
    assert ok(data)["verdicts"][0]["key"] == "furiten_own_discard"


def test_a_discard_that_is_no_wait_is_no_furiten() -> None:
    # 9p and 5s are not among 1s / 4s: riichi + pinfu on a ron, 2 han 30 fu = 2000 from seat 2
    a = ok(with_seat(request(H1, "4s", frm=2, riichi="single"), 1, discards="9p5s", riichi_at=2))
    assert a["net"] == [0, 2000, -2000, 0]
    assert "verdicts" not in a


def test_riichi_pass_is_furiten_for_the_rest_of_the_hand() -> None:
    # seat 1 declared riichi with its 2nd discard, then let seat 3's 1s pass (after 2 of its discards);
    # it discarded once more and rons seat 2's 4s: 自摸听 (§10.2, 报听 c) -> 诈和. Its riichi stick comes back
    # (the hand is void), so its score changes by the penalty alone.
    data = with_seat(
        request(H1, "4s", frm=2, riichi="single"),
        1,
        discards="9p1m5z",
        riichi_at=2,
        passed=[{"tile": "1s", "from": 3, "after": 2}],
    )
    a = ok(data)
    assert a["net"] == FALSE_WIN_SEAT_1
    assert a["score_change"] == FALSE_WIN_SEAT_1
    assert a["pot_carried"] == 0
    [v] = a["verdicts"]
    assert (v["key"], v["settled_as"]) == ("furiten_riichi_pass", "chombo")


def test_a_pass_before_riichi_an_earlier_go_round_is_no_furiten() -> None:
    # the same pass made before the declaration (after 1 discard, riichi at 2) and followed by its own discards:
    # the temporary furiten ended at its next draw; riichi + pinfu 2000 from seat 2
    data = with_seat(
        request(H1, "4s", frm=2, riichi="single"),
        1,
        discards="9p1m5z",
        riichi_at=2,
        passed=[{"tile": "1s", "from": 3, "after": 1}],
    )
    assert ok(data)["net"] == [0, 2000, -2000, 0]


def test_same_turn_furiten() -> None:
    # dealer 0. Order: 0:1z 1:9p 2:2z 3:3z 0:9m 1:1m 2:1s (seat 1 lets it pass: after 2 discards) 3:4s, and seat 1
    # rons the 4s before its own next draw: "同一巡内的第一张铳牌没和,则出现第二张铳牌时也不能和牌" -> 诈和
    data = request(H1, "4s", frm=3)
    data["seats"] = [
        {"discards": "1z9m"},
        {**data["seats"][1], "discards": "9p1m", "passed": [{"tile": "1s", "from": 2, "after": 2}]},
        {"discards": "2z1s"},
        {"discards": "3z4s"},
    ]
    a = ok(data)
    assert a["net"] == FALSE_WIN_SEAT_1
    assert a["verdicts"][0]["key"] == "furiten_same_turn"
    # without the pass the same ron is pinfu, 1000 from seat 3
    del data["seats"][1]["passed"]
    assert ok(data)["net"] == [0, 1000, 0, -1000]


def test_a_pass_must_be_a_winning_tile_when_the_hand_cannot_have_changed() -> None:
    # in the same go-round the hand is the one it holds now: 9s never completed it
    data = with_seat(request(H1, "4s", frm=2), 1, discards="9p", passed=[{"tile": "9s", "from": 3, "after": 1}])
    assert bad(data) == [
        ("seats.1.passed.0.tile", "9s does not complete this hand (it waits on 1s 4s), so it was no win passed")
    ]


def test_double_riichi_is_declared_with_the_first_discard() -> None:
    data = with_seat(request(H1, "4s", frm=2, riichi="double"), 1, discards="9p1m", riichi_at=2)
    assert [f for f, _ in bad(data)] == ["seats.1.riichi_at"]


def test_double_ron_with_one_furiten() -> None:
    # seat 0 deals in to seats 1 and 3; seat 1 is furiten (it discarded 1s): its ron is 诈和 and pays the
    # penalty (4000 to the dealer seat 0, 2000 to seats 2 and 3); seat 3's pinfu (1000 from seat 0) stands
    data = request(H1, "4s", frm=0, others={3: {"hand": H2, "win": {"tile": "4s", "by": "discard", "from": 0}}})
    data = with_seat(data, 1, discards="1s")
    a = ok(data)
    assert [h["seat"] for h in a["hands"]] == [3]
    assert sorted((p["from"], p["to"], p["amount"], p["reason"]) for p in a["payments"]) == [
        (0, 3, 1000, "hand"),
        (1, 0, 4000, "chombo"),
        (1, 2, 2000, "chombo"),
        (1, 3, 2000, "chombo"),
    ]
    assert a["net"] == [3000, -8000, 2000, 3000]
    assert a["verdicts"][0]["settled_as"] == "chombo"


# ------------------------------------------------------- triple ron, 诈和 ---


def triple(**seat1: Any) -> dict[str, Any]:
    data = request(
        H1,
        "4s",
        frm=0,
        others={
            2: {"hand": H3, "win": {"tile": "4s", "by": "discard", "from": 0}},
            3: {"hand": H2, "win": {"tile": "4s", "by": "discard", "from": 0}},
        },
    )
    return with_seat(data, 1, **seat1)


def test_triple_ron_of_three_real_wins_is_abortive() -> None:
    a = ok(triple())
    assert a["draw"] == "triple_ron"
    assert a["net"] == [0, 0, 0, 0]
    assert a["verdicts"][0]["key"] == "abortive_triple_ron"


def test_triple_ron_with_an_incomplete_hand_is_refused() -> None:
    # before issue 14 this was settled as an abortive draw (0/0/0/0) without looking at the hands
    data = triple(hand="123m456p789p245s88s")
    assert [f for f, _ in bad(data)] == ["seats.1.hand"]


def test_triple_ron_with_a_yakuless_hand_is_refused() -> None:
    # seat 2 open (a chi of 123p from seat 1), kanchan 4s, no yaku: no triple ron stands
    data = triple()
    data["seats"][2] = {
        "hand": "345s678m678p99m",
        "melds": [{"kind": "chi", "tiles": "123p", "from": 1}],
        "win": {"tile": "4s", "by": "discard", "from": 0},
    }
    errs = bad(data)
    assert errs[0][0] == "seats.2.hand"
    assert "false win" in errs[0][1]


def test_triple_ron_with_a_furiten_hand_is_no_abortive_draw() -> None:
    # seat 1 is furiten: only two real wins remain, settled as a double ron (pinfu 1000 for seat 3; seat 2's
    # 345s kanchan + East pung: yakuhai 1 han 40 fu = 1300), and seat 1 pays the 诈和 penalty
    a = ok(triple(discards="1s"))
    assert "draw" not in a
    assert sorted(h["seat"] for h in a["hands"]) == [2, 3]
    assert a["net"] == [-2300 + 4000, -8000, 1300 + 2000, 1000 + 2000]


# ------------------------------------------------------------------ chombo ---


def test_chombo_with_a_valid_win_is_refused() -> None:
    data = request(H1, "4s", frm=2, table={"chombo": 1})
    assert bad(data) == [
        ("table.chombo", "seat 1's win is valid (complete, with a yaku, not furiten): it is not a false win")
    ]


def test_chombo_of_another_seat_beside_a_win_is_refused() -> None:
    assert [f for f, _ in bad(request(H1, "4s", frm=2, table={"chombo": 3}))] == ["table.chombo"]


def test_chombo_on_a_yakuless_win_settles_it() -> None:
    # seat 1 rons with an open hand and no yaku (§7: "手牌中没有番的情况下,吃铳算诈和"): named as the chombo
    data = request("234m567p99s555s", "5s", frm=2, melds=[{"kind": "chi", "tiles": "123s", "from": 0}])
    assert "false win" in bad(data)[0][1]  # without chombo: an error that says how to settle it
    data["table"] = {"chombo": 1}
    a = ok(data)
    assert a["net"] == FALSE_WIN_SEAT_1
    assert a["verdicts"][0]["key"] == "false_win"
    assert a["verdicts"][0]["text"].startswith("seat 1's win does not stand: it has no yaku.")


def test_chombo_with_an_abortive_draw_is_refused() -> None:
    data = request(table={"chombo": 2, "draw": "four_riichi"})
    assert [f for f, _ in bad(data)] == ["table.chombo"]


# --------------------------------------------------------- quietly accepted ---

# Every seat's hand given (13 tiles each, no kong anywhere): the dora indicators are known to be one.
ALL_HANDS = {
    0: {"hand": "1112223334445z"},
    2: {"hand": "6667778889999m"},
    3: {"hand": "1112223336667p"},
}


def test_more_dora_indicators_than_kongs() -> None:
    data = request(H1, "4s", frm=2, dora="1m2m", others=ALL_HANDS)
    assert bad(data) == [
        ("indicators.dora", "2 dora indicators, but the table shows 0 kongs (one more indicator per kong: at most 1)")
    ]
    # one indicator (1m: dora 2m, held once): pinfu + 1 dora, 2 han 30 fu = 2000
    assert ok(request(H1, "4s", frm=2, dora="1m", others=ALL_HANDS))["net"] == [0, 2000, -2000, 0]
    # another seat's tiles not given: it may hold a kong
    assert score_request(request(H1, "4s", frm=2, dora="1m2m"))[0] == 200


def test_liable_seat_that_fed_nothing() -> None:
    # 大三元: 白 from seat 3, 发 from seat 2; seat 0 fed neither
    data = request("777z234m11p", "1p", "self_draw", melds=[pon("555z", 3), pon("666z", 2)], liable=0)
    assert bad(data) == [
        ("seats.1.liable", "seat 0 fed this hand none of its dragon or wind sets, so it cannot be liable")
    ]


def test_robbed_kong_whose_owner_holds_no_pon() -> None:
    robbed = request(H1, "4s", "robbed_kong", frm=2, others={2: {"hand": "1235m", "melds": [pon("999m", 0)] * 3}})
    robbed["seats"][2]["melds"] = [pon("999m", 0), pon("111z", 0), pon("777z", 3)]
    assert bad(robbed) == [
        (
            "seats.1.win.from",
            "seat 2, whose kong was robbed, holds no pon of 4s: a robbed kong is a tile added to a pon",
        )
    ]
    robbed["seats"][2]["melds"] = [pon("999m", 0), pon("111z", 0), pon("444s", 3)]
    assert ok(robbed)["net"] == [0, 2000, -2000, 0]  # chankan + pinfu, 2 han 30 fu


def test_riichi_seat_declared_noten_at_a_draw() -> None:
    seats = {0: {"tenpai": False, "riichi": "single"}, 1: {"tenpai": True}, 2: {"tenpai": False}, 3: {"tenpai": False}}
    assert [f for f, _ in bad(request(others=seats))] == ["seats.0.tenpai"]
    seats[0] = {"hand": "1357m2468p1357s1z", "riichi": "single"}
    assert [f for f, _ in bad(request(others=seats))] == ["seats.0.hand"]


# ----------------------------------------------------------- abortive draws ---


def draw(kind: str, seats: dict[int, dict[str, Any]], **options: Any) -> dict[str, Any]:
    return request(table={"draw": kind}, others=seats, options=options)


def test_nine_terminals_recognised_from_the_first_hand() -> None:
    # the dealer's 14 dealt tiles: 13 terminals and honors (+ the 14th, 5m): more than nine tiles (seed)
    a = ok(draw("nine_terminals", {0: {"hand": "19m19p19s1234567z", "drawn": "5m"}}))
    assert a["net"] == [0, 0, 0, 0]
    assert a["verdicts"][0]["key"] == "abortive_nine_terminals"


NINE_KINDS_NINE_TILES = {0: {"hand": "19m19p19s123z2345m", "drawn": "6m"}}  # 9 kinds, 9 tiles
TWELVE_TILES_FIVE_KINDS = {0: {"hand": "111999m111222z5z", "drawn": "5m"}}  # 13 tiles, 5 kinds


def test_nine_terminals_counts_tiles_by_default() -> None:
    # the seed: "超过9张" counts tiles: nine tiles are not more than nine
    assert bad(draw("nine_terminals", NINE_KINDS_NINE_TILES)) == [
        ("table.draw", "seat 0's first hand holds 9 terminal and honor tiles; the draw needs more than nine")
    ]
    assert ok(draw("nine_terminals", TWELVE_TILES_FIVE_KINDS))["draw"] == "nine_terminals"


def test_nine_terminals_counts_kinds_as_an_option() -> None:
    assert ok(draw("nine_terminals", NINE_KINDS_NINE_TILES, nine_terminals="kinds"))["draw"] == "nine_terminals"
    assert [f for f, _ in bad(draw("nine_terminals", TWELVE_TILES_FIVE_KINDS, nine_terminals="kinds"))] == [
        "table.draw"
    ]


def test_nine_terminals_only_on_the_first_draw() -> None:
    seats = {0: {"hand": "19m19p19s1234567z", "drawn": "5m", "discards": "9s"}}
    assert [f for f, _ in bad(draw("nine_terminals", seats))] == ["seats.0.drawn"]
    assert [f for f, _ in bad(request(others={0: {"drawn": "5m", "tenpai": False}}))] == [
        "seats.0.drawn",
        "seats.0.hand",
    ]


def test_four_winds_recognised_and_refused() -> None:
    winds = {i: {"discards": "2z"} for i in range(4)}
    a = ok(draw("four_winds", winds))
    assert (
        a["verdicts"][0]["text"]
        == "all four first discards are 2z, none claimed: four winds, the abortive draw stands."
    )
    winds[2] = {"discards": "3z"}
    assert [f for f, _ in bad(draw("four_winds", winds))] == ["seats.2.discards"]
    winds[2] = {"discards": "2z5p"}
    assert bad(draw("four_winds", winds))[0][0] == "seats.2.discards"
    five = {i: {"discards": "5z"} for i in range(4)}  # 白 is no wind
    assert bad(draw("four_winds", five))[0][0] == "seats.0.discards"


def test_four_riichi_recognised_and_refused() -> None:
    four = {i: {"riichi": "single"} for i in range(4)}
    assert ok(draw("four_riichi", four))["verdicts"][0]["key"] == "abortive_four_riichi"
    four[3] = {"tenpai": True}
    assert [f for f, _ in bad(draw("four_riichi", four))] == ["seats.3.riichi"]
    four[3] = {}  # nothing known of seat 3: the draw stays accepted, without a verdict
    a = ok(draw("four_riichi", four))
    assert "verdicts" not in a
    # the draw itself says every seat declared: four sticks go on the table, seat 3's too
    assert a["score_change"] == [-1000, -1000, -1000, -1000]
    assert a["pot_carried"] == 4000
    assert ok(draw("four_riichi", {}))["score_change"] == [-1000, -1000, -1000, -1000]


KONGS = {
    0: {"hand": "2345678m999m", "melds": [kong("1111m")]},
    1: {"hand": "2345678p999p", "melds": [kong("1111p")]},
    2: {"hand": "2345678s999s", "melds": [kong("1111s")]},
    3: {"hand": "2223334445z", "melds": [kong("1111z")]},
}


def test_four_kongs_every_seat_one() -> None:
    a = ok(draw("four_kongs", KONGS))
    assert a["verdicts"][0]["text"] == "4 kongs on the table, made by 4 seats: the four-kong abortive draw stands."
    two = dict(KONGS)
    two[3] = {"hand": "2223334445z", "melds": [pon("111z", 0)]}
    assert [f for f, _ in bad(draw("four_kongs", two))] == ["seats.3.melds"]
    assert [f for f, _ in bad(draw("four_kongs", two, four_kongs="two_or_more_seats"))] == ["table.draw"]
    assert ok(draw("four_kongs", KONGS, four_kongs="two_or_more_seats"))["draw"] == "four_kongs"


def test_a_draw_without_facts_stays_accepted() -> None:
    for kind in ("nine_terminals", "four_winds", "four_riichi", "four_kongs", "triple_ron"):
        a = ok(draw(kind, {}))
        assert a["draw"] == kind
        assert "verdicts" not in a


@pytest.mark.parametrize(
    ("lang", "word"),
    [("zh-hans", "诈和"), ("zh-hant", "詐和"), ("ja", "錯和"), ("en", "false win")],
)
def test_the_verdict_speaks_the_request_language(lang: str, word: str) -> None:
    data = with_seat(request(H1, "4s", frm=2), 1, discards="1s")
    data["lang"] = lang
    assert word in ok(data)["verdicts"][0]["text"]
