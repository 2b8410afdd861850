"""Riichi wins where who is who matters: the seat and round winds away from seat 0 and East, the nearest of
two ron winners across the table's wrap, and liability when the dealer wins. Worked by hand.

Seed (seeds/001_a3f5d4a3da016967.txt) and rules-brief: "the dealer sits East, the next seat South, and so
on"; honba "吃铳则从放铳人那里得到1500点" (ron: 1500 per count from the discarder) to the winner nearest the
discarder in turn order; liability §13 (ron: the liable seat pays half).
"""

from __future__ import annotations

from .helpers import H1, ok, pon, request

H2 = "456m123p456s789s22p"  # pinfu on 4s (456s waiting 4s-7s): 1 han 30 fu
OPEN_WIND = "123m456p789s11s"  # + a pon of a wind: 1s tanki; 20 + 4 (open honor pung) + 2 = 26 -> 30 fu


def test_seat_wind_follows_the_dealer() -> None:
    # seat 1 deals, so seat 3 sits West ((3 - 1) mod 4 = 2): its pon of West is its seat wind, 1 han 30 fu,
    # 1000 from seat 2. (Counted from seat 0 instead, seat 3 would be North and the hand would have no yaku.)
    a = ok(request(OPEN_WIND, "1s", seat=3, frm=2, dealer=1, melds=[pon("333z", 0)]))
    assert [i["key"] for i in a["hands"][0]["items"]] == ["yakuhai_jikaze"]
    assert a["net"] == [0, 0, -1000, 1000]


def test_round_wind_is_read_from_the_table() -> None:
    # South round: seat 2 (West, dealer 0) holds a pon of South, the round wind: 1 han 30 fu, 1000 from seat 1
    a = ok(request(OPEN_WIND, "1s", seat=2, frm=1, melds=[pon("222z", 0)], table={"round_wind": "2z"}))
    assert [i["key"] for i in a["hands"][0]["items"]] == ["yakuhai_bakaze"]
    assert a["net"] == [0, -1000, 1000, 0]


def test_double_ron_nearest_winner_across_the_wrap() -> None:
    # seat 2 deals in to seats 1 and 3 (pinfu, 1000 each); in turn order from seat 2 the next seat is 3, then
    # 0, then 1: seat 3 is nearest and takes the honba (1 x 1500, option "nearest") and seat 0's riichi stick.
    a = ok(
        request(
            H1,
            "4s",
            frm=2,
            streak=1,
            options={"honba_winners": "nearest"},
            others={3: {"hand": H2, "win": {"tile": "4s", "by": "discard", "from": 2}}, 0: {"riichi": "single"}},
        )
    )
    assert [h["seat"] for h in a["hands"]] == [3, 1]
    assert sorted((p["from"], p["to"], p["amount"], p["reason"]) for p in a["payments"]) == [
        (0, 3, 1000, "riichi_deposit"),
        (2, 1, 1000, "hand"),
        (2, 3, 1000, "hand"),
        (2, 3, 1500, "honba"),
    ]
    assert a["net"] == [-1000, 1000, -3500, 3500]
    assert a["pot_collected"] == {"seat": 3, "amount": 1000}


def test_dealer_daisangen_ron_with_liability() -> None:
    # the dealer (seat 0) wins 大三元 on seat 2's discard; seat 3 fed the last dragon. A dealer's yakuman is
    # 6 x 8000 = 48000: half (24000) from the liable seat, the rest (24000) from the discarder.
    data = request("777z234m11p", "4m", seat=0, frm=2, melds=[pon("555z", 3), pon("666z", 2)], liable=3)
    a = ok(data)
    assert sorted((p["from"], p["amount"], p["reason"]) for p in a["payments"]) == [
        (2, 24000, "hand"),
        (3, 24000, "liability"),
    ]
    assert a["net"] == [48000, 0, -24000, -24000]
    assert a["hands"][0]["points"] == 48000


def test_self_draw_points_are_the_sum_of_the_shares() -> None:
    # pinfu + tsumo, 2 han 20 fu: dealer 700, others 400 -> the hand's points are 1500; with one honba (seed:
    # 500 from each) the honba is paid besides, not counted in the hand's points
    a = ok(request(H1, "4s", "self_draw", streak=1))
    assert a["hands"][0]["points"] == 1500
    assert sorted((p["from"], p["amount"], p["reason"]) for p in a["payments"]) == [
        (0, 500, "honba"),
        (0, 700, "hand"),
        (2, 400, "hand"),
        (2, 500, "honba"),
        (3, 400, "hand"),
        (3, 500, "honba"),
    ]
