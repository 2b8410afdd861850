"""Hand-scored examples: every yaku, each yakuman and every limit, with exact payments and nets.

Unless a row says otherwise: dealer seat 0, seat 1 (South) wins, East round,
a discard comes from seat 2, seed preset. Arithmetic: base = fu x 2^(han+2);
a non-dealer's ron is 4 x base, the dealer's 6 x base, rounded up to 100.
"""

from __future__ import annotations

import pytest

from rules import score_request
from rules.model import Pattern
from rules.riichi import RULE_SET

from .helpers import H1, chi, keys, kong, ok, pon, request

RON = [0, 1, -1, 0]  # net shape of a discard win: seat 2 pays seat 1


def _ron(points: int) -> list[int]:
    return [0, points, -points, 0]


YAKU = [
    # riichi + pinfu: 2 han 30 fu, base 480 -> 1920 -> 2000
    pytest.param(request(H1, "4s", riichi="single"), ["riichi", "pinfu"], 2, 30, _ron(2000), id="riichi"),
    # double riichi 2 + ippatsu 1 + tsumo 1 + pinfu 1 = 5 han mangan: dealer 4000, others 2000
    pytest.param(
        request(H1, "4s", "self_draw", riichi="double", ippatsu=True),
        ["daburu_riichi", "ippatsu", "menzen_tsumo", "pinfu", "mangan"],
        5,
        20,
        [-4000, 8000, -2000, -2000],
        id="double-riichi-ippatsu-tsumo",
    ),
    # open tanyao (kuitan): 20 + open 888p 2 + tanki 2 = 24 -> 30 fu, 1 han: 960 -> 1000
    pytest.param(
        request("234m567p66s", "6s", melds=[chi("345s"), pon("888p", 2)]),
        ["tanyao"],
        1,
        30,
        _ron(1000),
        id="tanyao-open",
    ),
    # iipeikou + pinfu: 2 han 30 fu -> 2000
    pytest.param(request("112233m456p789s55s", "6p"), ["pinfu", "iipeikou"], 2, 30, _ron(2000), id="iipeikou"),
    # ryanpeikou on a pair wait: 20 + 10 + tanki 2 = 32 -> 40 fu, 3 han: 1280 x 4 = 5120 -> 5200
    pytest.param(request("112233m445566p77s", "7s"), ["ryanpeikou"], 3, 40, _ron(5200), id="ryanpeikou"),
    # haku pung closed: 20 + 10 + 8 = 38 -> 40 fu, 1 han: 1280 -> 1300
    pytest.param(request("234m567p789s55s555z", "2m"), ["yakuhai_haku"], 1, 40, _ron(1300), id="yakuhai-haku"),
    pytest.param(request("234m567p789s55s666z", "2m"), ["yakuhai_hatsu"], 1, 40, _ron(1300), id="yakuhai-hatsu"),
    pytest.param(request("234m567p789s55s777z", "2m"), ["yakuhai_chun"], 1, 40, _ron(1300), id="yakuhai-chun"),
    # South is seat 1's wind
    pytest.param(request("234m567p789s55s222z", "2m"), ["yakuhai_jikaze"], 1, 40, _ron(1300), id="yakuhai-seat-wind"),
    # the dealer's East in the East round: 2 han 40 fu, base 640 x 6 = 3840 -> 3900
    pytest.param(
        request("234m567p789s55s111z", "2m", seat=0),
        ["yakuhai_jikaze", "yakuhai_bakaze"],
        2,
        40,
        [3900, 0, -3900, 0],
        id="yakuhai-double-wind",
    ),
    # chanta: 20 + 10 + 333z 8 = 38 -> 40 fu, 2 han: 2560 -> 2600
    pytest.param(request("123m789p789s333z99m", "1m"), ["chanta"], 2, 40, _ron(2600), id="chanta"),
    # junchan: 20 + 10 + penchan 2 + 999s 8 = 40 fu, 3 han: 5120 -> 5200
    pytest.param(request("123m789m123p999s11s", "3p"), ["junchan"], 3, 40, _ron(5200), id="junchan"),
    # ittsu + pinfu: 3 han 30 fu: 3840 -> 3900
    pytest.param(request("123456789m234p55s", "9m"), ["pinfu", "ittsu"], 3, 30, _ron(3900), id="ittsu"),
    # sanshoku + pinfu + tanyao: 4 han 30 fu: 1920 x 4 = 7680 -> 7700
    pytest.param(
        request("234m234p234s567m55p", "7m"), ["pinfu", "tanyao", "sanshoku"], 4, 30, _ron(7700), id="sanshoku"
    ),
    # sanshoku doukou 2 + sanankou 2 + tanyao 1 = 5 han: mangan 8000 (20 + 10 + 3 x 4 = 42 -> 50 fu)
    pytest.param(
        request("222m222p222s345m55p", "5m"),
        ["tanyao", "sanshoku_doukou", "sanankou", "mangan"],
        5,
        50,
        _ron(8000),
        id="sanshoku-doukou-sanankou",
    ),
    # toitoi self-drawn: 20 + 2 + 2 + 4 + 4 + tanki 2 + tsumo 2 = 36 -> 40 fu, 2 han: base 640 -> 1300 / 700
    pytest.param(
        request("444s666s99m", "9m", "self_draw", melds=[pon("222m", 0), pon("888p", 2)]),
        ["toitoi"],
        2,
        40,
        [-1300, 2700, -700, -700],
        id="toitoi",
    ),
    # sankantsu: 20 + 1111p closed 32 + 9999s open 16 + 6666m added 8 = 76 -> 80 fu, 2 han: 5120 -> 5200
    pytest.param(
        request("234m55p", "2m", melds=[kong("1111p"), kong("9999s", "exposed", 3), kong("6666m", "added", 0)]),
        ["sankantsu"],
        2,
        80,
        _ron(5200),
        id="sankantsu",
    ),
    # chiitoitsu: 2 han 25 fu: 400 x 4 = 1600
    pytest.param(request("1199m3377p44s1155z", "4s"), ["chiitoitsu"], 2, 25, _ron(1600), id="chiitoitsu"),
    # honroutou 2 + toitoi 2 + sanankou 2 = 6 han: haneman 12000
    pytest.param(
        request("999p111s333z99s", "9s", melds=[pon("111m", 0)]),
        ["toitoi", "sanankou", "honroutou", "haneman"],
        6,
        50,
        _ron(12000),
        id="honroutou",
    ),
    # shousangen 2 + haku 1 + hatsu 1 = 4 han; 20 + 10 + 8 + 8 + 2 = 48 -> 50 fu: base 3200 -> mangan
    pytest.param(
        request("234m567p555z666z77z", "4m"),
        ["yakuhai_haku", "yakuhai_hatsu", "shousangen", "mangan"],
        4,
        50,
        _ron(8000),
        id="shousangen",
    ),
    # honitsu closed 3 han; 20 + 10 + 8 = 38 -> 40 fu: 5120 -> 5200
    pytest.param(request("123m456m678m333z44z", "6m"), ["honitsu"], 3, 40, _ron(5200), id="honitsu"),
    # chinitsu 6 + pinfu 1 = 7 han: haneman
    pytest.param(
        request("123m345m567m789m55m", "9m"), ["pinfu", "chinitsu", "haneman"], 7, 30, _ron(12000), id="chinitsu"
    ),
    # haitei + tsumo + pinfu: 3 han 20 fu: base 640 -> 1300 / 700
    pytest.param(
        request(H1, "4s", "self_draw", last_tile=True),
        ["menzen_tsumo", "haitei", "pinfu"],
        3,
        20,
        [-1300, 2700, -700, -700],
        id="haitei",
    ),
    # houtei + open tanyao: 2 han 30 fu: 1920 -> 2000
    pytest.param(
        request("234m567p66s", "6s", melds=[chi("345s"), pon("888p", 2)], last_tile=True),
        ["houtei", "tanyao"],
        2,
        30,
        _ron(2000),
        id="houtei",
    ),
    # rinshan + tsumo; 20 + 9999p closed 32 + tsumo 2 (+ tanki 2) = 54..56 -> 60 fu, 2 han: base 960 -> 2000 / 1000
    pytest.param(
        request("234m567p678s88s", "8s", "self_draw", melds=[kong("9999p")], after_kong=True),
        ["menzen_tsumo", "rinshan"],
        2,
        60,
        [-2000, 4000, -1000, -1000],
        id="rinshan",
    ),
    # chankan + pinfu: 2 han 30 fu -> 2000
    pytest.param(request(H1, "4s", "robbed_kong"), ["chankan", "pinfu"], 2, 30, _ron(2000), id="chankan"),
    # renhou as 5 han (option) + pinfu = 6 han: haneman
    pytest.param(
        request(H1, "4s", options={"renhou": "mangan"}, first_turn=True),
        ["renhou", "pinfu", "haneman"],
        6,
        30,
        _ron(12000),
        id="renhou-mangan",
    ),
    # renhou not played (seed): only pinfu, 1000
    pytest.param(request(H1, "4s", first_turn=True), ["pinfu"], 1, 30, _ron(1000), id="renhou-off"),
    # dora: indicators 7s -> 8s (x2) and 9m -> 1m (x1); ura only with riichi: 3s -> 4s (x1): 2 + 3 + 1 = 6 han haneman
    pytest.param(
        request(H1, "4s", riichi="single", dora="7s9m", ura="3s"),
        ["riichi", "pinfu", "dora", "ura_dora", "haneman"],
        6,
        30,
        _ron(12000),
        id="dora-ura",
    ),
    pytest.param(
        request("234m567p789s55s555z", "2m", ura="1m"), ["yakuhai_haku"], 1, 40, _ron(1300), id="ura-needs-riichi"
    ),
    # kan dora are just more indicators: 8p -> 9p counts all four tiles of the 9999p kong, 1z -> 2z none;
    # rinshan + tsumo 2 + dora 4 = 6 han haneman: dealer 6000, others 3000
    pytest.param(
        request("234m567p678s88s", "8s", "self_draw", melds=[kong("9999p")], after_kong=True, dora="8p1z"),
        ["menzen_tsumo", "rinshan", "dora", "haneman"],
        6,
        60,
        [-6000, 12000, -3000, -3000],
        id="kan-dora",
    ),
    # red five (tenhou preset): open tanyao with 0p: 2 han 30 fu -> 2000
    pytest.param(
        request("234m067p66s", "6s", melds=[chi("345s"), pon("888p", 2)], preset="tenhou"),
        ["tanyao", "aka_dora"],
        2,
        30,
        _ron(2000),
        id="aka-dora",
    ),
    # seed preset: red fives are plain fives
    pytest.param(
        request("234m067p66s", "6s", melds=[chi("345s"), pon("888p", 2)]),
        ["tanyao"],
        1,
        30,
        _ron(1000),
        id="aka-dora-off",
    ),
]


@pytest.mark.parametrize(("data", "items", "han", "fu", "net"), YAKU)
def test_pattern_yaku(data: dict, items: list[str], han: int, fu: int, net: list[int]) -> None:
    a = ok(data)
    assert keys(a) == items
    h = a["hands"][0]
    assert (h["han"], h["fu"]) == (han, fu)
    assert a["net"] == net


YAKUMAN = [
    pytest.param(request("119m19p19s1234567z", "9m"), ["kokushi", "yakuman"], _ron(32000), {}, id="kokushi"),
    pytest.param(
        request("119m19p19s1234567z", "1m"), ["kokushi_juusanmen", "yakuman"], _ron(32000), {}, id="kokushi-13-single"
    ),
    pytest.param(
        request("119m19p19s1234567z", "1m"),
        ["kokushi_juusanmen", "yakuman"],
        _ron(64000),
        {"double_yakuman": True},
        id="kokushi-13-double",
    ),
    # self-drawn suuankou: dealer 16000, others 8000
    pytest.param(
        request("222m555p888s333z11z", "2m", "self_draw"),
        ["suuankou", "yakuman"],
        [-16000, 32000, -8000, -8000],
        {},
        id="suuankou",
    ),
    pytest.param(
        request("222m555p888s333z11z", "1z"), ["suuankou_tanki", "yakuman"], _ron(32000), {}, id="suuankou-tanki"
    ),
    pytest.param(
        request("222m555p888s333z11z", "1z"),
        ["suuankou_tanki", "yakuman"],
        _ron(64000),
        {"double_yakuman": True},
        id="suuankou-tanki-double",
    ),
    pytest.param(request("555666777z234m11p", "2m"), ["daisangen", "yakuman"], _ron(32000), {}, id="daisangen"),
    pytest.param(request("111222333z44z234m", "2m"), ["shousuushii", "yakuman"], _ron(32000), {}, id="shousuushii"),
    pytest.param(
        request("222333444z55m", "5m", melds=[pon("111z", 0)]),
        ["daisuushii", "yakuman"],
        _ron(32000),
        {},
        id="daisuushii",
    ),
    pytest.param(
        request("222333444z55m", "5m", melds=[pon("111z", 0)]),
        ["daisuushii", "yakuman"],
        _ron(64000),
        {"double_yakuman": True},
        id="daisuushii-double",
    ),
    pytest.param(request("11223344556677z", "7z"), ["tsuuiisou", "yakuman"], _ron(32000), {}, id="tsuuiisou"),
    pytest.param(
        request("999m111p999p11s", "1s", melds=[pon("111m", 0)]),
        ["chinroutou", "yakuman"],
        _ron(32000),
        {},
        id="chinroutou",
    ),
    pytest.param(request("234234666888s66z", "3s"), ["ryuuiisou", "yakuman"], _ron(32000), {}, id="ryuuiisou"),
    pytest.param(request("11123456789999m", "3m"), ["chuuren", "yakuman"], _ron(32000), {}, id="chuuren"),
    pytest.param(request("11123455678999m", "5m"), ["junsei_chuuren", "yakuman"], _ron(32000), {}, id="junsei-chuuren"),
    pytest.param(
        request("11123455678999m", "5m"),
        ["junsei_chuuren", "yakuman"],
        _ron(64000),
        {"double_yakuman": True},
        id="junsei-chuuren-double",
    ),
    pytest.param(
        request(
            "55p",
            "5p",
            melds=[kong("1111m"), kong("2222z", "exposed", 2), kong("3333s", "added", 0), kong("7777p", "exposed", 3)],
        ),
        ["suukantsu", "yakuman"],
        _ron(32000),
        {},
        id="suukantsu",
    ),
    # tenhou: the dealer's self-drawn yakuman, 16000 from each
    pytest.param(
        request(H1, "4s", "self_draw", seat=0, first_turn=True),
        ["tenhou", "yakuman"],
        [48000, -16000, -16000, -16000],
        {},
        id="tenhou",
    ),
    pytest.param(
        request(H1, "4s", "self_draw", first_turn=True),
        ["chiihou", "yakuman"],
        [-16000, 32000, -8000, -8000],
        {},
        id="chiihou",
    ),
    pytest.param(
        request(H1, "4s", first_turn=True),
        ["renhou_yakuman", "yakuman"],
        _ron(32000),
        {"renhou": "yakuman"},
        id="renhou-yakuman",
    ),
    # daisangen + tsuuiisou on a shanpon ron (111z turns open: no suuankou): two yakuman
    pytest.param(
        request("555666777z11122z", "1z"), ["daisangen", "tsuuiisou", "yakuman"], _ron(64000), {}, id="multiple-yakuman"
    ),
    pytest.param(
        request("555666777z11122z", "1z"),
        ["daisangen", "tsuuiisou", "yakuman"],
        _ron(32000),
        {"multiple_yakuman": False},
        id="multiple-yakuman-off",
    ),
]


@pytest.mark.parametrize(("data", "items", "net", "options"), YAKUMAN)
def test_pattern_yakuman(data: dict, items: list[str], net: list[int], options: dict) -> None:
    data["options"] = options
    a = ok(data)
    assert keys(a) == items
    assert a["hands"][0]["limit"] == "yakuman"
    assert a["net"] == net


LIMITS = [
    # chinitsu 6 + pinfu 1 + riichi 1 = 8: baiman 16000
    pytest.param(request("123m345m567m789m55m", "9m", riichi="single"), {}, "baiman", 8, _ron(16000), id="baiman"),
    # + dora 5m x4 (indicator 4m) = 12: sanbaiman 24000
    pytest.param(
        request("123m345m567m789m55m", "9m", riichi="single", dora="4m"),
        {},
        "sanbaiman",
        12,
        _ron(24000),
        id="sanbaiman",
    ),
    # + ippatsu = 13: kazoe yakuman 32000, or sanbaiman when capped
    pytest.param(
        request("123m345m567m789m55m", "9m", riichi="single", ippatsu=True, dora="4m"),
        {},
        "kazoe_yakuman",
        13,
        _ron(32000),
        id="kazoe",
    ),
    pytest.param(
        request("123m345m567m789m55m", "9m", riichi="single", ippatsu=True, dora="4m"),
        {"kazoe": "sanbaiman"},
        "sanbaiman",
        13,
        _ron(24000),
        id="kazoe-capped",
    ),
    # 4 han 30 fu: 7700, or mangan with kiriage
    pytest.param(request("234m234p234s567m55p", "7m"), {}, None, 4, _ron(7700), id="4han30fu"),
    pytest.param(
        request("234m234p234s567m55p", "7m"), {"kiriage": True}, "kiriage_mangan", 4, _ron(8000), id="kiriage"
    ),
    # 4 han 40 fu passes 2000 base points: mangan
    pytest.param(
        request("234m567p789s55s555z", "2m", riichi="single", dora="4s"),
        {},
        "mangan",
        4,
        _ron(8000),
        id="mangan-4han40fu",
    ),
]


@pytest.mark.parametrize(("data", "options", "limit", "han", "net"), LIMITS)
def test_pattern_limits(data: dict, options: dict, limit: str | None, han: int, net: list[int]) -> None:
    data["options"] = options
    a = ok(data)
    h = a["hands"][0]
    assert (h["limit"], h["han"]) == (limit, han)
    assert a["net"] == net


def test_pattern_no_yaku_is_an_error() -> None:
    # a closed ron with dora but no yaku: dora never make the required han
    status, answer = score_request(request("111m789m345p678s55z", "4p", dora="9m"))
    assert status == 400
    assert answer["errors"] == [{"field": "seats.1.hand", "message": answer["errors"][0]["message"]}]
    assert "no yaku" in answer["errors"][0]["message"]


def test_pattern_kuitan_off_has_no_yaku() -> None:
    status, answer = score_request(
        request("234m567p66s", "6s", melds=[chi("345s"), pon("888p", 2)], options={"kuitan": False})
    )
    assert status == 400
    assert "no yaku" in answer["errors"][0]["message"]


def test_pattern_not_a_winning_hand() -> None:
    status, answer = score_request(request("123m456p789p234s89s", "9s"))
    assert status == 400
    assert answer["errors"][0]["field"] == "seats.1.hand"
    assert "not a complete" in answer["errors"][0]["message"]


def test_pattern_best_reading_wins() -> None:
    # 111222333m reads as three pungs or as three 123m chows; the reading worth more points wins.
    # Pungs: tsumo 1 + sanankou 2 = 3 han; 20 + 111m 8 + 222m 4 + 333m 4 + tanki 2 + tsumo 2 = 40 fu:
    #   base 1280 -> dealer 2600, others 1300 (5200).
    # Chows: tsumo 1 + iipeikou 1 = 2 han; 20 + tanki 2 + tsumo 2 -> 30 fu: base 480 -> 1000 / 500 (2000).
    a = ok(request("111222333m456p55s", "5s", "self_draw"))
    assert keys(a) == ["menzen_tsumo", "sanankou"]
    assert (a["hands"][0]["han"], a["hands"][0]["fu"]) == (3, 40)
    assert a["net"] == [-2600, 5200, -1300, -1300]


EXAMPLES = [p for p in RULE_SET.patterns if p.example]


@pytest.mark.parametrize("pattern", EXAMPLES, ids=[p.key for p in EXAMPLES])
def test_pattern_rule_page_examples_score_their_pattern(pattern: Pattern) -> None:
    # the rule page's example, self-drawn on its first tile, holds the pattern it illustrates
    concealed, *melded = pattern.example.split("|")
    melds = [pon(part, 0) for part in melded]
    first = concealed[0] + next(ch for ch in concealed if ch.isalpha())
    a = ok(request(concealed, first, "self_draw", melds=melds))
    assert pattern.key in keys(a)


def test_pattern_four_suits_each_with_a_pair_is_not_a_hand() -> None:
    # every suit alone reads as sets + a pair, but a hand has one pair: 77m 33p 55s 111222z 33z is no win
    status, answer = score_request(request("77m33p55s11122233z", "7m", "self_draw"))
    assert status == 400
    assert answer["errors"][0]["field"] == "seats.1.hand"
