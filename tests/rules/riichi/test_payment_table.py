"""Riichi points from expectations that do not read our tables: the standard payment table copied row by
row, hands whose han and fu are worked out by hand, and the PyPI `mahjong` package as a second opinion.

The fast scorer (rules/riichi/hand.py) and its reference (reference.py) read the same han values, so a
wrong han value in that table would pass their comparison. Here the expectations are literals:
- TABLE: the payment table every riichi rule book prints (ron non-dealer / ron dealer / self-draw:
  non-dealers pay, the dealer pays / dealer's self-draw: each pays), base points = fu x 2^(2+han) rounded
  up to 100 after x4 / x6 / x1 / x2; 5 han and more, or base >= 2000, is mangan (kiriage off, the seed
  preset's default). The table is checked cell by cell against `mahjong`'s ScoresCalculator.
- HANDS: each hand's han and fu counted in the comment (seed §A-§E for the yaku, the standard fu rules:
  20 base, +10 closed ron, +2 self-draw except pinfu, +2 kanchan / penchan / tanki, pungs 2/4/8 and
  kongs 8/16/32 by open / closed and simple / terminal-or-honor, rounded up to 10; chiitoitsu 25).
"""

from __future__ import annotations

from typing import Any

import pytest
from mahjong.constants import EAST
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules
from mahjong.hand_calculating.scores import ScoresCalculator
from mahjong.meld import Meld as MjMeld
from mahjong.tile import TilesConverter

from .helpers import H1, kong, ok, pon, request

# (han, fu): (ron non-dealer, ron dealer, (tsumo: each non-dealer pays, the dealer pays), dealer tsumo: each pays)
# None where the cell cannot occur (no 20-fu ron, no 25-fu self-draw under 3 han).
TABLE: dict[tuple[int, int], tuple[int | None, int | None, tuple[int, int] | None, int | None]] = {
    (1, 30): (1000, 1500, (300, 500), 500),
    (1, 40): (1300, 2000, (400, 700), 700),
    (1, 50): (1600, 2400, (400, 800), 800),
    (1, 60): (2000, 2900, (500, 1000), 1000),
    (1, 70): (2300, 3400, (600, 1200), 1200),
    (1, 80): (2600, 3900, (700, 1300), 1300),
    (1, 90): (2900, 4400, (800, 1500), 1500),
    (1, 100): (3200, 4800, (800, 1600), 1600),
    (1, 110): (3600, 5300, (900, 1800), 1800),
    (2, 20): (None, None, (400, 700), 700),
    (2, 25): (1600, 2400, None, None),
    (2, 30): (2000, 2900, (500, 1000), 1000),
    (2, 40): (2600, 3900, (700, 1300), 1300),
    (2, 50): (3200, 4800, (800, 1600), 1600),
    (2, 60): (3900, 5800, (1000, 2000), 2000),
    (2, 70): (4500, 6800, (1200, 2300), 2300),
    (2, 80): (5200, 7700, (1300, 2600), 2600),
    (2, 90): (5800, 8700, (1500, 2900), 2900),
    (2, 100): (6400, 9600, (1600, 3200), 3200),
    (2, 110): (7100, 10600, (1800, 3600), 3600),
    (3, 20): (None, None, (700, 1300), 1300),
    (3, 25): (3200, 4800, (800, 1600), 1600),
    (3, 30): (3900, 5800, (1000, 2000), 2000),
    (3, 40): (5200, 7700, (1300, 2600), 2600),
    (3, 50): (6400, 9600, (1600, 3200), 3200),
    (3, 60): (7700, 11600, (2000, 3900), 3900),
    (4, 20): (None, None, (1300, 2600), 2600),
    (4, 25): (6400, 9600, (1600, 3200), 3200),
    (4, 30): (7700, 11600, (2000, 3900), 3900),
}
MANGAN = (8000, 12000, (2000, 4000), 4000)
LIMITS = {
    "mangan": MANGAN,  # 5 han; 3 han 70+ fu; 4 han 40+ fu
    "haneman": (12000, 18000, (3000, 6000), 6000),  # 6-7 han
    "baiman": (16000, 24000, (4000, 8000), 8000),  # 8-10 han
    "sanbaiman": (24000, 36000, (6000, 12000), 12000),  # 11-12 han
    "yakuman": (32000, 48000, (8000, 16000), 16000),  # 13 han (kazoe) or a yakuman
}
LIMIT_HAN = {"mangan": 5, "haneman": 6, "baiman": 8, "sanbaiman": 11, "yakuman": 13}


def _theirs(han: int, fu: int, tsumo: bool, dealer: bool, yakuman: bool = False) -> dict[str, int]:
    config = HandConfig(is_tsumo=tsumo, player_wind=EAST if dealer else EAST + 1, round_wind=EAST)
    return ScoresCalculator().calculate_scores(han=han, fu=fu, config=config, is_yakuman=yakuman)


@pytest.mark.parametrize(("han", "fu"), list(TABLE))
def test_table_agrees_with_the_mahjong_package(han: int, fu: int) -> None:
    ron, dealer_ron, tsumo, dealer_tsumo = TABLE[(han, fu)]
    if ron is not None:
        assert _theirs(han, fu, False, False)["main"] == ron
        assert _theirs(han, fu, False, True)["main"] == dealer_ron
    if tsumo is not None:
        cost = _theirs(han, fu, True, False)
        assert (cost["additional"], cost["main"]) == tsumo
        assert _theirs(han, fu, True, True)["main"] == dealer_tsumo


@pytest.mark.parametrize(("limit", "han"), list(LIMIT_HAN.items()))
def test_limits_agree_with_the_mahjong_package(limit: str, han: int) -> None:
    ron, dealer_ron, tsumo, dealer_tsumo = LIMITS[limit]
    y = limit == "yakuman"
    assert _theirs(han, 30, False, False, y)["main"] == ron
    assert _theirs(han, 30, False, True, y)["main"] == dealer_ron
    cost = _theirs(han, 30, True, False, y)
    assert (cost["additional"], cost["main"]) == tsumo
    assert _theirs(han, 30, True, True, y)["main"] == dealer_tsumo


# Seat 0 deals, the round is East. The winner is seat 1 (South) unless `seat` says 0; ron from seat 2.
# (id, hand, win tile, by, extra request keywords, han, fu, limit)
HANDS = [
    # 123m 456p 789p 23s+4s 88s: pinfu 1 (closed, all chows, ryanmen, 8s pair no value); 20 + 10 closed ron = 30
    pytest.param(H1, "4s", "discard", {}, 1, 30, None, id="pinfu-ron"),
    # the same self-drawn: menzen tsumo 1 + pinfu 1; pinfu tsumo is 20 fu flat
    pytest.param(H1, "4s", "self_draw", {}, 2, 20, None, id="pinfu-tsumo"),
    # riichi 1 + pinfu 1 + dora 2 (indicator 7s -> dora 8s, the 88s pair); 30 fu; 1920 base: 7700 without kiriage
    pytest.param(H1, "4s", "discard", {"riichi": "single", "dora": "7s"}, 4, 30, None, id="riichi-pinfu-dora-2"),
    # 123s completed by the 2s in the middle: kanchan; riichi 1; 20 + 10 closed ron + 2 kanchan = 32 -> 40
    pytest.param("123m456p789p123s88s", "2s", "discard", {"riichi": "single"}, 1, 40, None, id="riichi-kanchan"),
    # open pon of 白 (yakuhai 1); 8s waits as tanki (or kanchan 79s): 20 + 4 open honor pung + 2 = 26 -> 30
    pytest.param("123m456p789s88s", "8s", "discard", {"melds": [pon("555z", 3)]}, 1, 30, None, id="open-haku"),
    # as above with a concealed 111m: + 8 (closed terminal pung) = 34 -> 40
    pytest.param("111m456p789s88s", "8s", "discard", {"melds": [pon("555z", 3)]}, 1, 40, None, id="open-haku-111m"),
    # seven pairs on a discard: chiitoitsu 2, 25 fu
    pytest.param("1122m3344p5566s77z", "7z", "discard", {}, 2, 25, None, id="chiitoitsu-ron"),
    # seven pairs self-drawn: menzen tsumo 1 + chiitoitsu 2, 25 fu (no tsumo fu)
    pytest.param("1122m3344p5566s77z", "7z", "self_draw", {}, 3, 25, None, id="chiitoitsu-tsumo"),
    # the dealer's pinfu ron: 1 han 30 fu, dealer column
    pytest.param(H1, "4s", "discard", {"seat": 0}, 1, 30, None, id="dealer-pinfu-ron"),
    # the dealer's pinfu tsumo: 2 han 20 fu, each pays 700
    pytest.param(H1, "4s", "self_draw", {"seat": 0}, 2, 20, None, id="dealer-pinfu-tsumo"),
    # riichi 1 + pinfu 1 + tanyao 1 (all simples) + dora 2 (8s pair) = 5 han: mangan
    pytest.param(
        "234m456p678p234s88s", "4s", "discard", {"riichi": "single", "dora": "7s"}, 5, 30, "mangan", id="mangan"
    ),
    # a concealed kong of 1m (32 fu) and riichi: 20 + 10 closed ron + 32 = 62 -> 70 fu, 1 han
    pytest.param(
        "456p789p234s88s", "4s", "discard", {"riichi": "single", "melds": [kong("1111m")]}, 1, 70, None, id="kong-70-fu"
    ),
    # the same self-drawn: riichi 1 + menzen tsumo 1; 20 + 2 tsumo + 32 = 54 -> 60 fu
    pytest.param(
        "456p789p234s88s",
        "4s",
        "self_draw",
        {"riichi": "single", "melds": [kong("1111m")]},
        2,
        60,
        None,
        id="kong-60-fu",
    ),
    # thirteen orphans on a discard: a yakuman
    pytest.param("119m19p19s1234567z", "9m", "discard", {}, 13, 0, "yakuman", id="kokushi"),
]


def _payments(answer: dict[str, Any]) -> list[tuple[int, int, int]]:
    return sorted((p["from"], p["to"], p["amount"]) for p in answer["payments"])


@pytest.mark.parametrize(("hand", "tile", "by", "kw", "han", "fu", "limit"), HANDS)
def test_hand_pays_its_table_cell(
    hand: str, tile: str, by: str, kw: dict[str, Any], han: int, fu: int, limit: str | None
) -> None:
    a = ok(request(hand, tile, by, **kw))
    (h,) = a["hands"]
    assert (h["han"], h["limit"]) == (han, limit)
    if limit != "yakuman":
        assert h["fu"] == fu
    winner = kw.get("seat", 1)
    ron, dealer_ron, tsumo, dealer_tsumo = LIMITS[limit] if limit else TABLE[(han, fu)]
    if by == "discard":
        expected = [(2, winner, dealer_ron if winner == 0 else ron)]
    elif winner == 0:
        expected = [(p, 0, dealer_tsumo) for p in (1, 2, 3)]
    else:
        assert tsumo is not None
        expected = [(p, winner, tsumo[1] if p == 0 else tsumo[0]) for p in (0, 2, 3)]
    assert _payments(a) == sorted(expected)
    assert h["points"] == sum(x[2] for x in expected)


def _mahjong_value(hand: str, tile: str, by: str, kw: dict[str, Any]) -> Any:
    melds = kw.get("melds", [])
    tiles = TilesConverter.one_line_string_to_136_array(hand + "".join(m["tiles"] for m in melds))
    mj_melds = []
    for m in melds:
        k = TilesConverter.one_line_string_to_136_array(m["tiles"])[0] // 4
        ids = [t for t in tiles if t // 4 == k][: len(m["tiles"]) - 1]
        if m["kind"] == "pon":
            mj_melds.append(MjMeld(meld_type=MjMeld.PON, tiles=ids, opened=True))
        else:
            mj_melds.append(MjMeld(meld_type=MjMeld.KAN, tiles=ids, opened=m.get("kong") != "concealed"))
    win = TilesConverter.one_line_string_to_136_array(tile)[0] // 4
    win136 = next(t for t in tiles if t // 4 == win)
    dora = [TilesConverter.one_line_string_to_136_array(kw["dora"])[0] // 4 * 4 + 3] if kw.get("dora") else []
    config = HandConfig(
        is_tsumo=by == "self_draw",
        is_riichi=kw.get("riichi") == "single",
        player_wind=EAST if kw.get("seat", 1) == 0 else EAST + 1,
        round_wind=EAST,
        options=OptionalRules(has_open_tanyao=True, has_aka_dora=False),
    )
    return HandCalculator.estimate_hand_value(tiles, win136, melds=mj_melds, dora_indicators=dora, config=config)


@pytest.mark.parametrize(("hand", "tile", "by", "kw", "han", "fu", "limit"), HANDS)
def test_hand_agrees_with_the_mahjong_package(
    hand: str, tile: str, by: str, kw: dict[str, Any], han: int, fu: int, limit: str | None
) -> None:
    theirs = _mahjong_value(hand, tile, by, kw)
    assert theirs.error is None, theirs.error
    assert theirs.han == han
    if limit != "yakuman":
        assert theirs.fu == fu
    a = ok(request(hand, tile, by, **kw))
    assert a["hands"][0]["points"] == theirs.cost["total"]
