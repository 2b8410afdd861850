"""Every fu component, itemized, on hands scored by hand (fu lines and the rounded total)."""

from __future__ import annotations

import pytest

from .helpers import H1, chi, kong, ok, pon, request

FU = [
    # 20 + closed ron 10 + kanchan 2 + closed terminal pung 8 + dragon pair 2 = 42 -> 50; riichi 1 han: 400 x 4 = 1600
    pytest.param(
        request("111m789m345p678s55z", "4p", riichi="single"),
        {},
        [("fu_base", 20), ("fu_menzen_ron", 10), ("fu_kanchan", 2), ("fu_closed_pung", 8), ("fu_pair_dragon", 2)],
        50,
        [0, 1600, -1600, 0],
        id="kanchan-closed-pung-dragon-pair",
    ),
    # 20 + penchan 2 + open simple pung 2 + open terminal kong 16 + seat-wind pair 2 + tsumo 2 = 44 -> 50;
    # haitei 1 han: base 400 -> dealer 800, others 400
    pytest.param(
        request("123m345p22z", "3m", "self_draw", melds=[pon("777s", 2), kong("9999p", "exposed", 3)], last_tile=True),
        {},
        [
            ("fu_base", 20),
            ("fu_penchan", 2),
            ("fu_open_pung", 2),
            ("fu_open_kong", 16),
            ("fu_pair_seat_wind", 2),
            ("fu_tsumo", 2),
        ],
        50,
        [-800, 1600, -400, -400],
        id="penchan-open-sets-seat-wind-tsumo",
    ),
    # the dealer's East pair in the East round: 20 + open 999p 4 + open 111s 4 + 2 + 2 = 32 -> 40; houtei: 320 x 6 = 1920 -> 2000
    pytest.param(
        request("234m567m11z", "4m", seat=0, melds=[pon("999p", 1), pon("111s", 2)], last_tile=True),
        {},
        [
            ("fu_base", 20),
            ("fu_open_pung", 4),
            ("fu_open_pung", 4),
            ("fu_pair_seat_wind", 2),
            ("fu_pair_round_wind", 2),
        ],
        40,
        [2000, 0, -2000, 0],
        id="double-wind-pair-4",
    ),
    # the same with a double-wind pair worth 2: 30 fu: 240 x 6 = 1440 -> 1500
    pytest.param(
        request("234m567m11z", "4m", seat=0, melds=[pon("999p", 1), pon("111s", 2)], last_tile=True),
        {"double_wind_fu": 2},
        [("fu_base", 20), ("fu_open_pung", 4), ("fu_open_pung", 4), ("fu_pair_seat_wind", 2)],
        30,
        [1500, 0, -1500, 0],
        id="double-wind-pair-2",
    ),
    # round-wind pair alone (seat 1 holds 11z in the East round): 20 + 10 + tanki 2 + 2 = 34 -> 40, riichi: 1300
    pytest.param(
        request("234m567p789s345s11z", "1z", riichi="single"),
        {},
        [("fu_base", 20), ("fu_menzen_ron", 10), ("fu_tanki", 2), ("fu_pair_round_wind", 2)],
        40,
        [0, 1300, -1300, 0],
        id="round-wind-pair-tanki",
    ),
    # open hand with no fu at all: 20 + 2 = 30 (open pinfu shape); tanyao: 1000
    pytest.param(
        request("234m567p234s55p", "4s", melds=[chi("678s")]),
        {},
        [("fu_base", 20), ("fu_open_pinfu", 2)],
        30,
        [0, 1000, -1000, 0],
        id="open-pinfu-30",
    ),
    # pinfu tsumo stays 20 fu (no tsumo fu)
    pytest.param(
        request(H1, "4s", "self_draw", riichi="single"),
        {},
        [("fu_base", 20)],
        20,
        [-1300, 2700, -700, -700],
        id="pinfu-tsumo-20",
    ),
    # seven pairs: 25 flat
    pytest.param(
        request("1199m3377p44s1155z", "4s"), {}, [("fu_chiitoitsu", 25)], 25, [0, 1600, -1600, 0], id="chiitoitsu-25"
    ),
    # a concealed terminal kong: 20 + 32 + tsumo 2 + tanki 2 = 56 -> 60 (the 678s reading ties at 60; the first is kept)
    pytest.param(
        request("234m567p678s88s", "8s", "self_draw", melds=[kong("9999p")], after_kong=True),
        {},
        [("fu_base", 20), ("fu_tanki", 2), ("fu_closed_kong", 32), ("fu_tsumo", 2)],
        60,
        [-2000, 4000, -1000, -1000],
        id="closed-kong",
    ),
    # a pung completed by a discard counts open: 22m + 55m shanpon, ron on 5m: 20 + 10 + open 555m 2 + closed 777p 4 -> 40;
    # riichi + tanyao 2 han: 640 x 4 = 2560 -> 2600
    pytest.param(
        request("234p777p678s22m555m", "5m", riichi="single"),
        {},
        [("fu_base", 20), ("fu_menzen_ron", 10), ("fu_open_pung", 2), ("fu_closed_pung", 4)],
        40,
        [0, 2600, -2600, 0],
        id="ron-pung-is-open",
    ),
]


@pytest.mark.parametrize(("data", "options", "lines", "fu", "net"), FU)
def test_fu_components(data: dict, options: dict, lines: list[tuple[str, int]], fu: int, net: list[int]) -> None:
    data["options"] = options
    a = ok(data)
    h = a["hands"][0]
    assert sorted((x["key"], x["fu"]) for x in h["fu_lines"]) == sorted(lines)
    assert h["fu"] == fu
    assert a["net"] == net
