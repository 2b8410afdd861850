"""Whole-table settlements scored by hand: honba, riichi sticks, double / triple ron, liability, draws, chombo."""

from __future__ import annotations

import pytest

from rules import score_request

from .helpers import H1, ok, pon, request

H2 = "456m123p456s789s22p"  # pinfu on 4s too (456s waiting 4s-7s): 1 han 30 fu
H3 = "345s678m678p99m111z"  # kanchan 4s; East pung is the round wind


def test_payments_honba_and_sticks_seed() -> None:
    # riichi + pinfu 2000; 2 honba x 1500 = 3000 from the discarder; seat 3's riichi stick 1000;
    # one stick already on the table goes to the winner outside `net`.
    a = ok(request(H1, "4s", riichi="single", streak=2, table={"riichi_sticks": 1}, others={3: {"riichi": "single"}}))
    assert [(p["from"], p["to"], p["amount"], p["reason"]) for p in a["payments"]] == [
        (2, 1, 2000, "hand"),
        (2, 1, 3000, "honba"),
        (3, 1, 1000, "riichi_deposit"),
    ]
    assert a["net"] == [0, 6000, -5000, -1000]
    assert a["score_change"] == [0, 7000, -5000, -1000]
    assert a["pot_collected"] == {"seat": 1, "amount": 3000}


def test_payments_honba_tsumo_seed_and_tenhou() -> None:
    # pinfu + tsumo: 2 han 20 fu, base 320: dealer 700, others 400; honba 1: 500 each (seed) / 100 each (tenhou)
    a = ok(request(H1, "4s", "self_draw", streak=1))
    assert a["net"] == [-1200, 3000, -900, -900]
    b = ok(request(H1, "4s", "self_draw", streak=1, preset="tenhou"))
    assert b["net"] == [-800, 1800, -500, -500]


def test_payments_double_ron_honba_to_nearest() -> None:
    # option "nearest": seat 0 deals in to seats 1 and 3 (pinfu 1000 each); the honba (1500) goes to seat 1,
    # first after seat 0
    a = ok(
        request(
            H1,
            "4s",
            frm=0,
            streak=1,
            options={"honba_winners": "nearest"},
            others={3: {"hand": H2, "win": {"tile": "4s", "by": "discard", "from": 0}}},
        )
    )
    assert a["net"] == [-3500, 2500, 0, 1000]
    assert [h["seat"] for h in a["hands"]] == [1, 3]


def test_payments_double_ron_honba_to_every_winner() -> None:
    # the seed (§11.2, "每把连庄后的和牌可以得到1500点的附加点", the default): each winner's ron after the dealer
    # kept the deal gets 1500 from the discarder: seat 0 pays 1000 + 1500 to each of seats 1 and 3
    a = ok(
        request(H1, "4s", frm=0, streak=1, others={3: {"hand": H2, "win": {"tile": "4s", "by": "discard", "from": 0}}})
    )
    assert sorted((p["from"], p["to"], p["amount"], p["reason"]) for p in a["payments"]) == [
        (0, 1, 1000, "hand"),
        (0, 1, 1500, "honba"),
        (0, 3, 1000, "hand"),
        (0, 3, 1500, "honba"),
    ]
    assert a["net"] == [-5000, 2500, 0, 2500]


def test_payments_head_bump() -> None:
    a = ok(
        request(
            H1,
            "4s",
            frm=0,
            options={"multiple_ron": "head_bump"},
            others={3: {"hand": H2, "win": {"tile": "4s", "by": "discard", "from": 0}}},
        )
    )
    assert a["net"] == [-1000, 1000, 0, 0]


@pytest.mark.parametrize("preset", ["seed", "tenhou"])
def test_payments_triple_ron_is_abortive(preset: str) -> None:
    data = request(
        H1,
        "4s",
        frm=0,
        preset=preset,
        table={"riichi_sticks": 2},
        others={
            2: {"hand": H3, "win": {"tile": "4s", "by": "discard", "from": 0}},
            3: {"hand": H2, "win": {"tile": "4s", "by": "discard", "from": 0}, "riichi": "single"},
        },
    )
    a = ok(data)
    assert a["payments"] == []
    assert a["net"] == [0, 0, 0, 0]
    assert a["draw"] == "triple_ron"
    assert a["pot_carried"] == 3000  # two sticks on the table + seat 3's new one
    assert a["score_change"] == [0, 0, 0, -1000]


def test_payments_triple_ron_allowed() -> None:
    data = request(
        H1,
        "4s",
        frm=0,
        options={"multiple_ron": "triple"},
        others={
            2: {"hand": H3, "win": {"tile": "4s", "by": "discard", "from": 0}},
            3: {"hand": H2, "win": {"tile": "4s", "by": "discard", "from": 0}},
        },
    )
    # seat 2: yakuhai (East round) 1 han, 20 + 10 + kanchan 2 + 111z 8 = 40 fu: 1300
    assert ok(data)["net"] == [-3300, 1000, 1300, 1000]


def test_payments_liability_self_draw() -> None:
    # daisangen self-drawn by seat 1; seat 3 fed the last dragon: it pays the whole 32000, and the honba (1500)
    a = ok(request("777z234m11p", "4m", "self_draw", melds=[pon("555z", 3), pon("666z", 2)], liable=3, streak=1))
    assert [(p["from"], p["amount"], p["reason"]) for p in a["payments"]] == [
        (3, 32000, "liability"),
        (3, 1500, "honba"),
    ]
    assert a["net"] == [0, 33500, 0, -33500]


def test_payments_liability_ron() -> None:
    # ron from seat 2, liable seat 3: half each (16000); the honba stays with the discarder
    a = ok(request("777z234m11p", "4m", melds=[pon("555z", 3), pon("666z", 0)], liable=3, streak=1))
    assert a["net"] == [0, 33500, -17500, -16000]


def test_payments_liability_only_for_daisangen_daisuushii() -> None:
    # issue 14: a liable seat named on a hand that is no liability yakuman (haku 1 han) was quietly ignored
    status, a = score_request(request("234m567p789s55s", "2m", melds=[pon("555z", 3)], liable=3))
    assert status == 400
    assert a["errors"] == [
        {
            "field": "seats.1.liable",
            "message": "liability applies only to daisangen and daisuushii; this hand is neither",
        }
    ]


NOTEN = [
    pytest.param([True, False, False, False], [3000, -1000, -1000, -1000], id="one-tenpai"),
    pytest.param([True, True, False, False], [1500, 1500, -1500, -1500], id="two-tenpai"),
    pytest.param([True, True, True, False], [1000, 1000, 1000, -3000], id="three-tenpai"),
    pytest.param([True, True, True, True], [0, 0, 0, 0], id="all-tenpai"),
    pytest.param([False, False, False, False], [0, 0, 0, 0], id="all-noten"),
]


@pytest.mark.parametrize(("tenpai", "net"), NOTEN)
def test_payments_noten(tenpai: list[bool], net: list[int]) -> None:
    a = ok(request(others={i: {"tenpai": t} for i, t in enumerate(tenpai)}))
    assert a["net"] == net
    assert a["pot_carried"] == 0


def test_payments_noten_from_hands_and_riichi_carried() -> None:
    # seat 0 waits on 1z/2z (tenpai, riichi); the others' hands wait on nothing
    others = {
        0: {"hand": "123m456p789s1122z", "riichi": "single"},
        1: {"hand": "1357m2468p13579s"},
        2: {"hand": "1357m2468p13579s"},
        3: {"tenpai": False},
    }
    a = ok(request(table={"riichi_sticks": 1}, others=others))
    assert a["tenpai"] == [True, False, False, False]
    assert a["net"] == [3000, -1000, -1000, -1000]
    assert a["pot_carried"] == 2000
    assert a["score_change"] == [2000, -1000, -1000, -1000]


def test_payments_noten_needs_tenpai_or_hand() -> None:
    status, answer = score_request(request(others={0: {"tenpai": True}}))
    assert status == 400
    assert answer["errors"][0]["field"] == "seats.1.tenpai"


def test_payments_nagashi_mangan() -> None:
    # seat 2 (non-dealer) is paid a self-drawn mangan: dealer 4000, others 2000; no noten payments
    a = ok(
        request(others={2: {"nagashi_mangan": True}, 0: {"tenpai": True}, 1: {"tenpai": False}, 3: {"tenpai": False}})
    )
    assert a["net"] == [-4000, -2000, 8000, -2000]


@pytest.mark.parametrize(
    ("seat", "net"),
    [
        pytest.param(2, [4000, 2000, -8000, 2000], id="non-dealer"),
        pytest.param(0, [-12000, 4000, 4000, 4000], id="dealer"),
    ],
)
def test_payments_chombo(seat: int, net: list[int]) -> None:
    a = ok(request(table={"chombo": seat, "riichi_sticks": 1}, others={1: {"riichi": "single"}}))
    assert a["net"] == net
    assert a["pot_carried"] == 1000  # this hand's riichi stick is returned


def test_payments_abortive_draw() -> None:
    a = ok(request(table={"draw": "nine_terminals"}, others={2: {"riichi": "single"}}))
    assert a["payments"] == []
    assert a["pot_carried"] == 1000


def test_payments_dealer_ron_and_tsumo() -> None:
    # the dealer: riichi + pinfu ron 2 han 30 fu: 480 x 6 = 2880 -> 2900; tsumo 3 han 20 fu: 640 x 2 = 1300 each
    assert ok(request(H1, "4s", seat=0, riichi="single"))["net"] == [2900, 0, -2900, 0]
    assert ok(request(H1, "4s", "self_draw", seat=0, riichi="single"))["net"] == [3900, -1300, -1300, -1300]


def test_payments_bad_flags() -> None:
    status, answer = score_request(request(H1, "4s", after_kong=True))
    assert status == 400
    assert answer["errors"][0]["field"] == "seats.1.win.after_kong"
    status, answer = score_request(request(H1, "4s", table={"round_wind": "5z"}))
    assert status == 400
    assert answer["errors"][0]["field"] == "table.round_wind"


def test_payments_honba_value_must_split_three_ways() -> None:
    status, answer = score_request(request(H1, "4s", options={"honba_value": 1000}))
    assert status == 400
    assert answer["errors"][0]["field"] == "options.honba_value"


KOKUSHI = "119m19p19s1234567z"


@pytest.mark.parametrize(
    ("preset", "status"),
    [pytest.param("seed", 400, id="seed-forbids"), pytest.param("tenhou", 200, id="tenhou-allows")],
)
def test_payments_kokushi_robbing_a_concealed_kong(preset: str, status: int) -> None:
    data = request(KOKUSHI, "9m", "robbed_kong", preset=preset)
    data["seats"][1]["win"]["robbed_kong"] = "concealed"
    got, answer = score_request(data)
    assert got == status
    if status == 200:
        assert answer["net"] == [0, 32000, -32000, 0]
    else:
        assert answer["errors"][0]["field"] == "seats.1.win.robbed_kong"


def test_payments_only_kokushi_robs_a_concealed_kong() -> None:
    data = request(H1, "4s", "robbed_kong", preset="tenhou")
    data["seats"][1]["win"]["robbed_kong"] = "concealed"
    status, answer = score_request(data)
    assert status == 400
    assert answer["errors"][0]["field"] == "seats.1.win.robbed_kong"


def test_payments_a_win_is_not_a_draw() -> None:
    status, answer = score_request(request(H1, "4s", table={"draw": "four_riichi"}))
    assert status == 400
    assert answer["errors"][0]["field"] == "table.draw"
